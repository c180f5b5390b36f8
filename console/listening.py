"""listening.py - the words mode at the console: the commands that read the
position aloud, for a screen reader or a braille display.

In the words mode (--words, or the start menu's choice) the screen draws
nothing: screen.py tells each turn in a sentence or two.  The commands
below read the rest on request, at any prompt and in every mode: `board`
(each player's men and the empty points), `mills` (closed, and one man
short), `threats` (where a mill can close next turn), `picture` (the
drawn board, for a sighted helper) and `neighbours 4` (the points next to
4 and the lines through it).  Their sentences are in words/spoken.py,
loaded when a command is typed (or the words mode is on: screen.py).

Glossary (see history.py for game, player_input.py for choices):
    command   (word, what it does, function(game, choices)), as in
              player_input.COMMANDS
"""

import rules
from console import screen
from console.terminal import say
from words import texts
from words.catalogue import N_, Np_, _, p_


def display_for(settings, display):
    """Return the Display to play `settings` with: `display`, in the words
    mode if the start menu chose it (settings.words)."""
    if settings is not None and settings.words:
        return display._replace(words_only=True)
    return display


def position_words(word, history, display, names=None, pending=None):
    """Return what the command `word` (board, mills, threats or picture)
    says about the position after the turns of `history`; with `pending`,
    a turn waiting for its removal (as screen.screen takes it), about the
    position with its man already moved, as its screen shows it."""
    from words import spoken    # the position in words, when asked for
    state = history.state
    if pending is not None:
        state = rules.next_state(state, pending)
    if word == 'board':
        return spoken.board_words(state.board, names)
    if word == 'mills':
        return spoken.mills_words(state.board, names)
    if word == 'threats':
        return spoken.threats_words(state, names)
    return '\n'.join([texts.indented(_(spoken.PICTURE_NOTE)), screen.screen(
        history, display._replace(words_only=False), pending=pending,
        help_note=False, names=names)])


def pending_words(word, game, source, target, first=None):
    """Return what the command `word` says at a removal prompt: about the
    position as its screen shows it, the man from `source` (None: placed)
    already on `target` (and the man on `first` removed, before a second)."""
    return position_words(word, game.history, game.display,
                          game.settings.names,
                          pending=rules.Turn(source, target, first))


def command(word):
    """Return the function of the command `word`, as player_input runs its
    commands (game, choices): it says what position_words says."""
    def read_aloud(game, choices):
        """Return nothing; say what `word` says about the game."""
        say(position_words(word, game.history, game.display,
                           game.settings.names))
    return read_aloud


def neighbours_words(typed):
    """Return what `neighbours` says of the point `typed` ('4', 'd6'): the
    points next to it and the lines through it; ValueError if `typed`
    names no point."""
    from console.typed_points import parse_point    # a point typed
    from words import spoken    # the position in words, when asked for
    return texts.indented(spoken.neighbours_words(parse_point(typed)))


def say_neighbours_note(game, choices):
    """Return nothing; say how the neighbours command is typed (typed with
    a point, player_input runs neighbours_words instead)."""
    say(texts.indented(_('Type %(word)s and a point, like %(word)s 4, to '
                         'hear the points next to it and the lines through '
                         'it.') % {'word': p_('command', NEIGHBOURS)}))


# READING_COMMANDS: (word, what it does) of the commands that read the
# position, as the help lists them (the word is typed as it is; what it
# does is translated).
READING_COMMANDS = (
    (Np_('command', 'board'),
     N_("read the board: each player's men and the empty points")),
    (Np_('command', 'mills'),
     N_('the closed mills, and the mills one man short')),
    (Np_('command', 'threats'),
     N_('where each player can close a mill next turn')),
    (Np_('command', 'picture'),
     N_('print the board as drawn (for a sighted helper)')),
)

# The command that tells a point's neighbours and the lines through it
# (typed with the point: neighbours 4), and what it does.
NEIGHBOURS_COMMAND = (
    Np_('command', 'neighbours'),
    N_("a point's neighbours and the lines through it: neighbours 4"))
NEIGHBOURS = NEIGHBOURS_COMMAND[0]

# COMMANDS: the words mode's commands, as player_input.COMMANDS lists them
# (what each does marked for the catalogue, translated by the help).
COMMANDS = tuple((word, what, command(word))
                 for word, what in READING_COMMANDS) + (
    NEIGHBOURS_COMMAND + (say_neighbours_note,),)

# The words of the commands that read the position (at a removal prompt
# and in a replay too).
WORDS = tuple(word for word, what in READING_COMMANDS)
