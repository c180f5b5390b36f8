"""mistake_puzzles.py - a student's own mistakes as puzzles: "find a better
turn than 13 to 5".

After a review (review.py) the student may play each mistake again, from
the position before it, and look for a better turn than the one played.
The review's search found the mistake; here a deeper look checks it first
and judges the student's new turns: the top level's search DEEPER_BY turns
deeper than the review's (it takes the exact values of the solved
endgames wherever its search reaches three men against three or four).
A mistake that deeper look does not confirm is not set as a puzzle, and a
turn is called better only where that look finds it better by at least
CLEARLY_BETTER.  Nothing here prints or asks.
"""

import random
from collections import namedtuple

import rules
from board import PLAYER_NAMES
from computer import computer_player
from teaching import hints, review
from words import texts

# How much deeper than the review the judge looks, in turns, and the gain
# (in hundredths of a man: 100 is about one man) that makes a turn better.
DEEPER_BY = 2
CLEARLY_BETTER = 50

# A mistake set as a puzzle: the review's Mistake, the Value the deeper
# look gives the turn played, and its best turn with that turn's Value.
MistakePuzzle = namedtuple('MistakePuzzle', 'mistake played best best_value')

# What the deeper look says of a turn: its value for the player to move
# before it (larger is better) and how many turns deep it looked, the turn
# itself included.
Value = namedtuple('Value', 'value depth')

# The judgement of a student's turn: `better` is True when the deeper look
# finds it better than the turn played; `sentence` says how it compares.
Verdict = namedtuple('Verdict', 'better sentence')


def judge_depth():
    """Return how many turns deep the judge searches from the position
    before a mistake."""
    return review.REVIEW_DEPTH + DEEPER_BY


def turn_value(state, turn):
    """Return the deeper look's Value of `turn` for the player to move in
    `state`."""
    after = rules.next_state(state, turn)
    if rules.outcome(after) is not None:        # the game is over: exact
        return Value(-review.search_value(after, 0)[1], 1)
    found = computer_player.think(after, review.REVIEW_LEVEL,
                                  random.Random(0),
                                  max_depth=judge_depth() - 1)
    return Value(-found.value, found.depth + 1)


def confirmed_puzzles(mistakes, progress=None):
    """Return a MistakePuzzle for each of the review's `mistakes` the deeper
    look confirms: its best turn is better than the one played by at least
    CLEARLY_BETTER.  `progress(done, total)`, if given, is called after
    each (a second or two each)."""
    found = []
    for done, mistake in enumerate(mistakes, 1):
        best, _ = review.search_value(mistake.before, judge_depth())
        if best is not None and best != mistake.played:
            played = turn_value(mistake.before, mistake.played)
            best_value = turn_value(mistake.before, best)
            if best_value.value - played.value >= CLEARLY_BETTER:
                found.append(MistakePuzzle(mistake, played, best,
                                           best_value))
        if progress is not None:
            progress(done, len(mistakes))
    return found


def task_text(puzzle):
    """Return the task: 'Turn 35: White moved 13 to 5 and removed 12. Find
    a better turn than 13 to 5.'"""
    mistake = puzzle.mistake
    return 'Turn %d: %s %s. Find a better turn than %s.' % (
        mistake.number, PLAYER_NAMES[mistake.player],
        texts.describe_turn(mistake.before, mistake.played, 'brief'),
        turn_words(mistake.before, mistake.played))


def turn_words(state, turn):
    """Return a turn as typed, '13 to 5' or 'placing on 8' (its removal
    left out)."""
    if turn.source is None:
        return 'placing on %d' % turn.target
    return '%d to %d' % (turn.source, turn.target)


def judge(puzzle, turn):
    """Return the Verdict on the student's `turn` (a legal Turn) in the
    position before the mistake."""
    mistake = puzzle.mistake
    played = turn_words(mistake.before, mistake.played)
    if turn == mistake.played:
        return Verdict(False, 'That is the turn played in the game; look for '
                              'another.')
    value = turn_value(mistake.before, turn)
    gain = value.value - puzzle.played.value
    deep = 'in a search %d turns deep' % min(
        value.depth, puzzle.played.depth)
    if gain >= CLEARLY_BETTER:
        return Verdict(True, 'Yes: that is better than %s, by %s %s.'
                       % (played, review.drop_words(gain), deep))
    if gain > -CLEARLY_BETTER:
        return Verdict(False, 'That is about as good as %s %s, not better.'
                       % (played, deep))
    return Verdict(False, 'That is worse than %s, by %s %s.'
                   % (played, review.drop_words(-gain), deep))


def answer_text(puzzle):
    """Return the answer: the deeper look's best turn, why, and by how much
    it is better than the turn played."""
    mistake = puzzle.mistake
    return 'The answer: %s %s (it %s); it is better than %s by %s.' % (
        PLAYER_NAMES[mistake.player],
        texts.describe_turn(mistake.before, puzzle.best, 'brief'),
        hints.explain_fully(mistake.before, puzzle.best),
        turn_words(mistake.before, mistake.played),
        review.drop_words(puzzle.best_value.value - puzzle.played.value))
