"""Battlefield equipment in the army builder: each kind offered by the length with its cost, for foot units."""

from __future__ import annotations

import pygame
from menu_driver import pump
from test_builder import open_builder


def test_fw_equipment_in_the_builder_by_the_length_with_its_cost() -> None:
    app, b = open_builder()
    for title in ("Mantlet (a length)", "Pavise (a length)", "Palisade (a length)", "Chevaux de frise (a length)",
                  "Spiked pit (a length)"):
        assert ("purchase", title) in b.rows
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 2 + [("unit", "Knights")]:
        b.add(kind, name)
    for _ in range(3):
        b.add("purchase", "Palisade (a length)")
    b.add("purchase", "Mantlet (a length)")
    pal, man = b.rows[("purchase", "Palisade (a length)")], b.rows[("purchase", "Mantlet (a length)")]
    # Three lengths of palisade at 8 and one of mantlet at 16.
    assert (pal.count.text, pal.points.text, man.count.text, man.points.text) == ("3", "24", "1", "16")
    assert b.get_draft().rules == ["fantasy-warriors"]
    assert [e.kind.value for e in b.get_draft().purchases()][:3] == ["counter", "counter", "equipment"]
    # Scrolled to the purchases at the bottom of the table, as a player drags the bar there.
    from pygame_gui.elements import UIScrollingContainer

    for el in app.ui.get_sprite_group().sprites():
        if isinstance(el, UIScrollingContainer) and el.vert_scroll_bar is not None:
            el.vert_scroll_bar.set_scroll_from_start_percentage(1.0)
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28e-builder.png")
