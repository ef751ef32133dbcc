"""Hits and stand losses (digest 4.5, 5.4): hits build up on the unit and cost it whole stands.

Every ``Hits`` hits remove one stand, taken from an edge of the formation so that what is left still
touches as one body; stands not touching the enemy go first. A unit with no stands left is destroyed
and characters with it are slain.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import board, hooks, moves
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
        hits = "hit" if self.hits_left == 1 else "hits"
        return f"{self.unit_name} loses {self.count} stand{s} ({self.left} left, {self.hits_left} {hits} carried)"


def _removal_order(state: GameState, unit: Unit, ranks: list[int] | None = None) -> int:
    """Index of the stand to remove next: the least protected (``ranks``, lower first, when shooting gave each
    stand a cover level), then one whose loss keeps the formation whole, then one away from the enemy; an engaged
    unit keeps its formation whole, then its stands in contact, before it weighs cover."""
    bases = board.unit_bases(state, unit)
    enemies = [b for e in state.live_units(1 - unit.side) for b in board.unit_bases(state, e)]
    t = board.table(state)
    best: tuple[tuple[int, int, int, float], int] | None = None
    for i in range(len(bases)):
        rest = bases[:i] + bases[i + 1 :]
        whole = 0 if moves.connected(rest) else 1
        contact = 1 if any(touching(bases[i], e) for e in enemies) else 0
        gap = min((t.distance(bases[i], e) for e in enemies), default=0.0)
        cover = ranks[i] if ranks else 0
        # A unit in combat keeps its stands in contact longest (its formation whole first), whatever cover the
        # others had from the shots (a rage turned inward strikes an engaged unit in the Shooting phase).
        key = (whole, contact, cover, -gap) if unit.engaged else (cover, whole, contact, -gap)
        if best is None or key < best[0]:
            best = (key, i)
    assert best is not None
    return best[1]


def remove_stands(state: GameState, unit: Unit, count: int, ranks: list[int] | None = None) -> list[int]:
    """Remove ``count`` stands (fewer if the unit runs out), the least protected first when ``ranks`` gives each
    stand's cover level; returns the removed stands' former indices."""
    ranks = list(ranks) if ranks and len(set(ranks)) > 1 and len(ranks) == len(unit.stands) else None
    removed = []
    for _ in range(min(count, len(unit.stands))):
        i = _removal_order(state, unit, ranks)
        unit.stands.pop(i)
        if ranks:
            ranks.pop(i)
        removed.append(i)
        state.invalidate()
    return removed


def take_casualties(state: GameState, unit: Unit, rule: str, ranks: list[int] | None = None) -> list[Event]:
    """Turn the unit's carried hits into lost stands (see ``remove_stands`` for ``ranks``); destroy it if none
    are left."""
    hits_per_stand = state.unit_profile(unit).hits
    if hits_per_stand <= 0 or unit.hits < hits_per_stand or not unit.alive:
        return []
    n = min(unit.hits // hits_per_stand, len(unit.stands))
    unit.hits -= n * hits_per_stand
    remove_stands(state, unit, n, ranks)
    events: list[Event] = []
    if not unit.stands:
        unit.hits = 0
        events.append(StandsLost(unit=unit.id, unit_name=unit.name, count=n, left=0, hits_left=0, rule=rule))
        for keep in state.ruleset.hook(hooks.UNIT_WIPED_OUT):
            events += keep(state, unit, rule)
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
