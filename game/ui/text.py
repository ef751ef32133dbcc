"""Text with the shipped font, rendered once and reused.

pygame-ce renders text about twice as slowly as upstream pygame, and the table shows the same few
labels every frame, so rendered surfaces are cached by (text, size, bold, colour). The font ships in
``assets/fonts`` so every machine draws the same pixels; pygame's bundled default is the fallback.
"""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parent.parent.parent / "assets" / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

# Labels on the table change with zoom; cap the cache so a long zooming session cannot grow it forever.
MAX_CACHED = 2000

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_surfaces: dict[tuple[str, int, bool, tuple[int, int, int]], pygame.Surface] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped font at ``size`` px (cached)."""
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = BOLD if bold else REGULAR
        f = pygame.font.Font(str(path) if path.exists() else None, size)
        _fonts[key] = f
    return f


def render(text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """An anti-aliased text surface with a transparent background (cached)."""
    key = (text, size, bold, colour)
    s = _surfaces.get(key)
    if s is None:
        if len(_surfaces) >= MAX_CACHED:
            _surfaces.clear()
        s = font(size, bold).render(text, True, colour)
        _surfaces[key] = s
    return s


def blit_centred(surface: pygame.Surface, img: pygame.Surface, centre: tuple[float, float]) -> None:
    """Blit ``img`` centred on a float point (rounded once, here)."""
    surface.blit(img, (round(centre[0] - img.get_width() / 2), round(centre[1] - img.get_height() / 2)))
