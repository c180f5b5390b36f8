"""greedy.py - a player that closes a mill when it can, and blocks one when
it must.

It looks one turn ahead, with two rules in this order:
  1. Attack: a turn that closes a mill (its `removed` is not None) takes a
     man: play it.
  2. Defend: if the opponent could close a mill on their next turn, put a
     man on that point first.  rules.closable_points(state, player) lists
     those points for either player.
  3. Otherwise: any turn, at random.

The helpers of rules.py it uses (read them there; each is a few lines):
    rules.closable_points(state, player)  the empty points where `player`
                                          could close a mill next turn
    board.opponent(player)                the other player
Others a player may find useful: rules.next_state(state, turn) (the
state after a turn), rules.outcome(state) (None, or who won and why),
rules.men_on_board(state.board, player), rules.is_in_mill(board, point),
rules.can_fly(state, player), rules.legal_turns(state).

Play against it:  python nine_mens_morris.py --black players/greedy.py
"""

import random

import rules
from board import opponent

# EXPERIMENT: set BLOCK_MILLS to False and this player only attacks: play
# a game against it (or run it in a tournament) and see what blocking is
# worth.
BLOCK_MILLS = True


def choose_turn(state, turns):
    """Return a turn that closes a mill; else one that blocks the
    opponent's mill; else a random turn."""
    mills = [turn for turn in turns if turn.removed is not None]
    if mills:
        return random.choice(mills)
    if BLOCK_MILLS:
        threats = rules.closable_points(state, opponent(state.to_move))
        blocks = [turn for turn in turns if turn.target in threats]
        if blocks:
            return random.choice(blocks)
    return random.choice(turns)
