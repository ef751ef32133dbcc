"""Dice drawn as dice: an ivory cube face with its pips, so a roll reads at a glance as it would on a table.

A face is drawn once per (value, size, look) and reused; the tray and the explanation card show dozens.
The look says what the die did, by shape as well as colour: a die that counted (a hit, a save, a passed
order) has a bold gold frame; one that did not is greyed with a thin frame.
"""

from __future__ import annotations

import pygame

from game.ui import palette, text

IVORY: palette.Colour = (246, 240, 222)
IVORY_DIM: palette.Colour = (170, 166, 156)
PIP: palette.Colour = (30, 28, 26)
PIP_DIM: palette.Colour = (88, 86, 82)
EDGE: palette.Colour = (70, 60, 44)
COUNTED: palette.Colour = (236, 198, 84)

# Pip positions on a 3 x 3 grid (column, row), as printed on real dice.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}

_cache: dict[tuple[int, int, str], pygame.Surface] = {}


def die_face(value: int, size: int, look: str = "plain") -> pygame.Surface:
    """A die showing ``value``, ``size`` px square; ``look`` is "plain", "counted" or "dim"."""
    key = (value, size, look)
    img = _cache.get(key)
    if img is None:
        if len(_cache) > 400:
            _cache.clear()
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_die(img, pygame.Rect(0, 0, size, size), value, look)
        _cache[key] = img
    return img


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, look: str = "plain") -> None:
    """Draw one die face into ``rect``."""
    size = min(rect.width, rect.height)
    r = pygame.Rect(rect.x, rect.y, size, size)
    dim = look == "dim"
    radius = max(2, size // 6)
    pygame.draw.rect(surface, IVORY_DIM if dim else IVORY, r, border_radius=radius)
    if look == "counted":
        pygame.draw.rect(surface, COUNTED, r, max(2, size // 9), border_radius=radius)
    else:
        pygame.draw.rect(surface, EDGE, r, 1, border_radius=radius)
    colour = PIP_DIM if dim else PIP
    spots = PIPS.get(value)
    if spots is None:
        # Not a six-sided face (or a number no die shows): the digit, so nothing is hidden.
        img = text.render(str(value), max(9, int(size * 0.6)), colour, bold=True)
        text.blit_centred(surface, img, r.center)
        return
    inset = size * 0.25
    step = (size - 2 * inset) / 2
    pip_r = max(1.5, size * 0.09)
    for cx, cy in spots:
        x = r.x + inset + cx * step
        y = r.y + inset + cy * step
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(pip_r))


def dice_strip(
    faces: tuple[int, ...], size: int, looks: tuple[str, ...] | None = None, limit: int | None = None
) -> pygame.Surface:
    """Several dice side by side (at most ``limit``, then "+n more" in words)."""
    gap = max(2, size // 6)
    shown = faces if limit is None else faces[:limit]
    extra = len(faces) - len(shown)
    more = text.render(f"+{extra}", max(9, int(size * 0.55)), palette.TEXT_DIM, bold=True) if extra > 0 else None
    w = len(shown) * (size + gap) + (more.get_width() + gap if more else 0)
    surf = pygame.Surface((max(1, w), size), pygame.SRCALPHA)
    x = 0
    for i, v in enumerate(shown):
        look = looks[i] if looks is not None and i < len(looks) else "plain"
        surf.blit(die_face(v, size, look), (x, 0))
        x += size + gap
    if more is not None:
        surf.blit(more, more.get_rect(midleft=(x, size // 2)))
    return surf
