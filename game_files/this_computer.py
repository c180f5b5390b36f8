"""this_computer.py - which computer and which process wrote a file, and
whether that process still runs.

The autosaves (autosave.py) and the saver's temporary files
(record_files.py) carry the computer's name and the process's number in
their names, so that a game never removes a file another window is still
writing.
"""

import os
import re
import socket


def computer_name():
    """Return this computer's name, as letters and digits (short)."""
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
