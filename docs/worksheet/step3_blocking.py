"""step3_blocking.py - worksheet step 3: close a mill, else block one.

rules.closable_points(state, player) gives the empty points where
`player` could close a mill on their next turn.  Putting a man on such a
point of the opponent's blocks their mill.  See docs/worksheet.md.
"""

import random

import rules
from board import opponent


def choose_turn(state, turns):
    """Return a turn that closes a mill; else one that puts a man where
    the opponent would close a mill next turn; else any turn."""
    mills = [turn for turn in turns if turn.removed is not None]
    if mills:
        return random.choice(mills)
    danger = rules.closable_points(state, opponent(state.to_move))
    blocks = [turn for turn in turns if turn.target in danger]
    if blocks:
        return random.choice(blocks)
    return random.choice(turns)
