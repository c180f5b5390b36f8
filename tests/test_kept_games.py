"""Tests that a game kept from earlier is offered where it should be, and
only there: never taken for a game of another window because its process
number is taken (a zombie, an unrelated program), never taking over from
the flags, never with a player file turned into a person, and never kept
when it holds no turn."""

import os
import subprocess
import sys

import pytest

from board import BLACK, WHITE
from conftest import run_main, unfolded
from game_files import (autosave, leftovers, record_files, records,
                        this_computer)
import rules

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GREEDY = os.path.join(PROJECT, 'players', 'greedy.py')
TWO = ['--white', 'human', '--black', 'human']

# A window that plays a game, as another process: it holds the lock file
# whose name it reads, says so, and runs until its input ends.
OTHER_WINDOW = ('import sys\n'
                'from game_files import this_computer\n'
                'path = sys.stdin.readline().strip()\n'
                'lock = this_computer.hold_lock(path)\n'
                'print("locked" if lock else "not locked", flush=True)\n'
                'sys.stdin.read()\n')


def kept_files():
    """Return the names of the games' autosave files, the newest first."""
    return leftovers.game_autosaves()


def kept_turns():
    """Return the points of the turns of each game kept, in a list each."""
    return [[turn.target for turn in autosave.read_autosave(path)[0].turns]
            for path in kept_files()]


def write_kept_game(process, computer=None):
    """Return the path of a kept game of two turns (4, 19), named as the
    autosave of the process numbered `process` names its games."""
    path = autosave.new_autosave_name(computer=computer, process=process)
    start = rules.initial_state(rules.DEFAULT_OPTIONS, WHITE)
    turns = [rules.Turn(None, 4, None), rules.Turn(None, 19, None)]
    os.makedirs(os.path.dirname(path), exist_ok=True)   # as that game did
    record_files.save_text(path, records.format_record(start, turns))
    return path


def start_other_window():
    """Return a running process that will hold a lock file (its name is
    written to its input)."""
    return subprocess.Popen([sys.executable, '-c', OTHER_WINDOW],
                            cwd=PROJECT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, universal_newlines=True)


def lock_in(window, path):
    """Return nothing once `window` holds the lock of the autosave at
    `path`."""
    window.stdin.write(leftovers.lock_path(path) + '\n')
    window.stdin.flush()
    assert window.stdout.readline().strip() == 'locked'


def other_window_holding_a_kept_game(tmp_path, monkeypatch):
    """Return (another window's process, the path of the kept game whose
    lock it holds), the test's current folder `tmp_path`."""
    monkeypatch.chdir(tmp_path)
    window = start_other_window()
    try:
        path = write_kept_game(window.pid)
        lock_in(window, path)
    except BaseException:
        window.kill()
        window.wait()
        raise
    return window, path


@pytest.mark.skipif(not hasattr(os, 'waitid'), reason='no zombies here')
def test_a_zombie_s_process_number_in_an_autosave_s_lock_is_not_a_live_game(
        tmp_path, monkeypatch):
    window, path = other_window_holding_a_kept_game(tmp_path, monkeypatch)
    try:
        assert leftovers.is_live(path)       # played now in another window
        output, games = run_main([], ['quit'])
        assert '1 game being played in another window now' in output
        assert 'Resume it?' not in output
        window.stdin.close()                # the window is stopped ...
        os.waitid(os.P_PID, window.pid, os.WEXITED | os.WNOWAIT)
        os.kill(window.pid, 0)              # ... its number still taken
        assert not leftovers.is_live(path)
        output, games = run_main([], ['y', '5', 'quit', 'n'])
        assert 'another window' not in output
        assert [turn.target for turn in games[0].history.turns] == [4, 19, 5]
    finally:
        window.stdout.close()
        window.wait()


def test_a_live_window_s_game_is_left_alone_until_its_window_ends(
        tmp_path, monkeypatch):
    window, path = other_window_holding_a_kept_game(tmp_path, monkeypatch)
    try:
        assert autosave.claim(path) is None     # not taken from the window
        assert leftovers.is_live(path)
    finally:
        window.stdin.close()
        window.stdout.close()
        window.wait()
    assert not leftovers.is_live(path)
    assert autosave.claim(path) is not None


def test_an_unrelated_process_with_the_number_in_the_name_holds_nothing(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    unrelated = os.getppid()                # runs, and plays no game
    write_kept_game(unrelated, this_computer.computer_name())
    write_kept_game(1, this_computer.computer_name())   # vm-1-1
    output, games = run_main([], ['', 'quit', 'n'])
    assert 'another window' not in output
    assert 'Games kept from earlier:' in output


def test_a_lock_is_let_go_and_its_file_removed_when_the_game_is_saved(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(TWO, ['4', '19'])
    path = kept_files()[0]
    assert os.path.exists(leftovers.lock_path(path)) and not \
        leftovers.is_live(path)              # this window's own game
    run_main([], ['y', 'save', 'g.txt', 'quit'])
    assert kept_files() == []
    assert [name for name in os.listdir(os.path.dirname(path))] == []


# ---------------------------------------------------------------------------
# A kept game never takes over from the flags
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('flags, lines', [
    (['--black', GREEDY], ['0', 'quit', 'n']),
    (['--lesson'], []),
    (['--white', 'computer', '--level', 'beginner'], ['quit', 'n']),
])
def test_black_file_after_a_kept_game_plays_the_new_game(
        tmp_path, monkeypatch, flags, lines):
    monkeypatch.chdir(tmp_path)
    run_main(TWO, ['4', '19'])
    output, games = run_main(flags, lines)
    assert 'Resume it?' not in output
    assert ('1 unfinished game from earlier is kept; start the game without '
            'flags to resume it.') in unfolded(output)
    for game in games:
        assert game.settings.saved is None
        assert [turn.target for turn in game.history.turns][:2] != [4, 19]
    if flags[0] == '--black':
        assert games[0].settings.kinds[BLACK] == GREEDY
    assert [4, 19] in kept_turns()          # still kept for later


def write_mistaken_player(tmp_path):
    """Return the path of a player file that places a man on 3 and then
    answers (4, None), which is no turn."""
    path = tmp_path / 'tup.py'
    path.write_text('def choose_turn(state, turns):\n'
                    '    """Return 3 at first, then no turn."""\n'
                    '    if not state.board.count("B"):\n'
                    '        return [turn for turn in turns\n'
                    '                if turn.target == 3][0]\n'
                    '    return (4, None)\n')
    return str(path)


def test_a_game_a_player_file_stopped_is_not_kept_if_not_saved(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    tup = write_mistaken_player(tmp_path)
    output, games = run_main(['--black', tup], ['0', '1', 'n'])
    assert 'made a mistake' in output
    assert 'Save the game before you go?' in output
    assert kept_files() == []
    assert os.listdir(str(tmp_path)) == ['tup.py']


def test_a_game_a_player_file_stopped_is_kept_with_that_player_file(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    tup = write_mistaken_player(tmp_path)
    run_main(['--black', tup], ['0', '1'])  # the input ends at the question
    assert kept_turns() == [[0, 3, 1]]
    record = autosave.read_autosave(kept_files()[0])[0]
    assert record.headers['BlackFile'] == os.path.abspath(tup)
    assert record.headers['Black'] == 'tup.py'
    output, games = run_main([], ['y'])
    settings = games[0].settings
    assert settings.kinds == {WHITE: 'human', BLACK: os.path.abspath(tup)}
    assert settings.names[BLACK] == 'tup'
    assert 'White is human, Black is tup.py.' in unfolded(output)
    assert 'tup.py (Black)' not in output
    assert 'made a mistake' in output       # the file played again
    assert kept_turns() == [[0, 3, 1]]      # nothing new: kept as it was


def test_a_resumed_game_a_player_file_stops_again_is_dropped_if_not_saved(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    tup = write_mistaken_player(tmp_path)
    run_main(['--black', tup], ['0'])       # the input ends: White to move
    assert kept_turns() == [[0, 3]]
    output, games = run_main([], ['y', '1', 'n'])
    assert 'made a mistake' in output
    assert kept_files() == []


def test_a_kept_game_whose_player_file_is_gone_is_not_played_by_a_person(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    tup = write_mistaken_player(tmp_path)
    run_main(['--black', tup], ['0', '1'])
    os.remove(tup)
    output, games = run_main([], ['y'])
    assert games == []
    assert 'tup.py cannot play' in unfolded(output)
    assert 'It is kept: the next start offers it again.' in output
    assert len(kept_files()) == 1           # kept for when it is back


def test_a_game_whose_only_turn_was_taken_back_is_not_kept(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(TWO, ['4', 'undo', 'quit'])
    assert 'Save the game before you go?' not in output
    assert kept_files() == []
    output, games = run_main(TWO, ['4', 'undo'])     # the input ends
    assert kept_files() == []


def test_an_earlier_version_s_autosave_of_no_turns_is_not_offered(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = autosave.new_autosave_name()
    start = rules.initial_state(rules.DEFAULT_OPTIONS, WHITE)
    os.makedirs(os.path.dirname(path), exist_ok=True)   # as that game did
    record_files.save_text(path, records.format_record(start, []))
    output, games = run_main([], ['quit'])
    assert '0 turns' not in output and 'Resume it?' not in output
    assert kept_files() == []


def test_quit_at_the_list_of_kept_games_asks_for_an_answer_first(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run_main(TWO, ['4', '19'])                   # the input ends: kept
    run_main(TWO, ['4', '19'])
    output, games = run_main([], ['quit', 'drop 5', '', 'quit'])
    flat = unfolded(output)
    assert ('Please answer this question first: a number from 1 to 2, drop '
            'and a number, or Enter for a new game.') in flat
    assert ('Please type a number from 1 to 2, drop and a number, or press '
            'Enter.') in flat
    assert flat.count('Resume which game?') == 3
    assert len(kept_files()) == 2 and games == []
