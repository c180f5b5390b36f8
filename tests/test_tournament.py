"""Tests of the class tournament: each kind of mistake loses exactly its
own games with its own reason and the tournament finishes; the example
players play it without a mistake; the same seed gives the same table;
the CSV file reads back to the same table; every game's record replays;
and no file that exists is replaced.

Each player runs in a process of its own, so these tests start many
processes: they use short time limits (0.2 seconds) and few games.
"""

import os
import shutil
import textwrap

import pytest

from board import BLACK, PLAYERS, WHITE
from conftest import run_main, unfolded
from game_files import file_reading
from tournament import player_files, player_process, round_robin, standings
from tournament.matches import GameResult, play_match
from tournament.player_process import Entrant

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = ('random_player.py', 'greedy.py', 'search_player.py')
LIMIT = 0.2         # seconds a turn: short, so the slow players lose soon,
                    # and more than the examples' search_player.py needs at
                    # worst on a school computer four times slower (0.14 s)
# An endless loop is stopped once it has used this many times the limit
# (the game's 5 would spend a second of processor time on each loop).
LOOP_TIMES = 2
# A slow player's turn: over the limit, but answered before LOOP_TIMES times
# it (with room for the referee's grain of 0.02 seconds either way).
SLOW = 0.3

# The players that make one mistake each: file name -> (code, kind).
MISTAKES = {
    'illegal.py': ('def choose_turn(state, turns):\n'
                   '    return (None, 99)\n', player_files.ILLEGAL_TURN),
    'crash.py': ('def choose_turn(state, turns):\n'
                 '    return turns[0] / 0\n', player_files.EXCEPTION),
    'slow.py': ('import time\n\ndef choose_turn(state, turns):\n'
                '    started = time.process_time()\n'
                '    while time.process_time() < started + %s:\n'
                '        pass\n    return turns[0]\n' % SLOW,
                player_files.TOO_SLOW),
    'loop.py': ('def choose_turn(state, turns):\n'
                '    while True:\n        pass\n', player_files.ENDLESS_LOOP),
    'broken.py': ('def choose_turn(state turns):\n    return turns[0]\n',
                  player_files.SYNTAX_ERROR),
    'nofunction.py': ('def choose(state, turns):\n    return turns[0]\n',
                      player_files.NO_FUNCTION),
}


def copy_examples(folder, names=EXAMPLES):
    """Copy example players of players/ into `folder`; return it."""
    folder.mkdir(exist_ok=True)
    for name in names:
        shutil.copy(os.path.join(PROJECT, 'players', name), str(folder))
    return folder


def write_player(folder, name, code):
    """Return the path of a player file written into `folder`."""
    path = folder / name
    path.write_text(textwrap.dedent(code), encoding='utf-8')
    return str(path)


def play(folder, levels=(), games=2, seed=1, seconds=LIMIT):
    """Return (entrants, results, table) of a tournament of `folder`."""
    entrants = round_robin.entrants_of(str(folder), levels)
    results = round_robin.play_all(
        round_robin.schedule(entrants, games, seed), seconds)
    table = standings.make_table([entrant.name for entrant in entrants],
                                 results)
    return entrants, results, table


# ---------------------------------------------------------------------------
# One game each: a mistake loses exactly that game, with its reason
# ---------------------------------------------------------------------------

# The clock's mistakes take a second or two each: they are slow tests.
CLOCK_MISTAKES = ('loop.py', 'slow.py')


@pytest.mark.parametrize('name, colour', [
    pytest.param(name, colour, marks=[pytest.mark.slow]
                 if name in CLOCK_MISTAKES else [])
    for name, colour in zip(sorted(MISTAKES), PLAYERS * len(MISTAKES))])
def test_a_mistake_loses_the_game_with_its_own_reason(
        tmp_path, monkeypatch, name, colour):
    monkeypatch.setattr(player_process, 'LOOP_TIMES', LOOP_TIMES)
    code, kind = MISTAKES[name]
    path = write_player(tmp_path, name, code)
    other = BLACK if colour == WHITE else WHITE
    entrants = {colour: Entrant('student', path, None),
                other: Entrant('easy', None, 'easy')}
    result = play_match(1, entrants, [], LIMIT, {WHITE: 1, BLACK: 2})
    assert list(result.faults) == [colour]
    assert result.faults[colour].kind == kind
    assert result.faults[colour].reason.startswith(kind + ': ')
    assert '\n' not in result.faults[colour].reason
    assert result.points == {colour: 0, other: 2}
    assert result.reason == kind


@pytest.mark.slow
def test_a_player_that_is_slow_only_later_keeps_its_earlier_turns(tmp_path):
    path = write_player(tmp_path, 'tired.py', '''\
        import time

        def choose_turn(state, turns):
            started = time.process_time()
            while state.in_hand[0] < 8 and time.process_time() < started + %s:
                pass
            return turns[0]
        ''' % SLOW)
    result = play_match(1, {WHITE: Entrant('tired', path, None),
                            BLACK: Entrant('easy', None, 'easy')},
                        [], LIMIT, {WHITE: 1, BLACK: 2})
    assert result.faults[WHITE].kind == player_files.TOO_SLOW
    assert len(result.turns) == 4           # two placements each, then late


def test_the_exception_of_a_tournament_game_names_the_students_line(
        tmp_path):
    path = write_player(tmp_path, 'crash.py', MISTAKES['crash.py'][0])
    result = play_match(1, {WHITE: Entrant('crash', path, None),
                            BLACK: Entrant('easy', None, 'easy')},
                        [], LIMIT, {WHITE: 1, BLACK: 2})
    fault = result.faults[WHITE]
    assert fault.reason == ('exception: TypeError: unsupported operand '
                            "type(s) for /: 'Turn' and 'int' (crash.py line "
                            '2, in choose_turn)')
    assert 'return turns[0] / 0' in fault.details


# ---------------------------------------------------------------------------
# Whole tournaments
# ---------------------------------------------------------------------------

@pytest.mark.slow
def test_a_small_tournament_table_csv_and_records(tmp_path):
    # A student's file against a level: two games, each over at the
    # student's first turn (the examples play whole games in the slow
    # test_the_examples_play_without_mistakes_and_the_same_seed_same_table).
    folder = tmp_path / 'class'
    folder.mkdir()
    write_player(folder, 'crash.py', MISTAKES['crash.py'][0])
    csv_path = tmp_path / 'table.csv'
    records = tmp_path / 'records'
    output, games = run_main(['--tournament', str(folder), '--levels',
                              'beginner', '--seconds', '0.5', '--games', '2',
                              '--seed', '5', '--csv', str(csv_path),
                              '--records', str(records)], [])
    assert games == []
    assert 'Game 2 of 2:' in output and '0 left.' in output
    table = standings.table_from_csv(csv_path.read_text(encoding='utf-8'))
    assert [row.name for row in table] == ['beginner', 'crash']
    crash = table[-1]
    assert (crash.points, crash.wins, crash.losses) == (0, 0, 2)
    assert crash.mistakes == ('exception: TypeError: unsupported operand '
                              "type(s) for /: 'Turn' and 'int' (crash.py "
                              'line 2, in choose_turn) (2 games)',)
    for place, row in enumerate(table, 1):      # the printed table
        assert '%5d  %-16s %6d %5d %5d %5d' % (
            place, row.name, row.points, row.wins, row.draws,
            row.losses) in output
    assert sum(row.points for row in table) == 2 * 2
    names = sorted(os.listdir(str(records)))
    assert len(names) == 2 and names[0].startswith('001-')
    for name in names:
        record = file_reading.read_record(os.path.join(str(records), name))
        assert len(record.turns) >= 4       # the opening at least
    crash_game = [name for name in names if 'crash' in name][0]
    text = (records / crash_game).read_text(encoding='utf-8')
    assert "mistake: exception: TypeError" in text
    output, games = run_main(['--replay', os.path.join(str(records),
                                                       crash_game)], ['q'])
    assert 'Sorry' not in output


def test_the_csv_reads_back_to_the_same_table():
    table = (
        standings.Standing('ann, the "first"', 7, 3, 1, 0, (None, 4, 3),
                           ()),
        standings.Standing('easy', 4, 2, 0, 2, (0, None, 4),
                           ('illegal turn: returned 5 (1 game)',)),
        standings.Standing('bob', 1, 0, 1, 3, (1, 0, None),
                           ('exception: ValueError: a, "b" (2 games)',
                            'over the time limit: a turn took 2.0 seconds '
                            '(the limit is 1) (1 game)')),
    )
    assert standings.table_from_csv(standings.table_to_csv(table)) == table


def test_a_table_counts_points_and_orders_by_points_then_wins():
    results = [GameResult(1, {WHITE: 'a', BLACK: 'b'}, {WHITE: 2, BLACK: 0},
                          'blocked', {}, None, []),
               GameResult(2, {WHITE: 'b', BLACK: 'c'}, {WHITE: 1, BLACK: 1},
                          'move limit', {}, None, []),
               GameResult(3, {WHITE: 'c', BLACK: 'a'}, {WHITE: 1, BLACK: 1},
                          'move limit', {}, None, [])]
    table = standings.make_table(['a', 'b', 'c'], results)
    assert [(row.name, row.points, row.wins, row.draws, row.losses)
            for row in table] == [('a', 3, 1, 1, 0), ('c', 2, 0, 2, 0),
                                  ('b', 1, 0, 1, 1)]
    assert [row.against for row in table] == [(None, 1, 2), (1, None, 1),
                                              (0, 1, None)]


# The mistakes in two tournaments of three, each with a player that makes
# none: the two that fail to load meet (a game both lose), and each has a
# mistake of the clock.  The referee's code runs every line that one
# tournament of all six runs, with 48 players' processes instead of 84.
MISTAKE_GROUPS = (('broken.py', 'nofunction.py', 'loop.py'),
                  ('illegal.py', 'crash.py', 'slow.py'))


@pytest.mark.slow
@pytest.mark.parametrize('group', MISTAKE_GROUPS,
                         ids=['-'.join(name[:-3] for name in group)
                              for group in MISTAKE_GROUPS])
def test_every_mistake_costs_only_its_own_games_and_the_tournament_ends(
        tmp_path, monkeypatch, group):
    monkeypatch.setattr(player_process, 'LOOP_TIMES', LOOP_TIMES)
    folder = copy_examples(tmp_path / 'class', ('greedy.py',))
    for name in group:
        write_player(folder, name, MISTAKES[name][0])
    entrants, results, table = play(folder)
    count = len(entrants) * (len(entrants) - 1)
    assert [result.number for result in results] == list(range(1, count + 1))
    for result in results:
        faulty = [player for player in PLAYERS
                  if result.names[player] + '.py' in MISTAKES]
        for player in result.faults:
            kind = MISTAKES[result.names[player] + '.py'][1]
            assert result.faults[player].kind == kind
        if not faulty:
            assert not result.faults
        loads = [player for player in faulty if MISTAKES[
            result.names[player] + '.py'][1] in (player_files.SYNTAX_ERROR,
                                                 player_files.NO_FUNCTION)]
        assert set(loads) <= set(result.faults)
    rows = {row.name: row for row in table}
    assert rows['greedy'].losses == 0 and rows['greedy'].wins == 2 * len(group)
    for name in group:
        row = rows[name[:-3]]
        code, kind = MISTAKES[name]
        assert len(row.mistakes) == 1 and row.mistakes[0].startswith(kind)


def test_the_groups_of_mistakes_hold_every_mistake_once():
    names = [name for group in MISTAKE_GROUPS for name in group]
    assert sorted(names) == sorted(MISTAKES)


@pytest.mark.slow
def test_the_examples_play_without_mistakes_and_the_same_seed_same_table(
        tmp_path):
    # The three examples, six games (a level joins the quick tournament of
    # test_a_small_tournament_table_csv_and_records).
    folder = copy_examples(tmp_path / 'class')
    entrants, results, table = play(folder, seed=9, seconds=2)
    assert all(not result.faults for result in results)
    assert len(results) == 6
    again = play(folder, seed=9, seconds=2)
    assert without_times(again[2]) == without_times(table)
    assert [result.turns for result in again[1]] == [result.turns
                                                     for result in results]


def without_times(table):
    """Return `table` without the turns' times (which vary a little from
    run to run)."""
    return [row._replace(slowest=None, average=None) for row in table]


def test_the_openings_differ_and_the_same_seed_gives_the_same_schedule():
    entrants = [Entrant(name, None, name) for name in ('easy', 'medium')]
    first = round_robin.schedule(entrants, 6, 3)
    assert first == round_robin.schedule(entrants, 6, 3)
    openings = [game.opening for game in first]
    assert len(first) == 6 and len({tuple(o) for o in openings}) == 3
    assert {game.entrants[WHITE].name for game in first} == {'easy',
                                                             'medium'}
    assert round_robin.schedule(entrants, 6, 4) != first


def test_a_table_for_a_missing_folder_is_told_before_any_game(tmp_path,
                                                              monkeypatch):
    monkeypatch.chdir(tmp_path)         # the records' folder, if any
    folder = copy_examples(tmp_path / 'class', ('greedy.py',))
    output, _ = run_main(['--tournament', str(folder), '--levels', 'easy',
                          '--csv', os.path.join('nowhere', 'table.csv')], [])
    assert 'cannot start: there is no folder nowhere for the table' \
        in unfolded(output)
    assert 'Game 1' not in output and not (tmp_path / 'nowhere').exists()


def test_no_file_that_exists_is_replaced(tmp_path, monkeypatch):
    # The files are named from the test's folder, so that the sentences
    # are the same wherever the tests run.
    monkeypatch.chdir(tmp_path)
    copy_examples(tmp_path / 'class', ('greedy.py',))
    (tmp_path / 'table.csv').write_text('keep me', encoding='utf-8')
    output, _ = run_main(['--tournament', 'class', '--levels', 'easy',
                          '--csv', 'table.csv'], [])
    assert 'cannot start: table.csv already exists' in unfolded(output)
    assert (tmp_path / 'table.csv').read_text(encoding='utf-8') == 'keep me'
    records = tmp_path / 'records'
    records.mkdir()
    (records / 'old.txt').write_text('old', encoding='utf-8')
    output, _ = run_main(['--tournament', 'class', '--levels', 'easy',
                          '--records', 'records'], [])
    assert 'the folder records already holds files' in unfolded(output)
    assert os.listdir(str(records)) == ['old.txt']


def test_a_tournament_needs_two_players_and_a_folder(tmp_path,
                                                     monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = copy_examples(tmp_path / 'class', ('greedy.py',))
    output, _ = run_main(['--tournament', str(folder)], [])
    assert 'it needs two players' in output
    output, _ = run_main(['--tournament', str(tmp_path / 'none')], [])
    assert 'there is no folder' in output
    output, _ = run_main(['--tournament', 'class/greedy.py'], [])
    assert 'class/greedy.py is a file: --tournament names' in output


def test_a_level_named_like_a_file_keeps_a_name_of_its_own(tmp_path):
    folder = copy_examples(tmp_path / 'class', ('greedy.py',))
    write_player(folder, 'easy.py', MISTAKES['illegal.py'][0])
    names = [entrant.name for entrant in round_robin.entrants_of(
        str(folder), ['easy', 'medium'])]
    assert names == ['easy', 'greedy', 'easy-level', 'medium']

