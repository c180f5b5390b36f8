"""Tests that the teaching speaks the player's language: the lesson, the
hints, the review, the puzzles and the computer's levels take every word
from the message catalogue (words/catalogue.py), when they are shown and
not when they are imported.

The language here is a made-up one, SHOUTED: every message in capitals
(its placeholders kept).  A lower-case letter left in what the teaching
says is then a word that did not go through the catalogue.  The words of
words/ (a turn told in words, why a turn is illegal) are not the
teaching's: the tests ask for them in capitals too, through a stand-in.
"""

import gettext
import re

import pytest

import rules
from board import WHITE, board_from_string
from computer import endgame, levels
from computer.win_values import WIN
from teaching import (endgame_advice, hints, lessons, lookahead,
                      mistake_puzzles, puzzles, review, review_words)
from test_computer import FLYING_POSITIONS, random_positions
from words import catalogue, texts

# A placeholder of Python's % formatting, kept as it is: %s, %(name)s.
PLACEHOLDER = re.compile(r'%(?:\([a-z_]+\))?[-#0 +]*[0-9]*[sdr%]')


def shouted(message):
    """Return `message` in capitals, its placeholders as they are."""
    pieces = PLACEHOLDER.split(message)
    kept = PLACEHOLDER.findall(message) + ['']
    return ''.join(piece.upper() + place
                   for piece, place in zip(pieces, kept))


class Shouted(gettext.NullTranslations):
    """The made-up language: every message in capitals."""

    def gettext(self, message):
        return shouted(message)

    def ngettext(self, singular, plural, count):
        return shouted(singular if count == 1 else plural)

    def pgettext(self, context, message):
        return shouted(message)


@pytest.fixture
def shouting(monkeypatch):
    """Speak SHOUTED; the turns told by words/ in capitals as well."""
    monkeypatch.setattr(catalogue, '_translation', Shouted())
    told = texts.describe_turn
    monkeypatch.setattr(texts, 'describe_turn', lambda *arguments, **named:
                        told(*arguments, **named).upper())


@pytest.fixture(scope='module')
def solution():
    """Return the solved endgame (solved once, a few seconds)."""
    return endgame.solution()


def assert_shouted(text):
    """Fail if `text` holds a lower-case letter: an untranslated word."""
    assert text and not re.search('[a-z]', text), text


def test_shouted_keeps_the_placeholders():
    assert shouted('%(name)s moved %d to %s') == '%(name)s MOVED %d TO %s'


def test_the_lesson_judges_in_the_language_in_use(shouting):
    for step in lessons.LESSON:
        state = lessons.step_state(step)
        for turn in rules.legal_turns(state):
            assert_shouted(lessons.judge_answer(step, turn).sentence)
        assert_shouted(catalogue._(step.title))
        assert_shouted(catalogue._(step.task))


@pytest.mark.slow
def test_every_reason_of_a_hint_is_in_the_language_in_use(shouting):
    for state in random_positions(3, 2, every=6) + FLYING_POSITIONS[:2]:
        for turn in rules.legal_turns(state)[:12]:
            assert_shouted(hints.explain_fully(state, turn))
            assert_shouted(hints.explain_fully(state, turn, chosen=True))
            for stopped in (lookahead.double_threat_stopped,
                            lookahead.loss_avoided, lookahead.room_taken):
                assert_shouted(stopped(state, turn) or 'NONE')


def test_levels_and_difficulties_are_shown_in_the_language_in_use(shouting):
    for row in levels.LEVEL_TABLE:
        assert_shouted(texts.level_name(row.name))
        assert_shouted(texts.level_description(row))
    assert levels.LEVELS[0] == 'beginner'       # the key typed stays
    for difficulty in puzzles.DIFFICULTIES:
        assert_shouted(puzzles.difficulty_name(difficulty))
    assert 'easy' in puzzles.DIFFICULTIES


def test_a_puzzle_speaks_the_language_in_use(shouting, solution):
    puzzle = puzzles.make_puzzles(3, 'medium', 1)[0]
    state = puzzle.state
    assert_shouted(puzzles.puzzle_title(puzzle))
    assert_shouted(puzzles.answer_text(state, solution))
    for turn in rules.legal_turns(state):
        assert_shouted(puzzles.judge_turn(state, turn, solution).sentence)
    for line in endgame_advice.endgame_listing_lines(state):
        assert_shouted(line)


# A position of the solved endgame: White (0, 1, 20) flies, against four.
ENDGAME = rules.set_up_state(
    board_from_string('WW./.../.../B....B/.B./..W/.B.'), (0, 0), WHITE)
PLAYED = rules.Turn(1, 3)           # the mill on 0-1-2 left open
BETTER = rules.Turn(20, 2, 9)       # the mill closed


def test_the_review_speaks_the_language_in_use(shouting):
    mistake = review.Mistake(
        4, WHITE, ENDGAME, PLAYED, BETTER,
        hints.explain_fully(ENDGAME, BETTER, chosen=True),
        review_words.what_follows(ENDGAME, PLAYED), 300,
        review_words.verdict_words(ENDGAME, PLAYED, BETTER, WIN - 5, 0, 8))
    assert_shouted(review_words.mistake_text(mistake))
    assert_shouted(mistake_puzzles.task_text(
        mistake_puzzles.MistakePuzzle(mistake, 0, BETTER, WIN - 5, 8)))
    for sentence in review_words.review_summary([mistake]):
        assert_shouted(sentence)


@pytest.mark.parametrize('better, played', [
    (WIN - 5, 0), (0, 4 - WIN), (WIN - 5, 4 - WIN), (4 - WIN, 10 - WIN),
    (300, 0), (180, 0)])
def test_every_verdict_of_the_review_is_in_the_language_in_use(
        shouting, better, played):
    placing = random_positions(5, 1)[2]
    turns = rules.legal_turns(placing)
    for state, first, second in ((ENDGAME, BETTER, PLAYED),
                                 (placing, turns[0], turns[1])):
        assert_shouted(review_words.verdict_words(state, second, first, better,
                                            played, 8))
        assert_shouted(mistake_puzzles.comparison_words(better, played, 8))
        assert_shouted(mistake_puzzles.turn_words(first))
    assert_shouted(review_words.exact_verdict(better, played))
