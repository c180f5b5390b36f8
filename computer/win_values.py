"""win_values.py - what a won game is worth to the computer's searches.

Both searches (search.py and plain_search.py), the solved endgames' values
(endgame_values.py), the hints and the review count in hundredths of a man,
and a won game in the same unit: WIN less the turns the win takes, so that
a quicker win is worth more and a slower loss less bad.

A transposition table remembers a position's value for when the search
meets it again, perhaps at another distance from the root.  A win "in 3
turns from here" stays true, but "WIN less 5 from the root" does not, so
the table stores wins counted from the position itself (to_table) and
turns them back into values from the root (from_table).
"""

WIN = 1000000
WIN_LIMIT = WIN - 1000     # values above this (or below minus this) are wins
INFINITY = 10 * WIN        # more than any value: the widest search window


def to_table(value, ply):
    """Return `value`, found `ply` turns from the root, as the table stores
    it: a win or a loss counted from the position itself."""
    if value > WIN_LIMIT:
        return value + ply
    if value < -WIN_LIMIT:
        return value - ply
    return value


def from_table(value, ply):
    """Return a stored value as seen from the root, `ply` turns away."""
    if value > WIN_LIMIT:
        return value - ply
    if value < -WIN_LIMIT:
        return value + ply
    return value
