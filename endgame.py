"""endgame.py - the exact solution of the endgame of three men against three.

When both players have three men on the board and none in hand, both fly
(flying is on by default): a turn takes one of the player's men to any empty
point.  A turn that closes a mill removes a man, the opponent is left with
two men and loses at once.  So in this endgame every mill closed wins, and
the game is small enough to solve completely, which is what this module
does.

Glossary (see board.py for point, board and mill):
    men       the three points of one player, as a bitmask: bit p is set
              when the player has a man on point p
    triple    a set of three points; TRIPLES lists all 2024 of them
    position  (mover, other): the men of the player to move and of the other
              player.  Colours do not matter here: swap White and Black and
              the game is the same, so one position stands for both.
    value     what the position is worth for the player to move, with best
              play on both sides: WIN, LOSS or DRAW, and for a win or a loss
              its distance: the number of turns (plies) until the loser is
              down to two men, the winner hurrying and the loser holding out
    family    a position and its images under the board's 16 symmetries.
              They all have the same value, so the solver works on one
              position of each family, its representative.

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
The draw rules (repetition, move limit) are left out, as in every tablebase:
a forced win never repeats a position, because every turn of it brings the
win one turn nearer.  The computer player (computer.py) plays these endgames
from the solution at level 'hard'; the tests and bench/endgame.py check the
solution against the rules and the computer against the solution.

There are 2024 x 1330 = 2,691,920 positions (times two for the two colours
to move), in 169,626 families.  The whole solution takes a few seconds in
plain Python.
"""

import threading
from array import array
from collections import deque
from itertools import combinations

import rules
from board import BLACK, EMPTY, MILLS, POINT_NAMES, POINTS, WHITE

WIN = 'win'
LOSS = 'loss'
DRAW = 'draw'


# ---------------------------------------------------------------------------
# The board's 16 symmetries
# ---------------------------------------------------------------------------

def point_coordinates(point):
    """Return (x, y) of a point, with (0, 0) the centre of the board.

    x and y run from -3 to 3, read from the algebraic name (a..g, 1..7).
    """
    name = POINT_NAMES[point]
    return ord(name[0]) - ord('d'), int(name[1]) - 4


# POINT_AT[(x, y)]: the point at these coordinates.
POINT_AT = {point_coordinates(point): point for point in POINTS}


def point_permutation(move_coordinates):
    """Return the permutation of points (a tuple: old point -> new point)
    that moves each point's (x, y) with the function `move_coordinates`."""
    return tuple(POINT_AT[move_coordinates(*point_coordinates(point))]
                 for point in POINTS)


def swap_inner_and_outer(x, y):
    """Return the coordinates of (x, y) with the inner and outer squares
    swapped: square 3 (outer) becomes square 1 (inner) and the other way."""
    square = max(abs(x), abs(y))
    new_square = 4 - square

    def scale(coordinate):
        """Return one coordinate moved to the new square."""
        return coordinate // square * new_square

    return scale(x), scale(y)


# The three moves the 16 symmetries are made of.
ROTATE = point_permutation(lambda x, y: (y, -x))       # a quarter turn
MIRROR = point_permutation(lambda x, y: (-x, y))       # left <-> right
INSIDE_OUT = point_permutation(swap_inner_and_outer)   # inner <-> outer


def symmetry_group(generators):
    """Return every permutation made by repeating the generators, sorted,
    the identity first."""
    identity = tuple(POINTS)
    found = {identity}
    waiting = [identity]
    while waiting:
        permutation = waiting.pop()
        for generator in generators:
            combined = tuple(generator[permutation[point]] for point in POINTS)
            if combined not in found:
                found.add(combined)
                waiting.append(combined)
    return tuple(sorted(found))


# SYMMETRIES: the 16 permutations of the points that map the board onto
# itself (tests/test_endgame.py checks that each maps MILLS onto MILLS and
# ADJACENT onto ADJACENT): 8 turns and mirror images of the square, each
# with or without swapping the inner and outer squares.
SYMMETRIES = symmetry_group((ROTATE, MIRROR, INSIDE_OUT))


# ---------------------------------------------------------------------------
# Men as bitmasks, and the tables of all triples
# ---------------------------------------------------------------------------

def men_mask(points):
    """Return the bitmask of a collection of points."""
    mask = 0
    for point in points:
        mask |= 1 << point
    return mask


def mask_points(mask):
    """Return the points of a bitmask, in increasing order."""
    return [point for point in POINTS if mask >> point & 1]


# TRIPLES[i]: the bitmask of the i-th set of three points (2024 of them);
# TRIPLE_INDEX[mask]: its number i.
TRIPLES = tuple(men_mask(points) for points in combinations(POINTS, 3))
TRIPLE_INDEX = {mask: index for index, mask in enumerate(TRIPLES)}
TRIPLE_COUNT = len(TRIPLES)

# The bitmasks of the 16 mills.  Three men close a mill exactly when they
# stand on one of these: a mill closed with three men is all of one's men.
MILL_MASKS = frozenset(men_mask(mill) for mill in MILLS)


def step_table():
    """Return, for each triple, the triples one turn can make of it.

    A turn takes one man (source) to an empty point (target); the result
    is listed as (index, mask) once per (source, target), every target
    not in the triple.  Targets where the other player's men stand are
    left out later, where the other player's men are known.
    """
    table = []
    for mask in TRIPLES:
        steps = []
        for source in mask_points(mask):
            for target in POINTS:
                if not mask >> target & 1:
                    after = mask - (1 << source) + (1 << target)
                    steps.append((TRIPLE_INDEX[after], after))
        table.append(tuple(steps))
    return tuple(table)


# STEPS[i]: what one turn can make of triple i: 3 sources x 21 targets.
STEPS = step_table()


def mill_points(mask):
    """Return the bitmask of the points that would close a mill for these
    men: the third point of a mill on which two of them stand."""
    points = 0
    for mill in MILL_MASKS:
        shared = mill & mask
        if bin(shared).count('1') == 2:
            points |= mill & ~mask
    return points


# MILL_POINTS[i]: for the men of triple i, the points that close a mill.
MILL_POINTS = tuple(mill_points(mask) for mask in TRIPLES)


def mapped_mask(permutation, mask):
    """Return the bitmask of the points of `mask` moved by `permutation`."""
    return men_mask(permutation[point] for point in mask_points(mask))


# SYMMETRIC_TRIPLE[s][i]: the index of the image of triple i under
# SYMMETRIES[s].
SYMMETRIC_TRIPLE = tuple(
    tuple(TRIPLE_INDEX[mapped_mask(permutation, mask)] for mask in TRIPLES)
    for permutation in SYMMETRIES)


# ---------------------------------------------------------------------------
# Positions and turns
# ---------------------------------------------------------------------------

def turn_results(mover, other):
    """Return the mover's men after each possible turn, as bitmasks.

    One entry per (source, target): every man to every empty point.  The
    turn wins at once when the result is in MILL_MASKS; otherwise the
    position after it is (other, result).
    """
    return [after for _, after in STEPS[TRIPLE_INDEX[mover]]
            if not after & other]


def closes_mill(men):
    """Return True if these three men stand on a mill."""
    return men in MILL_MASKS


def is_solved(state):
    """Return True if a rules.State is a position this module solves: three
    men against three on the board, none in hand, flying on."""
    return (state.options.flying and state.in_hand == (0, 0)
            and state.board.count(WHITE) == 3
            and state.board.count(BLACK) == 3)


def position_of(state):
    """Return (mover, other) bitmasks of a rules.State of three against three.

    Raises ValueError if is_solved(state) is not True.
    """
    if not is_solved(state):
        raise ValueError('the endgame is three men against three on the '
                         'board, none in hand, with flying on')
    mover = men_mask(p for p in POINTS if state.board[p] == state.to_move)
    other = men_mask(p for p in POINTS
                     if state.board[p] not in (state.to_move, EMPTY))
    return mover, other


def position_board(mover, other, mover_colour=WHITE):
    """Return the board (a tuple of 24 slots) of a position, the mover
    playing `mover_colour`."""
    other_colour = BLACK if mover_colour == WHITE else WHITE
    return tuple(mover_colour if mover >> point & 1 else
                 other_colour if other >> point & 1 else EMPTY
                 for point in POINTS)


# ---------------------------------------------------------------------------
# The solver
# ---------------------------------------------------------------------------

# Codes of the values inside the solver's tables (0: not decided, a draw).
UNDECIDED_CODE, WIN_CODE, LOSS_CODE = 0, 1, 2
VALUE_NAMES = {UNDECIDED_CODE: DRAW, WIN_CODE: WIN, LOSS_CODE: LOSS}


def position_number(mover_index, other_index):
    """Return the number of the position with these triples, used to index
    the tables of all positions."""
    return mover_index * TRIPLE_COUNT + other_index


class Solution:
    """The value of every position of three men against three."""

    def __init__(self, use_symmetries=True):
        """Solve the endgame: number the families, then work backwards.

        With use_symmetries=False every position is a family of its own:
        the same answer, found more than ten times more slowly (a check of the
        symmetries that bench/endgame.py makes).
        """
        self.images = SYMMETRIC_TRIPLE if use_symmetries else (
            tuple(range(TRIPLE_COUNT)),)
        self.number_families()
        self.work_backwards()

    def number_families(self):
        """Give every position its family number.

        family[position number]: the family's number, -1 where the two
        triples overlap (no position).  representatives[f]: the position
        number of the first position of family f.
        """
        self.family = array('i', [-1]) * (TRIPLE_COUNT * TRIPLE_COUNT)
        self.representatives = array('i')
        for mover_index, mover in enumerate(TRIPLES):
            for other_index, other in enumerate(TRIPLES):
                number = position_number(mover_index, other_index)
                if mover & other or self.family[number] >= 0:
                    continue
                family = len(self.representatives)
                self.representatives.append(number)
                for image in self.images:
                    self.family[position_number(image[mover_index],
                                                image[other_index])] = family

    def families_after_turns(self, mover_index, other_index):
        """Return the set of families of the positions after the mover's
        turns that close no mill."""
        other = TRIPLES[other_index]
        family = self.family
        base = position_number(other_index, 0)
        return {family[base + after_index]
                for after_index, after in STEPS[mover_index]
                if not after & other}

    def families_before(self, mover_index, other_index):
        """Return the set of families of the positions that lead to this one
        by a turn of the other player that closes no mill."""
        if TRIPLES[other_index] in MILL_MASKS:
            return set()        # the other player's last turn closed a mill
        mover = TRIPLES[mover_index]
        family = self.family
        return {family[position_number(before_index, mover_index)]
                for before_index, before in STEPS[other_index]
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
            if MILL_POINTS[mover_index] & ~TRIPLES[other_index]:
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

    def family_of(self, mover, other):
        """Return the family number of the position (mover, other)."""
        return self.family[position_number(TRIPLE_INDEX[mover],
                                           TRIPLE_INDEX[other])]

    def value_of(self, mover, other):
        """Return (WIN, LOSS or DRAW, distance in turns; 0 for a draw) of the
        position for the mover."""
        family = self.family_of(mover, other)
        return VALUE_NAMES[self.value[family]], self.distance[family]

    def value_of_state(self, state):
        """Return (WIN, LOSS or DRAW, distance) of a rules.State for the
        player to move."""
        return self.value_of(*position_of(state))

    def positions(self):
        """Yield (mover, other) for every position, both bitmasks."""
        for mover in TRIPLES:
            for other in TRIPLES:
                if not mover & other:
                    yield mover, other

    def families_with(self, value, distance=0):
        """Return the families with this value and distance (0 for draws)."""
        code = {WIN: WIN_CODE, LOSS: LOSS_CODE, DRAW: UNDECIDED_CODE}[value]
        return [family for family in range(len(self.representatives))
                if self.value[family] == code
                and self.distance[family] == distance]

    def representative(self, family):
        """Return (mover, other) of the representative of a family."""
        mover_index, other_index = divmod(self.representatives[family],
                                          TRIPLE_COUNT)
        return TRIPLES[mover_index], TRIPLES[other_index]


def value_from_turns(turns):
    """Return the (value, distance) a position must have, given its turns.

    `turns` lists, for each turn of the mover, (True, None) when the turn
    closes a mill, else (False, (value, distance)) of the position after it
    for the opponent.  The best turn decides: a mill wins in 1; else a turn
    to a lost position wins, by the fastest such loss; if every turn leads
    to a win of the opponent, the position is lost, as slowly as possible;
    anything else is a draw (distance 0).
    """
    if any(wins_at_once for wins_at_once, _ in turns):
        return WIN, 1
    after = [value_after for _, value_after in turns]
    losses = [distance for value, distance in after if value == LOSS]
    if losses:
        return WIN, 1 + min(losses)
    if all(value == WIN for value, _ in after):
        return LOSS, 1 + max(distance for _, distance in after)
    return DRAW, 0


def preference(value_and_distance):
    """Return a sort key for values: the better for the mover, the larger
    (a faster win beats a slower one, a slower loss a faster one)."""
    value, distance = value_and_distance
    return {LOSS: (0, distance), DRAW: (1, 0), WIN: (2, -distance)}[value]


def value_after_turn(solution, state, turn):
    """Return (value, distance) for the player to move in `state` if they
    play `turn` (a rules.Turn) and both sides play perfectly after it.

    The distance counts the turn itself, so the best turns give exactly the
    value of the position.  rules.py decides what the turn does.
    """
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:          # a mill: the opponent is down to two
        return (WIN if result.winner == state.to_move else LOSS), 1
    value, distance = solution.value_of_state(after)
    if value == DRAW:
        return DRAW, 0
    return (LOSS if value == WIN else WIN), distance + 1


def slowest_loss_after_a_turn(solution, mover, other):
    """Return the most turns a losing turn of the mover takes to lose (after
    the turn itself), or 0 if no turn loses: how far a search must see to
    avoid every losing turn of this position."""
    slowest = 0
    for after in turn_results(mover, other):
        if not closes_mill(after):
            value, distance = solution.value_of(other, after)
            if value == WIN:
                slowest = max(slowest, distance)
    return slowest


def sample_states(solution, families, count, rng, options=None):
    """Return `count` rules.States drawn by `rng` from the given families.

    Each is a random position of its family (a random symmetry of the
    representative) with a random colour to move, flying on.
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

    The solve takes a few seconds.  Started early (the computer player at
    'hard' starts it at its first turn), it is done before a game comes
    down to three men each, mostly while the players think.
    """
    global _background
    if _solution is None and _background is None:
        _background = threading.Thread(target=solution, daemon=True)
        _background.start()


def solution():
    """Return the Solution, solving the endgame the first time it is asked
    (or waiting for the solve that start_solving began)."""
    global _solution
    with _solving:
        if _solution is None:
            _solution = Solution()
    return _solution
