"""english.py - counts and lists in plain English, for the game's messages.

"1 man" but "2 men", "4 or 10" but "3, 4 or 10": small things that every
message of the game gets right the same way.
"""


def plural(count, word, words=None):
    """Return a count and its word: '1 turn', '2 turns', '1 man', '2 men'
    (`words` is the plural where it is not `word` + 's')."""
    return '%d %s' % (count, word if count == 1 else words or word + 's')


def list_words(items, last_joint='or'):
    """Return items as words: '4', '4 or 10', '3, 4 or 10'."""
    words = [str(item) for item in items]
    if len(words) <= 1:
        return ''.join(words)
    return '%s %s %s' % (', '.join(words[:-1]), last_joint, words[-1])
