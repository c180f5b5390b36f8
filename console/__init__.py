"""console/ - the screen and the keyboard: drawing the board, the questions
and menus, files as the player sees them, and the lesson at the console.

The entry script, nine_mens_morris.py, holds the game's loop and asks for
turns; these modules do the rest of the talking.  Every line printed goes
through terminal.say and every line read through terminal.read_line.

Each activity is loaded when it is chosen: the computer when it plays, the
teaching (hints, the review, the lesson, puzzles) and the tournament when
asked for, each with an import inside the function that starts it.  A game
of two people loads none of them; chosen by the flags, it loads nothing of
the files before its first turn either: the autosave and saving come with
the first turn kept, the start menu, files and replays when chosen, and
between_games.py when a game ends (tests/test_imports.py holds this).

Read them in this order:
    terminal.py      printing and reading lines, IDLE, pipes and colours
    questions.py     the yes/no, choice, number and file name questions
    drawing.py       the board as the game draws it: men, marks and the
                     numbered key, from one glyph table
    screen.py        the board with its status lines, before a turn
    settings.py      what the players chose (Settings), and who plays
    typed_points.py  the points a player types: 5, d6, 3 4, 3-4, 3 to 4
    listening.py     the words mode's commands: the board, the mills, the
                     threats and a point's neighbours read out, for a
                     screen reader
    player_input.py  points and commands typed at a prompt
    program_players.py  a student's player file playing a colour
    tournament_flags.py  the class tournament's flags
    flags.py         the flags that answer the start questions
    start_menu.py    the start questions
    file_dialogs.py  saving, and the autosave after every turn
    loading.py       resuming a saved game, position files
    kept_games.py    the games kept in autosave files, offered at the start
    replaying.py     a record turn by turn, and playing on from a turn
    practice.py      the lesson, the puzzles and the review at the console
    paper.py         the sheets to print: the rules sheet, puzzle sheets
    tournament_table.py  the tournament's table, crosstable and mistakes
    tournament_screen.py  the class tournament: its progress and table
    tournament_menu.py  the tournament's questions in the start menu
    games.py         from the flags to the games
    between_games.py  between two games: the score, a review, saving,
                     "Play again?"
"""
