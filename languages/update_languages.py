"""update_languages.py - keep the translations in step with the game.

    python3 languages/update_languages.py           update every language
    python3 languages/update_languages.py --new it  start a new language
    python3 languages/update_languages.py --check   only say what is wrong

It reads every message the game marks for translation (the _(), n_(),
p_(), N_() and Np_() of words/catalogue.py) from the code into
messages.pot; adds the new ones, untranslated, to each language's .po file
and drops those the game no longer has; and compiles each .po file into
the .mo file that Python's gettext reads.  Then it lists what is left to
translate.  A translator edits the .po file (any text editor, or Poedit)
and runs this again.

--check writes nothing: it ends with 1 and says why if a message is not
translated, a translation's placeholders (%s, %(name)s, ...) differ from
the English, a line of a .po file cannot be read, or a file is not up to
date; the tests run it.  Without --check, a language whose .po file has
such a mistake is left as it is (file:line says where to correct it).
The folder is languages/, or the one NINE_MENS_MORRIS_LANGUAGES names.
"""

import ast
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)
sys.path.insert(0, PROJECT)

from words import catalogue, po_checks, po_files  # noqa: E402  (after
#                                                    the project's folder)

TEMPLATE_NAME = 'messages.pot'
# What is said of a game file with a mistake Python cannot read past.
UNREADABLE = 'Python cannot read it'
NOT_THE_GAME = ('tests', 'bench', 'players', 'languages', 'docs', 'data')

# MARKERS[function]: the positions of its literal arguments: (context,
# message, plural); None where there is none.  (board.Sentence holds the
# core's sentences, which cannot import the catalogue.)
MARKERS = {'_': (None, 0, None), 'N_': (None, 0, None),
           'Sentence': (None, 0, None),
           'n_': (None, 0, 1), 'p_': (0, 1, None), 'Np_': (0, 1, None)}

# PLURAL_FORMS[language]: its plural rule, as gettext reads it (English's
# for a language not listed: the translator corrects it in the header).
PLURAL_FORMS = {
    'de': 'nplurals=2; plural=(n != 1);',
    'es': 'nplurals=2; plural=(n != 1);',
    'fr': 'nplurals=2; plural=(n > 1);',
}
ENGLISH_PLURALS = po_checks.ENGLISH_PLURALS


# ---------------------------------------------------------------------------
# The messages in the code
# ---------------------------------------------------------------------------

def game_files():
    """Return the game's Python files, from the project folder, sorted."""
    found = []
    for folder, folders, files in os.walk(PROJECT):
        folders[:] = sorted(name for name in folders
                            if not name.startswith('.')
                            and name not in NOT_THE_GAME)
        found += [os.path.join(folder, name) for name in files
                  if name.endswith('.py')]
    return sorted(found, key=lambda path: os.path.relpath(path, PROJECT))


def messages_in(path):
    """Return ([(key, line)], [problem]) for the file at `path`: key is
    (context, message, plural), line the number of the line it is on."""
    relative = os.path.relpath(path, PROJECT).replace(os.sep, '/')
    try:
        with open(path, encoding='utf-8') as file:
            tree = ast.parse(file.read(), path)
    except (OSError, ValueError, SyntaxError) as error:
        return [], ['%s:%s: %s (%s)' % (
            relative, getattr(error, 'lineno', None) or 1, UNREADABLE,
            getattr(error, 'msg', None) or error)]
    found, problems = [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in MARKERS:
            key = marked_key(node)
            if key is not None:
                found.append((key, node.lineno))
            elif not translates_a_marked_text(node):
                problems.append('%s:%d: %s() needs its text written out, in '
                                'quotes' % (relative, node.lineno,
                                            node.func.id))
    return sorted(found, key=lambda item: item[1]), problems


def marked_key(call):
    """Return the key (context, message, plural) of a marking call whose
    texts are written out, else None."""
    key = []
    for place in MARKERS[call.func.id]:
        if place is None:
            key.append(None)
            continue
        argument = call.args[place] if place < len(call.args) else None
        if not (isinstance(argument, ast.Constant)
                and isinstance(argument.value, str)):
            return None
        key.append(argument.value)
    return tuple(key)


def translates_a_marked_text(call):
    """Return True if `call` is _() or p_() of a name, a table's entry or
    an attribute: a text marked with N_() where it is written."""
    return call.func.id in ('_', 'p_') and call.args and isinstance(
        call.args[-1], (ast.Name, ast.Attribute, ast.Subscript))


def code_messages():
    """Return ({key: [the files it is in]} in the order met, [problem])
    for the whole game.  (A file, not a line: a line added above a message
    leaves the translations' files as they are.)"""
    messages, problems = {}, []
    for path in game_files():
        relative = os.path.relpath(path, PROJECT).replace(os.sep, '/')
        found, trouble = messages_in(path)
        problems += trouble
        for key, line in found:
            files = messages.setdefault(key, [])
            if relative not in files:
                files.append(relative)
    for key, files in data_messages().items():
        messages.setdefault(key, files)
    return messages, problems


def data_messages():
    """Return {key: [file]} for the texts of the computer's level table:
    each level's name (typed: context 'level') and description.  They are
    plain English data there (the computer loads nothing of the words);
    words/texts.py says them in the language in use."""
    from computer.levels import LEVEL_TABLE
    messages = {}
    for row in LEVEL_TABLE:
        messages[('level', row.name, None)] = ['computer/levels.py']
        messages[(None, row.description, None)] = ['computer/levels.py']
    return messages


def template_entries(messages):
    """Return the entries of messages.pot: every message, untranslated."""
    header = {'context': None, 'id': '', 'plural': None, 'flags': [],
              'references': [], 'strings': [
                  'Project-Id-Version: nine_mens_morris\n'
                  'Content-Type: text/plain; charset=UTF-8\n'],
              'comments': ['# The messages of Nine Men\'s Morris, made by '
                           'languages/update_languages.py.']}
    entries = [header]
    for (context, message, plural), references in messages.items():
        entries.append({'context': context, 'id': message, 'plural': plural,
                        'strings': ['', ''] if plural is not None else [''],
                        'flags': flags_of(message), 'comments': [],
                        'references': references})
    return entries


def flags_of(message):
    """Return the flags a message gets: python-format if it has a %."""
    return ['python-format'] if po_checks.PLACEHOLDER.search(message) \
        else []


# ---------------------------------------------------------------------------
# The languages' files
# ---------------------------------------------------------------------------

def folder():
    """Return the folder of the translations' files."""
    return catalogue.languages_folder()


def shown(path):
    """Return `path` as the tool names it: from the project's folder if it
    is inside it ('languages/de.po')."""
    relative = os.path.relpath(path, PROJECT)
    return path if relative.startswith('..') \
        else relative.replace(os.sep, '/')


def language_paths():
    """Return {language code: path of its .po file}."""
    return {name[:-3]: os.path.join(folder(), name)
            for name in sorted(os.listdir(folder())) if name.endswith('.po')}


def key_of(entry):
    """Return the key of a .po entry: (context, message, plural)."""
    return entry['context'], entry['id'], entry['plural']


def new_language_header(code):
    """Return the header entry of a new language's .po file."""
    return {'context': None, 'id': '', 'plural': None, 'flags': [],
            'references': [], 'comments': [
                '# Nine Men\'s Morris in the language %s: translate each '
                'msgstr,' % code,
                '# then run python3 languages/update_languages.py'],
            'strings': ['Language: %s\n'
                        'Content-Type: text/plain; charset=UTF-8\n'
                        'Plural-Forms: %s\n'
                        % (code, PLURAL_FORMS.get(code, ENGLISH_PLURALS))]}


def merged_entries(entries, template):
    """Return a language's entries brought up to `template`: its header,
    then every message of the template with its translation so far."""
    header = entries[0] if entries and entries[0]['id'] == '' else None
    translated = {key_of(entry): entry for entry in entries[1:]}
    forms = po_checks.plural_forms(header)
    merged = [header]
    for wanted in template[1:]:
        old = translated.get(key_of(wanted))
        strings = old['strings'] if old else (
            [''] * forms if wanted['plural'] is not None else [''])
        merged.append(dict(wanted, strings=strings, comments=old['comments']
                           if old else [],
                           flags=sorted(set(wanted['flags'])
                                        | set(old['flags'] if old else ()))))
    return merged


def entry_problems(code, entry):
    """Return what is left to do in one entry of language `code`: a
    message not translated, or marked fuzzy."""
    where = '%s.po, %r' % (code, entry['id'][:50])
    if not all(entry['strings']):
        return ['%s: not translated' % where]
    if 'fuzzy' in entry['flags']:
        return ['%s: marked fuzzy (check it, then remove the mark)' % where]
    return []


def language_mistakes(path):
    """Return ([(line, entry)] of the .po file at `path`, [problem]): each
    line the game cannot use, as file:line: what is wrong."""
    try:
        with open(path, 'rb') as file:
            text, mistakes = po_files.po_text(file.read())
    except OSError as error:
        return [], ['%s: cannot be read (%s)' % (shown(path),
                                                 error.strerror or error)]
    pairs, unread = po_files.po_entries(text)
    mistakes += unread + po_checks.usable_entries(pairs)[1]
    return pairs, ['%s:%d: %s' % (shown(path), line, why)
                   for line, why in sorted(mistakes)]


# ---------------------------------------------------------------------------
# Update and check
# ---------------------------------------------------------------------------

def planned_files():
    """Return ({path: text} of every file as it should be, [problem]): a
    language whose .po file has mistakes is left out, as it is."""
    messages, problems = code_messages()
    if any(UNREADABLE in problem for problem in problems):
        return {}, problems + ['Nothing was written: the messages of a file '
                               'Python cannot read would be dropped.']
    template = template_entries(messages)
    files = {os.path.join(folder(), TEMPLATE_NAME):
             po_files.write_po(template)}
    for code, path in language_paths().items():
        pairs, mistakes = language_mistakes(path)
        if mistakes:
            problems += mistakes + ['%s: left as it is until its mistakes '
                                    'are corrected' % shown(path)]
            continue
        entries = merged_entries([entry for line, entry in pairs], template)
        files[path] = po_files.write_po(entries)
        files[path[:-3] + '.mo'] = po_files.mo_bytes(
            entries, po_bytes_written(path, files[path]))
        for entry in entries[1:]:
            problems += entry_problems(code, entry)
    return files, problems


def po_bytes_written(path, text):
    """Return the bytes the .po file at `path` will hold once the files are
    written: the file as it is, if it holds the same entries as `text`
    (then it is left as it is), else `text`."""
    try:
        with open(path, 'rb') as file:
            data = file.read()
    except OSError:
        data = None
    if data is not None and same_entries(po_files.po_text(data)[0], text):
        return data
    return text.encode('utf-8')


def current_text(path):
    """Return the text (or bytes, for a .mo file) at `path`, or None."""
    try:
        with open(path, 'rb') as file:
            data = file.read()
    except OSError:
        return None
    return data if path.endswith('.mo') else po_files.po_text(data)[0]


def stale_files(files):
    """Return the paths whose file differs from what it should be (for a
    .po or .pot file: in its entries, in any order)."""
    return [path for path, text in files.items()
            if current_text(path) != text and not (
                path.endswith(('.po', '.pot'))
                and current_text(path) is not None
                and same_entries(current_text(path), text))]


def same_entries(text, other):
    """Return True if two .po files' texts hold the same entries, maybe
    in another order (a text with a mistake is not the same)."""
    def entries(po_text):
        found, mistakes = po_files.po_entries(po_text)
        return sorted(repr(sorted(entry.items())) for line, entry in found
                      ) if not mistakes else None
    return entries(text) is not None and entries(text) == entries(other)


def write_files(files):
    """Write each of `files` ({path: text or bytes}) that changed; return
    [problem]: those that could not be written."""
    problems = []
    for path in stale_files(files):
        binary = isinstance(files[path], bytes)
        try:
            with open(path, 'wb' if binary else 'w',
                      **({} if binary else {'encoding': 'utf-8',
                                            'newline': '\n'})) as file:
                file.write(files[path])
        except OSError as error:
            problems.append('%s: cannot be written (%s)' % (
                shown(path), error.strerror or error))
        else:
            print('wrote', shown(path))
    return problems


def start_language(code):
    """Start the .po file of a new language `code` (nothing if it exists)."""
    path = os.path.join(folder(), code + '.po')
    if not re.fullmatch(r'[a-z]{2,3}(_[A-Z]{2})?', code):
        sys.exit('A language code is two letters, maybe with a country: '
                 'it, pt_BR.')
    if os.path.exists(path):
        sys.exit('%s.po is there already: translate it.' % code)
    try:
        with open(path, 'w', encoding='utf-8', newline='\n') as file:
            file.write(po_files.write_po([new_language_header(code)]))
    except OSError as error:
        sys.exit('%s cannot be written (%s).' % (shown(path),
                                                 error.strerror or error))


def main(arguments):
    """Update the files, or (--check) only list their problems; return the
    exit code."""
    if arguments[:1] == ['--new'] and len(arguments) == 2:
        start_language(arguments[1])
    elif arguments not in ([], ['--check']):
        print(__doc__)
        return 2
    if not os.path.isdir(folder()):
        print('There is no folder %s (see NINE_MENS_MORRIS_LANGUAGES).'
              % folder())
        return 1
    files, problems = planned_files()
    if arguments == ['--check']:
        problems += ['%s is not up to date' % shown(path)
                     for path in stale_files(files)]
    else:
        problems += write_files(files)
    for problem in problems:
        print(problem)
    print('%d problem(s).' % len(problems) if problems else 'All is well.')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
