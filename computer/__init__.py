"""computer/ - the computer player: from a random turn at the lowest level
to a search eleven turns deep and the solved endgames at the top.

Every module here uses the rules and does no input or output; the same
seed gives the same turns.  bench/README.md tells how the searches work
and how strong and fast each level is.

Read them in this order:
    computer_player.py    each level's turn: choose_turn(state, level, rng)
    levels.py             the levels in one table: how deep, how long, how
                          careless each plays (a safe knob to try)
    plain_search.py       alpha-beta search written plainly on the rules'
                          states, to read beside a textbook
    win_values.py         what a won game is worth to the searches
    search_budget.py      the node budget (and the clock) that stops a search
    bitboard.py           the position as two whole numbers, one bit a
                          point, and the evaluation with its named weights
    search.py             the fast search on bitboards
    search_root.py        where the fast search starts: the game's turns,
                          one turn deeper each round
    symmetry.py           the board's 16 symmetries
    endgame_positions.py  the solved endgames' positions as numbers
    endgame.py            the endgames solved: three men against three,
                          and against four (data/endgame34.xz)
    endgame_values.py     the solved endgames as values for the searches
    endgame_limit.py      the solved endgames under the move limit: a
                          removal starts its count again
"""
