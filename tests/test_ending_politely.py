"""Tests that the game ends politely whatever happens to its streams: a
closed input or output, output to a full disk, and Ctrl-C at any moment of
its start (while it is still loading its modules, too).  Each runs the
script in a subprocess, as a player would."""

import os
import random
import signal
import subprocess
import sys
import time

import pytest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), 'nine_mens_morris.py')
TWO_PLAYERS = ['--white', 'human', '--black', 'human']

needs_a_shell = pytest.mark.skipif(os.name != 'posix',
                                   reason='closes streams with a sh redirect')


def run_redirected(redirect, tmp_path, text='4\n19\n'):
    """Return the finished process of the game run by sh with `redirect`
    (such as '<&-') and `text` typed, for two players."""
    command = '"$0" "$@" %s' % redirect
    return subprocess.run(['sh', '-c', command, sys.executable, SCRIPT]
                          + TWO_PLAYERS, input=text.encode(),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          cwd=str(tmp_path), timeout=60)


def assert_polite(done):
    """Check the game ended without a traceback, saying at most one line
    on the error stream."""
    errors = done.stderr.decode('utf-8', 'replace')
    assert 'Traceback' not in errors, errors
    assert len(errors.splitlines()) <= 1, errors
    assert done.returncode == 0, errors


@needs_a_shell
def test_a_closed_input_ends_the_game_politely(tmp_path):
    done = run_redirected('<&-', tmp_path)
    assert_polite(done)
    assert b'The input has ended' in done.stdout


@needs_a_shell
def test_a_closed_output_ends_the_game_quietly(tmp_path):
    done = run_redirected('>&-', tmp_path)
    assert_polite(done)
    assert done.stderr.decode().strip() == \
        'The game stops: its output is closed.'


@needs_a_shell
def test_closed_input_and_output_and_errors_end_the_game(tmp_path):
    assert_polite(run_redirected('<&- >&- 2>&-', tmp_path))


@needs_a_shell
@pytest.mark.skipif(not os.path.exists('/dev/full'),
                    reason='this system has no /dev/full')
def test_output_to_a_full_disk_ends_the_game_with_one_line(tmp_path):
    done = run_redirected('>/dev/full', tmp_path)
    assert_polite(done)
    assert 'No space left on device' in done.stderr.decode()


# Ctrl-C at moments spread over the start, so that no stretch of it is
# missed: a first run measures the start and is stopped at the first prompt;
# then one run for each twelfth of that start, at a random moment of it.
# Python's own start (its first 20 ms or so: the interpreter's modules, then
# compiling the script, before a line of the game runs) prints Python's own
# traceback on Ctrl-C, which no program can prevent.  So a module the
# interpreter loads at the end of its start (sitecustomize) listens to
# Python's audit events and marks the moment the script imports its first
# module, inside the try block that catches Ctrl-C, and the moment of its
# first prompt (input() called): the start runs from the one to the other.
MARKS = '''import os
import sys

def mark_the_first_import(event, arguments):
    """Make the ready mark at the script's first import, and the prompt
    mark at its first input()."""
    global script_runs
    if event == 'exec' and getattr(arguments[0], 'co_filename',
                                   '').endswith('nine_mens_morris.py'):
        script_runs = True
    elif event == 'import' and script_runs and not os.path.exists(READY):
        open(READY, 'w').close()
    elif event == 'builtins.input' and not os.path.exists(PROMPT):
        open(PROMPT, 'w').close()

script_runs = False
READY = os.environ['MORRIS_READY_MARK']
PROMPT = os.environ['MORRIS_PROMPT_MARK']
sys.addaudithook(mark_the_first_import)
'''
MOMENTS = 12


def start_marked_game(folder, run):
    """Return (the game's process, its ready mark, its prompt mark) of the
    game started in `folder`, its marks numbered `run`."""
    ready = folder / ('ready-%d' % run)
    prompt = folder / ('prompt-%d' % run)
    environment = dict(os.environ, PYTHONPATH=str(folder),
                       MORRIS_READY_MARK=str(ready),
                       MORRIS_PROMPT_MARK=str(prompt))
    game = subprocess.Popen([sys.executable, SCRIPT], cwd=str(folder),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=environment)
    return game, ready, prompt


def moment_of(mark):
    """Return the clock's time once the file `mark` exists."""
    while not mark.exists():
        time.sleep(0.001)
    return time.monotonic()


def stopped_politely(game, run):
    """Send Ctrl-C to the game; return True if it said it stopped, once
    checked that it showed no traceback."""
    game.send_signal(signal.SIGINT)
    output, errors = game.communicate(timeout=60)
    errors = errors.decode('utf-8', 'replace')
    assert 'Traceback' not in errors, (run, errors)
    assert len(errors.splitlines()) <= 1, (run, errors)
    return b'Stopped with Ctrl-C' in output + errors.encode()


@pytest.mark.slow
@pytest.mark.skipif(os.name != 'posix', reason='sends SIGINT')
def test_ctrl_c_at_any_moment_of_the_start_prints_no_traceback(tmp_path):
    (tmp_path / 'sitecustomize.py').write_text(MARKS)
    game, ready, prompt = start_marked_game(tmp_path, 0)
    loading = moment_of(ready)
    start = moment_of(prompt) - loading
    assert stopped_politely(game, 0)            # at the first prompt
    rng = random.Random(25)
    for run in range(1, MOMENTS + 1):
        game, ready, prompt = start_marked_game(tmp_path, run)
        moment = moment_of(ready) + (run - 1 + rng.random()) * start / MOMENTS
        time.sleep(max(0, moment - time.monotonic()))
        assert stopped_politely(game, run)


# Ctrl-C that comes while Python tidies up after an import (a module lock's
# weakref callback, at the end of each import) cannot be caught there:
# Python shows it as an ignored exception, with a traceback.  This start
# module raises one at the script's first import, as such a Ctrl-C would.
LOST_CTRL_C = '''import sys
import weakref

def lost_ctrl_c(reference):
    """Raise Ctrl-C where Python cannot pass it on."""
    raise KeyboardInterrupt

def at_the_first_import(event, arguments):
    """Lose a Ctrl-C at the script's first import."""
    global script_runs, references
    if event == 'exec' and getattr(arguments[0], 'co_filename',
                                   '').endswith('nine_mens_morris.py'):
        script_runs = True
    elif event == 'import' and script_runs and references is None:
        thing = set()
        references = [weakref.ref(thing, lost_ctrl_c)]
        del thing

script_runs, references = False, None
sys.addaudithook(at_the_first_import)
'''


def test_a_ctrl_c_python_cannot_pass_on_while_loading_stops_politely(
        tmp_path):
    (tmp_path / 'sitecustomize.py').write_text(LOST_CTRL_C)
    environment = dict(os.environ, PYTHONPATH=str(tmp_path))
    done = subprocess.run([sys.executable, SCRIPT] + TWO_PLAYERS,
                          cwd=str(tmp_path), input=b'4\n19\n',
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=environment, timeout=60)
    errors = done.stderr.decode('utf-8', 'replace')
    assert 'Traceback' not in errors, errors
    assert errors.strip() == 'Stopped with Ctrl-C. Goodbye!'
    assert b'Black' not in done.stdout          # no game began


def test_a_ctrl_c_before_the_game_guards_its_end_says_goodbye(monkeypatch):
    # A Ctrl-C between the end of loading and main()'s guard (as the
    # moments above may meet one): the script says goodbye, not a silent
    # exit code.
    import runpy
    from console import terminal

    def pressed_ctrl_c(*unused):
        raise KeyboardInterrupt

    monkeypatch.setattr(sys, 'unraisablehook', sys.unraisablehook)
    monkeypatch.setattr(terminal, 'ending_politely', pressed_ctrl_c)
    with pytest.raises(SystemExit) as ended:
        runpy.run_path(SCRIPT, run_name='__main__')
    assert ended.value.code == 'Stopped with Ctrl-C. Goodbye!'
