"""file_dialogs.py - the questions and messages around files: saving a game,
resuming a saved one, replaying a record and starting from a position file.

The file formats live in records.py; this module asks the player for names
and says what happened.  A file that cannot be used is reported in a few
lines, and the game itself is never touched by a failed save.
"""

import os

import computer
import records
import rules
import texts
from board import BLACK, PLAYER_NAMES, WHITE
from history import Game, History
from terminal import ask_file_name, ask_yes_no, read_line, say

# The words that name the kinds of player in a record's White and Black
# headers.  A name that does not start with 'computer' is a human player.
KIND_LABELS = {'human': 'Human', 'computer': 'Computer'}


def player_label(kind, level):
    """Return how a record names a player: 'Human' or 'Computer (easy)'."""
    if kind == 'computer':
        return '%s (%s)' % (KIND_LABELS[kind], level)
    return KIND_LABELS[kind]


def record_label(settings, player):
    """Return how a record names the player of `player`'s men: the name
    given in the start menu, 'Human' or 'Computer (easy)'."""
    label = player_label(settings.kinds[player], settings.level)
    names = settings.names or PLAYER_NAMES
    if label == KIND_LABELS['human'] and names[player] != PLAYER_NAMES[player]:
        return names[player]
    return label


def kind_and_level(label):
    """Return (kind, level or None) of a player named in a record."""
    words = label.strip().lower()
    if not words.startswith('computer'):
        return 'human', None
    levels = [level for level in computer.LEVELS if level in words]
    return 'computer', (levels[0] if levels else None)


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
    records.save_record(
        path, game.history.start, game.history.turns, overwrite,
        white=record_label(settings, WHITE),
        black=record_label(settings, BLACK),
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
        suggestion = records.suggest_file_name()
        name = ask_file_name(game.display, 'Save the game as [%s] (or '
                             'cancel): ' % suggestion, suggestion)
        if not name:
            say('  Not saved.')
            return False
        if os.path.isdir(name) or not os.path.basename(name):
            say(texts.indented('%s is a folder; type a file name.'
                               % texts.short_file_name(name)))
            continue
        if not os.path.splitext(name)[1]:
            name += '.txt'
        overwrite = records.file_exists(name)
        if overwrite and not ask_yes_no(game.display, '  %s already exists. '
                                        'Replace it?'
                                        % texts.short_file_name(name), False):
            continue
        try:
            write_game(game, name, overwrite)
        except records.SaveError as error:
            say(texts.indented('Not saved: %s.' % str(error).replace(
                name, texts.short_file_name(name))))
            return False
        say(texts.indented('Saved the game as %s (%s).' % (
            texts.short_file_name(name),
            texts.plural(len(game.history.turns), 'turn'))))
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

    (records.py keeps the list short: a wrong file could give thousands.)
    """
    lines = ['  %s cannot be used:' % texts.short_file_name(path)]
    # The lines of the problems themselves are records.py's words.
    for line in str(error).replace(path, texts.short_file_name(path)) \
            .splitlines():
        lines.append('    ' + line)
    return '\n'.join(lines)


def load_record(path):
    """Return the GameRecord in the file at `path`, or None after saying why."""
    try:
        return records.read_record(path)
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


def read_position_file(path):
    """Return the State set up in the file at `path`, or None after saying why."""
    try:
        return records.read_position(path)
    except (records.RecordError, records.PositionError) as error:
        say(load_problem_lines(path, error))
        return None


def resumed_game(settings, display, rng):
    """Return the Game of settings.saved, at the position where it stopped."""
    record = settings.saved
    history = History(record.start, record.turns, record.states)
    history.saved_turns = list(record.turns)
    if (record.headers.get('Termination') == rules.AGREED_DRAW
            and rules.outcome(history.state) is None):
        history.agreed_draw = True
    say('Resuming the saved game after %s: White is %s, Black is %s.'
        % (texts.plural(len(history.turns), 'turn'),
           player_label(settings.kinds[WHITE], settings.level).lower(),
           player_label(settings.kinds[BLACK], settings.level).lower()))
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
    words = 'Replay of %s: White is %s, Black is %s%s; %s, result %s.' % (
        texts.short_file_name(path), headers.get('White', 'White'),
        headers.get('Black', 'Black'),
        ', played %s' % headers['Date'] if 'Date' in headers else '',
        texts.plural(len(record.turns), 'turn'),
        headers.get('Result', records.UNFINISHED))
    say(texts.indented(words, ''))
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
    say(texts.screen(history, display, help_note=False))
    if index:
        say('  Turn %d in notation: %s' % (index, records.turn_to_notation(
            record.turns[index - 1])))
    if index == len(record.turns):
        ending = rules.outcome(history.state)
        if ending is not None:
            say('  ' + texts.end_words(history, ending).splitlines()[0])
        say('  That is the end of the record.')


def start_position_note(path, position):
    """Return the sentence that says a game starts from a position file."""
    return texts.indented('Starting from the position in %s: %s is to move.'
                          % (texts.short_file_name(path),
                             PLAYER_NAMES[position.to_move]), '')
