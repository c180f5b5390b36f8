"""player_side.py - what runs in a player's own process during a
tournament game: it loads the player, then answers each request of the
referee with one line (wire.py).

The referee (player_process.py) starts it as a fresh Python,

    python -I -B tournament/player_side.py --file mine.py --seed 7 ...

in a new empty folder that holds only a copy of the student's file.
Before the file is loaded the process is walled in (guard.py): the
system's limits, and the guard that refuses writing outside the folder,
starting processes, signals and the network.  Its own printing goes
nowhere: the standard output and error, even os.write(1, ...), lead to
the null device, and it talks to the referee on file numbers of its own.

For each request the process plays the turns it is sent on its own copy
of the game, asks the player, and answers with the turn and the
processor time the player took (time.process_time): the referee measures
too, and trusts the larger.  A level of the game plays here the same
way, without the guard (it is the game's own code).
"""

import os
import sys

# The game's folder, where its modules are: python -I leaves it out of
# the path, and the player's folder must not be in it.
PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if PROJECT not in sys.path:
    sys.path.insert(0, PROJECT)

import argparse  # noqa: E402  (after the path is set)
import random  # noqa: E402
import time  # noqa: E402

import rules  # noqa: E402
from tournament import guard, wire  # noqa: E402
from tournament.player_files import (NOT_ALLOWED, Fault,  # noqa: E402
                                     PlayerFileError, fault_line,
                                     load_player)
from tournament.turn_checks import ask_for_turn  # noqa: E402
from words.catalogue import _, use_language  # noqa: E402


def main():
    """Return nothing once the referee has no more requests: load the
    player, say so, and answer each request with a turn."""
    arguments = parsed_flags()
    requests, answers = own_channels()
    use_language(arguments.language)
    random.seed(arguments.seed)
    if arguments.level is not None:
        play = level_function(arguments.level, arguments.seed)
    else:
        play = file_function(arguments, answers)
        if play is None:
            return
    send(answers, wire.ready_line())
    serve(play, requests, answers)


def parsed_flags():
    """Return the flags the referee started the process with."""
    parser = argparse.ArgumentParser()
    parser.add_argument('--file')
    parser.add_argument('--level')
    parser.add_argument('--seed', type=int, default=0)
    parser.add_argument('--language', default='en')
    parser.add_argument('--hide', action='append', default=[])
    return parser.parse_args()


def own_channels():
    """Return (requests, answers): the file numbers the referee talks on
    (they were the standard input and output); the standard input, output
    and error lead to the null device from now on."""
    requests, answers = os.dup(0), os.dup(1)
    nowhere = os.open(os.devnull, os.O_RDWR)
    for number in (0, 1, 2):
        os.dup2(nowhere, number)
    os.close(nowhere)
    return requests, answers


def send(answers, line):
    """Return nothing once `line` (bytes) is written to the referee."""
    while line:
        line = line[os.write(answers, line):]


def file_function(arguments, answers):
    """Return a function of a state that returns (turn, fault) for the
    student's file, loaded behind the guard; or None after telling the
    referee why it cannot play."""
    folder = os.getcwd()
    guard.set_limits()
    guard.install_guard(
        folder, guard.readable_folders(PROJECT), arguments.hide,
        lambda reason: send(answers, wire.fault_answer_line(
            guard_fault(reason))), refusal_words())
    path = os.path.join(folder, arguments.file)
    try:
        choose_turn = load_player(path)
    except PlayerFileError as error:
        send(answers, wire.fault_answer_line(error.fault))
        return None
    return lambda state: ask_for_turn(choose_turn, state, path)


def guard_fault(reason):
    """Return the Fault of a player the guard stopped."""
    return Fault(NOT_ALLOWED, fault_line(NOT_ALLOWED, reason))


def refusal_words():
    """Return the sentences of the guard's refusals, in the language in
    use ({what: sentence}; %s is the name of a file)."""
    return {
        'write': _('tried to write to %s'),
        'read': _('tried to read %s, which is not its own file'),
        'folder': _('tried to open the folder %s'),
        'change': _('tried to change or remove %s'),
        'unnamed': _('a file it named by its number'),
        'link': _('tried to make a link to a file'),
        'process': _('tried to start another process'),
        'signal': _('tried to send a signal to another process'),
        'memory': _("tried to look through the memory of its process"),
        'limits': _('tried to change the limits of its process'),
        'network': _('tried to use the network'),
        'native': _('tried to use native code (ctypes)'),
        'database': _('tried to use a database file'),
    }


def level_function(level, seed):
    """Return a function of a state that returns (turn, None) for the
    game's `level`."""
    from computer import computer_player
    rng = random.Random(seed)
    return lambda state: (computer_player.choose_turn(state, level, rng),
                          None)


def serve(play, requests, answers):
    """Return when the referee closes the requests: for each, play the
    turns sent, then answer with the player's turn and its time."""
    state = rules.initial_state()
    incoming = os.fdopen(requests, 'rb')
    for line in incoming:
        for turn in wire.read_turns(line):
            state = rules.next_state(state, rules.as_turn(turn))
        started = time.process_time()
        turn, fault = play(state)
        send(answers, wire.turn_answer_line(
            turn, fault, time.process_time() - started))


if __name__ == '__main__':
    main()
