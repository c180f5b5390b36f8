"""Tests of texts.py: the words the game prints."""

import textwrap

import game_state
import rules
from board import BLACK, WHITE, board_from_string
from history import History
from rules import Turn
from words import catalogue, texts


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


def test_a_line_is_indented_as_textwrap_folds_it_whether_it_fits_or_not():
    for text in ('White, place a man. Type help for the commands.',
                 'x' * 77, 'x' * 78, 'two  spaces', ' a space first',
                 'a space last ', 'a\ttab', 'two\nlines', '', '   ',
                 'no\xa0break', 'fits ' * 15 + 'end', 'far ' * 40):
        for indent in ('', '  ', '    '):
            assert texts.indented(text, indent) == textwrap.fill(
                text, 79, initial_indent=indent,
                subsequent_indent=indent + '  ', break_on_hyphens=False)


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


class Marked:
    """A translation that puts every message it is asked for in « »."""

    def gettext(self, message):
        return '\u00ab%s\u00bb' % message

    def ngettext(self, singular, plural, count):
        return self.gettext(singular if count == 1 else plural)

    def pgettext(self, context, message):
        return self.gettext(message)


def outside_messages(text):
    """Return what `text` holds outside « » (nested), where no message
    of the catalogue put it."""
    depth, outside = 0, []
    for char in text:
        depth += {'\u00ab': 1, '\u00bb': -1}.get(char, 0)
        if depth == 0 and char not in '\u00ab\u00bb':
            outside.append(char)
    return ''.join(outside)


def test_every_word_of_a_turn_and_of_the_end_comes_from_the_catalogue(
        monkeypatch):
    monkeypatch.setattr(catalogue, '_translation', Marked())
    board = board_from_string('W.W/.W./.W./....../.../.../BBB')
    state = rules.set_up_state(board, (1, 3), WHITE)
    for form in ('told', 'advice', 'brief'):
        for turn in rules.legal_turns(state):
            words = texts.describe_turn(state, turn, form)
            assert outside_messages(words) in ('', '.'), words
            if form == 'told':      # the colours are translated too
                assert '\u00abWhite\u00bb placed' in words
            if form == 'told' and turn.removed is not None:
                assert '\u00abBlack\u00bb' in words
    history = History(state)
    history.play(rules.legal_turns(state)[0])
    result = game_state.Outcome(WHITE, rules.TWO_MEN)
    for text in (texts.end_words(history, result),
                 texts.rules_words(state.options),
                 texts.last_turns_words(history)):
        assert outside_messages(text).strip('\n -') == '', text
