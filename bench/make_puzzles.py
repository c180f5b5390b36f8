"""bench/make_puzzles.py - find the puzzles the game ships, and write them.

Run:  python bench/make_puzzles.py [--check]

Solves the endgame of three men against three (a few seconds), draws
teaching.puzzles.PER_LENGTH won positions of every length of win the
puzzles use, with the seed teaching.puzzles.FILE_SEED, and writes them to
data/puzzles.txt, one a line (teaching/puzzles.py reads it, so a set of
puzzles starts at once).  The same solution and seed always give the same
file.  With --check it writes nothing: it says whether the file is the one
this script makes, and whether every puzzle in it is won in the number of
turns it says, by the solved endgame.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from computer import endgame  # noqa: E402  (after the path is set)
from teaching import puzzles  # noqa: E402


def wrong_puzzles(found, solution):
    """Return the puzzles of `found` the solved endgame does not value as
    a win for the player to move in exactly their number of turns."""
    return [puzzle for puzzle in found
            if solution.value_of_state(puzzle.state)
            != (endgame.WON, puzzle.turns_to_win)]


def main():
    """Write data/puzzles.txt, or check it (--check)."""
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--check', action='store_true',
                        help='compare the file with what this script makes')
    arguments = parser.parse_args()
    solution = endgame.solution()
    text = puzzles.puzzle_file_text(puzzles.find_puzzles(solution))
    path = os.path.normpath(puzzles.PUZZLE_FILE)
    if not arguments.check:
        with open(path, 'w', encoding='utf-8', newline='\n') as file:
            file.write(text)
        print('wrote %d puzzles to %s' % (text.count('\n')
                                          - puzzles.FILE_HEADER.count('\n'),
                                          path))
        return
    with open(path, encoding='utf-8') as file:
        shipped = file.read()
    wrong = wrong_puzzles(puzzles.read_puzzle_file(shipped), solution)
    print('%s: %s; %d puzzles whose value is not the one written'
          % (path, 'the same as made here' if shipped == text
             else 'NOT the same as made here', len(wrong)))


if __name__ == '__main__':
    main()
