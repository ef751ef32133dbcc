"""The builder offers a Nippon Shugenja the Scroll of Dispelling and no other Wizard's item, and the Temple
Daemons no magic banner (digest 10.25 [5], [9])."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, key

from game.ui.app import App
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_scene import BuilderScene


def test_the_shugenja_takes_only_the_scroll_and_temple_daemons_no_banner(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + "nippon")
    key(app, pygame.K_b)
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == "nippon"
    for name in ("Shugenja", "Daimyo"):
        b.add("character", name)
    for name in ("Samurai", "Oni", "Komainu"):
        b.add("unit", name)
    draft = b.get_draft()
    shugenja = [k for _, k in draft.item_carriers("Scroll of Dispelling")]
    assert len(shugenja) == 1 and draft.characters[int(shugenja[0][1:])].profile == "Shugenja"
    assert draft.item_carriers("Staff of Spellbinding") == []
    carriers = [draft.units[int(k[1:])].profile for _, k in draft.item_carriers("Banner of Shielding")]
    assert carriers == ["Samurai"]
