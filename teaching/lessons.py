"""lessons.py - the rules taught by doing, in short steps, for a first game.

A lesson is a list of steps.  Each step is data: a title, what to do (one or
two sentences), a set-up position and what a right answer does (its goal).
judge_answer(step, turn) judges the student's turn (a rules.Turn):
  * illegal: the rules say why (turn_problems.explain_illegal_turn);
  * legal, but not what the step asks: the step's own sentence says what
    to look for;
  * right: the step's praise.
Nothing here prints or asks; the game shows the steps and reads the turns.

Positions are board strings (see board.board_from_string), the rows from
top to bottom, 3/3/3/6/3/3/3 points:

     0  1  2 /  3  4  5 /  6  7  8 /  9 10 11 12 13 14 / 15 16 17 / 18 19 20 / 21 22 23
"""

from collections import namedtuple

import rules
from board import WHITE, board_from_string, opponent
from words.catalogue import N_, _
from words.turn_problems import explain_illegal_turn

# One step of a lesson: `board`, `to_move` and `in_hand` set up its position;
# `goal(state, turn, after)` is True for the turns that do what `task` asks;
# `praise` is said to a right answer, `miss` to a legal turn that misses.
# The words (title, task, praise, miss) are in English, marked with N_():
# show them with _(step.title), _(step.task), folded after translating.
Step = namedtuple('Step', 'title task board to_move in_hand goal praise miss')

# The judgement of an answer: right or not, and one sentence to show.
Answer = namedtuple('Answer', 'correct sentence')


# ---------------------------------------------------------------------------
# Goals: what a right answer does
# ---------------------------------------------------------------------------

def any_turn(state, turn, after):
    """Return True: every legal turn does what the step asks."""
    return True


def closes_a_mill(state, turn, after):
    """Return True if `turn` closes a mill."""
    return turn.removed is not None


def blocks_a_mill(state, turn, after):
    """Return True if `turn` stands where the opponent would close a mill."""
    return turn.target in rules.closable_points(state, opponent(state.to_move))


def wins(state, turn, after):
    """Return True if the player to move wins with `turn`."""
    result = rules.outcome(after)
    return result is not None and result.winner == state.to_move


def wins_by_blocking(state, turn, after):
    """Return True if `turn` leaves the opponent no turn to play."""
    return rules.outcome(after) == rules.Outcome(state.to_move, rules.BLOCKED)


# ---------------------------------------------------------------------------
# The lesson
# ---------------------------------------------------------------------------

LESSON = (
    Step(N_('Placing'),
         N_('The game begins with nine men in hand for each player. Place '
            'a man: type the number of any empty point.'),
         '.../.../.../....../.../.../...', WHITE, (9, 9), any_turn,
         N_('Good: your man stands there. The players take turns placing '
            'their nine men.'), ''),
    Step(N_('Closing a mill'),
         N_('Your men on 0 and 1 stand on the line 0-1-2. Place a man on its '
            'third point, 2, to close a mill, then remove a black man: the '
            'one on 4 or on 21.'),
         'WW./.B./.../....../.../.../B..', WHITE, (7, 7), closes_a_mill,
         N_("A mill! Three men in a row let you take one of your opponent's "
            "men off the board."),
         N_('it does not close a mill: look for two of your men in a row '
            'with the third point empty')),
    Step(N_('Men in a mill are safe'),
         N_("Place a man on 2 to close the mill on 0-1-2. Black's men on 21, "
            "22 and 23 stand in a mill, so you must remove the other, on "
            "12."),
         'WW./.../.../...B../.../.../BBB', WHITE, (7, 5), closes_a_mill,
         N_("Right: a man in a mill may only be removed when all of that "
            "player's men stand in mills."),
         N_('it does not close a mill: your men on 0 and 1 wait for a '
            'third')),
    Step(N_('Blocking a mill'),
         N_('Black has men on 9 and 21, two of the line 0-9-21, and its '
            'third point, 0, is empty. Place a man there before Black '
            'does.'),
         '.../.W./.../B...../.../.../B..', WHITE, (8, 7), blocks_a_mill,
         N_("Blocked: that line can never be Black's mill while your man "
            "stands there."),
         N_("it does not stop Black's mill: Black places a man on 0 next, "
            "closes 0-9-21 and removes one of your men")),
    Step(N_('Moving along the lines'),
         N_('All men are placed, so now a turn moves one of your men along '
            'a line to the next point, if it is empty. Your men stand on 0, '
            '4, 14 and 19 (type neighbours 4 to hear the points next to 4). '
            'Move any man: type where from and where to, such as 4 5.'),
         'W.B/.W./.../B....W/.B./.W./.B.', WHITE, (0, 0), any_turn,
         N_('Good: a man steps to a neighbouring empty point.'), ''),
    Step(N_('Closing a mill by moving'),
         N_('Your men on 3 and 5 stand on the line 3-4-5, and 4 between '
            'them is empty. Move a man onto 4 to close a mill, then remove a '
            'black man.'),
         '.../W.W/.W./...B../B../WB./B.B', WHITE, (0, 0), closes_a_mill,
         N_('A mill! Moving a man out of a mill and back closes it again: '
            'a strong plan later in a game.'),
         N_('it does not close a mill: your men on 3 and 5 stay where they '
            'are, and a third man steps onto 4, the gap between them')),
    Step(N_('Being blocked'),
         N_("A player who cannot move any man loses. Black's men on 0, 1, 2 "
            "and 21 can move to one point only (type neighbours and a point "
            "to hear the points next to it): move a man there to block them "
            "all and win."),
         'BBB/.W./.../W...W./.../.../BW.', WHITE, (0, 0), wins_by_blocking,
         N_('Black cannot move any man: you win the game.'),
         N_('Black can still move: look for the one empty point next to a '
            'black man')),
    Step(N_('Flying with three men'),
         N_('You have only three men left, on 0, 1 and 20, so you may fly: '
            'move a man to any empty point, not only to a neighbour. Fly a '
            'man to close a mill.'),
         'WW./.../.../B....B/.B./..W/.B.', WHITE, (0, 0), closes_a_mill,
         N_('Flying makes three men dangerous: a mill can close anywhere.'),
         N_('it does not close a mill: a flying man may go to any empty '
            'point, even far away')),
    Step(N_('Winning'),
         N_('Black has only three men. Your men stand on 3, 4, 13 and 18: '
            'close a mill and remove a black man. With two men Black cannot '
            'make a mill any more, and you win.'),
         'B../WW./.../....W./.../W../BB.', WHITE, (0, 0), wins,
         N_('You win: Black is down to two men.'),
         N_('the game goes on: close a mill to bring Black down to two '
            'men')),
)


# ---------------------------------------------------------------------------
# Judging an answer
# ---------------------------------------------------------------------------

def step_state(step):
    """Return the rules.State of a step's position."""
    return rules.set_up_state(board_from_string(step.board), step.in_hand,
                              step.to_move)


def judge_answer(step, turn):
    """Return an Answer for the student's `turn` (a rules.Turn or a tuple)
    in the step: right, illegal (the rules say why) or legal but missing
    what the step asks (the step says what to look for)."""
    state = step_state(step)
    try:
        after = rules.apply_turn(state, turn)
    except rules.IllegalTurn:
        return Answer(False, _('That is not legal: %s.')
                      % explain_illegal_turn(state, turn))
    if step.goal(state, rules.Turn(*turn), after):
        return Answer(True, _(step.praise))
    return Answer(False, _('That is legal, but %s.') % _(step.miss))
