"""spoken.py - the position in words, for the words mode: what a screen
reader or a braille display reads instead of the drawn board.

In the words mode nothing is drawn.  After each turn the game says the
turn and the men each player has, in a sentence or two; the commands
board, mills and threats read the position on request.  Every sentence of
the words mode is here, so that the drawing-free game speaks in one place
(the commands' own words and help lines are console/listening.py's: they
work in every mode, and a game that is not in the words mode loads this
module only when one of them is typed).

Points are said as numbers, as everywhere in the game (a player may type a
number or a name such as d6), and always in the same order, from 0 to 23:
row by row from the top of the board, left to right (see board.py).

A seeing player sees at a glance where a mill can close; so in the words
mode each turn told says the mills it threatens or blocks, and the mills
each player threatens now (threat_words).  A mill is threatened when two
of a player's men stand on it, its third point is empty and one of their
men can get there on their next turn (rules.closable_mills).

Glossary (see board.py for point, board and player; texts.py for names):
    mill words   a mill said as its three points, "0-1-2"
"""

import rules
from board import ADJACENT, EMPTY, MILLS, MILLS_THROUGH, PLAYERS, POINTS
from board import opponent
from words import english
from words.catalogue import N_, _, n_
from words.texts import indented, player_name

# The sentences below are marked for the catalogue (N_) and translated
# where they are printed: _(spoken.PICTURE_NOTE).

# What the words mode's first screen of a game adds: how to hear more.
FIRST_SCREEN_NOTE = N_('Type board to hear the board, help for the '
                       'commands.')

# The line that says what the picture command prints.
PICTURE_NOTE = N_('The board as it is drawn for sighted players:')

# The start menu's choice of the words mode (%s: the word to type), and
# what it says when chosen.
MENU_CHOICE = N_('Or type %s for the words mode: nothing drawn, for a '
                 'screen reader or a braille display.')
MODE_ON = N_('The words mode is on: no drawings; after each turn the game '
             'says what happened. Type board, mills or threats at any '
             'prompt to hear the position. Now choose who plays.')

# The replay's prompt in the words mode (%d: the turn shown, the last one),
# and what its help adds about the commands below.
REPLAY_PROMPT = N_('Turn %d of %d (Enter: next, or help): ')
REPLAY_COMMANDS = N_('board, mills, threats and picture read the position '
                     "shown; neighbours 4 tells a point's neighbours.")

def mill_words(mill):
    """Return a mill as its three points: '0-1-2'."""
    return '-'.join(str(point) for point in mill)


def men_on_points(board, player, names=None):
    """Return where `player`'s men stand: "White's men (3): 0, 4 and 7."
    or "Black has no men on the board." """
    men = rules.men_on_board(board, player)
    name = player_name(player, names)
    if not men:
        return _('%s has no men on the board.') % name
    return _("%(name)s's men (%(count)d): %(points)s.") % {
        'name': name, 'count': len(men),
        'points': english.point_list(men)}


def board_words(board, names=None):
    """Return the board read out: White's men, Black's men, then the empty
    points, each in the order of the points, one sentence a line."""
    empty = [point for point in POINTS if board[point] == EMPTY]
    sentences = [men_on_points(board, player, names) for player in PLAYERS]
    if not empty:
        sentences.append(_('No point is empty.'))
    elif len(empty) == len(POINTS):
        sentences = [_('The board is empty.')]
    else:
        sentences.append(_('Empty points (%(count)d): %(points)s.') % {
            'count': len(empty), 'points': english.point_list(empty)})
    return '\n'.join(indented(sentence) for sentence in sentences)


def men_words(state, names=None):
    """Return the men each player has on the board, in one sentence ('On
    the board: White 5, Black 7.'), and while men are left to place, in
    hand too (a place where nobody has men is left out)."""
    counts = ((_('On the board: %s.'), {player: state.board.count(player)
                                        for player in PLAYERS}),
              (_('In hand: %s.'), {player: rules.men_in_hand(state, player)
                                   for player in PLAYERS}))
    return ' '.join(sentence % ', '.join(
        _('%(name)s %(count)d') % {'name': player_name(player, names),
                                   'count': men[player]}
        for player in PLAYERS) for sentence, men in counts
        if any(men.values()))


def open_mills(board, player):
    """Return `player`'s mills one man short: the mills holding two of
    their men whose third point is empty, as (mill, the empty point)."""
    return [(mill, next(point for point in mill if board[point] == EMPTY))
            for mill in MILLS if rules.mill_has_two(board, player, mill)
            and EMPTY in (board[point] for point in mill)]


def closed_mills(board, player):
    """Return the mills that `player`'s men fill."""
    return [mill for mill in MILLS
            if all(board[point] == player for point in mill)]


def mills_words(board, names=None):
    """Return, for White then Black, the mills closed and the mills one man
    short (with the point each needs), one sentence a player."""
    sentences = []
    for player in PLAYERS:
        closed = [mill_words(mill) for mill in closed_mills(board, player)]
        short = [_('%(mill)s needs %(point)d') % {'mill': mill_words(mill),
                                                  'point': point}
                 for mill, point in open_mills(board, player)]
        sentences.append(_('%(name)s: %(closed)s; %(short)s.') % {
            'name': player_name(player, names),
            'closed': _('closed mills %s')
            % english.list_words(closed, english.AND)
            if closed else _('no closed mill'),
            'short': _('one man short: %s')
            % english.list_words(short, english.AND)
            if short else _('no mill one man short')})
    return '\n'.join(indented(sentence) for sentence in sentences)


def threats_words(state, names=None):
    """Return, for White then Black, where each can close a mill on their
    next turn (rules.closable_points), one sentence a player."""
    sentences = []
    for player in PLAYERS:
        points = rules.closable_points(state, player)
        name = player_name(player, names)
        if points:
            sentences.append(_('%(name)s can close a mill next turn on '
                               '%(points)s.') % {
                'name': name,
                'points': english.list_words(sorted(points))})
        else:
            sentences.append(_('%s cannot close a mill next turn.') % name)
    return '\n'.join(indented(sentence) for sentence in sentences)


# ---------------------------------------------------------------------------
# What a seeing player sees at a glance: a point's neighbours, the threats
# ---------------------------------------------------------------------------

def neighbours_words(point):
    """Return the points next to `point` and the lines through it: 'Point
    4 is next to 1, 3, 5 and 7. Lines through 4: 1-4-7 and 3-4-5.'"""
    lines = [mill_words(mill) for mill in sorted(MILLS_THROUGH[point])]
    return _('Point %(point)d is next to %(neighbours)s. Lines through '
             '%(point)d: %(lines)s.') % {
        'point': point,
        'neighbours': english.list_words(ADJACENT[point], english.AND),
        'lines': english.list_words(lines, english.AND)}


def threatened_words(board, mills):
    """Return threatened mills in words, each with its empty point: '6-11-15
    (at 11) and 0-1-2 (at 2)'."""
    return english.list_words(
        [_('%(mill)s (at %(point)d)') % {
            'mill': mill_words(mill),
            'point': next(point for point in mill if board[point] == EMPTY)}
         for mill in mills], english.AND)


def position_threat_words(state, names=None):
    """Return the mills each player threatens in `state`, as a position
    is first read out ('Black threatens a mill on 0-9-21 (at 0).'); ''
    if none."""
    sentences = []
    for player in PLAYERS:
        mills = rules.closable_mills(state, player)
        if mills:
            sentences.append(n_('%(name)s threatens a mill on %(mills)s.',
                                '%(name)s threatens mills on %(mills)s.',
                                len(mills)) % {
                'name': player_name(player, names),
                'mills': threatened_words(state.board, mills)})
    return ' '.join(sentences)


def threat_words(before, turn, after, names=None):
    """Return what a seeing player sees of the threats after `turn`, played
    in `before` (giving `after`): the mills the turn threatens, the mills
    of the opponent it blocks, the mills its player still threatens, and
    the mills the opponent now threatens; '' if none, or the game is over."""
    if rules.outcome(after) is not None:
        return ''
    player, other = before.to_move, opponent(before.to_move)
    had = rules.closable_mills(before, player)
    threatens = rules.closable_mills(after, player)
    blocked = [mill for mill in rules.closable_mills(before, other)
               if turn.target in mill]
    new = [mill for mill in threatens if mill not in had]
    kept = [mill for mill in threatens if mill in had]
    theirs = rules.closable_mills(after, other)
    words = {'name': player_name(player, names),
             'other': player_name(other, names),
             'new': threatened_words(after.board, new),
             'blocked': english.list_words([mill_words(mill)
                                            for mill in blocked], english.AND),
             'kept': threatened_words(after.board, kept),
             'theirs': threatened_words(after.board, theirs)}
    sentences = (
        (new, n_('It threatens a mill on %(new)s.',
                 'It threatens mills on %(new)s.', len(new))),
        (blocked, n_("It blocks %(other)s's mill on %(blocked)s.",
                     "It blocks %(other)s's mills on %(blocked)s.",
                     len(blocked))),
        (kept, n_('%(name)s still threatens a mill on %(kept)s.',
                  '%(name)s still threatens mills on %(kept)s.', len(kept))),
        (theirs, n_('%(other)s now threatens a mill on %(theirs)s.',
                    '%(other)s now threatens mills on %(theirs)s.',
                    len(theirs))))
    return ' '.join(sentence % words for mills, sentence in sentences
                    if mills)
