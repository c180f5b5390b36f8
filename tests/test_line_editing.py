"""Line editing in a real terminal: the arrow keys recall and edit lines
where the system has readline, and nothing changes anywhere else."""

import os
import select
import sys
import time

import pytest

from console import terminal
from test_screen import IdleTty, Tty

pty = pytest.importorskip('pty')
pytest.importorskip('readline')

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), 'nine_mens_morris.py')

UP_ARROW = '\x1b[A'
BACKSPACE = '\x7f'


def read_until(fd, text, seconds=30):
    """Return what the terminal showed until `text` appeared (or the time
    ran out, or the game ended)."""
    seen = b''
    deadline = time.monotonic() + seconds
    while text.encode() not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:         # the game has ended
                break
            if not chunk:
                break
            seen += chunk
    return seen.decode('utf-8', 'replace')


def test_the_up_arrow_recalls_the_last_line_to_edit_in_a_terminal():
    pid, fd = pty.fork()
    if pid == 0:                                # the game, in the terminal
        os.execv(sys.executable, [sys.executable, SCRIPT, '--no-color'])
    try:
        assert 'Your choice' in read_until(fd, 'Your choice')
        os.write(fd, b'58\r')
        assert 'Please type a number' in read_until(fd, 'Your choice')
        # Up arrow brings back "58"; Backspace makes it 5: the lesson.
        os.write(fd, (UP_ARROW + BACKSPACE + '\r').encode())
        assert 'A lesson in' in read_until(fd, 'A lesson in')
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)


def test_no_line_editing_in_a_pipe_in_idle_or_in_thonny(tmp_path):
    with open(str(tmp_path / 'piped'), 'w') as pipe:
        assert not terminal.allow_line_editing(pipe, pipe)
    # IDLE's and Thonny's shells claim to be terminals, but are not.
    assert not terminal.allow_line_editing(IdleTty(), IdleTty())
    assert not terminal.allow_line_editing(Tty(), Tty())
