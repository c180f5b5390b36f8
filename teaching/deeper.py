"""deeper.py - the deeper look that checks a claim before the game makes it.

The hints and the review find their turns with the computer's search.  A
search that looks a few turns ahead can be wrong about what lies beyond
them: it may call a turn that still wins a blunder, because the win comes
later than it looks.  So before the review says a turn was a mistake, it
asks this module, which looks deeper:
  * where the solved endgames know the position (three men against three
    or four), their exact value: a win or a loss in so many turns, or a
    draw;
  * elsewhere, the computer's search, as deep as DEEP_NODES positions
    allow (at most DEEP_DEPTH turns), and deeper still (SURER, going on
    from the same search) before it says that a result is lost.  Turns
    that are compared (values_of) are searched together, to the same
    depth: a turn looked at one turn deeper than another can seem better
    or worse only for that; or each alone, and compared as deep as both
    were looked at (values_apart_by_depth), where one of them is compared
    with many others.
A value is for the player to move, counted as the searches count it (see
computer/win_values.py): a win in d turns is worth WIN less d, a draw 0,
other positions a guess in hundredths of a man.  The searches count
positions, not seconds, so the same position gets the same answer on any
computer.  This module does no input or output.
"""

import random

import rules
from computer import endgame, endgame_positions, levels, search_root
from computer.endgame_values import (endgame_value, may_repeat_a_third_time,
                                     solution_if_endgame_near, solved_values)
from computer.plain_search import search, terminal_value
from computer.win_values import WIN, WIN_LIMIT, from_table

# How deep the deeper look searches at most, and the most positions it
# visits (a fraction of a second: see bench/README.md).
# EXPERIMENT: more positions look deeper, and make hints and reviews slower.
DEEP_DEPTH = 10
DEEP_NODES = 40000
# The surer look, for the few claims that a result is lost or won by force:
# (depth, most positions in all).  It goes on from the deeper look's own
# search of the same turns (surer_values_of).
SURER = (DEEP_DEPTH + 2, 3 * DEEP_NODES)

# What the deeper look remembers, so that a review and its puzzles, or a
# hint asked twice, do not search the same position again: the results of
# its searches, by position and search (RESULTS).  It is emptied when it
# holds MOST_REMEMBERED of them, so that it stays small.  Each search itself
# starts afresh, so that its result depends on the position alone: the
# same game reviewed twice gets the same verdicts.
MOST_REMEMBERED = 2000
RESULTS = {}    # (what, state, ...): what the search found
# The deeper look's latest comparisons of turns (search_root.Comparison), by
# position and turns, for a surer look to go on from: a few, as each holds
# its search's tables.
GOING_ON = {}
MOST_GOING_ON = 4


def forget():
    """Return nothing; empty what the deeper look remembers."""
    RESULTS.clear()
    GOING_ON.clear()


def remembered(key, find):
    """Return what `find()` returns, found once for each `key` (see
    RESULTS)."""
    if key not in RESULTS:
        if len(RESULTS) >= MOST_REMEMBERED:
            RESULTS.clear()
        RESULTS[key] = find()
    return RESULTS[key]


def exact_value(state):
    """Return the solved endgame's value of `state` for the player to move,
    or None where the solution does not know it for sure."""
    if not (levels.USE_ENDGAME_SOLUTION and endgame_positions.is_solved(state)
            and not may_repeat_a_third_time(state)):
        return None
    return endgame_value(endgame.solution(), state, 0)


def solved_endgame_near(state):
    """Return the solved endgame's values for a search from `state`, or None
    if no search from there reaches them (see solution_if_endgame_near)."""
    if state.options.flying:
        endgame.start_solving()     # returns at once; done in the background
    solution = solution_if_endgame_near(state)
    return None if solution is None else solved_values(solution)


def search_value(state, depth=DEEP_DEPTH, nodes=DEEP_NODES, among=None):
    """Return (best turn, value for the player to move) of `state` searched
    `depth` turns deep (at most `nodes` positions), using the solved
    endgames where the search reaches them; the best of the turns `among`,
    if given.  The game must not be over."""
    among = None if among is None else tuple(among)
    return remembered(('best', state, depth, nodes, among),
                      lambda: searched_value(state, depth, nodes, among))


def searched_value(state, depth, nodes, among):
    """Return search_value's (best turn, value), searched now."""
    if search_root.is_searchable(state):
        turn, value, unused, unused = search_root.search(
            state, depth, random.Random(0), nodes, None,
            solved_endgame_near(state), among=among)
        return turn, value
    if among is None:               # the plain search: the double-mill option
        found = search(state, depth, random.Random(0), max_nodes=nodes,
                       solution=solution_if_endgame_near(state))
        return found.turn, found.value
    values, unused = values_of(state, among, depth, nodes)
    value, unused, turn = max(zip(values, range(len(among)), among))
    return turn, value


def search_rounds(state, depth, nodes):
    """Return [(best turn, value)] of `state` for the player to move, one
    for each depth from 1 on that the search completed within `nodes`
    positions, up to `depth` (with the double-mill option, which only the
    plain search plays, its one value for every depth).  The game must not
    be over."""
    def find():
        if not search_root.is_searchable(state):
            return [search_value(state, depth, nodes)] * depth
        rounds = []
        search_root.search(state, depth, random.Random(0), nodes, None,
                           solved_endgame_near(state), rounds=rounds)
        return rounds
    return remembered(('rounds', state, depth, nodes), find)


def values_of(state, turns, depth=DEEP_DEPTH, nodes=DEEP_NODES):
    """Return (values, depth reached): the value of each of `turns` (legal
    in `state`) for the player to move, in their order, and how many turns
    ahead the search looked (the turn itself counted).  A value is exact if
    the game ends or the solved endgame knows the position after its turn;
    the other turns are searched together, to the same depth: the deepest
    all of them reach within `nodes` positions, at most `depth`."""
    rounds = values_by_depth(state, turns, depth, nodes)
    return rounds[-1], len(rounds)


def values_by_depth(state, turns, depth=DEEP_DEPTH, nodes=DEEP_NODES):
    """Return [values_of's values looking 1 turn ahead, 2 turns, ...], up
    to the depth values_of reaches (exact values the same at every
    depth)."""
    turns = tuple(turns)
    return remembered(('values', state, turns, depth, nodes),
                      lambda: searched_values(state, turns, depth, nodes))


def values_apart_by_depth(state, turns, nodes=DEEP_NODES):
    """Return values_by_depth's list for `turns`, each searched alone with
    `nodes` positions (and remembered: a turn compared again with others,
    as the turn played is with each answer to its puzzle, is not searched
    again), up to the depth that all of them reached.  A turn whose search
    stopped early with a forced result keeps that result deeper."""
    alone = [values_by_depth(state, (turn,), nodes=nodes) for turn in turns]
    unsure = [len(rounds) for rounds in alone
              if not (is_win(rounds[-1][0]) or is_loss(rounds[-1][0]))]
    depth = min(unsure) if unsure else max(len(rounds) for rounds in alone)
    return [tuple(rounds[min(index, len(rounds) - 1)][0] for rounds in alone)
            for index in range(depth)]


def searched_values(state, turns, depth, nodes):
    """Return values_by_depth's list, searched now."""
    def search_unknown(unknown):
        if not search_root.is_searchable(state):
            return plain_values(state, unknown, depth, nodes)
        comparison = search_root.Comparison(state, unknown,
                                            solved_endgame_near(state))
        if (depth, nodes) == (DEEP_DEPTH, DEEP_NODES):
            keep_going_on((state, unknown), comparison)
        return comparison.go_on(depth, nodes)
    return with_exact_values(state, turns, depth, search_unknown)


def with_exact_values(state, turns, depth, search_unknown):
    """Return values_by_depth's list of `turns`: each turn's exact value
    where it has one (exact_turn_value), the same at every depth, and the
    rounds of `search_unknown(the others)` for the others."""
    exact = [exact_turn_value(state, turn) for turn in turns]
    unknown = tuple(turn for turn, value in zip(turns, exact)
                    if value is None)
    if not unknown:
        return [tuple(exact)] * depth
    found = []
    for values in search_unknown(unknown):
        searched = iter(values)
        found.append(tuple(next(searched) if value is None else value
                           for value in exact))
    return found


def keep_going_on(key, comparison):
    """Return nothing; keep the deeper look's `comparison` for a surer look
    to go on from, with the latest few (MOST_GOING_ON)."""
    if len(GOING_ON) >= MOST_GOING_ON:
        del GOING_ON[next(iter(GOING_ON))]      # the oldest
    GOING_ON[key] = comparison


def surer_values_of(state, turns):
    """Return values_of's (values, depth reached) by the surer look: the
    deeper look's own search of `turns` gone on to SURER's depth and
    positions in all, so that it does not search the same rounds again."""
    turns = tuple(turns)
    rounds = remembered(('surer', state, turns), lambda: with_exact_values(
        state, turns, SURER[0], lambda unknown: surer_rounds(state, unknown)))
    return rounds[-1], len(rounds)


def surer_rounds(state, turns):
    """Return the rounds of the surer look of `turns` (none of them known
    to the solved endgames): the deeper look's search, found again where
    it was let go, gone on to SURER."""
    if not search_root.is_searchable(state):
        return plain_values(state, turns, *SURER)
    comparison = GOING_ON.get((state, turns))
    if comparison is None:
        comparison = search_root.Comparison(state, turns,
                                            solved_endgame_near(state))
        comparison.go_on(DEEP_DEPTH, DEEP_NODES)
    return comparison.go_on(*SURER)


def plain_values(state, turns, depth, nodes):
    """Return values_of_turns's rounds of `turns` by the plain search, which
    plays the double-mill option: each turn searched alone, with its share
    of `nodes`, and its last values repeated for each depth the shallowest
    of them reached."""
    values, reached = [], depth
    for turn in turns:
        after = rules.next_state(state, turn)
        found = search(after, depth - 1, random.Random(0),
                       max_nodes=nodes // len(turns),
                       solution=solution_if_endgame_near(after))
        values.append(-from_table(found.value, 1))
        reached = min(reached, found.depth + 1)
    return [values] * max(reached, 1)


def exact_turn_value(state, turn):
    """Return the exact value of playing `turn` in `state` for the player to
    move, or None: where the game ends, or the solved endgame knows the
    position after it."""
    after = rules.next_state(state, turn)
    result = rules.outcome(after)
    if result is not None:
        return terminal_value(result, state.to_move, 1)
    exact = exact_value(after)
    return None if exact is None else -from_table(exact, 1)


def turn_value(state, turn, depth=DEEP_DEPTH, nodes=DEEP_NODES):
    """Return the value of playing `turn` in `state` for the player to move
    by the deeper look (see values_of)."""
    return values_of(state, (turn,), depth, nodes)[0][0]


def is_exact(state, turn):
    """Return True if the value of `turn` in `state` is exact: the game ends
    or the solved endgame knows the position after it."""
    return exact_turn_value(state, turn) is not None


def best_turn(state, depth=DEEP_DEPTH, nodes=DEEP_NODES, among=None):
    """Return (turn, value) of the best turn in `state` by the deeper look,
    of all legal turns or of those `among`: in a solved endgame the best
    of every turn's exact value."""
    if exact_value(state) is not None:
        turns = among or rules.legal_turns(state)
        values, unused = values_of(state, turns)
        value, unused, turn = max(zip(values, range(len(turns)), turns))
        return turn, value
    return search_value(state, depth, nodes, among)


def is_win(value):
    """Return True if `value` is a forced win for the player it is for."""
    return value > WIN_LIMIT


def is_loss(value):
    """Return True if `value` is a forced loss for the player it is for."""
    return value < -WIN_LIMIT


def turns_to_end(value):
    """Return how many turns (of both players) a win or loss takes."""
    return WIN - abs(value)
