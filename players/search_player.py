"""search_player.py - a player that looks a few turns ahead with the
game's own search.

computer/plain_search.py is the alpha-beta search written plainly: it
tries every turn, every reply, every reply to that, ... down to DEPTH
turns, guesses how good each final position is (evaluate: men, mills,
mobility), and picks the turn whose worst outcome is best.  Each turn
deeper multiplies the work by about the number of legal turns, so a
deeper search plays better but thinks longer.

The search stops early after NODES positions, so a turn never takes long:
the class tournament gives each turn one second.

Play against it:  python nine_mens_morris.py --black players/search_player.py
"""

from computer import plain_search

# EXPERIMENT: change DEPTH (1 is one turn ahead, 4 is four) and play
# against it again.  Does it play better?  How much longer does it think?
# NODES keeps it inside the tournament's second: raise both together.
DEPTH = 3
NODES = 20000


def choose_turn(state, turns):
    """Return the turn the plain search likes best, DEPTH turns ahead."""
    return plain_search.search(state, DEPTH, max_nodes=NODES).turn
