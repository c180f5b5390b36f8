"""standings.py - the table of a tournament, and the table as CSV.

The table has one row, a Standing, per player, best first: points (a win
2, a draw 1, a loss 0), wins, draws and losses, the points against each
other player (the crosstable), the mistakes that lost games, each in one
line with the number of games it lost, and its slowest and average turn
in seconds of processor time.  Players on equal points share a place
('2=' for each of them); among them the order is decided by TIE_BREAK:
their points in the games between them (head-to-head), then more wins,
then their names.

The CSV file is that table for a spreadsheet, one row per player, and
reads back into the same table (table_from_csv), so that it can be
checked, merged or shown again.
"""

import csv
import io
from collections import Counter, namedtuple

from board import PLAYERS, opponent
from tournament.matches import DRAW_POINTS, WIN_POINTS
from tournament.player_files import ENDLESS_LOOP, TOO_SLOW
from words.catalogue import N_, _, n_

# One row of the table:
#   name      the player's name (its file's name without .py, or a level)
#   points    its points, wins, draws and losses
#   against   its points against each player, in the order of the table's
#             rows (None against itself)
#   mistakes  one line for each kind of mistake that lost it games, with
#             how many it lost ('exception: ... (2 games)')
#   slowest   the processor seconds of its slowest turn, and of its turns
#   average   on average (None if it played no turn)
Standing = namedtuple('Standing',
                      'name points wins draws losses against mistakes '
                      'slowest average', defaults=(None, None))

# The mistakes of the clock: each player's are one line of the table, the
# line of its slowest such turn (the others differ only in their times).
CLOCK_KINDS = (TOO_SLOW, ENDLESS_LOOP)

# How players on equal points are ordered, in words (said under the
# table): the order make_table sorts them in.
TIE_BREAK = N_('Players on equal points share a place (2= is second place '
               'shared); among them, more points in the games between them '
               'come first, then more wins.')
# The mark of a shared place: '2='.
SHARED = '='

# The CSV's columns before the crosstable, and after it.
CSV_FIRST = ('place', 'player', 'points', 'wins', 'draws', 'losses')
CSV_TIMES = ('slowest turn (seconds)', 'average turn (seconds)')
CSV_LAST = 'mistakes'
# Each crosstable column is named 'against ' and the player's name.
AGAINST = 'against '


def make_table(names, results):
    """Return the table (a tuple of Standings, best first) of the players
    `names` after the GameResults `results`: by points, and players on
    equal points by TIE_BREAK."""
    rows = [make_standing(name, names, results) for name in names]
    points_against = {row.name: dict(zip(names, row.against))
                      for row in rows}
    keys = {row.name: (-row.points, -head_to_head(
        row, [other.name for other in rows if other.points == row.points],
        points_against), -row.wins, row.name) for row in rows}
    rows.sort(key=lambda row: keys[row.name])
    order = [row.name for row in rows]
    return tuple(row._replace(against=tuple(
        points_against[row.name][other] for other in order)) for row in rows)


def head_to_head(row, group, points_against):
    """Return the points `row` (a Standing) took in its games against the
    other players of `group` (names); points_against is {name: {name:
    points, or None if they have not played}}."""
    return sum(points_against[row.name][other] or 0 for other in group
               if other != row.name)


def places(table):
    """Return the place of each row of `table`, as the table shows it: '1',
    '2', or '2=' for each of the players who share second place (they have
    equal points)."""
    shown = []
    for row in table:
        place = 1 + sum(other.points > row.points for other in table)
        shared = sum(other.points == row.points for other in table) > 1
        shown.append('%d%s' % (place, SHARED if shared else ''))
    return shown


def make_standing(name, names, results):
    """Return the Standing of player `name` (its `against` in the order of
    `names`)."""
    wins = draws = losses = 0
    against = {}
    mistakes = Counter()
    told = {}                   # {mistake: (its turn's time, its line)}
    times = []
    for result in results:
        for player in PLAYERS:
            if result.names[player] != name:
                continue
            times += (result.times or {}).get(player, [])
            points = result.points[player]
            wins += points == WIN_POINTS
            draws += points == DRAW_POINTS
            losses += points < DRAW_POINTS
            other = result.names[opponent(player)]
            against[other] = against.get(other, 0) + points
            if player in result.faults:
                fault = result.faults[player]
                key = fault.kind if fault.kind in CLOCK_KINDS else fault.reason
                mistakes[key] += 1
                told[key] = max(told.get(key, (-1, '')), (
                    last_time(result, player), fault.reason))
    lines = tuple(n_('%(mistake)s (%(count)d game)',
                     '%(mistake)s (%(count)d games)', count)
                  % {'mistake': told[key][1], 'count': count}
                  for key, count in mistakes.items())
    return Standing(name, wins * WIN_POINTS + draws * DRAW_POINTS, wins,
                    draws, losses, tuple(against.get(other)
                                         for other in names), lines,
                    max(times) if times else None,
                    sum(times) / len(times) if times else None)


def last_time(result, player):
    """Return the processor seconds of the last turn of `player` in
    `result` (0 if it played none)."""
    times = (result.times or {}).get(player) or [0]
    return times[-1]


def table_to_csv(table):
    """Return the text of the CSV file of `table`."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator='\n')
    writer.writerow(CSV_FIRST + tuple(AGAINST + row.name for row in table)
                    + CSV_TIMES + (CSV_LAST,))
    for place, row in zip(places(table), table):
        writer.writerow([place, row.name, row.points, row.wins, row.draws,
                         row.losses]
                        + ['' if points is None else points
                           for points in row.against]
                        + ['' if seconds is None else '%.3f' % seconds
                           for seconds in (row.slowest, row.average)]
                        + ['\n'.join(row.mistakes)])
    return text.getvalue()


def table_from_csv(text):
    """Return the table written in the CSV `text` (by table_to_csv); raise
    ValueError saying what does not fit."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or tuple(rows[0][:len(CSV_FIRST)]) != CSV_FIRST:
        raise ValueError(_('the first row must name the columns %s')
                         % ', '.join(CSV_FIRST))
    header = rows[0]
    players = len(header) - len(CSV_FIRST) - len(CSV_TIMES) - 1
    table = []
    for line, cells in enumerate(rows[1:], 2):
        if len(cells) != len(header):
            raise ValueError(_('row %(row)d has %(cells)d cells, not '
                               '%(columns)d')
                             % {'row': line, 'cells': len(cells),
                                'columns': len(header)})
        first = len(CSV_FIRST)
        table.append(Standing(
            cells[1], *[int(cell) for cell in cells[2:first]],
            against=tuple(None if cell == '' else int(cell)
                          for cell in cells[first:first + players]),
            mistakes=tuple(cells[-1].split('\n')) if cells[-1] else (),
            slowest=None if cells[-3] == '' else float(cells[-3]),
            average=None if cells[-2] == '' else float(cells[-2])))
    return tuple(table)
