"""turn_checks.py - asking a student's choose_turn for a turn, and checking
the answer: it must be one of the legal turns.

The student's function gets its own copies of what it is given (a State
cannot change, and the list of turns is a fresh list), so that nothing it
does can spoil the game.  Whatever it does wrong, raising an exception or
answering with something that is not a legal turn, comes back as a Fault
in one line (player_files.py), never as a crash of the game.
"""

import rules
from tournament.player_files import (EXCEPTION, ILLEGAL_TURN, Fault,
                                     exception_fault, fault_line, one_line)
from words.catalogue import _
from words.texts import fitted
from words.turn_problems import explain_illegal_turn

# The longest answer quoted in a reason: a student's function may return
# anything, a whole list of turns for one.
LONGEST_ANSWER = 60


def ask_for_turn(function, state, path):
    """Return (turn, None) with the legal Turn that `function` (the
    choose_turn of the file at `path`) answers in `state`, or (None, Fault)
    if it raises or answers with something else."""
    turns = rules.legal_turns(state)
    try:
        answer = function(state, list(turns))
    except (Exception, SystemExit) as error:    # anything, even exit()
        return None, exception_fault(EXCEPTION, error, path)
    return checked_turn(state, turns, answer)


def checked_turn(state, turns, answer):
    """Return (turn, None) if `answer` is one of the legal `turns` of
    `state` (as a Turn, or a tuple with the same points), else (None,
    Fault) saying what it is and why it is not legal."""
    turn = as_legal_turn(answer, turns)
    if turn is not None:
        return turn, None
    return None, Fault(ILLEGAL_TURN, fault_line(
        ILLEGAL_TURN, _('returned %(answer)s: %(why)s') % {
            'answer': shown_answer(answer),
            'why': why_not_legal(state, answer)}))


def as_legal_turn(answer, turns):
    """Return the Turn of `turns` that `answer` names, or None.  The Turn
    returned is the one of the list: an answer equal to it but not the
    same (True for the point 1) never reaches the game."""
    try:
        turn = rules.as_turn(answer)
    except Exception:           # a student's object may raise anything
        return None
    return turns[turns.index(turn)] if turn in turns else None


def why_not_legal(state, answer):
    """Return why `answer` is not a legal turn, in a few words."""
    if answer is None:
        return _('choose_turn must return one of the turns it is given')
    if not isinstance(answer, tuple):
        return (_('a turn is one of the Turns in the list it is given, '
                  'and this is of type %s') % type(answer).__name__)
    try:
        return explain_illegal_turn(state, answer)
    except Exception:           # a student's tuple may raise anything
        return _('it is not one of the turns it is given')


def shown_answer(answer):
    """Return `answer` as the reason quotes it: short, on one line."""
    try:
        text = one_line(repr(answer))
    except Exception:               # a student's object with a broken repr
        text = _('an object of type %s') % type(answer).__name__
    return fitted(text, LONGEST_ANSWER)
