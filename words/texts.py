"""texts.py - the words of the game: a turn, the end of a game, the rules,
the help, and a player's name.

Every function here returns a string; printing is the caller's job.  A turn
is put into words in one place, describe_turn, which the screen, the
replay, the hint and the computer's benchmarks all use; a player is named
in one place, player_name, so that every line that names a player uses
the names the players typed.

Glossary (see board.py for player, rules.py for state and turn):
    names   {WHITE: name, BLACK: name}: what the players are called, or
            None (they are White and Black)
"""

import textwrap

import game_state
import rules
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE, opponent
from words import english
from words.catalogue import N_, _

# The widest line of words printed: a console 80 characters wide (and
# IDLE's window as it opens) would break longer lines inside a word.
LINE_WIDTH = 79

# REASON_SENTENCES[reason]: how the end of a game is told.  %(winner)s and
# %(loser)s are the players' names, %(limit)d the draw limit that struck.
REASON_SENTENCES = {
    rules.TWO_MEN: '%(loser)s is down to two men.',
    rules.BLOCKED: '%(loser)s cannot move: every man is blocked.',
    rules.REPETITION: 'the same position came up for the third time.',
    rules.MOVE_LIMIT: '%(limit)d turns of moving went by without a man '
                      'removed.',
    rules.THREE_MEN_LIMIT: 'both players had three men for %(limit)d turns '
                           'without a removal.',
    game_state.AGREED_DRAW: 'the players agreed.',
    game_state.RESIGNATION: '%(loser)s resigned.',
}

# TASKS[phase]: what the player to move does now, as the status line says.
TASKS = {
    rules.PLACING: 'place a man',
    rules.MOVING: 'move a man',
    rules.FLYING: 'fly a man (any man to any free point)',
}

# TURN_WORDS[form]: the pieces of a turn in words.  'told' tells a turn
# played ("White moved 3 to 4 and closed a mill; ..."), 'advice' suggests
# one ("move 3 to 4 and remove the man on 9"), 'brief' follows a player's
# name in a line of play ("moves 3 to 4 and removes 9").
TURN_WORDS = {
    'told': {
        rules.PLACING: '%(name)s placed a man on %(target)d',
        rules.MOVING: '%(name)s moved %(source)d to %(target)d',
        rules.FLYING: '%(name)s flew %(source)d to %(target)d',
        'mill': ' and closed %(mills)s',
        'removal': "; %(victim)s's man on %(removed)s was removed",
        'removals': "; %(victim)s's men on %(removed)s were removed",
    },
    'advice': {
        rules.PLACING: 'place a man on %(target)d',
        rules.MOVING: 'move %(source)d to %(target)d',
        rules.FLYING: 'fly %(source)d to %(target)d',
        'mill': '',
        'removal': ' and remove the man on %(removed)s',
        'removals': ' and remove the men on %(removed)s',
    },
    'brief': {
        rules.PLACING: 'places on %(target)d',
        rules.MOVING: 'moves %(source)d to %(target)d',
        rules.FLYING: 'flies %(source)d to %(target)d',
        'mill': '',
        'removal': ' and removes %(removed)s',
        'removals': ' and removes %(removed)s',
    },
}

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


# The longest file name printed whole; a longer one loses its middle.
FILE_NAME_WIDTH = 40


def indented(text, indent='  '):
    """Return `text` indented by `indent`, folded between words to
    LINE_WIDTH (the lines after the first two spaces further in)."""
    return textwrap.fill(text, LINE_WIDTH, initial_indent=indent,
                         subsequent_indent=indent + '  ',
                         break_on_hyphens=False)


def fitted(line, width=LINE_WIDTH):
    """Return `line` cut to `width` characters, its end shown as '...'
    when it is longer."""
    return line if len(line) <= width else line[:width - 3] + '...'


def position_not_used_words(path, what):
    """Return the note that the position file at `path` is not used, as
    `what` ('the lesson', 'a saved game') starts from its own position."""
    return indented('Note: the position in %s is not used: %s starts from '
                    'its own.' % (short_file_name(path), what), '')


def short_file_name(name):
    """Return a file name short enough to print: a long one keeps its
    start and its end, with '...' for the middle."""
    if len(name) <= FILE_NAME_WIDTH:
        return name
    keep = (FILE_NAME_WIDTH - 3) // 2
    return name[:keep] + '...' + name[-keep:]


def describe_turn(before, turn, form='told', names=None):
    """Return `turn`, played in state `before`, in words: a sentence that
    tells it (form 'told'), the words that suggest it ('advice'), or the
    few that follow a player's name ('brief'); `names` as player_name's."""
    player = before.to_move
    words = TURN_WORDS[form]
    removed = [point for point in (turn.removed, turn.second_removed)
               if point is not None]
    closed = rules.mills_closed(before.board, player, turn.target,
                                turn.source)
    pieces = {'name': player_name(player, names), 'source': turn.source,
              'target': turn.target,
              'victim': PLAYER_NAMES[opponent(player)],     # the men's colour
              'removed': english.list_words(removed, english.AND),
              'mills': 'two mills' if closed == 2 else 'a mill'}
    text = words[rules.phase(before, player)] % pieces
    if closed:
        text += words['mill'] % pieces
    if removed:
        text += words['removal' if len(removed) == 1 else 'removals'] % pieces
    return text + '.' if form == 'told' else text


def unfinished_turn_words(state, source, target=None, names=None):
    """Return what undo in the middle of a turn takes back: the man chosen
    to move (`target` None), or the placement or move before its removal."""
    name = player_name(state.to_move, names)
    if target is None:
        return 'Taken back: the choice of the man on %d. %s, choose again.' \
            % (source, name)
    turn = describe_turn(state, rules.Turn(source, target), 'advice')
    return 'Taken back: %s (the turn was not finished). %s, choose again.' \
        % (turn, name)


# COLOUR_NAMES[player]: the colour's name as the screen says it (board.py's
# PLAYER_NAMES are the names saved in files, always in English).
COLOUR_NAMES = {WHITE: N_('White'), BLACK: N_('Black')}


def colour_name(player):
    """Return the name of `player`'s colour in the language in use."""
    return _(COLOUR_NAMES[player])


def player_name(player, names=None):
    """Return how the screen calls `player`: 'White', or with a name given
    for the player, 'Ann (White)'."""
    colour = PLAYER_NAMES[player]
    if not names or names[player] in (colour, None):
        return colour
    return '%s (%s)' % (names[player], colour)


def count_lines(state, names=None):
    """Return one line per player: men in hand, on the board and removed."""
    return ['  %-6s %d in hand, %d on the board, %d removed' % (
        player_name(player, names) + ':', rules.men_in_hand(state, player),
        state.board.count(player), rules.men_removed(state, player))
        for player in PLAYERS]


def last_turns_words(history, told=1, names=None):
    """Return the last `told` turns of `history` in words ('Last turn: ...'
    or 'Last turns: ... ...'), or None if no turn was played."""
    told = min(told, len(history.turns))
    if not told:
        return None
    sentences = [describe_turn(before, turn, names=names) for before, turn in
                 zip(history.states[-1 - told:-1], history.turns[-told:])]
    return 'Last turn%s: %s' % ('' if told == 1 else 's', ' '.join(sentences))


def end_words(history, result, names=None):
    """Return the end of the game in words: who won, why, how many turns
    (the winner called by name if `names` give one)."""
    options = history.state.options
    limits = {rules.MOVE_LIMIT: options.move_limit,
              rules.THREE_MEN_LIMIT: options.three_men_limit}
    winner = result.winner
    words = {'limit': limits.get(result.reason, 0),
             'winner': player_name(winner, names) if winner else '',
             'loser': player_name(opponent(winner), names) if winner else ''}
    why = REASON_SENTENCES[result.reason] % words
    if winner is None:
        headline = 'The game is a draw: ' + why
    else:
        headline = '%s wins: %s' % (player_name(winner, names), why)
    lasted = english.plural(len(history.turns), 'turn')
    return '%s\nThe game lasted %s.' % (headline, lasted)


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


def help_words(commands):
    """Return how to type turns and the `commands` (word, what it does)."""
    width = max(len(word) for word, _ in commands)
    lines = '\n'.join('  %-*s %s' % (width, word, what)
                      for word, what in commands)
    return HELP_TEXT % {'commands': lines}
