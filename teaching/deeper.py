"""deeper.py - the deeper look that checks a claim before the game makes it.

The hints and the review find their turns with the computer's search.  A
search that looks a few turns ahead can be wrong about what lies beyond
them: it may call a turn that still wins a blunder, because the win comes
later than it looks.  So before the review says a turn was a mistake, it
asks this module, which looks deeper:
  * where the solved endgames know the position (three men against three
    or four), their exact value: a win or a loss in so many turns, or a
    draw;
  * elsewhere, the computer's search DEEP_DEPTH turns deep, and deeper
    still (SURER) before it says that a result is lost.
A value is for the player to move, counted as the searches count it (see
computer/win_values.py): a win in d turns is worth WIN less d, a draw 0,
other positions a guess in hundredths of a man.  This module does no input
or output.
"""

import random

import rules
from computer import endgame, endgame_positions, levels, search_root
from computer.endgame_values import (endgame_value, may_repeat_a_third_time,
                                     solution_if_endgame_near, solved_values)
from computer.plain_search import search, terminal_value
from computer.win_values import WIN, WIN_LIMIT, from_table

# How deep the deeper look searches, and the most positions it visits.
# EXPERIMENT: a depth of 12 is surer still, and makes a review slower.
DEEP_DEPTH = 10
DEEP_NODES = 300000
# The surer look, for the few claims that a result is lost or won by force:
# (depth, most positions).
SURER = (DEEP_DEPTH + 1, 3 * DEEP_NODES)


def exact_value(state):
    """Return the solved endgame's value of `state` for the player to move,
    or None where the solution does not know it for sure."""
    if not (levels.USE_ENDGAME_SOLUTION and endgame_positions.is_solved(state)
            and not may_repeat_a_third_time(state)):
        return None
    return endgame_value(endgame.solution(), state, 0)


def search_value(state, depth=DEEP_DEPTH, nodes=DEEP_NODES, among=None):
    """Return (best turn, value for the player to move) of `state` searched
    `depth` turns deep (at most `nodes` positions), using the solved
    endgames where the search reaches them; the best of the turns `among`,
    if given.  The game must not be over."""
    solution = solution_if_endgame_near(state)
    rng = random.Random(0)
    if not search_root.is_searchable(state) and among is None:
        found = search(state, depth, rng, max_nodes=nodes, solution=solution)
        return found.turn, found.value
    if not search_root.is_searchable(state):    # the best of a few turns
        valued = [(turn_value(state, turn, depth, nodes), index, turn)
                  for index, turn in enumerate(among)]
        value, _, turn = max(valued)
        return turn, value
    exact = None if solution is None else solved_values(solution)
    turn, value, _, _ = search_root.search(state, depth, rng, nodes, None,
                                           exact, among=among)
    return turn, value


def turn_value(state, turn, depth=DEEP_DEPTH, nodes=DEEP_NODES):
    """Return the value of playing `turn` in `state` for the player to move:
    exact if the game ends or the solved endgame knows the position after
    it, else searched `depth` turns deep in all (the turn is the first)."""
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:
        return terminal_value(result, state.to_move, 1)
    exact = exact_value(after)
    if exact is None:
        exact = search_value(after, depth - 1, nodes)[1]
    return -from_table(exact, 1)


def is_exact(state, turn):
    """Return True if the value of `turn` in `state` is exact: the game ends
    or the solved endgame knows the position after it."""
    after = rules.next_state(state, turn)
    return rules.outcome(after) is not None or exact_value(after) is not None


def best_turn(state, depth=DEEP_DEPTH, nodes=DEEP_NODES, among=None):
    """Return (turn, value) of the best turn in `state` by the deeper look,
    of all legal turns or of those `among`: in a solved endgame the best
    of every turn's exact value."""
    if exact_value(state) is not None:
        values = [(turn_value(state, turn), index, turn) for index, turn
                  in enumerate(among or rules.legal_turns(state))]
        value, _, turn = max(values)
        return turn, value
    return search_value(state, depth, nodes, among)


def is_win(value):
    """Return True if `value` is a forced win for the player it is for."""
    return value > WIN_LIMIT


def is_loss(value):
    """Return True if `value` is a forced loss for the player it is for."""
    return value < -WIN_LIMIT


def turns_to_end(value):
    """Return how many turns (of both players) a win or loss takes."""
    return WIN - abs(value)
