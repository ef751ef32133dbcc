"""What lies under a table point: a character, a unit's stand, or a terrain piece (in that order).

The order follows the drawing: characters are drawn over units and units over terrain, so the thing a
player sees under the pointer is the thing picked. Pure maths in mm; no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import ROUND_BASE_MM, STAND_LONG_MM, STAND_SHORT_MM, GameState
from game.ui.shapes import facing_axes, point_in_polygon
from game.ui.terrain_art import order_key


@dataclass(frozen=True)
class Target:
    """A picked thing: ``kind`` is "character", "unit" or "terrain"; ``id`` its id in the state."""

    kind: str
    id: str


def in_base(px: float, py: float, x: float, y: float, facing: float, width: float, depth: float) -> bool:
    """Is (px, py) on the rectangular base centred on (x, y)?"""
    (fx, fy), (rx, ry) = facing_axes(facing)
    dx, dy = px - x, py - y
    return abs(dx * rx + dy * ry) <= width / 2 and abs(dx * fx + dy * fy) <= depth / 2


def on_character(state: GameState, cid: str, x: float, y: float, slack: float = 0.0) -> bool:
    """Whether table point (x, y) lies on the character's base (another may be drawn over it)."""
    c = state.characters[cid]
    if c.round_base:
        r = ROUND_BASE_MM / 2 + slack
        return (x - c.x) ** 2 + (y - c.y) ** 2 <= r * r
    return in_base(x, y, c.x, c.y, c.facing, STAND_LONG_MM + 2 * slack, STAND_SHORT_MM + 2 * slack)


def pick(state: GameState, x: float, y: float, slack: float = 0.0) -> Target | None:
    """The topmost thing at table point (x, y) in mm; ``slack`` widens bases a little for small views."""
    if not (0 <= x <= state.table_w and 0 <= y <= state.table_h):
        return None
    for c in reversed(state.live_characters()):
        if on_character(state, c.id, x, y, slack):
            return Target("character", c.id)
    for u in reversed(state.live_units()):
        w, d = state.unit_profile(u).base_mm
        for st in u.stands:
            if in_base(x, y, st.x, st.y, st.facing, w + 2 * slack, d + 2 * slack):
                return Target("unit", u.id)
    for t in sorted(state.terrain, key=order_key, reverse=True):
        if len(t.points) >= 3 and point_in_polygon(x, y, [(float(a), float(b)) for a, b in t.points]):
            return Target("terrain", t.id)
    return None
