"""The small card shown while the pointer rests on a unit, a character or a terrain piece.

The words come from ``card_lines`` (plain data, easy to test); ``draw_card`` lays them out beside the
pointer and keeps the card inside the window.
"""

from __future__ import annotations

import pygame

from game.core import GameState
from game.ui import palette, text
from game.ui.picking import Target

TITLE_SIZE = 15
LINE_SIZE = 13
PAD = 8


def _kind_title(kind: str) -> str:
    return kind.replace("_", " ").capitalize()


def card_lines(state: GameState, target: Target) -> tuple[str, list[str], int | None]:
    """(title, lines, side or None) describing ``target`` for the hover card."""
    if target.kind == "unit":
        u = state.units[target.id]
        p = state.unit_profile(u)
        lines = [
            f"{state.sides[u.side].name} · {_kind_title(str(p.type))}",
            f"Stands {len(u.stands)} of {u.start_size}",
            f"Hits carried {u.hits} (of {p.hits} per stand)",
        ]
        status = [w for w, on in (("Confused", u.confused), ("Engaged", u.engaged)) if on]
        if status:
            lines.append(" · ".join(status))
        return u.name, lines, u.side
    if target.kind == "character":
        c = state.characters[target.id]
        cp = state.character_profile(c)
        lines = [f"{state.sides[c.side].name} · {_kind_title(str(cp.rank))}", f"Command {cp.command}" if cp.command else "Gives no orders"]
        if c.mount:
            lines.append(f"Rides {c.mount}")
        if c.joined and c.joined in state.units:
            lines.append(f"With {state.units[c.joined].name}")
        return c.name, lines, c.side
    for t in state.terrain:
        if t.id == target.id:
            return (t.name or _kind_title(t.kind)), [_kind_title(t.kind)], None
    return target.id, [], None


def draw_card(surface: pygame.Surface, state: GameState, target: Target, pointer: tuple[int, int]) -> pygame.Rect:
    """Draw the hover card near ``pointer``; returns where it went."""
    title, lines, side = card_lines(state, target)
    title_img = text.render(title, TITLE_SIZE, palette.CARD_TEXT, bold=True)
    imgs = [text.render(line, LINE_SIZE, palette.CARD_TEXT) for line in lines]
    icon = 20 if side is not None else 0
    w = max([title_img.get_width() + icon] + [i.get_width() for i in imgs]) + 2 * PAD
    h = PAD * 2 + title_img.get_height() + sum(i.get_height() + 2 for i in imgs) + (4 if imgs else 0)
    rect = pygame.Rect(pointer[0] + 18, pointer[1] + 20, w, h)
    bounds = surface.get_rect()
    if rect.right > bounds.right - 4:
        rect.right = pointer[0] - 12
    if rect.bottom > bounds.bottom - 4:
        rect.bottom = pointer[1] - 12
    rect.clamp_ip(bounds)
    shadow = rect.move(3, 3)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=6)
    pygame.draw.rect(surface, palette.CARD_BG, rect, border_radius=6)
    pygame.draw.rect(surface, palette.CARD_EDGE, rect, 1, border_radius=6)
    x, y = rect.x + PAD, rect.y + PAD
    if side is not None:
        palette.draw_shield(surface, side, pygame.FRect(x, y + 1, 13, 16))
        x += icon
    surface.blit(title_img, (x, y))
    y += title_img.get_height() + 4
    for img in imgs:
        surface.blit(img, (rect.x + PAD, y))
        y += img.get_height() + 2
    return rect
