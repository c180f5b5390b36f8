"""Tests of bench/teaching_check.py, the benchmark of the game's teaching:
its checker catches a false claim planted in a hint, a review or a
solved endgame's verdict, and passes the true ones."""

import random

import pytest

from teaching import hints, mistake_puzzles, review
import rules
from rules import Turn
from claim_checks import (check_answers, check_lesson, check_mistake,
                          check_reason, check_review_puzzle,
                          check_verdict_words)
from deep_look import exact_after
from teaching_check import Tally, main
from test_computer import WINNING_MILL, position
from test_hints import BLACK_MILL_FIRST


def problem_of(result):
    """Return the problem of a (kind, problem, checked) result."""
    kind, problem, checked = result
    assert checked
    return problem


def test_a_threat_praised_while_the_opponent_closes_a_mill_is_caught():
    state, turn = BLACK_MILL_FIRST, Turn(None, 8)
    assert problem_of(check_reason(
        state, turn, 'threatens to close a mill on 6 next turn'))
    assert problem_of(check_reason(
        state, turn, hints.explain_fully(state, turn))) is None


def test_a_mill_a_reason_hides_is_caught():
    state, turn = BLACK_MILL_FIRST, Turn(None, 8)
    assert 'hides' in problem_of(check_reason(
        state, turn, hints.GENERIC))


def test_a_false_verdict_of_the_solved_endgame_is_caught():
    state = position(WINNING_MILL)
    turn = Turn(10, 11)
    assert exact_after(state, turn) < 0         # Black wins after it
    wrong = "keeps the forced win (the solved endgame: White wins in 3 " \
            "turns (of both players) with best play)"
    assert problem_of(check_reason(state, turn, wrong))
    assert problem_of(check_reason(
        state, turn, hints.explain_fully(state, turn))) is None


def test_a_worse_better_turn_and_a_won_turn_called_a_mistake_are_caught():
    state = position(WINNING_MILL)
    winning = [turn for turn in rules.legal_turns(state)
               if turn.removed is not None][0]
    planted = review.Mistake(1, state.to_move, state, winning, Turn(10, 11),
                             'shows no single idea on the board', None,
                             500, 'the position gets worse by about 5 men')
    kinds = dict((kind, problem) for kind, problem, _ in
                 check_mistake(planted))
    assert kinds['better turn'] and kinds['review verdict']


def test_a_false_verdict_on_a_mistake_puzzle_answer_is_caught(monkeypatch):
    state = position(WINNING_MILL)
    winning = [turn for turn in rules.legal_turns(state)
               if turn.removed is not None][0]
    mistake = review.Mistake(1, state.to_move, state, Turn(10, 11), winning,
                             '', None, 500, '')
    every = len(rules.legal_turns(state))
    assert [problem_of(result) for result in check_answers(
        mistake, every, random.Random(1))] == [None] * (every - 1)
    monkeypatch.setattr(mistake_puzzles, 'judge', lambda puzzle, turn: (
        mistake_puzzles.Verdict(True, 'Yes', False)))
    assert any(problem_of(result) for result in check_answers(
        mistake, every, random.Random(1)))


def test_a_verdict_that_counts_more_men_than_the_player_has_is_caught():
    state = position(WINNING_MILL)
    winning = [turn for turn in rules.legal_turns(state)
               if turn.removed is not None][0]
    planted = review.Mistake(1, state.to_move, state, Turn(10, 11), winning,
                             'shows no single idea on the board', None,
                             500, 'the position gets worse by about 5 men')
    assert rules.men_left(state, state.to_move) < 5
    assert 'more men' in problem_of(check_verdict_words(planted))


def test_a_review_puzzle_that_names_half_a_turn_is_caught(monkeypatch):
    # White flies 20 -> 2 and removes 9 (a loss by the solved endgame);
    # removing 16 wins (tests/test_mistake_puzzles.py).
    state = position('WW./.../.../B....B/.B./..W/.B.')
    mistake = review.Mistake(1, state.to_move, state, Turn(20, 2, 9),
                             Turn(20, 2, 16), '', None, 500, '')
    assert [problem_of(result) for result in check_review_puzzle(
        mistake)] == [None]
    monkeypatch.setattr(mistake_puzzles, 'turn_words', lambda turn: (
        '%d to %d' % (turn.source, turn.target)))
    assert 'names' in problem_of(check_review_puzzle(mistake)[0])


def test_a_lesson_hint_the_step_does_not_accept_is_caught(monkeypatch):
    monkeypatch.setattr(hints, 'suggest_turn', lambda state: (
        rules.legal_turns(state)[0], ''))
    problems = [problem for kind, problem, checked, where in check_lesson()]
    assert any(problems) and None in problems


def test_a_tally_counts_each_kind():
    tally = Tally()
    tally.add('reason', None, True)
    tally.add('reason', 'wrong', True, where='here')
    tally.add('puzzle', None, False)
    lines = tally.report()
    assert 'contradicted in all: 1 of 2 checked claims' in lines
    assert any(line.startswith('  e.g. reason: here: wrong') for line in lines)


@pytest.mark.slow
def test_the_quick_run_checks_every_kind_of_claim(capsys):
    # Seed 3: the review of the first 16 turns of its game offers better
    # turns (those of seeds 1 and 2 give none).
    assert main(['--quick', '--seed', '3']) == 0
    printed = capsys.readouterr().out
    for kind in ('better turn', 'puzzle', 'reason', 'review verdict',
                 'lesson hint'):
        assert kind in printed
    assert 'contradicted in all: ' in printed
