"""screen_board.py - the board as the game shows it: men three characters
wide, marks for the last turn, and a numbered key beside it.

board.py's render_board draws the board's numbering with one character per
man; this drawing is the one a class reads during a game.  A man is as wide
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

Glossary (see board.py for point, board, player):
    marks   {point: kind}: the points to mark and how, one of the MARKS
            kinds ('mill', 'to', 'from', 'removed', 'removable')
"""

import rules
from words import turn_problems
from board import (FILE_LETTERS, LINES, PLAYER_NAMES, PLAYERS,
                   POINT_COLUMNS, POINT_ROWS, POINTS, RANK_COUNT, empty_board,
                   painted, render_board)

# MEN[style][player]: how a man is drawn, three characters wide: the same
# character on both sides of the middle one.  A marked man shows his mark
# instead of the outer two ('[W]' in a mill just closed).
# EXPERIMENT: try '░░░' and '▓▓▓' (the school plan), or '(W)' and '{B}'.
# Use only characters that Courier New and the Windows console have.
MEN = {
    'unicode': {'W': '░W░', 'B': '▓B▓'},
    'ascii': {'W': 'WWW', 'B': 'BBB'},
}

# LINE_GLYPHS[style]: (across, down), the lines between the points.
LINE_GLYPHS = {'unicode': ('─', '│'), 'ascii': ('-', '|')}

# MARKS: kind -> (before, after, what it means), the characters put around
# a marked point and the words the legend explains them with.  The marks
# are the same in both styles: plain ASCII shows in every console.
MARKS = {
    'to': ('>', '<', 'played'),
    'mill': ('[', ']', 'mill'),
    'from': ('(', ')', 'from'),
    'removed': ('*', '*', 'removed'),
    'removable': ('?', '?', 'removable'),
}

CELL_WIDTH = 5      # characters per column of the board: room for "(10)"
KEY_GAP = 3         # spaces between the board and its key
MARGIN = 5          # the rank number and the room before file a
LEGEND_WIDTH = 78   # the widest legend line: as wide as board and key


def line_grid(cell_width, across, down):
    """Return the board's lines on an empty grid: a list of rows, each a
    list of display characters; point p's centre is at column
    cell_width * file + cell_width // 2 - 1 (see centre())."""
    width = cell_width * len(FILE_LETTERS)
    grid = [[' '] * width for _ in range(2 * RANK_COUNT - 1)]
    for a, b in LINES:
        y, x = 2 * POINT_ROWS[a], centre(a, cell_width)
        if POINT_ROWS[a] == POINT_ROWS[b]:
            for column in range(x + 1, centre(b, cell_width)):
                grid[y][column] = across
        else:
            for row in range(y + 1, 2 * POINT_ROWS[b]):
                grid[row][x] = down
    return grid


def centre(point, cell_width):
    """Return the column of the grid where `point`'s vertical line runs."""
    return cell_width * POINT_COLUMNS[point] + cell_width // 2 - 1


def point_chars(board, point, style, colours, mark):
    """Return (display characters, first column) that draw one point: a man
    (his mark, if any, in place of his outer characters) or the point's
    number (with its mark around it)."""
    slot = board[point]
    if slot in PLAYERS:
        body = painted(MEN[style][slot][1], slot, colours)
        outer = MEN[style][slot][0]
        before, after = (outer, outer) if not mark else MARKS[mark][:2]
    else:
        body = list(str(point))
        before, after = ('', '') if not mark else MARKS[mark][:2]
    colour = 'highlight' if mark else slot
    chars = body
    if before:
        chars = (painted(before, colour, colours) + body
                 + painted(after, colour, colours))
    return chars, centre(point, CELL_WIDTH) - len(before)


def key_lines(ascii_only):
    """Return the lines of the numbered key: board.render_board's drawing
    of the empty board, without its rank numbers, letters and legend."""
    drawing = render_board(empty_board(), ascii_only).split('\n')
    return [line[len(' 7  '):] for line in drawing[:2 * RANK_COUNT - 1]]


def legend(style, colours, marks):
    """Return the legend: the letter on each player's men, and the marks
    that are shown (on a line of their own if one line would be too long)."""
    men = '   '.join('%s %s' % (
        ''.join(painted(MEN[style][player][1], player, colours)),
        PLAYER_NAMES[player]) for player in PLAYERS)
    shown = ['%s%s %s' % (before, after, meaning) for kind, (
        before, after, meaning) in MARKS.items() if kind in marks.values()]
    if not shown:
        return ' ' * MARGIN + men
    key = 'marks: ' + '  '.join(shown)
    if MARGIN + len('W White   B Black   ') + len(key) <= LEGEND_WIDTH:
        return ' ' * MARGIN + men + '   ' + key
    return ' ' * MARGIN + men + '\n' + ' ' * MARGIN + key


def draw_board(board, ascii_only=False, colours=None, marks=None):
    """Return the drawing of `board` for the screen, as one string: the
    board with its men and `marks`, the numbered key on its right, the
    file letters and a legend.  `colours` as for board.render_board."""
    style = 'ascii' if ascii_only else 'unicode'
    marks = marks or {}
    grid = line_grid(CELL_WIDTH, *LINE_GLYPHS[style])
    for point in POINTS:
        chars, x = point_chars(board, point, style, colours,
                               marks.get(point))
        grid[2 * POINT_ROWS[point]][x:x + len(chars)] = chars
    key = key_lines(ascii_only)
    lines = []
    for y, chars in enumerate(grid):
        rank = str(RANK_COUNT - y // 2) if y % 2 == 0 else ' '
        lines.append((' ' + rank + '   ' + ''.join(chars) + ' ' * KEY_GAP
                      + key[y]).rstrip())
    letters = ''.join(letter.center(CELL_WIDTH - 1) + ' '
                      for letter in FILE_LETTERS)
    caption = "(the points' numbers)"
    width = (MARGIN + CELL_WIDTH * len(FILE_LETTERS) + KEY_GAP
             + len(key[0].rstrip()))
    lines.append((' ' * MARGIN + letters).ljust(width - len(caption))
                 + caption)
    lines.append(legend(style, colours, marks))
    return '\n'.join(lines)


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
    placed or moved, the mill it closed, and the men that may be removed."""
    marks = turn_marks(rules.Turn(pending.source, pending.target),
                       rules.closed_mill_points(state.board, state.to_move,
                                                pending.target,
                                                pending.source))
    turns = turn_problems.turns_with(rules.legal_turns(state),
                                     pending.source, pending.target)
    for point in turn_problems.removal_choices(turns):
        marks[point] = 'removable'
    return marks
