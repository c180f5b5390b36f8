"""game_files/ - game records and position files, read and written safely,
and the autosave that keeps a game in progress.

A record is text in mill notation (d6, a1-a4, d6xa4) with headers, as
docs/teachers.md shows; every turn read is checked by the rules.  Only
file_reading.py, record_files.py, autosave.py and leftovers.py touch the
disk; a start needs only leftovers.py.

Read them in this order:
    records.py         what a record holds (GameRecord, its headers and
                       results) and writing one as text
    notation.py        turns in mill notation: written, read and listed
    record_text.py     a record's text cut into headers and turn words
    record_reading.py  a record's text read into a GameRecord
    positions.py       position files: a set-up board, read and written
    file_reading.py    reading files safely, and names for new ones
    this_computer.py   which computer and process wrote a file, and
                       whether that process still runs
    leftovers.py       what earlier runs left: the games kept in
                       autosaves, and the files of a killed save (cheap:
                       all a start needs)
    record_files.py    saving without losing any file
    autosave.py        each game in progress, kept in a file of its own
"""
