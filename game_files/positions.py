"""positions.py - position files: a set-up position for a lesson (and
the start position of a Sanmill record, written in its FEN).

A teacher types a position file to start a game from a position: the men
on each point (the board row by row as it is drawn, or on one line), who is
to move and the men in hand (see POSITION_EXAMPLE).  The position is
checked under the rules chosen for the game, and every problem is named
with its line.

Everything here is pure: text in, a value out (file_reading.read_position
reads the file from the disk).
"""

from board import (BLACK, BOARD_SEPARATORS, EMPTY, MEN_PER_PLAYER,
                   PLAYER_NAMES, POINT_NAMES, ROW_LENGTHS, WHITE,
                   board_from_string, parse_point_name)
from game_files.record_text import text_lines
from game_files.records import parse_player, position_problems, reason_name
from rules import DEFAULT_OPTIONS, outcome, set_up_state
from words.catalogue import _, n_, sentence_words
from words.english import parse_count, quoted
from words.texts import colour_name


class PositionError(ValueError):
    """A position file that makes no sense; lists every problem found."""

    def __init__(self, problems):
        self.problems = list(problems)    # sentences, one per problem
        ValueError.__init__(self, '\n'.join(self.problems))


# How many problems of a position file a message lists.
POSITION_PROBLEMS_SHOWN = 10

# What a teacher types to set up a position (README.md shows it too).
POSITION_EXAMPLE = """\
# White to move; both players have placed all their men.
# The board row by row as it is drawn (W white, B black, . empty):
W . .
. W .
. . B
W B .   . B W
. . .
. W .
B . .
to move: white
white in hand: 0
black in hand: 0
"""

# The comment lines format_position writes: they explain the file, so they
# are not part of the lesson a teacher writes in it.
FORMAT_COMMENTS = (
    "# A Nine Men's Morris position (W white, B black, . empty).",
    '# The board row by row as it is drawn:')

# The characters that start a comment line (the rest of the line too).
COMMENT_STARTS = ('#', ';')

# The settings a position file may give, by the words that name them.
POSITION_SETTINGS = ('board', 'to move', 'white in hand', 'black in hand')


def parse_position(text, options=DEFAULT_OPTIONS):
    """Return the State set up in a position file's text.

    Raises PositionError listing every problem found, each with its line.
    """
    problems = []
    settings, rows = position_lines(text, problems)
    board = position_board(settings, rows, problems)
    to_move = position_mover(settings, problems)
    hands = [position_hand(settings, player, problems)
             for player in (WHITE, BLACK)]
    if board is not None and to_move is not None and None not in hands:
        problems += position_problems(board, tuple(hands), to_move)
    if problems:
        raise PositionError(shortened(problems))
    state = set_up_state(board, tuple(hands), to_move, options)
    ending = outcome(state)
    if ending is not None:
        raise PositionError([over_at_once_words(ending)])
    return state


def over_at_once_words(ending):
    """Return the problem of a position whose game is over at once (the
    rules' Outcome `ending`)."""
    if ending.winner is None:
        return (_('the game would be over at once: a draw (%s)')
                % reason_name(ending.reason))
    return (_('the game would be over at once: a win for %(winner)s '
              '(%(reason)s)')
            % {'winner': colour_name(ending.winner),
               'reason': reason_name(ending.reason)})


def position_lines(text, problems):
    """Return (settings, rows) of a position file's text: settings[key] is
    (line number, value), rows the (line number, W/B/. slots) of the board
    lines.  Problems found are added to `problems`."""
    settings = {}
    rows = []
    for number, line in enumerate(text_lines(text), 1):
        for start in COMMENT_STARTS:
            line = line.split(start)[0]
        line = line.strip()
        if not line:
            continue
        if ':' in line:
            add_setting(settings, number, line, problems)
        else:
            rows.append((number, board_row(number, line, problems)))
    return settings, rows


def position_comments(text):
    """Return the lesson text of a position file: its comment lines ('#' or
    ';' first), without the mark and one space after it, in order.

    The comments that format_position writes are left out; a comment line
    with nothing else is an empty line of the lesson.
    """
    comments = []
    for line in text_lines(text):
        stripped = line.strip()
        if stripped[:1] not in COMMENT_STARTS or stripped in FORMAT_COMMENTS:
            continue
        words = stripped[1:]
        comments.append((words[1:] if words[:1] == ' ' else words).rstrip())
    while comments and not comments[-1]:
        comments.pop()
    while comments and not comments[0]:
        comments.pop(0)
    return comments


def add_setting(settings, number, line, problems):
    """Return nothing; add the setting on line `number` ('key: value') to
    `settings`, or its problem to `problems`."""
    key, value = line.split(':', 1)
    key = ' '.join(key.lower().split())
    if key not in POSITION_SETTINGS:
        problems.append(_('line %(line)d: unknown setting %(setting)s; the '
                          'settings are: %(settings)s')
                        % {'line': number, 'setting': quoted(key),
                           'settings': ', '.join(POSITION_SETTINGS)})
    elif key in settings:
        problems.append(_('line %(line)d: %(setting)s is given twice')
                        % {'line': number, 'setting': key})
    else:
        settings[key] = (number, value.strip())


def board_row(number, line, problems):
    """Return the W/B/. slots of a board line (one problem a line for its
    first character that is none of them)."""
    chars = [char for char in line if char not in BOARD_SEPARATORS]
    strangers = [char for char in chars
                 if char.upper() not in (WHITE, BLACK, EMPTY)]
    if strangers:
        problems.append(_('line %(line)d: %(mark)s is not W, B or . (W a '
                          'white man, B a black man, . an empty point)')
                        % {'line': number, 'mark': quoted(strangers[0])})
    return [char.upper() for char in chars
            if char.upper() in (WHITE, BLACK, EMPTY)]


def position_mover(settings, problems):
    """Return the player to move that the settings name, or None after
    adding the problem to `problems`."""
    if 'to move' not in settings:
        problems.append(_('the file does not say who is to move (add a line '
                          '"to move: white" or "to move: black")'))
        return None
    number, value = settings['to move']
    try:
        return parse_player(value)
    except ValueError as error:
        problems.append(setting_problem(number, 'to move', error))
        return None


def position_hand(settings, player, problems):
    """Return the men `player` has in hand (0 if not given), or None after
    adding the problem to `problems`."""
    key = '%s in hand' % PLAYER_NAMES[player].lower()
    if key not in settings:
        return 0
    number, value = settings[key]
    try:
        hand = parse_count(value)
    except ValueError as error:
        problems.append(setting_problem(number, key, error))
        return None
    if hand > MEN_PER_PLAYER:
        problems.append(_('line %(line)d: %(player)s has %(count)d men in '
                          'hand; it must be 0 to %(most)d')
                        % {'line': number, 'player': colour_name(player),
                           'count': hand, 'most': MEN_PER_PLAYER})
        return None
    return hand


def setting_problem(number, key, problem):
    """Return the problem with the value of the setting `key` (its words
    in the file, 'to move') on line `number`."""
    return (_('line %(line)d: %(setting)s: %(problem)s')
            % {'line': number, 'setting': key,
               'problem': sentence_words(problem)})


def shortened(problems, shown=POSITION_PROBLEMS_SHOWN):
    """Return the first problems of a list, and how many more there are."""
    if len(problems) > shown:
        more = len(problems) - shown
        return problems[:shown] + [
            n_('and %d more problem. Is this a position file?',
               'and %d more problems. Is this a position file?', more)
            % more]
    return problems


def position_board(settings, rows, problems):
    """Return the board of a position file, or None after noting problems."""
    if 'board' in settings:
        number, value = settings['board']
        if rows:
            problems.append(_('line %d: the board is given twice, in a '
                              'board: line and in rows') % number)
            return None
        try:
            return board_from_string(value)
        except ValueError as error:
            problems.append(_('line %(line)d: %(problem)s')
                            % {'line': number,
                               'problem': sentence_words(error)})
            return None
    if not rows:
        problems.append(_('the file has no board (write it row by row, or '
                          'as "board: " and 24 of W, B and .)'))
        return None
    try:
        return board_from_string('/'.join(''.join(row)
                                          for unused, row in rows))
    except ValueError as error:
        problems.append(sentence_words(error) + row_length_problems(rows))
        return None


def row_length_problems(rows):
    """Return words naming the rows of a board that have the wrong length
    ('' unless the board has its seven rows)."""
    if len(rows) != len(ROW_LENGTHS):
        return ''
    return ''.join('; ' + n_('line %(line)d has %(count)d point, but that '
                             'row of the board has %(length)d',
                             'line %(line)d has %(count)d points, but that '
                             'row of the board has %(length)d', len(row))
                   % {'line': number, 'count': len(row), 'length': length}
                   for (number, row), length in zip(rows, ROW_LENGTHS)
                   if len(row) != length)


def format_position(state):
    """Return a position file's text for the position in `state`."""
    lines = list(FORMAT_COMMENTS)
    start = 0
    for length in ROW_LENGTHS:
        row = ' '.join(state.board[start:start + length])
        if length == 6:
            row = row[:5] + '   ' + row[6:]
        lines.append(row)
        start += length
    lines.append('to move: %s' % PLAYER_NAMES[state.to_move].lower())
    lines.append('white in hand: %d' % state.in_hand[0])
    lines.append('black in hand: %d' % state.in_hand[1])
    return '\n'.join(lines) + '\n'


# ---------------------------------------------------------------------------
# Sanmill's FEN: a start position in the header of its game records
# ---------------------------------------------------------------------------

# Sanmill writes a position as one line of fields: the three rings of eight
# points (inner/middle/outer, each from its top middle point round to the
# right: d5 e5 e4 ..., O white, @ black, * empty, X a marked point of other
# rules), the side to move (w, b), the phase (p placing, m moving), the
# action (p place, s select, r remove), then White on the board, White in
# hand, Black on the board, Black in hand, the men to remove, and numbers
# this game does not need (last mills, the move counters).
#   ********/********/******** w p p 0 9 0 9 0 0 ...   the empty board
FEN_RINGS = (
    ('d5', 'e5', 'e4', 'e3', 'd3', 'c3', 'c4', 'c5'),   # the inner ring
    ('d6', 'f6', 'f4', 'f2', 'd2', 'b2', 'b4', 'b6'),   # the middle ring
    ('d7', 'g7', 'g4', 'g1', 'd1', 'a1', 'a4', 'a7'),   # the outer ring
)
FEN_MEN = {'O': WHITE, '@': BLACK, '*': EMPTY}
FEN_SIDES = {'w': WHITE, 'b': BLACK}


def parse_sanmill_fen(text):
    """Return (board, (White's, Black's men in hand), player to move) of a
    position in Sanmill's FEN; ValueError saying what is wrong."""
    fields = text.split()
    if len(fields) < 8:
        raise ValueError(_('a FEN needs the board, the side to move, the '
                           'phase, the action and the counts of men'))
    board = fen_board(fields[0])
    if fields[1] not in FEN_SIDES:
        raise ValueError(_('the side to move is %s, not w or b')
                         % quoted(fields[1]))
    if fields[3] == 'r':
        raise ValueError(_('the position stops in the middle of a turn, '
                           'before a man is removed; a game starts only '
                           'between two turns'))
    return board, fen_hands(fields[4:8], board), FEN_SIDES[fields[1]]


def fen_board(text):
    """Return the board of a FEN's first field, its three rings."""
    rings = text.split('/')
    if len(rings) != 3 or any(len(ring) != 8 for ring in rings):
        raise ValueError(_('the board %s is not three rings of 8 points '
                           'separated by /') % quoted(text))
    board = [EMPTY] * len(POINT_NAMES)
    for names, ring in zip(FEN_RINGS, rings):
        for name, mark in zip(names, ring):
            if mark not in FEN_MEN:
                raise ValueError(_('%(mark)s on %(point)s is not a man of '
                                   'these rules (O white, @ black, * empty)')
                                 % {'mark': quoted(mark), 'point': name})
            board[parse_point_name(name)] = FEN_MEN[mark]
    return tuple(board)


def fen_hands(counts, board):
    """Return (White's, Black's) men in hand from a FEN's four counts:
    White on the board and in hand, then Black's, as Sanmill writes them;
    some files give the two counts in hand first instead, which the men on
    the board tell apart."""
    try:
        numbers = [parse_count(count) for count in counts]
    except ValueError as error:
        raise ValueError(_('the counts of men: %s') % error)
    on_board = [board.count(WHITE), board.count(BLACK)]
    if [numbers[0], numbers[2]] == on_board:
        return numbers[1], numbers[3]
    if numbers[2:] == on_board:
        return numbers[0], numbers[1]
    raise ValueError(_('its counts of men (%(counts)s) do not match its '
                       'board (White has %(white)d men on it, Black '
                       '%(black)d)')
                     % {'counts': ' '.join(counts), 'white': on_board[0],
                        'black': on_board[1]})
