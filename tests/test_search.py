"""Tests that the fast search (search.py on bitboard.py's positions) plays
by the rules of rules.py: the same turns in every position, and the same
end of the game.  The fast search keeps its own copy of the move rules for
speed; these tests keep the copy true to the one place the rules live."""

import functools
import random

import pytest

import rules
from computer import search
from computer import search_root
from computer import win_values
from computer.bitboard import (ALL_POINTS, BIT, count_bits, generate_moves, men_of,
                      popcount, side_of, value_and_threats)
from board import opponent
from computer.bitboard import closable_mask
from computer.endgame_positions import CLOSABLE_FLYING, TRIPLES
from computer.symmetry import mask_points

OPTION_SETS = [
    rules.DEFAULT_OPTIONS,
    rules.DEFAULT_OPTIONS._replace(flying=False),
    rules.DEFAULT_OPTIONS._replace(move_limit=12, three_men_limit=6),
]


# The seed of the random games every test here looks at (played once for
# each set of options: see random_states).
SEED = 1


@functools.lru_cache(maxsize=None)
def random_states(options, seed=SEED, games=12):
    """Return the states of seeded random games under `options` (a tuple,
    played once and shared by the tests: states never change)."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = rules.initial_state(options)
        while rules.outcome(state) is None:
            states.append(state)
            state = rules.next_state(state, rng.choice(rules.legal_turns(
                state)))
        states.append(state)
    return tuple(states)


def bitboards(state):
    """Return (mine, theirs, my_hand, their_hand) of the player to move."""
    player, other = state.to_move, opponent(state.to_move)
    return (men_of(state.board, player), men_of(state.board, other),
            rules.men_in_hand(state, player), rules.men_in_hand(state, other))


def flies(options, men, in_hand):
    """Return True if a player with `men` (an int) and `in_hand` flies."""
    return options.flying and not in_hand and popcount(men) == 3


def moves_in_play(options):
    """Yield (state, the fast search's moves) of the positions of seeded
    random games that are not over."""
    for state in random_states(options):
        if rules.outcome(state) is None:
            mine, theirs, my_hand, _ = bitboards(state)
            yield state, generate_moves(mine, theirs, my_hand,
                                        flies(options, mine, my_hand))


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_search_lists_exactly_the_legal_turns(options):
    for state, moves in moves_in_play(options):
        legal = [search_root.move_of_turn(turn) for turn in rules.legal_turns(
            state)]
        assert sorted(moves) == sorted(legal), state


def point_of(bit):
    """Return the point of a single bit (None for 0)."""
    return BIT.index(bit) if bit else None


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_search_lists_its_moves_in_the_order_of_the_points(options):
    # The bits go round the squares, but the order of the moves (which
    # breaks ties in the search) follows the points' numbers.
    for state, moves in moves_in_play(options):
        points = [tuple(-1 if point is None else point
                        for point in map(point_of, move)) for move in moves]
        assert points == sorted(points), state


def mill_targets(mine, theirs, in_hand, flying, targets=ALL_POINTS):
    """Return the points (one int) where a move of `mine` closes a mill."""
    closing = 0
    for source, target, removed in generate_moves(mine, theirs, in_hand,
                                                  flying, targets):
        if removed:
            closing |= target
    return closing


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_threats_are_the_points_where_a_mill_can_close(options):
    # The evaluation's threats for both players are exactly where their
    # moves close a mill, so the quiescence search, which looks for mills
    # only on the threats, misses none.
    for state in random_states(options):
        mine, theirs, my_hand, their_hand = bitboards(state)
        if not (mine and theirs):
            continue                    # a mill here would remove nothing
        _, my_threats, their_threats = value_and_threats(
            mine, theirs, my_hand, their_hand, options.flying)
        i_fly = flies(options, mine, my_hand)
        they_fly = flies(options, theirs, their_hand)
        assert my_threats == mill_targets(mine, theirs, my_hand, i_fly)
        assert my_threats == mill_targets(mine, theirs, my_hand, i_fly,
                                          my_threats)
        assert their_threats == mill_targets(theirs, mine, their_hand,
                                             they_fly)


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_copy_of_closable_points_agrees_with_the_rules(options):
    # bitboard.closable_mask is the fast search's own copy of
    # rules.closable_points: for both players, in every phase, the same.
    for state in random_states(options):
        for player in (state.to_move, opponent(state.to_move)):
            mine = men_of(state.board, player)
            theirs = men_of(state.board, opponent(player))
            free = rules.places_freely(state, player)
            expected = rules.closable_points(state, player)
            assert points_of(closable_mask(mine, theirs, free)) == expected


def test_the_solvers_copy_of_closable_points_agrees_with_the_rules():
    # endgame_positions.CLOSABLE_FLYING is the endgame solver's copy for
    # three flying men (a point held by the other player is masked out).
    for index, mask in enumerate(TRIPLES):
        board = ['.'] * 24
        for point in mask_points(mask):
            board[point] = 'W'
        state = rules.set_up_state(board, (0, 0), 'W')
        assert set(mask_points(CLOSABLE_FLYING[index])) == \
            rules.closable_points(state, 'W')


def points_of(mask):
    """Return the set of the points whose bits are set in `mask`."""
    return {point for point in range(24) if mask & BIT[point]}


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_search_ends_the_game_where_the_rules_do(options):
    for state in random_states(options):
        mine, theirs, my_hand, their_hand = bitboards(state)
        searcher = search.Searcher(state)
        key = search.key_of(mine, theirs, my_hand, their_hand,
                            side_of(state.to_move))
        repeated = len(set(state.history)) < len(state.history)
        value = searcher.game_over_value(mine, theirs, my_hand, their_hand,
                                         state.turns_without_removal,
                                         repeated, key, 0)
        result = rules.outcome(state)
        if result is None:
            assert value is None, state
        elif result.winner is None:
            assert value == 0, (state, result)
        else:
            won = result.winner == state.to_move
            win = win_values.WIN
            assert value == (win if won else -win), result


def test_the_bit_count_for_older_pythons_agrees_with_the_fast_one():
    # Python 3.8 and 3.9 have no int.bit_count: popcount is count_bits.
    for number, men in ((0, 0), (1, 1), (0b101101, 4), ((1 << 24) - 1, 24),
                        (1 << 23, 1), (0xF0F0F0, 12)):
        assert count_bits(number) == men
        assert popcount(number) == men


# --- A comparison of turns that goes on ------------------------------------

def a_middle_game_position():
    """Return a position of a seeded random game with men on the board
    and a few turns to compare, and those turns."""
    state = random_states(rules.DEFAULT_OPTIONS, seed=5, games=1)[20]
    return state, rules.legal_turns(state)[:2]


def test_a_comparison_asked_for_more_goes_on_from_where_it_stopped():
    state, turns = a_middle_game_position()
    fresh = search_root.values_of_turns(state, turns, 12, 3000)
    comparison = search_root.Comparison(state, turns)
    first = comparison.go_on(12, 3000)
    assert first == fresh                   # the same search, so far
    more = comparison.go_on(12, 12000)
    assert more[:len(first)] == first and len(more) > len(first)
    # the nodes of the first step count in the whole: it is not searched
    # again
    assert comparison.searcher.nodes <= 12000 + search.CHECK_EVERY


def test_a_comparison_starts_no_round_that_could_not_finish():
    state, turns = a_middle_game_position()
    comparison = search_root.Comparison(state, turns)
    budget = 3000
    rounds = comparison.go_on(12, budget)
    used = comparison.searcher.nodes
    assert used <= budget and len(rounds) < 12
    # the round it did not start: searched now, it needs more than was left
    comparison.go_on(len(rounds) + 1, 10 ** 9)
    assert comparison.searcher.nodes - used > budget - used
