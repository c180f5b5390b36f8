"""teaching: (reading order to come)."""
