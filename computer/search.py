"""search.py - the computer's fast search: alpha-beta on bitboards.

plain_search.py is alpha-beta written plainly, to read beside a textbook.
This module is the same idea made fast enough to look about twelve turns
ahead in a second, in plain Python:
  * positions are two ints of men (bitboard.py), two hands and the side to
    move, so a turn is a few bit operations and no tuple is copied;
  * a position's key is one int made of those numbers, for the
    transposition table and the repetition rule;
  * turns are tried in a good order: the best turn found before, turns
    that close a mill, turns that block the opponent's mill, then "killer"
    turns (quiet turns that were best at the same depth elsewhere) and
    turns with a good history;
  * principal variation search: after the first turn, the others are only
    checked to be no better (a null window), and searched in full if they
    are;
  * extensions: the search looks one turn further where a player has two
    or fewer moves left (a blockade is near) and where placing ends;
  * at the depth limit, mills that are ready to close are followed
    ("quiescence") before the evaluation (bitboard.py) guesses.
rules.py stays the authority: the root's turns come from rules.legal_turns
(search_root.py starts each search there), and the draw rules of the game
(repetition, move limit, three-men limit) are followed as rules.outcome
says.  Values are for the player to move, in hundredths of a man; a won
game is worth WIN less the turns it takes (win_values.py).
"""

from collections import Counter
from operator import itemgetter

import rules
from board import EMPTY, POINTS
from computer.bitboard import (BIT, PLAYER_OF_SIDE, closable_mask,
                               generate_moves, has_step, men_of, popcount,
                               value_and_threats)
from computer.search_budget import Budget
from computer.win_values import INFINITY, WIN, from_table, to_table

QUIESCENCE_DEPTH = 4       # mill-closing turns followed past the depth limit
EXTENSIONS = 4             # at most this many extra turns along one line
FEW_MOVES = 2              # a player with this many moves or fewer is near
                           # to being blocked: the search looks further
LATE_MOVE = 3              # moves after this many are searched shallower
REDUCE_FROM = 3            # ... at this depth or deeper
CHECK_EVERY = 1024         # nodes between two looks at the budget and clock
NEAR_A_LIMIT = 40          # turns before a draw limit from which the table
                           # keeps positions apart by their turn counter

# What the solved endgames gave the searches, kept for the later searches
# with the same lookup and rules (a lookup builds a whole rules.State, and
# the searches of one game meet the same endgames again and again):
# {(exact_value, options): {(position key, turn counter): value}}.  Each
# is emptied when it holds MOST_SOLVED_SEEN values.
SOLVED_SEEN = {}
MOST_SOLVED_SEEN = 50000

EXACT, LOWER, UPPER = 0, 1, 2      # what a table entry's value is
MILL_TURN, BLOCK_TURN, KILLER = 1 << 30, 1 << 29, 1 << 28


def key_of(mine, theirs, my_hand, their_hand, side):
    """Return one int that tells this position from every other: White's
    men, Black's men, White's hand, Black's hand and the side to move, from
    the lowest bits up.  `mine` etc. are those of the player to move."""
    if side:
        return (theirs | mine << 24 | their_hand << 48 | my_hand << 52
                | 1 << 56)
    return mine | theirs << 24 | my_hand << 48 | their_hand << 52


def key_of_rules_position(key):
    """Return the int key of a rules.position_key (board, hands, mover)."""
    board, (white_hand, black_hand), player = key
    white, black = men_of(board, rules.WHITE), men_of(board, rules.BLACK)
    if player == rules.WHITE:
        return key_of(white, black, white_hand, black_hand, 0)
    return key_of(black, white, black_hand, white_hand, 1)


class Searcher(Budget):
    """One search from one root: its limits, tables and node count."""

    def __init__(self, state, max_nodes=None, time_limit=None,
                 exact_value=None):
        """Set up a search of `state`; `exact_value(state)`, if given,
        returns the solved value of an endgame position (at ply 0) or None.
        """
        Budget.__init__(self, max_nodes, time_limit)
        options = state.options
        self.options = options
        self.flying = options.flying
        self.repetition = options.repetition_draw
        limits = [limit for limit in (options.move_limit,
                                      options.three_men_limit) if limit]
        self.counter_safe = (min(limits) - NEAR_A_LIMIT if limits
                             else INFINITY)
        # How often each position has come, in the game and on the line
        # searched (a plain dict: get() is faster than a Counter's lookup).
        self.seen = dict(Counter(key_of_rules_position(key)
                                 for key in state.history))
        self.exact_value = exact_value
        self.exact_cache = SOLVED_SEEN.setdefault((exact_value, options), {})
        if len(self.exact_cache) >= MOST_SOLVED_SEEN:
            self.exact_cache.clear()
        self.table = {}
        self.evaluations = {}      # position key: value_and_threats(...)
        self.killers = [[None, None] for _ in range(256)]
        self.history = {}

    def solved_value(self, mine, theirs, side, counter, ply):
        """Return the solved endgame's value of a position with no men in
        hand, seen `ply` turns from the root, or None if it is not solved."""
        cache_key = (key_of(mine, theirs, 0, 0, side), counter)
        if cache_key not in self.exact_cache:
            board = [EMPTY] * len(POINTS)
            for point in POINTS:
                if mine & BIT[point]:
                    board[point] = PLAYER_OF_SIDE[side]
                elif theirs & BIT[point]:
                    board[point] = PLAYER_OF_SIDE[1 - side]
            board = tuple(board)
            player = PLAYER_OF_SIDE[side]
            key = rules.position_key(board, (0, 0), player)
            state = rules.State(board, (0, 0), player, counter, (key,), 0,
                                self.options)
            self.exact_cache[cache_key] = self.exact_value(state)
        value = self.exact_cache[cache_key]
        return None if value is None else from_table(value, ply)

    def play(self, mine, theirs, my_hand, their_hand, side, counter,
             repeated, move, depth, extended, alpha, beta, ply):
        """Return the value of `move` for the player who plays it: minus the
        value of the position after it for the other player."""
        source, target, removed = move
        mine ^= source | target
        if removed:
            theirs ^= removed
            counter, reversible = 0, False
        elif source:
            counter, reversible = counter + 1, True
        else:
            reversible = False
        if not source:
            my_hand -= 1
        key = key_of(theirs, mine, their_hand, my_hand, 1 - side)
        seen = self.seen
        count = seen.get(key, 0) + 1
        seen[key] = count
        repeated = reversible and (repeated or count >= 2)
        try:
            return -self.negamax(theirs, mine, their_hand, my_hand, 1 - side,
                                 counter, repeated, key, depth, -beta, -alpha,
                                 ply + 1, extended)
        finally:
            seen[key] = count - 1

    def game_over_value(self, mine, theirs, my_hand, their_hand, counter,
                        repeated, key, ply):
        """Return the value of the position if the game is over there (as
        rules.outcome decides, in its order), else None."""
        my_left = popcount(mine) + my_hand
        their_left = popcount(theirs) + their_hand
        if my_left < 3:
            return -(WIN - ply)
        if their_left < 3:
            return WIN - ply
        flies = self.flying and my_left == 3 and not my_hand
        if not (my_hand or flies or has_step(mine, theirs)):
            return -(WIN - ply)                      # blocked
        if repeated and self.repetition and self.seen.get(key, 0) >= 3:
            return 0
        options = self.options
        if counter >= self.counter_safe and (
                (options.move_limit and counter >= options.move_limit)
                or (options.three_men_limit and my_left == their_left == 3
                    and counter >= options.three_men_limit)):
            return 0
        return None

    def known_value(self, mine, theirs, my_hand, their_hand, side, counter,
                    repeated, key, depth, ply):
        """Return the value of a position that needs no search: the game is
        over, or the solved endgame knows it; else None."""
        value = self.game_over_value(mine, theirs, my_hand, their_hand,
                                     counter, repeated, key, ply)
        if value is None and (self.exact_value is not None and not my_hand
                              and not their_hand and popcount(mine) <= 4
                              and popcount(theirs) <= 4):
            value = self.solved_value(mine, theirs, side, counter, ply)
            if depth > 0 and repeated:
                return None       # the solution may miss a repetition
        return value

    def negamax(self, mine, theirs, my_hand, their_hand, side, counter,
                repeated, key, depth, alpha, beta, ply, extended):
        """Return the value of the position for the player to move (men
        `mine`), searched `depth` turns deep: exact if it lies between
        alpha and beta, else a bound on the same side of the window."""
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0:
            self.check_limits()
        value = self.known_value(mine, theirs, my_hand, their_hand, side,
                                 counter, repeated, key, depth, ply)
        if value is not None:
            return value
        if depth <= 0:
            return self.quiescence(mine, theirs, my_hand, their_hand, side,
                                   counter, repeated, key, depth, alpha, beta,
                                   ply, extended)
        table_key = key if counter < self.counter_safe else (key, counter)
        entry = None if repeated else self.table.get(table_key)
        best_move = move_count = None
        if entry is not None:
            value = self.value_from_entry(entry, depth, alpha, beta, ply)
            if value is not None:
                return value
            best_move, move_count = entry[3], entry[4]
        alpha_at_start = alpha
        best_value = -INFINITY
        if best_move is not None:           # the table's move, before
            best_value = self.play(           # the others are generated
                mine, theirs, my_hand, their_hand, side, counter, repeated,
                best_move, *self.deeper(depth, extended, my_hand, their_hand,
                                        move_count),
                alpha=alpha, beta=beta, ply=ply)
            alpha = max(alpha, best_value)
        if best_value < beta:
            flies = self.flying and not my_hand and popcount(mine) == 3
            moves = generate_moves(mine, theirs, my_hand, flies)
            move_count = len(moves)
            blocks = self.their_threats(mine, theirs, their_hand, key)
            best_value, best_move = self.search_moves(
                mine, theirs, my_hand, their_hand, side, counter, repeated,
                self.ordered(moves, blocks, ply), best_move, best_value,
                depth, alpha, beta, ply, extended)
        else:
            self.remember_cutoff(best_move, depth, ply)
        if not repeated:
            self.table[table_key] = (
                depth, to_table(best_value, ply),
                UPPER if best_value <= alpha_at_start
                else LOWER if best_value >= beta else EXACT,
                best_move, move_count)
        return best_value

    @staticmethod
    def value_from_entry(entry, depth, alpha, beta, ply):
        """Return the value a table entry (depth, value, bound, best move,
        move count) gives a search `depth` deep in this window, or None if
        the position must be searched again."""
        entry_depth, stored, bound = entry[:3]
        if entry_depth < depth:
            return None
        value = from_table(stored, ply)
        if (bound == EXACT or (bound == LOWER and value >= beta)
                or (bound == UPPER and value <= alpha)):
            return value
        return None

    def deeper(self, depth, extended, my_hand, their_hand, move_count):
        """Return (depth, extensions used) for the turns after this node:
        one turn less, or as deep again where placing ends or the player to
        move has FEW_MOVES or fewer (a blockade is near)."""
        if extended < EXTENSIONS and (
                my_hand + their_hand == 1
                or (not my_hand and move_count is not None
                    and move_count <= FEW_MOVES)):
            return depth, extended + 1
        return depth - 1, extended

    def search_moves(self, mine, theirs, my_hand, their_hand, side, counter,
                     repeated, scored, done, best_value, depth, alpha, beta,
                     ply, extended):
        """Return (best value, best move) of the moves in `scored` (from
        ordered) but `done` (already searched, worth `best_value`), by
        principal variation search with late move reductions: quiet moves
        late in the order are first searched one turn shallower, and again
        in full if they look good."""
        next_depth, extended = self.deeper(depth, extended, my_hand,
                                           their_hand, len(scored))
        best_move = done
        index = 0
        for score, move in scored:
            if move == done:
                continue
            index += 1
            if best_value == -INFINITY:
                value = self.play(mine, theirs, my_hand, their_hand, side,
                                  counter, repeated, move, next_depth,
                                  extended, alpha, beta, ply)
            else:
                reduce = (index > LATE_MOVE and depth >= REDUCE_FROM
                          and score < KILLER and next_depth == depth - 1)
                value = self.later_move_value(
                    (mine, theirs, my_hand, their_hand, side, counter,
                     repeated, move), next_depth, extended, alpha, beta, ply,
                    reduce)
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.remember_cutoff(move, depth, ply)
                        break
        return best_value, best_move

    def later_move_value(self, position_and_move, depth, extended, alpha,
                         beta, ply, reduce):
        """Return the value of a move that is not the first one tried: a
        null-window search shows whether it beats alpha (first one turn
        shallower if `reduce`), and only then is it searched in full."""
        value = alpha + 1
        if reduce:
            value = self.play(*position_and_move, depth - 1, extended, alpha,
                              alpha + 1, ply)
        if value > alpha:
            value = self.play(*position_and_move, depth, extended, alpha,
                              alpha + 1, ply)
        if alpha < value < beta:
            value = self.play(*position_and_move, depth, extended, value,
                              beta, ply)
        return value

    def quiescence(self, mine, theirs, my_hand, their_hand, side, counter,
                   repeated, key, depth, alpha, beta, ply, extended):
        """Return the value of a position at the depth limit: its
        evaluation, or better, if closing a mill now is worth more.

        The mills that follow are searched too, up to QUIESCENCE_DEPTH turns
        past the limit.  The player may also let the mill wait: the
        evaluation stands for their quiet turns ("stand pat").
        """
        evaluation = self.evaluations.get(key)
        if evaluation is None:
            evaluation = value_and_threats(mine, theirs, my_hand, their_hand,
                                           self.flying)
            self.evaluations[key] = evaluation
        value, threats, their_threats = evaluation
        if value >= beta or depth <= -QUIESCENCE_DEPTH or not threats:
            return value
        flies = self.flying and not my_hand and popcount(mine) == 3
        best_value = value
        alpha = max(alpha, value)
        mills = [move for move in generate_moves(mine, theirs, my_hand, flies,
                                                 threats) if move[2]]
        # (a mill can only close on a threat point, so only those are asked)
        for _, move in self.ordered(mills, their_threats, ply):
            value = self.play(mine, theirs, my_hand, their_hand, side,
                              counter, repeated, move, depth - 1, extended,
                              alpha, beta, ply)
            if value > best_value:
                best_value = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best_value

    def their_threats(self, mine, theirs, their_hand, key=None):
        """Return the empty points where the player not to move could
        close a mill next turn: from the evaluation of the position (its
        `key`) if it has one, else found now."""
        evaluation = self.evaluations.get(key)
        if evaluation is not None:
            return evaluation[2]
        their_flies = (self.flying and not their_hand
                       and popcount(theirs) == 3)
        return closable_mask(theirs, mine, their_hand or their_flies)

    def ordered(self, moves, blocks, ply):
        """Return (score, move) of `moves`, the most promising first:
        mills, moves to `blocks` (the points where the opponent could close
        a mill), killer moves, then by history."""
        killers = self.killers[ply]
        history = self.history
        scored = []
        for move in moves:
            if move[2]:
                score = MILL_TURN + (1 if move[2] & blocks else 0)
            elif move[1] & blocks:
                score = BLOCK_TURN
            elif move == killers[0] or move == killers[1]:
                score = KILLER
            else:
                score = history.get(move, 0)
            scored.append((score, move))
        scored.sort(key=itemgetter(0), reverse=True)
        return scored

    def remember_cutoff(self, move, depth, ply):
        """Note a quiet move that refuted the opponent's last move."""
        if move[2]:
            return
        killers = self.killers[ply]
        if killers[0] != move:
            killers[1], killers[0] = killers[0], move
        self.history[move] = self.history.get(move, 0) + depth * depth


