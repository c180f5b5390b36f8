"""bench/strength.py - seeded matches between the computer's levels.

Run:  python bench/strength.py [--games N] [--time-limit SECONDS]
                               [--players random,easy,medium,hard] [--seed S]

Every pair of players meets in N games (default 20), each player White in
half of them, with the default rules.  'random' plays any legal turn.  Game
number k of a pairing is played with random.Random(seed + k), so a run can
be repeated exactly (the levels stop their search after a fixed number of
nodes; --time-limit makes them search by the clock instead, which is no
longer repeatable).  Prints one line per game as it ends, then a score
table: wins, draws and losses of the first player of each pairing and its
score (a win 1, a draw 1/2).
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

import computer  # noqa: E402  (after the path is set)
import rules  # noqa: E402

PLAYER_CHOICES = ('random',) + computer.LEVELS


def play_turn(state, player, rng, time_limit):
    """Return the turn `player` ('random' or a level) plays in `state`."""
    if player == 'random':
        return rng.choice(rules.legal_turns(state))
    return computer.choose_turn(state, player, rng, time_limit=time_limit)


def play_game(white, black, seed, time_limit):
    """Return (outcome, turns played) of one game between two players."""
    rng = random.Random(seed)
    state = rules.initial_state()
    result = rules.outcome(state)
    while result is None:
        player = white if state.to_move == rules.WHITE else black
        state = rules.apply_turn(state, play_turn(state, player, rng,
                                                  time_limit))
        result = rules.outcome(state)
    return result, state.turns_played


def play_match(first, second, games, seed, time_limit):
    """Return (wins, draws, losses) of `first` against `second`.

    `first` is White in the even-numbered games, Black in the others.
    """
    wins = draws = losses = 0
    for number in range(games):
        first_is_white = number % 2 == 0
        white, black = (first, second) if first_is_white else (second, first)
        began = time.perf_counter()
        result, turns = play_game(white, black, seed + number, time_limit)
        first_colour = rules.WHITE if first_is_white else rules.BLACK
        if result.winner is None:
            draws += 1
        elif result.winner == first_colour:
            wins += 1
        else:
            losses += 1
        winner = rules.PLAYER_NAMES.get(result.winner, 'draw')
        print('  %-6s (W) vs %-6s (B), game %2d: %-5s by %-20s %3d turns '
              '%6.1f s' % (white, black, number, winner, result.reason, turns,
                           time.perf_counter() - began), flush=True)
    return wins, draws, losses


def main():
    """Play every pairing and print the score table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=20,
                        help='games per pairing (default 20)')
    parser.add_argument('--time-limit', type=float, default=None,
                        help='seconds a turn for the levels that search '
                        '(default: each level\'s own node budget)')
    parser.add_argument('--players', default=','.join(PLAYER_CHOICES),
                        help='comma-separated, from: '
                        + ', '.join(PLAYER_CHOICES))
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()
    players = [name.strip() for name in args.players.split(',')]
    for name in players:
        if name not in PLAYER_CHOICES:
            parser.error('%r is not one of %s' % (name,
                                                  ', '.join(PLAYER_CHOICES)))
    rows = []
    for index, first in enumerate(players):
        for second in players[:index]:
            # The stronger (later) player is listed first.
            print('%s against %s:' % (first, second), flush=True)
            result = play_match(first, second, args.games, args.seed,
                                args.time_limit)
            rows.append((first, second) + result)
    print()
    print('| player | against | wins | draws | losses | score |')
    print('| --- | --- | ---: | ---: | ---: | ---: |')
    for first, second, wins, draws, losses in rows:
        score = 100.0 * (wins + draws / 2.0) / (wins + draws + losses)
        print('| %s | %s | %d | %d | %d | %.0f%% |'
              % (first, second, wins, draws, losses, score))
    return 0


if __name__ == '__main__':
    sys.exit(main())
