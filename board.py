"""board.py - the Nine Men's Morris board: its points, lines and mills.

Everything here is a constant table or a small function about the board
itself.  The rules of play live in rules.py; the game you run is
nine_mens_morris.py.

Glossary (the few shapes used everywhere in this project):
    point   an int 0..23, a place on the board where a man may stand
    player  WHITE or BLACK (the strings 'W' and 'B')
    board   a sequence of 24 slots, one per point, each EMPTY, WHITE or
            BLACK.  Inside a game state it is a tuple, so that nothing
            can change it by accident; a list works with every function too.
    mill    three points on one line; a player who fills them with their
            own men has "closed a mill"
"""

# The contents of one slot of the board.
EMPTY = '.'
WHITE = 'W'
BLACK = 'B'
PLAYERS = (WHITE, BLACK)
PLAYER_NAMES = {WHITE: 'White', BLACK: 'Black'}

MEN_PER_PLAYER = 9
POINT_COUNT = 24
POINTS = range(POINT_COUNT)

# The 24 points, numbered row by row, with their algebraic names in brackets
# (a1 is the bottom-left corner, as in tournament notation):
#
#  0(a7)---------- 1(d7)---------- 2(g7)
#  |                |                |
#  |    3(b6)----- 4(d6)----- 5(f6)  |
#  |    |           |           |    |
#  |    |    6(c5)-7(d5)-8(e5)  |    |
#  |    |    |            |     |    |
#  9(a4)-10(b4)-11(c4)   12(e4)-13(f4)-14(g4)
#  |    |    |            |     |    |
#  |    |   15(c3)-16(d3)-17(e3)|    |
#  |    |           |           |    |
#  |   18(b2)-----19(d2)-----20(f2)  |
#  |                |                |
# 21(a1)----------22(d1)----------23(g1)

# MILLS: the 16 lines of three points.  Filling one with your own men closes
# a mill.  Every line on the board is part of exactly one mill.
MILLS = (
    (0, 1, 2),      # rows, top to bottom
    (3, 4, 5),
    (6, 7, 8),
    (9, 10, 11),
    (12, 13, 14),
    (15, 16, 17),
    (18, 19, 20),
    (21, 22, 23),
    (0, 9, 21),     # columns, left to right
    (3, 10, 18),
    (6, 11, 15),
    (1, 4, 7),
    (16, 19, 22),
    (8, 12, 17),
    (5, 13, 20),
    (2, 14, 23),
)

# ADJACENT[point]: the points joined to `point` by a line, in increasing order.
# A man moves along these lines, one step at a time.  (This table follows
# from MILLS: two points are joined exactly when they stand side by side in a
# mill.  The assert below checks it every time the game starts.)
ADJACENT = (
    (1, 9),          # 0
    (0, 2, 4),       # 1
    (1, 14),         # 2
    (4, 10),         # 3
    (1, 3, 5, 7),    # 4
    (4, 13),         # 5
    (7, 11),         # 6
    (4, 6, 8),       # 7
    (7, 12),         # 8
    (0, 10, 21),     # 9
    (3, 9, 11, 18),  # 10
    (6, 10, 15),     # 11
    (8, 13, 17),     # 12
    (5, 12, 14, 20),  # 13
    (2, 13, 23),     # 14
    (11, 16),        # 15
    (15, 17, 19),    # 16
    (12, 16),        # 17
    (10, 19),        # 18
    (16, 18, 20, 22),  # 19
    (13, 19),        # 20
    (9, 22),         # 21
    (19, 21, 23),    # 22
    (14, 22),        # 23
)


def adjacency_from_mills(mills):
    """Return the neighbours of every point, worked out from the mill lines."""
    neighbours = [set() for _ in POINTS]
    for first, middle, last in mills:
        for a, b in ((first, middle), (middle, last)):
            neighbours[a].add(b)
            neighbours[b].add(a)
    return tuple(tuple(sorted(points)) for points in neighbours)


assert ADJACENT == adjacency_from_mills(MILLS), 'ADJACENT must follow MILLS'


def mills_through_each_point(mills):
    """Return, for every point, the mills that pass through it."""
    return tuple(tuple(mill for mill in mills if point in mill)
                 for point in POINTS)


# MILLS_THROUGH[point]: the two mills that pass through `point`.
MILLS_THROUGH = mills_through_each_point(MILLS)

# MILL_PARTNERS[point]: for each mill through `point`, the other two points of
# that mill.  A man arriving on `point` closes a mill when both partners of
# one pair already hold men of the same colour.
MILL_PARTNERS = tuple(
    tuple(tuple(p for p in mill if p != point) for mill in MILLS_THROUGH[point])
    for point in POINTS)

# POINT_NAMES[point]: the algebraic name of each point (file letter a-g from
# left to right, rank number 1-7 from bottom to top).
POINT_NAMES = (
    'a7', 'd7', 'g7',
    'b6', 'd6', 'f6',
    'c5', 'd5', 'e5',
    'a4', 'b4', 'c4', 'e4', 'f4', 'g4',
    'c3', 'd3', 'e3',
    'b2', 'd2', 'f2',
    'a1', 'd1', 'g1',
)


def is_point(value):
    """Return True if `value` is a point: a whole number from 0 to 23."""
    return (isinstance(value, int) and not isinstance(value, bool)
            and 0 <= value < POINT_COUNT)


def point_name(point):
    """Return the algebraic name of a point, for example 21 -> 'a1'."""
    return POINT_NAMES[point]


def parse_point_name(text):
    """Return the point with the algebraic name `text` ('a1' -> 21).

    Raises ValueError with a sentence a player can read if there is none.
    """
    name = text.strip().lower()
    if name in POINT_NAMES:
        return POINT_NAMES.index(name)
    raise ValueError(Sentence('%r is not the name of a point (a1, d7, g4, '
                              '...)', text))


class Sentence(str):
    """A sentence of the core or the computer for a player (what is wrong
    with a board or a turn), in English.  Its template and values are kept, so that the
    words layer can say it in the player's language (words/catalogue.py's
    sentence_words): Sentence('%r is not W, B or .', 'X')."""

    def __new__(cls, template, *values):
        sentence = str.__new__(cls, template % values)
        sentence.template, sentence.values = template, values
        return sentence


def opponent(player):
    """Return the other player."""
    return BLACK if player == WHITE else WHITE


def empty_board():
    """Return a board with no men on it (a tuple of 24 EMPTY slots)."""
    return (EMPTY,) * POINT_COUNT


def board_from_string(text, count_men=True):
    """Return the board written in `text`: 24 of W, B and '.' in point order.

    Spaces, line ends, '/', '-' and '|' may separate the rows, so the board
    can be written as it looks, for example 'WW./.../.../...B../.../.../...'.
    Raises ValueError saying what is wrong with the text; with `count_men`
    False, more than nine men of a colour is left for the caller to name.
    (Game records and position files read their boards with this too.)
    """
    slots = [char.upper() for char in text if char not in BOARD_SEPARATORS]
    for char in slots:
        if char not in (EMPTY, WHITE, BLACK):
            raise ValueError(Sentence('%r is not W, B or .', char))
    if len(slots) != POINT_COUNT:
        raise ValueError(Sentence('the board has %d points, not %d',
                                  len(slots), POINT_COUNT))
    for player in PLAYERS if count_men else ():
        if slots.count(player) > MEN_PER_PLAYER:
            raise ValueError(Sentence('the board has %d %s men, more '
                                      'than %d', slots.count(player),
                                      PLAYER_NAMES[player], MEN_PER_PLAYER))
    return tuple(slots)


# The characters that may stand between the points of a board string.
BOARD_SEPARATORS = ' \t\r\n/-|'


# The length of each row of the board, top to bottom (3+3+3+6+3+3+3 = 24).
ROW_LENGTHS = (3, 3, 3, 6, 3, 3, 3)


def board_to_string(board):
    """Return the board as text that board_from_string reads back."""
    rows = []
    start = 0
    for length in ROW_LENGTHS:
        rows.append(''.join(board[start:start + length]))
        start += length
    return '/'.join(rows)

