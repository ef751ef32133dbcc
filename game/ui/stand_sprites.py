"""Pre-drawn stand pictures, so a frame with hundreds of stands is a batch of blits.

Drawing a patterned, glyphed base costs a few dozen small draw calls and point transforms in Python;
the same base at the same zoom and facing always looks the same, so it is drawn once into a small
transparent surface and reused. The sub-pixel position of the centre is part of the key (in quarter
pixels): a pre-drawn base then lands within an eighth of a pixel of where a direct drawing would, so
stands that touch on the table still touch on screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import palette

QUANT = 4  # sub-pixel steps per pixel
MAX_SPRITES = 6000

Key = tuple[int, palette.Colour, str, float, float, int, int, int]
# paint(surface, x, y, *args) draws a base centred on (x, y) of a fresh picture.
Painter = Callable[..., None]


class SpriteCache:
    """Stand pictures for one scale; cleared whenever the scale changes."""

    def __init__(self) -> None:
        self.scale = 0.0
        self._sprites: dict[Key, tuple[pygame.Surface, int]] = {}
        self.made = 0

    def __len__(self) -> int:
        return len(self._sprites)

    def begin(self, scale: float) -> None:
        """Start a frame at ``scale``: pictures made at another scale are useless now."""
        if scale != self.scale or len(self._sprites) > MAX_SPRITES:
            self._sprites.clear()
            self.scale = scale

    def blit_items(
        self,
        side: int,
        colour: palette.Colour,
        kind: str,
        width: float,
        depth: float,
        facing: int,
        cx: float,
        cy: float,
        paint: Painter,
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The picture of this base and where to blit it so its centre falls on screen point (cx, cy).

        On a miss ``paint(surface, x, y, side, colour, kind, width, depth, facing, scale)`` draws it.
        """
        fx, fy = math.floor(cx), math.floor(cy)
        qx = round((cx - fx) * QUANT)
        qy = round((cy - fy) * QUANT)
        key = (side, colour, kind, width, depth, facing % 360, qx, qy)
        hit = self._sprites.get(key)
        if hit is None:
            # Room for the base at any angle, plus a pixel for the outline.
            half = math.ceil(math.hypot(width, depth) / 2 * self.scale) + 2
            surf = pygame.Surface((2 * half + 1, 2 * half + 1), pygame.SRCALPHA)
            paint(surf, half + qx / QUANT, half + qy / QUANT, side, colour, kind, width, depth, facing, self.scale)
            hit = (surf, half)
            self._sprites[key] = hit
            self.made += 1
        surf, half = hit
        return surf, (fx - half, fy - half)
