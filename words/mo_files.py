"""mo_files.py - the .mo file of a translation, when it is current.

languages/update_languages.py compiles each translation's .po file into
the .mo file that Python's gettext reads at once, and writes into the .mo
file's header a line that names the .po file as it was: its size and a
checksum of its bytes (SOURCE_FIELD).  A game in that language reads the
.mo file alone if it names the .po file as it is now, whatever the files'
dates (a checkout or a copy leaves them in any order): the tool checked
its messages when it made it.  Otherwise, a teacher's edit not yet
compiled, or a .mo file of another tool, words/po_checks.py reads and
checks the files.  (The checksum is zlib's: it loads at once, where
hashlib loads a whole cryptography library; a checksum is all an edit
needs.)
"""

import gettext
import io
import struct
import zlib

# The header line of a .mo file that names the .po file it was made from.
SOURCE_FIELD = 'X-Po-Source'


def source_of(po_data):
    """Return what names the .po file of bytes `po_data` in a .mo file's
    header: '123456-89abcdef', its size and checksum (its line ends as a
    checkout on Windows may leave them, or not, count the same)."""
    data = po_data.replace(b'\r\n', b'\n')
    return '%d-%08x' % (len(data), zlib.crc32(data) & 0xffffffff)


def source_line(po_data):
    """Return the header line that names the .po file of bytes `po_data`:
    'X-Po-Source: 123456-89abcdef'."""
    return '%s: %s' % (SOURCE_FIELD, source_of(po_data))


def made_translation(po_path):
    """Return gettext's translation from the .mo file beside the .po file
    at `po_path` if update_languages.py made it from the .po file as it is
    now, else None (no such file, a broken one, or one that names another
    .po file or none)."""
    try:
        with open(po_path[:-3] + '.mo', 'rb') as file:
            translation = gettext.GNUTranslations(io.BytesIO(file.read()))
        with open(po_path, 'rb') as file:
            po_data = file.read()
    except (OSError, ValueError, IndexError, LookupError, struct.error):
        return None
    if translation.info().get(SOURCE_FIELD.lower()) != source_of(po_data):
        return None
    return translation
