"""Thousands of seeded random games, with the rules' invariants checked after
every turn, and every game played to its end."""

import random
from collections import Counter

import pytest

import rules
from board import EMPTY, MEN_PER_PLAYER, PLAYERS, POINTS, opponent

# Option sets the random games are played under.  Each keeps a move limit, so
# that every game must end however badly the random players play.
OPTION_SETS = [
    rules.DEFAULT_OPTIONS,
    rules.DEFAULT_OPTIONS._replace(flying=False),
    rules.DEFAULT_OPTIONS._replace(double_mill_removal=True),
    rules.DEFAULT_OPTIONS._replace(repetition_draw=False, move_limit=50),
    rules.DEFAULT_OPTIONS._replace(three_men_limit=10, move_limit=30),
    rules.DEFAULT_OPTIONS._replace(flying=False, double_mill_removal=True,
                                   move_limit=50),
]


def longest_possible_game(options):
    """Return a bound on a game's length: placing, then at most
    move_limit moving turns before each of the (at most 14) removals."""
    return 2 * MEN_PER_PLAYER + 15 * (options.move_limit + 1)


def play_random_game(seed, options):
    """Play one random game, checking invariants; return its outcome."""
    rng = random.Random(seed)
    state = rules.initial_state(options, first_player=rng.choice(PLAYERS))
    removed = {player: 0 for player in PLAYERS}
    turns_without_removal = 0       # moving turns (the move limit)
    placings_without_removal = 0    # placing turns (the three-men limit)
    # How often each position (men, hands, player to move) has been seen
    # since the last placement or removal, counted here apart from rules.py.
    seen = Counter()
    for _ in range(longest_possible_game(options)):
        seen[(state.board, state.in_hand, state.to_move)] += 1
        turns = rules.legal_turns(state)
        result = rules.outcome(state)
        assert result == expected_outcome(state, turns, seen,
                                          turns_without_removal,
                                          placings_without_removal)
        if result is not None:
            return result
        assert turns, 'a game that is not over has a legal turn'
        assert len(turns) == len(set(turns)), 'no turn is listed twice'
        turn = rng.choice(turns)
        player = state.to_move
        if rng.random() < 0.05:
            after = rules.apply_turn(state, turn)       # the checked path
        else:
            after = rules.next_state(state, turn)
        assert_turn_was_played(state, turn, after)

        taken = [p for p in (turn.removed, turn.second_removed)
                 if p is not None]
        removed[opponent(player)] += len(taken)
        if taken or turn.source is None:
            seen.clear()                # no earlier position can return
        if taken:
            turns_without_removal = placings_without_removal = 0
        elif turn.source is not None:
            turns_without_removal += 1
        else:
            placings_without_removal += 1
        assert after.turns_without_removal == turns_without_removal
        assert len(after.board) == len(POINTS)
        assert set(after.board) <= {EMPTY, rules.WHITE, rules.BLACK}
        for each in PLAYERS:
            on_board = after.board.count(each)
            assert on_board + rules.men_in_hand(after, each) + removed[each] \
                == MEN_PER_PLAYER
        assert after.to_move == opponent(player), 'players alternate'
        assert after.turns_played == state.turns_played + 1
        state = after
    raise AssertionError('game %d did not end within %d turns'
                         % (seed, longest_possible_game(options)))


def expected_outcome(state, turns, seen, turns_without_removal,
                     placings_without_removal):
    """Return the outcome RULES.md gives, worked out from what the test saw."""
    options = state.options
    for loser in (state.to_move, opponent(state.to_move)):
        if state.board.count(loser) + rules.men_in_hand(state, loser) < 3:
            return rules.Outcome(opponent(loser), rules.TWO_MEN)
    if not turns:
        return rules.Outcome(opponent(state.to_move), rules.BLOCKED)
    key = (state.board, state.in_hand, state.to_move)
    if options.repetition_draw and seen[key] >= 3:
        return rules.Outcome(None, rules.REPETITION)
    if options.move_limit and turns_without_removal >= options.move_limit:
        return rules.Outcome(None, rules.MOVE_LIMIT)
    if (options.three_men_limit
            and all(state.board.count(p) + rules.men_in_hand(state, p) == 3
                    for p in PLAYERS)
            and turns_without_removal + placings_without_removal
            >= options.three_men_limit):
        return rules.Outcome(None, rules.THREE_MEN_LIMIT)
    return None


def assert_turn_was_played(before, turn, after):
    """Check that exactly the points of `turn` changed, as they should."""
    player = before.to_move
    assert before.board[turn.target] == EMPTY, 'no point holds two men'
    changed = {p for p in POINTS if before.board[p] != after.board[p]}
    expected = {p for p in (turn.source, turn.target, turn.removed,
                            turn.second_removed) if p is not None}
    assert changed == expected
    assert after.board[turn.target] == player
    if turn.source is not None:
        assert after.board[turn.source] == EMPTY
    for point in (turn.removed, turn.second_removed):
        if point is not None:
            assert before.board[point] == opponent(player)
            assert after.board[point] == EMPTY


@pytest.mark.slow
@pytest.mark.parametrize('options', OPTION_SETS,
                         ids=['default', 'no-flying', 'double-mill',
                              'no-repetition', 'three-men-limit',
                              'no-flying-double-mill-limit-50'])
def test_random_games_keep_the_invariants_and_always_end(options):
    reasons = set()
    for seed in range(600):
        result = play_random_game(seed, options)
        assert result.reason in (rules.TWO_MEN, rules.BLOCKED,
                                 rules.REPETITION, rules.MOVE_LIMIT,
                                 rules.THREE_MEN_LIMIT)
        assert (result.winner is None) == (result.reason in (
            rules.REPETITION, rules.MOVE_LIMIT, rules.THREE_MEN_LIMIT))
        reasons.add(result.reason)
    # Random play reaches the common endings (the seeds are fixed, so this
    # only changes if the rules do).
    assert rules.TWO_MEN in reasons and rules.MOVE_LIMIT in reasons
