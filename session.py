"""session.py - several games in a row: the players' names, the running
score, and "Play again?" with a change of sides, level or rules.

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

import computer
import file_dialogs
import replaying
import start_menu
import texts
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE
from terminal import ask_choice, ask_yes_no, say

# The key of the score that counts drawn games.
DRAWS = 'draws'


def play_until_goodbye(arguments, display, play_game, standard_rules):
    """Do what the flags ask, playing each game with `play_game(game)`,
    then say goodbye (also after Ctrl-C or the end of the input)."""
    try:
        note = start_menu.unused_flags_note(arguments)
        if note:
            say(note)
        if arguments.replay:            # a game may go on from a turn
            settings = replaying.replay_file(arguments.replay, display)
        else:
            settings = start_menu.choose_settings(arguments, display,
                                                  standard_rules)
        if settings is not None:
            play_games(settings, display, random.Random(arguments.seed),
                       play_game, standard_rules)
        say('Goodbye!')
    except EOFError:
        say()
        say('The input has ended, so the game stops here. Goodbye!')
    except KeyboardInterrupt:
        say()
        say('Stopped with Ctrl-C. Goodbye!')


def play_games(settings, display, rng, play_game, standard_rules):
    """Play games with these settings until the players stop, keeping the
    score; the first one resumes settings.saved if there is one."""
    score = Counter()
    while True:
        game = start_menu.new_game(settings, display, rng)
        settings = settings._replace(saved=None)
        outcome = play_game(game)
        if outcome is None:                 # stopped with quit
            if game.history.has_unsaved_turns():
                file_dialogs.offer_to_save(game, 'Save the game before you '
                                                 'go?')
            return
        add_to_score(score, settings, outcome)
        say(texts.indented(score_words(score, settings), ''))
        file_dialogs.offer_to_save(game)
        again = ask_choice(display, 'Play again? (change: other sides, '
                           'level or rules)', ['yes', 'no', 'change'], 'no')
        if again == 'no':
            return
        if again == 'change':
            settings = ask_changes(settings, display, standard_rules)


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
    return 'Score after %s: %s.' % (texts.plural(games, 'game'),
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
        settings = settings._replace(level=ask_choice(
            display, 'How strong should the computer play?',
            list(computer.LEVELS), settings.level))
    return settings._replace(options=start_menu.ask_options(
        display, standard_rules))
