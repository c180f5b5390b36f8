"""random_player.py - the simplest computer player: any legal turn at all.

A player is one function in one file: choose_turn(state, turns).  The game
calls it whenever this player is to move:

    state   the game now, a State (see game_state.py).  The fields to read:
              state.board     24 slots, one per point 0-23 (the numbered
                              board is drawn in board.py): each slot is
                              EMPTY '.', WHITE 'W' or BLACK 'B'
              state.in_hand   (White's men in hand, Black's men in hand):
                              the men still to be placed
              state.to_move   WHITE or BLACK: the player to move (you)
    turns   the list of every legal turn here (rules.legal_turns(state)).
            Each is a Turn(source, target, removed, second_removed):
              source   where the man comes from; None when placing
              target   where the man goes
              removed  the opponent's man taken when a mill closes, or None

It must return one of `turns`.  Anything else loses the game: another turn,
an exception, or thinking longer than the time limit (one second a turn in
the class tournament).

Play against it:  python nine_mens_morris.py --black players/random_player.py
Copy this file to start your own player (see docs/players.md).
"""

import random

# EXPERIMENT: set PREFER_MILLS to True, and this player closes a mill
# whenever one of its turns can: play it again and see how much stronger
# that one idea makes it.
PREFER_MILLS = False


def choose_turn(state, turns):
    """Return a turn chosen at random (a mill first if PREFER_MILLS)."""
    if PREFER_MILLS:
        mills = [turn for turn in turns if turn.removed is not None]
        if mills:
            return random.choice(mills)
    return random.choice(turns)
