"""Tests of board.py: the tables agree with each other and with RULES.md."""

import pytest

from board import (ADJACENT, BLACK, EMPTY, MILL_PARTNERS, MILLS, MILLS_THROUGH,
                   POINT_NAMES, POINTS, WHITE, adjacency_from_mills,
                   board_from_string, board_to_string, empty_board, is_point,
                   opponent, parse_point_name, point_name)

# The 32 lines of RULES.md, "The board", typed out again here on purpose:
# the table in board.py must agree with the reference, not with itself.
RULES_MD_LINES = """
0-1 1-2 0-9 2-14 1-4 3-4 4-5 3-10 5-13 4-7 6-7 7-8 6-11 8-12
9-10 10-11 12-13 13-14 9-21 14-23 10-18 13-20 11-15 12-17 15-16 16-17 16-19 18-19 19-20
19-22 21-22 22-23
"""


# The 16 mills of RULES.md, typed out again for the same reason.
RULES_MD_MILLS = """
(0,1,2) (3,4,5) (6,7,8) (9,10,11) (12,13,14) (15,16,17) (18,19,20) (21,22,23)
(0,9,21) (3,10,18) (6,11,15) (1,4,7) (16,19,22) (8,12,17) (5,13,20) (2,14,23)
"""

# The names in brackets in the drawing of RULES.md, points 0 to 23.
RULES_MD_NAMES = """a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2
a1 d1 g1"""


def lines_of(adjacent):
    """Return the set of lines (as sorted pairs) in an adjacency table."""
    return {tuple(sorted((a, b))) for a in POINTS for b in adjacent[a]}


def test_adjacency_follows_from_the_mill_lines():
    assert adjacency_from_mills(MILLS) == ADJACENT


def test_adjacency_is_the_32_lines_of_rules_md():
    expected = {tuple(sorted(int(p) for p in pair.split('-')))
                for pair in RULES_MD_LINES.split()}
    assert len(expected) == 32
    assert lines_of(ADJACENT) == expected


def test_adjacency_is_symmetric():
    for a in POINTS:
        for b in ADJACENT[a]:
            assert a in ADJACENT[b]


def test_there_are_16_mills_of_three_points_and_no_diagonals():
    assert len(MILLS) == 16
    assert len(set(MILLS)) == 16
    for mill in MILLS:
        first, middle, last = mill
        # Each mill is a straight line: its points are joined one after another.
        assert middle in ADJACENT[first] and last in ADJACENT[middle]
        assert last not in ADJACENT[first]


def test_every_point_lies_on_two_mills():
    for point in POINTS:
        assert len(MILLS_THROUGH[point]) == 2
        for mill in MILLS_THROUGH[point]:
            assert point in mill
        for partners, mill in zip(MILL_PARTNERS[point], MILLS_THROUGH[point]):
            assert set(partners) | {point} == set(mill)


def test_point_names_match_rules_md_corners_and_middles():
    assert point_name(0) == 'a7'
    assert point_name(2) == 'g7'
    assert point_name(21) == 'a1'
    assert point_name(23) == 'g1'
    assert point_name(7) == 'd5'
    assert point_name(12) == 'e4'
    assert len(set(POINT_NAMES)) == 24


def test_point_names_read_back():
    for point in POINTS:
        assert parse_point_name(point_name(point)) == point
    assert parse_point_name(' D7 ') == 1


@pytest.mark.parametrize('text', ['', 'd4', 'a2', 'h1', 'a', '7', 'a1a'])
def test_a_name_that_is_no_point_is_refused(text):
    with pytest.raises(ValueError):
        parse_point_name(text)


def test_board_strings_read_and_write():
    board = board_from_string('WW./.../.../...B../.../.../...')
    assert board[0] == WHITE and board[1] == WHITE and board[2] == EMPTY
    assert board[12] == BLACK
    assert board_to_string(board) == 'WW./.../.../...B../.../.../...'
    assert board_from_string(board_to_string(board)) == board
    assert board_from_string('.' * 24) == empty_board()


@pytest.mark.parametrize('text', [
    'WW./.../.../...B../.../.../..',        # 23 points
    'WW./.../.../...B../.../.../....',      # 25 points
    'WX./.../.../...B../.../.../...',       # X is no man
    'WWW/WWW/WWW/W...../.../.../...',       # ten white men
])
def test_a_bad_board_string_is_refused(text):
    with pytest.raises(ValueError):
        board_from_string(text)


def test_opponent_of_each_player():
    assert opponent(WHITE) == BLACK
    assert opponent(BLACK) == WHITE


def test_mills_are_the_16_of_rules_md():
    expected = {tuple(int(p) for p in mill.strip('()').split(','))
                for mill in RULES_MD_MILLS.split()}
    assert set(MILLS) == expected


def test_point_names_are_those_of_the_rules_md_drawing():
    assert POINT_NAMES == tuple(RULES_MD_NAMES.split())


def test_every_mill_lies_on_one_file_or_one_rank():
    # The algebraic names agree with the lines: a mill's three points share
    # their letter (a column) or their number (a row).
    for mill in MILLS:
        names = [point_name(point) for point in mill]
        assert len({name[0] for name in names}) == 1 or \
            len({name[1] for name in names}) == 1, names


def test_tables_are_tuples():
    for table in (MILLS, ADJACENT, MILLS_THROUGH, MILL_PARTNERS, POINT_NAMES,
                  empty_board()):
        assert isinstance(table, tuple)


def test_a_point_is_a_whole_number_from_0_to_23():
    assert all(is_point(point) for point in POINTS)
    for value in (-1, 24, 3.0, True, '3', None):
        assert not is_point(value)
