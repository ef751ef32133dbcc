"""How two touching stands meet in combat (digest 5.2, 5.3, 5.6, 5.7).

For a stand and an enemy stand touching it this says which category of attack the contact gives (its
front edge, a side or rear edge, or corners only), whether the enemy's front edge or front corner
presses on its side, rear or rear corner (the -1 for being attacked in the flank or rear), and which
of its edges the enemy counts against when the direction of a retreat is worked out. Support asks
whether a stand stands exactly behind or exactly beside another, facing the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.table import TOUCH_TOLERANCE, Base, base_distance, edge_contact
from game.table.geometry import point_segment_distance

FRONT, EDGE, CORNER = 1, 2, 3
"""Attack priorities: an enemy on the front edge, on a side or rear edge, or touching corners only."""

EDGES = ("front", "right", "rear", "left")
# Positions are whole millimetres and degrees, so "exactly" behind or beside allows this much.
ALIGN_MM = 1.5
ALIGN_DEG = 1.5
# A contact point this close to a corner is the corner.
CORNER_MM = 1.5

_FRONT_CORNERS = (0, 1)
_REAR_CORNERS = (2, 3)


@dataclass(frozen=True)
class Contact:
    """How ``me`` touches an enemy stand, seen from ``me``.

    ``category`` is FRONT, EDGE or CORNER (the attack priority it gives); ``edge`` the edge of mine
    the enemy counts against when retreating; ``length`` how much edge lies flush; ``flanked`` whether
    the enemy's front edge or front corner touches my side edge, rear edge or rear corner.
    """

    category: int
    edge: str
    length: float
    flanked: bool


def outward(b: Base, name: str) -> tuple[float, float]:
    """Outward unit normal of an edge of a stand."""
    fx, fy = b.direction()
    return {"front": (fx, fy), "right": (-fy, fx), "rear": (-fx, -fy), "left": (fy, -fx)}[name]


def _corner_at(b: Base, p: tuple[float, float]) -> int | None:
    for i, c in enumerate(b.corners()):
        if math.dist(c, p) <= CORNER_MM:
            return i
    return None


def _nearest_edge(b: Base, p: tuple[float, float]) -> str:
    edges = b.edges()
    return min(EDGES, key=lambda n: (point_segment_distance(p, *edges[n]), EDGES.index(n)))


def _on_front(b: Base, p: tuple[float, float]) -> bool:
    return point_segment_distance(p, *b.edges()["front"]) <= TOUCH_TOLERANCE + 0.5


def parallel_edge(me: Base, enemy: Base) -> str:
    """My edge parallel to the enemy's front (the one facing it squarely): corner contacts count there."""
    ex, ey = enemy.direction()
    return max(EDGES, key=lambda n: (-(outward(me, n)[0] * ex + outward(me, n)[1] * ey), -EDGES.index(n)))


def contact(me: Base, enemy: Base) -> Contact | None:
    """How ``me`` touches ``enemy``, or None if they do not touch."""
    if base_distance(me, enemy) > TOUCH_TOLERANCE:
        return None
    mine = edge_contact(me, enemy)
    theirs = edge_contact(enemy, me)
    if mine is None or theirs is None:
        return None
    my_corners = [i for i, c in enumerate(me.corners()) if enemy.gap_to_point(c) <= TOUCH_TOLERANCE]
    their_corners = [c for c in enemy.corners() if me.gap_to_point(c) <= TOUCH_TOLERANCE]
    # Which part of the enemy touches me: its front edge, or a front corner?
    if not theirs.corner_only:
        enemy_front = theirs.edge == "front"
    else:
        front_c = [enemy.corners()[i] for i in _FRONT_CORNERS]
        enemy_front = any(math.dist(c, f) <= CORNER_MM for c in their_corners for f in front_c) or any(
            _on_front(enemy, me.corners()[i]) for i in my_corners
        )
    if not mine.corner_only:
        edge = mine.edge
        category = FRONT if edge == "front" else EDGE
        flanked = enemy_front and edge != "front"
        return Contact(category, edge, mine.length, flanked)
    # No edge lies flush: either an enemy corner sits on one of my edges, or my corner does the touching.
    poking = [c for c in their_corners if _corner_at(me, c) is None]
    if poking:
        edge = _nearest_edge(me, poking[0])
        category = FRONT if edge == "front" else EDGE
        return Contact(category, edge, 0.0, enemy_front and edge != "front")
    rear_corner = any(i in _REAR_CORNERS for i in my_corners)
    return Contact(CORNER, parallel_edge(me, enemy), 0.0, enemy_front and rear_corner)


def support_relation(fighter: Base, other: Base) -> str | None:
    """ "behind" or "beside" when ``other`` stands exactly behind or beside ``fighter``, facing the same way."""
    d = abs((fighter.facing - other.facing + 180) % 360 - 180)
    if d > ALIGN_DEG:
        return None
    fx, fy = fighter.direction()
    rx, ry = -fy, fx
    vx, vy = other.x - fighter.x, other.y - fighter.y
    right = vx * rx + vy * ry
    back = -(vx * fx + vy * fy)
    if abs(right) <= ALIGN_MM and abs(back - (fighter.depth + other.depth) / 2) <= ALIGN_MM:
        return "behind"
    if abs(back) <= ALIGN_MM and abs(abs(right) - (fighter.width + other.width) / 2) <= ALIGN_MM:
        return "beside"
    return None


def flank_to_flank(fighter: Base, other: Base) -> bool:
    """Whether ``other`` stands beside ``fighter`` facing the same way with the whole of the shorter flank along
    the other's (how Pikemen give and take support; their bases may be deeper than their neighbours')."""
    d = abs((fighter.facing - other.facing + 180) % 360 - 180)
    if d > ALIGN_DEG:
        return False
    fx, fy = fighter.direction()
    rx, ry = -fy, fx
    vx, vy = other.x - fighter.x, other.y - fighter.y
    right = vx * rx + vy * ry
    back = -(vx * fx + vy * fy)
    if abs(abs(right) - (fighter.width + other.width) / 2) > ALIGN_MM:
        return False
    overlap = min(fighter.depth / 2, back + other.depth / 2) - max(-fighter.depth / 2, back - other.depth / 2)
    return overlap >= min(fighter.depth, other.depth) - ALIGN_MM
