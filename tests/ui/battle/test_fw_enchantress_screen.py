"""The Amazon enchantress on the Shooting screen: her counters on her card, a button for each unit she may
enchant with its chance, and the roll with its table line in the dice tray."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click

from game.core.fantasy_warriors.enchantress import Enchant
from game.replay.session import Session
from game.ui.battle.cards import character_card, unit_card
from game.ui.picking import Target

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.fantasy_warriors.test_enchantress import enchanting  # noqa: E402

HOTSEAT = {"mode": "hotseat"}


def test_enchantress_screen_button_rolls_in_the_tray_and_her_card_counts_the_counters() -> None:
    app, scene = open_scene(Session.start(enchanting(), scripted=[1], strict_script=True, header=HOTSEAT))
    assert "Enchantress: 6 enchantment counters, instead of a spell" in scene.panel.lines
    button = scene.panel.buttons["enchant_e_o"]
    assert button.text == "Enchant Orc Warriors: 83 %"
    click(app, button)
    st = scene.controller.state
    assert scene.controller.applied[-1] == Enchant("e", "o")
    assert "Orc Warriors: quality against Enchantress's enchantment" in [r.roll.purpose for r in scene.aids.tray.rolls]
    assert ("gold", "Counters: 5 enchantments left · holds 1 unit") in character_card(st, "e").lines
    assert ("gold", "Counters: enchanted by Enchantress") in unit_card(st, "o").lines
    her = st.characters["e"]
    scene.view.pointer = tuple(int(v) for v in scene.camera.to_screen(her.x, her.y))
    scene.view._update_hover()
    assert scene.view.hover == Target("character", "e")
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29ind-enchantress.png")


def test_enchantress_screen_orcs_hero_touching_the_enchanted_unit_frees_it_from_the_orders_panel() -> None:
    from core.fantasy_warriors.test_enchantress import to_side_orders
    from helpers import act

    from game.core.fantasy_warriors.enchanted import FreeEnchanted

    state = enchanting()
    act(state, Enchant("e", "o"), [1])
    to_side_orders(state, 1)
    state.characters["oh"].joined = "o"
    state.invalidate()
    app, scene = open_scene(Session.start(state, scripted=[3, 4], strict_script=True, header=HOTSEAT))
    button = scene.panel.buttons["free_oh_o"]
    assert button.text == "Orc Hero: free Orc Warriors from the spell"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29ind-free.png")
    click(app, button)
    assert scene.controller.applied[-1] == FreeEnchanted("oh", "o")
    assert "Orc Hero tries to free Orc Warriors" in [r.roll.purpose for r in scene.aids.tray.rolls]
    assert ("gold", "Counters: enchanted by Enchantress") not in unit_card(scene.controller.state, "o").lines
