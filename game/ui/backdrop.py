"""The picture behind the menus: the standard table with its terrain, dimmed so text reads over it.

Painted once per window size with the table view's own terrain painters and kept.
"""

from __future__ import annotations

import pygame

from game.core import TerrainSpec
from game.ui import palette
from game.ui.terrain_art import order_key, paint_piece, paint_table

TABLE_W, TABLE_H = 1800, 1200
VEIL: tuple[int, int, int, int] = (14, 16, 20, 178)

_cache: dict[tuple[int, int, int], pygame.Surface] = {}


def backdrop(size: tuple[int, int], terrain: tuple[TerrainSpec, ...]) -> pygame.Surface:
    """A window-sized picture of the table (cropped to fill the window), under a dark veil."""
    key = (size[0], size[1], hash(tuple((t.id, t.kind, t.points) for t in terrain)))
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    surf.fill(palette.BACKGROUND)
    s = max(w / TABLE_W, h / TABLE_H) * 1.04
    ox = (w - TABLE_W * s) / 2
    oy = (h - TABLE_H * s) / 2

    def to_px(x: float, y: float) -> tuple[float, float]:
        return (ox + x * s, oy + y * s)

    table_px = pygame.Rect(round(ox), round(oy), round(TABLE_W * s), round(TABLE_H * s))
    paint_table(surf, table_px, s)
    for piece in sorted(terrain, key=order_key):
        paint_piece(surf, piece, to_px, s)
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill(VEIL)
    surf.blit(veil, (0, 0))
    if len(_cache) > 4:
        _cache.clear()
    _cache[key] = surf
    return surf
