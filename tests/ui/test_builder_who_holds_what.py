"""The builder says which character holds which upgrade: beside the table, every character the force has taken,
with his mount or upgrades and the magic item he carries, so two Goblin Heroes are told apart."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import pump
from test_builder_pieces import open_builder

from game.ui.builder_scene import BuilderScene


def shown(b: BuilderScene) -> list[str]:
    """The lines of the "Your characters" list, as drawn."""
    assert b.holder_pane is not None
    return b.holder_pane.text.splitlines()


def test_builder_each_character_shows_what_he_holds(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder("goblins")
    assert shown(b) == ["None yet: add a General under Characters."]
    b.add("character", "Goblin Warboss")
    b.add("character", "Goblin Hero")
    b.add("character", "Goblin Hero")
    b.add("mount", "Wolf Chariot")
    b.add("mount", "Wyvern")
    b.add("item", "Crown of Command")
    b.add("item", "Sword of Might")
    # The chariot went to the Warboss, the Wyvern to the first Hero; the player hands the Sword to the second.
    b.move_item("Sword of Might", "c2")
    assert shown(b) == [
        "Goblin Warboss", "mount: Wolf Chariot · magic item: Crown of Command",
        "Goblin Hero (1)", "mount: Wyvern · no magic item",
        "Goblin Hero (2)", "on foot · magic item: Sword of Might",
    ]
    # The Sword's carrier list names the Heroes as the list does.
    assert ("Goblin Hero (2)", "c2") in b.get_draft().item_carriers("Sword of Might")
    # Taking the Wyvern away shows at once, without rebuilding the screen.
    pane = b.holder_pane
    b.remove("mount", "Wyvern")
    assert b.holder_pane is pane and shown(b)[3] == "on foot · no magic item"
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/art-builder-goblins.png")


def test_builder_a_daemon_overlord_shows_his_upgrades(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder("daemons")
    b.add("character", "Daemon Overlord")
    for name in ("Wizard powers", "Daemonic Wings"):
        b.add("mount", name)
    b.add("item", "Wand of Power")
    assert shown(b) == ["Daemon Overlord", "upgrades: Daemonic Wings, Wizard powers · magic item: Wand of Power"]
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/art-builder-daemons.png")
