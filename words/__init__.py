"""words/ - what the game says, in one place: every sentence about a turn,
the end of a game, the rules and the help, and why a turn is illegal.

Nothing here prints: each function returns a string.  The modules use only
the core (board.py, rules.py) and each other.  Every sentence is written in
English inside _() and comes out in the player's language (catalogue.py).

Read them in this order:
    catalogue.py      the language chosen, and _(): each sentence in it
    mo_files.py       a translation's .mo file, when it is current
    po_files.py       the translations' .po files read and compiled
    po_checks.py      which translations the game can use: a mistake in
                      a .po file leaves its message English, and is named
    english.py        counts, lists and numbers: "2 men", "4 or 10", "12"
    texts.py          a turn in words, a player's name, the end of a game,
                      the rules and the help
    turn_problems.py  why a turn is not legal, in one sentence ("9 is not
                      next to 3; from 3 you can go to 4 or 10")
    spoken.py         the position in words, for the words mode: the board,
                      the mills and the threats read out
"""
