"""game_state.py - the records the rules work on: options, turn, state, outcome.

rules.py decides everything about a game; this module only names the shapes
of what it passes around, so that they can be read in one place:
    Options  the rule choices of RULES.md (flying, the draw rules, ...)
    Turn     one placement or move, with the men it removes
    State    everything the rules need to know about a game at one moment
    Outcome  who won, or None for a draw, and why (one of the reasons below)
The rest of the program takes most of them from rules.py (rules.Turn,
rules.State); Options, AGREED_DRAW and RESIGNATION, which rules.py does not
use itself, it takes from here.
"""

from collections import namedtuple

# RULE_OPTIONS: the rule choices of RULES.md, one row each: the option's
# name, its standard value, and the header that carries it in a game
# record.  A yes/no option that is on by default is switched off with
# --no-NAME, one that is off with --NAME; a number is set with --NAME N
# (see console/flags.py).  The start menu's question about each and what
# `--help` says of its flag are words, in words/texts.py (OPTION_WORDS).
# A new option is one row here and its words there, plus its rule in
# rules.py.
# EXPERIMENT: change a standard value, such as flying to False, then run
# nine_mens_morris.py: the standard rules and `rules` in the game follow.
RuleOption = namedtuple('RuleOption', 'name default header')
RULE_OPTIONS = (
    RuleOption('flying', True, 'Flying'),
    RuleOption('double_mill_removal', False, 'DoubleMillRemoval'),
    RuleOption('repetition_draw', True, 'RepetitionDraw'),
    RuleOption('move_limit', 100,   # moving turns in a row without a removal
               'MoveLimit'),
    RuleOption('three_men_limit', 0,    # turns without a removal once both
               # players are down to three men (windmill uses 10)
               'ThreeMenLimit'),
)

# The rule options of a game, one field per row of RULE_OPTIONS.
Options = namedtuple('Options', [option.name for option in RULE_OPTIONS])
DEFAULT_OPTIONS = Options(*[option.default for option in RULE_OPTIONS])

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
RESIGNATION = 'resignation'   # decided by the loser, not by these rules

PLACING = 'placing'
MOVING = 'moving'
FLYING = 'flying'

# The kinds of player: a person at the keyboard, or the computer (the
# console chooses them, console/settings.py; a game record names them,
# game_files/records.py).
HUMAN = 'human'
COMPUTER = 'computer'


class IllegalTurn(ValueError):
    """A turn the rules do not allow; the message says why."""
