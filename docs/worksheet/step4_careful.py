"""step4_careful.py - worksheet step 4: never hand the opponent a mill.

Step 3 looks at the board as it is.  This player also looks at the board
after each of its turns (rules.next_state(state, turn)) and keeps only the
turns after which the opponent has no mill to close.  That also blocks
their mills, and it stops this player moving a man away from where it
was blocking.  See docs/worksheet.md.
"""

import random

import rules
from board import opponent


def gives_a_mill_away(state, turn):
    """Return True if, after `turn`, the opponent can close a mill."""
    after = rules.next_state(state, turn)
    return len(rules.closable_points(after, opponent(state.to_move))) > 0


def choose_turn(state, turns):
    """Return a turn that closes a mill; else a turn that leaves the
    opponent no mill to close; else any turn."""
    mills = [turn for turn in turns if turn.removed is not None]
    if mills:
        return random.choice(mills)
    careful = [turn for turn in turns if not gives_a_mill_away(state, turn)]
    if careful:
        return random.choice(careful)
    return random.choice(turns)
