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

import random
import re

from board import PLAYER_NAMES, opponent
from computer import endgame, endgame_positions
from computer.endgame import DRAWN, LOST, WON
from computer.win_values import WIN
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


# ---------------------------------------------------------------------------
# The game's teaching near the move limit, checked (bench/teaching_check.py)
# ---------------------------------------------------------------------------

# The most positions the plain check remembers for one position near the
# limit; a position that needs more is left unchecked.
MOST_CHECKED = 60000
# The words of a solved endgame's verdict at the end of a hint's reason.
VERDICT = re.compile(r'\(the solved endgame: (?:(a draw)|(\w+) wins in '
                     r'(\d+) turns?) ')


class TooLong(Exception):
    """The plain check needs more than MOST_CHECKED positions."""


def values_or_none(solution, state):
    """Return {turn: value under the rules} of every legal turn of `state`
    by the plain check, or None if it needs too many positions."""
    plain = state._replace(options=state.options._replace(
        repetition_draw=False))
    memo = BoundedMemo()
    try:
        return {turn: turn_value_under_the_rules(solution, plain, turn, memo)
                for turn in rules.legal_turns(plain)}
    except TooLong:
        return None


class BoundedMemo(dict):
    """A memo that raises TooLong when it holds MOST_CHECKED positions."""

    def __setitem__(self, key, value):
        """Keep `value`, or raise TooLong when full."""
        if len(self) >= MOST_CHECKED:
            raise TooLong()
        dict.__setitem__(self, key, value)


def codes_34(solution, men):
    """Return the set of the codes of the families of three men against
    four with `men` (the mover's, the other's) in the table: one look at
    the table, where families_with looks at it once for each kind."""
    offset = 0 if men == (3, 4) else endgame_positions.FAMILIES_34
    return set(solution.table_34[offset:offset
                                 + endgame_positions.FAMILIES_34])


def positions_near_the_limit(solution, count, seed):
    """Return `count` positions of three men against four whose win or loss
    is longer than the turns left, the counter set as a game reaches it:
    random families of every length, 1 to 12 turns left."""
    rng = random.Random(seed)
    codes = {men: codes_34(solution, men) for men in ((3, 4), (4, 3))}
    kinds = [(value, distance, men) for men in ((3, 4), (4, 3))
             for distance in range(9, 34)
             for value in (WON if distance % 2 else LOST,)
             if endgame.code_of_value(value, distance) in codes[men]]
    families, states = {}, []
    for number in range(count):
        kind = kinds[number % len(kinds)]
        if kind not in families:
            families[kind] = solution.families_with(*kind)
        value, distance, men = kind
        state = endgame.sample_states(solution, families[kind], 1, rng)[0]
        left = rng.randint(1, min(12, distance - 1))
        states.append(state._replace(
            turns_without_removal=state.options.move_limit - left))
    return states


def value_words(value):
    """Return a value under the rules as `hint all` words it."""
    if value > 0:
        return 'wins in %d turn%s' % (value, '' if value == 1 else 's')
    if value < 0:
        return 'loses in %d turn%s' % (-value, '' if value == -1 else 's')
    return 'draws'


def check_near_the_limit(solution, state, hints, advice, deeper):
    """Return [(kind, problem or None, checked)] for what the game teaches
    of `state`: the hint's verdict, each value `hint all` lists, and the
    value the review judges a turn by (deeper.turn_value)."""
    values = values_or_none(solution, state)
    if values is None:
        return [('near the limit', None, False)]
    results = []
    turn, reason = hints.suggest_turn(state)
    found = VERDICT.search(reason)
    if found is None:           # the turn ends the game, or not known
        results.append(('limit hint', None, False))
    elif found.group(1):
        problem = None if values[turn] == 0 else 'a draw, by the rules %s' % (
            value_words(values[turn]))
    else:
        winner = state.to_move if values[turn] > 0 else opponent(
            state.to_move)
        problem = None if (values[turn] != 0 and found.group(2) ==
                           PLAYER_NAMES[winner] and
                           int(found.group(3)) == abs(values[turn])) else \
            'the hint says %s, by the rules %s' % (found.group(0),
                                                   value_words(values[turn]))
    if found is not None:
        results.append(('limit hint', problem, True))
    listing = advice.endgame_listing(state) or []
    for unused, words, turns in listing:
        for listed in turns:
            right = words == value_words(values[listed])
            results.append(('limit hint all', None if right else
                            '%s listed as %r, by the rules %s' % (
                                listed, words, value_words(values[listed])),
                            True))
    for listed, value in values.items():
        review_value = deeper.turn_value(state, listed)
        expected = (0 if value == 0 else WIN - value if value > 0
                    else -(WIN + value))
        results.append(('limit review', None if review_value == expected
                        else '%s valued %d, by the rules %s' % (
                            listed, review_value, value_words(value)), True))
    return results
