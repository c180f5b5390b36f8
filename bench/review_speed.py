"""bench/review_speed.py - how long the review, the hints and the judging of
a mistake puzzle's answers take, in processor seconds, and what they find.

Run:  python bench/review_speed.py [--games N] [--seed S] [--turns T]
                                   [--review] [--hints] [--puzzles]
                                   [--hints-every K] [--answers A]
                                   [--pairing WHITE,BLACK]

Plays N seeded games (default 4) of the pairs of levels in PAIRINGS, in
turn (or of --pairing), and keeps the first T turns of each (default 60): the seeds are
taken one after the other from S (a game with random.Random(seed)), and a
game that ends before turn T is skipped.  Then, for each part asked for
(all three if none is):
  * --review: the review of White alone (a student against the computer)
    and of both players, and the turns it names;
  * --hints: a hint (hints.suggest_turn) at every K-th turn (default 3),
    asked in the order of the game as a student would;
  * --puzzles: White's mistakes set as puzzles (mistake_puzzles), and A
    random legal answers (default 6) to each, judged one by one.
It prints each game's figures, then the median and the largest over all.
The seconds are processor seconds (time.process_time), which hardly move
with what else the machine runs; keep the seeds you tune on apart from
those you report (for example tune on 1-20, report from 1000).
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from computer import computer_player, endgame  # noqa: E402  (after the path)
from teaching import deeper, hints, mistake_puzzles, review  # noqa: E402
import rules  # noqa: E402
from board import BLACK, WHITE  # noqa: E402

# The games: White's level (the student) and Black's, in turn.
PAIRINGS = [('easy', 'casual'), ('casual', 'casual'), ('casual', 'medium'),
            ('medium', 'medium'), ('medium', 'tricky'), ('tricky', 'tricky')]


def play_game(pairing, seed, most_turns):
    """Return the first `most_turns` turns of one seeded game of the pair of
    levels `pairing` (White's, Black's)."""
    rng = random.Random(seed)
    state, turns = rules.initial_state(), []
    while rules.outcome(state) is None and len(turns) < most_turns:
        level = pairing[0] if state.to_move == WHITE else pairing[1]
        turn = computer_player.choose_turn(state, level, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def long_games(count, first_seed, turns):
    """Yield (seed, pairing, the first `turns` turns) of `count` games, of
    PAIRINGS in turn, with the seeds from `first_seed` on that give a game
    of at least `turns` turns."""
    seed = first_seed
    for number in range(count):
        pairing = PAIRINGS[number % len(PAIRINGS)]
        game = play_game(pairing, seed, turns)
        while len(game) < turns:
            seed += 1
            game = play_game(pairing, seed, turns)
        yield seed, pairing, game
        seed += 1


def seconds_of(work):
    """Return (processor seconds, result) of calling `work()`."""
    began = time.process_time()
    result = work()
    return time.process_time() - began, result


def time_review(turns, players):
    """Return (seconds, mistakes) of the review of `players` in a game."""
    return seconds_of(lambda: review.review_game(rules.initial_state(), turns,
                                                 players))


def time_hints(turns, every):
    """Return the seconds of a hint at every `every`-th turn, and how many
    of them fell back to the generic sentence."""
    state, seconds, generic = rules.initial_state(), [], 0
    for number, turn in enumerate(turns, 1):
        if number % every == 0:
            spent, (_, reason) = seconds_of(
                lambda: hints.suggest_turn(state))
            seconds.append(spent)
            generic += reason == hints.GENERIC
        state = rules.next_state(state, turn)
    return seconds, generic


def time_answers(mistakes, answers, rng):
    """Return the seconds of judging `answers` random legal turns of each
    mistake the deeper look confirms, and how many were called better."""
    seconds, better = [], 0
    for puzzle in mistake_puzzles.confirmed_puzzles(mistakes):
        turns = rules.legal_turns(puzzle.mistake.before)
        for turn in rng.sample(turns, min(answers, len(turns))):
            spent, verdict = seconds_of(
                lambda: mistake_puzzles.judge(puzzle, turn))
            seconds.append(spent)
            better += verdict.better
    return seconds, better


def summary(name, seconds):
    """Return a line with the median and the largest of `seconds`."""
    if not seconds:
        return '%s: none' % name
    return '%s: %d, median %.2f s, largest %.2f s, in all %.1f s' % (
        name, len(seconds), statistics.median(seconds), max(seconds),
        sum(seconds))


def main():
    """Play the games, time what was asked for and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=4)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--turns', type=int, default=60)
    parser.add_argument('--review', action='store_true')
    parser.add_argument('--hints', action='store_true')
    parser.add_argument('--puzzles', action='store_true')
    parser.add_argument('--hints-every', type=int, default=3)
    parser.add_argument('--answers', type=int, default=6)
    parser.add_argument('--pairing', help="White's and Black's levels, "
                        'as easy,easy (default: PAIRINGS in turn)')
    args = parser.parse_args()
    if args.pairing:
        PAIRINGS[:] = [tuple(args.pairing.split(','))]
    if not (args.review or args.hints or args.puzzles):
        args.review = args.hints = args.puzzles = True
    endgame.solution()      # solved once, as the game does in the background
    reviews, hint_seconds, answer_seconds = [], [], []
    for seed, pairing, turns in long_games(args.games, args.seed,
                                           args.turns):
        print('game of seed %d (%s-%s): %d turns' % (
            seed, pairing[0], pairing[1], len(turns)), flush=True)
        if args.review:
            deeper.forget()
            both, found = time_review(turns, (WHITE, BLACK))
        if args.review or args.puzzles:
            deeper.forget()             # a student's review, then puzzles
            white, mistakes = time_review(turns, (WHITE,))
        if args.review:
            reviews.append((white, both))
            print('  review: White %.2f s, both %.2f s, turns named %s' % (
                white, both, [m.number for m in found]), flush=True)
        if args.puzzles:
            seconds, better = time_answers(mistakes, args.answers,
                                           random.Random(seed))
            answer_seconds += seconds
            print('  ' + summary('answers judged', seconds)
                  + ', %d called better' % better, flush=True)
        if args.hints:
            deeper.forget()
            seconds, generic = time_hints(turns, args.hints_every)
            hint_seconds += seconds
            print('  ' + summary('hints', seconds) + ', %d generic' % generic,
                  flush=True)
    if reviews:
        print(summary('reviews of White', [white for white, _ in reviews]))
        print(summary('reviews of both', [both for _, both in reviews]))
    if args.hints:
        print(summary('hints', hint_seconds))
    if args.puzzles:
        print(summary('answers judged', answer_seconds))
    return 0


if __name__ == '__main__':
    sys.exit(main())
