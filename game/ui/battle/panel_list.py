"""A list of buttons in the side panel that scrolls when it is longer than the room left for it.

The roster of pieces to deploy and the engagements to fight can be long; each row is a button (its
words, what it does, a tooltip, an optional key), and a row marked ``chosen`` shows it is the one picked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.battle.panel import Panel


@dataclass(frozen=True)
class Row:
    """One button of a list."""

    label: str
    action: Callable[[], None]
    tooltip: str = ""
    chosen: bool = False
    key: int | None = None
    enabled: bool = True


def button_list(panel: Panel, rows: Sequence[Row], room: int, name: str = "row") -> list[Any]:
    """The rows as buttons, at most ``room`` px tall (scrolling beyond); returns the buttons made."""
    kit = panel.kit
    if kit is None or not rows:
        return []
    m = panel.m
    row_h, gap = m(32), m(4)
    inner = len(rows) * (row_h + gap)
    height = max(row_h + gap, min(inner, room))
    rect = pygame.Rect(panel.rect.x + panel.pad, panel.y, panel.width, height)
    scrolls = inner > height
    box = kit.scroller(rect, inner) if scrolls else None
    width = rect.width - (m(22) if scrolls else 0)
    made = []
    for i, r in enumerate(rows):
        y = i * (row_h + gap)
        at = pygame.Rect(0, y, width, row_h) if box is not None else pygame.Rect(rect.x, rect.y + y, width, row_h)
        b = kit.button(
            at,
            r.label,
            r.action,
            key=r.key,
            show_key="tooltip",
            tooltip=r.tooltip or r.label,
            enabled=r.enabled,
            selected=r.chosen,
            object_id="#small",
            container=box,
        )
        panel.buttons[f"{name}{i}"] = b
        panel.lines.append(r.label)
        made.append(b)
    panel.y += height + m(6)
    return made
