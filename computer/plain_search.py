"""plain_search.py - the computer's search written plainly, to be read.

This is alpha-beta on the rules' own states; read it beside the alpha-beta
figure of a textbook such as AIMA, chapter 5:
  * negamax: the value of a position for the player to move is the best of
    minus the values of the positions after each legal turn (what is good
    for one player is exactly as bad for the other);
  * alpha-beta: a turn that is already known to be worse than one found
    earlier is not explored further;
  * iterative deepening: search 1 turn ahead, then 2, 3, ... until the
    node budget runs out, trying the best turn of the last round first;
  * a transposition table remembers positions already searched, so a
    position reached by two orders of the same turns is searched once;
  * at the depth limit, evaluate() guesses the value from named terms
    (men, mills, open mills, mobility, blocked men, men in hand, flying),
    after following any mill that is ready to close ("quiescence");
  * from 'hard' up, a position of three men against three or four is not
    guessed: its exact value comes from the solved endgames
    (endgame_values.py).
The levels play with search.py, the same search on bitboards with better
move ordering, reductions and extensions, and much faster (see README);
this one plays only where search.py cannot: with the double-mill option.
The rules decide everything else: legal turns come from rules.legal_turns,
the position after a turn from rules.next_state and the end of the game
(wins, and the draws by repetition and by the move limit) from
rules.outcome.  So the search never plays an illegal turn, and it knows
that a draw (value 0) is better than a loss when it is behind.

Glossary (see board.py and rules.py for point, player, board, turn, state):
    value   how good a position is for the player to move, in hundredths of
            a man: +100 is about one man more.  A won game is worth WIN less
            the number of turns it takes, so a faster win is worth more and
            a slower loss less bad.  A draw is worth 0.
    depth   how many turns the search still looks ahead
    node    one position the search visits
"""

import random
from collections import Counter, namedtuple

import rules
from board import ADJACENT, EMPTY, MILL_PARTNERS, opponent
from computer.bitboard import evaluate_men, men_of
from computer.endgame_values import endgame_value, may_repeat_a_third_time
from computer.search import QUIESCENCE_DEPTH
from computer.search_budget import Budget, OutOfBudget
from computer.win_values import INFINITY, WIN, WIN_LIMIT, from_table, to_table

# ---------------------------------------------------------------------------
# The evaluation (its named terms are in bitboard.py)
# ---------------------------------------------------------------------------

def evaluate(state):
    """Return the guessed value of `state` for the player to move: that
    player's terms minus the other player's (see bitboard.evaluate_men)."""
    player = state.to_move
    other = opponent(player)
    return evaluate_men(men_of(state.board, player),
                        men_of(state.board, other),
                        rules.men_in_hand(state, player),
                        rules.men_in_hand(state, other), state.options.flying)


def terminal_value(result, player, ply):
    """Return the value of a finished game for `player`, `ply` turns from
    the root.

    A win is worth WIN less the turns to it; a loss minus that; a draw 0.
    """
    if result.winner is None:
        return 0
    if result.winner == player:
        return WIN - ply
    return -(WIN - ply)


# ---------------------------------------------------------------------------
# Move ordering
# ---------------------------------------------------------------------------

# The search tries turns with a higher priority first.
PRIORITY_BEST = 1000       # the best turn of the last, shallower search
PRIORITY_MILL = 100        # the turn closes a mill
PRIORITY_BLOCK = 50        # the turn stands on the point where the opponent
                           # would close a mill
PRIORITY_THREAT = 10       # the turn makes an open mill

def mill_turns(state):
    """Return the legal turns of the player to move that close a mill."""
    if not rules.closable_points(state, state.to_move):
        return []           # no mill can close this turn
    return [turn for turn in rules.legal_turns(state)
            if turn.removed is not None]


def turn_priority(board, player, turn, blocks):
    """Return how early the search should try `turn` (higher goes first).

    `blocks` holds the points where the opponent could close a mill.
    """
    priority = 0
    if turn.removed is not None:
        priority += PRIORITY_MILL
        if turn.removed in blocks or any(
                board[n] == EMPTY for n in ADJACENT[turn.removed]):
            priority += 1       # take a man that could do something
    if turn.target in blocks:
        priority += PRIORITY_BLOCK
    for a, b in MILL_PARTNERS[turn.target]:
        if ((board[a] == player and b != turn.source and board[b] == EMPTY)
                or (board[b] == player and a != turn.source
                    and board[a] == EMPTY)):
            priority += PRIORITY_THREAT
            break
    return priority


def ordered_turns(state, turns, first=None):
    """Return `turns` sorted so the most promising come first.

    `first`, the best turn of an earlier search, goes before all others.
    The sort is stable: turns of equal priority keep their given order.
    """
    board = state.board
    player = state.to_move
    blocks = rules.closable_points(state, opponent(player))

    def priority(turn):
        """Return the sort key of one turn (smaller sorts first)."""
        if turn == first:
            return -PRIORITY_BEST
        return -turn_priority(board, player, turn, blocks)

    return sorted(turns, key=priority)


# ---------------------------------------------------------------------------
# The transposition table
# ---------------------------------------------------------------------------

EXACT, LOWER, UPPER = 'exact', 'lower bound', 'upper bound'

TableEntry = namedtuple('TableEntry', 'depth value bound best_turn')


def table_key(state):
    """Return the key under which `state` is kept in the transposition table.

    Two states share a key only when the rules treat them alike from here
    on: the same position, the same count toward the move limit, and the
    same earlier positions as many times each (the repetition rule counts
    them).  While placing, the earlier positions are forgotten (they can
    never come back), so a position reached by placements in another order
    is found again; and each round of iterative deepening finds the
    positions of the round before.
    """
    history = state.history
    earlier = frozenset(history)
    if len(earlier) < len(history):          # some position was repeated
        earlier = frozenset(Counter(history).items())
    return (history[-1], state.turns_without_removal, earlier)


# ---------------------------------------------------------------------------
# The search
# ---------------------------------------------------------------------------

# What search() returns: the turn, its value, the depth of the last
# complete round of iterative deepening, and the nodes visited.
SearchResult = namedtuple('SearchResult', 'turn value depth nodes')


class Searcher(Budget):
    """One search: its limits and node count (a Budget, search_budget.py)
    and its transposition table."""

    def __init__(self, max_nodes=None, time_limit=None, use_table=True,
                 solution=None):
        """Set up a search with these limits; `solution` is the solved
        endgame, or None."""
        Budget.__init__(self, max_nodes, time_limit)
        self.solution = solution
        self.use_table = use_table
        self.table = {}

    def negamax(self, state, depth, alpha, beta, ply):
        """Return the value of `state` for its player to move, searched
        `depth` turns deep with alpha-beta: exact if it lies between alpha
        and beta, else a bound on the same side of the window."""
        self.nodes += 1
        if self.nodes % 256 == 0:
            self.check_limits()
        result = rules.outcome(state)
        if result is not None:
            return terminal_value(result, state.to_move, ply)
        known = endgame_value(self.solution, state, ply)
        if known is not None and (depth <= 0
                                  or not may_repeat_a_third_time(state)):
            return known    # exact, or at the depth limit the best guess
        if depth <= 0:
            return self.quiescence(state, depth, alpha, beta, ply)
        key = table_key(state) if self.use_table else None
        value, first = self.look_up(key, depth, alpha, beta, ply)
        if value is not None:
            return value
        best_value, best_turn = -INFINITY, None
        window = (alpha, beta)
        for turn in ordered_turns(state, rules.legal_turns(state), first):
            value = -self.negamax(rules.next_state(state, turn), depth - 1,
                                  -beta, -alpha, ply + 1)
            if value > best_value:
                best_value, best_turn = value, turn
                alpha = max(alpha, value)
                if alpha >= beta:
                    break           # the opponent will not allow this line
        self.remember(key, depth, window, ply, best_value, best_turn)
        return best_value

    def look_up(self, key, depth, alpha, beta, ply):
        """Return (value, best turn) the transposition table knows of the
        position `key`: the value if it settles the search at this depth
        and window (else None), and the best turn found before (or None)."""
        entry = self.table.get(key) if self.use_table else None
        if entry is None:
            return None, None
        value = from_table(entry.value, ply)
        settled = entry.depth == depth and (
            entry.bound == EXACT
            or (entry.bound == LOWER and value >= beta)
            or (entry.bound == UPPER and value <= alpha))
        return (value if settled else None), entry.best_turn

    def remember(self, key, depth, window, ply, value, best_turn):
        """Return nothing; keep what the search found of the position `key`
        in the transposition table, with the kind of bound `value` is for
        the window (alpha, beta) it was searched with."""
        if not self.use_table:
            return
        alpha, beta = window
        if value <= alpha:
            bound = UPPER
        elif value >= beta:
            bound = LOWER
        else:
            bound = EXACT
        self.table[key] = TableEntry(depth, to_table(value, ply), bound,
                                     best_turn)

    def quiescence(self, state, depth, alpha, beta, ply):
        """Return the value of `state` at the depth limit: its evaluation,
        or better, if closing a mill now is worth more (with alpha-beta:
        exact between alpha and beta, else a bound on the same side).

        The mills that follow are searched too, up to QUIESCENCE_DEPTH turns
        past the limit, so the search never stops between a mill that is
        ready to close and its closing.  The player may also let the mill
        wait: the evaluation stands for their quiet turns ("stand pat").
        """
        value = evaluate(state)
        if value >= beta or depth <= -QUIESCENCE_DEPTH:
            return value
        turns = mill_turns(state)
        best_value = value
        alpha = max(alpha, value)
        for turn in ordered_turns(state, turns):
            value = -self.negamax(rules.next_state(state, turn), depth - 1,
                                  -beta, -alpha, ply + 1)
            if value > best_value:
                best_value = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best_value

    def search_round(self, state, depth, turns):
        """Return (best turn, its value, complete) of `turns` searched
        `depth` deep.

        `turns` are tried in the order given; a later turn replaces the best
        only if it is strictly better, so the order breaks ties.  If the
        budget or the time runs out, `complete` is False and the best turn
        so far is returned (None if not even the first turn was searched).
        """
        alpha, beta = -INFINITY, INFINITY
        best_turn, best_value = None, -INFINITY
        for turn in turns:
            try:
                value = -self.negamax(rules.next_state(state, turn), depth - 1,
                                      -beta, -alpha, 1)
            except OutOfBudget:
                return best_turn, best_value, False
            if value > best_value:
                best_turn, best_value = turn, value
                alpha = value
        return best_turn, best_value, True


def search(state, max_depth, rng=None, max_nodes=None, time_limit=None,
           use_table=True, solution=None):
    """Return a SearchResult: the best turn for the player to move in `state`.

    Iterative deepening: depth 1, 2, ... up to `max_depth`, stopping when
    `max_nodes` nodes have been visited or `time_limit` seconds have passed
    (None: no such limit); the first round always completes.  `rng`
    shuffles turns that look equally good before the search, so it breaks
    ties.  `solution`, the solved endgame or None, gives the value of every
    position of three men against three: exact, or where a position of the
    game has come twice, the best guess at the depth limit.  The game must
    not be over and must have a legal turn.
    """
    rng = rng or random.Random(0)
    searcher = Searcher(max_nodes, time_limit, use_table, solution)
    turns = rules.legal_turns(state)
    rng.shuffle(turns)
    turns = ordered_turns(state, turns)
    best = SearchResult(turns[0], 0, 0, 0)
    for depth in range(1, max_depth + 1):
        turn, value, complete = searcher.search_round(state, depth, turns)
        if turn is not None:
            best = SearchResult(turn, value, depth if complete else depth - 1,
                                searcher.nodes)
        if not complete:
            break          # out of time
        guessed = solution is not None and may_repeat_a_third_time(state)
        if abs(value) > WIN_LIMIT and not guessed:
            break          # the game's result is known
        searcher.may_stop = True
        turns = [turn] + [other for other in turns if other != turn]
    return best
