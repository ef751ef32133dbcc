"""The turn sequence, as data.

A player's turn is a list of steps grouped into phases. Each step names the action kinds that
belong to it, the hooks run when it begins and ends, and whether it passes by itself when nothing in
it can be done. Before the first turn come the pre-battle steps (deployment). The rule modules provide
the steps (``RulesModule.steps``), the game's ruleset puts them in order (``Ruleset.turn`` and
``Ruleset.pre_battle``), and ``game.core.engine`` is the one loop that walks them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One step of a player's turn."""

    phase: str
    name: str
    title: str
    actions: tuple[str, ...] = ()
    enter: tuple[str, ...] = ()
    leave: tuple[str, ...] = ()
    # Pass straight on when no action but "proceed" is possible (e.g. no flyer may home back).
    skip_when_idle: bool = False
    # A step with no decisions at all: its enter hooks do the work and the game moves on.
    automatic: bool = False
