"""Mercenary contingents outlined on the table: a dashed gold line round each hired unit and a ring round the
Hero who leads them, with the contingent's pay and orders written beside its first unit, so a player sees at a
glance which units may waver or change sides (and, once they have, that they now fight for the other side).
"""

from __future__ import annotations

import math

import pygame

from game.core import GameState, mercenary_contingents
from game.ui import palette, text
from game.ui.camera import Camera
from game.ui.shapes import rect_corners

GOLD: palette.Colour = (226, 182, 64)
MARGIN_MM = 6.0
DASH_PX = 7


def draw_contingents(surface: pygame.Surface, state: GameState, cam: Camera) -> None:
    for view in mercenary_contingents(state):
        tops: list[tuple[float, float]] = []
        for uid in view.units:
            hull = _unit_hull(state, uid, cam)
            _dashed(surface, hull, GOLD)
            tops.append(min(hull, key=lambda p: p[1]))
        leader = state.characters.get(view.leader)
        if leader is not None and leader.alive and not leader.off_table:
            sx, sy = cam.to_screen(leader.x, leader.y)
            pygame.draw.circle(surface, GOLD, (round(sx), round(sy)), max(8, round(30 * cam.scale)), 2)
        if tops:
            x, y = tops[0]
            img = text.render(view.label, max(11, min(15, round(13 * cam.scale + 6))), GOLD)
            back = pygame.Surface((img.get_width() + 8, img.get_height() + 4), pygame.SRCALPHA)
            back.fill((20, 16, 12, 170))
            back.blit(img, (4, 2))
            surface.blit(back, (round(x - back.get_width() / 2), round(y - back.get_height() - 4)))


def _unit_hull(state: GameState, uid: str, cam: Camera) -> list[tuple[float, float]]:
    """The screen outline round every stand of the unit, a few mm out."""
    u = state.units[uid]
    w, d = state.unit_profile(u).base_mm
    pts = [cam.to_screen(x, y) for st in u.stands for x, y in rect_corners(st.x, st.y, st.facing, w + MARGIN_MM * 2,
                                                                             d + MARGIN_MM * 2)]
    return _hull(pts)


def _hull(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Convex hull (monotone chain), counter-clockwise."""
    ps = sorted(set(pts))
    if len(ps) < 3:
        return ps

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    upper: list[tuple[float, float]] = []
    for p in ps:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(ps):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _dashed(surface: pygame.Surface, poly: list[tuple[float, float]], colour: palette.Colour) -> None:
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        steps = max(1, int(length // DASH_PX))
        for k in range(0, steps, 2):
            t0, t1 = k / steps, min(1.0, (k + 1) / steps)
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, colour, p0, p1, 2)
