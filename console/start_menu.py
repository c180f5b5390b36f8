"""start_menu.py - the questions at the start.

Without flags the game asks who plays, the computer's level, who moves
first and which rules; each flag of flags.py answers one of these
questions, so that a game can start at once.  Both ways end in the same
Settings record.
"""

import game_state
import rules
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from console import loading, player_input, program_players
from console.questions import ask_choice, ask_number, ask_yes_no
from console.settings import (FIRST_PLAYER_CHOICES, NAME_LENGTH, Settings,
                              program_names)
from console.terminal import read_line, say
from game_state import COMPUTER, HUMAN
from words import spoken, texts
from words.catalogue import N_, Np_, _, p_, plain_letters, typed_word

# WHO_PLAYS: the answers to "who plays?" in the start menu: the words shown
# and the kinds of player for (White, Black).
WHO_PLAYS = (
    (N_('Two players at this computer'), (HUMAN, HUMAN)),
    (N_('You (White) against the computer'), (HUMAN, COMPUTER)),
    (N_('You (Black) against the computer'), (COMPUTER, HUMAN)),
    (N_('The computer against itself (a demonstration)'),
     (COMPUTER, COMPUTER)),
)


# ---------------------------------------------------------------------------
# The start menu
# ---------------------------------------------------------------------------

def ask_options(display, default):
    """Return the game_state.Options the players choose (Enter: `default`)."""
    if ask_yes_no(display, _('Standard rules (type n to choose)?'),
                  True):
        return default
    return game_state.Options(*[ask_rule_option(display, option, default)
                                for option in game_state.RULE_OPTIONS])


def ask_rule_option(display, option, default):
    """Return the value the players choose for one rule option (a row of
    RULE_OPTIONS; Enter: its value in the `default` Options)."""
    value = getattr(default, option.name)
    if isinstance(option.default, bool):
        return ask_yes_no(display, texts.option_question(option), value)
    return ask_number(display, texts.option_question(option), value)


# ACTIVITIES: the start menu's choices after WHO_PLAYS, and the activity
# each one starts (see teaching.py).
ACTIVITIES = (
    (N_('Learn the rules, step by step (a lesson)'), 'lesson'),
    (N_('Puzzles: win an endgame in a few turns'), 'puzzles'),
)

# The start menu's last choices: resume a saved game, and play a player
# file (a student's own computer player, see program_players.py).  (The
# words mode is chosen by a word, WORDS_CHOICE, and the menu asks again.)
RESUME_CHOICE = len(WHO_PLAYS) + len(ACTIVITIES) + 1
PLAYER_FILE_CHOICE = RESUME_CHOICE + 1
TOURNAMENT_CHOICE = PLAYER_FILE_CHOICE + 1      # tournament_menu.py
WORDS_CHOICE = Np_('command', 'words')


# What the start menu says to `help`, a line each (folded to the screen).
MENU_HELP = (
    N_('Type the number of your choice and press Enter (Enter alone takes '
       '[1]).'),
    N_('Type rules for the rules of the game, or quit to leave.'),
    N_('Once the game runs, these words work at every prompt:'),
)


def show_welcome(words_mode=False):
    """Return nothing; print the welcome and the start menu's choices (the
    words mode offered unless it is on already)."""
    say(texts.indented(_("Welcome to Nine Men's Morris!  Press Enter to take "
                         'the answer in [brackets].'), ''))
    say(texts.indented(_('Type help at any prompt for the commands, rules '
                         'for the rules.'), ''))
    say(_('Who plays?'))
    for number, (words, unused) in enumerate(WHO_PLAYS + ACTIVITIES, 1):
        say('  %d  %s' % (number, _(words)))
    say('  %d  %s' % (RESUME_CHOICE, _('Resume a saved game')))
    say('  %d  %s' % (PLAYER_FILE_CHOICE,
                      _('Your own computer player (a player file, see '
                        'players/)')))
    say('  %d  %s' % (TOURNAMENT_CHOICE,
                      _('A class tournament of player files (teachers)')))
    if not words_mode:
        say(texts.indented(_(spoken.MENU_CHOICE)
                           % p_('command', WORDS_CHOICE)))


def ask_settings(display, standard_rules, ask_first=True):
    """Return the Settings chosen in the start menu (None: quit).

    `ask_first` False leaves out "who moves first?" (a set-up position
    says who is to move).  A choice resumes a saved game, the last plays a
    class tournament (then None: the program ends at its table); the word
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
            say(texts.indented(_(spoken.MODE_ON)))
            continue
        if choice == TOURNAMENT_CHOICE:
            from console import tournament_menu     # loaded when chosen
            if tournament_menu.play_from_menu(display):
                return None                 # the table stays on the screen
            continue
        settings = menu_settings(display, choice, standard_rules, ask_first)
        if settings is not None:
            return settings._replace(words=words, from_menu=True)


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
    record = loading.ask_saved_record(display)
    return None if record is None else loading.settings_from_record(record)


def ask_menu_choice(display, standard_rules):
    """Return the number chosen in the start menu, WORDS_CHOICE, or None
    for quit; help and rules are answered on the way."""
    while True:
        answer = player_input.command_word(read_line(display,
                                                     _('Your choice: [1] ')))
        if answer == 'help':                    # or ?, or help me
            for line in MENU_HELP:
                say(texts.indented(_(line)))
            say(player_input.help_text())
        elif answer == 'rules':
            say(texts.rules_words(standard_rules))
        elif answer == 'quit':                  # or q, stop, exit
            return None
        elif typed_word(answer, [WORDS_CHOICE]):
            return WORDS_CHOICE
        elif not answer or answer in [str(number) for number in
                                      range(1, TOURNAMENT_CHOICE + 1)]:
            return int(answer or 1)
        else:
            say(_('  Please type a number from 1 to %d (or help).')
                % TOURNAMENT_CHOICE)


def ask_new_game(display, kinds, standard_rules, ask_first):
    """Return the Settings of a new game between these kinds of player
    (White's, Black's): the level, the demo's pace, the first player and
    the rules, each asked only where it matters."""
    white, black = kinds
    level, demo = None, 'pause'
    names = {}
    for player, kind in zip(PLAYERS, kinds):
        names[player] = (ask_name(display, player, names.values())
                         if kind == HUMAN else PLAYER_NAMES[player])
    names = program_names(dict(zip(PLAYERS, kinds)), names)
    if COMPUTER in kinds:
        level = ask_level(display)
    if HUMAN not in kinds:
        demo = ask_choice(display, _('Pause after each turn, or run?'),
                          [Np_('answer', 'pause'), Np_('answer', 'run')],
                          'pause')
    first = 'white'
    if ask_first:
        first = ask_choice(display, _('Who moves first?'),
                           [word for word, unused in FIRST_PLAYER_CHOICES],
                           'white')
    return Settings({WHITE: white, BLACK: black}, first,
                    ask_options(display, standard_rules), level, demo,
                    names=names)


def ask_program_kinds(display):
    """Return (White's kind, Black's kind) of a game of a player file: its
    colour, and a person, the computer or another file against it; None
    for cancel."""
    path = program_players.ask_player_file(display, _('Your player file?'))
    if path is None:
        return None
    colour = ask_choice(display, _('Does it play White or Black?'),
                        [Np_('answer', 'white'), Np_('answer', 'black')],
                        'black')
    other = ask_choice(display, _('Who plays against it?'),
                       [Np_('answer', 'computer'), Np_('answer', 'person'),
                        Np_('answer', 'file')], 'computer')
    if other == 'file':
        other = program_players.ask_player_file(display,
                                                _('The other file?'))
        if other is None:
            return None
    other = HUMAN if other == 'person' else other
    return (path, other) if colour == 'white' else (other, path)


def ask_activity(display, activity):
    """Return the Settings of a lesson or of puzzles (asking how hard)."""
    settings = Settings({player: HUMAN for player in PLAYERS}, 'white',
                        rules.DEFAULT_OPTIONS, None, 'pause',
                        activity=activity)
    if activity == 'puzzles':
        from teaching.puzzles import DIFFICULTIES  # the puzzles are chosen
        settings = settings._replace(difficulty=ask_choice(
            display, _('How hard?'), list(DIFFICULTIES), 'easy',
            'difficulty'))
    return settings


def ask_level(display, default=None):
    """Return the computer's level the player chooses (Enter: `default`,
    or if None the standard level), after a line on how each level plays."""
    from computer import levels     # loaded only when the computer plays
    say(_('How strong should the computer play?'))
    width = max(len(texts.level_name(level)) for level in levels.LEVELS)
    for row in levels.LEVEL_TABLE:
        say(texts.indented('%-*s %s' % (width, texts.level_name(row.name),
                                        texts.level_description(row))))
    return ask_choice(display, _('Level?'), list(levels.LEVELS),
                      default or levels.DEFAULT_LEVEL, 'level')


# Words that cannot be a player's name: the colours, cancel and the
# commands (with their other words, such as q and stop).
NOT_NAMES = (('white', 'black', 'cancel')
             + tuple(player_input.COMMAND_NAMES)
             + tuple(player_input.COMMAND_ALIASES))


def is_a_word_of_the_game(name):
    """Return True if `name` is one of NOT_NAMES, a colour or a command in
    the language in use, or starts with 'computer' (in English or in it)."""
    typed = plain_letters(name)
    return (name.lower() in NOT_NAMES
            or typed in [plain_letters(texts.colour_name(player))
                         for player in PLAYERS]
            or player_input.known_command(typed) is not None
            or typed.startswith(('computer',
                                 plain_letters(p_('answer', 'computer')))))


def ask_name(display, player, taken=()):
    """Return the name of the player of `player`'s men (Enter: the colour's
    name); a name is a few letters, digits or spaces, and not one of the
    names `taken` by the other player."""
    default = PLAYER_NAMES[player]
    while True:
        name = ' '.join(read_line(display, _(
            'Who plays %(colour)s? (a name) [%(colour)s] ')
            % {'colour': texts.colour_name(player)}).split())
        if not name:
            return default
        if plain_letters(name) in [plain_letters(other) for other in taken]:
            say(texts.indented(_('%s is the other player\'s name already; '
                                 'please type another, so that the two '
                                 'can be told apart.') % name))
            continue
        if (len(name) <= NAME_LENGTH and not is_a_word_of_the_game(name)
                and all(char.isalnum() or char in " -'." for char in name)):
            return name
        say(texts.indented(_('Please type a name of letters and spaces, '
                             'at most %d long (not White, Black, Computer '
                             'or a command).') % NAME_LENGTH))
