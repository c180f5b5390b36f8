"""bench/claim_checks.py - each kind of claim the game teaches, checked by
the deeper look of bench/deep_look.py: a hint's reason, a solved endgame's
verdict, a review's mistake, its puzzle and the judge of its answers, the
lesson's steps against the hints, and a puzzle's answer line.  Each check
returns (kind, problem or None, checked); bench/teaching_check.py counts
them.
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from computer import endgame  # noqa: E402  (after the path)
from computer.win_values import WIN, WIN_LIMIT  # noqa: E402
from teaching import (hints, lessons, mistake_puzzles,  # noqa: E402
                      puzzles, review_words)
import rules  # noqa: E402
from board import PLAYER_NAMES, opponent  # noqa: E402
from deep_look import (A_MAN, FORCED_PLIES, HALF_A_MAN,  # noqa: E402
                       best_reply, closable_mills, deep_value, exact_after,
                       forced_mill, mill_text, turns_in)


# ---------------------------------------------------------------------------
# The checks of one reason
# ---------------------------------------------------------------------------

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
        reply = best_reply(after)
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
    text = review_words.mistake_text(mistake)
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
    state, text = mistake.before, review_words.mistake_text(mistake)
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
