"""questions.py - the questions that ask again until the answer makes
sense: yes or no, one of a few words, a number, a file name.

Each asks through terminal.read_line and says what was wrong through
terminal.say.  An answer is typed in English or in the language in use
('j' or 'y' for yes in German), with or without accents.
"""

from console.terminal import read_line, say
from words import english, texts
from words.catalogue import (Np_, _, is_control_character, p_, plain_letters,
                             typed_word)

# Words that answer a "yes or no" question (typed in English or in the
# language in use).
YES_WORDS = (Np_('answer', 'y'), Np_('answer', 'yes'))
NO_WORDS = (Np_('answer', 'n'), Np_('answer', 'no'))
# The words that stop a game at its prompts (player_input's quit and its
# other words); at a question they answer it as the question says, or
# are told to answer it first.
QUIT_WORDS = (Np_('command', 'quit'), 'q', 'stop', 'exit')


def ask_yes_no(display, question, default, quit_answer=None):
    """Return True for yes, False for no; Enter alone gives `default`, and
    quit `quit_answer` (where it is None, quit is told to answer first)."""
    yes, no = p_('answer', 'y'), p_('answer', 'n')
    hint = '%s/%s' % (yes.upper(), no) if default else '%s/%s' % (
        yes, no.upper())
    while True:
        answer = read_line(display, '%s [%s] ' % (question, hint))
        if not answer.strip():
            return default
        if typed_word(answer, YES_WORDS, 'answer'):
            return True
        if typed_word(answer, NO_WORDS, 'answer'):
            return False
        if typed_word(answer, QUIT_WORDS) and quit_answer is not None:
            return quit_answer
        if typed_word(answer, QUIT_WORDS):
            say(_('  Please answer this question first: yes or no.'))
        else:
            say(_('  Please answer yes or no.'))


def ask_choice(display, question, answers, default, context='answer',
               quit_answer=None):
    """Return one of `answers` (English words, marked Np_(context, ...)),
    typed in English or in the language in use, or the start of one;
    Enter alone gives `default`, and quit `quit_answer` (if not None)."""
    shown = [p_(context, word) for word in answers]
    prompt = '%s (%s) [%s] ' % (question, '/'.join(shown),
                                p_(context, default))
    while True:
        answer = read_line(display, prompt)
        if not answer.strip():
            return default
        if typed_word(answer, answers, context):
            return typed_word(answer, answers, context)
        typed = plain_letters(answer)
        matches = {word for word in answers if word.startswith(typed)
                   or plain_letters(p_(context, word)).startswith(typed)}
        if len(matches) == 1:
            return matches.pop()
        if typed_word(answer, QUIT_WORDS) and quit_answer is not None:
            return quit_answer
        say(texts.indented(_('Please type one of: %s.') % ', '.join(shown)))


def ask_number(display, question, default, lowest=0,
               highest=english.LARGEST_NUMBER):
    """Return a whole number from `lowest` to `highest`, read as the numbers
    of a game record are; Enter alone gives `default`."""
    while True:
        answer = read_line(display, '%s [%d] ' % (question, default)).strip()
        if not answer:
            return default
        try:
            number = english.parse_count(answer)
        except ValueError:
            number = None
        if number is not None and lowest <= number <= highest:
            return number
        say(_('  Please type a whole number from %(lowest)d to %(highest)d.')
            % {'lowest': lowest, 'highest': highest})


def ask_file_name(display, prompt, default):
    """Return a file name typed (Enter gives `default`; '' for cancel)."""
    while True:
        name = read_line(display, prompt).strip()
        if not name:
            return default
        if typed_word(name, (Np_('command', 'cancel'), 'quit')):
            return ''
        if any(is_control_character(char) for char in name):
            say(_('  A file name cannot hold control characters; type '
                  'another.'))
            continue
        return name
