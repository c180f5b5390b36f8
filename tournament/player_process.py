"""player_process.py - each player of a tournament game in a process of its
own, so that the clock can stop one that never answers.

A student's choose_turn may loop for ever, or think too long: in the
game's own process nothing could stop it.  Here each player of a game runs
in a fresh Python process (multiprocessing, started with "spawn", the same
on Windows, macOS and Linux) that loads the player once and then answers
one state at a time through a pipe.  The game waits for each answer with a
clock:
    - an answer within the time limit is checked and played;
    - an answer that comes, but after the limit, loses the game: over
      the time limit;
    - no answer even after a grace time beyond the limit loses the game
      as an endless loop, and the process is stopped.
A fresh process for each game means that nothing a player keeps from one
game (a global variable, a bad state) can spoil the next one.

The levels of the game play in a process of their own too, so that every
game, whoever plays it, keeps one core busy.  They play by their own node
budget (computer/levels.py), not by the clock, so the same seed gives the
same games; the time limit is for the students' files.

Inside the process, Python's random module is seeded with the game's seed
(so a random player plays the same games again with the same --seed), and
what the player prints is thrown away (it would scribble over the table),
and the player's mistakes are told in the language of the game's process.
"""

import contextlib
import multiprocessing
import os
import random
import sys
from collections import namedtuple

from computer import computer_player
from tournament.player_files import (ENDLESS_LOOP, EXCEPTION, TOO_SLOW, Fault,
                                     PlayerFileError, fault_line, load_player)
from tournament.turn_checks import ask_for_turn
from words.catalogue import ENGLISH, _, language_in_use, n_, use_language

# An entrant of a tournament: a student's file (`path`) or a level of the
# game (`level`), under the `name` the table gives it.
Entrant = namedtuple('Entrant', 'name path level')

# After the time limit, how long to wait before calling it an endless
# loop: a second, or twice the limit if that is longer.
GRACE_SECONDS = 1.0
GRACE_TIMES_LIMIT = 2

# How long a file may take to load, and a level to answer (a level keeps
# its own clock; this only makes sure a game can never hang).
LOAD_SECONDS = 20.0
LEVEL_SECONDS = 60.0

# The ways of starting a process: "spawn" starts a fresh Python everywhere.
SPAWN = multiprocessing.get_context('spawn')


# ---------------------------------------------------------------------------
# Inside the player's process
# ---------------------------------------------------------------------------

def serve(connection, entrant, seed, language=ENGLISH):
    """Return when the game is over: load the player, then answer each
    state sent with ('turn', turn, fault), its mistakes told in
    `language`."""
    sys.stdout = sys.stderr = open(os.devnull, 'w')
    random.seed(seed)
    use_language(language)
    try:
        try:
            play = player_function(entrant, seed)
        except PlayerFileError as error:
            connection.send(('fault', None, error.fault))
            return
        connection.send(('ready', None, None))
        while True:
            state = connection.recv()
            if state is None:
                return
            turn, fault = play(state)
            connection.send(('turn', turn, fault))
    except (EOFError, OSError, KeyboardInterrupt):
        return                      # the game was stopped


def player_function(entrant, seed):
    """Return a function of a state that returns (turn, fault) for the
    entrant: its file's choose_turn, checked, or its level."""
    if entrant.level is not None:
        rng = random.Random(seed)
        return lambda state: (computer_player.choose_turn(
            state, entrant.level, rng), None)
    choose_turn = load_player(entrant.path)
    return lambda state: ask_for_turn(choose_turn, state, entrant.path)


# ---------------------------------------------------------------------------
# In the game's process
# ---------------------------------------------------------------------------

@contextlib.contextmanager
def quiet_players():
    """Run the block with the error output of this process (file 2) sent
    nowhere, so that the players' processes started in it inherit that:
    Ctrl-C reaches them too, and one that is just starting would print a
    traceback on the screen.  (The tournament prints only to the standard
    output; the error output is back once the block ends.)"""
    try:
        saved = os.dup(2)
        nowhere = os.open(os.devnull, os.O_WRONLY)
    except OSError:                 # no error output at all: nothing to do
        yield
        return
    try:
        os.dup2(nowhere, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(nowhere)


class PlayerProcess:
    """One entrant of one game, playing in a process of its own."""

    def __init__(self, entrant, seed):
        """Start the entrant's process (it loads the player at once)."""
        self.entrant = entrant
        self.connection, child_end = SPAWN.Pipe()
        self.process = SPAWN.Process(
            target=serve, args=(child_end, entrant, seed, language_in_use()),
            daemon=True)
        self.process.start()
        child_end.close()

    def wait_until_loaded(self):
        """Return None once the player is loaded, or the Fault why not."""
        message = self.answer(LOAD_SECONDS)
        if message is None:
            return Fault(ENDLESS_LOOP, fault_line(
                ENDLESS_LOOP, _('the file did not finish loading in %d '
                                'seconds') % LOAD_SECONDS))
        return message[2]

    def ask(self, state, seconds):
        """Return (turn, None) with the player's turn in `state`, or (None,
        Fault) if it is wrong, late or never comes."""
        limit = LEVEL_SECONDS if self.entrant.level else seconds
        try:
            self.connection.send(state)
        except OSError:
            return None, process_ended_fault()
        message = self.answer(limit)
        if message is None:
            grace = max(GRACE_SECONDS, GRACE_TIMES_LIMIT * limit)
            message = self.answer(grace)
            if message is None:
                return None, Fault(ENDLESS_LOOP, fault_line(
                    ENDLESS_LOOP, _('no answer in %(waited)g seconds (the '
                                    'limit is %(limit)g)')
                    % {'waited': limit + grace, 'limit': limit}))
            return None, Fault(TOO_SLOW, fault_line(TOO_SLOW, too_slow_words(
                limit)))
        return message[1], message[2]

    def answer(self, seconds):
        """Return the next message of the player's process, or None if none
        comes within `seconds` (a process that ended sends a Fault)."""
        try:
            if not self.connection.poll(seconds):
                return None
            return self.connection.recv()
        except (EOFError, OSError):
            return ('fault', None, process_ended_fault())

    def close(self):
        """Return nothing once the process has ended (stopped if it still
        runs)."""
        try:
            self.connection.send(None)
        except OSError:
            pass
        self.process.join(0.5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.connection.close()


def too_slow_words(limit):
    """Return what a player over the time limit of `limit` seconds did."""
    whole = int(limit) if limit == int(limit) else 2    # 1.5: the plural
    return (n_('a turn took longer than the limit of %g second',
               'a turn took longer than the limit of %g seconds', whole)
            % limit)


def process_ended_fault():
    """Return the Fault of a player whose process ended without a turn."""
    return Fault(EXCEPTION, fault_line(EXCEPTION, _(
        'the player stopped Python itself (exit() or a crash) instead of '
        'answering')))
