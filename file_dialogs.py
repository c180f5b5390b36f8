"""file_dialogs.py - the questions and messages around files: saving a game,
resuming a saved one, replaying a record and starting from a position file.

The file formats live in records.py; this module asks the player for names
and says what happened.  A file that cannot be used is reported in a few
lines, and the game itself is never touched by a failed save.
"""

import os

import notation
import positions
import record_files
import records
import rules
import texts
from board import BLACK, PLAYER_NAMES, WHITE
from history import Game, History
from terminal import ask_file_name, ask_yes_no, read_line, say

# ---------------------------------------------------------------------------
# Saving
# ---------------------------------------------------------------------------

def record_result(history):
    """Return (result, termination) of a game's history for its record."""
    result = history.outcome()
    if result is None:
        return records.UNFINISHED, None
    return records.RESULT_BY_WINNER[result.winner], result.reason


def write_game(game, path, overwrite):
    """Return nothing; write the record of `game` to `path` (SaveError)."""
    result, termination = record_result(game.history)
    settings = game.settings
    record_files.save_record(
        path, game.history.start, game.history.turns, overwrite,
        white=records.player_label(settings.kinds[WHITE], settings.level),
        black=records.player_label(settings.kinds[BLACK], settings.level),
        result=result, termination=termination)


def save_dialog(game):
    """Return True once `game` is saved; False if cancelled or it failed.

    Asks for a name (suggesting a fresh one) and asks before replacing a
    file.  A failed save says why; the game itself is never touched.
    Ctrl-C or the end of input at these questions saves nothing.
    """
    try:
        saved = ask_name_and_save(game)
    except (EOFError, KeyboardInterrupt):
        say()
        say('  Not saved.')
        return False
    if saved:
        game.history.saved_turns = list(game.history.turns)
    return saved


def ask_name_and_save(game):
    """Return True once `game` is saved; False if cancelled or it failed."""
    while True:
        suggestion = record_files.suggest_file_name()
        name = ask_file_name(game.display, 'Save the game as [%s] (or '
                             'cancel): ' % suggestion, suggestion)
        if not name:
            say('  Not saved.')
            return False
        if os.path.isdir(name) or not os.path.basename(name):
            say('  %s is a folder; type a file name.' % name)
            continue
        if not os.path.splitext(name)[1]:
            name += '.txt'
        overwrite = record_files.file_exists(name)
        if overwrite and not ask_yes_no(game.display, '  %s already exists. '
                                        'Replace it?' % name, False):
            continue
        try:
            write_game(game, name, overwrite)
        except record_files.SaveError as error:
            say('  Not saved: %s.' % error)
            return False
        say('  Saved the game as %s (%s).'
            % (name, texts.plural(len(game.history.turns), 'turn')))
        return True


def offer_to_save(game, question='Save this game?'):
    """Return nothing; at the end of a game, offer to save it."""
    if ask_yes_no(game.display, question, False):
        save_dialog(game)


# ---------------------------------------------------------------------------
# Loading: records and positions
# ---------------------------------------------------------------------------

def load_problem_lines(path, error):
    """Return the lines that say why the file at `path` cannot be used.

    (positions.py keeps the list short: a wrong file could give thousands.)
    """
    lines = ['  %s cannot be used:' % path]
    for line in str(error).splitlines():
        lines.append('    ' + line)
    return '\n'.join(lines)


def load_record(path):
    """Return the GameRecord in the file at `path`, or None after saying why."""
    try:
        return record_files.read_record(path)
    except records.RecordError as error:
        say(load_problem_lines(path, error))
        return None


def ask_saved_record(display):
    """Return the GameRecord of a file the player names, or None to go back."""
    while True:
        path = ask_file_name(display, 'Which saved game? (a file name; '
                                      'Enter to go back): ', '')
        if not path:
            return None
        record = load_record(path)
        if record is not None:
            return record


def read_position_file(path, options=rules.DEFAULT_OPTIONS):
    """Return the State set up in the file at `path` under the rule
    `options`, or None after saying why."""
    try:
        return record_files.read_position(path, options)
    except (records.RecordError, positions.PositionError) as error:
        say(load_problem_lines(path, error))
        return None


def resumed_game(settings, display, rng):
    """Return the Game of settings.saved, at the position where it stopped."""
    record = settings.saved
    playable = record.playable_turns
    history = History(record.start, record.turns[:playable],
                      record.states[:playable + 1])
    history.saved_turns = list(history.turns)
    if (record.headers.get('Termination') == rules.AGREED_DRAW
            and rules.outcome(history.state) is None):
        history.agreed_draw = True
    labels = [records.player_label(settings.kinds[player], settings.level)
              for player in (WHITE, BLACK)]
    say('Resuming the saved game after %s: White is %s, Black is %s.'
        % (texts.plural(len(history.turns), 'turn'), labels[0].lower(),
           labels[1].lower()))
    if record.stop_note:
        say('Note: %s.' % record.stop_note)
    result = record.headers.get('Result', records.UNFINISHED)
    if result != records.UNFINISHED and history.outcome() is None:
        # Another program may end a game by resignation or on time.
        say('Note: the record gives the result %s, but by the rules the game '
            'is not over, so it goes on from here.' % result)
    return Game(history, settings, display, rng)


# ---------------------------------------------------------------------------
# Replaying a record
# ---------------------------------------------------------------------------

def replay_file(path, display):
    """Return nothing; replay the game recorded in the file at `path` (or
    say why it cannot be used)."""
    record = load_record(path)
    if record is not None:
        replay(record, path, display)


def replay(record, path, display):
    """Return nothing; show a saved game turn by turn (Enter, b, q)."""
    headers = record.headers
    say('Replay of %s: White is %s, Black is %s%s; %s, result %s.' % (
        path, headers.get('White', 'White'), headers.get('Black', 'Black'),
        ', played %s' % headers['Date'] if 'Date' in headers else '',
        texts.plural(len(record.turns), 'turn'),
        headers.get('Result', records.UNFINISHED)))
    last = len(record.turns)
    index = 0
    while True:
        show_replayed_turn(record, index, display)
        prompt = 'Turn %d of %d. Enter: next, b: back, q: quit: ' % (index,
                                                                      last)
        answer = read_line(display, prompt).strip().lower()
        if answer in ('q', 'quit', 'exit'):
            return
        if answer in ('b', 'back'):
            if index == 0:
                say('  This is the start of the game: there is no turn '
                    'before it.')
            else:
                index -= 1
        elif not answer:
            if index == last:
                return
            index += 1
        else:
            say('  Press Enter for the next turn, b to go back or q to quit.')


def show_replayed_turn(record, index, display):
    """Return nothing; print the board after turn `index` of a record."""
    history = History(record.start, record.turns[:index],
                      record.states[:index + 1])
    say(texts.screen(history, display))
    if index:
        say('  Turn %d in notation: %s' % (index, notation.turn_to_notation(
            record.turns[index - 1])))
    if index == len(record.turns):
        ending = rules.outcome(history.state)
        if ending is not None:
            say('  ' + texts.end_words(history, ending).splitlines()[0])
        say('  That is the end of the record.')


def start_position_note(path, position):
    """Return the sentence that says a game starts from a position file."""
    return ('Starting from the position in %s: %s is to move.'
            % (path, PLAYER_NAMES[position.to_move]))
