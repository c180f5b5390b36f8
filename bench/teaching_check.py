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
The deeper look is this script's own, not the game's: the solved
endgames where they know the position (computer/endgame.py), else the
fast search CHECK_DEPTH turns deep (at most CHECK_NODES positions), and
the rules for what the board shows at once.  A claim is contradicted when:
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
import functools
import os
import random
import re
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from computer import (computer_player, endgame,  # noqa: E402  (after the path)
                      endgame_positions, search_root)
from computer.endgame_values import endgame_value  # noqa: E402
from computer.win_values import WIN, WIN_LIMIT  # noqa: E402
from teaching import (deeper, endgame_advice, hints, lessons,  # noqa: E402
                      mistake_puzzles, puzzles, review)
from words import catalogue  # noqa: E402
import limit_checks  # noqa: E402
import words_check  # noqa: E402
import rules  # noqa: E402
from board import MILLS, PLAYER_NAMES, opponent  # noqa: E402

# The games: White's level and Black's, in turn.
PAIRINGS = [('beginner', 'medium'), ('easy', 'tricky'), ('medium', 'medium'),
            ('casual', 'hard'), ('tricky', 'beginner'), ('hard', 'easy')]

# The deeper look: deeper than the review's own check (10 turns, at most
# 300,000 positions).
CHECK_DEPTH = 12
CHECK_NODES = 1200000
QUICK_CHECK_NODES = 100000      # --quick: the size a test runs, not a figure
# The most turns (plies) a claim about the next turns is searched to the end.
FORCED_PLIES = 3
# A review verdict says at least "about a man": the deeper look must find
# the turn played worse by at least half of one.  An answer the judge of a
# mistake puzzle does not call better must not be better by a whole man.
HALF_A_MAN = 50
A_MAN = 100
# Words a student does not know, or that say nothing.
WORDLESS = ('free steps', 'the computer found looking ahead',
            'would play this whole turn', 'the expected turns')


# ---------------------------------------------------------------------------
# The deeper look
# ---------------------------------------------------------------------------

def exact_after(state, turn):
    """Return the exact value of `turn` for the player to move, or None:
    the end of the game, or the solved endgame's value after it."""
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:
        if result.winner is None:
            return 0
        return WIN - 1 if result.winner == state.to_move else -(WIN - 1)
    if not endgame_positions.is_solved(after) or len(
            set(after.history)) < len(after.history):
        return None
    value = endgame_value(endgame.solution(), after, 1)
    return None if value is None else -value


@functools.lru_cache(maxsize=4096)
def deep_value(state, turn):
    """Return the value of `turn` for the player to move by the deeper look:
    exact where it can be, else searched CHECK_DEPTH turns deep (each once:
    a mistake's turns are asked again by its puzzle's answers)."""
    exact = exact_after(state, turn)
    if exact is not None:
        return exact
    after = rules.next_state(state, turn)
    if not search_root.is_searchable(after):
        found = computer_player.think(after, 'master', random.Random(0),
                                      max_depth=CHECK_DEPTH - 1)
        value = found.value
    else:
        value = search_root.search(after, CHECK_DEPTH - 1, random.Random(0),
                                   CHECK_NODES, None)[1]
    if value > WIN_LIMIT:
        return -(value - 1)
    if value < -WIN_LIMIT:
        return -(value + 1)
    return -value


def forced_mill(state, player, plies):
    """Return True if `player` closes a mill within `plies` turns from
    `state` whatever the other player does (searched to the end)."""
    if plies <= 0 or rules.outcome(state) is not None:
        return False
    turns = rules.legal_turns(state)
    if state.to_move == player:
        return any(turn.removed is not None or forced_mill(
            rules.next_state(state, turn), player, plies - 1)
            for turn in turns)
    return all(forced_mill(rules.next_state(state, turn), player, plies - 1)
               for turn in turns)


def closable_mills(state, player):
    """Return the mills `player` could close next turn in `state`."""
    points = rules.closable_points(state, player)
    return [mill for mill in MILLS for point in points if point in mill
            and all(state.board[p] == player for p in mill if p != point)]


def mill_text(mill):
    """Return a mill as the game writes it: '3-4-5'."""
    return '-'.join(str(point) for point in mill)


# ---------------------------------------------------------------------------
# The checks of one reason
# ---------------------------------------------------------------------------

def turns_in(words):
    """Return the number in 'within 2 of Black's turns' (1 for 'next')."""
    found = re.search(r'within (\d+) of', words)
    return int(found.group(1)) if found else 1


def could_close(state, turn):
    """Return the mills (as text) the man `turn` removes could have closed
    on the opponent's next turn, had it stayed."""
    other = opponent(state.to_move)
    after = rules.next_state(state, turn)
    board = list(after.board)
    board[turn.removed] = other
    try:
        kept = rules.set_up_state(tuple(board), after.in_hand, other,
                                  state.options)
    except ValueError:
        return []
    return [mill_text(mill) for mill in closable_mills(kept, other)
            if turn.removed in mill]


def losing_count(state, turn):
    """Return (how many, of how many) other turns than `turn` let the
    opponent close a mill at once, as text."""
    other = opponent(state.to_move)
    others = [t for t in rules.legal_turns(state) if t != turn]
    losing = [t for t in others if rules.outcome(rules.next_state(
        state, t)) is None and rules.closable_points(rules.next_state(
            state, t), other)]
    return str(len(losing)), str(len(others))


def check_reason(state, turn, reason):
    """Return (kind, problem or None, checked) for a reason of `turn`."""
    player, other = state.to_move, opponent(state.to_move)
    after = rules.next_state(state, turn)
    over = rules.outcome(after) is not None
    given = [] if over else closable_mills(after, other)
    other_name = PLAYER_NAMES[other]
    told = any(words % other_name in reason for words in (
        'lets %s close a mill', '%s closes a mill', '%s can close a mill'))
    if given and not told:
        return 'reason', 'hides that %s can close %s next turn' % (
            other_name, mill_text(given[0])), True
    if given and re.search(r'threat|running mill', reason):
        return 'reason', 'praises a threat while %s closes a mill first' \
            % other_name, True
    blocked = re.match(r"blocks %s's mill on ([\d-]+)" % other_name, reason)
    if blocked and turn.target not in rules.closable_points(state, other):
        return 'reason', 'blocks no mill', True
    threat = re.search(r'threatens to close a mill on (\d+)', reason)
    if threat and int(threat.group(1)) not in rules.closable_points(
            after, player):
        return 'reason', 'threatens no mill there', True
    could = re.search(r'which could close a mill on ([\d-]+)', reason)
    if could and could.group(1) not in could_close(state, turn):
        return 'reason', 'the removed man could close no such mill', True
    avoided = re.search(r'after (\d+) of the other (\d+) turns \w+ could '
                        r'close a mill at once', reason)
    if avoided and avoided.groups() != losing_count(state, turn):
        return 'reason', 'not so many turns let a mill close', True
    if 'a man given up' in reason:
        return check_man_given(state, turn)
    verdict = re.search(r'the solved endgame: (\w+) wins in (\d+) turns',
                        reason)
    drawn = 'the solved endgame: a draw' in reason
    if verdict or drawn:
        return check_endgame_words(state, turn, verdict, drawn)
    for pattern, who in LINE_CLAIMS:
        if re.search(pattern, reason):
            return check_line_claim(state, turn, reason, who)
    return 'reason', None, True


def check_man_given(state, turn):
    """Return (kind, problem, checked) for a turn said to give a man up
    for a win the computer proves: the deeper look must find it a win."""
    if deep_value(state, turn) > WIN_LIMIT:
        return 'reason', None, True
    return 'reason', 'gives a man up for no forced win', True


# An earlier version's claims about the line the search expected:
# (pattern, what is claimed: a mill of the opponent's 'stopped', the
# player's 'own' mill after the best reply, the 'other''s mill whatever the
# player does, or an 'example' of the other turns).
LINE_CLAIMS = (
    (r"^stops \w+'s plan: otherwise", 'stopped'),
    (r'^prepares a mill:', 'own'),
    (r'^limits the damage:', 'other'),
    (r'^avoids losing a man: \d+ of the other', 'example'),
)


def check_line_claim(state, turn, reason, who):
    """Return (kind, problem, checked) for a claim about the next turns,
    searched to the end where it is FORCED_PLIES turns or fewer."""
    player, other = state.to_move, opponent(state.to_move)
    after = rules.next_state(state, turn)
    within = turns_in(reason.split(';')[0])
    if who == 'own':                # one best reply, then the mill
        if "best reply" not in reason or rules.outcome(after) is not None:
            return 'reason', None, False
        reply = search_root.search(after, CHECK_DEPTH - 1, random.Random(0),
                                   CHECK_NODES, None)[0]
        if not rules.closable_points(rules.next_state(after, reply), player):
            return 'reason', 'after the best reply by the deeper look there ' \
                'is no mill to close', True
        return 'reason', None, True
    plies = 2 * within - 1
    if plies > FORCED_PLIES:
        return 'reason', None, False
    if who == 'other':
        if not forced_mill(after, other, plies):
            return 'reason', 'the damage can be avoided', True
        return 'reason', None, True
    if who == 'stopped':
        try:
            passed = rules.set_up_state(state.board, state.in_hand, other,
                                        state.options)
        except ValueError:
            return 'reason', None, False
        if not forced_mill(passed, other, plies):
            return 'reason', 'there was no mill to stop', True
        return 'reason', None, True
    return 'reason', None, False


def check_endgame_words(state, turn, verdict, drawn):
    """Return (kind, problem, checked) for a solved endgame's verdict."""
    value = exact_after(state, turn)
    if value is None:
        return 'endgame value', 'the table does not know it', True
    if drawn:
        return 'endgame value', (None if value == 0 else 'not a draw'), True
    winner, turns = verdict.group(1), int(verdict.group(2))
    mover_wins = winner == PLAYER_NAMES[state.to_move]
    right = (value > WIN_LIMIT if mover_wins else value < -WIN_LIMIT) and \
        WIN - abs(value) == turns
    return 'endgame value', (None if right else 'the table says otherwise'), \
        True


# ---------------------------------------------------------------------------
# The checks of a review
# ---------------------------------------------------------------------------

def check_mistake(mistake):
    """Return [(kind, problem or None, checked)] for one mistake."""
    state = mistake.before
    played = deep_value(state, mistake.played)
    better = deep_value(state, mistake.better)
    text = review.mistake_text(mistake)
    results = [('better turn', None if better > played else
                'the deeper look finds it no better (%d, played %d)'
                % (better, played), True)]
    problem = None
    if played > WIN_LIMIT:
        problem = 'the turn played keeps a forced win'
    elif played == 0 and exact_after(state, mistake.played) == 0 and \
            better <= 0:
        problem = 'the turn played keeps a solved draw'
    elif ('whole result' in text or 'misses a forced win' in text) and not (
            better > WIN_LIMIT or played < -WIN_LIMIT):
        problem = 'no result is lost by the deeper look'
    elif 'loses by force' in text and not played < -WIN_LIMIT:
        problem = 'the turn played loses no game by force'
    elif better - played < HALF_A_MAN:
        problem = 'the deeper look finds it worse by only %d' % (
            better - played)
    results.append(('review verdict', problem, True))
    results.append(check_reason(state, mistake.better, mistake.why))
    if mistake.what_follows:
        results.append(check_follows(state, mistake.played,
                                     mistake.what_follows))
    return results


def check_answers(mistake, count, rng):
    """Return [(kind, problem or None, checked)] for the judge's verdicts
    on `count` random legal turns of `mistake` set as a puzzle (none if the
    puzzles leave it out)."""
    found = mistake_puzzles.confirmed_puzzles([mistake])
    if not found:
        return []
    state = mistake.before
    played = deep_value(state, mistake.played)
    turns = [turn for turn in rules.legal_turns(state)
             if turn != mistake.played]
    results = []
    for turn in rng.sample(turns, min(count, len(turns))):
        verdict = mistake_puzzles.judge(found[0], turn)
        gain = deep_value(state, turn) - played
        if verdict.better and gain < HALF_A_MAN:
            problem = 'called better, and the deeper look finds it better ' \
                'by only %d' % gain
        elif verdict.perhaps and gain <= -A_MAN:
            problem = 'called perhaps better, and the deeper look finds it ' \
                'worse by %d' % -gain
        elif not (verdict.better or verdict.perhaps) and gain >= A_MAN:
            problem = 'not called better, and the deeper look finds it ' \
                'better by %d' % gain
        else:
            problem = None
        results.append(('puzzle answer', problem, True))
    return results


def check_follows(state, played, words):
    """Return (kind, problem, checked) for what the review says follows."""
    other = opponent(state.to_move)
    after = rules.next_state(state, played)
    plies = 1 if 'next turn' in words or 'at once' in words else \
        2 * turns_in(words) - 1
    if plies > FORCED_PLIES:
        return 'review verdict', None, False
    if not forced_mill(after, other, plies):
        return 'review verdict', 'what follows can be avoided', True
    return 'review verdict', None, True


def check_verdict_words(mistake):
    """Return (kind, problem, checked) for what a verdict may say at all:
    'worse by N men' counts no more men than the player has; where the
    table knows one of the two turns, only results tell them apart (no
    guess of so many men); and where every turn lets the opponent close a
    mill, the verdict proves a result or the better turn closes a mill
    first."""
    state, text = mistake.before, review.mistake_text(mistake)
    men = re.search(r'worse by about (\d+) men', text)
    if men and int(men.group(1)) > rules.men_left(state, state.to_move):
        return 'review verdict', 'counts more men than the player has', True
    exact = [exact_after(state, turn)
             for turn in (mistake.better, mistake.played)]
    guessed = 'the position gets worse by about' in text
    if guessed and any(value is not None for value in exact):
        return 'review verdict', 'a guess of men where the table knows a ' \
            'turn (%s)' % exact, True
    if guessed and 'as every turn here does' in text and not (
            mistake.better.removed is not None
            and mistake.played.removed is None):
        return 'review verdict', 'a mistake where every turn gives a mill', \
            True
    return 'review verdict', None, True


def check_review_puzzle(mistake):
    """Return [(kind, problem, checked)] for the puzzle made from a mistake:
    its task names the whole turn played (the man removed too), its answer
    is the better turn of the review, and its judge calls that turn better
    (or perhaps better), as the review does."""
    found = mistake_puzzles.confirmed_puzzles([mistake])
    if not found:
        return []
    puzzle, played = found[0], mistake.played
    task = mistake_puzzles.task_text(puzzle)
    named = task.split('Find a better turn than ')[-1]
    points = [point for point in (played.source, played.target,
                                  played.removed, played.second_removed)
              if point is not None]
    problem = None
    if re.findall(r'\d+', named) != [str(point) for point in points]:
        problem = 'the task names %r for the turn played %s' % (named,
                                                                 played)
    elif puzzle.best != mistake.better:
        problem = 'the answer is not the better turn of the review'
    else:
        verdict = mistake_puzzles.judge(puzzle, mistake.better)
        if not (verdict.better or verdict.perhaps):
            problem = 'the judge does not call the better turn of the ' \
                'review better: %s' % verdict.sentence
    return [('review puzzle', problem, True)]


# ---------------------------------------------------------------------------
# The checks of the lesson
# ---------------------------------------------------------------------------

def check_lesson():
    """Return [(kind, problem, checked, where)]: the hint at each step of
    the lesson that asks for something must be a turn the step accepts."""
    results = []
    for number, step in enumerate(lessons.LESSON, 1):
        if step.goal is lessons.any_turn:
            continue
        state = lessons.step_state(step)
        hint, unused = hints.suggest_turn(state)
        answer = lessons.judge_answer(step, hint)
        problem = None if answer.correct else 'the hint %s is not the ' \
            'step\'s answer: %s' % (hint, answer.sentence)
        results.append(('lesson hint', problem, True,
                        'step %d (%s)' % (number, step.title)))
    return results


# ---------------------------------------------------------------------------
# The checks of a puzzle
# ---------------------------------------------------------------------------

def check_puzzle(puzzle):
    """Return (kind, problem, checked) for a puzzle and its answer line."""
    solution = endgame.solution()
    value, distance = solution.value_of_state(puzzle.state)
    if value != endgame.WON or distance != puzzle.turns_to_win:
        return 'puzzle', 'the task is not the table\'s', True
    if puzzles.puzzle_title(puzzle).split()[-2] != str(distance):
        return 'puzzle', 'the title is not the table\'s', True
    state = puzzle.state
    for turn in puzzles.solution_line(puzzle):
        values = [endgame.value_after_turn(solution, state, other)
                  for other in rules.legal_turns(state)]
        best = max(values, key=endgame.preference)
        if endgame.preference(endgame.value_after_turn(
                solution, state, turn)) != endgame.preference(best):
            return 'puzzle', 'a turn of the answer is not the best', True
        state = rules.next_state(state, turn)
    result = rules.outcome(state)
    if result is None or result.winner != puzzle.state.to_move or \
            state.turns_played - puzzle.state.turns_played != distance:
        return 'puzzle', 'the answer does not win in %d turns' % distance, \
            True
    return 'puzzle', None, True


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
        tally.words(review.mistake_text(mistake))
        for result in (check_mistake(mistake)
                       + [check_verdict_words(mistake)]
                       + check_review_puzzle(mistake)
                       + check_answers(mistake, answers, rng)):
            tally.add(*result, where='%s %s' % (
                label, review.mistake_text(mistake)))


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
        global CHECK_NODES
        args.games, args.turns, args.hints_every, args.puzzles = 1, 16, 4, 1
        args.answers, CHECK_NODES = 1, QUICK_CHECK_NODES
        args.near_limit = 4
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
