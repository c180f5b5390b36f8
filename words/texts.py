"""texts.py - the words of the game: a turn, the end of a game, the rules,
the help, a player's name, the prompts of a turn that change with it, and
the rule options' questions.

Every function here returns a string; printing is the caller's job.  A turn
is put into words in one place, describe_turn, which the screen, the
replay, the hint and the computer's benchmarks all use; a player is named
in one place, player_name, so that every line that names a player uses
the names the players typed.

Glossary (see board.py for player, rules.py for state and turn):
    names   {WHITE: name, BLACK: name}: what the players are called, or
            None (they are White and Black)
"""

import game_state
import rules
from board import BLACK, PLAYER_NAMES, PLAYERS, WHITE, opponent
from words import english
from words.catalogue import N_, _, n_, p_

# The widest line of words printed: a console 80 characters wide (and
# IDLE's window as it opens) would break longer lines inside a word.
LINE_WIDTH = 79

# REASON_SENTENCES[reason]: how the end of a game is told.  %(winner)s and
# %(loser)s are the players' names, %(limit)d the draw limit that struck.
REASON_SENTENCES = {
    rules.TWO_MEN: N_('%(loser)s is down to two men.'),
    rules.BLOCKED: N_('%(loser)s cannot move: every man is blocked.'),
    rules.REPETITION: N_('the same position came up for the third time.'),
    rules.MOVE_LIMIT: N_('%(limit)d turns of moving went by without a man '
                         'removed.'),
    rules.THREE_MEN_LIMIT: N_('both players had three men for %(limit)d '
                              'turns without a removal.'),
    game_state.AGREED_DRAW: N_('the players agreed.'),
    game_state.RESIGNATION: N_('%(loser)s resigned.'),
}

# TASKS[phase]: what the player to move (%s: the name) does now, as the
# status line says.
TASKS = {
    rules.PLACING: N_('%s, place a man.'),
    rules.MOVING: N_('%s, move a man.'),
    rules.FLYING: N_('%s, fly a man (any man to any free point).'),
}

# TURN_WORDS[form]: a turn in words.  'told' tells a turn played ("White
# moved 3 to 4 and closed a mill; ..."), 'advice' suggests one ("move 3 to
# 4 and remove the man on 9"), 'brief' follows a player's name in a line
# of play ("moves 3 to 4 and removes 9").  The phase's words say the
# placement or the move; 'mill' or 'mills' (two closed at once) and then
# 'removal' or 'removals' (two men) each make it longer: %(turn)s is the
# turn as said so far.
TURN_WORDS = {
    'told': {
        rules.PLACING: N_('%(name)s placed a man on %(target)d'),
        rules.MOVING: N_('%(name)s moved %(source)d to %(target)d'),
        rules.FLYING: N_('%(name)s flew %(source)d to %(target)d'),
        'mill': N_('%(turn)s and closed a mill'),
        'mills': N_('%(turn)s and closed two mills'),
        'removal': N_("%(turn)s; %(victim)s's man on %(removed)s was "
                      "removed"),
        'removals': N_("%(turn)s; %(victim)s's men on %(removed)s were "
                       "removed"),
    },
    'advice': {
        rules.PLACING: N_('place a man on %(target)d'),
        rules.MOVING: N_('move %(source)d to %(target)d'),
        rules.FLYING: N_('fly %(source)d to %(target)d'),
        'removal': N_('%(turn)s and remove the man on %(removed)s'),
        'removals': N_('%(turn)s and remove the men on %(removed)s'),
    },
    'brief': {
        rules.PLACING: N_('places on %(target)d'),
        rules.MOVING: N_('moves %(source)d to %(target)d'),
        rules.FLYING: N_('flies %(source)d to %(target)d'),
        'removal': N_('%(turn)s and removes %(removed)s'),
        'removals': N_('%(turn)s and removes %(removed)s'),
    },
}

# The rules as the rules command prints them; rules_words puts in the
# words of the options chosen.
RULES_TEXT = N_("""\
The rules of this game
- Each player has nine men.  White and Black take turns.
- Placing: a turn puts one man from your hand on any free point.
- Moving: once all men are placed, a turn moves one of your men along a
  line to the free point next to it.%(flying)s
- Mill: three of your men in a row (along a line, never diagonal).  The
  turn that closes a mill removes one of your opponent's men%(double)s.
  A man standing in a mill cannot be removed while the opponent has men
  outside mills.  Moving a man out of a mill and back closes it again.
- You win when your opponent is down to two men, or cannot move.
- Draws: %(draws)s.""")

HELP_TEXT = N_("""\
How to type
  placing   a point number: 5   (or its name: d6)
  moving    from and to: 3 4, 3-4, 3,4 or 3 to 4 (or d6-d5); or just 3,
            then where it goes (type back to choose another man)
  removing  a point number
Commands, at any prompt
%(commands)s""")

# The column where HELP_TEXT's explanations start (a translation's long
# line is folded to go on there).
HELP_COLUMN = 12

# OPTION_WORDS[name]: the words of a rule option of game_state.RULE_OPTIONS
# (by its name): the start menu's question, and what `--help` says of its
# flag.
OPTION_WORDS = {
    'flying': (N_('Flying with three men?'),
               N_('no flying with three men')),
    'double_mill_removal': (
        N_('Two removals when one turn closes two mills?'),
        N_('closing two mills at once removes two men')),
    'repetition_draw': (
        N_('Draw when a position comes up the third time?'),
        N_('no draw when a position comes up three times')),
    'move_limit': (
        N_('Draw after how many turns of moving without a removal '
           '(0 = never)?'),
        N_('draw after N turns of moving without a removal')),
    'three_men_limit': (
        N_('Draw after how many turns without a removal once both have '
           'three men (0 = never)?'),
        N_('draw after N turns without a removal once both have three '
           'men')),
}


# The longest file name printed whole; a longer one loses its middle.
FILE_NAME_WIDTH = 40


def indented(text, indent='  '):
    """Return `text` indented by `indent`, folded between words to
    LINE_WIDTH (the lines after the first two spaces further in)."""
    # A line that fits, its words one space apart, is the same folded or
    # not: textwrap, whose import compiles its patterns (a millisecond of
    # the start), is loaded only for a longer text.
    if text and len(indent + text) <= LINE_WIDTH \
            and ' '.join(text.split()) == text:
        return indent + text
    import textwrap
    return textwrap.fill(text, LINE_WIDTH, initial_indent=indent,
                         subsequent_indent=indent + '  ',
                         break_on_hyphens=False)


def fitted(line, width=LINE_WIDTH):
    """Return `line` cut to `width` characters, its end shown as '...'
    when it is longer."""
    return line if len(line) <= width else line[:width - 3] + '...'


def position_not_used_words(path, what):
    """Return the note that the position file at `path` is not used, as
    `what` ('the lesson', 'a saved game') starts from its own position."""
    return indented(_('Note: the position in %(file)s is not used: %(what)s '
                      'starts from its own.')
                    % {'file': short_file_name(path), 'what': what}, '')


def short_file_name(name):
    """Return a file name short enough to print: a long one keeps its
    start and its end, with '...' for the middle."""
    if len(name) <= FILE_NAME_WIDTH:
        return name
    keep = (FILE_NAME_WIDTH - 3) // 2
    return name[:keep] + '...' + name[-keep:]


def option_question(option):
    """Return the start menu's question about a rule option (a row of
    game_state.RULE_OPTIONS), in the language in use."""
    return _(OPTION_WORDS[option.name][0])


def option_help(option):
    """Return what `--help` says of a rule option's flag (a row of
    game_state.RULE_OPTIONS), in the language in use."""
    return _(OPTION_WORDS[option.name][1])


def describe_turn(before, turn, form='told', names=None):
    """Return `turn`, played in state `before`, in words: a sentence that
    tells it (form 'told'), the words that suggest it ('advice'), or the
    few that follow a player's name ('brief'); `names` as player_name's."""
    player = before.to_move
    words = TURN_WORDS[form]
    removed = [point for point in (turn.removed, turn.second_removed)
               if point is not None]
    closed = rules.mills_closed(before.board, player, turn.target,
                                turn.source)
    pieces = {'name': player_name(player, names), 'source': turn.source,
              'target': turn.target,
              'victim': colour_name(opponent(player)),  # the men's colour
              'removed': english.list_words(removed, english.AND)}
    text = _(words[rules.phase(before, player)]) % pieces
    mill = {1: 'mill', 2: 'mills'}.get(closed)
    if mill in words:
        text = _(words[mill]) % dict(pieces, turn=text)
    if removed:
        removal = 'removal' if len(removed) == 1 else 'removals'
        text = _(words[removal]) % dict(pieces, turn=text)
    return text + '.' if form == 'told' else text


def unfinished_turn_words(state, source, target=None, names=None):
    """Return what undo in the middle of a turn takes back: the man chosen
    to move (`target` None), or the placement or move before its removal."""
    name = player_name(state.to_move, names)
    if target is None:
        return _('Taken back: the choice of the man on %(point)d. %(name)s, '
                 'choose again.') % {'point': source, 'name': name}
    turn = describe_turn(state, rules.Turn(source, target), 'advice')
    return _('Taken back: %(turn)s (the turn was not finished). %(name)s, '
             'choose again.') % {'turn': turn, 'name': name}


def moving_prompt(state, example, names=None):
    """Return the prompt that asks the player to move a man, or to fly one
    when they may, typed as from and to like `example` ('3 4')."""
    if rules.can_fly(state, state.to_move):
        prompt = _('%(name)s, fly a man (from to, like %(example)s): ')
    else:
        prompt = _('%(name)s, move a man (from to, like %(example)s): ')
    return prompt % {'name': player_name(state.to_move, names),
                     'example': example}


def removal_prompt(player, points, second=False, names=None):
    """Return the prompt that asks `player` which of the opponent's men to
    remove (a `second` one when one turn removes two), on `points`."""
    if second:
        prompt = _("%(name)s, remove a second of %(colour)s's men "
                   "(%(points)s): ")
    else:
        prompt = _("%(name)s, remove one of %(colour)s's men (%(points)s): ")
    return prompt % {'name': player_name(player, names),
                     'colour': colour_name(opponent(player)),
                     'points': english.list_words(points)}


# COLOUR_NAMES[player]: the colour's name as the screen says it (board.py's
# PLAYER_NAMES are the names saved in files, always in English).
COLOUR_NAMES = {WHITE: N_('White'), BLACK: N_('Black')}


def colour_name(player):
    """Return the name of `player`'s colour in the language in use."""
    return _(COLOUR_NAMES[player])


def level_name(level):
    """Return the name of the computer's `level` ('easy', as --level takes
    it) in the language in use, as the menu shows it."""
    return p_('level', level)


def level_description(level_row):
    """Return the start menu's line on how a level plays (a row of
    computer/levels.py's LEVEL_TABLE) in the language in use."""
    return _(level_row.description)


def player_name(player, names=None):
    """Return how the screen calls `player`: 'White' (in the language in
    use), or with a name given for the player, 'Ann (White)'."""
    colour = colour_name(player)
    if not names or names[player] in (PLAYER_NAMES[player], colour, None):
        return colour
    return _('%(name)s (%(colour)s)') % {'name': names[player],
                                         'colour': colour}


def count_lines(state, names=None):
    """Return one line per player: men in hand, on the board and removed
    (the counts of both lines in one column, however long the names)."""
    labels = {player: _('%s:') % player_name(player, names)
              for player in PLAYERS}
    width = max(len(label) for label in labels.values())
    return ['  %s %s' % (labels[player].ljust(width), _(
        '%(hand)d in hand, %(board)d on the board, %(removed)d removed') % {
            'hand': rules.men_in_hand(state, player),
            'board': state.board.count(player),
            'removed': rules.men_removed(state, player)})
        for player in PLAYERS]


def last_turns_words(history, told=1, names=None, notes=None):
    """Return the last `told` turns of `history` in words ('Last turn: ...'
    or 'Last turns: ... ...'), or None if no turn was played.  `notes`,
    if given, is a function(before, turn, after, names) whose words ('' or
    sentences) follow each turn's (the words mode's threats)."""
    told = min(told, len(history.turns))
    if not told:
        return None
    sentences = []
    for before, turn, after in zip(history.states[-1 - told:-1],
                                   history.turns[-told:],
                                   history.states[-told:]):
        noted = notes(before, turn, after, names) if notes else ''
        sentences.append(' '.join(filter(None, [
            describe_turn(before, turn, names=names), noted])))
    return n_('Last turn: %s', 'Last turns: %s', told) % ' '.join(sentences)


def end_words(history, result, names=None):
    """Return the end of the game in words: who won, why, how many turns
    (the winner called by name if `names` give one)."""
    options = history.state.options
    limits = {rules.MOVE_LIMIT: options.move_limit,
              rules.THREE_MEN_LIMIT: options.three_men_limit}
    winner = result.winner
    words = {'limit': limits.get(result.reason, 0),
             'winner': player_name(winner, names) if winner else '',
             'loser': player_name(opponent(winner), names) if winner else ''}
    why = _(REASON_SENTENCES[result.reason]) % words
    if winner is None:
        headline = _('The game is a draw: %s') % why
    else:
        headline = _('%(winner)s wins: %(why)s') % dict(words, why=why)
    turns = len(history.turns)
    lasted = n_('The game lasted %d turn.', 'The game lasted %d turns.',
                turns) % turns
    return '%s\n%s' % (headline, lasted)


def rules_words(options):
    """Return the rules as they are set for this game, in a few lines."""
    flying = ('\n' + _('- Flying: a player down to three men may move a man '
                       'to any free point.') if options.flying else '')
    double = (' ' + _('(two men if one turn closes two mills)')
              if options.double_mill_removal else '')
    draws = []
    if options.repetition_draw:
        draws.append(_('the same position for the third time'))
    if options.move_limit:
        draws.append(n_('%d turn of moving without a removal',
                        '%d turns of moving without a removal',
                        options.move_limit) % options.move_limit)
    if options.three_men_limit:
        draws.append(n_('%d turn without a removal once both have three men',
                        '%d turns without a removal once both have three '
                        'men', options.three_men_limit)
                     % options.three_men_limit)
    draws.append(_('whenever both players agree (type draw)'))
    import textwrap     # loaded when first needed (see indented)
    text = _(RULES_TEXT) % {'flying': flying, 'double': double,
                            'draws': english.list_words(draws, english.OR)}
    return '\n'.join(textwrap.fill(line, LINE_WIDTH, subsequent_indent='  ')
                     for line in text.splitlines())


def help_words(commands):
    """Return how to type turns and the `commands` (word, what it does:
    a text marked with N_), folded to LINE_WIDTH under their column."""
    import textwrap     # loaded when first needed (see indented)
    width = max(len(word) for word, what in commands)
    lines = '\n'.join(textwrap.fill('  %-*s %s' % (width, word, _(what)),
                                    LINE_WIDTH,
                                    subsequent_indent=' ' * (width + 3))
                      for word, what in commands)
    text = '\n'.join(textwrap.fill(line, LINE_WIDTH,
                                   subsequent_indent=' ' * HELP_COLUMN)
                     for line in _(HELP_TEXT).splitlines())
    return text % {'commands': lines}
