"""bench/suite_speed.py - the CPU seconds the tests take: the whole run, each
test file, and the slowest tests.

Run:  python3 bench/suite_speed.py                 the quick run (-m "not slow")
      python3 bench/suite_speed.py --all           the whole suite
      python3 bench/suite_speed.py --slowest 40    more of the slowest tests
Any other arguments go on to pytest (a test file, -k word).

It counts CPU seconds, not the clock's: on a shared machine the clock also
counts the other programs' work.  The total counts every process the tests
start too (a fresh Python, the tournament's players): on Linux this script
waits for each of them, even those started by a process that has ended
(it is their "subreaper").  The figure of each test comes from os.times()
in pytest's own process, with the processes it waited for (the players of
the tournament's tests among them).

The script runs pytest with this same file as a plugin (-p suite_speed):
the plugin notes each test's seconds, setup and teardown included, and
writes them to a file that the script then reads.
"""

import argparse
import collections
import ctypes
import os
import subprocess
import sys
import tempfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)
# The file the plugin writes each test's seconds to, one "seconds name" a line.
REPORT_VARIABLE = 'SUITE_SPEED_REPORT'
PR_SET_CHILD_SUBREAPER = 36         # from Linux's <sys/prctl.h>


# ---------------------------------------------------------------------------
# The plugin, in pytest's process
# ---------------------------------------------------------------------------

seconds_of_tests = []               # (seconds, the test's name)


def cpu_seconds():
    """Return the CPU seconds of this process and of the processes it has
    waited for."""
    times = os.times()
    return (times.user + times.system + times.children_user
            + times.children_system)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Note the CPU seconds of one test: its setup, call and teardown."""
    start = cpu_seconds()
    yield
    seconds_of_tests.append((cpu_seconds() - start, item.nodeid))


def pytest_sessionfinish(session):
    """Write the seconds of every test to the report file."""
    path = os.environ.get(REPORT_VARIABLE)
    if path:
        with open(path, 'w', encoding='utf-8') as report:
            for seconds, name in seconds_of_tests:
                report.write('%.3f %s\n' % (seconds, name))


# ---------------------------------------------------------------------------
# The script
# ---------------------------------------------------------------------------

def become_subreaper():
    """Return True if the processes orphaned below this one now come to it
    (Linux only), so that their CPU seconds are counted."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def wait_for_every_process():
    """Return nothing once every process below this one has ended."""
    while True:
        try:
            os.wait()
        except ChildProcessError:
            return


def children_seconds():
    """Return the CPU seconds of the processes waited for, or None where the
    system does not tell (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def read_report(path):
    """Return the (seconds, name) of each test in the report at `path`."""
    with open(path, encoding='utf-8') as report:
        return [(float(line.split(' ', 1)[0]), line.split(' ', 1)[1].strip())
                for line in report if line.strip()]


def print_figures(tests, total, slowest):
    """Print the total, the seconds of each file and the slowest tests."""
    counted = sum(seconds for seconds, name in tests)
    if total is not None:
        print('CPU seconds, everything: %.1f' % total)
    print('CPU seconds of the %d tests themselves: %.1f' % (len(tests),
                                                            counted))
    files = collections.Counter()
    for seconds, name in tests:
        files[name.split('::')[0]] += seconds
    print('\nBy file:')
    for name, seconds in files.most_common():
        print('%8.2f  %s' % (seconds, name))
    print('\nThe %d slowest tests:' % slowest)
    for seconds, name in sorted(tests, reverse=True)[:slowest]:
        print('%8.2f  %s' % (seconds, name))


def main(arguments):
    """Run the tests and print their CPU seconds; return pytest's exit code."""
    parser = argparse.ArgumentParser(description='The CPU seconds of the '
                                     'tests.')
    parser.add_argument('--all', action='store_true',
                        help='the whole suite, the slow tests too')
    parser.add_argument('--slowest', type=int, default=20,
                        help='how many of the slowest tests to list')
    options, to_pytest = parser.parse_known_args(arguments)
    if not options.all:
        to_pytest = ['-m', 'not slow'] + to_pytest
    waits = become_subreaper()
    handle, report = tempfile.mkstemp(suffix='.txt')
    os.close(handle)
    environment = dict(os.environ)
    environment[REPORT_VARIABLE] = report
    environment['PYTHONPATH'] = os.pathsep.join(
        filter(None, [HERE, os.environ.get('PYTHONPATH')]))
    try:
        code = subprocess.call([sys.executable, '-m', 'pytest', '-q',
                                '-p', 'no:cacheprovider', '-p', 'suite_speed']
                               + to_pytest, cwd=PROJECT, env=environment)
        if waits:
            wait_for_every_process()
        print()
        print_figures(read_report(report), children_seconds(),
                      options.slowest)
    finally:
        os.remove(report)
    return code


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
