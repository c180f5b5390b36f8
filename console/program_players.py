"""program_players.py - a student's player file plays a colour at the
console: `--black players/greedy.py`, or the start menu's last choice.

A colour may be played by a person, by the computer at a level, or by a
player file: the kind of that colour is then the file's path (see
settings.py).  The file is loaded afresh for every game, so a student who
changes it between games plays the new version.  Its turns are shown like
the computer's: one board a round against a person, every board (with a
pause for Enter unless --demo run) when nobody at the keyboard plays.

A mistake of the file (an exception, a turn that is not legal, a file that
does not load) never crashes the game: the game says what went wrong in
one line, with the lines of the student's file in the traceback, and stops
(it offers to save the turns so far; a game not saved then is not kept
either), so that the student can fix the file and play again.  In the
class tournament the same mistake loses the game.
A file that thinks for long (it may loop forever) is told after a few
seconds, with the way out: Ctrl-C.

A file is loaded and asked for its turns by the tournament's own code
(tournament/player_files.py and turn_checks.py), imported in the functions
below only when a file plays: a game without one loads no tournament.
"""

import contextlib
import os
import threading
import weakref

from console.player_input import QUIT, TurnStopped, wait_for_enter
from console.questions import ask_file_name
from console.settings import people, program_file
from console.terminal import say
from words import texts
from words.catalogue import N_, _

# The seconds a player file may think at the console before the game says
# it is slow (the tournament's limit is a second a turn).
SLOW_SECONDS = 5

# The file the start menu offers (Enter takes it): the example greedy.py,
# named from the folder the game was started in.
EXAMPLE_FILE = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'players', 'greedy.py')


# What mistake_lines says of a player file: it made a mistake in a game,
# or it cannot play at all (it does not load).
MADE_A_MISTAKE = N_('%(name)s made a mistake: %(reason)s')
CANNOT_PLAY = N_('%(name)s cannot play: %(reason)s')


def mistake_lines(name, fault, sentence=MADE_A_MISTAKE):
    """Return the lines that tell a player file's mistake: the one line
    (`sentence`: MADE_A_MISTAKE or CANNOT_PLAY), and the traceback of the
    student's file."""
    lines = [texts.indented(_(sentence) % {'name': name,
                                           'reason': fault.reason})]
    lines += detail_lines(fault)
    return '\n'.join(lines)


def detail_lines(fault, indent='    '):
    """Return the traceback lines of a Fault, indented and each cut to fit
    the screen."""
    return [texts.fitted(indent + line)
            for line in fault.details.splitlines()]


def all_load(settings):
    """Return True if every player file of `settings` loads; else say why
    the first that does not cannot play and return False."""
    for player in sorted(settings.kinds):
        path = program_file(settings, player)
        if path is None:
            continue
        from tournament.player_files import PlayerFileError, load_player
        try:
            load_player(path)
        except PlayerFileError as error:
            say(mistake_lines(path, error.fault, CANNOT_PLAY))
            return False
    return True


def turn_functions(settings):
    """Return {player: turn function} for the colours a player file plays:
    each returns the file's turn for the game it is given."""
    functions = {}
    for player in settings.kinds:
        path = program_file(settings, player)
        if path is not None:
            functions[player] = program_turn_function(path)
    return functions


def program_turn_function(path):
    """Return the turn function of the player file at `path` (loaded now):
    it asks the file's choose_turn, and stops the game at a mistake."""
    from tournament.player_files import PlayerFileError, load_player
    from tournament.turn_checks import ask_for_turn
    try:
        choose_turn, fault = load_player(path), None
    except PlayerFileError as error:
        choose_turn, fault = None, error.fault

    def program_turn(game):
        """Return the turn the player file plays for the player to move."""
        settings = game.settings
        name = texts.player_name(game.history.state.to_move, settings.names)
        if choose_turn is None:
            return stop_after(game, name, fault)
        if settings.demo == 'pause' and not people(settings):
            wait_for_enter(game)
        with slow_note(name):
            turn, problem = ask_for_turn(choose_turn, game.history.state,
                                         path)
        if problem is not None:
            return stop_after(game, name, problem)
        return turn

    return program_turn


@contextlib.contextmanager
def slow_note(name, seconds=None):
    """Say, once the player file of `name` has thought for SLOW_SECONDS
    (while the game waits for it), that it is slow and that Ctrl-C stops
    the game: a file that loops forever would otherwise leave the screen
    silent."""
    seconds = SLOW_SECONDS if seconds is None else seconds
    timer = threading.Timer(seconds, say, [texts.indented(
        _('%(name)s has thought for %(seconds)g seconds (the class '
          'tournament allows a second a turn unless told otherwise); it may '
          'loop forever: Ctrl-C stops the game.')
        % {'name': name, 'seconds': seconds})])
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


# The histories of the games a player file's mistake stopped.
STOPPED_BY_A_MISTAKE = weakref.WeakSet()


def stop_after(game, name, fault):
    """Say the mistake of the player file of `name`, and stop `game`."""
    STOPPED_BY_A_MISTAKE.add(game.history)
    say(mistake_lines(name, fault))
    say(texts.indented(_('The game stops here: fix the file and play '
                         'again (in a tournament this mistake loses the '
                         'game).')))
    raise TurnStopped(QUIT)


def stopped_by_a_mistake(game):
    """Return True if a player file's mistake stopped `game`."""
    return game.history in STOPPED_BY_A_MISTAKE


def shown_path(path):
    """Return `path` as the player would type it: from the current folder
    (players/greedy.py), or in full where that is shorter or impossible."""
    try:
        relative = os.path.relpath(path)
    except ValueError:              # Windows: another drive
        return path
    return relative if len(relative) < len(path) else path


def ask_player_file(display, question):
    """Return the path of a player file that loads, typed by the player
    (Enter: the example greedy.py), or None for cancel."""
    from tournament.player_files import PlayerFileError, load_player
    while True:
        example = shown_path(EXAMPLE_FILE)
        path = ask_file_name(display, '%s [%s] ' % (question, example),
                             example)
        if not path:
            return None
        try:
            load_player(path)
        except PlayerFileError as error:
            say(mistake_lines(path, error.fault, CANNOT_PLAY))
            say(_('  Type another file, or cancel.'))
            continue
        return path
