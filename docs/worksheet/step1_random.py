"""step1_random.py - worksheet step 1: a player that plays any legal turn.

The game calls choose_turn(state, turns) whenever this player is to move;
`turns` lists every legal turn, so any one of them is a good answer.
See docs/worksheet.md for the steps, and docs/players.md for the details.
"""

import random


def choose_turn(state, turns):
    """Return any one of the legal turns, chosen at random."""
    return random.choice(turns)
