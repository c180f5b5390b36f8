"""symmetry.py - the board's 16 symmetries, and men as bitmasks.

Turn the board a quarter, mirror it, or swap its inner and outer squares:
every mill stays a mill and every line a line, so a position and its
images are worth the same.  The solved endgames (endgame.py) use this to
solve one position of each family of images.  They keep a player's men as
a bitmask: bit p is set when the player has a man on point p.
"""

from board import POINT_NAMES, POINTS

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
# itself (tests/test_symmetry.py checks that each maps MILLS onto MILLS and
# ADJACENT onto ADJACENT): 8 turns and mirror images of the square, each
# with or without swapping the inner and outer squares.
SYMMETRIES = symmetry_group((ROTATE, MIRROR, INSIDE_OUT))


# ---------------------------------------------------------------------------
# Men as bitmasks
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


def mapped_mask(permutation, mask):
    """Return the bitmask of the points of `mask` moved by `permutation`."""
    return men_mask(permutation[point] for point in mask_points(mask))


def byte_maps(permutation):
    """Return three tables that move the points of a bitmask's low, middle
    and high byte with `permutation`: a fast mapped_mask."""
    maps = []
    for shift in (0, 8, 16):
        images = [0]
        for byte in range(1, 256):      # the lowest point, then the rest
            lowest = (byte & -byte).bit_length() - 1
            images.append(images[byte & (byte - 1)]
                          | 1 << permutation[lowest + shift])
        maps.append(tuple(images))
    return tuple(maps)
