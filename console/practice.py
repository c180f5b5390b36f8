"""teaching.py - the lesson, the puzzles and the review, at the console.

lessons.py, puzzles.py and review.py decide what is right and why; this
module shows their positions and sentences and reads the student's turns
with the game's own questions (passed in as `ask_turn`, so that a turn is
typed exactly as in a game, and an illegal one gets the rules' sentence).

Glossary (see history.py for game):
    ask_turn   the function that asks the player to move for a turn and
               returns it: nine_mens_morris.ask_person_turn
"""

import random

from board import PLAYERS, opponent
from computer import endgame
from console import loading, screen
from console.player_input import QUIT, TurnStopped, ask_yes_no_or_quit
from console.questions import ask_yes_no
from console.settings import Settings
from console.terminal import say
from game_state import COMPUTER, HUMAN
from history import Game, History
from teaching import lessons, mistake_puzzles, puzzles, review, review_words
from words import texts
from words.catalogue import _, n_

# How many puzzles a set for the console has.
PUZZLES_IN_A_SET = 6

# How often the review says how far it has got (every this many turns).
PROGRESS_EVERY = 10


def practise(settings, display, rng, ask_turn):
    """Return nothing; play what `settings` choose other than a game: the
    lesson, or a set of puzzles."""
    if settings.activity == 'lesson':
        play_lesson(display, ask_turn, rng)
    else:
        play_puzzles(display, ask_turn, rng, settings.puzzle_set,
                     settings.difficulty)


def practice_game(state, display, rng, activity, defender=HUMAN):
    """Return a Game of a lesson or a puzzle (`activity`) from `state`,
    where a human plays the player to move and `defender` the other side."""
    kinds = {player: HUMAN for player in PLAYERS}
    kinds[opponent(state.to_move)] = defender
    settings = Settings(kinds, 'white', state.options, 'easy', 'pause',
                        activity=activity)
    return Game(History(state), settings, display, rng)


def ask_practice_turn(game, ask_turn):
    """Return the turn the student types, or None to ask again (a command
    such as undo stopped it); TurnStopped goes on up for quit."""
    history = game.history
    told = min(2, len(history.turns)) or 1
    say(screen.screen(history, game.display, told=told))
    try:
        return ask_turn(game)
    except TurnStopped as stop:
        if stop.action == QUIT:
            raise
        return None


def ask_judged_turn(game, ask_turn, judge):
    """Return what `judge(turn)` says of the next turn the student types
    (asked again after a command such as undo), once its sentence is
    said."""
    while True:
        turn = ask_practice_turn(game, ask_turn)
        if turn is not None:
            verdict = judge(turn)
            say(texts.indented(verdict.sentence))
            return verdict


# ---------------------------------------------------------------------------
# The lesson
# ---------------------------------------------------------------------------

def play_lesson(display, ask_turn, rng):
    """Return nothing; take the student through the steps of the lesson
    (quit leaves it)."""
    steps = len(lessons.LESSON)
    say(texts.indented(n_('A lesson in %d step: it shows a position and '
                          'says what to do; type your turn as in a game. '
                          'Type quit to leave.',
                          'A lesson in %d steps: each shows a position and '
                          'says what to do; type your turn as in a game. '
                          'Type quit to leave.', steps) % steps, ''))
    try:
        for number, step in enumerate(lessons.LESSON, 1):
            play_step(number, step, display, ask_turn, rng)
    except TurnStopped:
        say(_('  The lesson was stopped.'))
        return
    say(texts.indented(_('That was the whole lesson: you know every rule. '
                         'Play a game against the computer at the beginner '
                         'level next.'), ''))


def play_step(number, step, display, ask_turn, rng):
    """Return nothing once the student has answered the step right."""
    say()
    say(_('Step %(number)d of %(steps)d: %(title)s')
        % {'number': number, 'steps': len(lessons.LESSON),
           'title': _(step.title)})
    say(texts.indented(_(step.task)))
    game = practice_game(lessons.step_state(step), display, rng, 'lesson')
    while not ask_judged_turn(game, ask_turn, lambda turn: (
            lessons.judge_answer(step, turn))).correct:
        say(texts.indented(_('Try again: %s') % _(step.task)))


# ---------------------------------------------------------------------------
# Puzzles
# ---------------------------------------------------------------------------

def play_puzzles(display, ask_turn, rng, seed, difficulty):
    """Return nothing; set the student the puzzles of the set `seed` of
    this difficulty, one after the other, and say how many were solved
    (quit leaves)."""
    endgame.start_solving()     # the judge needs it; done while they look
    found = puzzles.make_puzzles(seed, difficulty, PUZZLES_IN_A_SET)
    say(texts.indented(n_('%(count)d puzzle (%(difficulty)s, set %(set)d). '
                          'In it you are to move and win against the '
                          'perfect defence.',
                          '%(count)d puzzles (%(difficulty)s, set %(set)d). '
                          'In each you are to move and win against the '
                          'perfect defence.', len(found))
                       % {'count': len(found),
                          'difficulty': puzzles.difficulty_name(difficulty),
                          'set': seed}, ''))
    solved = 0
    try:
        for number, puzzle in enumerate(found, 1):
            say()
            say(_('Puzzle %(number)d of %(count)d. %(title)s.')
                % {'number': number, 'count': len(found),
                   'title': puzzles.puzzle_title(puzzle)})
            solved += solve_puzzle(puzzle, display, ask_turn, rng)
    except TurnStopped:
        say(_('  The puzzles were stopped.'))
    say(n_('  You solved %(solved)d of %(count)d puzzle.',
           '  You solved %(solved)d of %(count)d puzzles.', len(found))
        % {'solved': solved, 'count': len(found)})


def solve_puzzle(puzzle, display, ask_turn, rng):
    """Return True once the puzzle is won; False when the student gives it
    up after a turn that threw the win away (they may try that turn again;
    if not, the answer is shown)."""
    game = practice_game(puzzle.state, display, rng, 'puzzles',
                         defender=COMPUTER)
    history = game.history
    while history.outcome() is None:
        turn = ask_practice_turn(game, ask_turn)
        if turn is None:
            continue
        if not endgame.solution_is_ready():
            say(_('  (A moment: the computer is still solving the '
                  'endgame.)'))
        judgement = puzzles.judge_turn(history.state, turn)
        say(texts.indented(judgement.sentence[0].upper()
                           + judgement.sentence[1:] + '.'))
        if judgement.kind in (puzzles.DRAW, puzzles.LOSS):
            if ask_yes_no_or_quit(display, _('Try that turn again?'), True):
                continue
            say(texts.indented(puzzles.answer_text(history.state)))
            return False
        history.play(turn)
        if history.outcome() is None:       # the next board tells it
            history.play(puzzles.best_turn(history.state))
    say(screen.screen(history, display))
    say(_('  Solved!'))
    return True


# ---------------------------------------------------------------------------
# The review
# ---------------------------------------------------------------------------

def review_history(history, display, players=PLAYERS, ask_turn=None):
    """Return nothing; go over a game and show the turns where the
    position of one of `players` got much worse, and the better turns;
    then, if there were any and `ask_turn` is given, offer to play them
    again as puzzles."""
    total = len(history.turns)
    say(texts.indented(n_('Reviewing the game (%d turn; about a second '
                          'for every twenty turns)...',
                          'Reviewing the game (%d turns; about a second '
                          'for every twenty turns)...', total) % total))

    def progress(done, total):
        if done % PROGRESS_EVERY == 0 and done < total:
            say(n_('  ... %(done)d of %(total)d turn',
                   '  ... %(done)d of %(total)d turns', total)
                % {'done': done, 'total': total})

    mistakes = review.review_game(history.start, history.turns, players,
                                  progress=progress)
    for mistake in mistakes:
        before = History(mistake.before)
        say(screen.screen(before, display, help_note=False))
        say(texts.indented(review_words.mistake_text(mistake)))
    for sentence in review_words.review_summary(mistakes, players):
        say(texts.indented(sentence))
    if mistakes and ask_turn is not None and ask_yes_no(
            display, _('Play these turns again as puzzles (find a better '
                       'turn)?'), False, False):
        practise_mistakes(mistakes, display, ask_turn, random.Random())


def review_file(path, display, ask_turn=None):
    """Return nothing; review the game in the record at `path` (and offer
    its mistakes as puzzles, with `ask_turn`)."""
    record = loading.load_record(path)
    if record is not None:
        playable = record.playable_turns
        review_history(History(record.start, record.turns[:playable],
                               record.states[:playable + 1]), display,
                       ask_turn=ask_turn)


# ---------------------------------------------------------------------------
# A student's mistakes as puzzles
# ---------------------------------------------------------------------------

def practise_mistakes(mistakes, display, ask_turn, rng):
    """Return nothing; set the review's mistakes that a deeper look
    confirms as puzzles, one after the other, and say how many were
    solved (quit leaves)."""
    say(texts.indented(n_('Checking the %d turn with a deeper search...',
                          'Checking the %d turns with a deeper search...',
                          len(mistakes)) % len(mistakes)))
    found = mistake_puzzles.confirmed_puzzles(mistakes)
    left_out = len(mistakes) - len(found)
    if left_out:
        say(texts.indented(n_('The deeper search finds %d of these turns '
                              'about as good as the best, so it is left '
                              'out.',
                              'The deeper search finds %d of these turns '
                              'about as good as the best, so they are left '
                              'out.', left_out) % left_out))
    solved = 0
    try:
        for number, puzzle in enumerate(found, 1):
            say()
            say(texts.indented(_('Puzzle %(number)d of %(count)d. '
                                 '%(task)s') % {
                'number': number, 'count': len(found),
                'task': mistake_puzzles.task_text(puzzle)}, ''))
            solved += retry_mistake(puzzle, display, ask_turn, rng)
    except TurnStopped:
        say(_('  The puzzles were stopped.'))
    if found:
        say(_('  You found a better turn in %(solved)d of %(count)d.')
            % {'solved': solved, 'count': len(found)})


def retry_mistake(puzzle, display, ask_turn, rng):
    """Return True once the student finds a better turn than the one
    played; False when they give up (the answer is then shown)."""
    game = practice_game(puzzle.mistake.before, display, rng, 'puzzles')
    while True:
        verdict = ask_judged_turn(game, ask_turn, lambda turn: (
            mistake_puzzles.judge(puzzle, turn)))
        if verdict.better:
            return True
        if not ask_yes_no_or_quit(display, _('Try again?'), True):
            say(texts.indented(mistake_puzzles.answer_text(puzzle)))
            return False
