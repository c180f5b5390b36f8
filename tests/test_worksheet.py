"""The worksheet's example players (docs/worksheet/, docs/worksheet.md):
each file loads as a player file and plays whole games of legal turns,
and each step does what its step of the worksheet asks."""

import os
import random

import pytest

import rules
from board import BLACK, EMPTY, WHITE, opponent
from tournament import player_files

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(PROJECT, 'docs', 'worksheet')
STEPS = sorted(name for name in os.listdir(FOLDER) if name.endswith('.py'))
# The last step looks ahead: its whole games are played one turn deep,
# and a few of its turns as deep as the file says.
LOOKAHEAD = 'step5_lookahead.py'


def load(name):
    """Return the choose_turn function of worksheet file `name`."""
    return player_files.load_player(os.path.join(FOLDER, name))


def play(white, black, seed):
    """Return the last state of a game between two choose_turn functions,
    failing at the first turn that is not legal."""
    random.seed(seed)
    state = rules.initial_state()
    while rules.outcome(state) is None:
        turns = rules.legal_turns(state)
        turn = (white if state.to_move == WHITE else black)(state, turns)
        assert turn in turns
        state = rules.next_state(state, turn)
    return state


def position(white, black, to_move):
    """Return a position of moving with White's and Black's men there."""
    board = [EMPTY] * 24
    for point in white:
        board[point] = WHITE
    for point in black:
        board[point] = BLACK
    return rules.set_up_state(tuple(board), (0, 0), to_move)


def test_the_worksheet_has_its_five_steps():
    assert STEPS == ['step1_random.py', 'step2_mills.py',
                     'step3_blocking.py', 'step4_careful.py', LOOKAHEAD]


@pytest.mark.parametrize('name', STEPS)
def test_each_step_loads_and_plays_whole_games_of_legal_turns(
        name, monkeypatch):
    choose_turn = load(name)
    if name == LOOKAHEAD:
        monkeypatch.setitem(choose_turn.__globals__, 'DEPTH', 1)
    opponent_turn = load('step1_random.py')
    assert rules.outcome(play(choose_turn, opponent_turn, 1)) is not None
    assert rules.outcome(play(opponent_turn, choose_turn, 2)) is not None


def test_the_lookahead_plays_legal_turns_at_its_full_depth():
    choose_turn = load(LOOKAHEAD)
    random.seed(1)
    for state in (position((0, 1, 9), (3, 4, 20), WHITE),      # both fly
                  position((0, 1, 10, 13), (3, 4, 20, 22), BLACK)):
        turns = rules.legal_turns(state)
        assert choose_turn(state, turns) in turns


def placing(white, black):
    """Return White to move while placing, with these men on the board
    (0 1 2 is the top line, 3 4 5 the one below it)."""
    return position(white, black, WHITE)._replace(in_hand=(7, 7))


@pytest.mark.parametrize('name', STEPS[1:])
def test_from_step_two_on_a_player_closes_the_mill_it_can(name):
    state = placing((0, 1), (3, 4))
    turn = load(name)(state, rules.legal_turns(state))
    assert turn.target == 2 and turn.removed is not None


@pytest.mark.parametrize('name', STEPS[2:])
def test_from_step_three_on_a_player_blocks_the_mill_it_cannot_close(name):
    state = placing((0, 10), (3, 4))
    turn = load(name)(state, rules.legal_turns(state))
    assert turn.target == 5
    assert rules.closable_points(rules.next_state(state, turn),
                                 opponent(WHITE)) == set()
