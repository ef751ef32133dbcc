"""Where the parts of the battle screen go, for a window size and the UI scale.

::

    +--------------------------------------------------+------------+
    | header: turn, side to play, phase · step   [Next step]        |
    +--------------------------------------------------+------------+
    |                                                  | side panel |
    |                 the table                        | (card,     |
    |                                                  |  tool,     |
    +------------------------+-------------------------+  actions)  |
    | dice tray (strip left) | log (strip right)       |            |
    +------------------------+-------------------------+------------+

The bottom strip exists only when a component lives in it (the dice tray, the log); without them the
table takes its room. Everything is sized through ``Metrics`` so the UI scale grows it all together.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Metrics

HEADER_H = 46
PANEL_W = 360
STRIP_H = 200
GAP = 6


@dataclass(frozen=True)
class BattleLayout:
    """The rectangles of one window; ``tray`` and ``log`` are None when nothing fills them."""

    size: tuple[int, int]
    header: pygame.Rect
    table: pygame.Rect
    panel: pygame.Rect
    strip: pygame.Rect | None
    tray: pygame.Rect | None
    log: pygame.Rect | None


def compute(size: tuple[int, int], m: Metrics, tray: bool = False, log: bool = False) -> BattleLayout:
    """The layout for a window of ``size`` px; ``tray``/``log`` say which strip components exist."""
    w, h = size
    head_h = m(HEADER_H)
    # The panel never takes more than a third of a narrow window: the table comes first.
    panel_w = min(m(PANEL_W), max(m(220), w // 3))
    header = pygame.Rect(0, 0, w, head_h)
    panel = pygame.Rect(w - panel_w, head_h, panel_w, max(1, h - head_h))
    table_w = max(1, w - panel_w)
    strip = tray_rect = log_rect = None
    body_h = max(1, h - head_h)
    if tray or log:
        strip_h = min(m(STRIP_H), body_h // 3)
        strip = pygame.Rect(0, h - strip_h, table_w, strip_h)
        body_h = max(1, body_h - strip_h)
        if tray and log:
            split = strip.x + strip.width * 2 // 5
            tray_rect = pygame.Rect(strip.x, strip.y, split - strip.x - GAP // 2, strip.height)
            log_rect = pygame.Rect(split + GAP // 2, strip.y, strip.right - split - GAP // 2, strip.height)
        elif tray:
            tray_rect = strip.copy()
        else:
            log_rect = strip.copy()
    table = pygame.Rect(0, head_h, table_w, body_h)
    return BattleLayout(size, header, table, panel, strip, tray_rect, log_rect)
