"""The fiend on the Orders screen (Fantasy Warriors' power), played by posted events in hot-seat: the Wizard
controls it with the dice picked from the panel, and when an unpaid banishing lets it loose the screen is
handed to the Orcs, who take it with their Shaman."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click

from game.core.fantasy_warriors.fiend import BanishFiend, ControlFiend, TakeFiend
from game.replay.session import Session
from game.ui.battle.handover_screen import HandOverScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.fantasy_warriors.test_fiend import next_orders, summoned  # noqa: E402

HOTSEAT = {"mode": "hotseat"}


def test_fiend_screen_control_buttons_show_their_odds_and_roll_in_the_tray() -> None:
    state = summoned()
    next_orders(state)
    app, scene = open_scene(Session.start(state, scripted=[4, 4], strict_script=True, header=HOTSEAT))
    buttons = scene.panel.buttons
    assert "The fiend does nothing until it is controlled (or banished)." in scene.panel.lines
    assert buttons["control_w_3"].text == "Wizard: control with 3 dice (91 %)"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-fiend-control.png")
    click(app, buttons["control_w_2"])
    assert scene.controller.applied[-1] == ControlFiend("w", 2)
    assert "Wizard: control the fiend" in [r.roll.purpose for r in scene.aids.tray.rolls]
    assert "control_w_2" not in scene.panel.buttons


def test_fiend_screen_loose_fiend_is_offered_to_the_other_player_behind_the_hand_over() -> None:
    state = summoned([6, 6])
    next_orders(state)
    app, scene = open_scene(Session.start(state, scripted=[6, 6], strict_script=True, header=HOTSEAT))
    click(app, scene.panel.buttons["banish_w"])
    assert scene.controller.applied[-1] == BanishFiend("w")
    top = app.top
    assert isinstance(top, HandOverScene)
    click(app, top.ready_button)
    assert "Orcs: a fiend is loose" in scene.panel.lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-fiend-loose.png")
    click(app, scene.panel.buttons["take_os"])
    assert scene.controller.applied[-1] == TakeFiend("os")
    assert scene.controller.state.units["fiend1"].side == 1


def test_haste_button_on_the_orders_screen_marks_the_unit_card() -> None:
    from core.fantasy_warriors.test_power import shooting
    from helpers import char, unit

    from game.ui.battle.cards import unit_card

    state = shooting([unit("Halberdiers", 900, 900, id="h")], [], [char("Wizard", 1000, 920, id="w", joined="h")],
                     [], step="orders")
    app, scene = open_scene(Session.start(state, scripted=[3, 4], strict_script=True, header=HOTSEAT))
    button = scene.panel.buttons["haste_w_2"]
    assert button.text == "Wizard: haste, 15 cm (2D6 power)"
    click(app, button)
    st = scene.controller.state
    assert ("gold", "Counters: hasted") in unit_card(st, "h").lines
    assert "Wizard: haste, 15 cm" in [r.roll.purpose for r in scene.aids.tray.rolls]
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-haste.png")


def test_druid_buttons_on_the_orders_screen_make_a_wood_impassable() -> None:
    from core.fantasy_warriors.test_druid import druid_battle

    from game.core import DruidPower
    from game.ui.battle.cards import character_card

    app, scene = open_scene(Session.start(druid_battle(), scripted=[3, 4], strict_script=True, header=HOTSEAT))
    button = scene.panel.buttons["druid_d_w1_impassable"]
    assert button.text == "Druid: Dark Wood impassable (2D6)"
    click(app, button)
    st = scene.controller.state
    assert scene.controller.applied[-1] == DruidPower("d", "w1", "impassable")
    assert ("gold", "Counters: 13 power · impassable terrain") in character_card(st, "d").lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-druid.png")
