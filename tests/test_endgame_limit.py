"""Tests of the solved endgames under the move limit (endgame_limit.py):
a removal starts the limit's count again, so the game must not call a
position a draw because its win is longer than the turns left.

The expected answers come from bench/limit_checks.py, a plain minimax over
rules.py's own turns and outcome with the real counters, and from playing
the positions out under the rules.  The three positions are from real
games and a set-up (board strings in point order, 0 first):
  * FIRST: White to move, 10 turns left; by the old count every turn drew,
    but every turn but 3 to 10 lets Black close a mill and win;
  * SECOND: Black to move, 3 turns left: 18 to 13 still wins (a mill with
    one turn left, then three against three with a fresh count);
  * THIRD: White to move, 3 turns left (97 turns without a removal):
    every turn loses.
"""

import random

import pytest

import rules
from board import BLACK, WHITE, board_from_string
from computer import computer_player, endgame, endgame_limit, endgame_values
from computer.win_values import WIN
from limit_checks import (codes_34, preference, turn_value_under_the_rules,
                          value_under_the_rules)
from teaching import deeper, endgame_advice, hints, review

# (board, player to move, turns without a removal) of the three positions.
FIRST = ('W..W.......B...BBW...W..', WHITE, 90)
SECOND = ('...W.....W.BW..B..B..W..', BLACK, 97)
THIRD = ('...W..B.....WW.B..B..W..', WHITE, 97)


@pytest.fixture(scope='module')
def solution():
    """Return the solved endgame (a second or so, once)."""
    return endgame.solution()


def near_the_limit(text, to_move, counter, options=rules.DEFAULT_OPTIONS):
    """Return the state of a board string with `counter` turns gone
    without a removal, as a game reaches it."""
    state = rules.set_up_state(board_from_string(text), (0, 0), to_move,
                               options)
    return state._replace(turns_without_removal=counter)


def rules_values(solution, state):
    """Return {turn: value under the rules} for every legal turn (+k a win
    in k turns for the mover, -k a loss, 0 a draw), by the plain check."""
    plain = state._replace(options=state.options._replace(
        repetition_draw=False))
    memo = {}
    return {turn: turn_value_under_the_rules(solution, plain, turn, memo)
            for turn in rules.legal_turns(plain)}


def words_of(value):
    """Return the words `hint all` must give a value under the rules."""
    if value > 0:
        return 'wins in %d turn%s' % (value, 's' * (value != 1))
    if value < 0:
        return 'loses in %d turn%s' % (-value, 's' * (value != -1))
    return 'draws'


@pytest.mark.parametrize('position', [FIRST, SECOND, THIRD])
def test_hint_all_lists_each_turn_as_the_rules_count_it(solution, position):
    state = near_the_limit(*position)
    expected = rules_values(solution, state)
    listed = {turn: words for unused, words, turns
              in endgame_advice.endgame_listing(state) for turn in turns}
    assert listed == {turn: words_of(value)
                      for turn, value in expected.items()}


@pytest.mark.parametrize('position', [FIRST, SECOND, THIRD])
def test_the_hint_gives_no_draw_the_rules_contradict(solution, position):
    state = near_the_limit(*position)
    turn, reason = hints.suggest_turn(state)
    value = rules_values(solution, state)[turn]
    best = max(rules_values(solution, state).values(),
               key=preference)
    assert value == best
    if value == 0:
        assert reason.endswith('(the solved endgame: a draw with best play)')
    else:
        winner = state.to_move if value > 0 else rules.opponent(
            state.to_move)
        assert reason.endswith('(the solved endgame: %s wins in %d turns '
                               '(of both players) with best play)'
                               % (rules.PLAYER_NAMES[winner], abs(value)))


def test_the_first_position_is_held_only_by_3_to_10(solution):
    state = near_the_limit(*FIRST)
    values = rules_values(solution, state)
    assert values[rules.Turn(3, 10)] == 0
    assert values[rules.Turn(3, 4)] == -26
    assert hints.suggest_turn(state)[0] == rules.Turn(3, 10)


def test_a_win_the_next_removal_keeps_is_no_mistake_in_the_review(solution):
    # 18 to 13 keeps the win (a mill with one turn left): no mistake.
    state = near_the_limit(*SECOND)
    played = rules.Turn(18, 13)
    assert rules_values(solution, state)[played] == 27
    assert deeper.turn_value(state, played) == WIN - 27
    assert review.review_game(state, [played], players=(BLACK,),
                              depth=3) == []


def test_the_third_position_loses_in_20_to_26_turns(solution):
    state = near_the_limit(*THIRD)
    assert endgame_values.endgame_value(solution, state, 0) == -(WIN - 26)
    assert set(rules_values(solution, state).values()) == {-20, -22, -26}


@pytest.mark.parametrize('position', [SECOND, THIRD])
def test_the_computer_wins_where_the_rules_let_it(position):
    # Played out under the rules (the real counters), 'hard' both sides.
    state = near_the_limit(*position)
    winner = BLACK
    rng = random.Random(5)
    while rules.outcome(state) is None:
        state = rules.next_state(
            state, computer_player.choose_turn(state, 'hard', rng))
    assert rules.outcome(state).winner == winner


def check_sampled_values(solution, distances, lefts, seed):
    """Return how many sampled positions of three against four, cut short
    by the limit (`distances` without it, `lefts` turns left), have the
    value the plain check finds under the rules; fail at the first that
    does not."""
    rng = random.Random(seed)
    checked = 0
    for men in ((3, 4), (4, 3)):
        codes = codes_34(solution, men)     # the kinds the table holds
        for distance in distances:
            value = endgame.WON if distance % 2 else endgame.LOST
            if endgame.code_of_value(value, distance) not in codes:
                continue
            families = solution.families_with(value, distance, men)
            for state in endgame.sample_states(solution, families, 1, rng):
                for left in lefts:
                    late = state._replace(turns_without_removal=100 - left)
                    plain = late._replace(options=late.options._replace(
                        repetition_draw=False))
                    expected = value_under_the_rules(solution, plain)
                    found = endgame_values.endgame_value(solution, late, 0)
                    assert found == (0 if expected == 0 else
                                     (WIN - expected if expected > 0
                                      else -(WIN + expected)))
                    checked += 1
    return checked


def test_the_values_near_the_limit_are_those_of_the_rules(solution):
    assert check_sampled_values(solution, (12, 21, 27, 33),
                                (1, 2), seed=7) >= 6


@pytest.mark.slow
def test_every_length_of_win_near_the_limit_is_valued_as_the_rules_say(
        solution):
    assert check_sampled_values(solution, range(9, 34), (1, 2, 3, 4),
                                seed=8) >= 40


def test_the_longest_win_of_three_against_three_is_the_typed_one(solution):
    assert max(solution.distance) == endgame_limit.LONGEST_33


def test_the_removal_table_loads_and_is_never_longer_than_the_end(solution):
    table = endgame.load_table_34_removal()
    assert table is not None
    rng = random.Random(3)
    for number in rng.sample(range(len(table)), 20000):
        to_end, to_removal = solution.table_34[number], table[number]
        if to_end == endgame.NO_FAMILY:
            assert to_removal == endgame.NO_FAMILY
            continue
        value, distance = endgame.value_of_code(to_end)
        near, steps = endgame.value_of_code(to_removal)
        assert near == value and steps <= distance


def test_a_damaged_removal_table_is_refused(tmp_path):
    path = tmp_path / 'endgame34removal.xz'
    with open(endgame.TABLE_34_REMOVAL_PATH, 'rb') as file:
        data = bytearray(file.read())
    data[100] ^= 1
    path.write_bytes(bytes(data))
    assert endgame.load_table_34_removal(str(path)) is None
    assert endgame.load_table_34_removal(str(tmp_path / 'none.xz')) is None
