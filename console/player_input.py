"""player_input.py - what a player types at a prompt: points and commands.

A turn is typed as point numbers ('5', '3 4', '3-4', 'd6-d5').  At any
prompt a player may also type a command (help, rules, moves, board,
neighbours 4, hint, hint all, undo, draw, save, quit); ask_points() does the command and asks
again, so the question functions of nine_mens_morris.py only ever see
points.

Glossary (see board.py for point):
    choices   what may be typed at a prompt now, in words: the `moves`
              command prints it
"""

import rules
from board import opponent
from console import listening
from console.settings import is_person
from console.terminal import read_line, say
from words import texts
from words.catalogue import (N_, Np_, _, p_, sentence_words, typed_word,
                             word_shown)

# What a command may do besides printing: stop the turn being asked.
UNDO = 'undo'
HINT = 'hint'
QUIT = 'quit'
DRAW = 'draw'
RESIGN = 'resign'
# The word that, where a man's move goes is asked, chooses another man.
BACK = Np_('command', 'back')


class TurnStopped(Exception):
    """A command stopped the turn being asked: undo, quit, an agreed draw
    or a resignation."""

    def __init__(self, action, count=1):
        Exception.__init__(self, action)
        self.action = action        # UNDO, QUIT, DRAW or RESIGN
        self.count = count          # how many turns an undo takes back


# ---------------------------------------------------------------------------
# Points and mistakes
# ---------------------------------------------------------------------------

def sorry(problem):
    """Return nothing; print what was wrong with the line typed."""
    say(texts.indented(_('Sorry: %s.') % sentence_words(problem)))


def ask(game, prompt, choices, allow_empty=False, words=()):
    """Return the first line typed at `prompt` that is no command, or one
    of `words` (which win over a command of the same name); commands are
    done on the way; `choices` is what the `moves` command prints."""
    while True:
        text = read_line(game.display, prompt).strip()
        if not text and not allow_empty:
            continue
        word = typed_word(command_word(text), words)
        if word is not None:
            return word
        if not run_command(game, text, choices):
            return text


def ask_points(game, prompt, choices, words=()):
    """Return the points typed at `prompt` (a list, maybe empty), or one of
    `words` if that was typed; a line that names no points is asked again."""
    while True:
        text = ask(game, prompt, choices, words=words)
        if text in words:
            return text
        from console.typed_points import parse_points  # once a line is typed
        try:
            return parse_points(text)
        except ValueError as problem:
            sorry(problem)


def ask_one_point(game, prompt, choices, example, words=()):
    """Return the one point typed at `prompt`, or one of `words` if that
    was typed; any other number of points gets `example` (what to type)."""
    while True:
        points = ask_points(game, prompt, choices, words)
        if points in words or len(points) == 1:
            return points if points in words else points[0]
        sorry(example)


# ---------------------------------------------------------------------------
# Commands: words a player may type at any prompt
# ---------------------------------------------------------------------------

def help_text(english_too=True):
    """Return how to type turns and the commands, as `help` prints them
    (each command in the language in use, and in English if `english_too`
    and it differs: the rules sheet has room for one word only)."""
    return texts.help_words([(word_shown(word) if english_too
                              else p_('command', word), _(what))
                             for word, what, function in COMMANDS])


def show_help(game, choices):
    """Return nothing; print how to type and the commands."""
    say(help_text())


def show_rules(game, choices):
    """Return nothing; print the rules of this game."""
    say(texts.rules_words(game.history.state.options))


def show_moves(game, choices):
    """Return nothing; print the legal choices at this prompt."""
    say(texts.indented(choices))


def show_hint(game, choices):
    """Return nothing; print the turn the computer would play, and why."""
    from teaching import hints      # loaded at the first hint
    say(_('  Thinking about a hint...'))
    state = game.history.state
    turn, reason = hints.suggest_turn(state)
    say(texts.indented(_('Hint: %(turn)s. It %(reason)s.') % {
        'turn': texts.describe_turn(state, turn, 'advice'),
        'reason': reason}))


def show_endgame_listing(game, choices):
    """Return nothing; print every legal turn with its exact value where
    the solved endgames know them (three men against three or four)."""
    from teaching import endgame_advice     # loaded when asked for
    for line in endgame_advice.endgame_listing_lines(game.history.state):
        say(texts.indented(line))


def removal_hint(state, turns, first=None, names=None):
    """Return the hint at a removal prompt: which man to remove, of the
    `turns` the placement or move already made allows, and why (the turn
    already made is not repeated)."""
    from computer import plain_search       # loaded at the first hint
    from teaching import hints
    say(_('  Thinking about a hint...'))
    best = hints.hint_turn(state)
    why = _(": it is the removal the computer's search rates best")
    if best not in turns:
        best = min(turns, key=lambda turn: plain_search.evaluate(
            rules.next_state(state, turn)))
        why = (_(": of the men you may remove, it leaves %s the weakest "
                 "position by the computer's count")
               % texts.player_name(opponent(state.to_move), names))
    if first is None:
        why = hints.removal_reason(state, best, rules.next_state(
            state, best)) or why
    point = best.removed if first is None else best.second_removed
    return texts.indented(_('Hint: remove the man on %(point)d%(why)s.')
                          % {'point': point, 'why': why})


def undo(game, choices, count=1):
    """Return nothing if there is nothing to undo; else stop the turn, to
    take back `count` turns (undo 2: two)."""
    if count < 1:
        say(undo_note())
        return
    if not can_take_back(game):
        say(_('  There is no turn to take back.'))
        return
    raise TurnStopped(UNDO, count)


def can_take_back(game):
    """Return True if a turn can be taken back: a person was to move before
    one of the turns played (the computer's turns go back with theirs)."""
    return any(is_person(game.settings, state.to_move)
               for state in game.history.states[:-1])


def take_back_turns(game, count=1):
    """Take back turns until a human player is to move, `count` times (or
    as often as there are turns to take back); say which."""
    history = game.history
    taken = []
    for unused in range(count):
        if not can_take_back(game):
            break
        while True:
            before, turn = history.last_turn()
            history.take_back()
            taken.insert(0, texts.describe_turn(before, turn,
                                                names=game.settings.names))
            if (is_person(game.settings, history.state.to_move)
                    or not history.turns):
                break
    say(texts.indented(_('Taken back: %s') % ' '.join(taken)))


def offer_draw(game, choices):
    """Return nothing if no draw is offered or it is declined; stop the
    game if it is accepted.  The player is asked first: a player who types
    draw to see what it does has not offered one yet."""
    if game.settings.activity != 'game':
        say(_('  There is no draw in a lesson or a puzzle: play it out.'))
        return
    offering = game.history.state.to_move
    other = opponent(offering)
    names = game.settings.names
    if not ask_yes_no_or_quit(game.display, _('  Offer a draw? (%s accepts '
                                              'or declines)')
                              % texts.player_name(other, names), False):
        say(_('  No draw offered; the game goes on.'))
        return
    if not is_person(game.settings, other):
        from computer import computer_player    # it plays `other`
        accepted = computer_player.accepts_draw(game.history.state)
        say((_('  The computer (%s) accepts the draw.') if accepted else
             _('  The computer (%s) declines the draw.'))
            % texts.colour_name(other))
    else:
        question = _('%(offering)s offers a draw. %(other)s, do you '
                     'accept?') % {
            'offering': texts.player_name(offering, names),
            'other': texts.player_name(other, names)}
        from console.questions import ask_yes_no    # asked only here
        accepted = ask_yes_no(game.display, question, False)
    if accepted:
        raise TurnStopped(DRAW)
    say(_('  %s plays on.') % texts.player_name(other, names))


def resign(game, choices):
    """Return nothing if the player does not resign after all; stop the
    game, lost, if the player does."""
    if game.settings.activity != 'game':
        say(_('  There is no resigning in a lesson or a puzzle: quit ends '
              'it.'))
        return
    name = texts.player_name(game.history.state.to_move, game.settings.names)
    if not ask_yes_no_or_quit(game.display,
                              _('  Resign? %s loses the game.') % name, False):
        say(_('  Not resigned; the game goes on.'))
        return
    raise TurnStopped(RESIGN)


def save_game(game, choices):
    """Return nothing; save the game so far, then ask the same prompt again."""
    if game.settings.activity != 'game':
        say(_('  A lesson or a puzzle is not saved: its position is always '
              'the same.'))
        return
    from console import file_dialogs    # loaded with the first turn kept
    if file_dialogs.save_dialog(game):
        say(_('  The game goes on.'))


def quit_game(game, choices):
    """Return never: stop the game at once."""
    raise TurnStopped(QUIT)


def ask_yes_no_or_quit(display, question, default):
    """Return True for yes, False for no (Enter: `default`); quit stops
    the game (TurnStopped), as it does at a turn's prompt."""
    from console.questions import ask_yes_no    # when a command asks
    answer = ask_yes_no(display, question, default, QUIT)
    if answer == QUIT:
        raise TurnStopped(QUIT)
    return answer


# COMMANDS: (word, what it does, function(game, choices)).  A function
# returns nothing to ask the same prompt again, or raises TurnStopped.  A
# command is typed in English or in the language in use.
COMMANDS = (
    (Np_('command', 'help'), N_('this list'), show_help),
    (Np_('command', 'rules'), N_('the rules of this game'), show_rules),
    (Np_('command', 'moves'), N_('what you may type here now'), show_moves),
) + listening.COMMANDS + (
    (Np_('command', 'hint'), N_('the turn the computer would play, and why'),
     show_hint),
    (Np_('command', 'hint all'),
     N_('with 3 men against 3 or 4: every turn and its exact result'),
     show_endgame_listing),
    (Np_('command', 'undo'),
     N_('take back a turn (against the computer: to your turn); undo 2: two'),
     undo),
    (Np_('command', 'draw'),
     N_('offer a draw (asked first); the other player accepts or not'),
     offer_draw),
    (Np_('command', 'resign'),
     N_('give up the game (asked first): the other player wins'), resign),
    (Np_('command', 'save'),
     N_('save the game so far to a file (it goes on after)'), save_game),
    (Np_('command', 'quit'), N_('stop the game (or q, or stop)'), quit_game),
)
COMMAND_NAMES = [name for name, what, function in COMMANDS]

# Other words for the commands (in English: typed in any language).
COMMAND_ALIASES = {'?': 'help', 'exit': 'quit', 'q': 'quit', 'stop': 'quit',
                   'takeback': 'undo', 'drawing': 'picture',
                   'neighbors': 'neighbours'}
# Words a player may add to a command without changing it: 'help me',
# 'hint please' (and their translation, a list of words too).
POLITE_WORDS = Np_('words that may follow a command',
                   'me please pls now the game a thanks')


def undo_note():
    """Return what undo does, said when it is typed wrong."""
    return _('  undo takes back the last turn; undo 2 takes back two.')


def polite_words():
    """Return the words that may follow a command, in English and in the
    language in use."""
    return set(POLITE_WORDS.split()) | set(
        p_('words that may follow a command', POLITE_WORDS).lower().split())


def known_command(typed):
    """Return the command that `typed` (lower case) names, in English or
    in the language in use, or one of its aliases; else None."""
    return COMMAND_ALIASES.get(typed) or typed_word(typed, COMMAND_NAMES)


def command_word(text):
    """Return the command typed, in English and lower case, an alias
    replaced and polite words after it left out ('help me' is help; 'hilfe'
    is help in German); other text as it is, in lower case."""
    typed = ' '.join(text.lower().split())
    first, space, rest = typed.partition(' ')
    if known_command(typed):
        return known_command(typed)
    if known_command(first) and all(extra in polite_words()
                                    for extra in rest.split()):
        return known_command(first)
    return typed


def undo_count(text):
    """Return how many turns 'undo 2' takes back (None if `text` is no
    undo with a number)."""
    words = text.strip().lower().split()
    if len(words) == 2 and known_command(words[0]) == UNDO \
            and words[1].isdigit():
        return int(words[1])
    return None


def run_command(game, text, choices):
    """Return True if `text` was a command (and do it), else False."""
    count = undo_count(text)
    if count is not None:
        undo(game, choices, count)
        return True
    word = command_word(text)
    for name, what, function in COMMANDS:
        if word == name:
            function(game, choices)
            return True
    if neighbours_asked(text):
        return True
    if [known_command(word) for word in text.lower().split()[:1]] == [UNDO]:
        say(undo_note())
        return True
    return False


def neighbours_asked(text):
    """Return True if `text` asks for a point's neighbours ('neighbours 4',
    'nachbarn d6'), once they are said (or what is wrong with the point,
    or how the command is typed); else False."""
    first, space, point = text.strip().partition(' ')
    if known_command(first.lower()) != listening.NEIGHBOURS:
        return False
    if not point.strip():
        listening.say_neighbours_note(None, None)
        return True
    try:
        say(listening.neighbours_words(point))
    except ValueError as problem:
        sorry(problem)
    return True


def wait_for_enter(game):
    """Return nothing once Enter is pressed (commands work here too, and q
    quits, as in a replay)."""
    while True:
        text = ask(game, _('Press Enter for the next turn (q: quit): '),
                   _('Press Enter and the computer plays the next turn.'),
                   allow_empty=True)
        if not text:
            return
        sorry(_('press Enter for the next turn, or type a command such as '
                'help or quit'))
