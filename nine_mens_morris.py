"""nine_mens_morris.py - play Nine Men's Morris in a console or in IDLE.

How to run: `python3 nine_mens_morris.py` (on Windows `py`) asks a few
questions, then plays; `--help` lists the flags that answer them.  In IDLE
open this file and press F5; in Thonny press Run.

Glossary (point, board and player as in board.py; turn and state as in
rules.py):
    game    a history.Game: the turns so far, the settings, the screen
    players {WHITE: function, BLACK: function}: where each colour's turns
            come from: a person, the computer or a player file (players/)

Read board.py first, then rules.py, then this file from main() down.  The
rest is in folders, each with its reading order in its __init__.py: words/
(what the game says), console/ (screen and keyboard), computer/,
game_files/ (records, autosave), teaching/ and tournament/.
"""
import sys

CTRL_C_LOST = []    # a Ctrl-C Python could not pass on while loading


def note_lost_ctrl_c(unraisable):
    """Note a Ctrl-C that came while Python tidied up after an import,
    where it cannot be caught (Python would print it with a traceback);
    show any other such exception as Python does."""
    if issubclass(unraisable.exc_type, KeyboardInterrupt):
        CTRL_C_LOST.append(True)
    else:
        sys.__unraisablehook__(unraisable)


if __name__ == '__main__':      # run as the game, not imported by a test
    sys.unraisablehook = note_lost_ctrl_c
try:    # Ctrl-C while the game is still loading ends it politely too
    import random
    from collections import Counter

    import rules
    # computer/, teaching/, tournament/: imported where used, when chosen
    from console import flags, games, listening, screen, terminal
    from console.player_input import (BACK, HINT, QUIT, RESIGN, UNDO,
                                      TurnStopped, ask_one_point, ask_points,
                                      removal_hint, sorry, take_back_turns)
    from console.settings import is_person, people
    from console.terminal import say
    from words import texts
    from words.catalogue import _
    from words.english import OR, list_words, point_list
    from words.turn_problems import (destinations, moving_choices,
                                     problem_with_removal, problem_with_source,
                                     problem_with_target, removal_choices,
                                     target_choices, turns_with)
    if CTRL_C_LOST:
        raise KeyboardInterrupt
except KeyboardInterrupt:     # in English: no language is chosen yet
    sys.exit('Stopped with Ctrl-C. Goodbye!')

# EXPERIMENT: the "standard rules" when nobody chooses others (RULES.md's
# defaults).  Try rules.DEFAULT_OPTIONS._replace(flying=False) (nobody flies
# with three men) or ..._replace(move_limit=50), then run this file.
STANDARD_RULES = rules.DEFAULT_OPTIONS


def main(argv=None):
    """Start the program: read the settings, then play until the players
    stop (games one after the other; after the lesson or puzzles, the
    start menu again)."""
    # Ctrl-C, the input's end, a pipe: a game not kept safe is saved first
    with terminal.ending_politely(games.save_games_not_kept):
        terminal.prepare_streams()      # any console: '?' for what it lacks
        arguments = flags.parsed_flags(sys.argv[1:] if argv is None else argv)
        display = terminal.open_console(arguments)
        rng = random.Random(arguments.seed)
        settings = games.what_to_play(arguments, display, STANDARD_RULES,
                                      ask_person_turn)
        score = Counter()               # games won by each name, and draws
        while settings is not None:     # a game, a lesson or puzzles
            display = listening.display_for(settings, display)  # words mode
            if settings.activity == 'game':
                game = games.new_game(settings, display, rng)
                outcome = play_game(game, games.players_of(settings,
                                                           ask_person_turn))
                from console import between_games  # once a game has ended
                settings = between_games.after_the_game(
                    game, outcome, score, STANDARD_RULES, ask_person_turn)
            else:                       # then back to the start menu
                # the teaching, loaded when chosen, and the menu after it
                from console import between_games, practice
                practice.practise(settings, display, rng, ask_person_turn)
                settings = between_games.back_to_the_menu(display,
                                                          STANDARD_RULES)
        say(_('Goodbye!'))


def play_game(game, players):
    """Play `game` to its end; return its Outcome, or None if stopped."""
    history = game.history
    try:
        while history.outcome() is None:
            if is_placing(history.state):
                phase_one(game, players)
            else:
                phase_two(game, players)
    except TurnStopped:                     # the players typed quit
        say(_('  The game was stopped.'))
        return None
    say(screen.game_screen(game))
    say()
    say(texts.end_words(history, history.outcome(), game.settings.names))
    return history.outcome()


def phase_one(game, players):
    """Phase one: while men are left in hand, show the board and take a
    placing turn."""
    history = game.history
    while is_placing(history.state) and history.outcome() is None:
        show_board(game)
        take_turn(game, players)


def phase_two(game, players):
    """Phase two: while nobody has won, show the board and take a moving
    or flying turn (an undo back into placing returns to phase one)."""
    history = game.history
    while not is_placing(history.state) and history.outcome() is None:
        show_board(game)
        take_turn(game, players)


def show_board(game):
    """Print the board and the status lines before a turn (not before a
    computer's turn a person waits for: one board per round)."""
    settings = game.settings
    if is_person(settings, game.history.state.to_move) or not people(settings):
        say(screen.game_screen(game))


def is_placing(state):
    """Return True if the player to move still has men to place."""
    return rules.phase(state, state.to_move) == rules.PLACING


def take_turn(game, players):
    """Play one turn of the player to move, asked of its function in
    `players`.  A command may stop it instead: undo takes turns back, a
    draw agreed or a resignation ends the game, quit stops it (raised)."""
    history = game.history
    try:
        turn = players[history.state.to_move](game)
    except TurnStopped as stop:
        if stop.action == QUIT:
            raise
        if stop.action == UNDO:
            take_back_turns(game, stop.count)
        elif stop.action == RESIGN:
            history.resigned = history.state.to_move
        else:
            history.agreed_draw = True
    else:
        if turn is not None:                # None: undo in a half-made turn
            history.play(turn)
    from console import file_dialogs    # the autosave: from the first turn
    file_dialogs.keep_safe(game)    # Ctrl-C or a closed window loses nothing


# --- A person's turn, asked at the keyboard (console/games.py has the
# computer's and a player file's)

def ask_person_turn(game):
    """Return the turn the player to move types (lessons and puzzles too);
    None if it was taken back half-made."""
    if is_placing(game.history.state):
        return ask_placing_turn(game)
    return ask_moving_turn(game)


# --- The questions of a turn: each asks until the answer is legal ---------

def ask_placing_turn(game):
    """Return the placing turn typed, with the man it removes if any; None
    if the player took it back (undo) at the removal prompt."""
    state = game.history.state
    targets = destinations(state, None)
    name = texts.player_name(state.to_move, game.settings.names)
    prompt = _('%s, place a man: ') % name
    choices = _('You may place a man on %s.') % point_list(targets, OR)
    example = _('you are placing a man: type one point, like %d') % targets[0]
    while True:
        target = ask_one_point(game, prompt, choices, example)
        problem = problem_with_target(state, None, target)
        if problem is None:
            return ask_removals(game, None, target)
        sorry(problem)


def ask_moving_turn(game):
    """Return the moving (or flying) turn typed, with the man it removes;
    None if the player took it back (undo) at the removal prompt."""
    state = game.history.state
    turns = rules.legal_turns(state)
    example = '%d %d' % (turns[0].source, turns[0].target)
    prompt = texts.moving_prompt(state, example, game.settings.names)
    choices = moving_choices(state)
    while True:
        points = ask_points(game, prompt, choices)
        if not points:
            sorry(_('type the man to move and where it goes, like %s')
                  % example)
            continue
        problem = problem_with_source(state, points[0])
        if problem is None and len(points) == 2:
            problem = problem_with_target(state, *points)
        if problem:
            sorry(problem)
            continue
        target = points[1] if len(points) == 2 else ask_target(game, points[0])
        if target is not None:
            return ask_removals(game, points[0], target)


def ask_target(game, source):
    """Return where the man on `source` goes, or None to choose again
    (back, or undo: the man chosen is taken back)."""
    state = game.history.state
    targets = destinations(state, source)
    prompt = _('  %d to where? (or back): ') % source
    choices = target_choices(state, source)
    example = _('type only where the man goes, like %d') % targets[0]
    while True:
        target = ask_one_point(game, prompt, choices, example,
                               (BACK, UNDO))
        if target == UNDO:
            say(texts.indented(texts.unfinished_turn_words(
                state, source, names=game.settings.names)))
        if target in (BACK, UNDO):
            return None
        problem = problem_with_target(state, source, target)
        if problem is None:
            return target
        sorry(problem)


def ask_removals(game, source, target):
    """Return the turn from `source` to `target` with the men it removes:
    none, or one (two with the double-mill option) asked of the player;
    None if the player takes the turn back (undo) instead."""
    state = game.history.state
    turns = turns_with(rules.legal_turns(state), source, target)
    if not removal_choices(turns):
        return turns[0]
    say(screen.screen(game.history, game.display,
                      pending=rules.Turn(source, target),
                      names=game.settings.names))
    removed = ask_removal(game, source, target)
    if removed != UNDO:
        turns = turns_with(turns, source, target, removed)
        if removal_choices(turns, removed):     # the double-mill option
            removed = ask_removal(game, source, target, removed)
            turns = turns_with(turns, source, target, removed)
    if removed == UNDO:
        say(texts.indented(texts.unfinished_turn_words(
            state, source, target, game.settings.names)))
        return None
    return turns[0]


def ask_removal(game, source, target, first=None):
    """Return the point of the opponent's man the player removes (a second
    one after the man on `first`, when one turn removes two), or UNDO."""
    state = game.history.state
    turns = turns_with(rules.legal_turns(state), source, target, first)
    allowed = removal_choices(turns, first)
    prompt = texts.removal_prompt(state.to_move, allowed, first is not None,
                                  game.settings.names)
    choices = _('You may remove the man on %s.') % list_words(allowed)
    example = (_('type the one point of the man to remove, like %d')
               % allowed[0])
    while True:
        point = ask_one_point(game, prompt, choices, example,
                              (UNDO, HINT) + listening.WORDS)
        if point == HINT:
            say(removal_hint(state, turns, first, game.settings.names))
            continue
        if point in listening.WORDS:    # board, ...: the man already moved
            say(listening.pending_words(point, game, source, target, first))
            continue
        if point == UNDO:
            return point
        problem = problem_with_removal(state, source, target, point, first)
        if problem is None:
            return point
        sorry(problem)


if __name__ == '__main__':
    try:
        main()
    except KeyboardInterrupt:   # before main() guards the end, or a second
        sys.exit(_('Stopped with Ctrl-C. Goodbye!'))    # while saying it
