"""typed_points.py - the points a player types: '5', 'd6', '3 4', '3-4',
'3 to 4', 'from d6 to d5' (and 'von 4 nach 7' in German).

Every prompt of the game reads its points with parse_points, through
player_input.ask_points; the neighbours command reads its point with
parse_point.  A line that names no point raises ValueError with the
sentence a player reads.
"""

import re

from board import parse_point_name
from console.terminal import shown
from words.catalogue import Np_, _, p_

# Between the two points of a move: spaces, a comma, 'to', an arrow or a
# dash (a dash with no space or a space on both sides, so that -1 stays a
# number); 'from' may come first: 'from 4 to 7'.
SEPARATOR = re.compile(r'\s*(?:->|\u2192|,|\bto\b|(?<=\w)[-\u2013\u2014](?=\w)'
                       r'|\s[-\u2013\u2014]\s)\s*|\s+')
FROM = re.compile(r'^\s*from\b')
NUMBER = re.compile(r'[+-]?[0-9]+')
POINT_NAME = re.compile(r'[a-z][0-9]')


def parse_point(word):
    """Return the point that `word` names ('5', 'd6'); ValueError if none."""
    word = word.strip().lower()
    if NUMBER.fullmatch(word):
        digits = word.lstrip('+-').lstrip('0') or '0'     # 005 is 5
        if len(digits) <= 2 and not word.startswith('-') and int(digits) < 24:
            return int(digits)
        raise ValueError(_('%s is not between 0 and 23') % shown(word))
    if POINT_NAME.fullmatch(word):
        return parse_point_name(word)
    raise ValueError(_('%s is not a number: points are 0 to 23')
                     % repr(shown(word)))


def parse_points(text):
    """Return the points in `text` ('3 4', '3-4', 'd6 to d5'), as a list."""
    text = FROM.sub('', english_move_words(text.strip().lower()))
    words = [word for word in SEPARATOR.split(text.strip()) if word]
    if len(words) > 2:
        raise ValueError(_('too many points: type at most two, like 3 4'))
    return [parse_point(word) for word in words]


def english_move_words(text):
    """Return `text` with the words of a move typed in the language in use
    ('von 4 nach 7' in German) put in English ('from 4 to 7')."""
    for word in (Np_('move', 'from'), Np_('move', 'to')):
        translated = p_('move', word).lower()
        if translated != word:
            text = re.sub(r'\b%s\b' % re.escape(translated), word, text)
    return text
