"""endgame_positions.py - the positions of the solved endgames, as numbers.

endgame.py solves three men against three and against four.  To do that it
needs the men of each player numbered (every set of three points, every set
of four), every turn of three men listed in advance (step_table), and
positions alike under the board's symmetries gathered into families.  The
triples themselves are numbered when this module is imported (a few
thousand numbers); the larger tables are made the first time each is asked
for (a function with a cache), so that a game that never reaches these
endgames never waits for them.  It also turns the game's own positions
(rules.States) into the solver's and back.

Glossary (see symmetry.py for men as bitmasks and the board's symmetries):
    triple    a set of three points, as a bitmask; TRIPLES lists all 2024
    quad      a set of four points; QUADS lists all 10626
    position  (mover, other): the men of the player to move and of the other
              player, as bitmasks.  Colours do not matter here: swap White
              and Black and the game is the same.
    family    a position and its images under the board's 16 symmetries.
              They all have the same value, so the solver stores one value
              for each family.
"""

from functools import lru_cache
from itertools import combinations

from board import BLACK, EMPTY, MILLS, POINTS, WHITE, Sentence
from computer.bitboard import popcount
from computer.symmetry import (SYMMETRIES, byte_maps, mapped_mask, mask_points,
                               men_mask)

# ---------------------------------------------------------------------------
# The tables of all triples
# ---------------------------------------------------------------------------

# TRIPLES[i]: the bitmask of the i-th set of three points (2024 of them);
# TRIPLE_INDEX[mask]: its number i.
TRIPLES = tuple(men_mask(points) for points in combinations(POINTS, 3))
TRIPLE_INDEX = {mask: index for index, mask in enumerate(TRIPLES)}
TRIPLE_COUNT = len(TRIPLES)

# The bitmasks of the 16 mills.  Three men close a mill exactly when they
# stand on one of these: a mill closed with three men is all of one's men.
MILL_MASKS = frozenset(men_mask(mill) for mill in MILLS)


@lru_cache(maxsize=None)
def step_table():
    """Return, for each triple, the triples one turn can make of it: 3
    sources x 21 targets (made the first time, then kept).

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


def closable_mask_flying(mask):
    """Return the bitmask of the points where three flying men `mask` could
    close a mill: the third point of a mill on which two of them stand (the
    solver's copy of rules.closable_points; that point may hold a man of
    the other player, whom the solver masks out)."""
    points = 0
    for mill in MILL_MASKS:
        shared = mill & mask
        if popcount(shared) == 2:
            points |= mill & ~mask
    return points


# CLOSABLE_FLYING[i]: for the flying men of triple i, the points where a
# mill could close.
CLOSABLE_FLYING = tuple(closable_mask_flying(mask) for mask in TRIPLES)


@lru_cache(maxsize=None)
def symmetric_triples():
    """Return, for each of the SYMMETRIES s, a tuple whose i-th entry is
    the index of the image of triple i under s (made the first time)."""
    return tuple(
        tuple(TRIPLE_INDEX[mapped_mask(permutation, mask)] for mask in TRIPLES)
        for permutation in SYMMETRIES)


# ---------------------------------------------------------------------------
# Three men against four: families numbered by a canonical form
# ---------------------------------------------------------------------------

# The sets of four points: 24 x 23 x 22 x 21 / (4 x 3 x 2) of them.
QUAD_COUNT = 10626


@lru_cache(maxsize=None)
def quad_table():
    """Return (quads, quad_index): quads[i] is the bitmask of the i-th set
    of four points, quad_index[mask] its number i (made the first time)."""
    quads = tuple(men_mask(points) for points in combinations(POINTS, 4))
    return quads, {mask: index for index, mask in enumerate(quads)}


@lru_cache(maxsize=None)
def canonical_triples():
    """Return (classes, moves) (made the first time): the triples no
    symmetry makes smaller, one for each class, in order; and for each
    triple mask, (its class number, the byte maps of the symmetries that
    take it there: more than one when it has symmetries)."""
    maps = [byte_maps(permutation) for permutation in SYMMETRIES]
    classes = sorted({min(TRIPLES[image[index]]
                          for image in symmetric_triples())
                      for index in range(TRIPLE_COUNT)})
    class_number = {mask: number for number, mask in enumerate(classes)}
    moves = {}
    for index, mask in enumerate(TRIPLES):
        images = [TRIPLES[image[index]] for image in symmetric_triples()]
        least = min(images)
        moves[mask] = (class_number[least], tuple(
            maps[number] for number, image in enumerate(images)
            if image == least))
    return tuple(classes), moves


# The classes of triples (canonical_triples), and the numbers of the
# families of three against four: a class of the three times a set of four.
TRIPLE_CLASS_COUNT = 158
FAMILIES_34 = TRIPLE_CLASS_COUNT * QUAD_COUNT


def family_34(three, four):
    """Return the family number of three men against four (bitmasks): the
    three moved to their class, the four to their smallest image then.

    Numbers run from 0 to FAMILIES_34 - 1; some are no family (the four
    overlap the three, or are not the smallest image).
    """
    number, moves = canonical_triples()[1][three]
    quad_index = quad_table()[1]
    return number * QUAD_COUNT + min(
        quad_index[low[four & 255] | middle[four >> 8 & 255]
                   | high[four >> 16]]
        for low, middle, high in moves)


def family_34_men(family):
    """Return (three, four) bitmasks of a family's representative."""
    number, quad = divmod(family, QUAD_COUNT)
    return canonical_triples()[0][number], quad_table()[0][quad]


# ---------------------------------------------------------------------------
# The game's positions (rules.States) of the solved endgames
# ---------------------------------------------------------------------------

# SOLVED_MEN: the men on the board (White's, Black's) of the endgames that
# endgame.py solves: three against three, and three against four either way.
SOLVED_MEN = ((3, 3), (3, 4), (4, 3))


def is_solved(state):
    """Return True if a rules.State is a position of the solved endgames
    (SOLVED_MEN), none in hand, flying on.  Whether the table of three
    against four is at hand, endgame.Solution.solves says."""
    return (state.options.flying and state.in_hand == (0, 0)
            and (state.board.count(WHITE), state.board.count(BLACK))
            in SOLVED_MEN)


def position_of(state):
    """Return (mover, other) bitmasks of a rules.State of a solved endgame.

    Raises ValueError if is_solved(state) is not True.
    """
    if not is_solved(state):
        raise ValueError(Sentence('the endgames solved are three men against '
                                  'three or four on the board, none in hand, '
                                  'with flying on'))
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
