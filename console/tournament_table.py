"""tournament_table.py - the class tournament's table at the console: the
places and points, the crosstable, and the mistakes that lost games.

Players on equal points share a place, '2=' (tournament/standings.py
orders them by the tie-break, TIE_BREAK, said under the table).  The
crosstable numbers the players in the table's order, so that a column
is named by a number that fits its width.
"""

from tournament.matches import DRAW_POINTS, WIN_POINTS
from tournament.standings import SHARED, TIE_BREAK, places
from words import texts
from words.catalogue import _

# The widths of the table's columns: a player's name, and one column of
# the crosstable.
NAME_WIDTH = 16
CELL_WIDTH = 4
LINE_WIDTH = 79


def result_lines(table, results):
    """Return the lines that show a tournament after the GameResults
    `results`: the table, the crosstable and the mistakes."""
    return (table_lines(table) + crosstable_lines(table)
            + mistake_lines(table, results))


def table_lines(table):
    """Return the lines of the table: place, player, points, wins, draws,
    losses, and the slowest and average turn in seconds of processor time
    (each column as wide as its heading in the language in use), and the
    tie-break when players share a place."""
    headings = [_('place'), _('player'), _('points'), _('won'), _('drawn'),
                _('lost'), _('slowest'), _('average')]
    widths = [max(len(heading), minimum) for heading, minimum
              in zip(headings, (5, NAME_WIDTH, 6, 5, 5, 5, 7, 7))]
    lines = [texts.indented(
        _('The table (a win is %(win)d points, a draw %(draw)d; the '
          'slowest and average turn in seconds of processor time):')
        % {'win': WIN_POINTS, 'draw': DRAW_POINTS}, ''),
             table_line(headings, widths)]
    shown = places(table)
    for place, row in zip(shown, table):
        lines.append(table_line([place, row.name[:NAME_WIDTH], row.points,
                                 row.wins, row.draws, row.losses,
                                 seconds_cell(row.slowest),
                                 seconds_cell(row.average)], widths))
    if any(place.endswith(SHARED) for place in shown):
        lines.append(texts.indented(_(TIE_BREAK)))
    return lines


def seconds_cell(seconds):
    """Return a time of the table: '0.012', or '-' for no turn."""
    return '-' if seconds is None else '%.3f' % seconds


def table_line(cells, widths):
    """Return one line of the table: the place, the player's name to the
    left of its column, the numbers to the right of theirs."""
    place, name, *numbers = [str(cell) for cell in cells]
    return '  %s  %s %s' % (place.rjust(widths[0]), name.ljust(widths[1]),
                            ' '.join(number.rjust(width) for number, width
                                     in zip(numbers, widths[2:])))


def crosstable_lines(table):
    """Return the lines of the crosstable: the points each player (a row)
    took from each other (a column, numbered as its row; '.' where they
    have not played), in blocks of columns that fit the screen."""
    label = 4 + NAME_WIDTH
    per_block = (LINE_WIDTH - label) // CELL_WIDTH
    lines = ['', _('Points against each player (the columns are numbered '
                   'as the rows):')]
    for first in range(0, len(table), per_block):
        columns = range(first, min(first + per_block, len(table)))
        lines.append(' ' * label + ''.join('%*d' % (CELL_WIDTH, column + 1)
                                           for column in columns))
        for number, row in enumerate(table, 1):
            lines.append('%3d %-*s' % (number, NAME_WIDTH,
                                       row.name[:NAME_WIDTH])
                         + ''.join('%*s' % (CELL_WIDTH, '.' if
                                            row.against[column] is None
                                            else row.against[column])
                                   for column in columns))
    return lines


def mistake_lines(table, results):
    """Return the lines that list every mistake that lost a game, each
    with the traceback of the student's file the first time it is made."""
    lines = []
    details = first_details(results)
    for row in table:
        for mistake in row.mistakes:
            lines.append(texts.indented('%s: %s' % (row.name, mistake)))
            lines += [texts.fitted('      ' + line) for line in
                      mistake_details(details, row.name, mistake)
                      .splitlines()]
    if not lines:
        return ['', _('No player made a mistake.')]
    return ['', _('The mistakes, each of which lost the game it was made '
                  'in:')] + lines


def mistake_details(details, name, mistake):
    """Return the traceback lines (of first_details) of the mistake that
    the table's line `mistake` ('<reason> (2 games)', in the language in
    use) names for the player `name`, or ''."""
    reasons = [reason for player, reason in details
               if player == name and mistake.startswith(reason)]
    return details[(name, max(reasons, key=len))] if reasons else ''


def first_details(results):
    """Return {(player, reason): the traceback lines of the first game that
    mistake lost}."""
    details = {}
    for result in results:
        for player, fault in result.faults.items():
            details.setdefault((result.names[player], fault.reason),
                               fault.details)
    return details
