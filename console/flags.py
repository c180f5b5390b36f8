"""flags.py - the flags that answer the start questions, and the Settings
they make (or a saved game's record makes).

Each flag answers one question of the start menu (start_menu.py), so that
a game can start at once: `python nine_mens_morris.py --help` lists them.
The rule options' flags come from game_state.RULE_OPTIONS, the
tournament's from tournament_screen.py.
"""

import argparse
import sys

import game_state
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from computer import levels
from console import program_players
from console.settings import FIRST_PLAYER_CHOICES, NAME_LENGTH, Settings
from console.tournament_screen import TOURNAMENT_FLAGS, TOURNAMENT_ONLY
from game_files import records
from game_files.records import HUMAN
from teaching import puzzles
from words import english, texts


def whole_number(text):
    """Return `text` as a whole number 0 or more (argparse type), read as
    the numbers of a game record are."""
    try:
        return english.parse_count(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            '%r is not a whole number 0 or more (at most %d)'
            % (text, english.LARGEST_NUMBER))


def rule_option_flag(option):
    """Return the flag that sets a rule option (a row of RULE_OPTIONS):
    --no-flying for a yes/no option that is on by default, --double-mill-
    removal for one that is off, --move-limit N for a number."""
    words = option.name.replace('_', '-')
    return '--no-' + words if option.default is True else '--' + words


def rule_option_dest(option):
    """Return the name argparse keeps a rule option's flag under."""
    return rule_option_flag(option)[2:].replace('-', '_')


def rule_option_details(option):
    """Return what argparse is told about a rule option's flag."""
    if isinstance(option.default, bool):
        return dict(action='store_true', help=texts.option_help(option))
    default = ('0 = never' if option.default == 0
               else '%d; 0 = never' % option.default)
    return dict(type=whole_number, metavar='N',
                help='%s (default: %s)' % (texts.option_help(option),
                                           default))


def rule_option_value(arguments, option, standard):
    """Return the value of a rule option that the flags give: the flag's,
    or the `standard` rules' where the flag is not given."""
    given = getattr(arguments, rule_option_dest(option))
    if isinstance(option.default, bool):
        return (not option.default) if given else getattr(standard,
                                                          option.name)
    return getattr(standard, option.name) if given is None else given


# FLAGS: (flags, what argparse is told about them), in the order --help
# lists them.
FLAGS = (
    (('--white',), dict(type=program_players.player_kind,
                        metavar='human|computer|FILE.py',
                        help='who plays White (default: human): a person, '
                             'the computer or a player file')),
    (('--black',), dict(type=program_players.player_kind,
                        metavar='human|computer|FILE.py',
                        help='who plays Black (default: human)')),
    (('--level',), dict(choices=levels.LEVELS, metavar='LEVEL',
                        help='how strong the computer plays: %s (default: '
                        '%s)' % (', '.join(levels.LEVELS),
                                 levels.DEFAULT_LEVEL))),
    (('--demo',), dict(choices=('pause', 'run'),
                       help='computer against computer: pause for Enter '
                            'after each turn (default) or run')),
    (('--first',), dict(choices=[word for word, _ in FIRST_PLAYER_CHOICES],
                        help='who moves first (default: white); roll '
                             'chooses at random')),
) + tuple(((rule_option_flag(option),), rule_option_details(option))
          for option in game_state.RULE_OPTIONS) + (
    (('--seed',), dict(type=int, help='seed of the random choices (the '
                       "roll, the computer's ties), to repeat a game")),
    (('--ascii',), dict(action='store_true',
                        help='draw the board with plain ASCII characters')),
    (('--no-color', '--no-colour'), dict(action='store_true', dest='no_color',
                                         help='no colours')),
    (('--words',), dict(action='store_true',
                        help='the words mode, for a screen reader or a '
                             'braille display: nothing drawn, the board '
                             'told in words')),
    (('--load',), dict(metavar='FILE', help='resume a saved game, with its '
                                            'players and rules')),
    (('--replay',), dict(metavar='FILE',
                         help='show a saved game turn by turn')),
    (('--position',), dict(metavar='FILE',
                           help='start from the position set up in FILE')),
    (('--lesson',), dict(action='store_true',
                         help='learn the rules step by step (a lesson for '
                              'a first game)')),
    (('--puzzle',), dict(nargs='?', const='easy',
                         choices=list(puzzles.DIFFICULTIES),
                         help='puzzles from the solved endgame: win in a '
                              'few turns (easy, medium or hard; --seed '
                              'picks the set)')),
    (('--puzzle-sheet',), dict(metavar='FILE',
                               help='write a set of puzzles with their '
                                    'answers to FILE, to print')),
    (('--review',), dict(metavar='FILE',
                         help='go over a saved game: the turns that cost '
                              'the most, and better ones')),
) + TOURNAMENT_FLAGS

# The flags that answer a start question: any of them skips the menu.
GAME_FLAGS = (('white', 'black', 'level', 'demo', 'first')
              + tuple(rule_option_dest(option)
                      for option in game_state.RULE_OPTIONS)
              + ('lesson', 'puzzle'))

# FLAGS_NOT_USED_WITH: (flag, the flags that do nothing beside it).  A
# replay only shows a game; a saved game brings its own players and rules
# (only the level may change); a position says who is to move.
FLAGS_NOT_USED_WITH = (
    ('tournament', GAME_FLAGS + ('load', 'position', 'review', 'replay',
                                 'puzzle_sheet')),
    ('replay', GAME_FLAGS + ('load', 'position', 'review', 'puzzle_sheet')),
    ('review', GAME_FLAGS + ('load', 'position', 'puzzle_sheet')),
    ('puzzle_sheet', tuple(flag for flag in GAME_FLAGS if flag != 'puzzle')
     + ('load', 'position')),
    ('load', tuple(flag for flag in GAME_FLAGS if flag != 'level')
     + ('position',)),
    ('position', ('first',)),
)


class FittedParser(argparse.ArgumentParser):
    """An argparse parser whose help and error lines fit the screen (79
    columns, however wide the terminal)."""

    def __init__(self, **details):
        argparse.ArgumentParser.__init__(
            self, formatter_class=fitted_help, **details)

    def error(self, message):
        """Print the usage and `message` folded to the screen's width, and
        end (with code 2, as argparse does)."""
        self.print_usage(sys.stderr)
        self.exit(2, texts.indented('%s: error: %s' % (self.prog, message),
                                    '') + '\n')


def fitted_help(prog):
    """Return argparse's help formatter, folding at the screen's width."""
    return argparse.HelpFormatter(prog, width=texts.LINE_WIDTH)


def argument_parser():
    """Return the parser of the command-line flags."""
    parser = FittedParser(
        prog='nine_mens_morris.py',
        description="Play Nine Men's Morris. Without flags the game asks "
                    'who plays and with which rules; the flags answer the '
                    'same questions, so the game starts at once.')
    for names, details in FLAGS:
        parser.add_argument(*names, **details)
    return parser


def changed_flags(arguments, flags):
    """Return the `flags` (attribute names) given other than by default."""
    defaults = argument_parser().parse_args([])
    return [flag for flag in flags
            if getattr(arguments, flag) != getattr(defaults, flag)]


def unused_flags_note(arguments):
    """Return a sentence naming the flags given that do nothing, or ''."""
    if (arguments.demo and not arguments.replay and not arguments.load
            and HUMAN in (arguments.white or HUMAN, arguments.black or HUMAN)):
        return texts.indented(
            'Note: --demo is for the computer against itself (--white '
            'computer --black computer), so it does nothing here.', '')
    for flag, others in FLAGS_NOT_USED_WITH:
        if getattr(arguments, flag):
            return flags_note(changed_flags(arguments, others),
                              'not used with --' + flag)
    return flags_note(changed_flags(arguments, TOURNAMENT_ONLY),
                      'only used with --tournament')


def flags_note(flags, what):
    """Return 'Note: --a and --b are <what>.' for the `flags` (names of
    attributes), or '' if there are none."""
    if not flags:
        return ''
    words = ['--' + flag.replace('_', '-') for flag in flags]
    return 'Note: %s %s %s.' % (english.list_words(words, english.AND),
                                'is' if len(words) == 1 else 'are', what)


def menu_wanted(arguments):
    """Return True if no flag answered a start question."""
    return not changed_flags(arguments, GAME_FLAGS)


def settings_from_flags(arguments, default):
    """Return the Settings the flags give (for the rules, `default` Options
    where no flag says otherwise)."""
    options = game_state.Options(*[
        rule_option_value(arguments, option, default)
        for option in game_state.RULE_OPTIONS])
    kinds = {WHITE: arguments.white or HUMAN,
             BLACK: arguments.black or HUMAN}
    activity = ('lesson' if arguments.lesson else
                'puzzles' if arguments.puzzle else 'game')
    return Settings(kinds, arguments.first or 'white', options,
                    arguments.level or levels.DEFAULT_LEVEL,
                    arguments.demo or 'pause', activity=activity,
                    difficulty=arguments.puzzle or 'easy',
                    names=program_players.program_names(kinds))


def settings_from_record(record, level=None):
    """Return the Settings that resume a saved game: its players and rules."""
    kinds, names = {}, {}
    recorded_levels = []
    for player in PLAYERS:
        label = record.headers.get(PLAYER_NAMES[player], 'Human')
        kinds[player], found = records.kind_and_level(label)
        if found:
            recorded_levels.append(found)
        names[player] = PLAYER_NAMES[player]
        if kinds[player] == HUMAN and label != records.HUMAN_LABEL:
            names[player] = label[:NAME_LENGTH]         # a player's name
    level = level or (recorded_levels[0] if recorded_levels
                      else levels.DEFAULT_LEVEL)
    first = PLAYER_NAMES[record.start.to_move].lower()
    return Settings(kinds, first, record.start.options, level, 'pause',
                    record, names=names)


