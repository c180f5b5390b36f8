"""Tests of the board drawing, render_board() in board.py.

The drawing must show every empty point's number and every man's symbol,
use only characters that Courier New (IDLE on Windows) and the Windows
console can show, stay aligned in every mode, and fit on a screen.
"""

import re
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from board import (ADJACENT, BLACK, EMPTY, GLYPHS, MILLS, PLAYER_NAMES,
                   POINT_NAMES, POINTS, WHITE, board_from_string,
                   empty_board, render_board)

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


def without_colour(text):
    """Return `text` with the ANSI colour codes taken out."""
    return ESCAPE.sub('', text)


def all_modes(board, highlight=()):
    """Return the drawings of `board` in every mode, escapes removed."""
    return [without_colour(render_board(board, ascii_only, colours,
                                        highlight))
            for ascii_only in (False, True) for colours in (None, COLOURS)]


def board_part(drawing):
    """Return the lines of the drawing above the legend line."""
    return drawing.split('\n')[:-1]


def point_places(drawing):
    """Return {point: (line, column)}, where each point's label stands.

    Found from the frame: the line whose first word is the point's rank
    number, and the column of the point's file letter in the letters line.
    """
    lines = drawing.split('\n')
    letters_line = next(line for line in lines
                        if line.split() == list('abcdefg'))
    rank_lines = {}
    for index, line in enumerate(lines):
        words = line.split()
        if words and words[0] in '1234567' and len(words[0]) == 1:
            rank_lines[words[0]] = index
    return {point: (rank_lines[name[1]], letters_line.index(name[0]))
            for point, name in enumerate(POINT_NAMES)}


def numbers_shown(drawing):
    """Return the sorted numbers of the points drawn (rank labels left out)."""
    numbers = []
    for line in board_part(drawing):
        words = line.split(None, 1)
        if words and words[0].isdigit() and len(words[0]) == 1:
            line = line.replace(words[0], ' ', 1)    # the rank label
        numbers.extend(int(digits) for digits in re.findall(r'\d+', line))
    return sorted(numbers)


def test_unicode_drawing_uses_only_characters_courier_new_has():
    drawings = [render_board(empty_board()), render_board(SOME_BOARD),
                render_board(SOME_BOARD, highlight=(0, 1, 2, 12)),
                without_colour(render_board(SOME_BOARD, colours=COLOURS,
                                            highlight=(0, 1, 2)))]
    drawings += [render_board(board, highlight=POINTS)
                 for board in FULL_BOARDS]
    used = set(''.join(drawings))
    assert used <= ALLOWED, 'not allowed: %r' % sorted(used - ALLOWED)
    assert '─' in used and '│' in used


def test_ascii_drawing_is_pure_ascii():
    for board in (empty_board(), SOME_BOARD) + FULL_BOARDS:
        for highlight in ((), (0, 1, 2), POINTS):
            drawing = render_board(board, ascii_only=True, highlight=highlight)
            assert all(ord(char) < 128 for char in drawing), drawing
            drawing.encode('cp1252')     # a Windows pipe can carry it


def test_every_glyph_is_one_character():
    for glyphs in GLYPHS.values():
        for glyph in glyphs.values():
            assert len(glyph) == 1


def test_each_empty_point_shows_its_number_exactly_once():
    assert numbers_shown(render_board(empty_board())) == list(POINTS)
    empty_points = [p for p in POINTS if SOME_BOARD[p] == EMPTY]
    for drawing in all_modes(SOME_BOARD, highlight=(0, 1, 2)):
        assert numbers_shown(drawing) == empty_points
    for board in FULL_BOARDS:
        assert numbers_shown(render_board(board)) == []


def test_each_man_shows_his_players_symbol():
    for ascii_only in (False, True):
        glyphs = GLYPHS['ascii' if ascii_only else 'unicode']
        for board in (SOME_BOARD,) + FULL_BOARDS:
            drawing = render_board(board, ascii_only)
            grid = '\n'.join(board_part(drawing))
            for player in (WHITE, BLACK):
                assert grid.count(glyphs[player]) == board.count(player)


def test_the_symbols_of_the_two_players_differ():
    for glyphs in GLYPHS.values():
        assert glyphs[WHITE] != glyphs[BLACK]


def test_legend_says_which_symbol_is_which_player():
    for ascii_only in (False, True):
        glyphs = GLYPHS['ascii' if ascii_only else 'unicode']
        legend = render_board(empty_board(), ascii_only).split('\n')[-1]
        for player in (WHITE, BLACK):
            assert glyphs[player] + ' ' + PLAYER_NAMES[player] in legend


def test_all_lines_have_the_same_width_in_every_mode():
    for board in (empty_board(), SOME_BOARD) + FULL_BOARDS:
        for highlight in ((), (0, 1, 2), (9, 10, 11, 12, 13, 14), POINTS):
            for drawing in all_modes(board, highlight):
                widths = set(len(line) for line in drawing.split('\n'))
                assert len(widths) == 1, drawing


def test_drawing_fits_on_a_screen_with_room_for_status_lines():
    for drawing in all_modes(SOME_BOARD):
        assert len(drawing.split('\n')) <= 20     # IDLE folds 50 lines
        assert not drawing.endswith('\n')


def test_points_stand_at_their_file_and_rank():
    empty = render_board(empty_board())
    places = point_places(empty)
    lines = empty.split('\n')
    for point, (row, column) in places.items():
        assert lines[row][column:].startswith(str(point))
    # Points 0, 1, 2 share the top line, in order; 0, 9, 21 one column.
    assert places[0][0] == places[1][0] == places[2][0]
    assert places[0][1] < places[1][1] < places[2][1]
    assert places[0][1] == places[9][1] == places[21][1]
    assert places[0][0] < places[9][0] < places[21][0]


def test_a_man_stands_where_his_points_number_stood():
    places = point_places(render_board(empty_board()))
    for ascii_only in (False, True):
        glyphs = GLYPHS['ascii' if ascii_only else 'unicode']
        for board in (SOME_BOARD,) + FULL_BOARDS:
            lines = render_board(board, ascii_only).split('\n')
            for point in POINTS:
                if board[point] != EMPTY:
                    row, column = places[point]
                    assert lines[row][column] == glyphs[board[point]]


def test_lines_join_adjacent_points_and_no_others():
    drawing = render_board(empty_board())
    lines = drawing.split('\n')
    places = point_places(drawing)
    for a in POINTS:
        for b in POINTS:
            (row_a, col_a), (row_b, col_b) = places[a], places[b]
            if row_a == row_b and col_a < col_b:
                between = lines[row_a][col_a + len(str(a)):col_b]
                between_points = [p for p in POINTS if places[p][0] == row_a
                                  and col_a < places[p][1] < col_b]
                if not between_points:
                    expected = '─' if b in ADJACENT[a] else ' '
                    assert set(between) == {expected}, (a, b, between)
            if col_a == col_b and row_a < row_b:
                between = ''.join(line[col_a] for line in
                                  lines[row_a + 1:row_b])
                between_points = [p for p in POINTS if places[p][1] == col_a
                                  and row_a < places[p][0] < row_b]
                if not between_points:
                    expected = '│' if b in ADJACENT[a] else ' '
                    assert set(between) == {expected}, (a, b, between)


def test_highlighted_points_stand_in_brackets_without_colour():
    places = point_places(render_board(empty_board()))
    for ascii_only in (False, True):
        mill = (0, 1, 2)
        drawing = render_board(SOME_BOARD, ascii_only, highlight=mill)
        lines = drawing.split('\n')
        for point in POINTS:
            row, column = places[point]
            cell = lines[row][column - 1:column + 2]
            if point in mill:
                assert cell[0] == '[' and cell[2] == ']', cell
            else:
                assert '[' not in cell and ']' not in cell, cell
        plain = render_board(SOME_BOARD, ascii_only)
        assert '[' not in plain and ']' not in plain


def test_highlight_keeps_every_point_in_place():
    places = point_places(render_board(empty_board()))
    for mill in MILLS:
        drawing = render_board(SOME_BOARD, highlight=mill)
        assert point_places(drawing) == places
        assert numbers_shown(drawing) == numbers_shown(
            render_board(SOME_BOARD))


def test_colours_paint_the_men_and_the_highlight_only():
    drawing = render_board(SOME_BOARD, colours=COLOURS, highlight=(12,))
    assert without_colour(drawing) == render_board(SOME_BOARD,
                                                   highlight=(12,))
    glyphs = GLYPHS['unicode']
    for player in (WHITE, BLACK):
        painted = COLOURS[player] + glyphs[player] + COLOURS['reset']
        # every man on the board, and the one in the legend
        assert drawing.count(painted) == SOME_BOARD.count(player) + 1
    assert COLOURS['highlight'] + '[12]' + COLOURS['reset'] in drawing
    mill = render_board(SOME_BOARD, colours=COLOURS, highlight=(0, 1))
    highlighted_man = (COLOURS['highlight'] + '[' + glyphs[WHITE] + ']'
                       + COLOURS['reset'])
    assert mill.count(highlighted_man) == 2


def test_no_colour_codes_without_colours():
    for board in (SOME_BOARD,) + FULL_BOARDS:
        for ascii_only in (False, True):
            assert '\x1b' not in render_board(board, ascii_only,
                                              highlight=(0, 1, 2))


def test_partial_colour_table_still_draws():
    drawing = render_board(SOME_BOARD, colours={'reset': '\x1b[0m'},
                           highlight=(0,))
    assert drawing == render_board(SOME_BOARD, highlight=(0,))


def test_a_list_board_draws_like_a_tuple_and_is_left_unchanged():
    board = list(SOME_BOARD)
    assert render_board(board) == render_board(SOME_BOARD)
    assert board == list(SOME_BOARD)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from((EMPTY, WHITE, BLACK)), min_size=24,
                max_size=24),
       st.sets(st.integers(min_value=0, max_value=23)),
       st.booleans(), st.booleans())
def test_any_board_draws_aligned_and_complete(board, highlight, ascii_only,
                                               coloured):
    colours = COLOURS if coloured else None
    drawing = render_board(board, ascii_only, colours, highlight)
    plain = without_colour(drawing)
    assert plain == render_board(board, ascii_only, None, highlight)
    assert len(set(len(line) for line in plain.split('\n'))) == 1
    assert numbers_shown(plain) == [p for p in POINTS if board[p] == EMPTY]
    assert point_places(plain) == point_places(render_board(empty_board()))
    used = set(plain)
    assert used <= ALLOWED
    if ascii_only:
        assert all(ord(char) < 128 for char in plain)
    glyphs = GLYPHS['ascii' if ascii_only else 'unicode']
    grid = '\n'.join(board_part(plain))
    for player in (WHITE, BLACK):
        assert grid.count(glyphs[player]) == board.count(player)
