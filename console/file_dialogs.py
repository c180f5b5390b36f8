"""file_dialogs.py - the questions and messages around files: saving a game,
resuming a saved one and starting from a position file (with its lesson).
Replaying a record is replaying.py's job.

The file formats live in records.py and positions.py, the disk in
record_files.py; this module asks the player for names and says what
happened.  A file that cannot be used is reported in a few
lines, and the game itself is never touched by a failed save.
"""

import errno
import os
import textwrap
import weakref

import game_state
import rules
from board import BLACK, PLAYER_NAMES, WHITE, opponent
from console.questions import ask_file_name, ask_yes_no
from console.settings import is_person, program_file
from console.terminal import say
from game_files import (autosave, file_reading, positions, record_files,
                        record_text, records)
from history import Game, History
from words import spoken, texts
from words.catalogue import _, n_


def record_label(settings, player):
    """Return how a record names the player of `player`'s men: the name
    given in the start menu, 'Human', 'Computer (easy)' or a player file's
    name ('greedy.py').  A name that would read as the computer's label is
    saved as 'Human'."""
    if program_file(settings, player) is not None:
        return os.path.basename(program_file(settings, player))
    label = records.player_label(settings.kinds[player], settings.level)
    name = (settings.names or PLAYER_NAMES)[player]
    if (is_person(settings, player) and name != PLAYER_NAMES[player]
            and records.kind_and_level(name)[0] == records.HUMAN):
        return name
    return label


# ---------------------------------------------------------------------------
# Saving
# ---------------------------------------------------------------------------

def record_result(history):
    """Return (result, termination) of a game's history for its record."""
    result = history.outcome()
    if result is None:
        return records.UNFINISHED, None
    return records.RESULT_BY_WINNER[result.winner], result.reason


def record_headers(game):
    """Return the headers of `game`'s record: its players and its result."""
    result, termination = record_result(game.history)
    settings = game.settings
    return dict(
        white=record_label(settings, WHITE),
        black=record_label(settings, BLACK),
        result=result, termination=termination)


def write_game(game, path, overwrite):
    """Return nothing; write the record of `game` to `path` (SaveError)."""
    record_files.save_record(path, game.history.start, game.history.turns,
                             overwrite, **record_headers(game))


def save_dialog(game):
    """Return True once `game` is saved; False if the player declined.

    Asks for a name (suggesting a fresh one) and asks before replacing a
    file.  A save that fails says why and asks again, offering a folder
    that works; the game itself is never touched.  Ctrl-C or the end of
    input at these questions saves nothing.
    """
    try:
        saved = ask_name_and_save(game)
    except (EOFError, KeyboardInterrupt):
        say()
        say(_('  Not saved.'))
        return False
    if saved:
        game.history.saved_turns = list(game.history.turns)
        drop_autosave(game)
    return saved


def ask_name_and_save(game):
    """Return True once `game` is saved; False if the player declined."""
    suggestion = file_reading.suggest_file_name()
    while True:
        name = ask_save_name(game.display, suggestion)
        if not name:
            say(_('  Not saved.'))
            return False
        overwrite = file_reading.file_exists(name)
        try:
            record_files.check_replaceable(name)    # no device, no pipe
            if overwrite and not ask_yes_no(
                    game.display, _('  %s already exists. Replace it?')
                    % texts.short_file_name(name), False):
                continue
            write_game(game, name, overwrite)
        except record_files.SaveError as error:
            suggestion = say_why_not_saved(name, error)
            continue
        turns = len(game.history.turns)
        say(texts.indented(n_('Saved the game as %(file)s (%(count)d turn).',
                              'Saved the game as %(file)s (%(count)d '
                              'turns).', turns)
                           % {'file': texts.short_file_name(name),
                              'count': turns}))
        return True


def ask_save_name(display, suggestion):
    """Return the file name to save as ('' to save nothing): a name typed
    (with .txt added if it has no extension), or `suggestion`."""
    while True:
        name = ask_file_name(display, _('Save the game as [%s] (or '
                                        'cancel): ')
                             % texts.short_file_name(suggestion), suggestion)
        if name and (os.path.isdir(name) or not os.path.basename(name)):
            say(texts.indented(_('%s is a folder; type a file name.')
                               % texts.short_file_name(name)))
            continue
        if name and not os.path.splitext(name)[1]:
            name += '.txt'
        return name


def say_why_not_saved(name, error):
    """Return the name to suggest next, after saying why saving as `name`
    failed and where it could be saved instead."""
    say(texts.indented(_('Not saved: %s.') % str(error).replace(
        name, texts.short_file_name(name))))
    if (isinstance(error, record_files.SaveExists)
            or error.errno == errno.ENAMETOOLONG):  # the name, not the folder
        return file_reading.suggest_file_name()
    other = record_files.place_that_works(name)
    if other is None:
        say(_('  Type another name, or cancel to go on without saving.'))
        return file_reading.suggest_file_name()
    say(texts.indented(_('It can be saved in a folder that works: press '
                         'Enter to save it as %s, or type another name.')
                       % texts.short_file_name(other)))
    return other


# ---------------------------------------------------------------------------
# The autosave: nothing is lost to Ctrl-C or a closed window
# ---------------------------------------------------------------------------

# The autosave of each game played in this window, by its History.
AUTOSAVES = weakref.WeakKeyDictionary()


def game_autosave(game):
    """Return the GameAutosave of `game` (a new file for a new game)."""
    if game.history not in AUTOSAVES:
        AUTOSAVES[game.history] = autosave.GameAutosave()
    return AUTOSAVES[game.history]


def keep_safe(game):
    """Return nothing; keep `game` in its autosave file, finished or not
    (a finished game stays there until it is saved or the player declines
    to save it); a failure is said once, and the game is then offered to
    save if Ctrl-C or the end of the input stops the program."""
    history = game.history
    try:
        game_autosave(game).keep(history.start, history.turns, history.state,
                                 **record_headers(game))
        NOT_KEPT.pop(history, None)
    except record_files.SaveError as error:
        NOT_KEPT[history] = game._replace(history=None)
        if str(error) not in AUTOSAVE_PROBLEMS_SAID:
            AUTOSAVE_PROBLEMS_SAID.add(str(error))
            say(texts.indented(_('Note: the game cannot be kept safe '
                                 'between turns: %s.') % error))


# The autosave problems already told (each is said once).
AUTOSAVE_PROBLEMS_SAID = set()
# The games whose autosave failed at their last turn, by their History
# (the Game without it, which would keep the History alive): these are
# offered to save when Ctrl-C or the end of the input stops the program.
NOT_KEPT = weakref.WeakKeyDictionary()


def drop_autosave(game):
    """Return nothing; remove the autosave of `game` (saved, or not wanted:
    a later turn starts it again)."""
    NOT_KEPT.pop(game.history, None)
    if game.history in AUTOSAVES:
        AUTOSAVES[game.history].drop()


def remove_stale_temporary_files():
    """Return nothing; remove the temporary files of saves killed midway
    from the folders the game saves in: the autosaves', the current one,
    the Documents and the home folder (only the saver's own)."""
    home = os.path.expanduser('~')
    for folder in (os.path.dirname(autosave.autosave_path()), os.curdir,
                   os.path.join(home, 'Documents'), home):
        record_files.remove_stale_temporary_files(folder)


# ---------------------------------------------------------------------------
# A game that could not be kept safe, when the program is stopped
# ---------------------------------------------------------------------------

def save_games_not_kept(stop):
    """Return nothing; when `stop` (KeyboardInterrupt: Ctrl-C; EOFError:
    the end of the input) ends the program, save each game that its
    autosave could not keep and that has turns not saved: asked first
    after Ctrl-C, without asking when nobody can answer."""
    while NOT_KEPT:                 # each is asked about once
        history, game = NOT_KEPT.popitem()
        if history.has_unsaved_turns():
            save_before_stopping(game._replace(history=history),
                                 isinstance(stop, KeyboardInterrupt))


def save_before_stopping(game, ask):
    """Return nothing; save `game`, which nothing else keeps: if `ask`,
    through the save dialog once the player says yes; else (or if nobody
    answers the question) where it can be without a question."""
    say(texts.indented(_('This game could not be kept safe between turns, '
                         'so it is lost unless it is saved now.')))
    if ask:
        try:
            wanted = ask_yes_no(game.display,
                                _('Save the game before you go?'), True)
        except (EOFError, KeyboardInterrupt):
            say()
            wanted = None                   # nobody answers: save it
        if wanted is False:
            say(_('  Not saved.'))
            return
        if wanted and save_dialog(game):
            return
    save_without_asking(game)


def save_without_asking(game):
    """Return nothing; save `game` under a new name in the current folder,
    else in a folder that works, and say where; if no folder works, print
    its record for the player to copy."""
    history = game.history
    for folder in (os.curdir, record_files.folder_that_works()):
        if folder is None:
            continue
        path = file_reading.suggest_file_name(folder)
        try:
            write_game(game, path, False)
        except record_files.SaveError:
            continue
        history.saved_turns = list(history.turns)
        say(texts.indented(n_('Saved the game as %(file)s (%(count)d turn).',
                              'Saved the game as %(file)s (%(count)d '
                              'turns).', len(history.turns))
                           % {'file': path, 'count': len(history.turns)}))
        say(texts.indented(_('To play on, start the game with --load %s.')
                           % path))
        return
    say(texts.indented(_('It cannot be saved in any folder, so here is its '
                         'record: copy it into a text file, and --load '
                         'that file to play on.')))
    say(records.format_record(history.start, history.turns,
                              final=history.state, **record_headers(game)))


def offer_to_save(game, question=None):
    """Return nothing; at the end of a game, offer to save it (`question`:
    how to ask, 'Save this game?' if None).  A finished game not saved is
    dropped from the autosave (the player declined); if the input ends at
    the question, it stays there for the next start."""
    if ask_yes_no(game.display, question or _('Save this game?'), False):
        save_dialog(game)
    elif game.history.outcome() is not None:
        drop_autosave(game)


# ---------------------------------------------------------------------------
# Loading: records and positions
# ---------------------------------------------------------------------------

def load_problem_lines(path, error):
    """Return the lines that say why the file at `path` cannot be used.

    (positions.py keeps the list short: a wrong file could give thousands.)
    """
    lines = [_('  %s cannot be used:') % texts.short_file_name(path)]
    # The lines of the problems themselves are records.py's words.
    for line in str(error).replace(path, texts.short_file_name(path)) \
            .splitlines():
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


def resumed_game(settings, display, rng):
    """Return the Game of settings.saved, at the position where it stopped
    (an autosave resumed goes on in its own file)."""
    record = settings.saved
    playable = record.playable_turns
    history = History(record.start, record.turns[:playable],
                      record.states[:playable + 1])
    history.saved_turns = list(history.turns)
    if record.autosave is not None:
        AUTOSAVES[history] = autosave.GameAutosave(record.autosave)
    agreed_end(history, record.headers)
    labels = [records.label_words(records.player_label(
        settings.kinds[player], settings.level))
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
