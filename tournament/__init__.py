"""tournament/ - computer players that students write, and the class
tournament between them.

A student's player is one file with one function, choose_turn(state,
turns), that returns one of the legal turns (the folder players/ holds
examples to copy).  This package loads such a file by its path, asks it
for turns and checks them, and plays a round robin between the files of a
folder and the game's levels, each player in a process of its own, walled
in, on a clock of processor time.  Every mistake a student's player can
make, and everything it may try that a player must not, is told in one
line and costs the game it happens in, never the tournament.  Nothing here prints or asks: the
console shows the games (console/program_players.py) and the tournament
(console/tournament_screen.py).

Read them in this order:
    player_files.py    a player file loaded by its path; the kinds of
                       mistake, each a Fault in one line
    turn_checks.py     asking a choose_turn for a turn, and checking it
    wire.py            the lines of plain text between the referee and a
                       player's process
    guard.py           the walls put up inside a player's process: the
                       system's limits and an audit hook
    player_side.py     what runs in a player's process
    player_process.py  the referee's side: a player's process started
                       apart, under the clock, and ended after the game
    matches.py         one game of a tournament, from its opening to its end
    round_robin.py     the players, the openings and the schedule, and the
                       games played on every core
    standings.py       the table: points, wins, draws, losses, the
                       crosstable and the mistakes; the table as CSV
    game_records.py    a record of each game in a folder, to replay
"""
