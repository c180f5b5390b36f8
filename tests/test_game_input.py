"""Tests of what a player types into nine_mens_morris.py: every form of a
turn, every error sentence, and random and hostile lines that must never
crash the game or break the rules.

The helpers (TypedLines, new_test_game, play_typed) are in conftest.py:
they drive the real prompts with scripted lines.
"""

import contextlib
import functools
import io
from unittest import mock

import pytest
from conftest import (PLAIN, TypedLines, assert_history_is_legal,
                      inside_a_temporary_folder, main_with_keyboard,
                      messages, new_test_game, play_typed, run_main,
                      unfolded)
from hypothesis import example, given, settings, strategies as st

import game_state
import rules
from computer import computer_player
from console import player_input, questions, terminal, typed_points
from teaching import hints
from words import texts

# ---------------------------------------------------------------------------
# Points and the forms of a move
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('text, point', [
    ('0', 0), ('23', 23), (' 7 ', 7), ('07', 7), ('+5', 5), ('a1', 21),
    ('005', 5), ('000', 0), ('0023', 23),
    ('D7', 1), ('g1', 23),
])
def test_a_point_is_a_number_or_an_algebraic_name(text, point):
    assert typed_points.parse_point(text) == point


@pytest.mark.parametrize('text, sentence', [
    ('x', "'x' is not a number: points are 0 to 23"),
    ('24', '24 is not between 0 and 23'),
    ('-1', '-1 is not between 0 and 23'),
    ('9' * 5000, '9' * 20 + '... is not between 0 and 23'),
    ('3.5', "'3.5' is not a number: points are 0 to 23"),
])
def test_a_word_that_is_no_point_gets_one_sentence(text, sentence):
    with pytest.raises(ValueError) as error:
        typed_points.parse_point(text)
    assert str(error.value) == sentence


def test_a_name_that_is_no_point_says_so():
    with pytest.raises(ValueError, match='not the name of a point'):
        typed_points.parse_point('a2')


@pytest.mark.parametrize('text', ['3 4', '3-4', '3,4', '3 to 4', '3 TO 4',
                                  ' 3   4 ', '3, 4', '3->4', 'b6-d6',
                                  'b6 d6', '3 - 4', 'b6 - d6', 'from 3 to 4',
                                  '3 \u2192 4', '3\u21924', 'From b6 to d6',
                                  '03 004'])
def test_a_move_may_be_typed_in_every_form(text):
    assert typed_points.parse_points(text) == [3, 4]


def test_a_dash_before_a_number_is_a_minus_sign():
    with pytest.raises(ValueError, match='-1 is not between 0 and 23'):
        typed_points.parse_points('3 -1')


def test_more_than_two_points_are_refused():
    with pytest.raises(ValueError, match='too many points'):
        typed_points.parse_points('1 2 3')


def test_control_characters_are_not_printed_back():
    assert terminal.shown('a\x1b[2Jb\x00') == 'a?[2Jb?'


# ---------------------------------------------------------------------------
# Every wrong line gets its sentence and the same prompt again
# ---------------------------------------------------------------------------

# A moving position: White on 3, 12, 21 and 22; Black on 0, 5 and 9.
# White's man on 21 is hemmed in by Black's 9 and White's own 22.
MOVING_BOARD = 'B../W.B/.../B..W../.../.../WW.'


def test_placing_on_a_taken_point_says_the_point_is_taken():
    game = new_test_game()
    result, output, ended = play_typed(game, ['5', '5'])
    assert messages(output) == ['point 5 is taken']
    assert ended and len(game.history.turns) == 1


@pytest.mark.parametrize('language, runs', [
    ('en', 'You may place a man on 0 to 3, 5, 6 or 8 to 23.'),
    ('de', 'Du kannst einen Stein auf 0 bis 3, 5, 6 oder 8 bis 23 setzen.')])
def test_moves_while_placing_names_the_free_points_as_runs(language, runs):
    output = main_with_keyboard(
        ['--white', 'human', '--black', 'human', '--language', language],
        TypedLines(['4', '7', 'moves', 'quit']), [])
    assert runs in unfolded(output)


def test_placing_with_two_points_asks_for_one():
    game = new_test_game()
    result, output, ended = play_typed(game, ['3 4', '3'])
    assert messages(output) == ['you are placing a man: type one point, '
                                'like 0']
    assert game.history.turns == [rules.Turn(None, 3)]


def test_empty_lines_and_stray_spaces_are_forgiven():
    game = new_test_game()
    result, output, ended = play_typed(game, ['', '   ', '\t4  '])
    assert messages(output) == []
    assert game.history.turns == [rules.Turn(None, 4)]


def test_moving_too_far_names_the_points_the_man_can_go_to():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['3 11'])
    assert messages(output) == ['11 is not next to 3; from 3 you can go to '
                                '4 or 10']


def test_choosing_an_opponents_man_says_it_is_not_yours():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['0 1'])
    assert messages(output) == ["the man on 0 is Black's: White's men are "
                                'on 3, 12, 21 and 22']


def test_choosing_an_empty_point_says_there_is_no_man():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['7'])
    assert messages(output) == ['there is no man on 7']


def test_a_man_that_cannot_move_says_so():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['21'])
    assert messages(output) == ['the man on 21 cannot move: every point '
                                'next to it is taken']


def test_moving_onto_a_taken_point_says_it_is_taken():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['22 21'])
    assert messages(output) == ['point 21 is taken']


@pytest.mark.parametrize('text', [',', 'to', '->', ' to '])
def test_a_move_line_with_no_point_asks_for_the_man_and_where_it_goes(text):
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, [text, '22 19'])
    assert messages(output) == ['type the man to move and where it goes, '
                                'like 3 4']
    assert game.history.turns == [rules.Turn(22, 19)]


def test_a_man_chosen_alone_is_then_asked_where_to_and_back_chooses_again():
    game = new_test_game(MOVING_BOARD)
    result, output, ended = play_typed(game, ['3', 'back', '22', '19'])
    assert '3 to where?' in output and '22 to where?' in output
    assert game.history.turns == [rules.Turn(22, 19)]


def test_a_man_in_a_mill_is_safe_while_others_stand_outside_mills():
    # White closes 0-1-2 by placing on 2; Black has a mill 21-22-23 and a
    # man on 12 outside it.
    game = new_test_game('WW./.../.../.....B/.../.../BBB', in_hand=(3, 3))
    result, output, ended = play_typed(game, ['2', '21', '2', '14'])
    assert messages(output) == [
        'the man on 21 stands in a mill and Black has men outside mills',
        "the man on 2 is White's own: remove one of Black's men"]
    assert game.history.turns == [rules.Turn(None, 2, 14)]


def test_removing_from_an_empty_point_says_there_is_no_man():
    game = new_test_game('WW./.../.../.....B/.../.../BBB', in_hand=(3, 3))
    result, output, ended = play_typed(game, ['2', '5', '14'])
    assert messages(output) == ['there is no man on 5']


def test_a_double_mill_with_the_option_asks_for_two_men():
    options = rules.DEFAULT_OPTIONS._replace(double_mill_removal=True)
    # White places on 0 closing 0-1-2 and 0-9-21.
    game = new_test_game('.WW/.../.../W...BB/.../.../W.B', in_hand=(2, 2),
                         options=options)
    result, output, ended = play_typed(game, ['0', '13', '14'])
    assert game.history.turns[0].target == 0
    assert {game.history.turns[0].removed, game.history.turns[0].second_removed} == {13, 14}
    assert 'remove a second' in output


# ---------------------------------------------------------------------------
# Hostile input: random lines never crash the game or break the rules
# ---------------------------------------------------------------------------

# Lines a player might really type, mixed into the random ones below.
LIKELY_LINES = (['', ' ', 'back', 'moves', 'help', 'rules', 'undo', 'draw',
                 'y', 'n', 'yes', 'quit', '3 to 4', 'a1-d1', '-', '--', ',',
                 '99999999999999999999', '1' * 5000, '\x00', '\x1b[2J',
                 '\x03', '\x04', 'to', '0 1 2 3', 'é', '\u25cf']
                + [str(point) for point in range(24)]
                + ['%d %d' % (a, b) for a in range(0, 24, 5)
                   for b in range(0, 24, 3)])

HOSTILE_LINE = st.one_of(
    st.sampled_from(LIKELY_LINES),
    st.text(max_size=12),
    st.text(alphabet='0123456789 -,toab\t', max_size=8),
    st.integers().map(str),
)

# The reasons a game ends for: the rules' own, and a draw the players agreed.
REASONS = (rules.TWO_MEN, rules.BLOCKED, rules.REPETITION, rules.MOVE_LIMIT,
           rules.THREE_MEN_LIMIT, game_state.AGREED_DRAW)


def assert_the_game_stopped_as_it_should(game, result, output, ended):
    """Check how a game that play_typed played stopped: the lines ran out
    while it went on; or the players quit it and were told; or it ended for
    a named reason, which the game told them.  (play_typed catches only
    EOFError and Ctrl-C: any other exception fails the test by itself.)"""
    outcome = game.history.outcome()
    if ended:
        assert outcome is None, 'the game asked for a line after its end'
    elif result is None:
        assert outcome is None and 'The game was stopped.' in output
    else:
        assert result == outcome and result.reason in REASONS, result
        assert texts.end_words(game.history, result,
                               game.settings.names) in output


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(st.lists(HOSTILE_LINE, max_size=80))
@example(['draw', 'y'])                 # a draw agreed at the first turn
def test_hostile_lines_never_crash_the_game_nor_break_the_rules(lines):
    game = new_test_game()
    with inside_a_temporary_folder():
        result, output, ended = play_typed(game, lines)
    assert_the_game_stopped_as_it_should(game, result, output, ended)
    assert_history_is_legal(game)


@settings(max_examples=60, deadline=None)
@given(st.lists(HOSTILE_LINE, max_size=40))
@example([',', 'to', '->', '22 19'])
def test_hostile_lines_while_moving_never_crash_the_game(lines):
    game = new_test_game(MOVING_BOARD)
    with inside_a_temporary_folder():
        result, output, ended = play_typed(game, lines)
    assert_the_game_stopped_as_it_should(game, result, output, ended)
    assert_history_is_legal(game)


# The example takes the answer in [brackets] to every question of the start
# menu, then plays five turns of a game of two players.
@settings(max_examples=40, deadline=None)
@given(st.lists(HOSTILE_LINE, max_size=30))
@example(['', '', '', '', '', '0', '1', '2', '3', '4'])
def test_hostile_lines_in_the_start_menu_end_politely(lines):
    # The computer plays its easy level here, so that a demonstration
    # chosen by the random lines ends quickly.
    quick = functools.partial(computer_player.choose_turn, level='easy')
    with mock.patch.object(computer_player, 'choose_turn',
                           lambda state, level, rng: quick(state, rng=rng)), \
            mock.patch.object(hints, 'suggest_turn',
                              lambda state, rng=None: (quick(state), 'test')), \
            mock.patch.object(hints, 'hint_turn',
                              lambda state, rng=None: quick(state)), \
            inside_a_temporary_folder():
        text, games = run_main(['--no-color'], lines)
    assert text.rstrip().endswith('Goodbye!')
    for game in games:                  # every game the lines started
        assert_history_is_legal(game)


@pytest.mark.parametrize('text', ['\u00b2', '\u00b9\u00b2', '\u2460'])
def test_a_digit_sign_that_is_no_number_is_asked_again_in_the_menu(text):
    typed = TypedLines([text, '2'])
    output = io.StringIO()
    with mock.patch('builtins.input', typed), \
            contextlib.redirect_stdout(output):
        answer = questions.ask_number(PLAIN, 'How many?',
                                        0)
    assert answer == 2
    assert 'Please type a whole number from 0 to 999999.' in output.getvalue()


# ---------------------------------------------------------------------------
# Commands as a student types them
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('text, command', [
    ('help me', 'help'), ('hint please', 'hint'), ('HELP ME', 'help'),
    ('q', 'quit'), ('stop', 'quit'), ('quit game', 'quit'),
    ('save the game', 'save'), ('help 4', 'help 4'), ('4', '4'),
])
def test_a_command_with_polite_words_is_the_command(text, command):
    assert player_input.command_word(text) == command


@pytest.mark.parametrize('word', ['q', 'stop', 'Q'])
def test_q_and_stop_quit_a_game_as_quit_does(word):
    game = new_test_game()
    result, output, ended = play_typed(game, ['4', word])
    assert result is None and not ended
    assert 'The game was stopped.' in output


def test_help_me_and_hint_please_answer():
    # White wins by placing on 2: the hint needs no long search.
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0))
    result, output, ended = play_typed(game, ['help me', 'hint please'])
    assert 'Commands, at any prompt' in output and 'Hint:' in output
    assert messages(output) == []


def test_undo_2_takes_back_two_turns_and_undo_x_says_what_undo_does():
    game = new_test_game()
    result, output, ended = play_typed(game, ['4', '19', '5', 'undo 2',
                                              'undo x'])
    assert [turn.target for turn in game.history.turns] == [4]
    assert 'undo takes back the last turn; undo 2 takes back two' in output
    result, output, ended = play_typed(game, ['undo 5'])
    assert game.history.turns == []
