"""Tests of the teacher's tools for records and positions, typed into the
real prompts: the lesson written in a position file, the list of saved
games at the resume question, and a replay that jumps to a turn and plays
on from it as a new game."""

import os

import pytest

from game_files import file_reading, positions
from game_files import record_files, records
import rules
from board import BLACK, WHITE
from conftest import HUMANS, unfolded
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
    # The task stands with the first board, not before the menu.
    task = output.index('The task, from lesson.txt:')
    assert output.index('Your choice') < task
    assert output[task:].index('\n 7 ') < 600      # the board follows it
    assert output.count('Lesson 3: closing a mill.') == 1   # not after a turn
    assert not too_wide(output, lines)
    assert games[0].history.states[0] == positions.parse_position(LESSON)


@pytest.mark.parametrize('choices, what', [(['5'], 'the lesson'),
                                           (['6', ''], 'the puzzles')])
def test_a_menu_choice_that_cannot_use_the_position_says_so(
        tmp_path, monkeypatch, choices, what):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'lesson.txt').write_text(LESSON)
    output, games = run_game(['--position', 'lesson.txt'], choices + ['quit'])
    assert 'Note: the position in lesson.txt is not used: %s starts from ' \
        'its own.' % what in unfolded(output)


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
    output, games = run_game([], ['7', '2', 'quit'])
    assert '   1  game02.txt  ' in output
    assert 'Ann against Computer (easy), 6 turns' in output
    assert '   3  game00.txt  ' in output and '7 turns' in output
    assert 'notes.txt' not in output and 'broken.txt' not in output
    assert 'Which saved game? (a number or a file name; Enter to go back)' \
        in output
    record = file_reading.read_record(names[1])
    assert games[0].history.turns == record.turns
    assert games[0].settings.names[WHITE] == 'Ann'


def test_the_list_holds_at_most_ten_games_and_a_name_still_works(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    names = save_games(tmp_path, 12)
    output, games = run_game([], ['7', '11', '0', names[0], 'quit'])
    assert '  10  game02.txt' in output
    assert 'game01.txt' not in output and '  11  ' not in output
    assert 'there is no file 11' in output
    assert 'there is no file 0' in output
    record = file_reading.read_record(names[0])
    assert games[0].history.turns[:5] == record.turns


def test_without_saved_games_the_question_asks_for_a_file_name(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_game([], ['7', '', '1', '', '', '', '', 'quit'])
    assert 'Which saved game? (a file name; Enter to go back)' in output
    assert games[0].settings.kinds == HUMANS


# ---------------------------------------------------------------------------
# A replay that jumps to a turn, and plays on from it
# ---------------------------------------------------------------------------

def replay_prompts(output):
    """Return the turn numbers of the replay's prompts, in order."""
    return [int(line.split()[1]) for line in output.splitlines()
            if line.startswith('Turn ') and 'Enter: next' in line]


def test_a_number_jumps_to_the_board_after_that_turn(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 8, 10)
    typed = ['7', '0', '10', '11', '99999999', 'b', 'what', 'q']
    output, games = run_game(['--replay', 'g.txt'], typed)
    assert games == []
    assert replay_prompts(output) == [0, 7, 0, 10, 10, 10, 9, 9]
    assert 'Turn 7 in notation: %s' % notation_of(turns[6]) in output
    assert output.count('There is no such turn: the record has 10 turns; '
                        'type 0 to 10.') == 2
    assert 'a number here is at most' not in output
    assert "Type a turn's number to go to it (0 is the start), or play to " \
        'play on.' in output
    assert not too_wide(output, typed)


def notation_of(turn):
    """Return a turn in mill notation."""
    from game_files import notation
    return notation.turn_to_notation(turn)


def test_play_goes_on_from_the_turn_shown_with_the_records_players(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 3, 12, white='Ann',
                                 black='Computer (medium)')
    typed = ['6', 'play', '', 'save', 'on.txt', 'quit']
    output, games = run_game(['--replay', 'g.txt'], typed)
    assert "Play on with the record's players and rules? [Y/n]" in output
    assert 'A new game goes on from turn 6 of g.txt.' in output
    game = games[0]
    assert game.history.start == start
    assert game.history.turns == turns[:6]
    assert game.settings.kinds == {WHITE: 'human', BLACK: 'computer'}
    assert game.settings.names[WHITE] == 'Ann'
    assert game.settings.level == 'medium'
    saved = file_reading.read_record('on.txt')
    assert saved.turns == turns[:6] and saved.start == start
    assert saved.headers['White'] == 'Ann'
    assert saved.headers['Result'] == '*'
    assert too_wide(output, typed) == []


def test_play_may_choose_who_plays_each_colour_anew(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    options = rules.DEFAULT_OPTIONS._replace(flying=False, move_limit=40)
    start, turns = random_record(tmp_path / 'g.txt', 4, 9, options=options,
                                 white='Ann', black='Computer (easy)')
    typed = ['9', 'p', 'n', 'c', 'h', 'hard', 'undo', 'quit', 'n']
    output, games = run_game(['--replay', 'g.txt'], typed)
    assert 'Who plays White? (computer/human) [human]' in output
    assert 'Who plays Black? (computer/human) [computer]' in output
    game = games[0]
    assert game.settings.kinds == {WHITE: 'computer', BLACK: 'human'}
    assert game.settings.names == {WHITE: 'White', BLACK: 'Black'}
    assert game.settings.level == 'hard'
    assert game.history.start.options == options
    # Black is to move: undo takes back Black's turn 8 and White's turn 9.
    assert game.history.turns == turns[:7]


def test_play_where_the_game_is_over_says_so_and_the_replay_goes_on(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    import random
    rng, state = random.Random(2), rules.initial_state()
    start, turns = state, []
    while rules.outcome(state) is None:
        turn = rng.choice(rules.legal_turns(state))
        turns.append(turn)
        state = rules.next_state(state, turn)
    record_files.save_record('over.txt', start, turns)
    last = str(len(turns))
    output, games = run_game(['--replay', 'over.txt'],
                             [last, 'play', 'b', 'play', 'y', 'quit'])
    assert 'The game is over at turn %s: go back to a turn before its end ' \
        'to play on.' % last in output
    assert games[0].history.turns == turns[:-1]


def test_a_file_name_with_control_characters_is_listed_safely(tmp_path,
                                                              monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = 'odd\x1b[31m\x07name.txt'      # made by another program: the
    (tmp_path / name).write_text(           # game itself refuses the name
        records.format_record(rules.initial_state(), []), encoding='utf-8')
    output, _ = run_game([], ['7', ''])
    assert '\x1b' not in output and '\x07' not in output
    assert 'odd?[31m?name.txt' in output
