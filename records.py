"""records.py - game records: save, load and replay games as text files.

A game record is a small text file that a person can read.  It has the
headers of a game (date, players, rules, result) and its turns, in the
notation that other mill programs use (Sanmill, for one, reads and writes
it too):

    [Event "Nine Men's Morris"]
    [Date "2026.11.22"]
    [White "Ann"]
    [Black "Computer"]
    [Result "*"]
    ...
    1. d6 f4  2. d2 b4xd6  3. ...
    *

Position files, which set up a position for a lesson, are read by
positions.py.  Everything here is pure: text in, a value out.  Reading and
writing the files on the disk is the job of record_files.py.

Glossary (see board.py and rules.py for point, player, board, turn, state):
    notation  a turn written the way mill programs write it:
                d6        White or Black places a man on d6
                a1-a4     a man moves (or flies) from a1 to a4
                d6xa4     a turn that closes a mill and removes the man on a4
              Case does not matter when reading, and a removal may also be
              written as a word of its own after its turn: 'd6 xa4'.
    header    one line [Name "value"] at the top of a record file
    record    a GameRecord: the headers, the state the game started from,
              the turns, and the state after each turn
    result    '1-0' (White won), '0-1' (Black won), '1/2-1/2' (a draw) or
              '*' (the game goes on)
"""

import datetime
import re
import unicodedata
from collections import namedtuple

from board import (BLACK, MEN_PER_PLAYER, PLAYER_NAMES, POINT_COUNT, POINTS,
                   WHITE, board_from_string, board_to_string, empty_board,
                   parse_point_name, point_name)
from computer import LEVELS
from rules import (DEFAULT_OPTIONS, MOVE_LIMIT, REPETITION, THREE_MEN_LIMIT,
                   IllegalTurn, Options, Turn, apply_turn,
                   initial_state, legal_turns, next_state, outcome,
                   set_up_state)


# ---------------------------------------------------------------------------
# Records and errors
# ---------------------------------------------------------------------------

# A game read from a record file:
#   headers         a dict of header name -> text, in the order of the file
#                   (control and direction characters replaced: safe to show)
#   start           the State the game started from
#   turns           the turns of the game, a list of Turns, every one checked
#   states          the state before the first turn and after each turn
#                   (states[0] is start, states[-1] is the position now)
#   playable_turns  how many of the turns these rules allow: a game goes
#                   on from states[playable_turns] (a replay shows them all)
#   stop_note       None, or why play stops before the end of the record
#                   (another program's rules, or a stop before a removal)
GameRecord = namedtuple('GameRecord', 'headers start turns states '
                        'playable_turns stop_note', defaults=(None,))


class RecordError(ValueError):
    """A record file that cannot be read; says on which line and why."""

    def __init__(self, line, problem):
        self.line = line          # the line number (1, 2, ...) or None
        self.problem = problem    # one sentence saying what is wrong
        if line is None:
            message = problem
        else:
            message = 'line %d: %s' % (line, problem)
        ValueError.__init__(self, message)


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------

# The result of a game as records write it, by winner (None is a draw).
RESULT_BY_WINNER = {WHITE: '1-0', BLACK: '0-1', None: '1/2-1/2'}
UNFINISHED = '*'
RESULTS = ('1-0', '0-1', '1/2-1/2', UNFINISHED)

# How a record names the players: a person by a name, the computer by
# COMPUTER_LABEL, alone or with its level in brackets: 'Computer (hard)'.
COMPUTER_LABEL = 'Computer'
HUMAN_LABEL = 'Human'

# The draws by these rules that another program may count differently: a
# record that goes on after one still replays (see GameRecord.stop_note).
RULE_DRAWS = (REPETITION, MOVE_LIMIT, THREE_MEN_LIMIT)

# Characters that must not reach the screen from a file: they would move
# the cursor, ring the bell or turn the text's direction around.
DIRECTION_CHARACTERS = frozenset('\u061c\u200e\u200f\u2028\u2029'
                                 '\u202a\u202b\u202c\u202d\u202e'
                                 '\u2066\u2067\u2068\u2069')
REPLACEMENT = '?'

# The rule options as headers: (header name, field of rules.Options).
OPTION_HEADERS = (
    ('Flying', 'flying'),
    ('DoubleMillRemoval', 'double_mill_removal'),
    ('RepetitionDraw', 'repetition_draw'),
    ('MoveLimit', 'move_limit'),
    ('ThreeMenLimit', 'three_men_limit'),
)

# Every header a record may have: (name, what it holds).  The first group
# is ours; the second group is written by other mill programs and by chess
# programs' game notation (PGN), and is read but not needed.
KNOWN_HEADERS = (
    ('Event', 'the name of the game or match'),
    ('Date', 'the day the game was played, as YYYY.MM.DD'),
    ('White', 'who played White'),
    ('Black', 'who played Black'),
    ('Result', '1-0, 0-1, 1/2-1/2 or * (not finished)'),
    ('Termination', 'why the game ended, in words'),
    ('FirstPlayer', 'who played the first turn: White or Black'),
    ('Board', 'the men at the start, if not the empty board'),
    ('WhiteInHand', "White's men in hand at the start"),
    ('BlackInHand', "Black's men in hand at the start"),
    ('Flying', 'on or off: a player with three men may fly'),
    ('DoubleMillRemoval', 'on or off: closing two mills removes two men'),
    ('RepetitionDraw', 'on or off: a position seen three times draws'),
    ('MoveLimit', 'moving turns without a removal that draw (0 = off)'),
    ('ThreeMenLimit', 'turns without a removal at three men each (0 = off)'),
    ('PlyCount', 'how many turns the record holds'),
    ('Site', 'where the game was played'),
    ('Round', 'the round of a match'),
    ('Variant', "the game: Nine Men's Morris"),
    ('SetUp', '1 when the game starts from a set-up position'),
    ('FEN', "a start position in another program's format"),
    ('Time', 'the time the game began'),
    ('Annotator', 'who wrote the comments'),
)
KNOWN_HEADER_NAMES = tuple(name for name, meaning in KNOWN_HEADERS)

# The words that mean on and off in the option headers.
ON_WORDS = ('on', 'yes', 'true', '1')
OFF_WORDS = ('off', 'no', 'false', '0')

# One header line: [Name "value"], where the value may hold \" and \\.
HEADER_LINE = re.compile(
    r'^\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$')
# A move number in front of a turn: '1.', '12.' or '3...' (black's turn).
MOVE_NUMBER = re.compile(r'^\d+\.+')
# A turn: a point (placing) or point-point (moving), then any removals.
POINT = r'[a-g][1-7]'
TURN_WORD = re.compile(r'^(%s)(?:-(%s))?((?:x%s)*)$' % (POINT, POINT, POINT))
# A removal on its own, written after the turn that closed the mill.
REMOVAL_WORD = re.compile(r'^((?:x%s)+)$' % POINT)
# A numeric annotation some programs add after a turn ($1, $2, ...).
ANNOTATION = re.compile(r'^\$\d+$')

# How many legal turns an error message lists before it says "and N more".
LEGAL_TURNS_SHOWN = 12
# How many characters of a word from a file an error message shows.
QUOTED_LENGTH = 30
# The largest number a header or a position file may hold (a move limit
# of 999999 is as good as none; the --move-limit flag stops there too).
LARGEST_NUMBER = 999999
# The byte order marks that start a UTF-16 file (little or big end first).
UTF16_MARKS = (b'\xff\xfe', b'\xfe\xff')
# A whole number: the digits 0 to 9 only (not '³' or '٣').
WHOLE_NUMBER = re.compile(r'[0-9]+')


# ---------------------------------------------------------------------------
# Players and text that is safe to show
# ---------------------------------------------------------------------------

def player_label(kind, level):
    """Return how a record names a player: 'Human' or 'Computer (easy)'."""
    if kind == 'computer':
        return '%s (%s)' % (COMPUTER_LABEL, level)
    return HUMAN_LABEL


def kind_and_level(label):
    """Return (kind, level or None) of a player named in a record: only
    'Computer' and 'Computer (<level>)' are the computer ('Computer club'
    is a person)."""
    words = ' '.join(label.lower().split())
    if words == COMPUTER_LABEL.lower():
        return 'computer', None
    for level in LEVELS:
        if words == '%s (%s)' % (COMPUTER_LABEL.lower(), level):
            return 'computer', level
    return 'human', None


def safe_to_show(text):
    """Return `text` with control and direction characters replaced by '?'."""
    return ''.join(REPLACEMENT if unicodedata.category(char) == 'Cc'
                   or char in DIRECTION_CHARACTERS else char for char in text)


# ---------------------------------------------------------------------------
# Turns in notation
# ---------------------------------------------------------------------------

def quoted(text, longest=QUOTED_LENGTH):
    """Return text in quotes for a message, cut short with ... if long."""
    if len(text) > longest:
        return repr(text[:longest]) + '...'
    return repr(text)


def turn_to_notation(turn):
    """Return a turn in notation, for example 'a1-a4xd7' or 'd6'."""
    source, target, removed, second_removed = Turn(*turn)
    text = point_name(target)
    if source is not None:
        text = point_name(source) + '-' + text
    for point in (removed, second_removed):
        if point is not None:
            text += 'x' + point_name(point)
    return text


def notation_to_turn(text):
    """Return the Turn written in `text` ('d6', 'a1-a4xd7', 'D6 xA4').

    Raises ValueError saying what is wrong.  Whether the turn is legal is
    a question for the rules, not for this function.
    """
    words = text.lower().split()
    if not words:
        raise ValueError('no turn was written')
    match = TURN_WORD.match(words[0])
    if not match:
        raise ValueError('%s is not a turn in mill notation (d6, a1-a4, '
                         'd6xa4)' % quoted(text.strip()))
    source_name, target_name, removals = split_turn_word(match)
    for word in words[1:]:
        if not REMOVAL_WORD.match(word):
            raise ValueError('%s is not a removal (xa4)' % quoted(word))
        removals += word
    return make_turn(source_name, target_name, removals)


def split_turn_word(match):
    """Return (source name or None, target name, removals text) of a match."""
    first, second, removals = match.groups()
    if second is None:
        return None, first, removals
    return first, second, removals


def removal_names(removals):
    """Return the point names in a removals text: 'xa4xb6' -> ['a4', 'b6']."""
    return [name for name in removals.split('x') if name]


def make_turn(source_name, target_name, removals):
    """Return the Turn with these point names (ValueError if too many)."""
    removed = [parse_point_name(name) for name in removal_names(removals)]
    if len(removed) > 2:
        raise ValueError('a turn removes at most two men, not %d'
                         % len(removed))
    removed += [None] * (2 - len(removed))
    source = None if source_name is None else parse_point_name(source_name)
    return Turn(source, parse_point_name(target_name), removed[0], removed[1])


def list_in_notation(turns, shown=LEGAL_TURNS_SHOWN):
    """Return the turns in notation, shortened with 'and N more' if long."""
    names = [turn_to_notation(turn) for turn in turns]
    if len(names) > shown:
        return '%s and %d more' % (', '.join(names[:shown]),
                                   len(names) - shown)
    return ', '.join(names)


# ---------------------------------------------------------------------------
# Writing a record
# ---------------------------------------------------------------------------

def result_of(state):
    """Return the result text of the game in `state`: '1-0', ..., or '*'."""
    ending = outcome(state)
    if ending is None:
        return UNFINISHED
    return RESULT_BY_WINNER[ending.winner]


def quote_header(value):
    """Return `value` as the quoted text of a header, on one line."""
    text = ' '.join(str(value).split())
    return '"%s"' % text.replace('\\', '\\\\').replace('"', '\\"')


def option_text(value):
    """Return an option value as a header writes it: on, off or a number."""
    if value is True:
        return 'on'
    if value is False:
        return 'off'
    return str(value)


def point_number_comment():
    """Return comment lines that give the number of every point."""
    pairs = ['%2d=%s' % (point, point_name(point)) for point in POINTS]
    half = POINT_COUNT // 2
    return ['; The points by number (0-23), as the rules count them:',
            ';  ' + ' '.join(pairs[:half]),
            ';  ' + ' '.join(pairs[half:]),
            '; d6 places a man on d6, a1-a4 moves a man, xa4 removes the man '
            'on a4.']


def is_standard_start(start):
    """Return True if `start` is the empty board with nine men in hand each."""
    return (start.board == empty_board()
            and start.in_hand == (MEN_PER_PLAYER, MEN_PER_PLAYER))


def format_record(start, turns, white='White', black='Black', date=None,
                  result=None, termination=None, event="Nine Men's Morris"):
    """Return the text of a record of the game from `start` with `turns`.

    `result` and `termination` are worked out from the rules when not
    given; give them for an ending the rules do not see (an agreed draw,
    a player who resigned).  `date` is a datetime.date (today if None).
    The turns must be legal (rules.IllegalTurn if one is not).
    """
    state = start
    for turn in turns:
        state = apply_turn(state, turn)
    ending = outcome(state)
    if result is None:
        result = result_of(state)
    if termination is None and ending is not None:
        termination = ending.reason
    if date is None:
        date = datetime.date.today()
    headers = [('Event', event),
               ('Date', date.strftime('%Y.%m.%d')),
               ('White', white),
               ('Black', black),
               ('Result', result)]
    if termination:
        headers.append(('Termination', termination))
    headers.append(('FirstPlayer', PLAYER_NAMES[start.to_move]))
    if not is_standard_start(start):
        headers += [('Board', board_to_string(start.board)),
                    ('WhiteInHand', start.in_hand[0]),
                    ('BlackInHand', start.in_hand[1])]
    for name, field in OPTION_HEADERS:
        headers.append((name, option_text(getattr(start.options, field))))
    headers.append(('PlyCount', len(turns)))
    lines = ['[%s %s]' % (name, quote_header(value))
             for name, value in headers]
    lines.append('')
    lines += point_number_comment()
    lines.append('')
    lines += move_pair_lines(turns)
    lines.append(result)
    return '\n'.join(lines) + '\n'


def move_pair_lines(turns):
    """Return the turns as numbered lines of two: '1. d6 f4', '2. ...'."""
    lines = []
    for index in range(0, len(turns), 2):
        pair = [turn_to_notation(turn) for turn in turns[index:index + 2]]
        lines.append('%d. %s' % (index // 2 + 1, ' '.join(pair)))
    return lines


# ---------------------------------------------------------------------------
# Reading a record
# ---------------------------------------------------------------------------

def text_lines(text):
    """Return the lines of `text` as an editor counts them.

    Only a line feed, a carriage return or both end a line (str.splitlines
    also breaks at form feeds and other rare characters, which would make
    the line numbers in messages disagree with the editor's).
    """
    lines = re.split(r'\r\n|\r|\n', text)
    if lines and lines[-1] == '':
        lines.pop()         # the newline at the end of the last line
    return lines


def decode_record_bytes(data):
    """Return the text of a file's bytes; RecordError if it is not text."""
    if data.startswith(UTF16_MARKS):
        return decode_utf16(data)
    if not data.strip():
        raise RecordError(None, 'the file is empty')
    if b'\x00' in data:
        line = data[:data.index(b'\x00')].count(b'\n') + 1
        raise RecordError(line, 'the file holds binary data, not text: it '
                                'is not a game record')
    try:
        text = data.decode('utf-8-sig')
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b'\n') + 1
        raise RecordError(line, 'this is not UTF-8 text: the file is in '
                                'another encoding or is not a game record')
    return checked_text(text)


def decode_utf16(data):
    """Return the text of UTF-16 bytes with a byte order mark (Notepad's
    "Unicode"); RecordError if they are not text."""
    try:
        text = data.decode('utf-16')
    except UnicodeDecodeError:
        raise RecordError(None, 'the file starts as UTF-16 text but is not: '
                                'it is damaged or is not a game record')
    if not text.strip():
        raise RecordError(None, 'the file is empty')
    return checked_text(text)


def checked_text(text):
    """Return `text`; RecordError if a line holds a control character."""
    for number, line_text in enumerate(text_lines(text), 1):
        for char in line_text:
            if ord(char) < 32 and char not in '\t\f\v':
                raise RecordError(number, 'the file holds a control '
                                  'character (%r): it is not a game record'
                                  % char)
    return text


def unquote_header(text):
    """Return a header value with its \\" and \\\\ escapes undone."""
    return re.sub(r'\\(.)', r'\1', text)


def canonical_header_name(name):
    """Return the known spelling of a header name, or None if unknown."""
    for known in KNOWN_HEADER_NAMES:
        if known.lower() == name.lower():
            return known
    return None


def parse_record(text):
    """Return the GameRecord written in `text`, every turn checked.

    Raises RecordError naming the line and the problem: a damaged header,
    a word that is not a turn, an illegal turn (with the legal turns there
    were), a file cut short, a result that does not match the moves.  A
    record that goes on where these rules end the game (by a draw another
    program counts differently, or with a last turn stopped before its
    removal) is read in full, with playable_turns and stop_note saying
    where play goes on and why.
    """
    if not text.strip():
        raise RecordError(None, 'the file is empty')
    lines = text_lines(text)
    headers, header_lines, first_move_line = read_headers(lines)
    words = movetext_words(lines, first_move_line)
    turn_words, marker, marker_line = group_turn_words(words)
    if not turn_words and not headers:
        raise RecordError(None, 'the file holds no headers and no turns: it '
                                'is not a game record')
    start = start_state(headers, header_lines)
    turns, states, playable, stop_note = play_turn_words(start, turn_words)
    check_record_end(headers, header_lines, turns, marker, marker_line,
                     len(lines))
    if stop_note is None:
        check_result_fits(headers, header_lines, states[-1], marker,
                          marker_line)
    return GameRecord(headers, start, turns, states, playable, stop_note)


def read_headers(lines):
    """Return (headers, line of each header, first line after them).

    The headers are the [Name "value"] lines at the top; blank lines and
    comment lines may stand among them.
    """
    headers = {}
    header_lines = {}
    number = 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not stripped or is_comment_line(stripped):
            continue
        if not stripped.startswith('['):
            return headers, header_lines, number
        match = HEADER_LINE.match(stripped)
        if not match:
            raise RecordError(number, 'a header must look like [Name "value"]'
                              ', but this one is %s' % describe_broken_header(
                                  stripped))
        name = canonical_header_name(match.group(1))
        if name is None:
            raise RecordError(number, 'unknown header %s; a record may have '
                              'these headers: %s' % (
                                  quoted(match.group(1)),
                                  ', '.join(KNOWN_HEADER_NAMES)))
        if name in headers:
            raise RecordError(number, 'the header %s appears twice (first on '
                              'line %d)' % (name, header_lines[name]))
        headers[name] = safe_to_show(unquote_header(match.group(2)))
        header_lines[name] = number
    return headers, header_lines, number + 1


def describe_broken_header(text):
    """Return what is wrong with a header line, in a few words."""
    if not text.endswith(']'):
        return 'not closed with ] (the file may be cut short)'
    if text.count('"') < 2:
        return 'missing the quotes around its value'
    return 'not in that form'


def is_comment_line(stripped):
    """Return True if a line (without its spaces) is a comment line."""
    return stripped.startswith((';', '%', '#'))


def movetext_words(lines, first_line):
    """Return the words of the turns part as (line number, word) pairs.

    Comments are left out: {in braces}, from ; to the end of a line, and
    lines that begin with % or #.  So are (variations in brackets): only
    the main line of a game is read.
    """
    words = []
    brace_line = None       # the line where an open { comment began
    bracket_lines = []      # the lines where open ( variations began
    for number in range(first_line, len(lines) + 1):
        line = lines[number - 1]
        if brace_line is None and is_comment_line(line.strip()):
            continue
        if brace_line is None and not bracket_lines and \
                line.strip().startswith('['):
            raise RecordError(number, 'a header line among the turns: a '
                                      'record holds one game, headers first')
        kept = []
        for char in line:
            if brace_line is not None:
                if char == '}':
                    brace_line = None
            elif char == '{':
                brace_line = number
            elif char == ';':
                break
            elif char == '(':
                bracket_lines.append(number)
            elif char == ')':
                if not bracket_lines:
                    raise RecordError(number, 'a ) closes a variation that '
                                              'was never opened with (')
                bracket_lines.pop()
            elif not bracket_lines:
                kept.append(char)
        for word in ''.join(kept).split():
            words.append((number, word))
    if brace_line is not None:
        raise RecordError(brace_line, 'a comment opened with { is never '
                                      'closed (the file may be cut short)')
    if bracket_lines:
        raise RecordError(bracket_lines[-1], 'a variation opened with ( is '
                          'never closed (the file may be cut short)')
    return words


def group_turn_words(words):
    """Return (turn words, result marker, its line) from the movetext words.

    Each turn word is (line, text, source name, target name, removals): a
    removal written as a word of its own joins the turn before it.
    """
    turns = []
    marker = None
    marker_line = None
    for number, word in words:
        if marker is not None:
            raise RecordError(number, '%s comes after the result marker %s '
                              'on line %d: a record holds one game'
                              % (quoted(word), marker, marker_line))
        if word in RESULTS:
            marker, marker_line = word, number
            continue
        written = word
        word = MOVE_NUMBER.sub('', word).rstrip('!?+#').lower()
        if not word or ANNOTATION.match(word):
            continue
        match = TURN_WORD.match(word)
        if match:
            source, target, removals = split_turn_word(match)
            turns.append([number, word, source, target, removals])
            continue
        if REMOVAL_WORD.match(word):
            if not turns:
                raise RecordError(number, '%s removes a man, but no turn '
                                  'before it closed a mill' % quoted(written))
            turns[-1][1] += word
            turns[-1][4] += word
            continue
        raise RecordError(number, '%s is not a turn in mill notation (d6 '
                          'places, a1-a4 moves, xa4 removes)'
                          % quoted(written))
    return turns, marker, marker_line


def start_state(headers, header_lines):
    """Return the State a record's game starts from, as its headers say."""
    def fail(name, problem):
        raise RecordError(header_lines.get(name), problem)

    variant = headers.get('Variant')
    if variant is not None and 'nine' not in variant.lower():
        fail('Variant', 'this record is for %s; this game plays Nine Men\'s '
                        'Morris' % quoted(variant))
    if headers.get('FEN'):
        fail('FEN', 'the start position is written as FEN, the format of '
                    'another program; write it with the Board, WhiteInHand, '
                    'BlackInHand and FirstPlayer headers instead')
    option_values = {}
    for name, field in OPTION_HEADERS:
        default = getattr(DEFAULT_OPTIONS, field)
        if name not in headers:
            option_values[field] = default
            continue
        try:
            option_values[field] = parse_option(headers[name],
                                                isinstance(default, bool))
        except ValueError as error:
            fail(name, 'the header %s: %s' % (name, error))
    options = Options(**option_values)
    first = WHITE
    if 'FirstPlayer' in headers:
        try:
            first = parse_player(headers['FirstPlayer'])
        except ValueError as error:
            fail('FirstPlayer', 'the header FirstPlayer: %s' % error)
    if 'Board' not in headers:
        for name in ('WhiteInHand', 'BlackInHand'):
            if name in headers:
                fail(name, 'the header %s needs a Board header too' % name)
        return initial_state(options, first)
    try:
        board = board_from_string(headers['Board'], count_men=False)
    except ValueError as error:
        fail('Board', 'the header Board: %s' % error)
    hands = []
    for name in ('WhiteInHand', 'BlackInHand'):
        if name not in headers:
            fail('Board', 'a Board header needs WhiteInHand and BlackInHand '
                          'headers too')
        try:
            hands.append(parse_count(headers[name]))
        except ValueError as error:
            fail(name, 'the header %s: %s' % (name, error))
    problems = position_problems(board, tuple(hands), first)
    if problems:
        fail('Board', 'the start position makes no sense: %s'
             % '; '.join(problems))
    return set_up_state(board, tuple(hands), first, options)


def parse_option(text, is_switch):
    """Return an option value read from text: True/False, or a number."""
    word = text.strip().lower()
    if is_switch:
        if word in ON_WORDS:
            return True
        if word in OFF_WORDS:
            return False
        raise ValueError('%s is not on or off' % quoted(text))
    value = parse_count(text)
    return value


def parse_count(text):
    """Return the whole number 0 to LARGEST_NUMBER in `text` (ValueError)."""
    word = text.strip()
    if not WHOLE_NUMBER.fullmatch(word):
        raise ValueError('%s is not a whole number (0, 1, 2, ...)'
                         % quoted(text))
    if len(word) > len(str(LARGEST_NUMBER)) or int(word) > LARGEST_NUMBER:
        raise ValueError('%s is too big: a number here is at most %d'
                         % (quoted(word), LARGEST_NUMBER))
    return int(word)


def parse_player(text):
    """Return WHITE or BLACK from a word: white, black, w or b."""
    word = text.strip().lower()
    if word in ('white', 'w'):
        return WHITE
    if word in ('black', 'b'):
        return BLACK
    raise ValueError('%s is not White or Black' % quoted(text))


def play_turn_words(start, turn_words):
    """Return (turns, states, playable turns, stop note) after checking
    every turn word with the rules (see GameRecord)."""
    state = start
    turns = []
    states = [start]
    playable, stop_note = None, None
    for index, turn_word in enumerate(turn_words):
        number, word, source, target, removals = turn_word
        try:
            turn = make_turn(source, target, removals)
        except ValueError as error:
            raise RecordError(number, '%s: %s' % (quoted(word), error))
        try:
            after = apply_turn(state, turn)
        except IllegalTurn as error:
            last = index == len(turn_words) - 1
            note = stop_note_for(state, index, word, turn, last)
            if note is None:
                raise RecordError(number, illegal_turn_message(
                    state, index, word, turn, error))
            if playable is None:
                playable, stop_note = index, note
            after = next_state(state, turn)
        turns.append(turn)
        states.append(after)
        state = after
    if playable is None:
        playable = len(turns)
    return turns, states, playable, stop_note


def stop_note_for(state, index, word, turn, last):
    """Return why play must stop before a turn these rules refuse but a
    record may still hold, or None if the turn is simply illegal: the game
    was drawn by a rule another program counts differently, or the last
    turn closes a mill and the record stops before its removal."""
    where = 'turn %d (%s, %s)' % (index + 1, PLAYER_NAMES[state.to_move],
                                  word)
    ending = outcome(state)
    if ending is not None:
        if ending.winner is not None or ending.reason not in RULE_DRAWS or \
                not is_listed(turn, legal_turns(state)):
            return None
        return ('by these rules the game ended in a draw by the %s before '
                '%s: a replay shows the record to its end, a loaded game '
                'stops there' % (ending.reason, where))
    if last and turn.removed is None and any(
            (other.source, other.target) == (turn.source, turn.target)
            and other.removed is not None for other in legal_turns(state)):
        return ('the record stops after %s closed a mill, before a man was '
                'removed: play goes on before that turn' % where)
    return None


def is_listed(turn, turns):
    """Return True if `turn` is among `turns`, with its two removals (if
    it has two) in either order."""
    swapped = Turn(turn.source, turn.target, turn.second_removed,
                   turn.removed)
    return turn in turns or (turn.second_removed is not None
                             and swapped in turns)


def illegal_turn_message(state, index, word, turn, error):
    """Return the message for an illegal turn, with the legal turns there."""
    name = PLAYER_NAMES[state.to_move]
    where = 'turn %d (%s), %s' % (index + 1, name, word)
    ending = outcome(state)
    if ending is not None:
        if ending.winner is None:
            how = 'a draw by %s' % ending.reason
        else:
            how = '%s won (%s)' % (PLAYER_NAMES[ending.winner], ending.reason)
        return '%s: the game was already over: %s' % (where, how)
    numbers = ' '.join(str(point) for point in turn if point is not None)
    return ('%s (points %s) is not legal: %s. The legal turns there were: %s'
            % (where, numbers, error, list_in_notation(legal_turns(state))))


def check_record_end(headers, header_lines, turns, marker, marker_line,
                     line_count):
    """Raise RecordError if the end of a record does not fit its headers."""
    if 'PlyCount' in headers:
        try:
            count = parse_count(headers['PlyCount'])
        except ValueError as error:
            raise RecordError(header_lines['PlyCount'],
                              'the header PlyCount: %s' % error)
        if count != len(turns):
            raise RecordError(header_lines['PlyCount'], 'the header says the '
                              'game has %d turns, but the file holds %d (it '
                              'may be cut short)' % (count, len(turns)))
    result = headers.get('Result')
    if result is not None and result not in RESULTS:
        raise RecordError(header_lines['Result'], 'the result %s is not one '
                          'of %s' % (quoted(result), ', '.join(RESULTS)))
    if headers and marker is None:
        raise RecordError(line_count, 'the turns end without a result '
                          'marker (%s): the file may be cut short'
                          % ', '.join(RESULTS))
    if result is not None and marker is not None and marker != result:
        raise RecordError(marker_line, 'the result marker %s does not match '
                          'the Result header %s' % (marker, result))


def check_result_fits(headers, header_lines, final, marker, marker_line):
    """Raise RecordError if the result claimed is not how the turns end."""
    result = headers.get('Result')
    ending = outcome(final)
    claimed = result if result is not None else marker
    if ending is not None and claimed not in (None, UNFINISHED) and \
            claimed != RESULT_BY_WINNER[ending.winner]:
        raise RecordError(header_lines.get('Result', marker_line),
                          'the result says %s, but the turns end in %s (%s)'
                          % (claimed, RESULT_BY_WINNER[ending.winner],
                             ending.reason))


def position_problems(board, in_hand, to_move):
    """Return sentences naming what makes no sense in a set-up position.

    Counts within nine, at least three men each, and men in hand that a
    game could have: players place in turn, so the player to move has as
    many men in hand as the other, or one more.
    """
    problems = []
    for player, hand in zip((WHITE, BLACK), in_hand):
        name = PLAYER_NAMES[player]
        on_board = board.count(player)
        if on_board + hand > MEN_PER_PLAYER:
            problems.append('%s has %d men on the board and %d in hand, more '
                            'than %d' % (name, on_board, hand, MEN_PER_PLAYER))
        elif on_board + hand < 3:
            problems.append('%s has only %d men on the board and in hand: '
                            'with fewer than three the game is lost'
                            % (name, on_board + hand))
    mover_hand = in_hand[0] if to_move == WHITE else in_hand[1]
    other_hand = in_hand[1] if to_move == WHITE else in_hand[0]
    if mover_hand - other_hand not in (0, 1):
        problems.append('%s is to move with %d men in hand and %s has %d: '
                        'players place in turn, so the player to move has '
                        'as many men in hand as the other, or one more'
                        % (PLAYER_NAMES[to_move], mover_hand,
                           PLAYER_NAMES[BLACK if to_move == WHITE else WHITE],
                           other_hand))
    return problems
