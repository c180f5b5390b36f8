"""teaching/ - what is right, and why: the hints, the review after a game,
the puzzles and the lessons, as data and judges.

Nothing here prints or asks: console/practice.py shows the positions and
sentences and reads the student's turns.  Every sentence comes in the
player's language (words/catalogue.py): the functions return them
translated, and the lesson's table (its titles, tasks, praise) is marked
with N_(), to show with _().  The lesson uses the rules alone;
hints, the review and the puzzles ask the computer player and the solved
endgames.

Read them in this order:
    lessons.py    the steps of the lesson for a first game, and their judge
    puzzles.py    puzzles from the solved endgame, and their judge
    lookahead.py  what a turn lets the opponent do, or stops, next turn
    deeper.py     the deeper look that checks a claim before it is made
    endgame_advice.py  the solved endgames' exact verdict on every turn
    hints.py      the hint: a turn and the idea behind it on the board
    review.py     the turns of a game that cost the most, and better ones
    review_words.py  what the review found, in sentences
    mistake_puzzles.py  a student's own mistakes as puzzles, judged deeper
"""
