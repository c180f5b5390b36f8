"""Tests of texts.py: the words the game prints."""

import game_state
import rules
from board import BLACK, WHITE, board_from_string
from rules import Turn
from words import texts


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


def test_every_rule_option_has_its_question_and_its_flags_help():
    for option in game_state.RULE_OPTIONS:
        assert texts.option_question(option).endswith('?')
        assert texts.option_help(option)
    assert set(texts.OPTION_WORDS) == {option.name
                                       for option in game_state.RULE_OPTIONS}


def test_the_counts_stand_in_one_column_whatever_the_names():
    state = rules.initial_state()
    for names in (None, {WHITE: 'Alexandra', BLACK: 'Bo'},
                  {WHITE: None, BLACK: 'Bartholomew Longname'}):
        lines = texts.count_lines(state, names)
        columns = {line.index(' 9 in hand') for line in lines}
        assert len(columns) == 1, lines
    assert texts.count_lines(state)[0] == \
        '  White: 9 in hand, 0 on the board, 0 removed'


def test_a_double_mill_with_two_removals_is_one_sentence():
    board = board_from_string('W.W/.W./.W./....../.../.../BBB')
    state = rules.set_up_state(board, (1, 3), WHITE)
    state = state._replace(options=state.options._replace(
        double_mill_removal=True))
    turn = [turn for turn in rules.legal_turns(state)
            if turn.target == 1 and turn.second_removed is not None][0]
    words = texts.describe_turn(state, turn)
    assert words.startswith('White placed a man on 1 and closed two mills; '
                            "Black's men on ")
    assert words.endswith(' were removed.')
