"""start_menu.py - the questions at the start, and the flags that answer them.

Without flags the game asks who plays, the computer's level, who moves
first and which rules; each flag answers one of these questions, so that a
game can start at once (`python nine_mens_morris.py --help` lists them).
Both ways end in the same Settings record.
"""

import argparse
import sys

import game_state
import rules
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from computer import levels
from console import file_dialogs, player_input, program_players
from console.settings import Settings
from console.terminal import ask_choice, ask_number, ask_yes_no, read_line, say
from console.tournament_screen import TOURNAMENT_FLAGS, TOURNAMENT_ONLY
from game_files import records
from game_files.records import COMPUTER, HUMAN
from teaching import puzzles
from words import english, spoken, texts

# The longest name of a player (it stands on every board and prompt).
NAME_LENGTH = 16


# FIRST_PLAYER_CHOICES: the answers to "who moves first?", and the player
# each one means (None: a random roll decides).
FIRST_PLAYER_CHOICES = (
    ('white', WHITE),
    ('black', BLACK),
    ('roll', None),
)

# WHO_PLAYS: the answers to "who plays?" in the start menu: the words shown
# and the kinds of player for (White, Black).
WHO_PLAYS = (
    ('Two players at this computer', (HUMAN, HUMAN)),
    ('You (White) against the computer', (HUMAN, COMPUTER)),
    ('You (Black) against the computer', (COMPUTER, HUMAN)),
    ('The computer against itself (a demonstration)',
     (COMPUTER, COMPUTER)),
)


# ---------------------------------------------------------------------------
# Flags
# ---------------------------------------------------------------------------

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
        return dict(action='store_true', help=option.help)
    default = ('0 = never' if option.default == 0
               else '%d; 0 = never' % option.default)
    return dict(type=whole_number, metavar='N',
                help='%s (default: %s)' % (option.help, default))


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
    return 'Note: %s %s %s.' % (english.list_words(words, 'and'),
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


# ---------------------------------------------------------------------------
# The start menu
# ---------------------------------------------------------------------------

def ask_options(display, default):
    """Return the game_state.Options the players choose (Enter: `default`)."""
    if ask_yes_no(display, 'Standard rules (type n to choose)?', True):
        return default
    return game_state.Options(*[ask_rule_option(display, option, default)
                                for option in game_state.RULE_OPTIONS])


def ask_rule_option(display, option, default):
    """Return the value the players choose for one rule option (a row of
    RULE_OPTIONS; Enter: its value in the `default` Options)."""
    value = getattr(default, option.name)
    if isinstance(option.default, bool):
        return ask_yes_no(display, option.question, value)
    return ask_number(display, option.question, value)


# ACTIVITIES: the start menu's choices after WHO_PLAYS, and the activity
# each one starts (see teaching.py).
ACTIVITIES = (
    ('Learn the rules, step by step (a lesson)', 'lesson'),
    ('Puzzles: win an endgame in a few turns', 'puzzles'),
)

# The start menu's last choices: resume a saved game, and play a player
# file (a student's own computer player, see program_players.py).  (The
# words mode is chosen by a word, WORDS_CHOICE, and the menu asks again.)
RESUME_CHOICE = len(WHO_PLAYS) + len(ACTIVITIES) + 1
PLAYER_FILE_CHOICE = RESUME_CHOICE + 1
WORDS_CHOICE = 'words'


# What the start menu says to `help`.
MENU_HELP = """\
  Type the number of your choice and press Enter (Enter alone takes [1]).
  Type rules for the rules of the game, or quit to leave.
  Once the game runs, these words work at every prompt:"""


def show_welcome(words_mode=False):
    """Return nothing; print the welcome and the start menu's choices (the
    words mode offered unless it is on already)."""
    say("Welcome to Nine Men's Morris!  Press Enter to take the answer "
        'in [brackets].')
    say('Type help at any prompt for the commands, rules for the rules.')
    say('Who plays?')
    for number, (words, _) in enumerate(WHO_PLAYS + ACTIVITIES, 1):
        say('  %d  %s' % (number, words))
    say('  %d  Resume a saved game' % RESUME_CHOICE)
    say('  %d  Your own computer player (a player file, see players/)'
        % PLAYER_FILE_CHOICE)
    if not words_mode:
        say(texts.indented(spoken.MENU_CHOICE % WORDS_CHOICE))


def ask_settings(display, standard_rules, ask_first=True):
    """Return the Settings chosen in the start menu (None: quit).

    `ask_first` False leaves out "who moves first?" (a set-up position
    says who is to move).  The last choice resumes a saved game; the word
    `words` switches the words mode on (settings.words), and the menu asks
    again.
    """
    show_welcome(display.words_only)
    words = False
    while True:
        choice = ask_menu_choice(display, standard_rules)
        if choice is None:
            return None
        if choice == WORDS_CHOICE:
            words = True
            say(texts.indented(spoken.MODE_ON))
            continue
        settings = menu_settings(display, choice, standard_rules, ask_first)
        if settings is not None:
            return settings._replace(words=words)


def menu_settings(display, choice, standard_rules, ask_first):
    """Return the Settings of the start menu's `choice` (a number), asking
    what that choice needs; None if no saved game was chosen to resume, or
    no player file to play."""
    if choice <= len(WHO_PLAYS):
        return ask_new_game(display, WHO_PLAYS[choice - 1][1],
                            standard_rules, ask_first)
    if choice == PLAYER_FILE_CHOICE:
        kinds = ask_program_kinds(display)
        return None if kinds is None else ask_new_game(
            display, kinds, standard_rules, ask_first)
    if choice != RESUME_CHOICE:
        return ask_activity(display, ACTIVITIES[choice - 1
                                                - len(WHO_PLAYS)][1])
    record = file_dialogs.ask_saved_record(display)
    return None if record is None else settings_from_record(record)


def ask_menu_choice(display, standard_rules):
    """Return the number chosen in the start menu, WORDS_CHOICE, or None
    for quit; help and rules are answered on the way."""
    while True:
        answer = player_input.command_word(read_line(display,
                                                     'Your choice: [1] '))
        if answer == 'help':                    # or ?, or help me
            say(MENU_HELP)
            say(player_input.help_text())
        elif answer == 'rules':
            say(texts.rules_words(standard_rules))
        elif answer == 'quit':                  # or q, stop, exit
            return None
        elif answer == WORDS_CHOICE:
            return WORDS_CHOICE
        elif not answer or answer in [str(number) for number in
                                      range(1, PLAYER_FILE_CHOICE + 1)]:
            return int(answer or 1)
        else:
            say('  Please type a number from 1 to %d (or help).'
                % PLAYER_FILE_CHOICE)


def ask_new_game(display, kinds, standard_rules, ask_first):
    """Return the Settings of a new game between these kinds of player
    (White's, Black's): the level, the demo's pace, the first player and
    the rules, each asked only where it matters."""
    white, black = kinds
    level, demo = levels.DEFAULT_LEVEL, 'pause'
    names = {player: ask_name(display, player) if kind == HUMAN
             else PLAYER_NAMES[player] for player, kind in zip(PLAYERS, kinds)}
    names = program_players.program_names(dict(zip(PLAYERS, kinds)), names)
    if COMPUTER in kinds:
        level = ask_level(display, levels.DEFAULT_LEVEL)
    if HUMAN not in kinds:
        demo = ask_choice(display, 'Pause after each turn, or run?',
                          ['pause', 'run'], 'pause')
    first = 'white'
    if ask_first:
        first = ask_choice(display, 'Who moves first?',
                           [word for word, _ in FIRST_PLAYER_CHOICES],
                           'white')
    return Settings({WHITE: white, BLACK: black}, first,
                    ask_options(display, standard_rules), level, demo,
                    names=names)


def ask_program_kinds(display):
    """Return (White's kind, Black's kind) of a game of a player file: its
    colour, and a person, the computer or another file against it; None
    for cancel."""
    path = program_players.ask_player_file(display, 'Your player file?')
    if path is None:
        return None
    colour = ask_choice(display, 'Does it play White or Black?',
                        ['white', 'black'], 'black')
    other = ask_choice(display, 'Who plays against it?',
                       ['computer', 'person', 'file'], 'computer')
    if other == 'file':
        other = program_players.ask_player_file(display, 'The other file?')
        if other is None:
            return None
    other = HUMAN if other == 'person' else other
    return (path, other) if colour == 'white' else (other, path)


def ask_activity(display, activity):
    """Return the Settings of a lesson or of puzzles (asking how hard)."""
    settings = Settings({player: HUMAN for player in PLAYERS}, 'white',
                        rules.DEFAULT_OPTIONS, levels.DEFAULT_LEVEL, 'pause',
                        activity=activity)
    if activity == 'puzzles':
        settings = settings._replace(difficulty=ask_choice(
            display, 'How hard?', list(puzzles.DIFFICULTIES), 'easy'))
    return settings


def ask_level(display, default):
    """Return the computer's level the player chooses (Enter: `default`),
    after a line on how each level plays."""
    say('How strong should the computer play?')
    for level in levels.LEVELS:
        say(texts.indented('%-9s %s' % (level,
                                         levels.LEVEL_DESCRIPTIONS[level])))
    return ask_choice(display, 'Level?', list(levels.LEVELS), default)


# Words that cannot be a player's name: the colours, cancel and the
# commands (with their other words, such as q and stop).
NOT_NAMES = (('white', 'black', 'cancel')
             + tuple(player_input.COMMAND_NAMES)
             + tuple(player_input.COMMAND_ALIASES))


def ask_name(display, player):
    """Return the name of the player of `player`'s men (Enter: the colour's
    name); a name is a few letters, digits or spaces."""
    default = PLAYER_NAMES[player]
    while True:
        name = ' '.join(read_line(display, 'Who plays %s? (a name) [%s] '
                                  % (default, default)).split())
        if not name:
            return default
        if (len(name) <= NAME_LENGTH and name.lower() not in NOT_NAMES
                and not name.lower().startswith('computer')
                and all(char.isalnum() or char in " -'." for char in name)):
            return name
        say(texts.indented('Please type a name of letters and spaces, at '
                           'most %d long (not White, Black, Computer or a '
                           'command).' % NAME_LENGTH))
