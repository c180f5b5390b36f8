"""Tests of the game's languages: the message catalogue (words/catalogue.py),
the .po files and their tool (languages/update_languages.py), the language
chosen from the flag or the system, every printed word coming from the
catalogue, and a game, the lesson and a puzzle played in each shipped
language, their lines typed as through a pipe, with no English left and no
line too wide."""

import ast
import contextlib
import gettext
import io
import os
import re
from unittest import mock

import pytest
from conftest import (TypedLines, Utf8Screen, main_with_keyboard,
                      right_answers, unfolded, update_languages)
from test_records_game import random_record
from test_teaching import BLUNDER, MUST_BLOCK, solving_lines, typed

import nine_mens_morris as game_module
import rules
from board import BLACK, PLAYERS, WHITE, board_from_string
from console import drawing, start_menu, terminal
from game_files import record_files
from teaching import hints, lessons, puzzles
from words import catalogue, mo_files, po_checks, po_files

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES = [code for code in catalogue.shipped_languages()
             if code != catalogue.ENGLISH]


# ---------------------------------------------------------------------------
# The .po files and their tool
# ---------------------------------------------------------------------------

def test_german_french_and_spanish_are_shipped():
    assert {'de', 'fr', 'es'} <= set(LANGUAGES)


@pytest.mark.slow
def test_every_message_is_translated_with_its_placeholders_and_compiled():
    # The tool's --check: every message of the code in messages.pot and
    # translated in every .po file, the same placeholders as the English,
    # and every .mo file compiled from its .po file as it is now.
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        code = update_languages().main(['--check'])
    assert code == 0, output.getvalue()[-3000:]


def test_the_check_finds_an_untranslated_message_and_a_wrong_placeholder():
    tool = update_languages()
    entry = {'context': None, 'id': '%(name)s moved %(source)d',
             'plural': None, 'strings': [''], 'flags': [], 'comments': [],
             'references': []}
    assert 'not translated' in tool.entry_problems('de', entry)[0]
    entry['strings'] = ['%(name)s zog %(ziel)d']
    assert 'placeholders' in po_checks.placeholder_mistake(entry)
    entry['strings'] = ['%(source)d: %(name)s zog']     # named may move
    assert po_checks.placeholder_mistake(entry) is None
    assert tool.entry_problems('de', entry) == []
    entry.update(id='%s of %d', strings=['%d von %s'])  # unnamed may not
    assert po_checks.placeholder_mistake(entry)


def test_a_message_marked_without_its_text_written_out_is_found(tmp_path):
    path = tmp_path / 'example.py'
    path.write_text("_('fine')\nN_('a %s' % x)\n_(f'{x} men')\n_(TABLE[k])\n",
                    encoding='utf-8')
    tool = update_languages()
    with mock.patch.object(tool, 'PROJECT', str(tmp_path)):
        found, problems = tool.messages_in(str(path))
    assert [key for key, where in found] == [(None, 'fine', None)]
    assert [problem.split(':')[1] for problem in problems] == ['2', '3']


def test_a_po_file_is_read_back_as_it_was_written():
    entries = [
        {'context': None, 'id': '', 'plural': None, 'flags': [],
         'references': [], 'comments': ['# a header'],
         'strings': ['Language: de\nContent-Type: text/plain; '
                     'charset=UTF-8\nPlural-Forms: nplurals=2; '
                     'plural=(n != 1);\n']},
        {'context': None, 'id': 'Two lines\n"quoted" \\ back', 'plural': None,
         'strings': ['Zwei Zeilen\n"zitiert" \\ zurück'], 'flags': [],
         'comments': [], 'references': ['words/texts.py:1']},
        {'context': 'command', 'id': 'help', 'plural': None,
         'strings': ['hilfe'], 'flags': [], 'comments': [], 'references': []},
        {'context': None, 'id': '%d man', 'plural': '%d men',
         'strings': ['%d Stein', '%d Steine'], 'flags': ['python-format'],
         'comments': [], 'references': []},
    ]
    assert po_files.read_po(po_files.write_po(entries)) == entries
    translation = gettext.GNUTranslations(io.BytesIO(
        po_files.mo_bytes(entries)))
    assert translation.gettext(entries[1]['id']) == entries[1]['strings'][0]
    assert translation.pgettext('command', 'help') == 'hilfe'
    assert translation.ngettext('%d man', '%d men', 1) == '%d Stein'
    assert translation.ngettext('%d man', '%d men', 7) == '%d Steine'


def test_an_untranslated_or_fuzzy_message_stays_english():
    entries = po_files.read_po(
        'msgid ""\nmsgstr "Language: de\\n"\n\n'
        'msgid "Hello"\nmsgstr ""\n\n'
        '#, fuzzy\nmsgid "Goodbye!"\nmsgstr "Tschuess?"\n')
    translation = gettext.GNUTranslations(io.BytesIO(
        po_files.mo_bytes(entries)))
    assert translation.gettext('Hello') == 'Hello'
    assert translation.gettext('Goodbye!') == 'Goodbye!'


def test_a_corrected_po_file_is_used_before_it_is_compiled_again(tmp_path):
    po = tmp_path / 'xx.po'
    po.write_text('msgid ""\nmsgstr "Language: xx\\n"\n\n'
                  'msgid "Goodbye!"\nmsgstr "Old"\n', encoding='utf-8')
    (tmp_path / 'xx.mo').write_bytes(po_files.mo_bytes(
        po_files.read_po_file(str(po))))
    po.write_text(po.read_text(encoding='utf-8').replace('Old', 'New'),
                  encoding='utf-8')
    os.utime(str(tmp_path / 'xx.mo'), (1, 1))       # the .mo is older
    translation, mistakes = po_checks.load_translation(str(po))
    assert (translation.gettext('Goodbye!'), mistakes) == ('New', [])


def test_a_mo_file_made_from_its_po_file_is_used_whatever_their_dates(
        tmp_path):
    # A checkout writes de.mo a moment before de.po: the .mo file names
    # the .po file it was made from, so it is still read, not the .po.
    po = tmp_path / 'xx.po'
    po.write_bytes(b'msgid ""\nmsgstr "Language: xx\\n"\n\n'
                   b'msgid "Goodbye!"\nmsgstr "Tsch\xc3\xbcss!"\n')
    entries = po_files.read_po_file(str(po))
    compiled = po_files.mo_bytes(entries, po.read_bytes())
    (tmp_path / 'xx.mo').write_bytes(compiled)
    os.utime(str(tmp_path / 'xx.mo'), (1, 1))       # the .mo is older
    made_from_po = po_checks.current_mo(str(po))
    assert made_from_po is not None
    assert made_from_po.gettext('Goodbye!') == 'Tsch\u00fcss!'
    # the same file with Windows line ends is the same .po file
    po.write_bytes(po.read_bytes().replace(b'\n', b'\r\n'))
    assert po_checks.current_mo(str(po)) is not None
    # edited after it was compiled, even within the same second: not used
    po.write_bytes(po.read_bytes().replace(b'Tsch', b'Ciao, Tsch'))
    os.utime(str(tmp_path / 'xx.mo'))               # the .mo looks newer
    assert po_checks.current_mo(str(po)) is None
    translation, mistakes = po_checks.load_translation(str(po))
    assert translation.gettext('Goodbye!') == 'Ciao, Tsch\u00fcss!'


def test_a_language_whose_mo_file_is_current_loads_no_po_reader():
    # A fresh Python, as a start in German: the .mo file alone is read.
    import subprocess
    import sys
    code = ('import sys; from words import catalogue; '
            'catalogue.use_language("de"); '
            'print(catalogue._("Goodbye!"), sorted(name for name in '
            '("words.po_checks", "words.po_files") '
            'if name in sys.modules))')
    shown = subprocess.run([sys.executable, '-c', code], cwd=PROJECT,
                           stdout=subprocess.PIPE, check=True,
                           env=dict(os.environ, PYTHONIOENCODING='utf-8')
                           ).stdout.decode('utf-8').split()
    assert shown == ['Tsch\u00fcss!', '[]']


def test_the_shipped_mo_files_name_their_po_files():
    for code in ('de', 'es', 'fr'):
        path = os.path.join(catalogue.LANGUAGES_FOLDER, code + '.po')
        with open(path, 'rb') as file:
            source = mo_files.source_of(file.read())
        with open(path[:-3] + '.mo', 'rb') as file:
            assert source.encode() in file.read(), code


def test_a_new_language_is_started_from_the_messages(tmp_path,
                                                     monkeypatch):
    tool = update_languages()
    monkeypatch.setenv(catalogue.LANGUAGES_VARIABLE, str(tmp_path))
    tool.start_language('it')
    entries = po_files.read_po_file(str(tmp_path / 'it.po'))
    assert 'Language: it' in entries[0]['strings'][0]
    template = tool.template_entries({(None, 'Goodbye!', None): ['x.py:1']})
    merged = tool.merged_entries(entries, template)
    assert [entry['id'] for entry in merged] == ['', 'Goodbye!']
    assert merged[1]['strings'] == ['']


@pytest.mark.slow
def test_no_module_that_translates_uses_the_name_of_the_translation():
    # A module that imports _ and also sets _ (for _ in ..., a, _ = ...)
    # would hide the translation inside that function.
    tool = update_languages()
    for path in tool.game_files():
        with open(path, encoding='utf-8') as file:
            tree = ast.parse(file.read())
        imported = any(isinstance(node, ast.ImportFrom) and any(
            alias.name == '_' for alias in node.names)
            for node in ast.walk(tree))
        bound = [node.lineno for node in ast.walk(tree)
                 if isinstance(node, ast.Name) and node.id == '_'
                 and isinstance(node.ctx, ast.Store)]
        assert not (imported and bound), (path, bound)


# ---------------------------------------------------------------------------
# Which language
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('environment, language', [
    ({}, 'en'),
    ({'LANG': 'de_DE.UTF-8'}, 'de'),
    ({'LANG': 'fr_CA.UTF-8'}, 'fr'),
    ({'LC_ALL': 'es_ES.UTF-8', 'LANG': 'de_DE.UTF-8'}, 'es'),
    ({'LC_MESSAGES': 'fr_FR', 'LANG': 'de_DE'}, 'fr'),
    ({'LANGUAGE': 'it:fr', 'LANG': 'de_DE.UTF-8'}, 'fr'),
    ({'LANGUAGE': 'it', 'LANG': 'de_DE.UTF-8'}, 'en'),
    ({'LC_ALL': 'C', 'LANG': 'de_DE.UTF-8'}, 'en'),
    ({'LANG': 'C.UTF-8'}, 'en'),
    ({'THONNY_LANGUAGE': 'es_ES', 'LANG': 'de_DE.UTF-8'}, 'es'),
    ({'THONNY_LANGUAGE': 'et_EE', 'LANG': 'de_DE.UTF-8'}, 'de'),
])
def test_the_language_comes_from_the_system(environment, language):
    with mock.patch.object(catalogue, 'windows_language', lambda: None):
        assert catalogue.chosen_language(None, environment) == language


def test_windows_gives_its_language_when_no_variable_does():
    with mock.patch.object(catalogue, 'windows_language', lambda: 'fr_FR'):
        assert catalogue.chosen_language(None, {}) == 'fr'
        assert catalogue.chosen_language(None, {'LANG': 'de_DE'}) == 'de'


def test_the_language_flag_wins_and_an_unknown_one_is_named():
    assert catalogue.chosen_language('DE', {'LANG': 'fr_FR'}) == 'de'
    assert catalogue.chosen_language('es-MX', {}) == 'es'
    assert catalogue.chosen_language('en', {'LANG': 'fr_FR'}) == 'en'
    with pytest.raises(ValueError, match='de, es, fr'):
        catalogue.chosen_language('xx', {})


def test_a_command_is_typed_in_english_or_in_the_language_in_use():
    catalogue.use_language('de')
    help_word = catalogue.p_('command', 'help')
    assert help_word != 'help'
    assert catalogue.typed_word(help_word.upper(), ['help']) == 'help'
    assert catalogue.typed_word('help', ['help']) == 'help'
    assert catalogue.typed_word('hello', ['help']) is None


# ---------------------------------------------------------------------------
# Every word printed comes from the catalogue
# ---------------------------------------------------------------------------

class MarkedTranslation(gettext.NullTranslations):
    """A translation that puts every message in brackets, ⟦like this⟧, so
    that a word printed without the catalogue stands out.  Words typed
    (p_) stay as they are: a player types them in English here."""

    def gettext(self, message):
        return '\u27e6%s\u27e7' % message if message.strip() else message

    def ngettext(self, singular, plural, count):
        return self.gettext(singular if count == 1 else plural)


@pytest.fixture(scope='module')
def typed_words(messages_of_the_code):
    """Return the words a player may type (p_'s messages): they are printed
    as they are, as the commands' names."""
    messages, problems = messages_of_the_code
    return {word for context, message, plural in messages if context
            for word in re.findall(r'[a-z]+', message)}


def words_outside_the_catalogue(output, allowed):
    """Return the words of `output` printed outside every ⟦message⟧ (one
    may be folded over several lines): not a point name (d6), a word
    typed, or one of `allowed`."""
    while True:
        shorter = re.sub('\u27e6[^\u27e6\u27e7]*\u27e7', ' ', output)
        if shorter == output:
            break
        output = shorter
    output = re.sub(r'--[a-z-]+|\{[a-z,]+\}|nine_mens_morris\.py', ' ',
                    output)                 # flags and the program's name
    return [word for word in re.findall(r'[A-Za-z]{2,}', output)
            if not re.fullmatch('[a-g][1-7]|W+|B+', word)   # or men drawn
            and word.lower() not in allowed]


def run_marked(argv, lines):
    """Return the output of main(argv) with `lines` typed, every message
    in brackets."""
    output = io.StringIO()
    with mock.patch.object(catalogue, '_translation', MarkedTranslation()), \
            mock.patch.object(catalogue, 'use_language', lambda code: None), \
            mock.patch('builtins.input', TypedLines(lines)), \
            contextlib.redirect_stdout(output), \
            contextlib.suppress(SystemExit):        # --help ends so
        game_module.main(argv)
    return output.getvalue()


def lesson_lines():
    """Return the lines that play the lesson, one step wrong first."""
    lines = ['hint', '23']
    for step in lessons.LESSON:
        lines += typed(right_answers(step)[0])
    return lines


MARKED_RUNS = [
    ([], ['help', '1', 'Ann', 'Bob', 'x', '', 'n', '', '', '', '', '',
          '0', 'help', 'rules', 'moves', 'hint', '1', '30', 'x', 'board',
          'mills', 'threats', 'undo', 'draw', 'n', 'resign', 'n', 'save',
          '', 'quit', 'n']),
    ([], ['2', 'x', '', '', '', '0', 'hint', '3', 'undo', 'quit', 'n']),
    (['--words', '--white', 'human', '--black', 'human'],
     ['0', '9', 'board', 'mills', 'threats', 'moves', '1', '8', '2', '9',
      'picture', 'quit', 'n']),
    (['--white', 'human', '--black', 'computer', '--level', 'tricky'],
     ['0', '1', 'hint', 'undo', '3', 'quit', 'n']),
    (['--lesson'], lesson_lines() + ['quit']),
    (['--help'], []),
]


@pytest.mark.parametrize('argv, lines', MARKED_RUNS)
def test_every_word_printed_comes_from_the_catalogue(argv, lines, tmp_path,
                                                     monkeypatch,
                                                     typed_words):
    monkeypatch.chdir(tmp_path)
    # The hint's words are checked here, not how good its turn is: a small
    # search finds one.
    monkeypatch.setattr(hints, 'HINT_NODES', 2000)
    output = run_marked(argv, lines)
    assert words_outside_the_catalogue(output, typed_words | {
        'ann', 'bob'}) == [], output[-2000:]


# ---------------------------------------------------------------------------
# A game, the lesson and a puzzle in each language, typed as through a pipe
# ---------------------------------------------------------------------------

def english_pieces(code):
    """Return the pieces of English the language `code` translates: each
    message's text between its placeholders and line breaks, of three
    words or more, where the translation differs."""
    pieces = set()
    for entry in po_files.read_po_file(
            os.path.join(catalogue.LANGUAGES_FOLDER, code + '.po'))[1:]:
        if entry['context'] is not None:
            continue                        # a word typed, not a message
        for english in filter(None, (entry['id'], entry['plural'])):
            if english in entry['strings']:
                continue
            for piece in re.split(r'%(?:\([a-z_]+\))?[-#0 +]*[0-9]*'
                                  r'(?:\.[0-9]+)?[a-z%]|\n', english):
                piece = unfolded(piece)
                if len(re.findall('[A-Za-z]+', piece)) >= 3:
                    pieces.add(piece)
    return pieces


def command(code, word):
    """Return the command `word` as a player of language `code` types it."""
    catalogue.use_language(code)
    try:
        return catalogue.p_('command', word)
    finally:
        catalogue.use_language(catalogue.ENGLISH)


def play_in_language(code, arguments, lines):
    """Return the output of the game in language `code` fed `lines`, as
    through a pipe: it must end without a word on the error stream."""
    screen, errors = Utf8Screen(), io.StringIO()
    with contextlib.redirect_stderr(errors):
        try:
            main_with_keyboard(['--language', code] + arguments,
                               TypedLines(lines), [], screen)
        except SystemExit as end:           # --help ends so
            assert end.code in (0, None)
    assert errors.getvalue() == ''
    return screen.getvalue()


def assert_all_in(code, output, lines):
    """Check that `output` holds no English message and no line too wide."""
    flat = unfolded(output)
    left = [piece for piece in english_pieces(code) if piece in flat]
    assert left == [], left
    too_wide = [line for line in output.splitlines() if len(line) > 79
                and not any(line.endswith(own) for own in lines if own)]
    assert too_wide == []


def game_lines(code):
    """Return the lines of a short game with the commands typed in the
    language `code`."""
    return (['0', '9', command(code, 'help'), command(code, 'rules'),
             command(code, 'moves'), '1', '30', command(code, 'board'),
             command(code, 'hint'), '10', command(code, 'undo'), '2',
             command(code, 'draw'), 'n', command(code, 'quit'), 'n'])


@pytest.mark.slow
@pytest.mark.parametrize('code', LANGUAGES)
def test_a_game_the_lesson_and_a_puzzle_leave_no_english(code, tmp_path,
                                                         monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = game_lines(code)
    output = play_in_language(code, ['--white', 'human', '--black', 'human'],
                              lines)
    assert command(code, 'help') != 'help' and 'Sorry' not in output
    assert_all_in(code, output, lines)
    lines = lesson_lines() + ['quit']
    assert_all_in(code, play_in_language(code, ['--lesson'], lines), lines)
    puzzle = puzzles.make_puzzles(4, 'easy', 6)[0]
    lines = solving_lines(puzzle, with_a_mistake=True) + ['quit']
    assert_all_in(code, play_in_language(
        code, ['--puzzle', 'easy', '--seed', '4'], lines), lines)
    lines = game_lines(code)
    assert_all_in(code, play_in_language(
        code, ['--words', '--white', 'human', '--black', 'human'], lines),
        lines)


@pytest.mark.parametrize('code', LANGUAGES)
def test_each_command_has_a_word_of_its_own_in_each_language(code):
    entries = po_files.read_po_file(
        os.path.join(catalogue.LANGUAGES_FOLDER, code + '.po'))
    words = {entry['id']: catalogue.plain_letters(entry['strings'][0])
             for entry in entries if entry['context'] == 'command'}
    assert len(set(words.values())) == len(words)
    for english, translated in words.items():
        assert translated not in set(words) - {english}


@pytest.mark.slow
def test_every_word_of_the_puzzles_review_replay_and_files_is_marked(
        tmp_path, monkeypatch, typed_words):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'game.txt', 3, 30)
    start = rules.set_up_state(board_from_string(MUST_BLOCK[0]),
                               MUST_BLOCK[1], BLACK)
    record_files.save_record(str(tmp_path / 'blunder.txt'), start, BLUNDER)
    (tmp_path / 'bad.txt').write_text('[Board "xyz"]\n', encoding='utf-8')
    puzzle = puzzles.make_puzzles(4, 'easy', 6)[0]
    runs = [
        (['--puzzle', 'easy', '--seed', '4'],
         ['hint'] + solving_lines(puzzle, with_a_mistake=True) + ['quit']),
        (['--review', 'blunder.txt'], ['y', '', 'quit']),
        (['--replay', 'game.txt'], ['', 'b', 'x', 'help', '5', 'board',
                                    'play', 'human', 'computer', 'quit',
                                    'n']),
        (['--load', 'bad.txt'], []),
        (['--load', 'missing.txt'], []),
        (['--words', '--lesson'], ['x', '0', 'quit', '9', '9']),
        ([], ['1', '', '', 'roll', 'n', 'n', 'y', 'n', '7', 'x', '50', '',
              '0', 'quit', 'y', '', 'quit']),
        ([], ['7', '', 'q', '6', 'q', '8', 'players/none.py', '', 'q']),
    ]
    allowed = typed_words | {'game', 'txt', 'blunder', 'missing', 'bad',
                               'morris', 'xyz', 'players', 'none', 'py'}
    for argv, lines in runs:
        output = run_marked(argv, lines)
        assert words_outside_the_catalogue(output, allowed) == [], (
            argv, output[-3000:])


@pytest.mark.slow
@pytest.mark.parametrize('code', LANGUAGES)
def test_the_menu_review_replay_and_puzzle_sheet_fit_in_each_language(
        code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'game.txt', 3, 30)
    start = rules.set_up_state(board_from_string(MUST_BLOCK[0]),
                               MUST_BLOCK[1], BLACK)
    record_files.save_record(str(tmp_path / 'blunder.txt'), start, BLUNDER)
    runs = [
        (['--review', 'blunder.txt'], ['', '', 'q']),
        (['--replay', 'game.txt'], ['', 'b', 'x', command(code, 'help'),
                                    '5', command(code, 'board'), 'q']),
        ([], [command(code, 'help'), command(code, 'rules'), '1', '', '',
              '', 'n', '', '', '', '', '', command(code, 'quit'), 'n']),
        (['--help'], []),
        (['--puzzle-sheet', 'sheet.txt', '--puzzle', 'medium'], []),
    ]
    for arguments, lines in runs:
        assert_all_in(code, play_in_language(code, arguments, lines), lines)
    sheet = (tmp_path / 'sheet.txt').read_text(encoding='utf-8')
    assert_all_in(code, sheet, [])


def test_a_prompt_wider_than_the_screen_is_folded_before_the_answer():
    prompt = '  ' + 'word ' * 30 + '[0] '
    first, last = terminal.folded_prompt(prompt)
    assert first and all(len(line) <= 79 for line in first + [last])
    assert last.endswith('[0] ') and ' '.join(
        (first + [last])).split() == prompt.split()
    assert terminal.folded_prompt('Your choice: ') == ([], 'Your choice: ')


def test_a_colour_or_a_command_in_the_language_in_use_is_no_name():
    catalogue.use_language('de')
    for word in ('Tipp', 'Weiß', 'SCHWARZ', 'hint', 'white', 'Computer 2'):
        assert start_menu.is_a_word_of_the_game(word), word
    assert not start_menu.is_a_word_of_the_game('Anna')


@pytest.mark.parametrize('code', LANGUAGES)
def test_the_men_carry_two_different_letters_in_each_language(code):
    catalogue.use_language(code)
    letters = [drawing.man_glyph('unicode', player)[1] for player in PLAYERS]
    assert len(set(letters)) == 2 and all(len(letter) == 1 and
                                          letter.isalpha()
                                          for letter in letters)
    assert drawing.man_glyph('ascii', WHITE) == letters[0] * 3


def test_a_wrong_flag_is_told_in_the_language_asked_for(capsys):
    with pytest.raises(SystemExit):
        game_module.main(['--language', 'de', '--level', 'xyz'])
    error = unfolded(capsys.readouterr().err)
    assert 'Fehler: Option --level: ungültige Wahl' in error
    with pytest.raises(SystemExit):
        game_module.main(['--language=fr', '--seed'])
    assert 'il faut une valeur ici' in capsys.readouterr().err


def test_the_language_flag_may_be_shortened_as_any_flag(capsys):
    with mock.patch('builtins.input', TypedLines(['quit'])):
        game_module.main(['--lang', 'es'])
    assert 'juego del molino' in capsys.readouterr().out


def test_code_moved_in_a_file_leaves_the_translations_current(
        messages_of_the_code):
    # A message is found by its file, not its line, and a .po file's
    # entries in another order are the same file to the check: a student
    # who adds a line of code need not run the tool.
    tool = update_languages()
    messages, problems = messages_of_the_code
    assert all(':' not in where for files in messages.values()
               for where in files)
    header = 'msgid ""\nmsgstr "Language: de\\n"\n\n'
    first = 'msgid "One"\nmsgstr "Eins"\n\n'
    second = 'msgid "Two"\nmsgstr "Zwei"\n'
    assert tool.same_entries(header + first + second,
                             header + second + '\n' + first)
    assert not tool.same_entries(header + first + second,
                                 header + first.replace('Eins', 'Ein'))
