"""Driving the menus headless with real pygame events: clicks on widgets, key presses, typed text.

pygame_gui answers a click with an event of its own that arrives on the next pass of the loop, so
``pump`` runs a few passes after posting.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.app import App

SIZE = (1600, 1000)


def click_at(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def press(key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))


def type_text(text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def pump(app: App, passes: int = 3) -> None:
    for _ in range(passes):
        app.tick()


def click(app: App, element: Any, passes: int = 3) -> None:
    """Click the middle of a widget and let the press come through."""
    assert element.alive(), "the widget is no longer on screen"
    click_at(element.rect.center)
    pump(app, passes)


def key(app: App, k: int, mod: int = 0, passes: int = 2) -> None:
    press(k, mod)
    pump(app, passes)
