"""game_files: (reading order to come)."""
