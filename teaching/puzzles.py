"""puzzles.py - puzzles from the solved endgame ("White to move: win in 3
turns").

Every puzzle is a position of three men against three (flying on) where the
player to move wins with best play, found in the solution of endgame.py.
Finding them takes seconds (the endgame must be solved first), so they are
found once, by bench/make_puzzles.py, and shipped in data/puzzles.txt: a
set starts at once, and the solve the judge needs runs while the student
looks at the first board.  The student plays the winning side against the
perfect defence (the turn that holds out longest).  A seed gives the same
set again; the difficulty is the number of turns the win takes (turns of
both players, as the solved endgame counts them).  Nothing here prints or
asks: the functions return puzzles, judgements, turns and text.

The draw rules are left out of the judgements, as in the solution: a
forced win never repeats a position, so they only matter when the student
wanders (the game's rules.outcome still ends such a game as usual).
"""

import os
import random
from collections import namedtuple

import rules
from board import PLAYERS, board_from_string, board_to_string, opponent
from computer import endgame
from words import texts, turn_problems
from words.catalogue import Np_, _, n_, p_, sentence_words

# DIFFICULTIES[name]: the lengths of the wins of that level, in turns of both
# players.  The solved endgame has wins of every odd length from 1 to 25.
# The names are typed (--difficulty) in English; difficulty_name shows one
# in the player's language.
DIFFICULTIES = {
    Np_('difficulty', 'easy'): (1, 3),
    Np_('difficulty', 'medium'): (5, 7),
    Np_('difficulty', 'hard'): (9, 11, 13, 15, 17, 19, 21, 23, 25),
}

# The most puzzles in one set: every length of win has PER_LENGTH puzzles
# in the file, so a set this large always finds enough different ones.
MOST_PUZZLES = 20

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

# The longest line of best play (in turns of both players) that an answer
# shows in full; a longer one shows only its first turn.
LONGEST_LINE_SHOWN = 5
# The lines of best play found so far, by the puzzle's position (a
# rules.State): a sheet and its answers, or a puzzle and the answer shown
# when it is given up, play each line out once.
LINES = {}

# The shipped puzzles: the file, how many puzzles of each length of win it
# holds, and the seed bench/make_puzzles.py finds them with.
PUZZLE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           os.pardir, 'data', 'puzzles.txt')
PER_LENGTH = 30
FILE_SEED = 1

# The first lines of the file.
FILE_HEADER = """\
# Puzzles of three men against three, both flying: made by
# bench/make_puzzles.py from the solved endgame; do not edit by hand.
# One a line: the turns the win takes, the player to move, the board
# (points 0-23 row by row, as board.board_from_string reads it).
"""


def difficulty_name(difficulty):
    """Return the name of `difficulty` (a key of DIFFICULTIES) in the
    language in use."""
    return p_('difficulty', difficulty)


def puzzle_title(puzzle):
    """Return the task of a puzzle: 'White to move: win in 3 turns'."""
    return n_('%(player)s to move: win in %(turns)d turn',
              '%(player)s to move: win in %(turns)d turns',
              puzzle.turns_to_win) % {
        'player': texts.colour_name(puzzle.state.to_move),
        'turns': puzzle.turns_to_win}


def make_puzzles(seed, difficulty='easy', count=6, store=None):
    """Return `count` Puzzles of `difficulty` (a key of DIFFICULTIES), the
    same for the same seed, from `store` (a list of Puzzles; by default the
    shipped ones).  Raises ValueError for a difficulty or a count that
    cannot be."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(_('%(difficulty)r is not a difficulty '
                           '(%(difficulties)s)')
                         % {'difficulty': difficulty,
                            'difficulties': ', '.join(sorted(DIFFICULTIES))})
    if not 1 <= count <= MOST_PUZZLES:
        raise ValueError(_('a set has 1 to %(most)d puzzles, not %(count)r')
                         % {'most': MOST_PUZZLES, 'count': count})
    left = {length: [puzzle for puzzle in store or shipped_puzzles()
                     if puzzle.turns_to_win == length]
            for length in DIFFICULTIES[difficulty]}
    rng = random.Random(seed)
    chosen = []
    while len(chosen) < count:
        length = rng.choice(sorted(length for length in left if left[length]))
        chosen.append(left[length].pop(rng.randrange(len(left[length]))))
    return chosen


# ---------------------------------------------------------------------------
# The shipped puzzles: found once from the solved endgame, kept in a file
# ---------------------------------------------------------------------------

def find_puzzles(solution, seed=FILE_SEED, per_length=PER_LENGTH):
    """Return `per_length` Puzzles of every length of win in DIFFICULTIES,
    shortest first, all on different boards, drawn at random (from `seed`)
    from the solved endgame: what data/puzzles.txt holds (seconds)."""
    rng = random.Random(seed)
    found, boards = [], set()
    for length in sorted(set().union(*DIFFICULTIES.values())):
        families = solution.families_with(endgame.WON, length)
        of_length = 0
        while of_length < per_length:
            state = endgame.sample_states(solution, families, 1, rng)[0]
            if state.board not in boards:
                boards.add(state.board)
                found.append(Puzzle(state, length))
                of_length += 1
    return found


def puzzle_file_text(found):
    """Return the text of a file of puzzles: FILE_HEADER, then one line a
    puzzle, '3 W .W./B../...': the length, the player, the board."""
    return FILE_HEADER + ''.join(
        '%d %s %s\n' % (puzzle.turns_to_win, puzzle.state.to_move,
                        board_to_string(puzzle.state.board))
        for puzzle in found)


def read_puzzle_file(text):
    """Return the Puzzles of the text of a file of puzzles.  Raises
    ValueError for a line that is not a puzzle of three men against
    three."""
    found = []
    for line in text.splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        length, player, board = line.split()
        board = board_from_string(board)
        if player not in PLAYERS or any(board.count(colour) != 3
                                        for colour in PLAYERS):
            raise ValueError(_('%r is not a puzzle of three men against '
                               'three') % line)
        found.append(Puzzle(rules.set_up_state(board, (0, 0), player),
                            int(length)))
    return found


# The shipped puzzles, once read.
_shipped = []


def shipped_puzzles():
    """Return the Puzzles of data/puzzles.txt (read once); if that file is
    missing or damaged, find them again from the solved endgame (seconds)."""
    if not _shipped:
        try:
            with open(PUZZLE_FILE, encoding='utf-8') as file:
                _shipped.extend(read_puzzle_file(file.read()))
        except (OSError, ValueError):
            del _shipped[:]
            _shipped.extend(find_puzzles(endgame.solution()))
    return _shipped


def turns_by_value(solution, state):
    """Return [(turn, (value, distance))] for every legal turn of `state`,
    the best for the player to move first."""
    valued = [(turn, endgame.value_after_turn(solution, state, turn))
              for turn in rules.legal_turns(state)]
    valued.sort(key=lambda item: endgame.preference(item[1]), reverse=True)
    return valued


def best_turns(solution, state):
    """Return every turn of `state` as good as the best one, by the
    solution's values."""
    valued = turns_by_value(solution, state)
    return [turn for turn, value in valued if value == valued[0][1]]


def best_turn(state, solution=None):
    """Return the turn the solution plays in `state`: the fastest win, the
    draw, or the longest resistance (the perfect defence).  Among losses
    equally long the defence takes the one that leaves the winner the
    fewest turns that keep the fastest win (it blocks a mill, say, rather
    than fly anywhere), so the winner has to find one of those few."""
    solution = solution or endgame.solution()
    longest = best_turns(solution, state)
    if solution.value_of_state(state)[0] != endgame.LOST:
        return longest[0]
    return min(longest, key=lambda turn: len(best_turns(
        solution, rules.next_state(state, turn))))


def judge_turn(state, turn, solution=None):
    """Return a Judgement of the student's `turn` in `state`, a position
    of a puzzle the student (to move) should win."""
    solution = solution or endgame.solution()
    try:
        turn = rules.as_turn(turn)
    except rules.IllegalTurn as error:
        return Judgement(ILLEGAL, sentence_words(error), 0)
    if turn not in rules.legal_turns(state):
        why = turn_problems.explain_illegal_turn(state, turn)
        return Judgement(ILLEGAL, why, 0)
    best_value, best_distance = solution.value_of_state(state)
    value, distance = endgame.value_after_turn(solution, state, turn)
    other = texts.colour_name(opponent(state.to_move))
    if value == endgame.DRAWN:
        return Judgement(DRAW, _('the position is now a draw: %s can hold '
                                 'it with best play') % other, 0)
    if value == endgame.LOST:
        return Judgement(LOSS, n_(
            'the position is now lost: %(winner)s wins in %(turns)d turn '
            'with best play',
            'the position is now lost: %(winner)s wins in %(turns)d turns '
            'with best play', distance - 1)
            % {'winner': other, 'turns': distance - 1}, 0)
    if distance == 1:
        return Judgement(FASTEST, _('that closes a mill and wins'), 0)
    left = distance - 1
    if best_value == endgame.WON and best_distance == 1:
        return Judgement(SLOWER, n_(
            'that keeps the win, but a mill closed now would have won at '
            'once; it now takes %(left)d turn more',
            'that keeps the win, but a mill closed now would have won at '
            'once; it now takes %(left)d turns more', left)
            % {'left': left}, left)
    if best_value == endgame.WON and distance > best_distance:
        return Judgement(SLOWER, n_(
            'that keeps the win, but it now takes %(left)d turn more '
            'instead of %(best)d',
            'that keeps the win, but it now takes %(left)d turns more '
            'instead of %(best)d', left)
            % {'left': left, 'best': best_distance - 1}, left)
    return Judgement(FASTEST, n_(
        'right: that keeps the win, %d turn more with best play',
        'right: that keeps the win, %d turns more with best play', left)
        % left, left)


def answer_text(state, solution=None):
    """Return the answer of a puzzle's position (the player to move wins):
    the winning turn, and the whole line of best play when it is short."""
    solution = solution or endgame.solution()
    puzzle = Puzzle(state, solution.value_of_state(state)[1])
    line = solution_line(puzzle, solution)
    if len(line) <= LONGEST_LINE_SHOWN:
        return _('The answer, with best play on both sides: %s.') % (
            line_text(puzzle, line))
    left = puzzle.turns_to_win - 1
    return n_('The answer: %(turn)s; the win then takes %(left)d turn more '
              'with best play.',
              'The answer: %(turn)s; the win then takes %(left)d turns more '
              'with best play.', left) % {
        'turn': line_text(puzzle, line[:1]), 'left': left}


def solution_line(puzzle, solution=None):
    """Return the turns of the puzzle played out by the solution on both
    sides: the fastest win against the longest resistance (each puzzle's
    line played out once by the game's own solution: see LINES)."""
    solution = solution or endgame.solution()
    if solution is not endgame.solution():
        return played_out(puzzle.state, solution)
    if puzzle.state not in LINES:
        LINES[puzzle.state] = played_out(puzzle.state, solution)
    return list(LINES[puzzle.state])


def played_out(state, solution):
    """Return the turns from `state` to the end of the game, the solution
    playing both sides (see best_turn)."""
    turns = []
    while rules.outcome(state) is None:
        turn = best_turn(state, solution)
        turns.append(turn)
        state = rules.next_state(state, turn)
    return turns


def line_text(puzzle, turns):
    """Return the turns of a line in words: 'White moves 3 to 4, Black ...'."""
    state, words = puzzle.state, []
    for turn in turns:
        words.append(_('%(player)s %(turn)s') % {
            'player': texts.colour_name(state.to_move),
            'turn': texts.describe_turn(state, turn, 'brief')})
        state = rules.next_state(state, turn)
    return ', '.join(words)
