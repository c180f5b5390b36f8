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
decides the play).  With --plain, each searching level also gets a row
"(plain)": plain_search.search, the plain search on the rules' states, given
the same positions and limits, so the two searches' speeds can be compared
in one run.
"""

import argparse
import os
import random
import sys
import time
from collections import namedtuple
from statistics import median

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from computer import computer_player  # noqa: E402  (after the path is set)
from computer import levels  # noqa: E402
from computer import plain_search  # noqa: E402
import rules  # noqa: E402


# One timed turn: how long it took, how deep and how many positions the
# search went, and whether the clock rather than the node budget stopped it.
Timing = namedtuple('Timing', 'seconds depth nodes stopped_by_clock')


def time_game(level, seed, time_limit):
    """Return ([a Timing for every turn of one game of `level` against
    itself], [the states met])."""
    rng = random.Random(seed)
    row = levels.LEVEL_SETTINGS[level]
    state = rules.initial_state()
    timings = []
    states = []
    while rules.outcome(state) is None:
        states.append(state)
        began = time.perf_counter()
        result = computer_player.think(state, level, rng, time_limit=time_limit)
        seconds = time.perf_counter() - began
        timings.append(Timing(seconds, result.depth, result.nodes,
                              stopped_by_clock(state, row, seconds,
                                               result.nodes, time_limit)))
        state = rules.apply_turn(state, result.turn)
    return timings, states


def stopped_by_clock(state, row, seconds, nodes, time_limit):
    """Return True if the clock ended the search of the level of `row` in
    `state`, which took `seconds` and visited `nodes`: it ran its whole
    time and stopped short of its node budget.  (With --time-limit the
    clock always decides, so no turn is counted.)"""
    if row.depth <= 1 or time_limit is not None:
        return False
    _, budget, limit = levels.search_limits(state, row)
    return seconds >= limit and nodes < budget


def time_plain_search(level, states, time_limit):
    """Return [a Timing] of plain_search.search, the plain search, on `states`
    with the limits `level` has in each of them."""
    row = levels.LEVEL_SETTINGS[level]
    timings = []
    for state in states:
        depth, nodes, seconds = levels.search_limits(state, row, time_limit)
        began = time.perf_counter()
        result = plain_search.search(state, depth, random.Random(1), nodes,
                                 seconds)
        elapsed = time.perf_counter() - began
        timings.append(Timing(elapsed, result.depth, result.nodes,
                              stopped_by_clock(state, row, elapsed,
                                               result.nodes, time_limit)))
    return timings


def print_row(name, timings):
    """Print one row of the table."""
    seconds = [timing.seconds for timing in timings]
    nodes = sum(timing.nodes for timing in timings)
    print('| %s | %d | %.3f | %.3f | %d | %.0f | %d |'
          % (name, len(timings), median(seconds), max(seconds),
             median([timing.depth for timing in timings]),
             nodes / sum(seconds),
             sum(timing.stopped_by_clock for timing in timings)),
          flush=True)


def main():
    """Time every level and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=3,
                        help='games per level (default 3)')
    parser.add_argument('--levels', default=','.join(levels.LEVELS))
    parser.add_argument('--time-limit', type=float, default=None,
                        help='seconds a turn (default: each level\'s own '
                        'node budget)')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--plain', action='store_true',
                        help='time the plain search too')
    args = parser.parse_args()
    chosen = [name.strip() for name in args.levels.split(',')]
    for level in chosen:
        if level not in levels.LEVELS:
            parser.error('%r is not one of %s' % (level,
                                                  ', '.join(levels.LEVELS)))
    print('| level | turns | median s | slowest s | median depth | nodes/s '
          '| stopped by the clock |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for level in chosen:
        timings, states = [], []
        for number in range(args.games):
            game_timings, game_states = time_game(level, args.seed + number,
                                                  args.time_limit)
            timings.extend(game_timings)
            states.extend(game_states)
        print_row(level, timings)
        if args.plain and levels.LEVEL_SETTINGS[level].depth > 1:
            print_row(level + ' (plain)',
                      time_plain_search(level, states, args.time_limit))
    return 0


if __name__ == '__main__':
    sys.exit(main())
