"""record_files.py - saving the game's files on the disk (the autosave,
written the same safe way, is autosave.py; reading is file_reading.py).

records.py writes game records as text and record_reading.py reads them
back (see README.md for the other record modules); the functions here write
that text to files, safely:

  * a save goes to a temporary file first, which is flushed to the disk and
    then put in place in one step, so a crash never leaves half a file;
    the temporary file is named for this computer and process, and removed
    by that name: no other file of the folder is ever touched (one that a
    killed save left is removed at the next start: leftovers.py);
  * a save replaces only a regular file (or a link to one): a device, a
    pipe, a socket or a link that leads nowhere but round in a loop is
    refused with a sentence, never replaced;
  * a save that must not replace a file claims the name in one step, so of
    two games saving the same new name at once, one is told it exists;
  * every failure is a SaveError or records.RecordError whose message says
    why in full, naming the folder.

None of these functions prints or asks: the game's dialogs do that.

Glossary:
    path      a file name as the player typed it, with or without folders
    folder    the folder a file is in (the current folder if none is given)
    autosave  the game in progress, written after every turn to one fixed
              file in the user's home folder (see leftovers.autosave_path)
"""

import errno
import os
import stat
import tempfile

from game_files import records
from game_files.file_reading import file_exists, suggest_file_name
from game_files.leftovers import (TEMPORARY_PREFIX, TEMPORARY_SUFFIX,
                                  remove_quietly)
from game_files.this_computer import computer_name
from words import english
from words.catalogue import N_, _, is_control_character

# The longest name of a file, in bytes, where the system does not say.
LONGEST_NAME = 255
# Why a save failed, by error number: words for the player, naming the
# folder (the system's own words follow in brackets).
SAVE_PROBLEMS = {
    errno.EACCES: N_('you may not write in the folder %s (it is read-only '
                     'for you, as a class share often is)'),
    errno.EPERM: N_('you may not write in the folder %s'),
    errno.EROFS: N_('the folder %s is on a read-only disk'),
    errno.ENOSPC: N_('the disk that holds the folder %s is full'),
    errno.EDQUOT: N_('you have used all the disk space you are allowed in '
                     'the folder %s'),
    errno.ENOENT: N_('there is no folder %s'),
    errno.ENOTDIR: N_('part of the folder %s is a file, not a folder'),
    errno.ENAMETOOLONG: N_('the name is too long for the folder %s'),
    errno.EISDIR: N_('that name is a folder in %s; choose a file name'),
}


class SaveError(OSError):
    """A file that could not be written; the message says why in full.

    `folder` is the folder it was to be saved in; `errno` is the system's
    error number when there was one (None otherwise).
    """

    def __init__(self, message, folder=None, number=None):
        OSError.__init__(self, message)
        self.message = message
        self.folder = folder
        self.errno = number

    def __str__(self):
        return self.message


class SaveExists(SaveError):
    """The name is taken (perhaps by another game saving at this moment):
    ask for another name, or ask whether to replace it."""


class NotAFile(SaveExists):
    """The name is taken by something that is no regular file (a device, a
    pipe, a socket, a link loop), which a save never replaces: ask for
    another name."""


# ---------------------------------------------------------------------------
# Saving
# ---------------------------------------------------------------------------

def save_text(path, text, overwrite=False):
    """Write `text` to the file at `path` safely; return nothing.

    The text goes to a temporary file in the same folder, which is flushed
    to the disk and then put in place in one step: a crash midway leaves
    any earlier file whole.  Without `overwrite` the name is claimed in one
    step too (SaveExists if it is taken, even by a game saving at the same
    moment); with it, an existing file is replaced (ask the player first),
    and a symbolic link has the file it points to replaced.  Raises
    SaveError saying why; the temporary file is always removed.
    """
    folder = folder_of(path)
    check_name(path, folder)
    check_replaceable(path)
    if not overwrite and file_exists(path):
        raise SaveExists(_('%s already exists') % path, folder, errno.EEXIST)
    target = os.path.realpath(path) if overwrite else path
    mode = file_mode(target)
    temporary = None
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX % (computer_name(), os.getpid()),
            suffix=TEMPORARY_SUFFIX, dir=folder_of(target))
        write_and_flush(handle, text)
        os.chmod(temporary, mode)
        if overwrite:
            check_replaceable(path)     # again: it may have changed meanwhile
            os.replace(temporary, target)
        else:
            claim_name(temporary, path)
    except SaveError:
        raise
    except (OSError, ValueError) as error:     # ValueError: a NUL in the name
        raise save_problem(path, folder_of(target), error)
    finally:
        if temporary is not None:
            remove_quietly(temporary)


def append_text(path, text):
    """Add `text` at the end of the regular file at `path`; return nothing.

    Only the autosave adds to a file (a turn at a time).  Raises SaveError
    saying why, NotAFile if `path` is no longer a regular file.
    """
    flags = os.O_WRONLY | os.O_APPEND | getattr(os, 'O_NONBLOCK', 0) | \
        getattr(os, 'O_BINARY', 0)
    try:
        check_replaceable(path)
        descriptor = os.open(path, flags)
    except SaveError:
        raise
    except (OSError, ValueError) as error:
        raise save_problem(path, folder_of(path), error)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):    # changed since
        os.close(descriptor)
        raise NotAFile(_('%s is no longer a file') % path, folder_of(path))
    try:
        write_and_flush(descriptor, text)       # and closes it
    except (OSError, ValueError) as error:
        raise save_problem(path, folder_of(path), error)


def save_record(path, start, turns, overwrite=False, **headers):
    """Write the record of a game to `path` safely; return its text.

    `headers` go to records.format_record (white, black, result, ...).
    """
    text = records.format_record(start, turns, **headers)
    save_text(path, text, overwrite)
    return text


def make_folder(path):
    """Return nothing once the folder `path` exists (made, with the folders
    it is in, if needed); SaveError saying why it cannot be made."""
    try:
        os.makedirs(path, exist_ok=True)
    except (OSError, ValueError) as error:
        raise save_problem(path, folder_of(path), error)


def folder_of(path):
    """Return the folder the file `path` is (or would be) in, in full."""
    return os.path.dirname(os.path.abspath(path))


def check_name(path, folder):
    """Return nothing; SaveError if `path` cannot name a file to save."""
    name = os.path.basename(path)
    if '\x00' in path:
        raise SaveError(_('a file name cannot hold a NUL character'), folder)
    if any(is_control_character(char) for char in path):
        raise SaveError(_('a file name cannot hold control characters'),
                        folder)
    if not name or os.path.isdir(path):
        raise SaveError(_('%s is a folder; choose a file name') % path,
                        folder)
    longest = longest_name(folder)
    length = len(os.fsencode(name)) if os.name != 'nt' else len(name)
    if length > longest:
        raise SaveError(_('the name %(name)s is too long: a file in the '
                          'folder %(folder)s may have a name of at most '
                          '%(most)d characters; choose a shorter one')
                        % {'name': english.quoted(name), 'folder': folder,
                           'most': longest}, folder, errno.ENAMETOOLONG)


def check_replaceable(path):
    """Return nothing; SaveError unless `path` is free, a regular file or
    a link to one (a link to nothing is free: the save makes its file).

    A device such as /dev/zero, a pipe or a socket in the way would be
    replaced by a text file (as the administrator, a device's very node),
    so the save is refused instead.
    """
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise NotAFile(_('%s is a link that leads round in a loop, not '
                             'a file; choose another name') % path,
                           folder_of(path), error.errno)
        return          # the save itself says what is wrong
    except ValueError:  # a NUL in the name: check_name says so
        return
    if not (stat.S_ISREG(status.st_mode) or stat.S_ISDIR(status.st_mode)):
        raise NotAFile(_('%s is not a file but a device, a pipe or a '
                         'socket, and a game is saved only in a file of its '
                         'own; choose another name') % path, folder_of(path))


def longest_name(folder):
    """Return how long a file name may be in `folder` (in bytes)."""
    try:
        return os.pathconf(folder, 'PC_NAME_MAX')
    except (AttributeError, OSError, ValueError):   # not known here
        return LONGEST_NAME


def file_mode(target):
    """Return the permissions for the saved file: those of the file it
    replaces, else the ones the user's umask gives a new file."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except (OSError, ValueError):
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_and_flush(handle, text):
    """Return nothing; write `text` to the open file `handle`, to the disk,
    as UTF-8 (the bytes of a file name that were no UTF-8, such as a player
    file named in Latin-1 on an old USB stick, are written as '?')."""
    with os.fdopen(handle, 'w', encoding='utf-8', errors='replace',
                   newline='\n') as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())


def claim_name(temporary, path):
    """Return nothing; give the finished `temporary` file the new name
    `path` in one step, or SaveExists if the name is taken."""
    try:
        os.link(temporary, path)
        return
    except FileExistsError:
        raise SaveExists(_('%s already exists') % path, folder_of(path),
                         errno.EEXIST)
    except (AttributeError, PermissionError, NotImplementedError):
        pass                    # a disk without links, such as a USB stick
    except OSError as error:
        if error.errno not in (errno.EXDEV, errno.EMLINK, errno.ENOTSUP,
                               errno.EOPNOTSUPP):
            raise
    try:                        # claim the name empty, then fill it
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        raise SaveExists(_('%s already exists') % path, folder_of(path),
                         errno.EEXIST)
    os.replace(temporary, path)


def save_problem(path, folder, error):
    """Return the SaveError that says in full why saving `path` failed."""
    number = getattr(error, 'errno', None)
    reason = getattr(error, 'strerror', None) or str(error)
    if number in SAVE_PROBLEMS:
        reason = _('%(problem)s (%(system_words)s)') % {
            'problem': _(SAVE_PROBLEMS[number]) % folder,
            'system_words': reason}
    return SaveError(_('could not save %(path)s: %(why)s')
                     % {'path': path, 'why': reason}, folder, number)


def folder_that_works():
    """Return a folder to offer when a save failed: the user's Documents
    folder if it exists and may be written, else the home folder; None
    if neither may be written."""
    home = os.path.expanduser('~')
    for folder in (os.path.join(home, 'Documents'), home):
        if os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK):
            return folder
    return None


def place_that_works(path):
    """Return a name to offer after saving `path` failed: the same file
    name in folder_that_works() (a fresh suggested name there if that one
    is taken), or None if that is where it failed or no folder works."""
    folder = folder_that_works()
    if folder is None or is_same_folder(folder, folder_of(path)):
        return None
    other = os.path.join(folder, os.path.basename(path))
    if file_exists(other):
        return suggest_file_name(folder)
    return other


def is_same_folder(first, second):
    """Return True if the two names lead to the same folder."""
    try:
        return os.path.samefile(first, second)
    except (OSError, ValueError):       # one of them is missing
        return False
