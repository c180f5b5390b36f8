"""Tests of the solved endgames (endgame.py): three men against three, solved
in the game, and three against four, from the table the game ships; and of
the computer player against them.

Three against three is checked two ways (its board symmetries in
tests/test_symmetry.py): its turns are the turns of rules.py on random
positions; and the value of every position follows from the values after
its turns (which, with the mills as the only way to end, proves every win,
loss and draw exact).  Three against four is checked the second way on
sampled positions of every value and distance, either side to move, with
the turns of rules.py.  Then the computer at 'hard', which plays these
endgames from the solution, must play sampled positions perfectly.  Its
search alone (the solution switched off), with its real node budget, must
keep won the sampled won positions whose wins it can see (wins in 1, 3 and
5 turns, the first two by the fastest way) and must not lose the sampled
drawn positions whose losing turns lose within 5 turns.  bench/endgame.py
checks both on more positions.

Positions are written as board strings (see board.board_from_string):

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

import copy
import functools
import random
from collections import Counter
from itertools import combinations

import pytest

from computer import computer_player
from computer import endgame
from computer import endgame_positions
from computer import endgame_values
from teaching import hints
from computer import levels
from computer import plain_search
import rules
from computer import win_values
from bench.endgame_checks import (best_value_after_turns, closes_mill,
                                  preference, slowest_loss_after_a_turn,
                                  turn_results, value_from_turns)
from board import (ADJACENT, BLACK, PLAYER_NAMES, POINTS, WHITE,
                   board_from_string, board_to_string, opponent)
from computer.endgame import DRAWN, LOST, WON
from computer.symmetry import men_mask


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


# --- The solver's turns are the rules' turns ---------------------------------

@pytest.mark.slow
def test_solver_turns_are_the_turns_of_rules_on_random_positions():
    for state in random_endgame_states(200, seed=4):
        mover, other = endgame_positions.position_of(state)
        from_rules = []
        for source, target in {(turn.source, turn.target)
                               for turn in rules.legal_turns(state)}:
            after_men = mover - (1 << source) + (1 << target)
            closing = [turn for turn in rules.legal_turns(state)
                       if (turn.source, turn.target) == (source, target)]
            after = rules.next_state(state, closing[0])
            result = rules.outcome(after)
            wins_now = result == rules.Outcome(state.to_move, rules.TWO_MEN)
            assert wins_now == closes_mill(after_men)
            if not wins_now:
                assert result is None
                assert (endgame_positions.position_of(after)
                        == (other, after_men))
            from_rules.append(after_men)
        assert Counter(turn_results(mover, other)) \
            == Counter(from_rules)


def test_every_mill_closed_in_the_endgame_wins_at_once():
    for state in random_endgame_states(100, seed=5):
        for turn in rules.legal_turns(state):
            if turn.removed is not None:
                result = rules.outcome(rules.next_state(state, turn))
                assert result == rules.Outcome(state.to_move, rules.TWO_MEN)


def test_position_of_reads_the_player_to_move_and_the_other():
    text = 'WW./.../.../B....W/.../.B./B..'
    white = men_mask([0, 1, 14])
    black = men_mask([9, 19, 21])
    position_of = endgame_positions.position_of
    assert position_of(endgame_state(text, WHITE)) == (white, black)
    assert position_of(endgame_state(text, BLACK)) == (black, white)


def test_position_of_refuses_what_is_not_a_solved_endgame():
    with pytest.raises(ValueError):
        endgame_positions.position_of(
            endgame_state('WWW/W../.../B.....B/.../.B./B..'))
    with pytest.raises(ValueError):
        endgame_positions.position_of(rules.set_up_state(
            board_from_string('WW./.../.../B....W/.../.B./B..'), (1, 0),
            WHITE))


# --- The solution ------------------------------------------------------------

@pytest.mark.slow
def test_every_value_follows_from_the_values_after_its_turns(solution):
    # Checked for every family.  A win is a turn to a loss (or a mill), a
    # loss has only turns to wins, and the distances step down to the
    # mills: so every win and loss is forced, and every draw can be held.
    for family in range(len(solution.representatives)):
        mover, other = solution.representative(family)
        turns = []
        for after in turn_results(mover, other):
            if closes_mill(after):
                turns.append((True, None))
            else:
                turns.append((False, solution.value_of(other, after)))
        assert value_from_turns(turns) \
            == solution.value_of(mover, other), family


@pytest.mark.slow
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
            assert max(values, key=preference) == (value, distance), \
                board_to_string(state.board)


def test_a_mill_to_close_is_a_win_in_one(solution):
    # White has 0 and 1, and 2 is empty.
    state = endgame_state('WW./.../.../B....W/.../.B./B..')
    assert solution.value_of_state(state) == (WON, 1)


def test_a_double_threat_against_the_mover_is_a_loss_in_two(solution):
    # Black threatens 0-1-2 and 0-9-21; White can block only one.
    state = endgame_state('BB./.../W../B....W/.../.W./...')
    assert not any(turn.removed is not None
                   for turn in rules.legal_turns(state))
    assert solution.value_of_state(state) == (LOST, 2)


def test_the_same_men_are_worth_the_same_for_either_colour(solution):
    for state in random_endgame_states(50, seed=7):
        swapped = [{WHITE: BLACK, BLACK: WHITE}.get(slot, slot)
                   for slot in state.board]
        mirror = rules.set_up_state(swapped, (0, 0), opponent(state.to_move))
        assert solution.value_of_state(mirror) \
            == solution.value_of_state(state)


def test_the_endgame_has_wins_losses_and_draws(solution):
    values = {endgame.VALUE_NAMES[code] for code in solution.value}
    assert values == {WON, LOST, DRAWN}


def test_every_forced_win_is_shorter_than_the_move_limit(solution):
    # A win of more than 100 turns could be cut short by the move limit;
    # three men against three enter the endgame with the counter at 0,
    # since a man was just removed.
    longest = max(solution.distance)
    assert longest < rules.DEFAULT_OPTIONS.move_limit


# --- The computer against the solution ---------------------------------------

def hard_turn(state):
    """Return the turn the computer plays at 'hard', with a fixed seed."""
    return computer_player.choose_turn(state, 'hard', random.Random(8))


def search_alone_turn(state):
    """Return the turn the top level's search finds with its real node
    budget, without the solved endgame."""
    depth, nodes, seconds = levels.search_limits(
        state, levels.LEVEL_SETTINGS[levels.TOP_LEVEL])
    return plain_search.search(state, depth, random.Random(8), max_nodes=nodes,
                           time_limit=seconds).turn


def every_kind(solution):
    """Return every (value, distance) that some position has."""
    return sorted({solution.value_of(*solution.representative(family))
                   for family in range(len(solution.representatives))})


@pytest.mark.slow
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
    families = solution.families_with(DRAWN)
    for state in endgame.sample_states(solution, families, 40,
                                       random.Random(11)):
        turn = hard_turn(state)
        assert endgame.value_after_turn(solution, state, turn) == (DRAWN, 0), \
            (board_to_string(state.board), turn)


def test_hard_plays_the_endgame_the_same_way_with_the_same_seed(solution):
    families = solution.families_with(WON, 9)
    for state in endgame.sample_states(solution, families, 5,
                                       random.Random(12)):
        turns = {computer_player.choose_turn(state, 'hard', random.Random(3))
                 for _ in range(3)}
        assert len(turns) == 1


def test_endgame_value_counts_the_turns_from_the_root(solution):
    # White to move closes 0-1-2 at once: a win in 1.  Two turns below the
    # root it is worth WON less 3 turns for White, minus that for Black.
    won = endgame_state('WW./.../.../B....W/.../.B./B..', WHITE)
    assert endgame_values.endgame_value(solution, won, 2) == win_values.WIN - 3
    # Black to move against a double threat: lost in 2.
    lost = endgame_state('BB./.../W../B....W/.../.W./...', WHITE)
    assert (endgame_values.endgame_value(solution, lost, 0)
            == -(win_values.WIN - 2))
    draw = endgame.sample_states(solution, solution.families_with(DRAWN), 1,
                                 random.Random(13))[0]
    assert endgame_values.endgame_value(solution, draw, 5) == 0


def test_a_win_the_draw_limits_cut_short_is_worth_a_draw(solution):
    # With 99 turns of the 100 gone, a win in 1 still counts; a win in 3
    # cannot come in time: the loser holds out and the game is drawn.
    families = solution.families_with(WON, 3)
    win_in_3 = endgame.sample_states(solution, families, 1,
                                     random.Random(14))[0]
    win_in_1 = endgame_state('WW./.../.../B....W/.../.B./B..', WHITE)
    assert (endgame_values.endgame_value(solution, win_in_3, 0)
            == win_values.WIN - 3)
    late = {state: state._replace(turns_without_removal=99)
            for state in (win_in_1, win_in_3)}
    assert endgame_values.endgame_value(solution, late[win_in_1], 0) \
        == win_values.WIN - 1
    assert endgame_values.endgame_value(solution, late[win_in_3], 0) == 0
    assert endgame_values.endgame_value(
        solution, win_in_3._replace(turns_without_removal=97), 0) \
        == win_values.WIN - 3
    windmill = rules.DEFAULT_OPTIONS._replace(three_men_limit=10)
    near_limit = win_in_3._replace(options=windmill, turns_without_removal=8)
    assert endgame_values.turns_before_a_draw(near_limit) == 2
    assert endgame_values.endgame_value(solution, near_limit, 0) == 0
    # hard, playing both sides, indeed draws it by the three-men limit.
    state = near_limit
    while rules.outcome(state) is None:
        state = rules.next_state(state, hard_turn(state))
    assert rules.outcome(state) == rules.Outcome(None, rules.THREE_MEN_LIMIT)
    # and the hint says so
    turn, reason = hints.suggest_turn(near_limit)
    assert reason.endswith('(the solved endgame: a draw with best play)')


def test_endgame_value_is_none_outside_the_solved_endgames(solution):
    four = endgame_state('WWW/W../.../B...../.../.B./BB.')
    assert endgame_values.endgame_value(solution, four, 0) is None
    no_flying = rules.DEFAULT_OPTIONS._replace(flying=False)
    state = endgame_state('WW./.../.../B....W/.../.B./B..')
    assert endgame_values.endgame_value(
        solution, state._replace(options=no_flying), 0) is None


def test_hard_asks_for_the_solution_only_when_the_endgame_is_near(solution):
    four_against_three = endgame_state('WWW/W../.../B...../.../.B./B..')
    assert endgame_values.solution_if_endgame_near(four_against_three) is solution
    assert endgame_values.solution_if_endgame_near(rules.initial_state()) is None
    no_flying = rules.DEFAULT_OPTIONS._replace(flying=False)
    assert endgame_values.solution_if_endgame_near(
        four_against_three._replace(options=no_flying)) is None


@pytest.mark.slow
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
    assert solution.value_of_state(fresh) == (LOST, 12)
    assert computer_player.think(fresh, 'hard', random.Random(0)).value \
        == -(win_values.WIN - 12)
    with_history = fresh._replace(history=tuple(history))
    assert endgame_values.may_repeat_a_third_time(with_history)
    result = computer_player.think(with_history, 'hard', random.Random(0))
    assert result.value == 0
    assert result.turn == rules.Turn(23, 15)
    turn, reason = hints.suggest_turn(with_history)
    assert 'solved endgame' not in reason      # it cannot tell here


def test_the_search_sees_through_a_mill_into_a_solved_endgame(solution):
    # Black (three men, flying) closes 18-19-20 and removes White's man on
    # 3: the game goes on as three against three, and the search scores the
    # position after it with the exact value of the endgame, at any depth.
    state = endgame_state('WWW/W.B/.../....../.../BB./...', BLACK)
    mill = rules.Turn(5, 20, 3)
    assert mill in rules.legal_turns(state)
    after = rules.next_state(state, mill)
    exact = endgame_values.endgame_value(solution, after, 1)
    assert exact is not None
    searcher = plain_search.Searcher(solution=solution)
    for depth in (0, 3):
        assert searcher.negamax(after, depth, -win_values.INFINITY,
                                win_values.INFINITY, 1) == exact
    # Without the solution the same position is only guessed.
    guess = plain_search.Searcher().negamax(after, 0, -win_values.INFINITY,
                                        win_values.INFINITY, 1)
    assert guess != exact


def test_searches_share_the_solved_values_they_looked_up(solution):
    # The same endgame searched again looks up no solved value: it finds
    # them kept by the first search, and gives the same answer.
    from computer import search, search_root
    assert endgame_values.solved_values(solution) is \
        endgame_values.solved_values(solution)
    state = endgame_state('WWW/W.B/.../....../.../BB./...', BLACK)
    looked_up = []

    def counted(state):
        looked_up.append(state)
        return endgame_values.endgame_value(solution, state, 0)

    first = search_root.search(state, 4, random.Random(0), None, None,
                               counted)
    assert looked_up
    again = search_root.search(state, 4, random.Random(0), None, None,
                               counted)
    assert again == first and len(looked_up) == len(set(looked_up))
    search.SOLVED_SEEN.pop((counted, state.options))


def test_the_hint_says_what_the_solved_endgame_says(solution):
    state = endgame_state('BB./.../W../B....W/.../.W./...', WHITE)
    turn, reason = hints.suggest_turn(state)
    assert reason.endswith('(the solved endgame: Black wins in 2 turns (of '
                           'both players) with best play)')


# --- The search alone (the solution switched off) ----------------------------

@pytest.mark.slow
@pytest.mark.parametrize('distance', [1, 3, 5])
def test_search_alone_keeps_won_endgames_won(solution, distance):
    # Its search sees 4 to 5 turns ahead here, so wins in 1 and 3 must be
    # taken by the fastest way; a win in 5 it usually finds, and it must at
    # least keep the position won.
    rng = random.Random(100 + distance)
    states = endgame.sample_states(solution,
                                   solution.families_with(WON, distance),
                                   6, rng)
    for state in states:
        turn = search_alone_turn(state)
        value, turns_to_win = endgame.value_after_turn(solution, state, turn)
        assert value == WON, (board_to_string(state.board), turn)
        if distance <= 3:
            assert turns_to_win == distance, (board_to_string(state.board),
                                              turn)


@pytest.mark.slow
def test_search_alone_keeps_a_drawn_endgame_drawn_when_losses_are_in_reach(
        solution):
    # Drawn positions where every losing turn loses within 5 turns after
    # it: a search of 6 turns sees them all.
    reachable = [family for family in solution.families_with(DRAWN)
                 if slowest_loss_after_a_turn(
                     solution, *solution.representative(family)) <= 5]
    # Four of them: the search of each takes seconds.
    states = endgame.sample_states(solution, reachable, 4, random.Random(9))
    for state in states:
        turn = search_alone_turn(state)
        assert endgame.value_after_turn(solution, state, turn) \
            == (DRAWN, 0), (board_to_string(state.board), turn)


# --- Three men against four: the table the game ships -----------------------

def kinds_34(solution, men):
    """Return every (value, distance) of a family of three against four
    with `men` (the mover's, the other's) on the board."""
    offset = 0 if men == (3, 4) else endgame_positions.FAMILIES_34
    families = endgame_positions.FAMILIES_34
    codes = set(solution.table_34[offset:offset + families])
    return sorted(endgame.value_of_code(code) for code in codes
                  if code != endgame.NO_FAMILY)


@functools.lru_cache(maxsize=None)
def families_34(solution, value, distance, men):
    """Return solution.families_with(value, distance, men), found once for
    the tests that sample them (each is a look through the whole table of
    three against four)."""
    return solution.families_with(value, distance, men)


def sampled_states_34(solution, per_kind, seed):
    """Return (state, (value, distance)): `per_kind` random positions of
    every kind of three against four, either side to move."""
    rng = random.Random(seed)
    sampled = []
    for men in ((3, 4), (4, 3)):
        for value, distance in kinds_34(solution, men):
            families = families_34(solution, value, distance, men)
            for state in endgame.sample_states(
                    solution, families, min(per_kind, len(families)), rng):
                sampled.append((state, (value, distance)))
    return sampled


def test_the_table_of_three_against_four_is_shipped_and_loads(solution):
    assert solution.table_34 is not None
    assert len(solution.table_34) == 2 * endgame_positions.FAMILIES_34


def test_three_against_four_is_solved_either_way_with_flying_only():
    state = endgame_state('WWW/W../.../B...../.../.B./B..', BLACK)
    assert endgame_positions.is_solved(state)
    assert endgame_positions.is_solved(state._replace(to_move=WHITE))
    no_flying = rules.DEFAULT_OPTIONS._replace(flying=False)
    assert not endgame_positions.is_solved(state._replace(options=no_flying))
    in_hand = rules.set_up_state(state.board, (1, 0), WHITE)
    assert not endgame_positions.is_solved(in_hand)


@pytest.mark.slow
def test_three_against_four_values_follow_from_the_turns_of_rules(solution):
    # Every kind of value and distance, with the three and with the four to
    # move: the best of the values after the turns of rules.py (legal_turns,
    # next_state, outcome, and three against three after a removal) is the
    # value of the position.
    for state, value in sampled_states_34(solution, 3, seed=20):
        assert rules.outcome(state) is None
        assert solution.value_of_state(state) == value
        assert best_value_after_turns(solution, state) == value, \
            board_to_string(state.board)


@pytest.mark.slow
def test_a_mill_in_three_against_four_wins_or_goes_on_three_against_three(
        solution):
    for state, _ in sampled_states_34(solution, 2, seed=21):
        four_to_move = state.board.count(state.to_move) == 4
        for turn in rules.legal_turns(state):
            after = rules.next_state(state, turn)
            result = rules.outcome(after)
            if turn.removed is None:
                assert result is None
                assert endgame_positions.is_solved(after)
            elif four_to_move:
                assert result == rules.Outcome(state.to_move, rules.TWO_MEN)
            else:
                assert result is None
                assert after.board.count(WHITE) == 3 == after.board.count(
                    BLACK)


def test_three_men_can_never_block_four():
    # Every four points have at least four empty neighbours between them:
    # so no family of three against four is lost by a blockade.
    fewest = min(len({neighbour for point in four
                      for neighbour in ADJACENT[point]} - set(four))
                 for four in combinations(POINTS, 4))
    assert fewest == 4


def test_four_men_with_a_mill_to_close_win_in_one(solution):
    # Black moves 14 to 2 and closes 0-1-2.
    state = endgame_state('BB./.../WW./B....B/.../.W./...', BLACK)
    assert solution.value_of_state(state) == (WON, 1)
    assert solution.value_of_state(state._replace(to_move=WHITE))[0] != LOST


def test_three_flying_men_hold_a_position_against_four(solution):
    # Black's 1 and 2 wait for 0, but no other black man is next to it;
    # White's 3 and 4 are stopped by Black's 5: a draw with best play.
    state = endgame_state('.BB/WWB/.../....../W../.../B..', WHITE)
    assert solution.value_of_state(state) == (DRAWN, 0)
    assert best_value_after_turns(solution, state) == (DRAWN, 0)


def test_three_flying_men_may_win_a_quiet_position_against_four(solution):
    # No mill is near, but White takes a man in the end and wins the three
    # against three that follows: 27 turns in all.
    state = endgame_state('W../.../..W/B....B/.../W../B.B', WHITE)
    assert solution.value_of_state(state) == (WON, 27)
    assert best_value_after_turns(solution, state) == (WON, 27)


def test_three_flying_men_to_move_never_lose_against_four(solution):
    assert not solution.families_with(LOST, 2, (3, 4))
    assert all(value != LOST for value, _ in kinds_34(solution, (3, 4)))


def test_a_damaged_or_missing_table_is_refused(tmp_path):
    with open(endgame.TABLE_34_PATH, 'rb') as file:
        data = file.read()
    good = tmp_path / 'good.xz'
    good.write_bytes(data)
    assert endgame.load_table_34(str(good)) is not None
    damaged = tmp_path / 'damaged.xz'
    damaged.write_bytes(data[:100] + bytes([data[100] ^ 1]) + data[101:])
    assert endgame.load_table_34(str(damaged)) is None
    short = tmp_path / 'short.xz'
    short.write_bytes(data[:-1])
    assert endgame.load_table_34(str(short)) is None
    assert endgame.load_table_34(str(tmp_path / 'missing.xz')) is None


def test_without_the_table_the_search_plays_three_against_four(solution):
    without = copy.copy(solution)
    without.table_34 = None
    state = endgame_state('BB./.../WW./B....B/.../.W./...', BLACK)
    assert not without.solves(state)
    assert endgame_values.endgame_value(without, state, 0) is None
    win_in_1 = win_values.WIN - 1
    assert endgame_values.endgame_value(solution, state, 0) == win_in_1
    searcher = plain_search.Searcher(solution=without)
    assert searcher.negamax(state, 2, -win_values.INFINITY,
                            win_values.INFINITY, 0) == win_in_1


def test_the_three_men_limit_leaves_three_against_four_to_the_search(
        solution):
    windmill = rules.DEFAULT_OPTIONS._replace(three_men_limit=10)
    state = endgame_state('BB./.../WW./B....B/.../.W./...', BLACK)
    assert endgame_values.endgame_value(
        solution, state._replace(options=windmill), 0) is None


def test_hard_asks_for_the_solution_from_five_men_each(solution):
    five_each = endgame_state('WWW/WW./.../B.B.B./.../.B./B..')
    assert endgame_values.solution_if_endgame_near(five_each) is solution
    six = endgame_state('WWW/WWW/.../B.B.B./.../.B./B..')
    assert endgame_values.solution_if_endgame_near(six) is None


@pytest.mark.slow
def test_hard_wins_won_and_keeps_drawn_three_against_four(solution):
    rng = random.Random(22)
    for men in ((3, 4), (4, 3)):
        for value, distance in [(DRAWN, 0)] + [
                kind for kind in kinds_34(solution, men)[:3]
                if kind[0] == WON]:
            families = solution.families_with(value, distance, men)
            for state in endgame.sample_states(solution, families, 2, rng):
                turn = hard_turn(state)
                assert endgame.value_after_turn(solution, state, turn) \
                    == (value, distance), (board_to_string(state.board), turn)


def test_a_turn_that_repeats_a_position_a_third_time_is_worth_a_draw(
        solution):
    # White to move can close 0-1-2 (a win in 1), but 14 to 13 brings back
    # a position the game has seen twice: that turn draws.
    state = endgame_state('WW./.../.../B....W/.../.B./B..', WHITE)
    turn = rules.Turn(14, 13)
    repeated = rules.next_state(state, turn).history[-1]
    state = state._replace(history=(repeated, repeated) + state.history)
    assert endgame.value_after_turn(solution, state, turn) == (DRAWN, 0)
    assert endgame.value_after_turn(solution, state, rules.Turn(14, 2, 9)) \
        == (WON, 1)


def test_the_hint_says_what_the_table_of_three_against_four_says(solution):
    families = solution.families_with(WON, 9, (3, 4))
    state = endgame.sample_states(solution, families, 1, random.Random(23))[0]
    turn, reason = hints.suggest_turn(state)
    assert reason.endswith('(the solved endgame: %s wins in 9 turns (of both '
                           'players) with best play)'
                           % PLAYER_NAMES[state.to_move])


def test_the_typed_counts_of_the_families_are_those_the_tables_make():
    # The counts are typed so that importing the module makes no table.
    classes, moves = endgame_positions.canonical_triples()
    quads, quad_index = endgame_positions.quad_table()
    assert len(classes) == endgame_positions.TRIPLE_CLASS_COUNT
    assert len(quads) == len(quad_index) == endgame_positions.QUAD_COUNT
    assert len(moves) == endgame_positions.TRIPLE_COUNT


@pytest.mark.slow           # the solve of three against three: seconds
def test_the_shipped_table_of_three_against_three_is_what_the_solve_finds(
        solution):
    assert endgame.load_table_33() == solution.values_table()
    solved = endgame.Solution()             # no table given: it solves
    assert solved.values_table() == solution.values_table()


def test_a_damaged_table_of_three_against_three_is_refused(tmp_path):
    with open(endgame.TABLE_33_PATH, 'rb') as file:
        data = file.read()
    damaged = tmp_path / 'damaged.xz'
    damaged.write_bytes(data[:50] + bytes([data[50] ^ 1]) + data[51:])
    assert endgame.load_table_33(str(damaged)) is None
    assert endgame.load_table_33(str(tmp_path / 'missing.xz')) is None
    assert len(endgame.load_table_33()) == endgame.FAMILIES_33
