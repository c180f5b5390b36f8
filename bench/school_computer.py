"""bench/school_computer.py - what a student waits for on a slow school
computer: the start, a hint, a review and the computer's turn.

Run:  python3 bench/school_computer.py [--part start|hints|review|computer]
                                       [--games N] [--seed S] [--runs N]

Every figure is processor time (CPU seconds), which other work on the
machine does not stretch, so it holds on a loaded lab server; beside each
is what it becomes on a computer four times slower (an old lab PC or a
Raspberry Pi is three to five times slower than a current desktop core).

  start     a new Python from the command to the first prompt of a game of
            two people (python3 nine_mens_morris.py --white human --black
            human, the input ending there), against a bare `python3 -c
            pass`; medians of --runs runs.  Twice: compiled at every
            start (a read-only shared folder; the first start anywhere),
            and with Python's compiled files kept (the usual case).
  hints     a hint (hints.suggest_turn) at every turn of --games games
            between two `easy` players: median and slowest.
  review    the review after a game (review.review_game, both players, as
            after a game of two people) of --games games of a student-like
            player (bench/simple_players.py) against `beginner`, and the
            seconds for 60 turns.
  computer  the top level's turns in --games games against `medium`:
            median and slowest.

The games are seeded from --seed (default 5001: seeds apart from the ones
the searches were tuned on).  The targets (issue "Light on a school
computer"): the start at most twice a bare Python, a hint at most 0.5 s at
the median and 1.5 s at worst, the review of a 60-turn game at most 3 s,
the top level about a second a turn.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from statistics import median

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)
sys.path.insert(0, PROJECT)

from board import PLAYERS, WHITE  # noqa: E402  (after the path is set)
from computer import computer_player, levels  # noqa: E402
import rules  # noqa: E402
from simple_players import student_turn  # noqa: E402
from teaching import hints, review  # noqa: E402

SLOWER = 4      # how many times slower the school computer is


def slow_words(seconds):
    """Return '0.12 s (0.48 s on a computer 4 times slower)'."""
    return '%.3f s (%.2f s on a computer %d times slower)' % (
        seconds, seconds * SLOWER, SLOWER)


# ---------------------------------------------------------------------------
# The start, in a new process
# ---------------------------------------------------------------------------

def process_seconds(command, environment):
    """Return the CPU seconds a new process of `command` used (its input
    empty, its output dropped)."""
    import resource     # Linux and macOS
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=PROJECT, env=environment,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime
            - before.ru_utime - before.ru_stime)


def median_ratio(command, environment, runs):
    """Return (median CPU seconds of `command`, median of its ratio to a
    bare Python's), the two run in turn `runs` times after one run of each
    that is not counted (it compiles and warms the file cache)."""
    bare = [sys.executable, '-c', 'pass']
    process_seconds(bare, environment)
    process_seconds(command, environment)
    pairs = [(process_seconds(command, environment),
              process_seconds(bare, environment)) for _ in range(runs)]
    return (median(seconds for seconds, _ in pairs),
            median(seconds / python for seconds, python in pairs))


def time_start(runs):
    """Print the start's CPU seconds against a bare Python's.  The game
    runs from a copy of its files in a temporary folder, so that its
    compiled files start afresh and none is written into the project."""
    with tempfile.TemporaryDirectory() as folder:
        copy = os.path.join(folder, 'game')
        shutil.copytree(PROJECT, copy, ignore=shutil.ignore_patterns(
            '.*', '__pycache__', 'tests', 'bench', 'data', 'docs'))
        home = os.path.join(folder, 'home')
        os.mkdir(home)
        game = [sys.executable, os.path.join(copy, 'nine_mens_morris.py'),
                '--white', 'human', '--black', 'human']
        environment = dict(os.environ, HOME=home, USERPROFILE=home)
        environment.pop('NINE_MENS_MORRIS_AUTOSAVE', None)
        environment.pop('PYTHONDONTWRITEBYTECODE', None)
        environment.pop('PYTHONPYCACHEPREFIX', None)
        compiled = dict(environment, PYTHONDONTWRITEBYTECODE='1')
        for name, env in (('compiled at every start', compiled),
                          ('compiled files kept', environment)):
            seconds, ratio = median_ratio(game, env, runs)
            print('start, %s: %s, %.2f times a bare python -c pass'
                  % (name, slow_words(seconds), ratio), flush=True)


# ---------------------------------------------------------------------------
# Hints, the review and the computer's turns, in this process
# ---------------------------------------------------------------------------

def play_game(choose, seed):
    """Return the turns of one game; `choose(state, rng)` plays both
    sides."""
    rng = random.Random(seed)
    state, turns = rules.initial_state(), []
    while rules.outcome(state) is None:
        turn = choose(state, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def states_of(turns):
    """Return the states before each of `turns`, from the start."""
    states = [rules.initial_state()]
    for turn in turns:
        states.append(rules.next_state(states[-1], turn))
    return states[:-1]


def cpu_seconds(function, *arguments):
    """Return (what function(*arguments) returns, the CPU seconds it took)."""
    began = time.process_time()
    result = function(*arguments)
    return result, time.process_time() - began


def level_player(level):
    """Return a turn function of the computer at `level`."""
    return lambda state, rng: computer_player.choose_turn(state, level, rng)


def student_against(level):
    """Return a turn function: the student plays White, `level` Black."""
    computer = level_player(level)
    return lambda state, rng: (student_turn(state, rng)
                               if state.to_move == WHITE
                               else computer(state, rng))


def time_hints(games, seed):
    """Print the CPU seconds of a hint at every turn of `games` games
    between two `easy` players."""
    seconds = []
    for number in range(games):
        for state in states_of(play_game(level_player('easy'),
                                         seed + number)):
            seconds.append(cpu_seconds(hints.suggest_turn, state)[1])
    print('hint, %d positions of %d games: median %s, slowest %s'
          % (len(seconds), games, slow_words(median(seconds)),
             slow_words(max(seconds))))


def time_reviews(games, seed):
    """Print the CPU seconds of the review of `games` games of the student
    against `beginner`."""
    turns_in_all = seconds_in_all = 0
    for number in range(games):
        turns = play_game(student_against('beginner'), seed + number)
        mistakes, seconds = cpu_seconds(review.review_game,
                                        rules.initial_state(), turns, PLAYERS)
        turns_in_all, seconds_in_all = (turns_in_all + len(turns),
                                        seconds_in_all + seconds)
        print('review of game %d: %d turns, %d mistakes, %s'
              % (number + 1, len(turns), len(mistakes), slow_words(seconds)),
              flush=True)
    print('review: %s for 60 turns' % slow_words(
        60 * seconds_in_all / turns_in_all))


def time_top_level(games, seed):
    """Print the CPU seconds of the top level's turns against `medium`."""
    top, seconds = levels.TOP_LEVEL, []
    for number in range(games):
        rng = random.Random(seed + number)
        state = rules.initial_state()
        while rules.outcome(state) is None:
            if (state.to_move == WHITE) == (number % 2 == 0):
                turn, took = cpu_seconds(computer_player.choose_turn, state,
                                         top, rng)
                seconds.append(took)
            else:
                turn = computer_player.choose_turn(state, 'medium', rng)
            state = rules.next_state(state, turn)
    print('%s, %d turns of %d games: median %s, slowest %s'
          % (top, len(seconds), games, slow_words(median(seconds)),
             slow_words(max(seconds))))


def main():
    """Time the parts asked for and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--part', action='append',
                        choices=('start', 'hints', 'review', 'computer'))
    parser.add_argument('--games', type=int, default=3)
    parser.add_argument('--seed', type=int, default=5001)
    parser.add_argument('--runs', type=int, default=9)
    arguments = parser.parse_args()
    parts = arguments.part or ('start', 'hints', 'review', 'computer')
    if 'start' in parts:
        time_start(arguments.runs)
    if 'hints' in parts:
        time_hints(arguments.games, arguments.seed)
    if 'review' in parts:
        time_reviews(arguments.games, arguments.seed)
    if 'computer' in parts:
        time_top_level(arguments.games, arguments.seed)
    return 0


if __name__ == '__main__':
    sys.exit(main())
