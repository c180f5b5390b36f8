"""lookahead.py - what a turn gains or avoids a few turns ahead, in words.

Where the board alone shows no idea behind a turn (see hints.py), the
search decides.  This module follows the line the search expects: the
best replies, each chosen by the computer at LINE_LEVEL, for a few turns,
and says what happens in it, in words that fit after "it":
  * a mill the opponent would close if the player could pass, and does not
    after this turn ("stops Black's plan: ...");
  * a mill most other turns would let the opponent close ("avoids losing a
    man: ...");
  * the first mill in the line ("prepares a mill: after Black's best reply
    (moves 9 to 10), White closes a mill on 3-4-5 and removes a man", or
    "limits the damage: ...");
  * more room to move than the opponent at the end of the line.
It does no input or output.
"""

import random

import rules
from board import ADJACENT, EMPTY, MILLS, PLAYER_NAMES, POINTS, opponent
from computer import computer_player
from words import texts

# The level that plays the expected line, and how many turns it looks at.
# EXPERIMENT: 'hard' sees further but makes a hint take several seconds.
LINE_LEVEL = 'medium'
LINE_TURNS = 6


# ---------------------------------------------------------------------------
# Questions about a board
# ---------------------------------------------------------------------------

def mill_name(mill):
    """Return the points of a mill as text, for example '3-4-5'."""
    return '-'.join(str(point) for point in mill)


def free_steps(board, player):
    """Return how many steps `player`'s men could take: empty neighbours,
    counted once per man."""
    return sum(1 for point in POINTS if board[point] == player
               for n in ADJACENT[point] if board[n] == EMPTY)


def room_lead(board, player):
    """Return `player`'s free steps minus the opponent's."""
    return free_steps(board, player) - free_steps(board, opponent(player))


def closed_mill(board, player, point):
    """Return a mill of `player` through `point` that is closed, or None."""
    for mill in MILLS:
        if point in mill and all(board[p] == player for p in mill):
            return mill
    return None


# ---------------------------------------------------------------------------
# Looking ahead: the line the search expects
# ---------------------------------------------------------------------------

def when_in_line(player, index):
    """Return when the turn at `index` of a line after a turn of the other
    player comes, in `player`'s turns: "on Black's next turn", "within 2 of
    Black's turns"."""
    name = PLAYER_NAMES[player]
    if index < 2:
        return "on %s's next turn" % name
    return "within %d of %s's turns" % (index // 2 + 1, name)


def expected_line(state, turns=LINE_TURNS, level=LINE_LEVEL):
    """Return the states and turns the search expects from `state`:
    [(state, turn), ...], at most `turns` long, shorter if the game ends."""
    line = []
    for _ in range(turns):
        if rules.outcome(state) is not None:
            break
        turn = computer_player.choose_turn(state, level, random.Random(0))
        line.append((state, turn))
        state = rules.next_state(state, turn)
    return line


def line_words(line):
    """Return the turns of a line after a turn in words: "after Black's best
    reply (places on 1)", or "after the expected turns (Black places on 1,
    White moves 3 to 4, Black places on 5)"."""
    if len(line) == 1:
        state, turn = line[0]
        return "after %s's best reply (%s)" % (
            PLAYER_NAMES[state.to_move],
            texts.describe_turn(state, turn, 'brief'))
    return 'after the expected turns (%s)' % ', '.join(
        '%s %s' % (PLAYER_NAMES[state.to_move],
                   texts.describe_turn(state, turn, 'brief'))
        for state, turn in line)


def first_mill(line):
    """Return (index, state, turn) of the first turn of `line` that closes a
    mill, or None."""
    for index, (state, turn) in enumerate(line):
        if turn.removed is not None:
            return index, state, turn
    return None


def mill_words(state, turn):
    """Return 'closes a mill on 3-4-5' for a turn that closes one."""
    after = rules.next_state(state, turn)
    mill = closed_mill(after.board, state.to_move, turn.target)
    return 'closes a mill on %s' % mill_name(mill)


def line_idea(state, turn, level=LINE_LEVEL):
    """Return what the line the search expects after `turn` gains, in words,
    or None."""
    player, other = state.to_move, opponent(state.to_move)
    after = rules.next_state(state, turn)
    line = expected_line(after, LINE_TURNS - 1, level)
    found = first_mill(line)
    if found is not None:
        index, mover_state, mill_turn = found
        mill = mill_words(mover_state, mill_turn)
        if mover_state.to_move == other:
            return ('limits the damage: as far as the computer sees, %s '
                    '%s %s whatever %s plays'
                    % (PLAYER_NAMES[other], mill, when_in_line(other, index),
                       PLAYER_NAMES[player]))
        return ('prepares a mill: %s, %s %s and removes a man'
                % (line_words(line[:index]), PLAYER_NAMES[player], mill))
    return room_gain(state, line, after)


def room_gain(state, line, after):
    """Return the words of a line that leaves the player more room to move
    than the opponent (a slow blockade), or None."""
    player = state.to_move
    end = rules.next_state(*line[-1]) if line else after
    if rules.places_freely(end, opponent(player)):
        return None
    if room_lead(end.board, player) <= room_lead(state.board, player):
        return None
    return ('hems %s in: after the expected %d turns %s\'s men have %d free '
            'steps and %s\'s %d' % (
                PLAYER_NAMES[opponent(player)], len(line) + 1,
                PLAYER_NAMES[player], free_steps(end.board, player),
                PLAYER_NAMES[opponent(player)],
                free_steps(end.board, opponent(player))))


def threat_stopped(state, turn, level=LINE_LEVEL):
    """Return the words of a turn that stops a mill the opponent would
    close within two turns if the player could pass, or None."""
    other = opponent(state.to_move)
    try:
        passed = rules.set_up_state(state.board, state.in_hand, other,
                                    state.options)
    except ValueError:
        return None
    found = first_mill(expected_line(passed, 3, level))
    if found is None or found[1].to_move != other:
        return None
    after = rules.next_state(state, turn)
    later = first_mill(expected_line(after, 3, level))
    if later is not None and later[1].to_move == other:
        return None
    index, mover_state, mill_turn = found
    return ('stops %s\'s plan: otherwise %s %s %s'
            % (PLAYER_NAMES[other], PLAYER_NAMES[other],
               mill_words(mover_state, mill_turn), when_in_line(other, index)))




def opponent_mill_soon(state, turn, level=LINE_LEVEL):
    """Return (index, state, turn) of a mill the opponent closes in the
    three turns the search expects after `turn`, or None."""
    line = expected_line(rules.next_state(state, turn), 3, level)
    found = first_mill(line)
    if found is not None and found[1].to_move != state.to_move:
        return found
    return None


def loss_avoided(state, turn, level=LINE_LEVEL):
    """Return the words of a turn after which the opponent closes no mill
    soon while other turns let them, or None."""
    if opponent_mill_soon(state, turn, level) is not None:
        return None
    others = [other for other in rules.legal_turns(state) if other != turn]
    losing = [(other, opponent_mill_soon(state, other, level))
              for other in others]
    losing = [(other, found) for other, found in losing if found]
    if not losing:
        return None
    example, (index, mover_state, mill_turn) = min(
        losing, key=lambda item: item[1][0])      # the soonest mill
    other = mover_state.to_move
    return ('avoids losing a man: %d of the other %d turns let %s close a '
            'mill %s; after %s %s, for example, %s %s'
            % (len(losing), len(others), PLAYER_NAMES[other],
               when_in_line(other, index), PLAYER_NAMES[state.to_move],
               texts.describe_turn(state, example, 'brief'),
               PLAYER_NAMES[other],
               mill_words(mover_state, mill_turn)))


def look_ahead_idea(state, turn, level=LINE_LEVEL):
    """Return what `turn` gains or avoids a few turns ahead, in words, or
    None: what it stops, what it avoids, then what its line gains."""
    return (threat_stopped(state, turn, level)
            or loss_avoided(state, turn, level)
            or line_idea(state, turn, level))
