"""Tests of hints.py: the game's hint names the idea behind the turn.

Positions are written as board strings (see board.board_from_string): the
rows of the board from top to bottom, 3/3/3/6/3/3/3 points, W, B or '.':

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

import random
from unittest import mock

import pytest

from computer import computer_player
from computer import endgame
from teaching import deeper, endgame_advice, hints
from teaching import lookahead
import rules
from board import BLACK, WHITE, opponent
from rules import Turn, legal_turns, next_state
from test_computer import (FLYING_POSITIONS, THREAT_WHILE_MOVING,
                           THREAT_WHILE_PLACING, WINNING_MILL, position,
                           random_positions, wins_at_once)


# --- The idea of one turn ---------------------------------------------------

def test_reason_for_a_mill_names_the_man_removed():
    state = position('WW./.../.B./...B../.../.../...', in_hand=(7, 7))
    assert explain_turn(state, Turn(None, 2, 12)) == \
        'closes a mill on 0-1-2 and removes the man on 12'


def explain_turn(state, turn):
    """Return what the board shows `turn` does (hints.GENERIC if nothing):
    the hint's reason without looking ahead."""
    return hints.turn_idea(state, turn) or hints.GENERIC


def test_hint_for_a_winning_mill_says_it_wins():
    state = position(WINNING_MILL)
    turn, reason = hints.suggest_turn(state)
    assert wins_at_once(state, turn)
    assert reason.startswith('closes a mill') and 'wins the game' in reason


@pytest.mark.slow
def test_hint_for_a_block_names_the_blocked_mill():
    turn, reason = hints.suggest_turn(THREAT_WHILE_PLACING)
    assert turn.target == 2
    assert reason == "blocks White's mill on 0-1-2"


def test_explain_turn_reports_a_double_threat():
    # White places on 4: then 1 closes 1-4-7 and 5 closes 3-4-5.
    state = position('.../W../.W./...B../.B./..B/...', in_hand=(7, 6))
    reason = explain_turn(state, Turn(None, 4))
    assert reason.startswith('opens a double threat')
    after = next_state(state, Turn(None, 4))
    assert rules.closable_points(after, WHITE) == {1, 5}


def test_explain_turn_reports_a_freed_man():
    # White's man on 0 cannot move (1 and 9 are taken); 1 -> 2 frees it.
    state = position('WW./.B./.../B..B../.../W.B/..W')
    assert hints.blocked_men(state.board, WHITE) == {0}
    assert explain_turn(state, Turn(1, 2)) == \
        'frees the blocked man on 0'


def test_every_reason_is_one_sentence_that_matches_the_turn():
    states = random_positions(4, 2, every=5) + FLYING_POSITIONS
    for state in states:
        player, other = state.to_move, opponent(state.to_move)
        for turn in legal_turns(state):
            reason = explain_turn(state, turn)
            after = next_state(state, turn)
            assert reason and '\n' not in reason and '.' not in reason
            assert reason.startswith('closes') == (turn.removed is not None)
            if 'wins the game' in reason:
                assert wins_at_once(state, turn)
            if reason.startswith('blocks %s\'s mill'
                                 % rules.PLAYER_NAMES[other]):
                assert turn.target in rules.closable_points(state, other)
            if reason.startswith('opens a double threat'):
                assert len(rules.closable_points(after, player)) >= 2
            if reason.startswith('frees'):
                freed = int(reason.split()[-1])
                assert freed in hints.blocked_men(state.board, player)
                assert freed not in hints.blocked_men(after.board, player)


@pytest.mark.slow
def test_suggest_turn_gives_a_legal_turn_in_every_phase():
    for state in FLYING_POSITIONS + [THREAT_WHILE_MOVING]:
        turn, reason = hints.suggest_turn(state)
        assert turn in legal_turns(state)
        verdict = endgame_advice.endgame_verdict(state, turn)
        assert reason == hints.explain_fully(state, turn, chosen=True)
        if verdict is not None:     # three against three: the solved
            assert reason.endswith(' (%s)' % verdict)   # endgame says too


def test_a_running_mill_is_named():
    # White opens 0-1-2 by stepping 1 -> 4; no black man can reach 1.
    state = position('WWW/.../.../.B..B./.B./..W/.B.')
    reason = explain_turn(state, Turn(1, 4))
    assert reason == ('opens the mill 0-1-2 to close it again on 1 next turn, '
                      'where Black cannot block it (a running mill)')


def test_a_swinging_mill_is_named():
    # White's man on 1 leaves 0-1-2 to close 3-4-5 and can step back.
    state = position('WWW/W.W/.../...B../.B./B../B.B')
    reason = explain_turn(state, Turn(1, 4, 12))
    assert reason == ('closes a mill on 3-4-5 and removes the man on 12; '
                      'stepping back to 1 closes 0-1-2 again (a swinging '
                      'mill)')


def test_a_blockade_is_named():
    # White steps 10 -> 9: Black's man on 0 has no empty neighbour left.
    state = position('BW./..W/.W./.W..../.../..B/.BB')
    assert explain_turn(state, Turn(10, 9)) == "blocks Black's man on 0"


def test_a_placement_with_room_is_named():
    state = rules.initial_state()
    assert explain_turn(state, Turn(None, 4)) == (
        "keeps White's men free to move for when placing ends: the man on 4 "
        "has 4 empty neighbours")
    assert explain_turn(state, Turn(None, 0)) == hints.GENERIC


# --- Looking ahead ----------------------------------------------------------

def test_a_turn_that_stops_a_double_threat_says_how():
    # White to place: Black on 4 would threaten 3-4-5 on 5 and 1-4-7 on 1.
    state = position('.../B../.B./W...../.../..W/...',
                     in_hand=(6, 7))
    reason = lookahead.double_threat_stopped(state, Turn(None, 4))
    assert reason == ("stops Black's double threat: otherwise Black places "
                      "on 4, and then could close a mill on 1 or on 5")
    assert lookahead.double_threat_stopped(state, Turn(None, 23)) is None


def test_a_turn_that_stops_a_mill_says_what_it_avoids():
    # Black to move: White closes 12-13-14 on 14 unless Black stands there.
    block = Turn(2, 14)
    reason = lookahead.loss_avoided(THREAT_WHILE_MOVING, block)
    others = len(legal_turns(THREAT_WHILE_MOVING)) - 1
    assert reason == (
        'avoids losing a man: after %d of the other %d turns White could '
        'close a mill at once; after Black moves 0 to 1, for example, on '
        '12-13-14' % (others, others))


def test_a_turn_that_takes_room_says_how_much():
    # White steps 10 -> 9: Black's man on 0 has no empty neighbour left.
    state = position('BW./..W/.W./.W..../.../..B/.BB')
    reason = lookahead.room_taken(state, Turn(10, 9))
    after = next_state(state, Turn(10, 9))
    assert reason == "hems Black in: Black's men can make %d moves along " \
        "the lines now, %d before" % (
            lookahead.moves_along_lines(after.board, BLACK),
            lookahead.moves_along_lines(state.board, BLACK))
    assert lookahead.room_taken(state, Turn(10, 11)) is None


# --- How often the hint has nothing to say ----------------------------------

# The pairings of levels of the seeded games; the searching levels look at
# most TEST_DEPTH turns deep, so the test is quick and the same everywhere.
PAIRINGS = [('easy', 'medium'), ('medium', 'easy'), ('medium', 'hard'),
            ('hard', 'medium'), ('easy', 'hard'), ('hard', 'easy')]
TEST_DEPTH = 2


def hints_of_a_seeded_game(seed):
    """Return the reasons of the hints at every turn of a seeded game."""
    levels = PAIRINGS[seed % len(PAIRINGS)]
    rng = random.Random(seed)
    state = rules.initial_state()
    reasons = []
    while rules.outcome(state) is None:
        turn, reason = hints.suggest_turn(state, depth=TEST_DEPTH)
        assert turn in legal_turns(state)
        reasons.append(reason)
        level = levels[state.turns_played % 2]
        state = next_state(state, computer_player.choose_turn(
            state, level, rng, max_depth=TEST_DEPTH))
    return reasons


@pytest.mark.slow
def test_at_most_one_hint_in_five_is_the_generic_sentence():
    # 12 games, each pairing twice: 456 hints, 8 of them generic (20 games
    # gave 782 hints, 21 generic): a rate far below one in five, whichever.
    reasons = [reason for seed in range(2 * len(PAIRINGS))
               for reason in hints_of_a_seeded_game(seed)]
    generic = reasons.count(hints.GENERIC)
    assert len(reasons) >= 400
    assert generic * 5 <= len(reasons), (generic, len(reasons))


@pytest.mark.slow
def test_the_solved_endgame_names_a_kept_win_a_draw_and_the_longest_defence():
    solution = endgame.solution()
    rng = random.Random(5)
    states = []
    for value, distance in ((endgame.WON, 5), (endgame.LOST, 4),
                            (endgame.DRAWN, 0)):
        states += endgame.sample_states(
            solution, solution.families_with(value, distance), 2, rng)
    for state in states:
        results = dict((turn, endgame.value_after_turn(solution, state, turn))
                       for turn in legal_turns(state))
        slowest = max(distance for value, distance in results.values())
        for turn, (value, distance) in results.items():
            after = next_state(state, turn)
            if rules.outcome(after) is not None:
                continue            # a mill that wins: the board says so
            expected = {endgame.WON: 'keeps the forced win',
                        endgame.DRAWN: 'holds the draw'}.get(value)
            if value == endgame.LOST and distance == slowest and all(
                    other == endgame.LOST for other, _ in results.values()):
                expected = 'holds out as long as the solved endgame allows'
            assert endgame_advice.endgame_idea(state, turn, after) == expected


# --- No praise for a turn that gives the opponent a mill (issue 24) ---------

# Turn 17 of a game won against 'beginner' (tests/test_review.py), White to
# place: Black has men on 21 and 23, and 22 is empty.  Placing on 8 makes a
# threat of White's own on 6, but Black closes 21-22-23 first.
BLACK_MILL_FIRST = position('.B./WWW/.W./WWWB../.../BWB/B.B', in_hand=(1, 1))


def test_no_threat_is_praised_where_the_opponent_closes_a_mill_first():
    assert rules.closable_points(BLACK_MILL_FIRST, BLACK) == {22}
    reason = hints.explain_fully(BLACK_MILL_FIRST, Turn(None, 8))
    assert 'threatens' not in reason and 'double threat' not in reason
    assert "lets Black close a mill on 21-22-23 next turn" in reason


def test_a_hint_gives_a_man_away_only_for_a_proven_win():
    # Placing on 8 lets Black close 21-22-23 and wins nothing by force.
    safer = hints.safer_turn(BLACK_MILL_FIRST, Turn(None, 8), depth=4)
    assert not lookahead.mills_given(BLACK_MILL_FIRST, safer)
    # Where giving the man away wins by force, the hint keeps the turn.
    with mock.patch.object(deeper, 'is_win', lambda value: True):
        assert hints.safer_turn(BLACK_MILL_FIRST, Turn(None, 8),
                                depth=4) == Turn(None, 8)


def test_a_reason_never_hides_a_mill_the_opponent_closes_next_turn():
    states = (random_positions(4, 2, every=5) + FLYING_POSITIONS
              + [BLACK_MILL_FIRST])
    for state in states:
        other = opponent(state.to_move)
        for turn in legal_turns(state):
            after = next_state(state, turn)
            if rules.outcome(after) is not None:
                continue
            gives = rules.closable_points(after, other)
            reason = hints.explain_fully(state, turn)
            if gives:
                assert 'lets %s close a mill' % rules.PLAYER_NAMES[other] \
                    in reason, (state, turn, reason)
                assert 'threat' not in reason, (state, turn, reason)


def test_a_removal_names_the_mill_the_man_could_close():
    # White closes 0-1-2; Black's men on 21 and 22 wait for 23.
    state = position('WW./.../.../....../.../.../BB.', in_hand=(7, 7))
    turn = Turn(None, 2, 21)
    assert explain_turn(state, turn) == (
        'closes a mill on 0-1-2 and removes the man on 21, which could '
        'close a mill on 21-22-23 next turn')
    assert hints.removal_reason(state, Turn(None, 2, 22),
                                next_state(state, Turn(None, 2, 22))) == \
        ', which could close a mill on 21-22-23 next turn'


# --- Every turn of a solved endgame, with its exact value -------------------

@pytest.mark.parametrize('value, distance', [(endgame.WON, 5),
                                             (endgame.LOST, 4),
                                             (endgame.DRAWN, 0)])
def test_the_endgame_listing_gives_every_turn_its_value_from_the_table(
        value, distance):
    solution = endgame.solution()
    rng = random.Random(distance)
    for state in endgame.sample_states(
            solution, solution.families_with(value, distance), 2, rng):
        listing = endgame_advice.endgame_listing(state)
        listed = [turn for _, _, turns in listing for turn in turns]
        assert sorted(listed) == sorted(legal_turns(state))
        for _, words, turns in listing:
            for turn in turns:
                result, turns_to_end = endgame.value_after_turn(
                    solution, state, turn)
                assert words == {
                    endgame.WON: 'wins in %d turn' % turns_to_end,
                    endgame.LOST: 'loses in %d turn' % turns_to_end,
                    endgame.DRAWN: 'draws'}[result] + (
                        's' if turns_to_end > 1 else '')
        best = listing[0][1]
        assert best == endgame_advice.value_words(deeper.exact_value(state))
        lines = endgame_advice.endgame_listing_lines(state)
        assert len(lines) == len(listing) + 1


def test_there_is_no_endgame_listing_before_the_endgame():
    assert endgame_advice.endgame_listing(rules.initial_state()) is None
    assert 'not here' in endgame_advice.endgame_listing_lines(
        rules.initial_state())[0]


# White to move, seven men each: 5 -> 13 closes 12-13-14.  Removing 19
# breaks Black's mill 16-19-22 before it closes and wins by force; the
# search of every turn took 21, a removal it saw only as no worse.
REMOVAL_THAT_WINS = position('.../WWW/..B/.W.W.W/BBB/BBW/B..')


def proven_win_after(state, turn):
    """Return True if a search of its own, 14 turns deep (at most 600,000
    positions, no solved endgames), proves `turn` a win for its player."""
    from computer import search_root
    from computer.win_values import WIN_LIMIT
    after = rules.next_state(state, turn)
    value = search_root.search(after, 14, random.Random(1), 600000)[1]
    return value < -WIN_LIMIT


@pytest.mark.slow
def test_the_hint_takes_the_removal_a_deeper_search_proves_a_win():
    state = REMOVAL_THAT_WINS
    turn, reason = hints.suggest_turn(state)
    assert (turn.source, turn.target) == (5, 13)
    assert proven_win_after(state, turn)
    assert turn.removed == 19
    assert reason.startswith('closes a mill on 12-13-14 and removes the man '
                             'on 19, which could close a mill on 16-19-22')


def test_a_mill_keeps_its_removal_unless_another_is_better(monkeypatch):
    state = REMOVAL_THAT_WINS
    removals = [turn for turn in legal_turns(state)
                if (turn.source, turn.target) == (5, 13)]
    assert [turn.removed for turn in removals] == [8, 18, 19, 21]
    for values, best in (((0, 0, 50, 50), 21), ((0, 0, 90, 50), 19),
                         ((0, 0, 0, 0), 21)):
        monkeypatch.setattr(deeper, 'values_of', lambda state, turns, *look:
                            (values, 9))
        assert hints.best_removal(state, Turn(5, 13, 21)).removed == best
    assert hints.best_removal(state, Turn(None, 0)) == Turn(None, 0)
