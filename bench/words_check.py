"""bench/words_check.py - the words mode's turn reports checked against the
board, for bench/teaching_check.py.

In the words mode each turn told says the mills it threatens ("It
threatens a mill on 6-11-15 (at 11).") or blocks ("It blocks White's mill
on 0-9-21."), and the mills each player threatens now ("Black still
threatens ...", "White now threatens ...").  This script reads those
sentences out of the screen a listener hears and checks each mill said
against the board with its own plain loop over the MILLS table, not the
rules' functions that wrote them.  A claim is contradicted when the mill
said is no threat (or no block) there, or was a threat before the turn
("It threatens" names the threats the turn makes); a threat of either
player, or a mill blocked, that the report leaves out counts as a
contradiction too ("hides ...").

A threat, as here: two of a player's men on a mill, its third point empty,
and the player can put a man there on their next turn: with men in hand
any empty point; with three men and flying on, any too; else only a man
of theirs on a neighbouring point that is not on that mill.

Run alone, it checks only the reports, of the games teaching_check plays:
    python3 bench/words_check.py [--games N] [--seed S] [--random R]
(N games of the levels, default 6; and R games of random turns, default
100).  It prints the claims checked and contradicted, and the CPU seconds.
"""

import argparse
import os
import random
import re
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

import rules  # noqa: E402  (after the path)
from board import (ADJACENT, EMPTY, MILLS, PLAYER_NAMES, WHITE,  # noqa: E402
                   opponent)
from console import screen  # noqa: E402
from console.terminal import Display  # noqa: E402
from history import History  # noqa: E402

# The screen of the words mode, as a listener hears it.
WORDS_DISPLAY = Display(ascii_only=True, colours=None, echo_input=False,
                        words_only=True)

# The kind of a claim, as teaching_check's tally counts it: 'words ' and
# the claim's name (words threatens, words blocks, ...).
KIND = 'words %s'

# CLAIMS[name]: the sentence of a report that makes the claim (group 1: the
# player named, or None for the turn's own; group 2: the mills), and whose
# mills it speaks of: the turn's player ('mover') or the other.
CLAIMS = {
    'threatens': (re.compile(r'()It threatens (?:a mill|mills) on ([^.]*)\.'),
                  'mover'),
    'blocks': (re.compile(r"It blocks (\w+)'s mills? on ([^.]*)\."),
               'other'),
    'still': (re.compile(r'(\w+) still threatens (?:a mill|mills) on '
                         r'([^.]*)\.'), 'mover'),
    'now': (re.compile(r'(\w+) now threatens (?:a mill|mills) on ([^.]*)\.'),
            'other'),
}
MILL = re.compile(r'(\d+)-(\d+)-(\d+)(?: \(at (\d+)\))?')


def can_fill(state, player, point, mill):
    """Return True if `player` can put a man on the empty `point` of `mill`
    on their next turn in `state` (see the module's docstring)."""
    board = state.board
    in_hand = state.in_hand[0 if player == WHITE else 1]
    if in_hand > 0:
        return True
    if state.options.flying and board.count(player) == 3:
        return True
    return any(board[neighbour] == player and neighbour not in mill
               for neighbour in ADJACENT[point])


def threats(state, player):
    """Return {mill: its empty point} of the mills `player` threatens."""
    found = {}
    for mill in MILLS:
        men = [point for point in mill if state.board[point] == player]
        empty = [point for point in mill if state.board[point] == EMPTY]
        if len(men) == 2 and len(empty) == 1 \
                and can_fill(state, player, empty[0], mill):
            found[mill] = empty[0]
    return found


def truth(before, turn, after):
    """Return {claim name: {mill: its empty point or None}}: what a report
    of `turn` should say, found on the boards."""
    mover, other = before.to_move, opponent(before.to_move)
    if rules.outcome(after) is not None:     # the game is over: no threats
        return {name: {} for name in CLAIMS}
    had, has = threats(before, mover), threats(after, mover)
    return {'threatens': {m: p for m, p in has.items() if m not in had},
            'blocks': {m: None for m, p in threats(before, other).items()
                       if p == turn.target},
            'still': {m: p for m, p in has.items() if m in had},
            'now': threats(after, other)}


def said(report, mover):
    """Return {claim name: [(player named, mill, point or None)]}: the
    claims of a report (one unfolded line of words)."""
    claims = {}
    for name, (pattern, whose) in CLAIMS.items():
        claims[name] = []
        for found in pattern.finditer(report):
            named = found.group(1) or PLAYER_NAMES[mover]
            for mill in MILL.finditer(found.group(2)):
                points = tuple(int(point) for point in mill.groups()[:3])
                point = mill.group(4)
                claims[name].append((named, points,
                                     None if point is None else int(point)))
    return claims


def check_report(before, turn, after, report):
    """Return [(kind, problem or None, True)]: one for each mill the report
    of `turn` says, and one for each it should say and leaves out."""
    mover = before.to_move
    names = {'mover': PLAYER_NAMES[mover],
             'other': PLAYER_NAMES[opponent(mover)]}
    expected, claims = truth(before, turn, after), said(report, mover)
    results = []
    for name, (pattern, whose) in CLAIMS.items():
        told = set()
        for named, mill, point in claims[name]:
            told.add(mill)
            if named != names[whose]:
                problem = '%s names %s, not %s' % (name, named, names[whose])
            elif mill not in expected[name]:
                problem = '%s %s: not so on the board' % (name, mill)
            elif point != expected[name][mill]:
                problem = '%s %s: at %s, not %s' % (
                    name, mill, point, expected[name][mill])
            else:
                problem = None
            results.append((KIND % name, problem, True))
        for mill in set(expected[name]) - told:
            results.append((KIND % name, 'hides %s %s' % (name, mill), True))
    return results


def check_reports(start, turns):
    """Return [(kind, problem or None, True, where)] for the words mode's
    report of each of `turns`, played from `start`, as a listener hears
    it after the turn."""
    history, results = History(start), []
    for number, turn in enumerate(turns, 1):
        before = history.state
        history.play(turn)
        report = ' '.join(screen.screen(history, WORDS_DISPLAY).split())
        for result in check_report(before, turn, history.state, report):
            results.append(result + ('turn %d: %s' % (number, report),))
    return results



def random_game(seed):
    """Return (start, turns) of a seeded game of random legal turns."""
    rng = random.Random(seed)
    state = start = rules.initial_state()
    turns = []
    while rules.outcome(state) is None:
        turns.append(rng.choice(rules.legal_turns(state)))
        state = rules.next_state(state, turns[-1])
    return start, turns


def main(argv=None):
    """Check the reports of the games and print the count; return 0 if
    none is contradicted, else 1."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=6)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--random', type=int, default=100)
    args = parser.parse_args(argv)
    from teaching_check import PAIRINGS, play_game     # the same games
    from words import catalogue
    catalogue.use_language(catalogue.ENGLISH)   # the claims read in English
    began = time.process_time()
    games = [play_game(PAIRINGS[number % len(PAIRINGS)], args.seed + number)
             for number in range(args.games)]
    games += [random_game(args.seed + number) for number in range(args.random)]
    checked, problems, turns = Counter(), [], 0
    for start, turns_played in games:
        turns += len(turns_played)
        for kind, problem, ok, where in check_reports(start, turns_played):
            checked[kind] += 1
            if problem:
                problems.append('%s: %s' % (problem, where))
    print('%d games, %d turns told: %d claims checked (%s), %d '
          'contradicted' % (len(games), turns, sum(checked.values()),
                            ', '.join('%s %d' % (kind[len('words '):], count)
                                      for kind, count in sorted(
                                          checked.items())),
                            len(problems)))
    for problem in problems[:10]:
        print('  e.g. ' + problem)
    print('%.1f CPU seconds' % (time.process_time() - began))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
