"""Writing to an ally (allied Generals, ``fw-players``): a screen of its own with the message box.

Opened from the side panel's "Write to ..." button: the player at the table types a few lines and sends them
(Enter) or thinks better of it (Esc). The message is an action like any other, so it is in the log; the ally
reads it on his hand-over screen when the turn comes to him. One written message a turn, and while the two
Generals touch any number, spoken: the screen says which this one is.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core import SendMessage, ally_name, generals_touch, player_at_table
from game.ui import palette, text
from game.ui.battle.paint import GOLD
from game.ui.doc import wrap
from game.ui.scene import Scene
from game.ui.widgets import Kit

MAX_CHARS = 240


class MessageScene(Scene):
    """The message box: who writes to whom, the entry, Send and Cancel."""

    title = "A message to your ally"
    design_size = (900, 520)

    def __init__(self, battle: Any, side: int) -> None:
        super().__init__()
        self.battle = battle
        self.side = side
        st = battle.controller.state
        self.sender, self.to = player_at_table(st, side), ally_name(st, side)
        self.spoken = generals_touch(st, side)
        self.words = ""
        self.headline = f"{self.sender} {'talks' if self.spoken else 'writes'} to {self.to}"
        self.sub = (f"Your Generals touch: you may talk to {self.to} as often as you like." if self.spoken else
                    f"One written message a turn. {self.to} reads it when the turn comes to him; it stays in the log.")
        self.entry: Any = None
        self.send_button: Any = None
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        col = min(w - m(72), m(820))
        x0 = (w - col) // 2
        self.box = pygame.Rect(x0, max(m(24), h // 2 - m(200)), col, m(360))
        self.entry = kit.entry(pygame.Rect(x0 + m(24), self.box.y + m(150), col - m(48), m(48)), self.words,
                               self.typed, placeholder=f"Your words to {self.to}", max_length=MAX_CHARS)
        bh = m(52)
        self.send_button = kit.button(pygame.Rect(self.box.right - m(24) - m(220), self.box.bottom - m(24) - bh, m(220), bh),
                                      "Send", self.send, key=pygame.K_RETURN, also=(pygame.K_KP_ENTER,),
                                      object_id="#primary")
        kit.button(pygame.Rect(self.box.right - m(24) - m(440) - m(12), self.box.bottom - m(24) - bh, m(220), bh),
                   "Cancel", self.back, key=pygame.K_ESCAPE)
        self.entry.focus()

    def handle(self, e: pygame.event.Event) -> bool:
        # Enter in the box sends the message (the box keeps the key from the Send button's shortcut).
        if e.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and getattr(e, "ui_element", None) is self.entry:
            self.send()
            return True
        return False

    def typed(self, words: str) -> None:
        self.words = words
        self.dirty = True

    def send(self) -> None:
        words = (self.entry.get_text() if self.entry is not None else self.words).strip()
        if not words:
            return
        if self.app is not None and self.app.top is self:
            self.app.pop()
        self.battle.act(SendMessage(self.side, words))

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        b = self.box
        pygame.draw.rect(surface, (38, 44, 54), b, border_radius=m(10))
        pygame.draw.rect(surface, GOLD, b, 2, border_radius=m(10))
        palette.draw_shield(surface, self.side, pygame.FRect(b.x + m(24), b.y + m(22), m(40), m(48)))
        surface.blit(text.render(self.headline, m.font(28), GOLD, bold=True), (b.x + m(80), b.y + m(24)))
        y = b.y + m(86)
        for part in wrap(self.sub, text.font(m.font(16)), b.width - m(48)):
            surface.blit(text.render(part, m.font(16), palette.TEXT_DIM), (b.x + m(24), y))
            y += text.font(m.font(16)).get_linesize()
        left = MAX_CHARS - len(self.entry.get_text() if self.entry is not None else self.words)
        note = text.render(f"{left} letters left", m.font(14), palette.TEXT_DIM)
        surface.blit(note, (b.x + m(24), b.y + m(210)))
