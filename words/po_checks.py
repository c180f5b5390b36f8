"""po_checks.py - which translations of a .po file the game can use, and
the translation it loads from the file.

A teacher may change a .po file by hand, and a mistake there never stops
the game.  A translation whose placeholders (%s, %(name)s) differ from the
English would fail where the game fills them in; a plural with too few
forms, or a header whose plural rule gettext cannot read, would fail where
a count is said.  Each such message is left out, so it is shown in
English, and its line is named: by the game, in one line at its start, and
by languages/update_languages.py, which lists them all.

Glossary (entry and mistake as in po_files.py):
    pair    (line, entry): an entry and the number of its first line
"""

import gettext
import io
import os
import re
import struct

from words import mo_files, po_files

# A placeholder of Python's % formatting: %s, %d, %5.1f, %(name)s, %%.
PLACEHOLDER = re.compile(r'%(?:\([a-z_]+\))?[-#0 +]*[0-9*]*(?:\.[0-9]+)?'
                         r'[sdirfgxc%]')
# The plural rule of a header that has none: English's.
ENGLISH_PLURALS = 'nplurals=2; plural=(n != 1);'
# The counts a plural rule is tried on: each must give one of its forms.
COUNTS_TRIED = range(200)


def placeholders(text):
    """Return the placeholders of `text` that stand for a value: in order if
    any is unnamed (%s), else each name once, sorted (named ones may move,
    or come twice, in a translation).  (%% is a percent sign.)"""
    found = [item for item in PLACEHOLDER.findall(text) if item != '%%']
    return found if any('(' not in item for item in found) \
        else sorted(set(found))


def placeholder_mistake(entry):
    """Return what is wrong with the placeholders of `entry`'s
    translations, or None if each has those of its English."""
    if '%' not in entry['id'] + (entry['plural'] or '') + ''.join(
            entry['strings']):
        return None                         # no placeholder anywhere
    for form, string in enumerate(entry['strings']):
        english = entry['id'] if form == 0 or entry['plural'] is None \
            else entry['plural']
        wanted = placeholders(english)
        if entry['plural'] is not None and form == 0 and \
                placeholders(string) != wanted:
            wanted = placeholders(entry['plural'])  # '%d man': one form
        if placeholders(string) != wanted:
            return 'the placeholders %s differ from the English %s' % (
                ' '.join(placeholders(string)) or '(none)',
                ' '.join(wanted) or '(none)')
        if PLACEHOLDER.search(english) and '%' in PLACEHOLDER.sub('', string):
            return 'a % that is no placeholder (a percent sign is %%)'
    return None


def entry_mistake(entry, forms):
    """Return why the game cannot use the translated `entry` of a
    language with `forms` plural forms, or None if it can."""
    if entry['plural'] is not None and len(entry['strings']) != forms:
        return 'a plural needs %d translations, msgstr[0] to msgstr[%d]' % (
            forms, forms - 1)
    if entry['plural'] is None and len(entry['strings']) != 1:
        return 'one msgstr is wanted here'
    return placeholder_mistake(entry)


def is_header(entry):
    """Return True if `entry` is a .po file's header (msgid "")."""
    return entry['id'] == '' and entry['context'] is None


def plural_forms(header):
    """Return how many plural forms the `header` entry's Plural-Forms line
    gives the language (English's 2 if it has none); ValueError if gettext
    cannot read it, or its rule gives a form there is not."""
    text = header['strings'][0] if header and header['strings'] else ''
    lines = [line.split(':', 1)[1].strip() for line in text.split('\n')
             if line.lower().startswith('plural-forms:')]
    if not lines:
        return 2
    pieces = lines[-1].split(';')           # as gettext reads them
    try:
        forms = int(re.fullmatch(r'\s*nplurals\s*=\s*([0-9]+)\s*',
                                 pieces[0]).group(1))
        rule = gettext.c2py(pieces[1].split('plural=')[1])
        if all(0 <= rule(count) < forms for count in COUNTS_TRIED):
            return forms
    except (AttributeError, IndexError, ValueError, ArithmeticError,
            TypeError):
        pass
    raise ValueError('the header\'s Plural-Forms line is broken (English\'s '
                     'is: %s)' % ENGLISH_PLURALS)


def without_plural_forms(header):
    """Return the `header` entry without its Plural-Forms line (gettext
    then counts as English does)."""
    lines = [line for line in header['strings'][0].split('\n')
             if not line.lower().startswith('plural-forms:')]
    return dict(header, strings=['\n'.join(lines)])


def usable_entries(pairs):
    """Return (the entries of `pairs` the game can use, [mistake]): the
    header (English's plural rule for a broken one), then each translated
    message the game can fill in and count with."""
    header, header_line = next(((entry, line) for line, entry in pairs
                                if is_header(entry)), (None, None))
    mistakes = []
    try:
        forms = plural_forms(header)
    except ValueError as mistake:
        mistakes.append((header_line, str(mistake)))
        header, forms = without_plural_forms(header), 2
    usable = [header] if header else []
    for line, entry in pairs:
        if is_header(entry) or not po_files.is_used(entry):
            continue                        # untranslated: English
        why = entry_mistake(entry, forms)
        if why is None:
            usable.append(entry)
        else:
            mistakes.append((line, why))
    return usable, mistakes


def checked_po(data):
    """Return (the usable entries of the .po file `data` (bytes), [mistake]
    in the order of the lines)."""
    text, mistakes = po_files.po_text(data)
    pairs, unread = po_files.po_entries(text)
    entries, unfit = usable_entries(pairs)
    return entries, sorted(mistakes + unread + unfit)


def load_translation(po_path):
    """Return (gettext's translation of the .po file at `po_path`,
    [mistake]): its .mo file if that is as new and holds no mistake (it
    is read sooner), else the .po file itself (a file just corrected
    works at once).  A message with a mistake is left out: it is shown in
    English, as the whole game is if the file cannot be read."""
    translation = current_mo(po_path)
    if translation is not None:
        return translation, []
    try:
        with open(po_path, 'rb') as file:
            data = file.read()
    except OSError as error:
        return gettext.NullTranslations(), [
            (None, 'cannot be read (%s)' % (error.strerror or error))]
    entries, mistakes = checked_po(data)
    return gettext.GNUTranslations(io.BytesIO(
        po_files.mo_bytes(entries))), mistakes


def current_mo(po_path):
    """Return gettext's translation from the .mo file beside the .po file
    at `po_path`, or None if that is not made from the .po file as it is,
    is missing or broken, or holds a message the game cannot use (the .po
    file then says where): one made by update_languages.py if it names
    the .po file as it is (mo_files.py), one made by another tool (Poedit)
    if it is no older than the .po file, its messages checked here."""
    made = mo_files.made_translation(po_path)
    if made is not None:
        return made
    mo_path = po_path[:-3] + '.mo'
    try:
        with open(mo_path, 'rb') as file:
            data = file.read()
        translation = gettext.GNUTranslations(io.BytesIO(data))
        if (mo_files.SOURCE_FIELD.lower() in translation.info()
                or os.path.getmtime(mo_path) < os.path.getmtime(po_path)):
            return None     # made from another .po file, or older
        pairs = [(None, entry) for entry in po_files.read_mo(data)]
        return None if usable_entries(pairs)[1] else translation
    except (OSError, ValueError, IndexError, LookupError, struct.error):
        return None                 # the .po file is read instead
