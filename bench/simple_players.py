"""bench/simple_players.py - two players with a rule of thumb, no search.

They stand in for people when the benches measure the weakest levels:
  novice   a child who has just learned the rules: closes a mill when it
           sees one, and otherwise plays any legal turn;
  student  a player who has played a few games: closes a mill when it can,
           blocks the other player's mill, and never gives a mill away when
           it has a turn that does not.
Both choose among equally good turns at random (with the game's seeded
random generator), so a match can be repeated exactly.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

import rules  # noqa: E402  (after the path is set)


def removes_a_man(turn):
    """Return True if `turn` closes a mill (it removes a man)."""
    return turn.removed is not None


def gives_mill_away(state, turn):
    """Return True if after `turn` the other player can close a mill."""
    after = rules.apply_turn(state, turn)
    if rules.outcome(after) is not None:
        return False
    return any(removes_a_man(reply) for reply in rules.legal_turns(after))


def novice_turn(state, rng):
    """Return the novice's turn: a mill if there is one, else any turn."""
    turns = rules.legal_turns(state)
    mills = [turn for turn in turns if removes_a_man(turn)]
    return rng.choice(mills or turns)


def student_turn(state, rng):
    """Return the student's turn: a mill if there is one, else a turn that
    leaves the other player no mill to close (so it blocks one that was
    ready), else any turn."""
    turns = rules.legal_turns(state)
    mills = [turn for turn in turns if removes_a_man(turn)]
    if mills:
        return rng.choice(mills)
    safe = [turn for turn in turns if not gives_mill_away(state, turn)]
    return rng.choice(safe or turns)


SIMPLE_PLAYERS = {'novice': novice_turn, 'student': student_turn}
