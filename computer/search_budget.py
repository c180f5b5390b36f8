"""search_budget.py - when a search of the computer's must stop.

A level searches a fixed number of positions (its node budget), so the same
seed gives the same game on a fast computer and a slow one.  The clock is
only a safety net for very slow computers.  Both searches (search.py and
plain_search.py) count their nodes in a Budget and call check_limits now
and then; when the budget is spent it raises OutOfBudget, and the search
plays the best turn it has found so far.
"""

import time


class OutOfBudget(Exception):
    """The node budget or the clock ran out in the middle of a search."""


class Budget:
    """The limits of one search: a node budget, and a clock that is only a
    safety net; and the nodes visited so far."""

    def __init__(self, max_nodes=None, time_limit=None):
        """Allow `max_nodes` nodes and `time_limit` seconds (None: no
        limit)."""
        self.max_nodes = max_nodes
        self.deadline = (None if time_limit is None
                         else time.perf_counter() + time_limit)
        self.nodes = 0
        self.may_stop = False      # the first round always completes

    def check_limits(self):
        """Raise OutOfBudget if the node budget or the time is used up."""
        if not self.may_stop:
            return
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise OutOfBudget()
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget()
