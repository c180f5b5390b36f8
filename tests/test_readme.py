"""Tests that README.md tells the truth about the game: its sample board is
the board the game draws, and its first commands are the ones CI runs."""

import os

from board import render_board, board_from_string

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)


def read(name):
    """Return the text of a file of the project."""
    with open(os.path.join(PROJECT, name), encoding='utf-8') as file:
        return file.read()


def test_the_readme_sample_board_is_the_board_the_game_draws():
    # White has closed the mill 0-1-2 and removed Black's man on 10; Black
    # has a man on 9.
    board = board_from_string('WWW/.../.../B...../.../.../...')
    drawing = render_board(board, highlight=(0, 1, 2))
    expected = '\n'.join(line.rstrip() for line in drawing.split('\n'))
    readme = read('README.md')
    assert expected in readme


def test_the_readme_starts_with_the_commands_to_play_and_to_test():
    first_lines = read('README.md').split('\n')[:12]
    assert '    python nine_mens_morris.py' in first_lines
    test_command = [line.strip() for line in first_lines
                    if line.startswith('    ') and 'pytest' in line]
    assert test_command, 'no test command near the top of README.md'
    assert test_command[0] in read(os.path.join('.ci', 'run'))


def test_the_readme_exercises_name_settings_marked_in_the_code():
    readme = read('README.md')
    for module, name in (('nine_mens_morris.py', 'STANDARD_RULES'),
                         ('screen_board.py', 'MEN')):
        code = read(module)
        assert name in readme
        where = code.index('\n%s = ' % name)
        comment = code[code.rindex('\n\n', 0, where):where]
        assert '# EXPERIMENT:' in comment, (module, name)


def test_the_readme_names_every_module_of_the_game():
    readme = read('README.md')
    for name in sorted(os.listdir(PROJECT)):
        if name.endswith('.py'):
            assert '`%s`' % name in readme, name


def test_the_readme_sample_screen_board_is_the_board_the_game_shows():
    # The same position, as the game shows it after White's turn.
    import rules
    from console.drawing import draw_board, turn_marks
    board = board_from_string('WWW/.../.../B...../.../.../...')
    marks = turn_marks(rules.Turn(None, 2, 10), (0, 1, 2))
    drawing = draw_board(board, marks=marks)
    expected = '\n'.join(line.rstrip() for line in drawing.split('\n'))
    assert expected in read('README.md')
