"""teaching.py - the lesson, the puzzles and the review, at the console.

lessons.py, puzzles.py and review.py decide what is right and why; this
module shows their positions and sentences and reads the student's turns
with the game's own questions (passed in as `ask_turn`, so that a turn is
typed exactly as in a game, and an illegal one gets the rules' sentence).

Glossary (see history.py for game):
    ask_turn   the function that asks the player to move for a turn and
               returns it: nine_mens_morris.ask_person_turn
"""

from board import PLAYERS, opponent
from console import file_dialogs, screen
from console.drawing import draw_board
from console.player_input import QUIT, TurnStopped
from console.settings import Settings
from console.terminal import ask_yes_no, say
from game_files import record_files
from game_files.records import COMPUTER, HUMAN
from history import Game, History
from teaching import lessons, puzzles, review
from words import english, spoken, texts

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


# ---------------------------------------------------------------------------
# The lesson
# ---------------------------------------------------------------------------

def play_lesson(display, ask_turn, rng):
    """Return nothing; take the student through the steps of the lesson
    (quit leaves it)."""
    say(texts.indented("A lesson in %d steps: each shows a position and "
                       "says what to do; type your turn as in a game. "
                       "Type quit to leave." % len(lessons.LESSON), ''))
    try:
        for number, step in enumerate(lessons.LESSON, 1):
            play_step(number, step, display, ask_turn, rng)
    except TurnStopped:
        say('  The lesson was stopped.')
        return
    say(texts.indented('That was the whole lesson: you know every rule. '
                       'Play a game against the computer at the beginner '
                       'level next.', ''))


def play_step(number, step, display, ask_turn, rng):
    """Return nothing once the student has answered the step right."""
    say()
    say('Step %d of %d: %s' % (number, len(lessons.LESSON), step.title))
    say(texts.indented(step.task))
    game = practice_game(lessons.step_state(step), display, rng, 'lesson')
    while True:
        turn = ask_practice_turn(game, ask_turn)
        if turn is None:
            continue
        answer = lessons.judge_answer(step, turn)
        say(texts.indented(answer.sentence))
        if answer.correct:
            return
        say(texts.indented('Try again: ' + step.task))


# ---------------------------------------------------------------------------
# Puzzles
# ---------------------------------------------------------------------------

def play_puzzles(display, ask_turn, rng, seed, difficulty):
    """Return nothing; set the student the puzzles of the set `seed` of
    this difficulty, one after the other (quit leaves)."""
    found = puzzles.make_puzzles(seed, difficulty, PUZZLES_IN_A_SET)
    say(texts.indented('%d puzzles (%s, set %d). In each you are to move '
                       'and win against the perfect defence.'
                       % (len(found), difficulty, seed), ''))
    try:
        for number, puzzle in enumerate(found, 1):
            say()
            say('Puzzle %d of %d. %s.' % (number, len(found),
                                          puzzles.puzzle_title(puzzle)))
            solve_puzzle(puzzle, display, ask_turn, rng)
    except TurnStopped:
        say('  The puzzles were stopped.')


def solve_puzzle(puzzle, display, ask_turn, rng):
    """Return nothing once the puzzle is won, or given up after a turn that
    threw the win away (the student may try that turn again)."""
    game = practice_game(puzzle.state, display, rng, 'puzzles',
                         defender=COMPUTER)
    history = game.history
    while history.outcome() is None:
        turn = ask_practice_turn(game, ask_turn)
        if turn is None:
            continue
        judgement = puzzles.judge_turn(history.state, turn)
        say(texts.indented(judgement.sentence[0].upper()
                           + judgement.sentence[1:] + '.'))
        if judgement.kind in (puzzles.DRAW, puzzles.LOSS):
            if ask_yes_no(display, 'Try that turn again?', True):
                continue
            return
        history.play(turn)
        if history.outcome() is None:       # the next board tells it
            history.play(puzzles.best_turn(history.state))
    say(screen.screen(history, display))
    say('  Solved!')


def puzzle_sheet(found, ascii_only=False, solution=None, words_only=False):
    """Return a set of puzzles as text to print and hand out: each puzzle's
    task and board, drawn as in the game (in the words mode, `words_only`,
    told in words), then the answers (the whole line of best play)."""
    lines = ['Nine Men\'s Morris puzzles: three men against three, both fly',
             '(a man may jump to any empty point). Find the fastest win.', '']
    for number, puzzle in enumerate(found, 1):
        lines.append('%d. %s' % (number, puzzles.puzzle_title(puzzle)))
        lines.append(spoken.board_words(puzzle.state.board) if words_only
                     else draw_board(puzzle.state.board, ascii_only))
        lines.append('')
    lines.append('Answers (best play on both sides):')
    for number, puzzle in enumerate(found, 1):
        lines.append('%d. %s.' % (number, puzzles.line_text(
            puzzle, puzzles.solution_line(puzzle, solution))))
    return '\n'.join(lines) + '\n'


def write_puzzle_sheet(path, seed, difficulty, ascii_only, words_only=False):
    """Return nothing; write a set of puzzles to hand out to the file at
    `path`, and say where (or why it could not be written)."""
    found = puzzles.make_puzzles(seed, difficulty, PUZZLES_IN_A_SET)
    try:
        record_files.save_text(path, puzzle_sheet(found, ascii_only,
                                                  words_only=words_only))
    except record_files.SaveError as error:
        say(texts.indented('The puzzles were not written: %s.' % error))
        return
    say(texts.indented('Wrote %d puzzles (%s, set %d) with their answers to '
                       '%s.' % (len(found), difficulty, seed,
                                texts.short_file_name(path))))


# ---------------------------------------------------------------------------
# The review
# ---------------------------------------------------------------------------

def review_history(history, display, players=PLAYERS):
    """Return nothing; go over a game and show the turns where the
    position of one of `players` got much worse, and the better turns."""
    total = len(history.turns)
    say(texts.indented('Reviewing the game (%s; a few seconds for every '
                       'ten turns)...' % english.plural(total, 'turn')))

    def progress(done, total):
        if done % PROGRESS_EVERY == 0 and done < total:
            say('  ... %d of %d turns' % (done, total))

    mistakes = review.review_game(history.start, history.turns, players,
                                  progress=progress)
    for mistake in mistakes:
        before = History(mistake.before)
        say(screen.screen(before, display, help_note=False))
        say(texts.indented(review.mistake_text(mistake)))
    for sentence in review.review_summary(mistakes, players):
        say(texts.indented(sentence))


def review_file(path, display):
    """Return nothing; review the game in the record at `path`."""
    record = file_dialogs.load_record(path)
    if record is not None:
        playable = record.playable_turns
        review_history(History(record.start, record.turns[:playable],
                               record.states[:playable + 1]), display)
