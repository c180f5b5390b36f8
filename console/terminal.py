"""terminal.py - the console: what it can show, printing, and reading lines.

Everything the game prints goes through say(), and every line it reads
through read_line(), so that these few functions are the only ones that
know about terminals, IDLE, pipes, colours and character sets.  The yes/no,
choice, number and file-name questions that ask through them are in
questions.py.

Glossary:
    display   how the screen is drawn, a Display record: the ASCII or the
              Unicode board, colours or none, whether each line read is
              printed back (input from a pipe does not show by itself), and
              the words mode (the board told in words, nothing drawn)
"""

import contextlib
import os
import re
import sys
import unicodedata
from collections import namedtuple

from board import BLACK, WHITE
from console.drawing import glyph_characters
from words import texts
from words.catalogue import _

Display = namedtuple('Display', [
    'ascii_only',   # True: plain ASCII board (for consoles without Unicode)
    'colours',      # None, or the ANSI codes the board's men are drawn in
    'echo_input',   # True: print each line read (input comes from a pipe)
    'words_only',   # True: the words mode, for a screen reader or a braille
                    # display: nothing drawn, the board told in words
], defaults=(False,))

# ANSI_COLOURS: the codes the men and the marks are painted with, and the
# code that ends a colour.  White's men are bold in the console's own text
# colour (bright white on a dark background, black on a light one), which
# always reads, on a projector too: many consoles (Thonny's among them)
# show bold blue as a light blue that fades on white, and plain blue is
# dark on black.  Black's men are bold red, the marks bold magenta; the
# men carry their letters too, so colour is only a help.
# EXPERIMENT: try others, such as '\x1b[1;36m' (bright cyan: see how it
# reads on a white background).
ANSI_COLOURS = {WHITE: '\x1b[1m',
                BLACK: '\x1b[1m\x1b[31m',
                'highlight': '\x1b[1m\x1b[35m',
                'reset': '\x1b[0m'}

# IDLE_TAGS: IDLE's shell shows no ANSI codes but colours text by tag, as
# it colours a program's words.  Each colour of the board is written with
# the tag whose colour is closest in IDLE's themes: keywords (orange) for
# White, built-in names (purple) for Black, strings (green) for the marks.
IDLE_TAGS = {ANSI_COLOURS[WHITE]: 'KEYWORD',
             ANSI_COLOURS[BLACK]: 'BUILTIN',
             ANSI_COLOURS['highlight']: 'STRING',
             ANSI_COLOURS['reset']: 'stdout'}

# One or more ANSI colour codes in a row.
ANSI_CODES = re.compile(r'((?:\x1b\[[0-9;]*m)+)')

# The Windows console: the standard output's number and the mode that
# makes it understand ANSI codes (both from the Windows API).
STANDARD_OUTPUT = -11
VIRTUAL_TERMINAL_PROCESSING = 0x0004

# The columns kept free for the answer where a long prompt is folded.
ANSWER_ROOM = 12

# The longest piece of a player's line that a message repeats.
ECHO_LIMIT = 20


# ---------------------------------------------------------------------------
# What the console can show
# ---------------------------------------------------------------------------

def running_in_idle(streams):
    """Return True if these standard streams belong to IDLE's shell.

    IDLE replaces the streams with its own objects, which also claim to be
    a terminal (isatty() is True), so the class is the way to tell.
    """
    return any(type(stream).__module__.startswith('idlelib')
               for stream in streams)


def idle_shell(stream):
    """Return IDLE's shell that `stream` writes to (it can colour text by
    tag), or None if `stream` is not IDLE's or IDLE has no such shell."""
    if not running_in_idle((stream,)):
        return None
    return getattr(stream, 'shell', None)


def colour_allowed(stream, environ, no_color_flag, in_idle):
    """Return True if nothing forbids colour on `stream`: no --no-color,
    no NO_COLOR, not TERM=dumb, and a terminal (not a file or a pipe), or
    IDLE's shell, which colours by tag."""
    if no_color_flag:
        return False
    if environ.get('NO_COLOR') or environ.get('TERM') == 'dumb':
        return False
    if in_idle:
        return idle_shell(stream) is not None
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def switch_on_colour(system=os.name, kernel32=None):
    """Return True if the console shows ANSI colour codes: a POSIX terminal
    as it is; a Windows console through colorama where it is installed,
    else switched to them itself (Windows 10 and later can)."""
    if system != 'nt':
        return True
    colorama = windows_colour_helper()
    if colorama is not None:
        if hasattr(colorama, 'just_fix_windows_console'):
            colorama.just_fix_windows_console()
        else:
            colorama.init()             # colorama before version 0.4.6
        return True
    return switch_windows_console_to_ansi(kernel32)


def windows_colour_helper():
    """Return the module colorama, colour's helper on Windows, or None
    where it is not installed (imported only here: elsewhere a terminal
    needs no help with colour)."""
    try:
        import colorama
    except ImportError:
        return None
    return colorama


def switch_windows_console_to_ansi(kernel32=None):
    """Return True once the Windows console understands ANSI codes (its
    "virtual terminal" mode, Windows 10 and later); False if it cannot."""
    try:
        import ctypes
        kernel32 = kernel32 or ctypes.windll.kernel32
        console = kernel32.GetStdHandle(STANDARD_OUTPUT)
        mode = ctypes.c_ulong()
        if not kernel32.GetConsoleMode(console, ctypes.byref(mode)):
            return False
        return bool(kernel32.SetConsoleMode(
            console, mode.value | VIRTUAL_TERMINAL_PROCESSING))
    except (ImportError, AttributeError, OSError, ValueError):
        return False


def colour_codes():
    """Return the ANSI codes for the men and the marks on the board."""
    return dict(ANSI_COLOURS)


def can_show_unicode(stream):
    """Return True if `stream` can print every glyph of the Unicode board."""
    encoding = getattr(stream, 'encoding', None) or 'ascii'
    try:
        glyph_characters('unicode').encode(encoding)
    except (UnicodeError, LookupError):
        return False
    return True


def choose_display(arguments, stdin, stdout, environ, system=os.name):
    """Return the Display that suits these streams and flags (`system` is
    os.name: 'nt' on Windows)."""
    in_idle = running_in_idle((stdin, stdout))
    colours = None
    if (colour_allowed(stdout, environ, arguments.no_color, in_idle)
            and (in_idle or switch_on_colour(system))):
        colours = colour_codes()
    ascii_only = arguments.ascii or not can_show_unicode(stdout)
    try:
        piped = not in_idle and not stdin.isatty()
    except (AttributeError, ValueError):
        piped = True
    return Display(ascii_only, colours, piped, arguments.words)


class OutputLost(Exception):
    """The game's output cannot be written: it was closed, or it goes to a
    full disk.  The message says why."""


@contextlib.contextmanager
def ending_politely(before_goodbye=None):
    """Run the block; if the players press Ctrl-C or the input ends (or was
    never open), call before_goodbye(the exception) if given (it may save
    what would be lost) and say goodbye instead of a traceback; say nothing
    more once the reader of the output has gone, as `head` does, and one
    line on the error stream if the output cannot be written."""
    try:
        try:
            yield
        except (EOFError, KeyboardInterrupt) as stop:
            say()
            if before_goodbye is not None:
                before_goodbye(stop)
            if isinstance(stop, EOFError):
                say(_('The input has ended, so the game stops here. '
                      'Goodbye!'))
            else:
                say(_('Stopped with Ctrl-C. Goodbye!'))
    except BrokenPipeError:
        stop_printing()
    except OutputLost as lost:
        stop_printing()
        tell_on_error_stream(_('The game stops: %s.') % lost)


def tell_on_error_stream(line):
    """Return nothing; write `line` on the error stream, if it is open."""
    try:
        if sys.stderr is not None:
            sys.stderr.write(line + '\n')
            sys.stderr.flush()
    except (OSError, ValueError):
        pass                    # no stream left to say it on


def open_console(arguments):
    """Return the Display of this console (prepare_streams comes first)."""
    display = choose_display(arguments, sys.stdin, sys.stdout, os.environ)
    if not display.echo_input:
        allow_line_editing(sys.stdin, sys.stdout)
    return display


def prepare_streams():
    """Return nothing; make a piped input with odd bytes readable, and let
    the output show '?' for a character its console cannot show (argparse's
    help too, which does not print through say)."""
    for stream in (sys.stdin, sys.stdout):
        reconfigure = getattr(stream, 'reconfigure', None)
        if reconfigure is not None:
            try:
                reconfigure(errors='replace')
            except (ValueError, OSError):
                pass    # IDLE's and some test streams cannot be changed


def allow_line_editing(stdin, stdout):
    """Return True if the arrow keys now edit the line being typed and
    recall earlier lines: in a real terminal of a system with readline
    (Linux, macOS).  Windows consoles edit lines by themselves, IDLE and
    Thonny have their own editing, and a pipe has nobody typing."""
    if running_in_idle((stdin, stdout)):
        return False
    try:
        if not (os.isatty(stdin.fileno()) and os.isatty(stdout.fileno())):
            return False        # Thonny's shell only claims a terminal
        import readline  # noqa: F401  (input() uses it once imported)
    except (ImportError, AttributeError, ValueError, OSError):
        return False
    return True


def stop_printing():
    """Return nothing; send whatever is still to be printed nowhere (so
    that Python's last flush at the exit has nothing to complain of)."""
    if sys.stdout is None:
        return
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):   # no file behind it
        pass


# ---------------------------------------------------------------------------
# Printing and reading
# ---------------------------------------------------------------------------

def say(text=''):
    """Print `text`; characters the console cannot show become '?'.

    OutputLost if the output is closed or cannot be written (a full disk);
    BrokenPipeError if its reader has gone.
    """
    if sys.stdout is None:
        raise OutputLost(_('its output is closed'))
    shell = idle_shell(sys.stdout)
    if shell is not None and ANSI_CODES.search(text):
        say_in_idle_colours(shell, printable(text, sys.stdout))
        return
    try:
        print(printable(text, sys.stdout), flush=True)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputLost(_('its output cannot be written (%s)')
                         % (error.strerror or error))


def printable(text, stream):
    """Return `text` with '?' for each character that `stream` cannot show:
    one its console's character set lacks (ASCII, cp1252, koi8-r), or a
    byte of a file name that was no UTF-8.  A stream without a character
    set (a StringIO) takes any text but those bytes."""
    encoding = getattr(stream, 'encoding', None) or 'utf-8'
    try:
        return text.encode(encoding, 'replace').decode(encoding)
    except LookupError:             # a character set Python does not know
        return text.encode('ascii', 'replace').decode('ascii')


def say_in_idle_colours(shell, text):
    """Write `text` and a new line to IDLE's `shell`, each piece in the tag
    that stands for the ANSI colour before it (see IDLE_TAGS)."""
    tag = 'stdout'
    for piece in ANSI_CODES.split(text + '\n'):
        if ANSI_CODES.fullmatch(piece):
            tag = idle_tag(piece)
        elif piece:
            shell.write(piece, tag)


def idle_tag(codes):
    """Return IDLE's tag for a run of ANSI codes: the tag of the colour the
    run ends with (a reset may come just before the next colour)."""
    for code, tag in IDLE_TAGS.items():
        if codes.endswith(code):
            return tag
    return 'stdout'


def shown(text):
    """Return a player's text safe to print back: short, no control codes."""
    text = ''.join('?' if unicodedata.category(char).startswith('C') else char
                   for char in text)
    if len(text) > ECHO_LIMIT:
        text = text[:ECHO_LIMIT] + '...'
    return text


def folded_prompt(prompt):
    """Return (the lines to print first, the prompt's last line): a prompt
    wider than the screen (a long translation) is folded between words,
    with room for the answer on its last line."""
    if len(prompt) <= texts.LINE_WIDTH or ANSI_CODES.search(prompt):
        return [], prompt
    import textwrap     # loaded for a long prompt (see texts.indented)
    indent = prompt[:len(prompt) - len(prompt.lstrip())]
    lines = textwrap.wrap(prompt, texts.LINE_WIDTH - ANSWER_ROOM,
                          initial_indent='', subsequent_indent=indent,
                          break_on_hyphens=False)
    return lines[:-1], lines[-1] + ' '


def read_line(display, prompt):
    """Return the next line typed (EOFError at the end of input, or when
    there is no input at all; OutputLost when the prompt cannot be shown)."""
    if sys.stdin is None:
        raise EOFError
    if sys.stdout is None:
        raise OutputLost(_('its output is closed'))
    first_lines, prompt = folded_prompt(prompt)
    for first_line in first_lines:
        say(first_line)
    try:
        line = input(printable(prompt, sys.stdout))
    except (BrokenPipeError, EOFError, KeyboardInterrupt):
        raise
    except OSError as error:
        raise OutputLost(_('its input or output failed (%s)')
                         % (error.strerror or error))
    if display.echo_input:
        say(shown(line) if len(line) <= 60 else shown(line[:60]))
    return line
