"""bench/tournament.py - how fast the class tournament plays: games a
minute on one core and on every core, measured in one run.

    nice python3 bench/tournament.py

plays the example players of players/ against four levels (beginner,
easy, casual, medium), two games a pair; --levels, --games, --seconds and
--seed change that, and --table prints the table too (the note's table of
the examples against beginner to hard is --levels with those six and
--games 4 --table).

It plays the same tournament (the same seed, so the same games) twice:
once a game at a time, then as many games at once as the machine has
cores, and prints the games a minute of each and their ratio, and what
starting one player's process costs.  The games
are those of a real tournament: each player in a process of its own, a
fresh one for every game.  The machine may be busy with other work: the
load average before and after each run is printed, and the processor
time the games took (this process and its children), which the load
does not change much.  With --table it prints the table of the
second run too.  Nothing is written to the disk.
"""

import argparse
import os
import resource
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..'))

from console import tournament_table  # noqa: E402
from tournament import round_robin, standings  # noqa: E402
from tournament.player_process import Entrant, PlayerProcess  # noqa: E402

PROJECT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
LEVELS = 'beginner,easy,casual,medium'


def processor_seconds():
    """Return the processor time used so far by this process and its
    children that have ended (user and system)."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def timed_run(scheduled, seconds, workers):
    """Return (results, seconds taken, processor seconds) of playing
    `scheduled` with `workers` games at once."""
    started, used = time.monotonic(), processor_seconds()
    results = round_robin.play_all(scheduled, seconds, workers)
    return (results, time.monotonic() - started,
            processor_seconds() - used)


def starting_cost(count=10):
    """Return the processor seconds of starting one player's process
    (the level beginner) until it is ready, and stopping it: the average
    of `count`."""
    used = processor_seconds()
    for number in range(count):
        process = PlayerProcess(Entrant('beginner', None, 'beginner'),
                                number)
        process.wait_until_loaded()
        process.close()
    return (processor_seconds() - used) / count


def main():
    """Play the tournament on one core and on all, and print the speeds."""
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--levels', default=LEVELS)
    parser.add_argument('--games', type=int, default=2)
    parser.add_argument('--seconds', type=float, default=1.0)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--table', action='store_true')
    arguments = parser.parse_args()
    levels = [level for level in arguments.levels.split(',') if level]
    entrants = round_robin.entrants_of(os.path.join(PROJECT, 'players'),
                                       levels)
    scheduled = round_robin.schedule(entrants, arguments.games,
                                     arguments.seed)
    cores = os.cpu_count() or 1
    print('%d players (%s), %d games, seed %d, %d cores'
          % (len(entrants), ', '.join(entrant.name for entrant in entrants),
             len(scheduled), arguments.seed, cores))
    speeds = {}
    for workers in (1, cores):
        load = os.getloadavg()[0]
        results, taken, used = timed_run(scheduled, arguments.seconds,
                                         workers)
        speeds[workers] = len(results) / taken * 60
        print('%d game%s at once: %d games in %.1f s, %.1f games a minute '
              '(%.2f processor seconds a game; load %.1f before, %.1f after)'
              % (workers, '' if workers == 1 else 's', len(results), taken,
                 speeds[workers], used / len(results), load,
                 os.getloadavg()[0]))
    print('ratio, all cores to one: %.2f' % (speeds[cores] / speeds[1]))
    print("starting a player's process: %.2f processor seconds"
          % starting_cost())
    if arguments.table:
        table = standings.make_table([entrant.name for entrant in entrants],
                                     results)
        print('\n'.join(tournament_table.result_lines(table, results)))


if __name__ == '__main__':
    main()
