"""tournament/ - computer players that students write, and the class
tournament between them.

A student's player is one file with one function, choose_turn(state,
turns), that returns one of the legal turns (the folder players/ holds
examples to copy).  This package loads such a file by its path, asks it
for turns and checks them, and plays a round robin between the files of a
folder and the game's levels, each player in a process of its own.  Every
mistake a student's player can make is told in one line and costs the game
it happens in, never the tournament.  Nothing here prints or asks: the
console shows the games (console/program_players.py) and the tournament
(console/tournament_screen.py).

Read them in this order:
    player_files.py    a player file loaded by its path; the kinds of
                       mistake, each a Fault in one line
    turn_checks.py     asking a choose_turn for a turn, and checking it
    player_process.py  a player in a process of its own, under the clock
    matches.py         one game of a tournament, from its opening to its end
    round_robin.py     the players, the openings and the schedule, and the
                       games played on every core
    standings.py       the table: points, wins, draws, losses, the
                       crosstable and the mistakes; the table as CSV
    game_records.py    a record of each game in a folder, to replay
"""
