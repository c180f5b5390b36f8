"""kept_games.py - the games kept in autosave files, offered at the start.

Every game in progress is kept in an autosave file of its own (see
file_dialogs.keep_safe and game_files/autosave.py).  At the next start
without flags that name what to play (games.choose_settings), this module
lists the games kept, newest first, and lets the player resume one, keep
them for later, or drop one (asked twice).  Games being played in another
window are left alone.  When flags name what to play, the games kept are
only counted (games.say_games_kept), and this module is not loaded.
"""

from board import BLACK, WHITE
from console.questions import NO_WORDS, QUIT_WORDS, ask_yes_no
from console.terminal import read_line, say
from game_files import autosave, leftovers, records
from words import texts
from words.catalogue import Np_, _, n_, typed_word


def ask_to_resume_autosave(display):
    """Return the GameRecord of a game kept in an autosave that the player
    resumes (its file is now this window's), else None.

    Every kept game is offered, newest first, except those played now in
    other windows; a game not resumed stays for next time unless the
    player says a second time to drop it.
    """
    autosave.take_in_old_autosave()     # the single file of old versions
    while True:
        kept = kept_games()
        if not kept:
            return None
        if len(kept) == 1:
            chosen = ask_about_one_game(display, kept[0])
        else:
            chosen = ask_which_game(display, kept)
        if chosen is None:
            return None
        if chosen == AGAIN:             # one was dropped: list them again
            continue
        path, record, unused = chosen
        claimed = autosave.claim(path)
        if claimed is not None:
            return record._replace(autosave=claimed)
        say(_('  That game was just resumed in another window.'))


def kept_games():
    """Return (path, GameRecord, when written) of each game kept in an
    autosave that no other window is playing now, the newest first, after
    saying how many others are being played and which files are damaged
    (a game of no turns, which earlier versions kept, is dropped)."""
    kept, live = [], 0
    for path in leftovers.game_autosaves():
        if leftovers.is_live(path):
            live += 1
            continue
        found = autosave.read_autosave(path)
        if found is not None and not found[0].turns:
            autosave.drop_autosave(path)        # nothing in it to resume
            continue
        if found is None:
            aside = autosave.set_aside_damaged_autosave(path)
            if aside is not None:
                say(texts.indented(_('An unfinished game could not be '
                                     'read (its file is damaged); it is '
                                     'kept as %s.') % aside, ''))
            continue
        kept.append((path,) + found)
    if live:
        say(texts.indented(n_('(%d game being played in another window '
                              'now: left alone.)',
                              '(%d games being played in another window '
                              'now: left alone.)', live) % live, ''))
    return kept


def kept_game_words(record, written):
    """Return a kept game in a few words: 'from 2026-11-23 10:40, Ann
    against Ben, 12 turns' (and who won, if it is over)."""
    details = {
        'when': written.strftime('%Y-%m-%d %H:%M'),
        'white': records.label_words(record.headers.get(
            'White', texts.colour_name(WHITE))),
        'black': records.label_words(record.headers.get(
            'Black', texts.colour_name(BLACK))),
        'count': record.playable_turns,
        'result': record.headers.get('Result', records.UNFINISHED)}
    if details['result'] == records.UNFINISHED:
        return n_('from %(when)s, %(white)s against %(black)s, %(count)d '
                  'turn',
                  'from %(when)s, %(white)s against %(black)s, %(count)d '
                  'turns', details['count']) % details
    return n_('from %(when)s, %(white)s against %(black)s, %(count)d turn, '
              'over (%(result)s), not saved',
              'from %(when)s, %(white)s against %(black)s, %(count)d turns, '
              'over (%(result)s), not saved', details['count']) % details


def is_finished(record):
    """Return True if the record's game is over (it is only saved)."""
    return record.headers.get('Result', records.UNFINISHED) \
        != records.UNFINISHED


def ask_about_one_game(display, kept):
    """Return `kept` if the player resumes that game, else None (after
    dropping it if the player says so a second time)."""
    path, record, written = kept
    words = kept_game_words(record, written)
    if is_finished(record):
        say(texts.indented(_('A finished game is kept, %s.') % words, ''))
    else:
        say(texts.indented(_('An unfinished game is kept, %s.') % words, ''))
    if ask_yes_no(display, _('See it and save it?') if is_finished(record)
                  else _('Resume it?'), True):
        return kept
    ask_to_drop(display, path)
    return None


def ask_to_drop(display, path):
    """Return nothing; drop the kept game at `path` if the player says so,
    else say that it is kept."""
    if ask_yes_no(display, _('Drop that game for good? (no keeps it for '
                             'next time)'), False):
        autosave.drop_autosave(path)
        say(_('  The unfinished game is discarded.'))
    else:
        say(_('  It is kept: the next start offers it again.'))


# What ask_which_game returns when the list must be shown again.
AGAIN = 'again'
# The words that drop a kept game ('drop 2'), and that start a new game
# instead of resuming one (typed in English or in the language in use).
DROP = (Np_('command', 'drop'),)
NEW_GAME = (Np_('command', 'new'),)


def ask_which_game(display, kept):
    """Return the kept game the player resumes, None for a new game, or
    AGAIN once `drop` and a number dropped one (asked a second time)."""
    say(_('Games kept from earlier:'))
    for number, (unused, record, written) in enumerate(kept, 1):
        words = kept_game_words(record, written)
        say(texts.indented('%d  %s' % (number, words), '     '))
    while True:
        answer = read_line(display, _('Resume which game? (its number; '
                                      'drop and a number; Enter: a new '
                                      'game) ')).strip()
        words = answer.lower().split()
        if not words or typed_word(words[0], NEW_GAME) or typed_word(
                words[0], NO_WORDS, 'answer'):              # a new game
            return None
        numbers = [str(number) for number in range(1, len(kept) + 1)]
        if len(words) == 1 and words[0] in numbers:
            return kept[numbers.index(words[0])]
        if len(words) == 2 and typed_word(words[0], DROP) and \
                words[1] in numbers:
            ask_to_drop(display, kept[numbers.index(words[1])][0])
            return AGAIN
        if typed_word(answer, QUIT_WORDS):
            say(_('  Please answer this question first: a number from 1 to '
                  '%d, drop and a number, or Enter for a new game.')
                % len(kept))
            continue
        say(_('  Please type a number from 1 to %d, drop and a number, or '
              'press Enter.') % len(kept))
