"""review.py - after a game: the few turns where a player's position got much
worse, the better turn and why.

review_game(start, turns) goes over a finished (or unfinished) game: for
each turn of the reviewed players it compares the value the computer's
search gives the best turn with the value of the turn played.  Where the
played turn is worse by at least MISTAKE_DROP (in the computer's values:
100 is about one man), it is a mistake; the largest MOST_PER_PLAYER of
each player are returned, in the order they were played, with the position
before, the turn played, the better turn and why, in the words of the
hints.  Nothing
here prints or asks; a long review reports its progress to a callback.
"""

import random
from collections import namedtuple

import rules
from board import PLAYER_NAMES, PLAYERS
from computer import computer_player, levels, win_values
from teaching import hints, lookahead
from words import texts

# The level and depth of the review's search, the drop that makes a
# mistake, and how many to show.
# EXPERIMENT: a depth of 4 reviews about twice as fast and finds less.
REVIEW_LEVEL = levels.TOP_LEVEL
REVIEW_DEPTH = 5
MISTAKE_DROP = 80
MOST_PER_PLAYER = 3

# A mistake: `number` is the turn's place in the game (1 = the first turn),
# `before` the rules.State before it, `played` and `better` Turns, `why` the
# reason for the better turn (as a hint says it), `what_follows` what the
# played turn lets the opponent do, or None, and `drop` the value lost.
Mistake = namedtuple('Mistake', 'number player before played better why '
                                'what_follows drop')


def search_value(state, depth, level=REVIEW_LEVEL):
    """Return (best turn, value for the player to move) of `state` searched
    `depth` turns deep; at the end of the game (None, its value)."""
    result = rules.outcome(state)
    if result is not None:
        if result.winner is None:
            return None, 0
        won = result.winner == state.to_move
        return None, win_values.WIN if won else -win_values.WIN
    found = computer_player.think(state, level, random.Random(0),
                                  max_depth=depth)
    return found.turn, found.value


def value_drop(state, played, depth=REVIEW_DEPTH, level=REVIEW_LEVEL):
    """Return (better turn, how much worse `played` is than it) for the
    player to move in `state`; (played, 0) when played is as good."""
    better, best = search_value(state, depth, level)
    if better == played:
        return played, 0
    _, after = search_value(rules.next_state(state, played), depth - 1,
                            level)
    drop = best - (-after)
    if drop <= 0:
        return played, 0
    return better, min(drop, win_values.WIN)


def what_follows(state, played):
    """Return what the opponent does after `played` in the line the search
    expects, in words, or None."""
    found = lookahead.opponent_mill_soon(state, played)
    if found is None:
        return None
    index, mover_state, mill_turn = found
    other = mover_state.to_move
    return '%s %s %s' % (PLAYER_NAMES[other],
                         lookahead.mill_words(mover_state, mill_turn),
                         lookahead.when_in_line(other, index))


def drop_words(drop):
    """Return a value drop in words: 'about a man', 'about 2 men', or 'a
    whole result' when a win or a draw the search saw is lost."""
    if drop > win_values.WIN_LIMIT:
        return 'a whole result (a win or a draw the computer saw is lost)'
    men = int(round(drop / 100.0))
    if men <= 1:
        return 'about a man'
    return 'about %d men' % men


def review_game(start, turns, players=PLAYERS, depth=REVIEW_DEPTH,
                level=REVIEW_LEVEL, progress=None):
    """Return the Mistakes of `players` in the game `turns` played from the
    rules.State `start`: at most MOST_PER_PLAYER each, the largest, in the
    order played; an empty list when there are none.

    `progress(done, total)`, if given, is called after each turn weighed.
    """
    state, found = start, []
    for number, turn in enumerate(turns, 1):
        player = state.to_move
        if player in players and len(rules.legal_turns(state)) > 1:
            better, drop = value_drop(state, turn, depth, level)
            if drop >= MISTAKE_DROP:
                found.append(Mistake(number, player, state, turn, better,
                                     hints.explain_fully(state, better),
                                     what_follows(state, turn), drop))
        if progress is not None:
            progress(number, len(turns))
        state = rules.next_state(state, turn)
    return largest_per_player(found)


def largest_per_player(mistakes):
    """Return the MOST_PER_PLAYER largest mistakes of each player, in the
    order they were played."""
    kept = []
    for player in PLAYERS:
        own = [m for m in mistakes if m.player == player]
        own.sort(key=lambda m: -m.drop)
        kept.extend(own[:MOST_PER_PLAYER])
    return sorted(kept, key=lambda m: m.number)


def mistake_text(mistake):
    """Return the sentences that show one mistake (without its board):
    'Turn 12, White moves 3 to 4: the position gets worse by about 2
    men. ...'."""
    name = PLAYER_NAMES[mistake.player]
    played = texts.describe_turn(mistake.before, mistake.played, 'brief')
    better = texts.describe_turn(mistake.before, mistake.better, 'brief')
    text = 'Turn %d, %s %s: the position gets worse by %s.' % (
        mistake.number, name, played, drop_words(mistake.drop))
    if mistake.what_follows:
        text += ' After it, %s.' % mistake.what_follows
    return text + ' Better: %s %s (it %s).' % (name, better, mistake.why)


def review_summary(mistakes, players=PLAYERS):
    """Return one sentence per reviewed player with no mistakes found."""
    named = set(m.player for m in mistakes)
    return ['The review found no turn where %s\'s position got much worse.'
            % PLAYER_NAMES[player] for player in players
            if player not in named]

