"""english.py - counts, lists and numbers in plain English, for the game's
messages and for what a player types.

"1 man" but "2 men", "4 or 10" but "3, 4 or 10": small things that every
message of the game gets right the same way; and a whole number typed or
read from a file ("12", not "twelve", "-1" or "³") is read in one way.
"""

import re

from words.catalogue import N_, _

# The largest number a header or a position file may hold (a move limit
# of 999999 is as good as none; the --move-limit flag stops there too).
LARGEST_NUMBER = 999999
# A whole number: the digits 0 to 9 only (not '³' or '٣').
WHOLE_NUMBER = re.compile(r'[0-9]+')
# How many characters of a word typed or read an error message shows.
QUOTED_LENGTH = 30


def plural(count, word, words=None):
    """Return a count and its word: '1 turn', '2 turns', '1 man', '2 men'
    (`words` is the plural where it is not `word` + 's')."""
    return '%d %s' % (count, word if count == 1 else words or word + 's')


# The words between the last two items of a list.
OR = N_('%(items)s or %(last)s')
AND = N_('%(items)s and %(last)s')


def list_words(items, last_joint=OR):
    """Return items as words: '4', '4 or 10', '3, 4 or 10' (AND: '3, 4
    and 10'), in the language in use."""
    words = [str(item) for item in items]
    if len(words) <= 1:
        return ''.join(words)
    return _(last_joint) % {'items': ', '.join(words[:-1]),
                            'last': words[-1]}


def point_list(points, last_joint=AND):
    """Return points in words, lowest first, three or more in a row as a
    run: '3', '3 and 4', '3, 4 and 9', '1 to 5, 8 and 10' (`last_joint`
    OR: '1 to 5, 8 or 10')."""
    runs = []
    for point in sorted(points):
        if runs and runs[-1][-1] == point - 1:
            runs[-1].append(point)
        else:
            runs.append([point])
    words = []
    for run in runs:
        if len(run) >= 3:
            words.append(_('%(first)d to %(last)d')
                         % {'first': run[0], 'last': run[-1]})
        else:
            words.extend(str(point) for point in run)
    return list_words(words, last_joint)


def quoted(text, longest=QUOTED_LENGTH):
    """Return text in quotes for a message, cut short with ... if long."""
    if len(text) > longest:
        return repr(text[:longest]) + '...'
    return repr(text)


def parse_count(text):
    """Return the whole number 0 to LARGEST_NUMBER in `text` (ValueError)."""
    word = text.strip()
    if not WHOLE_NUMBER.fullmatch(word):
        raise ValueError(_('%s is not a whole number (0, 1, 2, ...)')
                         % quoted(text))
    if len(word) > len(str(LARGEST_NUMBER)) or int(word) > LARGEST_NUMBER:
        raise ValueError(_('%s is too big: a number here is at most %d')
                         % (quoted(word), LARGEST_NUMBER))
    return int(word)
