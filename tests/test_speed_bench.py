"""bench/speed.py counts a turn as stopped by the clock only when the search
ran its whole time and stopped short of its node budget."""

from computer import levels
import rules
from speed import stopped_by_clock

MASTER = levels.LEVEL_SETTINGS[levels.TOP_LEVEL]


def test_a_search_that_ran_out_of_time_before_its_budget_was_stopped():
    state = rules.initial_state()
    _, budget, limit = levels.search_limits(state, MASTER)
    assert stopped_by_clock(state, MASTER, limit, budget - 1, None)


def test_a_search_that_spent_its_budget_or_ended_in_time_was_not():
    state = rules.initial_state()
    _, budget, limit = levels.search_limits(state, MASTER)
    assert not stopped_by_clock(state, MASTER, limit + 1, budget, None)
    assert not stopped_by_clock(state, MASTER, limit / 2, budget - 1, None)


def test_nothing_is_counted_when_the_clock_alone_decides():
    state = rules.initial_state()
    easy = levels.LEVEL_SETTINGS['easy']
    assert not stopped_by_clock(state, easy, 5.0, 0, None)
    assert not stopped_by_clock(state, MASTER, 5.0, 1, time_limit=1.0)
