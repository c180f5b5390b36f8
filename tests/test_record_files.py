"""Tests for record_files.py: reading and saving game files on the disk.

Every file is made in pytest's tmp_path; the autosave is sent there too.
"""

import datetime
import os
import random

import pytest

import record_files
import records
from board import BLACK, WHITE
from record_files import SaveError, SaveExists
from records import RecordError, format_record, parse_record
from rules import initial_state
from test_records import DAY, random_game, sample_record_text


# ---------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------

def test_saved_file_reads_back_with_players_and_result(tmp_path):
    start, turns, final = random_game(3)
    path = str(tmp_path / 'game.txt')
    record_files.save_record(path, start, turns, white='Ann', black='Bo "the" Bot',
                        date=DAY)
    record = record_files.read_record(path)
    assert record.headers['White'] == 'Ann'
    assert record.headers['Black'] == 'Bo "the" Bot'
    assert record.headers['Date'] == '2026.11.22'
    assert record.headers['Result'] == records.result_of(final)
    assert record.states[-1] == final


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / 'empty.txt'
    path.write_bytes(b'')
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(path))
    assert str(caught.value) == 'the file is empty'
    with pytest.raises(RecordError) as caught:
        parse_record('  \n\n')
    assert str(caught.value) == 'the file is empty'


def test_wrong_encoding_is_refused_with_its_line(tmp_path):
    text = format_record(initial_state(), [], white='Zo\u00eb', date=DAY)
    path = tmp_path / 'latin.txt'
    path.write_bytes(text.encode('latin-1'))
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(path))
    assert caught.value.line == 3
    assert 'not UTF-8 text' in str(caught.value)


def test_utf16_file_with_a_byte_order_mark_is_read_as_text(tmp_path):
    # Notepad's "Unicode" is UTF-16 with a byte order mark, either order.
    for encoding in ('utf-16', 'utf-16-le', 'utf-16-be'):
        path = tmp_path / ('wide-%s.txt' % encoding)
        bom = {'utf-16': b'', 'utf-16-le': b'\xff\xfe',
               'utf-16-be': b'\xfe\xff'}[encoding]
        path.write_bytes(bom + sample_record_text().encode(encoding))
        assert record_files.read_record(str(path)) == \
            parse_record(sample_record_text())


def test_utf16_file_that_is_cut_in_a_character_is_refused(tmp_path):
    path = tmp_path / 'wide.txt'
    path.write_bytes(sample_record_text().encode('utf-16')[:-1])
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(path))
    assert 'not a game record' in str(caught.value)


@pytest.mark.parametrize('seed', range(20))
def test_binary_junk_is_refused(tmp_path, seed):
    rng = random.Random(seed)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 2000)))
    path = tmp_path / 'junk.bin'
    path.write_bytes(b'\x89PNG\r\n\x1a\n' + junk)
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(path))
    assert 'not a game record' in str(caught.value)


def test_missing_files_and_folders_give_messages(tmp_path):
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(tmp_path / 'nothing.txt'))
    assert 'there is no file' in str(caught.value)
    with pytest.raises(RecordError) as caught:
        record_files.read_record(str(tmp_path))
    assert 'folder' in str(caught.value) or 'cannot be read' in str(caught.value)


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
        record_files.read_record(str(tmp_path / 'a\x00b.txt'))
    assert os.listdir(str(tmp_path)) == []


def test_suggested_name_is_fresh(tmp_path):
    folder = str(tmp_path)
    first = record_files.suggest_file_name(folder, DAY)
    assert os.path.basename(first) == 'morris-2026-11-22-1.txt'
    record_files.save_text(first, 'x\n')
    assert record_files.file_exists(first)
    second = record_files.suggest_file_name(folder, DAY)
    assert os.path.basename(second) == 'morris-2026-11-22-2.txt'
    assert not record_files.file_exists(second)


def test_position_file_is_read_from_disk(tmp_path):
    path = tmp_path / 'lesson.txt'
    path.write_text(records.POSITION_EXAMPLE)
    assert record_files.read_position(str(path)).to_move == WHITE
    path.write_bytes(b'\xff\xfe\x00junk')
    with pytest.raises(RecordError):
        record_files.read_position(str(path))


