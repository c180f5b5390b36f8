"""between_games.py - what comes between two games: the score, a review,
saving, and "Play again?" with a change of sides, level or rules; and the
start menu again after a lesson or a set of puzzles.

The entry script's main() asks after_the_game what comes next once a game
ends (back_to_the_menu after a lesson or puzzles), so this module, with
the saving and the start menu it needs, is loaded only then.  The score of
the session is kept by name, so that it follows the players when they
change sides.

Glossary (see settings.py for settings):
    score   a Counter: {name: games won, DRAWS: games drawn}
"""

from board import BLACK, PLAYERS, WHITE
from console import file_dialogs, program_players, start_menu
from console.games import puzzle_set
from console.questions import ask_choice, ask_yes_no
from console.settings import computer_plays, people, score_names
from console.terminal import say
from words import texts
from words.catalogue import Np_, _, n_

# The key of the score that counts drawn games.
DRAWS = 'draws'


def back_to_the_menu(display, standard_rules):
    """Return the Settings chosen in the start menu after a lesson or a set
    of puzzles (puzzles chosen again are a new set); None: quit."""
    say()
    settings = start_menu.ask_settings(display, standard_rules)
    if settings is not None and settings.activity == 'puzzles':
        settings = settings._replace(puzzle_set=puzzle_set())
    return settings


def after_the_game(game, outcome, score, standard_rules, ask_turn=None):
    """Return the Settings of the next game, or None when the players stop:
    count the game in `score`, offer a review (and its mistakes as puzzles,
    asked with `ask_turn`) and to save it, and ask "Play again?" (an
    `outcome` None: the game was stopped with quit, and goes back to the
    start menu if it was chosen there)."""
    settings = game.settings
    if outcome is None:
        if game.history.has_unsaved_turns():    # a mistake's game: saved
            file_dialogs.offer_to_save(          # or not kept at all
                game, _('Save the game before you go?'),
                program_players.stopped_by_a_mistake(game))
        if settings.from_menu:
            return back_to_the_menu(game.display, standard_rules)
        return None
    if settings.saved is not None and not game.history.has_unsaved_turns():
        say(_('  The game was over before it was resumed: it is not '
              'counted again.'))
    else:
        add_to_score(score, settings, outcome)
    say(texts.indented(score_words(score, settings), ''))
    offer_a_review(game, ask_turn)
    file_dialogs.offer_to_save(game)
    again = ask_choice(game.display, _('Play again? (change: other sides, '
                                       'level or rules)'),
                       [Np_('answer', 'yes'), Np_('answer', 'no'),
                        Np_('answer', 'change')], 'no', quit_answer='no')
    if again == 'no':
        return None
    if again == 'change':
        settings = ask_changes(settings, game.display, standard_rules)
    return settings._replace(saved=None)


def offer_a_review(game, ask_turn=None):
    """Return nothing; after a game a person played, offer to go over the
    turns that cost that person the most (and to play them again)."""
    persons = people(game.settings)
    if persons and game.history.turns and ask_yes_no(
            game.display, _('Review the game (the turns that cost the '
                            'most)?'), False, False):
        from console import practice    # the review is loaded only now
        practice.review_history(game.history, game.display, persons,
                                ask_turn)


def add_to_score(score, settings, outcome):
    """Return nothing; count the game that ended with `outcome`."""
    score[score_names(settings).get(outcome.winner, DRAWS)] += 1


def score_words(score, settings):
    """Return the score of the session in words, the players of `settings`
    first: 'Score: Ann 2, Ben 1, draws 1.'"""
    players = [score_names(settings)[player] for player in PLAYERS]
    others = sorted(name for name in score
                    if name not in players and name != DRAWS)
    counts = ['%s %d' % (name, score[name]) for name in players + others]
    if score[DRAWS]:
        counts.append(_('draws %d') % score[DRAWS])
    games = sum(score.values())
    return n_('Score after %(count)d game: %(counts)s.',
              'Score after %(count)d games: %(counts)s.', games) % {
        'count': games, 'counts': ', '.join(counts)}


def swap_question(names):
    """Return the question whether the players swap sides, naming them by
    their `names` ({player: name}) where they have names of their own."""
    if all(names[player] == texts.colour_name(player) for player in names):
        return _('Swap sides (White plays Black)?')
    return _('Swap sides (%(white)s plays Black, %(black)s White)?') % {
        'white': names[WHITE], 'black': names[BLACK]}


def ask_changes(settings, display, standard_rules):
    """Return the settings of the next game: sides swapped, another level
    or other rules, as the players choose."""
    names = score_names(settings)
    if ask_yes_no(display, swap_question(names), False):
        settings = settings._replace(
            kinds={WHITE: settings.kinds[BLACK], BLACK: settings.kinds[WHITE]},
            names={WHITE: names[BLACK], BLACK: names[WHITE]})
        say(_('  %(white)s plays White now, %(black)s Black.')
            % {'white': names[BLACK], 'black': names[WHITE]})
    if computer_plays(settings):
        settings = settings._replace(
            level=start_menu.ask_level(display, settings.level))
    return settings._replace(options=start_menu.ask_options(
        display, standard_rules))
