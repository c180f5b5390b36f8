"""Tests of the one drawing of the board, draw_board() in console/drawing.py,
and its glyph table: the lines between the points (on the board and in the
numbered key), every point where its name says, only characters that
Courier New (IDLE on Windows) and the Windows console can show, plain ASCII
when asked, and colours and marks that move nothing.  (The men, the marks
of a turn and the screen are tested in test_screen_board.py.)"""

import io
import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from board import (ADJACENT, BLACK, EMPTY, MILLS, PLAYER_NAMES, POINT_NAMES,
                   POINTS, WHITE, board_from_string, empty_board)
from console.drawing import GLYPHS, MARKS, MEN, draw_board, glyph_characters
from console.terminal import can_show_unicode

# The characters the Unicode drawing may use: printable ASCII, light and
# double box-drawing lines, and the few shapes every Windows font has.
BOX_LINES = '─│┌┐└┘├┤┬┴┼═║╔╗╚╝╠╣╦╩╬'
SHAPES = '●○■□░▒▓█·'
ALLOWED = set(string.ascii_letters + string.digits + string.punctuation
              + ' \n' + BOX_LINES + SHAPES)

# ANSI codes like the game's (bright white, red, bold yellow, reset).
COLOURS = {WHITE: '\x1b[97m', BLACK: '\x1b[31m',
           'highlight': '\x1b[1;33m', 'reset': '\x1b[0m'}
ESCAPE = re.compile('\x1b\\[[0-9;]*m')

# A few positions: a game in progress, and two full boards.
SOME_BOARD = board_from_string('WWB/.../B.W/WB..BW/.../.../...')
FULL_BOARDS = (
    tuple('WB' * 12),               # every point taken, turn about
    tuple('W' * 12 + 'B' * 12),     # every point taken, White on top
)
BOARDS = (empty_board(), SOME_BOARD) + FULL_BOARDS

# Each kind of mark on every point, and a turn's marks, as the game shows.
ALL_MARKS = [{}] + [dict.fromkeys(POINTS, kind) for kind in MARKS]
SOME_MARKS = {0: 'mill', 1: 'mill', 2: 'mill', 3: 'from', 4: 'to',
              12: 'removed', 13: 'removable', 21: 'removable'}

RANK_LINES = range(0, 13, 2)    # the lines of ranks 7 down to 1
BOARD_END = 40                  # the board stands left of this column
LABEL = re.compile(r'[^\s─│|-]+')   # a point's label: no line, no space


def without_colour(text):
    """Return `text` with the ANSI colour codes taken out."""
    return ESCAPE.sub('', text)


def every_mode(board, marks=None):
    """Return the drawings of `board` in both styles, with and without
    colour (its codes taken out), as (style, drawing) pairs."""
    return [('ascii' if ascii_only else 'unicode',
             without_colour(draw_board(board, ascii_only, colours, marks)))
            for ascii_only in (False, True) for colours in (None, COLOURS)]


def rank_points(line_number):
    """Return the points of the rank drawn on `line_number`, left to right."""
    rank = str(7 - line_number // 2)
    return sorted((p for p in POINTS if POINT_NAMES[p][1] == rank),
                  key=lambda p: POINT_NAMES[p][0])


def labels(drawing, start, end):
    """Return {point: (line, first column, last column + 1)}: the label of
    every point between columns `start` and `end`, read rank by rank."""
    lines = drawing.split('\n')
    found = {}
    for row in RANK_LINES:
        matches = list(LABEL.finditer(lines[row][start:end]))
        if start == 0:
            matches = matches[1:]           # the rank number
        assert len(matches) == len(rank_points(row)), lines[row]
        for point, match in zip(rank_points(row), matches):
            found[point] = (row, start + match.start(), start + match.end())
    return found


def numbers_on_board(drawing):
    """Return the sorted numbers shown on the board, left of the key and
    right of the rank numbers."""
    return sorted(int(number) for line in drawing.split('\n')[:13]
                  for number in re.findall(r'\d+', line[2:BOARD_END]))


def board_columns(drawing):
    """Return {point: column}, the column of each point's file letter in
    the letters line under the board."""
    letters = drawing.split('\n')[13]
    return {p: letters.index(POINT_NAMES[p][0]) for p in POINTS}


def key_columns(drawing):
    """Return {point: column}, where each number of the key begins."""
    return {p: first for p, (row, first, last)
            in labels(drawing, BOARD_END, None).items()}


def check_lines_join_adjacent_points_only(drawing, style, start, end,
                                          columns):
    """Assert that between two neighbours of a rank or a file the drawing
    (between columns `start` and `end`) has a line, and elsewhere none."""
    lines = drawing.split('\n')
    found = labels(drawing, start, end)
    across, down = GLYPHS[style]['across'], GLYPHS[style]['down']
    for row in RANK_LINES:
        points = rank_points(row)
        for a, b in zip(points, points[1:]):
            gap = lines[row][found[a][2]:found[b][1]]
            assert gap and set(gap) == {across if b in ADJACENT[a] else ' '}, \
                (a, b, lines[row])
    for a in POINTS:
        below = [p for p in POINTS if POINT_NAMES[p][0] == POINT_NAMES[a][0]
                 and found[p][0] > found[a][0]]
        if below:
            b = min(below, key=lambda p: found[p][0])
            gap = {line[columns[a]] for line in
                   lines[found[a][0] + 1:found[b][0]]}
            assert gap == {down if b in ADJACENT[a] else ' '}, (a, b)


# ---------------------------------------------------------------------------
# The glyph table
# ---------------------------------------------------------------------------

def test_every_line_and_mark_glyph_is_one_character():
    for glyphs in GLYPHS.values():
        assert len(glyphs['across']) == len(glyphs['down']) == 1
        for before, after, meaning in glyphs['marks'].values():
            assert len(before) == len(after) == 1


def test_the_glyph_table_draws_with_the_men_and_marks_a_student_changes():
    for style, glyphs in GLYPHS.items():
        assert glyphs['men'] is MEN[style]
        assert glyphs['marks'] is MARKS


def test_the_men_of_the_two_players_differ_in_every_style():
    for men in MEN.values():
        assert men[WHITE] != men[BLACK]
        assert men[WHITE][1] != men[BLACK][1]


def test_unicode_glyphs_are_characters_courier_new_has():
    used = set(glyph_characters('unicode'))
    assert used <= ALLOWED, 'not allowed: %r' % sorted(used - ALLOWED)
    assert '─' in used and '│' in used


def test_the_unicode_drawing_uses_no_character_outside_the_glyph_table():
    glyphs = set(glyph_characters('unicode'))
    for board in BOARDS:
        for marks in ALL_MARKS:
            used = set(draw_board(board, marks=marks))
            assert {char for char in used if ord(char) >= 128} <= glyphs


def test_a_console_that_cannot_encode_a_glyph_gets_the_ascii_board():
    def stream(encoding):
        return io.TextIOWrapper(io.BytesIO(), encoding=encoding)
    assert can_show_unicode(stream('utf-8'))
    assert not can_show_unicode(stream('ascii'))
    assert not can_show_unicode(stream('cp1252'))     # has no ─ │ ░ ▓
    assert can_show_unicode(stream('cp437'))          # has them all


# ---------------------------------------------------------------------------
# Characters and colours
# ---------------------------------------------------------------------------

def test_the_unicode_drawing_uses_only_characters_courier_new_has():
    for board in BOARDS:
        for marks in ALL_MARKS:
            used = set(without_colour(draw_board(board, False, COLOURS,
                                                 marks)))
            assert used <= ALLOWED, 'not allowed: %r' % sorted(used - ALLOWED)


def test_the_ascii_drawing_is_pure_ascii():
    assert glyph_characters('ascii').isascii()
    for board in BOARDS:
        for marks in ALL_MARKS:
            drawing = draw_board(board, ascii_only=True, marks=marks)
            assert drawing.isascii(), drawing
            drawing.encode('cp1252')     # a Windows pipe can carry it


def test_colour_codes_do_not_move_a_character():
    for board in BOARDS:
        for ascii_only in (False, True):
            for marks in ALL_MARKS + [SOME_MARKS]:
                coloured = draw_board(board, ascii_only, COLOURS, marks)
                assert '\x1b' in coloured
                assert without_colour(coloured) == draw_board(
                    board, ascii_only, None, marks)


def test_colours_paint_the_men_and_the_marks_only():
    drawing = draw_board(SOME_BOARD, colours=COLOURS, marks={12: 'mill'})
    for player in (WHITE, BLACK):
        letter = COLOURS[player] + MEN['unicode'][player][1] + COLOURS['reset']
        # every man on the board, and the one in the legend
        assert drawing.count(letter) == SOME_BOARD.count(player) + 1
    mark = COLOURS['highlight'] + '%s' + COLOURS['reset']
    assert (mark % '[') + '12' + (mark % ']') in drawing
    # A code and a reset for each character of a man on the board, for the
    # letter of each man in the legend, and for each mark: nothing else.
    men = len([slot for slot in SOME_BOARD if slot != EMPTY])
    assert len(ESCAPE.findall(drawing)) == 2 * (3 * men + 2 + 2)


def test_no_colour_codes_without_colours():
    for board in BOARDS:
        for ascii_only in (False, True):
            assert '\x1b' not in draw_board(board, ascii_only,
                                            marks=SOME_MARKS)


def test_a_partial_colour_table_still_draws():
    drawing = draw_board(SOME_BOARD, colours={'reset': '\x1b[0m'},
                         marks={0: 'mill'})
    assert drawing == draw_board(SOME_BOARD, marks={0: 'mill'})


# ---------------------------------------------------------------------------
# Points, lines and the key
# ---------------------------------------------------------------------------

def test_points_stand_at_their_file_and_rank():
    drawing = draw_board(empty_board())
    lines = drawing.split('\n')
    columns = board_columns(drawing)
    for point, (row, first, last) in labels(drawing, 0, BOARD_END).items():
        assert lines[row].split()[0] == POINT_NAMES[point][1]
        assert lines[row][first:last] == str(point)
        assert first == columns[point]


def test_a_man_stands_where_his_points_number_stood():
    columns = board_columns(draw_board(empty_board()))
    for board in (SOME_BOARD,) + FULL_BOARDS:
        for style, drawing in every_mode(board):
            lines = drawing.split('\n')
            for point, (row, first, last) in labels(drawing, 0,
                                                    BOARD_END).items():
                if board[point] == EMPTY:
                    continue
                assert lines[row][first:last] == MEN[style][board[point]]
                assert first + 1 == columns[point]


def test_each_empty_point_shows_its_number_exactly_once_on_the_board():
    for board in BOARDS:
        for style, drawing in every_mode(board, SOME_MARKS):
            assert numbers_on_board(drawing) == [p for p in POINTS
                                                 if board[p] == EMPTY]


def test_the_key_shows_every_points_number_at_its_file_and_rank():
    empty_key = key_columns(draw_board(empty_board()))
    for board in BOARDS:
        for style, drawing in every_mode(board, SOME_MARKS):
            lines = drawing.split('\n')
            found = labels(drawing, BOARD_END, None)
            for point, (row, first, last) in found.items():
                assert lines[row][first:last] == str(point)
            assert key_columns(drawing) == empty_key
    # The key's files are in order, each at one column: 0 above 9 above 21.
    assert empty_key[0] < empty_key[1] < empty_key[2]
    assert empty_key[0] == empty_key[9] == empty_key[21]
    assert empty_key[1] == empty_key[4] == empty_key[7]


def test_lines_join_adjacent_points_and_no_others_on_the_board():
    for style, drawing in every_mode(empty_board()):
        check_lines_join_adjacent_points_only(
            drawing, style, 0, BOARD_END, board_columns(drawing))


def test_lines_join_adjacent_points_and_no_others_in_the_key():
    for style, drawing in every_mode(empty_board()):
        check_lines_join_adjacent_points_only(
            drawing, style, BOARD_END, None, key_columns(drawing))


def test_marks_keep_every_point_in_place_and_the_lines_straight():
    for board in BOARDS:
        for marks in ALL_MARKS + [dict.fromkeys(mill, 'mill')
                                  for mill in MILLS]:
            for style, drawing in every_mode(board, marks):
                check_lines_join_adjacent_points_only(
                    drawing, style, 0, BOARD_END, board_columns(drawing))
                lines = drawing.split('\n')
                for point, (row, first, last) in labels(drawing, 0,
                                                        BOARD_END).items():
                    assert (first + last - 1) // 2 == \
                        board_columns(drawing)[point], lines[row]


def test_marked_points_stand_between_their_marks():
    for kind, (before, after, meaning) in MARKS.items():
        marks = dict.fromkeys((0, 1, 2, 12, 13), kind)
        for style, drawing in every_mode(SOME_BOARD, marks):
            lines = drawing.split('\n')
            for point, (row, first, last) in labels(drawing, 0,
                                                    BOARD_END).items():
                label = lines[row][first:last]
                inside = (MEN[style][SOME_BOARD[point]][1]
                          if SOME_BOARD[point] != EMPTY else str(point))
                if point in marks:
                    assert label == before + inside + after
                else:
                    assert label in (inside, MEN[style].get(SOME_BOARD[point]))


def test_the_legend_says_which_letter_is_which_player():
    for ascii_only in (False, True):
        men = MEN['ascii' if ascii_only else 'unicode']
        legend = draw_board(empty_board(), ascii_only).split('\n')[-1]
        for player in (WHITE, BLACK):
            assert men[player][1] + ' ' + PLAYER_NAMES[player] in legend


def test_the_drawing_fits_on_a_screen_with_room_for_status_lines():
    for board in BOARDS:
        for marks in ALL_MARKS + [SOME_MARKS]:
            for style, drawing in every_mode(board, marks):
                lines = drawing.split('\n')
                assert len(lines) <= 16         # IDLE folds 50 lines
                assert all(len(line) <= 79 for line in lines)
                assert not drawing.endswith('\n')


def test_a_list_board_draws_like_a_tuple_and_is_left_unchanged():
    board = list(SOME_BOARD)
    assert draw_board(board) == draw_board(SOME_BOARD)
    assert board == list(SOME_BOARD)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from((EMPTY, WHITE, BLACK)), min_size=24,
                max_size=24),
       st.dictionaries(st.sampled_from(list(POINTS)),
                       st.sampled_from(sorted(MARKS))),
       st.booleans(), st.booleans())
def test_any_board_with_any_marks_keeps_every_line_and_point(
        board, marks, ascii_only, coloured):
    style = 'ascii' if ascii_only else 'unicode'
    drawing = without_colour(draw_board(board, ascii_only,
                                        COLOURS if coloured else None, marks))
    check_lines_join_adjacent_points_only(drawing, style, 0, BOARD_END,
                                          board_columns(drawing))
    check_lines_join_adjacent_points_only(drawing, style, BOARD_END, None,
                                          key_columns(drawing))
    assert board_columns(drawing) == board_columns(draw_board(empty_board()))
