"""round_robin.py - the class tournament: every player against every other,
both colours, from the same openings, on every core of the machine.

The players are the .py files of a folder (one student, one file) and any
of the game's levels as reference opponents.  Each pair plays `games`
games: every opening once with each colour.  The openings are a few
placements chosen at random from the seed at the start, the same for
every pair, so that no pair is luckier than another; the same seed gives
the same openings, the same seeds inside each game, and so the same
table; and a game's seeds come from the seed and its two players alone,
so a pair plays the same games whoever else joins the tournament.

The students' files are read once, when the tournament starts: every
game plays that copy, so a file changed during the tournament (by its
student, or by a classmate's player) changes nothing.

The games are played a few at a time, as many as the machine has cores:
each game runs in a thread of this process that only referees (the rules
are quick), while its two players think in processes of their own
(player_process.py).  Ctrl-C stops the tournament: the games under way
stop at once.  Results come back in the order the games end; the
table is made from them in the order of their numbers, so it does not
depend on which game ended first.
"""

import os
import random
import threading
from collections import namedtuple
from concurrent.futures import ThreadPoolExecutor, as_completed

import rules
from board import BLACK, PLAYERS, WHITE
from tournament.matches import play_match
from tournament.player_files import player_name
from tournament.player_process import Entrant

# How many placements an opening has: two men for each player, which
# cannot close a mill yet.
OPENING_TURNS = 4

# A game to play: its number, {WHITE: entrant, BLACK: entrant}, the turns
# of its opening and {player: seed} for the players' processes.
ScheduledGame = namedtuple('ScheduledGame', 'number entrants opening seeds')


class Stopped(Exception):
    """The tournament was stopped before its end (Ctrl-C)."""


def entrants_of(folder, levels=()):
    """Return the Entrants of a tournament: the .py files of `folder` by
    name (each under its name without .py, with its code as it is now),
    then the `levels` (a level named like a file is called
    'easy-level')."""
    files = sorted(name for name in os.listdir(folder)
                   if name.endswith('.py') and not name.startswith(('.', '_'))
                   and os.path.isfile(os.path.join(folder, name)))
    entrants = [Entrant(player_name(name), os.path.join(folder, name), None,
                        code_of(os.path.join(folder, name)))
                for name in files]
    taken = {entrant.name for entrant in entrants}
    return entrants + [Entrant(level + '-level' if level in taken else level,
                               None, level) for level in levels]


def code_of(path):
    """Return the bytes of the file at `path`, or None if it cannot be
    read (the player then has no file)."""
    try:
        with open(path, 'rb') as player_file:
            return player_file.read()
    except OSError:
        return None


def openings(count, rng):
    """Return `count` different openings: OPENING_TURNS placements each,
    chosen with `rng`."""
    chosen = []
    while len(chosen) < count:
        state, turns = rules.initial_state(), []
        for _ in range(OPENING_TURNS):
            turn = rng.choice(rules.legal_turns(state))
            turns.append(turn)
            state = rules.next_state(state, turn)
        if turns not in chosen:
            chosen.append(turns)
    return chosen


def schedule(entrants, games, seed):
    """Return the ScheduledGames of a round robin of `entrants`, `games`
    (an even number) for each pair: each opening with both colours."""
    chosen = openings(games // 2, random.Random(seed))
    scheduled = []
    for first_index, first in enumerate(entrants):
        for second in entrants[first_index + 1:]:
            for number, opening in enumerate(chosen):
                for white, black in ((first, second), (second, first)):
                    scheduled.append(ScheduledGame(
                        len(scheduled) + 1, {WHITE: white, BLACK: black},
                        opening, game_seeds(seed, white, black, number)))
    return scheduled


def game_seeds(seed, white, black, opening):
    """Return {player: seed} of the game of `white` and `black` from the
    opening numbered `opening`: made from the tournament's seed and
    these alone, so a game is the same whoever else plays."""
    key = '%s %s %s %d' % (seed, white.name, black.name, opening)
    return {player: random.Random(key + player).randrange(2 ** 32)
            for player in PLAYERS}


def play_all(scheduled, seconds, workers=None, game_done=None, stop=None):
    """Return the GameResults of the `scheduled` games, by number, each
    turn limited to `seconds`; `workers` games at once (None: one per
    core).  `game_done(result)` is called as each game ends; setting the
    threading.Event `stop` (or Ctrl-C) ends the tournament early (Stopped
    is raised once the games under way have ended)."""
    workers = workers or os.cpu_count() or 1
    stop = stop or threading.Event()
    results = []
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_scheduled, game, seconds, stop)
                   for game in scheduled]
        try:
            for future in as_completed(futures):
                result = future.result()
                if result is None:
                    continue
                results.append(result)
                if game_done is not None:
                    game_done(result)
        except BaseException:
            stop.set()
            for future in futures:
                future.cancel()
            raise
    if stop.is_set():
        raise Stopped()
    return sorted(results, key=lambda result: result.number)


def play_scheduled(game, seconds, stop):
    """Return the GameResult of a scheduled game, or None if the
    tournament was stopped before it ended."""
    if stop.is_set():
        return None
    return play_match(game.number, game.entrants, game.opening, seconds,
                      game.seeds, stop)
