"""Colours, and the markings that tell the two sides apart without relying on colour.

Side 0 is blue with diagonal stripes and a pointed (heater) shield; side 1 is red with dots and a round
shield. A player who cannot separate blue from red still reads stripes vs dots on every stand, and the
shield shape on every character token, legend entry and card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]

BACKGROUND: Colour = (26, 29, 34)
TABLE_FRAME: Colour = (86, 60, 38)
TABLE_FRAME_LIGHT: Colour = (128, 94, 62)
FELT: Colour = (70, 116, 62)
FELT_LIGHT: Colour = (78, 126, 68)
FELT_DARK: Colour = (62, 104, 55)

HEADER_BG: Colour = (34, 38, 46)
HEADER_RULE: Colour = (70, 78, 92)
TEXT: Colour = (232, 232, 226)
TEXT_DIM: Colour = (168, 172, 176)
CARD_BG: Colour = (246, 240, 222)
CARD_EDGE: Colour = (70, 60, 44)
CARD_TEXT: Colour = (36, 32, 28)

FRONT_EDGE: Colour = (252, 244, 206)
GLYPH: Colour = (250, 250, 246)
HOVER: Colour = (255, 226, 90)
SHADOW: Colour = (44, 74, 40)

CONFUSED: Colour = (250, 206, 40)
ENGAGED: Colour = (236, 120, 32)
HITS: Colour = (204, 28, 36)

# Terrain: a fill plus the colours of its texture strokes (shape and texture carry the meaning too).
TERRAIN: dict[str, dict[str, Colour]] = {
    "open": {"fill": (82, 130, 70), "line": (160, 194, 128)},
    "hill": {"fill": (118, 128, 74), "line": (86, 92, 52), "light": (140, 148, 92)},
    "wood": {"fill": (40, 80, 40), "tree": (30, 98, 44), "tree_light": (58, 128, 60), "shade": (24, 56, 28)},
    "village": {"fill": (196, 172, 124), "house": (168, 82, 60), "roof": (122, 56, 42), "line": (150, 126, 86)},
    "broken": {"fill": (112, 116, 84), "dot": (72, 70, 56), "dot_light": (150, 148, 116)},
    "loose": {"fill": (170, 150, 88), "line": (128, 106, 58)},
    "river": {"fill": (52, 104, 168), "ripple": (132, 184, 226), "bank": (38, 70, 112)},
    "ford": {"fill": (112, 160, 196), "stone": (170, 164, 150), "stone_edge": (96, 92, 84)},
    "bridge": {"fill": (142, 104, 66), "plank": (96, 66, 40), "rail": (70, 58, 50)},
    "road": {"fill": (186, 156, 108), "rut": (150, 122, 82), "edge": (140, 114, 76)},
    "low_obstacle": {"fill": (44, 86, 38), "bush": (34, 104, 40), "bush_dark": (22, 62, 26)},
    "high_obstacle": {"fill": (128, 124, 118), "stone": (92, 88, 84), "top": (150, 146, 138), "joint": (58, 56, 54)},
    "building": {"fill": (76, 76, 82), "roof": (112, 112, 120), "edge": (36, 36, 40)},
    "impassable": {"fill": (58, 52, 50), "hatch": (28, 24, 24), "light": (96, 88, 84)},
}


@dataclass(frozen=True)
class SideStyle:
    """How one side is marked: colour family, pattern and shield shape."""

    shades: tuple[Colour, ...]
    mark: Colour
    outline: Colour
    pattern: str
    shield: str
    word: str

    def unit_colour(self, index: int) -> Colour:
        """A shade from the side's family, alternating so neighbouring units are told apart."""
        return self.shades[index % len(self.shades)]


SIDES: tuple[SideStyle, SideStyle] = (
    SideStyle(
        shades=((52, 96, 186), (38, 74, 150), (72, 120, 204)),
        mark=(22, 46, 104),
        outline=(10, 20, 48),
        pattern="stripes",
        shield="heater",
        word="Blue, striped",
    ),
    SideStyle(
        shades=((212, 74, 62), (178, 52, 46), (226, 108, 84)),
        mark=(96, 16, 16),
        outline=(50, 8, 8),
        pattern="dots",
        shield="round",
        word="Red, dotted",
    ),
)


# "Colour only" markings (a player's choice in the settings): plain bases and the same round shield for both.
PLAIN_SIDES: tuple[SideStyle, SideStyle] = (
    SideStyle(SIDES[0].shades, SIDES[0].mark, SIDES[0].outline, "plain", "round", "Blue"),
    SideStyle(SIDES[1].shades, SIDES[1].mark, SIDES[1].outline, "plain", "round", "Red"),
)
_active: list[tuple[SideStyle, SideStyle]] = [SIDES]


def set_markings(kind: str) -> None:
    """Choose the side markings: "full" (colour, pattern and shield; the default) or "colour" (colour only)."""
    _active[0] = PLAIN_SIDES if kind == "colour" else SIDES


def side_style(side: int) -> SideStyle:
    return _active[0][side % 2]


def shield_points(side: int, rect: pygame.FRect) -> list[tuple[float, float]]:
    """The outline of a side's shield inside ``rect``: a pointed heater for side 0, a disc for side 1."""
    x, y, w, h = rect.x, rect.y, rect.width, rect.height
    if side_style(side).shield == "heater":
        return [
            (x, y),
            (x + w, y),
            (x + w, y + h * 0.45),
            (x + w * 0.82, y + h * 0.78),
            (x + w / 2, y + h),
            (x + w * 0.18, y + h * 0.78),
            (x, y + h * 0.45),
        ]
    cx, cy, r = x + w / 2, y + h / 2, min(w, h) / 2
    return [(cx + r * math.cos(a * math.pi / 12), cy + r * math.sin(a * math.pi / 12)) for a in range(24)]


def draw_shield(surface: pygame.Surface, side: int, rect: pygame.FRect) -> None:
    """A small shield emblem: shape by side, with the side's pattern on it."""
    style = side_style(side)
    pts = [(round(px), round(py)) for px, py in shield_points(side, rect)]
    pygame.draw.polygon(surface, style.shades[0], pts)
    if style.pattern == "stripes":
        # One bold bend across the heater, echoing the stripes on the stands.
        w = max(2, round(rect.width / 5))
        pygame.draw.line(
            surface, style.mark, (rect.x + w / 2, rect.y + w / 2), (rect.right - w / 2, rect.y + rect.height * 0.7), w
        )
    elif style.pattern == "dots":
        r = max(2, round(rect.width / 6))
        pygame.draw.circle(surface, style.mark, (round(rect.centerx), round(rect.centery)), r)
    pygame.draw.polygon(surface, style.outline, pts, 1 if rect.width < 20 else 2)


def draw_swatch(surface: pygame.Surface, side: int, rect: pygame.Rect) -> None:
    """A legend swatch: the side's colour filled with its pattern, outlined."""
    style = side_style(side)
    pygame.draw.rect(surface, style.shades[0], rect)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    if style.pattern == "stripes":
        step = max(4, rect.height // 3)
        for k in range(-rect.height, rect.width + rect.height, step):
            pygame.draw.line(surface, style.mark, (rect.x + k, rect.bottom), (rect.x + k + rect.height, rect.y), 2)
    elif style.pattern == "dots":
        step = max(5, rect.height // 2)
        for yy in range(rect.y + step // 2, rect.bottom, step):
            for xx in range(rect.x + step // 2, rect.right, step):
                pygame.draw.circle(surface, style.mark, (xx, yy), max(1, step // 4))
    surface.set_clip(clip)
    pygame.draw.rect(surface, style.outline, rect, 1)
