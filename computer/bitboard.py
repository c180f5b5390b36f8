"""bitboard.py - the board as two whole numbers, for the computer's fast search.

rules.py keeps a board as a tuple of 24 slots: easy to read, slow to copy.
The search (search.py) looks at hundreds of thousands of positions a turn,
so it keeps each player's men as one int instead: one bit for each point,
1 when the player has a man there.  Then "the empty points" is one
expression, ~(mine | theirs) & ALL_POINTS, and a turn is three bits: where
the man comes from, where it goes and which man it removes.

The bits do not follow the points' numbers: they go round the board's three
squares (RINGS), eight bits a square, the outer square first.  Then two
points joined by a line are always 1 bit apart (7 where a square closes)
or 8 (the lines that join the squares), so three shifts find every step
(LINE_GROUPS).  BIT[point] is the bit of a point; lists of bits are still
made in the order of the points, so the search tries turns in that order.

Glossary (besides board.py's point, player and mill):
    men     an int with the bit of each point where the player has a man
    bit     an int with one bit set: BIT[point]
    move    (source bit, target bit, removed bit) of one turn; source is 0
            when placing, removed is 0 when no mill closes
    steps   (man, empty neighbour) pairs: the moves a player could make

The evaluation lives here too (evaluate_men): it guesses who is better from
named terms, in hundredths of a man.
"""

from board import ADJACENT, BLACK, MILLS, POINTS, WHITE

ALL_POINTS = (1 << 24) - 1

# RINGS: the points of each square, clockwise from its top-left corner.
# Point RINGS[r][i] has bit number 8 * r + i.
RINGS = (
    (0, 1, 2, 14, 23, 22, 21, 9),       # the outer square
    (3, 4, 5, 13, 20, 19, 18, 10),      # the middle square
    (6, 7, 8, 12, 17, 16, 15, 11),      # the inner square
)
BIT_NUMBER = dict((point, 8 * ring + place)
                  for ring, points in enumerate(RINGS)
                  for place, point in enumerate(points))
BIT = tuple(1 << BIT_NUMBER[point] for point in POINTS)

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
    grouped by how many bits apart their two points are.

    A line from bit number a to bit number a + d is in group d, whose int
    has bit a set.  So all lines of a group can be checked at once with a
    shift.  With the bits going round the squares there are three groups.
    """
    groups = {}
    for point in POINTS:
        for neighbour in ADJACENT[point]:
            low, high = sorted((BIT_NUMBER[point], BIT_NUMBER[neighbour]))
            distance = high - low
            groups[distance] = groups.get(distance, 0) | 1 << low
    return tuple(sorted(groups.items()))


LINE_GROUPS = line_groups()
assert [distance for distance, _ in LINE_GROUPS] == [1, 7, 8], 'see RINGS'


def count_bits(number):
    """Return how many bits of `number` are set."""
    return bin(number).count('1')


# popcount(number): how many bits are set.  Python 3.10 and later count
# them with int.bit_count, several times faster; older ones use count_bits.
popcount = getattr(int, 'bit_count', count_bits)


def bits_of(men):
    """Return the single bits of `men`, in the order of their points."""
    return [bit for bit in BIT if bit & men]


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


def generate_moves(mine, theirs, in_hand, flies, targets=ALL_POINTS):
    """Return every move of the player with men `mine`: placing when
    `in_hand` > 0, flying when `flies`, else stepping along lines; only
    those to the points of `targets` if given.  Moves come in the order of
    the points.

    A move that closes a mill is listed once per man it may remove (one man
    per turn: the search leaves the double-mill option to rules.py).
    """
    empty = ALL_POINTS & ~(mine | theirs)
    reach = empty & targets
    if in_hand:
        steps = [(0, target) for target in bits_of(reach)]
    elif flies:
        reachable = bits_of(reach)
        steps = [(source, target) for source in BIT if source & mine
                 for target in reachable]
    else:
        steps = [(source, target) for source in BIT if source & mine
                 for target in NEIGHBOUR_BITS[source] if target & reach]
    moves = []
    victims = None
    for source, target in steps:
        after = mine ^ source ^ target        # does the man close a mill?
        first, second = MILLS_AT[target]
        if (after & first == first or after & second == second) and theirs:
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
FLYING_STEPS = 15      # the mobility of a player with three men, who flies


def steps_and_blocked(men, empty):
    """Return (steps, blocked men): how many moves `men` could make along
    lines, and how many of them have no empty point next to them."""
    steps = 0
    free = 0                  # the men with an empty point next to them
    for distance, lower in LINE_GROUPS:
        forward = men & lower & (empty >> distance)     # man a, empty a + d
        backward = (men >> distance) & lower & empty    # man a + d, empty a
        steps += popcount(forward) + popcount(backward)
        free |= forward | backward << distance
    return steps, popcount(men & ~free)


def mobility_terms(men, empty, flies):
    """Return the mobility terms of one player: steps, blocked men and
    the danger of being hemmed in (nothing while the player flies)."""
    if flies:
        return FLYING_STEPS
    steps, blocked = steps_and_blocked(men, empty)
    value = MOBILITY * steps + BLOCKED_MAN * blocked
    if steps < ROOMY_STEPS:
        value += CRAMPED * (ROOMY_STEPS - steps)
    return value


def mill_terms(mine, theirs, my_free, their_free):
    """Return (value, my threats, their threats) of the mills on the board:
    the closed and open mills of the player with men `mine` less the other
    player's, and the empty points (one int each) where each player could
    close a mill next turn.  `my_free`, `their_free`: that player places or
    flies, so every empty point can be reached.

    One pass over the 16 mills serves both players: a mill with men of
    both colours is nobody's."""
    value = my_threats = their_threats = 0
    for mill in MILL_MASKS:
        own = mine & mill
        if own:
            if theirs & mill:
                continue
            if own == mill:
                value += MILL
            elif own & (own - 1):                # two men, an empty point
                value += OPEN_MILL
                if my_free or NEIGHBOURS[mill ^ own] & mine & ~mill:
                    my_threats |= mill ^ own
        else:
            other = theirs & mill
            if other == mill:
                value -= MILL
            elif other & (other - 1):
                value -= OPEN_MILL
                if their_free or NEIGHBOURS[mill ^ other] & theirs & ~mill:
                    their_threats |= mill ^ other
    return value, my_threats, their_threats


def evaluate_men(mine, theirs, my_hand, their_hand, flying_on):
    """Return the guessed value of a position for the player to move, whose
    men are `mine`: that player's terms minus the other player's."""
    return value_and_threats(mine, theirs, my_hand, their_hand, flying_on)[0]


def value_and_threats(mine, theirs, my_hand, their_hand, flying_on):
    """Return (evaluate_men's value, my threats, their threats): the search
    needs the points where each player could close a mill next turn too,
    and they are found on the way."""
    empty = ALL_POINTS & ~(mine | theirs)
    my_men, their_men = popcount(mine), popcount(theirs)
    i_fly = flying_on and not my_hand and my_men == 3
    they_fly = flying_on and not their_hand and their_men == 3
    mills, my_threats, their_threats = mill_terms(
        mine, theirs, my_hand or i_fly, their_hand or they_fly)
    value = (MAN * (my_men + my_hand - their_men - their_hand)
             + MAN_IN_HAND * (my_hand - their_hand)
             + mobility_terms(mine, empty, i_fly)
             - mobility_terms(theirs, empty, they_fly)
             + mills)
    if my_threats:
        value += THREAT_TO_MOVE
    if their_threats:
        count = popcount(their_threats)
        value -= THREAT * count + (DOUBLE_THREAT if count >= 2 else 0)
    return value, my_threats, their_threats


def closable_mask(mine, theirs, free_hand):
    """Return the empty points (as one int) where the player with men
    `mine` could close a mill next turn: the fast search's copy of
    rules.closable_points (tests/test_search.py holds the two equal)."""
    return mill_terms(mine, theirs, free_hand, False)[1]


def side_of(player):
    """Return 0 for White and 1 for Black (the side bit of a position)."""
    return 0 if player == WHITE else 1


PLAYER_OF_SIDE = (WHITE, BLACK)
