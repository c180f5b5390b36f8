"""The sheets a teacher prints (console/paper.py): every page fits A4 and
Letter (at most 60 lines of at most 79 characters, pages parted by form
feeds), puzzle pages carry a name line and whole puzzles, the answers
stand on pages of their own, and the rules sheet is one page."""

import os
import re

import pytest

import rules
from board import POINT_NAMES, POINTS
from computer import endgame
from console import paper
from console.drawing import draw_board
from conftest import run_main, unfolded
from teaching import puzzles
from words import catalogue, spoken

# What a page of either paper holds, counted with a margin (12-point
# type: Letter is 11 inches high, A4 8.3 inches wide, less the margins).
MOST_LINES = 60
MOST_COLUMNS = 79
FORM_FEED = '\f'
NAME_LINE_START = 'Name: ___'


@pytest.fixture(scope='module')
def solution():
    """Return the solved endgame (loaded once, about a second)."""
    return endgame.solution()


def pages(text):
    """Return the pages of a sheet, each a list of its lines."""
    assert text.endswith('\n')
    return [page[:-1].split('\n') for page in text.split(FORM_FEED)]


def assert_pages_fit_the_paper(text):
    """Fail unless every page of `text` fits A4 and Letter."""
    for page in pages(text):
        assert len(page) <= MOST_LINES
        assert all(len(line) <= MOST_COLUMNS for line in page)


def puzzle_lines(puzzle, number, words_only=False):
    """Return the lines of a puzzle as a sheet must keep them together."""
    board = (spoken.board_words(puzzle.state.board) if words_only
             else draw_board(puzzle.state.board, ascii_only=True))
    return ['%d. %s' % (number, puzzles.puzzle_title(puzzle))] + \
        board.split('\n')


@pytest.fixture(scope='module')
def sheets(solution):
    """Return {words_only: (the puzzles, their sheet)} of medium set 2."""
    found = puzzles.make_puzzles(2, 'medium', 6)
    return {words_only: (found, paper.puzzle_sheet(
        found, ascii_only=True, solution=solution, words_only=words_only))
        for words_only in (False, True)}


@pytest.mark.slow
@pytest.mark.parametrize('words_only', [False, True])
def test_a_puzzle_sheet_has_whole_puzzles_on_pages_with_a_name_line(
        sheets, words_only):
    found, text = sheets[words_only]
    assert_pages_fit_the_paper(text)
    sheet = pages(text)
    task_pages = [page for page in sheet if page[0].startswith(
        NAME_LINE_START)]
    assert task_pages and task_pages == sheet[:len(task_pages)]
    for number, puzzle in enumerate(found, 1):
        lines = puzzle_lines(puzzle, number, words_only)
        holding = [page for page in task_pages
                   if '\n'.join(lines) in '\n'.join(page)]
        assert len(holding) == 1            # whole, on one page
    assert 'Class: ___' in task_pages[0][0]


def test_the_answers_stand_on_pages_of_their_own(sheets, solution):
    found, text = sheets[False]
    sheet = pages(text)
    answer_pages = [page for page in sheet if page[0].startswith('Answers')]
    assert answer_pages and answer_pages == sheet[-len(answer_pages):]
    answers = '\n'.join('\n'.join(page) for page in answer_pages)
    for number, puzzle in enumerate(found, 1):
        line = puzzles.line_text(puzzle, puzzles.solution_line(puzzle,
                                                               solution))
        assert unfolded(line) in unfolded(answers)
        assert puzzle_lines(puzzle, number)[1] not in answers
    for page in sheet[:-len(answer_pages)]:
        assert not any('removes' in line for line in page)


def test_a_block_longer_than_the_room_left_starts_a_new_page():
    blocks = [['a'] * 30, ['b'] * 30, ['c'] * 5]
    first, second = paper.pages_of(blocks, ['Name'])
    assert first == ['Name'] + ['a'] * 30
    assert second == ['Name'] + ['b'] * 30 + [''] + ['c'] * 5


# The rules with every option that adds words to the rules switched on.
EVERY_OPTION = rules.DEFAULT_OPTIONS._replace(double_mill_removal=True,
                                              three_men_limit=10)


@pytest.mark.parametrize('language', ['en', 'de', 'fr', 'es'])
@pytest.mark.parametrize('ascii_only, words_only', [
    (True, False), (False, False), (False, True)])
@pytest.mark.parametrize('options', [rules.DEFAULT_OPTIONS, EVERY_OPTION])
def test_the_rules_sheet_is_one_page_in_every_language(
        language, ascii_only, words_only, options):
    catalogue.use_language(language)
    text = paper.rules_sheet(options, ascii_only, words_only)
    assert FORM_FEED not in text
    assert_pages_fit_the_paper(text)


def test_the_rules_sheet_has_the_numbered_board_the_rules_and_commands():
    text = paper.rules_sheet(rules.DEFAULT_OPTIONS, ascii_only=True)
    for point in POINTS:
        assert re.search(r'\b%d\b' % point, text)
    assert POINT_NAMES[4] == 'd6' and 'd6' in text
    for column in 'abcdefg':
        assert ' %s ' % column in text
    for words in ('Placing:', 'Moving:', 'Flying:', 'Mill:', 'Draws:'):
        assert words in text
    for command in ('help', 'rules', 'hint', 'undo', 'save', 'quit'):
        assert '\n  %s ' % command in text


def test_the_rules_sheet_in_words_lists_the_lines_of_the_board():
    text = paper.rules_sheet(rules.DEFAULT_OPTIONS, words_only=True)
    assert '0-1-2' in text and '21-22-23' in text and '1-4-7' in text
    assert '───' not in text and '---' not in text


def test_a_teacher_writes_the_rules_sheet_of_the_rules_chosen(tmp_path):
    path = tmp_path / 'rules.txt'
    output, _ = run_main(['--rules-sheet', str(path), '--no-flying',
                          '--ascii'], [])
    assert 'Wrote the rules sheet' in unfolded(output)
    sheet = path.read_text(encoding='utf-8')
    assert 'Moving:' in sheet and 'Flying:' not in sheet
    assert sheet == paper.rules_sheet(
        rules.DEFAULT_OPTIONS._replace(flying=False), ascii_only=True)


def test_the_rules_sheet_never_replaces_a_file(tmp_path):
    path = tmp_path / 'rules.txt'
    path.write_text('my notes\n', encoding='utf-8')
    output, _ = run_main(['--rules-sheet', str(path)], [])
    assert 'The rules sheet was not written' in unfolded(output)
    assert path.read_text(encoding='utf-8') == 'my notes\n'


# Both sheets are refused by the same check when they are saved; the puzzle
# sheet first finds the answers of a set of puzzles (a fifth of a second):
# it is tried with the whole suite.
@pytest.mark.parametrize('flag', [
    '--rules-sheet', pytest.param('--puzzle-sheet', marks=pytest.mark.slow)])
def test_a_sheet_named_with_control_characters_is_not_written(
        flag, tmp_path, monkeypatch):
    # An escape in the name would colour the terminal as it is printed
    # back, and make a file nobody can type the name of.
    monkeypatch.chdir(tmp_path)
    output, _ = run_main([flag, '\x1b[31mred.txt'], [])
    assert 'a file name cannot hold control characters' in unfolded(output)
    assert '\x1b' not in output
    assert os.listdir(str(tmp_path)) == []


def test_the_draws_are_said_with_or_and_no_backticks():
    text = paper.rules_sheet(rules.DEFAULT_OPTIONS)
    draws = unfolded(text[text.index('Draws:'):text.index('How to type')])
    assert '`' not in text
    assert draws.endswith('or whenever both players agree (type draw).')
