"""endgame.py - the solved endgames: three men against three, and three
against four.

When both players have three men on the board and none in hand, both fly
(flying is on by default): a turn takes one of the player's men to any empty
point.  A turn that closes a mill removes a man, the opponent is left with
two men and loses at once.  So in this endgame every mill closed wins, and
the game is small enough to solve completely, which is what this module
does, in a few seconds (Solution.work_backwards).  The game ships the
values it finds (data/endgame33.xz), so that it only numbers the positions
(a second) and reads them; without that file it solves.  Three men against
four (the three fly, the four move along the lines) is solved the same way
by bench/make_endgame_table.py, which takes minutes; the game loads the
table it wrote (data/endgame34.xz).  It checks each file first.

Glossary (see board.py for point, board and mill; endgame_positions.py
for triple, position and family, and the tables that number them):
    value     what the position is worth for the player to move, with best
              play on both sides: WON, LOST or DRAWN, and for a win or a loss
              its distance: the number of turns (plies) until the loser is
              down to two men (or blocked), the winner hurrying and the
              loser holding out
    representative  the one position of a family the solver works on

How it is solved (retrograde analysis, the method of endgame tablebases):
  1. Every position where the mover can close a mill is a win in 1.
  2. Work backwards from the positions already decided, shortest first.
     A position with a turn that leads to a loss for the opponent is a win,
     one turn longer.  A position whose turns all lead to wins for the
     opponent is a loss, one turn longer than the slowest of those wins.
     Each position counts down how many of its turns are not yet known to
     lose; when the count reaches zero it is lost.
  3. What is never decided is a draw: neither side can force a mill, so
     with unbounded play the game goes on for ever.
In three against four, a mill of the three removes one of the four and the
game goes on as three against three, whose values are known.
The draw rules (repetition, move limit) are left out, as in every tablebase:
a forced win never repeats a position, because every turn of it brings the
win one turn nearer.  The computer player (computer.py) plays these endgames
from the solution at level 'hard'; the tests and bench/endgame.py check the
solution against the rules and the computer against the solution.

Three against three has 2024 x 1330 = 2,691,920 positions (times two for
the two colours to move), in 169,626 families; three against four has
2024 x 5985 = 12,113,640 positions for each side to move, in 760,398
families.
"""

import hashlib
import lzma
import os
import threading
from array import array
from collections import deque

import rules
from board import BLACK, WHITE, Sentence
from computer.bitboard import popcount
from computer.endgame_positions import (CLOSABLE_FLYING, FAMILIES_34,
                                        MILL_MASKS, TRIPLE_COUNT, TRIPLE_INDEX,
                                        TRIPLES, family_34, family_34_men,
                                        is_solved, step_table,
                                        symmetric_triples,
                                        position_board, position_of)
from computer.symmetry import SYMMETRIES, mapped_mask

WON = 'win'
LOST = 'loss'
DRAWN = 'draw'


# ---------------------------------------------------------------------------
# The shipped tables: three against four, and three against three
# ---------------------------------------------------------------------------

# The tables the game ships, made by bench/make_endgame_table.py: one byte
# a family, 0 for a draw, else the distance plus 1 (wins take an odd number
# of turns, losses an even one), lzma-compressed.  The game checks each
# file's size and checksum before it trusts it; without it, it solves
# (three against three, a few seconds) or searches (three against four).
#
# Three against four: each family with the three to move, then each with
# the four to move (2 x FAMILIES_34); numbers that are no family (their men
# overlap, or they are not the smallest image) hold NO_FAMILY.
DATA_FOLDER = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'data')
TABLE_34_PATH = os.path.join(DATA_FOLDER, 'endgame34.xz')
NO_FAMILY = 255
TABLE_34_SIZE = 75236
TABLE_34_SHA256 = ('d29e3a911cdaa560e2a580ede6987a16'
                   '52aeb4721d387e9daeca68c825ffa9fd')
# Three against three: each family in the order Solution.number_families
# numbers them (FAMILIES_33 of them), as Solution.work_backwards solves it.
TABLE_33_PATH = os.path.join(DATA_FOLDER, 'endgame33.xz')
FAMILIES_33 = 169626
TABLE_33_SIZE = 33496
TABLE_33_SHA256 = ('4dc61585920376529ccc69525ebfbbc2'
                   '18c76811ec75d7fe7cfb3c8c12c787c7')


# Three against four again, the same families, but each distance counted
# to the next removal instead of the end (what the move limit cuts short:
# see endgame_limit.py); made by bench/make_endgame_table.py --to-removal.
TABLE_34_REMOVAL_PATH = os.path.join(DATA_FOLDER, 'endgame34removal.xz')
TABLE_34_REMOVAL_SIZE = 71968
TABLE_34_REMOVAL_SHA256 = ('a96333c675c13bee13521957b0566563'
                           'cfb47dce39fa5c3c974080510ea53c32')


def load_table(path, size, sha256, length):
    """Return the table in the file at `path` (bytes, `length` of them), or
    None if the file is missing, damaged or not the one this program was
    made with (`size` bytes, whose SHA-256 is `sha256`)."""
    try:
        with open(path, 'rb') as file:
            data = file.read(size + 1)
    except OSError:
        return None
    if len(data) != size or hashlib.sha256(data).hexdigest() != sha256:
        return None
    try:
        table = lzma.decompress(data)
    except lzma.LZMAError:
        return None
    return table if len(table) == length else None


def load_table_34(path=TABLE_34_PATH):
    """Return the table of three men against four (bytes), or None."""
    return load_table(path, TABLE_34_SIZE, TABLE_34_SHA256, 2 * FAMILIES_34)


def load_table_34_removal(path=TABLE_34_REMOVAL_PATH):
    """Return the table of three men against four with the distances to
    the next removal (bytes), or None."""
    return load_table(path, TABLE_34_REMOVAL_SIZE, TABLE_34_REMOVAL_SHA256,
                      2 * FAMILIES_34)


def load_table_33(path=TABLE_33_PATH):
    """Return the table of three men against three (bytes), or None."""
    return load_table(path, TABLE_33_SIZE, TABLE_33_SHA256, FAMILIES_33)


def value_of_code(code):
    """Return (value, distance) of a byte of the table."""
    if code == 0:
        return DRAWN, 0
    distance = code - 1
    return (WON if distance % 2 else LOST), distance


def code_of_value(value, distance):
    """Return the byte of the table for (value, distance)."""
    return 0 if value == DRAWN else distance + 1


# ---------------------------------------------------------------------------
# The solver
# ---------------------------------------------------------------------------

# Codes of the values inside the solver's tables (0: not decided, a draw).
UNDECIDED_CODE, WIN_CODE, LOSS_CODE = 0, 1, 2
VALUE_NAMES = {UNDECIDED_CODE: DRAWN, WIN_CODE: WON, LOSS_CODE: LOST}


def position_number(mover_index, other_index):
    """Return the number of the position with these triples, used to index
    the tables of all positions."""
    return mover_index * TRIPLE_COUNT + other_index


class Solution:
    """The value of every position of three men against three (solved
    here) and, when its table is given, of three men against four."""

    def images(self):
        """Return the symmetries the families are made of, as maps of the
        triples' numbers (bench/endgame.py checks the solution with none
        but the identity)."""
        return symmetric_triples()

    def __init__(self, table_34=None, table_33=None):
        """Number the families of three against three, then take their
        values from `table_33` (the bytes of load_table_33()), or if it is
        None solve them: work backwards.  `table_34`: the bytes of
        load_table_34(), or None."""
        self.table_34 = table_34
        self.number_families()
        if table_33 is None:
            self.work_backwards()
        else:
            self.take_values(table_33)

    def number_families(self):
        """Give every position its family number.

        family[position number]: the family's number, -1 where the two
        triples overlap (no position).  representatives[f]: the position
        number of the first position of family f, in the order of the
        position numbers.  A first position's mover is the smallest of
        its images, so only those movers are gone through.
        """
        self.family = family = array('i', [-1]) * (TRIPLE_COUNT * TRIPLE_COUNT)
        self.representatives = array('i')
        images = self.images()
        for mover_index, mover in enumerate(TRIPLES):
            if any(image[mover_index] < mover_index for image in images):
                continue        # an image of each position comes earlier
            for other_index, other in enumerate(TRIPLES):
                number = position_number(mover_index, other_index)
                if mover & other or family[number] >= 0:
                    continue
                number_of_family = len(self.representatives)
                self.representatives.append(number)
                for image in images:
                    family[position_number(image[mover_index],
                                           image[other_index])] = \
                        number_of_family

    def families_after_turns(self, mover_index, other_index):
        """Return the set of families of the positions after the mover's
        turns that close no mill."""
        other = TRIPLES[other_index]
        family = self.family
        base = position_number(other_index, 0)
        return {family[base + after_index]
                for after_index, after in step_table()[mover_index]
                if not after & other}

    def families_before(self, mover_index, other_index):
        """Return the set of families of the positions that lead to this one
        by a turn of the other player that closes no mill."""
        if TRIPLES[other_index] in MILL_MASKS:
            return set()        # the other player's last turn closed a mill
        mover = TRIPLES[mover_index]
        family = self.family
        return {family[position_number(before_index, mover_index)]
                for before_index, before in step_table()[other_index]
                if not before & mover}

    def work_backwards(self):
        """Decide every family that can be decided: the retrograde analysis.

        value[f] is WIN_CODE, LOSS_CODE or UNDECIDED_CODE (a draw) and
        distance[f] the turns to the end.  turns_left[f] counts the
        families the mover of f can go to that are not yet known to be
        wins for the opponent.
        """
        families = len(self.representatives)
        self.value = bytearray(families)
        self.distance = bytearray(families)
        turns_left = array('i', [0]) * families
        decided = deque()           # families in order of their distance
        for family, number in enumerate(self.representatives):
            mover_index, other_index = divmod(number, TRIPLE_COUNT)
            if CLOSABLE_FLYING[mover_index] & ~TRIPLES[other_index]:
                self.value[family] = WIN_CODE     # a mill to close: win in 1
                self.distance[family] = 1
                decided.append(family)
            else:
                turns_left[family] = len(
                    self.families_after_turns(mover_index, other_index))
        while decided:
            family = decided.popleft()
            mover_index, other_index = divmod(self.representatives[family],
                                              TRIPLE_COUNT)
            distance = self.distance[family] + 1
            lost = self.value[family] == LOSS_CODE
            for before in self.families_before(mover_index, other_index):
                if self.value[before] != UNDECIDED_CODE:
                    continue
                if lost:                 # a turn to a lost position wins
                    self.value[before] = WIN_CODE
                elif turns_left[before] > 1:
                    turns_left[before] -= 1
                    continue
                else:                    # every turn gives a win away
                    self.value[before] = LOSS_CODE
                self.distance[before] = distance
                decided.append(before)

    def take_values(self, table_33):
        """Take the value and the distance of every family from the bytes
        of the shipped table (in the order of number_families): each byte
        translated through a table of the 256 a byte can be."""
        codes = {WON: WIN_CODE, LOST: LOSS_CODE, DRAWN: UNDECIDED_CODE}
        values = [value_of_code(code) for code in range(256)]
        self.value = bytearray(table_33.translate(
            bytes(codes[value] for value, _ in values)))
        self.distance = bytearray(table_33.translate(
            bytes(distance % 256 for _, distance in values)))

    def values_table(self):
        """Return the bytes of the table of three against three, one a
        family: what take_values reads (bench/make_endgame_table.py writes
        them)."""
        return bytes(code_of_value(VALUE_NAMES[value], distance)
                     for value, distance in zip(self.value, self.distance))

    def family_of(self, mover, other):
        """Return the family number of the position (mover, other)."""
        return self.family[position_number(TRIPLE_INDEX[mover],
                                           TRIPLE_INDEX[other])]

    def value_of(self, mover, other):
        """Return (WON, LOST or DRAWN, distance in turns; 0 for a draw) of the
        position for the mover: three against three, or against four when
        the table is at hand (else ValueError)."""
        if popcount(mover) == popcount(other):
            family = self.family_of(mover, other)
            return VALUE_NAMES[self.value[family]], self.distance[family]
        if self.table_34 is None:
            raise ValueError(Sentence('the table of three against four is '
                                      'missing'))
        if popcount(mover) == 3:
            code = self.table_34[family_34(mover, other)]
        else:
            code = self.table_34[FAMILIES_34 + family_34(other, mover)]
        return value_of_code(code)

    def value_of_state(self, state):
        """Return (WON, LOST or DRAWN, distance) of a rules.State for the
        player to move."""
        return self.value_of(*position_of(state))

    def solves(self, state):
        """Return True if value_of_state knows the value of `state`."""
        return is_solved(state) and (
            self.table_34 is not None
            or state.board.count(WHITE) == state.board.count(BLACK))

    def families_with(self, value, distance=0, men=(3, 3)):
        """Return the families with this value and distance (0 for draws),
        `men` (the mover's, the other's) on the board: numbers for
        representative() and sample_states()."""
        if men == (3, 3):
            code = {WON: WIN_CODE, LOST: LOSS_CODE,
                    DRAWN: UNDECIDED_CODE}[value]
            return [family for family in range(len(self.representatives))
                    if self.value[family] == code
                    and self.distance[family] == distance]
        offset = 0 if men == (3, 4) else FAMILIES_34
        table = self.table_34[offset:offset + FAMILIES_34]
        first = len(self.representatives) + offset
        code = code_of_value(value, distance)
        return [first + number for number, found in enumerate(table)
                if found == code]

    def representative(self, family):
        """Return (mover, other) of the representative of a family."""
        if family < len(self.representatives):
            mover_index, other_index = divmod(self.representatives[family],
                                              TRIPLE_COUNT)
            return TRIPLES[mover_index], TRIPLES[other_index]
        three_to_move, number = divmod(family - len(self.representatives),
                                       FAMILIES_34)
        three, four = family_34_men(number)
        return (three, four) if three_to_move == 0 else (four, three)


def preference(value_and_distance):
    """Return a sort key for values: the better for the mover, the larger
    (a faster win beats a slower one, a slower loss a faster one)."""
    value, distance = value_and_distance
    return {LOST: (0, distance), DRAWN: (1, 0), WON: (2, -distance)}[value]


def value_after_turn(solution, state, turn):
    """Return (value, distance) for the player to move in `state` if they
    play `turn` (a rules.Turn) and both sides play perfectly after it.

    The distance counts the turn itself, so the best turns give exactly the
    value of the position.  rules.py decides what the turn does.
    """
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:   # a mill (the opponent is down to two) or a draw
        if result.winner is None:
            return DRAWN, 0
        return (WON if result.winner == state.to_move else LOST), 1
    value, distance = solution.value_of_state(after)
    if value == DRAWN:
        return DRAWN, 0
    return (LOST if value == WON else WON), distance + 1


def sample_states(solution, families, count, rng, options=None):
    """Return `count` rules.States drawn by `rng` from the given families.

    `families` are numbers from solution.families_with.  Each state is a
    random position of its family (a random symmetry of the representative)
    with a random colour to move, no men in hand, flying on.
    """
    states = []
    for family in rng.sample(list(families), count):
        mover, other = solution.representative(family)
        image = rng.choice(SYMMETRIES)
        mover, other = mapped_mask(image, mover), mapped_mask(image, other)
        colour = rng.choice((WHITE, BLACK))
        states.append(rules.set_up_state(
            position_board(mover, other, colour), (0, 0), colour,
            options or rules.DEFAULT_OPTIONS))
    return states


# The Solution, once solved; the thread solving it in the background, once
# started (a daemon thread: if the program ends first, it is simply dropped);
# and the lock held while solving, so that whoever asks for the solution
# meanwhile waits for it.
_solution = None
_background = None
_solving = threading.Lock()


def start_solving():
    """Start solving the endgame in the background, unless that has begun.

    Numbering the positions of three against three and loading the
    tables take about a second (a few seconds where a table is missing and
    the endgame is solved).  Started early (the computer player at
    'hard' starts it at its first turn), they are done before a game comes
    down to four men, mostly while the players think.
    """
    global _background
    if _solution is None and _background is None:
        _background = threading.Thread(target=solution, daemon=True)
        _background.start()


def solution_is_ready():
    """Return True if the Solution is at hand: solution() returns at once."""
    return _solution is not None


def solution():
    """Return the Solution, solving the endgame the first time it is asked
    (or waiting for the solve that start_solving began)."""
    global _solution
    with _solving:
        if _solution is None:
            _solution = Solution(load_table_34(), load_table_33())
    return _solution
