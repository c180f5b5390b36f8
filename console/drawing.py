"""drawing.py - the board as the game shows it: men three characters
wide, marks for the last turn, and a numbered key beside it.

This is the one drawing of the board: the game's screen, the numbered key
and the printed puzzle sheets all come from draw_board.  A man is as wide
as three digits (like the school plan the game comes from, which drew men
as ▓▓▓ and ░░░), and carries his player's letter, so White and Black are
told apart without colour.  An empty point shows its number; the key on
the right shows every point's number, also under the men (here White
has just closed the mill 0-1-2 and removed Black's man on 10):

 7   [W]────────────[W]────────────[W]      0───────────1───────────2
      │              │              │       │           │           │
 6    │    3─────────4─────────5    │       │   3───────4───────5   │
 ...
 1    21─────────────22─────────────23      21──────────22──────────23
      a    b    c    d    e    f    g           (the points' numbers)
     W White   B Black   marks: [] mill  ** removed

The board and the key are drawn alike: a grid of 7 columns (files a-g) by
7 rows (ranks 7 down to 1), with a row between two ranks for the lines
down.  line_grid draws the lines; labelled_grid then puts every point's
label (its number, or a man, with its mark) over the point's centre, the
column its line down runs in, so that a "5", a "23" and a marked man
"[W]" all keep the lines straight.  Only the width of a column differs:
CELL_WIDTH on the board, KEY_CELL_WIDTH in the key.

Glossary (see board.py for point, board, player):
    style   'unicode', the usual drawing, or 'ascii' for consoles that can
            show only plain ASCII: a key of GLYPHS
    label   (chars, lead): the display characters that draw one point, one
            per entry, and how many of them stand left of the point's centre
    marks   {point: kind}: the points to mark and how, one of the MARKS
            kinds ('mill', 'to', 'from', 'removed', 'removable')
"""

import rules
from board import MILLS, PLAYERS, POINT_NAMES, POINTS
from words import turn_problems
from words.catalogue import Np_, _, p_
from words.texts import colour_name

# ---------------------------------------------------------------------------
# The glyphs: what the board is drawn with
# ---------------------------------------------------------------------------

# MEN[style][player]: how a man is drawn, three characters wide, his
# player's letter in the middle.  A marked man shows his mark instead of
# the outer two ('[W]' in a mill just closed).
# EXPERIMENT: try '░░░' and '▓▓▓' (the school plan), or '(W)' and '{B}', then
# run nine_mens_morris.py to see them on the board.
# Use only characters that Courier New and the Windows console have.
MEN = {
    'unicode': {'W': '░W░', 'B': '▓B▓'},
    'ascii': {'W': 'WWW', 'B': 'BBB'},
}

# MAN_LETTERS[player]: the letter a man carries, in the language in use:
# the first letter of his colour's name (White and Black: W and B; in
# French, Blanc and Noir: B and N).  It takes the place of W and B in MEN.
MAN_LETTERS = {'W': Np_('letter on a man', 'W'),
               'B': Np_('letter on a man', 'B')}

# MARKS: kind -> (before, after, what it means), the characters put around
# a marked point and the words the legend explains them with.  The marks
# are the same in both styles: plain ASCII shows in every console.  The
# words are marked in the context 'board mark' for the catalogue, and
# legend translates them.
MARKS = {
    'to': ('>', '<', Np_('board mark', 'played')),
    'mill': ('[', ']', Np_('board mark', 'mill')),
    'from': ('(', ')', Np_('board mark', 'from')),
    'removed': ('*', '*', Np_('board mark', 'removed')),
    'removable': ('?', '?', Np_('board mark', 'removable')),
}

# GLYPHS[style]: everything the board is drawn with in that style: the men
# (MEN), the line across between two points of a rank, the line down
# between two points of a file, and the marks (MARKS).  Keep every line one
# character wide; in 'unicode' use only characters that Courier New (IDLE's
# font on Windows) and the Windows console both have, such as ─ │ ═ ║.
GLYPHS = {
    'unicode': {'men': MEN['unicode'], 'across': '─', 'down': '│',
                'marks': MARKS},
    'ascii': {'men': MEN['ascii'], 'across': '-', 'down': '|',
              'marks': MARKS},
}


# ---------------------------------------------------------------------------
# The grid
# ---------------------------------------------------------------------------

FILE_LETTERS = 'abcdefg'   # the columns of the grid, left to right
RANK_COUNT = 7             # the rows of the grid: ranks 7 (top) down to 1

# POINT_COLUMNS[point], POINT_ROWS[point]: where each point sits on the 7x7
# grid (column 0 is file a, row 0 is rank 7 at the top), read from its name.
POINT_COLUMNS = tuple(FILE_LETTERS.index(name[0]) for name in POINT_NAMES)
POINT_ROWS = tuple(RANK_COUNT - int(name[1]) for name in POINT_NAMES)

# LINES: the 32 lines of the board as (point, point) pairs, the left or upper
# point first: the two halves of every mill.
LINES = tuple(pair for first, middle, last in MILLS
              for pair in ((first, middle), (middle, last)))

CELL_WIDTH = 5      # characters per column of the board: room for "(10)"
KEY_CELL_WIDTH = 4  # characters per column of the numbered key: "23" and a gap
KEY_GAP = 3         # spaces between the board and its key
MARGIN = 5          # the rank number and the room before file a
LEGEND_WIDTH = 78   # the widest legend line: as wide as board and key


def centre(point, cell_width):
    """Return the column of the grid where `point`'s vertical line runs."""
    return cell_width * POINT_COLUMNS[point] + cell_width // 2 - 1


def line_grid(cell_width, style):
    """Return the board's lines on an empty grid: a list of rows (one for
    each rank, and one between two ranks), each a list of characters."""
    width = cell_width * len(FILE_LETTERS)
    grid = [[' '] * width for row in range(2 * RANK_COUNT - 1)]
    for a, b in LINES:
        y, x = 2 * POINT_ROWS[a], centre(a, cell_width)
        if POINT_ROWS[a] == POINT_ROWS[b]:
            for column in range(x + 1, centre(b, cell_width)):
                grid[y][column] = GLYPHS[style]['across']
        else:
            for row in range(y + 1, 2 * POINT_ROWS[b]):
                grid[row][x] = GLYPHS[style]['down']
    return grid


def labelled_grid(labels, cell_width, style):
    """Return line_grid with labels[point] over each point's centre: a list
    of rows, each a list of display characters."""
    grid = line_grid(cell_width, style)
    for point, (chars, lead) in labels.items():
        x = centre(point, cell_width) - lead
        grid[2 * POINT_ROWS[point]][x:x + len(chars)] = chars
    return grid


# ---------------------------------------------------------------------------
# The labels of the points
# ---------------------------------------------------------------------------

def painted(chars, colour, colours):
    """Return the list of display characters `chars` in the ANSI `colour`:
    the colour's code before the first, the reset code after the last, so
    each entry still stands for one character on the screen (`chars` as
    they are without colours, or without a code for `colour`)."""
    if not colours or not colours.get(colour):
        return list(chars)
    chars = list(chars)
    chars[0] = colours[colour] + chars[0]
    chars[-1] = chars[-1] + colours.get('reset', '')
    return chars


def point_label(board, point, style, colours, mark):
    """Return the label (chars, lead) that draws one point: a man (his mark,
    if any, in place of his outer characters) or the point's number (with
    its mark around it)."""
    slot = board[point]
    if slot in PLAYERS:
        man = man_glyph(style, slot)
        body, around = painted(man[1], slot, colours), (man[0], man[2])
    else:
        body, around = list(str(point)), ('', '')
    if mark:
        around = GLYPHS[style]['marks'][mark][:2]
    before, after = around
    if not before:
        return body, 0
    colour = 'highlight' if mark else slot
    return (painted(before, colour, colours) + body
            + painted(after, colour, colours)), len(before)


def man_glyph(style, player):
    """Return how a man of `player` is drawn in `style`, with his colour's
    letter in the language in use ('░W░'; '░B░' for White in French)."""
    letter = p_('letter on a man', MAN_LETTERS[player])
    return GLYPHS[style]['men'][player].replace(player, letter)


def number_label(point):
    """Return the label (chars, lead) of a point in the numbered key."""
    return list(str(point)), 0


# ---------------------------------------------------------------------------
# The board with its key, letters and legend
# ---------------------------------------------------------------------------

def key_lines(style):
    """Return the lines of the numbered key: every point's number on the
    board's lines, without rank numbers, letters or legend."""
    labels = {point: number_label(point) for point in POINTS}
    return [''.join(row)
            for row in labelled_grid(labels, KEY_CELL_WIDTH, style)]


def rank_lines(grid, key):
    """Return the board's lines with the rank numbers on the left and the
    key's lines on the right."""
    lines = []
    for y, chars in enumerate(grid):
        rank = str(RANK_COUNT - y // 2) if y % 2 == 0 else ''
        lines.append(((' ' + rank).ljust(MARGIN) + ''.join(chars)
                      + ' ' * KEY_GAP + key[y]).rstrip())
    return lines


def letters_line(key):
    """Return the line under the board: the file letters, and the key's
    caption ending under the key's right end."""
    letters = ''.join(letter.center(CELL_WIDTH - 1) + ' '
                      for letter in FILE_LETTERS)
    caption = _("(the points' numbers)")
    width = (MARGIN + CELL_WIDTH * len(FILE_LETTERS) + KEY_GAP
             + len(key[0].rstrip()))
    return (' ' * MARGIN + letters).ljust(width - len(caption)) + caption


def legend(style, colours, marks):
    """Return the legend: the letter on each player's men, and the marks
    that are shown (on a line of their own if one line would be too long)."""
    letters = {player: man_glyph(style, player)[1] for player in PLAYERS}
    men = '   '.join('%s %s' % (''.join(painted(letters[player], player,
                                                colours)),
                                colour_name(player)) for player in PLAYERS)
    plain_men = '   '.join('%s %s' % (letters[player], colour_name(player))
                           for player in PLAYERS)      # as wide as `men`
    shown = ['%s%s %s' % (before, after, p_('board mark', meaning))
             for kind, (before, after, meaning)
             in GLYPHS[style]['marks'].items() if kind in marks.values()]
    if not shown:
        return ' ' * MARGIN + men
    key = _('marks: %s') % '  '.join(shown)
    if MARGIN + len(plain_men) + 3 + len(key) <= LEGEND_WIDTH:
        return ' ' * MARGIN + men + '   ' + key
    return ' ' * MARGIN + men + '\n' + ' ' * MARGIN + key


def draw_board(board, ascii_only=False, colours=None, marks=None):
    """Return the drawing of `board` for the screen, as one string: the
    board with its men and `marks`, the numbered key on its right, the
    file letters and a legend.  `colours`: None, or the ANSI codes
    {WHITE: .., BLACK: .., 'highlight': .., 'reset': ..} to paint the men
    and the marks with."""
    style = 'ascii' if ascii_only else 'unicode'
    marks = marks or {}
    labels = {point: point_label(board, point, style, colours,
                                 marks.get(point)) for point in POINTS}
    key = key_lines(style)
    lines = rank_lines(labelled_grid(labels, CELL_WIDTH, style), key)
    lines.append(letters_line(key))
    lines.append(legend(style, colours, marks))
    return '\n'.join(lines)


def glyph_characters(style):
    """Return every character of GLYPHS[style] (men, lines and marks) as
    one string, to find out whether a console can show them."""
    glyphs = GLYPHS[style]
    marks = ''.join(before + after
                    for before, after, meaning in glyphs['marks'].values())
    return (''.join(glyphs['men'].values()) + glyphs['across']
            + glyphs['down'] + marks)


# ---------------------------------------------------------------------------
# The marks of a turn
# ---------------------------------------------------------------------------

def turn_marks(turn, closed_mill=()):
    """Return the marks of a turn just played (or being played): where the
    man came from and went, the men it removed and the mill it closed."""
    marks = {turn.target: 'to'}
    if turn.source is not None:
        marks[turn.source] = 'from'
    for point in (turn.removed, getattr(turn, 'second_removed', None)):
        if point is not None:
            marks[point] = 'removed'
    marks.update((point, 'mill') for point in closed_mill)
    return marks


def last_turn_marks(history):
    """Return the marks of the last turn of a history.History ({} if no
    turn was played)."""
    if not history.turns:
        return {}
    before, turn = history.last_turn()
    return turn_marks(turn, rules.closed_mill_points(
        before.board, before.to_move, turn.target, turn.source))


def pending_marks(state, pending):
    """Return the marks of a turn that waits for its removal: the man
    placed or moved, the mill it closed, the man removed first (when one
    turn removes two: pending.removed) and the men that may be removed."""
    marks = turn_marks(pending, rules.closed_mill_points(
        state.board, state.to_move, pending.target, pending.source))
    turns = turn_problems.turns_with(rules.legal_turns(state),
                                     pending.source, pending.target,
                                     pending.removed)
    for point in turn_problems.removal_choices(turns, pending.removed):
        marks[point] = 'removable'
    return marks
