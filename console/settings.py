"""settings.py - what the players chose to play: the Settings record, and
the questions about it that the rest of the console asks.

Who plays each colour is data here (a kind: HUMAN or COMPUTER, as game
records name them, or the path of a student's player file); the entry
script turns it into a function per colour once (games.players_of).
Once the start menu or the flags have made a Settings, every other
question about who plays ("is a person playing?", "what does the score
call the computer?") is answered by the functions below, so that no other
module compares kinds itself.
"""

from collections import namedtuple

from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from game_state import COMPUTER, HUMAN
from words.catalogue import Np_, _
from words.texts import colour_name

# What can play a colour: the computer, or someone typing (the words saved
# in records, and answers typed in English or in the language in use).
KINDS = (Np_('answer', 'computer'), Np_('answer', 'human'))
assert KINDS == (COMPUTER, HUMAN)

# The longest name of a player (it stands on every board and prompt).
NAME_LENGTH = 16


# FIRST_PLAYER_CHOICES: the answers to "who moves first?", and the player
# each one means (None: a random roll decides).
FIRST_PLAYER_CHOICES = (
    (Np_('answer', 'white'), WHITE),
    (Np_('answer', 'black'), BLACK),
    (Np_('answer', 'roll'), None),
)

# The answers to the start questions (from the menu or from the flags).
Settings = namedtuple('Settings', [
    'kinds',        # {WHITE: kind, BLACK: kind}, HUMAN or COMPUTER, or
                    # the path of a player file (console/program_players.py)
    'first',        # 'white', 'black' or 'roll' (chosen at random)
    'options',      # the game_state.Options of the game
    'level',        # the computer's level, one of computer/levels.py's
                    # LEVELS; None in a game the computer does not play
    'demo',         # computer against computer: 'pause' after each turn
                    # (Enter goes on) or 'run' without stopping
    'saved',        # a records.GameRecord to resume, or None (a new game)
    'position',     # a set-up rules.State every new game starts from, or
                    # None (the empty board)
    'names',        # {WHITE: name, BLACK: name} of the players, or None
                    # (they are called White and Black)
    'activity',     # 'game', or 'lesson' or 'puzzles' (see practice.py)
    'difficulty',   # of the puzzles: one of puzzles.DIFFICULTIES
    'puzzle_set',   # the number of the set of puzzles (the same number,
                    # the same puzzles)
    'words',        # True: the words mode was chosen in the start menu
                    # (the display then tells the board in words)
    'task',         # the lines of the task a teacher wrote in the position
                    # file, shown above the board until the first turn
    'from_menu',    # True: chosen in the start menu, where quit returns
], defaults=(None, None, None, 'game', 'easy', None, False, (), False))


def is_person(settings, player):
    """Return True if someone at the keyboard plays `player`'s men."""
    return settings.kinds[player] == HUMAN


def program_file(settings, player):
    """Return the path of the player file that plays `player`'s men, or
    None if a person or the computer plays them."""
    kind = settings.kinds[player]
    return None if kind in KINDS else kind


def program_names(kinds, names=None):
    """Return the players' names with each player file's colour named by
    its file (greedy for players/greedy.py), or `names` if no file plays."""
    files = {player: kind for player, kind in kinds.items()
             if kind not in KINDS}
    if not files:
        return names
    from tournament.player_files import player_name     # a file plays
    named = dict(names or {})
    for player in kinds:
        named[player] = (player_name(files[player]) if player in files
                         else named.get(player, PLAYER_NAMES[player]))
    return named


def plays_a_file(settings):
    """Return True if a player file plays one of the colours."""
    return any(program_file(settings, player) is not None
               for player in PLAYERS)


def people(settings):
    """Return the players whose men someone at the keyboard plays."""
    return [player for player in PLAYERS if is_person(settings, player)]


def computer_plays(settings):
    """Return True if the computer (at a level) plays at least one
    colour."""
    return COMPUTER in settings.kinds.values()


def default_level(kinds):
    """Return the computer's standard level for a game between `kinds`
    ({player: kind}) if the computer plays in it, else None: a game
    without the computer has no level, and loads nothing of the computer."""
    if COMPUTER not in kinds.values():
        return None
    from computer.levels import DEFAULT_LEVEL   # the computer plays
    return DEFAULT_LEVEL


def score_names(settings):
    """Return {player: name} as the score counts the players: the names
    typed (a player file's name) or the colours, and 'the computer' for
    the computer when a person plays it (in the language in use)."""
    names = dict(settings.names or {player: colour_name(player)
                                    for player in PLAYERS})
    if people(settings):
        for player in PLAYERS:
            if settings.kinds[player] == COMPUTER:
                names[player] = _('the computer')
    return names
