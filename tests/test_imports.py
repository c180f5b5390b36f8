"""The game's modules import only downwards, as STYLE.md asks: from the
entry script to the console, the teaching, the game files, the words and
the computer, down to the core at the bottom, never back up.  And each
activity loads what it needs: a game of two people loads nothing of the
computer, the teaching or the tournament (STYLE.md, "load what is
chosen").

The imports are read from the source with ast: every `import` and
`from ... import` anywhere in a module, inside functions too, so an import
moved into a function to dodge a cycle still counts.  The modules are those
at the top of the project and in its packages (not tests/ or bench/).
"""

import ast
import os
import re
import subprocess
import sys

import pytest

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# LAYERS: the game's layers, bottom first: a module at the top of the
# project or a package.  A module may import its own layer (its own package)
# and the layers below it, never one above.  The four core modules are a
# layer each, so each of them imports only those before it.
LAYERS = ('board', 'game_state', 'rules', 'history',     # the core
          'computer', 'words', 'game_files', 'teaching', 'tournament',
          'console',
          'nine_mens_morris')                            # the entry script
NOT_THE_GAME = ('tests', 'bench')     # folders of the project outside it


def game_modules():
    """Return {module name: file path} for every module of the game: the
    top level's, and each package's (the package itself is its
    __init__.py)."""
    modules = {}
    for name in sorted(os.listdir(PROJECT)):
        path = os.path.join(PROJECT, name)
        if name.endswith('.py'):
            modules[name[:-3]] = path
        elif os.path.isfile(os.path.join(path, '__init__.py')) \
                and name not in NOT_THE_GAME:
            modules[name] = os.path.join(path, '__init__.py')
            for file in sorted(os.listdir(path)):
                if file.endswith('.py') and file != '__init__.py':
                    modules[name + '.' + file[:-3]] = os.path.join(path, file)
    return modules


def shown(path):
    """Return `path` as it is shown in a message: from the project folder."""
    return os.path.relpath(path, PROJECT).replace(os.sep, '/')


def known_module(name, modules):
    """Return the longest start of the dotted `name` that is a module of
    the game (import computer.levels.x names computer.levels), or None."""
    parts = name.split('.')
    for length in range(len(parts), 0, -1):
        if '.'.join(parts[:length]) in modules:
            return '.'.join(parts[:length])
    return None


def imports_of(module, modules):
    """Return [(line, module imported)] for every import of a game module
    anywhere in `module`'s file, in the order they stand."""
    path = modules[module]
    with open(path, encoding='utf-8') as file:
        tree = ast.parse(file.read(), path)
    package = module.split('.') if path.endswith('__init__.py') \
        else module.split('.')[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ''
            if node.level:                      # from . import x, from ..a
                start = package[:len(package) - node.level + 1]
                base = '.'.join(start + ([base] if base else []))
            # from computer import levels imports the module computer.levels;
            # from board import WHITE imports from the module board.
            names = [base + '.' + alias.name if base + '.' + alias.name
                     in modules else base or alias.name
                     for alias in node.names]
        else:
            continue
        for name in names:
            imported = known_module(name, modules)
            if imported is not None and imported != module:
                found.append((node.lineno, imported))
    return sorted(set(found))


def import_graph(modules):
    """Return {module: set of the game modules it imports}."""
    return {module: {imported for _, imported in imports_of(module, modules)}
            for module in modules}


def layer(module):
    """Return the place of `module`'s layer in LAYERS (0 is the bottom), or
    None if it has none (the test of the layers themselves names it)."""
    top = module.split('.')[0]
    return LAYERS.index(top) if top in LAYERS else None


def a_cycle_through(start, graph, members):
    """Return a shortest list of modules from `start` round to `start`,
    going only through `members`."""
    paths = {start: [start]}
    queue = [start]
    while queue:
        module = queue.pop(0)
        for imported in sorted(graph[module] & members):
            if imported == start:
                return paths[module] + [start]
            if imported not in paths:
                paths[imported] = paths[module] + [imported]
                queue.append(imported)
    return None


def strongly_connected(graph):
    """Return the groups of modules that can each reach each other through
    imports (Tarjan's algorithm), as sets."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(module):
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph[module]):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = set()
            while module not in group:
                group.add(stack.pop())
            on_stack.difference_update(group)
            groups.append(group)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return groups


def import_chain(start, wanted, graph):
    """Return a shortest chain of imports from `start` to a module for which
    `wanted(module)` is true, as a list of modules, or None."""
    paths = {start: [start]}
    queue = [start]
    while queue:
        module = queue.pop(0)
        if wanted(module):
            return paths[module]
        for imported in sorted(graph[module]):
            if imported not in paths:
                paths[imported] = paths[module] + [imported]
                queue.append(imported)
    return None


def modules_loaded_by(module):
    """Return the names in sys.modules after `import module` in a fresh
    Python started in the project folder."""
    code = ('import sys; sys.path.insert(0, sys.argv[1]); import %s; '
            'print("\\n".join(sorted(sys.modules)))' % module)
    done = subprocess.run([sys.executable, '-c', code, PROJECT], cwd=PROJECT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=120)
    assert done.returncode == 0, 'import %s failed:\n%s' % (module,
                                                           done.stderr)
    return done.stdout.split()


def modules_loaded_by_a_start(argv, lines):
    """Return the names in sys.modules after a fresh Python imports the
    entry script and runs main(argv) with `lines` typed, until the input
    ends (at the first turn's prompt); and what the game printed."""
    code = ('import builtins, io, sys, contextlib\n'
            'sys.path.insert(0, sys.argv[1])\n'
            'lines = sys.argv[3:]\n'
            'def typed(prompt=""):\n'
            '    print(prompt)\n'
            '    if not lines:\n'
            '        raise EOFError\n'
            '    return lines.pop(0)\n'
            'builtins.input = typed\n'
            'import nine_mens_morris\n'
            'shown = io.StringIO()\n'
            'with contextlib.redirect_stdout(shown):\n'
            '    nine_mens_morris.main(sys.argv[2].split())\n'
            'print("\\n".join(sorted(sys.modules)))\n'
            'print(shown.getvalue(), file=sys.stderr)\n')
    done = subprocess.run([sys.executable, '-c', code, PROJECT,
                           ' '.join(argv)] + list(lines), cwd=PROJECT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split(), done.stderr


def in_packages(modules, packages):
    """Return the modules of `modules` that belong to one of `packages`
    (a package, or a dotted module name)."""
    return sorted(module for module in modules
                  for package in packages
                  if module == package or module.startswith(package + '.'))


def is_the_computer(module):
    """Return True for the computer package and its modules."""
    return module == 'computer' or module.startswith('computer.')


def assert_loads_nothing_of_the_computer(module, advice):
    """Check that importing `module` loads no module of the computer."""
    loaded = [name for name in modules_loaded_by(module)
              if is_the_computer(name)]
    if loaded:
        chain = import_chain(module, is_the_computer,
                             import_graph(game_modules()))
        assert loaded == [], 'import %s loads %s (through %s). %s' % (
            module, ', '.join(loaded), ' -> '.join(chain or ['?']), advice)


# ---------------------------------------------------------------------------
# The tests
# ---------------------------------------------------------------------------

def test_every_module_of_the_game_has_a_layer():
    modules = game_modules()
    assert 'console.terminal' in modules and 'rules' in modules
    strays = sorted({module.split('.')[0] for module in modules}
                    - set(LAYERS))
    assert strays == [], (
        'These modules are in no layer: %s. Add each to LAYERS in '
        'tests/test_imports.py at its place (bottom first), or move it into '
        'a package of the right layer.' % ', '.join(strays))


@pytest.fixture(scope='module')
def imports():
    """Return (modules, {module: its [(line, module imported)]}) of the
    game: its files read once for the file's tests."""
    modules = game_modules()
    return modules, {module: imports_of(module, modules)
                     for module in modules}


def test_no_imports_go_round_in_a_cycle(imports):
    modules, found = imports
    graph = {module: {imported for _, imported in found[module]}
             for module in modules}
    cycles = [' -> '.join(a_cycle_through(min(group), graph, group))
              for group in strongly_connected(graph) if len(group) > 1]
    assert cycles == [], (
        'These modules import each other round a cycle (an import inside a '
        'function counts too): %s. Move what they share down into the '
        'lower of them (see LAYERS in tests/test_imports.py), or pass it '
        'in as an argument.' % '; '.join(cycles))


def test_every_import_points_down_the_layers(imports):
    modules, found = imports
    upward = ['%s line %d -> %s' % (shown(modules[module]), line, imported)
              for module in modules
              for line, imported in found[module]
              if None not in (layer(module), layer(imported))
              and layer(imported) > layer(module)]
    assert upward == [], (
        'These imports point up, from a lower layer to a higher one: %s. '
        'The layers, bottom first: %s; a module imports only its own layer '
        'and those below. Move the name it needs down into its own layer '
        'or lower, or have the caller pass it in.'
        % ('; '.join(upward), ', '.join(LAYERS)))


def test_the_consoles_terminal_loads_nothing_of_the_computer():
    assert_loads_nothing_of_the_computer(
        'console.terminal',
        "The console's lowest helper must not load the search: take what "
        'it needs (such as the names of the levels) from a lower module, '
        'words or game_state, or let its caller pass it in.')


def test_the_lesson_loads_nothing_of_the_computer():
    assert_loads_nothing_of_the_computer(
        'teaching.lessons',
        'The lesson uses the rules alone: take what it needs from rules, '
        'words or board, and leave the hints and the search to the puzzles '
        'and the review.')


def test_every_package_names_its_modules_in_its_reading_order():
    modules = game_modules()
    packages = sorted(module for module in modules
                      if modules[module].endswith('__init__.py'))
    assert 'console' in packages
    problems = []
    for package in packages:
        with open(modules[package], encoding='utf-8') as file:
            docstring = ast.get_docstring(ast.parse(file.read())) or ''
        own = {module.split('.')[1] for module in modules
               if module.startswith(package + '.')}
        named = set(re.findall(r'(?<![\w/.])(\w+)\.py\b', docstring))
        missing = sorted(own - named)
        gone = sorted(named - own - set(modules))
        if missing:
            problems.append('%s/__init__.py does not name %s: add them to '
                            'the reading order in its docstring'
                            % (package, ', '.join(m + '.py' for m in missing)))
        if gone:
            problems.append('%s/__init__.py names %s, no module of %s/ '
                            'any more: take them out of its docstring'
                            % (package, ', '.join(m + '.py' for m in gone),
                               package))
    assert problems == [], '; '.join(problems)


# A game of two people needs the core, the words, the game files and the
# console: none of these (STYLE.md: "load what is chosen").
NOT_FOR_TWO_PEOPLE = ('computer', 'teaching', 'tournament', 'words.po_files',
                      'words.po_checks')


def test_a_game_of_two_people_from_the_menu_loads_only_what_it_needs():
    loaded, shown = modules_loaded_by_a_start([], ['1', '', '', '', ''])
    assert 'White, place a man' in shown        # the first turn was asked
    assert 'console.start_menu' in loaded
    assert in_packages(loaded, NOT_FOR_TWO_PEOPLE) == []


# When the flags choose the players, the first prompt needs none of these
# either (STYLE.md: "load what is chosen"): the records and the autosave
# come with the first turn kept, the start menu, files and replays when
# chosen, a player file when one plays, the words mode's sentences when it
# is on, what comes between games when a game ends; the points typed are
# read from the first line typed, a command's yes-or-no question when it
# asks one, and this computer's locks and name when a file of an earlier
# run is found.  A start that ends before a turn (the input ends) loads
# none of them to say goodbye.
NOT_BEFORE_A_TURN = ('game_files.records', 'game_files.notation',
                     'game_files.record_text', 'game_files.record_reading',
                     'game_files.positions', 'game_files.file_reading',
                     'game_files.record_files', 'game_files.autosave',
                     'game_files.this_computer',
                     'console.file_dialogs', 'console.loading',
                     'console.kept_games', 'console.replaying',
                     'console.start_menu', 'console.program_players',
                     'console.between_games', 'console.typed_points',
                     'console.questions', 'words.spoken')
# Python's own modules that only the files and the autosave use: the name
# of this computer (socket), the dates of records and autosaves; and
# textwrap, whose import compiles its patterns, for a line too long to
# print as it is (texts.indented).
NOT_BEFORE_A_TURN_OF_PYTHON = ('socket', 'selectors', 'datetime', 'textwrap')


def test_a_game_of_two_people_from_the_flags_loads_only_what_it_needs():
    loaded, shown = modules_loaded_by_a_start(
        ['--white', 'human', '--black', 'human'], [])
    assert 'White, place a man' in shown
    assert in_packages(loaded, NOT_FOR_TWO_PEOPLE) == []


def test_a_start_by_the_flags_loads_no_files_menu_or_words_before_a_turn():
    loaded, shown = modules_loaded_by_a_start(
        ['--white', 'human', '--black', 'human'], [])
    assert 'White, place a man' in shown and 'Goodbye!' in shown
    assert 'game_files.leftovers' in loaded     # kept games are looked for
    assert in_packages(loaded, NOT_BEFORE_A_TURN) == []
    bare = modules_loaded_by('sys')             # what any Python loads
    assert sorted(set(in_packages(loaded, NOT_BEFORE_A_TURN_OF_PYTHON))
                  - set(bare)) == []


def test_the_first_turn_kept_loads_the_autosave():
    loaded, shown = modules_loaded_by_a_start(
        ['--white', 'human', '--black', 'human'], ['0'])
    assert 'Black, place a man' in shown
    assert {'console.file_dialogs', 'game_files.autosave',
            'game_files.records'} <= set(loaded)


def test_a_game_against_the_computer_loads_no_tournament_or_teaching():
    loaded, shown = modules_loaded_by_a_start(
        ['--white', 'computer', '--black', 'human', '--level', 'easy',
         '--seed', '1'], [])
    assert 'Black, place a man' in shown        # after the computer's turn
    assert 'computer.computer_player' in loaded
    assert in_packages(loaded, ('tournament', 'teaching')) == []


def test_the_core_loads_only_the_core():
    loaded = modules_loaded_by('board, rules')
    game = set(game_modules())
    assert sorted(set(loaded) & game) == ['board', 'game_state', 'rules']


def test_the_computer_loads_nothing_of_the_words():
    loaded = modules_loaded_by('computer.computer_player, computer.endgame')
    assert in_packages(loaded, ('words', 'console', 'teaching')) == []
