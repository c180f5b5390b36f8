"""turn_problems.py - why a turn is not legal, in one sentence.

rules.legal_turns lists every legal turn; this module explains the others.
A turn is chosen in steps: the man to move (none when placing), where it
goes, the man removed, and a second man removed (double-mill option).  Each
step keeps the legal turns that agree with the answers so far; when none is
left, that step's problem_with_ function says why ("point 9 is not next to
3; from 3 you can go to 4 or 10").  The game asks these at its prompts, one
step at a time; explain_illegal_turn asks them all, for a whole turn.  The
prompts' choices say the other side: what is legal ("You may move: 3 to 4;
9 to 10 or 21.").

Legality is still decided in one place: every answer here comes from the
list of rules.legal_turns, and only the words are this module's.
"""

from board import EMPTY, opponent
from rules import (IllegalTurn, as_turn, board_after, can_fly, legal_turns,
                   men_in_hand, men_on_board, mills_closed, turn_shape_problem)
from words import english
from words.catalogue import _, sentence_words
from words.english import list_words
from words.texts import colour_name


def turns_with(turns, source, target=None, removed=None):
    """Return the `turns` that move from `source` (None: placing), to
    `target` (if given) and remove the man on `removed` (if given, first or
    second)."""
    return [turn for turn in turns
            if turn.source == source
            and (target is None or turn.target == target)
            and (removed is None
                 or removed in (turn.removed, turn.second_removed))]


def removal_choices(turns, first=None):
    """Return the points of the men that `turns` (one man's placement or
    move) may remove: the first man, or the second once `first` is gone."""
    if first is None:
        points = {turn.removed for turn in turns}
    else:
        points = {turn.second_removed if turn.removed == first
                  else turn.removed for turn in turns
                  if first in (turn.removed, turn.second_removed)}
    return sorted(point for point in points if point is not None)


def problem_with_source(state, source):
    """Return why no legal turn takes the man on `source` (None: placing),
    or None if one does."""
    player = state.to_move
    name = colour_name(player)
    if turns_with(legal_turns(state), source):
        return None
    if source is None:
        return _('%s has no men in hand and must move a man') % name
    if men_in_hand(state, player) > 0:
        return _('%s still has men in hand and must place one') % name
    owner = state.board[source]
    if owner == EMPTY:
        return _('there is no man on %d') % source
    if owner != player:
        return _("the man on %(point)d is %(owner)s's: %(name)s's men are on "
                 "%(points)s") % {
            'point': source, 'owner': colour_name(owner), 'name': name,
            'points': list_words(men_on_board(state.board, player),
                                 english.AND)}
    return (_('the man on %d cannot move: every point next to it is taken')
            % source)


def destinations(state, source):
    """Return the points the man on `source` may go to (None: the points a
    man may be placed on), in order."""
    return sorted({turn.target
                   for turn in turns_with(legal_turns(state), source)})


def moving_choices(state):
    """Return the men that may move (or fly) and where, as a prompt's
    choices: 'You may move: 3 to 4; 9 to 10 or 21.'"""
    moves = _('; ').join(                  # the list's separator
        _('%(source)d to %(targets)s') % {
            'source': source, 'targets': list_words(destinations(state,
                                                                 source))}
        for source in sorted({turn.source for turn in legal_turns(state)}))
    if can_fly(state, state.to_move):
        return _('You may fly: %s.') % moves
    return _('You may move: %s.') % moves


def target_choices(state, source):
    """Return where the man on `source` may go, as a prompt's choices:
    'From 3 you can go to 4 or 10.'"""
    return _('From %(source)d you can go to %(targets)s.') % {
        'source': source, 'targets': list_words(destinations(state, source))}


def problem_with_target(state, source, target):
    """Return why the man from `source` (None: placing) may not go to
    `target`, or None if a legal turn takes it there."""
    targets = destinations(state, source)
    if target in targets:
        return None
    if target == source:
        return (_('point %d is taken: a move must take the man to another '
                  'point') % target)
    if state.board[target] != EMPTY:
        return _('point %d is taken') % target
    return _('%(target)d is not next to %(source)d; from %(source)d you can '
             'go to %(targets)s') % {'target': target, 'source': source,
                                     'targets': list_words(targets)}


def problem_with_removal(state, source, target, point, first=None):
    """Return why the man on `point` may not be removed by the turn from
    `source` to `target` (after the man on `first`, when two are removed),
    or None if a legal turn removes it."""
    turns = turns_with(legal_turns(state), source, target)
    if point in removal_choices(turns, first):
        return None
    player = state.to_move
    victim = opponent(player)
    if not removal_choices(turns, first):
        return nothing_to_remove(state, source, target, first)
    board = board_after(state.board, player, source, target, first)
    if board[point] == EMPTY:
        return _('there is no man on %d') % point
    if board[point] == player:
        return _("the man on %(point)d is %(name)s's own: remove one of "
                 "%(victim)s's men") % {'point': point,
                                        'name': colour_name(player),
                                        'victim': colour_name(victim)}
    return (_('the man on %(point)d stands in a mill and %(victim)s has men '
              'outside mills') % {'point': point,
                                  'victim': colour_name(victim)})


def nothing_to_remove(state, source, target, first):
    """Return why the turn from `source` to `target` removes no (more) man."""
    victim_name = colour_name(opponent(state.to_move))
    closed = mills_closed(state.board, state.to_move, target, source)
    if closed == 0:
        return _('no mill is closed, so no man may be removed')
    if first is None:
        return _('%s has no man on the board, so none may be removed') \
            % victim_name
    if closed == 2 and state.options.double_mill_removal:
        return (_('%s has no other man on the board, so only one is removed')
                % victim_name)
    return _('only one man may be removed in this turn')


def problem_with_no_removal(state, source, target, first=None):
    """Return why the turn from `source` to `target` must remove a (second)
    man, or None if it may end here."""
    turns = turns_with(legal_turns(state), source, target)
    if not removal_choices(turns, first):
        return None
    victim_name = colour_name(opponent(state.to_move))
    if first is None:
        return _("a mill is closed: one of %s's men must be removed") \
            % victim_name
    return _('two mills are closed: a second man must be removed')


def explain_illegal_turn(state, turn):
    """Return one sentence that says why `turn` is not legal in `state`."""
    try:
        turn = as_turn(turn)
    except IllegalTurn as error:
        return sentence_words(error)
    source, target, removed, second = turn
    problem = (turn_shape_problem(turn)
               or problem_with_source(state, source)
               or problem_with_target(state, source, target))
    if problem:
        return sentence_words(problem)
    if removed is None:
        return problem_with_no_removal(state, source, target)
    problem = problem_with_removal(state, source, target, removed)
    if problem:
        return problem
    if second is None:
        return problem_with_no_removal(state, source, target, removed)
    return problem_with_removal(state, source, target, second, removed)
