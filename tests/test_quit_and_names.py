"""A class's first day: quit means the same at every question, from the
start menu back to it; two players are told apart by their names; a file
that cannot be used is named whole."""

import contextlib
import io
from unittest import mock

from board import BLACK, WHITE
from conftest import PLAIN, TypedLines, run_main, unfolded
from console import between_games, questions

MENU_TITLE = 'Who plays?'


def answer(question, lines):
    """Return (what `question` returns with `lines` typed, the output)."""
    output = io.StringIO()
    with mock.patch('builtins.input', TypedLines(lines)), \
            contextlib.redirect_stdout(output):
        result = question()
    return result, output.getvalue()


def test_quit_at_a_yes_no_question_is_told_to_answer_first():
    result, output = answer(lambda: questions.ask_yes_no(
        PLAIN, 'Replace it?', False), ['quit', 'y'])
    assert result is True
    assert 'Please answer this question first: yes or no.' in output
    assert 'Please answer yes or no.' not in output


def test_quit_answers_a_question_that_says_what_quit_means():
    assert answer(lambda: questions.ask_yes_no(
        PLAIN, 'Try again?', True, False), ['q'])[0] is False
    assert answer(lambda: questions.ask_choice(
        PLAIN, 'Play again?', ['yes', 'no', 'change'], 'yes',
        quit_answer='no'), ['quit'])[0] == 'no'


def test_quit_at_the_resign_question_stops_the_game():
    output, played = run_main(['--white', 'human', '--black', 'human'],
                              ['resign', 'quit'])
    assert 'The game was stopped.' in output
    assert played[0].history.resigned is None


def test_a_game_quit_from_the_start_menu_returns_to_the_menu():
    output, _ = run_main([], ['1', 'Ann', 'Bob', '', '', 'quit', 'quit'])
    assert 'The game was stopped.' in output
    assert output.count(MENU_TITLE) == 2


def test_a_demonstration_quit_from_the_start_menu_returns_to_the_menu():
    output, _ = run_main([], ['4', '', '', '', '', 'q', 'quit'])
    assert 'The game was stopped.' in output
    assert output.count(MENU_TITLE) == 2


def test_a_game_quit_that_flags_started_ends_the_program():
    output, _ = run_main(['--white', 'human', '--black', 'human'], ['quit'])
    assert 'The game was stopped.' in output
    assert MENU_TITLE not in output


def test_the_second_player_may_not_take_the_first_players_name():
    output, played = run_main([], ['1', 'Ann', 'ann', 'Bob', '', '', 'quit',
                                   'quit'])
    assert "ann is the other player's name already" in unfolded(output)
    assert played[0].settings.names == {WHITE: 'Ann', BLACK: 'Bob'}


def test_the_swap_question_names_the_players_by_their_names():
    assert (between_games.swap_question({WHITE: 'Ann', BLACK: 'Bob'})
            == 'Swap sides (Ann plays Black, Bob White)?')
    assert (between_games.swap_question({WHITE: 'White', BLACK: 'Black'})
            == 'Swap sides (White plays Black)?')


def test_a_file_that_cannot_be_used_is_named_whole(tmp_path):
    path = str(tmp_path / ('tournament-2026-11-24-1-007-ann_smith-easy-'
                           'sam_lee-and-a-long-tail.txt'))
    output, _ = run_main(['--load', path], [])
    joined = ''.join(line.strip() for line in output.splitlines())
    assert 'there is no file' in output
    assert path in joined                   # folded, never cut
    assert '...' not in output
    assert all(len(line) <= 79 for line in output.splitlines())
