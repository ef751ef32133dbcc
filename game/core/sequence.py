"""The turn sequence, as data.

A player's turn is a fixed list of steps grouped into phases. Each step names the action kinds that
belong to it, the hooks run when it begins and ends, and whether it passes by itself when nothing in
it can be done. Before the first turn come the pre-battle steps (deployment). ``game.core.engine``
is the one loop that walks these tables; the phase modules register the hooks and the handlers by
name.
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


TURN: tuple[Step, ...] = (
    Step(
        "command",
        "initiative",
        "Initiative",
        actions=("initiative_charge", "evade"),
        enter=("command.start",),
        skip_when_idle=True,
    ),
    Step("command", "home_back", "Home back", actions=("home_back", "home_back_move"), skip_when_idle=True),
    Step(
        "command",
        "orders",
        "Orders",
        actions=("order", "move", "charge", "hold", "blunder_choice"),
        enter=("command.orders_start",),
    ),
    Step(
        "command",
        "characters",
        "Character moves",
        actions=("move_character",),
        leave=("command.end",),
    ),
    Step("shooting", "shoot", "Shooting", actions=("shoot", "cast"), enter=("shooting.start",)),
    Step("shooting", "drive_back", "Drive backs", enter=("shooting.drive_backs",), automatic=True),
    Step("combat", "fight", "Combat", actions=("fight", "combat_choice"), enter=("combat.start",)),
    Step("end", "end", "End of turn", enter=("turn.end",), automatic=True),
)

PHASES: tuple[str, ...] = ("command", "shooting", "combat", "end")

# Steps played once, after "start" and before turn 1. A step with nothing to do is passed over
# without a word; after the last one the hooks in BATTLE_BEGINS decide who goes first and open turn 1.
PRE_BATTLE: tuple[Step, ...] = (
    Step(
        "deployment",
        "deploy",
        "Deployment",
        actions=("deploy_unit", "deploy_character", "auto_deploy"),
        enter=("deployment.start",),
        leave=("deployment.end",),
        skip_when_idle=True,
    ),
)
BATTLE_BEGINS: tuple[str, ...] = ("battle.begin",)


def step_index(phase: str, name: str) -> int:
    for i, s in enumerate(TURN):
        if s.phase == phase and s.name == name:
            return i
    raise KeyError(f"no step {phase}/{name}")


def pre_battle_index(phase: str, name: str) -> int | None:
    """Index in PRE_BATTLE of a step, or None if it is a step of the turn."""
    for i, s in enumerate(PRE_BATTLE):
        if s.phase == phase and s.name == name:
            return i
    return None


def pre_battle_home(kind: str) -> int | None:
    """Index in PRE_BATTLE of the step an action kind belongs to; None for the turn's kinds."""
    for i, s in enumerate(PRE_BATTLE):
        if kind in s.actions:
            return i
    return None


def home_step(kind: str) -> int | None:
    """Index of the step an action kind belongs to; None for kinds allowed at any time."""
    for i, s in enumerate(TURN):
        if kind in s.actions:
            return i
    return None
