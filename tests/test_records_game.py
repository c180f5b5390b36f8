"""Tests of the game records in the console: save at a prompt, the offer to
save at the end, --load and the start menu's resume choice, --replay and
--position.  They type into the real prompts (input() is replaced by a
list of lines) and read what the game prints.
"""

import datetime
import os
import random

from console import file_dialogs
import game_state
from game_files import file_reading, notation
from game_files import record_files
import rules
from words import texts
from board import BLACK, WHITE, board_from_string
from conftest import HUMANS, new_test_game, play_typed, run_main, unfolded



def run_game(arguments, lines):
    """Return (output, the games played) of the game started with these
    flags (no colour, the ASCII board) and `lines` typed."""
    return run_main(['--no-color', '--ascii'] + arguments, lines)


def random_record(path, seed, turns, options=rules.DEFAULT_OPTIONS,
                  white='Human', black='Human'):
    """Return (start, turns) of a random game of `turns` turns saved at path."""
    rng = random.Random(seed)
    start = rules.initial_state(options)
    state = start
    played = []
    while len(played) < turns and rules.outcome(state) is None:
        turn = rng.choice(rules.legal_turns(state))
        played.append(turn)
        state = rules.next_state(state, turn)
    record_files.save_record(str(path), start, played, white=white, black=black)
    return start, played


def name_of_todays_save(number):
    """Return the name the game gave the number-th save of today in this
    folder: with today's date, or yesterday's should midnight have passed
    while the test ran."""
    today = datetime.date.today()
    names = ['morris-%s-%d.txt' % (day.isoformat(), number)
             for day in (today, today - datetime.timedelta(days=1))]
    saved = [name for name in names if os.path.exists(name)]
    assert len(saved) == 1, names
    return saved[0]


# ---------------------------------------------------------------------------
# save at a prompt
# ---------------------------------------------------------------------------

def test_save_at_a_prompt_writes_the_game_so_far_and_it_goes_on(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    result, output, _ = play_typed(game, ['4', '19', 'save', '', '7', 'quit'])
    name = name_of_todays_save(1)
    assert 'Save the game as [%s]' % name in output
    assert 'Saved the game as %s (2 turns).' % name in output
    assert 'The game goes on.' in output
    assert len(game.history.turns) == 3                    # 7 was played after it
    record = file_reading.read_record(name)
    assert record.turns == game.history.turns[:2]
    assert record.states[-1] == game.history.states[2]


def test_save_suggests_a_fresh_name_and_asks_before_replacing(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'mine.txt').write_text('a letter, not a game\n')
    game = new_test_game()
    lines = ['4', 'save', 'mine', 'n', 'mine.txt', 'y', 'quit']
    result, output, _ = play_typed(game, lines)
    assert 'mine.txt already exists. Replace it?' in output
    assert output.count('Save the game as') == 2
    assert file_reading.read_record('mine.txt').turns == game.history.turns


def test_save_refused_leaves_the_old_file_alone(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'mine.txt').write_text('keep me\n')
    game = new_test_game()
    result, output, _ = play_typed(game, ['4', 'save', 'mine.txt', 'n',
                                       'cancel', 'quit'])
    assert 'Not saved.' in output
    assert (tmp_path / 'mine.txt').read_text() == 'keep me\n'


def test_failed_save_says_why_and_the_game_goes_on(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    lines = ['4', 'save', os.path.join('no such folder', 'g.txt'), 'cancel',
             '19', 'quit']
    result, output, _ = play_typed(game, lines)
    assert 'Not saved: could not save' in output
    assert [turn.target for turn in game.history.turns] == [4, 19]
    assert os.listdir(str(tmp_path)) == []      # no folder, no leftovers


def test_crash_while_saving_keeps_the_old_file_and_the_game(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    old_start, old_turns = random_record(tmp_path / 'g.txt', 1, 12)
    old_text = (tmp_path / 'g.txt').read_text()

    def broken_replace(source, target):
        raise OSError(5, 'Input/output error')

    monkeypatch.setattr(record_files.os, 'replace', broken_replace)
    game = new_test_game()
    result, output, _ = play_typed(game, ['4', 'save', 'g.txt', 'y', 'cancel',
                                          '19', 'quit'])
    assert 'Not saved: could not save g.txt: Input/output error.' in output
    assert (tmp_path / 'g.txt').read_text() == old_text
    assert sorted(os.listdir(str(tmp_path))) == ['g.txt']
    assert len(game.history.turns) == 2


def test_control_characters_in_a_file_name_are_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    result, output, _ = play_typed(game, ['save', 'a\x00b', 'cancel', 'quit'])
    assert 'cannot hold control characters' in output
    assert os.listdir(str(tmp_path)) == []


def test_ctrl_c_at_the_save_questions_saves_nothing_and_the_game_goes_on(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'g.txt').write_text('keep me\n')
    game = new_test_game()
    lines = ['4', 'save', KeyboardInterrupt(), '19',
             'save', 'g.txt', KeyboardInterrupt(), '7', 'quit']
    result, output, _ = play_typed(game, lines)
    assert output.count('Not saved.') == 2
    assert [turn.target for turn in game.history.turns] == [4, 19, 7]
    assert (tmp_path / 'g.txt').read_text() == 'keep me\n'
    assert os.listdir(str(tmp_path)) == ['g.txt']


def test_end_of_input_at_the_save_name_saves_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    result, output, _ = play_typed(game, ['4', 'save'])
    assert 'Not saved.' in output
    assert len(game.history.turns) == 1
    assert os.listdir(str(tmp_path)) == []


def test_a_folder_is_no_save_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'games').mkdir()
    game = new_test_game()
    lines = ['4', 'save', 'games' + os.sep, 'games', 'no such folder' + os.sep,
             'g', '19', 'quit']
    result, output, _ = play_typed(game, lines)
    assert 'games%s is a folder; type a file name.' % os.sep in output
    assert 'games is a folder; type a file name.' in output
    assert 'no such folder%s is a folder' % os.sep in output
    assert 'Saved the game as g.txt (1 turn).' in output
    assert os.listdir(str(tmp_path / 'games')) == []
    assert sorted(os.listdir(str(tmp_path))) == ['g.txt', 'games']


# ---------------------------------------------------------------------------
# The offer to save at the end, and --position
# ---------------------------------------------------------------------------

# White places on g7, closes the top row and takes Black down to two men.
ALMOST_WON = """\
# White to move and win
W W .
. . .
. . .
. . .   . . B
. . .
. . .
B B .
to move: white
white in hand: 1
black in hand: 0
"""


def test_position_file_starts_the_game_and_the_end_offers_to_save(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'lesson.txt').write_text(ALMOST_WON)
    lines = ['1', '', '', '', '2', '21', 'n', 'y', '', 'n']  # '', '': names
    output, games = run_game(['--position', 'lesson.txt'], lines)
    assert 'Starting from the position in lesson.txt: White is to move.' \
        in output
    assert 'Who moves first?' not in output
    assert 'White wins' in output
    assert 'Save this game?' in output
    record = file_reading.read_record(name_of_todays_save(1))
    assert record.start == games[0].history.states[0]
    assert record.start.board == board_from_string(
        'WW./.../.../.....B/.../.../BB.')
    assert record.headers['Result'] == '1-0'
    assert output.rstrip().endswith('Goodbye!')


def test_position_file_with_problems_names_each_one(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'bad.txt').write_text('W . X\nto move: purple\n'
                                      'white in hand: 12\n')
    output, games = run_game(['--position', 'bad.txt'], [])
    assert games == []
    assert "line 1: 'X' is not W, B or ." in output
    assert 'the board has 2 points, not 24' in output
    assert "line 2: to move: 'purple' is not White or Black" in output
    assert 'line 3: White has 12 men in hand; it must be 0 to 9' in output
    assert output.rstrip().endswith('Goodbye!')


def test_declining_the_offer_to_save_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'lesson.txt').write_text(ALMOST_WON)
    output, games = run_game(['--position', 'lesson.txt'],
                             ['1', '', '', '', '2', '21', 'n', 'n'])
    assert 'Save this game?' in output
    assert os.listdir(str(tmp_path)) == ['lesson.txt']


def test_quit_offers_to_save_the_turns_not_yet_saved(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_game(['--white', 'human', '--black', 'human'],
                             ['4', '19', 'quit', 'y', 'stopped'])
    assert 'Save the game before you go?' in output
    saved = file_reading.read_record('stopped.txt')
    assert saved.turns == games[0].history.turns and len(saved.turns) == 2


def test_quit_asks_nothing_when_every_turn_is_saved(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_game(['--white', 'human', '--black', 'human'],
                             ['quit'])
    assert 'Save the game before you go?' not in output
    output, games = run_game(['--white', 'human', '--black', 'human'],
                             ['4', 'save', 'first', 'quit'])
    assert 'Save the game before you go?' not in output
    output, games = run_game(['--load', 'first.txt'], ['quit'])
    assert 'Save the game before you go?' not in output
    output, games = run_game(['--load', 'first.txt'], ['19', 'quit', 'n'])
    assert 'Save the game before you go?' in output
    assert os.listdir(str(tmp_path)) == ['first.txt']


# ---------------------------------------------------------------------------
# --load and the start menu's resume choice
# ---------------------------------------------------------------------------

def test_load_resumes_at_the_same_position_rules_and_players(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    options = game_state.Options(flying=False, double_mill_removal=True,
                                 repetition_draw=False, move_limit=40,
                                 three_men_limit=10)
    start, turns = random_record(tmp_path / 'g.txt', 4, 20, options,
                                 white='Human', black='Computer (easy)')
    output, games = run_game(['--load', 'g.txt'], ['quit'])
    game = games[0]
    assert game.history.state.to_move == WHITE           # the human's turn: no move
    assert 'Resuming the saved game after 20 turns: White is human, Black ' \
           'is computer (easy).' in unfolded(output)
    assert game.history.turns == turns
    assert game.history.states == file_reading.read_record('g.txt').states
    assert game.history.state.options == options
    assert game.settings.kinds == {WHITE: 'human', BLACK: 'computer'}
    assert game.settings.level == 'easy'


def test_a_result_the_rules_do_not_show_is_named_and_the_game_goes_on(
        tmp_path, monkeypatch):
    # Another program wrote 1-0 (Black resigned, say) after four turns.
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'g.txt', 4, 4)
    text = (tmp_path / 'g.txt').read_text()
    text = text.replace('[Result "*"]', '[Result "1-0"]')
    (tmp_path / 'g.txt').write_text(text[:text.rstrip().rindex('*')] + '1-0\n')
    output, games = run_game(['--load', 'g.txt'], ['quit'])
    assert 'Note: the record gives the result 1-0, but by the rules the ' \
           'game is not over, so it goes on from here.' \
        in unfolded(output)
    assert len(games[0].history.turns) == 4 and games[0].history.outcome() is None


def test_a_resumed_game_saved_again_reads_back_the_same(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 5, 30)
    output, games = run_game(['--load', 'g.txt'], ['save', 'again', 'quit'])
    first = file_reading.read_record('g.txt')
    second = file_reading.read_record('again.txt')
    assert second.states == first.states
    assert second.headers['White'] == first.headers['White']


def test_start_menu_resumes_a_saved_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 6, 10)
    lines = ['7', 'nothing.txt', 'g.txt', 'quit']
    output, games = run_game([], lines)
    assert '7  Resume a saved game' in output
    assert 'there is no file nothing.txt' in output
    assert games[0].history.turns == turns


def test_start_menu_resume_can_go_back_to_the_menu(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    output, games = run_game([], ['7', '', '1', '', '', '', '', 'quit'])
    assert games[0].history.turns == []
    assert games[0].settings.kinds == HUMANS


def test_resumed_game_that_was_over_shows_its_end(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rng = random.Random(2)
    state = start = rules.initial_state()
    turns = []
    while rules.outcome(state) is None:
        turn = rng.choice(rules.legal_turns(state))
        turns.append(turn)
        state = rules.next_state(state, turn)
    record_files.save_record('over.txt', start, turns)
    output, games = run_game(['--load', 'over.txt'], ['n', 'n'])
    winner = rules.PLAYER_NAMES[rules.outcome(state).winner]
    assert '%s wins' % winner in output
    assert 'Save this game?' in output


def test_agreed_draw_saved_and_resumed_is_still_a_draw(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = new_test_game()
    result, output, _ = play_typed(game, ['4', 'draw', 'y', 'y'])
    assert result == rules.Outcome(None, game_state.AGREED_DRAW)
    file_dialogs.write_game(game, 'draw.txt', False)
    output, games = run_game(['--load', 'draw.txt'], ['n', 'n'])
    assert 'The game is a draw: the players agreed.' in output


def test_damaged_files_give_a_message_never_a_traceback(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'g.txt', 7, 30)
    text = (tmp_path / 'g.txt').read_text()
    (tmp_path / 'cut.txt').write_text(text[:len(text) // 2])
    (tmp_path / 'junk.txt').write_bytes(bytes(range(256)))
    (tmp_path / 'empty.txt').write_text('')
    (tmp_path / 'illegal.txt').write_text('1. d6 d6 *\n')
    for name, words in (('cut.txt', 'cut short'),
                        ('junk.txt', 'not a game record'),
                        ('empty.txt', 'the file is empty'),
                        ('illegal.txt', 'line 1: turn 2 (Black), d6'),
                        ('missing.txt', 'there is no file missing.txt'),
                        ('.', 'folder')):
        for flag in ('--load', '--replay'):
            output, games = run_game([flag, name], [])
            assert games == []
            assert '%s cannot be used:' % name in output
            assert words in output
            assert output.rstrip().endswith('Goodbye!')


def test_hostile_file_names_in_the_resume_dialog_end_politely(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    names = ['\x00', '1' * 5000, '.', '..', '\x1b[2J', 'con', '*', '"']
    output, games = run_game([], ['5'] + names)
    assert output.rstrip().endswith('Goodbye!')
    assert games == []


# ---------------------------------------------------------------------------
# --replay
# ---------------------------------------------------------------------------

def test_replay_goes_forward_back_and_quits(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 8, 6)
    output, games = run_game(['--replay', 'g.txt'],
                             ['b', '', '', 'b', 'what', 'q'])
    assert games == []
    assert 'Replay of g.txt: White is human, Black is human' in output
    assert 'This is the start of the game' in output
    assert 'Turn 1 in notation: %s' % notation.turn_to_notation(turns[0]) \
        in output
    assert 'Turn 2 in notation: %s' % notation.turn_to_notation(turns[1]) \
        in output
    assert 'Turn 3 in notation' not in output
    assert 'Press Enter for the next turn, b to go back or q to quit.' \
        in output
    prompts = [line for line in output.splitlines() if line.startswith('Turn ')
               and 'Enter: next' in line]
    assert [line.split()[1] for line in prompts] == \
        ['0', '0', '1', '2', '1', '1']


def test_replay_says_a_wrong_answer_is_wrong_and_stop_ends_it(
        tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'g.txt', 8, 6)
    output, games = run_game(['--replay', 'g.txt'],
                             ['hint', 'help', 'stop'])
    assert "Sorry: 'hint' is not an answer of the replay." in output
    assert output.count('Sorry:') == 1          # help is no mistake
    assert output.count('Press Enter for the next turn') == 2
    assert output.rstrip().endswith('Goodbye!')


def test_replay_shows_the_words_of_each_turn_to_the_end(tmp_path,
                                                        monkeypatch):
    monkeypatch.chdir(tmp_path)
    start, turns = random_record(tmp_path / 'g.txt', 9, 8)
    output, games = run_game(['--replay', 'g.txt'], [''] * 9)
    state = start
    for turn in turns:
        assert texts.describe_turn(state, turn) in output
        state = rules.next_state(state, turn)
    assert 'That is the end of the record.' in output
    assert output.rstrip().endswith('Goodbye!')


def test_load_resumes_where_these_rules_stop_with_a_note(tmp_path,
                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'mill.txt').write_text('1. a7 a1 2. d7 g1 3. g7 *\n')
    output, games = run_game(['--load', 'mill.txt'], ['quit'])
    assert len(games[0].history.turns) == 4
    assert 'Note: the record stops after turn 5 (White, g7) closed a mill, ' \
           'before a man was removed: play goes on before that turn.' \
        in unfolded(output)


def test_a_position_is_checked_under_the_rules_chosen(tmp_path, monkeypatch):
    # Black has three men, all blocked: with flying they fly; without, the
    # position is over before it starts, which is a problem, not a win.
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'blocked.txt').write_text(
        'board: BWB/.../.../W....W/.../.../BW.\nto move: black\n'
        'white in hand: 0\nblack in hand: 0\n')
    output, games = run_game(['--position', 'blocked.txt', '--white', 'human',
                              '--black', 'human'], ['quit', 'n'])
    assert len(games) == 1
    output, games = run_game(['--position', 'blocked.txt', '--no-flying',
                              '--white', 'human', '--black', 'human'], [])
    assert games == []
    assert 'the game would be over at once: a win for White (blocked)' \
        in output


def test_a_computer_club_member_in_a_record_is_a_person(tmp_path,
                                                        monkeypatch):
    monkeypatch.chdir(tmp_path)
    random_record(tmp_path / 'club.txt', 4, 6, white='Computer club',
                  black='Computer (hard)')
    output, games = run_game(['--load', 'club.txt'], ['quit'])
    assert games[0].settings.kinds == {WHITE: 'human', BLACK: 'computer'}
