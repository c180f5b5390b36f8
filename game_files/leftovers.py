"""leftovers.py - what earlier runs of the game left on the disk, looked at
cheaply at every start: the games kept in autosave files (and which of them
another window plays now), and the lock files and saver's temporary files
of a program stopped midway, removed.

This is all a start needs of the game's files: writing and reading the
autosaves is autosave.py's job, saving record_files.py's, and both are
loaded only once a game has a turn to keep or a file is read.

Glossary (see autosave.py for autosave, live and lock file):
    temporary file  what a save writes first (see record_files.save_text):
                    '.morris-save-labpc-4242-x1y2z3w4.tmp', named for the
                    computer and the process that writes it
"""

import os
import re
import stat
import time
import weakref

# Where the autosaves live: this environment variable if set, else this
# file in the user's home folder.  Each game's file takes its name, with
# the game's date, computer and process added; a file of exactly this name
# was the single autosave of earlier versions, and is taken in as a game.
AUTOSAVE_VARIABLE = 'NINE_MENS_MORRIS_AUTOSAVE'
AUTOSAVE_NAME = os.path.join('.nine_mens_morris', 'autosave.txt')
# The parts of a game's autosave name after the stem: date, time, computer,
# process and the number of the game in that process.
GAME_PARTS = r'-(\d{8})-(\d{6})-([A-Za-z0-9]*)-(\d+)-(\d+)'
# What a game's lock file adds to its autosave's name.
LOCK_EXTENSION = '.lock'
# The GameAutosave of each game whose lock this process holds, by its path
# (its games are this window's own, never another window's).
HELD_HERE = weakref.WeakValueDictionary()

# How the saver's temporary files are named: '.morris-save-labpc-4242-
# x1y2z3w4.tmp', for the computer and the process that writes it (and a
# random part).  A save removes its own by that exact name; a file of this
# name whose process has gone (killed in the middle of a save) is removed
# at the next start, and no other file ever is.
TEMPORARY_PREFIX = '.morris-save-%s-%d-'
TEMPORARY_SUFFIX = '.tmp'
TEMPORARY_NAME = re.compile(r'^\.morris-save-([A-Za-z0-9]*)-(\d+)-'
                            r'[a-z0-9_]+\.tmp$')
# The temporary files of earlier versions of the game ('.morris-save-
# x1y2z3w4.tmp'), which name no process: removed once a minute old.
EARLIER_TEMPORARY_NAME = re.compile(r'^\.morris-save-[a-z0-9_]{8}\.tmp$')
# A save takes a moment: a temporary file this many seconds old is no
# longer being written.
LEFTOVER_SECONDS = 60


# ---------------------------------------------------------------------------
# The autosaves of the games kept
# ---------------------------------------------------------------------------

def autosave_path():
    """Return the name the autosaves are named after (in the user's home
    folder, or the variable's)."""
    return os.environ.get(AUTOSAVE_VARIABLE) or os.path.join(
        os.path.expanduser('~'), AUTOSAVE_NAME)


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
    from game_files import this_computer    # an autosave is found
    return (name_parts(path) is not None and path not in HELD_HERE
            and this_computer.is_locked(lock_path(path)))


# ---------------------------------------------------------------------------
# What a program stopped midway left: removed at the next start
# ---------------------------------------------------------------------------

def remove_leftovers():
    """Return nothing; remove the temporary files of saves killed midway
    from the folders the game saves in: the autosaves', the current one,
    the Documents and the home folder (only the saver's own), and the lock
    files of autosaves gone."""
    home = os.path.expanduser('~')
    for folder in (os.path.dirname(autosave_path()), os.curdir,
                   os.path.join(home, 'Documents'), home):
        remove_stale_temporary_files(folder)
    remove_stale_locks()


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
            from game_files import this_computer    # a lock file is found
            path = os.path.join(folder, game)
            if not os.path.lexists(path) and not this_computer.is_locked(
                    lock_path(path)):
                remove_quietly(lock_path(path))


def remove_stale_temporary_files(folder, now=None):
    """Return the names of the saver's temporary files that a killed save
    left in `folder` after removing them (see is_stale_temporary_file)."""
    now = time.time() if now is None else now
    try:
        names = os.listdir(folder)
    except OSError:
        return []               # a save there will say what is wrong
    removed = []
    for name in names:
        path = os.path.join(folder, name)
        try:
            if is_stale_temporary_file(path, now):
                os.remove(path)
                removed.append(name)
        except OSError:
            continue            # gone already, or not ours to remove
    return removed


def is_stale_temporary_file(path, now):
    """Return True if the file at `path` is a temporary file of the saver
    that nobody writes any more: named as the saver names them, of a
    process of this computer that no longer runs (or of an earlier version
    of the game, which named no process), and a regular file at least
    LEFTOVER_SECONDS old."""
    name = os.path.basename(path)
    ours = TEMPORARY_NAME.match(name)
    if ours is not None:
        from game_files import this_computer    # a save's file is found
        here = this_computer.computer_name()
        if ours.group(1) != here or \
                this_computer.runs_here(ours.group(1), int(ours.group(2))):
            return False        # another computer's may be saving now
    elif not EARLIER_TEMPORARY_NAME.match(name):
        return False
    status = os.lstat(path)
    return stat.S_ISREG(status.st_mode) and \
        now - status.st_mtime > LEFTOVER_SECONDS


def remove_quietly(path):
    """Return nothing; remove the file `path` if it is there.

    A failure is left alone: the next save to its folder tries again.
    """
    try:
        if os.path.lexists(path):
            os.remove(path)
    except OSError:
        pass
