"""bench/make_endgame_table.py - solve three men against four and write the
table of its values that the game ships (data/endgame34.xz); with --three,
the table of three against three (data/endgame33.xz).

Run:  nice python bench/make_endgame_table.py [--output FILE]
      nice python bench/make_endgame_table.py --to-removal [--output FILE]
      python bench/make_endgame_table.py --three [--output FILE]

Three against four takes a quarter of an hour or so in plain Python, so the
game does not solve it: it loads the table this script wrote (endgame.py
checks the file's size and checksum; this script prints them, to copy
there).  Three against three takes a few seconds (endgame.Solution solves
it); the game ships its table too, so that a slow school computer never
waits for that solve.

The endgame: one player has three men and flies, the other has four and
moves along the lines; no men in hand, flying on, default rules.  A family
is a position and its images under the board's 16 symmetries
(endgame_positions.family_34 numbers them).  Each family has two values,
one with the three to move and one with the four to move.  Retrograde
analysis, as in endgame.py, with what the rules add here:
  * the four to move with no turn is blocked: lost, in 0 turns;
  * the four to move closing a mill takes one of the three: a win in 1;
  * the three to move closing a mill takes one of the four (one outside
    its mills if it has one) and the game goes on as three against three,
    with the value endgame.py solves for it: the best removal counts.
Distances count every turn to the end, the winner hurrying and the loser
holding out, through the three-against-three part.  So wins take an odd
number of turns and losses an even one, and one byte per family holds the
value: 0 a draw, else the distance plus 1 (NO_FAMILY where the number is
no family).

With --to-removal it writes the second table of three against four
(data/endgame34removal.xz): the same wins and losses, but each distance
counts the turns to the next removal or the end of the game, not to the
end.  A removal starts the move limit's count again, so that is the
distance the limit cuts short (computer/endgame_limit.py uses it).  A
mill of the three then counts 1, whatever three against three comes next.
"""

import argparse
import hashlib
import lzma
import os
import sys
import time
from array import array

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))

from computer import endgame  # noqa: E402  (after the path is set)
from board import ADJACENT, MILLS, POINTS  # noqa: E402
from computer.endgame import DRAWN, LOST, NO_FAMILY, WON  # noqa: E402
from endgame_checks import is_family_34, preference  # noqa: E402
from computer.endgame_positions import (FAMILIES_34, MILL_MASKS,  # noqa: E402
                               family_34, family_34_men)
from computer.symmetry import men_mask  # noqa: E402

ALL_POINTS = (1 << 24) - 1
POINT_BITS = tuple(1 << point for point in POINTS)
NEIGHBOURS = tuple(men_mask(ADJACENT[point]) for point in POINTS)
# MILLS_AT[p]: the bitmasks of the two mills through point p.
MILLS_AT = tuple(tuple(men_mask(mill) for mill in MILLS if point in mill)
                 for point in POINTS)

# The nodes of the search: family f with the three to move is node f, with
# the four to move node FOUR_TO_MOVE + f.
FOUR_TO_MOVE = FAMILIES_34


def points_of(mask):
    """Return the bits of a bitmask, one mask per point."""
    return [bit for bit in POINT_BITS if mask & bit]


def in_a_mill(men, point_bit):
    """Return True if the man on `point_bit` stands in a mill of `men` (so
    a turn to that point closed a mill)."""
    point = point_bit.bit_length() - 1
    return any(mill & men == mill for mill in MILLS_AT[point])


def removal_value(three_three, three, four, to_removal=False):
    """Return (value, distance) for the three who just closed a mill
    (`three`, a mill) and remove the best man of `four`; with `to_removal`
    the distance is 1 (the removal itself)."""
    men = points_of(four)
    outside = [bit for bit in men if not in_a_mill(four, bit)]
    best = None
    for bit in outside or men:
        value, distance = three_three.value_of(four - bit, three)
        turns = 1 if to_removal else distance + 1
        mine = {WON: (LOST, turns), LOST: (WON, turns),
                DRAWN: (DRAWN, 0)}[value]
        if best is None or preference(mine) > preference(best):
            best = mine
    return best


def three_turns(three, four):
    """Return (mills, families): the three's men after each turn that
    closes a mill, and the families after the others (four to move)."""
    empty = ALL_POINTS & ~(three | four)
    mills, families = [], set()
    for source in points_of(three):
        rest = three - source
        for target in points_of(empty):
            after = rest | target
            if after in MILL_MASKS:
                mills.append(after)
            else:
                families.add(family_34(after, four))
    return mills, families


def four_turns(three, four):
    """Return (closes a mill, families after the turns, any turn at all)
    for the four to move."""
    empty = ALL_POINTS & ~(three | four)
    families = set()
    moved = False
    for source in points_of(four):
        for target in points_of(NEIGHBOURS[source.bit_length() - 1] & empty):
            moved = True
            after = four - source + target
            if in_a_mill(after, target):
                return True, families, True
            families.add(family_34(three, after))
    return False, families, moved


def before_three_moved(three, four):
    """Return the families (three to move) whose turn without a mill led to
    this position, four to move."""
    if three in MILL_MASKS:
        return set()        # the last turn closed a mill
    empty = ALL_POINTS & ~(three | four)
    return {family_34(three - source + target, four)
            for source in points_of(three) for target in points_of(empty)}


def before_four_moved(three, four):
    """Return the families (four to move) whose turn without a mill led to
    this position, three to move."""
    empty = ALL_POINTS & ~(three | four)
    families = set()
    for target in points_of(four):
        if in_a_mill(four, target):
            continue            # coming here closed a mill
        for source in points_of(NEIGHBOURS[target.bit_length() - 1] & empty):
            families.add(family_34(three, four - target + source))
    return families


class Solver:
    """The retrograde analysis of three men against four."""

    def __init__(self, three_three, to_removal=False):
        """Set up the tables; `to_removal`: count the distances to the next
        removal (see --to-removal)."""
        self.three_three = three_three
        self.to_removal = to_removal
        nodes = 2 * FAMILIES_34
        self.value = bytearray(nodes)           # 0 undecided (a draw)
        self.distance = bytearray(nodes)
        self.turns_left = bytearray(nodes)
        self.families = bytearray(FAMILIES_34)  # 1 where a family
        self.decided = {}       # distance -> array of nodes decided at it
        self.events = {}        # distance -> [(node, WON or LOST)] of mills

    def decide(self, node, value, distance):
        """Record the value of a node and queue it to be worked back."""
        self.value[node] = {WON: 1, LOST: 2}[value]
        self.distance[node] = distance
        self.decided.setdefault(distance, array('i')).append(node)

    def set_up(self):
        """Give every node its immediate value or its count of turns."""
        for family in range(FAMILIES_34):
            if not is_family_34(family):
                continue
            self.families[family] = 1
            three, four = family_34_men(family)
            mill, families, moved = four_turns(three, four)
            node = FOUR_TO_MOVE + family
            if not moved:
                self.decide(node, LOST, 0)
            elif mill:
                self.decide(node, WON, 1)
            else:
                self.turns_left[node] = len(families)
            mills, families = three_turns(three, four)
            self.turns_left[family] = len(families)
            if mills:
                best = max((removal_value(self.three_three, after, four,
                                          self.to_removal)
                            for after in mills), key=preference)
                self.turns_left[family] += 1    # a turn not known to lose
                if best[0] != DRAWN:
                    self.events.setdefault(best[1], []).append(
                        (family, best[0]))

    def work_backwards(self):
        """Decide every node that can be decided, shortest first."""
        distance = 0
        while distance <= max(list(self.decided) + list(self.events)):
            for node, value in self.events.pop(distance, []):
                if not self.value[node]:
                    if value == WON:
                        self.decide(node, WON, distance)
                    else:
                        self.lose_a_turn(node, distance)
            queue = self.decided.get(distance, array('i'))
            for node in queue:
                self.work_back_from(node, distance + 1)
            distance += 1

    def lose_a_turn(self, node, distance):
        """Count one more turn of `node` known to lose, in `distance`."""
        self.turns_left[node] -= 1
        if self.turns_left[node] == 0:
            self.decide(node, LOST, distance)

    def work_back_from(self, node, distance):
        """Decide what the node decides for the nodes before it."""
        lost = self.value[node] == 2
        if node >= FOUR_TO_MOVE:
            three, four = family_34_men(node - FOUR_TO_MOVE)
            before = before_three_moved(three, four)
            offset = 0
        else:
            three, four = family_34_men(node)
            before = before_four_moved(three, four)
            offset = FOUR_TO_MOVE
        for family in before:
            earlier = offset + family
            if self.value[earlier]:
                continue
            if lost:
                self.decide(earlier, WON, distance)
            else:
                self.lose_a_turn(earlier, distance)

    def table(self):
        """Return the table: a byte per node, 0 a draw, else distance + 1,
        NO_FAMILY where no family."""
        longest = max(self.distance)
        if longest + 1 >= NO_FAMILY:
            raise ValueError('a distance of %d does not fit a byte' % longest)
        table = bytearray(len(self.value))
        for node, code in enumerate(self.value):
            if not self.families[node % FAMILIES_34]:
                table[node] = NO_FAMILY
            elif code:
                distance = self.distance[node]
                if (code == 1) != (distance % 2 == 1):
                    raise ValueError('node %d breaks the parity' % node)
                table[node] = distance + 1
        return bytes(table)


def table_34(to_removal=False):
    """Return the values of three against four, solved now (bytes); with
    `to_removal`, the distances to the next removal."""
    began = time.perf_counter()
    solver = Solver(endgame.Solution(), to_removal)
    solver.set_up()
    print('set up in %.0f s' % (time.perf_counter() - began), flush=True)
    solver.work_backwards()
    return solver.table()


def write_table(table, path, name):
    """Compress `table` into the file at `path`; print what endgame.py
    must say of it (its constants TABLE_<name>_SIZE and _SHA256)."""
    data = lzma.compress(table, preset=9 | lzma.PRESET_EXTREME)
    with open(path, 'wb') as file:
        file.write(data)
    print('%d bytes of values, %d compressed, to %s'
          % (len(table), len(data), path))
    print("TABLE_%s_SIZE = %d" % (name, len(data)))
    print("TABLE_%s_SHA256 = '%s'" % (name, hashlib.sha256(data).hexdigest()))


def main():
    """Solve, write the table, print its figures; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--three', action='store_true',
                        help='three against three (data/endgame33.xz)')
    parser.add_argument('--to-removal', action='store_true',
                        help='three against four, distances to the next '
                        'removal (data/endgame34removal.xz)')
    parser.add_argument('--output')
    arguments = parser.parse_args()
    began = time.perf_counter()
    if arguments.three:
        table, name = endgame.Solution().values_table(), '33'
        path = arguments.output or endgame.TABLE_33_PATH
    elif arguments.to_removal:
        table, name = table_34(to_removal=True), '34_REMOVAL'
        path = arguments.output or endgame.TABLE_34_REMOVAL_PATH
    else:
        table, name = table_34(), '34'
        path = arguments.output or endgame.TABLE_34_PATH
    print('solved in %.0f s' % (time.perf_counter() - began))
    write_table(table, path, name)
    return 0


if __name__ == '__main__':
    sys.exit(main())
