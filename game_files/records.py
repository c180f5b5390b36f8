"""records.py - game records: what they hold, their headers, and writing them.

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

This module defines a record (GameRecord, RecordError, the headers and
the values they hold) and writes one (format_record).  The turns are
written by notation.py, a record's text is read back by record_reading.py
(cut into its parts by record_text.py), position files are read by
positions.py, and reading and writing the files on the disk is the job of
record_files.py.  Everything here is pure: text in, a value out.

Glossary (see board.py and rules.py for point, player, board, turn, state;
notation.py for notation):
    header    one line [Name "value"] at the top of a record file
    record    a GameRecord: the headers, the state the game started from,
              the turns, and the state after each turn
    result    '1-0' (White won), '0-1' (Black won), '1/2-1/2' (a draw) or
              '*' (the game goes on)
"""

import datetime
import unicodedata
from collections import namedtuple

from board import (BLACK, MEN_PER_PLAYER, PLAYER_NAMES, POINT_COUNT, POINTS,
                   WHITE, board_to_string, empty_board, point_name)
from game_files.notation import turn_to_notation
from game_state import (AGREED_DRAW, BLOCKED, COMPUTER, HUMAN, MOVE_LIMIT,
                        REPETITION, RESIGNATION, RULE_OPTIONS,
                        THREE_MEN_LIMIT, TWO_MEN)
from rules import apply_turn, outcome
from words.catalogue import N_, _, n_
from words.english import parse_count, quoted
from words.texts import colour_name, level_name

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
#   autosave        None, or the autosave.GameAutosave the record was
#                   read from (a game resumed from it goes on in that file)
GameRecord = namedtuple('GameRecord', 'headers start turns states '
                        'playable_turns stop_note autosave',
                        defaults=(None, None))


class RecordError(ValueError):
    """A record file that cannot be read; says on which line and why."""

    def __init__(self, line, problem):
        self.line = line          # the line number (1, 2, ...) or None
        self.problem = problem    # one sentence saying what is wrong
        if line is None:
            message = problem
        else:
            message = _('line %(line)d: %(problem)s') % {
                'line': line, 'problem': problem}
        ValueError.__init__(self, message)


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------

# The result of a game as records write it, by winner (None is a draw).
RESULT_BY_WINNER = {WHITE: '1-0', BLACK: '0-1', None: '1/2-1/2'}
WINNER_BY_RESULT = {'1-0': WHITE, '0-1': BLACK}
UNFINISHED = '*'
RESULTS = ('1-0', '0-1', '1/2-1/2', UNFINISHED)

# REASON_NAMES[reason]: the end of a game (game_state.py's reasons, the
# words the Termination header writes) as a message names it, translated
# with reason_name.  Each name is its reason's own text, so that _() finds
# the translation of a reason wherever it is shown.
REASON_NAMES = {
    TWO_MEN: N_('reduced to two men'),
    BLOCKED: N_('blocked'),
    REPETITION: N_('threefold repetition'),
    MOVE_LIMIT: N_('move limit'),
    THREE_MEN_LIMIT: N_('three-men limit'),
    AGREED_DRAW: N_('agreed draw'),
    RESIGNATION: N_('resignation'),
}
assert all(reason == name for reason, name in REASON_NAMES.items())

# How a record names the players: a person by a name, the computer by
# COMPUTER_LABEL, alone or with its level in brackets: 'Computer (hard)'.
COMPUTER_LABEL = 'Computer'
HUMAN_LABEL = 'Human'

# Characters that must not reach the screen from a file: they would move
# the cursor, ring the bell or turn the text's direction around.
DIRECTION_CHARACTERS = frozenset('\u061c\u200e\u200f\u2028\u2029'
                                 '\u202a\u202b\u202c\u202d\u202e'
                                 '\u2066\u2067\u2068\u2069')
REPLACEMENT = '?'

# The rule options as headers: (header name, field of game_state.Options),
# from the table of rule options.
OPTION_HEADERS = tuple((option.header, option.name)
                       for option in RULE_OPTIONS)

# Every header a record may have: (name, what it holds).  The first group
# is ours; the second group is written by other mill programs and by chess
# programs' game notation (PGN), and is read but not needed.
KNOWN_HEADERS = (
    ('Event', 'the name of the game or match'),
    ('Date', 'the day the game was played, as YYYY.MM.DD'),
    ('White', 'who played White'),
    ('Black', 'who played Black'),
    ('WhiteFile', "the player file that played White (autosaves only)"),
    ('BlackFile', "the player file that played Black (autosaves only)"),
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
# The header that names the player file playing each colour.
PLAYER_FILE_HEADERS = {WHITE: 'WhiteFile', BLACK: 'BlackFile'}

# The words that mean on and off in the option headers.
ON_WORDS = ('on', 'yes', 'true', '1')
OFF_WORDS = ('off', 'no', 'false', '0')


# ---------------------------------------------------------------------------
# Players and text that is safe to show
# ---------------------------------------------------------------------------

def player_label(kind, level):
    """Return how a record names a player: 'Human' or 'Computer (easy)'."""
    if kind == COMPUTER:
        return '%s (%s)' % (COMPUTER_LABEL, level)
    return HUMAN_LABEL


def kind_and_level(label):
    """Return (kind, level or None) of a player named in a record: only
    'Computer' and 'Computer (<level>)' are the computer ('Computer club'
    is a person)."""
    words = ' '.join(label.lower().split())
    if words == COMPUTER_LABEL.lower():
        return COMPUTER, None
    start = COMPUTER_LABEL.lower() + ' ('
    if words.startswith(start) and words.endswith(')'):
        # The computer's levels are loaded only for a label that may name
        # one: a game of two people needs nothing of the computer.
        from computer.levels import LEVELS
        if words[len(start):-1] in LEVELS:
            return COMPUTER, words[len(start):-1]
    return HUMAN, None


def label_words(label):
    """Return a player named in a record as a message says it: 'Human'
    and 'Computer (easy)' in the language in use ('human', 'computer
    (easy)'), a person's name as it is."""
    kind, level = kind_and_level(label)
    if kind == COMPUTER:
        return (_('computer (%s)') % level_name(level) if level
                else _('computer'))
    if ' '.join(label.lower().split()) == HUMAN_LABEL.lower():
        return _('human')
    return label


def reason_name(reason):
    """Return how a message names the end of a game `reason` (a reason of
    game_state.py, or a record's own words), in the language in use."""
    return _(REASON_NAMES[reason]) if reason in REASON_NAMES else reason


def safe_to_show(text):
    """Return `text` with control and direction characters replaced by '?'."""
    return ''.join(REPLACEMENT if unicodedata.category(char) == 'Cc'
                   or char in DIRECTION_CHARACTERS else char for char in text)


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
                  result=None, termination=None, event="Nine Men's Morris",
                  final=None, open_ended=False, files=None):
    """Return the text of a record of the game from `start` with `turns`.

    `result` and `termination` are worked out from the rules when not
    given; give them for an ending the rules do not see (an agreed draw,
    a player who resigned).  `date` is a datetime.date (today if None).
    The turns must be legal (rules.IllegalTurn if one is not); `final`, the
    state after them, spares checking them again when it is known.  An
    `open_ended` record has no PlyCount and no result marker, so that
    turns can be added at its end (turn_line), as the autosave does.
    `files` ({player: path}) names the player files that play, so that
    the autosave resumes a game with them.
    """
    state = final
    if state is None:
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
               ('Black', black)]
    headers += [(PLAYER_FILE_HEADERS[player], (files or {})[player])
                for player in (WHITE, BLACK) if player in (files or {})]
    headers.append(('Result', result))
    if termination:
        headers.append(('Termination', termination))
    headers += start_headers(start)
    if not open_ended:
        headers.append(('PlyCount', len(turns)))
    lines = ['[%s %s]' % (name, quote_header(value))
             for name, value in headers]
    lines += [''] + point_number_comment() + ['']
    lines += move_pair_lines(turns)
    if not open_ended:
        lines.append(result)
    return '\n'.join(lines) + '\n'


def start_headers(start):
    """Return the headers that give a game's start: who moves first, the
    men at the start (unless it is the standard start) and the options."""
    headers = [('FirstPlayer', PLAYER_NAMES[start.to_move])]
    if not is_standard_start(start):
        headers += [('Board', board_to_string(start.board)),
                    ('WhiteInHand', start.in_hand[0]),
                    ('BlackInHand', start.in_hand[1])]
    for name, field in OPTION_HEADERS:
        headers.append((name, option_text(getattr(start.options, field))))
    return headers


def turn_line(index, turn):
    """Return the line that adds turn number `index` (0 for the first) to
    an open-ended record: '12. d6' for the first of a pair, '12... f4' for
    the second (readers take the move numbers as they come)."""
    return '%d.%s %s' % (index // 2 + 1, '..' if index % 2 else '',
                         turn_to_notation(turn))


def move_pair_lines(turns):
    """Return the turns as numbered lines of two: '1. d6 f4', '2. ...'."""
    lines = []
    for index in range(0, len(turns), 2):
        pair = [turn_to_notation(turn) for turn in turns[index:index + 2]]
        lines.append('%d. %s' % (index // 2 + 1, ' '.join(pair)))
    return lines


# ---------------------------------------------------------------------------
# Values in headers and position files
# ---------------------------------------------------------------------------

def parse_option(text, is_switch):
    """Return an option value read from text: True/False, or a number."""
    word = text.strip().lower()
    if is_switch:
        if word in ON_WORDS:
            return True
        if word in OFF_WORDS:
            return False
        raise ValueError(_('%s is not on or off') % quoted(text))
    value = parse_count(text)
    return value


def parse_player(text):
    """Return WHITE or BLACK from a word: white, black, w or b."""
    word = text.strip().lower()
    if word in ('white', 'w'):
        return WHITE
    if word in ('black', 'b'):
        return BLACK
    raise ValueError(_('%s is not White or Black') % quoted(text))


def position_problems(board, in_hand, to_move):
    """Return sentences naming what makes no sense in a set-up position.

    Counts within nine, at least three men each, and men in hand that a
    game could have: players place in turn, so the player to move has as
    many men in hand as the other, or one more.
    """
    problems = []
    for player, hand in zip((WHITE, BLACK), in_hand):
        name = colour_name(player)
        on_board = board.count(player)
        if on_board + hand > MEN_PER_PLAYER:
            problems.append(
                _('%(player)s has %(on_board)d men on the board and '
                  '%(in_hand)d in hand, more than %(most)d')
                % {'player': name, 'on_board': on_board, 'in_hand': hand,
                   'most': MEN_PER_PLAYER})
        elif on_board + hand < 3:
            problems.append(
                n_('%(player)s has only %(count)d man on the board and in '
                   'hand: with fewer than three the game is lost',
                   '%(player)s has only %(count)d men on the board and in '
                   'hand: with fewer than three the game is lost',
                   on_board + hand)
                % {'player': name, 'count': on_board + hand})
    mover_hand = in_hand[0] if to_move == WHITE else in_hand[1]
    other_hand = in_hand[1] if to_move == WHITE else in_hand[0]
    if mover_hand - other_hand not in (0, 1):
        problems.append(
            _('%(mover)s is to move with %(mover_hand)d men in hand and '
              '%(other)s has %(other_hand)d: players place in turn, so the '
              'player to move has as many men in hand as the other, or one '
              'more')
            % {'mover': colour_name(to_move), 'mover_hand': mover_hand,
               'other': colour_name(BLACK if to_move == WHITE else WHITE),
               'other_hand': other_hand})
    return problems
