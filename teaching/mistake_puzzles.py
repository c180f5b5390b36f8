"""mistake_puzzles.py - a student's own mistakes as puzzles: "find a better
turn than 13 to 5".

After a review (review.py) the student may play each mistake again, from
the position before it, and look for a better turn than the one played.
The review has already checked each mistake with the deeper look of
deeper.py (the computer's search, exact in the solved endgames); the same
deeper look judges the student's new turns here: each turn searched alone
with JUDGE_NODES positions, as is the turn played (once for all answers),
and the two compared as deep as both were looked at.  A turn is
called better only where it finds it better than the turn played by at
least CLEARLY_BETTER, the drop the review needs to call a turn a mistake,
at its deepest and at one turn less; where only one of the two finds it
so, the judge says that it cannot tell ("perhaps better").  Nothing here
prints or asks.
"""

from collections import namedtuple

from teaching import deeper, hints, review, review_words
from words import texts
from words.catalogue import _, n_

# How much better (in hundredths of a man: 100 is about one man) the deeper
# look must find a turn to call it better than the turn played.
CLEARLY_BETTER = review.CONFIRMED_DROP
# The most positions the judge's deeper look visits for each answer, and
# for the turn played: as many as the review's deeper look visits for two
# turns together (deeper.DEEP_NODES), so that it looks about a turn further,
# where a gain often shows only late.
JUDGE_NODES = deeper.DEEP_NODES

# A mistake set as a puzzle: the review's Mistake, the deeper look's value
# of the turn played, the best turn known with its value (values for the
# player to move before the turn: larger is better), and how many turns
# ahead the deeper look compared the two.
MistakePuzzle = namedtuple('MistakePuzzle',
                           'mistake played best best_value depth')

# The judgement of a student's turn: `better` is True when the deeper look
# finds it better than the turn played, `perhaps` when it cannot tell (it
# finds it better at one of its two deepest depths only); `sentence` says
# how it compares.
Verdict = namedtuple('Verdict', 'better sentence perhaps')


def confirmed_puzzles(mistakes, progress=None):
    """Return a MistakePuzzle for each of the review's `mistakes` whose
    better turn the deeper look finds better than the one played by at
    least CLEARLY_BETTER.  `progress(done, total)`, if given, is called
    after each (the review has mostly looked at them already)."""
    found = []
    for done, mistake in enumerate(mistakes, 1):
        (best_value, played), depth = deeper.values_of(
            mistake.before, (mistake.better, mistake.played))
        if best_value - played >= CLEARLY_BETTER:
            found.append(MistakePuzzle(mistake, played, mistake.better,
                                       best_value, depth))
            # the judge's look at the turn played, ready for every answer
            deeper.values_apart_by_depth(mistake.before, (mistake.played,),
                                         nodes=JUDGE_NODES)
        if progress is not None:
            progress(done, len(mistakes))
    return found


def task_text(puzzle):
    """Return the task: 'Turn 35: White moves 13 to 5 and removes 12. Find
    a better turn than 13 to 5 removing 12.' (the whole turn played)."""
    mistake = puzzle.mistake
    return _('Turn %(number)d: %(player)s %(turn)s. Find a better turn than '
             '%(played)s.') % {
        'number': mistake.number,
        'player': texts.colour_name(mistake.player),
        'turn': texts.describe_turn(mistake.before, mistake.played, 'brief'),
        'played': turn_words(mistake.played)}


def turn_words(turn):
    """Return a whole turn as typed, removals included: '13 to 5', 'placing
    on 8', '13 to 5 removing 12' (two turns that differ only in the man
    removed are told apart)."""
    if turn.source is None:
        words = _('placing on %d') % turn.target
    else:
        words = _('%(source)d to %(target)d') % {
            'source': turn.source, 'target': turn.target}
    if turn.second_removed is not None:
        return _('%(turn)s removing %(first)d and %(second)d') % {
            'turn': words, 'first': turn.removed,
            'second': turn.second_removed}
    if turn.removed is not None:
        return _('%(turn)s removing %(removed)d') % {
            'turn': words, 'removed': turn.removed}
    return words


def judge(puzzle, turn):
    """Return the Verdict on the student's `turn` (a legal Turn) in the
    position before the mistake: better only where the deeper look finds
    it better by CLEARLY_BETTER at its deepest and at one turn less (a
    gain that shows at one depth alone may be the horizon's: then perhaps
    better, the look cannot tell), worse where it finds it worse by as
    much at its deepest, else about as good."""
    mistake = puzzle.mistake
    if turn == mistake.played:
        return Verdict(False, _('That is the turn played in the game; look '
                                'for another.'), False)
    rounds = deeper.values_apart_by_depth(
        mistake.before, (turn, mistake.played), nodes=JUDGE_NODES)
    (value, played_value), depth = rounds[-1], len(rounds)
    compared = {'played': turn_words(mistake.played),
                'depth': depth_words(depth),
                'comparison': comparison_words(value, played_value, depth)}
    gains = [mine - other for mine, other in rounds[-2:]]
    if min(gains) >= CLEARLY_BETTER:
        return Verdict(True, _('Yes: that is better than '
                               '%(played)s%(comparison)s.') % compared, False)
    if gains[-1] <= -CLEARLY_BETTER:
        return Verdict(False, _('That is worse than %(played)s'
                                '%(comparison)s.') % compared, False)
    if max(gains) >= CLEARLY_BETTER:
        return Verdict(False, perhaps_words(mistake.played, gains, depth),
                       True)
    return Verdict(False, _('That is about as good as %(played)s '
                            '(%(depth)s), not better.') % compared, False)


def perhaps_words(played, gains, depth):
    """Return the sentence for a turn the deeper look finds better than
    `played` at one of its two deepest depths only (`gains` at depth - 1
    and at `depth`): 'Perhaps better than 21 to 22: the computer finds it
    better looking 9 turns ahead, but not looking 10 turns ahead, so it
    cannot tell.'"""
    found_at, not_at = (depth, depth - 1) if gains[-1] >= CLEARLY_BETTER \
        else (depth - 1, depth)
    return _('Perhaps better than %(played)s: the computer finds it better '
             '%(found)s, but not %(other)s, so it cannot tell.') % {
        'played': turn_words(played), 'found': depth_words(found_at),
        'other': depth_words(not_at)}


def comparison_words(value, other, depth):
    """Return how a turn of `value` compares with one of value `other`, to
    follow "better than 21 to 22" or "worse than ...": the forced results
    where there are any (': a win in 5 turns instead of a draw'), else by
    about how many men, and how deep (`depth` turns) the look was."""
    if any(deeper.is_win(each) or deeper.is_loss(each)
           for each in (value, other)):
        return _(': %(result)s instead of %(other)s (%(depth)s)') % {
            'result': result_words(value), 'other': result_words(other),
            'depth': depth_words(depth)}
    men = int(round(abs(value - other) / 100.0))
    if men <= 1:
        return _(', by about a man (%s)') % depth_words(depth)
    return n_(', by about %(men)d man (%(depth)s)',
              ', by about %(men)d men (%(depth)s)', men) % {
        'men': men, 'depth': depth_words(depth)}


def result_words(value):
    """Return what a value forces: 'a win in 5 turns', 'a loss in 4
    turns', or 'no forced result'."""
    if deeper.is_win(value) or deeper.is_loss(value):
        return review_words.result_words(value)
    return _('no forced result')


def depth_words(depth):
    """Return how deep the deeper look searched (`depth` turns), in
    words."""
    return n_('looking %d turn ahead', 'looking %d turns ahead',
              depth) % depth


def answer_text(puzzle):
    """Return the answer: the better turn, why, and by how much it beats
    the turn played."""
    mistake = puzzle.mistake
    return _('The answer: %(player)s %(turn)s (it %(why)s); it is better '
             'than %(played)s%(comparison)s.') % {
        'player': texts.colour_name(mistake.player),
        'turn': texts.describe_turn(mistake.before, puzzle.best, 'brief'),
        'why': hints.explain_fully(mistake.before, puzzle.best),
        'played': turn_words(mistake.played),
        'comparison': comparison_words(puzzle.best_value, puzzle.played,
                                       puzzle.depth)}
