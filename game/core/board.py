"""The bridge from the state to the table index: bases, movers and the cached ``Table``.

The pymunk-backed ``Table`` is only an index of the state's poses. It is built on demand, cached on
the state, and thrown away whenever a pose changes (``GameState.invalidate``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.core.characters.alone import BAND, own_unit_id
from game.core.profiles import ROUND_BASE_MM, STAND_LONG_MM, STAND_SHORT_MM, MountKind, UnitProfile, UnitType
from game.core.state import Character, GameState, Unit
from game.table import Base, Mover, Table, TerrainKind, TerrainPiece, closest_pair, overlapping

Pose = tuple[int, int, int]
T = TypeVar("T")

_MOVERS = {
    UnitType.INFANTRY: Mover.INFANTRY,
    UnitType.CAVALRY: Mover.CAVALRY,
    UnitType.CHARIOT: Mover.CHARIOT,
    UnitType.MONSTER: Mover.MONSTER,
    UnitType.ARTILLERY: Mover.ARTILLERY,
    UnitType.MACHINE: Mover.MACHINE,
}


def stand_id(unit_id: str, index: int) -> str:
    return f"{unit_id}.{index}"


def unit_base(state: GameState, unit: Unit, index: int, pose: Pose | None = None) -> Base:
    """The base of stand ``index`` of ``unit``, at its pose or at ``pose``."""
    w, d = state.unit_profile(unit).base_mm
    x, y, f = pose if pose is not None else unit.stands[index].pose
    return Base(id=stand_id(unit.id, index), owner=unit.id, side=unit.side, x=x, y=y, facing=f, width=w, depth=d)


def unit_bases(state: GameState, unit: Unit, poses: list[Pose] | tuple[Pose, ...] | None = None) -> list[Base]:
    if poses is None:
        return [unit_base(state, unit, i) for i in range(len(unit.stands))]
    return [unit_base(state, unit, i, p) for i, p in enumerate(poses)]


def character_base(state: GameState, ch: Character, pose: Pose | None = None) -> Base:
    x, y, f = pose if pose is not None else ch.pose
    if ch.round_base:
        return Base(
            id=ch.id,
            owner=ch.id,
            side=ch.side,
            x=x,
            y=y,
            facing=f,
            width=ROUND_BASE_MM,
            depth=ROUND_BASE_MM,
            round=True,
            character=True,
        )
    return Base(
        id=ch.id,
        owner=ch.id,
        side=ch.side,
        x=x,
        y=y,
        facing=f,
        width=STAND_LONG_MM,
        depth=STAND_SHORT_MM,
        character=True,
    )


def unit_mover(state: GameState, unit: Unit) -> Mover:
    from game.core.questions import MOVES_AS

    # A combined unit may cross terrain as its most hindered part (Warhammer 8th characters).
    way = state.ruleset.ask(MOVES_AS, state, unit)
    return Mover(way) if way else profile_mover(state.unit_profile(unit))


def profile_mover(prof: UnitProfile) -> Mover:
    """How a stand of this stat line crosses terrain."""
    if prof.flying:
        return Mover.FLYER
    return _MOVERS[prof.type]


# Mounts whose rider crosses water and swamp as open ground (the Kislev Shaman's Yozhin).
WADING_MOUNTS = ("yozhin",)


def character_mover(state: GameState, ch: Character) -> Mover:
    mount = state.mount_profile(ch)
    if mount is not None and mount.flying:
        return Mover.FLYER
    if mount is not None and mount.kind in (MountKind.MONSTROUS, MountKind.CHARIOT):
        return Mover.MOUNTED_CHARACTER
    if mount is not None and any(m in mount.special for m in WADING_MOUNTS):
        return Mover.WADER
    return Mover.CHARACTER


def terrain_pieces(state: GameState) -> list[TerrainPiece]:
    key = "terrain"
    if key not in state._cache:
        state._cache[key] = [
            TerrainPiece(
                id=t.id,
                kind=TerrainKind(t.kind),
                points=tuple((float(x), float(y)) for x, y in t.points),
                name=t.name,
            )
            for t in state.terrain
        ]
        from game.core import hooks

        for pieces in state.ruleset.hook(hooks.TABLE_PIECES):
            state._cache[key] += [TerrainPiece(i, TerrainKind.EQUIPMENT, pts, name) for i, pts, name in pieces(state)]
    return state._cache[key]  # type: ignore[no-any-return]


def _leads_idle_band(state: GameState, uid: str) -> bool:
    """The character is the stand of a unit of characters out of combat: it stays on the table as itself too,
    so that whatever measures to characters (orders, home back) finds it; nothing is blocked by a character."""
    u = state.units.get(uid)
    return u is not None and bool(u.flags.get(BAND)) and not u.engaged


def all_bases(state: GameState) -> list[Base]:
    bases: list[Base] = []
    for u in state.live_units():
        bases.extend(unit_bases(state, u))
    for c in state.live_characters():
        if c.joined is not None and c.joined == own_unit_id(c) and not _leads_idle_band(state, c.joined):
            continue  # a character acting as a one-stand unit is on the table as that unit's stand
        bases.append(character_base(state, c))
    return bases


# The last few tables built, by exactly what they hold. Actions that move nothing (an order rolled, a
# step passed) invalidate the state's cache all the same; the table they need is then found here
# instead of built again. A Table is never changed once built, so sharing one is safe.
_RECENT: dict[tuple[object, ...], Table] = {}
_RECENT_MAX = 8


def table(state: GameState) -> Table:
    """The table index for the current poses (built once per change)."""
    t = state._cache.get("table")
    if t is None:
        bases = tuple(all_bases(state))
        key = (state.table_w, state.table_h, tuple((p.id, p.kind, p.points, p.name) for p in terrain_pieces(state)), bases)
        t = _RECENT.pop(key, None)
        if t is None:
            t = Table(state.table_w, state.table_h, terrain_pieces(state), bases)
        _RECENT[key] = t
        while len(_RECENT) > _RECENT_MAX:
            del _RECENT[next(iter(_RECENT))]
        state._cache["table"] = t
    return t  # type: ignore[no-any-return]


def memo(state: GameState, key: tuple[object, ...], compute: Callable[[], T]) -> T:
    """A value worked out from the table, kept until the poses change (``GameState.invalidate``).

    Only for answers that depend on what the table index holds (poses, which units are on it) and on
    what ``key`` names: they go stale exactly when the cached table does.
    """
    cache = state._cache.setdefault("memo", {})
    if key not in cache:
        cache[key] = compute()
    return cache[key]  # type: ignore[no-any-return]


def table_overlap(a: Base, b: Base) -> bool:
    """Whether two bases overlap by more than the measuring tolerance."""
    return overlapping(a, b)


def closest_points(a: Base, b: Base) -> tuple[tuple[float, float], tuple[float, float], float]:
    """(point on a, point on b, distance) of the closest points of two bases."""
    d, pa, pb = closest_pair(a, b)
    return (pa[0], pa[1]), (pb[0], pb[1]), d
