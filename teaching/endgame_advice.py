"""endgame_advice.py - what the solved endgames say of a turn, exactly.

With three men against three or four (none in hand, flying on), the
solved endgames of computer/endgame.py know every position: a win or a
loss in so many turns, or a draw.  The hint adds their verdict to its
reason, says which turns keep a win or hold a draw, and `hint all` lists
every legal turn with its exact value, as an endgame advisor does.  This
module imports the rules and the solved endgames and does no input or
output.
"""

import rules
from computer import (endgame, endgame_positions, endgame_values, levels,
                      win_values)
from teaching import deeper
from words import texts
from words.catalogue import _, n_

# ---------------------------------------------------------------------------
# Three men against three: what the solved endgame says
# ---------------------------------------------------------------------------

def endgame_result(state, turn):
    """Return (winner or None for a draw, turns to the end counting `turn`)
    that the solved endgame gives after `turn`, or None if `state` is not
    a solved endgame (three men against three or four), the turn ends the
    game or the solution cannot tell (a position seen twice may come again,
    or the table of three against four is missing)."""
    if not (levels.USE_ENDGAME_SOLUTION
            and endgame_positions.is_solved(state)):
        return None
    after = rules.next_state(state, turn)
    if rules.outcome(after) is not None:
        return None
    if endgame_values.may_repeat_a_third_time(after):
        return None
    value = endgame_values.endgame_value(endgame.solution(), after, 0)
    if value is None:               # three against four, without its table
        return None
    if value == 0:
        return None, 0
    winner = after.to_move if value > 0 else state.to_move
    return winner, win_values.WIN - abs(value) + 1


def endgame_verdict(state, turn):
    """Return what the solved endgame says of the game after `turn`, such
    as 'the solved endgame: White wins in 7 turns (of both players) with
    best play', or None where endgame_result is None."""
    result = endgame_result(state, turn)
    if result is None:
        return None
    winner, turns = result
    if winner is None:
        return _('the solved endgame: a draw with best play')
    return n_('the solved endgame: %(winner)s wins in %(turns)d turn (of '
              'both players) with best play',
              'the solved endgame: %(winner)s wins in %(turns)d turns (of '
              'both players) with best play', turns) % {
        'winner': texts.colour_name(winner), 'turns': turns}


def endgame_idea(state, turn, after):
    """Return the words of a turn that keeps a win or a draw of the solved
    endgame, or of the slowest of losing turns only, or None."""
    result = endgame_result(state, turn)
    if result is None:
        return None
    if result[0] == state.to_move:
        return _('keeps the forced win')
    if result[0] is None:
        return _('holds the draw')
    others = [endgame_result(state, other)
              for other in rules.legal_turns(state)]
    if all(other is not None and other[0] == result[0]
           and other[1] <= result[1] for other in others):
        return _('holds out as long as the solved endgame allows')
    return None


# ---------------------------------------------------------------------------
# Every turn of a solved endgame, with its exact value (as an advisor shows)
# ---------------------------------------------------------------------------

def turn_in_points(turn):
    """Return a turn as point numbers, as a player may type it: '5',
    '3-4', '3-4x12'."""
    text = str(turn.target) if turn.source is None else '%d-%d' % (
        turn.source, turn.target)
    for removed in (turn.removed, turn.second_removed):
        if removed is not None:
            text += 'x%d' % removed
    return text


def value_words(value):
    """Return an exact value for the player to move in words: 'wins in 5
    turns', 'draws', 'loses in 4 turns'."""
    turns = deeper.turns_to_end(value)
    if deeper.is_win(value):
        return n_('wins in %d turn', 'wins in %d turns', turns) % turns
    if deeper.is_loss(value):
        return n_('loses in %d turn', 'loses in %d turns', turns) % turns
    return _('draws')


def endgame_listing(state):
    """Return every legal turn of `state` with its exact value, grouped
    best first: [(value, words, [turn, ...]), ...], the value for the
    player to move; None where the solved endgame does not know every
    turn for sure (not three men against three or four, or a position
    seen twice may come again)."""
    if not (levels.USE_ENDGAME_SOLUTION
            and endgame_positions.is_solved(state)):
        return None
    groups = {}
    for turn in rules.legal_turns(state):
        if not deeper.is_exact(state, turn):
            return None
        groups.setdefault(deeper.turn_value(state, turn), []).append(turn)
    return [(value, value_words(value), groups[value])
            for value in sorted(groups, reverse=True)]


def endgame_listing_lines(state):
    """Return the lines that show endgame_listing(state): a heading, then
    one paragraph per value ('wins in 5 turns: 3-4, 3-5, 9-10'), or one
    line saying why there is no listing here."""
    listing = endgame_listing(state)
    if listing is None:
        return [_('The solved endgames know every turn only with three men '
                  'against three or four, none in hand, and no position '
                  'seen twice: not here.')]
    lines = [_('Every turn of %s, by the solved endgame (turns counted for '
               'both players, best play after it):')
             % texts.colour_name(state.to_move)]
    for value, words, turns in listing:
        points = ', '.join(turn_in_points(turn) for turn in turns)
        lines.append(_('%(value)s: %(turns)s') % {'value': words,
                                                  'turns': points})
    return lines
