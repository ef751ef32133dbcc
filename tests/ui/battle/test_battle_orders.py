"""The Command phase by mouse: choosing who orders whom, the planner's numbers, and giving the order."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, key_down, key_up, open_scene
from menu_driver import click, key, pump

from game.core import PendingMove, odds
from game.core.command.actions import InitiativeCharge, Order
from game.core.command.penalties import order_target
from game.ui.battle.planner import percent


def test_a_character_and_a_unit_show_what_the_order_needs_and_its_chance() -> None:
    app, scene = open_scene(command_session())
    st = scene.controller.state
    click_table(app, scene, 860, 1100)  # the General
    click_table(app, scene, 1300, 1000)  # the Knights, 41 cm away
    assert scene.orders.character == "c1" and scene.orders.group == ["u3"]
    tgt = order_target(st, st.characters["c1"], [st.units["u3"]])
    assert tgt.target == 7 and [m.label for m in tgt.modifiers] == ["distance 40.5 cm"]
    lines = scene.panel.lines
    assert "Order Knights (1st order)" in lines
    assert "General's Command: 9" in lines
    assert "Distance 40.5 cm: -2" in lines
    assert f"Needs on two dice: {tgt.target} or less" in lines
    assert f"Chance this order passes: {percent(odds.order_passes(tgt.target))}" in lines
    assert "Chance this order passes: 58 %" in lines
    # The modifier names the rule it comes from, in the rulebook's words.
    assert any(line.startswith("Distance: -1 for each full 20 cm") for line in lines)
    # Nothing has been applied: looking costs nothing.
    assert scene.controller.applied == []


def test_the_plan_chains_orders_and_shows_the_whole_chance_and_the_blunder_risk() -> None:
    app, scene = open_scene(command_session())
    st = scene.controller.state
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 400, 900)  # the Swordsmen in front of him
    for _ in range(3):
        key(app, pygame.K_p)  # the same unit: 1st, 2nd and 3rd order
    plan = scene.orders.evaluation()
    assert plan is not None
    assert [r.nth for r in plan.rows] == [1, 2, 3]
    assert plan.targets == [8, 7, 6]  # Command 8, then -1 and -2 for the 2nd and 3rd order
    lines = scene.panel.lines
    assert f"1. Swordsmen (1st order): 8 · {percent(odds.order_passes(8))}" in lines
    assert f"2. Swordsmen (2nd order): 7 · {percent(odds.order_passes(7))}" in lines
    assert f"3. Swordsmen (3rd order): 6 · {percent(odds.order_passes(6))}" in lines
    chain = odds.chain_passes([8, 7, 6])
    assert f"All 3 pass: {percent(chain)}" in lines and percent(chain) == "18 %"
    assert f"Risk of a blunder (a double six): {percent(odds.chain_blunders([8, 7, 6]))}" in lines
    # A fourth order is refused by the planner before any die is thrown.
    key(app, pygame.K_p)
    assert scene.orders.evaluation().rows[3].problems  # type: ignore[union-attr]
    key(app, pygame.K_BACKSPACE)
    assert scene.orders.plan == []
    assert st is scene.controller.state


def test_shift_click_makes_a_brigade_of_touching_units() -> None:
    app, scene = open_scene(command_session())
    click_table(app, scene, 860, 1100)
    click_table(app, scene, 800, 1000)  # Halberdiers
    key_down(pygame.K_LSHIFT)
    pump(app, 1)
    click_table(app, scene, 920, 1000)  # Crossbowmen, touching them
    key_up(pygame.K_LSHIFT)
    pump(app, 1)
    assert scene.orders.group == ["u1", "u2"]
    assert "Order brigade: Halberdiers, Crossbowmen (1st order)" in scene.panel.lines
    assert scene.panel.buttons["give"].is_enabled


def test_enter_gives_the_order_with_the_dice_of_the_script() -> None:
    session = command_session(dice=[3, 4])
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)
    click_table(app, scene, 800, 1000)
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Order("c1", ("u1",))]
    assert session.records[-1].dice == [3, 4]
    assert session.state.command.pending == PendingMove(("u1",), "order", "c1")
    # The move tool takes over, and "Next step" says why it must wait.
    assert scene.tool() is scene.moves
    assert not scene.next_button.is_enabled
    assert "Halberdiers must move, charge or hold first" in scene.next_button.tool_tip_text


def test_a_refused_order_says_why_and_changes_nothing() -> None:
    session = command_session()
    app, scene = open_scene(session)
    click_table(app, scene, 400, 1060)  # the Hero: 60 cm of reach
    click_table(app, scene, 1300, 1000)  # the Knights, far beyond it
    give = scene.panel.buttons["give"]
    assert not give.is_enabled
    assert "Knights is 85.1 cm away; heroes order within 60 cm" in give.tool_tip_text
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == []


def test_an_order_through_the_panel_button() -> None:
    session = command_session(dice=[1, 1])
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)
    click_table(app, scene, 1300, 1000)
    button = scene.panel.buttons["give"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    pump(app, 3)
    assert scene.controller.applied == [Order("c1", ("u3",))]


def test_initiative_candidates_are_outlined_with_their_choices() -> None:
    session = command_session(boars_at=850)
    st = session.state
    assert st.step == "initiative"
    app, scene = open_scene(session)
    inits = scene.orders.initiative_actions()
    assert {a.unit for a in inits} == {"u3"}
    assert "Initiative" in scene.panel.lines
    click_table(app, scene, 1300, 1000)  # the Knights: their charge is previewed
    assert scene.orders.reactor == "u3"
    charge = next(b for b in scene.panel_kit.actions if b.text == "Charge Boar Riders")
    assert "Knights charges Boar Riders on its initiative" in charge.tool_tip_text
    # The evade has its section (its ghost, its distance), not a second button among the charges.
    assert "evade" in scene.panel.buttons
    assert not [b.text for b in scene.panel_kit.actions if b.text.startswith("Knights evades Boar Riders")]
    click(app, charge)
    assert scene.controller.applied == [InitiativeCharge("u3", "u12")]
    assert st.units["u3"].engaged and st.units["u3"].initiative_moved


def test_a_unit_clicked_first_lists_who_could_order_it_and_at_what_chance() -> None:
    app, scene = open_scene(command_session())
    click_table(app, scene, 800, 1000)  # Halberdiers, no character chosen yet
    assert scene.orders.character is None
    labels = [b.text for b in scene.panel_kit.actions]
    assert f"General: needs 9 · {percent(odds.order_passes(9))}" in labels
    assert f"Hero: needs 7 · {percent(odds.order_passes(7))}" in labels
    click(app, next(b for b in scene.panel_kit.actions if b.text.startswith("Hero: needs 7")))
    assert scene.orders.character == "c2" and scene.orders.group == ["u1"]
    assert "Needs on two dice: 7 or less" in scene.panel.lines
