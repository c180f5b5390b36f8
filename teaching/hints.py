"""hints.py - the idea behind a turn, in a student's words (the game's hint).

A reason is a few words that fit after "it", with no full stop: "it blocks
White's mill on 0-1-2", "it opens a double threat: ...".  Each reason is
one whole phrase in the message catalogue (words/catalogue.py), with its
points and names as placeholders, so that a translator words it as a
whole; the few joints (a reason and the mill it gives away) are messages
too.  This module imports the rules and the deeper look (deeper.py, the
computer's search) and does no input or output.

How a reason is found (the first that says something wins):
  1. what the turn does on the board (turn_idea): closes a mill, wins,
     blocks the opponent's mill, makes two threats at once, opens a mill
     that closes again next turn, threatens a mill, frees a blocked man,
     blocks the opponent's men, keeps the men free to move before placing
     ends; with three men against three or four, what the solved endgame
     says;
  2. what the turn stops or avoids on the opponent's next turn
     (lookahead.py);
  3. GENERIC, a plain sentence, the last resort.
A turn that lets the opponent close a mill next turn is never praised
without saying so.  Where the solved endgames know the position, the
reason ends with their exact verdict, and endgame_listing gives every legal
turn with its exact value, as an endgame advisor does.
suggest_turn(state) returns the best turn by the deeper look and its
reason; explain_fully(state, turn) the reason of any turn.
"""

import rules
from board import ADJACENT, EMPTY, POINTS, opponent
from teaching import deeper, lookahead
from teaching.endgame_advice import endgame_idea, endgame_verdict
from teaching.lookahead import (closed_mill, mill_name, mills_given,
                                mills_in_words, open_mills_at, room_lead)
from words.catalogue import N_, _, n_
from words.texts import colour_name

# The most positions the hint's search visits: more than the deeper look's
# checks (deeper.DEEP_NODES), as its turn is played: a fraction of a second.
# EXPERIMENT: more positions give better hints, more slowly.
HINT_NODES = 50000

GENERIC = N_("is the turn the computer's search rates best here, though "
             "no single idea on the board shows why")


# ---------------------------------------------------------------------------
# Questions about a board
# ---------------------------------------------------------------------------

def blocked_men(board, player):
    """Return the points of `player`'s men with no empty point next to them."""
    return set(point for point in POINTS if board[point] == player
               and all(board[n] != EMPTY for n in ADJACENT[point]))


# ---------------------------------------------------------------------------
# The idea of one turn, seen on the board
# ---------------------------------------------------------------------------

def turn_idea(state, turn):
    """Return what `turn` does on the board in words, or None."""
    after = rules.next_state(state, turn)
    for idea in (mill_idea, block_idea, threat_idea, men_idea, room_idea,
                 endgame_idea):
        words = idea(state, turn, after)
        if words:
            return words
    return None


def mill_idea(state, turn, after):
    """Return the words of a turn that closes a mill or wins, or None."""
    player = state.to_move
    result = rules.outcome(after)
    won = result is not None and result.winner == player
    if turn.removed is None:
        if won:
            return _('blocks every man of %s and wins the game') \
                % colour_name(opponent(player))
        return None
    if won:
        return (_('closes a mill, removes the man on %d and wins the game')
                % turn.removed)
    if turn.second_removed is not None:
        return (_('closes two mills and removes the men on %(first)d and '
                  '%(second)d') % {'first': turn.removed,
                                   'second': turn.second_removed})
    words = _('closes a mill on %(mill)s and removes the man on '
              '%(removed)d%(why)s') % {
        'mill': mill_name(closed_mill(after.board, player, turn.target)),
        'removed': turn.removed,
        'why': removal_reason(state, turn, after) or ''}
    swing = swinging_mill(state, turn, after)
    return words + swing if swing else words


def removal_reason(state, turn, after):
    """Return why the man `turn` removes is the one to remove, in words that
    fit after 'removes the man on 19' (', which could close a mill on
    18-19-20 next turn'), or None where the board shows no reason."""
    player, other = state.to_move, opponent(state.to_move)
    point = turn.removed
    unremoved = after.board[:point] + (other,) + after.board[point + 1:]
    try:
        kept = rules.set_up_state(unremoved, after.in_hand, other,
                                  state.options)
    except ValueError:              # too many men for the rules' counts
        kept = None
    threats = [] if kept is None else [
        mill for mill in rules.closable_mills(kept, other)
        if point in mill]
    if threats:
        return _(', which could close a mill on %s next turn') % \
            mills_in_words(threats)
    own = open_mills_at(after.board, player, point)
    if own:
        return _(", which stood in the way of %(player)s's mill on "
                 "%(mills)s") % {'player': colour_name(player),
                                 'mills': mills_in_words(own)}
    freed = blocked_men(unremoved, player) - blocked_men(after.board, player)
    if freed:
        return _(", which kept %(player)s's man on %(point)d from "
                 "moving") % {'player': colour_name(player),
                              'point': min(freed)}
    return None


def swinging_mill(state, turn, after):
    """Return the words for a man that left a mill to close another and can
    step back to close the first again, unblocked, or None."""
    if turn.source is None:
        return None
    mill = closed_mill(state.board, state.to_move, turn.source)
    if mill is None or not closes_again(after, state.to_move, turn.source,
                                        mill):
        return None
    return (_('; stepping back to %(point)d closes %(mill)s again (a '
              'swinging mill)') % {'point': turn.source,
                                   'mill': mill_name(mill)})


def closes_again(after, player, point, mill):
    """Return True if `player` can close `mill` on the empty `point` on
    their next turn and the opponent, to move in `after`, cannot stop it."""
    other = opponent(player)
    if rules.places_freely(after, other) or any(
            after.board[n] == other for n in ADJACENT[point]):
        return False
    return rules.can_reach(after.board, player, point, mill,
                           rules.places_freely(after, player))


def block_idea(state, turn, after):
    """Return the words of a turn onto the opponent's mill point, or None."""
    other = opponent(state.to_move)
    if turn.target not in rules.closable_points(state, other):
        return None
    mill = open_mills_at(state.board, other, turn.target)[0]
    return _("blocks %(player)s's mill on %(mill)s") % {
        'player': colour_name(other), 'mill': mill_name(mill)}


def threat_idea(state, turn, after):
    """Return the words of a turn that threatens one or two mills, or None."""
    player = state.to_move
    if mills_given(state, turn):
        return None                 # the opponent closes a mill first
    threats = rules.closable_points(after, player)
    new = threats - rules.closable_points(state, player)
    if len(threats) >= 2 and new:
        return _('opens a double threat: %(player)s can close a mill on '
                 '%(first)d or on %(second)d and %(opponent)s can block '
                 'only one') % {
            'player': colour_name(player), 'first': min(threats),
            'second': max(threats), 'opponent': colour_name(opponent(player))}
    if turn.source in new:
        mill = closed_mill(state.board, player, turn.source)
        if mill and closes_again(after, player, turn.source, mill):
            return _('opens the mill %(mill)s to close it again on '
                     '%(point)d next turn, where %(opponent)s cannot block '
                     'it (a running mill)') % {
                'mill': mill_name(mill), 'point': turn.source,
                'opponent': colour_name(opponent(player))}
    if new:
        return _('threatens to close a mill on %d next turn') % min(new)
    return None


def men_idea(state, turn, after):
    """Return the words of a turn that frees a blocked man of its player or
    blocks the opponent's men, or of a mill opened to close again later."""
    board, player = state.board, state.to_move
    other = opponent(player)
    freed = blocked_men(board, player) - blocked_men(after.board, player)
    freed.discard(turn.source)
    if freed:
        return _('frees the blocked man on %d') % min(freed)
    caught = blocked_men(after.board, other) - blocked_men(board, other)
    if caught and not rules.can_fly(after, other):
        if len(caught) == 1:
            return _("blocks %(player)s's man on %(point)d") % {
                'player': colour_name(other), 'point': min(caught)}
        return n_("blocks %(count)d of %(player)s's men (on %(points)s)",
                  "blocks %(count)d of %(player)s's men (on %(points)s)",
                  len(caught)) % {
            'count': len(caught), 'player': colour_name(other),
            'points': ', '.join(str(p) for p in sorted(caught))}
    return None


def room_idea(state, turn, after):
    """Return the words of a placement on a point with room around it that
    keeps the player's lead in free steps, or None."""
    player = state.to_move
    if turn.source is not None or turn.removed is not None:
        return None
    room = sum(1 for n in ADJACENT[turn.target] if after.board[n] == EMPTY)
    if room_lead(after.board, player) < room_lead(state.board, player):
        return None
    if room >= 3:
        return n_("keeps %(player)s's men free to move for when placing "
                  "ends: the man on %(point)d has %(room)d empty neighbour",
                  "keeps %(player)s's men free to move for when placing "
                  "ends: the man on %(point)d has %(room)d empty neighbours",
                  room) % {'player': colour_name(player),
                           'point': turn.target, 'room': room}
    crowded = [n for n in ADJACENT[turn.target]
               if after.board[n] == opponent(player)]
    if crowded:
        return _("crowds %(player)s's man on %(point)d, taking away room "
                 "it needs to move when placing ends") % {
            'player': colour_name(opponent(player)), 'point': min(crowded)}
    return None


# ---------------------------------------------------------------------------
# The hint
# ---------------------------------------------------------------------------

def mill_given_words(state, turn, reason, chosen):
    """Return `reason` (or None) with what `turn` gives away: the mill the
    opponent can close next turn, and why it is played all the same; the
    reason alone if it gives no mill.  `chosen`: the turn is the search's
    choice (a hint's turn, or the review's better turn)."""
    given = mills_given(state, turn)
    if not given:
        return reason
    pieces = {'player': colour_name(opponent(state.to_move)),
              'mills': mills_in_words(given), 'depth': deeper.DEEP_DEPTH}
    if every_turn_gives_a_mill(state):
        words = _('lets %(player)s close a mill on %(mills)s next turn, as '
                  'every turn here does') % pieces
    elif chosen and turn.removed is None:
        words = _('lets %(player)s close a mill on %(mills)s next turn, a '
                  'man given up for a win the computer proves looking '
                  '%(depth)d turns ahead') % pieces
    else:
        words = _('lets %(player)s close a mill on %(mills)s next '
                  'turn') % pieces
    if not reason:
        return words
    return _('%(reason)s, but it %(given)s') % {
        'reason': reason, 'given': words}


def every_turn_gives_a_mill(state):
    """Return True if every legal turn in `state` lets the opponent close a
    mill next turn."""
    return all(mills_given(state, turn) for turn in rules.legal_turns(state))


def explain_fully(state, turn, chosen=False):
    """Return the reason for `turn` in `state`: its idea on the board (with
    the solved endgame's verdict in brackets), else what it stops or avoids
    on the opponent's next turn, else GENERIC; and always the mill it lets
    the opponent close next turn, if any (see mill_given_words)."""
    verdict = endgame_verdict(state, turn)
    reason = turn_idea(state, turn)
    if reason is None and verdict is None:
        reason = lookahead.look_ahead_idea(state, turn)
    reason = mill_given_words(state, turn, reason, chosen)
    if reason is None:
        reason = (_(GENERIC) if chosen
                  else _('shows no single idea on the board'))
    if not verdict:
        return reason
    return _('%(reason)s (%(verdict)s)') % {
        'reason': reason, 'verdict': verdict}


def hint_turn(state, depth=deeper.DEEP_DEPTH):
    """Return the best turn in `state` by the deeper look (searching at
    most `depth` turns deep, HINT_NODES positions), with the best of its
    removals (see best_removal): the hint's turn, without its reason."""
    return best_removal(state, deeper.best_turn(state, depth, HINT_NODES)[0],
                        depth)


def best_removal(state, turn, depth=deeper.DEEP_DEPTH):
    """Return `turn`, or, if it closes a mill, the same placement or move
    with the removal the deeper look finds best: all its removals valued
    together, to the same depth (deeper than the search of every turn, as
    they are few; exact where the solved endgames know the position after
    one), `turn` kept unless another is better.  In the search of every
    turn a removal that is not the best is only seen to be no better, so
    which of two close ones wins is the horizon's choice."""
    if turn.removed is None:
        return turn
    removals = [other for other in rules.legal_turns(state)
                if (other.source, other.target) == (turn.source, turn.target)]
    if len(removals) < 2:
        return turn
    values, unused = deeper.values_of(state, removals, depth, HINT_NODES)
    best = max(values)
    if values[removals.index(turn)] >= best:
        return turn
    return removals[values.index(best)]


def safer_turn(state, turn, depth=deeper.DEEP_DEPTH):
    """Return `turn`, or, if it lets the opponent close a mill next turn
    without closing one itself, the best turn by the deeper look (`depth`
    turns) that does not: a man is given up only for a win the deeper look
    proves (a guess that it pays would be a claim a deeper look may
    refute)."""
    if turn.removed is not None or not mills_given(state, turn):
        return turn
    safe = [other for other in rules.legal_turns(state)
            if not mills_given(state, other)]
    if not safe or deeper.is_win(deeper.turn_value(state, turn, depth)):
        return turn
    return deeper.best_turn(state, depth, among=safe)[0]


def suggest_turn(state, depth=deeper.DEEP_DEPTH):
    """Return (turn, reason): the best turn by the deeper look (searching at
    most `depth` turns deep), or a safer one (see safer_turn), and why, in
    words (see explain_fully)."""
    turn = safer_turn(state, hint_turn(state, depth), depth)
    return turn, explain_fully(state, turn, chosen=True)
