"""Talismans (Fantasy Warriors' talismans and army standard): bought for a unit in the roster under any module of
the family, 50 points, one a unit. Each talisman still carried by a live unit adds 1 to the General's speech and
to the goblin war chant (the seed's "+1 for each talisman in the army"), and a contingent's command test (the
mercenaries' loyalty test is theirs) counts +1 for each talisman its own units carry, as the army standard gives
its bonus in the command test. A talisman is lost with the unit that carries it (the seed's wrecked standard).
"""

from __future__ import annotations

from game.core.events import Modifier
from game.core.state import GameState, Unit

FLAG = "bought:talisman"
RULE = "fw.talisman"
COST = 50


def carries(unit: Unit) -> bool:
    return bool(unit.flags.get(FLAG)) and unit.alive and not unit.off_table


def army_talismans(state: GameState, side: int) -> int:
    return sum(1 for u in state.live_units(side) if carries(u))


def army_bonus(state: GameState, side: int) -> list[Modifier]:
    """+1 for each talisman in the army (speeches, the war chant)."""
    n = army_talismans(state, side)
    return [Modifier(n, RULE, "talisman" if n == 1 else f"{n} talismans")] if n else []


def contingent_bonus(units: list[Unit]) -> list[Modifier]:
    """+1 for each talisman the contingent's own units carry (its command test)."""
    n = sum(1 for u in units if carries(u))
    return [Modifier(n, RULE, "talisman" if n == 1 else f"{n} talismans")] if n else []
