"""autosave.py - every game in progress, kept safe after every turn.

Each game has an autosave file of its own in the folder .nine_mens_morris
of the user's home folder, not the current folder: Ctrl-C, the end of the
input or a closed window lose nothing, and the next start offers to resume
the game.  Two windows on one account (a class sharing a lab's account)
each keep their own game, and a game is removed only by the window that
plays it, or when a player says to drop it.  A finished game stays until it
is saved or a player declines to save it.

The file is first written whole, as safely as a saved game
(record_files.save_text); then each turn adds one line at its end, so that
a turn of a very long game costs no more than a turn of a new one.  A
damaged file is moved aside rather than replaced.

Glossary:
    autosave   one game's file: autosave-20261124-101500-labpc-4242-1.txt
               (when it was started, on which computer, by which process)
    live       an autosave whose game is being played now, in another
               window: its lock file (the autosave's name with .lock
               added) is held by a process that runs
    lock file  what a window holds while it plays a game (see
               this_computer.hold_lock): a process that has ended, even
               one whose number is still taken, holds nothing
"""

import datetime
import itertools
import os
import re
import weakref

from game_files import file_reading, record_files, records, this_computer
from game_files.this_computer import computer_name

# Where the autosaves live: this environment variable if set, else this
# file in the user's home folder.  Each game's file takes its name, with
# the game's date, computer and process added; a file of exactly this name
# was the single autosave of earlier versions, and is taken in as a game.
AUTOSAVE_VARIABLE = 'NINE_MENS_MORRIS_AUTOSAVE'
AUTOSAVE_NAME = os.path.join('.nine_mens_morris', 'autosave.txt')
# The parts of a game's autosave name after the stem: date, time, computer,
# process and the number of the game in that process.
GAME_PARTS = r'-(\d{8})-(\d{6})-([A-Za-z0-9]*)-(\d+)-(\d+)'
# The games started by this process, numbered.
GAME_NUMBERS = itertools.count(1)
# What a game's lock file adds to its autosave's name.
LOCK_EXTENSION = '.lock'
# The GameAutosave of each game whose lock this process holds, by its path
# (its games are this window's own, never another window's).
HELD_HERE = weakref.WeakValueDictionary()


def autosave_path():
    """Return the name the autosaves are named after (in the user's home
    folder, or the variable's)."""
    return os.environ.get(AUTOSAVE_VARIABLE) or os.path.join(
        os.path.expanduser('~'), AUTOSAVE_NAME)


def new_autosave_name(when=None, computer=None, process=None):
    """Return a name for the autosave of a game started now here."""
    stem, extension = os.path.splitext(autosave_path())
    when = when or datetime.datetime.now()
    computer = computer_name() if computer is None else computer
    process = os.getpid() if process is None else process
    while True:
        path = '%s-%s-%s-%d-%d%s' % (stem, when.strftime('%Y%m%d-%H%M%S'),
                                     computer, process, next(GAME_NUMBERS),
                                     extension)
        if not os.path.lexists(path):
            return path


def name_parts(path):
    """Return (date, time, computer, process, game) of a game's autosave
    name, or None if `path` is no such name."""
    stem, extension = os.path.splitext(os.path.basename(autosave_path()))
    match = re.match(re.escape(stem) + GAME_PARTS + re.escape(extension)
                     + '$', os.path.basename(path))
    return match.groups() if match else None


def game_autosaves():
    """Return the names of the games' autosave files, the newest first
    (regular files only: nothing else is ever read or removed)."""
    folder = os.path.dirname(autosave_path())
    try:
        paths = [os.path.join(folder, name)
                 for name in os.listdir(folder or '.') if name_parts(name)]
    except OSError:
        return []
    return sorted((path for path in paths if is_regular_file(path)),
                  key=started, reverse=True)


def started(path):
    """Return when the game of the autosave at `path` started, to sort by:
    (date, time, its number in its process)."""
    parts = name_parts(path)
    return parts[0], parts[1], int(parts[4])


def is_regular_file(path):
    """Return True if `path` is a regular file itself (not a link)."""
    try:
        return os.path.isfile(path) and not os.path.islink(path)
    except (OSError, ValueError):
        return False


def lock_path(path):
    """Return the name of the lock file of the autosave at `path`."""
    return path + LOCK_EXTENSION


def is_live(path):
    """Return True if the autosave at `path` belongs to a game played now
    in another window: another running process holds its lock file.  A
    game whose process has ended (a zombie too), or that holds no lock (an
    earlier version's, or one whose lock could not be made), is not live:
    it is offered, and only a player's second yes removes it."""
    return (name_parts(path) is not None and path not in HELD_HERE
            and this_computer.is_locked(lock_path(path)))


def remove_stale_locks():
    """Return nothing; remove the lock files that nobody holds and whose
    autosave is gone (a lock file that could not be removed at once)."""
    folder = os.path.dirname(autosave_path())
    try:
        names = os.listdir(folder or '.')
    except OSError:
        return
    for name in names:
        game = name[:-len(LOCK_EXTENSION)]
        if name.endswith(LOCK_EXTENSION) and name_parts(game):
            path = os.path.join(folder, game)
            if not os.path.lexists(path) and not this_computer.is_locked(
                    lock_path(path)):
                record_files.remove_quietly(lock_path(path))


def take_in_old_autosave():
    """Return the new name of the single autosave of an earlier version
    after giving it a game's name (None if there is none)."""
    old = autosave_path()
    if not is_regular_file(old):
        return None
    written = datetime.datetime.fromtimestamp(os.stat(old).st_mtime)
    new = new_autosave_name(written, 'old', 0)
    try:
        os.replace(old, new)
    except OSError:
        return None
    return new


def read_autosave(path):
    """Return (GameRecord, datetime when written) of the autosave at
    `path`, or None if it cannot be used."""
    try:
        written = datetime.datetime.fromtimestamp(os.stat(path).st_mtime)
        return file_reading.read_record(path), written
    except (OSError, ValueError):       # RecordError is a ValueError
        return None


def set_aside_damaged_autosave(path, now=None):
    """Return the new name of the autosave at `path`, which cannot be read,
    after moving it aside (kept for a look, and never offered again), or
    None if it cannot be moved."""
    now = now or datetime.datetime.now()
    aside = os.path.join(os.path.dirname(path), 'autosave-damaged-%s-%s'
                         % (now.strftime('%Y%m%d-%H%M%S'),
                            os.path.basename(path)))
    try:
        os.replace(path, aside)
    except OSError:
        return None
    record_files.remove_quietly(lock_path(path))    # nobody holds it
    return aside


def claim(path):
    """Return the GameAutosave of the autosave at `path` after making it
    this window's own (a game resumed here: a new name, and its lock
    held), or None if another window took it first."""
    if is_live(path):
        return None
    kept = GameAutosave()
    kept.hold_lock()
    try:
        os.replace(path, kept.path)
    except OSError:
        kept.let_go()
        return None
    record_files.remove_quietly(lock_path(path))    # nobody holds it
    return kept


class GameAutosave:
    """The autosave of one game: written whole at first (and after an undo
    or at the end of the game), then one line added for each turn."""

    def __init__(self, path=None):
        self.path = path or new_autosave_name()
        self.turn_count = None      # the turns in the file (None: no file)
        self.last_turn = None       # the last of them
        self.lock = None            # while its lock is held: what lets go

    def keep(self, start, turns, final, **headers):
        """Return nothing; bring the file up to the game's `turns` (`final`
        is the state after them; `headers` go to records.format_record).
        Raises SaveError saying why it could not."""
        finished = headers.get('result', records.UNFINISHED) \
            != records.UNFINISHED
        if (not finished and self.turn_count
                and len(turns) == self.turn_count + 1
                and turns[self.turn_count - 1] == self.last_turn):
            record_files.append_text(self.path, records.turn_line(
                self.turn_count, turns[-1]) + '\n')
        else:       # whole: open at its end while the game goes on
            self.make_folder()
            self.hold_lock()        # before the file: never seen unlocked
            text = records.format_record(
                start, turns, final=final,
                open_ended=bool(turns) and not finished, **headers)
            try:
                record_files.save_text(self.path, text, overwrite=True)
            except record_files.SaveError:
                if self.turn_count is None:     # no file: no lock either
                    self.let_go()
                raise
        self.turn_count = len(turns)
        self.last_turn = turns[-1] if turns else None

    def make_folder(self):
        """Return nothing; make the autosave's folder (SaveError if not)."""
        folder = os.path.dirname(os.path.abspath(self.path))
        try:
            os.makedirs(folder, exist_ok=True)
        except (OSError, ValueError) as error:
            raise record_files.save_problem(self.path, folder, error)

    def hold_lock(self):
        """Return nothing; hold the game's lock file, so that other windows
        leave the game alone while this window plays it (a lock that
        cannot be made is done without: the game is kept all the same)."""
        if self.lock is None:
            handle = this_computer.hold_lock(lock_path(self.path))
            if handle is not None:      # let go when this window forgets
                self.lock = weakref.finalize(     # the game, at the latest
                    self, let_go_of_lock, handle, self.path)
                HELD_HERE[self.path] = self

    def let_go(self):
        """Return nothing; let go of the game's lock and remove its file."""
        if self.lock is not None:
            self.lock()                 # lets go (once)
            self.lock = None
            HELD_HERE.pop(self.path, None)

    def drop(self):
        """Return True once the file is gone (a game saved, or dropped by
        the player, or taken back to no turn), False if it could not be
        removed."""
        self.turn_count = None
        gone = drop_autosave(self.path)
        self.let_go()
        return gone


def let_go_of_lock(handle, path):
    """Return nothing; let go of the lock file `handle` of the autosave at
    `path` and remove it (a window that ends lets go of its games)."""
    this_computer.release_lock(handle)
    record_files.remove_quietly(lock_path(path))


def drop_autosave(path):
    """Return True once the autosave at `path` is gone (with its lock file
    if nobody holds it)."""
    record_files.remove_quietly(path)
    if not this_computer.is_locked(lock_path(path)):
        record_files.remove_quietly(lock_path(path))
    return not os.path.lexists(path)
