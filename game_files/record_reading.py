"""record_reading.py - a record's text read into a GameRecord, every turn
checked by the rules.

record_text.py cuts the text into headers and turn words; here the headers
give the start of the game, each turn word is played with rules.apply_turn,
and the end of the record is checked against its headers.  Everything here
is pure: text in, a value out; a problem is a records.RecordError naming
its line and saying what is wrong.
"""

from board import WHITE, board_from_string
from game_files.notation import TURN_WORD, list_in_notation, turn_from_names
from game_files.positions import parse_sanmill_fen
from game_files.record_text import (MOVE_NUMBER, group_turn_words,
                                    is_comment_line, movetext_words,
                                    read_headers, text_lines)
from game_files.records import (OPTION_HEADERS, RESULT_BY_WINNER, RESULTS,
                                UNFINISHED, GameRecord, RecordError,
                                parse_option, parse_player, position_problems,
                                reason_name)
from game_state import Options
from rules import (DEFAULT_OPTIONS, MOVE_LIMIT, REPETITION, THREE_MEN_LIMIT,
                   IllegalTurn, Turn, apply_turn, initial_state, legal_turns,
                   next_state, outcome, set_up_state)
from words.catalogue import _, n_, sentence_words
from words.english import parse_count, quoted
from words.texts import colour_name
from words.turn_problems import explain_illegal_turn

# The draws by these rules that another program may count differently: a
# record that goes on after one still replays (see GameRecord.stop_note).
RULE_DRAWS = (REPETITION, MOVE_LIMIT, THREE_MEN_LIMIT)


def parse_record(text):
    """Return the GameRecord written in `text`, every turn checked.

    Raises RecordError naming the line and the problem: a damaged header,
    a word that is not a turn, an illegal turn (with the legal turns there
    were), a file cut short, a result that does not match the moves.  A
    record that goes on where these rules end the game (by a draw another
    program counts differently, or with a last turn stopped before its
    removal) is read in full, with playable_turns and stop_note saying
    where play goes on and why.
    """
    if not text.strip():
        raise RecordError(None, _('the file is empty'))
    lines = text_lines(text)
    headers, header_lines, first_move_line = read_headers(lines)
    if not headers and not starts_with_turns(lines, first_move_line):
        raise RecordError(None, _('this is not a saved game: it starts '
                                  'with neither headers such as [Event '
                                  '"..."] nor turns such as 1. d6 f4'))
    words = movetext_words(lines, first_move_line)
    turn_words, marker, marker_line = group_turn_words(words)
    if not turn_words and not headers:
        raise RecordError(None, _('the file holds no headers and no turns: '
                                  'it is not a game record'))
    start = start_state(headers, header_lines)
    turns, states, playable, stop_note = play_turn_words(start, turn_words)
    check_record_end(headers, header_lines, turns, marker, marker_line,
                     len(lines))
    if stop_note is None:
        check_result_fits(headers, header_lines, states[-1], marker,
                          marker_line)
    return GameRecord(headers, start, turns, states, playable, stop_note)


def starts_with_turns(lines, first_line):
    """Return True if the first word from line `first_line` on (comments
    left out) is a move number, a turn or a result: a record's first word."""
    for line in lines[first_line - 1:]:
        words = line.split()
        if not words or is_comment_line(words[0]):
            continue
        word = words[0].rstrip('!?+#').lower()
        return bool(MOVE_NUMBER.match(word) or TURN_WORD.match(word)
                    or word in RESULTS or word.startswith('{'))
    return True                 # nothing but comments: said elsewhere


def start_state(headers, header_lines):
    """Return the State a record's game starts from, as its headers say."""
    check_game_is_ours(headers, header_lines)
    options = options_from_headers(headers, header_lines)
    first = WHITE
    if 'FirstPlayer' in headers:
        first = header_value(headers, header_lines, 'FirstPlayer',
                             parse_player)
    if headers.get('FEN') and 'Board' not in headers:
        return fen_start(headers, header_lines, options)
    if 'Board' not in headers:
        for name in ('WhiteInHand', 'BlackInHand'):
            if name in headers:
                raise header_error(header_lines, name, _(
                    'the header %s needs a Board header too') % name)
        return initial_state(options, first)
    return set_up_start(headers, header_lines, options, first)


def header_error(header_lines, name, problem):
    """Return the RecordError for a problem with the header `name`, on its
    line (or on no line when the record lacks that header)."""
    return RecordError(header_lines.get(name), problem)


def header_value(headers, header_lines, name, parse):
    """Return parse(the text of the header `name`); RecordError naming the
    header if parse raises ValueError."""
    try:
        return parse(headers[name])
    except ValueError as error:
        raise header_error(header_lines, name,
                           _('the header %(name)s: %(problem)s')
                           % {'name': name, 'problem': sentence_words(error)})


def check_game_is_ours(headers, header_lines):
    """Raise RecordError if the headers say the record is of another game."""
    variant = headers.get('Variant')
    if variant is not None and 'nine' not in variant.lower():
        raise header_error(header_lines, 'Variant', _(
            "this record is for %s; this game plays Nine Men's Morris")
            % quoted(variant))


def fen_start(headers, header_lines, options):
    """Return the State of a start given in Sanmill's FEN header (the
    side it names moves first), checked to make sense."""
    board, hands, first = header_value(headers, header_lines, 'FEN',
                                       parse_sanmill_fen)
    problems = position_problems(board, hands, first)
    if problems:
        raise header_error(header_lines, 'FEN', _(
            'the start position makes no sense: %s') % '; '.join(problems))
    return set_up_state(board, hands, first, options)


def options_from_headers(headers, header_lines):
    """Return the game_state.Options the option headers give (the default for
    each one that is missing)."""
    option_values = {}
    for name, field in OPTION_HEADERS:
        default = getattr(DEFAULT_OPTIONS, field)
        if name not in headers:
            option_values[field] = default
            continue
        is_switch = isinstance(default, bool)
        option_values[field] = header_value(
            headers, header_lines, name,
            lambda text: parse_option(text, is_switch))
    return Options(**option_values)


def set_up_start(headers, header_lines, options, first):
    """Return the State of a set-up start: the Board, WhiteInHand and
    BlackInHand headers, checked to make sense."""
    board = header_value(headers, header_lines, 'Board',
                         lambda text: board_from_string(text,
                                                        count_men=False))
    hands = []
    for name in ('WhiteInHand', 'BlackInHand'):
        if name not in headers:
            raise header_error(header_lines, 'Board', _(
                'a Board header needs WhiteInHand and BlackInHand headers '
                'too'))
        hands.append(header_value(headers, header_lines, name, parse_count))
    problems = position_problems(board, tuple(hands), first)
    if problems:
        raise header_error(header_lines, 'Board', _(
            'the start position makes no sense: %s') % '; '.join(problems))
    return set_up_state(board, tuple(hands), first, options)


def play_turn_words(start, turn_words):
    """Return (turns, states, playable turns, stop note) after checking
    every turn word with the rules (see GameRecord)."""
    state = start
    turns = []
    states = [start]
    playable, stop_note = None, None
    for index, turn_word in enumerate(turn_words):
        number, word, source, target, removals = turn_word
        try:
            turn = turn_from_names(source, target, removals)
        except ValueError as error:
            raise RecordError(number, _('%(turn)s: %(problem)s')
                              % {'turn': quoted(word),
                                 'problem': sentence_words(error)})
        try:
            after = apply_turn(state, turn)
        except IllegalTurn as error:
            last = index == len(turn_words) - 1
            note = stop_note_for(state, index, word, turn, last)
            if note is None:
                raise RecordError(number, illegal_turn_message(
                    state, index, word, turn, error))
            if playable is None:
                playable, stop_note = index, note
            after = next_state(state, turn)
        turns.append(turn)
        states.append(after)
        state = after
    if playable is None:
        playable = len(turns)
    return turns, states, playable, stop_note


def stop_note_for(state, index, word, turn, last):
    """Return why play must stop before a turn these rules refuse but a
    record may still hold, or None if the turn is simply illegal: the game
    was drawn by a rule another program counts differently, or the last
    turn closes a mill and the record stops before its removal."""
    where = _('turn %(number)d (%(player)s, %(turn)s)') % {
        'number': index + 1, 'player': colour_name(state.to_move),
        'turn': word}
    ending = outcome(state)
    if ending is not None:
        if ending.winner is not None or ending.reason not in RULE_DRAWS or \
                not is_listed(turn, legal_turns(state)):
            return None
        return (_('by these rules the game ended in a draw by the '
                  '%(reason)s before %(turn)s: a replay shows the record to '
                  'its end, a loaded game stops there')
                % {'reason': reason_name(ending.reason), 'turn': where})
    if last and turn.removed is None and any(
            (other.source, other.target) == (turn.source, turn.target)
            and other.removed is not None for other in legal_turns(state)):
        return (_('the record stops after %s closed a mill, before a man '
                  'was removed: play goes on before that turn') % where)
    return None


def is_listed(turn, turns):
    """Return True if `turn` is among `turns`, with its two removals (if
    it has two) in either order."""
    swapped = Turn(turn.source, turn.target, turn.second_removed,
                   turn.removed)
    return turn in turns or (turn.second_removed is not None
                             and swapped in turns)


def illegal_turn_message(state, index, word, turn, error):
    """Return the message for an illegal turn, with the legal turns there."""
    where = _('turn %(number)d (%(player)s), %(turn)s') % {
        'number': index + 1, 'player': colour_name(state.to_move),
        'turn': word}
    ending = outcome(state)
    if ending is not None:
        if ending.winner is None:
            how = _('a draw by %s') % reason_name(ending.reason)
        else:
            how = _('%(winner)s won (%(reason)s)') % {
                'winner': colour_name(ending.winner),
                'reason': reason_name(ending.reason)}
        return _('%(turn)s: the game was already over: %(how)s') % {
            'turn': where, 'how': how}
    points = [str(point) for point in turn if point is not None]
    return n_('%(turn)s (point %(points)s) is not legal: %(why)s. The legal '
              'turns there were: %(legal)s',
              '%(turn)s (points %(points)s) is not legal: %(why)s. The legal '
              'turns there were: %(legal)s', len(points)) % {
                  'turn': where, 'points': ' '.join(points),
                  'why': explain_illegal_turn(state, turn),
                  'legal': list_in_notation(legal_turns(state))}


def check_record_end(headers, header_lines, turns, marker, marker_line,
                     line_count):
    """Raise RecordError if the end of a record does not fit its headers."""
    if 'PlyCount' in headers:
        count = header_value(headers, header_lines, 'PlyCount', parse_count)
        removals = sum((turn.removed is not None)
                       + (turn.second_removed is not None) for turn in turns)
        if count not in (len(turns), len(turns) + removals):   # Sanmill
            # counts a removal as a ply of its own
            raise RecordError(header_lines['PlyCount'], n_(
                'the header says the game has %(said)d turn, but the file '
                'holds %(held)d (it may be cut short)',
                'the header says the game has %(said)d turns, but the file '
                'holds %(held)d (it may be cut short)', count)
                % {'said': count, 'held': len(turns)})
    result = headers.get('Result')
    if result is not None and result not in RESULTS:
        raise RecordError(header_lines['Result'], _(
            'the result %(result)s is not one of %(results)s')
            % {'result': quoted(result), 'results': ', '.join(RESULTS)})
    # No result marker: the game is unfinished (Sanmill writes none for a
    # game going on, and the autosave adds turns at its end), unless its
    # headers give a result: then the end of the file was lost.
    if marker is None and headers and not turns:
        raise RecordError(line_count, _('the file ends after its headers, '
                                        'without turns or a result marker: '
                                        'it may be cut short'))
    if marker is None and result not in (None, UNFINISHED):
        raise RecordError(line_count, _('the turns end without the result '
                                        'marker %s of the Result header: the '
                                        'file may be cut short') % result)
    if result is not None and marker is not None and marker != result:
        raise RecordError(marker_line, _('the result marker %(marker)s does '
                                         'not match the Result header '
                                         '%(result)s')
                          % {'marker': marker, 'result': result})


def check_result_fits(headers, header_lines, final, marker, marker_line):
    """Raise RecordError if the result claimed is not how the turns end."""
    result = headers.get('Result')
    ending = outcome(final)
    claimed = result if result is not None else marker
    if ending is not None and claimed not in (None, UNFINISHED) and \
            claimed != RESULT_BY_WINNER[ending.winner]:
        raise RecordError(header_lines.get('Result', marker_line),
                          _('the result says %(claimed)s, but the turns end '
                            'in %(result)s (%(reason)s)')
                          % {'claimed': claimed,
                             'result': RESULT_BY_WINNER[ending.winner],
                             'reason': reason_name(ending.reason)})
