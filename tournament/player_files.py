"""player_files.py - a student's player: one file with one function,
loaded by its path, and its mistakes told in one line.

A player file defines choose_turn(state, turns): given the game's State
(game_state.py) and the list of legal turns (rules.legal_turns), it
returns one of those turns.  Loading it runs the file, as `import` would,
but from its path: the file may stand in any folder and have any name.

Every way a file can go wrong is told in one line, a Fault, so that the
game and the tournament can say it: the file is missing, it does not
import (a syntax error or an exception when it runs: the line of the
student's own file is named), it has no choose_turn, or choose_turn is not
a function of two arguments.  The tracebacks shown are cut down to the
student's own file: the lines of the game around it only distract.

Glossary:
    fault   a Fault(kind, reason, details): kind is one of the names
            below, reason one line for the table, details the traceback
            lines of the student's file ('' when there are none)
"""

import importlib.util
import inspect
import itertools
import os
import sys
import traceback
from collections import namedtuple

from words.catalogue import N_, _, n_

# The name of the function a player file must define.
FUNCTION_NAME = 'choose_turn'

# The kinds of mistake: each loses the game it happens in.  A kind is
# named in English in the code (and in a tournament's results); a message
# shows it translated, _(kind).
NO_FILE = N_('no file')
SYNTAX_ERROR = N_('syntax error')
DOES_NOT_IMPORT = N_('does not import')
NO_FUNCTION = N_('no choose_turn')
ILLEGAL_TURN = N_('illegal turn')
EXCEPTION = N_('exception')
TOO_SLOW = N_('over the time limit')
ENDLESS_LOOP = N_('endless loop')
NOT_ALLOWED = N_('not allowed')     # the tournament's guard refused it
FAULT_KINDS = (NO_FILE, SYNTAX_ERROR, DOES_NOT_IMPORT, NO_FUNCTION,
               ILLEGAL_TURN, EXCEPTION, TOO_SLOW, ENDLESS_LOOP, NOT_ALLOWED)

Fault = namedtuple('Fault', 'kind reason details', defaults=('',))

# Each file loaded becomes a module of its own name, so that two students'
# files (or a file called rules.py) never replace each other or the game's.
LOADED_NUMBERS = itertools.count(1)

# The longest error message a mistake's one line repeats: a longer one is
# cut (the student's own message may be a page long).
MESSAGE_LENGTH = 120
# The longest line of the student's file a syntax error's line quotes.
QUOTED_LINE_LENGTH = 60


class PlayerFileError(Exception):
    """A player file that cannot play; .fault says why in one line."""

    def __init__(self, fault):
        Exception.__init__(self, fault.reason)
        self.fault = fault


def fault_line(kind, problem):
    """Return a mistake's one line: its kind, then what went wrong
    ('illegal turn: returned None: ...'), in the language in use."""
    return _('%(kind)s: %(problem)s') % {'kind': _(kind), 'problem': problem}


def player_name(path):
    """Return the name the game and the table give the player of a file:
    its name without .py ('players/greedy.py' is greedy)."""
    name = os.path.basename(path)
    return name[:-3] if name.endswith('.py') else name


def one_line(text):
    """Return `text` on one line, its spaces and line breaks made single
    spaces."""
    return ' '.join(str(text).split())


def load_player(path):
    """Return the choose_turn function of the player file at `path`; raise
    PlayerFileError with a Fault saying why it cannot play."""
    shown = os.path.basename(path)
    if not os.path.isfile(path):
        reason = (_('%s is a folder, not a player file') % path
                  if os.path.isdir(path) else _('%s is not there') % path)
        raise PlayerFileError(Fault(NO_FILE, fault_line(NO_FILE, reason)))
    module = run_file(path, shown)
    function = getattr(module, FUNCTION_NAME, None)
    if function is None:
        problem = _('%(file)s defines no function %(function)s(state, '
                    'turns)') % {'file': shown, 'function': FUNCTION_NAME}
    else:
        problem = signature_problem(function)
    if problem:
        raise PlayerFileError(Fault(NO_FUNCTION,
                                    fault_line(NO_FUNCTION, problem)))
    return function


def run_file(path, shown):
    """Return the module made by running the file at `path`; raise
    PlayerFileError if it does not run to its end."""
    name = 'player_file_%d' % next(LOADED_NUMBERS)
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise PlayerFileError(Fault(DOES_NOT_IMPORT, fault_line(
            DOES_NOT_IMPORT, _('%s is not a Python file (its name must end '
                               'in .py)') % shown)))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as error:
        raise PlayerFileError(syntax_fault(error, shown))
    except Exception as error:      # the student's code may raise anything
        raise PlayerFileError(exception_fault(DOES_NOT_IMPORT, error, path))
    except SystemExit:
        raise PlayerFileError(Fault(DOES_NOT_IMPORT, fault_line(
            DOES_NOT_IMPORT, _('%s calls exit() while it loads') % shown)))
    return module


def signature_problem(function):
    """Return why `function` cannot be called as choose_turn(state,
    turns), or None."""
    if not callable(function):
        return (_('%(function)s is of type %(type)s, not a function')
                % {'function': FUNCTION_NAME,
                   'type': type(function).__name__})
    try:
        inspect.signature(function).bind(None, None)
    except TypeError:
        return (_('%s must take two arguments, (state, turns)')
                % FUNCTION_NAME)
    except ValueError:              # a built-in without a signature
        pass
    return None


def syntax_fault(error, shown):
    """Return the Fault of a file Python cannot read: the line and what is
    wrong there."""
    where = shown
    if error.lineno is not None:    # None: Python could not say where
        where = _('%(file)s line %(line)d') % {'file': shown,
                                               'line': error.lineno}
    text = shortened(one_line(error.text or ''), QUOTED_LINE_LENGTH)
    reason = fault_line(SYNTAX_ERROR, '%s (%s%s)' % (
        error.msg, where, ': ' + text if text else ''))
    # The details as Python itself shows a syntax error (in its words).
    place = 'File "%s"' % shown
    if error.lineno is not None:
        place += ', line %d' % error.lineno
    return Fault(SYNTAX_ERROR, reason, '%s\n  %s\n%s: %s'
                 % (place, text, type(error).__name__, error.msg))


def exception_fault(kind, error, path):
    """Return the Fault of an exception raised in the student's file at
    `path`: one line with the error and the line of the file that raised
    it, and the traceback cut down to that file."""
    frames = own_frames(error, path)
    message = '%s: %s' % (type(error).__name__, shortened(one_line(error))) \
        if str(error) else type(error).__name__
    where = ''
    if frames:
        where = ' (%s)' % (_('%(file)s line %(line)d, in %(function)s') % {
            'file': os.path.basename(path), 'line': frames[-1].lineno,
            'function': frames[-1].name})
    lines = []      # as Python's own traceback shows them, in its words
    for frame, repeats in without_repeats(frames):
        lines.append('File "%s", line %d, in %s' % (
            os.path.basename(path), frame.lineno, frame.name))
        if frame.line:
            lines.append('  ' + frame.line.strip())
        if repeats:
            lines.append(n_('[the call above repeated %d more time]',
                            '[the call above repeated %d more times]',
                            repeats) % repeats)
    details = '\n'.join(lines + [message])
    return Fault(kind, fault_line(kind, message + where), details)


def shortened(message, length=MESSAGE_LENGTH):
    """Return `message` cut to `length` characters, '...' marking a cut."""
    return message if len(message) <= length else (
        message[:length - 3] + '...')


def without_repeats(frames):
    """Return (frame, repeats) pairs for `frames`: a frame called again and
    again from the same line (a function that calls itself forever, until
    a RecursionError) is given once, with the number of its repeats."""
    pairs = []
    for frame in frames:
        if pairs and same_place(pairs[-1][0], frame):
            pairs[-1] = (pairs[-1][0], pairs[-1][1] + 1)
        else:
            pairs.append((frame, 0))
    return pairs


def same_place(frame, other):
    """Return True if two traceback frames are the same line of the same
    function."""
    return (frame.filename, frame.lineno, frame.name) == (
        other.filename, other.lineno, other.name)


def own_frames(error, path):
    """Return the frames of `error`'s traceback that are in the file at
    `path`, outermost first."""
    wanted = os.path.normcase(os.path.realpath(path))
    return [frame for frame in traceback.extract_tb(error.__traceback__)
            if os.path.normcase(os.path.realpath(frame.filename)) == wanted]
