"""bench/endgame.py - solve three men against three exactly, load the table
of three against four, and check the computer's play against them.

Run:  python bench/endgame.py [--per-kind N] [--seed S] [--check]
                                [--search-only]

1. Solves every position of three men against three (both flying, default
   rules) with endgame.py and prints, for each side to move, how many
   positions are won, lost and drawn, the wins and losses by distance, the
   longest forced win with one position of it, and the seconds it took.
   Then loads the table of three men against four (data/endgame34.xz, made
   by bench/make_endgame_table.py) and prints its families won, lost and
   drawn for each side to move, and the seconds the loading takes.
2. Plays the computer at 'hard', as in a game, on N seeded positions of
   every kind, three against three, three against four and four against
   three: won in 1, 3, 5, ... turns, and drawn.  A won position must stay
   won after its turn (and ideally by the fastest win); a drawn one must
   not become lost.  Every failure is printed with the position, the turn
   played and a best turn.  Hard plays these endgames from the solution;
   with --search-only it has only its search (its node budget, about a
   second a turn), to show what the search alone finds.
3. With --check, proves the solution twice more (a few minutes):
   solving again without the symmetries must give the same value for every
   position, and every family's value must follow from the positions after
   its turns as rules.py plays them (legal_turns, next_state, outcome);
   for three against four, 20,000 random families of each side to move.

Exits with 1 if a check fails or the computer fails a position.
"""

import argparse
import os
import random
import sys
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))

from computer import computer_player  # noqa: E402  (after the path is set)
from computer import endgame  # noqa: E402
from computer import endgame_positions  # noqa: E402
from computer import levels  # noqa: E402
import rules  # noqa: E402
from words import texts  # noqa: E402
from board import (BLACK, PLAYER_NAMES, WHITE,  # noqa: E402
                   board_to_string)
from computer.endgame import DRAWN, LOST, WON  # noqa: E402
from endgame_checks import (PlainSolution, best_turn,  # noqa: E402
                            best_value_after_turns, is_family_34,
                            positions_three_against_three)


def solve():
    """Return the Solution and the seconds the solve took."""
    began = time.perf_counter()
    solution = endgame.solution()
    return solution, time.perf_counter() - began


def count_values(solution):
    """Return {player to move: Counter of (value, distance)} over every
    position of three White and three Black men."""
    counts = {WHITE: Counter(), BLACK: Counter()}
    for white, black in positions_three_against_three():
        counts[WHITE][solution.value_of(white, black)] += 1
        counts[BLACK][solution.value_of(black, white)] += 1
    return counts


def print_counts(solution, seconds):
    """Print the solution's figures: values per side to move, distances,
    the longest win."""
    counts = count_values(solution)
    print('Three men against three, flying, default rules: %s positions '
          '(%s families under the 16 symmetries), solved in %.1f s'
          % (format(2 * sum(counts[WHITE].values()), ','),
             format(len(solution.representatives), ','), seconds))
    print()
    print('%-16s %12s %12s %12s' % ('to move', 'won', 'lost', 'drawn'))
    for player in (WHITE, BLACK):
        totals = Counter()
        for (value, _), number in counts[player].items():
            totals[value] += number
        print('%-16s %12s %12s %12s' % (
            PLAYER_NAMES[player] + ' to move', format(totals[WON], ','),
            format(totals[LOST], ','), format(totals[DRAWN], ',')))
    print()
    print('By distance (turns to the mill, best play), either side to move:')
    distances = sorted({distance for value, distance in counts[WHITE]
                        if value != DRAWN})
    for distance in distances:
        value = WON if distance % 2 else LOST
        print('  %-4s in %2d: %10s' % (value, distance,
                                       format(counts[WHITE][(value, distance)],
                                              ',')))
    longest = max(distance for value, distance in counts[WHITE]
                  if value == WON)
    family = solution.families_with(WON, longest)[0]
    mover, other = solution.representative(family)
    print()
    print('Longest forced win: %d turns (%d of the winner\'s own), '
          'for example %s, White to move.'
          % (longest, (longest + 1) // 2,
             board_to_string(endgame_positions.position_board(mover, other))))
    limit = rules.DEFAULT_OPTIONS.move_limit
    print('The move limit (%d turns without a removal) never cuts a forced '
          'win short: %s.' % (limit, 'yes' if longest < limit else 'NO'))
    same = counts[WHITE] == counts[BLACK]
    print('White to move and Black to move: %s.'
          % ('the same counts, as the colours are symmetric' if same
             else 'COUNTS DIFFER'))
    return same


def describe_value(value_and_distance):
    """Return a value in words, for example 'win in 5' or 'draw'."""
    value, distance = value_and_distance
    return value if value == DRAWN else '%s in %d' % (value, distance)


def print_counts_34(solution):
    """Print the families of three men against four won, lost and drawn,
    for each side to move, and the longest win."""
    print()
    print('Three men against four, flying, default rules (the table in '
          '%s, %s bytes):' % (os.path.relpath(endgame.TABLE_34_PATH),
                              format(endgame.TABLE_34_SIZE, ',')))
    print('%-16s %12s %12s %12s %10s' % ('to move', 'won', 'lost', 'drawn',
                                         'longest'))
    for men, name in (((3, 4), 'the three'), ((4, 3), 'the four')):
        offset = 0 if men == (3, 4) else endgame_positions.FAMILIES_34
        counts = Counter(solution.table_34[offset:offset
                                           + endgame_positions.FAMILIES_34])
        del counts[endgame.NO_FAMILY]
        won = {code: number for code, number in counts.items()
               if code and endgame.value_of_code(code)[0] == WON}
        lost = {code: number for code, number in counts.items()
                if code and endgame.value_of_code(code)[0] == LOST}
        drawn = len(solution.families_with(DRAWN, 0, men))
        longest = max(list(won) + list(lost)) - 1
        print('%-16s %12s %12s %12s %10d' % (
            name, format(sum(won.values()), ','),
            format(sum(lost.values()), ','), format(drawn, ','), longest))
    print('(families: a position and its images under the 16 symmetries)')
    began = time.perf_counter()
    endgame.load_table_34()
    print('The table loads (read, checked, unpacked) in %.2f s.'
          % (time.perf_counter() - began))


def check_computer(solution, per_kind, seed, men=(3, 3)):
    """Play 'hard' on `per_kind` positions of each kind, `men` (the
    mover's, the other's) on the board; print a table and every failure.
    Return the number of failures."""
    rng = random.Random(seed)
    first_win = 3 if men == (3, 3) else 1
    kinds = [(WON, distance) for distance in range(first_win, 256, 2)
             if solution.families_with(WON, distance, men)] + [(DRAWN, 0)]
    print()
    print('The computer at hard (%s), %d men against %d to move, '
          '%d positions of each kind, seed %d:'
          % ('its search alone, node budget as in a game'
             if not levels.USE_ENDGAME_SOLUTION else 'as in a game',
             men[0], men[1], per_kind, seed))
    print('%-10s %9s %9s %9s %12s %12s' % ('position', 'kept', 'fastest',
                                           'failed', 'median s', 'slowest s'))
    failures = []
    for value, distance in kinds:
        families = solution.families_with(value, distance, men)
        states = endgame.sample_states(solution, families,
                                       min(per_kind, len(families)), rng)
        kept = fastest = 0
        seconds = []
        for state in states:
            began = time.perf_counter()
            turn = computer_player.choose_turn(state, 'hard', random.Random(seed))
            seconds.append(time.perf_counter() - began)
            after = endgame.value_after_turn(solution, state, turn)
            if after[0] == value:
                kept += 1
                fastest += after == (value, distance)
            else:
                failures.append((state, (value, distance), turn, after))
        seconds.sort()
        print('%-10s %9d %9d %9d %12.2f %12.2f' % (
            describe_value((value, distance)), kept, fastest,
            len(states) - kept, seconds[len(seconds) // 2], seconds[-1]))
    for state, before, turn, after in failures:
        good = best_turn(solution, state)
        print('FAILED: %s, %s to move, %s: hard played "%s" (%s for it); '
              '"%s" keeps the %s (%s)' % (
                  board_to_string(state.board), PLAYER_NAMES[state.to_move],
                  describe_value(before), texts.describe_turn(state, turn),
                  describe_value(after), texts.describe_turn(state, good),
                  before[0],
                  describe_value(endgame.value_after_turn(solution, state,
                                                          good))))
    return len(failures)


def play_out(state):
    """Return (outcome, turns): the end of the game from `state`, hard
    playing both sides, and the turns it took."""
    turns = 0
    while rules.outcome(state) is None:
        state = rules.next_state(state, computer_player.choose_turn(
            state, 'hard', random.Random(turns)))
        turns += 1
    return rules.outcome(state), turns


def ended_as_solved(state, value_and_distance, result, turns):
    """Return True if a game from `state` ended as its value says: won by
    the player to move in exactly its distance, or drawn."""
    value, distance = value_and_distance
    if value == DRAWN:
        return result.winner is None
    return result.winner == state.to_move and turns == distance


def play_games(solution, per_kind, seed, men):
    """Play out `per_kind` positions of every kind, `men` on the board,
    hard on both sides; print how many ended as the solution says (a win
    for the mover in exactly its distance, or a draw).  Return the number
    that did not."""
    rng = random.Random(seed)
    print()
    print('Games played out by hard on both sides, %d men against %d to '
          'move, %d positions of each kind, seed %d:'
          % (men[0], men[1], per_kind, seed))
    print('%-10s %9s %9s %12s' % ('position', 'as solved', 'other',
                                  'game turns'))
    first_win = 3 if men == (3, 3) else 1
    kinds = [(WON, distance) for distance in range(first_win, 256, 2)
             if solution.families_with(WON, distance, men)] + [(DRAWN, 0)]
    wrong = 0
    for value, distance in kinds:
        families = solution.families_with(value, distance, men)
        right, lengths = 0, []
        for state in endgame.sample_states(solution, families,
                                           min(per_kind, len(families)), rng):
            result, turns = play_out(state)
            lengths.append(turns)
            right += ended_as_solved(state, (value, distance), result, turns)
        wrong += len(lengths) - right
        print('%-10s %9d %9d %12s' % (
            describe_value((value, distance)), right, len(lengths) - right,
            '%d-%d' % (min(lengths), max(lengths))))
    return wrong


def check_without_symmetries(solution):
    """Solve again, every position its own family; return True if every
    position has the same value."""
    began = time.perf_counter()
    plain = PlainSolution()
    same = all(plain.value_of(mover, other) == solution.value_of(mover, other)
               for mover, other in positions_three_against_three())
    print('Solved again without the symmetries (%s families) in %.1f s: %s'
          % (format(len(plain.representatives), ','),
             time.perf_counter() - began,
             'every value the same' if same else 'VALUES DIFFER'))
    return same


def check_with_rules(solution):
    """Check every family's value against its turns as rules.py plays them;
    return True if all agree."""
    began = time.perf_counter()
    wrong = 0
    for family in range(len(solution.representatives)):
        mover, other = solution.representative(family)
        board = endgame_positions.position_board(mover, other)
        state = rules.set_up_state(board, (0, 0), WHITE)
        if (best_value_after_turns(solution, state)
                != solution.value_of(mover, other)):
            wrong += 1
    print('Every family checked with the turns of rules.py in %.1f s: %s'
          % (time.perf_counter() - began,
             'all agree' if not wrong else '%d DISAGREE' % wrong))
    return not wrong


def check_34_with_rules(solution, count, seed):
    """Check `count` random families of three against four, each side to
    move, against their turns as rules.py plays them; return True if all
    agree."""
    rng = random.Random(seed)
    began = time.perf_counter()
    wrong = checked = 0
    offset = len(solution.representatives)
    while checked < 2 * count:
        number = rng.randrange(2 * endgame_positions.FAMILIES_34)
        if not is_family_34(number % endgame_positions.FAMILIES_34):
            continue
        state = endgame.sample_states(solution, [offset + number], 1, rng)[0]
        checked += 1
        if (rules.outcome(state) is None
                and best_value_after_turns(solution, state)
                != solution.value_of_state(state)):
            wrong += 1
    print('%s random families of three against four checked with the turns '
          'of rules.py in %.1f s: %s'
          % (format(checked, ','), time.perf_counter() - began,
             'all agree' if not wrong else '%d DISAGREE' % wrong))
    return not wrong


def read_arguments():
    """Return the command line's arguments."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--per-kind', type=int, default=8,
                        help='positions of each kind the computer plays')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--check', action='store_true',
                        help='also prove the solution two more ways')
    parser.add_argument('--play', type=int, default=0, metavar='N',
                        help='also play out N positions of each kind of '
                             'three against four, hard on both sides')
    parser.add_argument('--search-only', action='store_true',
                        help='hard plays with its search alone, without '
                             'the solution')
    return parser.parse_args()


def main():
    """Solve, print the figures, check the computer; return the exit code."""
    arguments = read_arguments()
    levels.USE_ENDGAME_SOLUTION = not arguments.search_only
    solution, seconds = solve()
    all_right = print_counts(solution, seconds)
    if arguments.check:
        print()
        all_right = check_without_symmetries(solution) and all_right
        all_right = check_with_rules(solution) and all_right
        if solution.table_34 is not None:
            all_right = (check_34_with_rules(solution, 20000, arguments.seed)
                         and all_right)
    if solution.table_34 is None:
        print('The table of three men against four is missing or damaged.')
        all_right = False
    else:
        print_counts_34(solution)
    failures = 0
    for men in ((3, 3), (3, 4), (4, 3)):
        if arguments.per_kind > 0 and (men == (3, 3) or solution.table_34):
            failures += check_computer(solution, arguments.per_kind,
                                       arguments.seed, men)
        if arguments.play > 0 and men != (3, 3) and solution.table_34:
            failures += play_games(solution, arguments.play, arguments.seed,
                                   men)
    return 0 if all_right and not failures else 1


if __name__ == '__main__':
    sys.exit(main())
