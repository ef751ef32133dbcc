"""The builder hands Skaven magic items only where the list allows (digest 10.8): never to Rat Swarms, a
Wizard's item to the Grey Seer as well as to a Warlock."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, key, pump

from game.ui.app import App
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_scene import BuilderScene


def test_rat_swarms_are_never_offered_an_item_and_the_grey_seer_a_wizards(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + "skaven")
    key(app, pygame.K_b)
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == "skaven"
    for kind, name in [("character", "Grey Seer"), ("unit", "Rat Swarms"), ("unit", "Rat Swarms"),
                       ("unit", "Clanrats"), ("unit", "Clanrats")]:
        b.add(kind, name)
    b.add("item", "Banner of Fortune")
    draft = b.get_draft()
    # The first unit that may carry a banner is the first Clanrats, past both Rat Swarms.
    assert draft.item_holder("Banner of Fortune") == "u2"
    assert [k for _, k in draft.item_carriers("Banner of Fortune")] == ["u2", "u3"]
    # Handing it to the Rat Swarms is refused: the banner stays where it was.
    b.move_item("Banner of Fortune", "u0")
    assert draft.item_holder("Banner of Fortune") == "u2" and not draft.units[0].item
    b.add("item", "Ring of Magic")
    assert draft.item_holder("Ring of Magic") == "c0"
    assert [p for p in b.problems() if "item" in p or "Ring" in p] == []
    assert b.rows[("item", "Ring of Magic")].points.text == "30"
    b.table_scroller.vert_scroll_bar.set_scroll_from_start_percentage(0.3)
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i30-items2-builder-skaven.png")
