"""bench/long_record.py - time and memory to load very long game records,
and the time of a turn played on after loading one.

Run:  python bench/long_record.py [--turns 4000,8000,16000] [--seed S]
      python bench/long_record.py --play [--turns 100000]
      python bench/long_record.py --program [--turns 100000]

For each length, plays a legal game of that many turns with the draw rules
off (no repetition draw, no move limit): the men are placed and then moved
about without closing a mill, as two players who never attack would.  It
writes the game's record (records.format_record, as a save does) and loads
it back (record_reading.parse_record, as --load does), timing both; then it loads
it once more under tracemalloc for the largest memory the load held.

Loading must grow linearly with the length: when the turns double, the
seconds and the megabytes should double too (a ratio near 2, not near 4).

With --play it saves each game to a file in a temporary folder, loads it
as --load does (file_reading.read_record), resumes it and plays turns on
as the game does (the board drawn, the turn played, the autosave kept),
and times: the load, the first turn (which writes the autosave whole,
once), and the mean of the next turns, against the mean turn of a new
game.  A turn after loading must cost no more than a turn of a new game.

With --program it does the same through the game itself, as a player
would: nine_mens_morris.py --load FILE in a subprocess, the turns typed into
its input, timing from the start to the first prompt and from each turn
typed to the next prompt.
"""

import argparse
import contextlib
import io
import os
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from game_files import record_reading  # noqa: E402  (after the path is set)
from game_files import (file_reading, leftovers,  # noqa: E402
                        record_files, records)
from console import file_dialogs, loading, terminal  # noqa: E402
from history import Game, History  # noqa: E402
import nine_mens_morris  # noqa: E402
import rules  # noqa: E402

NO_DRAW_RULES = rules.DEFAULT_OPTIONS._replace(repetition_draw=False,
                                               move_limit=0)


def quiet_turn(state, rng):
    """Return a random legal turn that removes no man (any, if none)."""
    turns = rules.legal_turns(state)
    quiet = [turn for turn in turns if turn.removed is None]
    return rng.choice(quiet or turns)


def long_game(length, seed):
    """Return the turns of a legal game of `length` turns, draw rules off."""
    rng = random.Random(seed)
    state = rules.initial_state(NO_DRAW_RULES)
    turns = []
    while len(turns) < length:
        if rules.outcome(state) is not None:      # blocked: start again
            state, turns = rules.initial_state(NO_DRAW_RULES), []
        turn = quiet_turn(state, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def measure(length, seed):
    """Return (seconds to save, seconds to load, peak MB while loading)."""
    turns = long_game(length, seed)
    start = rules.initial_state(NO_DRAW_RULES)
    began = time.perf_counter()
    text = records.format_record(start, turns)
    saved = time.perf_counter()
    record = record_reading.parse_record(text)
    loaded = time.perf_counter()
    assert record.turns == turns
    del record
    tracemalloc.start()
    record_reading.parse_record(text)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return saved - began, loaded - saved, peak / 1e6


# How many turns are played on after loading, and in a new game.
TURNS_TIMED = 20
DISPLAY = terminal.Display(ascii_only=True, colours=None, echo_input=False)


def play_turns(game, count, rng):
    """Return the seconds of each of `count` turns played on in `game` as
    the game plays them: the board drawn, the turn, the autosave kept."""
    seconds = []
    for _ in range(count):
        began = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            nine_mens_morris.show_board(game)
            game.history.play(quiet_turn(game.history.state, rng))
            file_dialogs.keep_safe(game)
        seconds.append(time.perf_counter() - began)
    return seconds


def measure_play(length, seed, folder):
    """Return (seconds to load the record file, first turn after it, mean
    turn after it, mean turn of a new game), in a temporary `folder`."""
    path = os.path.join(folder, 'long-%d.txt' % length)
    start = rules.initial_state(NO_DRAW_RULES)
    record_files.save_record(path, start, long_game(length, seed))
    began = time.perf_counter()
    record = file_reading.read_record(path)
    loaded = time.perf_counter() - began
    settings = loading.settings_from_record(record)
    rng = random.Random(seed)
    with contextlib.redirect_stdout(io.StringIO()):
        game = loading.resumed_game(settings, DISPLAY, rng)
    after = play_turns(game, TURNS_TIMED + 1, rng)
    new_game = Game(History(start), settings._replace(saved=None), DISPLAY,
                    rng)
    fresh = play_turns(new_game, TURNS_TIMED + 1, rng)[1:]
    return (loaded, after[0], sum(after[1:]) / TURNS_TIMED,
            sum(fresh) / TURNS_TIMED)


def main_play(lengths, seed):
    """Print the load and turn times for each length."""
    print('%8s %8s %14s %14s %14s' % ('turns', 'load s', 'first turn s',
                                      'turn after ms', 'new game ms'))
    with tempfile.TemporaryDirectory() as folder:
        os.environ[leftovers.AUTOSAVE_VARIABLE] = os.path.join(
            folder, 'autosave', 'autosave.txt')
        for length in lengths:
            loaded, first, after, fresh = measure_play(length, seed, folder)
            print('%8d %8.2f %14.2f %14.2f %14.2f' % (
                length, loaded, first, after * 1000, fresh * 1000))
    print('(first turn: the autosave written whole, once; then each turn '
          'adds a line)')


SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), 'nine_mens_morris.py')
# The words of the prompt of a moving turn, which the game shows when it
# is ready for the next turn.
MOVE_PROMPT = b'a man (from to'


def read_until_prompt(game):
    """Return nothing once the game in the subprocess `game` prompts for a
    turn (SystemExit if it ends first)."""
    seen = b''
    while MOVE_PROMPT not in seen[-200:]:
        byte = game.stdout.read(1)
        if not byte:
            raise SystemExit('the game ended: %r' % seen[-300:])
        seen += byte


def time_the_program(length, seed, folder):
    """Return (seconds from the start to the first prompt, seconds of each
    of the turns typed) of the game loading a record of `length` turns."""
    path = os.path.join(folder, 'long-%d.txt' % length)
    turns = long_game(length, seed)
    state = rules.initial_state(NO_DRAW_RULES)
    record_files.save_record(path, state, turns)
    for turn in turns:
        state = rules.next_state(state, turn)
    game = subprocess.Popen([sys.executable, SCRIPT, '--load', path,
                             '--ascii'], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            bufsize=0)
    began = time.perf_counter()
    read_until_prompt(game)
    loaded = time.perf_counter() - began
    rng, seconds = random.Random(seed), []
    for _ in range(TURNS_TIMED // 4):
        turn = quiet_turn(state, rng)
        state = rules.next_state(state, turn)
        began = time.perf_counter()
        game.stdin.write(b'%d %d\n' % (turn.source, turn.target))
        read_until_prompt(game)
        seconds.append(time.perf_counter() - began)
    game.stdin.write(b'quit\nn\n')
    game.stdin.close()
    game.wait()
    return loaded, seconds


def main_program(lengths, seed):
    """Print the game's own times for each length."""
    print('%8s %18s %14s %18s' % ('turns', 'start to prompt s',
                                  'first turn s', 'later turns ms'))
    with tempfile.TemporaryDirectory() as folder:
        os.environ[leftovers.AUTOSAVE_VARIABLE] = os.path.join(
            folder, 'autosave', 'autosave.txt')
        for length in lengths:
            loaded, seconds = time_the_program(length, seed, folder)
            later = ' '.join('%.0f' % (second * 1000)
                             for second in seconds[1:])
            print('%8d %18.2f %14.2f %18s' % (length, loaded, seconds[0],
                                              later))


def main():
    """Print a line of figures for each length, with the growth ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--turns', default='4000,8000,16000,32000,100000',
                        help='the lengths to measure, comma-separated')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--play', action='store_true',
                        help='time loading from a file and playing on')
    parser.add_argument('--program', action='store_true',
                        help='the same, through the game in a subprocess')
    arguments = parser.parse_args()
    lengths = [int(word) for word in arguments.turns.split(',')]
    if arguments.play or arguments.program:
        (main_program if arguments.program else main_play)(
            lengths, arguments.seed)
        return
    print('%8s %10s %10s %10s %12s %12s' % (
        'turns', 'save s', 'load s', 'load MB', 'load s ratio',
        'MB ratio'))
    previous = None
    for length in lengths:
        save_seconds, load_seconds, megabytes = measure(length, arguments.seed)
        ratios = ('', '')
        if previous is not None:
            growth = length / previous[0]
            ratios = ('%.2f' % (load_seconds / previous[1] / growth),
                      '%.2f' % (megabytes / previous[2] / growth))
        print('%8d %10.2f %10.2f %10.1f %12s %12s' % (
            length, save_seconds, load_seconds, megabytes, ratios[0],
            ratios[1]))
        previous = (length, load_seconds, megabytes)
    print('(ratios: growth of load time and memory per turn against the line '
          'above; 1.00 is linear)')


if __name__ == '__main__':
    main()
