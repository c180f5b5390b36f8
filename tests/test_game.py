"""Tests of the console game nine_mens_morris.py: whole games typed through
the real prompts, the end of a game, undo and draws, the screen, colour and
terminal detection, the flags, and the script run in a subprocess fed from
a pipe (where the pipe itself is what is tested: its end, its encoding, its
bytes, its reader going away).
"""

import argparse
import contextlib
import io
import os
import random
import subprocess
import sys
from unittest import mock

import pytest

import game_state
import nine_mens_morris as game_module
from game_files import positions
import rules
from console import flags
from console import terminal
from console import screen
from board import BLACK, WHITE, point_name
from conftest import (PLAIN, assert_history_is_legal, new_test_game, play_typed,
                      run_main, unfolded)

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'nine_mens_morris.py')


def typed_forms(state, turn, rng):
    """Return the lines a player could type for `turn`, in a random form."""
    if turn.source is None:
        lines = [rng.choice([str(turn.target), point_name(turn.target)])]
    else:
        source, target = turn.source, turn.target
        lines = [rng.choice(['%d %d' % (source, target),
                             '%d-%d' % (source, target),
                             '%d,%d' % (source, target),
                             '%d to %d' % (source, target),
                             '%s-%s' % (point_name(source),
                                        point_name(target))])]
        if rng.random() < 0.3:
            lines = [str(source), str(target)]
    for removed in (turn.removed, turn.second_removed):
        if removed is not None:
            lines.append(str(removed))
    return lines


def random_game(seed, most_turns=150):
    """Return (turns, lines) of a random legal game and what types it."""
    rng = random.Random(seed)
    state = rules.initial_state()
    turns, lines = [], []
    while rules.outcome(state) is None and len(turns) < most_turns:
        turn = rng.choice(rules.legal_turns(state))
        turns.append(turn)
        lines.extend(typed_forms(state, turn, rng))
        state = rules.next_state(state, turn)
    return turns, lines, state


# ---------------------------------------------------------------------------
# Whole games through the real prompts
# ---------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize('seed', range(6))
def test_typing_the_turns_of_a_random_game_plays_that_game(seed):
    turns, lines, final = random_game(seed)
    game = new_test_game()
    result, output, ended = play_typed(game, lines)
    assert game.history.turns == turns
    assert game.history.state == final
    assert_history_is_legal(game)
    assert 'Sorry' not in output
    if rules.outcome(final) is None:
        assert ended
    else:
        assert result == rules.outcome(final)
        assert 'The game lasted %d turns.' % len(turns) in output


def test_reducing_the_opponent_to_two_men_wins():
    # White moves 4 to 1 closing 0-1-2; Black has three men left.
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    result, output, ended = play_typed(game, ['4 1', '9'])
    assert result == rules.Outcome(WHITE, rules.TWO_MEN)
    assert 'White wins: Black is down to two men.' in output
    assert 'The game lasted 1 turn.' in output


def test_leaving_the_opponent_no_move_wins_by_block():
    # Black's men on 0, 2, 21 and 23 are hemmed in by White's 9, 14 and 22
    # but for point 1, which White fills.
    game = new_test_game('B.B/.W./.../W....W/.../.../BWB')
    result, output, ended = play_typed(game, ['4 1'])
    assert result == rules.Outcome(WHITE, rules.BLOCKED)
    assert 'White wins: Black cannot move: every man is blocked.' in output


def test_the_screen_at_the_end_asks_for_nothing():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    result, output, ended = play_typed(game, ['4 1', '9'])
    end = output[output.rindex('Last turn'):]
    assert 'move a man' not in end and 'place a man' not in end


def test_a_finished_game_asks_whether_to_play_again():
    output, _ = run_main(['--white', 'human', '--black', 'human'], ['quit'])
    assert 'The game was stopped.' in output
    output, _ = run_main(['--white', 'computer', '--black', 'computer',
                       '--level', 'easy', '--demo', 'run', '--seed', '1'],
                      ['', 'y'])
    assert output.count('Save this game?') == 2
    assert output.count('Play again?') == 1
    assert output.count('The game lasted') == 2
    assert output.rstrip().endswith('Goodbye!')


# ---------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------

def test_undo_takes_back_the_last_turn_again_and_again():
    game = new_test_game()
    result, output, ended = play_typed(game, ['0', '1', '2', 'undo', 'undo',
                                              '5'])
    assert game.history.turns == [rules.Turn(None, 0), rules.Turn(None, 5)]
    assert 'Taken back: White placed a man on 2.' in output
    assert 'Taken back: Black placed a man on 1.' in output


def test_undo_with_nothing_played_says_so():
    game = new_test_game()
    result, output, ended = play_typed(game, ['undo', '3'])
    assert 'There is no turn to take back.' in output
    assert game.history.turns == [rules.Turn(None, 3)]


def test_undo_against_the_computer_goes_back_to_the_players_turn():
    game = new_test_game(kinds={WHITE: 'human', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['0', '1', 'undo'])
    assert len(game.history.turns) == 2         # White's 0 and the computer's reply
    assert game.history.turns[0] == rules.Turn(None, 0)
    assert game.history.state.to_move == WHITE


def test_an_accepted_draw_offer_ends_the_game_in_a_draw():
    game = new_test_game()
    result, output, ended = play_typed(game, ['0', 'draw', 'y', 'yes'])
    assert result == rules.Outcome(None, game_state.AGREED_DRAW)
    assert 'The game is a draw: the players agreed.' in output


def test_a_declined_draw_offer_plays_on():
    game = new_test_game()
    result, output, ended = play_typed(game, ['draw', 'y', 'no', '4'])
    assert 'Black plays on.' in output
    assert game.history.turns == [rules.Turn(None, 4)] and ended


def test_draw_asks_first_and_no_goes_on():
    game = new_test_game()
    result, output, ended = play_typed(game, ['4', 'draw', 'no', '19'])
    assert 'Offer a draw?' in output
    assert 'No draw offered; the game goes on.' in output
    assert 'do you accept' not in output
    assert [turn.target for turn in game.history.turns] == [4, 19]
    assert game.history.outcome() is None


def test_draw_against_the_computer_is_asked_before_it_is_offered():
    game = new_test_game(kinds={WHITE: 'human', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['draw', '', '4'])
    assert 'The computer' not in output
    assert game.history.outcome() is None and game.history.turns


def test_resign_asks_first_and_yes_ends_the_game_lost():
    game = new_test_game()
    result, output, ended = play_typed(game, ['4', 'resign', 'n', 'resign',
                                              'y'])
    assert 'Not resigned; the game goes on.' in output
    assert result == rules.Outcome(WHITE, game_state.RESIGNATION)
    assert 'White wins: Black resigned.' in output


def test_quit_stops_the_game_without_a_result():
    game = new_test_game()
    result, output, ended = play_typed(game, ['quit'])
    assert result is None and not ended


def test_help_rules_and_moves_answer_and_ask_again():
    game = new_test_game('B../W.B/.../B..W../.../.../WW.')
    result, output, ended = play_typed(game, ['help', 'rules', 'moves',
                                              '?'])
    assert output.count('Commands, at any prompt') == 2
    assert 'The rules of this game' in output
    assert ('You may move: 3 to 4 or 10; 12 to 8, 13 or 17; 22 to 19 or 23.'
            in output)
    assert output.count('White, move a man (from to, like 3 4): ') == 5


def test_hint_names_a_legal_turn_and_why():
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0))
    result, output, ended = play_typed(game, ['hint'])
    assert 'Hint: place a man on 2 and remove the man on ' in output


def test_a_demonstration_pauses_for_enter_and_keeps_commands():
    game = new_test_game(kinds={WHITE: 'computer', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['', 'moves', '', 'quit'])
    assert len(game.history.turns) == 2
    assert output.count('Press Enter for the next turn') == 4


@pytest.mark.slow
def test_a_seeded_computer_game_is_played_the_same_way_again():
    argv = ['--white', 'computer', '--black', 'computer', '--level',
            'medium', '--demo', 'run', '--seed', '7', '--move-limit', '20']
    lines = ['n', 'n']      # not saved: the finished game is not kept
    assert run_main(argv, lines)[0] == run_main(argv, lines)[0]


# ---------------------------------------------------------------------------
# The screen
# ---------------------------------------------------------------------------

# The characters IDLE's font on Windows (Courier New) and the Windows
# console both have, besides plain ASCII (issue 3).
WINDOWS_SAFE = set('─│═║┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬●○■□░▒▓█·')


def test_the_screen_uses_only_characters_windows_fonts_have():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    game = game._replace(display=PLAIN)
    text = screen.screen(game.history, game.display)
    for char in text:
        assert char in WINDOWS_SAFE or (' ' <= char <= '~') or char == '\n'


def test_the_screen_is_one_string_under_50_lines():
    turns, lines, final = random_game(3, most_turns=40)
    game = new_test_game()
    play_typed(game, lines)
    assert len(screen.screen(game.history, game.display).splitlines()) < 50
    pending = game.history.turns[-1]
    assert len(screen.screen(game.history, game.display,
                            pending).splitlines()) < 50


def printed_texts_of_a_whole_game(seed):
    """Return every text the game prints in one call, over a whole game
    typed with commands and mistakes mixed in, on the Unicode board."""
    turns, lines, final = random_game(seed)
    typed = []
    for number, line in enumerate(lines):
        if number % 7 == 0:
            typed.extend(['help', 'rules', 'moves', 'xyz', '99'])
        typed.append(line)
    game = new_test_game()
    game = game._replace(display=PLAIN)
    printed = []
    real_print = print

    def recording_print(text='', **details):
        printed.append(text)
        real_print(text, **details)
    with mock.patch('builtins.print', recording_print):
        play_typed(game, typed)
    assert game.history.turns == turns
    return printed


@pytest.mark.slow
@pytest.mark.parametrize('seed', [3, 4])
def test_everything_printed_uses_only_characters_windows_fonts_have(seed):
    printed = printed_texts_of_a_whole_game(seed)
    assert any('removed' in text and 'Last turn' in text for text in printed)
    for text in printed:
        for char in text:
            assert char in WINDOWS_SAFE or ' ' <= char <= '~' or char == '\n'


@pytest.mark.slow
@pytest.mark.parametrize('seed', [3, 4])
def test_no_line_printed_is_wider_than_an_80_column_console(seed):
    printed = printed_texts_of_a_whole_game(seed)
    for text in printed:
        for line in text.splitlines():
            assert len(line) <= 79, line


@pytest.mark.slow
@pytest.mark.parametrize('seed', [3, 4])
def test_every_screen_printed_is_one_string_under_50_lines(seed):
    printed = printed_texts_of_a_whole_game(seed)
    screens = [text for text in printed if 'White: ' in text]
    assert screens and all('in hand' in text and '0' in text
                           for text in screens)
    for text in printed:
        assert len(text.splitlines()) < 50


def test_the_status_lines_count_men_and_tell_the_last_turn():
    game = new_test_game('WW./.../.../.....B/.../.../BBB', in_hand=(3, 3))
    play_typed(game, ['2', '14'])
    text = screen.screen(game.history, game.display)
    assert 'White: 2 in hand, 3 on the board, 4 removed' in text
    assert 'Black: 3 in hand, 3 on the board, 3 removed' in text
    assert ("Last turn: White placed a man on 2 and closed a mill; Black's "
            'man on 14 was removed.' in unfolded(text))
    assert 'Black, place a man.' in text


def test_a_mill_just_closed_stands_in_brackets():
    game = new_test_game('WW./.../.../.....B/.../.../BBB', in_hand=(3, 3))
    play_typed(game, ['2', '14'])
    assert screen.screen(game.history, game.display).splitlines()[1].count('[W]') == 3


# ---------------------------------------------------------------------------
# Colour and terminals
# ---------------------------------------------------------------------------

class FakeStream:
    """A stream that says whether it is a terminal."""

    def __init__(self, tty=True, encoding='utf-8'):
        self.tty = tty
        self.encoding = encoding

    def isatty(self):
        return self.tty


class IdleStream(FakeStream):
    """A stream whose class comes from idlelib, like IDLE's shell streams."""


IdleStream.__module__ = 'idlelib.run'


def test_colour_only_in_a_real_terminal():
    allowed = terminal.colour_allowed
    assert allowed(FakeStream(), {}, False, False)    # with or without colorama
    assert not allowed(FakeStream(tty=False), {}, False, False)
    assert not allowed(FakeStream(), {'NO_COLOR': '1'}, False, False)
    assert not allowed(FakeStream(), {'TERM': 'dumb'}, False, False)
    assert not allowed(FakeStream(), {}, True, False)
    assert not allowed(FakeStream(), {}, False, True)


def test_idle_is_told_by_the_class_of_its_streams():
    assert terminal.running_in_idle((IdleStream(), FakeStream()))
    assert not terminal.running_in_idle((FakeStream(), sys.__stdout__))


def test_no_echo_in_idle_although_it_claims_a_terminal():
    arguments = flags.argument_parser().parse_args([])
    display = terminal.choose_display(arguments, IdleStream(),
                                         IdleStream(), {})
    assert display.colours is None and not display.echo_input
    assert not display.ascii_only


def test_an_output_that_cannot_show_unicode_gets_the_ascii_board():
    arguments = flags.argument_parser().parse_args([])
    stream = io.TextIOWrapper(io.BytesIO(), encoding='cp1252')
    display = terminal.choose_display(arguments, FakeStream(False), stream,
                                         {})
    assert display.ascii_only
    forced = flags.argument_parser().parse_args(['--ascii'])
    assert terminal.choose_display(forced, FakeStream(), FakeStream(),
                                      {}).ascii_only


def test_ctrl_c_at_a_prompt_ends_politely():
    def interrupt(prompt=''):
        raise KeyboardInterrupt
    output = io.StringIO()
    with mock.patch('builtins.input', interrupt), \
            contextlib.redirect_stdout(output):
        game_module.main(['--white', 'human', '--black', 'human'])
    assert output.getvalue().rstrip().endswith('Stopped with Ctrl-C. Goodbye!')


# ---------------------------------------------------------------------------
# The script in a subprocess, fed from a pipe
# ---------------------------------------------------------------------------

def run_script(arguments, text, environ=None):
    """Return the finished process of the game fed `text` through a pipe."""
    env = dict(os.environ)
    env.pop('NO_COLOR', None)
    env.update(environ or {})
    return subprocess.run([sys.executable, SCRIPT] + arguments,
                          input=text.encode('utf-8'), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=env, timeout=120)


def test_a_piped_game_plays_and_ends_politely_at_the_end_of_input():
    done = run_script(['--white', 'human', '--black', 'human'],
                      '0\n2\n1\n3\n4\n7\n')
    out = done.stdout.decode('utf-8')
    assert done.returncode == 0 and done.stderr == b''
    assert 'Last turn: Black placed a man on 7.' in out
    assert 'The input has ended, so the game stops here. Goodbye!' in out
    assert '\x1b[' not in out           # no colour codes into a pipe


@pytest.mark.slow
def test_a_piped_game_echoes_each_line_after_its_prompt():
    done = run_script(['--white', 'human', '--black', 'human'], '5\nxyz\n')
    out = done.stdout.decode('utf-8')
    assert 'White, place a man: 5\n' in out
    assert "Black, place a man: xyz\n  Sorry: 'xyz' is not a number" in out


def test_the_start_menu_answered_with_enter_starts_a_game(capsys):
    output, games = run_main([], ['', '', '', '', '', '0'])  # and the names
    assert "Welcome to Nine Men's Morris!" in output
    assert 'Last turn: White placed a man on 0.' in output
    assert capsys.readouterr().err == ''


@pytest.mark.slow
def test_a_cp1252_pipe_gets_the_ascii_board_and_no_encoding_error():
    done = run_script(['--white', 'human', '--black', 'human'], '0\n',
                      {'PYTHONIOENCODING': 'cp1252'})
    out = done.stdout.decode('cp1252')
    assert done.returncode == 0 and done.stderr == b''
    assert 'W White   B Black' in out


@pytest.mark.slow
def test_odd_bytes_and_control_characters_in_a_pipe_cause_no_traceback():
    done = subprocess.run([sys.executable, SCRIPT, '--white', 'human',
                           '--black', 'human'],
                          input=b'\xff\xfe\n\x00\x1b[2J\n' + b'9' * 10000
                          + b'\n3\n', stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=120)
    assert done.returncode == 0 and done.stderr == b''
    assert b'Last turn: White placed a man on 3.' in done.stdout


def test_help_lists_the_flags(capsys):
    with pytest.raises(SystemExit) as end:
        game_module.main(['--help'])
    assert end.value.code == 0
    out = capsys.readouterr().out
    for flag in ('--white', '--black', '--level', '--first', '--no-flying',
                 '--no-color', '--ascii', '--seed', '--demo'):
        assert flag in out


def test_flag_numbers_are_read_as_the_numbers_of_a_record():
    parse = flags.whole_number
    assert parse('100') == 100 and parse('0') == 0
    for text in ('-5', 'abc', '\u0663', '1234567', '1e3'):
        with pytest.raises(argparse.ArgumentTypeError):
            parse(text)


def test_a_wrong_flag_gets_a_usage_line_and_no_traceback(capsys):
    with pytest.raises(SystemExit) as end:
        game_module.main(['--white', 'robot'])
    assert end.value.code == 2
    errors = capsys.readouterr().err
    assert 'Traceback' not in errors and 'usage' in errors


@pytest.mark.parametrize('argv', [
    ['--help'], ['--level', 'nosuch'], ['--seconds', 'abc'],
    ['--black', 'a_player_file_with_a_long_name.txt']])
def test_the_help_and_a_flag_error_fit_79_columns_in_a_wide_terminal(
        argv, monkeypatch, capsys):
    monkeypatch.setenv('COLUMNS', '200')
    with pytest.raises(SystemExit):
        flags.argument_parser().parse_args(argv)
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).splitlines()
    assert lines and max(len(line) for line in lines) <= 79


def test_a_flag_number_written_with_a_digit_sign_gets_a_plain_message(
        capsys):
    with pytest.raises(SystemExit) as end:
        game_module.main(['--move-limit', '\u00b2'])
    errors = capsys.readouterr().err
    assert end.value.code == 2 and 'Traceback' not in errors
    assert 'is not a whole number 0 or more' in unfolded(errors)


def test_a_position_with_a_digit_sign_for_a_count_says_what_is_wrong(
        tmp_path, capsys):
    path = tmp_path / 'position.txt'
    path.write_text(positions.POSITION_EXAMPLE.replace(
        'white in hand: 0', 'white in hand: \u00b2'), encoding='utf-8')
    output, games = run_main(['--position', str(path)], [])
    assert capsys.readouterr().err == ''
    assert 'is not a whole number (0, 1, 2, ...)' in unfolded(output)


@pytest.mark.slow
def test_output_cut_short_by_the_reader_ends_without_a_traceback():
    # Like `python nine_mens_morris.py ... | head -1`: the reader stops.
    process = subprocess.Popen(
        [sys.executable, SCRIPT, '--white', 'computer', '--black', 'computer',
         '--level', 'easy', '--demo', 'run', '--seed', '1'],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE)
    process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read()
    process.wait(timeout=120)
    assert b'Traceback' not in errors and b'BrokenPipe' not in errors


def test_a_file_that_is_no_position_gets_a_few_problems_not_thousands(
        capsys):
    out, games = run_main(['--position', SCRIPT], [])
    assert capsys.readouterr().err == ''
    assert len(out.splitlines()) < 30     # ten problems, folded to 79 columns
    flat = unfolded(out)
    assert 'more problems.' in flat and flat.endswith('Goodbye!')
    more = int(flat.split('more problems.')[0].split()[-1])
    assert more > 100        # the count of the problems not shown, all of them


def test_flags_that_do_nothing_beside_replay_or_load_are_named():
    arguments = flags.argument_parser().parse_args(
        ['--replay', 'game.txt', '--white', 'computer', '--level', 'hard'])
    assert flags.unused_flags_note(arguments) == (
        'Note: --white and --level are not used with --replay.')
    arguments = flags.argument_parser().parse_args(
        ['--load', 'game.txt', '--black', 'computer', '--level', 'hard'])
    assert flags.unused_flags_note(arguments) == (
        'Note: --black is not used with --load.')
    arguments = flags.argument_parser().parse_args(
        ['--position', 'start.txt', '--white', 'computer'])
    assert flags.unused_flags_note(arguments) == ''
