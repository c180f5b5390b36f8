"""puzzles.py - puzzles from the solved endgame ("White to move: win in 3
turns").

Every puzzle is a position of three men against three (flying on) where the
player to move wins with best play, found in the solution of endgame.py.
The student plays the winning side against the perfect defence (the turn
that holds out longest).  A seed gives the same set again; the difficulty
is the number of turns the win takes (turns of both players, as the solved
endgame counts them).  Nothing here prints or asks: the functions return
puzzles, judgements, turns and text.

The draw rules are left out of the judgements, as in the solution: a
forced win never repeats a position, so they only matter when the student
wanders (the game's rules.outcome still ends such a game as usual).
"""

import random
from collections import namedtuple

import rules
from board import PLAYER_NAMES, opponent
from computer import endgame
from words import english, texts, turn_problems

# DIFFICULTIES[name]: the lengths of the wins of that level, in turns of both
# players.  The solved endgame has wins of every odd length from 1 to 25.
DIFFICULTIES = {
    'easy': (1, 3),
    'medium': (5, 7),
    'hard': (9, 11, 13, 15, 17, 19, 21, 23, 25),
}

# The most puzzles in one set: every difficulty has thousands of positions,
# so a set this large always finds enough different ones.
MOST_PUZZLES = 100

# A puzzle: the position (a rules.State, the winner to move) and the length
# of the win with best play, in turns of both players.
Puzzle = namedtuple('Puzzle', 'state turns_to_win')

# The judgement of a student's turn: `kind` is FASTEST (keeps the win by the
# fastest way), SLOWER (keeps the win, but it takes longer), DRAW, LOSS or
# ILLEGAL; `sentence` says so in words; `turns_to_win` is the length of the
# win that is left (0 when it is no longer a win or the game is won).
Judgement = namedtuple('Judgement', 'kind sentence turns_to_win')
FASTEST, SLOWER, DRAW, LOSS, ILLEGAL = ('fastest', 'slower', 'draw', 'loss',
                                        'illegal')


def puzzle_title(puzzle):
    """Return the task of a puzzle: 'White to move: win in 3 turns'."""
    return '%s to move: win in %s' % (
        PLAYER_NAMES[puzzle.state.to_move],
        english.plural(puzzle.turns_to_win, 'turn'))


def make_puzzles(seed, difficulty='easy', count=6, solution=None):
    """Return `count` Puzzles of `difficulty` (a key of DIFFICULTIES), the
    same for the same seed.  Solves the endgame first if needed (seconds).
    Raises ValueError for a difficulty or a count that cannot be."""
    if difficulty not in DIFFICULTIES:
        raise ValueError('%r is not a difficulty (%s)'
                         % (difficulty, ', '.join(sorted(DIFFICULTIES))))
    if not 1 <= count <= MOST_PUZZLES:
        raise ValueError('a set has 1 to %d puzzles, not %r'
                         % (MOST_PUZZLES, count))
    solution = solution or endgame.solution()
    rng = random.Random(seed)
    families = {}
    puzzles = []
    while len(puzzles) < count:
        length = rng.choice(DIFFICULTIES[difficulty])
        if length not in families:
            families[length] = solution.families_with(endgame.WON, length)
        state = endgame.sample_states(solution, families[length], 1, rng)[0]
        if all(state.board != known.state.board for known in puzzles):
            puzzles.append(Puzzle(state, length))
    return puzzles


def turns_by_value(solution, state):
    """Return [(turn, (value, distance))] for every legal turn of `state`,
    the best for the player to move first."""
    valued = [(turn, endgame.value_after_turn(solution, state, turn))
              for turn in rules.legal_turns(state)]
    valued.sort(key=lambda item: endgame.preference(item[1]), reverse=True)
    return valued


def best_turn(state, solution=None):
    """Return the turn the solution plays in `state`: the fastest win, the
    draw, or the longest resistance (the perfect defence)."""
    return turns_by_value(solution or endgame.solution(), state)[0][0]


def judge_turn(state, turn, solution=None):
    """Return a Judgement of the student's `turn` in `state`, a position
    of a puzzle the student (to move) should win."""
    solution = solution or endgame.solution()
    try:
        turn = rules.as_turn(turn)
    except rules.IllegalTurn as error:
        return Judgement(ILLEGAL, str(error), 0)
    if turn not in rules.legal_turns(state):
        why = turn_problems.explain_illegal_turn(state, turn)
        return Judgement(ILLEGAL, why, 0)
    best_value, best_distance = solution.value_of_state(state)
    value, distance = endgame.value_after_turn(solution, state, turn)
    other = PLAYER_NAMES[opponent(state.to_move)]
    if value == endgame.DRAWN:
        return Judgement(DRAW, 'the position is now a draw: %s can hold it '
                         'with best play' % other, 0)
    if value == endgame.LOST:
        return Judgement(LOSS, 'the position is now lost: %s wins in %s '
                         'with best play'
                         % (other, english.plural(distance - 1, 'turn')), 0)
    if distance == 1:
        return Judgement(FASTEST, 'that closes a mill and wins', 0)
    left = distance - 1
    if best_value == endgame.WON and distance > best_distance:
        return Judgement(SLOWER, 'that keeps the win, but it now takes %s '
                         'more instead of %d' % (english.plural(left, 'turn'),
                                                 best_distance - 1), left)
    return Judgement(FASTEST, 'right: that keeps the win, %s more with best '
                     'play' % english.plural(left, 'turn'), left)


def solution_line(puzzle, solution=None):
    """Return the turns of the puzzle played out by the solution on both
    sides: the fastest win against the longest resistance."""
    solution = solution or endgame.solution()
    state, turns = puzzle.state, []
    while rules.outcome(state) is None:
        turn = best_turn(state, solution)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def line_text(puzzle, turns):
    """Return the turns of a line in words: 'White moves 3 to 4, Black ...'."""
    state, words = puzzle.state, []
    for turn in turns:
        words.append('%s %s' % (PLAYER_NAMES[state.to_move],
                                texts.describe_turn(state, turn, 'brief')))
        state = rules.next_state(state, turn)
    return ', '.join(words)

