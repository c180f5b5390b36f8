"""game_records.py - a record of every game of a tournament, in a folder of
its own, that `--replay` shows turn by turn.

The records are the game's own record files (game_files/records.py): the
headers name the players and say how the game ended, a mistake included
("Termination": "White's mistake: illegal turn: ...", which the replay
tells at the end), and the turns follow, the opening's first.  A
tournament writes into a new folder (or an empty one): no file already
there is ever replaced.
"""

import datetime
import os

from board import PLAYERS
from game_files import record_files
from game_files.record_text import mistake_termination
from game_files.records import RESULT_BY_WINNER, UNFINISHED
from tournament.matches import WIN_POINTS
from words.catalogue import _

# The event header of a tournament's records.
EVENT = 'Class tournament'


def default_folder(today=None, parent='.'):
    """Return the name of a new folder for the records, in `parent`:
    tournament-2026-11-24-1, or -2, ... if that one exists."""
    today = today or datetime.date.today()
    number = 1
    while True:
        name = os.path.join(parent, 'tournament-%s-%d' % (today.isoformat(),
                                                          number))
        if not os.path.exists(name):
            return os.path.normpath(name)
        number += 1


def folder_problem(folder):
    """Return why the records cannot go to `folder`, or None: it must be
    an empty folder, or a new one in a folder that exists."""
    if os.path.isdir(folder):
        if os.listdir(folder):
            return (_('the folder %s already holds files; name a new or '
                      'empty folder for the records') % folder)
        return None
    if os.path.lexists(folder):     # a file, a device such as /dev/null
        return _('%s is not a folder; name a new or empty folder for the '
                 'records') % folder
    parent = os.path.dirname(os.path.abspath(folder))
    if not os.path.isdir(parent):
        return _('there is no folder %s to make the records\' folder in') % (
            os.path.dirname(folder) or parent)
    return None


def record_name(result):
    """Return the file name of a game's record: 007-greedy-easy.txt."""
    names = ['-'.join(''.join(char if char.isalnum() or char in '_'
                              else ' ' for char in result.names[player])
                      .split()) for player in PLAYERS]
    return '%03d-%s-%s.txt' % (result.number, names[0], names[1])


def result_headers(result):
    """Return the result and termination headers of the record of a game
    lost by a mistake ({} for a game the rules ended: they say it)."""
    if not result.faults:
        return {}
    winners = [player for player in PLAYERS
               if result.points[player] == WIN_POINTS]
    # The header's own words are English, as every header's (a record
    # reads the same in any language); the mistake's line comes as the
    # tournament told it, in the language it was played in.
    return dict(result=RESULT_BY_WINNER[winners[0]] if winners
                else UNFINISHED, termination=mistake_termination(
                    [(player, fault.reason)
                     for player, fault in result.faults.items()]))


def write_record(folder, result):
    """Return the path of the record of `result` written into `folder`
    (made if new); SaveError if it cannot be written."""
    record_files.make_folder(folder)
    path = os.path.join(folder, record_name(result))
    record_files.save_record(path, result.start, result.turns,
                             white=result.names[PLAYERS[0]],
                             black=result.names[PLAYERS[1]], event=EVENT,
                             **result_headers(result))
    return path
