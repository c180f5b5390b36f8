"""computer: (reading order to come)."""
