"""Tests of the class tournament as a class in IDLE or Thonny starts it:
from the start menu (its questions, each asked again after a wrong
answer, and Enter's answers); a tournament stopped with Ctrl-C shows the
table of the games played so far; players on equal points share a place,
ordered by the tie-break; and the replay of a game says why it ended.

A tournament runs each player in a process of its own, so the tournaments
here are two games of a student's file that fails at its first turn
against a level: about a second.
"""

import os
import subprocess
import sys

import pytest

from board import BLACK, WHITE
from conftest import run_main, unfolded
from test_languages import LANGUAGES, assert_all_in, play_in_language
from console import tournament_screen, tournament_table
from tournament import game_records, standings
from tournament.matches import GameResult
from tournament.player_files import (EXCEPTION, ILLEGAL_TURN, TOO_SLOW,
                                     Fault)
import rules
from words import catalogue

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The start menu's choice of the tournament.
TOURNAMENT = '9'
# A student's file that raises at its first turn: its games are short.
CRASH = 'def choose_turn(state, turns):\n    return turns[0] / 0\n'
GREEDY = 'def choose_turn(state, turns):\n    return turns[-1]\n'


def class_folder(tmp_path):
    """Return the path of a folder 'class' in tmp_path that holds one
    player file, crash.py (CRASH)."""
    folder = tmp_path / 'class'
    folder.mkdir()
    (folder / 'crash.py').write_text(CRASH, encoding='utf-8')
    return folder


# ---------------------------------------------------------------------------
# The start menu's questions
# ---------------------------------------------------------------------------

@pytest.mark.slow
def test_the_tournament_from_the_menu_through_a_pipe(tmp_path):
    # A real process reading the answers from a pipe, as IDLE's F5 or a
    # terminal gives them: the menu's choice, the folder, one level, two
    # games, half a second a turn, a CSV file, Enter for the records.
    class_folder(tmp_path)
    answers = [TOURNAMENT, 'class', 'beginner', '2', '0.5', 'table.csv', '']
    finished = subprocess.run(
        [sys.executable, os.path.join(PROJECT, 'nine_mens_morris.py')],
        input='\n'.join(answers) + '\n', stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, cwd=str(tmp_path), universal_newlines=True,
        timeout=120)
    output = unfolded(finished.stdout)
    assert finished.returncode == 0 and finished.stderr == ''
    assert 'class holds 1 player file: crash.' in output
    assert 'The tournament: 2 players (crash, beginner), 2 games' in output
    assert 'Game 2 of 2:' in output
    table = standings.table_from_csv(
        (tmp_path / 'table.csv').read_text(encoding='utf-8'))
    assert [(row.name, row.points) for row in table] == [('beginner', 4),
                                                         ('crash', 0)]
    records = [name for name in os.listdir(str(tmp_path))
               if name.startswith('tournament-')]
    assert len(records) == 1
    assert len(os.listdir(str(tmp_path / records[0]))) == 2
    assert output.endswith('Goodbye!')


def test_the_menu_asks_again_for_a_folder_that_is_missing_a_file_or_empty(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = class_folder(tmp_path)
    (tmp_path / 'empty').mkdir()
    (tmp_path / 'empty' / 'notes.txt').write_text('no player here')
    output, games = run_main([], [TOURNAMENT, 'nowhere',
                                  os.path.join('class', 'crash.py'), 'empty',
                                  'cancel', 'quit'])
    output = unfolded(output)
    assert 'There is no folder nowhere; type the folder of the player files.' \
        in output
    assert ('%s is a file: type the folder that holds the player files.'
            % os.path.join('class', 'crash.py')) in output
    assert ('empty holds no player files (files whose names end in .py); '
            'type another folder.') in output
    assert output.count('The folder of the player files?') == 4
    assert output.count('Your choice:') == 2        # cancel: the menu again
    assert games == [] and os.listdir(str(folder)) == ['crash.py']
    assert not [name for name in os.listdir(str(tmp_path))
                if name.startswith('tournament-')]


def test_the_menu_asks_again_for_a_folder_named_with_control_characters(
        tmp_path, monkeypatch):
    # An escape typed by mistake is told, not printed back to the terminal.
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    output, games = run_main([], [TOURNAMENT, '\x1b[31mclass', 'cancel',
                                  'quit'])
    assert 'Sorry: a file name cannot hold control characters.' in output
    assert 'There is no folder' not in output
    assert output.count('The folder of the player files?') == 2


def test_the_menu_asks_again_for_an_unknown_level_and_too_few_players(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    output, games = run_main([], [TOURNAMENT, 'class', 'hardest', 'none',
                                  'easy, hardest', 'cancel', 'quit'])
    output = unfolded(output)
    assert ('Sorry: hardest: the levels are beginner, easy, casual, medium, '
            'tricky, hard, expert, master (or none).') in output
    assert ('A tournament needs two players, and class holds one player '
            'file: name a level to play it.') in output
    assert output.count('Levels that join (none for no level)? '
                        '[beginner,easy]') == 4


def test_the_menu_asks_again_for_games_seconds_and_a_csv_file(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    (tmp_path / 'old.csv').write_text('keep me', encoding='utf-8')
    output, games = run_main([], [TOURNAMENT, 'class', '', '3', 'two',
                                  '1000000000000', '2',
                                  '0', '900', '0,5', 'old.csv',
                                  os.path.join('nowhere', 't.csv'), 'cancel',
                                  'quit'])
    output = unfolded(output)
    assert output.count('give an even number of games from 2 to 1000') == 3
    assert output.count('is not a number of seconds from 0.1 to 600') == 2
    assert ('Sorry: old.csv already exists; name a new file for the table '
            '(nothing is replaced).') in output
    assert ('Sorry: there is no folder nowhere for the table.') in output
    assert (tmp_path / 'old.csv').read_text(encoding='utf-8') == 'keep me'
    assert output.count('Your choice:') == 2


def test_the_menu_asks_for_a_new_or_empty_folder_for_the_records(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    (tmp_path / 'full').mkdir()
    (tmp_path / 'full' / 'notes.txt').write_text('keep me')
    output, games = run_main([], [TOURNAMENT, 'class', '', '2', '0.5', '',
                                  'full', 'cancel', 'quit'])
    output = unfolded(output)
    assert ('A new folder for the records of the games? [tournament-'
            in output)
    assert ('Sorry: the folder full already holds files; name a new or '
            'empty folder for the records.') in output
    assert os.listdir(str(tmp_path / 'full')) == ['notes.txt']
    assert output.count('Your choice:') == 2


def test_enter_takes_the_players_folder_here_or_else_the_games_own(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_main([], [TOURNAMENT, '', 'cancel', 'quit'])
    examples = sorted(name[:-3] for name in
                      os.listdir(os.path.join(PROJECT, 'players'))
                      if name.endswith('.py'))
    assert ('holds %d player files: %s.' % (len(examples), ', '.join(
        examples))) in unfolded(output)
    assert os.path.join(PROJECT, 'players') in unfolded(output)
    (tmp_path / 'players').mkdir()
    (tmp_path / 'players' / 'greedy.py').write_text(GREEDY, encoding='utf-8')
    output, games = run_main([], [TOURNAMENT, '', 'cancel', 'quit'])
    assert 'The folder of the player files? [players]' in output
    assert 'players holds 1 player file: greedy.' in unfolded(output)


def in_language(code, context, word):
    """Return `word` as a player of language `code` types it."""
    catalogue.use_language(code)
    try:
        return catalogue.p_(context, word)
    finally:
        catalogue.use_language(catalogue.ENGLISH)


@pytest.mark.parametrize('code', LANGUAGES)
def test_the_tournament_menu_speaks_each_language_and_fits(
        code, tmp_path, monkeypatch):
    # Every question and every wrong answer's sentence, the level typed in
    # the language in use; cancel (in it) at the last question.
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    lines = [TOURNAMENT, 'nowhere', 'class', 'hardest',
             in_language(code, 'answer', 'none'),
             in_language(code, 'level', 'easy'), '3', '2', 'x', '1', '',
             'class', in_language(code, 'command', 'cancel')]
    output = play_in_language(code, [], lines)
    assert_all_in(code, output, lines)
    catalogue.use_language(code)
    try:            # the level was taken: the games were asked, twice
        games = catalogue._('Games each pair plays (an even number)?')
    finally:
        catalogue.use_language(catalogue.ENGLISH)
    assert unfolded(output).count(games) == 2
    assert os.listdir(str(tmp_path)) == ['class']     # nothing played


# ---------------------------------------------------------------------------
# Ctrl-C during a tournament
# ---------------------------------------------------------------------------

@pytest.mark.slow
def test_ctrl_c_shows_the_table_of_the_games_played_so_far(tmp_path,
                                                          monkeypatch):
    # Ctrl-C comes as the first game ends: the game under way stops, and
    # the table counts the one game that ended.
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)
    real_done = tournament_screen.Progress.done

    def done_then_ctrl_c(progress, result):
        real_done(progress, result)
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament_screen.Progress, 'done', done_then_ctrl_c)
    output, games = run_main(['--tournament', 'class', '--levels', 'beginner',
                              '--games', '4', '--seconds', '0.5',
                              '--csv', 'table.csv', '--records', 'games'],
                             [])
    text = unfolded(output)
    assert ('The tournament was stopped after 1 game of 4: the table counts '
            'only that game.') in text
    assert 'Traceback' not in output
    table = standings.table_from_csv(
        (tmp_path / 'table.csv').read_text(encoding='utf-8'))
    assert sorted((row.name, row.points, row.wins + row.draws + row.losses)
                  for row in table) == [('beginner', 2, 1), ('crash', 0, 1)]
    for place, row in zip(('1', '2'), table):
        assert '%5s  %-16s %6d' % (place, row.name, row.points) in output
    assert len(os.listdir(str(tmp_path / 'games'))) == 1


def test_ctrl_c_before_any_game_ends_writes_no_table(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    class_folder(tmp_path)

    def ctrl_c_at_once(*arguments, **details):
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament_screen, 'play_all', ctrl_c_at_once)
    output, games = run_main(['--tournament', 'class', '--levels', 'beginner',
                              '--csv', 'table.csv'], [])
    assert 'stopped before any game ended: there is no table' in \
        unfolded(output)
    assert not (tmp_path / 'table.csv').exists()


# ---------------------------------------------------------------------------
# Ties
# ---------------------------------------------------------------------------

def game(number, white, black, white_points):
    """Return the GameResult of a game between the names `white` and
    `black` that gave White `white_points` (2, 1 or 0)."""
    return GameResult(number, {WHITE: white, BLACK: black},
                      {WHITE: white_points, BLACK: 2 - white_points},
                      'blocked', {}, None, [])


def test_players_on_equal_points_share_a_place_head_to_head_first():
    # ann and bob have 4 points each: bob has two wins, ann one, but ann
    # beat bob.  cy and di have 2 points each, drew each other, and have
    # no win: their names decide.
    results = [game(1, 'ann', 'bob', 2), game(2, 'ann', 'cy', 1),
               game(3, 'ann', 'di', 1), game(4, 'bob', 'cy', 2),
               game(5, 'bob', 'di', 2), game(6, 'di', 'cy', 1)]
    table = standings.make_table(['di', 'cy', 'bob', 'ann'], results)
    assert [(row.name, row.points, row.wins) for row in table] == [
        ('ann', 4, 1), ('bob', 4, 2), ('cy', 2, 0), ('di', 2, 0)]
    assert standings.places(table) == ['1=', '1=', '3=', '3=']
    lines = tournament_table.result_lines(table, results)
    assert [line.split()[0] for line in lines[2:6]] == ['1=', '1=', '3=',
                                                        '3=']
    assert ('among them, more points in the games between them come first, '
            'then more wins.') in unfolded('\n'.join(lines))
    assert [row[0] for row in csv_rows(table)] == ['1=', '1=', '3=', '3=']


def test_wins_break_a_tie_the_games_between_them_leave():
    # zoe and amy have 3 points each and drew each other; zoe won a game,
    # amy drew all hers.  gus is first with 4.
    results = [game(1, 'zoe', 'amy', 1), game(2, 'zoe', 'gus', 2),
               game(3, 'gus', 'zoe', 2), game(4, 'amy', 'gus', 1),
               game(5, 'gus', 'amy', 1)]
    table = standings.make_table(['amy', 'gus', 'zoe'], results)
    assert [(row.name, row.points) for row in table] == [
        ('gus', 4), ('zoe', 3), ('amy', 3)]
    assert standings.places(table) == ['1', '2=', '2=']


def csv_rows(table):
    """Return the rows of the CSV of `table`, its heading left out."""
    return [line.split(',') for line in
            standings.table_to_csv(table).splitlines()[1:]]


# ---------------------------------------------------------------------------
# The replay says why a game ended
# ---------------------------------------------------------------------------

OPENING = '1. d6 f4 2. d2 b4'


def replay_end(tmp_path, monkeypatch, text):
    """Return the output of a replay of the record `text`, shown at its
    last turn."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'game.txt').write_text(text, encoding='utf-8')
    output, games = run_main(['--replay', 'game.txt'], ['4', 'q'])
    return unfolded(output)


def test_the_replay_of_a_game_lost_on_time_says_so_with_the_time(
        tmp_path, monkeypatch):
    reason = ('over the time limit: a turn took 0.300 seconds of processor '
              'time; the limit is 0.2 seconds')
    start = rules.initial_state()
    turns = []
    state = start
    for unused in range(4):
        turn = rules.legal_turns(state)[0]
        turns.append(turn)
        state = rules.next_state(state, turn)
    result = GameResult(3, {WHITE: 'slow', BLACK: 'easy'},
                        {WHITE: 0, BLACK: 2}, TOO_SLOW,
                        {WHITE: Fault(TOO_SLOW, reason)}, start, turns)
    path = game_records.write_record(str(tmp_path / 'games'), result)
    output = replay_end(tmp_path, monkeypatch,
                        open(path, encoding='utf-8').read())
    assert ('White (slow) lost the game by a mistake: over the time limit: '
            'a turn took 0.300 seconds of processor time; the limit is 0.2 '
            'seconds. That is the end of the record.') in output


def test_a_record_written_before_still_tells_its_mistakes(tmp_path,
                                                          monkeypatch):
    # A record as the tournament wrote it before the replay told it: both
    # players lost by a mistake.
    output = replay_end(tmp_path, monkeypatch, (
        '[White "crash"]\n[Black "easy"]\n[Result "*"]\n'
        '[Termination "White\'s mistake: exception: ZeroDivisionError; '
        'Black\'s mistake: illegal turn: returned None"]\n\n%s *\n')
        % OPENING)
    assert ('White (crash) lost the game by a mistake: exception: '
            'ZeroDivisionError. Black (easy) lost the game by a mistake: '
            'illegal turn: returned None.') in output
    assert EXCEPTION in output and ILLEGAL_TURN in output


@pytest.mark.parametrize('result, termination, words', [
    ('1-0', 'resignation', 'White wins: Black resigned.'),
    ('1/2-1/2', 'agreed draw', 'The game is a draw: the players agreed.'),
    ('0-1', 'time forfeit',
     'The record says how the game ended: time forfeit.'),
])
def test_the_replay_says_how_a_game_the_rules_did_not_end_ended(
        tmp_path, monkeypatch, result, termination, words):
    output = replay_end(tmp_path, monkeypatch, (
        '[Result "%s"]\n[Termination "%s"]\n\n%s %s\n'
        % (result, termination, OPENING, result)))
    assert words + ' That is the end of the record.' in output
