"""Tests of students' player files at the console: loading a file by its
path and every mistake it can make, told in one line; the example players
of players/ playing whole games through the real prompts, against a person
typing and against a level; and a mistake that stops the game politely.
"""

import os
import random
import textwrap
import threading

import pytest

import rules
from board import BLACK, WHITE
from conftest import (assert_history_is_legal, main_with_keyboard, run_main,
                      unfolded)
from console import program_players
from tournament import player_files, turn_checks
from tournament.player_files import PlayerFileError, load_player

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = ('random_player.py', 'greedy.py', 'search_player.py')


def example(name):
    """Return the path of an example player of players/."""
    return os.path.join(PROJECT, 'players', name)


def player_file(folder, name, code):
    """Return the path of a player file `name` written in `folder`."""
    path = os.path.join(str(folder), name)
    with open(path, 'w', encoding='utf-8') as file:
        file.write(textwrap.dedent(code))
    return path


def load_fault(path):
    """Return the Fault of loading the player file at `path`."""
    with pytest.raises(PlayerFileError) as raised:
        load_player(path)
    return raised.value.fault


# ---------------------------------------------------------------------------
# Loading a player file
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('name', EXAMPLES)
def test_each_example_player_loads_and_returns_a_legal_turn(name):
    choose_turn = load_player(example(name))
    state = rules.initial_state()
    turn, fault = turn_checks.ask_for_turn(choose_turn, state, example(name))
    assert fault is None and turn in rules.legal_turns(state)


def test_a_file_that_is_not_there_cannot_play(tmp_path):
    fault = load_fault(str(tmp_path / 'nobody.py'))
    assert fault.kind == player_files.NO_FILE
    assert 'nobody.py is not there' in fault.reason


def test_a_syntax_error_names_the_students_line(tmp_path):
    path = player_file(tmp_path, 'broken.py', '''\
        import random

        def choose_turn(state turns):
            return turns[0]
        ''')
    fault = load_fault(path)
    assert fault.kind == player_files.SYNTAX_ERROR
    assert fault.reason.startswith('syntax error: ')
    assert 'broken.py line 3: def choose_turn(state turns):' in fault.reason
    assert '\n' not in fault.reason


def test_an_exception_while_loading_names_the_students_line(tmp_path):
    path = player_file(tmp_path, 'typo.py', '''\
        DEPTH = 3
        WIDTH = DEPTHH + 1
        ''')
    fault = load_fault(path)
    assert fault.kind == player_files.DOES_NOT_IMPORT
    assert "NameError: name 'DEPTHH' is not defined" in fault.reason
    assert '(typo.py line 2, in <module>)' in fault.reason
    assert 'WIDTH = DEPTHH + 1' in fault.details


@pytest.mark.parametrize('code, words', [
    ('def choose(state, turns):\n    return turns[0]\n',
     'typo.py defines no function choose_turn(state, turns)'),
    ('choose_turn = 3\n', 'choose_turn is of type int, not a function'),
    ('def choose_turn(state):\n    return None\n',
     'choose_turn must take two arguments, (state, turns)'),
])
def test_a_file_without_a_choose_turn_of_two_arguments_cannot_play(
        tmp_path, code, words):
    fault = load_fault(player_file(tmp_path, 'typo.py', code))
    assert fault.kind == player_files.NO_FUNCTION
    assert fault.reason == 'no choose_turn: ' + words


def test_a_file_named_like_a_module_of_the_game_does_not_replace_it(
        tmp_path):
    path = player_file(tmp_path, 'rules.py', '''\
        def choose_turn(state, turns):
            return turns[-1]
        ''')
    choose_turn = load_player(path)
    assert choose_turn(None, [1, 2]) == 2
    assert rules.legal_turns(rules.initial_state())      # still the rules


# ---------------------------------------------------------------------------
# Checking the turns a player returns
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('answer, words', [
    (None, 'returned None: choose_turn must return one of the turns'),
    ((None, 99), 'returned (None, 99): 99 is not a point'),
    ((3, 4), 'returned (3, 4): White still has men in hand'),
    ('5', "returned '5': a turn is one of the Turns in the list"),
])
def test_an_answer_that_is_not_a_legal_turn_is_told_why(answer, words):
    state = rules.initial_state()
    turn, fault = turn_checks.checked_turn(state, rules.legal_turns(state),
                                           answer)
    assert turn is None and fault.kind == player_files.ILLEGAL_TURN
    assert fault.reason.startswith('illegal turn: ' + words), fault.reason


class BrokenTurn:
    """A student's answer that raises when the game reads it."""

    def __iter__(self):
        raise ValueError('not today')

    def __repr__(self):
        return 'BrokenTurn()'


def test_an_answer_that_raises_when_read_is_an_illegal_turn():
    state = rules.initial_state()
    turn, fault = turn_checks.checked_turn(state, rules.legal_turns(state),
                                           BrokenTurn())
    assert turn is None and fault.kind == player_files.ILLEGAL_TURN
    assert 'returned BrokenTurn()' in fault.reason


def test_an_answer_equal_to_a_turn_gives_the_game_the_turn_itself():
    state = rules.initial_state()
    turn, fault = turn_checks.checked_turn(state, rules.legal_turns(state),
                                           (None, True))
    assert fault is None and turn == rules.Turn(None, 1)
    assert type(turn.target) is int         # not True, written as a point


def test_a_plain_tuple_naming_a_legal_turn_is_that_turn():
    state = rules.initial_state()
    turn, fault = turn_checks.checked_turn(state, rules.legal_turns(state),
                                           (None, 5))
    assert fault is None and turn == rules.Turn(None, 5)


def test_an_exception_in_choose_turn_shows_the_students_traceback(tmp_path):
    path = player_file(tmp_path, 'crash.py', '''\
        def helper(turns):
            return turns[0] / 0

        def choose_turn(state, turns):
            return helper(turns)
        ''')
    turn, fault = turn_checks.ask_for_turn(load_player(path),
                                           rules.initial_state(), path)
    assert turn is None and fault.kind == player_files.EXCEPTION
    assert fault.reason.startswith('exception: TypeError: unsupported')
    assert fault.reason.endswith('(crash.py line 2, in helper)')
    assert 'line 5, in choose_turn' in fault.details
    assert 'turn_checks' not in fault.details      # the game's lines left out


def test_a_function_calling_itself_forever_shows_its_line_once(tmp_path):
    path = player_file(tmp_path, 'forever.py', '''\
        def choose_turn(state, turns):
            return choose_turn(state, turns)
        ''')
    turn, fault = turn_checks.ask_for_turn(load_player(path),
                                           rules.initial_state(), path)
    assert fault.reason.startswith('exception: RecursionError')
    lines = fault.details.splitlines()
    assert len(lines) < 10, lines               # not a thousand frames
    assert lines[0] == 'File "forever.py", line 2, in choose_turn'
    assert lines[2].startswith('[the call above repeated ')


def test_a_long_error_message_is_cut_in_the_one_line(tmp_path):
    path = player_file(tmp_path, 'talks.py', '''\
        def choose_turn(state, turns):
            raise ValueError('why ' * 500)
        ''')
    turn, fault = turn_checks.ask_for_turn(load_player(path),
                                           rules.initial_state(), path)
    assert len(fault.reason) < 200
    assert '...' in fault.reason and fault.reason.endswith(
        '(talks.py line 2, in choose_turn)')


# ---------------------------------------------------------------------------
# Whole games through the real prompts
# ---------------------------------------------------------------------------

class PersonAtTheKeyboard:
    """A stand-in for input() that plays a random legal turn at each of
    the game's prompts, typed as a person types it, and takes the answer
    in [brackets] (Enter) at every other question."""

    def __init__(self, games, seed, most_lines=3000):
        self.games = games          # the games main() plays, the last now
        self.rng = random.Random(seed)
        self.lines_left = most_lines
        self.turn = None

    def __call__(self, prompt=''):
        print(prompt, end='')
        self.lines_left -= 1
        if self.lines_left < 0:
            raise EOFError
        line = self.answer(prompt)
        print(line)
        return line

    def answer(self, prompt):
        """Return the line typed at `prompt`."""
        if 'place a man' in prompt or 'move a man' in prompt \
                or 'fly a man' in prompt:
            state = self.games[-1].history.state
            self.turn = self.rng.choice(rules.legal_turns(state))
            if self.turn.source is None:
                return str(self.turn.target)
            return '%d %d' % (self.turn.source, self.turn.target)
        if 'remove one' in prompt:
            return str(self.turn.removed)
        return ''


def play_as_a_person(argv, seed=0):
    """Return (output, games) of main(argv), a person typing random legal
    turns for their colour."""
    games = []
    output = main_with_keyboard(argv, PersonAtTheKeyboard(games, seed), games)
    return output, games


@pytest.mark.parametrize('name', EXAMPLES)
def test_each_example_player_plays_a_whole_game_against_a_person(name):
    output, games = play_as_a_person(['--ascii', '--black', example(name),
                                      '--seed', '3'])
    game = games[0]
    assert game.history.outcome() is not None
    assert_history_is_legal(game)
    player = name[:-3]
    assert '%s (Black), place a man' % player not in output
    words = unfolded(output)
    assert '%s (Black) placed a man on' % player in words
    assert 'Play again?' in output and 'made a mistake' not in output


@pytest.mark.parametrize('name', EXAMPLES)
def test_each_example_player_plays_a_whole_game_against_a_level(name):
    output, games = run_main(['--ascii', '--white', example(name), '--black',
                              'computer', '--level', 'easy', '--demo', 'run',
                              '--seed', '2'], [])
    game = games[0]
    assert game.history.outcome() is not None
    assert_history_is_legal(game)
    assert 'The game lasted %d turns.' % len(game.history.turns) in output
    assert 'made a mistake' not in output


def test_two_player_files_play_each_other_and_the_record_names_them(
        tmp_path):
    saved = tmp_path / 'g.txt'
    output, games = run_main(['--ascii', '--white', example('greedy.py'),
                              '--black', example('random_player.py'),
                              '--demo', 'run', '--seed', '4'],
                             ['y', str(saved)])
    assert games[0].history.outcome() is not None
    text = saved.read_text(encoding='utf-8')
    assert '[White "greedy.py"]' in text
    assert '[Black "random_player.py"]' in text


def test_the_start_menu_plays_a_player_file(tmp_path):
    lines = ['8', str(tmp_path / 'none.py'), '', 'black', 'computer',
             'easy', '', '', '', 'quit']          # Enter: the example file
    output, games = run_main([], lines)
    assert 'none.py cannot play: no file' in unfolded(output)
    settings = games[0].settings
    assert settings.kinds[WHITE] == 'computer'
    assert os.path.samefile(settings.kinds[BLACK], example('greedy.py'))
    assert settings.names[BLACK] == 'greedy'
    assert 'greedy (Black)' in output


# ---------------------------------------------------------------------------
# Mistakes at the console: told, and the game stops politely
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('code, words', [
    ('def choose_turn(state, turns):\n    return {}[state]\n',
     'exception: KeyError: State('),
    ('def choose_turn(state, turns):\n    return (None, 24)\n',
     'illegal turn: returned (None, 24): 24 is not a point'),
])
def test_a_mistake_of_a_player_file_stops_the_game_and_says_why(
        tmp_path, code, words):
    path = player_file(tmp_path, 'oops.py', code)
    output, games = run_main(['--ascii', '--white', path, '--black',
                              'computer', '--demo', 'run'], [''])
    assert 'oops (White) made a mistake: ' + words in output.replace(
        '\n    ', ' ')
    assert 'The game was stopped.' in output
    assert games[0].history.turns == []


def test_a_player_file_that_cannot_load_is_told_before_the_game(tmp_path):
    path = player_file(tmp_path, 'broken.py', 'def choose_turn(:\n')
    output, games = run_main(['--black', path], [])
    assert games == []
    assert 'broken.py cannot play: syntax error' in unfolded(output)


def test_play_again_with_changes_asks_no_level_when_no_level_plays():
    output, games = run_main(['--ascii', '--white', example('greedy.py'),
                              '--black', example('random_player.py'),
                              '--demo', 'run', '--seed', '4'],
                             ['', 'change', 'y', '', '', 'no'])
    assert len(games) == 2 and 'Level?' not in output
    assert games[1].settings.names == {WHITE: 'random_player',
                                       BLACK: 'greedy'}


def test_a_player_file_thinking_long_is_told_and_how_to_stop(monkeypatch):
    said = []
    told = threading.Event()

    def say(text=''):
        said.append(text)
        told.set()

    monkeypatch.setattr(program_players, 'say', say)
    with program_players.slow_note('loop (Black)', 0.01):
        assert told.wait(30)                # the game waits: the note comes
    assert 'loop (Black) has thought for 0.01 seconds' in said[0]
    assert 'Ctrl-C stops the game' in unfolded(said[0])
    said.clear()
    told.clear()
    with program_players.slow_note('quick (Black)', 0.01):
        pass                                # answered at once: no note
    assert not told.wait(0.5) and said == []


def test_a_mistake_told_at_the_console_fits_79_columns(tmp_path):
    folder = tmp_path / ('a_folder_with_a_long_name_' * 3)
    folder.mkdir()
    long_line = 'return turns[0] / 0 + len(%r)' % ('wide ' * 20)
    path = player_file(folder, 'crash.py', 'def choose_turn(state, turns):\n'
                       '    %s\n' % long_line)
    output, games = run_main(['--ascii', '--white', path, '--black',
                              'computer', '--demo', 'run'], [''])
    assert 'return turns[0] / 0' in output
    assert max(len(line) for line in output.splitlines()) <= 79


def first_player_code(document):
    """Return the code of "your first player in ten lines" in `document`
    (README.md or docs/players.md)."""
    with open(os.path.join(PROJECT, document), encoding='utf-8') as file:
        text = file.read()
    start = text.index('```python\n', text.index('first player in ten lines'))
    return text[start + len('```python\n'):text.index('```', start + 3)]


@pytest.mark.parametrize('document', ['README.md', 'docs/players.md'])
def test_the_first_player_of_the_guides_plays_a_whole_game(
        tmp_path, document):
    code = first_player_code(document)
    assert len(code.splitlines()) <= 10
    path = player_file(tmp_path, 'mine.py', code)
    output, games = run_main(['--ascii', '--white', path, '--black',
                              'computer', '--level', 'easy', '--demo', 'run',
                              '--seed', '1'], [])
    assert games[0].history.outcome() is not None
    assert 'made a mistake' not in output
