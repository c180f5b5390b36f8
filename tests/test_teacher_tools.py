"""Tests of the teacher's tools for records and positions, typed into the
real prompts: the lesson written in a position file, the list of saved
games at the resume question, and a replay that jumps to a turn and plays
on from it as a new game."""

import os

import positions
import record_files
import rules
from board import BLACK, WHITE
from conftest import HUMANS
from test_records_game import ALMOST_WON, random_record, run_game
from test_screen import too_wide

# A position file with a lesson: comment lines of both kinds, a blank
# comment line, a line too long for the screen, a tab (a control character
# a file may hold) and a character that turns the direction of text.
LESSON = """\
# Lesson 3: closing a mill.
#
; White has two men on the top row and one man in hand.
# Place it on g7 to close the mill, then remove a black man: the men on \
the bottom row are the only ones Black has, so any of them will do, and \
Black is then down to two men.
# A tab\there, and a turn\u202e of direction.
""" + ALMOST_WON


# ---------------------------------------------------------------------------
# The lesson of a position file
# ---------------------------------------------------------------------------

def test_position_comments_are_the_lesson_lines_without_their_marks():
    assert positions.position_comments(LESSON)[:4] == [
        'Lesson 3: closing a mill.', '',
        'White has two men on the top row and one man in hand.',
        LESSON.splitlines()[3][2:]]


def test_the_comments_a_written_position_explains_itself_are_no_lesson():
    state = positions.parse_position(ALMOST_WON)
    assert positions.position_comments(positions.format_position(state)) \
        == []


def test_the_lesson_is_shown_folded_and_safe_when_the_position_loads(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'lesson.txt').write_text(LESSON)
    lines = ['1', '', '', '', '2', '21', 'y', '', 'n']
    output, games = run_game(['--position', 'lesson.txt'], lines)
    note = output.index('Starting from the position in lesson.txt')
    assert output.index('  Lesson 3: closing a mill.') > note
    assert '  White has two men on the top row' in output
    assert '  then down to two men.' in output
    assert '  A tab?here, and a turn? of direction.' in output
    assert '\t' not in output and '\u202e' not in output
    assert output.index('  A tab?') < output.index('Who plays?')
    assert not too_wide(output, lines)
    assert games[0].history.states[0] == positions.parse_position(LESSON)


def test_a_position_without_comments_shows_no_lesson(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    state = positions.parse_position(ALMOST_WON)
    (tmp_path / 'plain.txt').write_text(positions.format_position(state))
    output, _ = run_game(['--position', 'plain.txt'], [])
    after = output.split('White is to move.\n')[1]
    assert after.startswith('Welcome')


# ---------------------------------------------------------------------------
# The list of saved games at the resume question
# ---------------------------------------------------------------------------

def save_games(folder, count):
    """Return the names of `count` games saved in `folder`, the oldest
    first (each a minute older than the next), with 5, 6, ... turns."""
    names = []
    for number in range(count):
        name = 'game%02d.txt' % number
        random_record(folder / name, number, 5 + number,
                      white='Ann' if number % 2 else 'Human',
                      black='Computer (easy)')
        os.utime(str(folder / name), (1e9 + 60 * number,) * 2)
        names.append(name)
    return names


def test_the_resume_question_lists_saved_games_newest_first(tmp_path,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    names = save_games(tmp_path, 3)
    (tmp_path / 'notes.txt').write_text('Bring the board on Monday.\n')
    (tmp_path / 'broken.txt').write_text('[White "Ann"\n')
    output, games = run_game([], ['5', '2', 'quit'])
    assert '   1  game02.txt  ' in output
    assert 'Ann against Computer (easy), 6 turns' in output
    assert '   3  game00.txt  ' in output and '7 turns' in output
    assert 'notes.txt' not in output and 'broken.txt' not in output
    assert 'Which saved game? (a number or a file name; Enter to go back)' \
        in output
    record = record_files.read_record(names[1])
    assert games[0].history.turns == record.turns
    assert games[0].settings.names[WHITE] == 'Ann'


def test_the_list_holds_at_most_ten_games_and_a_name_still_works(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    names = save_games(tmp_path, 12)
    output, games = run_game([], ['5', '11', '0', names[0], 'quit'])
    assert '  10  game02.txt' in output
    assert 'game01.txt' not in output and '  11  ' not in output
    assert 'there is no file 11' in output
    assert 'there is no file 0' in output
    record = record_files.read_record(names[0])
    assert games[0].history.turns[:5] == record.turns


def test_without_saved_games_the_question_asks_for_a_file_name(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_game([], ['5', '', '1', '', '', '', '', 'quit'])
    assert 'Which saved game? (a file name; Enter to go back)' in output
    assert games[0].settings.kinds == HUMANS
