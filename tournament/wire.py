"""wire.py - the lines that pass between the referee and a player's
process: plain text, one line of JSON each, never Python objects.

The referee sends the turns played since it last asked, and so asks for
the next turn:
    {"turns": [[null, 5, null, null], [3, 4, 9, null]]}
The player's process answers with one line:
    {"ready": true}                               it has loaded the player
    {"turn": [3, 4, null, null], "seconds": 0.02} its turn, and the
                                                  processor time it took
    {"fault": "exception", "reason": "...", "details": "...",
     "seconds": 0.02}                             its mistake
A turn is four point numbers (or null): source, target, removed and
second_removed, as in rules.Turn.

The referee trusts nothing it reads: read_answer turns any line into an
Answer, and anything that is not one of the lines above (a made-up turn
is still checked against the legal turns by the referee) into a Fault.
"""

import json
import math
from collections import namedtuple

from tournament.player_files import (FAULT_KINDS, ILLEGAL_TURN, Fault,
                                     fault_line, one_line, shortened)
from words.catalogue import _

# The longest line the referee reads from a player's process, in bytes.
LONGEST_LINE = 64 * 1024

# The longest reason and details of a mistake a player's process tells.
LONGEST_REASON = 400
LONGEST_DETAILS = 4000

# An answer of a player's process, as the referee reads it:
#   kind     'ready', 'turn' or 'fault'
#   turn     a tuple of four point numbers (or None), for 'turn'
#   fault    a Fault, for 'fault' (also a line that makes no sense)
#   seconds  the processor seconds the process says the turn took, or
#            None if it did not say (the referee measures too)
Answer = namedtuple('Answer', 'kind turn fault seconds')


def turns_line(turns):
    """Return the line that sends `turns` (Turns) to a player's process."""
    return encoded({'turns': [list(turn) for turn in turns]})


def read_turns(line):
    """Return the turns (tuples) of a line of turns_line."""
    return [tuple(turn) for turn in json.loads(line.decode('utf-8'))['turns']]


def ready_line():
    """Return the line a player's process sends once it is loaded."""
    return encoded({'ready': True})


def turn_answer_line(turn, fault, seconds):
    """Return the line that answers with `turn` (or `fault`, a Fault) and
    the processor `seconds` it took."""
    if fault is not None:
        return fault_answer_line(fault, seconds)
    return encoded({'turn': list(turn), 'seconds': seconds})


def fault_answer_line(fault, seconds=None):
    """Return the line that tells the referee a mistake, a Fault."""
    return encoded({'fault': fault.kind, 'reason': fault.reason,
                    'details': fault.details, 'seconds': seconds})


def encoded(message):
    """Return `message` (a dict) as one line of JSON, in bytes."""
    return (json.dumps(message, ensure_ascii=True) + '\n').encode('ascii')


def read_answer(line):
    """Return the Answer in `line` (bytes) from a player's process; a line
    that is not one of the answers becomes a fault."""
    try:
        message = json.loads(line.decode('utf-8'))
    except (UnicodeDecodeError, ValueError, RecursionError):
        message = None
    if not isinstance(message, dict) or len(line) > LONGEST_LINE:
        return nonsense(line)
    seconds = message.get('seconds')
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) \
            or not math.isfinite(seconds) or seconds < 0:
        seconds = None
    if message.get('ready') is True and len(message) == 1:
        return Answer('ready', None, None, None)
    if 'turn' in message:
        turn = plain_turn(message['turn'])
        return (nonsense(line) if turn is None
                else Answer('turn', turn, None, seconds))
    fault = told_fault(message)
    return (nonsense(line) if fault is None
            else Answer('fault', None, fault, seconds))


def plain_turn(turn):
    """Return `turn` as a tuple of four whole numbers or None, or None if
    it is not one."""
    if not isinstance(turn, list) or len(turn) != 4:
        return None
    if not all(point is None or (isinstance(point, int)
                                 and not isinstance(point, bool)
                                 and -1000 < point < 1000)
               for point in turn):
        return None
    return tuple(turn)


def told_fault(message):
    """Return the Fault a player's process tells in `message`, its words
    cut to one short line, or None if it is not one."""
    kind, reason = message.get('fault'), message.get('reason')
    details = message.get('details') or ''
    if kind not in FAULT_KINDS or not isinstance(reason, str) \
            or not isinstance(details, str):
        return None
    return Fault(kind, shortened(one_line(printable(reason)),
                                 LONGEST_REASON),
                 '\n'.join(printable(line) for line in
                           details[:LONGEST_DETAILS].splitlines()))


def printable(text):
    """Return `text` without control characters (a student's message may
    hold anything)."""
    return ''.join(char if char.isprintable() else ' ' for char in text)


def nonsense(line):
    """Return the Answer of a line that is none of the answers."""
    return Answer('fault', None, Fault(ILLEGAL_TURN, fault_line(
        ILLEGAL_TURN, _('its process sent %s, which is not a turn')
        % shortened(repr(line.rstrip(b'\n')), 40))), None)
