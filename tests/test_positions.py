"""Tests for positions.py: position files, a set-up position for a lesson."""

import pytest

from game_files import positions
from board import BLACK, WHITE, board_from_string
from game_files.positions import (POSITION_EXAMPLE, PositionError, format_position,
                       parse_position)
from rules import outcome
from test_records import random_set_up_start, sample_record_text


def test_position_example_sets_up_its_position():
    state = parse_position(POSITION_EXAMPLE)
    assert state.board == board_from_string(
        'W../.W./..B/WB..BW/.../.W./B..')
    assert state.to_move == WHITE
    assert state.in_hand == (0, 0)


def test_position_may_be_one_line_of_24():
    text = 'board: WWW/.../.../....../.../.../BBB\nto move: black\n' \
           'white in hand: 3\nblack in hand: 4\n'
    state = parse_position(text)
    assert state.in_hand == (3, 4)
    assert state.to_move == BLACK


@pytest.mark.parametrize('seed', range(20))
def test_formatted_position_reads_back(seed):
    start = random_set_up_start(seed)
    if outcome(start) is not None:
        return
    assert parse_position(format_position(start), start.options) == start


@pytest.mark.parametrize('text, words', [
    ('W . .\n. X .\n', "line 2: 'X' is not W, B or ."),
    ('board: WWW/.../.../....../.../.../BB\nto move: white\n',
     'the board has 23 points, not 24'),
    ('W..\n...\n...\n.....\n...\n...\n...\nto move: white\n',
     'line 4 has 5 points, but that row of the board has 6'),
    ('board: WWWWWWWWWW..............\nto move: white\n',
     'the board has 10 White men, more than 9'),
    ('board: WWW..........BBB........\nto move: white\nwhite in hand: 12\n',
     'line 3: White has 12 men in hand; it must be 0 to 9'),
    ('board: WWW..........BBB........\nto move: white\nwhite in hand: ten\n',
     "line 3: white in hand: 'ten' is not a whole number"),
    ('board: WWW..........BBB........\n', 'does not say who is to move'),
    ('board: WWW..........BBB........\nto move: purple\n',
     "line 2: to move: 'purple' is not White or Black"),
    ('board: WWWWWWW.......BBB.......\nto move: white\nwhite in hand: 4\n'
     'black in hand: 4\n', 'White has 7 men on the board and 4 in hand'),
    ('board: WW...........BBB........\nto move: white\n',
     'White has only 2 men on the board and in hand'),
    ('board: WWW..........BBB........\nto move: white\nblack in hand: 2\n',
     'White is to move with 0 men in hand and Black has 2'),
    ('board: WWW..........BBB........\nto move: white\ncolour: red\n',
     "line 3: unknown setting 'colour'"),
    ('to move: white\n', 'the file has no board'),
])
def test_position_problems_are_named(text, words):
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert words in str(caught.value)


def test_every_problem_of_a_position_is_listed():
    text = 'W . Q\n' + 'to move: purple\n' + 'white in hand: -1\n'
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert len(caught.value.problems) == 4
    assert "'Q'" in str(caught.value)
    assert "'purple'" in str(caught.value)
    assert "'-1'" in str(caught.value)
    assert 'the board has 2 points' in str(caught.value)


def test_position_numbers_must_be_plain_digits():
    text = 'board: WWW..........BBB........\nto move: white\n' \
           'white in hand: \u00b3\n'
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert str(caught.value) == ("line 3: white in hand: '\u00b3' is not a "
                                 "whole number (0, 1, 2, ...)")


def test_a_text_that_is_no_position_gives_a_short_message():
    text = sample_record_text() + 'A long letter about the weather.\n' * 500
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    problems = caught.value.problems
    assert len(problems) == positions.POSITION_PROBLEMS_SHOWN + 1
    assert problems[0] == ("line 1: '[' is not W, B or . (W a white man, "
                           "B a black man, . an empty point)")
    assert problems[-1].startswith('and ')
    assert problems[-1].endswith('more problems. Is this a position file?')


def test_position_where_the_game_is_already_over_is_refused():
    # White to move, its four men in the corners hemmed in: blocked at once.
    text = 'board: WBW/.../.../B....B/.../.../WBW\nto move: white\n'
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert str(caught.value) == ('the game would be over at once: a win for '
                                 'Black (blocked)')
