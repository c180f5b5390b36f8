"""Tests of the lesson, the puzzles and the review at the console: each is
played through the real prompts, with right and wrong answers."""

import pytest

from console import paper
from teaching import lessons
from teaching import puzzles
from game_files import record_files
import rules
from board import WHITE
from conftest import right_answers, run_main
from rules import Turn

ASCII = ['--no-color', '--ascii']


def typed(turn):
    """Return the lines a player types for `turn` at the game's prompts."""
    lines = [str(turn.target) if turn.source is None
             else '%d %d' % (turn.source, turn.target)]
    lines += [str(point) for point in (turn.removed, turn.second_removed)
              if point is not None]
    return lines


def a_wrong_answer(step):
    """Return a legal turn that misses what the step asks, or None."""
    state = lessons.step_state(step)
    right = right_answers(step)
    wrong = [turn for turn in rules.legal_turns(state) if turn not in right]
    return wrong[0] if wrong else None


def test_every_lesson_step_is_played_with_a_wrong_and_a_right_answer():
    lines, wrong_answers = [], 0
    for step in lessons.LESSON:
        wrong = a_wrong_answer(step)
        if wrong is not None:
            lines += typed(wrong)
            wrong_answers += 1
        lines += typed(right_answers(step)[0])
    output, games = run_main(['--lesson'] + ASCII, lines)
    steps = len(lessons.LESSON)
    for number, step in enumerate(lessons.LESSON, 1):
        assert 'Step %d of %d: %s' % (number, steps, step.title) in output
        assert step.praise.split('.')[0] in ' '.join(output.split())
    assert output.count('That is legal, but') == wrong_answers > 0
    assert 'That was the whole lesson' in output
    after = output[output.index('That was the whole lesson'):]
    assert 'Who plays?' in after and 'Your choice:' in after
    assert games == []


def test_an_illegal_lesson_answer_gets_the_rules_sentence():
    step = lessons.LESSON[1]
    taken = [point for point in range(24)
             if lessons.step_state(step).board[point] != '.'][0]
    right = right_answers(step)[0]
    output, _ = run_main(['--lesson'] + ASCII,
                         typed(right_answers(lessons.LESSON[0])[0])
                         + [str(taken)] + typed(right) + ['quit'])
    assert 'Sorry: point %d is taken.' % taken in output
    assert 'The lesson was stopped.' in output


def test_the_menu_offers_the_lesson_and_the_puzzles():
    output, _ = run_main(ASCII, ['5', 'quit'])
    assert 'Learn the rules, step by step' in output
    assert 'Step 1 of' in output
    output, _ = run_main(ASCII, ['6', 'medium', 'quit'])
    assert '(medium, set' in output and 'Puzzle 1 of' in output


def solving_lines(puzzle, with_a_mistake):
    """Return the lines that solve `puzzle` against the perfect defence,
    after one turn that throws the win away (and 'y' to try again)."""
    state, lines = puzzle.state, []
    if with_a_mistake:
        for turn in rules.legal_turns(state):
            if puzzles.judge_turn(state, turn).kind in (puzzles.DRAW,
                                                       puzzles.LOSS):
                lines += typed(turn) + ['y']
                break
    while rules.outcome(state) is None:
        turn = puzzles.best_turn(state)
        if state.to_move == puzzle.state.to_move:
            lines += typed(turn)
        state = rules.next_state(state, turn)
    return lines


@pytest.mark.slow
def test_every_puzzle_of_a_set_is_solved_through_the_prompts():
    found = puzzles.make_puzzles(4, 'easy', 6)
    lines = []
    for number, puzzle in enumerate(found):
        lines += solving_lines(puzzle, with_a_mistake=number == 0)
    output, _ = run_main(['--puzzle', 'easy', '--seed', '4'] + ASCII, lines)
    for puzzle in found:
        assert puzzles.puzzle_title(puzzle) in output
    assert output.count('Solved!') == len(found)
    assert 'Try that turn again?' in output
    # The mistake in the first puzzle is told as what it is, draw or loss.
    state = found[0].state
    mistake = [judgement for judgement in (puzzles.judge_turn(state, turn)
                                           for turn in rules.legal_turns(state))
               if judgement.kind in (puzzles.DRAW, puzzles.LOSS)][0]
    told = {puzzles.DRAW: 'The position is now a draw',
            puzzles.LOSS: 'The position is now lost'}
    flat = ' '.join(output.split())
    assert told[mistake.kind] in flat
    assert told[{puzzles.DRAW: puzzles.LOSS,
                 puzzles.LOSS: puzzles.DRAW}[mistake.kind]] not in flat


def a_turn_that_throws_the_win_away(state):
    """Return the first legal turn of `state` that draws or loses."""
    return [turn for turn in rules.legal_turns(state)
            if puzzles.judge_turn(state, turn).kind in (puzzles.DRAW,
                                                       puzzles.LOSS)][0]


def test_a_puzzle_given_up_shows_its_answer_and_the_count_is_told():
    found = puzzles.make_puzzles(4, 'easy', 6)
    given_up = found[2]
    lines = []
    for puzzle in found:
        if puzzle is given_up:
            lines += typed(a_turn_that_throws_the_win_away(
                puzzle.state)) + ['n']
        else:
            lines += solving_lines(puzzle, with_a_mistake=False)
    output, _ = run_main(['--puzzle', 'easy', '--seed', '4'] + ASCII,
                         lines + ['6', 'medium', 'quit'])
    flat = ' '.join(output.split())
    answer = ' '.join(puzzles.answer_text(given_up.state).split())
    assert answer in flat
    assert flat.index(answer) < flat.index('Puzzle 4 of 6')
    assert output.count('Solved!') == 5
    counted = flat.index('You solved 5 of 6 puzzles.')
    # The last puzzle returns to the start menu, where a new set begins.
    assert flat.index('Who plays?', counted) < flat.index('(medium, set',
                                                          counted)


def test_puzzles_stopped_with_quit_count_what_was_solved():
    found = puzzles.make_puzzles(4, 'easy', 6)
    output, _ = run_main(['--puzzle', 'easy', '--seed', '4'] + ASCII,
                         solving_lines(found[0], with_a_mistake=False)
                         + ['quit', 'quit'])
    assert 'The puzzles were stopped.' in output
    assert 'You solved 1 of 6 puzzles.' in output


@pytest.mark.slow
def test_a_teacher_writes_a_puzzle_sheet_to_a_file(tmp_path):
    path = tmp_path / 'sheet.txt'
    output, _ = run_main(['--puzzle-sheet', str(path), '--puzzle', 'medium',
                          '--seed', '2'] + ASCII, [])
    assert 'Wrote 6 puzzles (medium, set 2)' in output
    sheet = path.read_text(encoding='utf-8')
    assert sheet == paper.puzzle_sheet(
        puzzles.make_puzzles(2, 'medium', 6), ascii_only=True)


# Black to move: White threatens to close 12-13-14; Black's man on 2 can
# stand on 14 first.  Black steps 21 -> 22 instead (tests/test_review.py).
MUST_BLOCK = ('..B/W../..B/.B.WW./.B./.W./B.W', (0, 0))
BLUNDER = [Turn(21, 22), Turn(23, 14, 10), Turn(16, 15)]


def test_review_of_a_saved_game_finds_the_blunder_and_the_better_turn(
        tmp_path):
    from board import BLACK, board_from_string
    start = rules.set_up_state(board_from_string(MUST_BLOCK[0]),
                               MUST_BLOCK[1], BLACK)
    path = tmp_path / 'blunder.txt'
    record_files.save_record(str(path), start, BLUNDER)
    output, _ = run_main(['--review', str(path)] + ASCII, [])
    flat = ' '.join(output.split())
    assert 'Reviewing the game (3 turns' in flat
    assert 'Turn 1, Black moves 21 to 22' in flat
    assert "Better: Black moves 2 to 14 (it blocks White's mill on " \
        "12-13-14)." in flat
    assert "found no turn where White's position got much worse" in flat


def test_the_end_of_a_game_offers_a_review_to_the_players(tmp_path,
                                                           monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / 'win.txt'
    path.write_text('board: WW./.../.../B...B./.../.../B..\nto move: white\n'
                    'white in hand: 1\nblack in hand: 0\n')
    output, _ = run_main(['--position', str(path), '--white', 'human',
                          '--black', 'human'] + ASCII,
                         ['2', '9', 'y', 'n', 'n'])
    assert 'Review the game (the turns that cost the most)?' in output
    assert 'Reviewing the game (1 turn' in output


def test_a_draw_or_a_save_is_refused_in_a_lesson_and_in_a_puzzle(tmp_path,
                                                                   monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, _ = run_main(['--puzzle', 'easy', '--seed', '4'] + ASCII,
                         ['draw', 'save', 'quit'])
    assert 'There is no draw in a lesson or a puzzle' in output
    assert 'A lesson or a puzzle is not saved' in output
    output, _ = run_main(['--lesson'] + ASCII, ['draw', 'quit'])
    assert 'There is no draw in a lesson or a puzzle' in output
    assert list(tmp_path.iterdir()) == []


def test_a_command_is_no_name_and_quit_at_a_file_name_saves_nothing(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(ASCII, ['1', 'help', 'Ann', '', '', '', '0',
                                     'save', 'quit', 'quit', 'n'])
    assert games[0].settings.names[WHITE] == 'Ann'
    assert 'or a command' in ' '.join(output.split())
    assert 'Not saved.' in output
    assert list(tmp_path.iterdir()) == []
