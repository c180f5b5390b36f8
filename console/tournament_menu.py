"""tournament_menu.py - the class tournament from the start menu, for a
class in IDLE or Thonny where nobody types flags.

The menu asks what the flags of tournament_flags.py say, one question
each, with an answer in [brackets] for Enter:
    the folder of the player files   [players, in the current folder or
                                      the game's own]
    the game's levels that join      [beginner,easy; none for none]
    the games each pair plays        [4]
    the seconds of processor time a turn may take   [1]
    a CSV file for the table         [none]
A wrong answer is told why and asked again; cancel goes back to the start
menu.  Then the tournament plays as --tournament plays it
(tournament_screen.run_tournament), records and all.
"""

import argparse
import os

from console import tournament_flags
from console.terminal import read_line, say
from console.tournament_screen import csv_problem, run_tournament
from tournament import game_records
from tournament.round_robin import entrants_of
from words import texts
from words.catalogue import Np_, _, is_control_character, n_, p_, typed_word

# The game's own folder of example players, and the name of the folder a
# teacher keeps the class's files in (looked for in the current folder
# first).
PLAYERS_FOLDER = 'players'
GAME_PLAYERS = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), PLAYERS_FOLDER)
# The levels that join when Enter is pressed: two weak reference players.
DEFAULT_LEVELS = ('beginner', 'easy')
# The words that mean no level, and those that go back to the start menu.
NO_LEVEL_WORDS = (Np_('answer', 'none'), '-')
CANCEL_WORDS = (Np_('command', 'cancel'), 'quit')


class BackToMenu(Exception):
    """The teacher typed cancel at one of the tournament's questions."""


def play_from_menu(display):
    """Return True once the tournament the teacher chooses has been played
    (or has said why it cannot start); False for cancel."""
    say(texts.indented(_('The class tournament: every player file of a '
                         'folder plays every other, and the levels you '
                         'name. Type cancel to go back to the start menu.'),
                       ''))
    try:
        folder = ask_folder(display)
        levels = ask_levels(display, folder)
        games = ask_flag_value(display, _('Games each pair plays (an even '
                                          'number)?'),
                               tournament_flags.DEFAULT_GAMES,
                               tournament_flags.games_a_pair)
        seconds = ask_flag_value(display, _(
            'Seconds of processor time a turn may take (%(fewest)g to '
            '%(most)g)?') % tournament_flags.seconds_range(),
                                 tournament_flags.DEFAULT_SECONDS,
                                 tournament_flags.seconds_a_turn)
        csv_path = ask_csv_file(display)
        records = ask_records_folder(display)
    except BackToMenu:
        return False
    run_tournament(argparse.Namespace(
        tournament=folder, levels=levels, games=games, seconds=seconds,
        csv=csv_path, records=records, seed=None))
    return True


def answer_to(display, prompt):
    """Return the line typed at `prompt`, stripped; raise BackToMenu for
    cancel."""
    answer = read_line(display, prompt).strip()
    if typed_word(answer, CANCEL_WORDS):
        raise BackToMenu()
    return answer


def shown_path(path):
    """Return `path` as the menu shows it: from the current folder if it
    lies in it, else in full."""
    relative = os.path.relpath(path)
    return path if relative.startswith(os.pardir) else relative


def player_names(folder):
    """Return the names of the player files of `folder` (None if it cannot
    be read)."""
    try:
        return [entrant.name for entrant in entrants_of(folder)]
    except OSError:
        return None


def default_folder():
    """Return the folder Enter chooses: players in the current folder if
    it holds player files, else the game's own players folder."""
    if os.path.isdir(PLAYERS_FOLDER) and player_names(PLAYERS_FOLDER):
        return PLAYERS_FOLDER
    return shown_path(GAME_PLAYERS)


def ask_folder(display):
    """Return the folder of player files the teacher names (Enter: the
    default_folder), after saying which players it holds."""
    default = default_folder()
    while True:
        folder = answer_to(display, _('The folder of the player files? '
                                      '[%s] ') % default).strip('"\'')
        folder = os.path.expanduser(folder) or default     # ~/class too
        problem = name_problem(folder)    # a clause; the others sentences
        problem = (_('Sorry: %s.') % problem if problem
                   else folder_problem(folder))
        if problem is None:
            names = player_names(folder)
            say(texts.indented(n_(
                '%(folder)s holds %(count)d player file: %(names)s.',
                '%(folder)s holds %(count)d player files: %(names)s.',
                len(names)) % {'folder': folder, 'count': len(names),
                               'names': ', '.join(names)}))
            return folder
        say(texts.indented(problem))


def name_problem(name):
    """Return why `name` cannot name a file or folder (a control character
    in it), or None."""
    if any(is_control_character(char) for char in name):
        return _('a file name cannot hold control characters')
    return None


def folder_problem(folder):
    """Return why `folder` cannot hold the tournament's players (in a
    sentence), or None."""
    if os.path.isfile(folder):
        return _('%s is a file: type the folder that holds the player '
                 'files.') % folder
    if not os.path.isdir(folder):
        return _('There is no folder %s; type the folder of the player '
                 'files.') % folder
    names = player_names(folder)
    if names is None:
        return _('The folder %s cannot be read; type another.') % folder
    if not names:
        return _('%s holds no player files (files whose names end in .py); '
                 'type another folder.') % folder
    return None


def ask_levels(display, folder):
    """Return the names of the levels that join the tournament (Enter:
    DEFAULT_LEVELS; none: no level), enough for two players at least."""
    from computer.levels import LEVELS      # the levels' names, in order
    files = len(player_names(folder))
    say(texts.indented(_('The levels are %s.') % ', '.join(
        texts.level_name(level) for level in LEVELS)))
    while True:
        answer = answer_to(display, _(
            'Levels that join (%(none)s for no level)? [%(default)s] ')
            % {'none': p_('answer', 'none'), 'default': ','.join(
                texts.level_name(level) for level in DEFAULT_LEVELS)})
        try:
            levels = typed_levels(answer, LEVELS)
        except argparse.ArgumentTypeError as error:
            say(texts.indented(_('Sorry: %(problem)s (or %(none)s).')
                               % {'problem': error,
                                  'none': p_('answer', 'none')}))
            continue
        if files + len(levels) >= 2:
            return levels
        say(texts.indented(_('A tournament needs two players, and %s holds '
                             'one player file: name a level to play it.')
                           % folder))


def typed_levels(answer, levels):
    """Return the levels named in `answer` (commas or spaces between, in
    English or in the language in use; '': DEFAULT_LEVELS; none: no
    level); raise ArgumentTypeError naming a word that is no level."""
    if not answer:
        return list(DEFAULT_LEVELS)
    if typed_word(answer, NO_LEVEL_WORDS, 'answer'):
        return []
    words = answer.replace(',', ' ').split()
    return tournament_flags.level_list(','.join(
        typed_word(word, levels, 'level') or word for word in words))


def ask_flag_value(display, question, default, read):
    """Return the answer to `question` read by `read` (a flag's type of
    tournament_flags.py: it raises ArgumentTypeError saying what is
    wrong); Enter: `default`."""
    while True:
        answer = answer_to(display, '%s [%s] ' % (question, '%g' % default))
        if not answer:
            return default
        try:
            return read(answer.replace(',', '.'))   # 0,5 is 0.5
        except argparse.ArgumentTypeError as error:
            say(texts.indented(_('Sorry: %s.') % error))


def ask_csv_file(display):
    """Return the name of a new CSV file for the table, or None (Enter)."""
    while True:
        name = answer_to(display, _('A CSV file for the table, for a '
                                    'spreadsheet? (Enter: none) '))
        if not name:
            return None
        problem = name_problem(name) or csv_problem(name)
        if problem is None:
            return name
        say(texts.indented(_('Sorry: %s.') % problem))


def ask_records_folder(display):
    """Return the new (or empty) folder for the records of the games; Enter:
    a new one named for today in the current folder."""
    default = game_records.default_folder()
    while True:
        name = answer_to(display, _('A new folder for the records of the '
                                    'games? [%s] ') % default) or default
        problem = name_problem(name) or game_records.folder_problem(name)
        if problem is None:
            return name
        say(texts.indented(_('Sorry: %s.') % problem))
