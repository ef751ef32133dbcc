"""Hits and stand losses (digest 4.5, 5.4): hits build up on the unit and cost it whole stands.

Every ``Hits`` hits remove one stand, taken from an edge of the formation so that what is left still
touches as one body; stands not touching the enemy go first. A unit with no stands left is destroyed
and characters with it are slain.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import board, moves
from game.core.events import Event
from game.core.state import GameState, Unit
from game.table import touching


@dataclass(frozen=True, kw_only=True)
class StandsLost(Event):
    """Stands removed from a unit as its hits reached its Hits value."""

    unit: str
    unit_name: str
    count: int
    left: int
    hits_left: int

    def text(self) -> str:
        s = "s" if self.count > 1 else ""
        return f"{self.unit_name} loses {self.count} stand{s} ({self.left} left, {self.hits_left} hits carried)"


def _removal_order(state: GameState, unit: Unit) -> int:
    """Index of the stand to remove next: one whose loss keeps the formation whole, away from the enemy."""
    bases = board.unit_bases(state, unit)
    enemies = [b for e in state.live_units(1 - unit.side) for b in board.unit_bases(state, e)]
    best: tuple[tuple[int, float, int], int] | None = None
    for i in range(len(bases)):
        rest = bases[:i] + bases[i + 1 :]
        whole = moves.connected(rest)
        in_contact = any(touching(bases[i], e) for e in enemies)
        gap = min((board.table(state).distance(bases[i], e) for e in enemies), default=0.0)
        # Keep the body whole first, then spare stands touching the enemy, then take the furthest one.
        key = (0 if whole else 1, 1 if in_contact else 0, -gap)
        if best is None or key < best[0]:
            best = ((key[0], key[1], key[2]), i)  # type: ignore[assignment]
    assert best is not None
    return best[1]


def remove_stands(state: GameState, unit: Unit, count: int) -> list[int]:
    """Remove ``count`` stands (fewer if the unit runs out); returns the removed stands' former indices."""
    removed = []
    for _ in range(min(count, len(unit.stands))):
        i = _removal_order(state, unit)
        unit.stands.pop(i)
        removed.append(i)
        state.invalidate()
    return removed


def take_casualties(state: GameState, unit: Unit, rule: str) -> list[Event]:
    """Turn the unit's carried hits into lost stands; destroy it if none are left."""
    hits_per_stand = state.unit_profile(unit).hits
    if hits_per_stand <= 0 or unit.hits < hits_per_stand or not unit.alive:
        return []
    n = min(unit.hits // hits_per_stand, len(unit.stands))
    unit.hits -= n * hits_per_stand
    remove_stands(state, unit, n)
    events: list[Event] = []
    if not unit.stands:
        unit.hits = 0
        events.append(StandsLost(unit=unit.id, unit_name=unit.name, count=n, left=0, hits_left=0, rule=rule))
        events += moves.destroy_unit(state, unit, "its last stand fell", rule)
        return events
    events.append(
        StandsLost(unit=unit.id, unit_name=unit.name, count=n, left=len(unit.stands), hits_left=unit.hits, rule=rule)
    )
    return events


def add_hits(state: GameState, unit: Unit, hits: int, rule: str, remove_now: bool = True) -> list[Event]:
    """Put hits on a unit; with ``remove_now`` (shooting) stands fall as soon as the hits reach the Hits value."""
    if hits <= 0 or not unit.alive:
        return []
    unit.hits += hits
    return take_casualties(state, unit, rule) if remove_now else []


def discard_odd_hits(state: GameState, units: list[Unit]) -> None:
    """Hits that did not make up a whole stand are forgotten at the end of the phase."""
    for u in units:
        u.hits = 0
