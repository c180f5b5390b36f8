"""Tests of review.py: a review of a game with a known blunder finds that
turn and the better one, in the words of the hints."""

import pytest

from computer import endgame, endgame_positions, win_values
from game_files.record_reading import parse_record
from teaching import review, review_words
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
        "White can close a mill on 12-13-14 next turn"
    assert mistake.drop >= review.CONFIRMED_DROP
    assert mistake.before == start
    text = review_words.mistake_text(mistake)
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
    # Three men against four: the solved endgame's exact values.
    assert endgame.value_after_turn(endgame.solution(), start, played) == \
        (endgame.LOST, 24)
    assert (': it turns a win in 1 turn into a loss in 24 turns (the solved '
            'endgame).' in review_words.mistake_text(mistake))


def test_good_turns_give_an_empty_review_that_says_so():
    start = MUST_BLOCK
    turns = [Turn(2, 14)]
    assert review.review_game(start, turns, depth=DEPTH) == []
    assert review_words.review_summary([]) == [
        "The review found no turn where White's position got much worse.",
        "The review found no turn where Black's position got much worse."]


def test_at_most_three_mistakes_per_player_are_kept_the_largest(
        monkeypatch):
    # Every candidate the deeper look checks is confirmed, but turn 5's:
    # the largest drops are checked first, until three are confirmed.
    before = rules.initial_state()
    found = [review.Candidate(number, before, None, None, drop)
             for number, drop in enumerate([200, 900, 300, 150, 800, 500], 1)]
    checked = []

    def confirm(candidate):
        checked.append(candidate.number)
        if candidate.number == 5:
            return None
        return review.Mistake(candidate.number, WHITE, before, None, None,
                              '', None, candidate.drop, '')

    monkeypatch.setattr(review, 'confirmed_mistake', confirm)
    kept = review.largest_confirmed(found)
    assert [m.number for m in kept] == [2, 3, 6]
    assert checked == [2, 5, 6, 3]


# --- The review of a game won against 'beginner' (issue 24) ----------------

# A student (White) beat the computer at 'beginner'.  At turn 35 White's
# 13 -> 5 still wins by force, only more slowly than 11 -> 15; at turn 17
# Black has men on 21 and 23 with 22 empty, so placing on 8 (a threat of
# White's own) lets Black close 21-22-23 first.
WON_AGAINST_BEGINNER = """\
1. d6 d2 2. b4 f4 3. b6 f2 4. f6xd2 b2 5. d2 a1 6. d5 d7 7. a4 e4 8. c4xf4 g1
9. d1 g4 10. f6-f4 d7-g7xd6 11. d5-d6 g7-d7 12. f4-f6xg4 d7-a7 13. f6-f4 g1-g4
14. f4-f6xf2 a7-d7 15. f6-f4 d7-g7 16. f4-f6xg4 e4-e3 17. f6-f4 e3-e4
18. f4-f6xe4 a1-g1 19. c4-c3 g1-c4 20. c3-d3xb2 1-0
"""


@pytest.fixture(scope='module')
def review_of_the_won_game():
    """Return the record of the game above and the review of its turns."""
    record = parse_record(WON_AGAINST_BEGINNER)
    return record, review.review_game(record.start, record.turns)


@pytest.mark.slow
def test_a_turn_that_keeps_a_won_game_won_is_no_mistake(
        review_of_the_won_game):
    record, mistakes = review_of_the_won_game
    assert record.turns[34] == Turn(13, 5, 12)
    assert 35 not in [m.number for m in mistakes]
    for mistake in mistakes:
        assert 'whole result' not in review_words.mistake_text(mistake) \
            or mistake.number != 35


@pytest.mark.slow
def test_no_better_turn_lets_the_opponent_close_a_mill_at_once(
        review_of_the_won_game):
    record, mistakes = review_of_the_won_game
    before_17 = record.states[16]
    assert rules.closable_points(before_17, BLACK) == {22}
    for mistake in mistakes:
        other = rules.opponent(mistake.player)
        after = rules.next_state(mistake.before, mistake.better)
        played = rules.next_state(mistake.before, mistake.played)
        assert not rules.closable_points(after, other) \
            or rules.closable_points(played, other), mistake
    assert all(m.better != Turn(None, 8) for m in mistakes if m.number == 17)


def test_no_better_turn_is_offered_that_leaves_its_player_far_behind(
        monkeypatch):
    # Both turns leave White far behind: the better one may lose as surely,
    # only later than the deeper look sees; a turn that keeps White in the
    # game is offered.
    state = rules.initial_state()
    played, better = Turn(None, 0), Turn(None, 1)
    for better_value, offered in ((-800, False), (-200, True)):
        values = {played: -906, better: better_value}
        monkeypatch.setattr(
            review.deeper, 'values_of', lambda state, turns, *depth: (
                tuple(values[turn] for turn in turns), 10))
        confirmed = review.confirmed_drop(state, played, better)
        assert (confirmed is not None) == offered


def test_in_placing_a_mistake_shows_on_the_board_by_the_next_turn():
    from test_hints import BLACK_MILL_FIRST     # White to place; Black
    state = BLACK_MILL_FIRST                    # can close 21-22-23
    assert review.shows_next_turn(state, Turn(None, 8), Turn(None, 22))
    empty = rules.initial_state()           # no mill near: only a guess
    assert not review.shows_next_turn(empty, Turn(None, 0), Turn(None, 1))
    assert review.shows_next_turn(MUST_BLOCK, Turn(21, 22), Turn(2, 14))


# --- Verdicts that say only what was shown ---------------------------------

# Black (9, 21, 23) flies against five: 23 -> 0 closes 0-9-21 and leaves
# three against four, a draw by the solved endgame; 21 -> 7 leaves three
# against five, which the solution does not know: only the search's guess.
FLYING_AGAINST_FIVE = position('....W....B..WWW......BWB', BLACK)


@pytest.mark.slow
def test_an_exact_draw_against_a_guess_is_no_mistake():
    start, played = FLYING_AGAINST_FIVE, Turn(21, 7)
    mill = Turn(23, 0, 22)
    assert endgame.value_after_turn(endgame.solution(), start, mill) == \
        (endgame.DRAWN, 0)
    assert not endgame_positions.is_solved(rules.next_state(start, played))
    assert review.review_game(start, [played], (BLACK,)) == []


def test_worse_by_so_many_men_never_counts_more_men_than_the_player_has():
    # Black has three men: a guess of seven men lost is told as three.
    state, turns = FLYING_AGAINST_FIVE, rules.legal_turns(FLYING_AGAINST_FIVE)
    assert rules.men_left(state, BLACK) == 3
    assert review_words.verdict_words(state, turns[0], turns[1], 400, -300, 8) == \
        'the position gets worse by about 3 men'
    assert review_words.verdict_words(state, turns[0], turns[1], 200, 0, 8) == \
        'the position gets worse by about 2 men'


# Black to place: White's men on 0, 1, 3 and 4 open three mills (on 2, 5
# and 7) and Black can block one: every turn loses a man.
THREE_OPEN_MILLS = position('WW./WW./.../.B..B./.../.../...', BLACK, (5, 7))


@pytest.mark.slow
def test_no_mistake_where_every_turn_gives_a_mill_and_nothing_is_proven():
    state = THREE_OPEN_MILLS
    assert all(rules.closable_points(rules.next_state(state, turn), WHITE)
               for turn in rules.legal_turns(state))
    candidate = review.Candidate(1, state, Turn(None, 23), Turn(None, 2), 200)
    assert review.confirmed_mistake(candidate) is None


def test_where_every_turn_gives_a_mill_only_a_result_in_sight_is_looked_at(
        monkeypatch):
    # The deeper look could confirm nothing else there (see the test above),
    # so the quick search's candidate is not sent to it.
    state, played, suggested = THREE_OPEN_MILLS, Turn(None, 23), Turn(None, 2)
    assert not review.worth_a_deeper_look(state, played, suggested, 150, -50)
    assert review.worth_a_deeper_look(state, played, suggested,
                                      win_values.WIN - 9, -50)
    closing = [turn for turn in rules.legal_turns(state)
               if turn.removed is not None]
    assert not closing or review.worth_a_deeper_look(
        state, played, closing[0], 150, -50)


def test_early_in_the_placing_no_search_of_the_review_reaches_a_result():
    # Where result_out_of_reach says so, neither quick search of any turn
    # finds a won or lost game at any depth: the turn need not be searched.
    import random
    rng, depth, checked = random.Random(7), 3, 0
    for game in range(6):
        state = rules.initial_state()
        while rules.phase(state, state.to_move) == rules.PLACING:
            turn = rng.choice(rules.legal_turns(state))
            if review.result_out_of_reach(state, depth):
                checked += 1
                after = rules.next_state(state, turn)
                for rounds in (review.search_rounds(state, depth),
                               review.search_rounds(after, depth)):
                    assert all(abs(value) < win_values.WIN_LIMIT
                               for unused, value in rounds), state
            state = rules.next_state(state, turn)
    assert checked >= 6 * 5         # the first five turns of each game


def test_late_in_the_placing_a_result_may_be_within_reach():
    # White places its last man, and Black closes one of its two open
    # mills: White is left with two men and loses.
    fewer_men = position('W../.W./.../....../BB./.../BB.', WHITE, (1, 2))
    # Seven and eight men left, and White places on 4 and wins: Black, its
    # last man placed, has no step (met in a random game).
    blocked = position('BBB/..B/.../W..W.W/.../WWW/BBB', WHITE, (1, 1))
    for state in (fewer_men, blocked):
        assert not review.result_out_of_reach(state, review.REVIEW_DEPTH)
        assert not review.result_out_of_reach(state, 2)
        assert any(abs(value) > win_values.WIN_LIMIT for unused, value in
                   review.search_rounds(state, 2))
    assert review.result_out_of_reach(rules.initial_state(),
                                      review.REVIEW_DEPTH)


# --- The surer look ------------------------------------------------------

def test_the_surer_look_goes_on_deeper_and_the_same_whatever_is_kept(
        monkeypatch):
    # Smaller looks than the game's, so that the test is quick.
    monkeypatch.setattr(review.deeper, 'DEEP_NODES', 2000)
    monkeypatch.setattr(review.deeper, 'SURER', (12, 6000))
    state, turns = MUST_BLOCK, (Turn(2, 14), Turn(21, 22))
    review.deeper.forget()
    deeper_rounds = review.deeper.values_by_depth(state, turns, 10, 2000)
    surer = review.deeper.surer_values_of(state, turns)
    assert surer[1] > len(deeper_rounds)        # it looked further
    review.deeper.forget()          # neither the values nor the search kept
    assert review.deeper.surer_values_of(state, turns) == surer
    review.deeper.forget()
    review.deeper.values_of(state, turns, 10, 2000)
    review.deeper.GOING_ON.clear()  # the values kept, the search let go
    assert review.deeper.surer_values_of(state, turns) == surer
    review.deeper.forget()
