"""bench/baseline.py - an earlier version of the computer player, as an opponent.

bench/strength.py pits today's levels against the computer player of an
earlier commit (by default 54a4ded, whose strongest level was 'hard').  The
earlier modules are taken from git history into a temporary folder and run
in a separate Python process, so they never mix with today's modules of the
same names.  The two processes talk in lines of JSON:

    request   {"seed": S, "level": "hard", "turns": [[source, target,
               removed, second removed], ...]}   (the game so far)
    answer    [source, target, removed, second removed]

Run alone, this file is that separate process (the worker):
    python bench/baseline.py FOLDER      (FOLDER holds the earlier modules)
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = ('board.py', 'rules.py', 'endgame.py', 'computer.py')
DEFAULT_COMMIT = '54a4ded'


class Baseline:
    """An earlier computer player in its own process."""

    def __init__(self, commit=DEFAULT_COMMIT):
        """Copy the modules of `commit` into a temporary folder and start
        the worker there."""
        self.folder = tempfile.mkdtemp(prefix='morris-baseline-')
        for name in MODULES:
            text = subprocess.check_output(
                ['git', 'show', '%s:%s' % (commit, name)],
                cwd=os.path.join(HERE, '..'))
            with open(os.path.join(self.folder, name), 'wb') as module:
                module.write(text)
        self.process = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), self.folder],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            universal_newlines=True)

    def choose_turn(self, seed, level, turns):
        """Return the turn (a 4-tuple) the earlier player plays after
        `turns` in the game of seed `seed`."""
        request = {'seed': seed, 'level': level,
                   'turns': [list(turn) for turn in turns]}
        self.process.stdin.write(json.dumps(request) + '\n')
        self.process.stdin.flush()
        return tuple(json.loads(self.process.stdout.readline()))

    def close(self):
        """Stop the worker and remove the temporary folder."""
        self.process.stdin.close()
        self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def serve(folder):
    """Answer requests on standard input until it closes (the worker)."""
    sys.path.insert(0, folder)
    from computer import computer_player
    import rules
    rng, game_seed = None, None
    for line in sys.stdin:
        request = json.loads(line)
        if request['seed'] != game_seed:
            game_seed = request['seed']
            rng = random.Random(game_seed * 7919 + 1)
        state = rules.initial_state()
        for turn in request['turns']:
            state = rules.next_state(state, rules.Turn(*turn))
        turn = computer_player.choose_turn(state, request['level'], rng)
        print(json.dumps(list(turn)), flush=True)


if __name__ == '__main__':
    serve(sys.argv[1])
