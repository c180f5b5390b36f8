"""Tests that no console and no file name can cost a game: a console whose
character set lacks letters the game prints (ASCII, cp1252, koi8-r), file
names that are no UTF-8, a home folder nobody may write in, and saves that
touch no file but their own.

The games run in the test process through main(), with a stand-in keyboard
(conftest.TypedLines) that prints each prompt on the console as input()
does; a few run in a subprocess, where the console's own character set is
what is tested.
"""

import contextlib
import io
import os
import subprocess
import sys
import time
from unittest import mock

import pytest

import nine_mens_morris as game_module
import rules
from conftest import TypedLines, run_main
from console import terminal
from game_files import (autosave, file_reading, leftovers, record_files,
                        record_reading)
from game_files.records import RecordError
from game_files.this_computer import computer_name

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), 'nine_mens_morris.py')

# A player's file name as an old USB stick holds it: 'jürgen' in Latin-1,
# which is no UTF-8, as Python gives it on Linux (the byte 0xfc kept as the
# "surrogate" '\udcfc').
JUERGEN = os.fsdecode(b'j\xfcrgen')


class StrictConsole(io.TextIOWrapper):
    """A console whose character set is `encoding`: a character it lacks
    is an error (UnicodeEncodeError), and it cannot be told to replace
    them (as IDLE's cannot), so the game itself must."""

    def __init__(self, encoding):
        io.TextIOWrapper.__init__(self, io.BytesIO(), encoding=encoding,
                                  errors='strict', write_through=True)

    def reconfigure(self, **changes):
        """Refuse every change, as IDLE's streams do."""
        raise ValueError('this console cannot be changed')

    def shown(self):
        """Return what the console has shown so far."""
        return self.buffer.getvalue().decode(self.encoding)


class KeyboardOnConsole(TypedLines):
    """A stand-in for input() that prints each prompt on the console, as
    input() does, but not the line typed (the terminal shows that, not the
    game)."""

    def __call__(self, prompt=''):
        sys.stdout.write(prompt)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if isinstance(line, BaseException):
            raise line
        return line


def main_on_console(console, argv, lines):
    """Return what the console showed of main(argv) with `lines` typed
    (each prompt printed on `console`, as input() prints it)."""
    with mock.patch('builtins.input', KeyboardOnConsole(lines)), \
            contextlib.redirect_stdout(console):
        game_module.main(argv)
    return console.shown()


def can_name_files_in_bytes(folder):
    """Return True if the disk of `folder` takes a file name that is no
    UTF-8 (Linux does; Windows and macOS do not)."""
    if os.name != 'posix':
        return False
    try:
        path = os.path.join(str(folder), JUERGEN + '.probe')
        open(path, 'w').close()
        os.remove(path)
    except (OSError, UnicodeError):
        return False
    return True


# ---------------------------------------------------------------------------
# Consoles that are not UTF-8
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('encoding', ['ascii', 'cp1252', 'koi8-r'])
@pytest.mark.parametrize('language', ['de', 'fr', 'es', 'en'])
def test_every_prompt_and_line_shows_on_a_console_without_its_letters(
        encoding, language, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    console = StrictConsole(encoding)
    # Two players named with letters most of these consoles lack; a turn,
    # the help, a save and quit, all in the language chosen.
    shown = main_on_console(console, ['--language', language], [
        '1', 'Jürgen', '五', '', '', '4', '19', 'help', 'save', '',
        'quit', 'n'])
    assert shown.rstrip().endswith(('!', '?')), shown[-300:]
    assert '(' in shown and '19' in shown
    saved = file_reading.read_record(
        file_reading.newest_files(str(tmp_path))[0])
    assert saved.headers['White'] == 'Jürgen'
    assert saved.headers['Black'] == '五'
    if encoding != 'koi8-r':
        assert 'J?rgen' in shown or 'Jürgen' in shown
    assert '?' in shown                         # 五 on none of them


def test_a_record_of_a_player_named_in_chinese_replays_on_cp1252(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run_main(['--white', 'human', '--black', 'human'],
             ['4', '19', 'save', 'five.txt'])
    text = (tmp_path / 'five.txt').read_text(encoding='utf-8')
    (tmp_path / 'five.txt').write_text(text.replace('Human', '五', 1),
                                       encoding='utf-8')
    console = StrictConsole('cp1252')
    shown = main_on_console(console, ['--load', 'five.txt'],
                            ['5', 'quit', 'n'])
    assert '? (White), place a man' in shown or \
        'White is ?' in shown, shown[-500:]


@pytest.mark.slow
@pytest.mark.skipif(os.name != 'posix', reason='PYTHONIOENCODING is enough '
                    'elsewhere, but the test starts the script with sh')
@pytest.mark.parametrize('encoding', ['ascii', 'koi8-r'])
def test_a_real_console_in_another_character_set_prints_no_traceback(
        encoding, tmp_path):
    environment = dict(os.environ, PYTHONIOENCODING=encoding)
    for extra in (['--help'], []):
        done = subprocess.run(
            [sys.executable, SCRIPT, '--language', 'de'] + extra,
            input=b'1\n\n\n\n0\n', stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, cwd=str(tmp_path), env=environment,
            timeout=60)
        errors = done.stderr.decode('utf-8', 'replace')
        assert 'Traceback' not in errors, errors
        assert done.returncode == 0, errors
        shown = done.stdout.decode(encoding)
        assert ('M?hle' in shown or 'Tsch?ss' in shown), shown[-300:]


def test_printable_replaces_only_what_the_console_lacks():
    assert terminal.printable('Mühle 五', StrictConsole('cp1252')) == \
        'Mühle ?'
    assert terminal.printable('Mühle', StrictConsole('ascii')) == 'M?hle'
    assert terminal.printable(JUERGEN, io.StringIO()) == 'j?rgen'
    assert terminal.printable('五', io.StringIO()) == '五'


# ---------------------------------------------------------------------------
# File names that are not UTF-8
# ---------------------------------------------------------------------------

def latin_1_player_file(folder, monkeypatch):
    """Return the name of a player file named in Latin-1 (jürgen.py as the
    bytes of an old USB stick), written in `folder`, the current folder
    now; skip the test where the disk takes only UTF-8 names."""
    if not can_name_files_in_bytes(folder):
        pytest.skip('this disk takes only UTF-8 names')
    monkeypatch.chdir(folder)
    player = JUERGEN + '.py'
    (folder / player).write_text(
        'def choose_turn(state, turns):\n    return turns[0]\n')
    return player


def test_a_player_file_and_a_save_named_in_latin_1_save_and_load(
        tmp_path, monkeypatch):
    player = latin_1_player_file(tmp_path, monkeypatch)
    saved_as = JUERGEN + '-game.txt'
    output, games = run_main(['--white', player, '--black', 'human'],
                             ['19', 'save', saved_as, '20', 'quit', 'n'])
    assert 'cannot be kept safe' not in output
    assert 'j?rgen' in output and 'Saved the game as j?rgen-game.txt' \
        in output
    text = (tmp_path / saved_as).read_bytes().decode('utf-8')
    assert '[White "j?rgen.py"]' in text
    output, games = run_main(['--load', saved_as], ['', 'quit', 'n'])
    assert 'Resuming the saved game after 3 turns' in output
    assert games[0].history.turns[:3] == \
        file_reading.read_record(saved_as).turns


def test_the_autosave_keeps_a_game_of_a_player_file_named_in_latin_1(
        tmp_path, monkeypatch):
    player = latin_1_player_file(tmp_path, monkeypatch)
    run_main(['--white', player, '--black', 'human'], ['19'])
    kept = leftovers.game_autosaves()
    assert len(kept) == 1
    record, unused = autosave.read_autosave(kept[0])
    assert record.headers['White'] == 'j?rgen.py'
    assert len(record.turns) == 3


def test_records_and_a_table_with_names_in_latin_1_are_written(tmp_path):
    if not can_name_files_in_bytes(tmp_path):
        pytest.skip('this disk takes only UTF-8 names')
    folder = tmp_path / JUERGEN
    record_files.make_folder(str(folder))
    path = str(folder / (JUERGEN + '.txt'))
    start = rules.initial_state()
    record_files.save_record(path, start, [], white=JUERGEN, black='Ann')
    assert record_reading.parse_record(open(path, encoding='utf-8').read()) \
        .headers['White'] == 'j?rgen'
    table = str(folder / 'table.csv')
    record_files.save_text(table, 'place,player\n1,%s\n' % JUERGEN)
    assert open(table, encoding='utf-8').read() == 'place,player\n1,j?rgen\n'


# ---------------------------------------------------------------------------
# A home folder nobody may write in
# ---------------------------------------------------------------------------

@pytest.fixture
def home_not_writable(tmp_path, monkeypatch):
    """Return the current folder of a game whose home folder cannot be
    written: it lies under a file, so it cannot even be made (as the
    tests may run as root, whom a read-only folder does not stop)."""
    (tmp_path / 'afile').write_text('a file, not a folder')
    home = tmp_path / 'afile' / 'home'
    monkeypatch.setenv('HOME', str(home))
    monkeypatch.setenv('USERPROFILE', str(home))
    monkeypatch.delenv(leftovers.AUTOSAVE_VARIABLE)
    here = tmp_path / 'here'
    here.mkdir()
    monkeypatch.chdir(here)
    assert not os.access(str(home), os.W_OK)
    return here


TWO_PEOPLE = ['--white', 'human', '--black', 'human']


def test_the_end_of_input_saves_a_game_the_home_folder_cannot_keep(
        home_not_writable):
    output, games = run_main(TWO_PEOPLE, ['4', '19', '5'])
    assert 'cannot be kept safe' in output
    saved, = home_not_writable.iterdir()
    assert 'To play on, start the game with --load %s.' % saved.name \
        in output
    assert file_reading.read_record(str(saved)).turns == \
        games[0].history.turns


def test_ctrl_c_offers_to_save_a_game_the_home_folder_cannot_keep(
        home_not_writable):
    output, games = run_main(TWO_PEOPLE, ['4', '19', KeyboardInterrupt(),
                                          '', 'mine'])
    assert 'Save the game before you go? [Y/n]' in output
    assert file_reading.read_record(str(home_not_writable / 'mine.txt')) \
        .turns == games[0].history.turns
    assert 'Stopped with Ctrl-C. Goodbye!' in output


def test_ctrl_c_and_no_saves_nothing_and_a_saved_game_is_not_asked_again(
        home_not_writable):
    output, games = run_main(TWO_PEOPLE, ['4', KeyboardInterrupt(), 'n'])
    assert '  Not saved.' in output
    assert os.listdir(str(home_not_writable)) == []
    output, games = run_main(TWO_PEOPLE, ['4', 'save', 'g',
                                          KeyboardInterrupt()])
    assert 'before you go' not in output        # nothing new since the save


def test_ctrl_c_yes_and_then_cancel_at_the_name_saves_nothing(
        home_not_writable):
    output, games = run_main(TWO_PEOPLE, ['4', KeyboardInterrupt(), 'y',
                                          'cancel'])
    assert '  Not saved.' in output and 'Saved the game' not in output
    assert os.listdir(str(home_not_writable)) == []


def test_with_no_folder_to_save_in_the_record_is_printed_to_copy(
        home_not_writable, monkeypatch):
    def no_file_anywhere(**details):
        raise PermissionError(13, 'Permission denied')

    monkeypatch.setattr(record_files.tempfile, 'mkstemp', no_file_anywhere)
    output, games = run_main(TWO_PEOPLE, ['4', '19', '5'])
    assert 'here is its record' in output
    printed = output[output.index('[Event'):output.rindex('\n*') + 2]
    assert record_reading.parse_record(printed).turns == \
        games[0].history.turns


# ---------------------------------------------------------------------------
# A save touches only its own files
# ---------------------------------------------------------------------------

def made_an_hour_ago(folder, names):
    """Return nothing; make the files `names` in `folder`, an hour old."""
    hour_ago = time.time() - 3600
    for name in names:
        (folder / name).write_text('half a record')
        os.utime(str(folder / name), (hour_ago, hour_ago))


# Files of the player's, which a save never touches, however old.
OTHERS = ['.notes.txt.backup01.tmp', '.game.txt.x1y2z3w4.tmp', '.notes.tmp',
          'notes.tmp', '.morris-save-notes.tmp']


def test_saving_touches_no_file_of_the_folder_but_its_own(tmp_path):
    made_an_hour_ago(tmp_path, OTHERS)
    record_files.save_text(str(tmp_path / 'mine.txt'), 'x\n')
    record_files.save_text(str(tmp_path / 'mine.txt'), 'y\n', overwrite=True)
    assert sorted(os.listdir(str(tmp_path))) == sorted(OTHERS + ['mine.txt'])


def test_the_temporary_file_is_named_for_this_computer_and_process(
        tmp_path, monkeypatch):
    def full_disk(descriptor):
        names.extend(os.listdir(str(tmp_path)))
        raise OSError(28, 'No space left on device')

    names = []
    monkeypatch.setattr(record_files.os, 'fsync', full_disk)
    with pytest.raises(record_files.SaveError):
        record_files.save_text(str(tmp_path / 'mine.txt'), 'x\n')
    assert len(names) == 1
    assert names[0].startswith('.morris-save-%s-%d-' % (computer_name(),
                                                        os.getpid()))
    assert os.listdir(str(tmp_path)) == []      # removed by its name


# A process number no system gives (Linux's largest is 4194304).
NO_PROCESS = 2 ** 30


def test_a_killed_saves_temporary_file_goes_at_the_next_start(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    here = computer_name()
    stale = ['.morris-save-%s-%d-x1y2z3w4.tmp' % (here, NO_PROCESS),
             '.morris-save-k3j4l5m6.tmp']           # an earlier version's
    kept = OTHERS + [
        '.morris-save-%s-%d-a1b2c3d4.tmp' % (here, os.getppid()),  # running
        '.morris-save-otherpc%s-%d-a1b2c3d4.tmp' % (here, NO_PROCESS)]
    made_an_hour_ago(tmp_path, stale + kept)
    fresh = '.morris-save-%s-%d-n1o2p3q4.tmp' % (here, NO_PROCESS)
    (tmp_path / fresh).write_text('being written')     # a save right now
    autosaves = os.path.dirname(leftovers.autosave_path())
    os.makedirs(autosaves)                  # as an earlier game made it
    made_an_hour_ago(type(tmp_path)(autosaves), stale[:1])
    run_main(TWO_PEOPLE, [])
    assert sorted(os.listdir(str(tmp_path))) == sorted(kept + [fresh])
    assert stale[0] not in os.listdir(autosaves)


def test_a_record_whose_header_counts_one_turn_says_turn():
    text = '[PlyCount "1"]\n\n*\n'
    with pytest.raises(RecordError) as caught:
        record_reading.parse_record(text)
    assert 'the game has 1 turn, but' in str(caught.value)


def test_a_seed_that_is_no_number_is_told_in_words_not_as_a_python_type(
        capsys):
    with pytest.raises(SystemExit):
        game_module.main(['--seed', 'x'])
    errors = ' '.join(capsys.readouterr().err.split())
    assert "--seed: 'x' is not a whole number 0 or more" in errors
    assert 'int' not in errors
