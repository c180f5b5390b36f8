"""review_words.py - what the review found, in words: each mistake's
sentences ("Turn 12, White moves 3 to 4: the position gets worse by about
2 men. ..."), its verdict, and a sentence for a player with none.

review.py finds the mistakes and checks them with the deeper look; this
module only says them, in the words of the hints.  Nothing here searches,
prints or asks.
"""

import rules
from board import PLAYERS, opponent
from teaching import deeper, lookahead
from words import texts
from words.catalogue import _, n_


def what_follows(state, played):
    """Return what the opponent can do at once after `played`, in words,
    or None: 'Black can close a mill on 21-22-23 next turn'."""
    given = lookahead.mills_given(state, played)
    if not given:
        return None
    return _('%(player)s can close a mill on %(mills)s next turn') % {
        'player': texts.colour_name(opponent(state.to_move)),
        'mills': lookahead.mills_in_words(given)}


def result_words(value):
    """Return a value that is a result in words: 'a win in 5 turns', 'a
    draw', 'a loss in 4 turns'."""
    turns = deeper.turns_to_end(value)
    if deeper.is_win(value):
        return n_('a win in %d turn', 'a win in %d turns', turns) % turns
    if deeper.is_loss(value):
        return n_('a loss in %d turn', 'a loss in %d turns', turns) % turns
    return _('a draw')


def exact_verdict(better_value, played_value):
    """Return what the turn of `played_value` cost against the better one,
    by the solved endgame: 'it turns a win in 5 turns into a draw (the
    solved endgame)' (the usual two cases whole sentences, for the
    translators)."""
    win, loss = (deeper.turns_to_end(value)
                 for value in (better_value, played_value))
    better_forced, played_forced = (
        deeper.is_win(value) or deeper.is_loss(value)
        for value in (better_value, played_value))
    if deeper.is_win(better_value) and not played_forced:
        return n_('it turns a win in %d turn into a draw (the solved '
                  'endgame)', 'it turns a win in %d turns into a draw (the '
                  'solved endgame)', win) % win
    if not better_forced and deeper.is_loss(played_value):
        return n_('it turns a draw into a loss in %d turn (the solved '
                  'endgame)', 'it turns a draw into a loss in %d turns (the '
                  'solved endgame)', loss) % loss
    return _('it turns %(better)s into %(played)s (the solved '
             'endgame)') % {'better': result_words(better_value),
                            'played': result_words(played_value)}


def verdict_words(state, played, better, better_value, played_value,
                  depth):
    """Return what `played` cost by the deeper look (`depth` turns ahead),
    in words: exact where the solved endgame knows both turns ('it turns a
    win in 5 turns into a draw'), else a forced result the search proves,
    else about how many men (never more than the player has)."""
    if deeper.is_exact(state, played) and deeper.is_exact(state, better):
        return exact_verdict(better_value, played_value)
    win_turns = deeper.turns_to_end(better_value)
    if deeper.is_loss(played_value) and deeper.is_win(better_value):
        return n_('it loses by force: %(result)s, where the better turn '
                  'wins in %(turns)d turn',
                  'it loses by force: %(result)s, where the better turn '
                  'wins in %(turns)d turns', win_turns) % {
            'result': result_words(played_value), 'turns': win_turns}
    if deeper.is_loss(played_value):
        return _('it loses by force: %s, where the better turn loses no '
                 'game by force') % result_words(played_value)
    if deeper.is_win(better_value):
        return n_('it misses a forced win: the better turn wins in '
                  '%(turns)d turn, and after this one the computer finds no '
                  'win looking %(depth)d turns ahead',
                  'it misses a forced win: the better turn wins in '
                  '%(turns)d turns, and after this one the computer finds '
                  'no win looking %(depth)d turns ahead', win_turns) % {
            'turns': win_turns, 'depth': depth}
    men = min(int(round((better_value - played_value) / 100.0)),
              rules.men_left(state, state.to_move))
    if men <= 1:
        return _('the position gets worse by about a man')
    return n_('the position gets worse by about %d man',
              'the position gets worse by about %d men', men) % men


def mistake_text(mistake):
    """Return the sentences that show one mistake (without its board):
    'Turn 12, White moves 3 to 4: the position gets worse by about 2
    men. ...'."""
    name = texts.colour_name(mistake.player)
    sentences = [_('Turn %(number)d, %(player)s %(turn)s: %(verdict)s.') % {
        'number': mistake.number, 'player': name,
        'turn': texts.describe_turn(mistake.before, mistake.played, 'brief'),
        'verdict': mistake.verdict}]
    if mistake.what_follows:
        sentences.append(_('After it, %s.') % mistake.what_follows)
    sentences.append(_('Better: %(player)s %(turn)s (it %(why)s).') % {
        'player': name,
        'turn': texts.describe_turn(mistake.before, mistake.better, 'brief'),
        'why': mistake.why})
    return ' '.join(sentences)


def review_summary(mistakes, players=PLAYERS):
    """Return one sentence per reviewed player with no mistakes found."""
    named = set(m.player for m in mistakes)
    return [_("The review found no turn where %s's position got much "
              "worse.") % texts.colour_name(player) for player in players
            if player not in named]
