"""flags.py - the flags that answer the start questions, and the Settings
they make (a saved game's record makes them in loading.py).

Each flag answers one question of the start menu (start_menu.py), so that
a game can start at once: `python nine_mens_morris.py --help` lists them.
The rule options' flags come from game_state.RULE_OPTIONS, the
tournament's from tournament_flags.py.  The computer's levels and the
puzzles' difficulties are loaded only when a flag names one (or --help
lists them): a game of two people loads nothing of the computer.
"""

import argparse
import functools
import sys

import game_state
from board import BLACK, WHITE
from console.settings import (FIRST_PLAYER_CHOICES, KINDS, Settings,
                              default_level, program_names)
from console.terminal import say
from console.tournament_flags import (NOT_CHECKED, TOURNAMENT_FLAGS,
                                      TOURNAMENT_ONLY)
from game_state import HUMAN
from words import catalogue, english, texts
from words.catalogue import N_, _, n_


def whole_number(text):
    """Return `text` as a whole number 0 or more (argparse type), read as
    the numbers of a game record are."""
    try:
        return english.parse_count(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _('%(text)r is not a whole number 0 or more (at most '
              '%(largest)d)') % {'text': text,
                                 'largest': english.LARGEST_NUMBER})


def language_flag(text):
    """Return the shipped language that `text` names ('de', 'fr_CA': 'fr')
    (argparse type)."""
    try:
        return catalogue.chosen_language(text)
    except ValueError as problem:
        raise argparse.ArgumentTypeError(str(problem))


def one_of(text, choices):
    """Return `text` if it is one of `choices`, else raise argparse's
    error for a wrong choice (argparse type)."""
    if text not in choices:
        raise argparse.ArgumentTypeError(
            _('invalid choice: %(value)r (choose from %(choices)s)')
            % {'value': text, 'choices': ', '.join(map(repr, choices))})
    return text


def player_kind(text):
    """Return who plays a colour from a flag's word (argparse type):
    human, computer, or the path of a player file (a .py file)."""
    if text.lower() in KINDS:
        return text.lower()
    if text.lower().endswith('.py'):
        return text
    raise argparse.ArgumentTypeError(
        _('%r is not human, computer or a player file (a .py file such as '
          'players/greedy.py)') % text)


def level_flag(text):
    """Return the computer's level that `text` names (argparse type)."""
    from computer.levels import LEVELS  # loaded only when a level is named
    return one_of(text, LEVELS)


def difficulty_flag(text):
    """Return the puzzles' difficulty that `text` names (argparse type)."""
    from teaching.puzzles import DIFFICULTIES  # only when puzzles are asked
    return one_of(text, list(DIFFICULTIES))


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
    default = (_('0 = never') if option.default == 0
               else _('%d; 0 = never') % option.default)
    return dict(type=whole_number, metavar='N',
                help=_('%(help)s (default: %(default)s)')
                % {'help': texts.option_help(option), 'default': default})


def rule_option_value(arguments, option, standard):
    """Return the value of a rule option that the flags give: the flag's,
    or the `standard` rules' where the flag is not given."""
    given = getattr(arguments, rule_option_dest(option))
    if isinstance(option.default, bool):
        return (not option.default) if given else getattr(standard,
                                                          option.name)
    return getattr(standard, option.name) if given is None else given


# FLAGS_BEFORE_RULES and FLAGS_AFTER_RULES: (flags, what argparse is
# told about them), in the order --help lists them, the rule options'
# flags between them.  Each help text is marked here and translated when
# the parser is made (flag_details), and %(languages)s in it is filled in
# then; %(levels)s and %(default_level)s only when --help is shown
# (FittedHelp), since they load the computer.
FLAGS_BEFORE_RULES = (
    (('--white',), dict(type=player_kind,
                        metavar='human|computer|FILE.py',
                        help=N_('who plays White (default: human): a '
                                'person, the computer or a player file'))),
    (('--black',), dict(type=player_kind,
                        metavar='human|computer|FILE.py',
                        help=N_('who plays Black (default: human)'))),
    (('--level',), dict(type=level_flag, metavar=N_('LEVEL'),
                        help=N_('how strong the computer plays: '
                                '%(levels)s (default: %(default_level)s)'))),
    (('--demo',), dict(choices=('pause', 'run'),
                       help=N_('computer against computer: pause for Enter '
                               'after each turn (default) or run'))),
    (('--first',), dict(choices=[word for word, unused
                                 in FIRST_PLAYER_CHOICES],
                        help=N_('who moves first (default: white); roll '
                                'chooses at random'))),
)
FLAGS_AFTER_RULES = (
    (('--seed',), dict(type=whole_number, metavar=N_('SEED'),
                       help=N_('seed of the random choices (the roll, the '
                               "computer's ties), to repeat a game"))),
    (('--ascii',), dict(action='store_true',
                        help=N_('draw the board with plain ASCII '
                                'characters'))),
    (('--no-color', '--no-colour'), dict(action='store_true', dest='no_color',
                                         help=N_('no colours'))),
    (('--words',), dict(action='store_true',
                        help=N_('the words mode, for a screen reader or a '
                                'braille display: nothing drawn, the board '
                                'told in words'))),
    (('--language',), dict(type=language_flag, metavar=N_('CODE'),
                           help=N_('the language the game speaks: '
                                   '%(languages)s (default: the '
                                   "system's language)"))),
    (('--load',), dict(metavar=N_('FILE'),
                       help=N_('resume a saved game, with its players and '
                               'rules'))),
    (('--replay',), dict(metavar=N_('FILE'),
                         help=N_('show a saved game turn by turn'))),
    (('--position',), dict(metavar=N_('FILE'),
                           help=N_('start from the position set up in '
                                   'FILE'))),
    (('--lesson',), dict(action='store_true',
                         help=N_('learn the rules step by step (a lesson '
                                 'for a first game)'))),
    (('--puzzle',), dict(nargs='?', const='easy',
                         type=difficulty_flag, metavar=N_('DIFFICULTY'),
                         help=N_('puzzles from the solved endgame: win in '
                                 'a few turns (easy, medium or hard; --seed '
                                 'picks the set)'))),
    (('--puzzle-sheet',), dict(metavar=N_('FILE'),
                               help=N_('write a set of puzzles with their '
                                       'answers to FILE, to print'))),
    (('--rules-sheet',), dict(metavar=N_('FILE'),
                              help=N_('write the board, the rules and the '
                                      'commands on one page to FILE, to '
                                      'print'))),
    (('--review',), dict(metavar=N_('FILE'),
                         help=N_('go over a saved game: the turns that cost '
                                 'the most, and better ones'))),
) + TOURNAMENT_FLAGS


def flag_details(details):
    """Return what argparse is told about a flag of FLAGS_BEFORE_RULES or
    FLAGS_AFTER_RULES, its help text and the word for its value (FILE) in
    the language in use."""
    translated = dict(details, help=_(details['help']))
    if '%(languages)s' in translated['help']:   # the folder is read here only
        translated['help'] = translated['help'].replace(
            '%(languages)s', ', '.join(catalogue.shipped_languages()))
    if 'metavar' in details:
        translated['metavar'] = _(details['metavar'])
    return translated


def all_flags():
    """Return every flag: (flags, what argparse is told about them), in
    the order --help lists them, the help texts in the language in use."""
    return ([(names, flag_details(details))
             for names, details in FLAGS_BEFORE_RULES]
            + [((rule_option_flag(option),), rule_option_details(option))
               for option in game_state.RULE_OPTIONS]
            + [(names, flag_details(details))
               for names, details in FLAGS_AFTER_RULES])


# The flags of the rule options (--no-flying, ...), by attribute name.
RULE_FLAGS = tuple(rule_option_dest(option)
                   for option in game_state.RULE_OPTIONS)

# The flags that answer a start question: any of them skips the menu.
GAME_FLAGS = (('white', 'black', 'level', 'demo', 'first') + RULE_FLAGS
              + ('lesson', 'puzzle'))

# FLAGS_NOT_USED_WITH: (flag, the flags that do nothing beside it).  A
# replay only shows a game; a saved game brings its own players and rules
# (only the level may change); a position says who is to move; the
# rules sheet says the rules the flags set.
FLAGS_NOT_USED_WITH = (
    ('check_player', GAME_FLAGS + NOT_CHECKED + (
        'tournament', 'load', 'position', 'review', 'replay',
        'puzzle_sheet', 'rules_sheet')),
    ('tournament', GAME_FLAGS + ('load', 'position', 'review', 'replay',
                                 'puzzle_sheet', 'rules_sheet')),
    ('replay', GAME_FLAGS + ('load', 'position', 'review', 'puzzle_sheet',
                             'rules_sheet')),
    ('review', GAME_FLAGS + ('load', 'position', 'puzzle_sheet',
                             'rules_sheet')),
    ('puzzle_sheet', tuple(flag for flag in GAME_FLAGS if flag != 'puzzle')
     + ('load', 'position', 'rules_sheet')),
    ('rules_sheet', tuple(flag for flag in GAME_FLAGS
                          if flag not in RULE_FLAGS) + ('load', 'position')),
    ('load', tuple(flag for flag in GAME_FLAGS if flag != 'level')
     + ('position',)),
    ('position', ('first',)),
)


class FittedParser(argparse.ArgumentParser):
    """An argparse parser whose help and error lines fit the screen (79
    columns, however wide the terminal), in the language in use."""

    def __init__(self, **details):
        argparse.ArgumentParser.__init__(
            self, formatter_class=FittedHelp, add_help=False, **details)

    def error(self, message):
        """Print the usage and `message` folded to the screen's width, and
        end (with code 2, as argparse does)."""
        self.print_usage(sys.stderr)
        self.exit(2, texts.indented(_('%(program)s: error: %(message)s')
                                    % {'program': self.prog,
                                       'message': message}, '') + '\n')


class FittedHelp(argparse.HelpFormatter):
    """argparse's help formatter, folding at the screen's width, its
    'usage:' in the language in use."""

    def __init__(self, prog):
        argparse.HelpFormatter.__init__(self, prog, width=texts.LINE_WIDTH)

    def add_usage(self, usage, actions, groups, prefix=None):
        """Add the usage line, starting with our own 'usage: '."""
        argparse.HelpFormatter.add_usage(
            self, usage, actions, groups,
            _('usage: ') if prefix is None else prefix)

    def _get_help_string(self, action):
        """Return the help of `action` with the computer's levels filled
        in (loaded here: only when the help is shown)."""
        text = argparse.HelpFormatter._get_help_string(self, action)
        if '%(levels)s' in text:
            from computer.levels import DEFAULT_LEVEL, LEVELS
            text = text.replace('%(levels)s', ', '.join(LEVELS)).replace(
                '%(default_level)s', DEFAULT_LEVEL)
        return text


def parsed_flags(argv):
    """Return the flags of `argv` (the command line) as argparse reads
    them, once the language they ask for is in use."""
    use_the_language(argv)
    arguments = argument_parser().parse_args(argv)
    if arguments.language not in (None, catalogue.language_in_use()):
        catalogue.use_language(arguments.language)  # shortened: --lang de
    warning = catalogue.translation_warning()
    if warning:                         # a mistake in a translation's file
        say(warning)
    return arguments


def use_the_language(argv):
    """Speak from now on the language --language asks for in `argv`, else
    the system's (a language not shipped: the system's, and the parser
    says so)."""
    early = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    early.add_argument('--language')
    asked = early.parse_known_args(argv)[0].language
    try:
        catalogue.use_language(catalogue.chosen_language(asked))
    except ValueError:
        catalogue.use_language(catalogue.chosen_language())


# ARGPARSE_WORDS: argparse's own sentences about a wrong flag, as Python's
# argparse writes them.  argparse asks for each by its English words, as the
# game does, so they are marked here for the catalogue, and argparse asks
# the game's catalogue for them, whatever language is in use (a Python
# whose argparse words differ shows them in English).
ARGPARSE_WORDS = (
    N_('argument %(argument_name)s: %(message)s'),
    N_('unrecognized arguments: %s'),
    N_('invalid choice: %(value)r (choose from %(choices)s)'),
    N_('invalid %(type)s value: %(value)r'),
    N_('expected one argument'),
    N_('expected at most one argument'),
    N_('ambiguous option: %(option)s could match %(matches)s'),
    N_('ignored explicit argument %r'),
)
argparse._ = catalogue._


def argument_parser():
    """Return the parser of the command-line flags (made once the
    language is chosen: its words, and argparse's own, are in that
    language)."""
    parser = FittedParser(
        prog='nine_mens_morris.py',
        description=_("Play Nine Men's Morris. Without flags the game asks "
                      'who plays and with which rules; the flags answer '
                      'the same questions, so the game starts at once.'))
    flags = parser.add_argument_group(_('options'))
    flags.add_argument('-h', '--help', action='help',
                       help=_('show this help message and exit'))
    for names, details in all_flags():
        flags.add_argument(*names, **details)
    return parser


def changed_flags(arguments, flags):
    """Return the `flags` (attribute names) given other than by default."""
    defaults = default_flags()
    return [flag for flag in flags
            if getattr(arguments, flag) != getattr(defaults, flag)]


@functools.lru_cache(maxsize=1)
def default_flags():
    """Return the flags as argparse reads them when none is given (read
    once: the values do not depend on the language)."""
    return argument_parser().parse_args([])


def unused_flags_note(arguments):
    """Return a sentence naming the flags given that do nothing, or ''."""
    if (arguments.demo and not arguments.replay and not arguments.load
            and HUMAN in (arguments.white or HUMAN, arguments.black or HUMAN)):
        return texts.indented(
            _('Note: --demo is for the computer against itself (--white '
              'computer --black computer), so it does nothing here.'), '')
    for flag, others in FLAGS_NOT_USED_WITH:
        if getattr(arguments, flag):
            return flags_note(changed_flags(arguments, others), flag)
    return flags_note(changed_flags(arguments, TOURNAMENT_ONLY))


def flags_note(flags, main_flag=None):
    """Return 'Note: --a and --b are not used with --<main_flag>.' (or,
    without a `main_flag`, 'only used with --tournament') for the `flags`
    (names of attributes), or '' if there are none."""
    if not flags:
        return ''
    words = english.list_words(['--' + flag.replace('_', '-')
                                for flag in flags], english.AND)
    if main_flag is None:
        return n_('Note: %s is only used with --tournament.',
                  'Note: %s are only used with --tournament.',
                  len(flags)) % words
    return n_('Note: %(flags)s is not used with --%(flag)s.',
              'Note: %(flags)s are not used with --%(flag)s.',
              len(flags)) % {'flags': words, 'flag': main_flag}


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
                    arguments.level or default_level(kinds),
                    arguments.demo or 'pause', activity=activity,
                    difficulty=arguments.puzzle or 'easy',
                    names=program_names(kinds))

