"""Tests for the game records (records.py, notation.py, record_text.py,
record_reading.py) and position files.

Random games are played with rules.legal_turns from fixed seeds, so every
run checks the same games.
"""

import datetime
import functools
import os
import random

import pytest

from game_files import positions
from game_files import record_reading
from game_files import record_text
from game_files import records
import board
import rules
from board import (BLACK, WHITE, board_from_string, board_to_string,
                   parse_point_name)
from game_files.notation import notation_to_turn, turn_to_notation
from game_files.positions import parse_position
from game_files.record_reading import parse_record
from game_files.records import RecordError, format_record
from game_state import Options
from rules import Turn, initial_state, legal_turns, next_state, outcome


DAY = datetime.date(2026, 11, 22)


def random_options(rng):
    """Return rule options chosen at random, double-mill removal included."""
    return Options(flying=rng.random() < 0.7,
                   double_mill_removal=rng.random() < 0.5,
                   repetition_draw=rng.random() < 0.7,
                   move_limit=rng.choice((0, 20, 50, 100)),
                   three_men_limit=rng.choice((0, 10)))


def random_game(seed, max_turns=250, start=None):
    """Return (start state, turns, final state) of a random legal game."""
    rng = random.Random(seed)
    if start is None:
        start = initial_state(random_options(rng), rng.choice((WHITE, BLACK)))
    state = start
    turns = []
    while outcome(state) is None and len(turns) < max_turns:
        turn = rng.choice(legal_turns(state))
        turns.append(turn)
        state = next_state(state, turn)
    return start, turns, state


def random_set_up_start(seed):
    """Return a set-up start state taken from the middle of a random game."""
    rng = random.Random(seed)
    start, turns, state = random_game(seed, max_turns=rng.randint(5, 40))
    if outcome(state) is not None:
        state = start
    return rules.set_up_state(state.board, state.in_hand, state.to_move,
                              state.options)


@functools.lru_cache(maxsize=None)
def sample_record_text(seed=7):
    """Return the text of a record of a random game (a few mills in it),
    made once for all the tests that read it."""
    start, turns, _ = random_game(seed)
    return format_record(start, turns, white='Ann', black='Computer',
                         date=DAY)


def seeds(count, quick):
    """Return the seeds 0 to `count` - 1 to parametrize a test with: those
    not in `quick` are slow (they run with the whole suite).  The quick
    seeds reach every line of the game's code that all of them reach."""
    return [seed if seed in quick else pytest.param(seed,
                                                    marks=pytest.mark.slow)
            for seed in range(count)]


# ---------------------------------------------------------------------------
# Save then load
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('seed', seeds(120, range(40)))
def test_saved_game_loads_to_the_same_state(seed):
    start, turns, final = random_game(seed)
    record = parse_record(format_record(start, turns, date=DAY))
    assert record.start == start
    assert record.turns == turns
    assert record.states[-1] == final
    assert len(record.states) == len(turns) + 1


# Seed 32's game has a double removal (two mills closed at once).
@pytest.mark.parametrize('seed', seeds(40, [*range(10), 32]))
def test_game_from_a_set_up_position_loads_to_the_same_state(seed):
    start = random_set_up_start(seed)
    start, turns, final = random_game(1000 + seed, start=start)
    text = format_record(start, turns, date=DAY)
    assert '[Board "%s"]' % board_to_string(start.board) in text
    record = parse_record(text)
    assert record.start == start
    assert record.states[-1] == final


def removal_count(turn):
    """Return how many men a turn removes: 0, 1 or 2."""
    return (turn.removed is not None) + (turn.second_removed is not None)


def varied_game(seed):
    """Return (start, turns, final state) of a random game of a varied kind.

    Every fifth game starts from a set-up position.  The players pick any
    turn, or avoid removals (repetitions and move limits), or hem the other
    in (blocked), or take all they can (double-mill removals); every
    seventh game is cut short, as when a game is saved in the middle.
    """
    rng = random.Random(seed)
    if seed % 5 == 4:
        start = random_set_up_start(seed)
    else:
        start = initial_state(random_options(rng), rng.choice((WHITE, BLACK)))
    style = seed % 4
    state = start
    turns = []
    while outcome(state) is None and len(turns) < 300:
        choices = legal_turns(state)
        if style == 1:
            choices = [turn for turn in choices if turn.removed is None] \
                or choices
        elif style == 2 and rng.random() < 0.5:
            freedom = {}
            for turn in choices:
                after = next_state(state, turn)
                freedom[turn] = (-1 if outcome(after) is not None
                                 else len(legal_turns(after)))
            least = min(freedom.values())
            choices = [turn for turn in choices if freedom[turn] == least]
        elif style == 3:
            most = max(removal_count(turn) for turn in choices)
            choices = [turn for turn in choices
                       if removal_count(turn) == most]
        turn = rng.choice(choices)
        turns.append(turn)
        state = next_state(state, turn)
    if seed % 7 == 6:
        turns = turns[:rng.randrange(len(turns) + 1)]
        state = start
        for turn in turns:
            state = next_state(state, turn)
    return start, turns, state


@pytest.mark.slow
def test_many_varied_games_load_to_the_same_state_and_cover_every_ending():
    endings = set()
    double_removals = flying_turns = set_up_starts = 0
    for seed in range(600):
        start, turns, final = varied_game(seed)
        record = parse_record(format_record(start, turns, date=DAY))
        assert record.start == start, seed
        assert record.turns == turns, seed
        assert record.states[-1] == final, seed
        ending = outcome(final)
        endings.add(ending.reason if ending else None)
        double_removals += any(turn.second_removed is not None
                               for turn in turns)
        set_up_starts += not records.is_standard_start(start)
        state = start
        for turn in turns:
            if turn.source is not None and \
                    rules.can_fly(state, state.to_move) and \
                    turn.target not in rules.ADJACENT[turn.source]:
                flying_turns += 1
            state = next_state(state, turn)
    assert endings == {None, rules.TWO_MEN, rules.BLOCKED, rules.REPETITION,
                       rules.MOVE_LIMIT, rules.THREE_MEN_LIMIT}
    assert double_removals >= 2
    assert flying_turns >= 100
    assert set_up_starts >= 100


@pytest.mark.slow
def test_double_mill_removals_are_saved_and_loaded():
    found = 0
    for seed in range(400):
        start, turns, final = random_game(seed)
        doubles = [turn for turn in turns if turn.second_removed is not None]
        if doubles:
            found += 1
            text = format_record(start, turns, date=DAY)
            assert turn_to_notation(doubles[0]) in text
            assert parse_record(text).states[-1] == final
        if found == 5:
            break
    assert found == 5


def test_record_has_point_numbers_comment_and_numbered_move_pairs():
    start = initial_state()
    turns = [Turn(None, 4), Turn(None, 19)]
    text = format_record(start, turns, date=DAY)
    assert '1. d6 d2' in text
    assert ' 0=a7' in text and '23=g1' in text
    assert text.rstrip().endswith('*')


def test_agreed_draw_result_is_kept():
    start, turns, final = random_game(5, max_turns=30)
    if outcome(final) is not None:
        turns = turns[:10]
    text = format_record(start, turns, result='1/2-1/2',
                         termination='agreed draw', date=DAY)
    record = parse_record(text)
    assert record.headers['Result'] == '1/2-1/2'
    assert record.headers['Termination'] == 'agreed draw'


# ---------------------------------------------------------------------------
# Every turn is checked by the rules
# ---------------------------------------------------------------------------

def test_every_turn_of_a_loaded_file_goes_through_apply_turn(monkeypatch):
    start, turns, _ = random_game(11)
    text = format_record(start, turns, date=DAY)
    checked = []

    def counting_apply_turn(state, turn):
        checked.append(turn)
        return rules.apply_turn(state, turn)

    monkeypatch.setattr(record_reading, 'apply_turn', counting_apply_turn)
    parse_record(text)
    assert checked == turns


@pytest.mark.parametrize('seed', seeds(30, range(10)))
def test_an_illegal_turn_anywhere_is_refused_with_its_line(seed):
    rng = random.Random(seed)
    start, turns, _ = random_game(seed)
    index = rng.randrange(len(turns))
    state = start
    for turn in turns[:index]:
        state = next_state(state, turn)
    taken = [p for p in range(24) if state.board[p] != '.']
    target = rng.choice(taken) if taken else None
    if target is None:
        return
    bad = Turn(turns[index].source, target)
    lines = format_record(start, turns, date=DAY).splitlines()
    first_move_line = next(n for n, line in enumerate(lines) if line.startswith('1. '))
    line_index = first_move_line + index // 2
    words = lines[line_index].split()
    words[1 + index % 2] = turn_to_notation(bad)
    lines[line_index] = ' '.join(words)
    with pytest.raises(RecordError) as caught:
        parse_record('\n'.join(lines))
    assert caught.value.line == line_index + 1
    assert 'is not legal' in str(caught.value)
    assert 'point %d is taken' % target in str(caught.value)
    legal = [turn_to_notation(turn) for turn in legal_turns(state)]
    assert legal[0] in str(caught.value)


def test_illegal_turn_message_lists_the_legal_turns_shortened():
    text = '1. d6 d6\n'
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    message = str(caught.value)
    assert message.startswith('line 1: turn 2 (Black), d6')
    assert 'point 4 is taken' in message
    assert 'The legal turns there were: a7, d7, g7' in message
    assert 'and 11 more' in message          # 23 empty points, 12 shown


def test_missing_removal_after_a_mill_is_refused():
    text = '1. a7 a1 2. d7 g1 3. g7 d1\n'
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == 1
    assert "one of Black's men must be removed" in str(caught.value)
    assert 'g7xa1' in str(caught.value)


def test_turn_after_the_end_of_the_game_is_refused():
    start, turns, final = random_game(2)
    assert outcome(final) is not None
    text = format_record(start, turns, date=DAY)
    lines = text.splitlines()
    lines.insert(len(lines) - 1, 'a7-d7')
    with pytest.raises(RecordError) as caught:
        parse_record('\n'.join(lines))
    assert 'the game was already over' in str(caught.value)


# ---------------------------------------------------------------------------
# Damaged, foreign and illegal files
# ---------------------------------------------------------------------------

@pytest.mark.slow
def test_every_cut_short_record_is_refused():
    text = sample_record_text()
    for length in range(len(text)):
        cut = text[:length]
        if cut.strip() == text.strip():
            continue
        with pytest.raises(RecordError):
            parse_record(cut)


def test_record_cut_before_its_result_marker_says_cut_short():
    text = sample_record_text()
    cut = text[:text.rstrip().rindex('\n')]
    with pytest.raises(RecordError) as caught:
        parse_record(cut)
    assert 'cut short' in str(caught.value)


def test_record_cut_between_turns_says_cut_short():
    text = sample_record_text()
    lines = text.splitlines()
    del lines[-3:-1]                     # two move pairs gone, marker kept
    with pytest.raises(RecordError) as caught:
        parse_record('\n'.join(lines))
    assert 'cut short' in str(caught.value)
    assert caught.value.line == next(n for n, line in enumerate(lines, 1)
                                     if line.startswith('[PlyCount'))


def test_header_cut_in_the_middle_is_refused():
    with pytest.raises(RecordError) as caught:
        parse_record('[Event "Nine Men\'s Morris"]\n[White "An')
    assert caught.value.line == 2
    assert 'cut short' in str(caught.value)


def test_line_numbers_count_only_line_ends_as_an_editor_does():
    # A form feed and a line separator (U+2028) inside comments do not end
    # a line in an editor, so they must not shift the number of line 3.
    text = '; a comment\f with a form feed\n; and \u2028 this\n1. a7 a7\n'
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == 3
    for ends in ('\r\n', '\r'):
        with pytest.raises(RecordError) as caught:
            parse_record(text.replace('\n', ends))
        assert caught.value.line == 3


def test_a_picture_saved_as_text_is_refused():
    with pytest.raises(RecordError) as caught:
        record_text.decode_record_bytes(b'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff')
    assert 'not a game record' in str(caught.value)


def test_unknown_header_is_refused_with_its_line():
    text = '[Event "x"]\n[Colour "red"]\n\n1. d6 *\n'
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == 2
    assert "unknown header 'Colour'" in str(caught.value)


def test_header_given_twice_is_refused():
    with pytest.raises(RecordError) as caught:
        parse_record('[White "a"]\n[White "b"]\n*\n')
    assert caught.value.line == 2
    assert 'appears twice' in str(caught.value)


@pytest.mark.parametrize('header, words', [
    ('[Flying "maybe"]', "'maybe' is not on or off"),
    ('[MoveLimit "-5"]', "'-5' is not a whole number"),
    ('[FirstPlayer "red"]', "'red' is not White or Black"),
    ('[Result "2-0"]', "the result '2-0' is not one of"),
    ('[Board "WWW/..."]', 'the board has 6 points, not 24'),
    ('[WhiteInHand "3"]', 'needs a Board header too'),
])
def test_bad_header_values_are_refused_with_the_reason(header, words):
    with pytest.raises(RecordError) as caught:
        parse_record('[Event "x"]\n%s\n\n*\n' % header)
    assert caught.value.line == 2
    assert words in str(caught.value)


@pytest.mark.parametrize('value, words', [
    ('\u00b3', "'\u00b3' is not a whole number"),           # a superscript 3
    ('\u0663', "'\u0663' is not a whole number"),           # an Arabic 3
    ('99999999999999999999', 'is too big: a number here is at most 999999'),
    ('9' * 5000, 'is too big: a number here is at most 999999'),
], ids=['superscript', 'arabic digit', 'twenty digits', '5000 digits'])
def test_header_numbers_must_be_plain_and_not_too_big(value, words):
    with pytest.raises(RecordError) as caught:
        parse_record('[Event "x"]\n[MoveLimit "%s"]\n\n1. d6 *\n' % value)
    assert caught.value.line == 2
    assert words in str(caught.value)
    assert len(str(caught.value)) < 200


def test_largest_move_limit_loads():
    record = parse_record('[MoveLimit "999999"]\n1. d6 *\n')
    assert record.start.options.move_limit == 999999


def test_a_long_word_is_cut_short_in_the_message():
    with pytest.raises(RecordError) as caught:
        parse_record('1. ' + 'd' * 100000 + ' *\n')
    assert "'dddddddddddddddddddddddddddddd'... is not a turn" \
        in str(caught.value)
    assert len(str(caught.value)) < 200
    with pytest.raises(RecordError) as caught:
        parse_record('1. d6' + 'xa1' * 1000 + ' *\n')
    assert 'a turn removes at most two men, not 1000' in str(caught.value)
    assert len(str(caught.value)) < 200


def test_start_position_that_makes_no_sense_is_refused():
    text = ('[Board "WWWWWWWWWW.............."]\n[WhiteInHand "0"]\n'
            '[BlackInHand "0"]\n*\n')
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == 1
    assert 'White has 10 men on the board and 0 in hand' in str(caught.value)


def test_result_that_does_not_fit_the_turns_is_refused():
    start, turns, final = random_game(2)
    winner = outcome(final).winner
    wrong = '1-0' if winner == BLACK else '0-1'
    text = format_record(start, turns, result=wrong, date=DAY)
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert 'the result says %s' % wrong in str(caught.value)


def test_result_marker_must_match_the_result_header():
    with pytest.raises(RecordError) as caught:
        parse_record('[Result "1-0"]\n1. d6 f4\n*\n')
    assert caught.value.line == 3
    assert 'does not match' in str(caught.value)


def test_chess_game_is_refused_as_foreign():
    text = '[Event "Casual"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n' \
           '1. e4 e5 2. Nf3 Nc6 *\n'
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == 6
    assert "'Nf3' is not a turn in mill notation" in str(caught.value)


def test_other_variants_are_refused():
    with pytest.raises(RecordError) as caught:
        parse_record('[Variant "Twelve Men\'s Morris"]\n1. d6 *\n')
    assert "Twelve Men's Morris" in str(caught.value)


def test_two_games_in_one_file_are_refused():
    with pytest.raises(RecordError) as caught:
        parse_record('1. d6 f4 *\n1. d6 f4 *\n')
    assert 'a record holds one game' in str(caught.value)


# ---------------------------------------------------------------------------
# Records written by other mill programs
# ---------------------------------------------------------------------------

SANMILL_STYLE = '''[Event "Sanmill-Game"]\r
[Site "Sanmill"]\r
[Date "2026.1.5"]\r
[Round "3"]\r
[White "Human"]\r
[Black "Computer"]\r
[Result "*"]\r
[Variant "Nine Men's Morris"]\r
[PlyCount "6"]\r
\r
1.    a7    a1\r
2.    d7    g1\r
3.    g7xa1    d1\r
*\r
'''


def test_sanmill_style_record_loads():
    record = parse_record(SANMILL_STYLE)
    assert record.headers['Site'] == 'Sanmill'
    assert record.turns[4] == Turn(None, parse_point_name('g7'),
                                   parse_point_name('a1'))
    assert record.states[-1].board == board_from_string(
        'WWW/.../.../....../.../.../.BB')


@pytest.mark.parametrize('moves', [
    '1. a7 a1 2. d7 g1 3. g7xa1 d1',
    '1.a7 a1 2.d7 g1 3.g7xa1 d1',
    '1. A7 A1 2. D7 G1 3. G7XA1 D1',
    'a7 a1 d7 g1 g7 xa1 d1',
    '1. a7 a1\n2. d7 g1\n3. g7\nxa1 d1',
    '1. a7 {a corner} a1 ; the other corner\n2. d7 (2. d6 d1) g1 3. g7! xa1 $1 d1',
    '% written by hand\n# the moves\n1. a7 a1 2. d7 g1 3... g7xa1 d1',
    '1.\ta7\ta1\r2.\td7\tg1\r3.\tg7xa1\td1',
])
def test_foreign_move_lists_load(moves):
    record = parse_record(moves)
    assert len(record.turns) == 6
    assert record.states[-1].board == board_from_string(
        'WWW/.../.../....../.../.../.BB')


def test_two_removals_written_apart_join_their_double_mill_turn():
    # White places on d7 and closes the top row and the middle column.
    options = rules.DEFAULT_OPTIONS._replace(double_mill_removal=True)
    board = board_from_string('W.W/.W./.W./B....B/.../.../..B')
    start = rules.set_up_state(board, (1, 0), WHITE, options)
    headers = ('[Board "%s"]\n[WhiteInHand "1"]\n[BlackInHand "0"]\n'
               '[DoubleMillRemoval "on"]\n' % board_to_string(board))
    record = parse_record(headers + '1. d7 xa4 XG4 *\n')
    assert record.start == start
    assert record.turns == [Turn(None, 1, 9, 14)]
    assert outcome(record.states[-1]) == rules.Outcome(WHITE, rules.TWO_MEN)


# ---------------------------------------------------------------------------
# Notation
# ---------------------------------------------------------------------------

@pytest.mark.parametrize('seed', seeds(10, range(5)))
def test_every_legal_turn_reads_back_from_its_notation(seed):
    start, turns, _ = random_game(seed)
    state = start
    for turn in turns:
        for legal in legal_turns(state):
            assert notation_to_turn(turn_to_notation(legal)) == legal
        state = next_state(state, turn)


def test_notation_of_place_move_and_removal():
    assert turn_to_notation(Turn(None, 4)) == 'd6'
    assert turn_to_notation(Turn(21, 9, 1)) == 'a1-a4xd7'
    assert notation_to_turn('D6 xA4') == Turn(None, 4, 9)
    with pytest.raises(ValueError):
        notation_to_turn('h9')
    with pytest.raises(ValueError):
        notation_to_turn('d6xa1xa4xa7')


def teachers_guide_section(heading):
    """Return the text of docs/teachers.md under the heading `heading` (a
    line such as '## The game record'), up to the next heading like it."""
    guide = os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), 'docs', 'teachers.md')
    with open(guide, encoding='utf-8') as handle:
        text = handle.read()
    assert '\n%s\n' % heading in text, 'docs/teachers.md has no ' + heading
    return text.split('\n%s\n' % heading)[1].split('\n## ')[0]


def test_the_examples_in_the_teachers_guide_load():
    section = teachers_guide_section('## The game record')
    record = parse_record(section.split('```')[1])
    assert [turn_to_notation(turn) for turn in record.turns] == \
        ['a7', 'a1', 'd7', 'g1', 'g7xa1', 'd1']
    section = teachers_guide_section('## Position files with a lesson')
    block = section.split('```')[1]
    assert parse_position(block) == parse_position(positions.POSITION_EXAMPLE)
    line = [text for text in section.splitlines() if 'board: W' in text][0]
    board_line = line.split('`')[1]
    one_line = parse_position(board_line + '\nto move: white\n')
    assert one_line == parse_position(block)


# ---------------------------------------------------------------------------
# Records that go on where these rules end the game
# ---------------------------------------------------------------------------

def quiet_game(length, seed, options):
    """Return the turns of a legal game that removes no man, `length` long."""
    rng = random.Random(seed)
    state = initial_state(options)
    turns = []
    while len(turns) < length:
        if outcome(state) is not None:          # blocked: start again
            state, turns = initial_state(options), []
        choices = legal_turns(state)
        turn = rng.choice([each for each in choices if each.removed is None]
                          or choices)
        turns.append(turn)
        state = next_state(state, turn)
    return turns


def test_a_record_that_goes_on_after_a_move_limit_draw_replays_in_full():
    # Another program with a longer move limit played on after 30 moves.
    no_limit = rules.DEFAULT_OPTIONS._replace(move_limit=0,
                                              repetition_draw=False)
    turns = quiet_game(80, 3, no_limit)
    text = format_record(initial_state(no_limit), turns, date=DAY)
    text = text.replace('[MoveLimit "0"]', '[MoveLimit "30"]')
    record = parse_record(text)
    assert record.turns == turns and len(record.states) == 81
    stop = record.playable_turns
    assert outcome(record.states[stop]) == rules.Outcome(None,
                                                         rules.MOVE_LIMIT)
    assert all(outcome(state) is None for state in record.states[:stop])
    assert record.stop_note.startswith(
        'by these rules the game ended in a draw by the move limit before '
        'turn %d (' %
        (stop + 1))


def test_a_record_that_counts_repetition_differently_replays_in_full():
    # Four moves back and forth, twice: the third time is a draw here.
    board = board_from_string('W../W../W../....../..B/..B/..B')
    start = rules.set_up_state(board, (0, 0), WHITE)
    there_and_back = [Turn(0, 1), Turn(23, 22), Turn(1, 0), Turn(22, 23)]
    turns = there_and_back * 3
    text = format_record(start._replace(options=start.options._replace(
        repetition_draw=False)), turns, date=DAY)
    record = parse_record(text.replace('[RepetitionDraw "off"]',
                                       '[RepetitionDraw "on"]'))
    assert record.turns == turns
    assert record.playable_turns == 8
    assert outcome(record.states[8]).reason == rules.REPETITION
    assert 'threefold repetition before turn 9 (White, a7-d7)' in \
        record.stop_note


def test_a_record_that_stops_between_a_mill_and_its_removal_resumes_before():
    record = parse_record('1. a7 a1 2. d7 g1 3. g7 *\n')
    assert len(record.turns) == 5 and record.playable_turns == 4
    assert record.states[-1].board[2] == WHITE      # the replay shows it
    assert record.stop_note == (
        'the record stops after turn 5 (White, g7) closed a mill, before a '
        'man was removed: play goes on before that turn')


def test_a_record_without_surprises_is_playable_to_its_end():
    start, turns, final = random_game(4)
    record = parse_record(format_record(start, turns, date=DAY))
    assert record.playable_turns == len(turns) and record.stop_note is None


def test_a_turn_after_a_win_is_still_refused():
    start, turns, final = random_game(2)
    assert outcome(final).winner is not None
    marker = '\n%s\n' % records.result_of(final)
    text = format_record(start, turns, date=DAY)
    with pytest.raises(RecordError) as caught:
        parse_record(text.replace(marker, '\na7' + marker))
    assert 'already over' in str(caught.value)


# ---------------------------------------------------------------------------
# Players and text from files on the screen
# ---------------------------------------------------------------------------

def test_a_player_named_computer_club_is_a_person_not_the_computer():
    assert records.kind_and_level('Computer club') == ('human', None)
    assert records.kind_and_level('My computer (hard)') == ('human', None)
    assert records.kind_and_level('Computer') == ('computer', None)
    assert records.kind_and_level(' computer  (HARD) ') == ('computer', 'hard')
    for level in ('easy', 'medium', 'hard'):
        label = records.player_label('computer', level)
        assert label == 'Computer (%s)' % level
        assert records.kind_and_level(label) == ('computer', level)
    assert records.kind_and_level(records.player_label('human', None)) == \
        ('human', None)


def test_header_text_has_control_and_direction_characters_replaced():
    record = parse_record('[White "Ann\u202eevil\u2066x\u200f"]\n'
                          '[Black "Bo\x7f\x85\x9bb\tc"]\n\n*\n')
    assert record.headers['White'] == 'Ann?evil?x?'
    assert record.headers['Black'] == 'Bo???b?c'
    assert records.safe_to_show('Zo\u00eb \u263a') == 'Zo\u00eb \u263a'


# ---------------------------------------------------------------------------
# Sanmill's exports, as its own test files write them
# ---------------------------------------------------------------------------

# The empty board in the FEN of one of Sanmill's test files, and in the
# FEN Sanmill itself writes (White on the board and in hand, then Black's).
SANMILL_EMPTY_FENS = (
    '********/********/******** w p p 9 9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 '
    '0 0 0',
    '********/********/******** w p p 0 9 0 9 0 0 -1 -1 -1 -1 0 0 1 '
    'ids:nodes')


def test_a_sanmill_game_without_a_result_marker_is_unfinished():
    record = parse_record('[Event "Sanmill-Game"]\n[PlyCount "4"]\n\n'
                          '1. d2 f4 2. f2 d6\n')
    assert [turn_to_notation(turn) for turn in record.turns] == \
        ['d2', 'f4', 'f2', 'd6']
    assert record.playable_turns == 4
    assert outcome(record.states[-1]) is None


def test_a_plycount_that_counts_removals_as_plies_is_understood():
    start, turns, final = random_game(5, max_turns=80,
                                      start=initial_state())
    removals = sum(turn.removed is not None for turn in turns)
    assert removals > 0
    text = '\n'.join(records.move_pair_lines(turns))
    plies = '[PlyCount "%d"]\n\n' % (len(turns) + removals)
    assert parse_record(plies + text + '\n').turns == turns
    wrong = '[PlyCount "%d"]\n\n' % (len(turns) + removals + 1)
    with pytest.raises(RecordError) as caught:
        parse_record(wrong + text + '\n')
    assert 'cut short' in str(caught.value)


@pytest.mark.parametrize('fen', SANMILL_EMPTY_FENS)
def test_a_sanmill_fen_of_the_empty_board_is_the_standard_start(fen):
    record = parse_record('[FEN "%s"]\n[SetUp "1"]\n\n1. a7 b6 *\n' % fen)
    assert record.start == initial_state()
    assert [turn.target for turn in record.turns] == [
        board.parse_point_name('a7'), board.parse_point_name('b6')]


def test_a_sanmill_fen_puts_the_men_on_their_points():
    # O on the inner ring's first point (d5) and the middle ring's third
    # (f4), @ on the outer ring's last (a7); Black to move.
    fen = 'O*******/**O*****/*******@ b p p 2 7 1 8 0 0 -1 -1 -1 -1 0 0 2'
    record = parse_record('[FEN "%s"]\n\n1... d6\n' % fen)
    start = record.start
    men = {board.point_name(point): man for point, man in
           enumerate(start.board) if man != board.EMPTY}
    assert men == {'d5': WHITE, 'f4': WHITE, 'a7': BLACK}
    assert start.in_hand == (7, 8) and start.to_move == BLACK
    text = format_record(record.start, record.turns)
    assert '[Board ' in text and 'FEN' not in text     # written our way
    assert parse_record(text).states[-1] == record.states[-1]


@pytest.mark.parametrize('fen, words', [
    ('O*******/********/******** w p r 1 8 0 9 1 0', 'before a man is '
     'removed'),
    ('O*******/********/******** b p p 0 8 1 9 0 0', 'do not match its board'),
    ('X*******/********/******** w p p 0 9 0 9 0 0', 'not a man of these'),
    ('********/******** w p p 0 9 0 9 0 0', 'three rings'),
])
def test_a_sanmill_fen_that_cannot_start_a_game_says_why(fen, words):
    with pytest.raises(RecordError) as caught:
        parse_record('[FEN "%s"]\n\n*\n' % fen)
    assert words in str(caught.value)
    assert caught.value.line == 1


def test_headers_and_turns_may_share_a_line():
    record = parse_record('[Event "Test"] 1. d6 f4\n')
    assert record.headers['Event'] == 'Test'
    assert [turn_to_notation(turn) for turn in record.turns] == ['d6', 'f4']
    record = parse_record('[Event "Test"] [Site "Here"]\n1. d6 f4 *\n')
    assert record.headers['Site'] == 'Here' and len(record.turns) == 2


def test_a_file_that_is_not_a_game_says_so():
    readme = os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), 'README.md')
    with open(readme, encoding='utf-8') as handle:
        text = handle.read()
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert 'this is not a saved game' in str(caught.value)
