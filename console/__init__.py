"""console: (reading order to come)."""
