"""Tests of a teacher's mistakes in a translation's .po file: the game
starts in that language all the same, each message with a mistake in
English, and says in one line which file and line to correct; the tool
languages/update_languages.py names every mistake and ends with 1.

The .po files are copies in a temporary folder, which the game is pointed
at with NINE_MENS_MORRIS_LANGUAGES: the real ones are never changed."""

import codecs
import contextlib
import gettext
import io
import os
import shutil

import pytest
from conftest import (TypedLines, Utf8Screen, main_with_keyboard, unfolded,
                      update_languages)

from words import catalogue, po_checks, po_files

HEADER = ('msgid ""\nmsgstr ""\n"Language: de\\n"\n'
          '"Content-Type: text/plain; charset=UTF-8\\n"\n'
          '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')
# A German translation that reads well, then one line of it broken.
TAKEN = 'msgstr "Punkt %d ist besetzt"\n'
BROKEN_TAKEN = {
    'placeholder': 'msgstr "Dieser Punkt ist schon besetzt"\n',
    'quote': 'msgstr "Punkt %d ist besetzt\n',
}


@pytest.fixture
def languages(tmp_path, monkeypatch):
    """Return a copy of the game's languages/ folder, which the game and
    the tool use for the test."""
    folder = tmp_path / 'languages'
    shutil.copytree(catalogue.LANGUAGES_FOLDER, str(folder),
                    ignore=shutil.ignore_patterns('*.py', '__pycache__'))
    monkeypatch.setenv(catalogue.LANGUAGES_VARIABLE, str(folder))
    return folder


@pytest.fixture
def tool(messages_of_the_code, monkeypatch):
    """Return the module languages/update_languages.py, its reading of the
    code done once already."""
    module = update_languages()
    messages, problems = messages_of_the_code
    monkeypatch.setattr(module, 'code_messages',
                        lambda: (messages, list(problems)))
    return module


def edited(folder, code, old, new):
    """Replace `old` (once in it) by `new` in the .po file of language
    `code` in `folder`, as a teacher's editor saves it (its .mo file is
    then older); return the number of the line changed."""
    path = folder / (code + '.po')
    text = path.read_text(encoding='utf-8')
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding='utf-8')
    os.utime(str(folder / (code + '.mo')), (1, 1))
    return text[:text.index(old)].count('\n') + 1


def game_output(argv, lines):
    """Return what the game prints for `argv` and the typed `lines`."""
    screen = Utf8Screen()
    main_with_keyboard(argv + ['--white', 'human', '--black', 'human'],
                       TypedLines(lines), [], screen)
    return screen.getvalue()


@pytest.mark.parametrize('mistake', sorted(BROKEN_TAKEN))
def test_a_broken_translation_is_shown_in_english_and_named_at_the_start(
        languages, monkeypatch, mistake):
    line = edited(languages, 'de', TAKEN, BROKEN_TAKEN[mistake])
    if mistake == 'quote':              # the system's language, no flag
        monkeypatch.setenv('LANG', 'de_DE.UTF-8')
        argv = []
    else:
        argv = ['--language', 'de']
    output = game_output(argv, ['0', '9', '0'])
    first = output.splitlines()[0]
    assert first.startswith('Bitte korrigiere einen Fehler in der '
                            'Übersetzung: ')
    assert first.endswith('de.po:%d' % line) and len(first) <= 79
    assert output.count('Bitte korrigiere') == 1
    assert 'point 0 is taken' in unfolded(output)       # English
    assert 'Weiß, setze einen Stein' in unfolded(output)   # the rest German


def test_a_po_file_that_cannot_be_read_leaves_the_game_in_english(
        languages):
    (languages / 'de.po').unlink()
    (languages / 'de.po').mkdir()           # there, but no file
    output = game_output(['--language', 'de'], ['0'])
    first = output.splitlines()[0]
    assert first.endswith('de.po') and 'translation' in first
    assert 'White, place a man' in output


def test_the_warning_fits_the_screen_however_deep_the_folder(tmp_path,
                                                              monkeypatch):
    deep = tmp_path / ('folder' * 12) / 'languages'
    shutil.copytree(catalogue.LANGUAGES_FOLDER, str(deep),
                    ignore=shutil.ignore_patterns('*.py'))
    monkeypatch.setenv(catalogue.LANGUAGES_VARIABLE, str(deep))
    line = edited(deep, 'fr', 'msgid "point %d is taken"\n',
                  'msgid "point %d is taken\n')
    catalogue.use_language('fr')
    warning = catalogue.translation_warning()
    assert warning == 'Corrige une erreur de la traduction : fr.po:%d' % line
    catalogue.use_language('es')
    assert catalogue.translation_warning() is None


@pytest.mark.slow
def test_the_tool_names_each_mistake_and_changes_no_broken_file(languages,
                                                               tool):
    quote = edited(languages, 'de', TAKEN, BROKEN_TAKEN['quote'])
    renamed = edited(languages, 'fr', '"%(name)s a posé',
                     '"%(nom)s a posé')
    broken = (languages / 'de.po').read_bytes()
    for arguments in (['--check'], []):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            assert tool.main(arguments) == 1
        said = output.getvalue()
        assert '%s:%d: a string in "quotes" is missing' % (
            languages / 'de.po', quote) in said
        assert '%s:%d: the placeholders %%(nom)s %%(target)d differ' % (
            languages / 'fr.po', renamed) in said
        assert 'Traceback' not in said
    assert (languages / 'de.po').read_bytes() == broken
    assert os.path.getmtime(str(languages / 'de.mo')) == 1   # not compiled


@pytest.mark.slow
def test_the_tool_compiles_a_corrected_file_again(languages, tool):
    edited(languages, 'es', 'msgstr "Sí:', 'msgstr Sí:')
    with contextlib.redirect_stdout(io.StringIO()):
        assert tool.main([]) == 1
    edited(languages, 'es', 'msgstr Sí:', 'msgstr "Sí:')
    with contextlib.redirect_stdout(io.StringIO()) as output:
        assert tool.main([]) == 0, output.getvalue()
    assert po_checks.current_mo(str(languages / 'es.po')) is not None


# ---------------------------------------------------------------------------
# The mistakes a .po file may hold, one by one
# ---------------------------------------------------------------------------

def loaded(tmp_path, data):
    """Return (translation, mistakes) of a .po file holding `data`."""
    path = tmp_path / 'xx.po'
    path.write_bytes(data if isinstance(data, bytes)
                     else data.encode('utf-8'))
    return po_checks.load_translation(str(path))


def test_a_file_saved_by_notepad_in_windows_encoding_is_read_as_it_was_meant(
        tmp_path):
    text = HEADER + 'msgid "White"\nmsgstr "Weiß"\n\nmsgid "Goodbye!"\n' \
        'msgstr "Tschüss!"\n'
    translation, mistakes = loaded(tmp_path, text.encode('cp1252'))
    assert translation.gettext('White') == 'Weiß'
    assert translation.gettext('Goodbye!') == 'Tschüss!'
    assert mistakes == [(text.count('\n', 0, text.index('Weiß')) + 1,
                         'not saved as UTF-8 (read as Windows-1252): save '
                         'it as UTF-8')]


def test_a_byte_order_mark_is_no_mistake_and_utf16_is_named(tmp_path):
    text = HEADER + 'msgid "White"\nmsgstr "Weiß"\n'
    translation, mistakes = loaded(tmp_path,
                                   codecs.BOM_UTF8 + text.encode('utf-8'))
    assert (translation.gettext('White'), mistakes) == ('Weiß', [])
    translation, mistakes = loaded(tmp_path, text.encode('utf-16'))
    assert translation.gettext('White') == 'Weiß'
    assert mistakes[0][0] == 1 and 'UTF-16' in mistakes[0][1]


@pytest.mark.parametrize('translated, why', [
    ('%(nom)s hat %(target)d', 'the placeholders %(nom)s %(target)d differ'),
    ('%(name)s hat', 'the placeholders %(name)s differ'),
    ('%(target)d: %(name)s, 100%', 'a % that is no placeholder'),
    ('%(target)d: %(name)s, 100%%', None),      # a percent sign, written so
])
def test_a_renamed_or_missing_placeholder_leaves_the_message_english(
        tmp_path, translated, why):
    english = '%(name)s placed a man on %(target)d'
    translation, mistakes = loaded(tmp_path, HEADER + (
        'msgid "%s"\nmsgstr "%s"\n\nmsgid "White"\nmsgstr "Weiß"\n'
        % (english, translated)))
    assert translation.gettext('White') == 'Weiß'
    if why is None:
        assert (translation.gettext(english), mistakes) == (translated, [])
    else:
        assert translation.gettext(english) == english
        assert mistakes[0][0] == 8 and mistakes[0][1].startswith(why)


@pytest.mark.parametrize('broken, line, why', [
    ('msgstt "Zwei"', 11, "'msgstt' is not a keyword"),
    ('msgstr[1] "Zwei"', 11, 'msgstr[1] is out of its place'),
    ('msgstr "Zwei" "', 11, 'a string in "quotes" is missing'),
    ('', 10, 'a msgid without its msgstr'),
])
def test_a_line_that_cannot_be_read_leaves_only_its_message_english(
        tmp_path, broken, line, why):
    translation, mistakes = loaded(tmp_path, HEADER + (
        'msgid "One"\nmsgstr "Eins"\n\nmsgid "Two"\n%s\n\n'
        '#, fuzzy\nmsgid "Three"\nmsgstr "Drei?"\n\n'
        'msgid "Four"\nmsgstr "Vier"\n' % broken))
    assert [translation.gettext(word) for word in
            ('One', 'Two', 'Three', 'Four')] == ['Eins', 'Two', 'Three',
                                                 'Vier']
    assert len(mistakes) == 1 and mistakes[0][0] == line
    assert mistakes[0][1].startswith(why)


def test_a_plural_missing_a_form_is_english_and_a_broken_rule_is_englishs(
        tmp_path):
    plurals = ('msgid "%d man"\nmsgid_plural "%d men"\nmsgstr[0] '
               '"%d Stein"\nmsgstr[1] "%d Steine"\n\n'
               'msgid "%d turn"\nmsgid_plural "%d turns"\nmsgstr[0] '
               '"%d Zug"\n')
    translation, mistakes = loaded(tmp_path, HEADER + plurals)
    assert translation.ngettext('%d man', '%d men', 3) == '%d Steine'
    assert translation.ngettext('%d turn', '%d turns', 3) == '%d turns'
    assert mistakes == [(14, 'a plural needs 2 translations, msgstr[0] to '
                             'msgstr[1]')]
    broken_rule = HEADER.replace('plural=(n != 1);', 'plural=(n != 1;')
    translation, mistakes = loaded(tmp_path, broken_rule + plurals.split('\n\n')[0])
    assert translation.ngettext('%d man', '%d men', 3) == '%d Steine'
    assert translation.ngettext('%d man', '%d men', 1) == '%d Stein'
    assert mistakes[0][0] == 2 and 'Plural-Forms' in mistakes[0][1]


def test_a_mo_file_newer_than_its_po_file_is_used_only_without_mistakes(
        tmp_path):
    # A .mo file made by another tool (Poedit) may hold a broken message:
    # then the .po file is read, and says where.
    text = HEADER + 'msgid "point %d is taken"\nmsgstr "Punkt besetzt"\n'
    (tmp_path / 'xx.po').write_text(text, encoding='utf-8')
    entries = po_files.read_po(text)
    (tmp_path / 'xx.mo').write_bytes(po_files.mo_bytes(entries))
    translation, mistakes = po_checks.load_translation(
        str(tmp_path / 'xx.po'))
    assert translation.gettext('point %d is taken') == 'point %d is taken'
    assert mistakes == [(8, 'the placeholders (none) differ from the '
                            'English %d')]
    entries[1]['strings'] = ['Punkt %d besetzt']
    (tmp_path / 'xx.mo').write_bytes(po_files.mo_bytes(entries))
    assert po_checks.current_mo(str(tmp_path / 'xx.po')).gettext(
        'point %d is taken') == 'Punkt %d besetzt'
    (tmp_path / 'xx.mo').write_bytes(b'\xde\x12\x04\x95 cut short')
    assert po_checks.current_mo(str(tmp_path / 'xx.po')) is None


def test_a_mo_file_is_read_back_as_it_was_written():
    entries = po_files.read_po(HEADER + (
        'msgctxt "command"\nmsgid "help"\nmsgstr "hilfe"\n\n'
        'msgid "%d man"\nmsgid_plural "%d men"\nmsgstr[0] "%d Stein"\n'
        'msgstr[1] "%d Steine"\n'))
    read = po_files.read_mo(po_files.mo_bytes(entries))
    assert sorted((entry['id'], entry['context'], entry['plural'],
                   entry['strings']) for entry in read[1:]) == [
        ('%d man', None, '%d men', ['%d Stein', '%d Steine']),
        ('help', 'command', None, ['hilfe'])]
    assert 'charset=UTF-8' in read[0]['strings'][0]
    assert gettext.GNUTranslations(io.BytesIO(po_files.mo_bytes(
        entries))).pgettext('command', 'help') == 'hilfe'


def test_a_game_file_python_cannot_read_leaves_every_translation_as_it_is(
        languages, messages_of_the_code, tmp_path, monkeypatch):
    module = update_languages()
    broken = tmp_path / 'replaying.py'
    broken.write_text('from console import (flags\n', encoding='utf-8')
    unread, problems = module.messages_in(str(broken))
    messages, _ = messages_of_the_code
    without = {key: files for key, files in messages.items()
               if files != ['console/replaying.py']}
    assert len(without) < len(messages) and unread == []
    monkeypatch.setattr(module, 'code_messages',
                        lambda: (without, problems))
    before = (languages / 'de.po').read_bytes()
    with contextlib.redirect_stdout(io.StringIO()) as output:
        assert module.main([]) == 1
    assert 'replaying.py:1: Python cannot read it' in output.getvalue()
    assert 'Nothing was written' in output.getvalue()
    assert (languages / 'de.po').read_bytes() == before
