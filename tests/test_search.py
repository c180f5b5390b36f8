"""Tests that the fast search (search.py on bitboard.py's positions) plays
by the rules of rules.py: the same turns in every position, and the same
end of the game.  The fast search keeps its own copy of the move rules for
speed; these tests keep the copy true to the one place the rules live."""

import random

import pytest

import rules
import search
import search_root
import win_values
from bitboard import count_bits, generate_moves, men_of, popcount, side_of
from board import opponent

OPTION_SETS = [
    rules.DEFAULT_OPTIONS,
    rules.DEFAULT_OPTIONS._replace(flying=False),
    rules.DEFAULT_OPTIONS._replace(move_limit=12, three_men_limit=6),
]


def random_states(seed, options, games=12):
    """Return the states of seeded random games under `options`."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = rules.initial_state(options)
        while rules.outcome(state) is None:
            states.append(state)
            state = rules.next_state(state, rng.choice(rules.legal_turns(
                state)))
        states.append(state)
    return states


def bitboards(state):
    """Return (mine, theirs, my_hand, their_hand) of the player to move."""
    player, other = state.to_move, opponent(state.to_move)
    return (men_of(state.board, player), men_of(state.board, other),
            rules.men_in_hand(state, player), rules.men_in_hand(state, other))


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_search_lists_exactly_the_legal_turns(options):
    for state in random_states(1, options):
        if rules.outcome(state) is not None:
            continue
        mine, theirs, my_hand, _ = bitboards(state)
        flies = options.flying and not my_hand and popcount(mine) == 3
        moves = generate_moves(mine, theirs, my_hand, flies)
        legal = [search_root.move_of_turn(turn) for turn in rules.legal_turns(
            state)]
        assert sorted(moves) == sorted(legal), state


@pytest.mark.parametrize('options', OPTION_SETS)
def test_the_fast_search_ends_the_game_where_the_rules_do(options):
    for state in random_states(2, options):
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
