"""endgame_positions.py - the positions of the solved endgames, as numbers.

endgame.py solves three men against three and against four.  To do that it
needs the men of each player numbered (every set of three points, every set
of four), every turn of three men listed in advance (STEPS), and positions
alike under the board's symmetries gathered into families; this module
makes those tables once, when it is first imported.  It also turns the
game's own positions (rules.States) into the solver's and back.

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


# SYMMETRIC_TRIPLE[s][i]: the index of the image of triple i under
# SYMMETRIES[s].
SYMMETRIC_TRIPLE = tuple(
    tuple(TRIPLE_INDEX[mapped_mask(permutation, mask)] for mask in TRIPLES)
    for permutation in SYMMETRIES)


# ---------------------------------------------------------------------------
# Three men against four: families numbered by a canonical form
# ---------------------------------------------------------------------------

# QUADS[i]: the bitmask of the i-th set of four points (10626 of them);
# QUAD_INDEX[mask]: its number i.
QUADS = tuple(men_mask(points) for points in combinations(POINTS, 4))
QUAD_INDEX = {mask: index for index, mask in enumerate(QUADS)}
QUAD_COUNT = len(QUADS)


def canonical_triples():
    """Return (classes, moves): the smallest image of each triple under the
    symmetries (its class), in order, and for each triple the byte maps of
    the symmetries that take it to its class."""
    maps = [byte_maps(permutation) for permutation in SYMMETRIES]
    classes = sorted({min(TRIPLES[image[index]] for image in SYMMETRIC_TRIPLE)
                      for index in range(TRIPLE_COUNT)})
    class_number = {mask: number for number, mask in enumerate(classes)}
    moves = {}
    for index, mask in enumerate(TRIPLES):
        images = [TRIPLES[image[index]] for image in SYMMETRIC_TRIPLE]
        least = min(images)
        moves[mask] = (class_number[least], tuple(
            maps[number] for number, image in enumerate(images)
            if image == least))
    return tuple(classes), moves


# TRIPLE_CLASSES: the 158 triples no symmetry makes smaller, one for each
# class; TRIPLE_MOVES[triple mask]: (its class number, the byte maps of the
# symmetries that take it there - more than one when it has symmetries).
TRIPLE_CLASSES, TRIPLE_MOVES = canonical_triples()
FAMILIES_34 = len(TRIPLE_CLASSES) * QUAD_COUNT


def family_34(three, four):
    """Return the family number of three men against four (bitmasks): the
    three moved to their class, the four to their smallest image then.

    Numbers run from 0 to FAMILIES_34 - 1; some are no family (the four
    overlap the three, or are not the smallest image).
    """
    number, moves = TRIPLE_MOVES[three]
    return number * QUAD_COUNT + min(
        QUAD_INDEX[low[four & 255] | middle[four >> 8 & 255]
                   | high[four >> 16]]
        for low, middle, high in moves)


def family_34_men(family):
    """Return (three, four) bitmasks of a family's representative."""
    number, quad = divmod(family, QUAD_COUNT)
    return TRIPLE_CLASSES[number], QUADS[quad]


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
