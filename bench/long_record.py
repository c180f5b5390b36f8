"""bench/long_record.py - time and memory to load very long game records.

Run:  python bench/long_record.py [--turns 4000,8000,16000] [--seed S]

For each length, plays a legal game of that many turns with the draw rules
off (no repetition draw, no move limit): the men are placed and then moved
about without closing a mill, as two players who never attack would.  It
writes the game's record (records.format_record, as a save does) and loads
it back (record_reading.parse_record, as --load does), timing both; then it loads
it once more under tracemalloc for the largest memory the load held.

Loading must grow linearly with the length: when the turns double, the
seconds and the megabytes should double too (a ratio near 2, not near 4).
"""

import argparse
import os
import random
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from game_files import record_reading  # noqa: E402  (after the path is set)
from game_files import records  # noqa: E402
import rules  # noqa: E402

NO_DRAW_RULES = rules.DEFAULT_OPTIONS._replace(repetition_draw=False,
                                               move_limit=0)


def quiet_turn(state, rng):
    """Return a random legal turn that removes no man (any, if none)."""
    turns = rules.legal_turns(state)
    quiet = [turn for turn in turns if turn.removed is None]
    return rng.choice(quiet or turns)


def long_game(length, seed):
    """Return the turns of a legal game of `length` turns, draw rules off."""
    rng = random.Random(seed)
    state = rules.initial_state(NO_DRAW_RULES)
    turns = []
    while len(turns) < length:
        if rules.outcome(state) is not None:      # blocked: start again
            state, turns = rules.initial_state(NO_DRAW_RULES), []
        turn = quiet_turn(state, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def measure(length, seed):
    """Return (seconds to save, seconds to load, peak MB while loading)."""
    turns = long_game(length, seed)
    start = rules.initial_state(NO_DRAW_RULES)
    began = time.perf_counter()
    text = records.format_record(start, turns)
    saved = time.perf_counter()
    record = record_reading.parse_record(text)
    loaded = time.perf_counter()
    assert record.turns == turns
    del record
    tracemalloc.start()
    record_reading.parse_record(text)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return saved - began, loaded - saved, peak / 1e6


def main():
    """Print a line of figures for each length, with the growth ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--turns', default='4000,8000,16000,32000,100000',
                        help='the lengths to measure, comma-separated')
    parser.add_argument('--seed', type=int, default=1)
    arguments = parser.parse_args()
    lengths = [int(word) for word in arguments.turns.split(',')]
    print('%8s %10s %10s %10s %12s %12s' % (
        'turns', 'save s', 'load s', 'load MB', 'load s ratio',
        'MB ratio'))
    previous = None
    for length in lengths:
        save_seconds, load_seconds, megabytes = measure(length, arguments.seed)
        ratios = ('', '')
        if previous is not None:
            growth = length / previous[0]
            ratios = ('%.2f' % (load_seconds / previous[1] / growth),
                      '%.2f' % (megabytes / previous[2] / growth))
        print('%8d %10.2f %10.2f %10.1f %12s %12s' % (
            length, save_seconds, load_seconds, megabytes, ratios[0],
            ratios[1]))
        previous = (length, load_seconds, megabytes)
    print('(ratios: growth of load time and memory per turn against the line '
          'above; 1.00 is linear)')


if __name__ == '__main__':
    main()
