"""Defended and fortified stands (digest 4.4, 5.11, 8): the cover an attacker must beat.

Shooting needs 5+ against defended and 6 against fortified infantry or artillery; combat the same;
drive backs ignore the first hit (defended) or two (fortified); chargers get no bonus against them.
Cover is judged per stand and, for obstacles and hills, against where the attack comes from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core import board, hooks
from game.core.profiles import UnitType
from game.core.questions import ALWAYS_DEFENDED, COVER_RAISED, DEFENDED_ONLY_INSIDE
from game.core.state import Character, GameState, Unit
from game.table import Base, TerrainKind

OPEN, DEFENDED, FORTIFIED = "open", "defended", "fortified"
RANK = {OPEN: 0, DEFENDED: 1, FORTIFIED: 2}
# A stand counts as behind an obstacle when the obstacle is this close to it and lies towards the attacker.
BEHIND_MM = 25.0

_INSIDE = {TerrainKind.WOOD: "in a wood", TerrainKind.VILLAGE: "in a village", TerrainKind.BROKEN: "in broken ground"}


@dataclass(frozen=True)
class Cover:
    level: str
    reason: str = ""

    @property
    def rank(self) -> int:
        return RANK[self.level]


def _seg_hits_polygon(p: tuple[float, float], q: tuple[float, float], poly: tuple[tuple[float, float], ...]) -> bool:
    """Whether segment pq crosses or enters the polygon."""

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        d1, d2 = cross(a, b, p), cross(a, b, q)
        d3, d4 = cross(p, q, a), cross(p, q, b)
        if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)):
            return True
    return _inside(q, poly)


def _inside(pt: tuple[float, float], poly: tuple[tuple[float, float], ...]) -> bool:
    x, y = pt
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def stand_cover(
    state: GameState, unit: Unit, index: int, attacker: tuple[float, float] | None = None, *, in_the_open: bool = False
) -> Cover:
    """The cover of one stand against an attack from ``attacker`` (a point), or from anywhere if None.

    ``in_the_open`` is for units that charged, pursued, advanced or retreated: they never have cover.
    """
    always = state.ruleset.ask(ALWAYS_DEFENDED, state, unit)
    raised = state.ruleset.ask(COVER_RAISED, state, unit)
    if always and not raised:
        return Cover(DEFENDED, always)
    prof = state.unit_profile(unit)
    moved = in_the_open or bool(unit.flags.get("in_the_open"))
    if always:
        found = Cover(DEFENDED, always)
    elif moved or prof.type not in (UnitType.INFANTRY, UnitType.ARTILLERY):
        found = Cover(OPEN)
    else:
        # Kislev Bears take cover only inside dense terrain: obstacles and slopes give them none.
        inside_only = attacker is not None and state.ruleset.ask(DEFENDED_ONLY_INSIDE, state, unit)
        found = base_cover(state, board.unit_base(state, unit, index), None if inside_only else attacker)
        for keep in state.ruleset.hook(hooks.GROUND_COVER):
            kept = keep(state, unit, index, (found.level, found.reason))
            if kept is not None:
                found = Cover(*kept)
    if not raised or moved:
        return found
    # A blessing on the ground (Sanctuary): defended in the open, whatever the troop type; fortified if defended.
    if found.rank >= RANK[DEFENDED]:
        return Cover(FORTIFIED, f"{found.reason}, and {raised}")
    return Cover(DEFENDED, raised)


def base_cover(state: GameState, base: Base, attacker: tuple[float, float] | None = None) -> Cover:
    """The terrain's cover of one base on foot (a stand, or a lone character a rule module lets be shot at)
    against an attack from ``attacker``, or from anywhere if None."""
    t = board.table(state)
    best = Cover(OPEN)
    for piece in t.terrain_under(base):
        if piece.kind in _INSIDE and best.rank < RANK[DEFENDED]:
            best = Cover(DEFENDED, _INSIDE[piece.kind] + (f" ({piece.name})" if piece.name else ""))
    if attacker is not None:
        centre = (base.x, base.y)
        for piece in t.terrain:
            if piece.kind not in (TerrainKind.LOW_OBSTACLE, TerrainKind.HIGH_OBSTACLE):
                continue
            if t.terrain_distance(base, piece.id) > BEHIND_MM:
                continue
            if _seg_hits_polygon(attacker, centre, piece.points) and not _inside(attacker, piece.points):
                level = FORTIFIED if piece.kind is TerrainKind.HIGH_OBSTACLE else DEFENDED
                if RANK[level] > best.rank:
                    what = piece.name or ("a wall" if level == FORTIFIED else "an obstacle")
                    best = Cover(level, f"behind {what}")
        here = t.height_at(base.x, base.y)
        there = t.height_at(attacker[0], attacker[1])
        if here > 0 and here > there + 1.0 and best.rank < RANK[DEFENDED]:
            best = Cover(DEFENDED, "uphill of the attacker")
    return best


def character_cover(state: GameState, ch: Character, shooters: Sequence[Base]) -> Cover:
    """A lone character's cover against shooting stands, as a stand's (module-adaptations: a character on
    foot is infantry and takes cover; a mounted one is of a troop type that never does)."""
    if ch.mount is not None or not shooters:
        return Cover(OPEN)
    t = board.table(state)
    base = board.character_base(state, ch)
    near = min(shooters, key=lambda s: t.distance(s, base))
    return base_cover(state, base, (near.x, near.y))


def unit_cover(state: GameState, unit: Unit, attacker: tuple[float, float] | None = None) -> Cover:
    """The best cover any stand of the unit has (drive backs ignore hits if any stand is covered)."""
    best = Cover(OPEN)
    for i in range(len(unit.stands)):
        c = stand_cover(state, unit, i, attacker)
        if c.rank > best.rank:
            best = c
    return best


def to_hit(cover: Cover) -> int:
    """The D6 score needed to hit: 4+ in the open, 5+ defended, 6 fortified."""
    return 4 + cover.rank
