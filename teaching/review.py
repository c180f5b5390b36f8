"""review.py - after a game: the few turns where a player's position got much
worse, the better turn and why.

review_game(start, turns) goes over a finished (or unfinished) game.  For
each turn of the reviewed players a quick search (REVIEW_DEPTH turns deep)
compares the best turn with the turn played; where the turn played looks
worse by at least MISTAKE_DROP (in the computer's values: 100 is about one
man), the deeper look of deeper.py checks it before anything is said:
  * a turn that keeps a forced win is never a mistake, even a slower win;
  * the better turn is the best by the deeper look, and never one that
    lets the opponent close a mill at once when the turn played did not;
  * the deeper look must still find the turn played worse by
    CONFIRMED_DROP, and the verdict says what it finds: exact in the
    solved endgames ("it turns a win in 5 turns into a draw"), a forced
    result where the search proves one, else about how many men (never
    more than the player has);
  * where the solved endgames know one of the two turns exactly, only a
    result (a win missed, a loss made) makes a mistake, never a guess;
  * where every turn lets the opponent close a mill (the better turn's
    reason says "as every turn here does"), only a proven result, or a
    mill the better turn closes first, makes a mistake;
  * in the placing phase the cost must show on the board by the
    opponent's next turn, or the deeper look must prove a result (it is
    not asked where no mill is near and the quick search sees none).
The deeper look checks the largest drops first, and a player's only until
MOST_PER_PLAYER of them are confirmed; the quick
search leaves out those the deeper look would let go (a turn that leaves
its player far ahead, or where the best turn leaves them far behind, or
where every turn gives a mill away and no result is in sight), and does
not search at all early in the placing, where nothing could be found
(nothing_to_find).
Those confirmed are returned, in the order they were played, with the
position before, the turn played, the better turn and why, in the words of
the hints (review_words.py says them).  deeper.py remembers its searches,
so the review's puzzles do not search them again.  Nothing here prints or
asks; a long review reports its progress to a callback.
"""

from collections import namedtuple

import rules
from board import PLAYERS, opponent
from computer import search_root, win_values
from computer.search import QUIESCENCE_DEPTH
from teaching import deeper, hints, lookahead
from teaching.review_words import verdict_words, what_follows

# The depth of the review's quick search and the most positions it
# visits, the drop that makes a mistake, and how many to show.
# EXPERIMENT: a depth of 4 reviews about twice as fast and finds less.
REVIEW_DEPTH = 5
REVIEW_NODES = 20000
MISTAKE_DROP = 80
CONFIRMED_DROP = 50     # what the deeper look must still find: half a man
# A turn that leaves its player this far ahead (300: about three men) is not
# called a mistake (a forced win missed, or men lost): the win may well
# come later than the look.
CLEARLY_AHEAD = 300
# A better turn that still leaves its player this far behind is not offered:
# it may lose as surely as the turn played, only later than the look.
CLEARLY_BEHIND = -300
MOST_PER_PLAYER = 3

# A mistake: `number` is the turn's place in the game (1 = the first turn),
# `before` the rules.State before it, `played` and `better` Turns, `why` the
# reason for the better turn (as a hint says it), `what_follows` what the
# played turn lets the opponent do at once, or None, `drop` the value lost
# by the deeper look, and `verdict` what the turn cost, in words (see
# verdict_words).
Mistake = namedtuple('Mistake', 'number player before played better why '
                                'what_follows drop verdict')

# A turn the quick search finds worse than its best by MISTAKE_DROP or
# more, for the deeper look to check: `number`, `before` and `played` as in
# a Mistake, `suggested` the quick search's best turn and `drop` how much
# worse it finds the turn played.
Candidate = namedtuple('Candidate', 'number before played suggested drop')


def search_rounds(state, depth):
    """Return [(best turn, value for the player to move)] of `state`, one
    for each depth from 1 on that the quick search completed (at most
    `depth`, and REVIEW_NODES positions); at the end of the game [(None,
    its value)]."""
    result = rules.outcome(state)
    if result is None:
        return deeper.search_rounds(state, depth, REVIEW_NODES)
    if result.winner is None:
        return [(None, 0)]
    won = result.winner == state.to_move
    return [(None, win_values.WIN if won else -win_values.WIN)]


def quick_look(state, played, depth=REVIEW_DEPTH, after_depth=None):
    """Return (better turn, its value, the value of `played`) for the
    player to move in `state` by the quick search `depth` turns deep (the
    turn played and the opponent's `depth - 1` after it); (played, its
    value, the same value) when played is the best.  The position after
    `played` is searched `after_depth` turns deep (at least depth - 1; as
    deep as its own review needs, so that one search serves both).  The
    deeper look (confirmed_drop) checks what it finds."""
    rounds = search_rounds(state, depth)
    better, best = rounds[-1]
    if better == played:
        return played, best, best
    after_rounds = search_rounds(rules.next_state(state, played),
                                 after_depth or depth - 1)
    reply_depth = max(1, min(len(rounds) - 1, len(after_rounds)))
    played_value = -after_rounds[reply_depth - 1][1]
    if played_value >= best:
        return played, best, best
    return better, best, played_value


def worth_a_deeper_look(state, played, suggested, best, played_value):
    """Return True if the quick search's values of the best turn in `state`
    (`suggested`) and of `played` make a mistake the deeper look may
    confirm: worse by MISTAKE_DROP or more, with the turn played not
    leaving its player CLEARLY_AHEAD nor the best CLEARLY_BEHIND (the
    deeper look lets those go: in the tuning games it found them so in
    every case), a cost that could show soon, or a win missed (see
    shows_nothing_soon), and, where every turn lets the opponent close a
    mill, a better turn that closes one first or a result in sight (the
    deeper look confirms nothing else there: see takes_a_man_first)."""
    drop = best - played_value
    result_in_sight = any(deeper.is_win(value) or deeper.is_loss(value)
                          for value in (best, played_value))
    return (drop >= MISTAKE_DROP and played_value < CLEARLY_AHEAD
            and best > CLEARLY_BEHIND
            and (deeper.is_win(drop) or not shows_nothing_soon(state,
                                                                played))
            and (result_in_sight or takes_a_man_first(state, played,
                                                      suggested)))


def nothing_to_find(state, played, depth):
    """Return True if the quick look at `played` in `state` (`depth` turns
    deep) cannot make a turn worth a deeper look, so that it need not
    search: nothing can show by the opponent's next turn
    (shows_nothing_soon), and no won or lost game is within the reach of
    either quick search (result_out_of_reach), so only a guess of the
    search's count could tell the turns apart."""
    return (shows_nothing_soon(state, played)
            and result_out_of_reach(state, depth))


def result_out_of_reach(state, depth):
    """Return True if no won or lost game can lie within the reach of the
    quick searches of a turn in `state` (the position before it, and after
    it, `depth` turns deep, and the mills that follow QUIESCENCE_DEPTH
    turns further).  In `reach` turns each player plays at most
    `turns_each`, and loses at most a man each time: a player with a man
    in hand left at every turn cannot be blocked (nor reach the solved
    endgames), and one with rules.FEWEST_MEN left after so many losses has
    not lost.  Within them the placing does not end, so the search extends no
    line.  (The double-mill option is searched otherwise: not counted.)"""
    reach = 1 + depth + QUIESCENCE_DEPTH
    turns_each = (reach + 1) // 2
    return search_root.is_searchable(state) and all(
        rules.men_in_hand(state, player) > turns_each
        and rules.men_left(state, player) - turns_each >= rules.FEWEST_MEN
        for player in PLAYERS)


def gives_a_mill(state, turn):
    """Return True if the opponent can close a mill right after `turn`
    (and the game goes on)."""
    return bool(lookahead.mills_given(state, turn))


def confirmed_drop(state, played, suggested):
    """Return (better turn, its value, the played turn's value, how many
    turns ahead the deeper look compared them) by the deeper look, or None
    if it finds the better turn no better than `played` by CONFIRMED_DROP,
    or `played` keeps a forced win.

    The better turn is `suggested` (the quick search's), unless it lets the
    opponent close a mill at once when `played` does not: then the deeper
    look's own best turn, if that does not either; and a turn that gives a
    mill away only where hints.safer_turn keeps it.  Where one turn wins or
    loses by force and the other does not, both are looked at again,
    deeper (deeper.SURER), before a result is called lost; no turn that
    leaves its player CLEARLY_AHEAD is called a mistake, and no better turn
    is offered that leaves its player CLEARLY_BEHIND.  Where the solved
    endgames know one of the two turns exactly, only a result tells them
    apart (a win missed, a loss made): an exact draw against the search's
    guess of so many men is no verdict.
    """
    better = suggested
    if gives_a_mill(state, better) and not gives_a_mill(state, played):
        better = deeper.best_turn(state)[0]
        if better == played or gives_a_mill(state, better):
            return None
    better = hints.safer_turn(state, better)
    if better == played:
        return None
    (better_value, played_value), depth = deeper.values_of(
        state, (better, played))
    if played_value >= CLEARLY_AHEAD:
        return None                  # a win kept, or perhaps kept
    solved = deeper.is_exact(state, better) or deeper.is_exact(state, played)
    if one_forced(better_value, played_value) or (
            solved and better_value - played_value >= CONFIRMED_DROP):
        (better_value, played_value), depth = deeper.surer_values_of(
            state, (better, played))
    if deeper.is_win(played_value):
        return None                  # a win kept, perhaps a slower one
    if solved and not one_forced(better_value, played_value):
        return None                  # an exact result against a guess
    if (better_value - played_value < CONFIRMED_DROP
            or better_value <= CLEARLY_BEHIND):
        return None
    return better, better_value, played_value, depth


def one_forced(better_value, played_value):
    """Return True if the deeper look finds a forced result (a win or a
    loss) for one of two turns and not the same for the other."""
    return (deeper.is_win(better_value) != deeper.is_win(played_value)
            or deeper.is_loss(better_value) != deeper.is_loss(played_value))


def confirmed_mistake(candidate):
    """Return the Mistake of a Candidate if the deeper look confirms it,
    else None."""
    number, state, played, suggested, unused = candidate
    confirmed = confirmed_drop(state, played, suggested)
    if confirmed is None:
        return None
    better, better_value, played_value, depth = confirmed
    if not (is_forced(better_value, played_value)
            or shows_next_turn(state, played, better)):
        return None
    if not (is_forced(better_value, played_value)
            or takes_a_man_first(state, played, better)):
        return None
    return Mistake(number, state.to_move, state, played, better,
                   hints.explain_fully(state, better, chosen=True),
                   what_follows(state, played),
                   min(better_value - played_value, win_values.WIN),
                   verdict_words(state, played, better, better_value,
                                 played_value, depth))


def is_forced(better_value, played_value):
    """Return True if the deeper look proves a result for either turn: a
    forced win or loss, exact in the solved endgames."""
    return any(deeper.is_win(value) or deeper.is_loss(value)
               for value in (better_value, played_value))


def shows_next_turn(state, played, better):
    """Return True if what `played` costs against `better` shows on the
    board by the opponent's next turn: `played` lets the opponent close a
    mill and `better` does not, or `better` closes a mill or blocks one.
    In the placing phase a difference that shows no sooner is a guess of
    the search's count, which a deeper look often does not share."""
    if rules.phase(state, state.to_move) != rules.PLACING:
        return True
    other = opponent(state.to_move)
    return ((gives_a_mill(state, played) and not gives_a_mill(state, better))
            or better.removed is not None
            or better.target in rules.closable_points(state, other))


def takes_a_man_first(state, played, better):
    """Return True unless every turn in `state` lets the opponent close a
    mill next turn (the better turn's reason says so) and `better` does not
    close one itself where `played` does not: a man lost whatever the
    player does is no mistake, unless the deeper look proves a result."""
    return (not hints.every_turn_gives_a_mill(state)
            or (better.removed is not None and played.removed is None))


def shows_nothing_soon(state, played):
    """Return True if, in the placing phase, no turn's cost could show on
    the board by the opponent's next turn (see shows_next_turn): neither
    player can close a mill, and `played` gives none away."""
    player = state.to_move
    return (rules.phase(state, player) == rules.PLACING
            and not rules.closable_points(state, player)
            and not rules.closable_points(state, opponent(player))
            and not gives_a_mill(state, played))


def review_game(start, turns, players=PLAYERS, depth=REVIEW_DEPTH,
                progress=None):
    """Return the Mistakes of `players` in the game `turns` played from the
    rules.State `start`: at most MOST_PER_PLAYER each, the largest, in the
    order played; an empty list when there are none.

    `progress(done, total)`, if given, is called after each turn's quick
    search; the deeper look's checks follow the last.
    """
    return largest_confirmed(candidates(start, turns, players, depth,
                                        progress))


def candidates(start, turns, players, depth, progress=None):
    """Return the Candidates of `players` in the game `turns` played from
    `start`: the turns the quick search (`depth` turns deep) finds worth a
    deeper look (worth_a_deeper_look), in the order played."""
    state, found = start, []
    for number, turn in enumerate(turns, 1):
        if (state.to_move in players and len(rules.legal_turns(state)) > 1
                and not nothing_to_find(state, turn, depth)):
            next_reviewed = opponent(state.to_move) in players
            suggested, best, played_value = quick_look(
                state, turn, depth, depth if next_reviewed else None)
            if worth_a_deeper_look(state, turn, suggested, best,
                                   played_value):
                found.append(Candidate(number, state, turn, suggested,
                                       min(best - played_value,
                                           win_values.WIN)))
        if progress is not None:
            progress(number, len(turns))
        state = rules.next_state(state, turn)
    return found


def largest_confirmed(found):
    """Return the Mistakes of the Candidates `found` that the deeper look
    confirms, in the order played: the largest drops are checked first,
    and a player's are checked until MOST_PER_PLAYER are confirmed."""
    kept = []
    for candidate in sorted(found, key=lambda candidate: -candidate.drop):
        player = candidate.before.to_move
        if [m.player for m in kept].count(player) < MOST_PER_PLAYER:
            mistake = confirmed_mistake(candidate)
            if mistake is not None:
                kept.append(mistake)
    return sorted(kept, key=lambda m: m.number)


