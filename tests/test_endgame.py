"""Tests of the exact three-against-three endgame (endgame.py), and of the
computer player against it.

The solver is checked three ways: its board symmetries keep every mill and
line; its turns are the turns of rules.py on random positions; and the value
of every position follows from the values after its turns (which, with the
mills as the only way to end, proves every win, loss and draw exact).  Then
the computer at 'hard', which plays these endgames from the solution, must
play sampled positions of every value and distance perfectly.  Its search
alone (the solution switched off), with its real node budget, must keep won
the sampled won positions whose wins it can see (wins in 1, 3 and 5 turns,
the first two by the fastest way) and must not lose the sampled drawn
positions whose losing turns lose within 5 turns.  bench/endgame.py checks
both on more positions.

Positions are written as board strings (see board.board_from_string):

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

import random
from collections import Counter

import pytest

import computer
import endgame
import rules
from board import (ADJACENT, BLACK, MILLS, POINTS, WHITE, board_from_string,
                   board_to_string, opponent)
from endgame import DRAW, LOSS, WIN


@pytest.fixture(scope='module')
def solution():
    """Return the solved endgame (solved once, a few seconds)."""
    return endgame.solution()


def endgame_state(text, to_move=WHITE):
    """Return the rules.State of a board string, no men in hand."""
    return rules.set_up_state(board_from_string(text), (0, 0), to_move)


def random_endgame_states(count, seed):
    """Return `count` random states of three men against three."""
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        points = rng.sample(list(POINTS), 6)
        board = ['.'] * 24
        for point in points[:3]:
            board[point] = WHITE
        for point in points[3:]:
            board[point] = BLACK
        states.append(rules.set_up_state(board, (0, 0),
                                         rng.choice((WHITE, BLACK))))
    return states


# --- The board's symmetries --------------------------------------------------

def test_there_are_16_symmetries_and_they_form_a_group():
    symmetries = set(endgame.SYMMETRIES)
    assert len(symmetries) == 16
    assert tuple(POINTS) in symmetries
    for first in symmetries:
        assert sorted(first) == list(POINTS)        # a permutation
        for second in symmetries:
            combined = tuple(second[first[point]] for point in POINTS)
            assert combined in symmetries


def test_each_symmetry_maps_mills_onto_mills_and_lines_onto_lines():
    mills = {frozenset(mill) for mill in MILLS}
    lines = {frozenset((a, b)) for a in POINTS for b in ADJACENT[a]}
    for symmetry in endgame.SYMMETRIES:
        assert {frozenset(symmetry[p] for p in mill) for mill in mills} \
            == mills
        assert {frozenset(symmetry[p] for p in line) for line in lines} \
            == lines


def test_inside_out_swaps_the_outer_and_inner_squares():
    outer = {0, 1, 2, 9, 14, 21, 22, 23}
    inner = {6, 7, 8, 11, 12, 15, 16, 17}
    assert {endgame.INSIDE_OUT[p] for p in outer} == inner
    assert endgame.INSIDE_OUT[0] == 6 and endgame.INSIDE_OUT[23] == 17


# --- The solver's turns are the rules' turns ---------------------------------

def test_solver_turns_are_the_turns_of_rules_on_random_positions():
    for state in random_endgame_states(200, seed=4):
        mover, other = endgame.position_of(state)
        from_rules = []
        for source, target in {(turn.source, turn.target)
                               for turn in rules.legal_turns(state)}:
            after_men = mover - (1 << source) + (1 << target)
            closing = [turn for turn in rules.legal_turns(state)
                       if (turn.source, turn.target) == (source, target)]
            after = rules.next_state(state, closing[0])
            result = rules.outcome(after)
            wins_now = result == rules.Outcome(state.to_move, rules.TWO_MEN)
            assert wins_now == endgame.closes_mill(after_men)
            if not wins_now:
                assert result is None
                assert endgame.position_of(after) == (other, after_men)
            from_rules.append(after_men)
        assert Counter(endgame.turn_results(mover, other)) \
            == Counter(from_rules)


def test_every_mill_closed_in_the_endgame_wins_at_once():
    for state in random_endgame_states(100, seed=5):
        for turn in rules.legal_turns(state):
            if turn.removed is not None:
                result = rules.outcome(rules.next_state(state, turn))
                assert result == rules.Outcome(state.to_move, rules.TWO_MEN)


def test_position_of_reads_the_player_to_move_and_the_other():
    text = 'WW./.../.../B....W/.../.B./B..'
    white = endgame.men_mask([0, 1, 14])
    black = endgame.men_mask([9, 19, 21])
    assert endgame.position_of(endgame_state(text, WHITE)) == (white, black)
    assert endgame.position_of(endgame_state(text, BLACK)) == (black, white)


def test_position_of_refuses_what_is_not_three_against_three():
    with pytest.raises(ValueError):
        endgame.position_of(endgame_state('WWW/W../.../B.....B/.../.B./...'))
    with pytest.raises(ValueError):
        endgame.position_of(rules.set_up_state(
            board_from_string('WW./.../.../B....W/.../.B./B..'), (1, 0),
            WHITE))


# --- The solution ------------------------------------------------------------

def test_every_value_follows_from_the_values_after_its_turns(solution):
    # Checked for every family.  A win is a turn to a loss (or a mill), a
    # loss has only turns to wins, and the distances step down to the
    # mills: so every win and loss is forced, and every draw can be held.
    for family in range(len(solution.representatives)):
        mover, other = solution.representative(family)
        turns = []
        for after in endgame.turn_results(mover, other):
            if endgame.closes_mill(after):
                turns.append((True, None))
            else:
                turns.append((False, solution.value_of(other, after)))
        assert endgame.value_from_turns(turns) \
            == solution.value_of(mover, other), family


def test_values_follow_from_the_turns_of_rules_on_sampled_positions(solution):
    # Every kind of value and distance, a random member of a random family.
    rng = random.Random(6)
    kinds = Counter(solution.value_of(mover, other)
                    for mover, other in (solution.representative(family)
                                         for family in range(
                                             len(solution.representatives))))
    for value, distance in sorted(kinds):
        families = solution.families_with(value, distance)
        for state in endgame.sample_states(solution, families, 5, rng):
            values = [endgame.value_after_turn(solution, state, turn)
                      for turn in rules.legal_turns(state)]
            assert max(values, key=endgame.preference) == (value, distance), \
                board_to_string(state.board)


def test_a_mill_to_close_is_a_win_in_one(solution):
    # White has 0 and 1, and 2 is empty.
    state = endgame_state('WW./.../.../B....W/.../.B./B..')
    assert solution.value_of_state(state) == (WIN, 1)


def test_a_double_threat_against_the_mover_is_a_loss_in_two(solution):
    # Black threatens 0-1-2 and 0-9-21; White can block only one.
    state = endgame_state('BB./.../W../B....W/.../.W./...')
    assert not any(turn.removed is not None
                   for turn in rules.legal_turns(state))
    assert solution.value_of_state(state) == (LOSS, 2)


def test_the_same_men_are_worth_the_same_for_either_colour(solution):
    for state in random_endgame_states(50, seed=7):
        swapped = [{WHITE: BLACK, BLACK: WHITE}.get(slot, slot)
                   for slot in state.board]
        mirror = rules.set_up_state(swapped, (0, 0), opponent(state.to_move))
        assert solution.value_of_state(mirror) \
            == solution.value_of_state(state)


def test_the_endgame_has_wins_losses_and_draws(solution):
    values = {endgame.VALUE_NAMES[code] for code in solution.value}
    assert values == {WIN, LOSS, DRAW}


def test_every_forced_win_is_shorter_than_the_move_limit(solution):
    # A win of more than 100 turns could be cut short by the move limit;
    # three men against three enter the endgame with the counter at 0,
    # since a man was just removed.
    longest = max(solution.distance)
    assert longest < rules.DEFAULT_OPTIONS.move_limit


# --- The computer against the solution ---------------------------------------

def hard_turn(state):
    """Return the turn the computer plays at 'hard', with a fixed seed."""
    return computer.choose_turn(state, 'hard', random.Random(8))


def search_alone_turn(state):
    """Return the turn the top level's search finds with its real node
    budget, without the solved endgame."""
    depth, nodes, seconds = computer.LEVEL_LIMITS[computer.TOP_LEVEL]
    return computer.search(state, depth, random.Random(8), max_nodes=nodes,
                           time_limit=seconds).turn


def every_kind(solution):
    """Return every (value, distance) that some position has."""
    return sorted({solution.value_of(*solution.representative(family))
                   for family in range(len(solution.representatives))})


def test_hard_plays_every_kind_of_endgame_position_perfectly(solution):
    # The fastest win, the draw kept, the slowest loss: the value after its
    # turn is the value of the position, for wins and losses of every length.
    rng = random.Random(10)
    for value, distance in every_kind(solution):
        families = solution.families_with(value, distance)
        for state in endgame.sample_states(solution, families, 3, rng):
            turn = hard_turn(state)
            assert turn in rules.legal_turns(state)
            assert endgame.value_after_turn(solution, state, turn) \
                == (value, distance), (board_to_string(state.board), turn)


def test_hard_keeps_every_drawn_endgame_drawn(solution):
    # Draws are narrow: in some, one or two turns of fifty keep the draw.
    families = solution.families_with(DRAW)
    for state in endgame.sample_states(solution, families, 40,
                                       random.Random(11)):
        turn = hard_turn(state)
        assert endgame.value_after_turn(solution, state, turn) == (DRAW, 0), \
            (board_to_string(state.board), turn)


def test_hard_plays_the_endgame_the_same_way_with_the_same_seed(solution):
    families = solution.families_with(WIN, 9)
    for state in endgame.sample_states(solution, families, 5,
                                       random.Random(12)):
        turns = {computer.choose_turn(state, 'hard', random.Random(3))
                 for _ in range(3)}
        assert len(turns) == 1


def test_endgame_value_counts_the_turns_from_the_root(solution):
    # White to move closes 0-1-2 at once: a win in 1.  Two turns below the
    # root it is worth WIN less 3 turns for White, minus that for Black.
    won = endgame_state('WW./.../.../B....W/.../.B./B..', WHITE)
    assert computer.endgame_value(solution, won, 2) == computer.WIN - 3
    # Black to move against a double threat: lost in 2.
    lost = endgame_state('BB./.../W../B....W/.../.W./...', WHITE)
    assert computer.endgame_value(solution, lost, 0) == -(computer.WIN - 2)
    draw = endgame.sample_states(solution, solution.families_with(DRAW), 1,
                                 random.Random(13))[0]
    assert computer.endgame_value(solution, draw, 5) == 0


def test_a_win_the_draw_limits_cut_short_is_worth_a_draw(solution):
    # With 99 turns of the 100 gone, a win in 1 still counts; a win in 3
    # cannot come in time: the loser holds out and the game is drawn.
    families = solution.families_with(WIN, 3)
    win_in_3 = endgame.sample_states(solution, families, 1,
                                     random.Random(14))[0]
    win_in_1 = endgame_state('WW./.../.../B....W/.../.B./B..', WHITE)
    assert computer.endgame_value(solution, win_in_3, 0) == computer.WIN - 3
    late = {state: state._replace(turns_without_removal=99)
            for state in (win_in_1, win_in_3)}
    assert computer.endgame_value(solution, late[win_in_1], 0) \
        == computer.WIN - 1
    assert computer.endgame_value(solution, late[win_in_3], 0) == 0
    assert computer.endgame_value(
        solution, win_in_3._replace(turns_without_removal=97), 0) \
        == computer.WIN - 3
    windmill = rules.DEFAULT_OPTIONS._replace(three_men_limit=10)
    near_limit = win_in_3._replace(options=windmill, turns_without_removal=8)
    assert computer.turns_before_a_draw(near_limit) == 2
    assert computer.endgame_value(solution, near_limit, 0) == 0
    # hard, playing both sides, indeed draws it by the three-men limit.
    state = near_limit
    while rules.outcome(state) is None:
        state = rules.next_state(state, hard_turn(state))
    assert rules.outcome(state) == rules.Outcome(None, rules.THREE_MEN_LIMIT)
    # and the hint says so
    turn, reason = computer.suggest_turn(near_limit)
    assert reason.endswith('(the solved endgame: a draw with best play)')


def test_endgame_value_is_none_outside_three_against_three(solution):
    four = endgame_state('WWW/W../.../B...../.../.B./B..')
    assert computer.endgame_value(solution, four, 0) is None
    no_flying = rules.DEFAULT_OPTIONS._replace(flying=False)
    state = endgame_state('WW./.../.../B....W/.../.B./B..')
    assert computer.endgame_value(
        solution, state._replace(options=no_flying), 0) is None


def test_hard_asks_for_the_solution_only_when_the_endgame_is_near(solution):
    four_against_three = endgame_state('WWW/W../.../B...../.../.B./B..')
    assert computer.solution_if_endgame_near(four_against_three) is solution
    assert computer.solution_if_endgame_near(rules.initial_state()) is None
    no_flying = rules.DEFAULT_OPTIONS._replace(flying=False)
    assert computer.solution_if_endgame_near(
        four_against_three._replace(options=no_flying)) is None


def test_hard_escapes_a_lost_endgame_by_repetition_the_solution_ignores(
        solution):
    # White is lost in 12 by the solution.  But after White's 23 to 15,
    # every winning turn of Black leads to a position the game has seen
    # twice: a third time is a draw.  The solution knows nothing of the
    # game's history, so hard searches here, and finds the draw.
    root = board_from_string('.B./.B./.B./.W..../..W/.../..W')
    seen_twice = ['.../.B./.B./.W..../WBW/.../...',
                  '.B./.../.B./.W..../WBW/.../...',
                  '.B./.B./.../.W..../WBW/.../...']
    history = []
    for text in seen_twice:
        history += [rules.position_key(board_from_string(text), (0, 0),
                                       WHITE)] * 2
    history.append(rules.position_key(root, (0, 0), WHITE))
    fresh = rules.set_up_state(root, (0, 0), WHITE)
    assert solution.value_of_state(fresh) == (LOSS, 12)
    assert computer.think(fresh, 'hard', random.Random(0)).value \
        == -(computer.WIN - 12)
    with_history = fresh._replace(history=tuple(history))
    assert computer.may_repeat_a_third_time(with_history)
    result = computer.think(with_history, 'hard', random.Random(0))
    assert result.value == 0
    assert result.turn == rules.Turn(23, 15)
    turn, reason = computer.suggest_turn(with_history)
    assert 'solved endgame' not in reason      # it cannot tell here


def test_the_search_sees_through_a_mill_into_a_solved_endgame(solution):
    # Black (three men, flying) closes 18-19-20 and removes White's man on
    # 3: the game goes on as three against three, and the search scores the
    # position after it with the exact value of the endgame, at any depth.
    state = endgame_state('WWW/W.B/.../....../.../BB./...', BLACK)
    mill = rules.Turn(5, 20, 3)
    assert mill in rules.legal_turns(state)
    after = rules.next_state(state, mill)
    exact = computer.endgame_value(solution, after, 1)
    assert exact is not None
    searcher = computer.Searcher(solution=solution)
    for depth in (0, 3):
        assert searcher.negamax(after, depth, -computer.INFINITY,
                                computer.INFINITY, 1) == exact
    # Without the solution the same position is only guessed.
    guess = computer.Searcher().negamax(after, 0, -computer.INFINITY,
                                        computer.INFINITY, 1)
    assert guess != exact


def test_the_hint_says_what_the_solved_endgame_says(solution):
    state = endgame_state('BB./.../W../B....W/.../.W./...', WHITE)
    turn, reason = computer.suggest_turn(state)
    assert reason.endswith('(the solved endgame: Black wins in 2 turns (of '
                           'both players) with best play)')


# --- The search alone (the solution switched off) ----------------------------

@pytest.mark.parametrize('distance', [1, 3, 5])
def test_search_alone_keeps_won_endgames_won(solution, distance):
    # Its search sees 4 to 5 turns ahead here, so wins in 1 and 3 must be
    # taken by the fastest way; a win in 5 it usually finds, and it must at
    # least keep the position won.
    rng = random.Random(100 + distance)
    states = endgame.sample_states(solution,
                                   solution.families_with(WIN, distance),
                                   6, rng)
    for state in states:
        turn = search_alone_turn(state)
        value, turns_to_win = endgame.value_after_turn(solution, state, turn)
        assert value == WIN, (board_to_string(state.board), turn)
        if distance <= 3:
            assert turns_to_win == distance, (board_to_string(state.board),
                                              turn)


def test_search_alone_keeps_a_drawn_endgame_drawn_when_losses_are_in_reach(
        solution):
    # Drawn positions where every losing turn loses within 5 turns after
    # it: a search of 6 turns sees them all.
    reachable = [family for family in solution.families_with(DRAW)
                 if endgame.slowest_loss_after_a_turn(
                     solution, *solution.representative(family)) <= 5]
    states = endgame.sample_states(solution, reachable, 8, random.Random(9))
    for state in states:
        turn = search_alone_turn(state)
        assert endgame.value_after_turn(solution, state, turn) \
            == (DRAW, 0), (board_to_string(state.board), turn)
