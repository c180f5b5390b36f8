"""step5_lookahead.py - worksheet step 5: look a few turns ahead.

For each of its turns, this player imagines every reply of the opponent,
and every answer of its own to that reply (DEPTH turns in all), scores
each position at the end with score(), and plays the turn whose worst
case is best: this is minimax.  Nobody has to write the rules of thumb of
steps 2 to 4 any more; looking ahead finds mills and blocks by itself.
See docs/worksheet.md.
"""

import random

import rules
from board import opponent

# EXPERIMENT: DEPTH 1 sees only its own turn, 2 also the reply, 3 its own
# answer as well.  Each turn deeper thinks about twenty times longer.
DEPTH = 3
# Where a player has more turns than this to choose from (men flying can
# go anywhere), it looks one turn less deep, to answer within a second.
MANY_TURNS = 30

# A won game is worth more than any count of men.
WIN = 1000


def score(state, player):
    """Return how good `state` is for `player`: men left, theirs minus the
    opponent's, ten points a man, and one point for each step a man of
    theirs could take, minus the opponent's (a player with no step loses)."""
    other = opponent(player)
    men = rules.men_left(state, player) - rules.men_left(state, other)
    steps = (len(rules.movements(state, player))
             - len(rules.movements(state, other)))
    return 10 * men + steps


def value(state, player, depth):
    """Return what `state` is worth to `player`, looking `depth` turns
    ahead, when each side plays its best turn."""
    result = rules.outcome(state)
    if result is not None:
        if result.winner is None:
            return 0
        return WIN if result.winner == player else -WIN
    if depth <= 0:
        return score(state, player)
    values = [value(rules.next_state(state, turn), player, depth - 1)
              for turn in rules.legal_turns(state)]
    if state.to_move == player:
        return max(values)
    return min(values)


def choose_turn(state, turns):
    """Return a turn whose value, DEPTH turns ahead (one less with many
    turns to choose from), is the best (one of the best at random)."""
    me = state.to_move
    depth = DEPTH if len(turns) <= MANY_TURNS else DEPTH - 1
    values = [value(rules.next_state(state, turn), me, depth - 1)
              for turn in turns]
    best = max(values)
    return random.choice([turn for turn, worth in zip(turns, values)
                          if worth == best])
