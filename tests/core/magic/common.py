"""Small battles for the magic tests: side 0's Shooting phase, generals in far corners."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from tests.helpers import battle, char, unit

GENERALS0 = [char("General", 300, 1150, id="g")]
GENERALS1 = [char("Orc General", 1700, 60, id="og")]
RESERVE0 = [unit("Halberdiers", 150, 1100, id="r0", name="Reserve Halberdiers")]
RESERVE1 = [unit("Orc Warriors", 1650, 250, 180, id="r1", name="Reserve Orcs")]


def magic(units0: list[Any], units1: list[Any], chars0: list[Any] = (), chars1: list[Any] = (), **kw: Any) -> GameState:  # type: ignore[assignment]
    """A battle in side 0's Shooting phase, each side with a general and a reserve unit far away."""
    kw.setdefault("step", "shoot")
    return battle([*units0, *RESERVE0], [*units1, *RESERVE1], [*GENERALS0, *chars0], [*GENERALS1, *chars1], **kw)


def poses(state: GameState, uid: str) -> list[tuple[int, int, int]]:
    return [s.pose for s in state.units[uid].stands]


def engage(state: GameState, *ids: str) -> None:
    """Mark units as locked in combat (they are placed touching)."""
    for uid in ids:
        state.units[uid].engaged = True
