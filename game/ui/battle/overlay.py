"""A screen laid over the battle: the battle stays visible behind it, dimmed, but cannot be touched.

The pause menu, the save dialog and a roll's explanation are scenes of their own pushed over the battle
scene, so nothing underneath (buttons of the battle screen included) can take a click meant for them,
and closing one brings the battle back exactly as it was. What lies behind is the last frame drawn
before the overlay opened, kept as a picture: the battle does not change while an overlay is open.
"""

from __future__ import annotations

import pygame

from game.ui import palette
from game.ui.doc import GOLD
from game.ui.scene import Scene

CARD_BG: palette.Colour = (38, 43, 52)
VEIL_ALPHA = 170


class OverlayScene(Scene):
    """A scene drawn over a picture of the screen it covers; a click outside ``card`` closes it."""

    #: Whether a click outside the card closes the overlay.
    click_outside_closes = True

    def __init__(self, backdrop: pygame.Surface | None = None) -> None:
        super().__init__()
        self.backdrop = backdrop
        self._veiled: pygame.Surface | None = None
        self.card = pygame.Rect(0, 0, 0, 0)

    def on_enter(self) -> None:
        if self.backdrop is None and self.app is not None:
            # The frame on screen now is the one the player was looking at.
            self.backdrop = self.app.screen.copy()
            self._veiled = None

    @property
    def below(self) -> Scene | None:
        """The scene this overlay covers."""
        if self.app is None or self not in self.app.stack:
            return None
        i = self.app.stack.index(self)
        return self.app.stack[i - 1] if i > 0 else None

    def close(self) -> None:
        """Take the overlay away (only if it is still on top: a callback may already have moved on)."""
        if self.app is not None and self.app.top is self:
            self.app.pop()

    def back(self) -> None:
        self.close()

    def handle(self, e: pygame.event.Event) -> bool:
        if (
            self.click_outside_closes
            and e.type == pygame.MOUSEBUTTONDOWN
            and getattr(e, "button", 1) == 1
            and self.dialog is None
            and not self.card.collidepoint(e.pos)
        ):
            self.close()
            return True
        return False

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._veiled is None or self._veiled.get_size() != size:
            veiled = pygame.Surface(size)
            if self.backdrop is not None:
                src = self.backdrop
                if src.get_size() != size:
                    src = pygame.transform.smoothscale(src, size)
                veiled.blit(src, (0, 0))
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((10, 12, 16, VEIL_ALPHA))
            veiled.blit(shade, (0, 0))
            self._veiled = veiled
        surface.blit(self._veiled, (0, 0))

    def draw_card_frame(self, surface: pygame.Surface) -> None:
        m = self.m
        shadow = self.card.move(m(4), m(4))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=m(10))
        pygame.draw.rect(surface, CARD_BG, self.card, border_radius=m(10))
        pygame.draw.rect(surface, GOLD, self.card, 2, border_radius=m(10))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card_frame(surface)
