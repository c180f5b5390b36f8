"""game_state.py - the records the rules work on: options, turn, state, outcome.

rules.py decides everything about a game; this module only names the shapes
of what it passes around, so that they can be read in one place:
    Options  the rule choices of RULES.md (flying, the draw rules, ...)
    Turn     one placement or move, with the men it removes
    State    everything the rules need to know about a game at one moment
    Outcome  who won, or None for a draw, and why (one of the reasons below)
The rest of the program takes most of them from rules.py (rules.Turn,
rules.State); Options and AGREED_DRAW, which rules.py does not use itself,
it takes from here.
"""

from collections import namedtuple


# The rule options of RULES.md.  Students may try other values here or from
# the game's start menu: they are the safe knobs of the rules.
Options = namedtuple('Options', [
    'flying',               # True: a player with three men may fly
    'double_mill_removal',  # True: closing two mills at once removes two men
    'repetition_draw',      # True: a position seen three times is a draw
    'move_limit',           # moving turns in a row without a removal that
                            # end the game in a draw (0 = no limit)
    'three_men_limit',      # turns without a removal, once both players are
                            # down to three men, that draw (0 = off; windmill
                            # uses 10)
])
DEFAULT_OPTIONS = Options(flying=True, double_mill_removal=False,
                          repetition_draw=True, move_limit=100,
                          three_men_limit=0)

# Turn(None, 5) places a man on 5; Turn(3, 4, 9) moves 3 to 4 and removes 9.
Turn = namedtuple('Turn', 'source target removed second_removed',
                  defaults=(None, None))

State = namedtuple('State', [
    'board',                  # a tuple of 24 slots: EMPTY, WHITE or BLACK
    'in_hand',                # (white's men in hand, black's men in hand)
    'to_move',                # the player whose turn it is
    'turns_without_removal',  # moving turns since the last removal
    'history',                # the positions since the last placement or
                              # removal (earlier ones can never come back),
                              # the current one last; see position_key
    'turns_played',           # how many turns the game has had
    'options',                # the Options of this game
    'placings_without_removal',  # placing turns since the last removal
                              # (the three-men limit counts them too)
], defaults=(0,))

# The game is over: `winner` is WHITE, BLACK, or None for a draw, and
# `reason` is one of the names below.
Outcome = namedtuple('Outcome', 'winner reason')

TWO_MEN = 'reduced to two men'
BLOCKED = 'blocked'
REPETITION = 'threefold repetition'
MOVE_LIMIT = 'move limit'
THREE_MEN_LIMIT = 'three-men limit'
AGREED_DRAW = 'agreed draw'   # decided by the players, not by these rules

PLACING = 'placing'
MOVING = 'moving'
FLYING = 'flying'


class IllegalTurn(ValueError):
    """A turn the rules do not allow; the message says why."""
