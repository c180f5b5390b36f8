"""session.py - from the flags to the games: what to play (a game, the
lesson, puzzles), several games in a row with the players' names and the
running score, and "Play again?" with a change of sides, level or rules.

The entry script plays one game (play_game); this module plays games until
the players stop, and keeps the score of the session by name, so that it
follows the players when they change sides.

Glossary (see start_menu.py for settings):
    names   {WHITE: name, BLACK: name}: who plays each colour, as the score,
            the screen and saved records call them
    score   a Counter: {name: games won, DRAWS: games drawn}
"""

import random
from collections import Counter

from words import english
from console import file_dialogs
from console import replaying
import rules
from console import start_menu
from console import practice
from words import texts
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from history import Game, History
from console.terminal import ask_choice, ask_yes_no, say

# The key of the score that counts drawn games.
DRAWS = 'draws'


def play_until_goodbye(arguments, display, players, standard_rules):
    """Do what the flags ask, then say goodbye (also after Ctrl-C or the end
    of the input).  `players` is (play_game, ask_turn) of the entry script:
    the function that plays a game, and the one that asks for a turn."""
    try:
        note = start_menu.unused_flags_note(arguments)
        if note:
            say(note)
        settings = None
        if arguments.replay:            # a game may go on from a turn
            settings = replaying.replay_file(arguments.replay, display)
        elif arguments.review:
            practice.review_file(arguments.review, display)
        elif arguments.puzzle_sheet:
            practice.write_puzzle_sheet(arguments.puzzle_sheet,
                                        puzzle_set(arguments),
                                        arguments.puzzle or 'easy',
                                        display.ascii_only)
        else:
            settings = choose_settings(arguments, display, standard_rules)
        if settings is not None:
            play(settings, arguments, display, players, standard_rules)
        say('Goodbye!')
    except EOFError:
        say()
        say('The input has ended, so the game stops here. Goodbye!')
    except KeyboardInterrupt:
        say()
        say('Stopped with Ctrl-C. Goodbye!')


def play(settings, arguments, display, players, standard_rules):
    """Return nothing; play what the settings choose: games, the lesson or
    puzzles."""
    rng = random.Random(arguments.seed)
    play_game, ask_turn = players
    if settings.activity == 'lesson':
        practice.play_lesson(display, ask_turn, rng)
    elif settings.activity == 'puzzles':
        practice.play_puzzles(display, ask_turn, rng, puzzle_set(arguments),
                              settings.difficulty)
    else:
        play_games(settings, display, rng, play_game, standard_rules)


def puzzle_set(arguments):
    """Return the number of the set of puzzles: --seed, or a new one."""
    if arguments.seed is not None:
        return arguments.seed
    return random.randrange(1, 1000)


def play_games(settings, display, rng, play_game, standard_rules):
    """Play games with these settings until the players stop, keeping the
    score; the first one resumes settings.saved if there is one."""
    score = Counter()
    while True:
        game = new_game(settings, display, rng)
        settings = settings._replace(saved=None)
        outcome = play_game(game)
        if outcome is None:                 # stopped with quit
            if game.history.has_unsaved_turns():
                file_dialogs.offer_to_save(game, 'Save the game before you '
                                                 'go?')
            return
        add_to_score(score, settings, outcome)
        say(texts.indented(score_words(score, settings), ''))
        offer_a_review(game)
        file_dialogs.offer_to_save(game)
        again = ask_choice(display, 'Play again? (change: other sides, '
                           'level or rules)', ['yes', 'no', 'change'], 'no')
        if again == 'no':
            return
        if again == 'change':
            settings = ask_changes(settings, display, standard_rules)


def offer_a_review(game):
    """Return nothing; after a game a person played, offer to go over the
    turns that cost that person the most."""
    people = [player for player in PLAYERS
              if game.settings.kinds[player] == 'human']
    if people and game.history.turns and ask_yes_no(
            game.display, 'Review the game (the turns that cost the most)?',
            False):
        practice.review_history(game.history, game.display, people)


def names_of(settings):
    """Return {player: name} of the players of these settings."""
    names = dict(settings.names or PLAYER_NAMES)
    if 'human' in settings.kinds.values():
        for player in PLAYERS:
            if settings.kinds[player] == 'computer':
                names[player] = 'the computer'
    return names


def add_to_score(score, settings, outcome):
    """Return nothing; count the game that ended with `outcome`."""
    score[names_of(settings).get(outcome.winner, DRAWS)] += 1


def score_words(score, settings):
    """Return the score of the session in words, the players of `settings`
    first: 'Score: Ann 2, Ben 1, draws 1.'"""
    players = [names_of(settings)[player] for player in PLAYERS]
    others = sorted(name for name in score
                    if name not in players and name != DRAWS)
    counts = ['%s %d' % (name, score[name]) for name in players + others]
    if score[DRAWS]:
        counts.append('%s %d' % (DRAWS, score[DRAWS]))
    games = sum(score.values())
    return 'Score after %s: %s.' % (english.plural(games, 'game'),
                                    ', '.join(counts))


def ask_changes(settings, display, standard_rules):
    """Return the settings of the next game: sides swapped, another level
    or other rules, as the players choose."""
    if ask_yes_no(display, 'Swap sides (White plays Black)?', False):
        names = names_of(settings)
        settings = settings._replace(
            kinds={WHITE: settings.kinds[BLACK], BLACK: settings.kinds[WHITE]},
            names={WHITE: names[BLACK], BLACK: names[WHITE]})
        say('  %s plays White now, %s Black.' % (names[BLACK], names[WHITE]))
    if 'computer' in settings.kinds.values():
        settings = settings._replace(
            level=start_menu.ask_level(display, settings.level))
    return settings._replace(options=start_menu.ask_options(
        display, standard_rules))


# ---------------------------------------------------------------------------
# From the flags to the first game
# ---------------------------------------------------------------------------

def choose_settings(arguments, display, standard_rules):
    """Return the Settings of the games to play, from a saved game, a
    position file, the flags or the start menu; None if a file named in the
    flags cannot be used (after saying why) or the player quits the menu."""
    if arguments.load:
        record = file_dialogs.load_record(arguments.load)
        if record is None:
            return None
        return start_menu.settings_from_record(record, arguments.level)
    if not arguments.position:
        record = file_dialogs.ask_to_resume_autosave(display)
        if record is not None:
            return start_menu.settings_from_record(record, arguments.level)
    position = None
    if arguments.position:
        position = file_dialogs.read_position_file(arguments.position)
        if position is None:
            return None
        say(file_dialogs.start_position_note(arguments.position, position))
    if start_menu.menu_wanted(arguments):
        settings = start_menu.ask_settings(display, standard_rules,
                                ask_first=position is None)
    else:
        settings = start_menu.settings_from_flags(arguments, standard_rules)
    if settings is None:                # the player quit the menu
        return None
    if position is not None:            # checked again under the rules chosen
        position = file_dialogs.read_position_file(arguments.position,
                                                   settings.options)
        if position is None:
            return None
    return settings._replace(position=position)


def new_game(settings, display, rng):
    """Return the Game to play next with these settings: settings.saved
    resumed, or a new game."""
    if settings.saved is not None:
        return file_dialogs.resumed_game(settings, display, rng)
    return Game(History(first_state(settings, rng)), settings, display, rng)


def first_state(settings, rng):
    """Return the state a new game with these settings starts from (saying
    who moves first when a roll decides)."""
    position = settings.position
    if position is not None:
        return rules.set_up_state(position.board, position.in_hand,
                                  position.to_move, settings.options)
    first = dict(start_menu.FIRST_PLAYER_CHOICES)[settings.first]
    if first is None:
        first = rng.choice(PLAYERS)
        say('The roll says: %s moves first.' % PLAYER_NAMES[first])
    return rules.initial_state(settings.options, first)
