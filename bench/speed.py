"""bench/speed.py - how long the computer thinks, level by level.

Run:  python bench/speed.py [--games N] [--levels beginner,...,expert]
                            [--time-limit SECONDS] [--seed S] [--plain]

For each level, plays N games (default 3) of that level against itself with
the default rules (game k with random.Random(seed + k)) and times every
turn.  Prints, per level, the turns timed, the median and the slowest
seconds a turn, the median depth searched, the nodes searched per second
(all nodes of all turns over all their seconds) and how many turns the
clock stopped before the node budget was spent (the clock is only a safety
net: on an idle computer this should be 0, so that the node budget alone
decides the play).  With --plain, each
searching level also gets a row "(plain)": computer.search, the plain
search on the rules' states, given the same positions and limits, so the
two searches' speeds can be compared in one run.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

import computer  # noqa: E402  (after the path is set)
import rules  # noqa: E402


def median(numbers):
    """Return the middle value of a list of numbers (the mean of the two
    middle ones when the count is even)."""
    ordered = sorted(numbers)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2.0


def time_game(level, seed, time_limit):
    """Return ([(seconds, depth, nodes)] for every turn of one game of
    `level` against itself, [the states met])."""
    rng = random.Random(seed)
    state = rules.initial_state()
    timings = []
    states = []
    while rules.outcome(state) is None:
        states.append(state)
        began = time.perf_counter()
        result = computer.think(state, level, rng, time_limit=time_limit)
        seconds = time.perf_counter() - began
        timings.append((seconds, result.depth, result.nodes,
                        stopped_by_clock(level, seconds, time_limit)))
        state = rules.apply_turn(state, result.turn)
    return timings, states


def stopped_by_clock(level, seconds, time_limit):
    """Return True if a turn of `level` that took `seconds` was stopped by
    the level's clock (the search checks the clock, so a turn that lasted
    its whole time limit was cut short by it)."""
    limits = computer.LEVEL_LIMITS.get(level)
    if time_limit is not None or limits is None:
        return False
    return seconds >= limits[2]


def time_plain_search(level, states, time_limit):
    """Return [(seconds, depth, nodes)] of computer.search, the plain
    search, on `states` with the limits of `level`."""
    depth, nodes, seconds = computer.LEVEL_LIMITS[level]
    if time_limit is not None:
        nodes, seconds = None, time_limit
    timings = []
    for state in states:
        began = time.perf_counter()
        result = computer.search(state, depth, random.Random(1), nodes,
                                 seconds)
        timings.append((time.perf_counter() - began, result.depth,
                        result.nodes, False))
    return timings


def print_row(name, timings):
    """Print one row of the table."""
    seconds = [entry[0] for entry in timings]
    nodes = sum(entry[2] for entry in timings)
    print('| %s | %d | %.3f | %.3f | %d | %.0f | %d |'
          % (name, len(timings), median(seconds), max(seconds),
             median([entry[1] for entry in timings]),
             nodes / sum(seconds), sum(entry[3] for entry in timings)),
          flush=True)


def main():
    """Time every level and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=3,
                        help='games per level (default 3)')
    parser.add_argument('--levels', default=','.join(computer.LEVELS))
    parser.add_argument('--time-limit', type=float, default=None,
                        help='seconds a turn (default: each level\'s own '
                        'node budget)')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--plain', action='store_true',
                        help='time the plain search too')
    args = parser.parse_args()
    levels = [name.strip() for name in args.levels.split(',')]
    for level in levels:
        if level not in computer.LEVELS:
            parser.error('%r is not one of %s' % (level,
                                                  ', '.join(computer.LEVELS)))
    print('| level | turns | median s | slowest s | median depth | nodes/s '
          '| stopped by the clock |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for level in levels:
        timings, states = [], []
        for number in range(args.games):
            game_timings, game_states = time_game(level, args.seed + number,
                                                  args.time_limit)
            timings.extend(game_timings)
            states.extend(game_states)
        print_row(level, timings)
        if args.plain and level in computer.LEVEL_LIMITS:
            print_row(level + ' (plain)',
                      time_plain_search(level, states, args.time_limit))
    return 0


if __name__ == '__main__':
    sys.exit(main())
