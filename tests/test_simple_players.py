"""The rule-of-thumb players of the benches (bench/simple_players.py), which
stand in for a child who has just learned the rules and for a student when
the weakest levels are measured: they must play as their rules say."""

import random

import pytest

import rules
from simple_players import (removes_a_man, gives_mill_away, novice_turn,
                            student_turn)


def positions(games=6, seed=3):
    """Yield the positions of a few seeded games of random turns."""
    rng = random.Random(seed)
    for _ in range(games):
        state = rules.initial_state()
        while rules.outcome(state) is None:
            yield state
            state = rules.apply_turn(state, rng.choice(rules.legal_turns(state)))


def test_both_close_a_mill_whenever_they_can():
    rng = random.Random(1)
    checked = 0
    for state in positions():
        if any(removes_a_man(turn) for turn in rules.legal_turns(state)):
            checked += 1
            assert removes_a_man(novice_turn(state, rng))
            assert removes_a_man(student_turn(state, rng))
    assert checked > 20


@pytest.mark.slow
def test_the_student_gives_no_mill_away_when_it_can_help_it():
    rng = random.Random(2)
    checked = 0
    for state in positions():
        turns = rules.legal_turns(state)
        if any(removes_a_man(turn) for turn in turns):
            continue
        safe = [turn for turn in turns if not gives_mill_away(state, turn)]
        if safe and len(safe) < len(turns):
            checked += 1
            assert student_turn(state, rng) in safe
    assert checked > 20


def test_every_turn_is_legal_and_a_seed_repeats_the_choice():
    for state in positions(games=2):
        for player in (novice_turn, student_turn):
            turn = player(state, random.Random(7))
            assert turn in rules.legal_turns(state)
            assert player(state, random.Random(7)) == turn
