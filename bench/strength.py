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
game, so a file that uses it plays the same games again.  Games come in pairs with the same opening, each player White
in one of them: the first OPENING_TURNS turns are chosen at random from the
game's seed, so the games differ.  Game number k of a pairing is played
with random.Random(seed + k // 2), so a run can be repeated exactly (the
levels stop their search after a fixed number of nodes; --time-limit makes
them search by the clock instead, which is no longer repeatable).

Prints one line per game as it ends, with the men each player has left (a
draw at 9-9 is a locked board, one at 7-4 a win not found), then a table:
wins, draws and losses of the later player of each pairing, its score (a
win 1, a draw 1/2), its losses by blockade, and each player's median and
slowest seconds a turn.
"""

import argparse
import os
import random
import sys
import time
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

    def play_turn(self, state, player, rng, seed, turns):
        """Return the turn `player` plays in `state`, timing it."""
        began = time.perf_counter()
        if player == 'random' or state.turns_played < OPENING_TURNS:
            turn = rng.choice(rules.legal_turns(state))
        elif player in self.files:
            turn = self.files[player](state, rules.legal_turns(state))
        elif player in SIMPLE_PLAYERS:
            turn = SIMPLE_PLAYERS[player](state, rng)
        elif player.startswith(OLD_PREFIX):
            turn = rules.Turn(*self.baseline.choose_turn(
                seed, player[len(OLD_PREFIX):], turns))
        else:
            turn = computer_player.choose_turn(state, player, rng,
                                        time_limit=self.time_limit)
        self.clock[player].append(time.perf_counter() - began)
        return turn

    def play_game(self, white, black, seed):
        """Return (outcome, the last state) of one game."""
        rng = random.Random(seed)
        random.seed('player files %d' % seed)   # apart from the levels'
        state = rules.initial_state()
        turns = []
        result = rules.outcome(state)
        while result is None:
            player = white if state.to_move == rules.WHITE else black
            turn = self.play_turn(state, player, rng, seed, turns)
            state = rules.apply_turn(state, turn)
            turns.append(turn)
            result = rules.outcome(state)
        return result, state

    def close(self):
        """Stop the earlier version's process, if any."""
        if self.baseline:
            self.baseline.close()


def play_match(first, second, games, seed, time_limit, commit):
    """Return (wins, draws, losses, blockade losses, clock) of `first`
    against `second`; `first` is White in the even-numbered games."""
    match = Match((first, second), time_limit, commit)
    wins = draws = losses = blocked = 0
    for number in range(games):
        first_is_white = number % 2 == 0
        white, black = (first, second) if first_is_white else (second, first)
        began = time.perf_counter()
        result, last = match.play_game(white, black, seed + number // 2)
        first_colour = rules.WHITE if first_is_white else rules.BLACK
        if result.winner is None:
            draws += 1
        elif result.winner == first_colour:
            wins += 1
        else:
            losses += 1
            blocked += result.reason == rules.BLOCKED
        winner = rules.PLAYER_NAMES.get(result.winner, 'draw')
        print('  %-8s (W) vs %-8s (B), game %2d: %-5s by %-20s %3d turns, '
              'men left %d-%d, %6.1f s'
              % (white, black, number, winner, result.reason,
                 last.turns_played, rules.men_left(last, rules.WHITE),
                 rules.men_left(last, rules.BLACK),
                 time.perf_counter() - began), flush=True)
    match.close()
    return wins, draws, losses, blocked, match.clock


def print_table(rows):
    """Print the score table of the pairings played."""
    print('| player | against | wins | draws | losses | score | lost by '
          'blockade | s/turn (median, slowest) | opponent s/turn |')
    print('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for first, second, wins, draws, losses, blocked, clock in rows:
        score = 100.0 * (wins + draws / 2.0) / (wins + draws + losses)
        times = []
        for name in (first, second):
            seconds = clock[name] or [0.0]
            times.append('%.2f, %.2f' % (median(seconds), max(seconds)))
        print('| %s | %s | %d | %d | %d | %.0f%% | %d | %s | %s |'
              % ((first, second, wins, draws, losses, score, blocked)
                 + tuple(times)))


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
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--commit', default=DEFAULT_COMMIT,
                        help='the version old-hard comes from')
    args = parser.parse_args()
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
