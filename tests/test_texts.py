"""Tests of texts.py: the words the game prints."""

import rules
from words import texts
from board import WHITE, board_from_string
from rules import Turn


def test_a_turn_is_told_with_who_did_what_and_the_man_removed():
    state = rules.initial_state()
    assert texts.describe_turn(state, Turn(None, 4)) == \
        'White placed a man on 4.'
    board = board_from_string('WW./.../.../....../.../.../..B')
    state = rules.set_up_state(board, (1, 2), WHITE)
    words = texts.describe_turn(state, Turn(None, 2, 23))
    assert words == ("White placed a man on 2 and closed a mill; "
                     "Black's man on 23 was removed.")


def test_a_turn_is_advised_in_the_words_of_its_phase():
    board = board_from_string('WW./B../.../....../.../.../BBW')
    state = rules.set_up_state(board, (0, 0), WHITE)
    advice = texts.describe_turn(state, Turn(23, 2, 3), 'advice')
    assert advice == 'fly 23 to 2 and remove the man on 3'
