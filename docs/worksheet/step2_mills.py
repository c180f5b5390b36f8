"""step2_mills.py - worksheet step 2: close a mill whenever one closes.

A turn that closes a mill has turn.removed set: the point of the
opponent's man it takes.  Such a turn comes once for each man it may take.
See docs/worksheet.md.
"""

import random


def choose_turn(state, turns):
    """Return a turn that closes a mill if there is one, else any turn."""
    mills = [turn for turn in turns if turn.removed is not None]
    if mills:
        return random.choice(mills)
    return random.choice(turns)
