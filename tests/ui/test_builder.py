"""The army builder: a legal 2000-point Empire force built by clicks, problems listed live, saved and reused."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, click, key, pump, type_text

from game.data import load_armies, load_roster
from game.ui.app import App
from game.ui.browser_scene import ARMY, ROSTER, BrowserScene
from game.ui.builder_scene import BuilderScene
from game.ui.main_menu import MainMenu
from game.ui.setup_scene import SetupScene


def open_builder() -> tuple[App, BuilderScene]:
    """Main menu -> Army lists (A) -> Build a new roster (B), as a player gets there."""
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    # The lists are in alphabetical order; these tests build Empire forces, as a player picking it would.
    app.top.select(ARMY + "empire")
    key(app, pygame.K_b)
    builder = app.top
    assert isinstance(builder, BuilderScene)
    return app, builder


def test_a_legal_2000_point_empire_force_is_built_by_clicks_and_the_problems_shrink_to_none() -> None:
    app, b = open_builder()
    assert b.get_draft().army.id == "empire" and b.get_draft().points_cap == 2000
    start = b.problems()
    assert start == [
        "A force needs exactly one General; this one has 0.",
        "Halberdiers: at least 4 needed for a 2000-point force, roster has 0.",
        "Crossbowmen: at least 4 needed for a 2000-point force, roster has 0.",
    ]
    counts = [len(start)]
    clicks = [("character", "General")] + [("unit", "Halberdiers")] * 4 + [("unit", "Crossbowmen")] * 4
    for kind, name in clicks:
        click(app, b.rows[(kind, name)].plus)
        counts.append(len(b.problems()))
    assert counts == [3, 2, 2, 2, 2, 1, 1, 1, 1, 0]
    assert b.problems() == []
    assert "legal force" in b.problem_pane.text
    assert b.total_label.text == "Total: 525 of 2000 points"
    assert b.rows[("unit", "Halberdiers")].count.text == "4"
    assert b.rows[("unit", "Halberdiers")].points.text == "180"


def test_problems_never_block_editing_and_come_back_when_broken_again() -> None:
    app, b = open_builder()
    for _ in range(3):
        click(app, b.rows[("character", "General")].plus)
    assert "A force needs exactly one General; this one has 3." in b.problems()
    click(app, b.rows[("character", "General")].minus)
    click(app, b.rows[("character", "General")].minus)
    assert not any("General" in p for p in b.problems())
    # Over the cap: the General and 19 Knights are 125 + 2090 points.
    for _ in range(19):
        b.add("unit", "Knights")
    assert "Force costs 2215 points, over the cap of 2000." in b.problems()


def test_mounts_and_add_on_stands_go_to_a_character_or_unit_that_may_take_them() -> None:
    app, b = open_builder()
    altar = b.rows[("mount", "War Altar")]
    skirm = b.rows[("addon", "Skirmishers")]
    assert not altar.plus.is_enabled and "Wizard" in altar.plus.tool_tip_text
    assert not skirm.plus.is_enabled
    click(app, b.rows[("character", "Wizard")].plus)
    click(app, b.rows[("unit", "Halberdiers")].plus)
    assert altar.plus.is_enabled and skirm.plus.is_enabled
    click(app, altar.plus)
    click(app, skirm.plus)
    d = b.get_draft()
    assert d.characters[0].mount == "War Altar"
    assert d.units[0].addons == ("Skirmishers",)
    assert b.total_label.text == "Total: 125 of 2000 points"  # 45 + 15 + 45 + 20
    assert not skirm.plus.is_enabled  # the only Halberdiers already have theirs


def test_the_points_cap_is_set_up_front_and_changes_the_limits() -> None:
    app, b = open_builder()
    click(app, b.cap_buttons[1000])
    assert b.get_draft().points_cap == 1000
    assert b.rows[("unit", "Halberdiers")].limit_label.text == "2 or more"
    assert b.get_draft().name == "The Empire 1000"
    # The field shows the new name and the button its choice, with no rebuild of the screen.
    assert b.name_entry.get_text() == "The Empire 1000" and b.cap_buttons[1000].is_selected
    click(app, b.cap_buttons[3000])
    assert b.rows[("unit", "Halberdiers")].limit_label.text == "6 or more"
    assert not b.cap_buttons[1000].is_selected and b.name_entry.get_text() == "The Empire 3000"


def test_saving_writes_a_roster_file_that_loads_and_is_offered_in_set_up(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    b.get_draft().set_name("Reikland Vanguard")
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 4 + [("unit", "Crossbowmen")] * 4:
        b.add(kind, name)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    path = user_dirs["data"] / "rosters" / "reikland-vanguard.yaml"
    assert path.exists()
    roster = load_roster(path, load_armies())
    assert roster.name == "Reikland Vanguard" and roster.points_cap == 2000 and len(roster.units) == 8
    assert "Saved as" in (b.message or "")
    # Back in the browser the new roster is listed, and set-up offers it for the Empire.
    key(app, pygame.K_ESCAPE)
    browser = app.top
    assert isinstance(browser, BrowserScene)
    assert ROSTER + str(path) in browser.items
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    key(app, pygame.K_n)
    setup = app.top
    assert isinstance(setup, SetupScene)
    keys = [r.key for r in setup.setup_model().cat.rosters("empire")]
    assert str(path) in keys


def test_build_one_now_from_set_up_comes_back_with_the_new_roster_selected(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_n)
    setup = app.top
    click(app, setup.build_buttons[1])  # side 2: the Orcs
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == "orcs"
    d = b.get_draft()
    for kind, name in [("character", "Orc General")] + [("unit", "Orc Warriors")] * 4 + [("unit", "Goblins")] * 4:
        d.add_pick(kind, name)
    b._changed()
    click(app, b.save_button)
    assert app.top is setup
    chosen = setup.setup_model().sides[1].roster
    assert chosen == str(user_dirs["data"] / "rosters" / "orcs-2000.yaml")
    assert setup.setup_model().problems() == []
    assert setup.start_button.is_enabled


def test_leaving_with_unsaved_changes_asks_first() -> None:
    app, b = open_builder()
    click(app, b.rows[("unit", "Knights")].plus)
    key(app, pygame.K_ESCAPE)
    assert b.dialog is not None and app.top is b
    key(app, pygame.K_ESCAPE)  # stay
    assert b.dialog is None and app.top is b
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # leave
    assert isinstance(app.top, BrowserScene)


def test_the_name_is_typed_into_its_field() -> None:
    app, b = open_builder()
    entry = next(el for el in b.kit.changes if getattr(el, "get_text", lambda: "")() == "The Empire 2000")
    click(app, entry)
    entry.set_text("")
    type_text("Nuln")
    pump(app, 3)
    assert b.get_draft().name == "Nuln"


def test_fw_purchases_bought_per_unit_with_their_cost_and_saved_under_the_family(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    fire = b.rows[("purchase", "Firewater")]
    assert ("purchase", "Poisoned volley") not in b.rows  # no Empire unit may poison its arrows
    assert not fire.plus.is_enabled and "Add a unit that may take it first" in fire.plus.tool_tip_text
    b.get_draft().set_name("Drunken Halberds")
    for kind, name in [("character", "General")] + [("unit", "Halberdiers")] * 4 + [("unit", "Crossbowmen")] * 4:
        b.add(kind, name)
    # The row is far down the table: added the way its + button adds it.
    assert b.rows[("purchase", "Firewater")].plus.is_enabled
    b.add("purchase", "Firewater")
    b.add("purchase", "Firewater")
    fire = b.rows[("purchase", "Firewater")]
    assert fire.count.text == "2" and fire.points.text == "40"
    assert b.total_label.text == "Total: 565 of 2000 points" and b.problems() == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 600), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0))
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/fw1-builder.png")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    roster = load_roster(user_dirs["data"] / "rosters" / "drunken-halberds.yaml", load_armies())
    assert roster.rules == ("fantasy-warriors",)
    assert [u.bought for u in roster.units[:3]] == [(("firewater", 1),), (("firewater", 1),), ()]
