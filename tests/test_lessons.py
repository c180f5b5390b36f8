"""Tests of lessons.py: every step's position is legal, its right answers
are legal turns judged right, and wrong answers are explained (illegal ones
by the rules, legal ones by the step)."""

import pytest

from teaching import lessons
from conftest import right_answers
import rules
from words import turn_problems
from board import POINTS
from rules import Turn


def step_id(step):
    """Return a test id for a step: its title."""
    return step.title


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_every_step_is_a_legal_position_with_right_answers(step):
    state = lessons.step_state(step)
    assert rules.outcome(state) is None
    assert step.task and step.praise
    right = right_answers(step)
    assert right
    legal = rules.legal_turns(state)
    for turn in right:
        assert turn in legal
        assert lessons.judge_answer(step, turn) == (True, step.praise)


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_a_legal_turn_that_misses_is_told_what_to_look_for(step):
    state = lessons.step_state(step)
    right = right_answers(step)
    missing = [turn for turn in rules.legal_turns(state) if turn not in right]
    if step.goal is lessons.any_turn:
        assert not missing
        return
    assert missing and step.miss
    for turn in missing:
        assert lessons.judge_answer(step, turn) == \
            (False, 'That is legal, but %s.' % step.miss)


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_an_illegal_turn_is_explained_by_the_rules(step):
    state = lessons.step_state(step)
    legal = rules.legal_turns(state)
    tried = [Turn(None, point) for point in POINTS] + [
        Turn(source, target) for source in POINTS for target in POINTS]
    tried += [turn._replace(removed=None) for turn in legal]
    illegal = [turn for turn in tried if turn not in legal]
    assert illegal
    for turn in illegal:
        answer = lessons.judge_answer(step, turn)
        assert answer == (False, 'That is not legal: %s.'
                          % turn_problems.explain_illegal_turn(state, turn))


def test_a_man_in_a_mill_may_not_be_removed_in_the_lesson():
    step = [step for step in lessons.LESSON
            if step.title == 'Men in a mill are safe'][0]
    assert right_answers(step) == [Turn(None, 2, 12)]
    answer = lessons.judge_answer(step, Turn(None, 2, 21))
    assert answer == (False, 'That is not legal: the man on 21 stands in a '
                      'mill and Black has men outside mills.')


def test_the_lesson_teaches_every_part_of_the_rules():
    titles = [step.title for step in lessons.LESSON]
    assert titles == ['Placing', 'Closing a mill', 'Men in a mill are safe',
                      'Blocking a mill', 'Moving along the lines',
                      'Closing a mill by moving', 'Being blocked',
                      'Flying with three men', 'Winning']
    phases = [rules.phase(lessons.step_state(step), step.to_move)
              for step in lessons.LESSON]
    assert phases.count(rules.FLYING) >= 1 and phases[0] == rules.PLACING
