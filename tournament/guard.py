"""guard.py - the walls around a student's player, put up inside the
player's own process before the student's file is loaded.

A class has students who try what their player can do.  In the
tournament each player runs in a process of its own (player_side.py), in
a new empty folder that holds only a copy of its own file, and before the
file is loaded that process is walled in twice:

  - limits from the system (the `resource` module, on Linux and macOS):
    memory, the size of the files it writes, and no new processes;
  - a guard inside Python (an audit hook, sys.addaudithook, Python 3.8
    and newer): Python asks it before it opens a file, starts a process,
    sends a signal, opens a network connection or loads ctypes.  The
    guard refuses everything a player does not need: writing anywhere
    but its own folder, reading anything but the game's modules,
    Python's own library and its own folder, starting processes, sending
    signals, the network, ctypes, and looking through the memory of the
    process (gc.get_objects).

A refusal ends the player's process at once (a student's try/except
cannot hide it), after telling the referee one line for the table:
"not allowed: tried to write to victim.py".

What it cannot do: an audit hook guards Python code.  A student who
brings native code (a compiled module, ctypes loaded some other way)
runs with the teacher's rights outside the guard; the process group and
the system's limits still hold, but the best guard against a determined
student is an account of its own (docs/teachers.md says more).

The guard keeps its own copies of every function it calls: a student's
file that replaces os.path.realpath or builtins.isinstance changes
nothing for the guard.
"""

import os
import stat
import sys

# The limits of a player's process, where the system has them (Linux and
# macOS).  A teacher may change them:
MEMORY_BYTES = 1024 ** 3        # 1 GiB: far more than any player needs
FILE_BYTES = 1024 ** 2          # 1 MiB for a file it writes in its folder
CORE_BYTES = 0                  # no core dump of a crash

# The exit code of a player's process that the guard stopped.
REFUSED_EXIT = 3

# Audit events (see "Audit events table" in Python's documentation) and
# what a player that raises one tried to do.
PROCESS_EVENTS = ('subprocess.Popen', 'os.system', 'os.fork', 'os.forkpty',
                  'os.exec', 'os.posix_spawn', 'os.spawn', 'os.startfile',
                  'pty.spawn', '_winapi.CreateProcess')
SIGNAL_EVENTS = ('os.kill', 'os.killpg', 'signal.pthread_kill',
                 '_winapi.OpenProcess', '_winapi.TerminateProcess')
MEMORY_EVENTS = ('gc.get_objects', 'gc.get_referrers', 'gc.get_referents')
LIMIT_EVENTS = ('resource.setrlimit', 'resource.prlimit')
LINK_EVENTS = ('os.link', 'os.symlink')
# The events that change a file or a folder: event -> how many of its
# first arguments are paths (a file's number counts as outside the
# player's folder: it could be any file).
CHANGE_EVENTS = {'os.remove': 1, 'os.rename': 2, 'os.rmdir': 1,
                 'os.mkdir': 1, 'os.chmod': 1, 'os.chown': 1,
                 'os.truncate': 1, 'os.utime': 1, 'os.chflags': 1,
                 'os.lchflags': 1, 'os.setxattr': 1, 'os.removexattr': 1,
                 'shutil.rmtree': 1, 'shutil.move': 2, 'sqlite3.connect': 1}
# The events that list a folder: the player may list what it may read.
LIST_EVENTS = ('os.listdir', 'os.scandir', 'glob.glob')
# Whole families of events: (the start of their names, what was tried).
PREFIX_EVENTS = (('socket.', 'network'), ('ctypes.', 'native'))
# Modules that could start a process, load native code or write a
# database past the events above, refused when they are imported:
# (module, what was tried).
REFUSED_MODULES = (('_posixsubprocess', 'process'), ('_ctypes', 'native'),
                   ('_dbm', 'database'), ('_gdbm', 'database'))

# The flags of os.open that write (a flag the system lacks counts as 0).
WRITE_FLAGS = 0
for flag_name in ('O_WRONLY', 'O_RDWR', 'O_CREAT', 'O_TRUNC', 'O_APPEND'):
    WRITE_FLAGS |= getattr(os, flag_name, 0)


def set_limits(memory=MEMORY_BYTES, file_size=FILE_BYTES):
    """Return the names of the limits set on this process (memory, file
    size, processes, core dumps): those the system has (none on
    Windows)."""
    try:
        import resource
    except ImportError:             # Windows: no such limits
        return []
    import signal
    if hasattr(signal, 'SIGXFSZ'):  # a file too large is an error, not
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # the end
    wanted = (('RLIMIT_AS', memory), ('RLIMIT_DATA', memory),
              ('RLIMIT_FSIZE', file_size), ('RLIMIT_NPROC', 0),
              ('RLIMIT_CORE', CORE_BYTES))
    done = []
    for name, value in wanted:
        if lowered(resource, name, value):
            done.append(name)
    return done


def lowered(resource, name, value):
    """Return True if the limit `name` of this process is now at most
    `value` (soft and hard); False where the system has no such limit or
    refuses it."""
    which = getattr(resource, name, None)
    if which is None:
        return False
    try:
        soft, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        resource.setrlimit(which, (value, value))
    except (ValueError, OSError):
        return False
    return True


def readable_folders(project):
    """Return the folders a player may read: the game's (`project`) and
    Python's own library (the folders of sys.path and Python's
    prefixes)."""
    folders = [project, sys.prefix, sys.exec_prefix,
               getattr(sys, 'base_prefix', sys.prefix),
               getattr(sys, 'base_exec_prefix', sys.exec_prefix)]
    folders += [entry for entry in sys.path if entry]
    return [os.path.realpath(folder) for folder in folders]


def install_guard(own_folder, readable, hidden, tell_refusal, words):
    """Return nothing once the guard is installed in this process: from
    now on what the module's docstring lists is refused.  `own_folder` is
    the player's folder (written and read), `readable` the folders it may
    read, `hidden` folders inside those it may not (the students' files
    and the records); `tell_refusal(text)` sends the one line of a
    refusal to the referee; `words` are the sentences of the refusals
    ({'write': 'tried to write to %s', ...}, already in the player's
    language)."""
    # The guard's own copies of everything it calls or reads (see the
    # docstring): nothing is looked up in a module once it runs.
    is_instance, plain_str, plain_bytes = isinstance, ''.__add__, b''.__add__
    any_of, get_cwd, stat_of, is_folder = any, os.getcwd, os.stat, stat.S_ISDIR
    exit_now, encoding = os._exit, sys.getfilesystemencoding()
    windows = os.name == 'nt'
    own, nowhere = plain_folder(own_folder), plain_folder(os.devnull)
    readable = tuple(plain_folder(folder) for folder in readable)
    hidden = tuple(plain_folder(folder) for folder in hidden)
    events = dict.fromkeys(PROCESS_EVENTS, 'process')
    events.update(dict.fromkeys(SIGNAL_EVENTS, 'signal'))
    events.update(dict.fromkeys(MEMORY_EVENTS, 'memory'))
    events.update(dict.fromkeys(LIMIT_EVENTS, 'limits'))
    events.update(dict.fromkeys(LINK_EVENTS, 'link'))
    prefix_words = dict(PREFIX_EVENTS)
    prefixes = tuple(prefix_words)
    change_events, list_events = dict(CHANGE_EVENTS), tuple(LIST_EVENTS)
    refused_modules, write_flags = dict(REFUSED_MODULES), WRITE_FLAGS
    tell, said, refused_exit = tell_refusal, dict(words), REFUSED_EXIT

    def full_path(path):
        """Return `path` made absolute and plain (with / between its
        folders, '..' and '.' worked out), or None if it is not a path
        (an open file's number)."""
        if is_instance(path, str):
            text = plain_str(path)
        elif is_instance(path, bytes):
            text = plain_bytes(path).decode(encoding, 'surrogateescape')
        else:
            return None
        if not (text.startswith(('/', '\\')) or text[1:2] == ':'):
            text = get_cwd() + '/' + text
        if windows:
            text = text.replace('\\', '/').lower()
        parts = []
        for part in text.split('/'):
            if part == '..':
                if len(parts) > 1:
                    parts.pop()
            elif part and part != '.' or not parts:
                parts.append(part)
        return '/'.join(parts) or '/'

    def inside(path, folder):
        """Return True if the plain `path` is `folder` or inside it."""
        return path == folder or path.startswith(folder.rstrip('/') + '/')

    def may_read(path):
        """Return True if the player may read the plain `path`."""
        if inside(path, own):
            return True
        if any_of(inside(path, folder) for folder in hidden):
            return False
        return any_of(inside(path, folder) for folder in readable)

    def refuse(what, path=None):
        """End the process, after telling the referee what was refused
        (and the name of the file or folder, if `path` names one)."""
        sentence = said[what]
        if '%s' in sentence:
            sentence = sentence % (path.rstrip('/').split('/')[-1] if path
                                   else said['unnamed'])
        tell(sentence)
        exit_now(refused_exit)

    def check_open(path, mode, flags):
        """Refuse to open a file the player may not read or write."""
        full = full_path(path)
        if full is None or full == nowhere:
            return
        writing = (flags & write_flags if is_instance(flags, int)
                   else any_of(letter in (mode or '') for letter in 'wax+'))
        if writing:
            if not inside(full, own):
                refuse('write', full)
            return
        if not may_read(full):
            refuse('read', full)
        try:
            if is_folder(stat_of(full).st_mode) and full != own:
                refuse('folder', full)
        except (OSError, ValueError):
            pass

    def check_change(paths):
        """Refuse to change a file or folder outside the player's own."""
        for path in paths:
            full = full_path(path)
            if full is None or not inside(full, own):
                refuse('change', full)

    def guard(event, arguments):
        """The audit hook: refuse what a player may not do."""
        if event == 'open':
            check_open(*arguments[:3])
        elif event == 'import' and arguments[0] in refused_modules:
            refuse(refused_modules[arguments[0]])
        elif event in change_events:
            check_change(arguments[:change_events[event]])
        elif event in list_events:
            full = full_path(arguments[0]) if arguments else None
            if full is not None and not may_read(full):
                refuse('read', full)
        elif event in events:
            refuse(events[event])
        elif event.startswith(prefixes):
            refuse(prefix_words[event.split('.')[0] + '.'])

    sys.addaudithook(guard)


def plain_folder(folder):
    """Return `folder` as the guard compares paths: its real path, with /
    between its folders (and in lower case on Windows)."""
    plain = os.path.realpath(folder).replace('\\', '/')
    return plain.lower() if os.name == 'nt' else plain
