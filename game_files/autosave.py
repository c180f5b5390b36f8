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
damaged file is moved aside rather than replaced.  Where the autosaves
live, their names, and which games are kept or played in another window
now is leftovers.py's: all that a start needs, without this module.

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
import weakref

from game_files import (file_reading, leftovers, record_files, records,
                        this_computer)

# The games started by this process, numbered.
GAME_NUMBERS = itertools.count(1)


def new_autosave_name(when=None, computer=None, process=None):
    """Return a name for the autosave of a game started now here."""
    stem, extension = os.path.splitext(leftovers.autosave_path())
    when = when or datetime.datetime.now()
    computer = this_computer.computer_name() if computer is None else computer
    process = os.getpid() if process is None else process
    while True:
        path = '%s-%s-%s-%d-%d%s' % (stem, when.strftime('%Y%m%d-%H%M%S'),
                                     computer, process, next(GAME_NUMBERS),
                                     extension)
        if not os.path.lexists(path):
            return path


def take_in_old_autosave():
    """Return the new name of the single autosave of an earlier version
    after giving it a game's name (None if there is none)."""
    old = leftovers.autosave_path()
    if not leftovers.is_regular_file(old):
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
    leftovers.remove_quietly(leftovers.lock_path(path))  # nobody holds it
    return aside


def claim(path):
    """Return the GameAutosave of the autosave at `path` after making it
    this window's own (a game resumed here: a new name, and its lock
    held), or None if another window took it first."""
    if leftovers.is_live(path):
        return None
    kept = GameAutosave()
    kept.hold_lock()
    try:
        os.replace(path, kept.path)
    except OSError:
        kept.let_go()
        return None
    leftovers.remove_quietly(leftovers.lock_path(path))  # nobody holds it
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
            handle = this_computer.hold_lock(leftovers.lock_path(self.path))
            if handle is not None:      # let go when this window forgets
                self.lock = weakref.finalize(     # the game, at the latest
                    self, let_go_of_lock, handle, self.path)
                leftovers.HELD_HERE[self.path] = self

    def let_go(self):
        """Return nothing; let go of the game's lock and remove its file."""
        if self.lock is not None:
            self.lock()                 # lets go (once)
            self.lock = None
            leftovers.HELD_HERE.pop(self.path, None)

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
    leftovers.remove_quietly(leftovers.lock_path(path))


def drop_autosave(path):
    """Return True once the autosave at `path` is gone (with its lock file
    if nobody holds it)."""
    leftovers.remove_quietly(path)
    if not this_computer.is_locked(leftovers.lock_path(path)):
        leftovers.remove_quietly(leftovers.lock_path(path))
    return not os.path.lexists(path)
