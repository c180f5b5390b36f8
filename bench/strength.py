"""bench/strength.py - seeded matches between the computer's levels.

Run:  python bench/strength.py [--games N] [--players beginner,easy,...]
                               [--time-limit SECONDS] [--seed S]

Each player meets the one listed before it in N games (default 20): the
ladder, each level against the level below.  'random' plays any legal turn;
'novice' and 'student' play by a rule of thumb, in place of a child who has
just learned the rules and of a player with a few games behind them
(bench/simple_players.py), so  --players beginner,novice  measures whether
the weakest level can be beaten by a child who has just learned the rules;
'old-hard' is the strongest level of an earlier version of the game, taken
from git history (bench/baseline.py; --commit names the version, by
default 54a4ded), so  --players old-hard,expert  measures the top level
against it.  A name ending in .py is a player file (docs/players.md), so
--players beginner,docs/worksheet/step3_blocking.py  measures a worksheet
step against a level; Python's own random generator is seeded before each
game, so a file that uses it plays the same games again.  Games come in
pairs with the same opening, each player White in one of them and colours
alternating: the first OPENING_TURNS turns are chosen at random from the
pair's own generator, so the games differ.  Game number k of a run with
--seed S is game S * GAMES_PER_SEED + k of all games, so runs with
different seeds share no game, and each player draws from its own
generator, seeded from that number and its colour: a run can be repeated
exactly (the levels stop their search after a fixed number of nodes;
--time-limit makes them search by the clock instead, which is no longer
repeatable).

Prints one line per game as it ends, with the men each player has left (a
draw at 9-9 is a locked board, one at 7-4 a win not found), then a table:
wins, draws and losses of the later player of each pairing, its score (a
win 1, a draw 1/2) with its 95% interval (from the spread of the pairs'
scores, so that the shared openings are allowed for), its losses by
blockade, and each player's median and slowest seconds a turn.
"""

import argparse
import os
import random
import sys
import time
from math import sqrt
from statistics import median

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from computer import computer_player  # noqa: E402  (after the path is set)
from computer import levels  # noqa: E402
import rules  # noqa: E402
from baseline import DEFAULT_COMMIT, Baseline  # noqa: E402
from simple_players import SIMPLE_PLAYERS  # noqa: E402
from tournament import player_files  # noqa: E402

OLD_PREFIX = 'old-'
PLAYER_CHOICES = (('random',) + tuple(SIMPLE_PLAYERS) + levels.LEVELS
                  + ('old-hard',))
OPENING_TURNS = 2
# The end of the name of a player file.
PLAYER_FILE = '.py'
GAMES_PER_SEED = 1000000    # a run plays fewer games than this
Z_95 = 1.96                 # a 95% interval is the score +- Z_95 errors


def game_number(seed, number):
    """Return the number, among all games, of game `number` of a run with
    `seed`: runs with different seeds share none."""
    return seed * GAMES_PER_SEED + number


def generators(seed, number):
    """Return the random generators of game `number` of a run with `seed`:
    (the opening's, shared by the two games of a pair; White's; Black's)."""
    pair = game_number(seed, number - number % 2)
    game = game_number(seed, number)
    return (random.Random('opening %d' % pair),
            random.Random('white %d' % game),
            random.Random('black %d' % game))


def score_interval(pair_points):
    """Return (score, half-width of its 95% interval), both from 0 to 1, of
    a list of pairs' points, each a list of 1 (won), 1/2 (drawn) or 0."""
    games = sum(len(points) for points in pair_points)
    score = sum(sum(points) for points in pair_points) / games
    if len(pair_points) < 2:
        return score, 1.0
    spread = sum((sum(points) - score * len(points)) ** 2
                 for points in pair_points)
    error = sqrt(spread * len(pair_points) / (len(pair_points) - 1)) / games
    return score, Z_95 * error


class Match:
    """Two players, their clocks, and the earlier version if one plays."""

    def __init__(self, players, time_limit, commit):
        """Start the earlier version's process if a player needs it."""
        self.time_limit = time_limit
        self.baseline = None
        if any(name.startswith(OLD_PREFIX) for name in players):
            self.baseline = Baseline(commit)
        self.clock = dict((name, []) for name in players)   # seconds a turn
        self.files = dict((name, player_files.load_player(name))
                          for name in players if name.endswith(PLAYER_FILE))

    def play_turn(self, state, player, rngs, game, turns):
        """Return the turn `player` plays in `state` of game number `game`,
        timing it; `rngs` are the opening's generator and the player's."""
        began = time.perf_counter()
        opening, rng = rngs
        if state.turns_played < OPENING_TURNS:
            turn = opening.choice(rules.legal_turns(state))
        elif player == 'random':
            turn = rng.choice(rules.legal_turns(state))
        elif player in self.files:
            turn = self.files[player](state, rules.legal_turns(state))
        elif player in SIMPLE_PLAYERS:
            turn = SIMPLE_PLAYERS[player](state, rng)
        elif player.startswith(OLD_PREFIX):
            turn = rules.Turn(*self.baseline.choose_turn(
                game, player[len(OLD_PREFIX):], turns))
        else:
            turn = computer_player.choose_turn(state, player, rng,
                                        time_limit=self.time_limit)
        self.clock[player].append(time.perf_counter() - began)
        return turn

    def play_game(self, white, black, seed, number):
        """Return (outcome, the last state) of game `number` of the run with
        `seed`."""
        opening, white_rng, black_rng = generators(seed, number)
        random.seed('player files %d' % game_number(seed, number))
        state = rules.initial_state()
        turns = []
        result = rules.outcome(state)
        while result is None:
            if state.to_move == rules.WHITE:
                player, rng = white, white_rng
            else:
                player, rng = black, black_rng
            turn = self.play_turn(state, player, (opening, rng),
                                  game_number(seed, number), turns)
            state = rules.apply_turn(state, turn)
            turns.append(turn)
            result = rules.outcome(state)
        return result, state

    def close(self):
        """Stop the earlier version's process, if any."""
        if self.baseline:
            self.baseline.close()


def play_match(first, second, games, seed, time_limit, commit):
    """Return (wins, draws, losses, blockade losses, each pair's points,
    clock) of `first` against `second`; `first` is White in the
    even-numbered games."""
    match = Match((first, second), time_limit, commit)
    wins = draws = losses = blocked = 0
    pair_points = []
    for number in range(games):
        first_is_white = number % 2 == 0
        white, black = (first, second) if first_is_white else (second, first)
        began = time.perf_counter()
        result, last = match.play_game(white, black, seed, number)
        first_colour = rules.WHITE if first_is_white else rules.BLACK
        if first_is_white:
            pair_points.append([])
        if result.winner is None:
            draws += 1
            pair_points[-1].append(0.5)
        elif result.winner == first_colour:
            wins += 1
            pair_points[-1].append(1)
        else:
            losses += 1
            blocked += result.reason == rules.BLOCKED
            pair_points[-1].append(0)
        winner = rules.PLAYER_NAMES.get(result.winner, 'draw')
        print('  %-8s (W) vs %-8s (B), game %2d: %-5s by %-20s %3d turns, '
              'men left %d-%d, %6.1f s'
              % (white, black, number, winner, result.reason,
                 last.turns_played, rules.men_left(last, rules.WHITE),
                 rules.men_left(last, rules.BLACK),
                 time.perf_counter() - began), flush=True)
    match.close()
    return wins, draws, losses, blocked, pair_points, match.clock


def print_table(rows):
    """Print the score table of the pairings played."""
    print('| player | against | wins | draws | losses | score (95% interval) '
          '| lost by blockade | s/turn (median, slowest) | opponent s/turn |')
    print('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (first, second, wins, draws, losses, blocked, pair_points,
         clock) in rows:
        score, error = score_interval(pair_points)
        times = []
        for name in (first, second):
            seconds = clock[name] or [0.0]
            times.append('%.2f, %.2f' % (median(seconds), max(seconds)))
        print('| %s | %s | %d | %d | %d | %.1f%% +- %.1f | %d | %s | %s |'
              % ((first, second, wins, draws, losses, 100 * score,
                  100 * error, blocked) + tuple(times)))


def main():
    """Play each player against the one before it and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=20,
                        help='games per pairing (default 20)')
    parser.add_argument('--time-limit', type=float, default=None,
                        help='seconds a turn for the levels that search '
                        '(default: each level\'s own node budget)')
    parser.add_argument('--players', default=','.join(levels.LEVELS),
                        help='comma-separated, weakest first, from: '
                        + ', '.join(PLAYER_CHOICES) + ' or a player file')
    parser.add_argument('--seed', type=int, default=1,
                        help='which games: runs with different seeds share '
                        'none (default 1)')
    parser.add_argument('--commit', default=DEFAULT_COMMIT,
                        help='the version old-hard comes from')
    args = parser.parse_args()
    if not 0 < args.games < GAMES_PER_SEED:
        parser.error('--games must be from 1 to %d' % (GAMES_PER_SEED - 1))
    players = [name.strip() for name in args.players.split(',')]
    for name in players:
        if name not in PLAYER_CHOICES and not name.endswith(PLAYER_FILE):
            parser.error('%r is not one of %s' % (name,
                                                  ', '.join(PLAYER_CHOICES)))
    rows = []
    for earlier, later in zip(players, players[1:]):
        print('%s against %s:' % (later, earlier), flush=True)
        rows.append((later, earlier) + play_match(
            later, earlier, args.games, args.seed, args.time_limit,
            args.commit))
    print()
    print_table(rows)
    return 0


if __name__ == '__main__':
    sys.exit(main())
