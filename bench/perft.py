"""bench/perft.py - count every sequence of legal turns from the empty board.

Run:  python bench/perft.py [max_depth]      (default 5)

Prints, for each depth, the count, the count RULES.md expects, and the
seconds it took.  This times the real move generator of rules.py
(legal_turns and next_state), with nothing added for speed.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

import rules  # noqa: E402  (after the path is set)

# The counts of the rules document, "Numbers to check an engine against".
EXPECTED = {1: 24, 2: 552, 3: 12144, 4: 255024, 5: 5140800}


def perft(state, depth):
    """Return the number of sequences of `depth` legal turns from `state`.

    The rules document gives the numbers from the empty board; if the counts
    agree, the move generator is almost certainly right.
    """
    if depth == 0:
        return 1
    turns = rules.legal_turns(state)
    if depth == 1:
        return len(turns)
    return sum(perft(rules.next_state(state, turn), depth - 1)
               for turn in turns)


def main():
    """Print count, expected count and seconds for depths 1..max_depth."""
    max_depth = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    start = rules.initial_state()
    print('depth        count     expected  seconds')
    all_right = True
    for depth in range(1, max_depth + 1):
        began = time.perf_counter()
        count = perft(start, depth)
        seconds = time.perf_counter() - began
        expected = EXPECTED.get(depth)
        all_right = all_right and (expected is None or count == expected)
        print('%5d %12s %12s %8.2f' % (depth, format(count, ','),
                                       format(expected, ',') if expected else '?',
                                       seconds))
    print('all counts as expected' if all_right else 'COUNTS DIFFER')
    return 0 if all_right else 1


if __name__ == '__main__':
    sys.exit(main())
