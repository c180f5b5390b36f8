"""lookahead.py - what a turn allows or stops on the next turns, in words a
student can check on the board.

Where the board alone shows no idea in a turn itself (see hints.py), this
module looks one turn further, at what the opponent could do next, and
says only what the rules show for certain, in words that fit after "it":
  * a mill the turn lets the opponent close at once (mills_given; the hint
    never praises such a turn without saying so);
  * a double threat the opponent could make next turn, and cannot after
    this turn ("stops Black's double threat: ...");
  * a mill other turns would let the opponent close at once, and this one
    does not ("avoids losing a man: ...");
  * room to move taken from the opponent's men ("hems Black in: ...").
It does no input or output.
"""

import rules
from board import ADJACENT, EMPTY, MILLS, POINTS, opponent
from words import texts
from words.catalogue import _, n_

# ---------------------------------------------------------------------------
# Questions about a board
# ---------------------------------------------------------------------------


def mill_name(mill):
    """Return the points of a mill as text, for example '3-4-5'."""
    return '-'.join(str(point) for point in mill)


def moves_along_lines(board, player):
    """Return how many moves along the lines `player`'s men could make: the
    empty points next to each man, counted for every man."""
    return sum(1 for point in POINTS if board[point] == player
               for n in ADJACENT[point] if board[n] == EMPTY)


def room_lead(board, player):
    """Return `player`'s moves along the lines minus the opponent's."""
    return (moves_along_lines(board, player)
            - moves_along_lines(board, opponent(player)))


def closed_mill(board, player, point):
    """Return a mill of `player` through `point` that is closed, or None."""
    for mill in MILLS:
        if point in mill and all(board[p] == player for p in mill):
            return mill
    return None


def open_mills_at(board, player, point):
    """Return the mills through the empty `point` where `player` has two
    men."""
    mills = []
    for mill in MILLS:
        others = [p for p in mill if p != point]
        if point in mill and all(board[p] == player for p in others):
            mills.append(mill)
    return mills


def mills_given(state, turn):
    """Return the mills the opponent can close on the turn right after
    `turn` (none if `turn` ends the game)."""
    after = rules.next_state(state, turn)
    if rules.outcome(after) is not None:
        return []
    return rules.closable_mills(after, opponent(state.to_move))


def mills_in_words(mills):
    """Return mills as text: '3-4-5', or '3-4-5 or on 9-10-11'."""
    words = mill_name(mills[0])
    for mill in mills[1:]:
        words = _('%(mills)s or on %(mill)s') % {'mills': words,
                                                 'mill': mill_name(mill)}
    return words


# ---------------------------------------------------------------------------
# What the opponent could do next turn
# ---------------------------------------------------------------------------

def double_threat_turn(state, player):
    """Return a turn of `player` in `state` (as if it were their turn) after
    which they could close a mill on two points, or None: a double threat
    only one of which the other player can block."""
    try:
        theirs = rules.set_up_state(state.board, state.in_hand, player,
                                    state.options)
    except ValueError:
        return None
    if rules.outcome(theirs) is not None:
        return None
    for turn in rules.legal_turns(theirs):
        after = rules.next_state(theirs, turn)
        if (turn.removed is None and rules.outcome(after) is None
                and len(rules.closable_points(after, player)) >= 2):
            return turn
    return None


def double_threat_stopped(state, turn):
    """Return the words of a turn after which the opponent can neither
    close a mill nor make a double threat, which they could make if the
    player passed, or None."""
    other = opponent(state.to_move)
    threat = double_threat_turn(state, other)
    after = rules.next_state(state, turn)
    if (threat is None or rules.outcome(after) is not None
            or rules.closable_points(after, other)
            or double_threat_turn(after, other) is not None):
        return None
    theirs = rules.set_up_state(state.board, state.in_hand, other,
                                state.options)
    points = sorted(rules.closable_points(rules.next_state(theirs, threat),
                                          other))
    return _("stops %(player)s's double threat: otherwise %(player)s "
             "%(turn)s, and then could close a mill on %(first)d or on "
             "%(second)d") % {
        'player': texts.colour_name(other),
        'turn': texts.describe_turn(theirs, threat, 'brief'),
        'first': points[0], 'second': points[1]}


def loss_avoided(state, turn):
    """Return the words of a turn after which the opponent cannot close a
    mill at once while other turns let them, or None."""
    if mills_given(state, turn):
        return None
    others = [other for other in rules.legal_turns(state) if other != turn]
    losing = [(other, mills_given(state, other)) for other in others]
    losing = [(other, mills) for other, mills in losing if mills]
    if not losing:
        return None
    example, mills = losing[0]
    return n_('avoids losing a man: after %(losing)d of the other '
              '%(others)d turn %(opponent)s could close a mill at once; '
              'after %(player)s %(turn)s, for example, on %(mills)s',
              'avoids losing a man: after %(losing)d of the other '
              '%(others)d turns %(opponent)s could close a mill at once; '
              'after %(player)s %(turn)s, for example, on %(mills)s',
              len(others)) % {
        'losing': len(losing), 'others': len(others),
        'opponent': texts.colour_name(opponent(state.to_move)),
        'player': texts.colour_name(state.to_move),
        'turn': texts.describe_turn(state, example, 'brief'),
        'mills': mills_in_words(mills)}


def room_taken(state, turn):
    """Return the words of a turn that leaves the opponent's men fewer moves
    along the lines, when placing is over and they cannot fly, or None."""
    other = opponent(state.to_move)
    after = rules.next_state(state, turn)
    if (rules.outcome(after) is not None or any(after.in_hand)
            or rules.can_fly(after, other)):
        return None
    before = moves_along_lines(state.board, other)
    now = moves_along_lines(after.board, other)
    if now >= before:
        return None
    return n_("hems %(player)s in: %(player)s's men can make %(now)d move "
              "along the lines now, %(before)d before",
              "hems %(player)s in: %(player)s's men can make %(now)d moves "
              "along the lines now, %(before)d before", now) % {
        'player': texts.colour_name(other), 'now': now, 'before': before}


def look_ahead_idea(state, turn):
    """Return what `turn` stops or avoids on the opponent's next turn, in
    words, or None."""
    return (double_threat_stopped(state, turn) or loss_avoided(state, turn)
            or room_taken(state, turn))
