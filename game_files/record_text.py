"""record_text.py - the text of a record file cut into its parts.

A record file's bytes become text (UTF-8, or UTF-16 with a byte order
mark), the text becomes lines as an editor counts them, the lines at the
top become headers, and the rest becomes the words of the turns, with
comments and variations left out.  Nothing here asks whether a turn is
legal: record_reading.py does that with the rules.  Everything here is
pure: text in, a value out; a problem is a records.RecordError naming its
line.
"""

import re

from board import PLAYER_NAMES
from game_files.notation import REMOVAL_WORD, TURN_WORD, split_turn_word
from game_files.records import (KNOWN_HEADER_NAMES, RESULTS, RecordError,
                                safe_to_show)
from words.catalogue import _
from words.english import quoted

# One header line: [Name "value"], where the value may hold \" and \\.
HEADER_LINE = re.compile(
    r'^\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$')
# A header at the start of a line that goes on with turns (Sanmill writes
# '[Event "Test"] 1. d6 f4' at times).
HEADER_AT_START = re.compile(
    r'\s*\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')
# A move number in front of a turn: '1.', '12.' or '3...' (black's turn).
MOVE_NUMBER = re.compile(r'^\d+\.+')
# A numeric annotation some programs add after a turn ($1, $2, ...).
ANNOTATION = re.compile(r'^\$\d+$')
# The byte order marks that start a UTF-16 file (little or big end first).
UTF16_MARKS = (b'\xff\xfe', b'\xfe\xff')
# The Termination header of a game lost by a mistake (a tournament's): the
# player's colour in English, these words and the mistake's line, "White's
# mistake: illegal turn: ..."; a game both players lost joins the two with
# MISTAKES_JOINED.
MISTAKE_WORDS = "'s mistake: "
MISTAKES_JOINED = '; '
MISTAKE_START = re.compile('(?:^|%s)(%s)%s' % (
    re.escape(MISTAKES_JOINED), '|'.join(PLAYER_NAMES.values()),
    re.escape(MISTAKE_WORDS)))


# ---------------------------------------------------------------------------
# Bytes and lines
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
        raise RecordError(None, _('the file is empty'))
    if b'\x00' in data:
        line = data[:data.index(b'\x00')].count(b'\n') + 1
        raise RecordError(line, _('the file holds binary data, not text: it '
                                  'is not a game record'))
    try:
        text = data.decode('utf-8-sig')
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b'\n') + 1
        raise RecordError(line, _('this is not UTF-8 text: the file is in '
                                  'another encoding or is not a game record'))
    return checked_text(text)


def decode_utf16(data):
    """Return the text of UTF-16 bytes with a byte order mark (Notepad's
    "Unicode"); RecordError if they are not text."""
    try:
        text = data.decode('utf-16')
    except UnicodeDecodeError:
        raise RecordError(None, _('the file starts as UTF-16 text but is '
                                  'not: it is damaged or is not a game '
                                  'record'))
    if not text.strip():
        raise RecordError(None, _('the file is empty'))
    return checked_text(text)


def checked_text(text):
    """Return `text`; RecordError if a line holds a control character."""
    for number, line_text in enumerate(text_lines(text), 1):
        for char in line_text:
            if ord(char) < 32 and char not in '\t\f\v':
                raise RecordError(number, _('the file holds a control '
                                            'character (%r): it is not a '
                                            'game record') % char)
    return text


# ---------------------------------------------------------------------------
# Headers
# ---------------------------------------------------------------------------

def unquote_header(text):
    """Return a header value with its \\" and \\\\ escapes undone."""
    return re.sub(r'\\(.)', r'\1', text)


def canonical_header_name(name):
    """Return the known spelling of a header name, or None if unknown."""
    for known in KNOWN_HEADER_NAMES:
        if known.lower() == name.lower():
            return known
    return None


def known_header_name(number, name):
    """Return the known spelling of a header name on line `number`;
    RecordError listing the known headers if it is unknown."""
    known = canonical_header_name(name)
    if known is None:
        raise RecordError(number, _('unknown header %(name)s; a record may '
                                    'have these headers: %(known)s') % {
                              'name': quoted(name),
                              'known': ', '.join(KNOWN_HEADER_NAMES)})
    return known


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
        matches, rest = headers_at_start(stripped)
        if not matches or rest.startswith('['):
            raise RecordError(number, _('a header must look like [Name '
                                        '"value"], but this one is %s')
                              % describe_broken_header(stripped))
        for match in matches:
            add_header(headers, header_lines, number, match)
        if rest:
            return headers, header_lines, number    # turns follow on the line
    return headers, header_lines, number + 1


def headers_at_start(text):
    """Return (the header matches at the start of `text`, the rest)."""
    matches = []
    while True:
        match = HEADER_AT_START.match(text)
        if match is None:
            return matches, text.strip()
        matches.append(match)
        text = text[match.end():]


def add_header(headers, header_lines, number, match):
    """Return nothing; add the header `match` found on line `number`."""
    name = known_header_name(number, match.group(1))
    if name in headers:
        raise RecordError(number, _('the header %(name)s appears twice '
                                    '(first on line %(line)d)')
                          % {'name': name, 'line': header_lines[name]})
    headers[name] = safe_to_show(unquote_header(match.group(2)))
    header_lines[name] = number


def describe_broken_header(text):
    """Return what is wrong with a header line, in a few words."""
    if not text.endswith(']'):
        return _('not closed with ] (the file may be cut short)')
    if text.count('"') < 2:
        return _('missing the quotes around its value')
    return _('not in that form')


def is_comment_line(stripped):
    """Return True if a line (without its spaces) is a comment line."""
    return stripped.startswith((';', '%', '#'))


def mistake_termination(mistakes):
    """Return the Termination header of a game lost by `mistakes`, a list
    of (player, the line of its mistake)."""
    return MISTAKES_JOINED.join(PLAYER_NAMES[player] + MISTAKE_WORDS + line
                                for player, line in mistakes)


def mistakes_of(termination):
    """Return [(player, the line of its mistake)] that a Termination header
    written by mistake_termination names; [] for any other ending."""
    parts = MISTAKE_START.split(termination or '')
    if parts[0]:
        return []
    players = {name: player for player, name in PLAYER_NAMES.items()}
    return [(players[name], line.strip())
            for name, line in zip(parts[1::2], parts[2::2])]


# ---------------------------------------------------------------------------
# The words of the turns
# ---------------------------------------------------------------------------

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
        if number == first_line:        # it may begin with the last headers
            line = headers_at_start(line)[1]
        if brace_line is None and is_comment_line(line.strip()):
            continue
        if brace_line is None and not bracket_lines and \
                line.strip().startswith('['):
            raise RecordError(number, _('a header line among the turns: a '
                                        'record holds one game, headers '
                                        'first'))
        kept, brace_line = main_line_text(line, number, brace_line,
                                          bracket_lines)
        words += [(number, word) for word in kept.split()]
    if brace_line is not None:
        raise RecordError(brace_line, _('a comment opened with { is never '
                                        'closed (the file may be cut '
                                        'short)'))
    if bracket_lines:
        raise RecordError(bracket_lines[-1], _('a variation opened with ( '
                                               'is never closed (the file '
                                               'may be cut short)'))
    return words


def main_line_text(line, number, brace_line, bracket_lines):
    """Return (the text of `line` outside comments and variations, the line
    where a { comment still open began or None).

    `brace_line` is where a { comment open before this line began (or
    None); `bracket_lines`, the lines where open ( variations began, is
    brought up to date as brackets open and close.
    """
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
                raise RecordError(number, _('a ) closes a variation that '
                                            'was never opened with ('))
            bracket_lines.pop()
        elif not bracket_lines:
            kept.append(char)
    return ''.join(kept), brace_line


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
            raise RecordError(number, _('%(word)s comes after the result '
                                        'marker %(marker)s on line %(line)d: '
                                        'a record holds one game')
                              % {'word': quoted(word), 'marker': marker,
                                 'line': marker_line})
        if word in RESULTS:
            marker, marker_line = word, number
            continue
        written = word
        word = MOVE_NUMBER.sub('', word).rstrip('!?+#').lower()
        if not word or ANNOTATION.match(word):
            continue
        match = TURN_WORD.match(word)
        if match:
            turns.append([number, word] + list(split_turn_word(match)))
        elif REMOVAL_WORD.match(word) and turns:
            turns[-1][1] += word
            turns[-1][4] += word
        else:
            raise RecordError(number, not_a_turn_message(word, written))
    return turns, marker, marker_line


def not_a_turn_message(word, written):
    """Return why a word (`written` as in the file) is not a turn: a lone
    removal with no turn before it, or no turn in mill notation at all."""
    if REMOVAL_WORD.match(word):
        return (_('%s removes a man, but no turn before it closed a mill')
                % quoted(written))
    return (_('%s is not a turn in mill notation (d6 places, a1-a4 moves, '
              'xa4 removes)') % quoted(written))
