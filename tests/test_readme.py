"""Tests that README.md tells the truth about the game: its first commands
are the ones to play and the one CI tests with, its sample board is the board
the game shows, its exercises name settings marked in the code, and its map
of the code names every module and every package."""

import os

from board import board_from_string

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)


def read(name):
    """Return the text of a file of the project."""
    with open(os.path.join(PROJECT, name), encoding='utf-8') as file:
        return file.read()


TEST_COMMAND = 'python3 tests/run.py'


def test_the_readme_starts_with_the_commands_to_play_and_to_test():
    first_lines = read('README.md').split('\n')[:6]
    assert '    python3 nine_mens_morris.py' in first_lines
    assert '    ' + TEST_COMMAND in first_lines
    assert '`py tests\\run.py`' in read('README.md')       # on Windows


def test_ci_runs_the_readmes_test_command_after_installing_the_tools():
    lines = [line.strip() for line in read(os.path.join('.ci', 'run'))
             .split('\n') if line.strip() and not line.startswith('#')]
    assert lines[-2] == 'python -m pip install -r requirements.txt', lines
    assert lines[-1] == TEST_COMMAND, lines
    assert not any('pytest' in line for line in lines), lines


def test_the_readme_exercises_name_settings_marked_in_the_code():
    readme = read('README.md')
    for module, name in (('nine_mens_morris.py', 'STANDARD_RULES'),
                         ('console/drawing.py', 'MEN'),
                         ('computer/levels.py', 'LEVEL_TABLE')):
        code = read(module)
        assert '`%s`' % module in readme and '`' + name in readme, name
        where = code.index('\n%s = ' % name)
        comment = code[code.rindex('\n\n', 0, where):where]
        assert '# EXPERIMENT:' in comment, (module, name)


def test_the_readme_names_every_module_of_the_game():
    # The modules at the top by file name, each package by its folder
    # (`console/`) and its modules by file name (`drawing.py`).
    readme = read('README.md')
    names = []
    for name in sorted(os.listdir(PROJECT)):
        folder = os.path.join(PROJECT, name)
        if name.endswith('.py'):
            names.append(name)
        elif os.path.isfile(os.path.join(folder, '__init__.py')):
            names.append(name + '/')
            names += [file for file in sorted(os.listdir(folder))
                      if file.endswith('.py') and file != '__init__.py']
    assert 'console/' in names and 'drawing.py' in names
    missing = [name for name in names if '`%s`' % name not in readme]
    assert missing == [], ('README.md does not name %s: add each to the '
                           'tables of "How the code is organised"'
                           % ', '.join(missing))


def test_the_readme_sample_screen_board_is_the_board_the_game_shows():
    # White has closed the mill 0-1-2 and removed Black's man on 10; Black
    # has a man on 9: the game shows it so after White's turn.
    import rules
    from console.drawing import draw_board, turn_marks
    board = board_from_string('WWW/.../.../B...../.../.../...')
    marks = turn_marks(rules.Turn(None, 2, 10), (0, 1, 2))
    drawing = draw_board(board, marks=marks)
    expected = '\n'.join(line.rstrip() for line in drawing.split('\n'))
    assert expected in read('README.md')
