"""bench/deep_look.py - the teaching benchmark's own deeper look, apart from
the game's: the solved endgames where they know a position
(computer/endgame.py), else the fast search CHECK_DEPTH turns deep (at most
CHECK_NODES positions), and the rules for what the board shows at once.
bench/teaching_check.py and bench/claim_checks.py judge the game's claims
with it.
"""

import functools
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from computer import (computer_player, endgame,  # noqa: E402  (after the path)
                      endgame_positions, search_root)
from computer.endgame_values import endgame_value  # noqa: E402
from computer.win_values import WIN, WIN_LIMIT  # noqa: E402
import rules  # noqa: E402
from board import MILLS  # noqa: E402

# The deeper look: deeper than the review's own check (10 turns, at most
# 300,000 positions).
CHECK_DEPTH = 12
CHECK_NODES = 1200000
QUICK_CHECK_NODES = 30000       # --quick: the size a test runs, not a figure
# The most turns (plies) a claim about the next turns is searched to the end.
FORCED_PLIES = 3
# A review verdict says at least "about a man": the deeper look must find
# the turn played worse by at least half of one.  An answer the judge of a
# mistake puzzle does not call better must not be better by a whole man.
HALF_A_MAN = 50
A_MAN = 100

def exact_after(state, turn):
    """Return the exact value of `turn` for the player to move, or None:
    the end of the game, or the solved endgame's value after it."""
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:
        if result.winner is None:
            return 0
        return WIN - 1 if result.winner == state.to_move else -(WIN - 1)
    if not endgame_positions.is_solved(after) or len(
            set(after.history)) < len(after.history):
        return None
    value = endgame_value(endgame.solution(), after, 1)
    return None if value is None else -value


@functools.lru_cache(maxsize=4096)
def deep_value(state, turn):
    """Return the value of `turn` for the player to move by the deeper look:
    exact where it can be, else searched CHECK_DEPTH turns deep (each once:
    a mistake's turns are asked again by its puzzle's answers)."""
    exact = exact_after(state, turn)
    if exact is not None:
        return exact
    after = rules.next_state(state, turn)
    if not search_root.is_searchable(after):
        found = computer_player.think(after, 'master', random.Random(0),
                                      max_depth=CHECK_DEPTH - 1)
        value = found.value
    else:
        value = search_root.search(after, CHECK_DEPTH - 1, random.Random(0),
                                   CHECK_NODES, None)[1]
    if value > WIN_LIMIT:
        return -(value - 1)
    if value < -WIN_LIMIT:
        return -(value + 1)
    return -value


def best_reply(state):
    """Return the turn the deeper look plays in `state` (the game not
    over)."""
    return search_root.search(state, CHECK_DEPTH - 1, random.Random(0),
                              CHECK_NODES, None)[0]


def use_quick_size():
    """Return nothing; make the deeper look the size a test runs."""
    global CHECK_NODES
    CHECK_NODES = QUICK_CHECK_NODES


def forced_mill(state, player, plies):
    """Return True if `player` closes a mill within `plies` turns from
    `state` whatever the other player does (searched to the end)."""
    if plies <= 0 or rules.outcome(state) is not None:
        return False
    turns = rules.legal_turns(state)
    if state.to_move == player:
        return any(turn.removed is not None or forced_mill(
            rules.next_state(state, turn), player, plies - 1)
            for turn in turns)
    return all(forced_mill(rules.next_state(state, turn), player, plies - 1)
               for turn in turns)


def closable_mills(state, player):
    """Return the mills `player` could close next turn in `state`."""
    points = rules.closable_points(state, player)
    return [mill for mill in MILLS for point in points if point in mill
            and all(state.board[p] == player for p in mill if p != point)]


def mill_text(mill):
    """Return a mill as the game writes it: '3-4-5'."""
    return '-'.join(str(point) for point in mill)


def turns_in(words):
    """Return the number in 'within 2 of Black's turns' (1 for 'next')."""
    found = re.search(r'within (\d+) of', words)
    return int(found.group(1)) if found else 1
