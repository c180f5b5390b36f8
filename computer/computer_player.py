"""computer.py - the computer player, from a first opponent to a strong one.

The computer plays at one of the levels of levels.py, weakest first.  It
imports the rules and does no input or output: choose_turn(state, level,
rng) returns the Turn it plays.  (The game's `hint`, the turn the strongest
level would play and why, is in hints.py.)

The two weakest levels look one turn ahead with random noise.  The others
search with alpha-beta: search.py, fast, on bitboards; plain_search.py is
the same idea written plainly to be read beside a textbook (and plays with
the double-mill option, which search.py does not).  From 'hard' up, the
positions of three men against three or four are not guessed: their exact
values come from the solved endgames (endgame_values.py).  The weaker
levels are handicapped by noise, by careless turns and, the weakest, by
mills it does not see (see levels.py).
The rules decide everything else, so the computer never plays an illegal
turn.

Glossary (see board.py and rules.py for point, player, board, turn, state):
    value   how good a position is for the player to move, in hundredths of
            a man: +100 is about one man more; a won game is worth WIN less
            the turns it takes, a draw 0 (see win_values.py)
    level   one of levels.LEVELS, from 'beginner' to 'master'
"""

import random

import rules
from board import Sentence, opponent
from computer import endgame, search_root
from computer.bitboard import MAN
from computer.endgame_values import (endgame_is_near, solution_if_endgame_near,
                                     solved_values)
from computer.levels import (DEFAULT_LEVEL, LEVEL_SETTINGS, LEVELS,
                             knows_the_endgame, search_limits)
from computer.plain_search import (SearchResult, evaluate, search,
                                   terminal_value)
from computer.win_values import INFINITY

# ---------------------------------------------------------------------------
# The levels
# ---------------------------------------------------------------------------

def careless_turn(state, rng, row):
    """Return a random turn for a row.careless share of the calls, else None.

    Never when a turn wins at once (even a beginner sees that).  The levels
    that search are careless only when the other player could not close a
    mill next turn: they still see such a mill coming and block it (but
    may forget their own).  The levels that know the solved endgames are
    never careless once those are near.
    """
    if not row.careless or rng.random() >= row.careless:
        return None
    if knows_the_endgame(row) and endgame_is_near(state):
        return None
    if row.depth > 1 and rules.closable_points(state, opponent(state.to_move)):
        return None
    turns = rules.legal_turns(state)
    if any(wins_at_once(state, turn) for turn in turns):
        return None
    return rng.choice(turns)


def wins_at_once(state, turn):
    """Return True if `turn` ends the game with a win for its player."""
    result = rules.outcome(rules.next_state(state, turn))
    return result is not None and result.winner == state.to_move


def overlooked_mills(state, turns, rng, row):
    """Return the turns a level that looks one turn ahead sees: for a
    row.misses_mills share of the calls where a mill can close, only the
    turns that close none (all of them when a mill wins at once, or when
    every turn closes one)."""
    quiet = [turn for turn in turns if turn.removed is None]
    if (not row.misses_mills or not quiet or len(quiet) == len(turns)
            or rng.random() >= row.misses_mills
            or any(wins_at_once(state, turn) for turn in turns)):
        return turns
    return quiet


def one_turn_ahead(state, rng, row):
    """Return a SearchResult for a level that looks one turn ahead: a mill
    if it sees one and row.takes_mills, else the best guess with random
    0..row.noise added."""
    turns = overlooked_mills(state, rules.legal_turns(state), rng, row)
    mills = [turn for turn in turns if turn.removed is not None]
    if mills and row.takes_mills:
        return SearchResult(rng.choice(mills), MAN, 1, len(turns))
    player = state.to_move
    best_turn, best_guess = None, -INFINITY
    for turn in turns:
        after = rules.next_state(state, turn)
        result = rules.outcome(after)
        if result is not None:
            value = terminal_value(result, player, 1)
        else:
            value = -evaluate(after)
        guess = value + rng.randint(0, row.noise)
        if guess > best_guess:
            best_turn, best_guess = turn, guess
    return SearchResult(best_turn, best_guess, 1, len(turns))


def think(state, level=DEFAULT_LEVEL, rng=None, time_limit=None,
          max_depth=None):
    """Return a SearchResult: the turn the computer plays in `state` at
    `level`, its value, the depth searched and the nodes visited.

    The arguments are those of choose_turn.  Raises ValueError with a
    sentence for a level that does not exist or a game that is over.
    """
    if level not in LEVEL_SETTINGS:
        raise ValueError(Sentence('%r is not a level (%s)', level,
                                  ', '.join(LEVELS)))
    if rules.outcome(state) is not None:
        raise ValueError(Sentence('the game is over: there is no turn to '
                                  'play'))
    rng = rng or random.Random()
    row = LEVEL_SETTINGS[level]
    careless = careless_turn(state, rng, row)
    if careless is not None:
        return SearchResult(careless, 0, 0, 1)
    if row.depth <= 1:
        return one_turn_ahead(state, rng, row)
    depth, nodes, seconds = search_limits(state, row, time_limit, max_depth)
    solution = None
    if knows_the_endgame(row) and state.options.flying:
        endgame.start_solving()      # returns at once; done in the background
        solution = solution_if_endgame_near(state)
    if not search_root.is_searchable(state):
        return search(state, depth, rng, max_nodes=nodes, time_limit=seconds,
                      solution=solution)
    exact_value = None if solution is None else solved_values(solution)
    return SearchResult(*search_root.search(
        state, depth, rng, nodes, seconds, exact_value, row.noise))


def choose_turn(state, level=DEFAULT_LEVEL, rng=None, time_limit=None,
                max_depth=None):
    """Return the Turn the computer plays in `state` at `level`.

    `rng` (a random.Random) breaks ties between equally good turns: the
    same seed gives the same choice.  `time_limit` (seconds) replaces the
    level's node budget with the clock; `max_depth` caps the search depth
    (tests use it for quick, repeatable searches).  The game must not be
    over.  The turn is always one of rules.legal_turns(state).
    """
    return think(state, level, rng, time_limit, max_depth).turn


def may_think_long(state, level=DEFAULT_LEVEL):
    """Return True if the computer may think for more than a moment before
    its turn in `state` at `level`: a slow level, or a level that knows the
    endgames near one while their solution (a second to load) is not
    ready."""
    row = LEVEL_SETTINGS[level]
    return row.slow or (knows_the_endgame(row) and endgame_is_near(state)
                        and not endgame.solution_is_ready())


def accepts_draw(state):
    """Return True if the computer agrees to a draw offered by the player to
    move in `state`: it accepts when it does not think it is ahead."""
    return evaluate(state) >= 0     # the value is for the one who offers
