"""Small shapes drawn on every base: the troop-type glyph and the side pattern, in the base's own frame.

Coordinates are in millimetres from the base centre with x to the base's right and y towards its front,
so the shapes turn with the stand. They depend only on the base size and type, so they are built once
and cached; each frame only maps them to the screen.
"""

from __future__ import annotations

import math
from functools import lru_cache

from game.core import UnitType
from game.ui.shapes import Point, clip_line

Stroke = tuple[tuple[Point, ...], bool]  # points, closed

# Depth of the light strip that marks a base's front edge, in mm (the drawing keeps it at least 2 px).
FRONT_STRIP_MM = 3.5


def _circle(cx: float, cy: float, r: float, a0: float, a1: float, n: int) -> tuple[Point, ...]:
    return tuple(
        (
            cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    )


# Glyphs in units of the glyph radius; y > 0 is towards the front.
_GLYPHS: dict[str, tuple[Stroke, ...]] = {
    # Crossed lines, the map symbol for foot troops.
    UnitType.INFANTRY: ((((-1.5, -1.0), (1.5, 1.0)), False), (((-1.5, 1.0), (1.5, -1.0)), False)),
    # A horseshoe, rounded end forward.
    UnitType.CAVALRY: ((_circle(0.0, 0.0, 1.0, -40.0, 220.0, 10), False),),
    # A spoked wheel.
    UnitType.CHARIOT: (
        (_circle(0.0, 0.0, 1.0, 0.0, 360.0, 12)[:-1], True),
        (((-1.0, 0.0), (1.0, 0.0)), False),
        (((0.0, -1.0), (0.0, 1.0)), False),
    ),
    # Three claw marks.
    UnitType.MONSTER: (
        (((-1.1, -1.0), (-0.5, 1.0)), False),
        (((-0.3, -1.0), (0.3, 1.0)), False),
        (((0.5, -1.0), (1.1, 1.0)), False),
    ),
    # A gun: a barrel pointing forward from a ball (the ball is drawn as a disc, see GLYPH_DISCS).
    UnitType.ARTILLERY: ((((0.0, -0.5), (0.0, 1.3)), False),),
    # A cog: a square frame round a hub.
    UnitType.MACHINE: ((((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)), True),),
}
GLYPH_DISCS: dict[str, tuple[tuple[float, float, float], ...]] = {
    UnitType.ARTILLERY: ((0.0, -0.6, 0.6),),
    UnitType.MACHINE: ((0.0, 0.0, 0.4),),
}


def glyph_radius(width: float, depth: float) -> float:
    """Glyph size in mm for a base: a third of its short side."""
    return min(width, depth) * 0.3


@lru_cache(maxsize=64)
def glyph(kind: str, width: float, depth: float) -> tuple[tuple[tuple[Point, ...], bool], ...]:
    """The glyph strokes for ``kind`` in base-local mm, sitting just behind the front strip."""
    r = glyph_radius(width, depth)
    cy = -FRONT_STRIP_MM / 2
    return tuple(
        (tuple((x * r, cy + y * r) for x, y in pts), closed) for pts, closed in _GLYPHS.get(kind, _GLYPHS["infantry"])
    )


@lru_cache(maxsize=64)
def glyph_discs(kind: str, width: float, depth: float) -> tuple[tuple[float, float, float], ...]:
    """Filled discs of the glyph (x, y, radius) in base-local mm."""
    r = glyph_radius(width, depth)
    cy = -FRONT_STRIP_MM / 2
    return tuple((x * r, cy + y * r, rr * r) for x, y, rr in GLYPH_DISCS.get(kind, ()))


def _body(width: float, depth: float) -> list[Point]:
    """The part of the base behind the front strip (where patterns go)."""
    hw, hd = width / 2, depth / 2
    top = hd - FRONT_STRIP_MM
    return [(-hw, top), (hw, top), (hw, -hd), (-hw, -hd)]


@lru_cache(maxsize=32)
def stripes(width: float, depth: float, spacing: float = 7.0) -> tuple[tuple[Point, Point], ...]:
    """Diagonal stripes over the base body, in base-local mm (side 0's pattern)."""
    body = _body(width, depth)
    r = width + depth
    out: list[tuple[Point, Point]] = []
    k = -r
    while k <= r:
        out.extend(clip_line((k - r, -r), (k + r, r), body))
        k += spacing
    return tuple(out)


@lru_cache(maxsize=32)
def dots(width: float, depth: float, spacing: float = 10.0) -> tuple[Point, ...]:
    """Dot centres spread over the base body in staggered rows, in base-local mm (side 1's pattern).

    They run under the glyph just as side 0's stripes do: the white glyph stays readable on top.
    """
    hw, hd = width / 2, depth / 2
    body_h = depth - FRONT_STRIP_MM
    nx = max(1, round(width / spacing))
    ny = max(1, round(body_h / spacing))
    pts: list[Point] = []
    for j in range(ny):
        y = -hd + (j + 0.5) * body_h / ny
        shift = 0.25 if j % 2 else -0.25
        for i in range(nx):
            x = -hw + (i + 0.5 + shift) * width / nx
            if -hw + 1.5 < x < hw - 1.5:
                pts.append((x, y))
    return tuple(pts)


def unit_labels(names: list[tuple[str, str]]) -> dict[str, str]:
    """Short labels (at most three characters) for (id, name) pairs of one side.

    Three letters of the name when that is unique on the side ("Hal", "BK" for Black Knights); otherwise
    two letters and a running number ("Ha1", "Ha2") so each unit can still be told apart at a glance.
    """

    def abbr(name: str, n: int) -> str:
        words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
        if len(words) >= 2:
            return "".join(w[0].upper() for w in words)[:n]
        return (name[:n] or "?").capitalize()

    first = {uid: abbr(name, 3) for uid, name in names}
    counts: dict[str, int] = {}
    for v in first.values():
        counts[v] = counts.get(v, 0) + 1
    seen: dict[str, int] = {}
    out: dict[str, str] = {}
    for uid, name in names:
        a = first[uid]
        if counts[a] == 1:
            out[uid] = a
            continue
        seen[a] = seen.get(a, 0) + 1
        out[uid] = f"{abbr(name, 2)}{seen[a]}"
    return out
