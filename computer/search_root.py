"""search_root.py - where the fast search starts: the game's own position.

search.py searches positions made of bitboards.  This module is the bridge
from the game to it and back:
  * the game's position (a rules.State) and its legal turns, from
    rules.legal_turns, become bitboards and moves (Root), so the search can
    only choose a legal turn, and its choice becomes a rules.Turn again;
  * iterative deepening: the root's turns are searched one turn deep, then
    two, three, ... each round trying the last round's best turn first,
    until the level's node budget is spent (search_budget.py).  The turn
    played is the best found: the last complete round's, or a better one
    the unfinished round found before the budget ran out;
  * values_of_turns values a few turns instead of choosing one: each is
    searched in full, all to the same depth, so that they compare fairly
    (the teaching's deeper look uses it); a Comparison can go on deeper
    later, from where it stopped.
"""

import rules
from computer.bitboard import BIT, men_of, side_of
from computer.search import Searcher
from computer.search_budget import OutOfBudget
from computer.win_values import INFINITY, WIN_LIMIT


def move_of_turn(turn):
    """Return the move (source bit, target bit, removed bit) of a
    rules.Turn."""
    return (0 if turn.source is None else BIT[turn.source], BIT[turn.target],
            0 if turn.removed is None else BIT[turn.removed])


def is_searchable(state):
    """Return True if this module can search `state`: it removes one man
    per turn, so the double-mill option is left to plain_search.py."""
    return not state.options.double_mill_removal


class Root:
    """The position a search starts from, as bitboards, and its turns."""

    def __init__(self, state, turns):
        """Take the game's rules.State and its legal turns, in the order
        in which the search should try them first."""
        player = state.to_move
        other = rules.opponent(player)
        self.mine = men_of(state.board, player)
        self.theirs = men_of(state.board, other)
        self.my_hand = rules.men_in_hand(state, player)
        self.their_hand = rules.men_in_hand(state, other)
        self.side = side_of(player)
        self.counter = state.turns_without_removal
        self.repeated = len(set(state.history)) < len(state.history)
        self.turn_of_move = dict((move_of_turn(turn), turn) for turn in turns)
        self.moves = [move_of_turn(turn) for turn in turns]

    def value_of(self, searcher, move, depth, alpha, beta):
        """Return the value of the root's `move` searched `depth` deep."""
        return searcher.play(self.mine, self.theirs, self.my_hand,
                             self.their_hand, self.side, self.counter,
                             self.repeated, move, depth - 1, 0, alpha, beta, 0)


def search_round(searcher, root, depth, noise):
    """Return (best move, its value, complete) of one round `depth` deep.

    A later move replaces the best only if it is strictly better, so the
    order breaks ties.  `noise[move]`, if given, is added to each move's
    value (then every move is searched with a full window).  If the budget
    runs out, `complete` is False and the best move so far is returned
    (None if not even the first move was searched).
    """
    best_move, best_value = None, -INFINITY
    for move in root.moves:
        try:
            if noise or best_move is None:
                value = root.value_of(searcher, move, depth, -INFINITY,
                                      INFINITY)
                value += noise.get(move, 0) if noise else 0
            else:
                value = root.value_of(searcher, move, depth, best_value,
                                      best_value + 1)
                if value > best_value:
                    value = root.value_of(searcher, move, depth, value,
                                          INFINITY)
        except OutOfBudget:
            return best_move, best_value, False
        if value > best_value:
            best_move, best_value = move, value
    return best_move, best_value, True


def search(state, max_depth, rng, max_nodes=None, time_limit=None,
           exact_value=None, noise=0, among=None, rounds=None):
    """Return (turn, value, depth, nodes): the best turn for the player to
    move in `state` by iterative deepening, its value, the depth of the
    last complete round and the nodes visited.

    Depth 1, 2, ... up to `max_depth`, until `max_nodes` nodes or
    `time_limit` seconds are used (None: no such limit); the first round
    always completes.  `rng` shuffles the turns first, so it breaks ties;
    `noise` > 0 adds a random 0..noise to each turn's value (weaker play).
    `exact_value(state)` gives the solved value of an endgame position or
    None.  The game must not be over; the turn is one of legal_turns, or
    of `among` if given (some of the legal turns: the best of those).
    `rounds`, if given, is a list that gets the (turn, value) of every
    complete round, the deepest last.
    """
    turns = rules.legal_turns(state) if among is None else list(among)
    rng.shuffle(turns)
    searcher = Searcher(state, max_nodes, time_limit, exact_value)
    root = Root(state, turns)
    blocks = searcher.their_threats(root.mine, root.theirs, root.their_hand)
    root.moves = [move for _, move in searcher.ordered(root.moves, blocks, 0)]
    noise_of = (dict((move, rng.randint(0, noise)) for move in root.moves)
                if noise else None)
    best = (root.moves[0], 0, 0)
    for depth in range(1, max_depth + 1):
        move, value, complete = search_round(searcher, root, depth, noise_of)
        if move is not None:
            best = (move, value, depth if complete else depth - 1)
        if not complete:
            break
        if rounds is not None:
            rounds.append((root.turn_of_move[move], value))
        guessed = exact_value is not None and root.repeated
        if abs(value) > WIN_LIMIT and not guessed:
            break                  # the game's result is known
        searcher.may_stop = True
        root.moves = [move] + [other for other in root.moves if other != move]
    move, value, depth = best
    return root.turn_of_move[move], value, depth, searcher.nodes


def values_of_turns(state, turns, max_depth, max_nodes, exact_value=None):
    """Return [values of the round 1 turn deep, 2 turns deep, ...]: the
    value of each of `turns` (some legal turns of `state`, the game not
    over) for the player to move, in their order, all searched to the same
    depth in each round (see Comparison: one searched up to `max_depth`
    turns deep and `max_nodes` nodes).  `exact_value` as for search.
    """
    return Comparison(state, turns, exact_value).go_on(max_depth, max_nodes)


# Each round of a Comparison nearly always visits at least ROUND_GROWTH
# times the nodes of the round before it; a round that would then pass the
# node budget is not started, as it could not finish (and an unfinished
# round's values are thrown away).
ROUND_GROWTH = 1.5


class Comparison:
    """A search that values a few turns of one position, all to the same
    depth, round after round; asked again with more nodes, it goes on from
    where it stopped (the teaching's surer look goes on from its deeper
    look, instead of searching the same rounds again)."""

    def __init__(self, state, turns, exact_value=None):
        """Prepare to value `turns` (some legal turns of `state`, the game
        not over); `exact_value` as for search."""
        self.searcher = Searcher(state, None, None, exact_value)
        self.root = Root(state, turns)
        # Where the position has come before, the solved endgames may miss
        # a repetition: their results are then not sure.
        self.guessed = exact_value is not None and self.root.repeated
        self.rounds = []        # each complete round's values
        self.last_round_nodes = 0

    def go_on(self, max_depth, max_nodes):
        """Return the rounds complete so far, after searching on round by
        round (depth 1, 2, ... each turn with a full window) up to
        `max_depth` turns deep, until the search has visited `max_nodes`
        nodes in all (the first round always completes; no round starts
        that could not finish, see ROUND_GROWTH) or has found every turn's
        result (a forced win or loss) for sure."""
        searcher, root = self.searcher, self.root
        searcher.max_nodes = max_nodes
        while (len(self.rounds) < max_depth and not self.all_known()
               and self.may_finish(max_nodes)):
            depth, started = len(self.rounds) + 1, searcher.nodes
            try:
                values = [root.value_of(searcher, move, depth, -INFINITY,
                                        INFINITY) for move in root.moves]
            except OutOfBudget:
                break           # this round is left unfinished
            self.rounds.append(values)
            self.last_round_nodes = searcher.nodes - started
            searcher.may_stop = True
        return list(self.rounds)

    def may_finish(self, max_nodes):
        """Return True if the next round may finish within `max_nodes`
        nodes in all: ROUND_GROWTH times the last round's nodes are left."""
        return (self.searcher.nodes + ROUND_GROWTH * self.last_round_nodes
                <= max_nodes)

    def all_known(self):
        """Return True if the last complete round found every turn's result
        for sure."""
        return bool(self.rounds) and not self.guessed and all(
            abs(value) > WIN_LIMIT for value in self.rounds[-1])
