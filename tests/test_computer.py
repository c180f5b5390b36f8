"""Tests of computer.py: properties every level must have, named after them.

The searching levels are tested with a small max_depth, so every test is
quick and gives the same answer on any computer (no clock is involved).

Positions are written as board strings (see board.board_from_string): the
rows of the board from top to bottom, 3/3/3/6/3/3/3 points, W, B or '.':

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

import random

import pytest

from computer import computer_player
from computer import endgame_values
from computer import levels
from computer import plain_search
import rules
from computer import win_values
from board import BLACK, WHITE, board_from_string, opponent
from rules import DEFAULT_OPTIONS, Turn, legal_turns, next_state, outcome

# The small search depth the tests give the searching levels.
TEST_DEPTH = 2


def position(text, to_move=WHITE, in_hand=(0, 0), **options):
    """Return a state set up from a board string, with options changed."""
    return rules.set_up_state(board_from_string(text), in_hand, to_move,
                              DEFAULT_OPTIONS._replace(**options))


def random_positions(seed, games, options=DEFAULT_OPTIONS, every=3):
    """Return game-not-over states met in random games (every `every`-th)."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = rules.initial_state(options)
        while outcome(state) is None:
            if state.turns_played % every == 0:
                states.append(state)
            state = next_state(state, rng.choice(legal_turns(state)))
    return states


# Hand-made positions for the phases random games reach less often.
FLYING_POSITIONS = [
    position('W.W/.B./.../B....W/.B./.../...'),             # White flies
    position('W.W/.B./.../B....W/.B./.../B..', to_move=BLACK),
    position('W../.B./..B/.....W/.../..W/B..', to_move=BLACK),  # both fly
]


def some_positions():
    """Return positions of every phase, default and double-mill rules."""
    double = DEFAULT_OPTIONS._replace(double_mill_removal=True)
    return (random_positions(1, 4) + random_positions(2, 4, double)
            + FLYING_POSITIONS)


def search_value_by_plain_minimax(state, depth, ply=0, known=None):
    """Return the value of `state` by plain minimax (no pruning, no table).

    Past the depth limit, as in the computer's search, the player to move
    takes the better of the evaluation and closing a mill (for at most
    QUIESCENCE_DEPTH turns more).  `known` (a dict, or None) keeps each
    value found by its arguments, so that a state met again by another
    order of the same placements (the very same state, history and all:
    states never change and the rules are pure) is not searched again.
    """
    key = (state, depth, ply)
    if known is not None and key in known:
        return known[key]
    result = outcome(state)
    if result is not None:
        return plain_search.terminal_value(result, state.to_move, ply)
    if depth > 0:
        turns = legal_turns(state)
        values = []
    else:
        turns = [turn for turn in legal_turns(state)
                 if turn.removed is not None]
        if depth <= -plain_search.QUIESCENCE_DEPTH:
            turns = []
        values = [plain_search.evaluate(state)]
    values.extend(-search_value_by_plain_minimax(next_state(state, turn),
                                                 depth - 1, ply + 1, known)
                  for turn in turns)
    if known is not None:
        known[key] = max(values)
    return max(values)


def wins_at_once(state, turn):
    """Return True if `turn` ends the game with a win for its player."""
    result = outcome(next_state(state, turn))
    return result is not None and result.winner == state.to_move


# --- Legal turns, always ---------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize('level', levels.LEVELS)
def test_every_level_always_returns_a_legal_turn(level):
    states = some_positions()
    assert any(rules.phase(s, s.to_move) == rules.PLACING for s in states)
    assert any(rules.phase(s, s.to_move) == rules.MOVING for s in states)
    assert any(rules.phase(s, s.to_move) == rules.FLYING for s in states)
    rng = random.Random(7)
    for state in states:
        turn = computer_player.choose_turn(state, level, rng, max_depth=TEST_DEPTH)
        assert turn in legal_turns(state)


def test_unknown_level_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match='not a level'):
        computer_player.choose_turn(rules.initial_state(), 'grandmaster',
                             random.Random(1))


@pytest.mark.parametrize('level', levels.LEVELS)
def test_a_finished_game_is_refused_with_a_sentence(level):
    # Black is down to two men: White has won.
    state = position('WW./.../.../.W...W/.../B../..B', BLACK)
    assert outcome(state) is not None
    with pytest.raises(ValueError, match='game is over'):
        computer_player.choose_turn(state, level, random.Random(1))


# --- Mills and blocks --------------------------------------------------------

# White to move: 14 -> 2 closes the mill 0-1-2, and Black has only three men.
WINNING_MILL = 'WW./.../.../.W...W/.../B../B.B'


@pytest.mark.slow
@pytest.mark.parametrize('level', levels.LEVELS)
def test_closes_a_mill_that_wins_the_game_at_once(level):
    state = position(WINNING_MILL)
    for seed in range(5):
        turn = computer_player.choose_turn(state, level, random.Random(seed),
                                    max_depth=TEST_DEPTH)
        assert wins_at_once(state, turn)


def test_easy_takes_a_mill_when_it_sees_one():
    # White places on 2 to close 0-1-2; Black has men outside mills.
    state = position('WW./.../.B./...B../.../.../...', in_hand=(7, 7))
    for seed in range(10):
        turn = computer_player.choose_turn(state, 'easy', random.Random(seed))
        assert turn.target == 2 and turn.removed in (7, 12)


def test_hard_prefers_the_faster_win():
    # Looking three turns ahead the search sees slower wins too; it must
    # take the win now.
    state = position(WINNING_MILL)
    result = plain_search.search(state, 3, random.Random(3))
    assert wins_at_once(state, result.turn)
    assert result.value == win_values.WIN - 1


# Black to place: White threatens to close 0-1-2 on point 2.
THREAT_WHILE_PLACING = position('WW./.../.../...B../.../.../...', BLACK,
                                in_hand=(7, 8))
# Black to move: White's men on 12 and 13 wait for 14, which White's man on
# 23 can reach; Black's man on 2 can step onto 14 first.
THREAT_WHILE_MOVING = position('B.B/.../..B/..BWW./B../..W/BBW', BLACK)


@pytest.mark.parametrize('level', ['medium', 'hard'])
@pytest.mark.parametrize('state', [THREAT_WHILE_PLACING, THREAT_WHILE_MOVING])
def test_blocks_a_mill_threat_when_it_can(level, state):
    threats = rules.closable_points(state, opponent(state.to_move))
    assert len(threats) == 1
    for seed in range(3):
        turn = computer_player.choose_turn(state, level, random.Random(seed),
                                    max_depth=TEST_DEPTH)
        assert turn.target in threats


# --- The search is alpha-beta: same value as plain minimax ------------------

def small_positions():
    """Return positions with few turns to choose from, for plain minimax."""
    states = [state for state in random_positions(5, 6, every=1)
              if len(legal_turns(state)) <= 12]
    return states[::max(1, len(states) // 25)]


@pytest.fixture(scope='module')
def minimax_after_each_turn():
    """Return (state, depth, {turn: plain minimax value for the player to
    move, after that turn}) for the small positions at depths 1 to 3: slow
    to find, so found once for both tests below (which only read them),
    each state and depth of the searches once."""
    found, known = [], {}
    for state in small_positions():
        for depth in (1, 2, 3):
            found.append((state, depth, {
                turn: -search_value_by_plain_minimax(next_state(state, turn),
                                                     depth - 1, 1, known)
                for turn in legal_turns(state)}))
    return found


@pytest.mark.slow
@pytest.mark.parametrize('use_table', [True, False])
def test_alpha_beta_returns_the_value_of_plain_minimax(
        use_table, minimax_after_each_turn):
    assert len(minimax_after_each_turn) >= 3 * 20
    for state, depth, values in minimax_after_each_turn:
        expected = max(values.values())         # as plain minimax at depth
        found = plain_search.search(state, depth, random.Random(1),
                                    use_table=use_table)
        assert found.value == expected
        assert values[found.turn] == expected


def test_table_key_joins_transpositions_while_placing():
    one = two = rules.initial_state()
    for turn in (Turn(None, 0), Turn(None, 5), Turn(None, 9)):
        one = rules.apply_turn(one, turn)
    for turn in (Turn(None, 9), Turn(None, 5), Turn(None, 0)):
        two = rules.apply_turn(two, turn)
    assert plain_search.table_key(one) == plain_search.table_key(two)


def test_table_key_tells_apart_a_position_seen_before():
    start = position('W../.../.../W.BB../.../.../B.W')
    one = start
    for turn in (Turn(0, 1), Turn(11, 6), Turn(9, 10), Turn(12, 8)):
        one = rules.apply_turn(one, turn)
    # Back and forth: the same position again, but now seen twice, so one
    # more repetition would draw.
    again = one
    for turn in (Turn(1, 0), Turn(6, 11), Turn(0, 1), Turn(11, 6)):
        again = rules.apply_turn(again, turn)
    assert again.board == one.board and again.to_move == one.to_move
    assert plain_search.table_key(again) != plain_search.table_key(one)


# --- Draws: a draw is better than a loss, worse than a win -------------------

def repeated_twice(text, first, second):
    """Return a state whose position has been seen twice, Black to move,
    and Black's turn that would show it the third time (a draw).

    White moves first: White shuttles a man between the points `first`,
    Black between the points `second`.
    """
    state = position(text, WHITE)
    shuttle = [Turn(*first), Turn(*second), Turn(*reversed(first)),
               Turn(*reversed(second))]
    for turn in shuttle + shuttle[:3]:
        state = rules.apply_turn(state, turn)
    return state, shuttle[3]


def test_steers_for_a_draw_by_repetition_when_behind():
    # Black has four men against White's six: repeating draws.
    state, repeat = repeated_twice('W../WB./W.W/B..B../W.W/.../..B',
                                   (0, 1), (23, 22))
    assert outcome(next_state(state, repeat)).reason == rules.REPETITION
    for seed in range(3):
        turn = computer_player.choose_turn(state, 'expert', random.Random(seed),
                                    max_depth=TEST_DEPTH)
        assert turn == repeat


def test_does_not_walk_into_a_draw_by_repetition_when_ahead():
    # The same men with the colours swapped: Black has six against four.
    state, repeat = repeated_twice('B../BW./B.B/W..W../B.B/.../..W',
                                   (23, 22), (0, 1))
    assert outcome(next_state(state, repeat)).reason == rules.REPETITION
    for seed in range(3):
        turn = computer_player.choose_turn(state, 'expert', random.Random(seed),
                                    max_depth=TEST_DEPTH)
        assert turn != repeat


# --- Seeds -------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize('level', levels.LEVELS)
def test_same_seed_gives_the_same_choice(level):
    for state in random_positions(3, 2, every=7):
        first = computer_player.choose_turn(state, level, random.Random(42),
                                     max_depth=TEST_DEPTH)
        second = computer_player.choose_turn(state, level, random.Random(42),
                                      max_depth=TEST_DEPTH)
        assert first == second


@pytest.mark.parametrize('level', levels.LEVELS)
def test_different_seeds_break_ties_differently(level):
    # On the empty board many first placements are equally good.
    state = rules.initial_state()
    choices = set()
    for seed in range(12):              # till two seeds choose differently
        choices.add(computer_player.choose_turn(
            state, level, random.Random(seed), max_depth=TEST_DEPTH))
        if len(choices) >= 2:
            break
    assert len(choices) >= 2


# --- The top level: properties on many positions -----------------------------

TOP_DEPTH = 3      # enough to see a win in two of its own turns


def crowded_positions(seed, count, fewest=3, most=9):
    """Return moving-phase positions (game not over) with fewest..most men
    of each colour placed at random: mills and blockades are near."""
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        white, black = rng.randint(fewest, most), rng.randint(fewest, most)
        points = rng.sample(range(24), white + black)
        board = ['.'] * 24
        for index, point in enumerate(points):
            board[point] = WHITE if index < white else BLACK
        state = rules.set_up_state(board, (0, 0), rng.choice((WHITE, BLACK)))
        if outcome(state) is None:
            states.append(state)
    return states


def winning_turns(state):
    """Return the turns that win the game at once."""
    return [turn for turn in legal_turns(state) if wins_at_once(state, turn)]


def forces_a_win_in_two(state, turn):
    """Return True if after `turn` every reply lets its player win at once."""
    after = next_state(state, turn)
    if outcome(after) is not None:
        return outcome(after).winner == state.to_move
    return all(winning_turns(next_state(after, reply))
               for reply in legal_turns(after)
               if outcome(next_state(after, reply)) is None) and all(
        outcome(next_state(after, reply)) is None
        or outcome(next_state(after, reply)).winner == state.to_move
        for reply in legal_turns(after))


def top_turn(state, depth=TOP_DEPTH):
    """Return the turn of the top level, searching `depth` turns deep."""
    return computer_player.choose_turn(state, levels.TOP_LEVEL, random.Random(1),
                                max_depth=depth)


def test_the_top_level_is_the_last_of_the_levels():
    assert levels.TOP_LEVEL == levels.LEVELS[-1]
    assert len(levels.LEVELS) >= 5
    assert {'easy', 'medium', 'hard'} <= set(levels.LEVELS)
    for level in levels.LEVELS:
        assert levels.LEVEL_SETTINGS[level].description


def test_top_level_never_misses_a_win_at_once():
    found = 0
    for state in crowded_positions(21, 200):
        if winning_turns(state) and not endgame_values.endgame_is_near(state):
            found += 1
            assert wins_at_once(state, top_turn(state, 2))
    assert found >= 10


@pytest.mark.slow
def test_top_level_never_leaves_a_win_in_one_it_can_prevent():
    checked = 0
    for state in crowded_positions(23, 300):
        if endgame_values.endgame_is_near(state):
            continue              # the solved endgame's own tests cover it
        safe = [turn for turn in legal_turns(state)
                if not any(winning_turns(next_state(state, turn)))
                and outcome(next_state(state, turn)) is None]
        if safe and len(safe) < len(legal_turns(state)):
            checked += 1
            turn = top_turn(state, 2)
            after = next_state(state, turn)
            assert wins_at_once(state, turn) or not winning_turns(after)
    assert checked >= 10


@pytest.mark.slow
def test_top_level_never_misses_a_forced_blockade_win_in_two():
    # Both players keep four men or more, so every win here is a blockade:
    # the player to move can play a turn after which every reply leaves
    # the other player a turn that blocks them.
    checked = 0
    for state in crowded_positions(31, 12000, 6, 9):
        waiting = state._replace(to_move=opponent(state.to_move))
        if len(rules.movements(waiting, waiting.to_move)) > 3:
            continue              # not near a blockade: skip the slow check
        if winning_turns(state):
            continue
        if any(forces_a_win_in_two(state, turn)
               for turn in legal_turns(state)):
            checked += 1
            assert forces_a_win_in_two(state, top_turn(state))
    assert checked >= 3


@pytest.mark.slow
def test_same_seed_plays_the_same_game_at_every_level():
    for level in levels.LEVELS:
        games = []
        for _ in range(2):
            rng = random.Random(5)
            state = rules.initial_state()
            turns = []
            while outcome(state) is None and len(turns) < 24:
                turn = computer_player.choose_turn(state, level, rng, max_depth=3)
                turns.append(turn)
                state = next_state(state, turn)
            games.append(turns)
        assert games[0] == games[1]


def test_beginner_often_misses_a_mill_but_never_a_win():
    # White places on 2 to close 0-1-2 (a mill that does not win yet).
    state = position('WW./.../.B./...B../.../.../...', in_hand=(7, 7))
    closed = sum(computer_player.choose_turn(state, 'beginner',
                                      random.Random(seed)).target == 2
                 for seed in range(200))
    assert 10 <= closed <= 100          # sometimes, and at most half
    winning = position(WINNING_MILL)
    for seed in range(20):
        turn = computer_player.choose_turn(winning, 'beginner', random.Random(seed))
        assert wins_at_once(winning, turn)


def test_a_level_that_misses_mills_never_misses_a_win():
    always = levels.LEVEL_SETTINGS['beginner']._replace(misses_mills=1.0)
    never = always._replace(misses_mills=0.0)
    state = position('WW./.../.B./...B../.../.../...', in_hand=(7, 7))
    turns = legal_turns(state)
    seen = computer_player.overlooked_mills(state, turns, random.Random(1),
                                            always)
    assert seen and all(turn.removed is None for turn in seen)
    assert computer_player.overlooked_mills(state, turns, random.Random(1),
                                            never) == turns
    winning = position(WINNING_MILL)
    turns = legal_turns(winning)
    assert computer_player.overlooked_mills(winning, turns, random.Random(1),
                                            always) == turns


def test_every_level_below_the_top_is_weaker_by_its_settings():
    rows = levels.LEVEL_TABLE
    for lower, higher in zip(rows, rows[1:]):
        assert (lower.noise, lower.careless) >= (higher.noise,
                                                 higher.careless) \
            or (lower.nodes or 0) < (higher.nodes or 0) \
            or lower.misses_mills > higher.misses_mills
    assert [row.name for row in rows if row.slow] == [levels.TOP_LEVEL]


def test_the_node_budget_grows_only_where_placing_ends():
    row = levels.LEVEL_SETTINGS[levels.TOP_LEVEL]
    assert row.placing_end > 1
    state = rules.initial_state()
    while sum(state.in_hand) > levels.PLACING_END_MEN:
        assert levels.node_budget(state, row) == row.nodes
        state = next_state(state, legal_turns(state)[0])
    assert levels.node_budget(state, row) == row.nodes * row.placing_end
    while sum(state.in_hand) > 0:
        state = next_state(state, legal_turns(state)[0])
    assert levels.node_budget(state, row) == row.nodes
    assert levels.search_limits(state, row) == (row.depth, row.nodes,
                                                  row.seconds)
    assert levels.search_limits(state, row, 0.5, 3) == (3, None, 0.5)


def test_a_level_that_knows_the_endgame_is_never_careless_near_it():
    always = levels.LEVEL_SETTINGS['hard']._replace(careless=1.0)
    unsolved = always._replace(solved=False)
    near = [state for state in some_positions()
            if endgame_values.endgame_is_near(state)
            and computer_player.careless_turn(state, random.Random(1), unsolved)]
    assert near
    for state in near:
        assert computer_player.careless_turn(state, random.Random(1), always) is None
    far = [state for state in some_positions()
           if not endgame_values.endgame_is_near(state)]
    assert any(computer_player.careless_turn(state, random.Random(1), always)
               for state in far)


def test_a_level_that_waits_for_the_endgame_solve_says_it_is_thinking(
        monkeypatch):
    from computer import computer_player, endgame
    near = rules.set_up_state(board_from_string(
        'W../.W./B.B/W...../.../B../...'), (0, 0), WHITE)
    monkeypatch.setattr(endgame, 'solution_is_ready', lambda: False)
    assert computer_player.may_think_long(near, 'hard')
    assert computer_player.may_think_long(near, 'expert')
    assert not computer_player.may_think_long(near, 'medium')
    assert computer_player.may_think_long(rules.initial_state(), 'master')
    assert not computer_player.may_think_long(rules.initial_state(), 'hard')
    monkeypatch.setattr(endgame, 'solution_is_ready', lambda: True)
    assert not computer_player.may_think_long(near, 'hard')
