"""bench/limit_checks.py - the solved endgames under the move limit, found
plainly, to check the game's own answer (computer/endgame_limit.py).

The tables of endgame.py count a win to the end of the game, as if there
were no move limit.  Under the game's rules a removal starts the limit's
count again, so a win longer than the turns left may still come.  This
module finds what the rules say by a plain minimax over rules.py's own
turns (rules.legal_turns, rules.next_state) and end (rules.outcome, with
the real counters), turn by turn.  It leans on the tables only where two
facts make them exact, whatever the counter:
  * a position drawn without the limit is drawn with it: the limit only
    ends games in a draw, so it gives the winner of no position a win;
  * a win or a loss in d turns, with d turns or more left before the
    limit, comes in d turns: the game ends before the counter runs out.
Everything else (a win longer than the turns left) is searched.  The
repetition rule is left out: the positions set up here have no history,
and the winner's best line never comes back to a position (a win one
turn nearer each time, or with fewer turns left to do it in).
tests/test_endgame_limit.py and bench/teaching_check.py use it.
"""

from computer.endgame import DRAWN, WON
import rules


def turned(value):
    """Return a value for the other player, one turn earlier: a win in k
    (+k) becomes a loss in k + 1 (-(k + 1)), a draw (0) stays a draw."""
    if value > 0:
        return -(value + 1)
    if value < 0:
        return -value + 1
    return 0


def preference(value):
    """Return a sort key: the better for the mover, the larger (the fastest
    win, then a draw, then the slowest loss)."""
    if value > 0:
        return (2, -value)
    if value < 0:
        return (0, -value)
    return (1, 0)


def value_under_the_rules(solution, state, memo=None):
    """Return the value of `state` for the player to move under the game's
    rules: +k a win in k turns, -k a loss in k turns, 0 a draw.  `state`
    is a position of three men against three or four, not over, the
    repetition rule off; `memo` a dict shared by the calls of one check."""
    memo = {} if memo is None else memo
    key = (state.board, state.to_move, state.turns_without_removal)
    if key not in memo:
        memo[key] = searched_value(solution, state, memo)
    return memo[key]


def searched_value(solution, state, memo):
    """Return value_under_the_rules(state), found now."""
    value, distance = solution.value_of_state(state)
    if value == DRAWN:
        return 0
    if distance <= min(left for _, left in rules.turns_left_by_limit(state)):
        return distance if value == WON else -distance
    winning = value == WON
    best = None
    for turn in rules.legal_turns(state):
        after = rules.next_state(state, turn)
        result = rules.outcome(after)
        if result is None:
            found = turned(value_under_the_rules(solution, after, memo))
        elif result.winner is None:
            found = 0
        else:
            found = 1 if result.winner == state.to_move else -1
        if best is None or preference(found) > preference(best):
            best = found
        if winning and found == distance or not winning and found >= 0:
            break       # as good as the table allows: nothing beats it
    return best


def turn_value_under_the_rules(solution, state, turn, memo=None):
    """Return the value of playing `turn` in `state` for the player to move
    under the game's rules (as value_under_the_rules)."""
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is None:
        return turned(value_under_the_rules(solution, after, memo))
    if result.winner is None:
        return 0
    return 1 if result.winner == state.to_move else -1
