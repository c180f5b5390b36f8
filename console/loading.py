"""loading.py - the questions and messages around opening a file: a
saved game resumed (chosen from the newest in the folder, or named), with
the Settings its record makes (flags.py makes them from the flags), and a
position file to start from, with its lesson.  Saving is file_dialogs.py's
job, replaying a record replaying.py's.

The file formats live in records.py and positions.py; this module asks
the player for names and says what happened.  A file that cannot be used
is reported in a few lines.
"""

import os
import textwrap

import game_state
import rules
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE, opponent
from console.file_dialogs import AUTOSAVES
from console.questions import ask_file_name
from console.settings import (NAME_LENGTH, Settings, default_level,
                              program_file, program_names)
from console.terminal import say
from game_files import file_reading, positions, record_text, records
from game_state import HUMAN
from history import Game, History
from words import spoken, texts
from words.catalogue import _, n_


def load_problem_lines(path, error):
    """Return the lines that say why the file at `path` cannot be used,
    its name whole (folded if long), so that a mistyped letter shows.

    (positions.py keeps the list short: a wrong file could give thousands.)
    """
    lines = [texts.indented(_('%s cannot be used:') % path)]
    # The lines of the problems themselves are records.py's words.
    for line in str(error).splitlines():
        lines.append(texts.indented(line, '    '))
    return '\n'.join(lines)


def load_record(path):
    """Return the GameRecord in the file at `path`, or None after saying
    why."""
    try:
        return file_reading.read_record(path)
    except records.RecordError as error:
        say(load_problem_lines(path, error))
        return None


def ask_saved_record(display):
    """Return the GameRecord of a saved game the player chooses from the
    list of those in the current folder, or names; None to go back."""
    listed = list_saved_games()
    while True:
        path = ask_file_name(display, _('Which saved game? (a number or a '
                                        'file name; Enter to go back): ')
                             if listed else
                             _('Which saved game? (a file name; Enter to go '
                               'back): '), '')
        if not path:
            return None
        numbers = [str(number) for number in range(1, len(listed) + 1)]
        if path in numbers:
            path = listed[numbers.index(path)]
        record = load_record(path)
        if record is not None:
            return record


# How many saved games the resume question lists at most, and how many of
# the newest .txt files it looks into to find them.
SAVED_GAMES_LISTED = 10
FILES_LOOKED_INTO = 50


def list_saved_games(folder='.', most=SAVED_GAMES_LISTED):
    """Return the paths of the saved games listed to choose from, after
    printing the list: the newest records in `folder`, numbered."""
    listed = []
    for path in file_reading.newest_files(folder)[:FILES_LOOKED_INTO]:
        summary = record_summary(path)
        if summary is not None:
            listed.append(path)
            say('  %2d  %s' % (len(listed), summary))
        if len(listed) == most:
            break
    if listed:
        say(_('  (the newest saved games in this folder)'))
    return listed


def record_summary(path):
    """Return a line naming a saved game from its headers (file, date,
    players, turns), or None if the file is no game record."""
    try:
        lines = record_text.text_lines(file_reading.read_text_file(path))
        headers, unused, first_line = record_text.read_headers(lines)
        if not headers:
            return None
        turns = record_text.group_turn_words(
            record_text.movetext_words(lines, first_line))[0]
    except records.RecordError:
        return None
    words = n_('%(file)s  %(date)s, %(white)s against %(black)s, '
               '%(count)d turn',
               '%(file)s  %(date)s, %(white)s against %(black)s, '
               '%(count)d turns', len(turns)) % {
        'file': records.safe_to_show(texts.short_file_name(path)),
        'date': headers.get('Date', _('no date')),
        'white': headers.get('White', texts.colour_name(WHITE)),
        'black': headers.get('Black', texts.colour_name(BLACK)),
        'count': len(turns)}
    return words if len(words) <= SUMMARY_WIDTH else \
        words[:SUMMARY_WIDTH - 3] + '...'


# The widest summary of a saved game (it follows its number on a line).
SUMMARY_WIDTH = texts.LINE_WIDTH - 6


def read_position_file(path, options=rules.DEFAULT_OPTIONS):
    """Return the State set up in the file at `path` under the rule
    `options`, or None after saying why."""
    try:
        return file_reading.read_position(path, options)
    except (records.RecordError, positions.PositionError) as error:
        say(load_problem_lines(path, error))
        return None


def agreed_end(history, headers):
    """Return nothing; end `history` as its record says the players did
    (an agreed draw, a resignation) where the rules have not ended it."""
    if rules.outcome(history.state) is not None:
        return
    termination = headers.get('Termination')
    winner = records.WINNER_BY_RESULT.get(headers.get('Result'))
    if termination == game_state.AGREED_DRAW:
        history.agreed_draw = True
    elif termination == game_state.RESIGNATION and winner is not None:
        history.resigned = opponent(winner)


def settings_from_record(record, level=None):
    """Return the Settings that resume a saved game: its players (the
    player files an autosave names too) and rules; `level` (--level), if
    given, for the computer's."""
    kinds, names = {}, {}
    recorded_levels = []
    for player in PLAYERS:
        label = record.headers.get(PLAYER_NAMES[player], 'Human')
        kinds[player], found = records.kind_and_level(label)
        if found:
            recorded_levels.append(found)
        names[player] = PLAYER_NAMES[player]
        if kinds[player] == HUMAN and label != records.HUMAN_LABEL:
            names[player] = label[:NAME_LENGTH]         # a player's name
        kinds[player] = record.headers.get(
            records.PLAYER_FILE_HEADERS[player], kinds[player])
    names = program_names(kinds, names)
    level = level or (recorded_levels[0] if recorded_levels
                      else default_level(kinds))
    first = PLAYER_NAMES[record.start.to_move].lower()
    return Settings(kinds, first, record.start.options, level, 'pause',
                    record, names=names)


def resumed_game(settings, display, rng):
    """Return the Game of settings.saved, at the position where it stopped
    (an autosave resumed goes on in its own file)."""
    record = settings.saved
    playable = record.playable_turns
    history = History(record.start, record.turns[:playable],
                      record.states[:playable + 1])
    history.saved_turns = list(history.turns)
    if record.autosave is not None:
        AUTOSAVES[history] = record.autosave
    agreed_end(history, record.headers)
    labels = [resumed_player_words(settings, player)
              for player in (WHITE, BLACK)]
    played = len(history.turns)
    say(texts.indented(n_(
        'Resuming the saved game after %(count)d turn: White is %(white)s, '
        'Black is %(black)s.',
        'Resuming the saved game after %(count)d turns: White is '
        '%(white)s, Black is %(black)s.', played)
        % {'count': played, 'white': labels[0], 'black': labels[1]}, ''))
    if record.stop_note:
        say(texts.indented(_('Note: %s.') % record.stop_note, ''))
    result = record.headers.get('Result', records.UNFINISHED)
    if result != records.UNFINISHED and history.outcome() is None:
        # Another program may end a game by resignation or on time.
        say(texts.indented(_('Note: the record gives the result %s, but by '
                             'the rules the game is not over, so it goes on '
                             'from here.') % result, ''))
    if display.words_only:      # nothing drawn: say where the men stand
        say(spoken.board_words(history.state.board, settings.names))
    return Game(history, settings, display, rng)


def resumed_player_words(settings, player):
    """Return who plays `player`'s men in a game resumed, as a message says
    it: 'human', 'computer (easy)', or a player file's name ('tup.py')."""
    path = program_file(settings, player)
    if path is not None:
        return os.path.basename(path)
    return records.label_words(records.player_label(settings.kinds[player],
                                                    settings.level))


# ---------------------------------------------------------------------------
# Starting from a position file (replaying.py replays a record)
# ---------------------------------------------------------------------------

def start_position_note(path, position):
    """Return the sentence that says a game starts from a position file
    (and that its lesson comes with the board, when the game starts)."""
    if position_lesson(path):
        note = _('Starting from the position in %(file)s: %(colour)s is to '
                 'move. Its task is shown with the board.')
    else:
        note = _('Starting from the position in %(file)s: %(colour)s is to '
                 'move.')
    return texts.indented(note % {
        'file': texts.short_file_name(path),
        'colour': texts.colour_name(position.to_move)}, '')


def position_task(path):
    """Return the lines that show the lesson of the position file at
    `path` above the game's first board (none if it has no comments)."""
    lesson = lesson_lines(position_lesson(path))
    if not lesson:
        return []
    return ['', _('The task, from %s:') % texts.short_file_name(path)
            ] + lesson


# How many lines of a position file's lesson are shown at most.
LESSON_LINES_SHOWN = 40


def position_lesson(path):
    """Return the comment lines of the position file at `path` (none if it
    cannot be read again)."""
    try:
        return positions.position_comments(file_reading.read_text_file(path))
    except records.RecordError:
        return []


def lesson_lines(comments, shown=LESSON_LINES_SHOWN):
    """Return the lines that show a lesson's comments: made safe to print,
    indented and folded to the width of the screen."""
    lines = []
    for comment in comments:
        lines += textwrap.wrap(records.safe_to_show(comment), texts.LINE_WIDTH,
                               initial_indent='  ', subsequent_indent='  ',
                               break_on_hyphens=False) or ['']
    if len(lines) > shown:
        left = len(lines) - shown
        lines = lines[:shown] + [
            n_('  (and %d line of the lesson in the file)',
               '  (and %d lines of the lesson in the file)', left) % left]
    return lines
