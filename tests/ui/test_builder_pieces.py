"""Which armies may take the Mercenary book's pieces, in the army builder: a Dwarf force takes the war cannon
from the Mercenaries list as its own, buys it more gunpowder, and saves it with the list it came from; an Empire
force is never offered the cannon."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, click, key, pump

from game.data import load_armies, load_roster
from game.ui.app import App
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_model import RosterDraft
from game.ui.builder_scene import BuilderScene


def into_view(app: App, b: BuilderScene, kind: str, name: str) -> None:
    """Scroll the table, as a player drags its bar, until the row's buttons are in sight."""
    bar = b.table_scroller.vert_scroll_bar
    for k in range(11):
        bar.set_scroll_from_start_percentage(k / 10)
        pump(app, 2)
        if b.table_scroller.rect.contains(b.rows[(kind, name)].plus.rect):
            return
    raise AssertionError(f"{name} never comes into view")


def open_builder(army: str) -> tuple[App, BuilderScene]:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + army)
    key(app, pygame.K_b)
    assert isinstance(app.top, BuilderScene)
    return app, app.top


def test_armies_builder_dwarfs_take_the_war_cannon_and_save_it(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder("dwarfs")
    d = b.get_draft()
    d.set_cap(1000)
    d.set_name("Karak guns")
    for kind, name in [("character", "General"), ("unit", "Warriors"), ("unit", "Warriors"), ("unit", "Handgunners")]:
        b.add(kind, name)
    # The rows the Mercenaries list offers the Dwarfs, and only those.
    offered = sorted(n for k, n in b.rows if k == "piece")
    assert offered == ["Giant Crossbow", "War Cannon"]
    into_view(app, b, "piece", "War Cannon")
    click(app, b.rows[("piece", "War Cannon")].plus)
    row = b.rows[("piece", "War Cannon")]
    assert (row.count.text, row.points.text) == ("1", "80")
    assert b.get_draft().rules == ["fw-artillery"]
    # More gunpowder is now on offer for the gun the army took.
    into_view(app, b, "purchase", "Gunpowder counter")
    click(app, b.rows[("purchase", "Gunpowder counter")].plus)
    assert b.total_label.text == "Total: 585 of 1000 points"
    assert b.problems() == [] and "legal force" in b.problem_pane.text
    app.draw()
    pygame.image.save(app.screen, "/tmp/pieces-builder.png")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    roster = load_roster(user_dirs["data"] / "rosters" / "karak-guns.yaml", load_armies())
    assert [(u.profile, u.hired_from, u.bought) for u in roster.units if u.hired_from] == [
        ("War Cannon", "mercenary", (("gunpowder", 1),))]
    assert roster.rules == ("fw-artillery", "fantasy-warriors")  # the purchase brings the family
    # Taken away again, the rules go with the last piece.
    click(app, b.rows[("purchase", "Gunpowder counter")].minus)
    into_view(app, b, "piece", "War Cannon")
    click(app, b.rows[("piece", "War Cannon")].minus)
    assert b.get_draft().rules == []


def test_armies_builder_offers_each_army_only_its_pieces() -> None:
    armies = load_armies()

    def offered(army: str) -> list[str]:
        d = RosterDraft(armies[army], lists=armies)
        return sorted(p.name for k, p in d.entries() if k == "piece")

    assert offered("empire") == ["Ballista", "Giant Crossbow"]
    assert offered("orcs") == ["Ballista", "Goblin War Giant", "War Giant with Standard"]
    assert offered("chaos") == ["War Mammoth", "War Mammoth with Standard"]
    assert offered("wood_elves") == [] and offered("mercenary") == []


def test_champion_offered_in_the_builder_for_a_dragon_or_giant() -> None:
    armies = load_armies()
    merc = RosterDraft(armies["mercenary"], lists=armies)
    assert "Champion (dragon or giant)" in [p.name for p in merc.purchases()]
    merc.add_pick("unit", "Mercenary Giant")
    assert merc.why_not_add("purchase", "Champion (dragon or giant)") is None
    merc.add_pick("purchase", "Champion (dragon or giant)")
    assert merc.units[0].bought == (("champion", 1),) and merc.pick_points("purchase", "Champion (dragon or giant)") == 10
    assert "Champion (dragon or giant)" not in [p.name for p in RosterDraft(armies["empire"], lists=armies).purchases()]


def test_armies_builder_offers_the_regiments_of_renown_the_allies_table_allows() -> None:
    armies = load_armies()
    d = RosterDraft(armies["empire"], lists=armies)
    offered = [p.name for k, p in d.entries() if k == "renown"]
    # The Empire's row of the table: Ruglud's Orcs and the Birdmen of Catrazza are not for its gold.
    assert "Ricco's Republican Guard" in offered and "Gotrek and Felix" in offered
    assert "Ruglud's Armoured Orcs" not in offered and "Birdmen of Catrazza" not in offered
    d.set_cap(1000)
    for kind, name in [("character", "General"), ("unit", "Halberdiers"), ("unit", "Halberdiers"),
                       ("unit", "Crossbowmen"), ("unit", "Crossbowmen"), ("renown", "Ricco's Republican Guard")]:
        d.add_pick(kind, name)
    assert d.pick_points("renown", "Ricco's Republican Guard") == 75 and d.rules == []
    assert [u.hired_from for u in d.units][-1] == "regiments_of_renown"
    assert d.problems() == []
    d.add_pick("renown", "Gotrek and Felix")
    assert d.problems() == [
        "At most one Regiment of Renown per full 1000 points: a 1000-point army may hire 1, this roster has 2."]
    assert d.remove_pick("renown", "Gotrek and Felix") and d.pick_count("renown", "Gotrek and Felix") == 0


def test_asarnil_comes_on_his_dragon_and_the_builder_names_the_pair_that_will_not_serve_together() -> None:
    armies = load_armies()
    d = RosterDraft(armies["empire"], lists=armies)
    d.set_cap(2000)
    for kind, name in [("character", "General"), *[("unit", "Halberdiers")] * 4, *[("unit", "Crossbowmen")] * 4,
                       ("renown", "Asarnil the Dragonlord")]:
        d.add_pick(kind, name)
    assert d.characters[-1].mount == "Asarnil's Dragon" and d.pick_points("renown", "Asarnil the Dragonlord") == 190
    assert d.problems() == []
    d.add_pick("renown", "Gotrek and Felix")
    assert d.problems() == [
        "Gotrek and Felix will not serve beside Asarnil the Dragonlord: the two are never hired together."]
