"""catalogue.py - every word the game prints, in the player's language.

The game's sentences are written in English in the code, each inside one
of the functions below; the translations are the text files in the folder
languages/ (de.po for German, fr.po for French, ...), read with Python's
own gettext.  A language is chosen once, at the start (use_language); from
then on _() returns each sentence in it.

    _('Hint: %s.')                  a sentence, translated
    n_('%d man', '%d men', count)   a count's sentence: singular or plural
    p_('command', 'help')           a word in a context ('help' as typed)
    Sentence('%r is not W, B or .', x)  the core's sentences (board.py):
                                    sentence_words() translates them
    N_('place a man')               marked for the catalogue, translated
                                    later with _(): for a table built when
                                    a module is imported, before the
                                    language is chosen
    Np_('command', 'help')          the same, with a context

A word a player types ('help', 'undo', 'yes') is accepted in English and in
the language in use (typed_word).

Glossary:
    language code   'en', 'de', 'fr', 'pt_BR': a language, maybe with
                    its country
"""

import gettext
import os
import unicodedata

from board import PLAYER_NAMES, Sentence

# The folder of the translations: one .po file a language, and the .mo
# file gettext reads, made from it by languages/update_languages.py; or
# the folder this environment variable names (a copy to try changes on).
GAME_FOLDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES_FOLDER = os.path.join(GAME_FOLDER, 'languages')
LANGUAGES_VARIABLE = 'NINE_MENS_MORRIS_LANGUAGES'
ENGLISH = 'en'      # the language of the code: it needs no file

# Where the system keeps the user's language, in the order they are asked
# (THONNY_LANGUAGE: the language chosen in Thonny, set when Thonny runs
# the game).
LANGUAGE_VARIABLES = ('THONNY_LANGUAGE', 'LANGUAGE', 'LC_ALL', 'LC_MESSAGES',
                      'LANG')

# The translation in use: English (no translation) until use_language;
# and the mistakes found in its file: (path, [(line, why)]).
_translation = gettext.NullTranslations()
_language = ENGLISH
_mistakes = (None, [])


def _(message):
    """Return `message` in the language in use."""
    return _translation.gettext(message)


def n_(singular, plural, count):
    """Return the singular or the plural sentence for `count`, in the
    language in use (which may have more forms than two)."""
    return _translation.ngettext(singular, plural, count)


def p_(context, message):
    """Return `message`, meant in `context` ('command': a word typed), in
    the language in use."""
    return _translation.pgettext(context, message)


def sentence_words(text):
    """Return `text` in the language in use: a sentence of the core
    (board.Sentence, or an error holding one) from its template; any other
    text or error as it is (the words layer's own are translated
    already)."""
    if isinstance(text, Exception) and text.args:
        text = text.args[0]
    if not isinstance(text, Sentence):
        return str(text)
    return _(text.template) % tuple(
        _(value) if value in PLAYER_NAMES.values() else value   # White
        for value in text.values)


def N_(message):
    """Return `message` as it is: it is marked for the catalogue, and
    translated with _() where it is printed."""
    return message


def Np_(context, message):
    """Return `message` as it is: marked, with its context, for p_()."""
    return message


def typed_word(text, words, context='command'):
    """Return the word of `words` (English) that `text` is, typed in English
    or in the language in use ('hilfe' is 'help' in German; 'regles' is
    'rules' in French, with or without its accent), else None."""
    typed = plain_letters(text)
    for word in words:
        if typed in (word, plain_letters(p_(context, word))):
            return word
    return None


def plain_letters(text):
    """Return `text` in lower case, without accents and extra spaces
    ('  Règles ' is 'regles'), as words typed are compared."""
    letters = unicodedata.normalize('NFKD', text.lower())
    return ' '.join(''.join(letter for letter in letters
                            if not unicodedata.combining(letter)).split())


def is_control_character(char):
    """Return True if `char` may not stand in a file name typed: a control
    or format character (not a byte of a file name that was no UTF-8,
    which Python gives as a "surrogate", as it lists the folder)."""
    category = unicodedata.category(char)
    return category.startswith('C') and category != 'Cs'


def word_shown(word, context='command'):
    """Return a word to type as the screen shows it: in the language in
    use, with the English word after it where they differ ('hilfe
    (help)')."""
    translated = p_(context, word)
    return word if translated == word else '%s (%s)' % (translated, word)


# ---------------------------------------------------------------------------
# Which language
# ---------------------------------------------------------------------------

def shipped_languages():
    """Return the codes of the languages there are files for, English
    first: ['en', 'de', 'es', 'fr']."""
    try:
        files = os.listdir(languages_folder())
    except OSError:
        files = []
    return [ENGLISH] + sorted(name[:-3] for name in files
                              if name.endswith('.po'))


def language_code(name):
    """Return the language code in a system's name for a language
    ('de_DE.UTF-8@euro' is 'de_DE', 'C' is None)."""
    code = name.split('.')[0].split('@')[0].strip().replace('-', '_')
    if code in ('', 'C', 'POSIX') or not code.replace('_', '').isalpha():
        return None
    language, _, country = code.partition('_')
    return language.lower() + ('_' + country.upper() if country else '')


def shipped_match(code, shipped):
    """Return the shipped language for `code` ('de_AT' is 'de'), or None."""
    for candidate in (code, code.split('_')[0]):
        if candidate in shipped:
            return candidate
    return None


def system_language(environment=None):
    """Return the shipped language the system asks for, or English: the
    first of LANGUAGE_VARIABLES set (LANGUAGE may list several, 'fr:de'),
    else the Windows setting."""
    environment = os.environ if environment is None else environment
    shipped = shipped_languages()
    for variable in LANGUAGE_VARIABLES:
        value = environment.get(variable, '')
        if value:
            for name in value.split(':'):
                code = language_code(name)
                if code and shipped_match(code, shipped):
                    return shipped_match(code, shipped)
            if variable != 'THONNY_LANGUAGE':
                return ENGLISH      # the system's language, not shipped
    code = windows_language()
    return (code and shipped_match(code, shipped)) or ENGLISH


def windows_language():
    """Return the language code of Windows' display language, or None
    elsewhere."""
    try:
        import ctypes
        import locale
        number = ctypes.windll.kernel32.GetUserDefaultUILanguage()
        return language_code(locale.windows_locale.get(number, ''))
    except (ImportError, AttributeError, OSError, ValueError):
        return None


def chosen_language(asked=None, environment=None):
    """Return the language to use: `asked` (--language) if it is shipped,
    else the system's; ValueError if `asked` names no shipped language."""
    if asked is None:
        return system_language(environment)
    shipped = shipped_languages()
    match = shipped_match(language_code(asked) or '', shipped)
    if match is None:
        raise ValueError(
            _('there is no translation for %(asked)r; the languages are '
              '%(shipped)s (README.md says how to add one)')
            % {'asked': asked, 'shipped': ', '.join(shipped)})
    return match


def languages_folder():
    """Return the folder of the translations' files: LANGUAGES_VARIABLE's
    if it is set, else the game's languages/."""
    return os.environ.get(LANGUAGES_VARIABLE) or LANGUAGES_FOLDER


def use_language(code):
    """Make every message from now on come in the language `code` (one of
    shipped_languages()); a message its file has a mistake in stays
    English (translation_warning says where)."""
    global _translation, _language, _mistakes
    if code == ENGLISH:
        _translation, _mistakes = gettext.NullTranslations(), (None, [])
    else:
        from words import mo_files  # the translation, when it is chosen
        path = os.path.join(languages_folder(), code + '.po')
        _translation, mistakes = mo_files.made_translation(path), []
        if _translation is None:    # changed since: read it and check it
            from words import po_checks
            _translation, mistakes = po_checks.load_translation(path)
        _mistakes = (path, mistakes)
    _language = code


def language_in_use():
    """Return the code of the language the messages come in."""
    return _language


def translation_warning(width=79):
    """Return the line that names the first mistake in the file of the
    language in use, and how many there are, or None if it has none.  (Its
    words come from that file only where they have no mistake.)"""
    path, mistakes = _mistakes
    if not mistakes:
        return None
    line = mistakes[0][0]
    shown = path
    if os.path.dirname(os.path.abspath(path)) == LANGUAGES_FOLDER:
        shown = os.path.relpath(path, GAME_FOLDER).replace(os.sep, '/')
    for name in (shown, os.path.basename(path)):
        where = name if line is None else '%s:%d' % (name, line)
        warning = n_('Please correct a mistake in the translation: '
                     '%(where)s', 'Please correct %(count)d mistakes in the '
                     'translation, first: %(where)s', len(mistakes)) % {
            'count': len(mistakes), 'where': where}
        if len(warning) <= width:
            break
    return warning
