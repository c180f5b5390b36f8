"""Tests of mistake_puzzles.py and of playing a review's mistakes again at
the console: a better turn is better by the deeper search, the turn played
and the turns as bad are not, and the answer comes on request."""

import pytest
from conftest import run_main

import rules
from board import BLACK, board_from_string
from game_files import record_files
from rules import Turn
from teaching import mistake_puzzles, review

ASCII = ['--no-color', '--ascii']

# Black to move: White threatens to close 12-13-14; Black's man on 2 can
# stand on 14 first.  Black steps 21 -> 22 instead (tests/test_review.py).
MUST_BLOCK = '..B/W../..B/.B.WW./.B./.W./B.W'
BLUNDER = [Turn(21, 22), Turn(23, 14, 10), Turn(16, 15)]
BLOCK = Turn(2, 14)


def blunder_start():
    """Return the position before the blunder."""
    return rules.set_up_state(board_from_string(MUST_BLOCK), (0, 0), BLACK)


@pytest.fixture(scope='module')
def puzzle():
    """Return the blunder set as a puzzle (a few seconds of search)."""
    mistakes = review.review_game(blunder_start(), BLUNDER, (BLACK,))
    found = mistake_puzzles.confirmed_puzzles(mistakes)
    assert len(found) == 1
    return found[0]


def test_the_mistake_is_set_with_the_turn_played_in_its_task(puzzle):
    assert puzzle.mistake.played == BLUNDER[0]
    assert mistake_puzzles.task_text(puzzle) == (
        'Turn 1: Black moves 21 to 22. Find a better turn than 21 to 22.')
    assert puzzle.best == BLOCK


def test_a_turn_is_better_only_where_the_deeper_search_says_so(puzzle):
    state = puzzle.mistake.before
    better = []
    for turn in rules.legal_turns(state):
        verdict = mistake_puzzles.judge(puzzle, turn)
        gain = mistake_puzzles.turn_value(state, turn) - puzzle.played
        assert verdict.better == (turn != puzzle.mistake.played
                                  and gain >= mistake_puzzles.CLEARLY_BETTER)
        if verdict.better:
            better.append(turn)
            assert verdict.sentence.startswith('Yes: that is better than '
                                               '21 to 22, by about a man')
    assert better == [BLOCK]
    assert not mistake_puzzles.judge(puzzle, BLUNDER[0]).better


def test_a_mistake_the_deeper_search_does_not_confirm_is_left_out(puzzle):
    not_a_mistake = puzzle.mistake._replace(played=BLOCK)
    assert mistake_puzzles.confirmed_puzzles([not_a_mistake]) == []


def test_the_review_offers_its_mistakes_as_puzzles_with_the_answer(tmp_path):
    path = tmp_path / 'blunder.txt'
    record_files.save_record(str(path), blunder_start(), BLUNDER)
    output, _ = run_main(['--review', str(path)] + ASCII,
                         ['y', '16 15', 'y', '2 14'])
    flat = ' '.join(output.split())
    assert 'Play these turns again as puzzles (find a better turn)?' in flat
    assert ('Puzzle 1 of 1. Turn 1: Black moves 21 to 22. Find a better turn '
            'than 21 to 22.') in flat
    assert 'That is about as good as 21 to 22' in flat
    assert 'Yes: that is better than 21 to 22' in flat
    assert 'You found a better turn in 1 of 1.' in flat
    output, _ = run_main(['--review', str(path)] + ASCII,
                         ['y', '21 22', 'n'])
    flat = ' '.join(output.split())
    assert 'That is the turn played in the game' in flat
    assert ('The answer: Black moves 2 to 14 (it blocks White' in flat)
    assert 'You found a better turn in 0 of 1.' in flat
