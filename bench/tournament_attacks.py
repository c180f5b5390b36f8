"""bench/tournament_attacks.py - a class tournament with students who try
to break it or cheat, and the checks that none of them can.

    nice python3 bench/tournament_attacks.py

writes the example players of players/ and a few hostile players (each
an attack a student tried, a few lines) into a temporary folder, and
plays three tournaments with the same seed, two games a pair, against
the level beginner:
    1. the examples and the hostile players;
    2. the examples alone;
    3. the examples alone, while every core is kept busy by other
       processes.
It checks, and prints each check with its result:
    - the tournament with the hostile players ends with its table and CSV,
      and every hostile player loses its games with a line saying why;
    - the examples' games against each other are the same with and
      without the hostile players (the same turns, the same points);
    - no file outside the records' folder changed (the class's folder,
      the game's folder);
    - no process the tournament started is left (Linux: the processes
      are found by a mark in their environment);
    - the tables of 2 and 3 are the same: a busy machine decides nothing.
It prints the processor seconds each tournament took (this process and
its children).  Nothing is written outside the temporary folder.
"""

import hashlib
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import textwrap

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from tournament import round_robin, standings  # noqa: E402

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = ('greedy.py', 'random_player.py', 'search_player.py')
SEED = 4
SECONDS = 1.0
LEVELS = ['beginner']

# The mark in the environment of every process the tournament starts.
MARK = 'MORRIS_ATTACKS_BENCH'

# The hostile players: file name -> code.  CLASS and RECORDS stand for
# the class's folder and the records' folder.
HOSTILE = {
    'vandal.py': '''
        def choose_turn(state, turns):
            open(CLASS + '/greedy.py', 'a').write('\\n1/0\\n')
            return turns[0]
        ''',
    'eraser.py': '''
        import glob, os
        def choose_turn(state, turns):
            for name in glob.glob(RECORDS + '/*.txt'):
                open(name, 'w').close()
            open(RECORDS + '/001-fake.txt', 'w').write('[Result "1-0"]')
            return turns[0]
        ''',
    'copycat.py': '''
        def choose_turn(state, turns):
            space = {}
            exec(open(CLASS + '/search_player.py').read(), space)
            return space['choose_turn'](state, turns)
        ''',
    'interrupter.py': '''
        import os, signal
        def choose_turn(state, turns):
            os.kill(os.getppid(), signal.SIGINT)
            return turns[0]
        ''',
    'forker.py': '''
        import os, time
        def choose_turn(state, turns):
            if os.fork() == 0:
                time.sleep(240)
                open(CLASS + '/late.txt', 'w').write('still here')
            return turns[0]
        ''',
    'spawner.py': '''
        import subprocess
        def choose_turn(state, turns):
            subprocess.Popen(['sleep', '240'])
            return turns[0]
        ''',
    'printer.py': '''
        import os
        def choose_turn(state, turns):
            os.write(1, b'      1  printer  99  50  0  0\\n' * 72)
            return turns[0]
        ''',
    'hog.py': '''
        def choose_turn(state, turns):
            memory = bytearray(20 * 1024 ** 3)
            return turns[0]
        ''',
    'rule_bender.py': '''
        import rules
        rules.legal_turns = lambda state: [rules.Turn(None, 30, None, None)]
        def choose_turn(state, turns):
            return (None, 30, None, None)
        ''',
    'pipe_writer.py': '''
        import os
        def choose_turn(state, turns):
            for number in range(3, 9):
                try:
                    os.write(number, b'{"turn": [null, 30, null, null]}\\n')
                except OSError:
                    pass
            return turns[0]
        ''',
    'pickler.py': '''
        import os, pickle
        class Evil:
            def __reduce__(self):
                return (exec, ('open("hacked.txt", "w")',))
        def choose_turn(state, turns):
            for number in range(3, 9):
                try:
                    os.write(number, pickle.dumps(Evil()) + b'\\n')
                except OSError:
                    pass
            return turns[0]
        ''',
    'caller.py': '''
        import socket
        def choose_turn(state, turns):
            socket.create_connection(('example.com', 80), timeout=1)
            return turns[0]
        ''',
}


def processor_seconds():
    """Return the processor seconds used so far by this process and its
    children that have ended."""
    return sum(getattr(resource.getrusage(who), field)
               for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
               for field in ('ru_utime', 'ru_stime'))


def make_class(folder, records, hostile=True):
    """Return the class's folder made in `folder`: the examples, and the
    hostile players if `hostile`."""
    os.makedirs(folder)
    for name in EXAMPLES:
        shutil.copy(os.path.join(PROJECT, 'players', name), folder)
    for name, code in (HOSTILE.items() if hostile else ()):
        with open(os.path.join(folder, name), 'w') as player_file:
            player_file.write('CLASS = %r\nRECORDS = %r\n' % (folder, records)
                              + textwrap.dedent(code))
    return folder


def fingerprints(*folders):
    """Return {path: digest} of every file in `folders` (but the records,
    __pycache__ and the bench's own folder of records)."""
    found = {}
    for top in folders:
        for folder, subfolders, names in os.walk(top):
            subfolders[:] = [name for name in subfolders
                             if name not in ('__pycache__', '.git')
                             and not name.startswith('records')]
            for name in names:
                path = os.path.join(folder, name)
                with open(path, 'rb') as data:
                    found[path] = hashlib.sha256(data.read()).hexdigest()
    return found


def play(folder, records):
    """Return (entrants, results, table, processor seconds) of the
    tournament of `folder` (records and CSV written as the console does)."""
    from game_files import record_files
    from tournament import game_records
    used = processor_seconds()
    entrants = round_robin.entrants_of(folder, LEVELS)
    results = round_robin.play_all(round_robin.schedule(entrants, 2, SEED),
                                   SECONDS)
    table = standings.make_table([entrant.name for entrant in entrants],
                                 results)
    for result in results:
        game_records.write_record(records, result)
    record_files.save_text(records + '.csv', standings.table_to_csv(table))
    return entrants, results, table, processor_seconds() - used


def marked_processes():
    """Return the ids of the processes alive with the bench's mark in
    their environment (None where /proc is missing)."""
    if not os.path.isdir('/proc'):
        return None
    found = []
    mark = ('%s=%s' % (MARK, os.environ[MARK])).encode()
    for name in os.listdir('/proc'):
        if name.isdigit() and int(name) != os.getpid():
            try:
                with open('/proc/%s/environ' % name, 'rb') as environ:
                    if mark in environ.read().split(b'\0'):
                        found.append(int(name))
            except OSError:
                continue
    return found


def good_games(results):
    """Return {(white, black, opening): (points, turns)} of the games
    between the examples and the level."""
    good = {name[:-3] for name in EXAMPLES} | set(LEVELS)
    return {(result.names['W'], result.names['B'], tuple(result.turns[:4])):
            (result.points, result.turns) for result in results
            if set(result.names.values()) <= good}


def check(what, passed):
    """Print a check and its result; return `passed`."""
    print('%s %s' % ('ok  ' if passed else 'FAIL', what))
    return passed


def without_times(table):
    """Return the table without the turns' times."""
    return [row._replace(slowest=None, average=None) for row in table]


def busy_cores():
    """Return the processes that keep every core busy (started now)."""
    return [subprocess.Popen([sys.executable, '-c', 'while True: pass'])
            for _ in range(os.cpu_count() or 1)]


def main():
    """Play the three tournaments, print the checks; exit 1 if one
    fails."""
    os.environ[MARK] = str(os.getpid())
    top = tempfile.mkdtemp(prefix='attacks-')
    try:
        results = run_checks(top)
    finally:
        shutil.rmtree(top, ignore_errors=True)
    sys.exit(0 if all(results) else 1)


def run_checks(top):
    """Return the results of the checks (True or False each)."""
    hostile_class = make_class(os.path.join(top, 'class'),
                               os.path.join(top, 'records-1'))
    before = fingerprints(hostile_class, PROJECT)
    entrants, results, table, used = play(hostile_class,
                                          os.path.join(top, 'records-1'))
    print('1. %d players, %d games, %.1f processor seconds'
          % (len(entrants), len(results), used))
    print('\n'.join('   %-14s %3d points %s' % (row.name, row.points,
                                                 '; '.join(row.mistakes))
                    for row in table))
    checks = [check('the tournament with hostile players ends with its '
                    'table and CSV', len(table) == len(entrants)
                    and os.path.isfile(os.path.join(top, 'records-1.csv')))]
    rows = {row.name: row for row in table}
    hostile = {name[:-3] for name in HOSTILE if name != 'printer.py'}
    checks.append(check('every hostile player but the printer loses every '
                        'game against the examples and the level, with a '
                        'line saying why', all(rows[name].mistakes
                                               for name in hostile)
                        and all(result.points[player] == 0
                                for result in results
                                for player in result.names
                                if result.names[player] in hostile
                                and not set(result.names.values())
                                <= hostile | {'printer'})))
    after = fingerprints(hostile_class, PROJECT)
    changed = sorted(path for path in set(before) | set(after)
                     if before.get(path) != after.get(path))
    checks.append(check('no file outside the records changed %s'
                        % (changed or ''), not changed))
    left = marked_processes()
    if left is not None:
        checks.append(check('no process of the tournament is left (%d)'
                            % len(left), not left))
    examples = make_class(os.path.join(top, 'examples'),
                          os.path.join(top, 'records-2'), hostile=False)
    _, alone, idle_table, used = play(examples,
                                      os.path.join(top, 'records-2'))
    print('2. the examples alone: %d games, %.1f processor seconds'
          % (len(alone), used))
    checks.append(check("the examples' games are the same with and without "
                        'the hostile players',
                        good_games(alone) == good_games(results)))
    hogs = busy_cores()
    try:
        _, busy, busy_table, used = play(examples,
                                         os.path.join(top, 'records-3'))
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    print('3. the same, every core busy: %d games, %.1f processor seconds'
          % (len(busy), used))
    checks.append(check('the same table, idle and with every core busy',
                        without_times(idle_table) == without_times(busy_table)
                        and good_games(alone) == good_games(busy)))
    return checks


if __name__ == '__main__':
    main()
