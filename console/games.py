"""games.py - from the flags to the games.

The entry script's main() holds the loop: it asks this module what to
play (what_to_play), where each colour's turns come from (players_of:
a person, the computer or a player file) and starts each game (new_game),
plays it, and then asks between_games.py what comes next.
"""

import random
import sys

import rules
from board import PLAYERS
from console import flags
from console.player_input import wait_for_enter
from console.settings import (FIRST_PLAYER_CHOICES, is_person, people,
                              plays_a_file)
from console.terminal import say
from game_files import leftovers
from history import Game, History
from words import texts
from words.catalogue import _, n_


def what_to_play(arguments, display, standard_rules, ask_turn=None):
    """Return the Settings of what to play (games, the lesson or puzzles),
    after doing what needs no game (a review, whose mistakes may be played
    again with `ask_turn`, a puzzle sheet or the rules sheet) and a replay
    (which may go on as a game); None if there is nothing (more) to
    play."""
    leftovers.remove_leftovers()        # left by a killed save
    note = flags.unused_flags_note(arguments)
    if note:
        say(note)
    if arguments.replay:
        say_games_kept()            # not offered here, but not lost
    if arguments.check_player:
        from console import tournament_screen   # loaded only when chosen
        tournament_screen.check_player(arguments)
        return None
    if arguments.tournament:
        from console import tournament_screen   # loaded only when chosen
        tournament_screen.run_tournament(arguments)
        return None
    if arguments.replay:            # a game may go on from a turn
        from console import replaying   # loaded only when chosen
        return replaying.replay_file(arguments.replay, display)
    if arguments.review:
        from console import practice    # the teaching, only when chosen
        practice.review_file(arguments.review, display, ask_turn)
        return None
    if arguments.puzzle_sheet or arguments.rules_sheet:
        write_a_sheet(arguments, display, standard_rules)
        return None
    settings = choose_settings(arguments, display, standard_rules)
    if settings is not None and settings.activity == 'puzzles':
        settings = settings._replace(puzzle_set=puzzle_set(arguments.seed))
    return settings


def write_a_sheet(arguments, display, standard_rules):
    """Return nothing; write the puzzle sheet or the rules sheet (under
    the rules the flags set) that the flags ask for, to print."""
    from console import paper           # loaded only when chosen
    if arguments.puzzle_sheet:
        paper.write_puzzle_sheet(arguments.puzzle_sheet,
                                 puzzle_set(arguments.seed),
                                 arguments.puzzle or 'easy',
                                 display.ascii_only, display.words_only)
    else:
        options = flags.settings_from_flags(arguments,
                                            standard_rules).options
        paper.write_rules_sheet(arguments.rules_sheet, options,
                                display.ascii_only, display.words_only)


def puzzle_set(seed=None):
    """Return the number of the set of puzzles: `seed` (--seed), or a new
    one."""
    if seed is not None:
        return seed
    return random.randrange(1, 1000)


# ---------------------------------------------------------------------------
# From the flags to the first game
# ---------------------------------------------------------------------------

def choose_settings(arguments, display, standard_rules):
    """Return the Settings of the games to play: from the flags alone, or
    from a file or the menu (settings_from_a_file_or_the_menu); None if a
    player file named cannot play (after saying why)."""
    if arguments.load or arguments.position or flags.menu_wanted(arguments):
        return settings_from_a_file_or_the_menu(arguments, display,
                                                standard_rules)
    say_games_kept()                # not offered here, but not lost
    settings = flags.settings_from_flags(arguments, standard_rules)
    if settings is None or not player_files_load(settings):
        return None                 # a player file cannot play
    return settings


def say_games_kept():
    """Return nothing; say that the games kept in autosaves are kept (a
    game whose flags name what to play, or a file, does not offer them,
    nor replace them)."""
    kept = [path for path in leftovers.game_autosaves()
            if not leftovers.is_live(path)]
    if kept:
        say(texts.indented(n_(
            'Note: %d unfinished game from earlier is kept; start the game '
            'without flags to resume it.',
            'Note: %d unfinished games from earlier are kept; start the '
            'game without flags to resume one.', len(kept)) % len(kept),
            ''))


def settings_from_a_file_or_the_menu(arguments, display, standard_rules):
    """Return the Settings of the games to play, from a saved game, a
    position file, a game kept from earlier or the start menu (the flags
    may answer its questions); None if a file named in the flags cannot be
    used (after saying why) or the player quits the menu.  A kept game is
    offered only when nothing names what to play: it never takes over from
    a flag."""
    # loaded only when a file or the menu chooses what to play
    from console import kept_games, loading, start_menu
    if arguments.load or arguments.position:
        say_games_kept()            # not offered here, but not lost
    else:
        record = kept_games.ask_to_resume_autosave(display)
        if record is not None:
            return kept_game_settings(record)
    if arguments.load:
        record = loading.load_record(arguments.load)
        if record is None:
            return None
        return loading.settings_from_record(record, arguments.level)
    position = None
    if arguments.position:
        position = loading.read_position_file(arguments.position)
        if position is None:
            return None
        say(loading.start_position_note(arguments.position, position))
    if flags.menu_wanted(arguments):
        settings = start_menu.ask_settings(display, standard_rules,
                                           ask_first=position is None)
    else:
        settings = flags.settings_from_flags(arguments, standard_rules)
    if settings is None or not player_files_load(settings):
        return None                     # quit, or a player file cannot play
    if position is not None and (settings.activity != 'game'
                                 or settings.saved is not None):
        what = (_('a saved game') if settings.saved is not None
                else _('the lesson') if settings.activity == 'lesson'
                else _('the puzzles'))
        say(texts.position_not_used_words(arguments.position, what))
        return settings
    if position is not None:            # checked again under the rules chosen
        position = loading.read_position_file(arguments.position,
                                                   settings.options)
        if position is None:
            return None
        return settings._replace(position=position,
                                 task=loading.position_task(
                                     arguments.position))
    return settings


def kept_game_settings(record):
    """Return the Settings that resume the kept game of `record` with its
    players, its player files too; None if one of them cannot play (the
    game stays kept, never played by a person in its place)."""
    from console import loading     # loaded already, with the record read
    settings = loading.settings_from_record(record)
    if player_files_load(settings):
        return settings
    say(_('  It is kept: the next start offers it again.'))
    return None


def player_files_load(settings):
    """Return True if every player file of `settings` loads (at once if no
    file plays); else say why the first cannot play and return False."""
    if not plays_a_file(settings):
        return True
    from console import program_players     # loaded when a file plays
    return program_players.all_load(settings)


def players_of(settings, ask_person_turn):
    """Return {player: function}: where each colour's turns come from, a
    person at the keyboard (`ask_person_turn`), the computer or a student's
    player file."""
    players = {player: ask_person_turn if is_person(settings, player)
               else computer_turn for player in PLAYERS}
    if plays_a_file(settings):
        from console import program_players  # loaded when a file plays
        players.update(program_players.turn_functions(settings))
    return players


def computer_turn(game):
    """Return the turn the computer plays for the player to move."""
    from computer import computer_player  # loaded when the computer plays
    settings, state = game.settings, game.history.state
    if settings.demo == 'pause' and not people(settings):
        wait_for_enter(game)
    if computer_player.may_think_long(state, settings.level):
        say(_('  %s is thinking...') % texts.player_name(state.to_move,
                                                          settings.names))
    return computer_player.choose_turn(state, settings.level, game.rng)


def new_game(settings, display, rng):
    """Return the Game to play next with these settings: settings.saved
    resumed, or a new game."""
    if settings.saved is not None:
        from console import loading     # loaded when a game is resumed
        return loading.resumed_game(settings, display, rng)
    return Game(History(first_state(settings, rng)), settings, display, rng)


def first_state(settings, rng):
    """Return the state a new game with these settings starts from (saying
    who moves first when a roll decides)."""
    position = settings.position
    if position is not None:
        return rules.set_up_state(position.board, position.in_hand,
                                  position.to_move, settings.options)
    first = dict(FIRST_PLAYER_CHOICES)[settings.first]
    if first is None:
        first = rng.choice(PLAYERS)
        say(_('The roll says: %s moves first.')
            % texts.player_name(first, settings.names))
    return rules.initial_state(settings.options, first)


def save_games_not_kept(stop):
    """Return nothing; when `stop` (Ctrl-C, the input's end) ends the
    program, save the games their autosave could not keep.  There are none
    before the first turn loads the saving (file_dialogs.keep_safe), so a
    start that played no turn loads nothing more to say so."""
    file_dialogs = sys.modules.get('console.file_dialogs')
    if file_dialogs is not None:
        file_dialogs.save_games_not_kept(stop)
