"""tournament_flags.py - the flags of the class tournament (--tournament
FOLDER, --levels, --seconds, --games, --csv, --records) and of checking
one player file under its rules (--check-player FILE), and how each is
read.

They are apart from tournament_screen.py, which plays the tournament, so
that every start can read its flags without loading the tournament.
"""

import argparse

from words.catalogue import N_, _


def level_list(text):
    """Return the levels named in `text`, 'easy,hard' (argparse type)."""
    names = []
    for word in text.split(','):
        if word.strip() and word.strip().lower() not in names:
            names.append(word.strip().lower())
    from computer.levels import LEVELS  # loaded only when levels are named
    unknown = [name for name in names if name not in LEVELS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            _('%(unknown)s: the levels are %(levels)s')
            % {'unknown': ', '.join(unknown) or _('no level'),
               'levels': ', '.join(LEVELS)})
    return names


# The shortest and longest time a turn may be given, in seconds, and the
# time and the games a pair plays when nobody says (the flags' defaults,
# and the start menu's answers for Enter).
FEWEST_SECONDS = 0.1
MOST_SECONDS = 600
DEFAULT_SECONDS = 1.0
DEFAULT_GAMES = 4
# The most games a pair may play (each pair of games needs an opening of
# its own, and a class has no time for more).
MOST_GAMES = 1000


def seconds_a_turn(text):
    """Return the seconds of processor time a turn may take, from
    FEWEST_SECONDS to MOST_SECONDS (argparse type)."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0
    if not FEWEST_SECONDS <= seconds <= MOST_SECONDS:    # nan too
        raise argparse.ArgumentTypeError(
            _('%(typed)r is not a number of seconds from %(fewest)g to '
              '%(most)g') % seconds_range(typed=text))
    return seconds


def seconds_range(**words):
    """Return {'fewest': FEWEST_SECONDS, 'most': MOST_SECONDS} and
    `words`, for the sentences that name the seconds a turn may take."""
    return dict(words, fewest=FEWEST_SECONDS, most=MOST_SECONDS)


def games_a_pair(text):
    """Return the games each pair plays: an even number from 2 to
    MOST_GAMES (argparse type)."""
    try:
        games = int(text)
    except ValueError:
        games = 0
    if not 2 <= games <= MOST_GAMES or games % 2:
        raise argparse.ArgumentTypeError(
            _('%(typed)r: give an even number of games from 2 to %(most)d: '
              'each opening is played once with each colour')
            % {'typed': text, 'most': MOST_GAMES})
    return games


# The tournament's flags: (flags, what argparse is told about them; the
# help texts are marked here and translated where the parser is made).
TOURNAMENT_FLAGS = (
    (('--tournament',), dict(metavar=N_('FOLDER'),
                             help=N_('a class tournament between the player '
                                     'files (.py) of FOLDER'))),
    (('--levels',), dict(type=level_list, default=[], metavar=N_('LEVELS'),
                         help=N_("the game's levels that join the "
                                 'tournament, such as beginner,easy,'
                                 'medium'))),
    (('--seconds',), dict(type=seconds_a_turn, default=DEFAULT_SECONDS,
                          metavar=N_('SECONDS'),
                          help=N_('the processor time a turn may take in '
                                  'the tournament, in seconds (default: '
                                  '%(default)g)'))),
    (('--games',), dict(type=games_a_pair, default=DEFAULT_GAMES,
                        metavar='N',
                        help=N_('the games each pair plays in the '
                                'tournament, half with each colour '
                                '(default: %(default)d)'))),
    (('--csv',), dict(metavar=N_('FILE'),
                      help=N_("write the tournament's table to FILE for a "
                              'spreadsheet'))),
    (('--records',), dict(metavar=N_('FOLDER'),
                          help=N_('a new folder for the records of the '
                                  "tournament's games (default: "
                                  'tournament-DATE-N)'))),
    (('--check-player',), dict(metavar=N_('FILE'),
                               help=N_('play a few games of the player file '
                                       "FILE under the tournament's rules, "
                                       'and say whether it keeps to them '
                                       'and to the time limit'))),
)

# The flags that only the tournament uses.
TOURNAMENT_ONLY = ('levels', 'seconds', 'games', 'csv', 'records')
# The flags of the tournament that --check-player does not use.
NOT_CHECKED = ('levels', 'games', 'csv', 'records')
