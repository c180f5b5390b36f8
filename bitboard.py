"""bitboard.py - the board as two whole numbers, for the computer's fast search.

rules.py keeps a board as a tuple of 24 slots: easy to read, slow to copy.
The search (search.py) looks at hundreds of thousands of positions a turn,
so it keeps each player's men as one int instead: bit p is 1 when the
player has a man on point p.  Then "the empty points" is one expression,
~(mine | theirs) & ALL_POINTS, and a turn is three bits: where the man comes
from, where it goes and which man it removes.

Glossary (besides board.py's point, player and mill):
    men     an int whose bit p is set when the player has a man on point p
    bit     an int with one bit set: 1 << point
    move    (source bit, target bit, removed bit) of one turn; source is 0
            when placing, removed is 0 when no mill closes
    steps   (man, empty neighbour) pairs: the moves a player could make

The evaluation lives here too (evaluate_men): it guesses who is better from
named terms, in hundredths of a man.
"""

from board import ADJACENT, BLACK, MILLS, POINTS, WHITE

ALL_POINTS = (1 << 24) - 1
BIT = tuple(1 << point for point in POINTS)

# NEIGHBOURS[bit]: the points next to the point of `bit`, as one int.
NEIGHBOURS = dict((BIT[point], sum(BIT[n] for n in ADJACENT[point]))
                  for point in POINTS)

# NEIGHBOUR_BITS[bit]: the same points, one bit each, lowest point first.
NEIGHBOUR_BITS = dict(
    (BIT[point], tuple(BIT[n] for n in sorted(ADJACENT[point])))
    for point in POINTS)

# MILL_MASKS: the 16 mills, each as one int of its three points.
MILL_MASKS = tuple(sum(BIT[point] for point in mill) for mill in MILLS)

# MILLS_AT[bit]: the two mills through the point of `bit`.
MILLS_AT = dict((BIT[point], tuple(m for m in MILL_MASKS if m & BIT[point]))
                for point in POINTS)


def line_groups():
    """Return ((distance, lower ends), ...): the 32 lines of the board
    grouped by how far apart their two points are numbered.

    A line from point a to point a + d is in group d, whose int has bit a
    set.  So all lines of a group can be checked at once with a shift.
    """
    groups = {}
    for point in POINTS:
        for neighbour in ADJACENT[point]:
            if neighbour > point:
                distance = neighbour - point
                groups[distance] = groups.get(distance, 0) | BIT[point]
    return tuple(sorted(groups.items()))


LINE_GROUPS = line_groups()


def count_bits(number):
    """Return how many bits of `number` are set."""
    return bin(number).count('1')


# popcount(number): how many bits are set.  Python 3.10 and later count
# them with int.bit_count, several times faster; older ones use count_bits.
popcount = getattr(int, 'bit_count', count_bits)


def bits_of(men):
    """Return the single bits of `men`, lowest point first."""
    bits = []
    while men:
        low = men & -men
        bits.append(low)
        men ^= low
    return bits


def men_of(board, player):
    """Return the men of `player` on a rules board as an int."""
    return sum(BIT[point] for point in POINTS if board[point] == player)


def men_in_mills(men):
    """Return the men of `men` that stand in a closed mill."""
    inside = 0
    for mill in MILL_MASKS:
        if men & mill == mill:
            inside |= mill
    return inside


def removable(men):
    """Return the men that may be removed: those outside mills, or all of
    them when every one stands in a mill."""
    return (men & ~men_in_mills(men)) or men


def closes_mill(men_after, target):
    """Return True if the man arriving on `target` (a bit) closes a mill,
    `men_after` being the player's men after the turn."""
    first, second = MILLS_AT[target]
    return men_after & first == first or men_after & second == second


def generate_moves(mine, theirs, in_hand, flies):
    """Return every move of the player with men `mine`: placing when
    `in_hand` > 0, flying when `flies`, else stepping along lines.

    A move that closes a mill is listed once per man it may remove (one man
    per turn: the search leaves the double-mill option to rules.py).
    """
    empty = ALL_POINTS & ~(mine | theirs)
    if in_hand:
        steps = [(0, target) for target in bits_of(empty)]
    elif flies:
        targets = bits_of(empty)
        steps = [(source, target) for source in bits_of(mine)
                 for target in targets]
    else:
        steps = [(source, target) for source in bits_of(mine)
                 for target in NEIGHBOUR_BITS[source] if target & empty]
    moves = []
    victims = None
    for source, target in steps:
        if closes_mill(mine ^ source ^ target, target) and theirs:
            if victims is None:
                victims = bits_of(removable(theirs))
            for victim in victims:
                moves.append((source, target, victim))
        else:
            moves.append((source, target, 0))
    return moves


def has_step(mine, theirs):
    """Return True if some man of `mine` has an empty point next to it."""
    empty = ALL_POINTS & ~(mine | theirs)
    for distance, lower in LINE_GROUPS:
        if (mine & lower & (empty >> distance)
                or (mine >> distance) & lower & empty):
            return True
    return False


# ---------------------------------------------------------------------------
# The evaluation: named terms, in hundredths of a man
# ---------------------------------------------------------------------------

MAN = 100              # each man still in the game (on the board or in hand)
MAN_IN_HAND = 5        # a man in hand may still go anywhere: a little extra
MILL = 12              # each closed mill (it may open and close again)
OPEN_MILL = 4          # two men and an empty point on one line
THREAT = 25            # an open mill the player could close on the next turn
THREAT_TO_MOVE = 70    # the player to move has a mill to close right now
DOUBLE_THREAT = 60     # the waiting player has two such points: only one
                       # can be blocked
MOBILITY = 9           # each step one of the player's men could take
BLOCKED_MAN = -10      # each man with no empty point next to it
CRAMPED = -40          # each step fewer than ROOMY_STEPS: a player with few
                       # steps left is near to being blocked (and losing)
ROOMY_STEPS = 4
FLYING = 15            # the player has three men and flies anywhere


def steps_and_blocked(men, empty):
    """Return (steps, blocked men): how many moves `men` could make along
    lines, and how many of them have no empty point next to them."""
    lanes = 0                 # each group's steps in a 24-bit lane of its
    shift = 0                 # own, so one count adds them all up
    free = 0                  # the men with an empty point next to them
    for distance, lower in LINE_GROUPS:
        forward = men & lower & (empty >> distance)     # man a, empty a + d
        backward = (men >> distance) & lower & empty    # man a + d, empty a
        lanes |= (forward | backward << 24) << shift
        shift += 48
        free |= forward | backward << distance
    return popcount(lanes), popcount(men & ~free)


def mobility_terms(men, empty, flies):
    """Return the mobility terms of one player: steps, blocked men and
    the danger of being hemmed in (nothing while the player flies)."""
    if flies:
        return FLYING
    steps, blocked = steps_and_blocked(men, empty)
    value = MOBILITY * steps + BLOCKED_MAN * blocked
    if steps < ROOMY_STEPS:
        value += CRAMPED * (ROOMY_STEPS - steps)
    return value


def mill_terms(mine, theirs, empty, free_hand):
    """Return (value, threat points) of the mills of the player with men
    `mine`: closed mills, open mills and the empty points where the player
    could close a mill next turn (`free_hand`: the player places or flies,
    so every empty point can be reached)."""
    value = 0
    threats = 0
    for mill in MILL_MASKS:
        own = mine & mill
        if own == mill:
            value += MILL
        elif own and not theirs & mill and own & (own - 1):
            value += OPEN_MILL
            point = mill ^ own          # the empty third point
            if free_hand or NEIGHBOURS[point] & mine & ~mill:
                threats |= point
    return value, threats


def evaluate_men(mine, theirs, my_hand, their_hand, flying_on):
    """Return the guessed value of a position for the player to move, whose
    men are `mine`: that player's terms minus the other player's."""
    return value_and_threats(mine, theirs, my_hand, their_hand, flying_on)[0]


def value_and_threats(mine, theirs, my_hand, their_hand, flying_on):
    """Return (evaluate_men's value, the threat points of the player to
    move): the search needs both, and the threats are found on the way."""
    empty = ALL_POINTS & ~(mine | theirs)
    my_men, their_men = popcount(mine), popcount(theirs)
    i_fly = flying_on and not my_hand and my_men == 3
    they_fly = flying_on and not their_hand and their_men == 3
    value = (MAN * (my_men + my_hand - their_men - their_hand)
             + MAN_IN_HAND * (my_hand - their_hand)
             + mobility_terms(mine, empty, i_fly)
             - mobility_terms(theirs, empty, they_fly))
    my_mills, my_threats = mill_terms(mine, theirs, empty,
                                      my_hand or i_fly)
    their_mills, their_threats = mill_terms(theirs, mine, empty,
                                            their_hand or they_fly)
    value += my_mills - their_mills
    if my_threats:
        value += THREAT_TO_MOVE
    if their_threats:
        count = popcount(their_threats)
        value -= THREAT * count + (DOUBLE_THREAT if count >= 2 else 0)
    return value, my_threats


def threat_points(mine, theirs, free_hand):
    """Return the empty points (as one int) where the player with men
    `mine` could close a mill next turn."""
    empty = ALL_POINTS & ~(mine | theirs)
    return mill_terms(mine, theirs, empty, free_hand)[1]


def side_of(player):
    """Return 0 for White and 1 for Black (the side bit of a position)."""
    return 0 if player == WHITE else 1


PLAYER_OF_SIDE = (WHITE, BLACK)
