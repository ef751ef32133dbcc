"""Small battles for the Shooting phase tests: generals out of the way, optional spare units."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from tests.helpers import battle, char, unit

GENERALS0 = [char("General", 300, 1150, id="g")]
GENERALS1 = [char("Orc General", 1700, 60, id="og")]
# Units far from everything, so that losing the unit under test does not end the battle.
SPARES0 = [
    unit("Halberdiers", 150, 1100, id="spare0", name="Reserve Halberdiers"),
    unit("Halberdiers", 150, 1000, id="spare0b", name="Second Reserve"),
]
SPARES1 = [
    unit("Orc Warriors", 1650, 250, 180, id="spare1", name="Reserve Orcs"),
    unit("Orc Warriors", 1650, 350, 180, id="spare1b", name="Second Reserve"),
]


def shooting(
    units0: list[Any], units1: list[Any], *, spares: bool = False, step: str = "shoot", **kw: Any
) -> GameState:
    """A battle in side 0's Shooting phase (or ``step``), with both generals placed in far corners."""
    extra0 = SPARES0 if spares else []
    extra1 = SPARES1 if spares and kw.get("armies1", "orcs") == "orcs" else []
    chars0 = kw.pop("chars0", [])
    chars1 = kw.pop("chars1", [])
    return battle(
        [*units0, *extra0],
        [*units1, *extra1],
        [*GENERALS0, *chars0],
        [*(GENERALS1 if kw.get("armies1", "orcs") == "orcs" else [char("Tomb King", 1700, 60, id="og")]), *chars1],
        step=step,
        **kw,
    )


def poses(state: GameState, uid: str) -> list[tuple[int, int, int]]:
    return [s.pose for s in state.units[uid].stands]
