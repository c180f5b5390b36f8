"""Tests that a save replaces only a regular file: a pipe (FIFO), a link
to one, or a link that leads round in a loop is refused with a sentence
and left as it was, for `save` as for the autosave.  (A device such as
/dev/zero is refused by the same check; the tests use a FIFO, which a
normal user may make.)"""

import os
import stat

import pytest

from game_files import leftovers, record_files
from conftest import new_test_game, play_typed, run_main

pytestmark = pytest.mark.skipif(not hasattr(os, 'mkfifo'),
                                reason='this system has no FIFOs')


def special_files(tmp_path):
    """Return {kind: path} of files no save may replace: a FIFO, a link to
    it, and two links that point at each other."""
    fifo = tmp_path / 'pipe.txt'
    os.mkfifo(str(fifo))
    link = tmp_path / 'link.txt'
    link.symlink_to(fifo)
    loop = tmp_path / 'loop.txt'
    other = tmp_path / 'other.txt'
    loop.symlink_to(other)
    other.symlink_to(loop)
    return {'fifo': fifo, 'link': link, 'loop': loop}


def is_unchanged(tmp_path):
    """Return True if the FIFO and the links are as special_files made
    them (and no file was added to the folder but those)."""
    fifo = tmp_path / 'pipe.txt'
    return (stat.S_ISFIFO(os.lstat(str(fifo)).st_mode)
            and os.readlink(str(tmp_path / 'link.txt')) == str(fifo)
            and os.readlink(str(tmp_path / 'loop.txt')).endswith('other.txt')
            and sorted(os.listdir(str(tmp_path))) == [
                'link.txt', 'loop.txt', 'other.txt', 'pipe.txt'])


@pytest.mark.parametrize('kind', ['fifo', 'link', 'loop'])
@pytest.mark.parametrize('overwrite', [True, False])
def test_a_save_never_replaces_a_pipe_or_a_link_loop(tmp_path, kind,
                                                     overwrite):
    path = str(special_files(tmp_path)[kind])
    with pytest.raises(record_files.SaveError) as caught:
        record_files.save_text(path, 'a game\n', overwrite)
    said = str(caught.value)
    assert ('a device, a pipe or a socket' in said if kind != 'loop'
            else 'a loop' in said)
    assert is_unchanged(tmp_path)


def test_a_save_still_replaces_a_regular_file_through_its_link(tmp_path):
    (tmp_path / 'real.txt').write_text('old\n')
    (tmp_path / 'alias.txt').symlink_to(tmp_path / 'real.txt')
    record_files.save_text(str(tmp_path / 'alias.txt'), 'new\n', True)
    assert (tmp_path / 'real.txt').read_text() == 'new\n'
    assert os.path.islink(str(tmp_path / 'alias.txt'))


@pytest.mark.parametrize('kind', ['fifo', 'link', 'loop'])
def test_save_onto_a_pipe_says_why_and_asks_another_name(tmp_path,
                                                         monkeypatch, kind):
    monkeypatch.chdir(tmp_path)
    name = os.path.basename(str(special_files(tmp_path)[kind]))
    game = new_test_game()
    _, output, _ = play_typed(game, ['4', 'save', name, 'cancel'])
    assert 'Not saved' in output
    assert is_unchanged(tmp_path)
    assert len(game.history.turns) == 1             # the game goes on


@pytest.mark.parametrize('kind', ['fifo', 'link', 'loop'])
@pytest.mark.parametrize('then', [['19'], ['19', 'undo']])
def test_an_autosave_in_the_place_of_a_pipe_is_refused(tmp_path, kind, then):
    game = new_test_game()
    play_typed(game, ['4'])
    path = leftovers.game_autosaves()[0]
    os.remove(path)
    special = special_files(tmp_path)[kind]
    os.rename(str(special), path)           # the pipe or link in its place
    os.symlink(path, str(special))          # (the old name leads to it)
    _, output, _ = play_typed(game, then)
    assert 'cannot be kept safe' in output
    os.remove(str(special))
    os.rename(path, str(special))
    assert is_unchanged(tmp_path)
    assert len(game.history.turns) == 2 - len(then) + 1


@pytest.mark.parametrize('kind', ['fifo', 'link', 'loop'])
def test_an_autosave_variable_naming_a_pipe_leaves_it_alone(
        tmp_path, monkeypatch, kind):
    path = str(special_files(tmp_path)[kind])
    monkeypatch.setenv(leftovers.AUTOSAVE_VARIABLE, path)
    monkeypatch.chdir(tmp_path)
    run_main(['--white', 'human', '--black', 'human'], ['4', 'quit', 'n'])
    games = leftovers.game_autosaves()
    assert len(games) == 1
    os.remove(games[0])
    assert is_unchanged(tmp_path)
