"""The game runs on Python 3.8 and newer: vermin reads every module and says
which Python each one needs."""

import glob
import os
import subprocess
import sys

import pytest

PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
def test_every_module_runs_on_python_3_8():
    # The entry script and the core, every package, the tests and bench/.
    files = sorted(glob.glob(os.path.join(PROJECT, '*.py'))
                   + glob.glob(os.path.join(PROJECT, '*', '*.py')))
    assert os.path.join(PROJECT, 'computer', 'search.py') in files
    result = subprocess.run(
        [sys.executable, '-c', 'import sys, vermin; sys.exit(vermin.main())',
         '--target=3.8-', '--violations', '--no-tips', '--eval-annotations',
         '--processes=1'] + files,      # a second costs more than it saves
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        universal_newlines=True)
    assert result.returncode == 0, result.stdout
