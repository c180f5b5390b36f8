"""matches.py - one game of a tournament, from its opening to its end.

The game starts from an opening (a few placements chosen by the
tournament, the same for every pair), then asks each player's process for
its turns until the rules say the game is over: a win, or a draw by the
game's own rules (a position the third time, or the move limit of
RULES.md: a hundred turns of moving without a removal).  Every game ends:
the men in hand run out, and each removal leaves fewer men.

Every turn a player's process sends is checked here, in the referee's own
process, against the legal turns (rules.legal_turns): the player's
process may have changed its own copy of the rules.  A player that makes
a mistake (player_files.py names the kinds) loses the game at once, and
the result keeps the mistake: the table lists it.

Glossary:
    entrant  a player_process.Entrant: a student's file or a level
    result   a GameResult (below)
"""

from collections import namedtuple

import rules
from board import BLACK, PLAYERS, WHITE, opponent
from tournament.player_process import PlayerProcess
from tournament.turn_checks import checked_turn
from words.catalogue import N_, _

# The points of a win, a draw and a loss.
WIN_POINTS = 2
DRAW_POINTS = 1
LOSS_POINTS = 0

# The reason of a game that both players lost by a mistake.
BOTH_MISTAKEN = N_('both players made a mistake')

# One game played:
#   number    its number in the tournament, 1, 2, ...
#   names     {WHITE: name, BLACK: name} of its entrants
#   points    {WHITE: points, BLACK: points}
#   reason    why it ended: an outcome's reason (game_state.py), the
#             kind of the mistake that lost it, or BOTH_MISTAKEN; in
#             English, and in the language in use as reason_words says it
#   faults    {player: Fault} of the players who made a mistake
#   start     the state it started from (the empty board)
#   turns     its turns, the opening's first
#   times     {player: [the processor seconds of each of its turns]}
GameResult = namedtuple('GameResult',
                        'number names points reason faults start turns '
                        'times', defaults=(None,))


def play_match(number, entrants, opening, seconds, seeds, stop=None):
    """Return the GameResult of game `number` between `entrants` ({WHITE:
    entrant, BLACK: entrant}) from the turns of `opening`, each player's
    turn limited to `seconds`; `seeds` ({player: seed}) seed each
    player's process.  Return None if the threading.Event `stop` is set
    before the game ends (the tournament was stopped)."""
    start = rules.initial_state()
    names = {player: entrants[player].name for player in PLAYERS}
    processes = {player: PlayerProcess(entrants[player], seeds[player])
                 for player in PLAYERS}
    try:
        faults = {}
        for player in PLAYERS:
            fault = processes[player].wait_until_loaded()
            if fault is not None:
                faults[player] = fault
        if faults:
            return forfeit(number, names, faults, start, [], {})
        return play_turns(number, names, processes, start, list(opening),
                          seconds, stop)
    finally:
        for process in processes.values():
            process.close()


def play_turns(number, names, processes, start, turns, seconds, stop):
    """Return the GameResult of the game from `start` after `turns` (the
    opening), each player asked in turn until the game is over (None if
    `stop` is set first)."""
    state = start
    for turn in turns:
        state = rules.next_state(state, turn)
    times = {player: [] for player in PLAYERS}
    while rules.outcome(state) is None:
        if stop is not None and stop.is_set():
            return None
        player = state.to_move
        reply = processes[player].ask(turns, seconds, stop)
        if reply is None:
            return None                 # the tournament was stopped
        if reply.seconds is not None:
            times[player].append(reply.seconds)
        turn, fault = judged(state, reply)
        if fault is not None:
            return forfeit(number, names, {player: fault}, start, turns,
                           times)
        turns.append(turn)
        state = rules.next_state(state, turn)
    ending = rules.outcome(state)
    return GameResult(number, names, points_of(ending.winner), ending.reason,
                      {}, start, turns, times)


def judged(state, reply):
    """Return (turn, None) with the legal Turn of the player's `reply` in
    `state`, or (None, Fault): the reply's own, or why its turn is not one
    of the legal turns (checked here, in the referee's process)."""
    if reply.fault is not None:
        return None, reply.fault
    return checked_turn(state, rules.legal_turns(state), reply.turn)


def forfeit(number, names, faults, start, turns, times):
    """Return the GameResult of a game lost by the players in `faults`
    (both, if both made a mistake: then nobody wins)."""
    if len(faults) == len(PLAYERS):
        points = {player: LOSS_POINTS for player in PLAYERS}
        reason = BOTH_MISTAKEN
    else:
        loser = next(iter(faults))
        points = points_of(opponent(loser))
        reason = faults[loser].kind
    return GameResult(number, names, points, reason, faults, start, turns,
                      times)


def reason_words(result):
    """Return why the game of the GameResult `result` ended, in the
    language in use (every reason is marked for the catalogue: the
    outcomes' in game_files/records.py, the mistakes' in
    player_files.py)."""
    return _(result.reason)


def points_of(winner):
    """Return {player: points} of a game `winner` won (None: a draw)."""
    if winner is None:
        return {WHITE: DRAW_POINTS, BLACK: DRAW_POINTS}
    return {winner: WIN_POINTS, opponent(winner): LOSS_POINTS}
