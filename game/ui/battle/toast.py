"""A short message at the foot of the table ("Saved as Evening game", "Cannot undo: a die has been rolled
since"). It uses the battle scene's own ``flash`` when the scene has one; otherwise ``Toast`` draws it.

A toast stays for a few seconds; ``busy`` tells the loop to keep drawing until it has gone (the screen
otherwise redraws only on change).
"""

from __future__ import annotations

import time
import weakref
from typing import Any

import pygame

from game.ui import palette, text
from game.ui.battle import bridge
from game.ui.battle.paint import GOLD, fit, metrics_of

SHOW_SECS = 4.0

_toasts: weakref.WeakKeyDictionary[Any, Toast] = weakref.WeakKeyDictionary()


def toast_for(scene: Any) -> Toast:
    """The scene's toast (one per scene, made on first use)."""
    t = _toasts.get(scene)
    if t is None:
        t = _toasts[scene] = Toast(scene)
    return t


def say(scene: Any, message: str) -> None:
    """Tell the player something briefly: through the scene's flash, else through its toast."""
    toast_for(scene).last = message
    if not bridge.flash(scene, message):
        toast_for(scene).show(message)


class Toast:
    """The message strip, as a component of the battle scene (``rect``: the area it is centred in)."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.message: str | None = None
        # The last thing said, by either route (tests read it).
        self.last: str | None = None
        self.until = 0.0

    def show(self, message: str) -> None:
        self.message = message
        self.last = message
        self.until = time.perf_counter() + SHOW_SECS
        bridge.mark_dirty(self.scene)

    @property
    def busy(self) -> bool:
        """Whether a message is showing (the loop should keep drawing so it goes away on time)."""
        if self.message is not None and time.perf_counter() >= self.until:
            self.message = None
            bridge.mark_dirty(self.scene)
        return self.message is not None

    def on_events(self, events: list[Any], state: Any) -> None:
        """Nothing to do: messages come from ``say``."""

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def handle(self, e: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.message is None or not self.busy:
            return
        m = metrics_of(self.scene)
        area = self.rect if self.rect.width else surface.get_rect()
        img = fit(self.message, m.font(16), area.width - m(60), palette.TEXT, bold=True)
        box = img.get_rect(midbottom=(area.centerx, area.bottom - m(56))).inflate(m(28), m(16))
        pygame.draw.rect(surface, (20, 22, 28), box, border_radius=m(8))
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=m(8))
        text.blit_centred(surface, img, box.center)
