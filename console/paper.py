"""paper.py - the sheets a teacher prints for a lesson: the rules sheet
(the numbered board, the rules and the commands, on one page) and the
puzzle sheets (a name line on every page, each puzzle whole on one page,
the answers on a page of their own).

Each sheet is a text file that prints on A4 and on Letter paper: a page
holds at most PAGE_LINES lines of at most 79 characters, and a
form feed starts the next page.  The rules sheet is made from what the
game itself shows: the board as drawn (drawing.py), the rules as the
rules command says them and the commands as help lists them, so the paper
and the screen cannot disagree.

Glossary:
    block   a list of lines that stay together on one page (a puzzle with
            its board, the answer of one puzzle)
    page    a list of lines, at most PAGE_LINES of them
"""

from board import MILLS, empty_board
from console import player_input
from console.drawing import draw_board
from console.terminal import say
from game_files import record_files
from teaching import puzzles
from words import spoken, texts
from words.catalogue import _, n_

# The lines a page holds: Letter paper (11 inches) with the margins of a
# print dialog and a 12-point font holds about 60, A4 (11.7 inches) more.
# Every line is at most texts.LINE_WIDTH (79) characters: 10 to the inch,
# A4's 8.3 inches less its margins.
PAGE_LINES = 60

# What starts a new page in a text file: printers and print dialogs take
# the form feed character as the end of a page.
FORM_FEED = '\f'

# How many puzzles a sheet has.
PUZZLES_ON_A_SHEET = 6


def name_line():
    """Return the line where a student writes their name and class."""
    return _('Name: ______________________   Class: ________')


def pages_of(blocks, heading=(), gap=1):
    """Return the pages that hold `blocks` in order, `gap` blank lines
    between two blocks, each page starting with the lines of `heading`; a
    block is never split across pages unless it is longer than a page."""
    heading = list(heading)
    pages = []
    page = list(heading)
    for block in blocks:
        between = [''] * gap if len(page) > len(heading) else []
        if len(page) + len(between) + len(block) > PAGE_LINES and (
                len(page) > len(heading)):
            pages.append(page)
            page, between = list(heading), []
        page.extend(between + list(block))
        while len(page) > PAGE_LINES:               # a block over a page
            pages.append(page[:PAGE_LINES])
            page = page[PAGE_LINES:]
    if len(page) > len(heading) or not pages:
        pages.append(page)
    return pages


def sheet_text(pages):
    """Return `pages` as the text of one file, a form feed before every
    page but the first."""
    return FORM_FEED.join('\n'.join(page) + '\n' for page in pages)


def page_count(text):
    """Return how many pages the text of a sheet has."""
    return text.count(FORM_FEED) + 1


# ---------------------------------------------------------------------------
# The puzzle sheet
# ---------------------------------------------------------------------------

def puzzle_sheet(found, ascii_only=False, solution=None, words_only=False):
    """Return a set of puzzles as text to print and hand out: pages with a
    name line and whole puzzles, each its task and board, drawn as in the
    game (in the words mode, `words_only`, told in words); then the
    answers (the whole line of best play) on pages of their own."""
    introduction = [_("Nine Men's Morris puzzles: three men against three, "
                      'both fly'),
                    _('(a man may jump to any empty point). Find the '
                      'fastest win.')]
    tasks = [introduction]
    for number, puzzle in enumerate(found, 1):
        board = (spoken.board_words(puzzle.state.board) if words_only
                 else draw_board(puzzle.state.board, ascii_only))
        tasks.append(['%d. %s' % (number, puzzles.puzzle_title(puzzle))]
                     + board.split('\n'))
    answers = [texts.indented('%d. %s.' % (number, puzzles.line_text(
        puzzle, puzzles.solution_line(puzzle, solution))), '').split('\n')
               for number, puzzle in enumerate(found, 1)]
    return sheet_text(
        pages_of(tasks, [name_line(), ''])
        + pages_of(answers, [_('Answers (best play on both sides):')], 0))


def write_puzzle_sheet(path, seed, difficulty, ascii_only, words_only=False):
    """Return nothing; write a set of puzzles to hand out to the file at
    `path`, and say where (or why it could not be written)."""
    found = puzzles.make_puzzles(seed, difficulty, PUZZLES_ON_A_SHEET)
    text = puzzle_sheet(found, ascii_only, words_only=words_only)
    if write_sheet(path, text, _('The puzzles were not written: %s.')):
        say(texts.indented(n_('Wrote %(count)d puzzle (%(difficulty)s, set '
                              '%(set)d) with its answer to %(file)s '
                              '(%(pages)d pages, to print).',
                              'Wrote %(count)d puzzles (%(difficulty)s, set '
                              '%(set)d) with their answers to %(file)s '
                              '(%(pages)d pages, to print).', len(found))
                           % {'count': len(found),
                              'difficulty': puzzles.difficulty_name(
                                  difficulty),
                              'set': seed, 'file': path,
                              'pages': page_count(text)}))


def write_sheet(path, text, failed):
    """Return True once `text` is written to the new file at `path`; else
    say why not, in the sentence `failed` (%s: the reason), and return
    False."""
    try:
        record_files.save_text(path, text)
    except record_files.SaveError as error:
        say(texts.indented(failed % error))
        return False
    return True


# ---------------------------------------------------------------------------
# The rules sheet
# ---------------------------------------------------------------------------

def board_lines_words():
    """Return the lines of the board in words, for the words mode's rules
    sheet: every mill as its three points."""
    return texts.indented(_('The lines of the board, each three points '
                            'that make a mill: %s.')
                          % ', '.join(spoken.mill_words(mill)
                                      for mill in MILLS), '')


def rules_sheet(options, ascii_only=False, words_only=False):
    """Return the rules sheet: the board with its numbered points (in the
    words mode, its lines in words), the rules of `options` and the
    commands, on one page."""
    title = [_("Nine Men's Morris: the board, the rules and the commands")]
    if words_only:
        board = (texts.indented(_('The points are numbered 0 to 23, row by '
                                  'row from the top, left to right.'), '')
                 + '\n' + board_lines_words())
    else:
        board = draw_board(empty_board(), ascii_only)
    blocks = [title + board.split('\n'),
              texts.rules_words(options).split('\n'),
              player_input.help_text(english_too=False).split('\n')]
    return sheet_text(pages_of(blocks))


def write_rules_sheet(path, options, ascii_only, words_only=False):
    """Return nothing; write the rules sheet of `options` to the file at
    `path`, and say where (or why it could not be written)."""
    text = rules_sheet(options, ascii_only, words_only)
    if write_sheet(path, text, _('The rules sheet was not written: %s.')):
        say(texts.indented(_('Wrote the rules sheet (the board, the rules '
                             'and the commands) to %s, to print.') % path))
