"""The Shooting phase's record: who has shot, who was shot at from where, and the hits each unit took.

Kept in the shooting module's typed state (part of the canonical state) from the first shot of the phase
until the drive backs are over. Spells that shoot (a Ball of Flame, say) write to the same record through
``record_attack`` and ``record_hits`` so their victims are driven back with everyone else's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core import board
from game.core.kept import kept, plain
from game.core.state import GameState, Unit
from game.table import Base, closest_pair


@dataclass
class ShootingBook:
    """One Shooting phase's record."""

    # Units that have shot, in the order they shot.
    shot: list[str] = field(default_factory=list)
    # Hits each unengaged unit suffered (after saves): one drive-back die each.
    hits: dict[str, int] = field(default_factory=dict)
    # Hits whose drive-back dice confuse below a 6: unit id -> [lowest confusing face, hits].
    fierce: dict[str, list[int]] = field(default_factory=dict)
    # The stands that shot at each unit, as footprints (see ``footprint``).
    drivers: dict[str, list[list[Any]]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        # Only the parts written so far, as the record has always been saved.
        parts = {"shot": self.shot, "hits": self.hits, "fierce": self.fierce, "drivers": self.drivers}
        return {k: plain(v) for k, v in parts.items() if v}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ShootingBook:
        return cls(
            shot=list(d.get("shot", [])),
            hits=plain(d.get("hits", {})),
            fierce=plain(d.get("fierce", {})),
            drivers=plain(d.get("drivers", {})),
        )


@dataclass
class ShootingKept:
    """What the Shooting phase keeps between actions (see ``game/core/kept.py``): None between phases."""

    book: ShootingBook | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {"shooting": "book"}

    def to_dict(self) -> dict[str, Any]:
        return {"book": None if self.book is None else self.book.to_dict()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ShootingKept:
        b = d.get("book")
        return cls(None if b is None else ShootingBook.from_dict(b))


def shooting_kept(state: GameState) -> ShootingKept:
    return kept(state, "shooting", ShootingKept)


def _book(state: GameState) -> ShootingBook:
    k = shooting_kept(state)
    if k.book is None:
        k.book = ShootingBook()
    return k.book


def _peek(state: GameState) -> ShootingBook:
    """The record without creating one (reads only)."""
    return shooting_kept(state).book or ShootingBook()


def clear(state: GameState) -> None:
    """Forget the phase's record (at the start of the phase and once the drive backs are done)."""
    shooting_kept(state).book = None


def has_shot(state: GameState, unit_id: str) -> bool:
    """Whether the unit has already shot this phase (each unit shoots once)."""
    return unit_id in _peek(state).shot


def mark_shot(state: GameState, unit_id: str) -> None:
    shot = _book(state).shot
    if unit_id not in shot:
        shot.append(unit_id)


def footprint(base: Base) -> list[Any]:
    """A stand's outline as plain data: [owner, x, y, facing, width, depth, round]."""
    return [
        base.owner,
        round(base.x),
        round(base.y),
        round(base.facing) % 360,
        round(base.width),
        round(base.depth),
        int(base.round),
    ]


def from_footprint(fp: list[Any], side: int) -> Base:
    owner, x, y, f, w, d, rnd = fp
    return Base(id=f"{owner}@{x},{y}", owner=owner, side=side, x=x, y=y, facing=f, width=w, depth=d, round=bool(rnd))


def record_attack(state: GameState, target_id: str, shooters: list[Base]) -> None:
    """Note the stands that shot at (or cast at) a unit: it is driven back from the closest of them."""
    drivers = _book(state).drivers
    known = drivers.setdefault(target_id, [])
    for b in shooters:
        fp = footprint(b)
        if fp not in known:
            known.append(fp)


def record_hits(state: GameState, unit_id: str, hits: int, confuse_from: int = 6) -> None:
    """Add hits an unengaged unit suffered this phase (after saves): one drive-back die each.

    ``confuse_from`` below 6 marks hits whose drive-back dice confuse on that face or more (a Skull
    Chukka's 4+); those dice are rolled apart from the rest."""
    if hits <= 0:
        return
    hits_by_unit = _book(state).hits
    hits_by_unit[unit_id] = hits_by_unit.get(unit_id, 0) + hits
    if confuse_from < 6:
        fierce = _book(state).fierce
        held = fierce.setdefault(unit_id, [confuse_from, 0])
        held[0] = min(held[0], confuse_from)
        held[1] += hits


def hits_taken(state: GameState, unit_id: str) -> int:
    """Hits the unit suffered this phase, including those that removed stands."""
    return int(_peek(state).hits.get(unit_id, 0))


def fierce_hits(state: GameState, unit_id: str) -> tuple[int, int]:
    """(lowest confusing face, hits) of the unit's hits whose drive-back dice confuse below a 6; (6, 0) if none."""
    held = _peek(state).fierce.get(unit_id)
    return (int(held[0]), int(held[1])) if held else (6, 0)


def units_hit(state: GameState) -> list[str]:
    return list(_peek(state).hits)


def driver(state: GameState, unit: Unit) -> tuple[str, tuple[float, float]] | None:
    """The closest stand that shot at the unit this phase: (its unit id, its point closest to the unit)."""
    fps = _peek(state).drivers.get(unit.id, [])
    best: tuple[float, str, tuple[float, float]] | None = None
    for fp in fps:
        owner = fp[0]
        side = _side_of(state, owner, unit)
        b = from_footprint(fp, side)
        for s in board.unit_bases(state, unit):
            d, pa, _ = closest_pair(b, s)
            if best is None or d < best[0] - 1e-9:
                best = (d, owner, (pa[0], pa[1]))
    if best is None:
        return None
    return best[1], best[2]


def _side_of(state: GameState, owner: str, fallback: Unit) -> int:
    if owner in state.units:
        return state.units[owner].side
    if owner in state.characters:
        return state.characters[owner].side
    return 1 - fallback.side
