"""Tests of the board as the game shows it (screen_board.py): men three
characters wide with their player's letter, every empty point's number,
the numbered key, and the marks of the last turn and of a removal."""

import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from console import screen
from board import (BLACK, EMPTY, POINTS, WHITE, board_from_string,
                   empty_board)
from conftest import new_test_game, play_typed
from console.drawing import KEY_GAP, MARGIN, MEN, draw_board, turn_marks

ALLOWED = set(string.printable) | set('─│═║┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬●○■□░▒▓█·')
COLOURS = {WHITE: '\x1b[97m', BLACK: '\x1b[31m',
           'highlight': '\x1b[1;33m', 'reset': '\x1b[0m'}
ESCAPE = re.compile('\x1b\\[[0-9;]*m')
SOME_BOARD = board_from_string('WWB/.../B.W/WB..BW/.../.../...')
BOARD_WIDTH = 35    # the board's part of each line, after the margin


def board_side(drawing):
    """Return the rank lines of `drawing` cut before the numbered key."""
    lines = drawing.split('\n')[:13]
    return [line[MARGIN:MARGIN + BOARD_WIDTH] for line in lines]


def numbers_on_board(drawing):
    """Return the sorted numbers shown on the board (not in the key)."""
    return sorted(int(number) for line in board_side(drawing)
                  for number in re.findall(r'\d+', line))


def test_men_are_as_wide_as_three_digits_and_carry_their_letter():
    for style in MEN.values():
        assert len(style[WHITE]) == len(style[BLACK]) == 3
        assert style[WHITE][1] == 'W' and style[BLACK][1] == 'B'
    drawing = '\n'.join(board_side(draw_board(SOME_BOARD)))
    assert drawing.count('░W░') == SOME_BOARD.count(WHITE)
    assert drawing.count('▓B▓') == SOME_BOARD.count(BLACK)


def test_every_empty_point_shows_its_number_and_the_key_shows_all():
    for ascii_only in (False, True):
        drawing = draw_board(SOME_BOARD, ascii_only)
        assert numbers_on_board(drawing) == [
            point for point in POINTS if SOME_BOARD[point] == EMPTY]
        key = [line[MARGIN + BOARD_WIDTH + KEY_GAP:]
               for line in drawing.split('\n')[:13]]
        assert sorted(int(number) for line in key
                      for number in re.findall(r'\d+', line)) == list(POINTS)


def test_the_last_move_is_marked_where_it_came_from_went_and_removed():
    marks = turn_marks(rules.Turn(3, 4, 12))
    drawing = draw_board(board_from_string('W.B/.W./.../B...B./.../.../...'),
                         True, marks=marks)
    side = '\n'.join(board_side(drawing))
    assert '(3)' in side and '>W<' in side and '*12*' in side
    assert 'marks: >< played  () from  ** removed' in drawing


# Any board, any marks, ASCII or not, coloured or not.
ANY_DRAWING = given(
    st.lists(st.sampled_from((EMPTY, WHITE, BLACK)), min_size=24,
             max_size=24),
    st.dictionaries(st.sampled_from(list(POINTS)),
                    st.sampled_from(['to', 'mill', 'from', 'removed',
                                     'removable'])),
    st.booleans(), st.booleans())


@settings(max_examples=30, deadline=None)
@ANY_DRAWING
def test_any_board_with_any_marks_draws_aligned_and_fits(board, marks,
                                                         ascii_only,
                                                         coloured):
    check_drawn_aligned_and_fitting(board, marks, ascii_only, coloured)


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@ANY_DRAWING
def test_many_boards_with_any_marks_draw_aligned_and_fit(board, marks,
                                                         ascii_only,
                                                         coloured):
    check_drawn_aligned_and_fitting(board, marks, ascii_only, coloured)


def check_drawn_aligned_and_fitting(board, marks, ascii_only, coloured):
    """Check that the drawing keeps its lines where they are and fits on
    the screen."""
    colours = COLOURS if coloured else None
    drawing = draw_board(board, ascii_only, colours, marks)
    plain = ESCAPE.sub('', drawing)
    assert plain == draw_board(board, ascii_only, None, marks)
    assert numbers_on_board(plain) == [p for p in POINTS
                                       if board[p] == EMPTY]
    assert set(plain) <= ALLOWED
    assert all(len(line) <= 79 for line in plain.split('\n'))
    assert len(plain.split('\n')) <= 17
    if ascii_only:
        assert all(ord(char) < 128 for char in plain)
    empty = board_side(draw_board(empty_board(), ascii_only))
    for row, line in enumerate(board_side(plain)):
        if row % 2:         # the lines between ranks stay where they are
            assert line == empty[row]


def test_the_removal_prompt_marks_and_lists_the_men_that_may_go():
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0))
    result, output, ended = play_typed(game, ['2', '13'])
    shown = output[:output.index("White, remove one of Black's men")]
    side = '\n'.join(board_side(shown[shown.rindex('\n 7 ') + 1:]))
    assert side.count('?B?') == 3
    assert "White, remove one of Black's men (9, 13 or 21): " in output


def test_the_screen_marks_the_computers_reply_and_fits():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    play_typed(game, ['4 1', '9'])
    text = screen.screen(game.history, game.display)
    assert '[W]' in text and '(4)' in text and '*9*' in text
    assert all(len(line) <= 79 for line in text.split('\n'))
