"""The cached picture of the table and its terrain, redrawn only when the view needs new pixels.

Painting the terrain costs milliseconds (trees, houses, hatching), far more than the stands on top, and
it never changes during a battle. So it is painted once per zoom level into an off-screen surface that
covers the visible part of the table plus a margin, and a pan merely blits that surface at a new place.
Only a new scale, a pan past the margin, a resize or a terrain change repaints it.
"""

from __future__ import annotations

import math

import pygame

from game.core import GameState
from game.ui import palette
from game.ui.camera import Camera
from game.ui.terrain_art import order_key, paint_piece, paint_table

# Largest layer kept, in pixels (about 32 MB at 32 bits): the whole table up to ~2x zoom on 1600x1000.
MAX_LAYER_PIXELS = 8_000_000
# Room around the table for the frame, in screen px.
FRAME_ROOM_PX = 16


class TerrainLayer:
    """Off-screen table + terrain at one scale, covering ``area`` (mm, may reach past the table edge)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.scale = 0.0
        self.area = pygame.FRect()
        self.terrain_key: tuple[object, ...] = ()
        self.repaints = 0

    def _wanted(self, cam: Camera) -> pygame.FRect:
        """The mm area the viewport shows, plus the frame round the table."""
        m = FRAME_ROOM_PX / cam.scale
        x0, y0 = cam.to_table(cam.viewport.left, cam.viewport.top)
        x1, y1 = cam.to_table(cam.viewport.right, cam.viewport.bottom)
        full = pygame.FRect(-m, -m, cam.table_w + 2 * m, cam.table_h + 2 * m)
        return pygame.FRect(x0, y0, x1 - x0, y1 - y0).clip(full)

    def valid_for(self, cam: Camera, terrain_key: tuple[object, ...]) -> bool:
        if self.surface is None or self.scale != cam.scale or self.terrain_key != terrain_key:
            return False
        want = self._wanted(cam)
        return want.width <= 0 or self.area.contains(want)

    def blit(self, screen: pygame.Surface, state: GameState, cam: Camera) -> None:
        """Draw the table and terrain for the current view, repainting the cache only if needed."""
        key = _terrain_key(state)
        if not self.valid_for(cam, key):
            self._repaint(state, cam, key)
        assert self.surface is not None
        sx, sy = cam.to_screen(self.area.x, self.area.y)
        clip = screen.get_clip()
        screen.set_clip(cam.viewport)
        screen.blit(self.surface, (round(sx), round(sy)))
        screen.set_clip(clip)

    def _repaint(self, state: GameState, cam: Camera, key: tuple[object, ...]) -> None:
        s = cam.scale
        m = FRAME_ROOM_PX / s
        full = pygame.FRect(-m, -m, cam.table_w + 2 * m, cam.table_h + 2 * m)
        want = self._wanted(cam)
        if full.width * full.height * s * s <= MAX_LAYER_PIXELS:
            area = full
        else:
            # Zoomed in: cover the view plus as much margin as the pixel budget allows, so short pans reuse it.
            vw, vh = want.width, want.height
            budget = MAX_LAYER_PIXELS / (s * s)
            grow = max(0.0, (math.sqrt((vw + vh) ** 2 + 4 * (budget - vw * vh)) - (vw + vh)) / 4)
            grow = min(grow, max(vw, vh))
            area = want.inflate(2 * grow, 2 * grow).clip(full)
        # Snap the area to whole pixels at this scale so sub-pixel pans line up with the stands.
        px0, py0 = math.floor(area.x * s), math.floor(area.y * s)
        px1, py1 = math.ceil(area.right * s), math.ceil(area.bottom * s)
        self.area = pygame.FRect(px0 / s, py0 / s, (px1 - px0) / s, (py1 - py0) / s)
        size = (max(1, px1 - px0), max(1, py1 - py0))
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size)
        surf = self.surface
        surf.fill(palette.BACKGROUND)

        def to_px(x: float, y: float) -> tuple[float, float]:
            return (x * s - px0, y * s - py0)

        table_px = pygame.Rect(round(-px0), round(-py0), round(cam.table_w * s), round(cam.table_h * s))
        paint_table(surf, table_px, s)
        surf.set_clip(table_px.clip(surf.get_rect()))
        for piece in sorted(state.terrain, key=order_key):
            paint_piece(surf, piece, to_px, s)
        surf.set_clip(None)
        self.scale = s
        self.terrain_key = key
        self.repaints += 1


def _terrain_key(state: GameState) -> tuple[object, ...]:
    """Identity of what the layer shows; terrain never changes in play, but a new battle may load."""
    return (state.table_w, state.table_h, tuple((t.id, t.kind, t.points) for t in state.terrain))
