"""Helpers shared by the tests: typing into the real prompts of the game,
setting up games, and reading what the game printed.

Every test that drives the game replaces input() with TypedLines, a script
of lines; the game's prompts and the lines are printed as a terminal would
show them, and after the last line input() raises EOFError, like the end
of piped input.
"""

import contextlib
import importlib.util
import io
import os
import pathlib
import random
import sys
import tempfile
from unittest import mock

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

from game_files import leftovers
from words import catalogue, po_checks
from teaching import lessons
import nine_mens_morris as game_module
import rules
from console import terminal
from board import BLACK, WHITE, board_from_string
from history import Game, History
from console.settings import Settings

# The benchmarks are scripts, not modules: the tests use their counters too
# (after the game's own modules, so that no script hides one of them).
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'bench'))

# Hypothesis keeps no database of examples, and nothing else of its own, in
# the project folder: its table of Unicode characters (a second to make) is
# kept from run to run in a folder of the system's temporary folder.
settings.register_profile('no_database', database=None)
settings.load_profile('no_database')
HYPOTHESIS_FOLDER = 'nine-mens-morris-hypothesis-%s' % (   # one per user
    os.getuid() if hasattr(os, 'getuid') else 'user')
set_hypothesis_home_dir(os.path.join(tempfile.gettempdir(), HYPOTHESIS_FOLDER))

HUMANS = {WHITE: 'human', BLACK: 'human'}
# The tool that keeps the translations' files up to date (a script).
LANGUAGES_TOOL = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'languages', 'update_languages.py')


@pytest.fixture(scope='session')
def folder_of_the_tests(tmp_path_factory):
    """Return one temporary folder that holds the folders of every test
    (made with tempfile: pytest's mktemp gets slower with every folder)."""
    return tmp_path_factory.mktemp('tests')


@pytest.fixture(autouse=True)
def autosave_in_a_temporary_folder(folder_of_the_tests, monkeypatch):
    """Give every test (and the games it starts in a subprocess) a home
    folder of its own, where its autosaves are kept (as a player's are in
    their home folder) and a failed save is offered a place: never the
    user's.  (One new folder a test: making one takes a little while.)"""
    home = pathlib.Path(tempfile.mkdtemp(dir=str(folder_of_the_tests)))
    monkeypatch.setenv(leftovers.AUTOSAVE_VARIABLE,
                       str(home / leftovers.AUTOSAVE_NAME))
    monkeypatch.setenv('HOME', str(home))
    monkeypatch.setenv('USERPROFILE', str(home))
    return home / leftovers.AUTOSAVE_NAME


def update_languages():
    """Return the module languages/update_languages.py (a script), newly
    loaded."""
    spec = importlib.util.spec_from_file_location('update_languages',
                                                  LANGUAGES_TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope='session')
def messages_of_the_code():
    """Return update_languages.py's code_messages(): the messages the
    game's code marks (read once for all the tests: the code does not
    change while they run; a seventh of a second)."""
    return update_languages().code_messages()


@pytest.fixture(scope='session', autouse=True)
def shipped_translations_read_once():
    """Read each shipped translation (languages/xx.po or .mo) once for all
    the tests: the tests never change those files, and checking one takes
    a fiftieth of a second (more where its .mo file is older than its .po
    file, as a checkout may leave it).  A translation in any other folder
    (a test's own copy) is read every time, as the game reads it."""
    read = po_checks.load_translation
    shipped = {}

    def load_translation(po_path):
        """Return po_checks.load_translation(po_path), read once if it is
        a shipped file."""
        if os.path.dirname(os.path.abspath(po_path)) != \
                catalogue.LANGUAGES_FOLDER:
            return read(po_path)
        if po_path not in shipped:
            shipped[po_path] = read(po_path)
        translation, mistakes = shipped[po_path]
        return translation, list(mistakes)

    with mock.patch.object(po_checks, 'load_translation', load_translation):
        yield


def fsync_without_the_disk(number):
    """Return nothing, as os.fsync does, for an open file number (OSError
    for one that is not open), without waiting for the disk."""
    os.fstat(number)


@pytest.fixture(scope='session', autouse=True)
def saves_not_forced_onto_the_disk():
    """Let os.fsync return at once in the tests' own process: their files
    are temporary, and forcing every autosave onto the disk (after each
    turn of each game) is a good part of the time their games take.  (The
    tests of an fsync that fails put their own in its place.)"""
    with mock.patch.object(os, 'fsync', fsync_without_the_disk):
        yield


@pytest.fixture(autouse=True)
def english_unless_a_test_asks(monkeypatch):
    """Let every test (and the games it starts in a subprocess) speak
    English, whatever the language of the machine running the tests."""
    for variable in catalogue.LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv('LANG', 'C.UTF-8')
    catalogue.use_language(catalogue.ENGLISH)
    yield
    catalogue.use_language(catalogue.ENGLISH)


ASCII = terminal.Display(ascii_only=True, colours=None, echo_input=False)
PLAIN = terminal.Display(ascii_only=False, colours=None, echo_input=False)


class TypedLines:
    """A stand-in for input(): returns the scripted lines one by one.

    A line that is an exception (KeyboardInterrupt()) is raised: Ctrl-C
    typed.  After the last line it raises EOFError.
    """

    def __init__(self, lines):
        self.lines = list(lines)
        self.prompts = []

    def __call__(self, prompt=''):
        self.prompts.append(prompt)
        print(prompt, end='')
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if isinstance(line, BaseException):
            raise line
        print(line)
        return line


def new_test_game(board_text=None, in_hand=(0, 0), to_move=WHITE,
                  kinds=HUMANS, options=rules.DEFAULT_OPTIONS, seed=0,
                  level='easy', display=ASCII):
    """Return a Game from a board string, or from the start if None."""
    if board_text is None:
        start = rules.initial_state(options, to_move)
    else:
        start = rules.set_up_state(board_from_string(board_text), in_hand,
                                   to_move, options)
    settings = Settings(dict(kinds), 'white', options, level, 'pause')
    return Game(History(start), settings, display, random.Random(seed))


def play_typed(game, lines):
    """Return (result, output, ended) of playing `lines` into `game`:
    ended is True when the lines ran out or Ctrl-C was typed (main() would
    then stop the game)."""
    output = io.StringIO()
    result, ended = None, False
    with mock.patch('builtins.input', TypedLines(lines)), \
            contextlib.redirect_stdout(output):
        try:
            result = game_module.play_game(game, game_module.games.players_of(
                game.settings, game_module.ask_person_turn))
        except (EOFError, KeyboardInterrupt):
            ended = True
    return result, output.getvalue(), ended


def run_main(argv, lines):
    """Return (output, the games played) of main(argv) with `lines` typed.
    main() is called as it is, so an exception it lets out fails the test;
    and whatever the lines, it must end politely, with Goodbye."""
    games = []
    text = main_with_keyboard(argv, TypedLines(lines), games)
    assert text.rstrip().endswith('Goodbye!'), text[-300:]
    return text, games


class Utf8Screen(io.StringIO):
    """A stand-in for the standard output that takes UTF-8, as a terminal
    or a pipe does today: the game draws its Unicode board on it.  (A plain
    StringIO names no encoding, so the game takes it for an old console and
    draws the ASCII board.)"""
    encoding = 'utf-8'


def main_with_keyboard(argv, keyboard, games, output=None):
    """Return the output of main(argv), `keyboard` (a stand-in for input())
    typing every line; each game played is added to `games` as it starts
    (the keyboard may look at it).  The game prints into `output` (a new
    StringIO if None)."""
    real_play_game = game_module.play_game

    def recording_play_game(game, players):
        games.append(game)
        return real_play_game(game, players)

    output = io.StringIO() if output is None else output
    with mock.patch('builtins.input', keyboard), \
            mock.patch.object(game_module, 'play_game', recording_play_game), \
            contextlib.redirect_stdout(output):
        game_module.main(argv)
    return output.getvalue()


@contextlib.contextmanager
def inside_a_temporary_folder():
    """Change into a new empty folder for the block, so that a game saved
    by random lines lands there and not in the project."""
    home = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)
        try:
            yield folder
        finally:
            os.chdir(home)


def unfolded(text):
    """Return `text` with every run of spaces and line breaks as one space.
    The game folds its lines to fit the screen, and where a fold falls
    depends on the words around it (a file's path, a player's name): a
    test looks for a sentence in unfolded(output), never in the output as
    folded."""
    return ' '.join(text.split())


def messages(output):
    """Return the error sentences in `output`, in order."""
    return [line.strip()[len('Sorry: '):].rstrip('.')
            for line in output.splitlines()
            if line.strip().startswith('Sorry: ')]


def assert_history_is_legal(game):
    """Check that every turn of the game was legal where it was played."""
    history = game.history
    assert len(history.states) == len(history.turns) + 1
    for before, turn, after in zip(history.states, history.turns,
                                   history.states[1:]):
        assert turn in rules.legal_turns(before)
        assert rules.next_state(before, turn) == after


def right_answers(step):
    """Return the legal turns that do what a lesson step asks."""
    state = lessons.step_state(step)
    return [turn for turn in rules.legal_turns(state)
            if step.goal(state, turn, rules.next_state(state, turn))]
