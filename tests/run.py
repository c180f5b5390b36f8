"""Run the game's tests: python3 tests/run.py (Windows: py tests\\run.py).

    python3 tests/run.py            the whole suite
    python3 tests/run.py --quick    leaves out the slow tests

Any other arguments go on to pytest as they are (a test file, -x, -k word).
The tests need the tools in requirements.txt (pytest, hypothesis, vermin).
If the Python running this script has them, it runs pytest with them.
Otherwise it makes a virtual environment in the project's .venv folder (the
first time), installs requirements.txt there and runs pytest with that
environment's Python: this works even where pip may not install into the
system's Python ("externally-managed-environment").  The exit code is
pytest's (0 when every test passed).

Python's compiled files of the game and of the tests are kept in a folder
of the system's temporary folder (one for each user), never beside the
code: the project's folders stay as they are, and the next run starts
sooner, even where PYTHONDONTWRITEBYTECODE is set to keep them clean.
"""

import getpass
import importlib.util
import os
import subprocess
import sys
import tempfile

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(PROJECT, '.venv')
REQUIREMENTS = os.path.join(PROJECT, 'requirements.txt')
# A copy of requirements.txt as last installed into .venv.
INSTALLED = os.path.join(VENV, 'requirements-installed.txt')
TOOLS = ('pytest', 'hypothesis', 'vermin')


def compiled_files_folder():
    """Return the folder for Python's compiled files of the tests' run."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):     # no user name known: one folder for all
        user = 'user'
    return os.path.join(tempfile.gettempdir(),
                        'nine-mens-morris-compiled-%s' % user)


def main(arguments):
    """Run pytest with `arguments` and return its exit code."""
    arguments = [word for argument in arguments
                 for word in (['-m', 'not slow'] if argument == '--quick'
                              else [argument])]
    if has_tools():
        python = sys.executable
    else:
        python = prepared_venv()
    environment = dict(os.environ)
    if not environment.get('PYTHONPYCACHEPREFIX'):
        environment['PYTHONPYCACHEPREFIX'] = compiled_files_folder()
        environment.pop('PYTHONDONTWRITEBYTECODE', None)
    return subprocess.call([python, '-m', 'pytest'] + arguments, cwd=PROJECT,
                           env=environment)


def has_tools():
    """Return True if the Python running this script has every tool."""
    return all(importlib.util.find_spec(name) for name in TOOLS)


def venv_python():
    """Return the path of the Python of the .venv folder."""
    if os.name == 'nt':
        return os.path.join(VENV, 'Scripts', 'python.exe')
    return os.path.join(VENV, 'bin', 'python')


def prepared_venv():
    """Return the Python of .venv, made and given the tools if needed."""
    python = venv_python()
    if not os.path.exists(python) or not has_pip(python):
        make_venv()
    if read(INSTALLED) != read(REQUIREMENTS):
        print('tests/run.py: installing requirements.txt into .venv ...',
              flush=True)
        if subprocess.call([python, '-m', 'pip', 'install', '--quiet',
                            '-r', REQUIREMENTS]) != 0:
            stop('pip could not install requirements.txt into .venv: check '
                 'the internet connection, or install the tools beforehand')
        with open(INSTALLED, 'w', encoding='utf-8') as file:
            file.write(read(REQUIREMENTS))
    return python


def make_venv():
    """Make the virtual environment .venv, with pip in it."""
    if not importlib.util.find_spec('venv') or \
            not importlib.util.find_spec('ensurepip'):
        stop('this Python cannot make a virtual environment with pip: '
             'install python3-venv (Debian, Ubuntu: sudo apt install '
             'python3-venv), or where allowed: python3 -m pip install '
             '--user -r requirements.txt')
    print('tests/run.py: making a virtual environment in .venv ...',
          flush=True)
    import venv
    try:
        venv.create(VENV, clear=True, with_pip=True)
    except (OSError, subprocess.CalledProcessError) as error:
        stop('could not make .venv (%s): install python3-venv, or where '
             'allowed: python3 -m pip install --user -r requirements.txt'
             % error)


def has_pip(python):
    """Return True if `python` can run pip."""
    return subprocess.call([python, '-m', 'pip', '--version'],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL) == 0


def read(path):
    """Return the text of the file at `path`, or None if there is none."""
    try:
        with open(path, encoding='utf-8') as file:
            return file.read()
    except OSError:
        return None


def stop(sentence):
    """End the script with `sentence` on one line."""
    sys.exit('tests/run.py: ' + sentence + '.')


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
