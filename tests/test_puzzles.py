"""Tests of puzzles.py: every puzzle is a real forced win of the solved
endgame, the perfect defence holds out longest, and a seed repeats a set;
and of the printable sheet (console/paper.py), drawn as in the game."""

import ast
import os

import pytest

from computer import endgame
from teaching import puzzles
from console import paper
from console.drawing import draw_board
import rules
from words import turn_problems
from board import opponent

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope='module')
def solution():
    """Return the solved endgame (solved once, a few seconds)."""
    return endgame.solution()


# The puzzles of set 2 are those of the sheets' tests too: each line of best
# play is played out once (puzzles.LINES) for all of them.
@pytest.mark.parametrize('difficulty', sorted(puzzles.DIFFICULTIES))
def test_every_puzzle_is_a_forced_win_played_out_against_the_defence(
        solution, difficulty):
    for puzzle in puzzles.make_puzzles(2, difficulty, 4):
        state = puzzle.state
        assert puzzle.turns_to_win in puzzles.DIFFICULTIES[difficulty]
        assert solution.value_of_state(state) == (endgame.WON,
                                                  puzzle.turns_to_win)
        winner = state.to_move
        line = puzzles.solution_line(puzzle, solution)
        assert len(line) == puzzle.turns_to_win
        for turn in line:
            assert rules.outcome(state) is None
            if state.to_move != winner:     # the perfect defence
                slowest = max(endgame.value_after_turn(solution, state, t)[1]
                              for t in rules.legal_turns(state))
                assert endgame.value_after_turn(solution, state, turn) == \
                    (endgame.LOST, slowest)
            state = rules.next_state(state, turn)
        assert rules.outcome(state) == rules.Outcome(winner, rules.TWO_MEN)


def test_the_same_seed_gives_the_same_set(solution):
    first = puzzles.make_puzzles(3, 'medium', 5)
    again = puzzles.make_puzzles(3, 'medium', 5)
    other = puzzles.make_puzzles(4, 'medium', 5)
    assert first == again
    assert first != other


def test_a_turn_is_judged_by_what_is_left_of_the_win(solution):
    puzzle = puzzles.make_puzzles(1, 'medium', 1)[0]
    state = puzzle.state
    kinds = set()
    for turn in rules.legal_turns(state):
        judgement = puzzles.judge_turn(state, turn, solution)
        value, distance = endgame.value_after_turn(solution, state, turn)
        kinds.add(judgement.kind)
        if judgement.kind == puzzles.FASTEST:
            assert (value, distance) == (endgame.WON, puzzle.turns_to_win)
            assert judgement.turns_to_win == puzzle.turns_to_win - 1
        elif judgement.kind == puzzles.SLOWER:
            assert value == endgame.WON and distance > puzzle.turns_to_win
        elif judgement.kind == puzzles.DRAW:
            assert value == endgame.DRAWN
            assert judgement.sentence.startswith('the position is now a draw')
        else:
            assert judgement.kind == puzzles.LOSS and value == endgame.LOST
            assert judgement.sentence.startswith('the position is now lost')
    assert puzzles.FASTEST in kinds and len(kinds) >= 2


def test_a_slower_win_when_a_mill_wins_at_once_says_so(solution):
    # A puzzle won in one turn: a turn that keeps the win but closes no
    # mill is told that a mill now would have won at once (not 'instead of
    # 0 turns').
    for puzzle in puzzles.make_puzzles(2, 'easy', 6):
        if puzzle.turns_to_win != 1:
            continue
        for turn in rules.legal_turns(puzzle.state):
            judgement = puzzles.judge_turn(puzzle.state, turn, solution)
            if judgement.kind == puzzles.SLOWER:
                assert 'would have won at once' in judgement.sentence
                assert 'instead of 0' not in judgement.sentence
                return
    pytest.fail('no slower win found in the puzzles of seed 2')


def test_an_illegal_turn_is_explained_by_the_rules(solution):
    state = puzzles.make_puzzles(1, 'easy', 1)[0].state
    taken = state.board.index(opponent(state.to_move))
    judgement = puzzles.judge_turn(state, rules.Turn(None, taken), solution)
    assert judgement.kind == puzzles.ILLEGAL
    assert judgement.sentence == turn_problems.explain_illegal_turn(
        state, rules.Turn(None, taken))


@pytest.mark.parametrize('ascii_only', [True, False])
def test_a_puzzle_sheet_has_every_board_and_the_answers_at_the_end(
        solution, ascii_only):
    chosen = puzzles.make_puzzles(2, 'easy', 3)
    text = paper.puzzle_sheet(chosen, ascii_only, solution)
    answers = text.index('Answers')
    for number, puzzle in enumerate(chosen, 1):
        title = '%d. %s' % (number, puzzles.puzzle_title(puzzle))
        board = draw_board(puzzle.state.board, ascii_only)
        assert text.index(title + '\n' + board + '\n') < answers
        assert puzzles.line_text(puzzle, puzzles.solution_line(
            puzzle, solution)) in text[answers:]
    assert text.isascii() == ascii_only


def test_the_teachers_guide_sample_sheet_is_the_sheet_of_seed_6(solution):
    sheet = paper.puzzle_sheet(
        puzzles.make_puzzles(6, 'easy', 2), solution=solution)
    answers = sheet[sheet.index('Answers'):].rstrip('\n').split('\n')
    guide = os.path.join(PROJECT, 'docs', 'teachers.md')
    with open(guide, encoding='utf-8') as file:
        text = file.read()
    assert '\n'.join('    ' + line for line in answers) in text


def test_the_puzzles_import_nothing_of_the_console():
    path = os.path.join(PROJECT, 'teaching', 'puzzles.py')
    with open(path, encoding='utf-8') as file:
        tree = ast.parse(file.read())
    imported = [alias.name for node in ast.walk(tree)
                if isinstance(node, ast.Import) for alias in node.names]
    imported += [node.module for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom)]
    assert imported and not [name for name in imported
                             if (name or '').split('.')[0] == 'console']


def test_a_turn_of_the_wrong_shape_is_explained_not_a_crash(solution):
    state = puzzles.make_puzzles(1, 'easy', 1)[0].state
    judgement = puzzles.judge_turn(state, (1, 2, 3, 4, 5), solution)
    assert judgement.kind == puzzles.ILLEGAL
    assert judgement.sentence.startswith('a turn is (from, to)')


@pytest.mark.parametrize('difficulty, count', [('tricky', 3), ('easy', 0),
                                               ('easy', 101)])
def test_a_set_that_cannot_be_is_refused_with_a_sentence(solution, difficulty,
                                                         count):
    with pytest.raises(ValueError):
        puzzles.make_puzzles(1, difficulty, count)


@pytest.fixture(scope='module')
def found_puzzles(solution):
    """Return the puzzles the maker finds in the solved endgame (found once
    for the file's tests)."""
    return puzzles.find_puzzles(solution)


def test_the_shipped_puzzles_are_the_ones_the_maker_finds(solution,
                                                          found_puzzles):
    with open(puzzles.PUZZLE_FILE, encoding='utf-8') as file:
        shipped = file.read()
    found = found_puzzles
    assert shipped == puzzles.puzzle_file_text(found)
    assert puzzles.read_puzzle_file(shipped) == found
    for puzzle in found:
        assert solution.value_of_state(puzzle.state) == (
            endgame.WON, puzzle.turns_to_win)


def test_without_the_file_the_puzzles_are_found_again(found_puzzles,
                                                      tmp_path, monkeypatch):
    # That the maker finds the file's puzzles is the test above; here, that
    # the game asks the maker when the file is missing.
    shipped = list(puzzles.shipped_puzzles())
    monkeypatch.setattr(puzzles, 'PUZZLE_FILE', str(tmp_path / 'none.txt'))
    monkeypatch.setattr(puzzles, '_shipped', [])
    monkeypatch.setattr(puzzles, 'find_puzzles',
                        lambda solution: list(found_puzzles))
    assert puzzles.shipped_puzzles() == shipped


@pytest.mark.parametrize('line', ['3 W WWW/BBB/...', '3 X WW./BB./W../'
                                  '...B../.../.../...', 'three W ' + '.' * 24,
                                  '5 W WW./.../.../....../.../.../...'])
def test_a_damaged_puzzle_line_is_refused(line):
    with pytest.raises(ValueError):
        puzzles.read_puzzle_file(line)


@pytest.mark.parametrize('count', [
    2, pytest.param(6, marks=pytest.mark.slow)])   # puzzles of each kind
def test_the_defence_leaves_the_winner_the_fewest_ways_to_win(solution,
                                                              count):
    found = puzzles.make_puzzles(2, 'easy', count) + puzzles.make_puzzles(
        2, 'medium', count)
    for puzzle in found:
        state = puzzle.state
        for turn in puzzles.solution_line(puzzle, solution):
            if state.to_move != puzzle.state.to_move:
                longest = puzzles.best_turns(solution, state)
                assert turn in longest
                ways = [len(puzzles.best_turns(
                    solution, rules.next_state(state, other)))
                    for other in longest]
                assert len(puzzles.best_turns(
                    solution, rules.next_state(state, turn))) == min(ways)
            state = rules.next_state(state, turn)


def test_the_answer_shows_the_winning_turn_and_a_short_line(solution):
    short, long = (puzzles.make_puzzles(2, 'easy', 1)[0],
                   puzzles.make_puzzles(2, 'hard', 1)[0])
    for puzzle in (short, long):
        line = puzzles.solution_line(puzzle, solution)
        answer = puzzles.answer_text(puzzle.state, solution)
        assert puzzles.line_text(puzzle, line[:1]) in answer
        shown = len(line) <= puzzles.LONGEST_LINE_SHOWN
        assert (puzzles.line_text(puzzle, line) in answer) == shown
    assert puzzles.solution_line(long, solution)[1:]
