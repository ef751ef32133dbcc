"""The dice of a step, drawn as dice in a strip along the bottom of the table, as the battle's dice tray
shows them: each roll's purpose and its faces, the dice that scored bright and the misses dim. The caption
says the same in words; a room watching a club screen reads dice faster than numbers."""

from __future__ import annotations

import pygame

from game.core import DiceRolled, Event
from game.ui import palette, text
from game.ui.battle.dice_art import dice_strip
from game.ui.battle.explain import die_looks, result_word
from game.ui.theme import Metrics

# At most this many rolls are shown (a big fight has dozens; the caption lists them all).
MAX_ROLLS = 4
SHADE = (20, 22, 28, 200)


def draw_tray(surface: pygame.Surface, area: pygame.Rect, events: list[Event], m: Metrics) -> pygame.Rect | None:
    """The step's rolls in a strip at the bottom left of ``area``; the rectangle used, or None (no dice)."""
    rolls = [e for e in events if isinstance(e, DiceRolled) and e.faces]
    if not rolls:
        return None
    die = m(26)
    rows = []
    for roll in rolls[:MAX_ROLLS]:
        words = text.render(f"{roll.purpose}: {result_word(roll)}", m.font(13), palette.TEXT)
        dice = dice_strip(roll.faces, die, die_looks(roll), limit=16)
        rows.append((words, dice))
    if len(rolls) > MAX_ROLLS:
        rest = len(rolls) - MAX_ROLLS
        rows.append((text.render(f"and {rest} more roll{'s' if rest > 1 else ''}: see the caption", m.font(13), palette.TEXT_DIM), None))
    pad = m(8)
    width = min(area.width - 2 * pad, max(max(w.get_width(), d.get_width() if d else 0) for w, d in rows) + 2 * pad)
    height = sum(w.get_height() + (d.get_height() + m(4) if d else 0) + m(6) for w, d in rows) + pad
    box = pygame.Rect(area.x + pad, area.bottom - height - m(44), width, height)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill(SHADE)
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, palette.HEADER_RULE, box, 1, border_radius=m(4))
    y = box.y + pad // 2
    clip = surface.get_clip()
    surface.set_clip(box)
    for words, dice in rows:
        surface.blit(words, (box.x + pad, y))
        y += words.get_height() + m(2)
        if dice is not None:
            surface.blit(dice, (box.x + pad, y))
            y += dice.get_height() + m(4)
        y += m(4)
    surface.set_clip(clip)
    return box
