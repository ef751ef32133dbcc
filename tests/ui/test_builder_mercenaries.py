"""Hiring a mercenary contingent in the army builder: the list to hire from, its units and Hero, and the pay,
shown with the pay in the total and saved with each pick's list and pay."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from menu_driver import click, key, pump
from pygame_gui.elements import UIScrollingContainer
from test_builder import open_builder

from game.data import load_armies, load_roster
from game.ui.app import App
from game.ui.builder_scene import BuilderScene


def to_the_bottom(app: App) -> None:
    """Drag the table's bar to its end, where the mercenaries are, as a player does."""
    for el in app.ui.get_sprite_group().sprites():
        if isinstance(el, UIScrollingContainer) and el.vert_scroll_bar is not None:
            el.vert_scroll_bar.set_scroll_from_start_percentage(1.0)
    pump(app, 3)


def choose(app: App, b: BuilderScene, option_id: str) -> None:
    """What pygame_gui posts when the player picks a list in the "Hire from" drop-down."""
    el = b.hire_dropdown
    text = next(label for label, oid in el.options_list if oid == option_id)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         {"ui_element": el, "text": text, "selected_option_id": option_id}))
    pump(app, 3)


def test_builder_hires_a_contingent_from_another_list_with_its_pay_and_reopens_one(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    b.get_draft().set_cap(1000)  # shown when the hiring list is picked below, which rebuilds the table
    b.get_draft().set_name("Baron with orcs")
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 2 + [("unit", "Crossbowmen")] * 2:
        b.add(kind, name)  # the army's own troops, as their + buttons add them
    # The lists on offer: the army's own first, never the undead.
    offered = [oid for _, oid in b.hire_dropdown.options_list]
    assert offered[0] == "empire" and offered[1:] == sorted(offered[1:]) and "tomb_kings" not in offered
    assert {"dwarfs", "high_elves", "mercenary", "orcs"} <= set(offered)
    assert ("hire", "Halberdiers") in b.rows
    to_the_bottom(app)
    choose(app, b, "orcs")
    assert ("hire", "Orc Warriors") in b.rows and ("hire_hero", "Orc Hero") in b.rows
    assert ("hire", "Halberdiers") not in b.rows
    to_the_bottom(app)
    click(app, b.rows[("hire", "Orc Warriors")].plus)
    click(app, b.rows[("hire", "Orc Warriors")].plus)
    click(app, b.rows[("hire_hero", "Orc Hero")].plus)
    row = b.rows[("hire", "Orc Warriors")]
    # Half paid to start with: 2 x 60 = 120 for 60.
    assert (row.count.text, row.points.text) == ("2", "60")
    assert b.total_label.text == "Total: 425 of 1000 points"
    assert b.hired_label.text == "Mercenaries worth 200 points, half paid: they cost 100"
    click(app, b.pay_buttons[4])
    assert b.total_label.text == "Total: 375 of 1000 points"
    assert b.hired_label.text == "Mercenaries worth 200 points, unpaid: they cost 50"
    assert b.rows[("hire", "Orc Warriors")].points.text == "30"
    assert b.problems() == [] and "legal force" in b.problem_pane.text
    to_the_bottom(app)
    app.draw()
    pygame.image.save(app.screen, "/tmp/merc2-builder.png")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    roster = load_roster(user_dirs["data"] / "rosters" / "baron-with-orcs.yaml", load_armies())
    hired = [(u.profile, u.hired_from, u.bought) for u in roster.units if u.hired_from]
    assert hired == [("Orc Warriors", "orcs", (("mercenary", 4),))] * 2
    assert [(c.profile, c.hired_from, c.mercenary) for c in roster.characters] == [("General", "", 0),
                                                                                     ("Orc Hero", "orcs", 4)]
    assert roster.rules == ("fantasy-warriors",)

    # A roster that hired from another list opens on that list and pay.
    from game.ui.builder_model import RosterDraft

    armies = load_armies()
    shipped = load_roster("armies/rosters/empire-orc-sellswords-1000.yaml", armies)
    b.draft = RosterDraft.from_roster(shipped, armies["empire"], None, armies)
    b.refresh()
    pump(app, 2)
    assert b.draft.hire_from == "orcs" and b.draft.pay == 4
    assert b.rows[("hire", "Orc Warriors")].count.text == "2"
    assert b.rows[("hire", "Trolls")].count.text == "1"
    assert b.total_label.text == "Total: 833 of 1000 points"
    assert b.hired_label.text == "Mercenaries worth 370 points, unpaid: they cost 93"
    assert b.problems() == []


def test_builder_gives_a_hero_hired_abroad_a_mount_of_his_own_list(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    b.get_draft().set_cap(1000)
    b.get_draft().set_name("Baron with an orc rider")
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 2 + [("unit", "Crossbowmen")] * 2:
        b.add(kind, name)
    to_the_bottom(app)
    choose(app, b, "orcs")
    # The Orcs' mounts a Hero may ride are offered under their Heroes; the Empire's Griffon is not for him.
    assert ("hire_mount", "Wyvern") in b.rows and ("hire_mount", "Griffon") not in b.rows
    to_the_bottom(app)
    assert b.get_draft().why_not_add("hire_mount", "Wyvern") == (
        "Needs a hired Hero of Orcs without a mount: hire one first.")
    click(app, b.rows[("hire", "Orc Warriors")].plus)
    click(app, b.rows[("hire_hero", "Orc Hero")].plus)
    click(app, b.rows[("hire_mount", "Wyvern")].plus)
    row = b.rows[("hire_mount", "Wyvern")]
    # Half paid: the Wyvern's 80 points for 40; the Hero's 80 and the Orcs' 60 with it, 220 for 110.
    assert (row.count.text, row.points.text) == ("1", "40")
    assert b.hired_label.text == "Mercenaries worth 220 points, half paid: they cost 110"
    assert b.problems() == []
    to_the_bottom(app)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28-builder-mount.png")
    # One Hero, one mount: a second Wyvern has no rider.
    assert b.get_draft().why_not_add("hire_mount", "Wyvern") is not None
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    roster = load_roster(user_dirs["data"] / "rosters" / "baron-with-an-orc-rider.yaml", load_armies())
    assert [(c.profile, c.hired_from, c.mount) for c in roster.characters] == [
        ("General", "", None), ("Orc Hero", "orcs", "Wyvern")]
    click(app, b.rows[("hire_mount", "Wyvern")].minus)
    assert b.rows[("hire_mount", "Wyvern")].count.text == "0" and b.get_draft().characters[1].mount is None


def test_builder_hires_the_amazon_enchantress_beside_the_armys_own_mercenaries(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    b.get_draft().set_cap(1000)
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 2:
        b.add(kind, name)
    to_the_bottom(app)
    assert ("hire_hero", "Enchantress") in b.rows
    click(app, b.rows[("hire", "Crossbowmen")].plus)
    click(app, b.rows[("hire_hero", "Hero")].plus)
    click(app, b.rows[("hire_hero", "Enchantress")].plus)
    chars = b.get_draft().characters
    assert [(c.profile, c.mercenary) for c in chars] == [("General", 0), ("Hero", 2), ("Enchantress", 2)]
    choose(app, b, "orcs")
    assert ("hire_hero", "Enchantress") not in b.rows  # one offer of her, with the army's own list
