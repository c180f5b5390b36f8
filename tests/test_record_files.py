"""Tests for record_files.py: reading and saving game files on the disk.

Every file is made in pytest's tmp_path; the autosave is sent there too.
"""

import datetime
import multiprocessing
import os
import random

import pytest

from game_files import file_reading, positions
from game_files import autosave as autosave_file
from game_files import leftovers
from game_files import record_files
from game_files import records
from board import WHITE
from game_files.record_files import SaveError, SaveExists
from game_files.record_reading import parse_record
from game_files.records import RecordError, format_record
import rules
from rules import Turn, initial_state
from test_records import DAY, random_game, sample_record_text
import long_record
from conftest import run_main


# ---------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------

def test_saved_file_reads_back_with_players_and_result(tmp_path):
    start, turns, final = random_game(3)
    path = str(tmp_path / 'game.txt')
    record_files.save_record(path, start, turns, white='Ann', black='Bo "the" Bot',
                        date=DAY)
    record = file_reading.read_record(path)
    assert record.headers['White'] == 'Ann'
    assert record.headers['Black'] == 'Bo "the" Bot'
    assert record.headers['Date'] == '2026.11.22'
    assert record.headers['Result'] == records.result_of(final)
    assert record.states[-1] == final


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / 'empty.txt'
    path.write_bytes(b'')
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(path))
    assert str(caught.value) == 'the file is empty'
    with pytest.raises(RecordError) as caught:
        parse_record('  \n\n')
    assert str(caught.value) == 'the file is empty'


def test_wrong_encoding_is_refused_with_its_line(tmp_path):
    text = format_record(initial_state(), [], white='Zo\u00eb', date=DAY)
    path = tmp_path / 'latin.txt'
    path.write_bytes(text.encode('latin-1'))
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(path))
    assert caught.value.line == 3
    assert 'not UTF-8 text' in str(caught.value)


def test_utf16_file_with_a_byte_order_mark_is_read_as_text(tmp_path):
    # Notepad's "Unicode" is UTF-16 with a byte order mark, either order.
    text = sample_record_text()
    record = parse_record(text)
    for encoding in ('utf-16', 'utf-16-le', 'utf-16-be'):
        path = tmp_path / ('wide-%s.txt' % encoding)
        bom = {'utf-16': b'', 'utf-16-le': b'\xff\xfe',
               'utf-16-be': b'\xfe\xff'}[encoding]
        path.write_bytes(bom + text.encode(encoding))
        assert file_reading.read_record(str(path)) == record


def test_utf16_file_that_is_cut_in_a_character_is_refused(tmp_path):
    path = tmp_path / 'wide.txt'
    path.write_bytes(sample_record_text().encode('utf-16')[:-1])
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(path))
    assert 'not a game record' in str(caught.value)


@pytest.mark.parametrize('seed', range(20))
def test_binary_junk_is_refused(tmp_path, seed):
    rng = random.Random(seed)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 2000)))
    path = tmp_path / 'junk.bin'
    path.write_bytes(b'\x89PNG\r\n\x1a\n' + junk)
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(path))
    assert 'not a game record' in str(caught.value)


def test_missing_files_and_folders_give_messages(tmp_path):
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(tmp_path / 'nothing.txt'))
    assert 'there is no file' in str(caught.value)
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(tmp_path))
    assert str(caught.value).endswith('is a folder, not a file')


def test_save_refuses_to_overwrite_unless_asked(tmp_path):
    path = str(tmp_path / 'game.txt')
    record_files.save_text(path, 'first\n')
    with pytest.raises(SaveError) as caught:
        record_files.save_text(path, 'second\n')
    assert 'already exists' in str(caught.value)
    assert open(path).read() == 'first\n'
    record_files.save_text(path, 'second\n', overwrite=True)
    assert open(path).read() == 'second\n'
    assert os.listdir(str(tmp_path)) == ['game.txt']


def test_crash_in_the_rename_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = str(tmp_path / 'game.txt')
    old = sample_record_text(1)
    record_files.save_text(path, old)

    def broken_replace(source, target):
        raise OSError(28, 'No space left on device')

    monkeypatch.setattr(record_files.os, 'replace', broken_replace)
    with pytest.raises(SaveError) as caught:
        record_files.save_text(path, sample_record_text(2), overwrite=True)
    assert 'No space left on device' in str(caught.value)
    assert open(path).read() == old
    assert os.listdir(str(tmp_path)) == ['game.txt']


def test_crash_in_the_middle_of_writing_leaves_the_old_file_whole(
        tmp_path, monkeypatch):
    path = str(tmp_path / 'game.txt')
    old = sample_record_text(1)
    record_files.save_text(path, old)

    def power_cut(descriptor):
        raise KeyboardInterrupt('the power went off')

    monkeypatch.setattr(record_files.os, 'fsync', power_cut)
    with pytest.raises(KeyboardInterrupt):
        record_files.save_text(path, sample_record_text(2), overwrite=True)
    assert open(path).read() == old
    assert os.listdir(str(tmp_path)) == ['game.txt']
    assert parse_record(open(path).read()).turns


class HalfWritingFile:
    """A file that writes half of its text to the disk, then finds it full."""

    def __init__(self, handle):
        self.handle = handle

    def __enter__(self):
        return self

    def __exit__(self, *problem):
        self.handle.close()

    def write(self, text):
        self.handle.write(text[:len(text) // 2])
        self.handle.flush()
        raise OSError(28, 'No space left on device')


def test_disk_full_in_the_middle_of_writing_leaves_the_old_file_whole(
        tmp_path, monkeypatch):
    path = str(tmp_path / 'game.txt')
    old = sample_record_text(1)
    record_files.save_text(path, old)
    real_fdopen = os.fdopen
    monkeypatch.setattr(record_files.os, 'fdopen', lambda *args, **kwargs:
                        HalfWritingFile(real_fdopen(*args, **kwargs)))
    with pytest.raises(SaveError) as caught:
        record_files.save_text(path, sample_record_text(2), overwrite=True)
    assert 'No space left on device' in str(caught.value)
    assert open(path).read() == old
    assert os.listdir(str(tmp_path)) == ['game.txt']


def test_save_into_a_missing_folder_says_why(tmp_path):
    path = str(tmp_path / 'no such folder' / 'game.txt')
    with pytest.raises(SaveError) as caught:
        record_files.save_text(path, 'x\n')
    assert 'could not save' in str(caught.value)


def test_names_with_a_nul_give_messages_not_crashes(tmp_path):
    with pytest.raises(SaveError):
        record_files.save_text(str(tmp_path / 'a\x00b.txt'), 'x\n')
    with pytest.raises(RecordError):
        file_reading.read_record(str(tmp_path / 'a\x00b.txt'))
    assert os.listdir(str(tmp_path)) == []


def test_suggested_name_is_fresh(tmp_path):
    folder = str(tmp_path)
    first = file_reading.suggest_file_name(folder, DAY)
    assert os.path.basename(first) == 'morris-2026-11-22-1.txt'
    record_files.save_text(first, 'x\n')
    assert file_reading.file_exists(first)
    second = file_reading.suggest_file_name(folder, DAY)
    assert os.path.basename(second) == 'morris-2026-11-22-2.txt'
    assert not file_reading.file_exists(second)


def test_position_file_is_read_from_disk(tmp_path):
    path = tmp_path / 'lesson.txt'
    path.write_text(positions.POSITION_EXAMPLE)
    assert file_reading.read_position(str(path)).to_move == WHITE
    path.write_bytes(b'\xff\xfe\x00junk')
    with pytest.raises(RecordError):
        file_reading.read_position(str(path))




# ---------------------------------------------------------------------------
# Files that cannot hurt
# ---------------------------------------------------------------------------

@pytest.mark.skipif(not os.path.exists('/dev/zero'), reason='no /dev/zero')
def test_a_device_is_refused_not_read_forever():
    with pytest.raises(RecordError) as caught:
        file_reading.read_record('/dev/zero')
    assert 'not a file but a device, a pipe or a socket' in str(caught.value)


@pytest.mark.skipif(not hasattr(os, 'mkfifo'), reason='no named pipes')
def test_a_named_pipe_is_refused_without_waiting(tmp_path):
    pipe = str(tmp_path / 'pipe.txt')
    os.mkfifo(pipe)                 # nobody writes: opening it would wait
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(pipe)
    assert 'not a file but a device, a pipe or a socket' in str(caught.value)


def test_a_folder_is_refused_with_a_clear_sentence(tmp_path):
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(tmp_path))
    assert str(caught.value) == '%s is a folder, not a file' % tmp_path


def test_the_size_limit_is_checked_while_reading(tmp_path, monkeypatch):
    # A file that grows after it was checked is still cut off at the limit.
    path = tmp_path / 'big.txt'
    path.write_bytes(b'; comment\n' * 20)
    with pytest.raises(RecordError) as caught:
        file_reading.read_text_file(str(path), limit=100)
    assert 'too big' in str(caught.value)
    monkeypatch.setattr(file_reading, 'check_regular_file',
                        lambda path, status, limit: None)
    with pytest.raises(RecordError) as caught:
        file_reading.read_text_file(str(path), limit=100)
    assert 'more than 100 bytes, too big' in str(caught.value)


def test_a_name_without_extension_loads_its_txt_file(tmp_path):
    record_files.save_text(str(tmp_path / 'game.txt'), sample_record_text())
    record = file_reading.read_record(str(tmp_path / 'game'))
    assert record == parse_record(sample_record_text())
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(tmp_path / 'other'))
    assert 'there is no file' in str(caught.value)


# ---------------------------------------------------------------------------
# Saving: names, links, permissions, leftovers, failures
# ---------------------------------------------------------------------------

def test_saving_over_a_symbolic_link_writes_the_file_it_points_to(tmp_path):
    real = tmp_path / 'real.txt'
    link = tmp_path / 'link.txt'
    real.write_text('old\n')
    try:
        os.symlink(str(real), str(link))
    except (OSError, NotImplementedError):
        pytest.skip('symbolic links cannot be made here')
    with pytest.raises(SaveExists):
        record_files.save_text(str(link), 'new\n')
    record_files.save_text(str(link), 'new\n', overwrite=True)
    assert os.path.islink(str(link))
    assert real.read_text() == 'new\n'
    assert sorted(os.listdir(str(tmp_path))) == ['link.txt', 'real.txt']


def test_a_name_of_250_characters_saves(tmp_path):
    path = str(tmp_path / ('a' * 246 + '.txt'))
    record_files.save_text(path, 'x\n')
    assert open(path).read() == 'x\n'


def test_a_name_too_long_is_refused_before_any_work(tmp_path):
    path = str(tmp_path / ('a' * 300 + '.txt'))
    with pytest.raises(SaveError) as caught:
        record_files.save_text(path, 'x\n')
    assert 'is too long' in str(caught.value)
    assert 'at most 255 characters' in str(caught.value)
    assert str(tmp_path) in str(caught.value)
    assert os.listdir(str(tmp_path)) == []


@pytest.mark.skipif(os.name == 'nt', reason='no umask permissions')
def test_new_records_take_the_users_umask(tmp_path):
    old_mask = os.umask(0o027)
    try:
        record_files.save_text(str(tmp_path / 'a.txt'), 'x\n')
    finally:
        os.umask(old_mask)
    assert os.stat(str(tmp_path / 'a.txt')).st_mode & 0o777 == 0o640
    os.chmod(str(tmp_path / 'a.txt'), 0o600)
    record_files.save_text(str(tmp_path / 'a.txt'), 'y\n', overwrite=True)
    assert os.stat(str(tmp_path / 'a.txt')).st_mode & 0o777 == 0o600


def test_a_disk_without_links_still_saves_without_overwriting(
        tmp_path, monkeypatch):
    def no_links(source, target):
        raise PermissionError(1, 'Operation not permitted')

    monkeypatch.setattr(record_files.os, 'link', no_links)
    path = str(tmp_path / 'game.txt')
    record_files.save_text(path, 'first\n')
    with pytest.raises(SaveExists):
        record_files.save_text(path, 'second\n')
    assert open(path).read() == 'first\n'
    assert os.listdir(str(tmp_path)) == ['game.txt']


def failing_mkstemp(number, words):
    """Return a stand-in for tempfile.mkstemp that fails with `number`."""
    def mkstemp(**arguments):
        raise OSError(number, words)
    return mkstemp


@pytest.mark.parametrize('number, words, sentence', [
    (13, 'Permission denied', 'you may not write in the folder %s'),
    (30, 'Read-only file system', 'the folder %s is on a read-only disk'),
    (28, 'No space left on device', 'the disk that holds the folder %s is '
                                    'full'),
], ids=['read-only folder', 'read-only disk', 'full disk'])
def test_a_failed_save_says_why_naming_the_folder(tmp_path, monkeypatch,
                                                  number, words, sentence):
    monkeypatch.setattr(record_files.tempfile, 'mkstemp',
                        failing_mkstemp(number, words))
    with pytest.raises(SaveError) as caught:
        record_files.save_text(str(tmp_path / 'game.txt'), 'x\n')
    assert sentence % tmp_path in str(caught.value)
    assert words in str(caught.value)
    assert caught.value.folder == str(tmp_path)
    assert caught.value.errno == number


def test_a_missing_folder_is_named(tmp_path):
    folder = tmp_path / 'no such folder'
    with pytest.raises(SaveError) as caught:
        record_files.save_text(str(folder / 'game.txt'), 'x\n')
    assert 'there is no folder %s' % folder in str(caught.value)


def test_the_folder_that_works_is_documents_else_home(tmp_path, monkeypatch):
    monkeypatch.setenv('HOME', str(tmp_path))
    monkeypatch.setenv('USERPROFILE', str(tmp_path))
    assert record_files.folder_that_works() == str(tmp_path)
    (tmp_path / 'Documents').mkdir()
    assert record_files.folder_that_works() == str(tmp_path / 'Documents')
    monkeypatch.setattr(record_files.os, 'access',
                        lambda path, mode: 'Documents' not in path)
    assert record_files.folder_that_works() == str(tmp_path)
    monkeypatch.setattr(record_files.os, 'access', lambda path, mode: False)
    assert record_files.folder_that_works() is None


def test_a_failed_save_is_offered_the_same_name_in_a_folder_that_works(
        tmp_path, monkeypatch):
    monkeypatch.setenv('HOME', str(tmp_path))
    monkeypatch.setenv('USERPROFILE', str(tmp_path))
    documents = tmp_path / 'Documents'
    documents.mkdir()
    share = str(tmp_path / 'class share' / 'game.txt')
    assert record_files.place_that_works(share) == str(documents / 'game.txt')
    (documents / 'game.txt').write_text('taken')
    assert os.path.dirname(record_files.place_that_works(share)) == \
        str(documents)
    assert record_files.place_that_works(share) != str(documents / 'game.txt')
    assert record_files.place_that_works(str(documents / 'x.txt')) is None
    monkeypatch.setattr(record_files.os, 'access', lambda path, mode: False)
    assert record_files.place_that_works(share) is None


# ---------------------------------------------------------------------------
# Two games saving the same new name at the same moment
# ---------------------------------------------------------------------------

RACE_ROUNDS = 100


def save_in_rounds(folder, player, barrier, answers):
    """Save a record named round-N.txt in each round, the moment the other
    process does too; put (round, player, 'Saved' or 'exists') in answers."""
    text = '%s\n' % player * 500
    for number in range(RACE_ROUNDS):
        path = os.path.join(folder, 'round-%d.txt' % number)
        barrier.wait()
        try:
            record_files.save_text(path, text)
            answers.put((number, player, 'Saved'))
        except SaveExists:
            answers.put((number, player, 'exists'))
        except SaveError as error:
            answers.put((number, player, str(error)))


def test_two_games_saving_one_new_name_never_both_say_saved(tmp_path):
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context(
        'fork' if 'fork' in methods else 'spawn')
    barrier = context.Barrier(2)
    answers = context.Queue()
    workers = [context.Process(target=save_in_rounds,
                               args=(str(tmp_path), player, barrier, answers))
               for player in ('white', 'black')]
    for worker in workers:
        worker.start()
    results = [answers.get(timeout=60) for _ in range(2 * RACE_ROUNDS)]
    for worker in workers:
        worker.join(timeout=60)
    for number in range(RACE_ROUNDS):
        said = sorted((player, word) for round_number, player, word in results
                      if round_number == number)
        assert sorted(word for player, word in said) == ['Saved', 'exists']
        winner = [player for player, word in said if word == 'Saved'][0]
        with open(str(tmp_path / ('round-%d.txt' % number))) as handle:
            assert handle.read() == '%s\n' % winner * 500
    assert len(os.listdir(str(tmp_path))) == RACE_ROUNDS


# ---------------------------------------------------------------------------
# The autosave
# ---------------------------------------------------------------------------

@pytest.fixture
def autosave(tmp_path, monkeypatch):
    """Return the autosave's name, sent into tmp_path for the test."""
    path = str(tmp_path / 'home' / '.nine_mens_morris' / 'autosave.txt')
    monkeypatch.setenv(leftovers.AUTOSAVE_VARIABLE, path)
    return path


def test_autosave_lives_in_the_home_folder(monkeypatch, tmp_path):
    monkeypatch.delenv(leftovers.AUTOSAVE_VARIABLE, raising=False)
    monkeypatch.setenv('HOME', str(tmp_path))
    monkeypatch.setenv('USERPROFILE', str(tmp_path))
    assert leftovers.autosave_path() == os.path.join(
        str(tmp_path), '.nine_mens_morris', 'autosave.txt')


def test_autosave_is_written_read_back_and_cleared(autosave):
    assert leftovers.game_autosaves() == []
    start, turns, final = random_game(5, max_turns=30)
    before = datetime.datetime.now().replace(microsecond=0)
    kept = autosave_file.GameAutosave()
    kept.keep(start, turns, final, white='Ann')
    assert leftovers.game_autosaves() == [kept.path]
    assert os.path.dirname(kept.path) == os.path.dirname(autosave)
    record, written = autosave_file.read_autosave(kept.path)
    assert record.turns == turns and record.states[-1] == final
    assert record.headers['White'] == 'Ann'
    assert before - datetime.timedelta(seconds=2) <= written
    assert written <= datetime.datetime.now() + datetime.timedelta(seconds=2)
    kept.keep(start, turns[:3], None)
    assert autosave_file.read_autosave(kept.path)[0].turns == turns[:3]
    assert kept.drop()
    assert autosave_file.read_autosave(kept.path) is None
    assert kept.drop()
    assert os.listdir(os.path.dirname(autosave)) == []


def test_each_game_has_its_own_autosave(autosave):
    start, turns, final = random_game(6, max_turns=20)
    first, second = autosave_file.GameAutosave(), autosave_file.GameAutosave()
    first.keep(start, turns, final)
    second.keep(start, turns[:2], None)
    assert first.path != second.path
    lengths = [len(autosave_file.read_autosave(path)[0].turns)
               for path in leftovers.game_autosaves()]
    assert sorted(lengths) == [2, len(turns)]


def test_a_damaged_autosave_is_ignored(autosave):
    os.makedirs(os.path.dirname(autosave))
    path = autosave_file.new_autosave_name()
    with open(path, 'wb') as handle:
        handle.write(b'[Event "Nine Men\'s Morris"]\n1. d6 d6 *\n\x00\xff')
    assert autosave_file.read_autosave(path) is None
    os.remove(path)
    os.mkdir(path)                  # a folder where the file should be
    assert autosave_file.read_autosave(path) is None
    assert leftovers.game_autosaves() == []


def test_an_autosave_that_cannot_be_written_says_why(tmp_path, monkeypatch):
    blocker = tmp_path / 'home'
    blocker.write_text('a file where the folder should be')
    monkeypatch.setenv(leftovers.AUTOSAVE_VARIABLE,
                       str(blocker / 'autosave.txt'))
    with pytest.raises(SaveError) as caught:
        autosave_file.GameAutosave().keep(initial_state(), [], None)
    assert 'could not save' in str(caught.value)


# ---------------------------------------------------------------------------
# Long records
# ---------------------------------------------------------------------------

def test_a_file_bigger_than_any_game_is_refused_with_a_sentence(tmp_path):
    path = tmp_path / 'huge.txt'
    with open(str(path), 'wb') as handle:       # sparse: takes no disk
        handle.truncate(file_reading.MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordError) as caught:
        file_reading.read_record(str(path))
    assert 'too big to be a game record (records of up to 8000000 bytes' \
        in str(caught.value)


def to_and_fro_game(length):
    """Return the turns of a legal game of `length` turns with the draw rules
    off: a random opening (bench/long_record.py), then one man of each
    player moving to a neighbour and back, again and again, as two players
    who never attack might (quick to make, however long)."""
    opening = long_record.long_game(30, 3)          # placing is over
    state = initial_state(long_record.NO_DRAW_RULES)
    for turn in opening:
        state = rules.next_state(state, turn)
    for first in quiet_moves(state):
        after_first = rules.next_state(state, first)
        for second in quiet_moves(after_first):
            cycle = [first, second, Turn(first.target, first.source),
                     Turn(second.target, second.source)]
            if is_legal_game(state, cycle):
                repeats = length // len(cycle) + 1
                return (opening + cycle * repeats)[:length]
    raise AssertionError('no man can go to and fro after the opening')


def quiet_moves(state):
    """Return the legal turns of `state` that remove no man."""
    return [turn for turn in rules.legal_turns(state) if turn.removed is None]


def is_legal_game(state, turns):
    """Return True if `turns`, one after the other, are legal from `state`."""
    for turn in turns:
        if turn not in rules.legal_turns(state):
            return False
        state = rules.next_state(state, turn)
    return True


@pytest.mark.slow
def test_a_record_beyond_the_old_limit_saves_loads_and_plays_on(tmp_path,
                                                                monkeypatch):
    # 120000 turns: a file of more than a megabyte, which the old limit
    # refused, and a load that must take seconds, not minutes.
    turns = to_and_fro_game(120001)
    turn = turns.pop()                  # the turn typed after the load
    path = str(tmp_path / 'long.txt')
    record_files.save_record(path, initial_state(long_record.NO_DRAW_RULES),
                             turns)
    assert os.path.getsize(path) > 1000000     # the old limit refused it
    monkeypatch.chdir(tmp_path)
    output, games = run_main(['--load', path, '--white', 'human', '--black',
                              'human'], ['%d %d' % (turn.source, turn.target),
                                         'quit', 'n'])
    assert games[0].history.turns == turns + [turn]
    kept = autosave_file.read_autosave(leftovers.game_autosaves()[0])
    assert kept[0].turns == turns + [turn]
