"""notation.py - turns in mill notation: read, written and listed.

Game records write their turns the way other mill programs write them
(Sanmill, for one); the game shows a turn in notation after a replay too.
Everything here is pure: text in, a value out.  Whether a turn is legal is
a question for rules.py.

Glossary (see board.py and rules.py for point and turn):
    notation  a turn written the way mill programs write it:
                d6        White or Black places a man on d6
                a1-a4     a man moves (or flies) from a1 to a4
                d6xa4     a turn that closes a mill and removes the man on a4
              Case does not matter when reading, and a removal may also be
              written as a word of its own after its turn: 'd6 xa4'.
"""

import re

from board import parse_point_name, point_name
from rules import Turn
from words.catalogue import _, n_
from words.english import quoted

# A turn: a point (placing) or point-point (moving), then any removals.
POINT = r'[a-g][1-7]'
TURN_WORD = re.compile(r'^(%s)(?:-(%s))?((?:x%s)*)$' % (POINT, POINT, POINT))
# A removal on its own, written after the turn that closed the mill.
REMOVAL_WORD = re.compile(r'^((?:x%s)+)$' % POINT)

# How many legal turns an error message lists before it says "and N more".
LEGAL_TURNS_SHOWN = 12


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
        raise ValueError(_('no turn was written'))
    match = TURN_WORD.match(words[0])
    if not match:
        raise ValueError(_('%s is not a turn in mill notation (d6, a1-a4, '
                           'd6xa4)') % quoted(text.strip()))
    source_name, target_name, removals = split_turn_word(match)
    for word in words[1:]:
        if not REMOVAL_WORD.match(word):
            raise ValueError(_('%s is not a removal (xa4)') % quoted(word))
        removals += word
    return turn_from_names(source_name, target_name, removals)


def split_turn_word(match):
    """Return (source name or None, target name, removals text) of a match."""
    first, second, removals = match.groups()
    if second is None:
        return None, first, removals
    return first, second, removals


def removal_names(removals):
    """Return the point names in a removals text: 'xa4xb6' -> ['a4', 'b6']."""
    return [name for name in removals.split('x') if name]


def turn_from_names(source_name, target_name, removals):
    """Return the Turn with these point names (ValueError if too many)."""
    removed = [parse_point_name(name) for name in removal_names(removals)]
    if len(removed) > 2:
        raise ValueError(_('a turn removes at most two men, not %d')
                         % len(removed))
    removed += [None] * (2 - len(removed))
    source = None if source_name is None else parse_point_name(source_name)
    return Turn(source, parse_point_name(target_name), removed[0], removed[1])


def list_in_notation(turns, shown=LEGAL_TURNS_SHOWN):
    """Return the turns in notation, shortened with 'and N more' if long."""
    names = [turn_to_notation(turn) for turn in turns]
    if len(names) > shown:
        return n_('%(turns)s and %(count)d more',
                  '%(turns)s and %(count)d more', len(names) - shown) % {
                      'turns': ', '.join(names[:shown]),
                      'count': len(names) - shown}
    return ', '.join(names)
