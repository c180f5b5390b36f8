"""this_computer.py - which computer and which process wrote a file,
whether that process still runs, and locks that only a running process
holds.

The autosaves (autosave.py) and the saver's temporary files
(record_files.py) carry the computer's name and the process's number in
their names, so that a game never removes a file another window is still
writing.

A process number alone cannot say that a game is still played: a process
that has ended may keep its number for a while (a "zombie", as Thonny
leaves a run stopped with Ctrl-C), and after a restart of the computer
an unrelated program may get the same number.  So each game being played
holds a lock on a small file of its own (hold_lock): the system lets go of
it when the process ends, however it ends, and a lock held (is_locked)
always means a process that runs.  The lock is flock on macOS and Linux
and msvcrt.locking on Windows, both in Python's standard library.
"""

import errno
import os
import re

try:
    import fcntl        # macOS and Linux
except ImportError:
    fcntl = None
try:
    import msvcrt       # Windows
except ImportError:
    msvcrt = None


def computer_name():
    """Return this computer's name, as letters and digits (short)."""
    import socket       # loaded when a file is named for this computer
    try:
        name = socket.gethostname()
    except OSError:
        name = ''
    return re.sub('[^A-Za-z0-9]', '', name)[:20]


def runs_here(computer, process):
    """Return True if the process numbered `process` of the computer named
    `computer` (as computer_name gives it) still runs on this computer.
    Where that cannot be known (another computer, Windows) it does not."""
    if os.name != 'posix' or computer != computer_name() or process <= 0:
        return False
    try:
        os.kill(process, 0)         # signal 0 only asks whether it runs
    except ProcessLookupError:
        return False
    except OSError:                 # it runs, as another user
        return True
    return True


def hold_lock(path):
    """Return the lock file at `path` open and locked by this process, or
    None if it cannot be locked (then nothing is held).  The lock lasts
    until release_lock, or until the process ends."""
    try:
        handle = open(path, 'a+b')      # made if missing, never emptied
    except (OSError, ValueError):
        return None
    if take_lock(handle) is not True:
        handle.close()
        return None
    return handle


def is_locked(path):
    """Return True if a running process holds the lock file at `path`;
    False if none does, there is no such file, or the system cannot
    say."""
    try:
        handle = open(path, 'r+b')      # never made here
    except (OSError, ValueError):
        return False
    locked_here = take_lock(handle)
    if locked_here:
        release_lock(handle)            # nobody held it: let go at once
    else:
        handle.close()
    return locked_here is False


def take_lock(handle):
    """Return True if this process now holds the lock of the open file
    `handle`, False if another holder has it, None if the system cannot
    lock it (a disk without locks).

    flock locks the open file itself, not the process: a second open file
    of the same process is refused too, and closing it leaves the first
    one's lock alone (the POSIX record locks of lockf would not)."""
    try:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        elif msvcrt is not None:
            handle.seek(0)              # the file's first byte stands for it
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            return None
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES,
                           getattr(errno, 'EDEADLOCK', errno.EAGAIN)):
            return False                # somebody else holds it
        return None
    return True


def release_lock(handle):
    """Return nothing; let go of the lock this process holds on the open
    file `handle`, and close it."""
    try:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        elif msvcrt is not None:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
    except (OSError, ValueError):
        pass                            # closing lets go of it as well
    handle.close()
