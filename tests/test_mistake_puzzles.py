"""Tests of mistake_puzzles.py and of playing a review's mistakes again at
the console: a better turn is better by the deeper search, the turn played
and the turns as bad are not, and the answer comes on request."""

import pytest
from conftest import run_main

import rules
from board import BLACK, WHITE, board_from_string
from computer import endgame
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
def solution():
    """Return the solved endgame (a few seconds the first time)."""
    return endgame.solution()


@pytest.fixture(scope='module')
def puzzle():
    """Return the blunder set as a puzzle (about a second of search)."""
    mistakes = review.review_game(blunder_start(), BLUNDER, (BLACK,))
    found = mistake_puzzles.confirmed_puzzles(mistakes)
    assert len(found) == 1
    return found[0]


@pytest.fixture(scope='module')
def verdict_of(puzzle):
    """Return a function of a turn: the judge's verdict on it as an answer
    to the puzzle, each turn judged once for the tests that read it (a
    fifth of a second of search each)."""
    verdicts = {}

    def verdict(turn):
        """Return mistake_puzzles.judge(puzzle, turn), judged once."""
        if turn not in verdicts:
            verdicts[turn] = mistake_puzzles.judge(puzzle, turn)
        return verdicts[turn]
    return verdict


def test_the_mistake_is_set_with_the_turn_played_in_its_task(puzzle):
    assert puzzle.mistake.played == BLUNDER[0]
    assert mistake_puzzles.task_text(puzzle) == (
        'Turn 1: Black moves 21 to 22. Find a better turn than 21 to 22.')
    assert puzzle.best == BLOCK


def lets_white_close_a_mill(turn):
    """Return True if White can close a mill right after Black's `turn` in
    the position before the blunder (the rules' answer)."""
    return bool(rules.closable_points(
        rules.next_state(blunder_start(), turn), WHITE))


def assert_better_only_where_the_mill_is_stopped(verdict_of, turns):
    """Check the verdict on each of `turns`: better than the blunder exactly
    where it leaves White no mill to close at once (only the block does)."""
    for turn in turns:
        verdict = verdict_of(turn)
        assert verdict.better == (not lets_white_close_a_mill(turn)), turn
        if verdict.better:
            assert verdict.sentence.startswith('Yes: that is better than '
                                               '21 to 22, by about a man')
        elif turn != BLUNDER[0]:
            assert verdict.sentence.startswith(
                'That is about as good as 21 to 22 (looking '), turn


@pytest.mark.slow
def test_a_turn_is_better_only_where_it_stops_the_mill(verdict_of):
    # Every turn but the block lets White close 12-13-14 and take a man.
    assert [turn for turn in rules.legal_turns(blunder_start())
            if not lets_white_close_a_mill(turn)] == [BLOCK]
    assert_better_only_where_the_mill_is_stopped(
        verdict_of, [BLOCK, BLUNDER[0], Turn(10, 18)])
    assert not verdict_of(BLUNDER[0]).better


@pytest.mark.slow
def test_no_other_turn_than_the_block_is_better(verdict_of):
    assert_better_only_where_the_mill_is_stopped(
        verdict_of, rules.legal_turns(blunder_start()))


@pytest.mark.parametrize('gains, perhaps, sentence', [
    ((120, 20), True, 'Perhaps better than 21 to 22: the computer finds it '
     'better looking 2 turns ahead, but not looking 3 turns ahead, so it '
     'cannot tell.'),
    ((20, 120), True, 'Perhaps better than 21 to 22: the computer finds it '
     'better looking 3 turns ahead, but not looking 2 turns ahead, so it '
     'cannot tell.'),
    ((120, -60), False, 'That is worse than 21 to 22'),
    ((40, 20), False, 'That is about as good as 21 to 22')])
def test_where_the_two_deepest_looks_disagree_the_judge_cannot_tell(
        puzzle, monkeypatch, gains, perhaps, sentence):
    # The deeper look's values (looking 1, 2 and 3 turns ahead) made up:
    # the student's turn against the turn played.
    rounds = [(0, 0)] + [(gain, 0) for gain in gains]
    monkeypatch.setattr(mistake_puzzles.deeper, 'values_apart_by_depth',
                        lambda state, turns, **look: rounds)
    verdict = mistake_puzzles.judge(puzzle, Turn(10, 18))
    assert (verdict.better, verdict.perhaps) == (False, perhaps)
    assert verdict.sentence.startswith(sentence)


# White (0, 1, 20) flies against four, to move.  By the solved endgame two
# turns win (in 23 turns), two lose and the others draw.
ENDGAME = 'WW./.../.../B....B/.B./..W/.B.'


def test_a_turn_is_better_only_where_the_solved_endgame_says_so(solution):
    before = rules.set_up_state(board_from_string(ENDGAME), (0, 0), WHITE)
    results = dict((turn, endgame.value_after_turn(solution, before, turn))
                   for turn in rules.legal_turns(before))
    drawn = [turn for turn, (result, _) in results.items()
             if result == endgame.DRAWN]
    won = [turn for turn, (result, _) in results.items()
           if result == endgame.WON]
    played = drawn[0]
    mistake = review.Mistake(1, WHITE, before, played, won[0], '', None, 0,
                             '')
    puzzle, = mistake_puzzles.confirmed_puzzles([mistake])
    for turn, (result, turns_to_end) in results.items():
        verdict = mistake_puzzles.judge(puzzle, turn)
        assert verdict.better == (result == endgame.WON), turn
        if result == endgame.WON:
            assert verdict.sentence.startswith(
                'Yes: that is better than %s: a win in %d turns instead of '
                'no forced result' % (mistake_puzzles.turn_words(played),
                                      turns_to_end))
        if result == endgame.LOST:
            assert verdict.sentence.startswith('That is worse than')


def test_a_mistake_the_deeper_search_does_not_confirm_is_left_out(puzzle):
    not_a_mistake = puzzle.mistake._replace(played=BLOCK)
    assert mistake_puzzles.confirmed_puzzles([not_a_mistake]) == []


@pytest.mark.slow
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


def test_a_mistake_in_the_man_removed_is_set_with_the_whole_turn(solution):
    # Flying 20 -> 2 closes 0-1-2; by the solved endgame removing 9 loses
    # (Black's men on 14 and 22 fly to a mill) and removing 16 wins.
    before = rules.set_up_state(board_from_string(ENDGAME), (0, 0), WHITE)
    played, better = Turn(20, 2, 9), Turn(20, 2, 16)
    assert endgame.value_after_turn(solution, before, played)[0] == \
        endgame.LOST
    assert endgame.value_after_turn(solution, before, better)[0] == \
        endgame.WON
    mistake, = review.review_game(before, [played], (WHITE,))
    assert mistake.played == played
    assert mistake.better.removed in (16, 22)
    assert (mistake.better.source, mistake.better.target) == (20, 2)
    puzzle, = mistake_puzzles.confirmed_puzzles([mistake])
    assert mistake_puzzles.task_text(puzzle) == (
        'Turn 1: White flies 20 to 2 and removes 9. Find a better turn than '
        '20 to 2 removing 9.')
    verdict = mistake_puzzles.judge(puzzle, mistake.better)
    assert verdict.better
    assert verdict.sentence.startswith('Yes: that is better than 20 to 2 '
                                       'removing 9: a win in 23 turns')
    assert 'removes the man on %d' % mistake.better.removed in \
        mistake_puzzles.answer_text(puzzle)


# --- The judge's look: each turn alone, the turn played once ---------------

def test_turns_looked_at_apart_compare_as_deep_as_both_were_searched(
        monkeypatch):
    from computer import search_root
    from test_review import MUST_BLOCK
    deeper = mistake_puzzles.deeper
    deeper.forget()
    state, answer, played = MUST_BLOCK, Turn(2, 14), Turn(21, 22)
    searched, Comparison = [], search_root.Comparison

    class Counted(Comparison):
        """A Comparison that notes the turns it searches."""
        def __init__(self, state, turns, *rest):
            searched.append(tuple(turns))
            Comparison.__init__(self, state, turns, *rest)

    alone = [search_root.values_of_turns(state, [turn], 10, 3000)
             for turn in (answer, played)]
    monkeypatch.setattr(search_root, 'Comparison', Counted)
    rounds = deeper.values_apart_by_depth(state, (answer, played),
                                          nodes=3000)
    assert len(rounds) == min(len(each) for each in alone)
    assert rounds == [(alone[0][depth][0], alone[1][depth][0])
                      for depth in range(len(rounds))]
    other = Turn(16, 15)
    deeper.values_apart_by_depth(state, (other, played), nodes=3000)
    assert searched == [(answer,), (played,), (other,)]  # played: once
    deeper.forget()


def test_a_turn_whose_result_is_found_early_keeps_it_deeper():
    from computer.win_values import WIN_LIMIT
    from test_computer import WINNING_MILL, position
    deeper = mistake_puzzles.deeper
    deeper.forget()
    state = position(WINNING_MILL)      # White closes 12-13-14 and wins
    mill = [turn for turn in rules.legal_turns(state)
            if turn.removed is not None][0]
    quiet = Turn(0, 9) if Turn(0, 9) in rules.legal_turns(state) \
        else [turn for turn in rules.legal_turns(state)
              if turn.removed is None][0]
    rounds = deeper.values_apart_by_depth(state, (mill, quiet), nodes=3000)
    quiet_alone = deeper.values_by_depth(state, (quiet,), nodes=3000)
    assert len(rounds) == len(quiet_alone) > 1
    assert all(won > WIN_LIMIT for won, unused in rounds)
    deeper.forget()
