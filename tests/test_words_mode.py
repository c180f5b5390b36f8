"""Tests of the words mode (--words), for a screen reader or a braille
display: a whole game, the lesson, a puzzle, a review and a replay played
through the prompts with nothing drawn; the board rebuilt from the `board`
command's words at every turn of long games; the words of `mills` and
`threats` checked against the rules."""

import contextlib
import io
import random
import re
from unittest import mock

import pytest

import nine_mens_morris as game_module
import rules
from board import BLACK, EMPTY, MILLS, PLAYERS, POINTS, WHITE
from board import board_from_string
from console import listening, terminal
from console.drawing import glyph_characters
from console.screen import screen
from conftest import (PLAIN, TypedLines, main_with_keyboard,
                      new_test_game, play_typed, right_answers, run_main,
                      unfolded)
from game_files import record_files
from history import History
from teaching import lessons, puzzles
from test_records_game import random_record
from test_screen import boards_in, too_wide
from test_teaching import BLUNDER, MUST_BLOCK, solving_lines, typed
from words import english, spoken
from words.texts import describe_turn

WORDS = ['--words']
WORDS_DISPLAY = PLAIN._replace(words_only=True)

# The characters of a drawn board: box drawing (U+2500 to U+257F) and every
# glyph of the Unicode board that plain words never hold (its men).
DRAWN = (set(map(chr, range(0x2500, 0x2580)))
         | {char for char in glyph_characters('unicode') if ord(char) > 127})


@pytest.fixture(autouse=True)
def a_console_that_shows_unicode(monkeypatch):
    """Let the game's output (a pipe in the tests) take the Unicode board,
    so that a board drawn by mistake would show its box-drawing lines."""
    monkeypatch.setattr(terminal, 'can_show_unicode', lambda stream: True)


def drawn_lines(output):
    """Return the lines of `output` that hold a character of a drawing."""
    return [line for line in output.splitlines() if DRAWN & set(line)]


def assert_nothing_drawn(output, lines_typed=()):
    """Check that `output` draws no board and every line fits 79 columns."""
    assert drawn_lines(output) == []
    assert boards_in(output) == 0
    assert too_wide(output, lines_typed) == []


# ---------------------------------------------------------------------------
# Reading the words back
# ---------------------------------------------------------------------------

def points_in(words):
    """Return the points of a list in words: '1 to 3, 7 and 9' -> 1 2 3 7 9."""
    points = []
    for part in re.split(r', | and | or ', words):
        first, _, last = part.partition(' to ')
        points.extend(range(int(first), int(last or first) + 1))
    return points


def board_from_words(text):
    """Return the board (24 slots) that the `board` command's words say."""
    text = unfolded(text)
    if text == 'The board is empty.':
        return (EMPTY,) * len(POINTS)
    board = [None] * len(POINTS)
    said = {WHITE: "White's men", BLACK: "Black's men",
            EMPTY: 'Empty points'}
    for slot, start in said.items():
        found = re.search(re.escape(start) + r' \((\d+)\): ([^.]*)\.', text)
        points = points_in(found.group(2)) if found else []
        assert len(points) == (int(found.group(1)) if found else 0)
        for point in points:
            assert board[point] is None, 'point %d said twice' % point
            board[point] = slot
    assert None not in board, 'a point was not said: %s' % text
    return tuple(board)


def mills_from_words(text):
    """Return {player: (closed mills, [(mill, point it needs)])} that the
    `mills` command's words say."""
    said = {}
    for player, name in ((WHITE, 'White'), (BLACK, 'Black')):
        line = re.search(name + r': ([^;]*); ([^.]*)\.', unfolded(text))
        closed, short = line.group(1), line.group(2)
        mills = [tuple(map(int, mill.split('-'))) for mill in re.split(
            r', | and ', closed[len('closed mills '):])] \
            if closed.startswith('closed') else []
        needs = [(tuple(map(int, mill.split('-'))), int(point))
                 for mill, point in re.findall(r'([\d-]+) needs (\d+)',
                                               short)]
        said[player] = (mills, needs)
    return said


def threats_from_words(text):
    """Return {player: set of points} that the `threats` command's words
    say a mill can close on next turn."""
    said = {}
    for player, name in ((WHITE, 'White'), (BLACK, 'Black')):
        found = re.search(name + r' can close a mill next turn on ([^.]*)\.',
                          unfolded(text))
        said[player] = set(points_in(found.group(1))) if found else set()
    return said


def test_the_words_read_back_are_the_points_said():
    assert points_in('0') == [0]
    assert points_in('1 to 3, 7 and 9') == [1, 2, 3, 7, 9]
    assert english.point_list([9, 1, 2, 3, 7]) == '1 to 3, 7 and 9'
    assert english.point_list([4, 5]) == '4 and 5'


# ---------------------------------------------------------------------------
# A long game played by a listener who asks for the board before each turn
# ---------------------------------------------------------------------------

class Listener:
    """A stand-in for input() in the words mode: before each turn it types
    `board`, `mills` and `threats` and checks their words against the game
    being played; then it types a random legal turn.  Other questions
    (save? review? play again?) get 'no'."""

    ASKED = ('board', 'mills', 'threats')

    def __init__(self, games, output, seed):
        self.games, self.output = games, output
        self.rng = random.Random(seed)
        self.asked = []             # the commands typed for this turn
        self.since = 0              # where the output of the last line starts
        self.turn = None            # the turn being typed
        self.checked = 0            # positions whose words were checked

    def __call__(self, prompt=''):
        said = self.output.getvalue()[self.since:]
        print(prompt, end='')
        line = self.answer(prompt, said)
        print(line)
        self.since = len(self.output.getvalue())
        return line

    def answer(self, prompt, said):
        """Return the line to type at `prompt`; `said`: what the last line
        typed made the game print."""
        if self.asked:
            self.check(self.asked[-1], said)
        if 'remove' in prompt:
            return str(self.turn.removed)
        if ' a man' not in prompt:          # not a turn's prompt: no
            return 'no'
        state = self.games[-1].history.state
        if len(self.asked) < len(self.ASKED):
            self.asked.append(self.ASKED[len(self.asked)])
            return self.asked[-1]
        self.asked = []
        self.turn = self.rng.choice(rules.legal_turns(state))
        return typed(self.turn)[0]

    def check(self, command, said):
        """Check the words of `command` against the game's own position."""
        state = self.games[-1].history.state
        if said.startswith(command + '\n'):     # the line read, echoed
            said = said[len(command) + 1:]
        if command == 'board':
            assert board_from_words(said) == state.board
            self.checked += 1
        elif command == 'mills':
            assert_mills_are_told_as_the_rules_find_them(state.board, said)
        else:
            assert threats_from_words(said) == {
                player: rules.closable_points(state, player)
                for player in PLAYERS}


def listen_to_main(argv, seed):
    """Return (output, games, the Listener) of main(argv) played by a
    Listener with this seed."""
    games, output = [], io.StringIO()
    real_play_game = game_module.play_game

    def recording_play_game(game, players):
        games.append(game)
        return real_play_game(game, players)

    listener = Listener(games, output, seed)
    with mock.patch('builtins.input', listener), \
            mock.patch.object(game_module, 'play_game', recording_play_game), \
            contextlib.redirect_stdout(output):
        game_module.main(argv)
    return output.getvalue(), games, listener


def test_the_board_is_rebuilt_from_its_words_at_every_turn_of_long_games(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    turns = 0
    for seed in (0, 3, 4):                  # games of 54, 83 and 59 turns
        output, games, listener = listen_to_main(
            WORDS + ['--white', 'human', '--black', 'human'], seed)
        history = games[0].history
        assert history.outcome() is not None
        # Every turn was typed after the board was read and checked.
        assert listener.checked == len(history.turns)
        turns += len(history.turns)
        assert_nothing_drawn(output, ('board', 'mills', 'threats'))
    assert turns >= 150
    assert list(tmp_path.iterdir()) == []


def test_a_game_against_the_computer_is_told_turn_by_turn(tmp_path,
                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games, listener = listen_to_main(
        WORDS + ['--black', 'computer', '--level', 'beginner', '--seed', '3'],
        seed=3)
    history = games[0].history
    assert history.outcome() is not None
    assert listener.checked >= len(history.turns) // 2
    flat = unfolded(output)
    for before, turn in zip(history.states, history.turns):
        if before.to_move == BLACK:         # the computer's turns are told
            assert describe_turn(before, turn) in flat
    assert 'Score after 1 game' in flat
    assert_nothing_drawn(output, ('board', 'mills', 'threats'))


# ---------------------------------------------------------------------------
# mills and threats, against the rules
# ---------------------------------------------------------------------------

def assert_mills_are_told_as_the_rules_find_them(board, said):
    """Check the `mills` words against the rules: the men in the mills
    said closed are exactly the men in a mill; the points said to be
    needed are exactly the empty points where a man placed closes one."""
    told = mills_from_words(said)
    for player in PLAYERS:
        closed, needs = told[player]
        in_closed = {point for mill in closed for point in mill}
        assert in_closed == {point for point in POINTS
                             if board[point] == player
                             and rules.is_in_mill(board, point)}
        assert all(mill in MILLS for mill in closed)
        for mill, point in needs:
            assert mill in MILLS and point in mill and board[point] == EMPTY
            assert sum(board[other] == player for other in mill) == 2
        assert {point for _, point in needs} == {
            point for point in POINTS if board[point] == EMPTY
            and rules.mills_closed(board, player, point)}


def random_positions(count, seed):
    """Return `count` states from random games (seeded), of every phase."""
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        state = rules.initial_state()
        while rules.outcome(state) is None and len(states) < count:
            state = rules.next_state(state,
                                     rng.choice(rules.legal_turns(state)))
            if rng.random() < 0.2:
                states.append(state)
    return states


def test_mills_and_threats_are_told_as_the_rules_find_them():
    told_some = {'closed': 0, 'short': 0, 'threats': 0}
    for state in random_positions(150, 1):
        said = spoken.mills_words(state.board)
        assert_mills_are_told_as_the_rules_find_them(state.board, said)
        threats = threats_from_words(spoken.threats_words(state))
        assert threats == {player: rules.closable_points(state, player)
                           for player in PLAYERS}
        told = mills_from_words(said)
        told_some['closed'] += any(told[player][0] for player in PLAYERS)
        told_some['short'] += any(told[player][1] for player in PLAYERS)
        told_some['threats'] += any(threats.values())
    assert min(told_some.values()) >= 10, told_some


def test_a_mill_that_cannot_close_next_turn_is_short_but_no_threat():
    # White's men on 0 and 1 wait for 2; no white man can reach 2 (14 is
    # Black's), so it is a mill one man short but no threat.
    state = rules.set_up_state(board_from_string(
        'WW./.../.../W....B/.../.../BWB'), (0, 0), WHITE)
    assert unfolded(spoken.mills_words(state.board)).startswith(
        'White: no closed mill; one man short: 0-1-2 needs 2.')
    assert 'White cannot close a mill next turn.' in spoken.threats_words(
        state)


# ---------------------------------------------------------------------------
# Every part of the game in the words mode
# ---------------------------------------------------------------------------

def test_the_start_menu_offers_the_words_mode(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = ['words', '1', '', '', '', '', '0', 'board', 'quit', 'n']
    output, games = run_main([], lines)
    assert 'type words for the words mode' in unfolded(output)
    assert games[0].display.words_only
    assert "White's men (1): 0." in output
    assert_nothing_drawn(output, lines)
    output, games = run_main([], ['1', '', '', '', '', 'quit'])
    assert not games[0].display.words_only and boards_in(output) == 1


def test_the_menu_offers_the_words_mode_only_while_it_is_off(tmp_path,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(WORDS, ['quit'])
    assert 'for the words mode' not in unfolded(output)
    output, games = run_main(['--lesson'], ['quit', 'words', '5', 'quit',
                                            'quit'])
    assert unfolded(output).count('type words for the words mode') == 1


def test_the_lesson_in_words_reads_every_steps_board():
    lines = []
    for step in lessons.LESSON:
        lines += typed(right_answers(step)[0])
    output, games = run_main(WORDS + ['--lesson'], lines)
    flat = unfolded(output)
    for step in lessons.LESSON:
        board = lessons.step_state(step).board
        assert unfolded(spoken.board_words(board)) in flat, step.title
    assert 'That was the whole lesson' in output
    assert_nothing_drawn(output, lines)


@pytest.mark.slow          # the solved endgame: a few seconds
def test_a_puzzle_in_words_is_read_out_and_solved():
    puzzle = puzzles.make_puzzles(4, 'easy', 6)[0]
    lines = ['threats'] + solving_lines(puzzle, with_a_mistake=True)
    output, _ = run_main(WORDS + ['--puzzle', 'easy', '--seed', '4'],
                         lines + ['quit'])
    flat = unfolded(output)
    assert unfolded(spoken.board_words(puzzle.state.board)) in flat
    assert unfolded(spoken.threats_words(puzzle.state)) in flat
    assert 'Try that turn again?' in output
    assert 'Solved!' in output and 'The puzzles were stopped.' in output
    assert_nothing_drawn(output, lines)


def test_a_review_in_words_reads_the_position_before_the_mistake(tmp_path):
    start = rules.set_up_state(board_from_string(MUST_BLOCK[0]),
                               MUST_BLOCK[1], BLACK)
    path = tmp_path / 'blunder.txt'
    record_files.save_record(str(path), start, BLUNDER)
    output, _ = run_main(WORDS + ['--review', str(path)], [])
    flat = unfolded(output)
    assert unfolded(spoken.board_words(start.board)) in flat
    assert 'Black, move a man.' in flat
    assert "Better: Black moves 2 to 14" in flat
    assert_nothing_drawn(output)


def test_a_replay_in_words_has_a_short_prompt_and_reads_on_request(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 8, 12)
    lines = ['', '', 'board', 'mills', 'threats', 'help', '12', 'q']
    output, games = run_main(WORDS + ['--replay', 'g.txt'], lines)
    assert 'Turn 0 of 12 (Enter: next, or help): ' in output
    state = start
    for turn in turns[:2]:
        state = rules.next_state(state, turn)
    flat = unfolded(output)
    assert unfolded(spoken.board_words(start.board)) in flat
    assert unfolded(spoken.board_words(state.board)) in flat
    assert unfolded(spoken.mills_words(state.board)) in flat
    assert unfolded(spoken.REPLAY_COMMANDS) in flat
    assert 'That is the end of the record.' in output
    assert_nothing_drawn(output, lines)


def test_a_resumed_game_in_words_reads_the_board_first(tmp_path,
                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 5, 9)
    output, games = run_main(WORDS + ['--load', 'g.txt'], ['quit'])
    board = games[0].history.state.board
    assert unfolded(spoken.board_words(board)) in unfolded(output)
    assert_nothing_drawn(output)


def test_at_a_removal_prompt_the_board_is_read_with_the_man_moved():
    # White places on 2 and closes 0-1-2: `board` at the removal prompt
    # reads White's man on 2 already, and Black's men still all there.
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0),
                         display=WORDS_DISPLAY)
    result, output, ended = play_typed(game, ['2', 'board', 'mills', '9'])
    after = board_from_string('WWW/.../.../B...B./.../.../B..')
    flat = unfolded(output)
    assert 'Now: White placed a man on 2 and closed a mill.' in flat
    assert unfolded(spoken.board_words(after)) in flat
    assert 'White: closed mills 0-1-2;' in flat
    assert game.history.turns[0] == rules.Turn(None, 2, 9)
    assert_nothing_drawn(output)


def test_picture_draws_the_board_for_a_sighted_helper(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, _ = run_main(WORDS + ['--white', 'human', '--black', 'human'],
                         ['0', 'picture', 'quit', 'n'])
    assert boards_in(output) == 1 and drawn_lines(output)
    assert unfolded(spoken.PICTURE_NOTE) in unfolded(output)


def test_help_lists_the_words_modes_commands():
    output, _ = run_main(WORDS + ['--white', 'human', '--black', 'human'],
                         ['help', 'quit'])
    for word, what in listening.READING_COMMANDS:
        assert re.search(r'\n  %s +%s\n' % (word, re.escape(what)), output)


def test_a_puzzle_sheet_in_words_tells_each_board(tmp_path):
    path = tmp_path / 'sheet.txt'
    run_main(['--puzzle-sheet', str(path), '--puzzle', 'easy', '--seed',
              '2'] + WORDS, [])
    sheet = path.read_text(encoding='utf-8')
    for puzzle in puzzles.make_puzzles(2, 'easy', 6):
        assert spoken.board_words(puzzle.state.board) in sheet
    assert_nothing_drawn(sheet)


# ---------------------------------------------------------------------------
# What a seeing player sees at a glance: threats, blocks, neighbours
# ---------------------------------------------------------------------------

TWO_PEOPLE = WORDS + ['--white', 'human', '--black', 'human']


def test_a_report_after_a_placing_that_threatens_a_mill_says_so(
        tmp_path, monkeypatch):
    # Black places 6 beside 15: a man on 11 closes 6-11-15 next turn.
    monkeypatch.chdir(tmp_path)
    output, games = run_main(TWO_PEOPLE, ['0', '15', '23', '6', 'quit', 'n'])
    flat = unfolded(output)
    assert ('Last turn: Black placed a man on 6. It threatens a mill on '
            '6-11-15 (at 11). On the board:') in flat
    # One man alone threatens nothing: the report says the turn only.
    assert 'Last turn: Black placed a man on 15. On the board:' in flat


def test_a_report_names_the_mills_blocked_and_the_threats_left(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(TWO_PEOPLE, ['0', '15', '1', '6', '11', '2',
                                          'quit', 'n'])
    flat = unfolded(output)
    assert ('White placed a man on 1. It threatens a mill on 0-1-2 (at 2).'
            in flat)
    assert ('Black placed a man on 6. It threatens a mill on 6-11-15 (at '
            '11). White now threatens a mill on 0-1-2 (at 2).') in flat
    assert ("White placed a man on 11. It blocks Black's mill on 6-11-15. "
            "White still threatens a mill on 0-1-2 (at 2).") in flat
    assert ("Black placed a man on 2. It blocks White's mill on 0-1-2. On "
            "the board:") in flat
    assert_nothing_drawn(output)


def moved_state(board_text, turn):
    """Return (before, after) of White's `turn` in the moving phase from
    `board_text`."""
    before = rules.set_up_state(board_from_string(board_text), (0, 0),
                                WHITE)
    return before, rules.apply_turn(before, turn)


def test_a_mill_is_a_threat_only_if_a_man_can_get_to_its_gap():
    # White's men on 0 and 1 wait for 2, whose neighbours are 1 (on the
    # line) and 14.  A man moved to 14 can fill 2 next: a threat.
    before, after = moved_state('WW./.../.W./....W./.../BBB/...',
                                rules.Turn(13, 14))
    assert spoken.threat_words(before, rules.Turn(13, 14), after) == \
        'It threatens a mill on 0-1-2 (at 2).'
    # The man on 4 moved to 1: 0 and 1 wait for 2, but no white man stands
    # next to 2 off the line; 1 and 7 wait for 4, but 3 and 5 are empty.
    turn = rules.Turn(4, 1)
    before, after = moved_state('W../.W./.W./....W./.../BBB/...', turn)
    assert spoken.threat_words(before, turn, after) == ''


def test_a_position_read_out_says_the_mills_threatened():
    state = lessons.step_state(lessons.LESSON[3])      # blocking a mill
    said = unfolded(screen(History(state), WORDS_DISPLAY))
    assert 'Black threatens a mill on 0-9-21 (at 0).' in said


def test_neighbours_4_names_1_3_5_and_7(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(TWO_PEOPLE, ['neighbours 4', 'quit'])
    assert ('Point 4 is next to 1, 3, 5 and 7. Lines through 4: 1-4-7 and '
            '3-4-5.') in unfolded(output)


def test_neighbours_works_outside_the_words_mode_and_at_a_removal(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main(['--white', 'human', '--black', 'human'],
                             ['neighbours d6', 'neighbors 9', 'quit'])
    flat = unfolded(output)
    assert 'Point 4 is next to 1, 3, 5 and 7.' in flat
    assert ('Point 9 is next to 0, 10 and 21. Lines through 9: 0-9-21 and '
            '9-10-11.') in flat
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0),
                         display=WORDS_DISPLAY)
    result, output, ended = play_typed(game, ['2', 'neighbours 13', '9'])
    assert 'Point 13 is next to 5, 12, 14 and 20.' in unfolded(output)
    assert game.history.turns[0] == rules.Turn(None, 2, 9)


def test_neighbours_typed_wrong_is_told_and_asked_again(tmp_path,
                                                        monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = ['neighbours', 'neighbours 24', 'neighbours x', 'neighbours 4 5',
             'quit']
    output, games = run_main(TWO_PEOPLE, lines)
    flat = unfolded(output)
    assert 'Type neighbours and a point, like neighbours 4, to hear' in flat
    assert 'Sorry: 24 is not between 0 and 23.' in flat
    assert "Sorry: 'x' is not a number: points are 0 to 23." in flat
    assert "Sorry: '4 5' is not a number" in flat
    assert flat.count('White, place a man:') == len(lines)
    assert_nothing_drawn(output, lines)


def test_picture_at_a_removal_prompt_shows_the_turn_being_made():
    game = new_test_game('WW./.../.../B...B./.../.../B..', in_hand=(1, 0),
                         display=WORDS_DISPLAY)
    result, output, ended = play_typed(game, ['2', 'picture', '9'])
    picture = output[output.index(spoken.PICTURE_NOTE):]
    picture = picture[:picture.index('remove one of Black')
                      + len("remove one of Black's men.")]
    assert unfolded(picture).endswith(
        "Now: White placed a man on 2 and closed a mill. White, remove one "
        "of Black's men.")
    assert 'place a man' not in picture
    assert picture.count('[W]') == 3            # the new mill, marked
    assert game.history.turns[0] == rules.Turn(None, 2, 9)


def test_the_words_reports_of_random_games_agree_with_the_board():
    # bench/words_check.py reads each claim of a report and checks it with
    # its own loop over the mills.
    import words_check
    claims = 0
    for seed in range(4):
        start, turns = words_check.random_game(seed)
        for kind, problem, checked, where in words_check.check_reports(
                start, turns):
            assert problem is None, where
            claims += 1
    assert claims >= 150


def test_the_words_check_catches_a_false_threat_and_a_hidden_one():
    import words_check
    before, after = moved_state('WW./.../.W./....W./.../BBB/...',
                                rules.Turn(13, 14))
    turn = rules.Turn(13, 14)
    problems = [problem for kind, problem, checked in
                words_check.check_report(before, turn, after, 'Nothing.')]
    assert problems == ['hides threatens (0, 1, 2)']
    false = 'It threatens a mill on 0-1-2 (at 2). It blocks Black\'s ' \
            'mill on 18-19-20. Black now threatens a mill on 3-4-5 (at 4).'
    problems = [problem for kind, problem, checked in
                words_check.check_report(before, turn, after, false)]
    assert problems == [None, 'blocks (18, 19, 20): not so on the board',
                        'now (3, 4, 5): not so on the board']


@pytest.mark.parametrize('code, typed, neighbours, threat', [
    ('de', 'nachbarn 4', 'Die Nachbarn von Punkt 4 sind 1, 3, 5 und 7. '
     'Linien durch 4: 1-4-7 und 3-4-5.',
     'Damit droht eine Mühle auf 6-11-15 (es fehlt 11).'),
    ('fr', 'voisins 4', 'Les voisins du point 4 sont 1, 3, 5 et 7. Lignes '
     'passant par 4 : 1-4-7 et 3-4-5.',
     'Ce coup menace un moulin sur 6-11-15 (il manque 11).'),
    ('es', 'vecinos 4', 'Los vecinos del punto 4 son 1, 3, 5 y 7. Líneas '
     'que pasan por 4: 1-4-7 y 3-4-5.',
     'Esta jugada amenaza un molino en 6-11-15 (falta el 11).'),
])
def test_neighbours_and_threats_in_each_language(code, typed, neighbours,
                                                 threat, tmp_path,
                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    output = main_with_keyboard(['--language', code] + TWO_PEOPLE,
                                TypedLines([typed, 'neighbours 4', '0', '15',
                                            '23', '6', 'quit', 'n']), [])
    flat = unfolded(output)
    assert flat.count(neighbours) == 2          # typed in both languages
    assert threat in flat


def test_neighbours_works_in_a_replay(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'g.txt', 8, 12)
    lines = ['neighbours 9', 'neighbours 30', '', 'q']
    output, games = run_main(WORDS + ['--replay', 'g.txt'], lines)
    flat = unfolded(output)
    assert 'Point 9 is next to 0, 10 and 21.' in flat
    assert 'Sorry: 30 is not between 0 and 23.' in flat
    assert 'Turn 1 of 12 (Enter: next, or help): ' in output
    assert 'not an answer of the replay' not in flat


def test_neighbours_without_a_point_in_a_replay_says_how_it_is_typed(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'g.txt', 8, 12)
    output, games = run_main(WORDS + ['--replay', 'g.txt'],
                             ['neighbours', 'help', 'q'])
    flat = unfolded(output)
    assert 'Type neighbours and a point, like neighbours 4, to hear' in flat
    assert 'not an answer of the replay' not in flat
    assert "neighbours 4 tells a point's neighbours." in flat
