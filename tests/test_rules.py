"""Tests of rules.py, one or more per rule of RULES.md, named after the rule.

Positions are written as board strings (see board.board_from_string): the
rows of the board from top to bottom, 3/3/3/6/3/3/3 points, W, B or '.':

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

import random
import re

import pytest

import game_state
import rules
from words import turn_problems
from perft import perft
from board import BLACK, EMPTY, WHITE, board_from_string
from rules import (BLOCKED, DEFAULT_OPTIONS, MOVE_LIMIT, REPETITION,
                   THREE_MEN_LIMIT, TWO_MEN, IllegalTurn, Outcome, Turn,
                   apply_turn, legal_turns, outcome)


def position(text, to_move=WHITE, in_hand=(0, 0), **options):
    """Return a state set up from a board string, with options changed."""
    return rules.set_up_state(board_from_string(text), in_hand, to_move,
                              DEFAULT_OPTIONS._replace(**options))


def turns_between(state, source, target):
    """Return the legal turns of `state` that move from source to target."""
    return [turn for turn in legal_turns(state)
            if turn.source == source and turn.target == target]


def play(state, *turns):
    """Return the state after playing the turns, each checked by the rules."""
    for turn in turns:
        state = apply_turn(state, turn)
    return state


# White to move: moving 14 -> 2 closes the mill 0-1-2.  Black's men stand
# outside mills on 7, 15, 21 and 22.
MILL_NEXT = 'WW./.../.B./.....W/B../WW./BB.'


# --- Rule 1: two players, nine men each, White first unless chosen ---------

def assert_refused(state, turn, reason):
    """Assert that the rules refuse `turn` in `state`, and that the sentence
    a player reads about it (turn_problems.explain_illegal_turn) matches
    `reason`."""
    with pytest.raises(IllegalTurn):
        apply_turn(state, turn)
    sentence = turn_problems.explain_illegal_turn(state, turn)
    assert re.search(reason, sentence), sentence


def test_rule1_game_starts_with_empty_board_and_nine_men_in_hand_each():
    state = rules.initial_state()
    assert set(state.board) == {EMPTY}
    assert state.in_hand == (9, 9)
    assert state.to_move == WHITE


def test_rule1_players_may_choose_that_black_moves_first():
    assert rules.initial_state(first_player=BLACK).to_move == BLACK


def test_rule1_white_moves_first_unless_chosen_otherwise():
    white_first = play(rules.initial_state(), Turn(None, 4))
    assert white_first.board[4] == WHITE and white_first.to_move == BLACK
    black_first = play(rules.initial_state(first_player=BLACK), Turn(None, 4))
    assert black_first.board[4] == BLACK and black_first.to_move == WHITE
    assert black_first.in_hand == (9, 8)


# --- Rule 2: placing ----------------------------------------------------------

def test_rule2_placing_puts_a_man_from_hand_on_any_empty_point():
    state = play(rules.initial_state(), Turn(None, 4))
    assert state.board[4] == WHITE
    assert state.in_hand == (8, 9)
    targets = [turn.target for turn in legal_turns(state)]
    assert sorted(targets) == [p for p in range(24) if p != 4]
    assert all(turn.source is None for turn in legal_turns(state))


def test_rule2_placing_on_a_taken_point_is_illegal():
    state = play(rules.initial_state(), Turn(None, 4))
    assert_refused(state, Turn(None, 4), 'point 4 is taken')


def test_rule2_game_goes_on_by_moving_when_both_hands_are_empty():
    state = rules.initial_state()
    # Nine men each on points 0 to 17, White on the even ones: no mill closes.
    for target in range(18):
        state = apply_turn(state, Turn(None, target))
    assert state.in_hand == (0, 0)
    assert rules.phase(state, WHITE) == rules.MOVING
    assert all(turn.source is not None for turn in legal_turns(state))


def test_rule2_while_a_player_has_men_in_hand_they_cannot_move():
    state = position(MILL_NEXT, in_hand=(1, 0))
    assert_refused(state, Turn(14, 2), 'must place')


# --- Rule 3: moving along lines -------------------------------------------------

def test_rule3_a_man_moves_only_to_an_adjacent_empty_point():
    state = position(MILL_NEXT)
    for turn in legal_turns(state):
        assert turn.target in rules.ADJACENT[turn.source]
        assert state.board[turn.target] == EMPTY
        assert state.board[turn.source] == WHITE


def test_rule3_no_jumping_no_moving_onto_a_man_no_standing_still():
    state = position(MILL_NEXT)
    assert_refused(state, Turn(18, 3), 'not next to')        # 18 is two steps from 3
    assert_refused(state, Turn(0, 1), 'is taken')
    assert_refused(state, Turn(0, 0), 'another point')


def test_rule3_moving_a_man_of_the_other_player_is_illegal():
    state = position(MILL_NEXT)
    assert_refused(state, Turn(7, 4), "the man on 7 is Black's")


def test_rule3_a_move_must_change_the_position():
    state = position(MILL_NEXT)
    assert all(turn.source != turn.target for turn in legal_turns(state))
    assert_refused(state, Turn(18, 18), 'must take the man to another')


def test_rule3_no_passing_a_turn_must_say_where_the_man_goes():
    for state in (rules.initial_state(), position(MILL_NEXT)):
        for turn in (Turn(None, None), Turn(18, None)):
            assert_refused(state, turn, 'no passing')


# --- Rule 4: flying ---------------------------------------------------------------

# White has three men (0, 1, 14); Black has four.
THREE_AGAINST_FOUR = 'WW./.../.B./.....W/B../.../BB.'


def test_rule4_a_player_with_three_men_flies_to_any_empty_point():
    state = position(THREE_AGAINST_FOUR)
    assert rules.phase(state, WHITE) == rules.FLYING
    targets = {turn.target for turn in legal_turns(state) if turn.source == 0}
    assert targets == {p for p in range(24) if state.board[p] == EMPTY}


def test_rule4_only_the_player_with_three_men_flies():
    state = position(THREE_AGAINST_FOUR, to_move=BLACK)
    assert rules.phase(state, BLACK) == rules.MOVING
    for turn in legal_turns(state):
        assert turn.target in rules.ADJACENT[turn.source]


def test_rule4_no_flying_when_the_option_is_off():
    state = position(THREE_AGAINST_FOUR, flying=False)
    assert rules.phase(state, WHITE) == rules.MOVING
    for turn in legal_turns(state):
        assert turn.target in rules.ADJACENT[turn.source]


def test_rule4_a_player_with_three_men_still_placing_does_not_fly():
    state = position('WW./.../.../....../.../.../...', in_hand=(1, 9))
    assert rules.phase(state, WHITE) == rules.PLACING


# --- Rule 5: mills ------------------------------------------------------------------

def test_rule5_closing_a_mill_removes_one_opponent_man_in_the_same_turn():
    state = position(MILL_NEXT)
    turns = turns_between(state, 14, 2)
    assert sorted(turn.removed for turn in turns) == [7, 15, 21, 22]
    after = apply_turn(state, Turn(14, 2, 15))
    assert after.board[15] == EMPTY
    assert after.to_move == BLACK
    assert rules.men_removed(after, BLACK) == rules.men_removed(state, BLACK) + 1


def test_rule5_a_mill_can_close_next_turn_where_a_man_can_reach_the_gap():
    # White's 0-1 waits for 2, which the man on 14 can reach; 18-19 waits
    # for 20, but only 19, a man of that very line, stands next to it.
    state = position(MILL_NEXT)
    assert rules.closable_points(state, WHITE) == {2}
    assert rules.closable_mills(state, WHITE) == [(0, 1, 2)]   # the line
    # Black's 21-22 waits for 23, next to 22 (of the line) and White's 14:
    # none while moving, but a man placed or flying (three men) gets there.
    assert rules.closable_points(state, BLACK) == set()
    placing = position(MILL_NEXT, in_hand=(0, 1))
    assert rules.closable_points(placing, BLACK) == {23}
    assert rules.closable_mills(placing, BLACK) == [(21, 22, 23)]
    flying = position('WW./.../.B./.....W/.../WW./BB.', to_move=BLACK)
    assert rules.closable_points(flying, BLACK) == {23}


def test_rule5_a_mill_closing_turn_must_name_a_man_to_remove():
    state = position(MILL_NEXT)
    assert_refused(state, Turn(14, 2), 'must be removed')


def test_rule5_a_turn_that_closes_no_mill_removes_nothing():
    state = position(MILL_NEXT)
    assert_refused(state, Turn(18, 10, 7), 'no mill is closed')


def test_rule5_piece_in_a_mill_is_safe_unless_all_are():
    # Black: a mill 21-22-23 and one man outside it on 7.
    state = position('WW./.../.B./.....W/.../WW./BBB')
    assert [turn.removed for turn in turns_between(state, 14, 2)] == [7]
    assert_refused(state, Turn(14, 2, 22), 'stands in a mill')


def test_rule5_when_every_opponent_man_is_in_a_mill_any_may_be_removed():
    state = position('WW./.../.../.....W/.../WW./BBB')
    assert sorted(turn.removed for turn in turns_between(state, 14, 2)) \
        == [21, 22, 23]


def test_rule5_double_mill_removes_one_man_by_default():
    # Placing on 0 closes 0-1-2 and 0-9-21 at once.
    state = position('.WW/.../.B./W...../B../.../WBB', in_hand=(1, 1))
    turns = turns_between(state, None, 0)
    assert sorted(turn.removed for turn in turns) == [7, 15, 22, 23]
    assert all(turn.second_removed is None for turn in turns)
    assert_refused(state, Turn(None, 0, 7, 15), 'only one man')


def test_rule5_double_mill_removes_two_with_the_option():
    state = position('.WW/.../.B./W...../B../.../WBB', in_hand=(1, 1),
                     double_mill_removal=True)
    turns = turns_between(state, None, 0)
    pairs = {frozenset((turn.removed, turn.second_removed)) for turn in turns}
    assert pairs == {frozenset(pair) for pair in
                     [(7, 15), (7, 22), (7, 23), (15, 22), (15, 23),
                      (22, 23)]}
    assert len(turns) == len(pairs)              # each pair listed once
    after = apply_turn(state, Turn(None, 0, 23, 7))   # either order is fine
    assert after.board[7] == EMPTY and after.board[23] == EMPTY
    assert_refused(state, Turn(None, 0, 7), 'second man')


def test_rule5_double_mill_second_removal_is_judged_after_the_first():
    # Placing on 0 closes 0-1-2 and 0-9-21.  Black has a mill 3-4-5 and one
    # man outside it on 15: the first man removed must be 15; then every
    # black man stands in a mill, so any of them may go second.
    state = position('.WW/BBB/.../W...../B../.../W..', in_hand=(1, 1),
                     double_mill_removal=True)
    turns = turns_between(state, None, 0)
    assert sorted((turn.removed, turn.second_removed) for turn in turns) \
        == [(15, 3), (15, 4), (15, 5)]


def test_rule5_double_mill_against_a_single_opponent_man_removes_that_man():
    # Placing on 0 closes two mills, but Black has only the man on 7 on the
    # board (and three in hand): with either option that man alone goes.
    for double in (False, True):
        state = position('.WW/.../.B./W...../.../.../W..', in_hand=(1, 3),
                         double_mill_removal=double)
        assert turns_between(state, None, 0) == [Turn(None, 0, 7)]
        after = apply_turn(state, Turn(None, 0, 7))
        assert rules.men_left(after, BLACK) == 3 and outcome(after) is None
        if double:
            assert_refused(state, Turn(None, 0, 7, 1), 'no other man')


def test_rule5_double_mill_the_two_men_may_be_named_in_either_order():
    # Black: a mill 3-4-5 and one man outside it on 15.  Removing 15 first
    # and then 3 is legal; naming 3 first means the same two men.
    state = position('.WW/BBB/.../W...../B../.../W..', in_hand=(1, 1),
                     double_mill_removal=True)
    assert apply_turn(state, Turn(None, 0, 15, 3)) \
        == apply_turn(state, Turn(None, 0, 3, 15))
    assert_refused(state, Turn(None, 0, 3, 4), 'stands in a mill')     # 15 must be one of them
    assert_refused(state, Turn(None, 0, 15, 15), 'removed twice')
    assert_refused(state, Turn(None, 0, 15, 6), 'there is no man on 6')


def test_rule5_a_removal_without_a_first_man_is_refused_with_a_reason():
    state = position('.WW/BBB/.../W...../B../.../W..', in_hand=(1, 1),
                     double_mill_removal=True)
    assert_refused(state, Turn(None, 0, None, 15), 'no first one')


def test_rule5_moving_out_of_a_mill_and_back_closes_it_again():
    state = position('WWW/.../.B./....../B../WW./BB.')
    state = apply_turn(state, Turn(2, 14))            # out of the mill
    state = apply_turn(state, Turn(7, 4))              # Black moves
    turns = turns_between(state, 14, 2)               # and back in
    assert turns and all(turn.removed is not None for turn in turns)
    state = apply_turn(state, Turn(14, 2, 15))
    assert state.board[15] == EMPTY


def test_rule5_a_standing_mill_removes_nothing():
    state = position('WWW/.../.B./....../B../WW./BB.')
    assert legal_turns(state)
    assert all(turn.removed is None for turn in legal_turns(state))


def test_rule5_with_no_opponent_man_on_the_board_nothing_is_removed():
    state = position('WW./.../.../.....W/.../.../...', in_hand=(0, 3))
    assert turns_between(state, 14, 2) == [Turn(14, 2)]


def test_rule5_with_no_opponent_man_on_the_board_none_may_be_named():
    state = position('WW./.../.../.....W/.../.../...', in_hand=(0, 3))
    assert_refused(state, Turn(14, 2, 7), 'Black has no man on the board')


def test_rule5_removed_men_are_out_of_the_game_for_good():
    state = apply_turn(position(MILL_NEXT), Turn(14, 2, 15))
    assert state.in_hand == (0, 0)
    assert rules.men_left(state, BLACK) == 3


# --- Rule 6: winning --------------------------------------------------------------------

def test_rule6_a_player_reduced_to_two_men_loses():
    state = position('WW./.../.B./.....W/.../WW./BB.')
    state = apply_turn(state, Turn(14, 2, 7))
    assert outcome(state) == Outcome(WHITE, TWO_MEN)


def test_rule6_men_in_hand_count_towards_the_two_men():
    # Black: two men on the board and one in hand is three men: not lost.
    state = position('WW./.../.B./....../.../.../.B.', in_hand=(1, 1))
    assert outcome(state) is None
    # White places on 2, closes 0-1-2 and removes the man on 7: one on the
    # board and one in hand are two men, and Black loses.
    state = apply_turn(state, Turn(None, 2, 7))
    assert outcome(state) == Outcome(WHITE, TWO_MEN)


def test_rule6_a_player_who_cannot_move_loses():
    # White's men on the four outer corners are hemmed in by Black on
    # 1, 9, 14 and 22.
    state = position('WBW/.../.../B....B/.../.../WBW')
    assert rules.is_blocked(state, WHITE)
    assert outcome(state) == Outcome(BLACK, BLOCKED)


def test_rule6_the_player_who_placed_last_is_not_blocked_until_their_turn():
    # Black places its last man on 3, where every black man is hemmed in;
    # but White moves next, and a player loses only when it is their turn.
    state = position('BWB/.W./.../WW...W/.../.../BWB', to_move=BLACK,
                     in_hand=(0, 1))
    state = apply_turn(state, Turn(None, 3))
    assert rules.is_blocked(state, BLACK)
    assert outcome(state) is None
    assert outcome(state._replace(to_move=BLACK)) == Outcome(WHITE, BLOCKED)


def test_rule6_reduced_to_two_is_the_reason_even_when_also_blocked():
    # Black has two men, both hemmed in: the rules check the men first.
    state = position('BWB/.../.../W....W/.../.../...', to_move=BLACK)
    assert rules.is_blocked(state, BLACK)
    assert outcome(state) == Outcome(WHITE, TWO_MEN)
    assert outcome(state._replace(to_move=WHITE)) == Outcome(WHITE, TWO_MEN)


def test_rule6_blocked_right_after_placing_ends_loses():
    # Black places its last man on 22; then White must move and cannot.
    state = position('.B./WWW/.B./BWBBWB/BWW/WWB/...', to_move=BLACK,
                     in_hand=(0, 1))
    assert outcome(state) is None
    state = apply_turn(state, Turn(None, 22))
    assert outcome(state) == Outcome(BLACK, BLOCKED)


def test_rule6_a_hemmed_in_player_who_may_fly_is_not_blocked():
    # White has three men, hemmed in along the lines, but may fly.
    state = position('WBW/.../.../B....B/.../.../WB.')
    assert not rules.is_blocked(state, WHITE)
    state = position('WBW/.../.../B....B/.../.../WB.', flying=False)
    assert rules.is_blocked(state, WHITE)


# --- Rule 7: draws -------------------------------------------------------------------------

# Both players can shuffle a man back and forth: White 18<->10, Black 20<->13.
SHUFFLE = 'WWB/.../.../....../W.B/W.B/B..'


def shuffle_turns():
    """Return the four turns that bring the SHUFFLE position back."""
    return [Turn(18, 10), Turn(20, 13), Turn(10, 18), Turn(13, 20)]


def test_rule7_threefold_repetition_is_a_draw():
    state = position(SHUFFLE)
    assert outcome(state) is None
    state = play(state, *shuffle_turns())            # seen twice
    assert outcome(state) is None
    state = play(state, *shuffle_turns())            # seen three times
    assert outcome(state) == Outcome(None, REPETITION)


def test_rule7_turns_drawn_by_repetition_are_those_that_bring_a_third_time():
    state = position(SHUFFLE)
    assert rules.turns_drawn_by_repetition(state) == []
    state = play(state, *shuffle_turns())            # seen twice
    state = play(state, *shuffle_turns()[:3])
    assert rules.turns_drawn_by_repetition(state) == [Turn(13, 20)]
    assert rules.turns_drawn_by_repetition(
        state._replace(options=state.options._replace(
            repetition_draw=False))) == []


def test_rule7_repetition_draw_can_be_turned_off():
    state = position(SHUFFLE, repetition_draw=False)
    state = play(state, *(shuffle_turns() * 3))
    assert outcome(state) is None


def test_rule7_repetition_compares_men_player_to_move_and_men_in_hand():
    state = position(SHUFFLE)
    same_board_black_to_move = rules.position_key(state.board, state.in_hand,
                                                  BLACK)
    other_hands = rules.position_key(state.board, (1, 1), WHITE)
    history = (same_board_black_to_move, other_hands,
               same_board_black_to_move, other_hands, state.history[-1])
    assert outcome(state._replace(history=history)) is None
    history = (state.history[-1],) * 3
    assert outcome(state._replace(history=history)) == Outcome(None,
                                                               REPETITION)


def test_rule7_placing_a_man_starts_a_fresh_history():
    state = play(rules.initial_state(), Turn(None, 0))
    assert len(state.history) == 1


def test_rule7_move_limit_draws_after_100_moving_turns_without_removal():
    state = position(SHUFFLE, repetition_draw=False)
    for count in range(1, 101):
        state = apply_turn(state, shuffle_turns()[(count - 1) % 4])
        if count < 100:
            assert outcome(state) is None, count
    assert state.turns_without_removal == 100
    assert outcome(state) == Outcome(None, MOVE_LIMIT)


def test_rule7_move_limit_is_an_option_and_zero_turns_it_off():
    state = position(SHUFFLE, repetition_draw=False, move_limit=50)
    state = play(state, *(shuffle_turns() * 12 + shuffle_turns()[:2]))
    assert outcome(state) == Outcome(None, MOVE_LIMIT)
    state = position(SHUFFLE, repetition_draw=False, move_limit=0)
    state = state._replace(turns_without_removal=5000)
    assert outcome(state) is None


def test_rule7_move_limit_restarts_at_each_removal():
    state = position(MILL_NEXT, repetition_draw=False)
    state = state._replace(turns_without_removal=99)
    state = apply_turn(state, Turn(14, 2, 15))
    assert state.turns_without_removal == 0
    assert outcome(state) is None


def test_rule7_repetition_in_play_needs_the_same_player_to_move():
    # White has three men and flies round a triangle 0 -> 3 -> 6 -> 0 while
    # Black steps 20 <-> 13.  The board comes back after 5 turns with Black
    # to move and after 12 turns with White to move: seen three times, but
    # the position (with its player to move) only twice, so no draw.
    state = position('W.B/.../.../...W../..B/.WB/B..')
    board = state.board
    cycle = [Turn(0, 3), Turn(20, 13), Turn(3, 6), Turn(13, 20), Turn(6, 0),
             Turn(20, 13), Turn(0, 3), Turn(13, 20), Turn(3, 6),
             Turn(20, 13), Turn(6, 0), Turn(13, 20)]
    state = play(state, *cycle[:5])
    assert state.board == board and state.to_move == BLACK
    state = play(state, *cycle[5:])
    assert state.board == board and state.to_move == WHITE
    assert outcome(state) is None


def test_rule7_repetition_on_the_turn_the_move_limit_is_reached_says_repetition():
    state = position(SHUFFLE, move_limit=8)
    state = play(state, *(shuffle_turns() * 2))
    assert state.turns_without_removal == 8
    assert outcome(state) == Outcome(None, REPETITION)
    assert outcome(state._replace(options=state.options._replace(
        repetition_draw=False))) == Outcome(None, MOVE_LIMIT)


def test_rule7_move_limit_of_50_draws_on_the_50th_turn_not_before():
    state = position(SHUFFLE, repetition_draw=False, move_limit=50)
    for count in range(1, 51):
        assert outcome(state) is None, count
        state = apply_turn(state, shuffle_turns()[(count - 1) % 4])
    assert outcome(state) == Outcome(None, MOVE_LIMIT)


def test_rule7_after_a_removal_the_move_limit_needs_100_turns_again():
    state = position(MILL_NEXT, repetition_draw=False)
    state = apply_turn(state._replace(turns_without_removal=99),
                       Turn(14, 2, 15))
    # Black (three men, flying) steps 7 <-> 8, White 18 <-> 10: no mills.
    shuffle = [Turn(7, 8), Turn(18, 10), Turn(8, 7), Turn(10, 18)]
    for count in range(1, 101):
        assert outcome(state) is None, count
        state = apply_turn(state, shuffle[(count - 1) % 4])
    assert outcome(state) == Outcome(None, MOVE_LIMIT)


def test_rule7_move_limit_counts_only_the_moving_phase():
    state = rules.initial_state()
    for target in range(16):
        state = apply_turn(state, Turn(None, target))
    assert state.turns_without_removal == 0
    state = position(SHUFFLE)
    state = apply_turn(state, Turn(18, 10))
    assert state.turns_without_removal == 1


def test_rule7_three_men_limit_is_off_by_default():
    state = position('WW./.../.../.....W/.../BB./..B', to_move=WHITE)
    state = state._replace(turns_without_removal=10)
    assert outcome(state) is None


def test_rule7_three_men_limit_draws_after_ten_turns_with_three_men_each():
    state = position('W../.W./.../.....W/.../B.B/..B', three_men_limit=10)
    state = state._replace(turns_without_removal=9)
    assert outcome(state) is None
    state = apply_turn(state, Turn(0, 2))        # flies, closes no mill
    assert outcome(state) == Outcome(None, THREE_MEN_LIMIT)


def test_rule7_three_men_limit_counts_placing_turns_too():
    # RULES.md: a turn is a placement or a move.  One man on the board and
    # two in hand each: three men each while still placing.
    state = position('W../.../.../....../.../.../..B', in_hand=(2, 2),
                     three_men_limit=4, move_limit=0)
    state = play(state, Turn(None, 4), Turn(None, 18), Turn(None, 9))
    assert outcome(state) is None
    assert rules.turns_left_by_limit(state) == [(THREE_MEN_LIMIT, 1)]
    state = play(state, Turn(None, 14))           # the fourth placing turn
    assert outcome(state) == Outcome(None, THREE_MEN_LIMIT)
    # Placing turns do not count toward the move limit, which counts moves.
    four_each = position('WW./.../.../....../.../.../.BB', in_hand=(2, 2),
                         move_limit=2)
    assert outcome(play(four_each, Turn(None, 4), Turn(None, 18),
                        Turn(None, 9), Turn(None, 14))) is None


def test_rule7_positions_are_not_kept_when_repetition_does_not_count():
    # A long game with the repetition rule off keeps one position, not all:
    # otherwise every state of a long record grows with the game.
    state = position('W../W../W../....../..B/..B/..B', to_move=WHITE,
                     repetition_draw=False, move_limit=0)
    for _ in range(10):
        state = play(state, Turn(0, 1), Turn(23, 22), Turn(1, 0),
                     Turn(22, 23))
    assert state.history == (rules.position_key(state.board, state.in_hand,
                                                 state.to_move),)
    assert outcome(state) is None


def test_rule7_three_men_limit_needs_both_players_down_to_three():
    state = position('WWW/.../W../....../.../B.B/..B', to_move=BLACK,
                     three_men_limit=10)
    state = state._replace(turns_without_removal=10)
    assert outcome(state) is None


def test_rule7_draw_limits_count_the_turns_left_and_draw_at_zero():
    three_each = position('W../.W./.../.....W/.../B.B/..B', move_limit=50,
                          three_men_limit=10)
    state = three_each._replace(turns_without_removal=4)
    assert rules.turns_left_by_limit(state) == [(MOVE_LIMIT, 46),
                                                (THREE_MEN_LIMIT, 6)]
    four_white = position('WWW/.../W../....../.../B.B/..B', move_limit=50,
                          three_men_limit=10)
    assert rules.turns_left_by_limit(four_white) == [(MOVE_LIMIT, 50)]
    no_limits = position('WWW/.../W../....../.../B.B/..B', move_limit=0)
    assert rules.turns_left_by_limit(no_limits) == []
    assert outcome(three_each._replace(turns_without_removal=10)) \
        == Outcome(None, THREE_MEN_LIMIT)


# --- Turns and states -------------------------------------------------------------------------

def test_applying_a_turn_returns_a_new_state_and_changes_nothing():
    state = position(MILL_NEXT)
    board_before = state.board
    after = apply_turn(state, Turn(14, 2, 15))
    assert state.board is board_before
    assert state.board == board_from_string(MILL_NEXT)
    assert after is not state and after.board != state.board


def test_a_turn_may_be_a_plain_tuple():
    state = position(MILL_NEXT)
    assert apply_turn(state, (14, 2, 15)) == apply_turn(state,
                                                        Turn(14, 2, 15))


def test_no_turn_is_legal_once_the_game_is_over():
    state = apply_turn(position('WW./.../.B./.....W/.../WW./BB.'),
                       Turn(14, 2, 7))
    with pytest.raises(IllegalTurn, match='game is over'):
        apply_turn(state, Turn(21, 9))


def test_a_point_outside_the_board_is_refused_with_a_reason():
    state = rules.initial_state()
    with pytest.raises(IllegalTurn, match='not a point'):
        apply_turn(state, Turn(None, 24))


def test_a_point_must_be_a_whole_number_from_0_to_23():
    state = rules.initial_state()
    for target in (3.0, True, '3', -1):
        with pytest.raises(IllegalTurn, match='not a point'):
            apply_turn(state, Turn(None, target))


def test_a_turn_of_the_wrong_shape_is_refused_with_a_reason():
    state = rules.initial_state()
    for turn in ((None,), (None, 1, 2, 3, 4)):
        with pytest.raises(IllegalTurn, match='a turn is'):
            apply_turn(state, turn)


def test_legal_turns_are_all_different():
    state = position('.WW/.../.B./W...../B../.../WBB', in_hand=(1, 1),
                     double_mill_removal=True)
    turns = legal_turns(state)
    assert len(turns) == len(set(turns))


def test_set_up_positions_are_checked_for_sense():
    board = board_from_string('WWW/WWW/WWW/....../.../.../...')
    with pytest.raises(ValueError, match='more than 9'):
        rules.set_up_state(board, (1, 9), WHITE)
    with pytest.raises(ValueError, match='men in hand'):
        rules.set_up_state(board, (-1, 9), WHITE)
    with pytest.raises(ValueError, match='not a player'):
        rules.set_up_state(board, (0, 9), 'X')


# --- The numbers of RULES.md ------------------------------------------------------------------

# Four placements close no mill yet, so depth 4 tries the same kind of turns
# as depth 3, twenty times over: it runs with the whole suite.
@pytest.mark.parametrize('depth, count', [
    (1, 24), (2, 552), (3, 12144),
    pytest.param(4, 255024, marks=pytest.mark.slow)])
def test_perft_from_the_empty_board_matches_rules_md(depth, count):
    assert perft(rules.initial_state(), depth) == count


@pytest.mark.slow
def test_perft_depth_5_matches_rules_md():
    # About three seconds; bench/perft.py times it.
    assert perft(rules.initial_state(), 5) == 5140800


# --- The move generator against a reference written from RULES.md -----------------
#
# reference_turns reads RULES.md afresh: the lines and mills are typed again
# from it, and every (from, to, removed men) is tried and kept only if the
# rules allow it.  It is slow and plain on purpose; legal_turns must agree
# with it in random set-ups, in double-mill set-ups and in random games,
# under every combination of the options.

REFERENCE_LINES = """0-1 1-2 0-9 2-14 1-4 3-4 4-5 3-10 5-13 4-7 6-7 7-8 6-11
8-12 9-10 10-11 12-13 13-14 9-21 14-23 10-18 13-20 11-15 12-17 15-16 16-17
16-19 18-19 19-20 19-22 21-22 22-23""".split()
REFERENCE_MILLS = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11), (12, 13, 14), (15, 16, 17),
    (18, 19, 20), (21, 22, 23), (0, 9, 21), (3, 10, 18), (6, 11, 15),
    (1, 4, 7), (16, 19, 22), (8, 12, 17), (5, 13, 20), (2, 14, 23)]
ALL_OPTIONS = [game_state.Options(flying, double, repetition, move_limit, three)
               for flying in (True, False) for double in (True, False)
               for repetition in (True, False) for move_limit in (0, 50, 100)
               for three in (0, 10)]


def joined(a, b):
    """Return True if a line of RULES.md joins points a and b."""
    return '%d-%d' % (a, b) in REFERENCE_LINES or \
        '%d-%d' % (b, a) in REFERENCE_LINES


def stands_in_mill(board, point):
    """Return True if the man on `point` fills a mill with his own men."""
    return any(point in mill and all(board[p] == board[point] for p in mill)
               for mill in REFERENCE_MILLS)


def may_be_removed(board, victim, point):
    """Return True if RULES.md lets the man on `point` be removed."""
    if board[point] != victim:
        return False
    men = [p for p in range(24) if board[p] == victim]
    return not stands_in_mill(board, point) or all(
        stands_in_mill(board, p) for p in men)


def reference_turns(state):
    """Return every legal turn as (from, to, frozenset of removed men)."""
    board, player, options = state.board, state.to_move, state.options
    victim = BLACK if player == WHITE else WHITE
    in_hand = state.in_hand[0 if player == WHITE else 1]
    flies = options.flying and in_hand == 0 and board.count(player) == 3
    turns = set()
    for source in [None] + list(range(24)):
        for target in range(24):
            if board[target] != EMPTY:
                continue
            if in_hand > 0 and source is not None:
                continue
            if in_hand == 0 and (source is None or board[source] != player
                                 or not (flies or joined(source, target))):
                continue
            after = list(board)
            if source is not None:
                after[source] = EMPTY
            after[target] = player
            closed = sum(1 for mill in REFERENCE_MILLS if target in mill
                         and all(after[p] == player for p in mill))
            if closed == 0 or victim not in after:
                turns.add((source, target, frozenset()))
                continue
            removals = 2 if closed == 2 and options.double_mill_removal else 1
            for first in range(24):
                if not may_be_removed(after, victim, first):
                    continue
                rest = list(after)
                rest[first] = EMPTY
                if removals == 1 or victim not in rest:
                    turns.add((source, target, frozenset([first])))
                    continue
                for second in range(24):
                    if may_be_removed(rest, victim, second):
                        turns.add((source, target,
                                   frozenset([first, second])))
    return turns


def as_reference(turn):
    """Return a Turn in the shape reference_turns uses."""
    removed = [p for p in (turn.removed, turn.second_removed) if p is not None]
    return (turn.source, turn.target, frozenset(removed))


def random_set_up(rng, options):
    """Return a random position: any men, hands and player to move."""
    points = list(range(24))
    rng.shuffle(points)
    white = rng.choice([0, 1, 2, 3, 3, 3, 4, 5, 6, 7, 8, 9])
    black = rng.choice([0, 1, 2, 3, 3, 3, 4, 5, 6, 7, 8, 9])
    board = [EMPTY] * 24
    for point in points[:white]:
        board[point] = WHITE
    for point in points[white:white + black]:
        board[point] = BLACK
    hands = (rng.choice([0, 0, rng.randint(0, 9 - white)]),
             rng.choice([0, 0, rng.randint(0, 9 - black)]))
    return rules.set_up_state(board, hands, rng.choice([WHITE, BLACK]),
                              options)


def double_mill_set_up(rng, options):
    """Return a random position where placing one man closes two mills."""
    player = rng.choice([WHITE, BLACK])
    board = [EMPTY] * 24
    point = rng.randrange(24)
    for a, b in rules.MILL_PARTNERS[point]:
        board[a] = board[b] = player
    others = [p for p in range(24) if board[p] == EMPTY and p != point]
    rng.shuffle(others)
    victims = rng.randint(0, 9)
    for p in others[:victims]:
        board[p] = BLACK if player == WHITE else WHITE
    hands = (1, rng.randint(0, 9 - victims))
    if player == BLACK:
        hands = hands[::-1]
    return rules.set_up_state(board, hands, player, options)


def sample_states(seed, count):
    """Return `count` random set-ups, double-mill set-ups and game states."""
    rng = random.Random(seed)
    states = []
    for index in range(count):
        options = ALL_OPTIONS[index % len(ALL_OPTIONS)]
        states.append(random_set_up(rng, options))
        states.append(double_mill_set_up(rng, options))
    for index in range(count // 20):
        state = rules.initial_state(ALL_OPTIONS[index % len(ALL_OPTIONS)],
                                    rng.choice([WHITE, BLACK]))
        while outcome(state) is None and state.turns_played < 150:
            states.append(state)
            state = rules.next_state(state, rng.choice(legal_turns(state)))
    return states


@pytest.mark.slow
def test_legal_turns_agree_with_a_reference_read_from_rules_md():
    for state in sample_states(seed=1, count=1500):
        turns = legal_turns(state)
        listed = [as_reference(turn) for turn in turns]
        assert len(listed) == len(set(listed)), 'a turn is listed twice'
        assert set(listed) == reference_turns(state), state


# 40 set-ups and their games reach every line of the rules that 150 reach;
# 150 run with the whole suite.
@pytest.mark.parametrize('count', [40, pytest.param(150,
                                                    marks=pytest.mark.slow)])
def test_applying_a_turn_never_changes_the_state_it_was_given(count):
    for state in sample_states(seed=2, count=count):
        if outcome(state) is not None:
            continue
        snapshot = (list(state.board), list(state.in_hand),
                    list(state.history), state.to_move,
                    state.turns_without_removal)
        for turn in legal_turns(state):
            apply_turn(state, turn)
        assert snapshot == (list(state.board), list(state.in_hand),
                            list(state.history), state.to_move,
                            state.turns_without_removal)


@pytest.mark.slow
def test_every_illegal_turn_is_refused_with_its_own_reason():
    rng = random.Random(3)
    points = [None] + list(range(24))
    for state in sample_states(seed=3, count=150):
        if outcome(state) is not None:
            continue
        legal = {as_reference(turn) for turn in legal_turns(state)}
        for _ in range(100):
            turn = Turn(rng.choice(points), rng.choice(points[1:]),
                        rng.choice(points), rng.choice(points + [None] * 20))
            if turn.second_removed is not None and turn.removed is not None \
                    and as_reference(turn) in legal:
                continue                # a legal pair, in either order
            if as_reference(turn) in legal and turn.second_removed is None:
                continue
            reason = turn_problems.explain_illegal_turn(state, turn)
            assert reason != 'that turn is not legal here', (state, turn)
            with pytest.raises(IllegalTurn):
                apply_turn(state, turn)
