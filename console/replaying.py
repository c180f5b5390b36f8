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
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from console import listening, player_input, screen, start_menu
from console.loading import agreed_end, load_record, settings_from_record
from console.questions import ask_choice, ask_yes_no
from console.settings import KINDS, computer_plays
from console.terminal import read_line, say
from game_files import notation, record_text, records
from history import History
from words import english, spoken, texts
from words.catalogue import Np_, _, n_, typed_word

# The words that end a replay, those that play on from the turn shown, and
# those that ask for its help.
# (Typed in English, or the words marked here in the language in use.)
QUIT_WORDS = ('q', Np_('command', 'quit'), 'exit', 'stop')
PLAY_WORDS = ('p', Np_('command', 'play'))
HELP_WORDS = (Np_('command', 'help'), '?', 'h')
BACK_WORDS = ('b', Np_('replay', 'back'))      # one turn back
REPLAY_WORDS = QUIT_WORDS + PLAY_WORDS + HELP_WORDS

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
        answer = replay_answer(display, index, last)
        while True:                 # board, mills, ..., neighbours 4
            if answer in listening.WORDS:
                say(listening.position_words(answer, replayed_history(
                    record, index), display))
            elif not player_input.neighbours_asked(answer):
                break
            answer = replay_answer(display, index, last)
        if answer in QUIT_WORDS:
            return None
        if answer in PLAY_WORDS:
            settings = play_on_settings(record, index, display)
            if settings is not None:
                say(texts.indented(
                    _('A new game goes on from turn %(turn)d of %(file)s.')
                    % {'turn': index, 'file': texts.short_file_name(path)},
                    ''))
                return settings
            continue
        index = replay_step(answer, index, last)
        if index is None:
            return None


def replay_prompt(display, index, last):
    """Return the replay's prompt at turn `index` of `last`: short in the
    words mode (help says the rest)."""
    if display.words_only:
        return _(spoken.REPLAY_PROMPT) % (index, last)
    return (_('Turn %(turn)d of %(last)d. Enter: next, b: back, a number: '
              'go to it, play, q: quit: ') % {'turn': index, 'last': last})


def replay_title(record, path):
    """Return the sentence that opens a replay: the file, the players, the
    date, the number of turns and the result."""
    headers = record.headers
    details = {'file': texts.short_file_name(path),
               'white': records.label_words(headers.get(
                   'White', texts.colour_name(WHITE))),
               'black': records.label_words(headers.get(
                   'Black', texts.colour_name(BLACK))),
               'date': headers.get('Date'), 'count': len(record.turns),
               'result': headers.get('Result', records.UNFINISHED)}
    if details['date'] is None:
        return n_('Replay of %(file)s: White is %(white)s, Black is '
                  '%(black)s; %(count)d turn, result %(result)s.',
                  'Replay of %(file)s: White is %(white)s, Black is '
                  '%(black)s; %(count)d turns, result %(result)s.',
                  details['count']) % details
    return n_('Replay of %(file)s: White is %(white)s, Black is %(black)s, '
              'played %(date)s; %(count)d turn, result %(result)s.',
              'Replay of %(file)s: White is %(white)s, Black is %(black)s, '
              'played %(date)s; %(count)d turns, result %(result)s.',
              details['count']) % details


def replay_answer(display, index, last):
    """Return the answer typed at the replay's prompt at turn `index`, in
    lower case, a word of the replay or the words mode in English."""
    typed = read_line(display, replay_prompt(display, index, last))
    return (typed_word(typed, REPLAY_WORDS + listening.WORDS)
            or typed_word(typed, BACK_WORDS, 'replay')
            or typed.strip().lower())


def replay_step(answer, index, last):
    """Return the turn to show after `answer` at turn `index` of `last`
    (None: the replay ends), after saying what was wrong with it."""
    if not answer:
        return None if index == last else index + 1
    if answer in BACK_WORDS:
        if index == 0:
            say(_('  This is the start of the game: there is no turn '
                  'before it.'))
        return max(index - 1, 0)
    if not english.WHOLE_NUMBER.fullmatch(answer):
        if answer not in HELP_WORDS:
            say(_('  Sorry: %s is not an answer of the replay.')
                % english.quoted(answer))
        say(texts.indented(_('Press Enter for the next turn, b to go back '
                             'or q to quit.')))
        say(texts.indented(_("Type a turn's number to go to it (0 is the "
                             'start), or play to play on.')))
        say(texts.indented(_(spoken.REPLAY_COMMANDS)))
        return index
    if len(answer) > len(str(last)) or int(answer) > last:
        say(n_('  There is no such turn: the record has %(count)d turn; '
               'type 0 to %(count)d.',
               '  There is no such turn: the record has %(count)d turns; '
               'type 0 to %(count)d.', last) % {'count': last})
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
        say(_('  Turn %(turn)d in notation: %(notation)s') % {
            'turn': index,
            'notation': notation.turn_to_notation(record.turns[index - 1])})
    if index == len(record.turns):
        for line in ending_lines(record, history):
            say(texts.indented(line))
        say(_('  That is the end of the record.'))


def ending_lines(record, history):
    """Return the lines that say why the game of `record` ended at its
    last turn (`history`): a rule's ending, an agreed draw or a
    resignation, a tournament's mistake (over the time limit, an illegal
    turn, an exception, ...), or the record's own words ([] for none)."""
    agreed_end(history, record.headers)
    ending = history.outcome()
    if ending is not None:
        return [texts.end_words(history, ending).splitlines()[0]]
    termination = record.headers.get('Termination')
    mistakes = record_text.mistakes_of(termination)
    if mistakes:
        return [_('%(player)s lost the game by a mistake: %(mistake)s.')
                % {'player': replayed_player(record, player),
                   'mistake': mistake.rstrip('.')}
                for player, mistake in mistakes]
    if termination:
        return [_('The record says how the game ended: %s.')
                % termination.rstrip('.')]
    return []


def replayed_player(record, player):
    """Return how the replay names the player of `player`'s men: 'White
    (greedy)', or the colour alone if the record names nobody else."""
    colour = texts.colour_name(player)
    name = records.label_words(record.headers.get(PLAYER_NAMES[player], ''))
    if not name or name == PLAYER_NAMES[player] or name == colour:
        return colour
    return '%s (%s)' % (colour, name)


# ---------------------------------------------------------------------------
# Playing on from the turn shown
# ---------------------------------------------------------------------------

def play_on_settings(record, index, display):
    """Return the Settings of a new game from turn `index` of a record,
    with its players and rules or players chosen anew; None (after saying
    why) if no game can go on from there."""
    if index > record.playable_turns:
        say(texts.indented(_('By these rules no game goes on after turn '
                             '%(turn)d (%(reason)s); go back to play on.')
                           % {'turn': record.playable_turns,
                              'reason': record.stop_note}))
        return None
    if rules.outcome(record.states[index]) is not None:
        say(_('  The game is over at turn %d: go back to a turn before its '
              'end to play on.') % index)
        return None
    settings = settings_from_record(record_up_to(record, index))
    if ask_yes_no(display, _("Play on with the record's players and "
                             'rules?'), True):
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
        kinds[player] = ask_choice(display, _('Who plays %s?')
                                   % texts.colour_name(player), list(KINDS),
                                   settings.kinds[player])
        if kinds[player] != settings.kinds[player]:
            names[player] = PLAYER_NAMES[player]
    settings = settings._replace(kinds=kinds, names=names)
    if computer_plays(settings):
        settings = settings._replace(level=start_menu.ask_level(
            display, settings.level))
    return settings
