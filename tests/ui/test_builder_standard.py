"""The army builder's Battle Standard Bearer: offered only once the roster is chosen under the Warhammer 8th
character rules, carried by a Hero (never the General), saved with the roster and gone with the rules."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import pump
from test_builder import open_builder

from game.data import load_armies, load_roster

WH8 = ("rules", "Warhammer 8th characters")
BSB = ("standard", "Battle Standard Bearer")


def test_battle_standard_bearer_switch_for_a_hero_under_warhammer8_only(user_dirs: dict[str, Path]) -> None:
    app, b = open_builder()
    assert WH8 in b.rows and BSB not in b.rows
    assert b.rows[WH8].count.text == "0"
    b.add("rules", WH8[1])
    # The rules bring the upgrade's row; with no Hero yet it says who may carry it.
    assert b.rows[WH8].count.text == "1" and not b.rows[WH8].plus.is_enabled
    row = b.rows[BSB]
    assert not row.plus.is_enabled and "Needs a Hero" in row.plus.tool_tip_text
    b.get_draft().set_name("Standard of Altdorf")
    picks = [("character", "General"), ("character", "Hero")] + [("unit", "Halberdiers")] * 4 + [("unit", "Crossbowmen")] * 4
    for kind, name in picks:
        b.add(kind, name)
    assert b.rows[BSB].plus.is_enabled
    b.add(*BSB)
    row = b.rows[BSB]
    assert row.count.text == "1" and row.limit_label.text == "carried by Hero" and row.points.text == ""
    assert not row.plus.is_enabled and "at most one Battle Standard" in row.plus.tool_tip_text
    assert [c.battle_standard for c in b.get_draft().characters] == [False, True]
    assert b.problems() == []
    # The rows are at the foot of the table: scrolled to it for the picture.
    bar = next(el for el in app.ui.get_sprite_group().sprites() if type(el).__name__ == "UIVerticalScrollBar")
    bar.set_scroll_from_start_percentage(1.0)
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27last-builder-bsb.png")
    b.save()
    pump(app, 2)
    roster = load_roster(user_dirs["data"] / "rosters" / "standard-of-altdorf.yaml", load_armies())
    assert roster.rules == ("warhammer8-characters",)
    assert [(c.profile, c.battle_standard) for c in roster.characters] == [("General", False), ("Hero", True)]
    # Switching the rules off takes the upgrade away with its row.
    b.remove("rules", WH8[1])
    assert BSB not in b.rows and not any(c.battle_standard for c in b.get_draft().characters)
    assert b.get_draft().rules == []
