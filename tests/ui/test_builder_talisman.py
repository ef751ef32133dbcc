"""A talisman in the army builder: one a unit, 50 points, chosen under the Fantasy Warriors rules."""

from __future__ import annotations

import pygame
from menu_driver import pump
from test_builder import open_builder


def test_fw_talisman_in_the_builder_one_a_unit_at_50() -> None:
    app, b = open_builder()
    assert ("purchase", "Talisman") in b.rows
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 2:
        b.add(kind, name)
    b.add("purchase", "Talisman")
    b.add("purchase", "Talisman")
    row = b.rows[("purchase", "Talisman")]
    assert (row.count.text, row.points.text) == ("2", "100")
    # A third has no unit left to carry it: each unit takes one.
    b.add("purchase", "Talisman")
    assert row.count.text == "2"
    draft = b.get_draft()
    assert draft.rules == ["fantasy-warriors"]
    assert [dict(u.bought).get("talisman") for u in draft.units] == [1, 1]
    from pygame_gui.elements import UIScrollingContainer

    for el in app.ui.get_sprite_group().sprites():
        if isinstance(el, UIScrollingContainer) and el.vert_scroll_bar is not None:
            el.vert_scroll_bar.set_scroll_from_start_percentage(1.0)
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-builder-talisman.png")
