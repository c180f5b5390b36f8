"""nine_mens_morris.py - play Nine Men's Morris in a console or in IDLE.

How to run:
    python nine_mens_morris.py            asks a few questions, then plays
    python nine_mens_morris.py --help     the flags that answer them at once
    python nine_mens_morris.py --load FILE       resume a saved game
    python nine_mens_morris.py --replay FILE     show a saved game turn by turn
    python nine_mens_morris.py --position FILE   start from a set-up position
    In IDLE: open this file and press F5.

How to play: each player has nine men.  Take turns placing them on the
numbered points; then take turns moving a man along a line to a free point
next to it.  Three of your men in a row (a mill) let you remove one of your
opponent's men.  Bring your opponent down to two men, or leave them no move,
and you win.  Type `help` at any prompt for the commands, `rules` for the
rules.

This file holds everything a player sees and types: the questions at the
start, the board and status lines every turn, the prompts and their error
messages.  The rules live in rules.py and the drawing of the board in
board.py; nothing here decides what is legal by itself.

Glossary (see board.py and rules.py for point, player, board, turn, state):
    game      a Game: the state the game started from, every turn played
              since and the state after each, and who plays each colour
    kind      what plays a colour: 'human' (someone typing) or 'computer'
    level     how strong the computer plays: computer.LEVELS
    settings  the answers to the start questions, a Settings record
    display   how the screen is drawn, a Display record (ASCII or Unicode,
              colours or none, echo of piped input)
"""

import argparse
import os
import random
import re
import sys
import textwrap
import unicodedata
from collections import namedtuple

import computer
import hints
import records
import rules
from board import (BLACK, EMPTY, MILLS_THROUGH, PLAYER_NAMES, PLAYERS, WHITE,
                   empty_board, opponent, parse_point_name, render_board)

try:                        # colour is a bonus: the game runs without it
    import colorama
except ImportError:
    colorama = None


# ---------------------------------------------------------------------------
# Records and tables
# ---------------------------------------------------------------------------

# The answers to the start questions (from the menu or from the flags).
Settings = namedtuple('Settings', [
    'kinds',        # {WHITE: kind, BLACK: kind}, 'human' or 'computer'
    'first',        # 'white', 'black' or 'roll' (chosen at random)
    'options',      # the rules.Options of the game
    'level',        # the computer's level, one of computer.LEVELS
    'demo',         # computer against computer: 'pause' after each turn
                    # (Enter goes on) or 'run' without stopping
    'saved',        # a records.GameRecord to resume, or None (a new game)
])
Settings.__new__.__defaults__ = (None,)     # no saved game unless given

# How the screen is drawn.
Display = namedtuple('Display', [
    'ascii_only',   # True: plain ASCII board (for consoles without Unicode)
    'colours',      # None, or the ANSI codes render_board colours men with
    'echo_input',   # True: print each line read (input comes from a pipe)
])

PLAIN_DISPLAY = Display(ascii_only=False, colours=None, echo_input=False)

# FIRST_PLAYER_CHOICES: the answers to "who moves first?", and the player
# each one means (None: a random roll decides).
FIRST_PLAYER_CHOICES = (
    ('white', WHITE),
    ('black', BLACK),
    ('roll', None),
)

# REASON_SENTENCES[reason]: how the end of a game is told.  %(winner)s and
# %(loser)s are the players' names.
REASON_SENTENCES = {
    rules.TWO_MEN: '%(loser)s is down to two men.',
    rules.BLOCKED: '%(loser)s cannot move: every man is blocked.',
    rules.REPETITION: 'the same position came up for the third time.',
    rules.MOVE_LIMIT: '%(limit)d turns of moving went by without a man '
                      'removed.',
    rules.THREE_MEN_LIMIT: 'both players had three men for %(limit)d turns '
                           'without a removal.',
    rules.AGREED_DRAW: 'the players agreed.',
}

# WHO_PLAYS: the answers to "who plays?" in the start menu: the words shown
# and the kinds of player for (White, Black).
WHO_PLAYS = (
    ('Two players at this computer', ('human', 'human')),
    ('You (White) against the computer', ('human', 'computer')),
    ('You (Black) against the computer', ('computer', 'human')),
    ('The computer against itself (a demonstration)',
     ('computer', 'computer')),
)

# Words that end a "yes or no" question.
YES_WORDS = ('y', 'yes')
NO_WORDS = ('n', 'no')

# The longest piece of a player's line that an error message repeats.
ECHO_LIMIT = 20

# The widest line of words printed: a console 80 characters wide (and
# IDLE's window as it opens) would break longer lines inside a word.
LINE_WIDTH = 79

RULES_TEXT = """\
The rules of this game
- Each player has nine men.  White and Black take turns.
- Placing: a turn puts one man from your hand on any free point.
- Moving: once all men are placed, a turn moves one of your men along a
  line to the free point next to it.%(flying)s
- Mill: three of your men in a row (along a line, never diagonal).  The
  turn that closes a mill removes one of your opponent's men%(double)s.
  A man standing in a mill cannot be removed while the opponent has men
  outside mills.  Moving a man out of a mill and back closes it again.
- You win when your opponent is down to two men, or cannot move.
- Draws:%(draws)s and whenever both players agree (type `draw`)."""

HELP_TEXT = """\
How to type
  placing   a point number: 5   (or its name: d6)
  moving    from and to: 3 4, 3-4, 3,4 or 3 to 4 (or d6-d5); or just 3,
            then where it goes (type back to choose another man)
  removing  a point number
Commands, at any prompt
%(commands)s"""


class TurnStopped(Exception):
    """A command stopped the turn being asked: undo, quit or agreed draw."""

    def __init__(self, action):
        Exception.__init__(self, action)
        self.action = action        # UNDO, QUIT or DRAW


UNDO = 'undo'
QUIT = 'quit'
DRAW = 'draw'


# ---------------------------------------------------------------------------
# A game: its history as data
# ---------------------------------------------------------------------------

class Game:
    """One game: where it started, the turns played, who plays each colour.

    states[0] is the state the game started from (an empty board, or any
    position); states[i + 1] is the state after turns[i].  Undo takes the
    last of both away again.
    """

    def __init__(self, start, kinds, display=PLAIN_DISPLAY, rng=None,
                 level=computer.DEFAULT_LEVEL, demo='pause'):
        self.states = [start]
        self.turns = []
        self.kinds = dict(kinds)            # {WHITE: kind, BLACK: kind}
        self.display = display
        self.rng = rng if rng is not None else random.Random()
        self.level = level                  # the computer's level
        self.demo = demo                    # 'pause' or 'run'
        self.agreed_draw = False
        self.saved_turns = []               # the turns as last saved or loaded

    @property
    def state(self):
        """Return the state of the game now."""
        return self.states[-1]

    def play(self, turn):
        """Return the state after playing `turn` (raises IllegalTurn)."""
        after = rules.apply_turn(self.state, turn)
        self.turns.append(turn)
        self.states.append(after)
        return after

    def take_back(self):
        """Return the turn taken back (the last one played)."""
        self.states.pop()
        return self.turns.pop()

    def has_unsaved_turns(self):
        """Return True if turns were played (or undone) since the last save."""
        return self.turns != self.saved_turns

    def outcome(self):
        """Return None while the game goes on, else the rules.Outcome."""
        if self.agreed_draw:
            return rules.Outcome(None, rules.AGREED_DRAW)
        return rules.outcome(self.state)


def new_game(settings, display=PLAIN_DISPLAY, rng=None, start=None):
    """Return a Game with these settings, from `start` or an empty board."""
    rng = rng if rng is not None else random.Random()
    if start is None:
        first = dict(FIRST_PLAYER_CHOICES)[settings.first]
        if first is None:
            first = rng.choice(PLAYERS)
        start = rules.initial_state(settings.options, first)
    return Game(start, settings.kinds, display, rng, settings.level,
                settings.demo)


# ---------------------------------------------------------------------------
# Words: turns, counts and the screen
# ---------------------------------------------------------------------------

def list_points(points, last_joint='or'):
    """Return points as words: '4', '4 or 10', '3, 4 or 10'."""
    words = [str(point) for point in points]
    if len(words) <= 1:
        return ''.join(words)
    return '%s %s %s' % (', '.join(words[:-1]), last_joint, words[-1])


def describe_turn(before, turn):
    """Return the turn played in state `before` in words, as a sentence."""
    player = before.to_move
    name = PLAYER_NAMES[player]
    if turn.source is None:
        words = '%s placed a man on %d' % (name, turn.target)
    elif rules.can_fly(before, player):
        words = '%s flew %d to %d' % (name, turn.source, turn.target)
    else:
        words = '%s moved %d to %d' % (name, turn.source, turn.target)
    closed = rules.mills_closed(before.board, player, turn.target,
                                turn.source)
    if closed:
        words += ' and closed %s' % ('two mills' if closed == 2 else 'a mill')
    victim = PLAYER_NAMES[opponent(player)]
    if turn.second_removed is not None:
        words += "; %s's men on %d and %d were removed" % (
            victim, turn.removed, turn.second_removed)
    elif turn.removed is not None:
        words += "; %s's man on %d was removed" % (victim, turn.removed)
    return words + '.'


def mill_points(before, turn):
    """Return the points of the mills that `turn` closes (none: empty)."""
    player = before.to_move
    if not rules.mills_closed(before.board, player, turn.target, turn.source):
        return ()
    after = list(before.board)
    if turn.source is not None:
        after[turn.source] = EMPTY
    after[turn.target] = player
    points = set()
    for mill in MILLS_THROUGH[turn.target]:
        if all(after[point] == player for point in mill):
            points.update(mill)
    return tuple(sorted(points))


def indented(text):
    """Return `text` indented by two spaces, folded to LINE_WIDTH."""
    return textwrap.fill(text, LINE_WIDTH, initial_indent='  ',
                         subsequent_indent='    ')


def count_lines(state):
    """Return one line per player: men in hand, on the board and removed."""
    lines = []
    for player in PLAYERS:
        lines.append('  %-6s %d in hand, %d on the board, %d removed' % (
            PLAYER_NAMES[player] + ':', rules.men_in_hand(state, player),
            state.board.count(player), rules.men_removed(state, player)))
    return lines


def task_words(state):
    """Return what the player to move does now: 'place a man', ..."""
    action = {rules.PLACING: 'place a man', rules.MOVING: 'move a man',
              rules.FLYING: 'fly a man (any man to any free point)'}
    return action[rules.phase(state, state.to_move)]


def screen(game, pending=None):
    """Return the board and the status lines of `game` as one string.

    `pending` is a turn that has just closed a mill and waits for the man
    to remove: the screen then shows the board with the man already moved.
    """
    state = game.state
    name = PLAYER_NAMES[state.to_move]
    if pending is None:
        shown_state = state
        highlight = ()
        last = task = None
        if game.turns:
            highlight = mill_points(game.states[-2], game.turns[-1])
            last = 'Last turn: ' + describe_turn(game.states[-2],
                                                 game.turns[-1])
        task = task_words(state)
    else:
        shown_state = rules.next_state(state, rules.Turn(pending.source,
                                                         pending.target))
        highlight = mill_points(state, pending)
        last = 'Now: ' + describe_turn(state, rules.Turn(pending.source,
                                                         pending.target))
        task = "remove one of %s's men" % PLAYER_NAMES[opponent(
            state.to_move)]
    lines = ['', render_board(shown_state.board, game.display.ascii_only,
                              game.display.colours, highlight)]
    lines.extend(count_lines(shown_state))
    if last:
        lines.append(indented(last))
    if game.outcome() is None:
        lines.append('  %s, %s.' % (name, task))
    return '\n'.join(lines)


def end_words(game, result):
    """Return the end of the game in words: who won, why, how many turns."""
    limits = {rules.MOVE_LIMIT: game.state.options.move_limit,
              rules.THREE_MEN_LIMIT: game.state.options.three_men_limit}
    winner = result.winner
    names = {'limit': limits.get(result.reason, 0),
             'winner': PLAYER_NAMES.get(winner, ''),
             'loser': PLAYER_NAMES[opponent(winner)] if winner else ''}
    why = REASON_SENTENCES[result.reason] % names
    if winner is None:
        headline = 'The game is a draw: ' + why
    else:
        headline = '%s wins: %s' % (PLAYER_NAMES[winner], why)
    turns = len(game.turns)
    return '%s\nThe game lasted %d turn%s.' % (headline, turns,
                                               '' if turns == 1 else 's')


def rules_words(options):
    """Return the rules as they are set for this game, in a few lines."""
    flying = ('\n- Flying: a player down to three men may move a man to any'
              ' free point.' if options.flying else '')
    double = (' (two men if one turn closes two mills)'
              if options.double_mill_removal else '')
    draws = []
    if options.repetition_draw:
        draws.append(' the same position for the third time,')
    if options.move_limit:
        draws.append(' %d turns of moving without a removal,'
                     % options.move_limit)
    if options.three_men_limit:
        draws.append(' %d turns without a removal once both have three men,'
                     % options.three_men_limit)
    text = RULES_TEXT % {'flying': flying, 'double': double,
                         'draws': ''.join(draws)}
    return '\n'.join(textwrap.fill(line, LINE_WIDTH, subsequent_indent='  ')
                     for line in text.splitlines())


# ---------------------------------------------------------------------------
# The terminal: colour, Unicode, printing
# ---------------------------------------------------------------------------

def running_in_idle(streams):
    """Return True if these standard streams belong to IDLE's shell.

    IDLE replaces the streams with its own objects, which also claim to be
    a terminal (isatty() is True), so the class is the way to tell.
    """
    return any(type(stream).__module__.startswith('idlelib')
               for stream in streams)


def colour_allowed(stream, environ, no_color_flag, in_idle):
    """Return True if colour codes would show as colours on `stream`."""
    if no_color_flag or colorama is None or in_idle:
        return False
    if environ.get('NO_COLOR') or environ.get('TERM') == 'dumb':
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def colour_codes():
    """Return the ANSI codes for the men and a just-closed mill."""
    fore, style = colorama.Fore, colorama.Style
    return {WHITE: style.BRIGHT + fore.YELLOW,       # a safe knob: try others
            BLACK: style.BRIGHT + fore.RED,
            'highlight': style.BRIGHT + fore.GREEN,
            'reset': style.RESET_ALL}


def can_show_unicode(stream):
    """Return True if `stream` can print the Unicode board."""
    encoding = getattr(stream, 'encoding', None) or 'ascii'
    try:
        render_board(empty_board()).encode(encoding)
    except (UnicodeError, LookupError):
        return False
    return True


def choose_display(arguments, stdin, stdout, environ):
    """Return the Display that suits these streams and flags."""
    in_idle = running_in_idle((stdin, stdout))
    colours = None
    if colour_allowed(stdout, environ, arguments.no_color, in_idle):
        if hasattr(colorama, 'just_fix_windows_console'):
            colorama.just_fix_windows_console()
        else:
            colorama.init()
        colours = colour_codes()
    ascii_only = arguments.ascii or not can_show_unicode(stdout)
    try:
        piped = not in_idle and not stdin.isatty()
    except (AttributeError, ValueError):
        piped = True
    return Display(ascii_only, colours, piped)


def say(text=''):
    """Print `text`; characters the console cannot show become '?'."""
    try:
        print(text, flush=True)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, 'encoding', None) or 'ascii'
        print(text.encode(encoding, 'replace').decode(encoding), flush=True)


def shown(text):
    """Return a player's text safe to print back: short, no control codes."""
    text = ''.join('?' if unicodedata.category(char).startswith('C') else char
                   for char in text)
    if len(text) > ECHO_LIMIT:
        text = text[:ECHO_LIMIT] + '...'
    return text


# ---------------------------------------------------------------------------
# Reading what a player types
# ---------------------------------------------------------------------------

# Between the two points of a move: spaces, a comma, 'to', '->' or a dash
# (a dash with no space or a space on both sides, so that -1 stays a number).
SEPARATOR = re.compile(r'\s*(?:->|,|\bto\b|(?<=\w)-(?=\w)|\s-\s)\s*|\s+')
NUMBER = re.compile(r'[+-]?[0-9]+')
POINT_NAME = re.compile(r'[a-z][0-9]')


def parse_point(word):
    """Return the point that `word` names ('5', 'd6'); ValueError if none."""
    word = word.strip().lower()
    if NUMBER.fullmatch(word):
        digits = word.lstrip('+-')
        if len(digits) <= 2 and not word.startswith('-') and int(digits) < 24:
            return int(digits)
        raise ValueError('%s is not between 0 and 23' % shown(word))
    if POINT_NAME.fullmatch(word):
        return parse_point_name(word)
    raise ValueError('%s is not a number: points are 0 to 23'
                     % repr(shown(word)))


def parse_points(text):
    """Return the points in `text` ('3 4', '3-4', 'd6 to d5'), as a list."""
    words = [word for word in SEPARATOR.split(text.strip().lower()) if word]
    if len(words) > 2:
        raise ValueError('too many points: type at most two, like 3 4')
    return [parse_point(word) for word in words]


def read_line(display, prompt):
    """Return the next line typed (EOFError at the end of input)."""
    line = input(prompt)
    if display.echo_input:
        say(shown(line) if len(line) <= 60 else shown(line[:60]))
    return line


def ask(game, prompt, interpret, choices, allow_empty=False):
    """Return interpret(line) for the first line it accepts.

    interpret raises ValueError with a sentence when a line does not do;
    the sentence is shown and the same prompt asked again.  Commands
    (help, moves, undo, ...) are done on the way; `choices` says what is
    legal at this prompt, for the `moves` command.
    """
    while True:
        text = read_line(game.display, prompt).strip()
        if not text and not allow_empty:
            continue
        if run_command(game, text, choices):
            continue
        try:
            return interpret(text)
        except ValueError as problem:
            say(indented('Sorry: %s.' % problem))


def ask_yes_no(display, question, default):
    """Return True for yes, False for no; Enter alone gives `default`."""
    hint = 'Y/n' if default else 'y/N'
    while True:
        answer = read_line(display, '%s [%s] ' % (question, hint))
        answer = answer.strip().lower()
        if not answer:
            return default
        if answer in YES_WORDS:
            return True
        if answer in NO_WORDS:
            return False
        say('  Please answer yes or no.')


def ask_choice(display, question, answers, default):
    """Return one of `answers` (words); Enter alone gives `default`."""
    prompt = '%s (%s) [%s] ' % (question, '/'.join(answers), default)
    while True:
        answer = read_line(display, prompt).strip().lower()
        if not answer:
            return default
        matches = [word for word in answers if word.startswith(answer)]
        if answer in answers:
            return answer
        if len(matches) == 1:
            return matches[0]
        say('  Please type one of: %s.' % ', '.join(answers))


def ask_number_between(display, question, lowest, highest):
    """Return a whole number from lowest to highest; Enter gives `lowest`."""
    while True:
        answer = ask_number(display, question, lowest)
        if lowest <= answer <= highest:
            return answer
        say('  Please type a number from %d to %d.' % (lowest, highest))


def ask_number(display, question, default):
    """Return a whole number 0 or more; Enter alone gives `default`."""
    while True:
        answer = read_line(display, '%s [%d] ' % (question, default)).strip()
        if not answer:
            return default
        if answer.isdecimal() and len(answer) <= 4:     # not '²': int fails
            return int(answer)
        say('  Please type a whole number from 0 to 9999.')


# ---------------------------------------------------------------------------
# Game records: save, resume, replay, and start from a set-up position
# (the file formats live in records.py)
# ---------------------------------------------------------------------------

# The words that name the kinds of player in a record's White and Black
# headers.  A name that does not start with 'computer' is a human player.
KIND_LABELS = {'human': 'Human', 'computer': 'Computer'}


def player_label(kind, level):
    """Return how a record names a player: 'Human' or 'Computer (easy)'."""
    if kind == 'computer':
        return '%s (%s)' % (KIND_LABELS[kind], level)
    return KIND_LABELS[kind]


def kind_and_level(label):
    """Return (kind, level or None) of a player named in a record."""
    words = label.strip().lower()
    if not words.startswith('computer'):
        return 'human', None
    levels = [level for level in computer.LEVELS if level in words]
    return 'computer', (levels[0] if levels else None)


def record_result(game):
    """Return (result, termination) of `game` for its record."""
    result = game.outcome()
    if result is None:
        return records.UNFINISHED, None
    return records.RESULT_BY_WINNER[result.winner], result.reason


def write_game(game, path, overwrite):
    """Return nothing; write the record of `game` to `path` (SaveError)."""
    result, termination = record_result(game)
    records.save_record(
        path, game.states[0], game.turns, overwrite,
        white=player_label(game.kinds[WHITE], game.level),
        black=player_label(game.kinds[BLACK], game.level),
        result=result, termination=termination)


def ask_file_name(display, prompt, default):
    """Return a file name typed (Enter gives `default`; '' for cancel)."""
    while True:
        name = read_line(display, prompt).strip()
        if not name:
            return default
        if name.lower() == 'cancel':
            return ''
        if any(unicodedata.category(char).startswith('C') for char in name):
            say('  A file name cannot hold control characters; type another.')
            continue
        return name


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
        game.saved_turns = list(game.turns)
    return saved


def ask_name_and_save(game):
    """Return True once `game` is saved; False if cancelled or it failed."""
    while True:
        suggestion = records.suggest_file_name()
        name = ask_file_name(game.display, 'Save the game as [%s] (or cancel): '
                             % suggestion, suggestion)
        if not name:
            say('  Not saved.')
            return False
        if os.path.isdir(name) or not os.path.basename(name):
            say('  %s is a folder; type a file name.' % name)
            continue
        if not os.path.splitext(name)[1]:
            name += '.txt'
        overwrite = records.file_exists(name)
        if overwrite and not ask_yes_no(game.display, '  %s already exists. '
                                        'Replace it?' % name, False):
            continue
        try:
            write_game(game, name, overwrite)
        except records.SaveError as error:
            say('  Not saved: %s.' % error)
            return False
        say('  Saved the game as %s (%d turn%s).' % (
            name, len(game.turns), '' if len(game.turns) == 1 else 's'))
        return True


def save_command(game, choices):
    """Return nothing; save the game so far, then ask the same prompt again."""
    if save_dialog(game):
        say('  The game goes on.')


def load_problem_lines(path, error):
    """Return the lines that say why the file at `path` cannot be used.

    (records.py keeps the list short: a wrong file could give thousands.)
    """
    lines = ['  %s cannot be used:' % path]
    for line in str(error).splitlines():
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


def settings_from_record(record, level=None):
    """Return the Settings that resume a saved game: its players and rules."""
    kinds = {}
    levels = []
    for player in PLAYERS:
        label = record.headers.get(PLAYER_NAMES[player], 'Human')
        kinds[player], found = kind_and_level(label)
        if found:
            levels.append(found)
    level = level or (levels[0] if levels else computer.DEFAULT_LEVEL)
    first = PLAYER_NAMES[record.start.to_move].lower()
    return Settings(kinds, first, record.start.options, level, 'pause',
                    record)


def resumed_game(settings, display, rng):
    """Return the Game of settings.saved, at the position where it stopped."""
    record = settings.saved
    game = Game(record.start, settings.kinds, display, rng, settings.level,
                settings.demo)
    game.states = list(record.states)
    game.turns = list(record.turns)
    game.saved_turns = list(record.turns)
    if (record.headers.get('Termination') == rules.AGREED_DRAW
            and rules.outcome(game.state) is None):
        game.agreed_draw = True
    say('Resuming the saved game after %d turn%s: White is %s, Black is %s.'
        % (len(game.turns), '' if len(game.turns) == 1 else 's',
           player_label(game.kinds[WHITE], game.level).lower(),
           player_label(game.kinds[BLACK], game.level).lower()))
    result = record.headers.get('Result', records.UNFINISHED)
    if result != records.UNFINISHED and game.outcome() is None:
        # Another program may end a game by resignation or on time.
        say('Note: the record gives the result %s, but by the rules the game '
            'is not over, so it goes on from here.' % result)
    return game


def offer_to_save(game, question='Save this game?'):
    """Return nothing; at the end of a game, offer to save it."""
    if ask_yes_no(game.display, question, False):
        save_dialog(game)


def read_position_file(path):
    """Return the State set up in the file at `path`, or None after saying why."""
    try:
        return records.read_position(path)
    except (records.RecordError, records.PositionError) as error:
        say(load_problem_lines(path, error))
        return None


def replay(record, path, display):
    """Return nothing; show a saved game turn by turn (Enter, b, q)."""
    headers = record.headers
    say('Replay of %s: White is %s, Black is %s%s; %d turn%s, result %s.' % (
        path, headers.get('White', 'White'), headers.get('Black', 'Black'),
        ', played %s' % headers['Date'] if 'Date' in headers else '',
        len(record.turns), '' if len(record.turns) == 1 else 's',
        headers.get('Result', records.UNFINISHED)))
    shown_game = Game(record.start, {WHITE: 'human', BLACK: 'human'}, display)
    last = len(record.turns)
    index = 0
    while True:
        shown_game.states = list(record.states[:index + 1])
        shown_game.turns = list(record.turns[:index])
        say(screen(shown_game))
        if index:
            say('  Turn %d in notation: %s' % (index, records.turn_to_notation(
                record.turns[index - 1])))
        if index == last:
            ending = rules.outcome(shown_game.state)
            if ending is not None:
                say('  ' + end_words(shown_game, ending).splitlines()[0])
            say('  That is the end of the record.')
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


# ---------------------------------------------------------------------------
# Commands: words a player may type at any prompt
# ---------------------------------------------------------------------------

def show_help(game, choices):
    """Return nothing; print how to type and the commands."""
    commands = '\n'.join('  %-6s %s' % (word, what)
                         for word, what, _ in COMMANDS)
    say(HELP_TEXT % {'commands': commands})


def show_rules(game, choices):
    """Return nothing; print the rules of this game."""
    say(rules_words(game.state.options))


def show_moves(game, choices):
    """Return nothing; print the legal choices at this prompt."""
    say(indented(choices))


def turn_words(state, turn):
    """Return a turn as an instruction: 'move 3 to 4 and remove 12'."""
    if turn.source is None:
        words = 'place a man on %d' % turn.target
    else:
        words = 'move %d to %d' % (turn.source, turn.target)
    removed = [point for point in (turn.removed, turn.second_removed)
               if point is not None]
    if removed:
        words += ' and remove the man on %s' % list_points(removed, 'and')
    return words


def show_hint(game, choices):
    """Return nothing; print the turn the computer would play, and why."""
    say('  Thinking about a hint...')
    turn, reason = hints.suggest_turn(game.state)
    say(indented('Hint: %s (it %s).' % (turn_words(game.state, turn),
                                         reason)))


def undo(game, choices):
    """Return nothing if there is nothing to undo; else stop the turn."""
    if not any(game.kinds[state.to_move] == 'human'
               for state in game.states[:-1]):
        say('  There is no turn to take back.')
        return
    raise TurnStopped(UNDO)


def offer_draw(game, choices):
    """Return nothing if the draw is declined; stop the game if accepted."""
    offering = game.state.to_move
    other = opponent(offering)
    if game.kinds[other] == 'computer':
        accepted = computer.accepts_draw(game.state)
        say('  The computer (%s) %s the draw.' % (
            PLAYER_NAMES[other], 'accepts' if accepted else 'declines'))
    else:
        question = '%s offers a draw. %s, do you accept?' % (
            PLAYER_NAMES[offering], PLAYER_NAMES[other])
        accepted = ask_yes_no(game.display, question, False)
    if accepted:
        raise TurnStopped(DRAW)
    say('  %s plays on.' % PLAYER_NAMES[other])


def quit_game(game, choices):
    """Return never: stop the game at once."""
    raise TurnStopped(QUIT)


# COMMANDS: (word, what it does, function(game, choices)).  A function
# returns nothing to ask the same prompt again, or raises TurnStopped.
COMMANDS = (
    ('help', 'this list', show_help),
    ('rules', 'the rules of this game', show_rules),
    ('moves', 'what you may type here now', show_moves),
    ('hint', 'the turn the computer would play, and why', show_hint),
    ('undo', 'take back turns one by one (against the computer: back to '
             'your turn)', undo),
    ('draw', 'offer a draw; the other player accepts or not', offer_draw),
    ('save', 'save the game so far to a file (it goes on after)',
     save_command),
    ('quit', 'stop the game', quit_game),
)

# Other words for the commands.
COMMAND_ALIASES = {'?': 'help', 'exit': 'quit', 'takeback': 'undo'}


def run_command(game, text, choices):
    """Return True if `text` was a command (and do it), else False."""
    word = text.strip().lower()
    word = COMMAND_ALIASES.get(word, word)
    for name, _, function in COMMANDS:
        if word == name:
            function(game, choices)
            return True
    return False


# ---------------------------------------------------------------------------
# Players: functions that return the turn their colour plays
# ---------------------------------------------------------------------------

def human_player(game):
    """Return the turn typed by the player to move (phase one or two)."""
    if rules.men_in_hand(game.state, game.state.to_move) > 0:
        return ask_placing_turn(game)
    return ask_moving_turn(game)


def ask_placing_turn(game):
    """Return the turn of phase one: a man placed, and a removal if any."""
    state = game.state
    turns = rules.legal_turns(state)
    targets = sorted({turn.target for turn in turns})

    def interpret(text):
        points = parse_points(text)
        if len(points) != 1:
            raise ValueError('you are placing a man: type one point, like %d'
                             % targets[0])
        if points[0] not in targets:
            raise ValueError(rules.explain_illegal_turn(
                state, rules.Turn(None, points[0])))
        return points[0]

    prompt = '%s, place a man: ' % PLAYER_NAMES[state.to_move]
    target = ask(game, prompt, interpret,
                 'You may place a man on %s.' % list_points(targets))
    return ask_removal(game, [turn for turn in turns if turn.target == target])


def source_problem(state, source, sources):
    """Return why the man on `source` cannot be chosen, or None if it can."""
    player = state.to_move
    if source in sources:
        return None
    if state.board[source] == EMPTY:
        return 'there is no man on %d' % source
    if state.board[source] != player:
        return "that is not your man: %s's men are on %s" % (
            PLAYER_NAMES[player], list_points(
            rules.men_on_board(state.board, player), 'and'))
    return 'that man cannot move: every point next to %d is taken' % source


def target_problem(state, source, target, targets):
    """Return why the man on `source` cannot go to `target`, or None."""
    if target in targets:
        return None
    if target == source:
        return 'that man is on %d already' % source
    if state.board[target] != EMPTY:
        return 'point %d is taken' % target
    return '%d is not next to %d; from %d you can go to %s' % (
        target, source, source, list_points(targets))


def ask_moving_turn(game):
    """Return the turn of phase two: a man moved, and a removal if any."""
    state = game.state
    turns = rules.legal_turns(state)
    sources = sorted({turn.source for turn in turns})

    def targets_of(source):
        return sorted({turn.target for turn in turns if turn.source == source})

    def interpret(text):
        points = parse_points(text)
        if not points:
            raise ValueError('type the man to move and where it goes, like '
                             '%d %d' % (sources[0], targets_of(sources[0])[0]))
        problem = source_problem(state, points[0], sources)
        if problem is None and len(points) == 2:
            problem = target_problem(state, points[0], points[1],
                                     targets_of(points[0]))
        if problem:
            raise ValueError(problem)
        return points

    name = PLAYER_NAMES[state.to_move]
    verb = 'fly' if rules.can_fly(state, state.to_move) else 'move'
    prompt = '%s, %s a man (from to, like %d %d): ' % (
        name, verb, sources[0], targets_of(sources[0])[0])
    choices = 'You may %s: %s.' % (verb, '; '.join(
        '%d to %s' % (source, list_points(targets_of(source)))
        for source in sources))
    while True:
        points = ask(game, prompt, interpret, choices)
        source = points[0]
        if len(points) == 2:
            target = points[1]
        else:
            target = ask_target(game, source, targets_of(source))
            if target is None:
                continue
        chosen = [turn for turn in turns
                  if turn.source == source and turn.target == target]
        return ask_removal(game, chosen)


def ask_target(game, source, targets):
    """Return where the man on `source` goes, or None to choose again."""
    state = game.state

    def interpret(text):
        if text.lower() == 'back':
            return None
        points = parse_points(text)
        if len(points) != 1:
            raise ValueError('type only where the man goes, like %d'
                             % targets[0])
        problem = target_problem(state, source, points[0], targets)
        if problem:
            raise ValueError(problem)
        return points[0]

    prompt = '  %d to where? (or back): ' % source
    return ask(game, prompt, interpret,
               'From %d you can go to %s.' % (source, list_points(targets)))


def ask_removal(game, candidates):
    """Return the turn among `candidates` (one man's move) the player picks.

    All candidates place or move the same man; if it closes a mill they
    differ in the men they remove, and the player chooses those.
    """
    first = candidates[0]
    if len(candidates) == 1 and first.removed is None:
        return first
    state = game.state
    victim = opponent(state.to_move)
    after = rules.next_state(state, rules.Turn(first.source, first.target))
    say(screen(game, pending=first))
    allowed = [point for point in rules.removable_men(after.board, victim)
               if any(point in (turn.removed, turn.second_removed)
                      for turn in candidates)]
    removed = ask_victim(game, after.board, allowed, 'remove one')
    chosen = [turn for turn in candidates
              if removed in (turn.removed, turn.second_removed)]
    if all(turn.second_removed is None for turn in chosen):
        return chosen[0]
    seconds = sorted({turn.second_removed if turn.removed == removed
                      else turn.removed for turn in chosen})
    board = list(after.board)
    board[removed] = EMPTY
    second = ask_victim(game, board, seconds, 'remove a second')
    return [turn for turn in chosen
            if second in (turn.removed, turn.second_removed)][0]


def ask_victim(game, board, allowed, task):
    """Return the point of the opponent's man the player removes."""
    player = game.state.to_move
    victim = opponent(player)

    def interpret(text):
        points = parse_points(text)
        if len(points) != 1:
            raise ValueError('type the one point of the man to remove, like %d'
                             % allowed[0])
        point = points[0]
        if point in allowed:
            return point
        if board[point] == EMPTY:
            raise ValueError('there is no man on %d' % point)
        if board[point] == player:
            raise ValueError("that is your own man; remove one of %s's"
                             % PLAYER_NAMES[victim])
        raise ValueError('that man stands in a mill and %s has men outside '
                         'mills' % PLAYER_NAMES[victim])

    prompt = "%s, %s of %s's men: " % (PLAYER_NAMES[player], task,
                                      PLAYER_NAMES[victim])
    return ask(game, prompt, interpret,
               'You may remove the man on %s.' % list_points(allowed))


def computer_player(game):
    """Return the turn the computer plays for the player to move."""
    if computer.is_slow(game.level):
        say('  %s is thinking...' % PLAYER_NAMES[game.state.to_move])
    return computer.choose_turn(game.state, game.level, game.rng)


# PLAYER_KINDS[kind]: the function that chooses the turns of that kind of
# player.  Every one takes the game and returns a legal Turn.
PLAYER_KINDS = {
    'human': human_player,
    'computer': computer_player,
}


# ---------------------------------------------------------------------------
# The game loop
# ---------------------------------------------------------------------------

def take_back_turns(game):
    """Return nothing; undo back to the previous turn of a human player."""
    taken = []
    while True:
        before = game.states[-2]
        taken.insert(0, describe_turn(before, game.take_back()))
        if game.kinds[game.state.to_move] == 'human' or len(game.states) == 1:
            break
    say('  Taken back: ' + ' '.join(taken))


def play_game(game):
    """Return the Outcome of `game` played to its end, or None if quit."""
    while True:
        result = game.outcome()
        if result is not None:
            say(screen(game))
            say()
            say(end_words(game, result))
            return result
        say(screen(game))
        player = PLAYER_KINDS[game.kinds[game.state.to_move]]
        try:
            if is_paused_demo(game):
                pause_demo(game)
            turn = player(game)
        except TurnStopped as stop:
            if stop.action == UNDO:
                take_back_turns(game)
            elif stop.action == DRAW:
                game.agreed_draw = True
            else:
                say('  The game was stopped.')
                return None
            continue
        game.play(turn)


def is_paused_demo(game):
    """Return True if the computer plays both sides and pauses each turn."""
    return (game.demo == 'pause' and game.outcome() is None
            and all(kind == 'computer' for kind in game.kinds.values()))


def pause_demo(game):
    """Return nothing once Enter is pressed (commands work here too)."""
    def interpret(text):
        if text:
            raise ValueError('press Enter for the next turn, or type a '
                             'command such as help or quit')
    ask(game, 'Press Enter for the next turn: ', interpret,
        'Press Enter and the computer plays the next turn.',
        allow_empty=True)


# ---------------------------------------------------------------------------
# Starting: flags and the start menu
# ---------------------------------------------------------------------------

def non_negative(text):
    """Return `text` as a whole number 0 or more (argparse type), read as
    the numbers of a game record are."""
    try:
        return records.parse_count(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            '%r is not a whole number 0 or more (at most %d)'
            % (text, records.LARGEST_NUMBER))


def argument_parser():
    """Return the parser of the command-line flags."""
    parser = argparse.ArgumentParser(
        prog='nine_mens_morris.py',
        description="Play Nine Men's Morris. Without flags the game asks "
                    'who plays and with which rules; the flags answer the '
                    'same questions, so the game starts at once.')
    kinds = sorted(PLAYER_KINDS)
    parser.add_argument('--white', choices=kinds,
                        help='who plays White (default: human)')
    parser.add_argument('--black', choices=kinds,
                        help='who plays Black (default: human)')
    parser.add_argument('--level', choices=computer.LEVELS,
                        help='how strong the computer plays (default: %s)'
                        % computer.DEFAULT_LEVEL)
    parser.add_argument('--demo', choices=('pause', 'run'),
                        help='computer against computer: pause for Enter '
                             'after each turn (default) or run')
    parser.add_argument('--first', choices=[w for w, _ in
                                            FIRST_PLAYER_CHOICES],
                        help='who moves first (default: white); roll '
                             'chooses at random')
    parser.add_argument('--no-flying', action='store_true',
                        help='no flying with three men')
    parser.add_argument('--double-mill-removal', action='store_true',
                        help='closing two mills at once removes two men')
    parser.add_argument('--no-repetition-draw', action='store_true',
                        help='no draw when a position comes up three times')
    parser.add_argument('--move-limit', type=non_negative, metavar='N',
                        help='draw after N turns of moving without a '
                             'removal (default: %d; 0 = never)'
                        % rules.DEFAULT_OPTIONS.move_limit)
    parser.add_argument('--three-men-limit', type=non_negative, metavar='N',
                        help='draw after N turns without a removal once '
                             'both have three men (default: 0 = never)')
    parser.add_argument('--seed', type=int,
                        help='seed of the random choices (the roll, the '
                             "computer's ties), to repeat a game")
    parser.add_argument('--ascii', action='store_true',
                        help='draw the board with plain ASCII characters')
    parser.add_argument('--no-color', '--no-colour', action='store_true',
                        dest='no_color', help='no colours')
    parser.add_argument('--load', metavar='FILE',
                        help='resume a saved game, with its players and '
                             'rules')
    parser.add_argument('--replay', metavar='FILE',
                        help='show a saved game turn by turn')
    parser.add_argument('--position', metavar='FILE',
                        help='start from the position set up in FILE')
    return parser


# The flags that answer a start question: any of them skips the menu.
GAME_FLAGS = ('white', 'black', 'level', 'demo', 'first', 'no_flying', 'double_mill_removal',
              'no_repetition_draw', 'move_limit', 'three_men_limit')


# FLAGS_NOT_USED_WITH: (flag, the flags that do nothing beside it).  A
# replay only shows a game; a saved game brings its own players and rules
# (only the level may change); a position says who is to move.
FLAGS_NOT_USED_WITH = (
    ('replay', GAME_FLAGS + ('load', 'position')),
    ('load', tuple(flag for flag in GAME_FLAGS if flag != 'level')
     + ('position',)),
    ('position', ('first',)),
)


def unused_flags_note(arguments):
    """Return a sentence naming the flags given that do nothing, or ''."""
    defaults = argument_parser().parse_args([])
    for flag, others in FLAGS_NOT_USED_WITH:
        if getattr(arguments, flag):
            unused = ['--' + other.replace('_', '-') for other in others
                      if getattr(arguments, other) != getattr(defaults, other)]
            if not unused:
                return ''
            return 'Note: %s %s not used with --%s.' % (
                list_points(unused, 'and'),
                'is' if len(unused) == 1 else 'are', flag)
    return ''


def menu_wanted(arguments):
    """Return True if no flag answered a start question."""
    defaults = argument_parser().parse_args([])
    return all(getattr(arguments, flag) == getattr(defaults, flag)
               for flag in GAME_FLAGS)


def settings_from_flags(arguments):
    """Return the Settings the flags give (defaults for the rest)."""
    default = rules.DEFAULT_OPTIONS
    options = rules.Options(
        flying=not arguments.no_flying,
        double_mill_removal=arguments.double_mill_removal,
        repetition_draw=not arguments.no_repetition_draw,
        move_limit=(default.move_limit if arguments.move_limit is None
                    else arguments.move_limit),
        three_men_limit=(default.three_men_limit
                         if arguments.three_men_limit is None
                         else arguments.three_men_limit))
    kinds = {WHITE: arguments.white or 'human',
             BLACK: arguments.black or 'human'}
    return Settings(kinds, arguments.first or 'white', options,
                    arguments.level or computer.DEFAULT_LEVEL,
                    arguments.demo or 'pause')


def ask_options(display):
    """Return the rules.Options the players choose (Enter: standard)."""
    default = rules.DEFAULT_OPTIONS
    if ask_yes_no(display, 'Standard rules (type n to choose)?', True):
        return default
    return rules.Options(
        flying=ask_yes_no(display, 'Flying with three men?', default.flying),
        double_mill_removal=ask_yes_no(
            display, 'Two removals when one turn closes two mills?',
            default.double_mill_removal),
        repetition_draw=ask_yes_no(
            display, 'Draw when a position comes up the third time?',
            default.repetition_draw),
        move_limit=ask_number(
            display, 'Draw after how many turns of moving without a '
                     'removal (0 = never)?', default.move_limit),
        three_men_limit=ask_number(
            display, 'Draw after how many turns without a removal once '
                     'both have three men (0 = never)?',
            default.three_men_limit))


def ask_settings(display, ask_first=True):
    """Return the Settings chosen in the start menu.

    `ask_first` False leaves out "who moves first?" (a set-up position
    says who is to move).  The last choice resumes a saved game.
    """
    say("Welcome to Nine Men's Morris!  Press Enter to take the answer "
        'in [brackets].')
    say('Who plays?')
    for number, (words, _) in enumerate(WHO_PLAYS, 1):
        say('  %d  %s' % (number, words))
    resume_choice = len(WHO_PLAYS) + 1
    say('  %d  Resume a saved game' % resume_choice)
    while True:
        choice = ask_number_between(display, 'Your choice:', 1, resume_choice)
        if choice != resume_choice:
            break
        record = ask_saved_record(display)
        if record is not None:
            return settings_from_record(record)
    white, black = WHO_PLAYS[choice - 1][1]
    kinds = {WHITE: white, BLACK: black}
    level, demo = computer.DEFAULT_LEVEL, 'pause'
    if 'computer' in (white, black):
        level = ask_choice(display, 'How strong should the computer play?',
                           list(computer.LEVELS), computer.DEFAULT_LEVEL)
    if white == black == 'computer':
        demo = ask_choice(display, 'Pause after each turn, or run?',
                          ['pause', 'run'], 'pause')
    first = 'white'
    if ask_first:
        first = ask_choice(display, 'Who moves first?',
                           [word for word, _ in FIRST_PLAYER_CHOICES],
                           'white')
    options = ask_options(display)
    return Settings(kinds, first, options, level, demo)


def play_session(settings, display, rng, position=None):
    """Return nothing; play games until the players stop.

    The first game resumes settings.saved if there is one; `position` is
    a set-up State every new game starts from (None: the empty board).
    """
    while True:
        if settings.saved is not None:
            game = resumed_game(settings, display, rng)
            settings = settings._replace(saved=None)
        else:
            start = None
            if position is not None:
                start = rules.set_up_state(position.board, position.in_hand,
                                           position.to_move, settings.options)
            game = new_game(settings, display, rng, start)
            if settings.first == 'roll' and start is None:
                say('The roll says: %s moves first.'
                    % PLAYER_NAMES[game.state.to_move])
        if play_game(game) is None:         # stopped with quit
            if game.has_unsaved_turns():
                offer_to_save(game, 'Save the game before you go?')
            return
        offer_to_save(game)
        if not ask_yes_no(display, 'Play again?', False):
            return


def prepare_streams():
    """Return nothing; make a piped input with odd bytes readable."""
    reconfigure = getattr(sys.stdin, 'reconfigure', None)
    if reconfigure is not None:
        try:
            reconfigure(errors='replace')
        except (ValueError, OSError):
            pass        # IDLE's and some test streams cannot be changed


def stop_printing():
    """Return nothing; send whatever is still to be printed nowhere."""
    nowhere = os.open(os.devnull, os.O_WRONLY)
    os.dup2(nowhere, sys.stdout.fileno())


def main(argv=None):
    """Return nothing; play Nine Men's Morris with the flags in `argv`."""
    try:
        arguments = argument_parser().parse_args(argv)
        prepare_streams()
        play_with_flags(arguments)
    except BrokenPipeError:
        # The output goes to a program that stopped reading (like `head`):
        # nobody can see more, so the game ends without a word.
        stop_printing()


def play_with_flags(arguments):
    """Return nothing; do what the flags ask until the players stop."""
    display = choose_display(arguments, sys.stdin, sys.stdout, os.environ)
    rng = random.Random(arguments.seed)
    try:
        note = unused_flags_note(arguments)
        if note:
            say(note)
        position = None
        if arguments.replay:
            record = load_record(arguments.replay)
            if record is not None:
                replay(record, arguments.replay, display)
            say('Goodbye!')
            return
        if arguments.load:
            record = load_record(arguments.load)
            if record is None:
                say('Goodbye!')
                return
            settings = settings_from_record(record, arguments.level)
        else:
            if arguments.position:
                position = read_position_file(arguments.position)
                if position is None:
                    say('Goodbye!')
                    return
                say('Starting from the position in %s: %s is to move.'
                    % (arguments.position, PLAYER_NAMES[position.to_move]))
            if menu_wanted(arguments):
                settings = ask_settings(display, ask_first=position is None)
            else:
                settings = settings_from_flags(arguments)
        play_session(settings, display, rng, position)
        say('Goodbye!')
    except EOFError:
        say()
        say('The input has ended, so the game stops here. Goodbye!')
    except KeyboardInterrupt:
        say()
        say('Stopped with Ctrl-C. Goodbye!')


if __name__ == '__main__':
    main()
