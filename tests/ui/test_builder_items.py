"""Magic items in the army builder: taken once a force, handed to the unit the player wants, saved in the roster."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import key, pump
from test_builder import open_builder

from game.data import load_armies, load_roster


def test_a_magic_item_is_taken_handed_to_another_unit_and_saved(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    banner = b.rows[("item", "Battle Banner")]
    assert not banner.plus.is_enabled and "add one first" in banner.plus.tool_tip_text
    b.get_draft().set_name("Banners of Nuln")
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 4 + [("unit", "Crossbowmen")] * 4:
        b.add(kind, name)
    b.add("unit", "Knights")
    b.add("item", "Battle Banner")
    b.add("item", "Sword of Might")
    banner = b.rows[("item", "Battle Banner")]
    assert banner.count.text == "1" and banner.points.text == "30"
    assert not banner.plus.is_enabled and banner.plus.tool_tip_text.startswith("Each magic item may be taken once")
    # The banner went to the first Halberdiers; the player hands it to the Knights.
    assert b.get_draft().item_holder("Battle Banner") == "u0"
    b.move_item("Battle Banner", "u8")
    assert b.get_draft().units[8].item == "Battle Banner" and not b.get_draft().units[0].item
    assert b.total_label.text == "Total: 675 of 2000 points" and b.problems() == []
    # Scrolled down to the items, as a player drags the bar there; taking one more keeps the table there.
    b.table_scroller.vert_scroll_bar.set_scroll_from_start_percentage(0.6)
    pump(app, 3)
    at = b.table_scroller.vert_scroll_bar.start_percentage
    b.add("item", "Banner of Shielding")
    pump(app, 3)
    assert b.table_scroller.vert_scroll_bar.start_percentage == at > 0.3
    assert b.rows[("item", "Banner of Shielding")].points.text == "15"  # on the Halberdiers' 6+ armour
    app.draw()
    pygame.image.save(app.screen, "/tmp/i30-items-builder.png")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    roster = load_roster(user_dirs["data"] / "rosters" / "banners-of-nuln.yaml", load_armies())
    assert roster.units[8].item == "Battle Banner" and roster.characters[0].item == "Sword of Might"


def test_the_generals_and_wizards_items_are_offered_and_go_to_them(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    for kind, name in [("character", "Hero"), ("character", "General"), ("character", "Wizard")]:
        b.add(kind, name)
    b.add("item", "Crown of Command")
    b.add("item", "Scroll of Dispelling")
    crown, scroll = b.rows[("item", "Crown of Command")], b.rows[("item", "Scroll of Dispelling")]
    assert (crown.points.text, scroll.points.text) == ("70", "20")
    draft = b.get_draft()
    assert draft.characters[1].item == "Crown of Command" and draft.characters[2].item == "Scroll of Dispelling"
    # Only the General may have the Crown: the Hero is not among its carriers.
    assert [k for _, k in draft.item_carriers("Crown of Command")] == ["c1"]
    b.table_scroller.vert_scroll_bar.set_scroll_from_start_percentage(0.38)
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i30-items-builder-general.png")


def test_an_items_plus_says_what_the_item_does_before_it_is_bought() -> None:
    app, b = open_builder()
    b.add("character", "General")
    b.add("unit", "Halberdiers")
    sword = b.rows[("item", "Sword of Might")]
    assert sword.plus.is_enabled
    assert sword.plus.tool_tip_text.startswith("Take the Sword of Might: +1 Attack to one stand.")
    # A unit or a character still reads as one more of it.
    assert b.rows[("unit", "Knights")].plus.tool_tip_text.startswith("One more Knights")
