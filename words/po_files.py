"""po_files.py - the translations' text files (.po) read, and compiled into
the form Python's gettext reads (.mo).

A .po file holds one entry per message: the English text (msgid) and its
translation (msgstr), with comments a translator may read:

    #: words/texts.py:120
    msgid "%(name)s placed a man on %(target)d"
    msgstr "%(name)s hat einen Stein auf %(target)d gesetzt"

A message with a count has a plural (msgid_plural) and one translation per
form (msgstr[0], msgstr[1], ...); a word typed has a context (msgctxt).
An entry whose msgstr is empty, or that is marked fuzzy, is not used: the
game prints the English.  So does an entry that cannot be read (a quote
missing, a keyword mistyped): po_entries says which line to correct, and
words/po_checks.py which translations the game cannot use.

Glossary:
    entry   a dict: 'context' (or None), 'id', 'plural' (or None),
            'strings' (the translations, one per form), 'flags' and
            'comments' (lines starting with #), 'references' (#: lines)
    mistake (line, why): the number of a line to correct (None: the
            whole file) and what is wrong there, in a few words
"""

import ast
import codecs
import re
import struct

from words import mo_files

MO_MAGIC = 0x950412de       # the first four bytes of a .mo file
# The header's line that names the encoding of a .mo file made here.
UTF8_CONTENT = 'Content-Type: text/plain; charset=UTF-8'


def read_po(text):
    """Return the entries of the .po file `text`, in their order (the
    header, msgid "", first); ValueError names the line of its first
    mistake."""
    found, mistakes = po_entries(text)
    if mistakes:
        raise ValueError('line %d: %s' % mistakes[0])
    return [entry for line, entry in found]


def po_entries(text):
    """Return ([(line, entry)], [(line, mistake)]) for the .po file `text`:
    each entry that could be read with the number of its first msgstr
    line, and why each of the others could not (the lines up to the next
    entry are left out: its message stays English)."""
    found, mistakes = [], []
    entry, field, first, skipping = new_entry(), None, None, False
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if line.startswith(('#', 'msgctxt', 'msgid ', 'msgid"')) and (
                entry['strings'] or skipping or entry['id'] is not None):
            if entry['strings'] and not skipping:
                found.append((first, entry))
            elif not skipping:
                mistakes.append((first, 'a msgid without its msgstr'))
            entry, field, first, skipping = new_entry(), None, None, False
        if skipping:
            continue
        if line.startswith('#'):
            add_comment(entry, line)
            continue
        try:
            field = read_line(entry, field, line)
        except ValueError as mistake:
            mistakes.append((number, str(mistake)))
            skipping = True
        if first is None or (field == 'strings' and
                             len(entry['strings']) == 1 and line[0] != '"'):
            first = number          # the msgid's line, then the msgstr's
    if entry['strings'] and not skipping:
        found.append((first, entry))
    elif entry['id'] is not None and not skipping:
        mistakes.append((first, 'a msgid without its msgstr'))
    return found, mistakes


def read_line(entry, field, line):
    """Add the line `line` to `entry`; return the field it went into
    (ValueError: why it cannot be read)."""
    keyword, _, rest = line.partition(' ')
    if line.startswith('"'):
        if field is None:
            raise ValueError('text in "quotes" outside an entry')
        keyword, rest = None, line
    elif keyword.startswith('msg') and '"' in keyword:    # msgstr"..."
        keyword, rest = line[:line.index('"')], line[line.index('"'):]
    try:
        value = ast.literal_eval(rest.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        value = None
    if not isinstance(value, str):
        raise ValueError('a string in "quotes" is missing or broken (a " '
                         'inside one is written \\")')
    if keyword is None:
        append_text(entry, field, value)
        return field
    return start_field(entry, keyword, value)


def new_entry():
    """Return an empty entry."""
    return {'context': None, 'id': None, 'plural': None, 'strings': [],
            'flags': [], 'comments': [], 'references': []}


def add_comment(entry, line):
    """Keep the comment `line` in `entry`: flags, references or words."""
    if line.startswith('#,'):
        entry['flags'] += [flag.strip() for flag in line[2:].split(',')]
    elif line.startswith('#:'):
        entry['references'] += line[2:].split()
    else:
        entry['comments'].append(line)


# FIELD_ORDER[keyword]: what must (True) or must not (False) be in an entry
# before the line with that keyword: (its msgid, its msgid_plural, a
# msgstr).  None: either may be.
FIELD_ORDER = {
    'msgctxt': (False, False, False),
    'msgid': (False, False, False),
    'msgid_plural': (True, False, False),
    'msgstr': (True, False, False),
    'msgstr[': (True, True, None),
}


def start_field(entry, keyword, value):
    """Return the field of `entry` that the line with `keyword` starts,
    with `value` as its first text (ValueError: a keyword out of place)."""
    plural_form = re.fullmatch(r'msgstr\[([0-9]+)\]', keyword)
    order = FIELD_ORDER.get('msgstr[' if plural_form else keyword)
    if order is None:
        raise ValueError('%r is not a keyword of a .po file (msgid, msgstr, '
                         '...)' % keyword[:20])
    has = (entry['id'] is not None, entry['plural'] is not None,
           bool(entry['strings']))
    if any(wanted is not None and wanted != there
           for wanted, there in zip(order, has)):
        raise ValueError('%s is out of its place (msgctxt, msgid, '
                         'msgid_plural, then msgstr)' % keyword)
    if plural_form and int(plural_form.group(1)) != len(entry['strings']):
        raise ValueError('%s where msgstr[%d] should be'
                         % (keyword, len(entry['strings'])))
    field = {'msgctxt': 'context', 'msgid': 'id',
             'msgid_plural': 'plural'}.get(keyword, 'strings')
    if field == 'strings':
        entry['strings'].append(value)
    else:
        entry[field] = value
    return field


def append_text(entry, field, value):
    """Add `value`, a continued line, to the field being read."""
    if field == 'strings':
        entry['strings'][-1] += value
    else:
        entry[field] += value


def quoted_po(text):
    """Return `text` as a .po file writes a string: in double quotes, long
    ones split after each line break."""
    pieces = text.split('\n')
    lines = [piece + '\n' for piece in pieces[:-1]] + [pieces[-1]]
    lines = [line for line in lines if line]
    escaped = ['"%s"' % line.replace('\\', '\\\\').replace('"', '\\"')
               .replace('\n', '\\n').replace('\t', '\\t') for line in lines]
    if len(escaped) <= 1:
        return escaped[0] if escaped else '""'
    return '""\n' + '\n'.join(escaped)


def write_po(entries):
    """Return the text of a .po file holding `entries`."""
    blocks = []
    for entry in entries:
        lines = list(entry['comments'])
        if entry['references']:
            lines.append('#: ' + ' '.join(entry['references']))
        if entry['flags']:
            lines.append('#, ' + ', '.join(entry['flags']))
        if entry['context'] is not None:
            lines.append('msgctxt ' + quoted_po(entry['context']))
        lines.append('msgid ' + quoted_po(entry['id']))
        if entry['plural'] is None:
            lines.append('msgstr ' + quoted_po(entry['strings'][0]))
        else:
            lines.append('msgid_plural ' + quoted_po(entry['plural']))
            lines += ['msgstr[%d] %s' % (form, quoted_po(string))
                      for form, string in enumerate(entry['strings'])]
        blocks.append('\n'.join(lines))
    return '\n\n'.join(blocks) + '\n'


def is_used(entry):
    """Return True if `entry` is translated and may be printed (the header
    always is)."""
    if entry['id'] == '' and entry['context'] is None:
        return True
    return 'fuzzy' not in entry['flags'] and all(entry['strings'])


def mo_bytes(entries, po_data=None):
    """Return the .mo file gettext reads, made from the .po `entries` (in
    UTF-8, as its header says); with the .po file's bytes `po_data`, its
    header names that file (mo_files.py)."""
    messages = {}
    for entry in entries:
        if not is_used(entry):
            continue
        key = entry['id']
        if entry['plural'] is not None:
            key += '\0' + entry['plural']
        if entry['context'] is not None:
            key = entry['context'] + '\x04' + key
        strings = entry['strings'] if key else [utf8_header(entry, po_data)]
        messages[key.encode('utf-8')] = '\0'.join(strings).encode('utf-8')
    keys = sorted(messages)
    count = len(keys)
    start = 7 * 4 + 16 * count          # after the header and two tables
    originals, translations, data = [], [], b''
    for key in keys:
        originals.append((len(key), start + len(data)))
        data += key + b'\0'
    for key in keys:
        translations.append((len(messages[key]), start + len(data)))
        data += messages[key] + b'\0'
    header = struct.pack('<7I', MO_MAGIC, 0, count, 7 * 4, 7 * 4 + 8 * count,
                         0, start)
    tables = b''.join(struct.pack('<2I', *pair)
                      for pair in originals + translations)
    return header + tables + data


def utf8_header(header, po_data=None):
    """Return the text of the header entry `header` with its Content-Type
    line saying UTF-8 (the .mo file's encoding, whatever the .po says),
    and the .po file it is made from, if its bytes `po_data` are given."""
    lines = [line for line in header['strings'][0].split('\n')
             if line and not line.lower().startswith(
                 ('content-type:', mo_files.SOURCE_FIELD.lower() + ':'))]
    if po_data is not None:
        lines.append(mo_files.source_line(po_data))
    return '\n'.join(lines + [UTF8_CONTENT, ''])


def read_mo(data):
    """Return the entries of the .mo file `data` (bytes): the header, then
    each message (ValueError if it is no .mo file, or broken)."""
    order = next((order for order in '<>' if len(data) >= 20 and struct.unpack(
        order + 'I', data[:4])[0] == MO_MAGIC), None)
    if order is None:
        raise ValueError('not a .mo file')
    count, originals, translations = struct.unpack(order + '3I', data[8:20])
    keys, values = (mo_texts(data, order, table, count)
                    for table in (originals, translations))
    entries = []
    for key, strings in zip(keys, values):
        context, _, key = key.rpartition('\x04')
        message, plural_mark, plural = key.partition('\0')
        entries.append(dict(new_entry(), context=context or None, id=message,
                            plural=plural if plural_mark else None,
                            strings=strings.split('\0')))
    return entries


def mo_texts(data, order, table, count):
    """Return the `count` texts whose lengths and starts a .mo file's
    table at `table` holds (ValueError if they lie outside `data`)."""
    end = table + 8 * count
    if end > len(data):
        raise ValueError('the .mo file is cut short')
    texts = [data[start:start + length] for length, start in
             struct.iter_unpack(order + '2I', data[table:end])]
    if any(len(text) != length for text, (length, start) in zip(
            texts, struct.iter_unpack(order + '2I', data[table:end]))):
        raise ValueError('the .mo file is cut short')
    return [text.decode('utf-8') for text in texts]


def po_text(data):
    """Return (the text of the .po file `data` (bytes), [(line, mistake)]):
    UTF-8, with or without its BOM; a line in another encoding read as
    Windows' Western one (cp1252, as Notepad's "ANSI" saves it)."""
    for bom, encoding in ((codecs.BOM_UTF16_LE, 'utf-16'),
                          (codecs.BOM_UTF16_BE, 'utf-16')):
        if data.startswith(bom):
            return (data.decode(encoding, 'replace'),
                    [(1, 'saved as UTF-16, not UTF-8: save it as UTF-8')])
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    try:
        return data.decode('utf-8'), []
    except UnicodeDecodeError as error:
        line = data.count(b'\n', 0, error.start) + 1
    lines = data.splitlines(True)
    return ''.join(decoded_line(line) for line in lines), [
        (line, 'not saved as UTF-8 (read as Windows-1252): save it as '
               'UTF-8')]


def decoded_line(line):
    """Return one line of bytes as text: UTF-8 if it is, else cp1252."""
    try:
        return line.decode('utf-8')
    except UnicodeDecodeError:
        return line.decode('cp1252', 'replace')


def read_po_file(path):
    """Return the entries of the .po file at `path` (ValueError names the
    line of its first mistake; OSError if it cannot be read)."""
    with open(path, 'rb') as file:
        text, mistakes = po_text(file.read())
    if mistakes:
        raise ValueError('line %d: %s' % mistakes[0])
    return read_po(text)
