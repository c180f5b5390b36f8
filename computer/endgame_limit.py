"""endgame_limit.py - the solved endgames under the move limit.

The tables of endgame.py count a win or a loss to the end of the game, as
if there were no move limit.  But the game is drawn after so many turns
without a removal (rules.turns_left_by_limit), and a removal starts that
count again.  In three men against three every removal ends the game, so
a win in d turns with fewer than d turns left is a draw: the loser holds
out.  In three against four it is not so simple: a mill of the three
takes one of the four, and three against three begins with a fresh count.
So what the limit cuts short is the distance to the next removal (or to
the end), not to the end.  The second table of three against four
(data/endgame34removal.xz, made by bench/make_endgame_table.py
--to-removal) holds that distance for each position, the winner hurrying
to the removal and the loser putting it off: with that many turns left
or more the win comes; with fewer, the game is drawn.  How long the win
then takes, a small search over the tables finds (LimitSearch).

Values here are for the player to move: +k a win in k turns, -k a loss in
k turns, 0 a draw.  The repetition rule is the caller's to mind
(endgame_values.may_repeat_a_third_time): with no position seen twice,
the winner never needs to bring one back (a win as fast with more turns
left is never harder), so the search leaves that rule out.
bench/limit_checks.py finds the same values by a plain minimax over the
rules' own turns and counters, to check these.
"""

import rules
from board import opponent
from computer import endgame
from computer.bitboard import popcount
from computer.endgame_positions import FAMILIES_34, family_34, position_of

# The most positions one search for the length of a win visits; where it
# needs more, the value is not known for sure (None) and the game says
# nothing of it (a search goes on, a hint gives no verdict).
# EXPERIMENT: more positions know more values near the limit, more slowly.
MOST_NODES = 3000

# The most answers the search keeps from call to call (see limit_search).
MOST_KNOWN = 100000

# The longest win of three against three (in turns): a move limit this long
# or longer lets every such win come after a removal (the removal table
# counts on that; tests/test_endgame_limit.py holds the number true).
LONGEST_33 = 26

# The removal table, loaded the first time it is needed: [bytes or None];
# the search kept from call to call: {(solution, limits): LimitSearch}.
_removal_table = []
_searches = {}


def removal_table():
    """Return the table of the distances to the next removal (bytes, as
    endgame.load_table_34_removal reads it), or None if it is missing."""
    if not _removal_table:
        _removal_table.append(endgame.load_table_34_removal())
    return _removal_table[0]


def signed(value, distance):
    """Return (WON, LOST or DRAWN, distance) as a signed value."""
    if value == endgame.WON:
        return distance
    return -distance if value == endgame.LOST else 0


def turns_left(state):
    """Return the turns without a removal the draw limits allow, or None
    if no limit counts."""
    limits = rules.turns_left_by_limit(state)
    return min(left for _, left in limits) if limits else None


def distance_to_removal(state):
    """Return the turns to the next removal or the end of a position of
    three men against four, with best play, or None without the table."""
    table = removal_table()
    if table is None:
        return None
    mover, other = position_of(state)
    if popcount(mover) == 3:
        code = table[family_34(mover, other)]
    else:
        code = table[FAMILIES_34 + family_34(other, mover)]
    return endgame.value_of_code(code)[1]


class OutOfNodes(Exception):
    """The search for the length of a win needs more than MOST_NODES."""


class LimitSearch:
    """One search of the solved endgames under the draw limits.

    Where the removal table says that a win comes, its length is found by
    asking, for k = the length without the limit, k + 2, k + 4, ..., whether
    the winner can end the game within k turns (ends_within).  No win is
    shorter than without the limit (the loser can hold out as long as
    there), so that asks the winner's turns of the fastest wins only.
    """

    def __init__(self, solution, options, most_nodes=MOST_NODES):
        """Set up a search with the solution, the game's options and the
        most positions it may visit."""
        self.solution = solution
        self.nodes_left = most_nodes
        self.known = {}
        self.removals_count = (options.move_limit >= LONGEST_33
                               and not options.three_men_limit)

    def value(self, state):
        """Return the value of a solved position `state` (the game not
        over) under the draw limits; raise OutOfNodes if the search runs
        out."""
        value, distance = self.solution.value_of_state(state)
        if value == endgame.DRAWN or not cut_short(state, distance):
            return signed(value, distance)      # the limit changes nothing
        if not self.may_come(state):
            return 0
        for turns in range(distance, distance + 2 * LONGEST_33, 2):
            if self.ends_within(state, turns):
                return signed(value, turns)
        raise OutOfNodes()

    def may_come(self, state):
        """Return False if a win cut short in `state` cannot come: three
        against three (every removal ends the game), or three against four
        with its next removal further than the turns left; else True."""
        if state.board.count(rules.WHITE) == state.board.count(rules.BLACK):
            return False
        if not self.removals_count:
            return True         # the removal table does not count here
        to_removal = distance_to_removal(state)
        return to_removal is None or to_removal <= turns_left(state)

    def ends_within(self, state, turns):
        """Return True if the winner of `state` (the game not over, a win
        for one side without the limit) wins it within `turns` turns
        under the draw limits, the loser holding out."""
        key = (state.board, state.to_move, state.turns_without_removal,
               state.placings_without_removal, turns)
        if key not in self.known:
            self.known[key] = self.found_within(state, turns)
        return self.known[key]

    def found_within(self, state, turns):
        """Return ends_within(state, turns), found now: the winner to move
        needs one turn that does it, the loser none that escapes."""
        value, distance = self.solution.value_of_state(state)
        if value == endgame.DRAWN or distance > turns:
            return False
        if not cut_short(state, distance):
            return True
        if not self.may_come(state):
            return False
        self.nodes_left -= 1
        if self.nodes_left < 0:
            raise OutOfNodes()
        winning = value == endgame.WON
        winner = state.to_move if winning else opponent(state.to_move)
        for turn in rules.legal_turns(state):
            if self.turn_ends_within(state, turn, winner, turns - 1) \
                    == winning:
                return winning
        return not winning

    def turn_ends_within(self, state, turn, winner, turns):
        """Return True if after `turn` `winner` wins within `turns` more
        turns under the draw limits."""
        after = rules.next_state(state, turn)
        wins = endgame.WON if after.to_move == winner else endgame.LOST
        if turn.removed is None and \
                self.solution.value_of_state(after)[0] != wins:
            return False            # no win for `winner`, limit or not
        result = rules.outcome(after)
        if result is not None:
            return result.winner == winner
        return (self.solution.value_of_state(after)[0] == wins
                and self.ends_within(after, turns))


def cut_short(state, distance):
    """Return True if a game `distance` turns long from `state` would pass
    the draw limits without a removal on the way."""
    left = turns_left(state)
    return left is not None and distance > left


def value_under_limit(solution, state, most_nodes=MOST_NODES):
    """Return the value of a solved position for the player to move under
    the draw limits (+k, -k or 0), or None where it is not known for sure:
    a search over `most_nodes` positions, or three against four without
    its table."""
    options = state.options._replace(repetition_draw=False)
    search = limit_search(solution, options)
    search.nodes_left = most_nodes
    try:
        return search.value(state._replace(options=options,
                                           history=state.history[-1:]))
    except (OutOfNodes, ValueError):
        return None


def limit_search(solution, options):
    """Return the LimitSearch for this solution and these rules, kept from
    call to call so that what one finds the next need not find again
    (a new one when it knows MOST_KNOWN answers)."""
    key = (id(solution), options.move_limit, options.three_men_limit)
    search = _searches.get(key)
    if search is None or search.solution is not solution \
            or len(search.known) > MOST_KNOWN:
        _searches.clear()
        search = _searches[key] = LimitSearch(solution, options)
    return search
