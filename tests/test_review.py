"""Tests of review.py: a review of a game with a known blunder finds that
turn and the better one, in the words of the hints."""

from teaching import review
import rules
from board import BLACK, WHITE
from rules import Turn
from test_computer import WINNING_MILL, position

# The review's search, kept small so the tests are quick.
DEPTH = 3


def play(start, turns):
    """Return the state after `turns`, each checked by the rules."""
    state = start
    for turn in turns:
        state = rules.apply_turn(state, turn)
    return state


# Black to move, five men each: White threatens to close 12-13-14 on 14
# (its man on 23 steps there); Black's man on 2 can stand there first.
MUST_BLOCK = position('..B/W../..B/.B.WW./.B./.W./B.W', BLACK)


def test_a_turn_that_lets_the_opponent_close_a_mill_is_found():
    # Black steps 21 -> 22 instead, and White closes 12-13-14.
    start = MUST_BLOCK
    turns = [Turn(21, 22), Turn(23, 14, 10), Turn(16, 15)]
    play(start, turns)
    seen = []
    mistakes = review.review_game(start, turns, depth=DEPTH,
                                  progress=lambda *done: seen.append(done))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    assert [m.number for m in mistakes] == [1]
    mistake = mistakes[0]
    assert (mistake.player, mistake.played) == (BLACK, Turn(21, 22))
    assert mistake.better == Turn(2, 14)
    assert mistake.why == "blocks White's mill on 12-13-14"
    assert mistake.what_follows == \
        "White closes a mill on 12-13-14 on White's next turn"
    assert mistake.drop >= review.MISTAKE_DROP
    assert mistake.before == start
    text = review.mistake_text(mistake)
    assert text.startswith('Turn 1, Black moves 21 to 22: the position gets '
                           'worse by about')
    assert text.endswith("Better: Black moves 2 to 14 (it blocks White's "
                         "mill on 12-13-14).")


def test_a_missed_winning_mill_is_found():
    start = position(WINNING_MILL)
    played = Turn(10, 11)
    mistakes = review.review_game(start, [played], players=(WHITE,),
                                  depth=DEPTH)
    assert len(mistakes) == 1
    mistake = mistakes[0]
    assert mistake.played == played
    assert mistake.better.target == 2 and mistake.better.source == 14
    assert mistake.why.startswith('closes a mill') \
        and mistake.why.endswith('wins the game')
    assert 'worse by a whole result' in review.mistake_text(mistake)


def test_good_turns_give_an_empty_review_that_says_so():
    start = MUST_BLOCK
    turns = [Turn(2, 14)]
    assert review.review_game(start, turns, depth=DEPTH) == []
    assert review.review_summary([]) == [
        "The review found no turn where White's position got much worse.",
        "The review found no turn where Black's position got much worse."]


def test_at_most_three_mistakes_per_player_are_kept_the_largest():
    made = [review.Mistake(number, WHITE, None, None, None, '', None, drop)
            for number, drop in enumerate([200, 900, 300, 150, 800], 1)]
    kept = review.largest_per_player(made)
    assert [m.number for m in kept] == [2, 3, 5]
