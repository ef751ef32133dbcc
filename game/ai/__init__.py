"""Opponents that play through the same actions as a player: ``random_agent`` (uniform among the legal
actions) and ``match.play_out``, which lets two agents play a battle to its end."""
