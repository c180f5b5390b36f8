"""tournament_screen.py - the class tournament at the console: its start,
its progress as it goes, its table, and Ctrl-C.

    python nine_mens_morris.py --tournament FOLDER --levels easy,medium

plays a round robin between the .py files of FOLDER and the levels named
(tournament/round_robin.py), shows each game as it ends with the games
done, the games left and about how long is left, then prints the table
and the crosstable, and lists every mistake that lost a game with its
reason and the lines of the student's file where it raised
(tournament_table.py).  Ctrl-C stops it: the table then counts the games
that ended.  The start menu asks for the same (tournament_menu.py).  A
record of every game goes to a new folder (--records, or
tournament-DATE-N in the current folder), and with --csv FILE the table
goes to a CSV file for a spreadsheet.  No file that exists is replaced.
Its flags are in tournament_flags.py, so that the flags of a game load
no tournament.

    python nine_mens_morris.py --check-player mine.py

plays a few games of one student's file against the levels beginner and
easy, with both colours, under the tournament's rules and clock, and says
in a few lines whether it keeps to the rules and how much of the time
limit its turns use.
"""

import os
import random
import time

from board import PLAYERS
from console.terminal import say
from console.tournament_table import NAME_WIDTH, result_lines
from game_files import record_files
from tournament import game_records
from tournament.matches import DRAW_POINTS, WIN_POINTS, reason_words
from tournament.player_files import player_name
from tournament.player_process import Entrant, seconds_words
from tournament.round_robin import code_of, entrants_of, play_all, schedule
from tournament.standings import make_table, table_to_csv
from words import texts
from words.catalogue import _, n_

def run_tournament(arguments):
    """Return nothing: play the tournament the flags ask for, and show
    it (Ctrl-C: the games that ended); or say in one line why it cannot
    start."""
    records = arguments.records or game_records.default_folder()
    entrants = ready_entrants(arguments, records)
    if entrants is None:
        return
    seed = arguments.seed
    if seed is None:
        seed = random.randrange(1, 100000)
    scheduled = schedule(entrants, arguments.games, seed)
    say_start(entrants, scheduled, arguments, seed, records)
    progress = Progress(len(scheduled), records)
    try:
        play_all(scheduled, arguments.seconds, game_done=progress.done)
    except KeyboardInterrupt:       # the games under way have stopped
        say()                       # the line of the ^C the terminal shows
        say(stopped_words(len(progress.results), progress.total))
        if not progress.results:
            return
    results = sorted(progress.results, key=lambda result: result.number)
    table = make_table([entrant.name for entrant in entrants], results)
    say()
    say('\n'.join(result_lines(table, results)))
    finish(table, arguments.csv, records, progress)


def ready_entrants(arguments, records):
    """Return the Entrants of the tournament once its records' folder is
    made; None after saying in one line why it cannot start."""
    folder = arguments.tournament
    problem = start_problem(folder, arguments.csv, records)
    if problem:
        say(texts.indented(_('The tournament cannot start: %s.') % problem,
                           ''))
        return None
    entrants = entrants_of(folder, arguments.levels)
    if len(entrants) < 2:
        say(texts.indented(n_(
            'The tournament cannot start: it needs two players, and '
            '%(folder)s has %(count)d player file (add files, or --levels).',
            'The tournament cannot start: it needs two players, and '
            '%(folder)s has %(count)d player files (add files, or '
            '--levels).', len(entrants))
            % {'folder': folder, 'count': len(entrants)}, ''))
        return None
    try:
        record_files.make_folder(records)
    except record_files.SaveError as error:
        say(texts.indented(_('The tournament cannot start: %s.') % error,
                           ''))
        return None
    return entrants


def stopped_words(finished, total):
    """Return what the tournament says when Ctrl-C stops it after
    `finished` games of `total` (none: there is no table)."""
    if not finished:
        return texts.indented(_('The tournament was stopped before any '
                                'game ended: there is no table.'), '')
    return texts.indented(n_(
        'The tournament was stopped after %(count)d game of %(total)d: the '
        'table counts only that game.',
        'The tournament was stopped after %(count)d games of %(total)d: the '
        'table counts only those games.', finished)
        % {'count': finished, 'total': total}, '')


def start_problem(folder, csv_path, records):
    """Return why the tournament cannot start, or None."""
    if os.path.isfile(folder):
        return (_('%s is a file: --tournament names the folder of the '
                  'player files') % folder)
    if not os.path.isdir(folder):
        return _('there is no folder %s') % folder
    return csv_problem(csv_path) or game_records.folder_problem(records)


def csv_problem(csv_path):
    """Return why the table cannot be written to the CSV file `csv_path`
    (it exists, or its folder does not), or None (None too for no file)."""
    if csv_path and os.path.exists(csv_path):
        return (_('%s already exists; name a new file for the table '
                  '(nothing is replaced)') % csv_path)
    csv_folder = os.path.dirname(csv_path or '')
    if csv_folder and not os.path.isdir(csv_folder):
        return _('there is no folder %s for the table') % csv_folder
    return None


def say_start(entrants, scheduled, arguments, seed, records):
    """Say what the tournament plays, before its first game."""
    seconds = seconds_words(arguments.seconds)
    say(texts.indented(
        _('The tournament: %(players)s (%(names)s), %(games)s (%(per_pair)d '
          'a pair, every opening with both colours), %(seconds)s of '
          'processor time a turn, seed %(seed)d (--seed %(seed)d plays it '
          'again).') % {
            'players': n_('%d player', '%d players', len(entrants))
            % len(entrants),
            'names': ', '.join(entrant.name for entrant in entrants),
            'games': n_('%d game', '%d games', len(scheduled))
            % len(scheduled),
            'per_pair': arguments.games, 'seconds': seconds, 'seed': seed},
        ''))
    say(texts.indented(_('The records of the games go to the folder %s. '
                         'Ctrl-C stops the tournament.') % records, ''))


class Progress:
    """What the tournament says as each game ends, and the records it
    keeps."""

    def __init__(self, total, records):
        self.total = total
        self.results = []           # the GameResults, as the games end
        self.started = time.monotonic()
        self.records = records
        self.record_problem = None

    def done(self, result):
        """Say the game that ended, and keep its record."""
        self.results.append(result)
        left = self.total - len(self.results)
        names = [result.names[player][:NAME_WIDTH] for player in PLAYERS]
        score = '-'.join(points_text(result.points[player])
                         for player in PLAYERS)
        say(texts.indented(_(
            'Game %(number)d of %(total)d: %(white)s %(score)s %(black)s '
            '(%(reason)s, %(turns)s). %(left)d left%(time_left)s.') % {
                'number': result.number, 'total': self.total,
                'white': names[0], 'score': score, 'black': names[1],
                'reason': reason_words(result),
                'turns': n_('%d turn', '%d turns', len(result.turns))
                % len(result.turns),
                'left': left, 'time_left': self.time_left(left)}, ''))
        self.keep_record(result)

    def time_left(self, left):
        """Return ', about 3 minutes left' from the pace so far, or ''."""
        if not left:
            return ''
        seconds = ((time.monotonic() - self.started) / len(self.results)
                   * left)
        if seconds < 90:
            seconds = max(1, int(round(seconds)))
            return n_(', about %d second left', ', about %d seconds left',
                      seconds) % seconds
        minutes = int(round(seconds / 60))
        return n_(', about %d minute left', ', about %d minutes left',
                  minutes) % minutes

    def keep_record(self, result):
        """Write the record of the game (a failure is said once)."""
        if self.record_problem is not None:
            return
        try:
            game_records.write_record(self.records, result)
        except record_files.SaveError as error:
            self.record_problem = str(error)
            say(texts.indented(_('Note: the records cannot be kept: %s.')
                               % error, ''))


def points_text(points):
    """Return a player's share of a game as a score shows it, 1, 1/2 or 0,
    as game records write results: 1-0, 1/2-1/2, 0-1."""
    return {WIN_POINTS: '1', DRAW_POINTS: '1/2'}.get(points, '0')


def finish(table, csv_path, records, progress):
    """Say where the records are, and write the CSV file if one is asked
    for."""
    if progress.record_problem is None:
        say()
        say(texts.indented(_('The records of the games are in the folder '
                             '%s: --replay FILE shows one turn by turn.')
                           % records, ''))
    if csv_path:
        try:
            record_files.save_text(csv_path, table_to_csv(table))
        except record_files.SaveError as error:
            say(texts.indented(_('The table could not be written: %s.')
                               % error, ''))
        else:
            say(texts.indented(_('The table is in %s, for a spreadsheet.')
                               % csv_path, ''))


# ---------------------------------------------------------------------------
# --check-player FILE: one student's file under the tournament's rules
# ---------------------------------------------------------------------------

# The levels a player is checked against, and how many openings.
CHECK_LEVELS = ('beginner', 'easy')
CHECK_OPENINGS = 1


def check_player(arguments):
    """Return nothing: play the games of --check-player against the
    CHECK_LEVELS with both colours, and say whether the file keeps to the
    rules and its time."""
    path = arguments.check_player
    name = player_name(path)
    student = Entrant(name, path, None, code_of(path))
    levels = [Entrant(level + '-level' if level == name else level, None,
                      level) for level in CHECK_LEVELS]
    seed = arguments.seed if arguments.seed is not None else 1
    scheduled = [game for game in schedule([student] + levels,
                                           2 * CHECK_OPENINGS, seed)
                 if student in game.entrants.values()]
    say(texts.indented(_('Checking %(name)s: %(games)s against %(levels)s, '
                         'with both colours, %(seconds)s of processor time '
                         'a turn.') % {
        'name': name, 'games': n_('%d game', '%d games', len(scheduled))
        % len(scheduled), 'levels': ', '.join(CHECK_LEVELS),
        'seconds': seconds_words(arguments.seconds)}, ''))
    results = play_all(scheduled, arguments.seconds)
    say('\n'.join(check_lines(name, results, arguments.seconds)))


def check_lines(name, results, limit):
    """Return the lines that say how the player `name` did in `results`:
    its score, its mistakes, and its slowest and average turn against the
    `limit`."""
    row = [row for row in make_table(
        sorted({result.names[player] for result in results
                for player in PLAYERS}), results) if row.name == name][0]
    lines = [texts.indented(_('%(name)s won %(won)d, drew %(drawn)d and '
                              'lost %(lost)d.') % {
        'name': name, 'won': row.wins, 'drawn': row.draws,
        'lost': row.losses})]
    if row.mistakes:
        lines.append(texts.indented(_('It does not keep to the tournament\'s '
                                      'rules; it lost games by these '
                                      'mistakes:')))
        lines += [texts.indented(mistake, '    ') for mistake in row.mistakes]
    else:
        lines.append(texts.indented(_('It keeps to the rules: no mistake in '
                                      'any game.')))
    if row.slowest is not None:
        lines.append(texts.indented(time_margin_words(row, limit)))
    return lines


def time_margin_words(row, limit):
    """Return how the turns of `row` (a Standing) compare with the time
    `limit`: the slowest and the average, and the margin."""
    words = (_('Its slowest turn took %(slowest)s of processor time, on '
               'average %(average)s; the limit is %(limit)s.')
             % {'slowest': seconds_words(row.slowest, True),
                'average': seconds_words(row.average, True),
                'limit': seconds_words(limit)})
    if row.slowest > limit:
        return words + ' ' + _('Make it faster: a turn over the limit '
                               'loses the game.')
    if row.slowest > limit / 2:
        return words + ' ' + _('That is close: on a slower computer it may '
                               'lose games on time.')
    return words + ' ' + _('That leaves a good margin.')
