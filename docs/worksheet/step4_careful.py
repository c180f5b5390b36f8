"""step4_careful.py - worksheet step 4: never hand the opponent a mill, and
keep room to move.

Step 3 looks at the board as it is.  This player also looks at the board
after each of its turns (rules.next_state(state, turn)): it keeps only the
turns after which the opponent has no mill to close, which also blocks
their mills and stops this player moving a man away from where it was
blocking.  Among those it takes the one that leaves its men the most
steps and the opponent's the fewest, so that it is not blocked in.  See
docs/worksheet.md.
"""

import random

import rules
from board import opponent


def gives_a_mill_away(state, turn):
    """Return True if, after `turn`, the opponent can close a mill."""
    after = rules.next_state(state, turn)
    return len(rules.closable_points(after, opponent(state.to_move))) > 0


def room_after(state, turn):
    """Return how many more moves the player has than the opponent after
    `turn` (rules.movements lists them)."""
    after = rules.next_state(state, turn)
    player = state.to_move
    return (len(rules.movements(after, player))
            - len(rules.movements(after, opponent(player))))


def choose_turn(state, turns):
    """Return a turn that closes a mill; else, of the turns that leave the
    opponent no mill to close (or of all, if none does), one that leaves
    the most room to move."""
    mills = [turn for turn in turns if turn.removed is not None]
    if mills:
        return random.choice(mills)
    careful = [turn for turn in turns if not gives_a_mill_away(state, turn)]
    careful = careful or list(turns)
    random.shuffle(careful)             # ties: any of the best
    return max(careful, key=lambda turn: room_after(state, turn))
