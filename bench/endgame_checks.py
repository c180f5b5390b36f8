"""bench/endgame_checks.py - what the checks of the solved endgames share.

The game itself needs none of this: bench/endgame.py, the table's generator
bench/make_endgame_table.py and tests/test_endgame.py use it to prove the
solution against the rules and to judge the computer's turns by it.
"""

from computer import endgame
import rules
from computer.endgame import DRAWN, LOST, WON, preference
from computer.endgame_positions import (MILL_MASKS, TRIPLE_COUNT, TRIPLE_INDEX,
                                        TRIPLES, family_34, family_34_men,
                                        step_table)


def is_family_34(family):
    """Return True if a number of endgame_positions.family_34 is a family:
    its men do not overlap and are its smallest image."""
    three, four = family_34_men(family)
    return not three & four and family_34(three, four) == family


def best_value_after_turns(solution, state):
    """Return the best value_after_turn of the legal turns of `state`: the
    value the position must have if the solution is right."""
    return max((endgame.value_after_turn(solution, state, turn)
                for turn in rules.legal_turns(state)), key=preference)


def best_turn(solution, state):
    """Return a turn that keeps the best value, the fastest win first."""
    return max(rules.legal_turns(state),
               key=lambda turn: preference(
                   endgame.value_after_turn(solution, state, turn)))


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
        return WON, 1
    after = [value_after for _, value_after in turns]
    losses = [distance for value, distance in after if value == LOST]
    if losses:
        return WON, 1 + min(losses)
    if all(value == WON for value, _ in after):
        return LOST, 1 + max(distance for _, distance in after)
    return DRAWN, 0


def turn_results(mover, other):
    """Return the mover's men after each possible turn of three against
    three, as bitmasks: one entry per (source, target).  The turn wins at
    once when the result is in MILL_MASKS; otherwise the position after it
    is (other, result)."""
    return [after for _, after in step_table()[TRIPLE_INDEX[mover]]
            if not after & other]


def closes_mill(men):
    """Return True if these three men stand on a mill."""
    return men in MILL_MASKS


def slowest_loss_after_a_turn(solution, mover, other):
    """Return the most turns a losing turn of the mover takes to lose (after
    the turn itself), or 0 if no turn loses: how far a search must see to
    avoid every losing turn of this position (three against three)."""
    slowest = 0
    for after in turn_results(mover, other):
        if not closes_mill(after):
            value, distance = solution.value_of(other, after)
            if value == WON:
                slowest = max(slowest, distance)
    return slowest


def positions_three_against_three():
    """Yield (mover, other) for every position of three against three."""
    for mover in TRIPLES:
        for other in TRIPLES:
            if not mover & other:
                yield mover, other


class PlainSolution(endgame.Solution):
    """Three against three solved with every position a family of its own:
    the same answer, found more than ten times more slowly (a check of the
    symmetries)."""

    def images(self):
        """Return the identity alone: no two positions share a family."""
        return (tuple(range(TRIPLE_COUNT)),)
