"""Opponents that play through the same actions as a player.

``random_agent`` picks uniformly among the legal actions; ``scripted.ScriptedAgent`` is the computer
opponent: a personality (``personalities``: weights, as data) at a difficulty level (``difficulty``:
named handicaps), choosing with the ``planner`` (one module per kind of decision in ``plans``) and the
features of ``scoring``. ``agents.AGENTS`` names every opponent on offer; ``match.play_out`` lets two
agents play a battle to its end (``game.cli.tournament`` plays series of them), ``opponent.SoloOpponents`` plays
the computer's side of a solo battle on the battle screen.
"""
