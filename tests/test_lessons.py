"""Tests of lessons.py: every step's position is legal, its right answers
are legal turns judged right, and wrong answers are explained (illegal ones
by the rules, legal ones by the step)."""

import re

import pytest

from teaching import deeper, lessons
from conftest import right_answers
import rules
from words import turn_problems
from board import MILLS, POINTS, opponent
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


def named_alone(point, text):
    """Return True if `text` names `point` as a number of its own (not only
    inside a line such as 0-1-2)."""
    return re.search(r'(?<![\d-])%d(?![\d-])' % point, text) is not None


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_a_step_that_asks_for_one_point_names_it_for_a_listener(step):
    # A student who cannot see the board hears the task and the board in
    # words: the point the answer goes to must be named, or two of the
    # student's men on a line through it, or the neighbours command told.
    state = lessons.step_state(step)
    targets = {turn.target for turn in right_answers(step)}
    if len(targets) > 1:
        return
    target, = targets
    task = step.task
    named_pair = any(
        all(named_alone(point, task) and state.board[point] == step.to_move
            for point in line if point != target)
        for line in MILLS if target in line)
    assert named_alone(target, task) or named_pair \
        or 'neighbours' in task, task


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_a_step_names_the_men_a_right_answer_must_remove(step):
    # Where only some of the opponent's men may be taken, the task says
    # which, by number.
    state = lessons.step_state(step)
    removed = {turn.removed for turn in right_answers(step)} - {None}
    others = set(rules.men_on_board(state.board, opponent(step.to_move)))
    if removed and removed != others:
        assert all(named_alone(point, step.task) for point in removed)


def hint_at(step, depth=deeper.DEEP_DEPTH):
    """Return the turn the game's hint names at a step (about half a
    second of search at the game's depth)."""
    from teaching import hints
    return hints.suggest_turn(lessons.step_state(step), depth)[0]


# The step's mill and the mill it stops lie two turns deep: a hint that
# looks four turns ahead must find them too; the game's own depth is tried
# with the whole suite.
@pytest.mark.parametrize('depth', [
    4, pytest.param(deeper.DEEP_DEPTH, marks=pytest.mark.slow)])
def test_the_hint_at_closing_a_mill_by_moving_is_the_steps_answer(depth):
    step = [step for step in lessons.LESSON
            if step.title == 'Closing a mill by moving'][0]
    hinted = hint_at(step, depth)
    assert hinted in right_answers(step)
    assert lessons.judge_answer(step, hinted) == (True, step.praise)
    # Black's man on 19 would close 21-22-23 by stepping to 22: the step's
    # mill is also the way to stop it, so the hint takes that man.
    assert hinted == Turn(7, 4, 19)


@pytest.mark.slow
@pytest.mark.parametrize('step', [step for step in lessons.LESSON
                                  if step.goal is not lessons.any_turn],
                         ids=step_id)
def test_the_hint_at_every_step_is_a_turn_the_step_accepts(step):
    assert hint_at(step) in right_answers(step)


@pytest.mark.parametrize('step', lessons.LESSON, ids=step_id)
def test_a_missed_step_is_told_in_one_sentence_with_one_stop(step):
    state = lessons.step_state(step)
    for turn in rules.legal_turns(state):
        sentence = lessons.judge_answer(step, turn).sentence
        assert not re.search(r'[.?!]\W*[.?!]$', sentence), sentence
