"""Small drawing helpers shared by the tray, the log and the hand-over: fitted text, panels and chips."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import palette, text
from game.ui.theme import Metrics

PANEL_BG: palette.Colour = (30, 34, 41)
PANEL_EDGE: palette.Colour = (70, 78, 92)
ROW_HOVER: palette.Colour = (48, 55, 68)
ROW_SELECTED: palette.Colour = (78, 66, 34)
CHIP_ON: palette.Colour = (90, 76, 36)
CHIP_OFF: palette.Colour = (36, 40, 48)
GOLD: palette.Colour = (236, 198, 84)
GOOD: palette.Colour = (166, 220, 140)
BAD: palette.Colour = (242, 154, 134)


def metrics_of(scene: Any) -> Metrics:
    """The scene's metrics (the UI scale), or 100 % before the scene is shown."""
    app = getattr(scene, "app", None)
    m = getattr(app, "metrics", None)
    return m if isinstance(m, Metrics) else Metrics(1.0)


def fit(words: str, size: int, width: int, colour: palette.Colour, bold: bool = False) -> pygame.Surface:
    """``words`` rendered no wider than ``width`` px, cut with an ellipsis if they must be."""
    img = text.render(words, size, colour, bold)
    if img.get_width() <= width or not words:
        return img
    f = text.font(size, bold)
    lo, hi = 0, len(words)
    # The longest prefix that fits with the ellipsis (binary search: long log lines are common).
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(words[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text.render(words[:lo].rstrip() + "…", size, colour, bold)


def panel(surface: pygame.Surface, rect: pygame.Rect, m: Metrics) -> None:
    pygame.draw.rect(surface, PANEL_BG, rect, border_radius=m(6))
    pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=m(6))


def chip(surface: pygame.Surface, rect: pygame.Rect, label: str, on: bool, m: Metrics, size: int = 13) -> None:
    """A toggle: filled with a tick when on, outlined and dim when off (not told by colour alone)."""
    pygame.draw.rect(surface, CHIP_ON if on else CHIP_OFF, rect, border_radius=m(10))
    pygame.draw.rect(surface, GOLD if on else PANEL_EDGE, rect, 1, border_radius=m(10))
    words = ("✓ " if on else "") + label
    img = fit(words, m.font(size), rect.width - m(6), palette.TEXT if on else palette.TEXT_DIM, bold=on)
    text.blit_centred(surface, img, rect.center)


def scrollbar(surface: pygame.Surface, rect: pygame.Rect, offset: int, total: int, m: Metrics) -> None:
    """A slim bar on the right of ``rect`` when ``total`` px of content do not fit in it."""
    if total <= rect.height or total <= 0:
        return
    track = pygame.Rect(rect.right - m(6), rect.y, m(5), rect.height)
    pygame.draw.rect(surface, (40, 45, 54), track, border_radius=m(3))
    h = max(m(20), round(track.height * rect.height / total))
    span = max(1, total - rect.height)
    y = track.y + round((track.height - h) * min(offset, span) / span)
    pygame.draw.rect(surface, PANEL_EDGE, (track.x, y, track.width, h), border_radius=m(3))
