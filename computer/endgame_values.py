"""endgame_values.py - the solved endgames' values, as the searches count them.

endgame.py solves three men against three and against four: a position is
a win, a loss or a draw, and a win or a loss takes so many turns.  The
searches (plain_search.py, search.py) and the hints count in values
instead: a win in d turns is worth WIN less d, a draw 0.  This module
turns the one into the other, and minds the game's draw limits, which the
solution knows nothing of: near the move limit endgame_limit.py says which
wins still come (a removal starts the count again), and a position that
has come twice may end in a draw by repetition.
"""

import rules
from board import BLACK, WHITE
from computer import endgame, endgame_limit
from computer.win_values import WIN


def endgame_is_near(state):
    """Return True if a search from `state` may reach a solved endgame
    (three men against three or four): flying on, no men in hand and at
    most five men each."""
    return (state.options.flying and state.in_hand == (0, 0)
            and state.board.count(WHITE) <= 5
            and state.board.count(BLACK) <= 5)


def turns_before_a_draw(state):
    """Return how many more turns without a removal the draw limits allow
    (the move limit, the three-men limit), or None if neither counts."""
    limits = rules.turns_left_by_limit(state)
    if not limits:
        return None
    return min(turns_left for _, turns_left in limits)


def may_repeat_a_third_time(state):
    """Return True if a position of the game so far has come twice, so the
    repetition rule could end the game before the solution says.

    (With every position seen at most once, best play never repeats one
    three times: each turn of a forced win brings the win one turn nearer,
    so no position comes twice along it.)
    """
    return (state.options.repetition_draw
            and len(set(state.history)) < len(state.history))


def endgame_value(solution, state, ply):
    """Return the value the solved endgame gives a position of three men
    against three or four for the player to move, `ply` turns from the
    root, or None if `state` is not one the solution knows for sure.

    A win or loss in d turns is worth WIN less the turns to its end, as in
    the search; a draw is worth 0.  Where the win would take longer than
    the draw limits allow, endgame_limit.py counts as the game counts: a
    removal on the way starts the count again, so the win may yet come;
    if not, the loser holds out until the draw.  The value is exact unless
    may_repeat_a_third_time(state).  With the three-men limit on, three
    against four is searched: its table counts turns through three against
    three, where that limit ends games.
    """
    if solution is None or not solution.solves(state):
        return None
    if (state.options.three_men_limit
            and state.board.count(WHITE) != state.board.count(BLACK)):
        return None
    value, distance = solution.value_of_state(state)
    if value == endgame.DRAWN:
        return 0
    turns_left = turns_before_a_draw(state)
    if turns_left is not None and distance > turns_left:
        limited = endgame_limit.value_under_limit(solution, state)
        if not limited:
            return limited          # a draw (0), or not known (None)
        value = endgame.WON if limited > 0 else endgame.LOST
        distance = abs(limited)
    if value == endgame.WON:
        return WIN - (ply + distance)
    return -(WIN - (ply + distance))


# The function of each solution that solved_values returns: always the same
# one, so that the searches can share what it found (search.py).
VALUE_FUNCTIONS = {}


def solved_values(solution):
    """Return the function that gives the search the solved value of an
    endgame position (or None where the solution does not know it): the
    same function for the same solution."""
    if solution not in VALUE_FUNCTIONS:
        def exact_value(state):
            return endgame_value(solution, state, 0)
        VALUE_FUNCTIONS[solution] = exact_value
    return VALUE_FUNCTIONS[solution]


def solution_if_endgame_near(state):
    """Return the solved endgame if the search may reach three men against
    three from `state` (waiting for the solve if it is not done), else None.

    Whether the solution is used depends only on the position, not on when
    the solve ends, so a seed still replays the same game.
    """
    if endgame_is_near(state):
        return endgame.solution()
    return None
