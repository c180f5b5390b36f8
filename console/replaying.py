"""replaying.py - a saved game shown turn by turn, and played on from a turn.

The replay shows the board after each turn of a record: Enter goes on, b
goes back, a number jumps to the board after that turn (0 is the start),
and `play` starts a new game from the turn shown, with the record's
players and rules or with players chosen anew.  The new game keeps the
record's turns up to there, so undo and saving work as in any game.

replay() returns the Settings of that new game (or None when the player
just quits); the entry script plays it like any other game.
"""

import rules
from board import PLAYER_NAMES, PLAYERS
from console import flags, listening, screen, start_menu
from console.file_dialogs import load_record
from console.settings import KINDS, computer_plays
from console.terminal import ask_choice, ask_yes_no, read_line, say
from game_files import notation, records
from history import History
from words import english, spoken, texts

# The words that end a replay, those that play on from the turn shown, and
# those that ask for its help.
QUIT_WORDS = ('q', 'quit', 'exit', 'stop')
PLAY_WORDS = ('p', 'play')
HELP_WORDS = ('help', '?', 'h')

# The headers of a record that tell how its game ended: a game played on
# from an earlier turn has not ended yet.
ENDING_HEADERS = ('Result', 'Termination', 'PlyCount')


def replay_file(path, display):
    """Return the Settings of a game to play on from a turn of the record
    in the file at `path`, or None (the player quit, or the file cannot be
    used, after saying why)."""
    record = load_record(path)
    if record is None:
        return None
    return replay(record, path, display)


def replay(record, path, display):
    """Return the Settings of a new game played on from a turn shown, or
    None when the player quits; shows the record turn by turn."""
    say(texts.indented(replay_title(record, path), ''))
    last = len(record.turns)
    index = 0
    while True:
        show_replayed_turn(record, index, display)
        answer = read_line(display, replay_prompt(display)
                           % (index, last)).strip().lower()
        while answer in listening.WORDS:        # board, mills, ...
            say(listening.position_words(answer, replayed_history(
                record, index), display))
            answer = read_line(display, replay_prompt(display)
                               % (index, last)).strip().lower()
        if answer in QUIT_WORDS:
            return None
        if answer in PLAY_WORDS:
            settings = play_on_settings(record, index, display)
            if settings is not None:
                say(texts.indented('A new game goes on from turn %d of %s.'
                                   % (index, texts.short_file_name(path)), ''))
                return settings
            continue
        index = replay_step(answer, index, last)
        if index is None:
            return None


def replay_prompt(display):
    """Return the replay's prompt, with %d for the turn shown and the
    last turn: short in the words mode (help says the rest)."""
    if display.words_only:
        return spoken.REPLAY_PROMPT
    return ('Turn %d of %d. Enter: next, b: back, a number: go to it, '
            'play, q: quit: ')


def replay_title(record, path):
    """Return the sentence that opens a replay: the file, the players, the
    date, the number of turns and the result."""
    headers = record.headers
    return 'Replay of %s: White is %s, Black is %s%s; %s, result %s.' % (
        texts.short_file_name(path), headers.get('White', 'White'),
        headers.get('Black', 'Black'),
        ', played %s' % headers['Date'] if 'Date' in headers else '',
        english.plural(len(record.turns), 'turn'),
        headers.get('Result', records.UNFINISHED))


def replay_step(answer, index, last):
    """Return the turn to show after `answer` at turn `index` of `last`
    (None: the replay ends), after saying what was wrong with it."""
    if not answer:
        return None if index == last else index + 1
    if answer in ('b', 'back'):
        if index == 0:
            say('  This is the start of the game: there is no turn before it.')
        return max(index - 1, 0)
    if not english.WHOLE_NUMBER.fullmatch(answer):
        if answer not in HELP_WORDS:
            say('  Sorry: %s is not an answer of the replay.'
                % english.quoted(answer))
        say('  Press Enter for the next turn, b to go back or q to quit.')
        say("  Type a turn's number to go to it (0 is the start), or play "
            'to play on.')
        say(texts.indented(spoken.REPLAY_COMMANDS))
        return index
    if len(answer) > len(str(last)) or int(answer) > last:
        say('  There is no such turn: the record has %s; type 0 to %d.'
            % (english.plural(last, 'turn'), last))
        return index
    number = int(answer)
    return number


def replayed_history(record, index):
    """Return the History of a record up to turn `index`."""
    return History(record.start, record.turns[:index],
                   record.states[:index + 1])


def show_replayed_turn(record, index, display):
    """Return nothing; print the board after turn `index` of a record."""
    history = replayed_history(record, index)
    say(screen.screen(history, display, help_note=False))
    if index:
        say('  Turn %d in notation: %s' % (index, notation.turn_to_notation(
            record.turns[index - 1])))
    if index == len(record.turns):
        ending = rules.outcome(history.state)
        if ending is not None:
            say('  ' + texts.end_words(history, ending).splitlines()[0])
        say('  That is the end of the record.')


# ---------------------------------------------------------------------------
# Playing on from the turn shown
# ---------------------------------------------------------------------------

def play_on_settings(record, index, display):
    """Return the Settings of a new game from turn `index` of a record,
    with its players and rules or players chosen anew; None (after saying
    why) if no game can go on from there."""
    if index > record.playable_turns:
        say(texts.indented('By these rules no game goes on after turn %d '
                           '(%s); go back to play on.'
                           % (record.playable_turns, record.stop_note)))
        return None
    if rules.outcome(record.states[index]) is not None:
        say('  The game is over at turn %d: go back to a turn before its '
            'end to play on.' % index)
        return None
    settings = flags.settings_from_record(record_up_to(record, index))
    if ask_yes_no(display, "Play on with the record's players and rules?",
                  True):
        return settings
    return ask_players(settings, display)


def record_up_to(record, index):
    """Return the record of the game up to turn `index`, not yet ended."""
    headers = {name: value for name, value in record.headers.items()
               if name not in ENDING_HEADERS}
    return record._replace(headers=headers, turns=record.turns[:index],
                           states=record.states[:index + 1],
                           playable_turns=index, stop_note=None)


def ask_players(settings, display):
    """Return `settings` with the kind of player of each colour chosen
    anew (human or computer), and the computer's level if it plays."""
    kinds, names = dict(settings.kinds), dict(settings.names)
    for player in PLAYERS:
        kinds[player] = ask_choice(display, 'Who plays %s?'
                                   % PLAYER_NAMES[player], list(KINDS),
                                   settings.kinds[player])
        if kinds[player] != settings.kinds[player]:
            names[player] = PLAYER_NAMES[player]
    settings = settings._replace(kinds=kinds, names=names)
    if computer_plays(settings):
        settings = settings._replace(level=start_menu.ask_level(
            display, settings.level))
    return settings
