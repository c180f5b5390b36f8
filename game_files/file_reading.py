"""file_reading.py - reading the game's files from the disk, safely, and
finding names for new ones.

Only regular files are read (not a folder, a device such as /dev/zero or a
pipe, which would never end), and never more than MAX_RECORD_BYTES; a file
that cannot be read is a records.RecordError whose message says why in
full.  record_files.py writes files; records.py and record_reading.py turn
the text into records and back.  Nothing here prints or asks.
"""

import datetime
import os
import stat

from game_files import positions, record_reading, record_text
from game_files.records import RecordError
from rules import DEFAULT_OPTIONS
from words.catalogue import _

# The longest file we try to read.  A game of a class takes a few kilobytes;
# 8,000,000 bytes hold a game of about 800,000 turns (weeks of play), which
# loads in about 20 seconds and 900 MB (see bench/long_record.py): a bigger
# file is no game this program wrote, and reading it could fill the memory.
MAX_RECORD_BYTES = 8000000

# The extension a record gets when a name has none.
RECORD_EXTENSION = '.txt'


def name_to_load(path):
    """Return `path`, or path + '.txt' when `path` has no extension, does
    not exist, and that name does (save adds '.txt', so load tries it)."""
    if os.path.splitext(path)[1] or os.path.lexists(path):
        return path
    with_extension = path + RECORD_EXTENSION
    if os.path.lexists(with_extension):
        return with_extension
    return path


def read_text_file(path, limit=MAX_RECORD_BYTES):
    """Return the text of a file; RecordError saying why it cannot be read.

    Only a regular file is read (checked before and after opening, and
    opened so that a pipe cannot make it wait), at most `limit` bytes.
    """
    path = name_to_load(path)
    try:
        check_regular_file(path, os.stat(path), limit)
        data = read_bytes(path, limit)
    except RecordError:
        raise
    except FileNotFoundError:
        raise RecordError(None, _('there is no file %s') % path)
    except IsADirectoryError:
        raise RecordError(None, _('%s is a folder, not a file') % path)
    except PermissionError:
        raise RecordError(None, _('you may not read %s') % path)
    except (OSError, ValueError) as error:     # ValueError: a NUL in the name
        raise RecordError(None, _('%(path)s cannot be read: %(why)s') % {
            'path': path,
            'why': getattr(error, 'strerror', None) or error})
    return record_text.decode_record_bytes(data)


def check_regular_file(path, status, limit):
    """Return nothing; RecordError unless `status` is a small regular file."""
    if stat.S_ISDIR(status.st_mode):
        raise RecordError(None, _('%s is a folder, not a file') % path)
    if not stat.S_ISREG(status.st_mode):
        raise RecordError(None, _('%s is not a file but a device, a pipe or '
                                  'a socket: only saved games can be loaded')
                          % path)
    if status.st_size > limit:
        raise RecordError(None, _('%(path)s is %(size)d bytes, too big to be '
                                  'a game record (records of up to %(most)d '
                                  'bytes are read)')
                          % {'path': path, 'size': status.st_size,
                             'most': limit})


def read_bytes(path, limit):
    """Return the bytes of the regular file at `path`, at most `limit`."""
    flags = os.O_RDONLY | getattr(os, 'O_NONBLOCK', 0) | \
        getattr(os, 'O_BINARY', 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, 'rb') as handle:
        check_regular_file(path, os.fstat(descriptor), limit)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise RecordError(None, _('%(path)s is more than %(most)d bytes, too '
                                  'big to be a game record')
                          % {'path': path, 'most': limit})
    return data


def read_record(path):
    """Return the GameRecord in the file at `path`, every turn checked."""
    return record_reading.parse_record(read_text_file(path))


def read_position(path, options=DEFAULT_OPTIONS):
    """Return the State set up in the position file at `path`, under the
    rule `options` of the game.

    Raises RecordError if the file cannot be read, positions.PositionError
    if the position makes no sense under those rules.
    """
    return positions.parse_position(read_text_file(path), options)


def file_exists(path):
    """Return True if something already has the name `path`."""
    return os.path.lexists(path)


def newest_files(folder='.', extension=RECORD_EXTENSION):
    """Return the paths of the regular files in `folder` whose names end
    with `extension`, the newest first (not hidden ones nor the saver's
    temporary files; none if the folder cannot be listed)."""
    try:
        entries = [entry for entry in os.scandir(folder)
                   if entry.name.lower().endswith(extension)
                   and not entry.name.startswith('.')
                   and entry.is_file(follow_symlinks=False)]
        dated = [(entry.stat().st_mtime, entry.name) for entry in entries]
    except OSError:
        return []
    dated.sort(key=lambda pair: (-pair[0], pair[1]))
    return [name if folder in ('', '.') else os.path.join(folder, name)
            for unused, name in dated]


def suggest_file_name(folder='.', today=None, prefix='morris'):
    """Return a free file name such as morris-2026-11-22-1.txt."""
    if today is None:
        today = datetime.date.today()
    number = 1
    while True:
        name = '%s-%s-%d.txt' % (prefix, today.isoformat(), number)
        path = name if folder in ('', '.') else os.path.join(folder, name)
        if not file_exists(path):
            return path
        number += 1
