"""autosave.py - the game in progress, kept safe after every turn.

The autosave is one fixed file in the user's home folder, not the current
folder: Ctrl-C, the end of the input or a closed window lose nothing, and
the next start offers to resume the game.  It is written as safely as a
saved game (record_files.save_record), and a damaged one is moved aside
rather than replaced.
"""

import datetime
import os

from game_files import record_files

# Where the autosave lives: this environment variable if set, else this
# file in the user's home folder.
AUTOSAVE_VARIABLE = 'NINE_MENS_MORRIS_AUTOSAVE'
AUTOSAVE_NAME = os.path.join('.nine_mens_morris', 'autosave.txt')



def autosave_path():
    """Return the name of the autosave file (in the user's home folder)."""
    return os.environ.get(AUTOSAVE_VARIABLE) or os.path.join(
        os.path.expanduser('~'), AUTOSAVE_NAME)


def write_autosave(start, turns, **headers):
    """Write the game so far to the autosave file safely; return its name.

    `headers` go to records.format_record.  Raises SaveError saying why.
    """
    path = autosave_path()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
    except (OSError, ValueError) as error:
        raise record_files.save_problem(path, os.path.dirname(path), error)
    record_files.save_record(path, start, turns, overwrite=True,
                             **headers)
    return path


def read_autosave():
    """Return (GameRecord, datetime when written) of the autosave, or None
    if there is none or it cannot be used (set_aside_damaged_autosave then
    keeps a damaged file from being replaced by the next autosave)."""
    path = autosave_path()
    try:
        written = datetime.datetime.fromtimestamp(os.stat(path).st_mtime)
        return record_files.read_record(path), written
    except (OSError, ValueError):       # RecordError is a ValueError
        return None


def set_aside_damaged_autosave(now=None):
    """Return the new name of an autosave that is there but cannot be read,
    after moving it aside (so that the next autosave does not replace it),
    or None if there is no such file or it cannot be moved."""
    path = autosave_path()
    if not os.path.isfile(path) or read_autosave() is not None:
        return None
    now = now or datetime.datetime.now()
    aside = os.path.join(os.path.dirname(path), 'autosave-damaged-%s.txt'
                         % now.strftime('%Y%m%d-%H%M%S'))
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside


def clear_autosave():
    """Return True once there is no autosave (a finished or saved game),
    False if the file is there and could not be removed."""
    record_files.remove_quietly(autosave_path())
    return not os.path.lexists(autosave_path())
