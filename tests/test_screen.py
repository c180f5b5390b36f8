"""Tests of what the screen tells a class: undo in every kind of prompt,
one board per round against the computer, help that can be found, lines
that fit, and colour with or without colorama.  (The board's drawing
has its own tests in test_screen_board.py.)"""

import random
import re
import sys
import types

import pytest

from console.flags import argument_parser
from console import screen
from console import terminal
import rules
from board import BLACK, WHITE
from conftest import new_test_game, play_typed, run_main, unfolded
from rules import Turn


# ---------------------------------------------------------------------------
# Undo does what it says
# ---------------------------------------------------------------------------

def test_undo_at_the_removal_prompt_takes_back_only_the_turn_being_made():
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0))
    result, output, ended = play_typed(game, ['2', 'undo', '5'])
    assert game.history.turns == [Turn(None, 5)]
    assert ('Taken back: place a man on 2 (the turn was not finished). '
            'White, choose again.') in unfolded(output)
    assert 'There is no turn to take back' not in output


def test_undo_at_the_removal_prompt_of_a_move_lets_the_player_choose_again():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    result, output, ended = play_typed(game, ['4 1', 'undo', '2 14'])
    assert game.history.turns[0] == Turn(2, 14)
    assert ('Taken back: fly 4 to 1 (the turn was not finished).'
            in unfolded(output))


def test_undo_at_the_second_step_of_a_move_takes_back_the_man_chosen():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    result, output, ended = play_typed(game, ['4', 'undo', '2', '14'])
    assert game.history.turns[0] == Turn(2, 14)
    assert 'Taken back: the choice of the man on 4. White, choose again.' \
        in unfolded(output)


def test_undo_at_a_moving_prompt_takes_back_the_last_turn_and_names_it():
    game = new_test_game('W.W/.W./.../B...B./.../.../B..')
    result, output, ended = play_typed(game, ['2 14', 'undo', '4 1', '9'])
    assert game.history.turns == [Turn(4, 1, 9)]
    assert 'Taken back: White flew 2 to 14.' in output


def test_undo_against_the_computer_names_every_turn_taken_back():
    game = new_test_game(kinds={WHITE: 'human', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['0', 'undo'])
    taken = [line for line in output.splitlines() if 'Taken back' in line]
    assert len(taken) == 1
    assert 'White placed a man on 0.' in taken[0]
    assert 'Black placed a man on' in taken[0]
    assert game.history.turns == []


# ---------------------------------------------------------------------------
# Against the computer, one board per round
# ---------------------------------------------------------------------------

def boards_in(output):
    """Return how many boards `output` shows (one letters line each)."""
    return sum(1 for line in output.splitlines()
               if line.split()[:7] == list('abcdefg'))


def test_against_the_computer_its_reply_is_told_on_the_next_board():
    game = new_test_game(kinds={WHITE: 'human', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['0', '1'])
    reply = game.history.turns[1]
    assert boards_in(output) == 3           # before each of White's turns
    assert ('Last turns: White placed a man on 0. Black placed a man on %d.'
            % reply.target) in unfolded(output)


def test_the_computer_playing_first_is_told_alone():
    game = new_test_game(kinds={WHITE: 'computer', BLACK: 'human'})
    result, output, ended = play_typed(game, [])
    assert boards_in(output) == 1
    assert 'Last turn: White placed a man on' in output


def test_a_demonstration_still_shows_every_turn_on_a_board():
    game = new_test_game(kinds={WHITE: 'computer', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['', '', 'quit'])
    assert boards_in(output) == 3
    assert 'Last turns' not in output


# ---------------------------------------------------------------------------
# Help is found without knowing it exists
# ---------------------------------------------------------------------------

def test_the_welcome_and_every_board_say_that_help_lists_the_commands():
    output, _ = run_main([], ['', '', '', '', '', '', 'quit'])
    assert 'Type help at any prompt for the commands' in output
    assert 'White, place a man. Type help for the commands.' in output


def test_help_rules_and_quit_work_in_the_start_menu():
    output, games = run_main([], ['help', 'rules', 'quit'])
    assert 'Type the number of your choice' in output
    assert 'Commands, at any prompt' in output
    assert 'The rules of this game' in output
    assert output.rstrip().endswith('Goodbye!') and games == []


@pytest.mark.parametrize('word', ['q', 'stop', 'exit', 'Quit'])
def test_every_word_for_quit_in_the_game_quits_the_start_menu(word):
    output, games = run_main([], ['help me', word])
    assert 'Type the number of your choice' in output
    assert 'Please type a number' not in output
    assert output.rstrip().endswith('Goodbye!') and games == []


@pytest.mark.parametrize('name', ['board', 'Threats', 'resign', 'q'])
def test_a_command_of_the_game_is_no_player_name(name):
    output, games = run_main([], ['1', name, 'Ann', 'Bob'])
    assert output.count('Please type a name of letters and spaces') == 1


def test_wrong_answers_in_the_start_menu_get_the_menus_own_sentence():
    output, games = run_main([], ['abc', 'two', '0', '10', '2', '', '', '',
                                  ''])
    assert output.count('Please type a number from 1 to 9 (or help).') == 4
    assert 'whole number' not in output
    assert games[0].settings.kinds == {WHITE: 'human', BLACK: 'computer'}


# ---------------------------------------------------------------------------
# Words that fit: no line wider than 79 columns
# ---------------------------------------------------------------------------

WIDEST = 79

# Lines typed by a careless player: commands, wrong points, long junk.
CARELESS_LINES = ['help', 'rules', 'moves', 'x' * 200, '99', '3 4 5',
                  'back', 'n', '1 2']


def too_wide(output, typed=()):
    """Return the lines of `output` wider than WIDEST columns, but for the
    lines `typed` by the player (a terminal shows them as typed)."""
    return [line for line in output.splitlines() if len(line) > WIDEST
            and not any(line.endswith(own) for own in typed if own)]


@pytest.mark.slow
def test_no_line_of_whole_seeded_demonstrations_is_too_wide():
    for seed in range(3):
        output, _ = run_main(['--white', 'computer', '--black', 'computer',
                              '--level', 'easy', '--demo', 'run',
                              '--seed', str(seed), '--double-mill-removal'],
                             ['n', 'n'])
        assert too_wide(output) == []


def test_no_line_of_a_game_with_careless_typing_is_too_wide(tmp_path,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    rng = random.Random(5)
    lines = []
    for _ in range(400):
        point, other = rng.randrange(24), rng.randrange(24)
        lines.append(rng.choice(CARELESS_LINES + [
            str(point), '%d %d' % (point, other)]))
    output, games = run_main(['--black', 'computer', '--level', 'easy'],
                             lines)
    assert len(games[0].history.turns) > 10
    assert too_wide(output, lines) == []


def test_long_file_names_fit_and_a_file_not_found_is_named_whole(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = 'a-very-long-name-for-a-saved-game-of-nine-mens-morris-' * 3
    output, _ = run_main(['--load', name + '.txt'], [])
    assert too_wide(output) == []
    assert name + '.txt' in ''.join(line.strip()
                                    for line in output.splitlines())
    game = new_test_game()
    play_typed(game, ['0', 'save', name + '.txt', '1'])
    output, _ = run_main(['--replay', name + '.txt'], ['', '', 'q'])
    assert too_wide(output) == []
    assert 'Replay of' in output


def test_demo_run_without_a_computer_player_says_so():
    output, games = run_main(['--demo', 'run'], ['quit'])
    assert ("--demo is for the computer against itself (--white computer "
            "--black computer), so it does nothing here.") in unfolded(output)


def test_q_leaves_the_pause_of_a_demonstration():
    game = new_test_game(kinds={WHITE: 'computer', BLACK: 'computer'})
    result, output, ended = play_typed(game, ['', 'q'])
    assert result is None and not ended
    assert len(game.history.turns) == 1


def test_a_hint_at_the_removal_prompt_names_only_the_man_to_remove():
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0))
    result, output, ended = play_typed(game, ['2', 'hint'])
    hint = [line for line in output.splitlines() if 'Hint:' in line][0]
    assert 'Hint: remove the man on ' in hint
    assert 'place' not in hint
    point = int(re.search(r'remove the man on (\d+)', hint).group(1))
    assert point in (9, 13, 21)


def test_hint_all_lists_every_turn_of_a_solved_endgame_in_79_columns():
    # Three men against three, White to fly: 21-15 closes nothing, and so on.
    game = new_test_game('W.W/.B./.../B....W/.B./.../...')
    result, output, ended = play_typed(game, ['hint all'])
    assert 'Every turn of White, by the solved endgame' in output
    assert 'wins in 1 turn: ' in output
    assert all(len(line) <= 79 for line in output.splitlines())
    game = new_test_game()
    result, output, ended = play_typed(game, ['hint all'])
    assert 'only with three men against three or four' in ' '.join(
        output.split())


# ---------------------------------------------------------------------------
# Colour also without colorama
# ---------------------------------------------------------------------------

class Tty:
    """A stream that is a terminal (or, tty=False, a pipe)."""

    encoding = 'utf-8'

    def __init__(self, tty=True):
        self.tty = tty

    def isatty(self):
        return self.tty


class IdleTty(Tty):
    """A stream of IDLE's shell: it claims to be a terminal."""


IdleTty.__module__ = 'idlelib.run'


class FakeKernel32:
    """The few Windows console functions the game calls, as a console of
    Windows 10 (`works`) or of an older Windows answers them."""

    def __init__(self, works=True):
        self.works = works
        self.modes_set = []

    def GetStdHandle(self, number):
        return 7 if number == terminal.STANDARD_OUTPUT else 0

    def GetConsoleMode(self, handle, mode):
        mode._obj.value = 3             # the console's usual mode
        return handle == 7

    def SetConsoleMode(self, handle, mode):
        self.modes_set.append(mode)
        return self.works


def display_for(monkeypatch, flags=(), environ=None, stream=None,
                system='posix', with_colorama=False):
    """Return the Display the game chooses in this (simulated) place."""
    if not with_colorama:
        monkeypatch.setattr(terminal, 'windows_colour_helper', lambda: None)
    arguments = argument_parser().parse_args(list(flags))
    stream = stream or Tty()
    return terminal.choose_display(arguments, stream, stream, environ or {},
                                   system)


# Colours that fade on a white background (a light theme, a projector):
# yellow, cyan and white, every bright colour (90-97), and blue made bright
# by bold, as many consoles and Thonny show it.  And those that fade on a
# black background: black, and plain blue.
FADING = ({'33'}, {'36'}, {'37'}, {'1', '34'}) + tuple(
    {str(code)} for code in range(90, 98)) + ({'30'},)


def test_the_men_and_marks_read_on_a_light_and_a_dark_background():
    painted = {key: set(re.findall(r'\d+', code))
               for key, code in terminal.ANSI_COLOURS.items()
               if key != 'reset'}
    for key, codes in painted.items():
        assert not any(fading <= codes for fading in FADING), key
        assert '34' not in codes or '1' in codes, key       # plain blue
    assert painted[WHITE] != painted[BLACK]


def test_a_posix_terminal_gets_colour_without_colorama(monkeypatch):
    display = display_for(monkeypatch)
    assert display.colours == terminal.ANSI_COLOURS


def test_no_colour_with_no_color_dumb_terminal_flag_or_pipe(monkeypatch):
    assert display_for(monkeypatch, environ={'NO_COLOR': '1'}).colours is None
    assert display_for(monkeypatch, environ={'TERM': 'dumb'}).colours is None
    assert display_for(monkeypatch, ['--no-color']).colours is None
    assert display_for(monkeypatch, stream=Tty(False)).colours is None


class IdleShell:
    """IDLE's shell as its streams reach it: it writes text with a tag."""

    def __init__(self):
        self.written = []

    def write(self, text, tag):
        self.written.append((text, tag))


class IdleWithShell(IdleTty):
    """A stream of IDLE's shell that can colour text by tag."""

    def __init__(self):
        super().__init__()
        self.shell = IdleShell()


IdleWithShell.__module__ = 'idlelib.run'


def test_idle_gets_colour_where_its_shell_colours_by_tag(monkeypatch):
    assert display_for(monkeypatch, stream=IdleWithShell()).colours
    assert display_for(monkeypatch, stream=IdleTty()).colours is None
    for flags, environ in ((['--no-color'], None), ([], {'NO_COLOR': '1'})):
        assert display_for(monkeypatch, flags, environ,
                           stream=IdleWithShell()).colours is None


def test_in_idle_each_colour_of_the_board_is_written_with_its_own_tag(
        monkeypatch):
    stream = IdleWithShell()
    monkeypatch.setattr(sys, 'stdout', stream)
    colours = terminal.ANSI_COLOURS
    line = 'men: %sW%s %sB%s then %s><%s %s%sW%s' % (
        colours[WHITE], colours['reset'], colours[BLACK], colours['reset'],
        colours['highlight'], colours['reset'],
        colours['reset'], colours[WHITE], colours['reset'])
    terminal.say(line)
    assert stream.shell.written == [
        ('men: ', 'stdout'), ('W', 'KEYWORD'), (' ', 'stdout'),
        ('B', 'BUILTIN'), (' then ', 'stdout'), ('><', 'STRING'),
        (' ', 'stdout'), ('W', 'KEYWORD'), ('\n', 'stdout')]
    assert len(set(terminal.IDLE_TAGS.values())) == len(terminal.IDLE_TAGS)


def test_a_windows_console_without_colorama_is_switched_to_colour():
    kernel32 = FakeKernel32()
    assert terminal.switch_windows_console_to_ansi(kernel32)
    assert kernel32.modes_set == [3 | terminal.VIRTUAL_TERMINAL_PROCESSING]


def test_an_older_windows_console_gets_no_colour(monkeypatch):
    assert not terminal.switch_windows_console_to_ansi(FakeKernel32(False))
    # Here (not Windows) ctypes has no windll: like a console that refuses.
    assert display_for(monkeypatch, system='nt').colours is None


def test_windows_uses_colorama_where_it_is_installed(monkeypatch):
    calls = []
    fake = types.SimpleNamespace(
        just_fix_windows_console=lambda: calls.append('fixed'))
    monkeypatch.setattr(terminal, 'windows_colour_helper', lambda: fake)
    display = display_for(monkeypatch, system='nt', with_colorama=True)
    assert calls == ['fixed'] and display.colours == terminal.ANSI_COLOURS


# ---------------------------------------------------------------------------
# Several games in a row: names and the score
# ---------------------------------------------------------------------------

# Two players named Ann and Ben; White (Ann) closes a mill at once in a
# position where Black is down to three men.
LESSON = """\
W W .
. . .
. . .
B . .   . . .
. . .
. . .
B B .
to move: white
white in hand: 1
black in hand: 0
"""


def test_names_are_asked_once_and_stand_on_the_board_and_prompts():
    output, games = run_main([], ['1', 'Ann', 'Ben', '', '', '0', 'quit'])
    assert 'Who plays White? (a name) [White] ' in output
    assert 'Ann (White), place a man: ' in output
    assert 'Ben (Black), place a man: ' in output
    assert 'Ann (White): 8 in hand' in output
    assert output.count('Who plays White?') == 1


def test_a_name_is_refused_when_it_would_confuse():
    output, games = run_main([], ['1', 'Black', 'Computer 2', 'x' * 30,
                                  'Ann', '', '', '', 'quit'])
    assert output.count('Please type a name of letters') == 3
    assert games[0].settings.names == {WHITE: 'Ann', BLACK: 'Black'}


def test_names_go_into_saved_records_and_come_back(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run_main([], ['1', 'Ann', 'Ben', '', '', '0', 'save', 'g.txt', 'quit'])
    text = (tmp_path / 'g.txt').read_text(encoding='utf-8')
    assert '[White "Ann"]' in text and '[Black "Ben"]' in text
    output, games = run_main(['--load', 'g.txt'], ['quit'])
    assert games[0].settings.names == {WHITE: 'Ann', BLACK: 'Ben'}
    assert games[0].settings.kinds == {WHITE: 'human', BLACK: 'human'}
    assert 'Ben (Black), place a man: ' in output


def test_play_again_keeps_the_score_and_may_swap_sides(tmp_path,
                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'lesson.txt').write_text(LESSON)
    lines = ['1', 'Ann', 'Ben', '', '2', '21', 'n', 'n',     # Ann wins
             'change', 'y', '', '2', '21', 'n', 'n', 'no']   # sides swapped
    output, games = run_main(['--position', 'lesson.txt'], lines)
    assert 'Score after 1 game: Ann 1, Ben 0.' in output
    assert 'Ben plays White now, Ann Black.' in output
    assert games[1].settings.names == {WHITE: 'Ben', BLACK: 'Ann'}
    assert 'Ben (White) wins' in output
    assert 'Score after 2 games: Ben 1, Ann 1.' in output


def test_the_score_against_the_computer_names_it():
    output, games = run_main(['--white', 'computer', '--black', 'computer',
                              '--level', 'easy', '--demo', 'run', '--seed',
                              '1', '--move-limit', '10'], ['n', 'yes', 'n'])
    assert len(games) == 2
    assert 'Score after 2 games: ' in output


def test_a_board_warns_the_turn_before_a_draw_by_repetition():
    game = new_test_game('B../W.B/.../B..W../.../.../WW.')
    shuffle = ['3 4', '0 1', '4 3', '1 0', '3 4', '0 1', '4 3']
    result, output, ended = play_typed(game, shuffle)
    warning = ('Careful: 1 to 0 brings a position back for the third time: '
               'the game is then drawn by repetition.')
    boards = [unfolded(board) for board in output.split('\n 7 ')]
    assert [warning in board for board in boards[1:]] == [False] * 7 + [True]
    result, output, ended = play_typed(game, ['1 0'])
    assert result.reason == rules.REPETITION


def test_the_boards_of_a_demonstration_do_not_offer_help():
    settings = new_test_game().settings._replace(
        kinds={WHITE: 'computer', BLACK: 'computer'})
    game = new_test_game()._replace(settings=settings)
    assert 'Type help' not in screen.game_screen(game)
    assert 'Type help' in screen.game_screen(new_test_game())
