"""Tests of the tournament's guards: a student's player that tries what a
player must not (write to a classmate's file, start a process, signal the
tournament, send a made-up turn down its pipe, ...) loses its game with
one line that says what it tried, and nothing else happens; the clock
counts processor time, not the wall's.

Each test starts one player's process and asks it for one turn: about a
tenth of a processor second; those that spend processor time on purpose
are slow tests.  The clock's limits are made short here (the
referee's knobs, in this process) so that no test waits long.
"""

import argparse
import os
import sys

import pytest

from conftest import run_main
from console import tournament_flags
from console.tournament_screen import stopped_words
import rules
from tournament import (matches, player_files, player_process, round_robin,
                        standings)
from tournament.game_records import folder_problem
from tournament.player_process import Entrant, PlayerProcess

# The classmate's file every attack aims at, and its text.
VICTIM = 'victim.py'
VICTIM_CODE = 'def choose_turn(state, turns):\n    return turns[0]\n'
LIMIT = 0.2

# Each attack: (a player's code, the kind of its mistake, words of its
# reason).  VICTIM stands for the path of the classmate's file.
ATTACKS = {
    'writes to a classmate': (
        "open(VICTIM, 'a').write('1/0')",
        player_files.NOT_ALLOWED, 'tried to write to victim.py'),
    'hides the write it tried': (
        "try:\n        open(VICTIM, 'w')\n    except OSError:\n        pass",
        player_files.NOT_ALLOWED, 'tried to write to victim.py'),
    'reads a classmate': (
        'open(VICTIM).read()',
        player_files.NOT_ALLOWED, 'tried to read victim.py'),
    'removes a classmate': (
        'import os; os.remove(VICTIM)',
        player_files.NOT_ALLOWED, 'tried to change or remove victim.py'),
    'signals the tournament': (
        'import os, signal; os.kill(os.getppid(), signal.SIGINT)',
        player_files.NOT_ALLOWED, 'tried to send a signal'),
    'starts a process': (
        "import subprocess; subprocess.Popen(['sleep', '60'])",
        player_files.NOT_ALLOWED, 'tried to start another process'),
    'calls the system': (
        "import os; os.system('sleep 60')",
        player_files.NOT_ALLOWED, 'tried to start another process'),
    'uses the network': (
        "import socket; socket.socket()",
        player_files.NOT_ALLOWED, 'tried to use the network'),
    'loads ctypes': (
        'import ctypes',
        player_files.NOT_ALLOWED, 'tried to use native code (ctypes)'),
    'looks through the memory': (
        'import gc; gc.get_objects()',
        player_files.NOT_ALLOWED, 'memory of its process'),
    'changes its own rules': (
        'import rules; rules.legal_turns = lambda state: '
        '[rules.Turn(None, 99, None, None)]\n'
        '    return rules.legal_turns(state)[0]',
        player_files.ILLEGAL_TURN, '99 is not a point'),
    'writes a turn into its pipe': (
        "import os\n    for number in range(3, 9):\n        try:\n"
        "            os.write(number, b'{\"turn\": [null, 99, null, null]}\\n')\n"
        "        except OSError:\n            pass",
        player_files.ILLEGAL_TURN, '99 is not a point'),
    'writes a pickle into its pipe': (
        "import os, pickle\n    for number in range(3, 9):\n        try:\n"
        "            os.write(number, pickle.dumps(os.system) + b'\\n')\n"
        "        except OSError:\n            pass",
        player_files.ILLEGAL_TURN, 'which is not a turn'),
    'ends its own process': (
        'import os; os._exit(0)',
        player_files.EXCEPTION, 'stopped Python itself'),
}

# Linux only: the system's limit on memory (macOS does not keep to it).
HAS_LIMITS = sys.platform.startswith('linux')


def write_player(folder, name, statement):
    """Return the path of a player file in `folder` whose choose_turn
    runs `statement` first, with VICTIM the classmate's file."""
    victim = folder / VICTIM
    if not victim.exists():
        victim.write_text(VICTIM_CODE, encoding='utf-8')
    path = folder / name
    path.write_text('VICTIM = %r\n\ndef choose_turn(state, turns):\n'
                    '    %s\n    return turns[0]\n'
                    % (str(victim), statement), encoding='utf-8')
    return str(path)


def first_reply(path, seconds=LIMIT):
    """Return the Reply of the player file at `path` to the first turn of
    a game, judged by the referee (its turn None and its Fault if the turn
    is not legal, or if the file does not load)."""
    process = PlayerProcess(Entrant('student', path, None), 1)
    try:
        fault = process.wait_until_loaded()
        if fault is not None:
            return player_process.Reply(None, fault, None)
        reply = process.ask([], seconds)
    finally:
        process.close()
    turn, fault = matches.judged(rules.initial_state(), reply)
    return reply._replace(turn=turn, fault=fault)


@pytest.mark.parametrize('attack', sorted(ATTACKS))
def test_an_attack_loses_the_game_with_a_line_that_says_what_it_tried(
        tmp_path, attack):
    statement, kind, words = ATTACKS[attack]
    reply = first_reply(write_player(tmp_path, 'attacker.py', statement))
    assert reply.turn is None
    assert reply.fault.kind == kind
    assert reply.fault.reason.startswith(kind + ': ')
    assert words in reply.fault.reason and '\n' not in reply.fault.reason
    assert (tmp_path / VICTIM).read_text(encoding='utf-8') == VICTIM_CODE


def test_an_attack_while_the_file_loads_loses_as_well(tmp_path):
    path = tmp_path / 'loader.py'
    path.write_text('import os, signal\nos.kill(os.getppid(), '
                    'signal.SIGINT)\n', encoding='utf-8')
    reply = first_reply(str(path))
    assert reply.fault.reason == ('not allowed: tried to send a signal to '
                                  'another process')


def test_a_player_that_answers_before_it_is_asked_loses(tmp_path):
    path = tmp_path / 'early.py'
    path.write_text(ATTACKS['writes a turn into its pipe'][0].replace(
        '\n    ', '\n') + '\n\ndef choose_turn(state, turns):\n'
        '    return turns[0]\n', encoding='utf-8')
    reply = first_reply(str(path))
    assert reply.fault.reason == ('illegal turn: its process sent an answer '
                                  'before it was asked for one')


def test_a_player_plays_with_the_copy_taken_when_the_tournament_starts(
        tmp_path):
    write_player(tmp_path, 'honest.py', 'pass')
    entrant = round_robin.entrants_of(str(tmp_path))[0]
    (tmp_path / 'honest.py').write_text('1/0\n', encoding='utf-8')
    reply = PlayerProcess(entrant, 1)
    try:
        assert reply.wait_until_loaded() is None
        assert reply.ask([], LIMIT).turn == (None, 0, None, None)
    finally:
        reply.close()


def test_what_a_player_prints_is_never_shown(tmp_path, capfd):
    path = write_player(tmp_path, 'printer.py', "import os, sys; "
                        "os.write(1, b'1  printer  99\\n'); "
                        "os.write(2, b'oops\\n'); print('hello'); "
                        "print('hello', file=sys.stderr)")
    reply = first_reply(path)
    assert reply.fault is None and reply.turn == (None, 0, None, None)
    output, errors = capfd.readouterr()
    assert output == '' and errors == ''


@pytest.mark.skipif(not HAS_LIMITS, reason='the memory limit is Linux\'s')
def test_a_player_cannot_take_all_the_memory(tmp_path):
    reply = first_reply(write_player(tmp_path, 'hog.py',
                                     'bytearray(20 * 1024 ** 3)'))
    assert reply.fault.kind == player_files.EXCEPTION
    assert 'MemoryError' in reply.fault.reason


def test_the_players_folder_and_its_process_are_gone_after_the_game(
        tmp_path):
    process = PlayerProcess(Entrant('student', write_player(
        tmp_path, 'quiet.py', 'pass'), None), 1)
    assert process.wait_until_loaded() is None
    folder, process_id = process.folder, process.process.pid
    process.close()
    assert not os.path.exists(folder)
    with pytest.raises(OSError):
        os.kill(process_id, 0)


# ---------------------------------------------------------------------------
# The clock: processor time, not the wall's
# ---------------------------------------------------------------------------

def test_a_player_that_waits_on_the_wall_clock_is_not_over_the_limit(
        tmp_path):
    reply = first_reply(write_player(tmp_path, 'patient.py',
                                     'import time; time.sleep(0.3)'))
    assert reply.fault is None and reply.seconds < LIMIT


@pytest.mark.slow          # it spends processor time on purpose
def test_a_player_over_the_limit_is_told_its_time_and_the_limit(tmp_path):
    reply = first_reply(write_player(
        tmp_path, 'slow.py', 'import time\n    started = time.process_time()'
        '\n    while time.process_time() - started < 0.3:\n        pass'))
    assert reply.fault.kind == player_files.TOO_SLOW
    assert reply.seconds >= 0.3
    assert reply.fault.reason.startswith(
        'over the time limit: a turn took 0.3')
    assert reply.fault.reason.endswith(
        'seconds of processor time; the limit is 0.2 seconds')


@pytest.mark.slow          # it spends processor time on purpose
@pytest.mark.skipif(not os.path.exists('/proc/self/stat'),
                    reason='the referee measures from outside on Linux')
def test_a_player_that_lies_about_its_time_is_measured(tmp_path):
    reply = first_reply(write_player(
        tmp_path, 'liar.py', 'import time\n    started = time.process_time()'
        '\n    while time.process_time() - started < 0.3:\n        pass'
        '\n    time.process_time = lambda: started'))
    assert reply.fault.kind == player_files.TOO_SLOW


@pytest.mark.slow          # it spends processor time on purpose
def test_an_endless_loop_is_stopped_once_it_used_its_time_many_times(
        tmp_path, monkeypatch):
    monkeypatch.setattr(player_process, 'LOOP_TIMES', 2)
    reply = first_reply(write_player(tmp_path, 'loop.py', 'while True: pass'),
                        0.1)
    assert reply.fault.kind == player_files.ENDLESS_LOOP
    assert 'processor time, 2 times the limit of 0.1 seconds' in \
        reply.fault.reason


def test_a_player_that_sleeps_for_ever_is_stopped_by_the_wall_clock(
        tmp_path, monkeypatch):
    monkeypatch.setattr(player_process, 'WAIT_SECONDS', 0.3)
    reply = first_reply(write_player(tmp_path, 'sleeper.py',
                                     'import time; time.sleep(60)'), 0.1)
    assert reply.fault.kind == player_files.ENDLESS_LOOP
    assert reply.fault.reason.startswith('endless loop: no answer in 0.')


@pytest.mark.parametrize('seconds, words', [
    (1, '1 second'), (0.5, '0.5 seconds'), (2, '2 seconds')])
def test_seconds_are_said_with_their_plural(seconds, words):
    assert player_process.seconds_words(seconds) == words
    assert player_process.seconds_words(1.0, True) == '1.000 second'


# ---------------------------------------------------------------------------
# The flags are checked as their messages say
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('seconds', ['1e-9', '0.05', '601', 'nan', 'x'])
def test_seconds_out_of_range_are_refused(seconds):
    with pytest.raises(argparse.ArgumentTypeError) as error:
        tournament_flags.seconds_a_turn(seconds)
    assert 'from 0.1 to 600' in str(error.value)
    assert tournament_flags.seconds_a_turn('0.1') == 0.1


@pytest.mark.skipif(not os.path.exists(os.devnull) or os.name == 'nt',
                    reason='a device that is not a folder')
def test_records_that_are_not_a_folder_are_refused(tmp_path):
    assert 'is not a folder' in folder_problem(os.devnull)
    assert 'there is no folder' in folder_problem(
        str(tmp_path / 'none' / 'records'))
    assert folder_problem(str(tmp_path / 'new')) is None


def test_a_tournament_stopped_says_how_many_games_of_how_many_it_counts():
    assert 'before any game ended: there is no table' in stopped_words(0, 6)
    assert 'after 2 games of 6: the table counts only those' in stopped_words(
        2, 6)


@pytest.mark.slow          # eight games
def test_check_player_says_the_rules_and_the_time_margin(tmp_path):
    path = write_player(tmp_path, 'mine.py', 'pass')
    output, games = run_main(['--check-player', path, '--seconds', '0.5'],
                             [])
    flat = ' '.join(output.split())
    assert 'Checking mine: 4 games against beginner, easy' in flat
    assert 'It keeps to the rules: no mistake in any game.' in flat
    assert 'the limit is 0.5 seconds. That leaves a good margin.' in flat
    path = write_player(tmp_path, 'bad.py', "open(VICTIM, 'w')")
    output, games = run_main(['--check-player', path], [])
    flat = ' '.join(output.split())
    assert ('not allowed: tried to write to victim.py (4 games)' in flat)


def test_a_players_turns_over_the_limit_are_one_line_with_the_slowest():
    def slow_game(number, seconds):
        """Return a game the player 'slow' lost on time."""
        fault = player_process.too_slow_fault(seconds, 1)
        return matches.GameResult(
            number, {'W': 'slow', 'B': 'easy'}, {'W': 0, 'B': 2},
            fault.kind, {'W': fault}, rules.initial_state(), [],
            {'W': [0.2, seconds], 'B': [0.1]})
    table = standings.make_table(['slow', 'easy'],
                                 [slow_game(1, 1.5), slow_game(2, 1.25)])
    row = [row for row in table if row.name == 'slow'][0]
    assert row.mistakes == ('over the time limit: a turn took 1.500 seconds '
                            'of processor time; the limit is 1 second '
                            '(2 games)',)
    assert (row.slowest, row.average) == (1.5, (0.2 + 1.5 + 0.2 + 1.25) / 4)
