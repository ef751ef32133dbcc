"""Who sets up next: alternate placement, one unit at a time, then the characters (digest 1).

The army with more units to deploy places first (equal numbers: each player rolls a die, the higher
places first, ties roll again). The sides then take turns, one unit each; a side that has no units
left waits while the other places the rest of its own. When every unit is on the table the
characters follow the same way, starting with the army that placed the first unit.

The deployment module's typed state keeps a ``DeployOrder`` (who placed first, who places next, the
stage reached) while the phase lasts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration
from game.core.kept import kept
from game.core.scenario import UNDEPLOYED
from game.core.state import Character, GameState, Unit, id_key

KEY = "deployment"
PHASE = "deployment"


def waiting_units(state: GameState, side: int) -> list[Unit]:
    """The side's units still to be set up, in id order."""
    return [
        state.units[k]
        for k in sorted(state.units, key=id_key)
        if state.units[k].side == side and state.units[k].flags.get(UNDEPLOYED)
    ]


def waiting_characters(state: GameState, side: int) -> list[Character]:
    """The side's characters still to be set up, in id order."""
    return [
        state.characters[k]
        for k in sorted(state.characters, key=id_key)
        if state.characters[k].side == side and state.characters[k].flags.get(UNDEPLOYED)
    ]


def anything_waiting(state: GameState, side: int | None = None) -> bool:
    sides = (0, 1) if side is None else (side,)
    return any(waiting_units(state, s) or waiting_characters(state, s) for s in sides)


@dataclass
class DeployOrder:
    """Who set up first, who sets up next (None when nobody has anything left) and the stage reached."""

    first: int
    next: int | None
    stage: str


@dataclass
class DeploymentKept:
    """What the deployment phase keeps between actions (see ``game/core/kept.py``)."""

    order: DeployOrder | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {KEY: "order"}

    def to_dict(self) -> dict[str, Any]:
        o = self.order
        return {"order": None if o is None else {"first": o.first, "next": o.next, "stage": o.stage}}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DeploymentKept:
        o = d.get("order")
        return cls(None if o is None else DeployOrder(int(o["first"]), o.get("next"), str(o["stage"])))


def deployment_kept(state: GameState) -> DeploymentKept:
    return kept(state, "deployment", DeploymentKept)


def info(state: GameState) -> DeployOrder | None:
    """The phase's working data, or None outside the deployment phase."""
    if state.phase != PHASE:
        return None
    return deployment_kept(state).order


def placer(state: GameState) -> int | None:
    """The side that must set something up now, or None."""
    data = info(state)
    return None if data is None else data.next


def stage(state: GameState) -> str:
    """ "units" while any unit of either side waits, then "characters"."""
    return "units" if any(waiting_units(state, s) for s in (0, 1)) else "characters"


def choose_first(state: GameState, dice: Dice) -> list[Event]:
    """Decide who places first and open the phase's working data."""
    counts = (len(waiting_units(state, 0)), len(waiting_units(state, 1)))
    names = (state.sides[0].name, state.sides[1].name)
    waiting = [s for s in (0, 1) if anything_waiting(state, s)]
    events: list[Event] = []
    if len(waiting) == 1:
        first = waiting[0]
        events.append(Narration(message=f"Only {names[first]} have troops to deploy", rule="deployment.order"))
    elif counts[0] != counts[1]:
        first = 0 if counts[0] > counts[1] else 1
        events.append(
            Narration(
                message=f"{names[first]} have more units ({max(counts)} to {min(counts)}) and deploy first",
                rule="deployment.order",
            )
        )
    else:
        while True:
            a, b = dice.roll(1, 6, "who deploys first")[0], dice.roll(1, 6, "who deploys first")[0]
            first = 0 if a > b else 1
            events.append(
                DiceRolled(
                    purpose=f"Who deploys first (both have {counts[0]} units)",
                    sides=6,
                    faces=(a, b),
                    outcome="tie, roll again" if a == b else f"{names[first]} deploy first",
                    rule="deployment.order",
                )
            )
            if a != b:
                break
    deployment_kept(state).order = DeployOrder(first, first, stage(state))
    return events


def pass_on(state: GameState, last: int) -> None:
    """After ``last`` set something up: the other side places next if it has something left."""
    data = deployment_kept(state).order
    assert data is not None
    now = stage(state)
    if now == "units":
        pool = [s for s in (0, 1) if waiting_units(state, s)]
    else:
        pool = [s for s in (0, 1) if waiting_characters(state, s)]
    if not pool:
        nxt = None
    elif now != data.stage:
        # The characters start with the army that placed the first unit.
        nxt = data.first if data.first in pool else pool[0]
    else:
        nxt = 1 - last if 1 - last in pool else pool[0]
    data.stage = now
    data.next = nxt
