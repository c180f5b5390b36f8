"""levels.py - the computer's levels, weakest first, in one table.

Each row of LEVEL_TABLE says how one level plays: how deep and how long it
searches, how much random noise and how many careless turns weaken it, and
whether it knows the solved endgames.  computer.py plays by these rows; the
start menu, --level and game records take their names from LEVELS (the
English keys, which a player types).  The names and descriptions are data
in English: words/texts.py says them in the player's language, so the
computer loads nothing of the words.  These are safe knobs: students may
try other numbers here and play the result.
"""

from collections import namedtuple

# One row of LEVEL_TABLE: how one level plays.
Level = namedtuple('Level', [
    'name',         # what --level and game records call it (English); the
                    # menu shows it in the player's language
    'depth',        # the deepest search, in turns (1: one turn ahead)
    'nodes',        # node budget: the search stops after this many
                    # positions, so the same seed plays the same game
    'seconds',      # safety net for slow computers: it stops after this
    'noise',        # random 0..noise added to each turn's value (100 is
                    # one man): more noise, weaker play
    'careless',     # the share of turns played at random, 0 to 1 (the
                    # levels that search only when the other player has
                    # no mill to close next turn, and never near an
                    # endgame they know: see careless_turn)
    'takes_mills',  # True: it always closes a mill when it sees one
    'misses_mills',  # the share of the turns with a mill to close where
                    # a level that looks one turn ahead does not see it,
                    # 0 to 1 (never a mill that wins: see overlooked_mills)
    'solved',       # True: it plays the endgames of three men against
                    # three or four perfectly (see knows_the_endgame)
    'slow',         # True: the game says "thinking..." before its turns
    'placing_end',  # the node budget is multiplied by this in the last
                    # turns of placing (see node_budget), where a blockade
                    # is often decided
    'description',  # one line for the start menu, in English (the menu
                    # shows it in the player's language)
])

# EXPERIMENT: raise a level's depth or node budget (or lower its noise),
# then run nine_mens_morris.py and play that level (--level): it thinks
# longer and plays better.  Or change beginner's misses_mills (0: it sees
# every mill) and measure how often a child who only closes mills beats it:
# python3 bench/strength.py --games 1000 --players beginner,novice
LEVEL_TABLE = (
    Level('beginner',
          1, None, 1.0, 100, 0.0, False, 0.79, False, False, 1,
          'a first opponent: often misses mills and leaves its men open'),
    Level('easy',
          1, None, 1.0, 250, 0.0, True, 0.0, False, False, 1,
          'closes every mill it sees, but looks only one turn ahead'),
    Level('casual',
          2, 2000, 1.0, 200, 0.4, False, 0.0, False, False, 1,
          'looks two turns ahead, blocks '
          'mills, plays many turns at random'),
    Level('medium',
          2, 2000, 1.0, 60, 0.3, False, 0.0, False, False, 1,
          'looks two turns ahead, blocks '
          'mills, often plays without a plan'),
    Level('tricky',
          30, 2000, 1.0, 0, 0.25, False, 0.0, False, False, 1,
          'looks about four turns ahead, and now and then is careless'),
    Level('hard',
          30, 4000, 1.0, 0, 0.05, False, 0.0, True, False, 1,
          'looks about five turns ahead, '
          'knows the endgame, rarely careless'),
    Level('expert',
          30, 20000, 1.0, 0, 0.0, False, 0.0, True, False, 1,
          'looks five to seven turns ahead and knows the endgame'),
    Level('master',
          30, 150000, 2.8, 0, 0.0, False, 0.0, True, True, 2,
          'the strongest: about a second a turn, eleven turns ahead'),
)

LEVELS = tuple(row.name for row in LEVEL_TABLE)
LEVEL_SETTINGS = dict((row.name, row) for row in LEVEL_TABLE)
DEFAULT_LEVEL = 'medium'
TOP_LEVEL = LEVELS[-1]


# True: the levels marked 'solved' play three men against three perfectly,
# from the solution of endgame.py (loaded in the background at their first
# turn, about a second).  False: they search those endgames like any other.
USE_ENDGAME_SOLUTION = True


# The last turns of placing: when the two players have this many men or
# fewer left in hand together.  Whether a player will be blocked is often
# decided here, so the levels with placing_end > 1 search more.
PLACING_END_MEN = 6


def node_budget(state, row):
    """Return how many positions the level of LEVEL_TABLE's `row` searches
    in `state`: row.nodes, times row.placing_end in the last turns of
    placing."""
    if 0 < sum(state.in_hand) <= PLACING_END_MEN:
        return row.nodes * row.placing_end
    return row.nodes


def search_limits(state, row, time_limit=None, max_depth=None):
    """Return (deepest search, node budget, seconds) of the level of
    LEVEL_TABLE's `row` in `state` (a level that searches).  With
    `time_limit` the clock alone decides (node budget None); `max_depth`
    caps the depth."""
    depth, nodes, seconds = row.depth, node_budget(state, row), row.seconds
    if max_depth is not None:
        depth = min(depth, max_depth)
    if time_limit is not None:
        nodes, seconds = None, time_limit
    return depth, nodes, seconds


def knows_the_endgame(row):
    """Return True if the level of `row` plays the solved endgames from
    their solution."""
    return row.solved and USE_ENDGAME_SOLUTION
