"""file_dialogs.py - the questions and messages around saving a game: the
save dialog, the autosave after every turn, and the save offered when a
game stops that could not be kept safe.  Opening a file (a saved game, a
position file) is loading.py's job, replaying a record replaying.py's.

The file formats live in records.py, the disk in record_files.py; this
module asks the player for names and says what happened.  The game itself
is never touched by a failed save.  It is loaded at the first turn
kept (or the first save): a start needs none of it.
"""

import errno
import os
import weakref

from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from console.questions import ask_file_name, ask_yes_no
from console.settings import is_person, program_file
from console.terminal import say
from game_files import autosave, file_reading, record_files, records
from words import texts
from words.catalogue import _, n_


def record_label(settings, player):
    """Return how a record names the player of `player`'s men: the name
    given in the start menu, 'Human', 'Computer (easy)' or a player file's
    name ('greedy.py').  A name that would read as the computer's label is
    saved as 'Human'."""
    if program_file(settings, player) is not None:
        return os.path.basename(program_file(settings, player))
    label = records.player_label(settings.kinds[player], settings.level)
    name = (settings.names or PLAYER_NAMES)[player]
    if (is_person(settings, player) and name != PLAYER_NAMES[player]
            and records.kind_and_level(name)[0] == records.HUMAN):
        return name
    return label


# ---------------------------------------------------------------------------
# Saving
# ---------------------------------------------------------------------------

def record_result(history):
    """Return (result, termination) of a game's history for its record."""
    result = history.outcome()
    if result is None:
        return records.UNFINISHED, None
    return records.RESULT_BY_WINNER[result.winner], result.reason


def record_headers(game):
    """Return the headers of `game`'s record: its players and its result."""
    result, termination = record_result(game.history)
    settings = game.settings
    return dict(
        white=record_label(settings, WHITE),
        black=record_label(settings, BLACK),
        result=result, termination=termination)


def write_game(game, path, overwrite):
    """Return nothing; write the record of `game` to `path` (SaveError)."""
    record_files.save_record(path, game.history.start, game.history.turns,
                             overwrite, **record_headers(game))


def save_dialog(game):
    """Return True once `game` is saved; False if the player declined.

    Asks for a name (suggesting a fresh one) and asks before replacing a
    file.  A save that fails says why and asks again, offering a folder
    that works; the game itself is never touched.  Ctrl-C or the end of
    input at these questions saves nothing.
    """
    try:
        saved = ask_name_and_save(game)
    except (EOFError, KeyboardInterrupt):
        say()
        say(_('  Not saved.'))
        return False
    if saved:
        mark_saved(game)
    return saved


def mark_saved(game):
    """Return nothing; note that every turn of `game` is saved, and drop
    its autosave."""
    game.history.saved_turns = list(game.history.turns)
    drop_autosave(game)


def ask_name_and_save(game):
    """Return True once `game` is saved; False if the player declined."""
    suggestion = file_reading.suggest_file_name()
    while True:
        name = ask_save_name(game.display, suggestion)
        if not name:
            say(_('  Not saved.'))
            return False
        overwrite = file_reading.file_exists(name)
        try:
            record_files.check_replaceable(name)    # no device, no pipe
            if overwrite and not ask_yes_no(
                    game.display, _('  %s already exists. Replace it?')
                    % texts.short_file_name(name), False):
                continue
            write_game(game, name, overwrite)
        except record_files.SaveError as error:
            suggestion = say_why_not_saved(name, error)
            continue
        turns = len(game.history.turns)
        say(texts.indented(n_('Saved the game as %(file)s (%(count)d turn).',
                              'Saved the game as %(file)s (%(count)d '
                              'turns).', turns)
                           % {'file': texts.short_file_name(name),
                              'count': turns}))
        return True


def ask_save_name(display, suggestion):
    """Return the file name to save as ('' to save nothing): a name typed
    (with .txt added if it has no extension), or `suggestion`."""
    while True:
        name = ask_file_name(display, _('Save the game as [%s] (or '
                                        'cancel): ')
                             % texts.short_file_name(suggestion), suggestion)
        if name and (os.path.isdir(name) or not os.path.basename(name)):
            say(texts.indented(_('%s is a folder; type a file name.')
                               % texts.short_file_name(name)))
            continue
        if name and not os.path.splitext(name)[1]:
            name += '.txt'
        return name


def say_why_not_saved(name, error):
    """Return the name to suggest next, after saying why saving as `name`
    failed and where it could be saved instead."""
    say(texts.indented(_('Not saved: %s.') % str(error).replace(
        name, texts.short_file_name(name))))
    if (isinstance(error, record_files.SaveExists)
            or error.errno == errno.ENAMETOOLONG):  # the name, not the folder
        return file_reading.suggest_file_name()
    other = record_files.place_that_works(name)
    if other is None:
        say(_('  Type another name, or cancel to go on without saving.'))
        return file_reading.suggest_file_name()
    say(texts.indented(_('It can be saved in a folder that works: press '
                         'Enter to save it as %s, or type another name.')
                       % texts.short_file_name(other)))
    return other


# ---------------------------------------------------------------------------
# The autosave: nothing is lost to Ctrl-C or a closed window
# ---------------------------------------------------------------------------

# The autosave of each game played in this window, by its History.
AUTOSAVES = weakref.WeakKeyDictionary()


def game_autosave(game):
    """Return the GameAutosave of `game` (a new file for a new game)."""
    if game.history not in AUTOSAVES:
        AUTOSAVES[game.history] = autosave.GameAutosave()
    return AUTOSAVES[game.history]


def keep_safe(game):
    """Return nothing; keep `game` in its autosave file, finished or not
    (a finished game stays there until it is saved or the player declines
    to save it), with the paths of its player files; a game of no turns
    is not kept.  A failure is said once, and the game is then offered to
    save if Ctrl-C or the end of the input stops the program."""
    history = game.history
    if not history.turns:           # nothing to lose (all taken back)
        drop_autosave(game)
        return
    files = {player: os.path.abspath(program_file(game.settings, player))
             for player in PLAYERS if program_file(game.settings, player)}
    try:
        game_autosave(game).keep(history.start, history.turns, history.state,
                                 files=files, **record_headers(game))
        NOT_KEPT.pop(history, None)
    except record_files.SaveError as error:
        NOT_KEPT[history] = game._replace(history=None)
        if str(error) not in AUTOSAVE_PROBLEMS_SAID:
            AUTOSAVE_PROBLEMS_SAID.add(str(error))
            say(texts.indented(_('Note: the game cannot be kept safe '
                                 'between turns: %s.') % error))


# The autosave problems already told (each is said once).
AUTOSAVE_PROBLEMS_SAID = set()
# The games whose autosave failed at their last turn, by their History
# (the Game without it, which would keep the History alive): these are
# offered to save when Ctrl-C or the end of the input stops the program.
NOT_KEPT = weakref.WeakKeyDictionary()


def drop_autosave(game):
    """Return nothing; remove the autosave of `game` (saved, or not wanted:
    a later turn starts it again)."""
    NOT_KEPT.pop(game.history, None)
    if game.history in AUTOSAVES:
        AUTOSAVES[game.history].drop()


# ---------------------------------------------------------------------------
# A game that could not be kept safe, when the program is stopped
# ---------------------------------------------------------------------------

def save_games_not_kept(stop):
    """Return nothing; when `stop` (KeyboardInterrupt: Ctrl-C; EOFError:
    the end of the input) ends the program, save each game that its
    autosave could not keep and that has turns not saved: asked first
    after Ctrl-C, without asking when nobody can answer."""
    while NOT_KEPT:                 # each is asked about once
        history, game = NOT_KEPT.popitem()
        if history.has_unsaved_turns():
            save_before_stopping(game._replace(history=history),
                                 isinstance(stop, KeyboardInterrupt))


def save_before_stopping(game, ask):
    """Return nothing; save `game`, which nothing else keeps: if `ask`,
    through the save dialog once the player says yes (cancel there saves
    nothing); else, or if nobody answers, where it can be without a
    question."""
    say(texts.indented(_('This game could not be kept safe between turns, '
                         'so it is lost unless it is saved now.')))
    if ask:
        try:
            wanted = ask_yes_no(game.display,
                                _('Save the game before you go?'), True)
        except (EOFError, KeyboardInterrupt):
            say()
            wanted = None                   # nobody answers: save it
        if wanted is False:
            say(_('  Not saved.'))
            return
        if wanted:
            try:
                if ask_name_and_save(game):
                    mark_saved(game)
                return                      # saved, or cancel typed
            except (EOFError, KeyboardInterrupt):
                say()                       # nobody answers: save it
    save_without_asking(game)


def save_without_asking(game):
    """Return nothing; save `game` under a new name in the current folder,
    else in a folder that works, and say where; if no folder works, print
    its record for the player to copy."""
    history = game.history
    for folder in (os.curdir, record_files.folder_that_works()):
        if folder is None:
            continue
        path = file_reading.suggest_file_name(folder)
        try:
            write_game(game, path, False)
        except record_files.SaveError:
            continue
        mark_saved(game)
        say(texts.indented(n_('Saved the game as %(file)s (%(count)d turn).',
                              'Saved the game as %(file)s (%(count)d '
                              'turns).', len(history.turns))
                           % {'file': path, 'count': len(history.turns)}))
        say(texts.indented(_('To play on, start the game with --load %s.')
                           % path))
        return
    say(texts.indented(_('It cannot be saved in any folder, so here is its '
                         'record: copy it into a text file, and --load '
                         'that file to play on.')))
    say(records.format_record(history.start, history.turns,
                              final=history.state, **record_headers(game)))


def offer_to_save(game, question=None, drop_if_declined=False):
    """Return nothing; at the end of a game, offer to save it (`question`:
    how to ask, 'Save this game?' if None).  A finished game not saved is
    dropped from the autosave (the player declined), and so is any game
    if `drop_if_declined`; if the input ends at the question, it stays
    there for the next start."""
    if ask_yes_no(game.display, question or _('Save this game?'), False):
        save_dialog(game)
    elif drop_if_declined or game.history.outcome() is not None:
        drop_autosave(game)
