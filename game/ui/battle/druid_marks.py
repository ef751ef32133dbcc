"""A terrain piece a druid's power holds, marked on the table: its outline drawn again in the power's colour,
broken so the ground's own look still shows, and a small tab above it saying what it has become and
whose power holds it. The mark goes when the power ends."""

from __future__ import annotations

import math

import pygame

from game.core import GameState, druid_terrain
from game.ui.battle import overlays
from game.ui.camera import Camera

# Hostile ground in a warning red; impassable in a cold violet, neither a side's colour.
COLOURS = {"hostile": (214, 70, 52), "impassable": (150, 110, 220)}
WORDS = {"hostile": "Hostile", "impassable": "Impassable to the enemy"}
DASH_PX, GAP_PX = 10.0, 6.0


def draw(surface: pygame.Surface, camera: Camera, state: GameState) -> None:
    pieces = {t.id: t for t in state.terrain}
    for tid, kind, druid in druid_terrain(state):
        spec = pieces.get(tid)
        if spec is None or len(spec.points) < 3:
            continue
        colour = COLOURS.get(kind, (200, 200, 200))
        pts = [camera.to_screen(*p) for p in spec.points]
        width = max(3, round(camera.scale * 2))
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            _dashed(surface, colour, a, b, width)
        # The tab sits above the piece, so the ground it names stays in sight.
        cx = sum(p[0] for p in pts) / len(pts)
        top = min(p[1] for p in pts)
        overlays.tag(surface, (cx, top - 2), f"{WORDS.get(kind, kind)} · {druid}", colour)


def _dashed(surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[float, float],
            b: tuple[float, float], width: int) -> None:
    length = math.dist(a, b)
    if length <= 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        end = min(length, t + DASH_PX)
        pygame.draw.line(surface, colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * end, a[1] + uy * end), width)
        t = end + GAP_PX
