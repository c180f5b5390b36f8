"""rules.py - the complete rules of Nine Men's Morris, as pure functions.

The reference is RULES.md, the project's rules document.  Every
function here takes a board or a game state and returns a value: none prints,
asks, exits, or changes its arguments.  Playing a turn returns a new state.

Glossary (see board.py for point, player, board and mill; the records
Turn, State, Outcome and Options are defined in game_state.py, and the
first three are used from here as rules.Turn, rules.State, ...):
    turn    one player's placement or move with its removal, a Turn record:
            Turn(source, target, removed, second_removed)
              source          where the man comes from (None when placing)
              target          where the man goes
              removed         the opponent's man taken because a mill closed
                              (None when no mill closed)
              second_removed  a second man taken when one turn closes two
                              mills and the double-mill option is on
    state   everything the rules need to know about a game, a State record:
            the board, the men in hand of each player, the player to move,
            the counters of the draw rules and the options of this game.
    options the rule choices of RULES.md, an Options record (flying, double
            mill removals, the draw rules), with the standard defaults.

How the pieces fit: legal_turns(state) lists every legal turn.  The game,
the computer player and the tests all decide what is legal with that one
list.  apply_turn(state, turn) returns the state after the turn, and
outcome(state) says whether the game is over, who won and why.
"""

from board import (ADJACENT, BLACK, EMPTY, MEN_PER_PLAYER, MILL_PARTNERS,
                   MILLS, PLAYER_NAMES, PLAYERS, POINT_COUNT, POINTS, WHITE,
                   Sentence, empty_board, is_point, opponent)
from game_state import (BLOCKED, DEFAULT_OPTIONS, FLYING, MOVE_LIMIT, MOVING,
                        PLACING, REPETITION, THREE_MEN_LIMIT, TWO_MEN,
                        IllegalTurn, Outcome, State, Turn)

# ---------------------------------------------------------------------------
# Starting a game
# ---------------------------------------------------------------------------

def position_key(board, in_hand, to_move):
    """Return what makes two positions the same for the repetition rule."""
    return (tuple(board), tuple(in_hand), to_move)


def initial_state(options=DEFAULT_OPTIONS, first_player=WHITE):
    """Return the state at the start of a game: empty board, nine men each."""
    return set_up_state(empty_board(), (MEN_PER_PLAYER, MEN_PER_PLAYER),
                        first_player, options)


def set_up_state(board, in_hand, to_move, options=DEFAULT_OPTIONS):
    """Return the state of a game set up with these men, hands and mover.

    Raises ValueError with a sentence about the first thing that makes no
    sense (a slot that is not a man, more than nine men for a player, ...).
    """
    board = tuple(board)
    in_hand = tuple(in_hand)
    if len(board) != POINT_COUNT:
        raise ValueError(Sentence('a board has %d points, not %d',
                                  POINT_COUNT, len(board)))
    for point in POINTS:
        if board[point] not in (EMPTY, WHITE, BLACK):
            raise ValueError(Sentence('point %d holds %r, which is not a '
                                      'man', point, board[point]))
    if to_move not in PLAYERS:
        raise ValueError(Sentence('%r is not a player (W or B)', to_move))
    if len(in_hand) != 2:
        raise ValueError(Sentence("men in hand are two numbers, White's and "
                                  "Black's"))
    for player, hand in zip(PLAYERS, in_hand):
        name = PLAYER_NAMES[player]
        if not isinstance(hand, int) or hand < 0 or hand > MEN_PER_PLAYER:
            raise ValueError(Sentence('%s has %r men in hand; it must be 0 '
                                      'to %d', name, hand, MEN_PER_PLAYER))
        on_board = board.count(player)
        if on_board + hand > MEN_PER_PLAYER:
            raise ValueError(Sentence('%s has %d men on the board and %d in '
                                      'hand, more than %d', name, on_board,
                                      hand, MEN_PER_PLAYER))
    key = position_key(board, in_hand, to_move)
    return State(board, in_hand, to_move, 0, (key,), 0, options)


# ---------------------------------------------------------------------------
# Questions about a board
# ---------------------------------------------------------------------------

def mills_closed(board, player, target, source=None):
    """Return how many mills (0, 1 or 2) a man of `player` closes on `target`.

    `source` is where the man comes from (None when placing): that point is
    empty once the man has left, so it cannot be part of the new mill.
    """
    count = 0
    for a, b in MILL_PARTNERS[target]:
        if (board[a] == player and board[b] == player
                and a != source and b != source):
            count += 1
    return count


def closed_mill_points(board, player, target, source=None):
    """Return the points of the mills a man of `player` closes on `target`
    (coming from `source`, None when placing), in order; () if none."""
    points = set()
    for a, b in MILL_PARTNERS[target]:
        if (board[a] == player and board[b] == player
                and a != source and b != source):
            points.update((a, b, target))
    return tuple(sorted(points))


def is_in_mill(board, point):
    """Return True if the man on `point` is part of a closed mill."""
    player = board[point]
    if player == EMPTY:
        return False
    for a, b in MILL_PARTNERS[point]:
        if board[a] == player and board[b] == player:
            return True
    return False


def men_on_board(board, player):
    """Return the points where `player` has men."""
    return [point for point in POINTS if board[point] == player]


def removable_men(board, victim):
    """Return the points of the men of `victim` that may be removed.

    A man in a mill is safe, unless every one of the victim's men is in a
    mill: then any of them may be removed.
    """
    men = men_on_board(board, victim)
    outside_mills = [point for point in men if not is_in_mill(board, point)]
    return outside_mills or men


def board_after(board, player, source, target, *removed):
    """Return a copy of `board` after the man of `player` went from `source`
    (None: placed) to `target` and the men on `removed` (None: no man) were
    taken."""
    after = list(board)
    if source is not None:
        after[source] = EMPTY
    after[target] = player
    for point in removed:
        if point is not None:
            after[point] = EMPTY
    return tuple(after)


# ---------------------------------------------------------------------------
# Questions about a player in a game
# ---------------------------------------------------------------------------

def men_in_hand(state, player):
    """Return how many men `player` still has to place."""
    return state.in_hand[0] if player == WHITE else state.in_hand[1]


def men_left(state, player):
    """Return the men `player` still has in the game: on the board + in hand."""
    return state.board.count(player) + men_in_hand(state, player)


def men_removed(state, player):
    """Return how many of `player`'s men have been taken off the board."""
    return MEN_PER_PLAYER - men_left(state, player)


def can_fly(state, player):
    """Return True if `player` may fly: flying is on and three men are left."""
    return (state.options.flying and men_in_hand(state, player) == 0
            and state.board.count(player) == 3)


def phase(state, player):
    """Return PLACING, MOVING or FLYING: what `player` does on their turns."""
    if men_in_hand(state, player) > 0:
        return PLACING
    if can_fly(state, player):
        return FLYING
    return MOVING


def movements(state, player):
    """Return every (source, target) pair `player` could play, mills aside.

    When placing, source is None and target is any empty point.
    """
    board = state.board
    empty_points = [point for point in POINTS if board[point] == EMPTY]
    if men_in_hand(state, player) > 0:
        return [(None, target) for target in empty_points]
    men = men_on_board(board, player)
    if can_fly(state, player):
        return [(source, target) for source in men for target in empty_points]
    return [(source, target) for source in men for target in ADJACENT[source]
            if board[target] == EMPTY]


def places_freely(state, player):
    """Return True if `player`'s next man may go to any empty point: a man
    placed from the hand, or a man flying."""
    return men_in_hand(state, player) > 0 or can_fly(state, player)


def can_reach(board, player, point, line, free):
    """Return True if `player` could put a man on the empty `point` next
    turn: `free` (placing or flying), or a man next to it that is not one
    of the men of `line` (the mill being filled, whose men must stay)."""
    if free:
        return True
    return any(board[neighbour] == player and neighbour not in line
               for neighbour in ADJACENT[point])


def closable_mills(state, player):
    """Return the mills `player` threatens: the mills holding two of their
    men whose third point is empty, where one of their men can get on
    their next turn (placing or flying: any empty point; moving: a man of
    theirs next to it, not one of the mill's), in the order of MILLS."""
    board = state.board
    free = places_freely(state, player)
    threatened = []
    for mill in MILLS:
        empty = [point for point in mill if board[point] == EMPTY]
        if (len(empty) == 1 and mill_has_two(board, player, mill)
                and can_reach(board, player, empty[0], mill, free)):
            threatened.append(mill)
    return threatened


def closable_points(state, player):
    """Return the empty points where `player` could close a mill on their
    next turn: the empty point of each mill of closable_mills.  (The fast
    search keeps a copy of this on bitboards, bitboard.closable_mask; a
    test holds the two equal.)"""
    board = state.board
    return {point for mill in closable_mills(state, player)
            for point in mill if board[point] == EMPTY}


def mill_has_two(board, player, mill):
    """Return True if two of the three points of `mill` hold men of
    `player`."""
    return sum(board[point] == player for point in mill) == 2


def turns_drawn_by_repetition(state):
    """Return the legal turns that draw the game at once by repetition:
    they bring a position back for the third time (none while no position
    has come twice)."""
    if (not state.options.repetition_draw
            or len(set(state.history)) == len(state.history)):
        return []
    return [turn for turn in legal_turns(state)
            if outcome(next_state(state, turn)) == Outcome(None, REPETITION)]


def is_blocked(state, player):
    """Return True if `player` could not play any turn here."""
    return not movements(state, player)


# ---------------------------------------------------------------------------
# The legal turns
# ---------------------------------------------------------------------------

def legal_turns(state):
    """Return every complete legal turn of the player to move, as Turns.

    A turn that closes a mill is listed once for each man it may remove.
    This does not look at whether the game is over: ask outcome() first.
    """
    board = state.board
    player = state.to_move
    victim = opponent(player)
    double_removal = state.options.double_mill_removal
    turns = []
    for source, target in movements(state, player):
        closed = mills_closed(board, player, target, source)
        if closed == 0:
            turns.append(Turn(source, target))
            continue
        after = board_after(board, player, source, target)
        victims = removable_men(after, victim)
        if not victims:             # only in a set-up: nobody to remove
            turns.append(Turn(source, target))
        elif closed == 2 and double_removal:
            turns.extend(double_removal_turns(after, victim, source, target,
                                              victims))
        else:
            for removed in victims:
                turns.append(Turn(source, target, removed))
    return turns


def double_removal_turns(after, victim, source, target, victims):
    """Return the turns that remove two men after closing two mills at once.

    Each removal must be legal when it is made, so the second man is chosen
    after the first is gone.  Every pair of men is listed once.
    """
    turns = []
    pairs_seen = set()
    for first in victims:
        rest = list(after)
        rest[first] = EMPTY
        seconds = removable_men(rest, victim)
        if not seconds:             # the victim had only one man
            turns.append(Turn(source, target, first))
        for second in seconds:
            pair = frozenset((first, second))
            if pair not in pairs_seen:
                pairs_seen.add(pair)
                turns.append(Turn(source, target, first, second))
    return turns


def next_state(state, turn):
    """Return the state after `turn`, which must come from legal_turns(state).

    This is the fast path for loops over legal_turns; apply_turn checks the
    turn first.
    """
    player = state.to_move
    board = board_after(state.board, player, turn.source, turn.target,
                        turn.removed, turn.second_removed)
    in_hand = hands_after(state.in_hand, player, turn)
    to_move = opponent(player)
    key = (board, in_hand, to_move)
    moves, placings = counts_after(state, turn)
    return State(board, in_hand, to_move, moves,
                 history_after(state, turn, key), state.turns_played + 1,
                 state.options, placings)


def hands_after(in_hand, player, turn):
    """Return (White's, Black's) men in hand after `turn` of `player`: one
    fewer for the player when the turn places a man."""
    if turn.source is not None:
        return in_hand
    white, black = in_hand
    return (white - 1, black) if player == WHITE else (white, black - 1)


def counts_after(state, turn):
    """Return (moving turns, placing turns) without a removal after `turn`:
    both start again at a removal; the move limit counts moving turns, the
    three-men limit both."""
    if turn.removed is not None:
        return 0, 0
    if turn.source is None:
        return (state.turns_without_removal,
                state.placings_without_removal + 1)
    return state.turns_without_removal + 1, state.placings_without_removal


def history_after(state, turn, key):
    """Return the positions the repetition rule counts after `turn`, whose
    position is `key`: the earlier ones and `key`, or `key` alone."""
    if (turn.removed is None and turn.source is not None
            and state.options.repetition_draw):
        return state.history + (key,)
    # Men placed or removed: no old position returns.  Without the
    # repetition rule no old position counts, and keeping them would make
    # a long game's states grow with the square of its length.
    return (key,)


def apply_turn(state, turn):
    """Return the state after `turn`; raise IllegalTurn if it is not legal.

    `turn` may be a Turn or a plain tuple (source, target[, removed[, second]]).
    The two men of a double removal may be named in either order.  (Why a
    turn is illegal, in a sentence for a player, is
    words.turn_problems.explain_illegal_turn.)
    """
    turn = as_turn(turn)
    if outcome(state) is not None:
        raise IllegalTurn(Sentence('the game is over'))
    problem = turn_shape_problem(turn)
    if problem:
        raise IllegalTurn(problem)
    legal = legal_turns(state)
    if turn not in legal:
        swapped = Turn(turn.source, turn.target, turn.second_removed,
                       turn.removed)
        if turn.second_removed is None or swapped not in legal:
            raise IllegalTurn(Sentence('%r is not one of the legal turns',
                                       turn))
        turn = swapped
    return next_state(state, turn)


def as_turn(turn):
    """Return `turn` as a Turn; raise IllegalTurn if it has the wrong shape."""
    try:
        return Turn(*turn)
    except TypeError:
        raise IllegalTurn(Sentence('a turn is (from, to), (from, to, '
                                   'removed) or (from, to, removed, second '
                                   'removed), not %r', turn))


def turn_shape_problem(turn):
    """Return why `turn` cannot be a turn in any position, or None."""
    if turn.target is None:
        return Sentence('a turn must say where the man goes (there is no '
                        'passing)')
    for point in turn:
        if point is not None and not is_point(point):
            return Sentence('%r is not a point (points are 0 to 23)', point)
    if turn.removed is None and turn.second_removed is not None:
        return Sentence('a second man to remove is named, but no first one')
    if turn.removed is not None and turn.removed == turn.second_removed:
        return Sentence('the man on %d cannot be removed twice', turn.removed)
    return None


# ---------------------------------------------------------------------------
# The end of the game
# ---------------------------------------------------------------------------

# A player left with fewer men than this (on the board and in hand) loses.
FEWEST_MEN = 3

def outcome(state):
    """Return None while the game goes on, else Outcome(winner, reason).

    The rules are checked in this order: a player reduced to two men loses;
    the player to move loses if they cannot play; then the draws by
    repetition, by the move limit and by the three-men limit.
    """
    player = state.to_move
    for loser in (player, opponent(player)):
        if men_left(state, loser) < FEWEST_MEN:
            return Outcome(opponent(loser), TWO_MEN)
    if is_blocked(state, player):
        return Outcome(opponent(player), BLOCKED)
    options = state.options
    if options.repetition_draw and state.history.count(state.history[-1]) >= 3:
        return Outcome(None, REPETITION)
    for reason, turns_left in turns_left_by_limit(state):
        if turns_left <= 0:
            return Outcome(None, reason)
    return None


def turns_left_by_limit(state):
    """Return (reason, turns left) for each draw limit that counts now: the
    move limit, then the three-men limit once both players are down to
    three men (a turn is a placement or a move: placing turns count too).
    The game is drawn when the turns left of one reach 0."""
    options = state.options
    limits = []
    if options.move_limit:
        limits.append((MOVE_LIMIT,
                       options.move_limit - state.turns_without_removal))
    if (options.three_men_limit
            and men_left(state, WHITE) == 3 and men_left(state, BLACK) == 3):
        turns = state.turns_without_removal + state.placings_without_removal
        limits.append((THREE_MEN_LIMIT, options.three_men_limit - turns))
    return limits
