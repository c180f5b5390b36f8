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
game prints the English.

Glossary:
    entry   a dict: 'context' (or None), 'id', 'plural' (or None),
            'strings' (the translations, one per form), 'flags' and
            'comments' (lines starting with #), 'references' (#: lines)
"""

import ast
import io
import os
import struct

MO_MAGIC = 0x950412de       # the first four bytes of a .mo file


def read_po(text):
    """Return the entries of the .po file `text`, in their order (the
    header, msgid "", first)."""
    entries = []
    entry, field = new_entry(), None
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        starts_entry = line.startswith(('#', 'msgctxt ', 'msgid '))
        if starts_entry and entry['strings']:      # the last one is done
            entries.append(entry)
            entry, field = new_entry(), None
        if line.startswith('#'):
            add_comment(entry, line)
            continue
        keyword, _, rest = line.partition(' ')
        if line.startswith('"'):
            if field is None:
                raise ValueError('line %d: text outside an entry' % number)
            keyword, rest = None, line
        try:
            value = ast.literal_eval(rest.strip())
        except (ValueError, SyntaxError):
            raise ValueError('line %d: a string in "quotes" is missing'
                             % number)
        if not isinstance(value, str):
            raise ValueError('line %d: a string in "quotes" is missing'
                             % number)
        if keyword is None:
            append_text(entry, field, value)
        else:
            field = start_field(entry, keyword, value, number)
    if entry['strings']:
        entries.append(entry)
    return entries


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


def start_field(entry, keyword, value, number):
    """Return the field of `entry` that the line with `keyword` starts,
    with `value` as its first text."""
    if keyword == 'msgctxt':
        entry['context'] = value
        return 'context'
    if keyword == 'msgid':
        entry['id'] = value
        return 'id'
    if keyword == 'msgid_plural':
        entry['plural'] = value
        return 'plural'
    if keyword == 'msgstr' or keyword.startswith('msgstr['):
        entry['strings'].append(value)
        return 'strings'
    raise ValueError('line %d: %r is not a keyword of a .po file'
                     % (number, keyword))


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


def mo_bytes(entries):
    """Return the .mo file gettext reads, made from the .po `entries`."""
    messages = {}
    for entry in entries:
        if not is_used(entry):
            continue
        key = entry['id']
        if entry['plural'] is not None:
            key += '\0' + entry['plural']
        if entry['context'] is not None:
            key = entry['context'] + '\x04' + key
        messages[key.encode('utf-8')] = '\0'.join(
            entry['strings']).encode('utf-8')
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


def read_po_file(path):
    """Return the entries of the .po file at `path`."""
    with open(path, encoding='utf-8') as file:
        return read_po(file.read())


def compiled(po_path):
    """Return the compiled translation of the .po file at `po_path`, as an
    open binary file for gettext: its .mo file if that is as new as the
    .po, else made now (a .po file just corrected works at once)."""
    mo_path = po_path[:-3] + '.mo'
    try:
        if os.path.getmtime(mo_path) >= os.path.getmtime(po_path):
            return open(mo_path, 'rb')
    except OSError:
        pass
    return io.BytesIO(mo_bytes(read_po_file(po_path)))
