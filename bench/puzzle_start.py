"""bench/puzzle_start.py - how long the puzzles take to start.

Run:  python bench/puzzle_start.py [--runs N] [--puzzle easy|medium|hard]

Starts the game N times (default 5) as a student would, with
--puzzle DIFFICULTY --seed K (K = 1..N), in its own Python process, and
measures the seconds from the start of the process to the first puzzle's
prompt, the moment the student can type a turn (Python's own start-up and
the game's imports included).  Then it types quit.  Prints each run and the
median and slowest.  The aim: within a second.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time
from statistics import median

PROJECT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
GAME = os.path.join(PROJECT, 'nine_mens_morris.py')

# The end of the prompt of a puzzle's first turn ("White, fly a man (from
# to, like 0 1): "): every puzzle is three men against three, who fly.
FIRST_PROMPT = b'a man (from to'


def seconds_to_first_prompt(difficulty, seed):
    """Return the seconds from starting the game to the first prompt of a
    puzzle, and quit it."""
    with tempfile.TemporaryDirectory() as home:
        start = time.perf_counter()
        game = subprocess.Popen(
            [sys.executable, GAME, '--puzzle', difficulty, '--seed',
             str(seed), '--no-color', '--ascii'],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, cwd=PROJECT, env=fresh_home(home))
        seen = b''
        while FIRST_PROMPT not in seen:
            chunk = os.read(game.stdout.fileno(), 4096)
            if not chunk:
                raise SystemExit('the game ended before a puzzle: %r'
                                 % seen[-300:])
            seen += chunk
        seconds = time.perf_counter() - start
        game.communicate(b'quit\n')
    return seconds


def fresh_home(home):
    """Return the environment with `home` as the home folder, so that no
    unfinished game of the real one is offered (and nothing is kept)."""
    environment = dict(os.environ, HOME=home, USERPROFILE=home)
    environment.pop('NINE_MENS_MORRIS_AUTOSAVE', None)
    return environment


def main():
    """Time the start of the puzzles and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('--puzzle', default='easy',
                        choices=('easy', 'medium', 'hard'))
    arguments = parser.parse_args()
    times = []
    for seed in range(1, arguments.runs + 1):
        times.append(seconds_to_first_prompt(arguments.puzzle, seed))
        print('set %d: %.2f s to the first puzzle' % (seed, times[-1]))
    print('%s, %d runs: median %.2f s, slowest %.2f s'
          % (arguments.puzzle, len(times), median(times), max(times)))


if __name__ == '__main__':
    main()
