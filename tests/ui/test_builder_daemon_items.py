"""The builder offers a Wizard's item to a Daemon Overlord once he has bought Wizard powers (digest 10.13 [4]),
and not before."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, key

from game.ui.app import App
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_scene import BuilderScene


def test_the_overlord_is_offered_the_ring_only_with_wizard_powers(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + "daemons")
    key(app, pygame.K_b)
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == "daemons"
    b.add("character", "Daemon Overlord")
    draft = b.get_draft()
    assert draft.item_carriers("Ring of Magic") == []
    draft.set_mount(0, "Wizard powers")
    assert [k for _, k in draft.item_carriers("Ring of Magic")] == ["c0"]
