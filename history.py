"""history.py - one game as data: where it started and every turn since.

A History knows nothing of the screen, the keyboard or who is playing: it
keeps the states of the game (from rules.py) and the turns between them, so
that a turn can be played, taken back, saved or replayed.  The Game record
below ties a History to the rest of what a game at the console needs.

Glossary (see board.py and rules.py for point, player, board, turn, state):
    history   a History: states[0] is the state the game started from (an
              empty board, or a set-up position); states[i + 1] is the state
              after turns[i]
    game      a Game: a history, the settings it is played with (who plays
              each colour, the computer's level: see start_menu.py), how
              the screen is drawn (terminal.Display) and the random numbers
              of the computer and the roll
"""

from collections import namedtuple

import game_state
import rules
from board import opponent


class History:
    """The turns of one game and the state before and after each of them."""

    def __init__(self, start, turns=(), states=None):
        """Start at `start`; `turns` (with their `states` after `start`, if
        known) have been played already."""
        self.states = [start]
        self.turns = []
        self.agreed_draw = False    # True once the players agreed to a draw
        self.resigned = None        # the player who resigned, if one did
        self.saved_turns = []       # the turns as last saved or loaded
        if states is None:
            for turn in turns:
                self.play(turn)
        else:
            self.states = list(states)
            self.turns = list(turns)

    @property
    def state(self):
        """Return the state of the game now."""
        return self.states[-1]

    @property
    def start(self):
        """Return the state the game started from."""
        return self.states[0]

    def play(self, turn):
        """Return the state after playing `turn` (raises rules.IllegalTurn)."""
        after = rules.apply_turn(self.state, turn)
        self.turns.append(turn)
        self.states.append(after)
        return after

    def take_back(self):
        """Return the last turn played, after taking it back."""
        self.states.pop()
        return self.turns.pop()

    def last_turn(self):
        """Return (state before, turn) of the last turn, or None if none."""
        if not self.turns:
            return None
        return self.states[-2], self.turns[-1]

    def has_unsaved_turns(self):
        """Return True if turns were played (or undone) since the last save."""
        return self.turns != self.saved_turns

    def outcome(self):
        """Return None while the game goes on, else the rules.Outcome."""
        if self.agreed_draw:
            return rules.Outcome(None, game_state.AGREED_DRAW)
        if self.resigned is not None:
            return rules.Outcome(opponent(self.resigned),
                                 game_state.RESIGNATION)
        return rules.outcome(self.state)


# A game at the console: its History, the start_menu.Settings it is played
# with, the terminal.Display that draws it, and its random.Random.
Game = namedtuple('Game', 'history settings display rng')
