"""Tests that no game a player has played is lost: a save that fails asks
again and offers a folder that works, and the game in progress is kept in
an autosave that the next start offers to resume."""

import errno
import os
import pathlib

import pytest

from game_files import autosave, file_reading, leftovers
from game_files import record_files
import rules
from conftest import new_test_game, play_typed, run_main, unfolded


@pytest.fixture
def read_only_share(tmp_path, monkeypatch):
    """Return a folder that refuses every new file, as a class share does
    (simulated: the tests may run as a user who can write anywhere)."""
    share = tmp_path / 'share'
    share.mkdir()
    real_mkstemp = record_files.tempfile.mkstemp

    def mkstemp(**details):
        if os.path.samefile(details['dir'], str(share)):
            raise PermissionError(errno.EACCES, 'Permission denied')
        return real_mkstemp(**details)

    monkeypatch.setattr(record_files.tempfile, 'mkstemp', mkstemp)
    monkeypatch.chdir(share)
    return share


def documents(tmp_path):
    """Return the test user's Documents folder (conftest set HOME)."""
    folder = pathlib.Path(os.environ['HOME']) / 'Documents'
    folder.mkdir(exist_ok=True)
    return folder


def test_a_failed_save_at_quit_says_why_and_offers_a_folder_that_works(
        read_only_share, tmp_path):
    folder = documents(tmp_path)
    output, games = run_main(['--white', 'human', '--black', 'human',
                              '--no-color'], ['4', '19', 'quit', 'y', 'g', ''])
    flat = unfolded(output)
    assert 'you may not write in the folder' in flat
    # The folder's path may be longer than a line, and folded inside.
    named = flat.split('you may not write in the folder ')[1].split(
        ' (it is read-only for you')[0]
    assert named.replace(' ', '') == str(read_only_share).replace(' ', '')
    assert 'Goodbye!' in output
    saved = file_reading.read_record(str(folder / 'g.txt'))
    assert saved.turns == games[0].history.turns
    assert os.listdir(str(read_only_share)) == []


def test_a_failed_save_at_the_end_asks_again_and_a_second_name_works(
        read_only_share, tmp_path, monkeypatch):
    elsewhere = tmp_path / 'elsewhere'
    elsewhere.mkdir()
    lines = ['2', '9', 'n', 'y', 'g', str(elsewhere / 'g.txt'), 'n']
    output, games = run_main(['--white', 'human', '--black', 'human',
                              '--position', write_position(tmp_path)],
                             lines)
    assert 'White wins' in output
    assert output.count('Not saved: could not save g.txt') == 1
    assert file_reading.read_record(str(elsewhere / 'g.txt')).turns \
        == games[0].history.turns


def write_position(tmp_path):
    """Return the name of a position file where White wins by closing a
    mill on 2 and removing the man on 9 (Black keeps two men)."""
    path = tmp_path / 'win.txt'
    path.write_text('board: WW./.../.../B...B./.../.../B..\nto move: white\n'
                    'white in hand: 1\nblack in hand: 0\n')
    return str(path)


def test_a_missing_folder_or_a_full_disk_says_why_and_the_player_may_decline(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    documents(tmp_path)

    def full_disk(handle, text):
        raise OSError(errno.ENOSPC, 'No space left on device')

    game = new_test_game()
    lines = ['4', 'save', os.path.join('no such folder', 'g.txt'), 'cancel']
    result, output, _ = play_typed(game, lines)
    assert 'there is no folder' in output
    assert 'It can be saved in a folder that works' in output
    monkeypatch.setattr(record_files, 'write_and_flush', full_disk)
    result, output, _ = play_typed(game, ['save', 'g.txt', 'cancel', 'quit'])
    assert 'is full' in unfolded(output)
    assert 'Not saved.' in output
    assert len(game.history.turns) == 1


def test_two_games_saving_one_new_name_one_is_asked_again(tmp_path,
                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    real_save = record_files.save_text

    def the_other_game_saves_first(path, text, overwrite=False):
        if path == 'g.txt' and not os.path.exists(path):
            real_save(path, 'the other game\n')
        return real_save(path, text, overwrite)

    monkeypatch.setattr(record_files, 'save_text', the_other_game_saves_first)
    result, output, _ = play_typed(game, ['4', 'save', 'g.txt', 'mine.txt',
                                          'quit'])
    assert 'g.txt already exists' in output
    assert (tmp_path / 'g.txt').read_text() == 'the other game\n'
    assert file_reading.read_record('mine.txt').turns == game.history.turns


# ---------------------------------------------------------------------------
# The autosave
# ---------------------------------------------------------------------------

def kept_files():
    """Return the names of the games' autosave files, the newest first."""
    return leftovers.game_autosaves()


@pytest.mark.parametrize('ending', [KeyboardInterrupt(), None])
def test_ctrl_c_or_ctrl_d_mid_game_keeps_the_game_for_the_next_start(
        ending, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = ['4', '19', '5'] + ([ending] if ending else [])
    output, games = run_main(['--white', 'human', '--black', 'human'], lines)
    assert len(kept_files()) == 1
    output, games = run_main([], ['', '21', 'quit', 'n'])
    assert 'An unfinished game is kept' in output
    assert 'human against human, 3 turns.' in unfolded(output)
    assert 'Resume it?' in output
    assert [turn.target for turn in games[0].history.turns] == [4, 19, 5, 21]
    assert len(kept_files()) == 1       # the same game, in one file


# The start menu's answers for a new game of two players: choice 1, the
# two names, who moves first and the standard rules (Enter each).
TWO_PLAYERS_IN_THE_MENU = ['1', '', '', '', '']


def test_an_unfinished_game_not_resumed_is_kept_unless_dropped_twice(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run_main(['--white', 'human', '--black', 'human'], ['4', '19'])
    output, games = run_main([], ['n', 'n'] + TWO_PLAYERS_IN_THE_MENU
                             + ['quit', 'n'])
    assert 'It is kept: the next start offers it again.' in output
    assert games[0].history.turns == []
    assert len(kept_files()) == 1
    output, games = run_main([], ['n', 'y'] + TWO_PLAYERS_IN_THE_MENU
                             + ['quit', 'n'])
    assert 'Drop that game for good?' in output
    assert 'The unfinished game is discarded.' in output
    assert kept_files() == []


def test_a_saved_game_clears_its_autosave_and_a_finished_one_stays_till_saved(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run_main(['--white', 'human', '--black', 'human'],
             ['4', '19', 'save', 'g.txt'])
    assert kept_files() == []
    demo = ['--white', 'computer', '--black', 'computer', '--level', 'easy',
            '--demo', 'run', '--seed', '1']
    run_main(demo, ['n', 'n'])          # not saved: dropped, as said
    assert kept_files() == []
    output, games = run_main(demo, [])  # the input ends at "Save this game?"
    assert 'Save this game?' in output
    record = autosave.read_autosave(kept_files()[0])[0]
    assert record.turns == games[0].history.turns
    assert record.headers['Result'] != '*'


def test_a_finished_game_resumed_is_offered_to_save_and_not_counted_again(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    demo = ['--white', 'computer', '--black', 'computer', '--level', 'easy',
            '--demo', 'run', '--seed', '1']
    run_main(demo, [])
    output, games = run_main([], ['y', 'y', 'won.txt', 'n'])
    assert 'A finished game is kept' in output
    assert 'See it and save it?' in output
    assert 'it is not counted again' in output
    assert 'Score after 0 games' in output
    assert file_reading.read_record('won.txt').turns == \
        games[0].history.turns
    assert kept_files() == []


def test_the_autosave_is_written_after_every_turn_and_undo():
    game = new_test_game()
    play_typed(game, ['4', '19', '5'])
    saved = autosave.read_autosave(kept_files()[0])[0]
    assert [turn.target for turn in saved.turns] == [4, 19, 5]
    play_typed(game, ['undo'])
    assert autosave.read_autosave(kept_files()[0])[0].turns == \
        game.history.turns
    assert rules.outcome(saved.states[-1]) is None


def test_a_turn_adds_one_line_to_the_autosave_not_the_whole_game():
    game = new_test_game()
    play_typed(game, ['4', '19'])
    before = pathlib.Path(kept_files()[0]).read_text()
    play_typed(game, ['5'])
    after = pathlib.Path(kept_files()[0]).read_text()
    assert after == before + '2. f6\n'         # point 5 is f6


def test_two_windows_keep_two_games(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    window_a = new_test_game()
    play_typed(window_a, ['4', '19', '5', '21'])
    own_name = kept_files()[0]
    # Window B starts while A plays on: A's game is live and left alone.
    real_is_live = leftovers.is_live
    monkeypatch.setattr(leftovers, 'is_live', lambda path: path == own_name)
    output, games = run_main([], TWO_PLAYERS_IN_THE_MENU + ['0', '1', '2'])
    assert '1 game being played in another window now' in output
    assert 'Resume it?' not in output
    play_typed(window_a, ['7'])
    monkeypatch.setattr(leftovers, 'is_live', real_is_live)
    kept = {len(autosave.read_autosave(path)[0].turns)
            for path in kept_files()}
    assert kept == {5, 3}


def test_an_old_single_autosave_is_taken_in_as_a_game(
        tmp_path, monkeypatch, autosave_in_a_temporary_folder):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    play_typed(game, ['4', '19', '5'])
    os.replace(kept_files()[0], str(autosave_in_a_temporary_folder))
    output, games = run_main([], ['y', '21', 'quit', 'n'])
    assert [turn.target for turn in games[0].history.turns] == [4, 19, 5, 21]
    assert not autosave_in_a_temporary_folder.exists()


@pytest.mark.parametrize('flags', [['--load', 'g.txt'],
                                   ['--position', 'p.txt']])
def test_a_game_from_a_file_keeps_the_unfinished_game(tmp_path, monkeypatch,
                                                      flags):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    play_typed(game, ['4', '19', '5'])
    record_files.save_text('g.txt', record_files.records.format_record(
        game.history.start, game.history.turns[:1]))
    (tmp_path / 'p.txt').write_text('board: .../.../.../.../.../.../.../'
                                    '...\nto move: white\n'
                                    'white in hand: 9\nblack in hand: 9\n')
    output, games = run_main(flags + ['--white', 'human', '--black',
                                      'human'], ['0', '1', '2', 'quit', 'n'])
    assert '1 unfinished game from earlier is kept' in output
    turns = sorted(len(autosave.read_autosave(path)[0].turns)
                   for path in kept_files())
    assert 3 in turns and len(turns) == 2


def test_a_damaged_autosave_is_kept_aside_and_said(
        tmp_path, monkeypatch, autosave_in_a_temporary_folder):
    monkeypatch.chdir(tmp_path)
    run_main(['--white', 'human', '--black', 'human'], ['4', '19', '5'])
    damaged = pathlib.Path(kept_files()[0])
    text = damaged.read_text()
    damaged.write_text(text[:-4] + 'x9x9x9\n')
    output, games = run_main([], TWO_PLAYERS_IN_THE_MENU
                             + ['0', 'quit', 'n'])
    assert 'An unfinished game could not be read' in ' '.join(
        output.split())
    folder = autosave_in_a_temporary_folder.parent
    kept = [name for name in os.listdir(str(folder))
            if name.startswith('autosave-damaged-')]
    assert len(kept) == 1
    assert (folder / kept[0]).read_text() == text[:-4] + 'x9x9x9\n'
    assert games[0].history.turns[0].target == 0     # a new game goes on


def test_a_name_too_long_is_not_offered_again_and_no_prompt_is_too_wide(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    documents(tmp_path)
    game = new_test_game()
    long_name = 'x' * 300 + '.txt'
    _, output, _ = play_typed(game, ['4', 'save', long_name, ''])
    said = output.split(long_name + '\n', 1)[1]     # after the name typed
    assert 'is too long' in said
    assert long_name not in said.replace('\n', '')
    assert max(len(line) for line in said.splitlines()) <= 79
    assert [name for name in os.listdir(str(tmp_path))
            if name.startswith('morris-')]      # saved under the new name


def test_with_several_games_kept_one_is_chosen_by_number_or_dropped(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for first in ('4', '0'):
        play_typed(new_test_game(), [first, '19'])
    output, games = run_main([], ['new', 'quit', 'n'])
    assert 'Games kept from earlier:' in output
    assert len(kept_files()) == 2           # a new game: both kept
    output, games = run_main([], ['drop 1', 'y', 'y', 'quit'])
    assert 'The unfinished game is discarded.' in output
    assert games[0].history.turns[0].target == 4    # the older one is left
    assert len(kept_files()) == 1
