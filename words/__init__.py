"""words: (reading order to come)."""
