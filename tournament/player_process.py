"""player_process.py - each player of a tournament game in a process of its
own, walled in and kept apart, on a fair clock: the referee's side.

A student's choose_turn may loop for ever, think too long, or try to do
what a player must not (guard.py).  So each player of a game runs in a
fresh Python (player_side.py) started here:
    - in a process group of its own (a new session on Linux and macOS, a
      new process group on Windows), ended as a whole after the game, so
      that nothing it started outlives the game;
    - in a new empty folder that holds only a copy of its own file, taken
      when the tournament started (a classmate who edits the file later
      changes nothing), removed after the game;
    - behind the guard and the system's limits (guard.py);
    - talking to the referee in lines of plain text (wire.py): whatever
      it sends is checked by the referee, who never runs an object it
      receives.

The clock is fair: a turn's time is the processor time the player's
process used for it, not the time on the wall, so a busy machine does
not decide games.  The process says what it used (time.process_time),
and where the system lets the referee see a process's processor time
(Linux: /proc) the referee measures it too and counts the larger,
including anything the process did between its turns.  So:
    - a turn that came with no more than the limit is played;
    - a turn that came, but used more than the limit, loses the game:
      over the time limit, with the time it took and the limit;
    - a turn that has used LOOP_TIMES times the limit and still has not
      come is an endless loop: the process is ended;
    - a safety net on the wall clock ends a process that stopped
      thinking (it sleeps, or waits for input) or, where the referee
      cannot see processor time (macOS, Windows), one that thinks for
      WAIT_TIMES times the limit (at least WAIT_SECONDS); a process that
      lies about its time gains only that net.

The levels of the game play the same way, in a process of their own, by
their own node budget (computer/levels.py), not by the clock: the same
seed gives the same games.
"""

import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import namedtuple

from tournament import wire
from tournament.player_files import (ENDLESS_LOOP, EXCEPTION, ILLEGAL_TURN,
                                     NO_FILE, TOO_SLOW, Fault, fault_line)
from words.catalogue import _, language_in_use, n_

# An entrant of a tournament: a student's file (`path`, and `code`, the
# file's bytes as they were when the tournament started) or a level of
# the game (`level`), under the `name` the table gives it.
Entrant = namedtuple('Entrant', 'name path level code', defaults=(None,))

# The reply of a player to the referee's request for a turn:
#   turn     a tuple of four point numbers or None (see wire.py), not yet
#            checked against the legal turns
#   fault    a Fault, or None
#   seconds  the processor seconds the turn took (None: not known)
Reply = namedtuple('Reply', 'turn fault seconds')

# The clock (see the docstring).  A teacher may change them:
LOOP_TIMES = 5          # processor time of the limit, times, and stopped
WAIT_SECONDS = 5.0      # the wall clock's safety net: at least 5 seconds,
WAIT_TIMES = 5          # or 5 times the limit
RUNNING_SHARE = 0.05    # a process that got less of the processor than
                        # this, while the net ran out, stopped thinking
LONGEST_WAIT_TIMES = 10  # and however busy the machine: net times 10
LOAD_SECONDS = 30.0     # loading the file: wall-clock seconds
LEVEL_SECONDS = 120.0   # a level's turn: wall-clock seconds
CHECK_SECONDS = 0.05    # how often the referee looks at a thinking player
TICK_SECONDS = 0.02     # the grain of the referee's own measurement

# The most lines a player's process may send before they are read: one
# answer is asked at a time.
MOST_UNREAD_LINES = 4

# The script run in a player's process.
SIDE_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           'player_side.py')

# The clock ticks a second in which Linux counts processor time.
try:
    CLOCK_TICKS = os.sysconf('SC_CLK_TCK')
except (AttributeError, ValueError, OSError):      # Windows
    CLOCK_TICKS = 100

# How a player's process is started apart: its own process group.
if os.name == 'nt':
    APART = dict(creationflags=subprocess.CREATE_NEW_PROCESS_GROUP)
else:
    APART = dict(start_new_session=True)


def processor_seconds_of(process_id):
    """Return the processor seconds (user and system) the process
    `process_id` has used, read from the system; None where the system
    does not show it (no /proc: macOS, Windows)."""
    try:
        with open('/proc/%d/stat' % process_id, 'rb') as stat_file:
            fields = stat_file.read().rsplit(b')', 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    except (OSError, IndexError, ValueError):
        return None


def seconds_words(seconds, measured=False):
    """Return '1 second', '0.5 seconds', or a measured time, '0.470
    seconds' (three decimals)."""
    text = ('%.3f' if measured else '%g') % seconds
    return n_('%s second', '%s seconds', 1 if text in ('1', '1.000')
              else 2) % text


class PlayerProcess:
    """One entrant of one game, playing in a process of its own."""

    def __init__(self, entrant, seed):
        """Start the entrant's process in a folder of its own (it loads the
        player at once)."""
        self.entrant = entrant
        self.sent = 0                   # the game's turns sent so far
        self.charged = 0.0              # processor seconds counted so far
        self.lines = queue.Queue()
        self.folder = tempfile.mkdtemp(prefix='player-')
        self.process = self.reader = None
        self.start_fault = None
        command = [sys.executable, '-I', '-B', SIDE_SCRIPT, '--seed',
                   str(seed), '--language', language_in_use()]
        if entrant.level is not None:
            command += ['--level', entrant.level]
        else:
            name, self.start_fault = copy_player(entrant, self.folder)
            command += ['--file', name, '--hide',
                        os.path.dirname(os.path.abspath(entrant.path))]
        if self.start_fault is None:
            self.start(command)

    def start(self, command):
        """Start the process of `command`, and a thread that reads its
        lines."""
        try:
            self.process = subprocess.Popen(
                command, cwd=self.folder, stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, **APART)
        except OSError as error:
            self.start_fault = Fault(EXCEPTION, fault_line(EXCEPTION, _(
                "the player's process could not start: %s") % error))
            return
        self.reader = threading.Thread(target=self.read_lines, daemon=True)
        self.reader.start()

    def read_lines(self):
        """Put each line the process sends into self.lines, and None at its
        end (or once too many lines wait unread)."""
        stream = self.process.stdout
        try:
            for line in iter(lambda: stream.readline(wire.LONGEST_LINE + 1),
                             b''):
                self.lines.put(line)
                if self.lines.qsize() > MOST_UNREAD_LINES:
                    break
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def wait_until_loaded(self):
        """Return None once the player is loaded, or the Fault why not."""
        if self.start_fault is not None:
            return self.start_fault
        line = self.next_line(LOAD_SECONDS)
        if line is None:
            return Fault(ENDLESS_LOOP, fault_line(ENDLESS_LOOP, _(
                'the file did not finish loading in %s')
                % seconds_words(LOAD_SECONDS)))
        answer = wire.read_answer(line) if line else None
        if answer is None:
            return process_ended_fault()
        if answer.kind == 'fault':
            return answer.fault
        if answer.kind != 'ready':
            return early_fault()
        self.charged = self.processor_seconds() or 0.0
        return None

    def ask(self, turns, seconds, stop=None):
        """Return the Reply of the player to the game's `turns` so far
        (those it has not been sent are sent), each turn limited to
        `seconds` of processor time; None if `stop` is set first."""
        if not self.lines.empty():
            return Reply(None, early_fault(), None)
        try:
            self.process.stdin.write(wire.turns_line(turns[self.sent:]))
            self.process.stdin.flush()
        except (OSError, ValueError):
            return Reply(None, process_ended_fault(), None)
        self.sent = len(turns)
        started = time.monotonic()
        line, fault = self.wait_for_line(started, seconds, stop)
        used = self.used_since_last()
        if fault is not None or line is None:
            return (None if fault is None
                    else Reply(None, fault, used))
        answer = wire.read_answer(line) if line else None
        if answer is None:
            return Reply(None, process_ended_fault(), used)
        seconds_taken = turn_seconds(answer.seconds, used,
                                     time.monotonic() - started)
        if answer.kind == 'fault':
            return Reply(None, answer.fault, seconds_taken)
        if answer.kind != 'turn':
            return Reply(None, wire.nonsense(line).fault, seconds_taken)
        if self.entrant.level is None and seconds_taken > seconds:
            return Reply(None, too_slow_fault(seconds_taken, seconds),
                         seconds_taken)
        return Reply(answer.turn, None, seconds_taken)

    def wait_for_line(self, started, limit, stop):
        """Return (line, None) with the process's next line (b'' if it
        ended), (None, Fault) if the clock stopped it, or (None, None) if
        `stop` was set."""
        while True:
            line = self.next_line(CHECK_SECONDS)
            if line is not None:
                return line, None
            if stop is not None and stop.is_set():
                return None, None
            fault = self.clock_fault(time.monotonic() - started, limit)
            if fault is not None:
                return None, fault

    def clock_fault(self, waited, limit):
        """Return the Fault of a turn that has taken too long to come,
        after `waited` seconds on the wall clock, or None."""
        if self.entrant.level is not None:
            return (level_fault(waited) if waited > LEVEL_SECONDS
                    else None)
        used = self.used_since_last(keep=True)
        if used is not None and used > LOOP_TIMES * limit:
            return loop_fault(used, limit)
        net = max(WAIT_SECONDS, WAIT_TIMES * limit)
        if waited > net and (used is None or used < RUNNING_SHARE * waited
                             or waited > LONGEST_WAIT_TIMES * net):
            return waiting_fault(waited, used, limit)
        return None

    def next_line(self, seconds):
        """Return the next line the process sent, b'' if it ended, or None
        if none came within `seconds`."""
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            return None
        return b'' if line is None else line

    def processor_seconds(self):
        """Return the processor seconds the process has used so far, or
        None where the referee cannot see them."""
        return processor_seconds_of(self.process.pid)

    def used_since_last(self, keep=False):
        """Return the processor seconds the process used since its last
        answer (or since it loaded), measured by the referee, or None;
        the count starts again from now unless `keep`."""
        now = self.processor_seconds()
        if now is None:
            return None
        used = now - self.charged
        if not keep:
            self.charged = now
        return used

    def close(self):
        """Return nothing once the process and everything it started have
        ended, and its folder is removed."""
        if self.process is not None:
            try:
                self.process.stdin.close()
            except OSError:
                pass
            end_group(self.process)
            self.process.wait()
            self.reader.join(1.0)
            self.process.stdout.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def copy_player(entrant, folder):
    """Return (file name, None) once the entrant's file is copied into
    `folder` (from its bytes taken at the start), or (None, Fault) if
    there is no file."""
    name = os.path.basename(entrant.path)
    code = entrant.code
    if code is None:
        try:
            with open(entrant.path, 'rb') as player_file:
                code = player_file.read()
        except OSError:
            return None, Fault(NO_FILE, fault_line(
                NO_FILE, _('%s is not there') % entrant.path))
    with open(os.path.join(folder, name), 'wb') as copy:
        copy.write(code)
    return name, None


def end_group(process):
    """Return nothing once the process `process` and every process of its
    group have been told to end (killed: a player has nothing to save)."""
    try:
        if os.name == 'nt':
            process.kill()
        else:
            os.killpg(process.pid, signal.SIGKILL)
    except OSError:                 # the group has ended already
        pass


def turn_seconds(told, measured, waited):
    """Return the processor seconds a turn took: what the process `told`,
    or what the referee `measured` if that is more (its grain allowed
    for); the wall-clock seconds `waited` if neither is known."""
    if measured is not None:
        return max(told or 0.0, measured - TICK_SECONDS, 0.0)
    return told if told is not None else waited


def too_slow_fault(taken, limit):
    """Return the Fault of a turn that took `taken` seconds of processor
    time, over the `limit`."""
    return Fault(TOO_SLOW, fault_line(TOO_SLOW, _(
        'a turn took %(taken)s of processor time; the limit is %(limit)s')
        % {'taken': seconds_words(taken, True),
           'limit': seconds_words(limit)}))


def loop_fault(used, limit):
    """Return the Fault of a turn stopped after `used` processor seconds,
    many times the limit."""
    return Fault(ENDLESS_LOOP, fault_line(ENDLESS_LOOP, _(
        'no answer after %(used)s of processor time, %(times)d times the '
        'limit of %(limit)s: it was stopped')
        % {'used': seconds_words(used, True), 'times': LOOP_TIMES,
           'limit': seconds_words(limit)}))


def waiting_fault(waited, used, limit):
    """Return the Fault of a turn stopped by the wall clock's safety net,
    after `waited` seconds (`used` of processor time, None if unknown)."""
    if used is None:
        problem = (_('no answer in %(waited)s (the limit is %(limit)s of '
                     'processor time): it was stopped')
                   % {'waited': seconds_words(waited, True),
                      'limit': seconds_words(limit)})
    else:
        problem = (_('no answer in %(waited)s, and it used only %(used)s '
                     'of processor time: it waits for something (such as '
                     'time.sleep or input) instead of thinking')
                   % {'waited': seconds_words(waited, True),
                      'used': seconds_words(used, True)})
    return Fault(ENDLESS_LOOP, fault_line(ENDLESS_LOOP, problem))


def level_fault(waited):
    """Return the Fault of a level that did not answer in `waited`
    seconds (the machine is far too busy, or the level is broken)."""
    return Fault(ENDLESS_LOOP, fault_line(ENDLESS_LOOP, _(
        'the level did not answer in %s') % seconds_words(waited, True)))


def early_fault():
    """Return the Fault of a process that answered before it was asked."""
    return Fault(ILLEGAL_TURN, fault_line(ILLEGAL_TURN, _(
        'its process sent an answer before it was asked for one')))


def process_ended_fault():
    """Return the Fault of a player whose process ended without a turn."""
    return Fault(EXCEPTION, fault_line(EXCEPTION, _(
        'the player stopped Python itself (exit() or a crash) instead of '
        'answering')))
