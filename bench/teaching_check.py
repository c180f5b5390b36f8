"""bench/teaching_check.py - how often a deeper look contradicts the game's
own teaching: its hints, its review and its puzzles.

Run:  python bench/teaching_check.py [--games N] [--seed S] [--hints-every K]
                                     [--puzzles P] [--answers A] [--turns T]
                                     [--near-limit L] [--every] [--quick]

Plays N seeded games (default 6; game k with random.Random(seed + k)) of
the pairs of levels in PAIRINGS, from 'beginner' to 'hard'.  Then it
gathers what the game teaches about them and checks every claim:
  * hints: at every K-th turn (default 1: every turn) of each game, the
    hint's turn and its reason (hints.suggest_turn);
  * review verdicts and "better" turns: the review of both players of
    every game (review.review_game), and the reasons of the better turns;
  * puzzles: P puzzles of each difficulty (default 4) and their answer
    lines (teaching/puzzles.py's make_puzzles, puzzle_title and
    solution_line);
  * answers to a mistake set as a puzzle: the judge's verdict
    (mistake_puzzles.judge) on A random legal turns (default 2) of each
    mistake of the review the puzzles keep;
  * near the move limit: L positions of three men against four (default
    60) whose win is longer than the turns left, the counter set as a
    game reaches it (1 to 12 turns left): the hint's verdict, every value
    of `hint all`, and the value the review judges each turn by, against
    a plain minimax under the rules' own counters (bench/limit_checks.py;
    a position it cannot finish within its budget is left unchecked).
The deeper look is this benchmark's own, not the game's (bench/deep_look.py):
the solved endgames where they know the position (computer/endgame.py),
else the fast search CHECK_DEPTH turns deep (at most CHECK_NODES
positions), and the rules for what the board shows at once.  The checks
of each kind of claim are in bench/claim_checks.py; this script plays the
games, gathers the claims and counts.  A claim is contradicted when:
  * a reason says a turn threatens a mill (or a double threat, a running
    mill) while the opponent can close a mill right after it;
  * a reason does not say that the opponent can close a mill next turn,
    when they can (and the game goes on);
  * a reason names a mill blocked, closed, or threatened that the board
    does not show, or a removed man "could close a mill" that could not;
  * a reason claims what the opponent does a few turns on (the lines of an
    earlier version: "stops Black's plan", "prepares a mill", "limits the
    damage", "avoids losing a man ... within 2 turns") that the rules show
    the player to move can avoid (searched to the end, up to 3 turns);
  * a solved endgame's verdict or value differs from the table;
  * a review marks a turn that keeps a forced win, or a solved draw, as a
    mistake; says more than the deeper look finds (a result lost, a forced
    win missed, about a man or more); or what follows a turn does not;
  * a "better" turn is not better than the turn played by the deeper look;
  * the judge of a mistake puzzle calls an answer better than the turn
    played where the deeper look finds it better by less than half a man,
    not better (nor perhaps better) where it finds it better by a man or
    more, or perhaps better where it finds it worse by a man or more;
  * a verdict counts more men than the player has, guesses men where the
    table knows one of the two turns, or calls a turn a mistake where
    every turn lets the opponent close a mill and nothing is proven;
  * the puzzle made from a mistake names less than the whole turn played,
    or its answer is not the review's better turn, or its judge does not
    call that turn better;
  * the hint at a step of the lesson is a turn the step does not accept;
  * a puzzle's task, or a turn of its answer line, differs from the table
    (the winner's fastest win, the defence's longest loss);
  * the words mode's report of a turn of the games names a mill it
    threatens or blocks, or one a player threatens now, that the board
    does not show, or leaves one out (bench/words_check.py, its own loop
    over the mills).
Reasons that cannot be checked this way are counted as unchecked, and
reasons in words a student does not know or that say nothing (WORDLESS)
are counted too.  Prints the contradictions of each kind, an example of
each (--every: all of them), and the seconds taken.  --quick runs a small
size a test can run.
"""

import argparse
import os
import random
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from computer import computer_player, endgame  # noqa: E402  (after the path)
from teaching import deeper, endgame_advice, hints, puzzles  # noqa: E402
from teaching import review, review_words  # noqa: E402
from words import catalogue  # noqa: E402
import deep_look  # noqa: E402
import limit_checks  # noqa: E402
import words_check  # noqa: E402
import rules  # noqa: E402
from board import PLAYER_NAMES  # noqa: E402
from claim_checks import (check_answers, check_lesson,  # noqa: E402
                          check_mistake, check_puzzle, check_reason,
                          check_review_puzzle, check_verdict_words)

# The games: White's level and Black's, in turn.
PAIRINGS = [('beginner', 'medium'), ('easy', 'tricky'), ('medium', 'medium'),
            ('casual', 'hard'), ('tricky', 'beginner'), ('hard', 'easy')]

# Words a student does not know, or that say nothing.
WORDLESS = ('free steps', 'the computer found looking ahead',
            'would play this whole turn', 'the expected turns')


# ---------------------------------------------------------------------------
# The games and the count
# ---------------------------------------------------------------------------

def play_game(pairing, seed):
    """Return (start, turns) of one seeded game of the two levels."""
    rng, start = random.Random(seed), rules.initial_state()
    state, turns = start, []
    while rules.outcome(state) is None:
        level = pairing[0] if state.to_move == start.to_move else pairing[1]
        turn = computer_player.choose_turn(state, level, rng)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return start, turns


class Tally:
    """The claims checked, unchecked and contradicted, by kind."""

    def __init__(self):
        self.checked, self.unchecked = Counter(), Counter()
        self.contradicted, self.examples = Counter(), []
        self.wordless = 0

    def add(self, kind, problem, checked, where=''):
        """Count one claim."""
        (self.checked if checked else self.unchecked)[kind] += 1
        if problem:
            self.contradicted[kind] += 1
            self.examples.append('%s: %s: %s' % (kind, where, problem))

    def words(self, text):
        """Count a sentence in words a student does not know."""
        self.wordless += any(words in text for words in WORDLESS)

    def report(self, every=False):
        """Return the lines of the count, with the first contradiction of
        each kind (`every`: all of them)."""
        lines = ['%-15s %8s %10s %13s' % ('kind', 'checked', 'unchecked',
                                          'contradicted')]
        for kind in sorted(set(self.checked) | set(self.unchecked)):
            lines.append('%-15s %8d %10d %13d' % (
                kind, self.checked[kind], self.unchecked[kind],
                self.contradicted[kind]))
        lines.append('contradicted in all: %d of %d checked claims'
                     % (sum(self.contradicted.values()),
                        sum(self.checked.values())))
        lines.append('sentences in words a student does not know or that '
                     'say nothing: %d' % self.wordless)
        shown = set()
        for example in self.examples:
            kind = example.split(':')[0]
            if every or kind not in shown:
                lines.append('  e.g. ' + example)
                shown.add(kind)
        return lines


def check_game(tally, start, turns, label, hints_every, answers):
    """Check the hints at every `hints_every`-th turn, the review, and
    `answers` random answers to each of its mistakes set as a puzzle."""
    state = start
    for number, turn in enumerate(turns, 1):
        if number % hints_every == 0:
            hint, reason = hints.suggest_turn(state)
            tally.words(reason)
            tally.add(*check_reason(state, hint, reason),
                      where='%s turn %d hint %r' % (label, number, reason))
        state = rules.next_state(state, turn)
    for kind, problem, checked, where in words_check.check_reports(start,
                                                                   turns):
        tally.add(kind, problem, checked, where='%s %s' % (label, where))
    rng = random.Random(len(turns))
    for mistake in review.review_game(start, turns):
        tally.words(review_words.mistake_text(mistake))
        for result in (check_mistake(mistake)
                       + [check_verdict_words(mistake)]
                       + check_review_puzzle(mistake)
                       + check_answers(mistake, answers, rng)):
            tally.add(*result, where='%s %s' % (
                label, review_words.mistake_text(mistake)))


def check_near_the_limit(tally, count, seed):
    """Check what the game teaches of `count` positions near the move
    limit (see limit_checks.check_near_the_limit)."""
    solution = endgame.solution()
    for state in limit_checks.positions_near_the_limit(solution, count,
                                                       seed):
        where = '%s, %s to move, %d turns left' % (
            ''.join(state.board), PLAYER_NAMES[state.to_move],
            state.options.move_limit - state.turns_without_removal)
        for result in limit_checks.check_near_the_limit(
                solution, state, hints, endgame_advice, deeper):
            tally.add(*result, where=where)


def main(argv=None):
    """Check the teaching and print the count; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=6)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--hints-every', type=int, default=1)
    parser.add_argument('--puzzles', type=int, default=4)
    parser.add_argument('--answers', type=int, default=2,
                        help='random answers judged to each mistake')
    parser.add_argument('--turns', type=int, default=0,
                        help='check only the first TURNS turns of a game')
    parser.add_argument('--near-limit', type=int, default=60,
                        help='positions near the move limit checked')
    parser.add_argument('--every', action='store_true',
                        help='show every contradiction, not one a kind')
    parser.add_argument('--quick', action='store_true',
                        help='the first 16 turns of one game, hints every '
                             '4th turn, one puzzle of each difficulty, and '
                             'a shallower deeper look: a size for a test')
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.turns, args.hints_every, args.puzzles = 1, 16, 4, 1
        args.answers, args.near_limit = 1, 4
        deep_look.use_quick_size()
    catalogue.use_language(catalogue.ENGLISH)   # the claims read in English
    began, tally = time.perf_counter(), Tally()
    for number in range(args.games):
        pairing = PAIRINGS[number % len(PAIRINGS)]
        start, turns = play_game(pairing, args.seed + number)
        turns = turns[:args.turns or len(turns)]
        label = 'game %d (%s-%s)' % (number + 1, pairing[0], pairing[1])
        check_game(tally, start, turns, label, args.hints_every,
                   args.answers)
        print('%s: %d turns checked, %.0f s so far' % (
            label, len(turns), time.perf_counter() - began), flush=True)
    for kind, problem, checked, where in check_lesson():
        tally.add(kind, problem, checked, where=where)
    for difficulty in sorted(puzzles.DIFFICULTIES) if args.puzzles else ():
        for puzzle in puzzles.make_puzzles(args.seed, difficulty,
                                           args.puzzles):
            tally.add(*check_puzzle(puzzle), where=puzzles.puzzle_title(
                puzzle))
    check_near_the_limit(tally, args.near_limit, args.seed)
    for line in tally.report(args.every):
        print(line)
    print('%.0f s' % (time.perf_counter() - began))
    return 0


if __name__ == '__main__':
    sys.exit(main())
