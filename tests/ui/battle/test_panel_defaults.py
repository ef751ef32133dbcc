"""One default (gold) action a panel, and the panel's heading and button always name the same unit."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, open_scene
from menu_driver import click, key

from game.core.command.actions import InitiativeCharge, Order


def gold(scene) -> list[str]:  # type: ignore[no-untyped-def]
    return [k for k, b in scene.panel.buttons.items() if "#primary" in b.object_ids]


def test_initiative_orders_and_evade_share_one_gold_button_the_charge() -> None:
    session = command_session(dice=[3, 4], boars_at=850)  # the Boar Riders 11 cm from the Knights
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)  # the General first, as a player about to give orders would
    click_table(app, scene, 1300, 1000)  # then the Knights, who may charge or evade on their initiative
    assert scene.orders.reactor == "u3"
    buttons = scene.panel.buttons
    assert "evade" in buttons and "give" in buttons
    # One default, and it is the charge: the evade and the order are there, but plain.
    assert gold(scene) == ["init0"]
    assert buttons["init0"].text == "Charge Boar Riders"
    assert "Knights charges Boar Riders on its initiative" in buttons["init0"].tool_tip_text
    # The order is offered in a line, not a second planner under the initiative.
    assert not any(line.startswith("Needs on two dice") for line in scene.panel.lines)
    key(app, pygame.K_RETURN)  # Enter still gives the order (the charge is a click)
    assert scene.controller.applied == [Order("c1", ("u3",))]


def test_the_charge_button_makes_the_charge() -> None:
    app, scene = open_scene(command_session(boars_at=850))
    click_table(app, scene, 1300, 1000)
    assert gold(scene) == ["init0"]
    click(app, scene.panel.buttons["init0"])
    assert scene.controller.applied == [InitiativeCharge("u3", "u12")]


def test_after_p_and_another_unit_the_heading_and_the_button_name_the_same_unit() -> None:
    app, scene = open_scene(command_session(dice=[2, 2]))
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 400, 900)  # the Swordsmen
    key(app, pygame.K_p)  # planned
    click_table(app, scene, 800, 1000)  # the Halberdiers, not planned
    lines = scene.panel.lines
    heading = next(line for line in lines if line.startswith("Order ") and "order)" in line)
    button = scene.panel.buttons["give"].text
    assert heading == "Order Halberdiers (1st order)"
    assert button == "Give the order: Halberdiers"
    assert gold(scene) == ["give"]
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Order("c2", ("u1",))]
    # The Swordsmen stay planned for after the Halberdiers' move.
    assert scene.orders.plan == [("u4",)]


def test_a_panel_asked_for_two_gold_buttons_draws_only_the_first_gold() -> None:
    from game.ui.battle.panel import Panel

    app, scene = open_scene(command_session())
    panel = Panel(scene.panel.rect, scene.m, scene.panel_kit)
    panel.button("a", "First", lambda: None, primary=True)
    panel.button("b", "Second", lambda: None, primary=True)
    assert panel.default == "a"
    assert "#primary" in panel.buttons["a"].object_ids and "#primary" not in panel.buttons["b"].object_ids
    # A default that cannot be pressed is grey, not gold: then a later enabled one is the gold one.
    panel = Panel(scene.panel.rect, scene.m, scene.panel_kit)
    panel.button("c", "Not now", lambda: None, primary=True, enabled=False)
    panel.button("d", "This instead", lambda: None, primary=True)
    panel.button("e", "And not this", lambda: None, primary=True)
    assert panel.default == "d"
    assert "#primary" not in panel.buttons["e"].object_ids


def test_a_long_unit_name_shortens_the_order_button_rather_than_cut_it() -> None:
    session = command_session(dice=[2, 2])
    session.state.units["u1"].name = "Reikland Halberdiers"
    app, scene = open_scene(session)
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 800, 1000)  # the Halberdiers, by their long name
    give = scene.panel.buttons["give"]
    # "Give the order: Reikland Halberdiers" would not fit the panel: the button keeps the name whole.
    assert give.text == "Order Reikland Halberdiers"
    assert give.full_label == "Give the order: Reikland Halberdiers"
