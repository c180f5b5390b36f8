"""screen.py - the screen before a turn: the board as the game draws it, and
the status lines under it (the men of each player, the last turns in
words, and what the player to move does now); or, in the words mode, the
same in a sentence or two with nothing drawn.

drawing.py draws the board; the words come from words/texts.py; this
module puts them together.  Like them it returns strings: the entry script
and the console's dialogs print them.
"""

import rules
from board import opponent
from console.drawing import draw_board, last_turn_marks, pending_marks
from console.settings import is_person, people
from words import texts
from words.catalogue import _, n_
from words.english import list_words


def screen(history, display, pending=None, told=1, help_note=True,
           names=None):
    """Return the board and the status lines of a game as one string.

    `pending` is a turn that has just closed a mill and waits for the man
    to remove (its `removed`: None, or the first of two men removed): the
    screen then shows the board with the man already moved.
    `told`: how many of the last turns are told in words; `help_note`:
    whether a player's prompt follows (the task line then says that help
    lists the commands); `names`: the players' names ({player: name}) or
    None.  In the words mode (display.words_only) nothing is drawn: see
    words_screen.
    """
    state = history.state
    name = texts.player_name(state.to_move, names)
    if pending is None:
        shown_state, marks = state, last_turn_marks(history)
        last = texts.last_turns_words(history, told, names,
                                      notes=threat_notes(display))
        task_line = _(texts.TASKS[rules.phase(state, state.to_move)]) % name
    else:
        shown_state, marks = (rules.next_state(state, pending),
                              pending_marks(state, pending))
        last = _('Now: %s') % texts.describe_turn(state, pending, names=names)
        task_line = _("%(name)s, remove one of %(colour)s's men.") % {
            'name': name, 'colour': texts.colour_name(opponent(
                state.to_move))}
    if display.words_only:
        return words_screen(history, shown_state, last, task_line,
                            pending is not None, help_note, names)
    lines = ['', draw_board(shown_state.board, display.ascii_only,
                            display.colours, marks)]
    lines.extend(texts.count_lines(shown_state, names))
    if last:
        lines.append(texts.indented(last))
    warning = repetition_warning(state) if pending is None else None
    if warning and history.outcome() is None:
        lines.append(texts.indented(warning))
    if history.outcome() is None:
        note = ' ' + _('Type help for the commands.') if help_note else ''
        lines.append(texts.indented(task_line + note))
    return '\n'.join(lines)


def threat_notes(display):
    """Return what the words mode adds to each turn told (the mills it
    threatens or blocks: spoken.threat_words), or None when it is off."""
    if not display.words_only:
        return None
    from words import spoken    # the words mode's sentences, when it is on
    return spoken.threat_words


def words_screen(history, shown_state, last, task_line, removing,
                 prompt_follows, names=None):
    """Return the screen of the words mode (see words/spoken.py): nothing
    drawn, a sentence or two.  While a man waits to be `removing`, only the
    turn being made; else the board of `shown_state` and the mills each
    player threatens read out where a position starts (no turn played
    yet), the `last` turns in words and the men each player has.  The
    `task_line` is said only where no prompt follows to say it (a review,
    a replay)."""
    from words import spoken    # the words mode's sentences, when it is on
    if removing:
        return '\n' + texts.indented(last)
    lines = ['']
    if not history.turns:
        lines.append(spoken.board_words(shown_state.board, names))
        threats = spoken.position_threat_words(shown_state, names)
        if threats and history.outcome() is None:
            lines.append(texts.indented(threats))
    if last:
        lines.append(texts.indented(last))
    lines.append(texts.indented(spoken.men_words(shown_state, names)))
    if history.outcome() is None and not prompt_follows:
        lines.append(texts.indented(task_line))
    elif history.outcome() is None and not history.turns:
        lines.append(texts.indented(_(spoken.FIRST_SCREEN_NOTE)))
    return '\n'.join(lines)


def game_screen(game):
    """Return the screen of a game (history.Game) before a turn: its board
    and status lines, telling the last turn and, before it, the computer's
    turns that no board showed (and the help note only where a person
    types: not on the boards of a demonstration).  Before the first turn of
    a game from a position file, the file's task stands above the board."""
    settings, history = game.settings, game.history
    task = [] if history.turns else list(settings.task)
    return '\n'.join(task + [screen(
        history, game.display, told=turns_to_tell(history, settings),
        help_note=is_person(settings, history.state.to_move),
        names=settings.names)])


def repetition_warning(state):
    """Return the warning that a turn now draws the game by repetition (it
    brings a position back the third time), or None if none does."""
    drawing = [_('%(source)d to %(target)d') % turn._asdict()
               for turn in rules.turns_drawn_by_repetition(state)]
    if not drawing:
        return None
    return n_('Careful: %s brings a position back for the third time: the '
              'game is then drawn by repetition.',
              'Careful: %s bring a position back for the third time: the '
              'game is then drawn by repetition.',
              len(drawing)) % list_words(drawing)


def turns_to_tell(history, settings):
    """Return how many of the last turns a board tells: the last one, and
    before it the computer's turns that no board showed (when a person
    plays the computer, there is one board per round)."""
    if not people(settings):
        return 1
    count = 1
    while (count < len(history.turns) and not is_person(
            settings, history.states[-1 - count].to_move)):
        count += 1
    return count
