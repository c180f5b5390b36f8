"""bench/review_speed.py - how long a review after a game takes, what it finds.

Run:  python bench/review_speed.py [--games N] [--seed S] [--depth D]
                             [--white LEVEL] [--black LEVEL] [--hints]

Plays N seeded games (default 3; game k with random.Random(seed + k)) of
--white against --black (default medium against medium), reviews both players
of each with review.review_game at --depth (default review.REVIEW_DEPTH),
and prints per game its turns, the seconds the review took and the mistakes
it found, then the seconds a turn over all games.  With --hints it also
times hints.suggest_turn at every turn of the games and counts the hints
that fall back to the generic sentence.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

from computer import computer_player  # noqa: E402  (after the path is set)
from teaching import hints  # noqa: E402
from computer import levels  # noqa: E402
from teaching import review  # noqa: E402
import rules  # noqa: E402


def play_game(white, black, seed):
    """Return the turns of one seeded game of `white` against `black`."""
    rng = random.Random(seed)
    state, turns = rules.initial_state(), []
    while rules.outcome(state) is None:
        level = white if state.to_move == 'W' else black
        turn = computer_player.choose_turn(state, level, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def time_hints(turns):
    """Return (seconds, generic hints) of a hint at every turn of a game."""
    state, generic, began = rules.initial_state(), 0, time.perf_counter()
    for turn in turns:
        generic += hints.suggest_turn(state)[1] == hints.GENERIC
        state = rules.next_state(state, turn)
    return time.perf_counter() - began, generic


def main():
    """Review the games and print what it took."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=3)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--depth', type=int, default=review.REVIEW_DEPTH)
    parser.add_argument('--white', default='medium', choices=levels.LEVELS)
    parser.add_argument('--black', default='medium', choices=levels.LEVELS)
    parser.add_argument('--hints', action='store_true')
    args = parser.parse_args()
    all_turns = all_seconds = 0
    for number in range(args.games):
        turns = play_game(args.white, args.black, args.seed + number)
        began = time.perf_counter()
        mistakes = review.review_game(rules.initial_state(), turns,
                                      depth=args.depth)
        seconds = time.perf_counter() - began
        all_turns, all_seconds = all_turns + len(turns), all_seconds + seconds
        print('game %d: %d turns, review %.1f s, mistakes at turns %s'
              % (number + 1, len(turns), seconds,
                 [m.number for m in mistakes]), flush=True)
        if args.hints:
            hint_seconds, generic = time_hints(turns)
            print('  hints: %.2f s a turn, %d of %d generic'
                  % (hint_seconds / len(turns), generic, len(turns)),
                  flush=True)
    print('review: %.2f s a turn over %d turns' % (all_seconds / all_turns,
                                                   all_turns))
    return 0


if __name__ == '__main__':
    sys.exit(main())
