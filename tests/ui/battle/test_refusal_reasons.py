"""Every option the panel does not offer says why, in the rules' words, naming what is in the way."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, key_down, key_up, open_scene
from menu_driver import key, pump
from ui_samples import ARMIES

from game.core.command.actions import Evade
from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.state import TerrainSpec
from game.core.turn import Start
from game.replay.session import Session


def stream_session(dice: list[int] | None = None) -> Session:
    """The Knights 15 cm from the Boar Riders with a stream between: they may evade, not charge."""
    blue = SideSetup(
        army="blue",
        name="The Empire",
        units=(UnitPlacement("Knights", 1300, 1000, 0, id="u3"), UnitPlacement("Halberdiers", 600, 1000, 0, id="u1")),
        characters=(CharacterPlacement("General", 600, 1100, 0, id="c1", round_base=True),),
    )
    red = SideSetup(
        army="red",
        name="The Orcs",
        units=(UnitPlacement("Boar Riders", 1300, 850, 180, id="u12"),),
        characters=(CharacterPlacement("Warboss", 800, 300, 180, id="c11"),),
    )
    stream = TerrainSpec(id="t1", kind="river", points=((1200, 900), (1400, 900), (1400, 950), (1200, 950)), name="Stream")
    spec = ScenarioSpec(name="Stream", sides=(blue, red), first_side=0, turn_limit=4, terrain=(stream,))
    session = Session.start(
        new_game(spec, ARMIES), scripted=list(dice or []), strict_script=True, header={"mode": "solo", "ai": {"1": "random"}}
    )
    session.apply(Start())
    return session


def gold(scene) -> list[str]:  # type: ignore[no-untyped-def]
    assert scene.panel is not None
    return [k for k, b in scene.panel.buttons.items() if "#primary" in b.object_ids]


def test_a_unit_offered_only_an_evade_says_why_it_may_not_charge() -> None:
    session = stream_session()
    assert session.state.step == "initiative"
    app, scene = open_scene(session)
    click_table(app, scene, 1300, 1000)  # the Knights
    offered = scene.orders.initiative_actions()
    assert offered and all(isinstance(a, Evade) for a in offered)
    lines = scene.panel.lines
    assert (
        "No charge on Boar Riders (initiative charge): The Knights cannot reach Boar Riders: "
        "it would end in Stream (river), where cavalry may not go" in lines
    )
    # With no charge to make, the evade is the panel's one default.
    assert gold(scene) == ["evade"]


def test_a_unit_with_no_initiative_says_why() -> None:
    app, scene = open_scene(stream_session())
    click_table(app, scene, 600, 1000)  # the Halberdiers, nothing near them
    assert "No initiative for Halberdiers: No enemy unit Halberdiers can see is within 20 cm" in scene.panel.lines


def test_a_brigade_of_units_that_do_not_touch_is_refused_with_the_reason_before_any_odds() -> None:
    app, scene = open_scene(command_session())
    click_table(app, scene, 860, 1100)  # the General
    click_table(app, scene, 800, 1000)  # the Halberdiers
    key_down(pygame.K_LSHIFT)
    pump(app, 1)
    click_table(app, scene, 400, 900)  # the Swordsmen, 28 cm away: not touching
    key_up(pygame.K_LSHIFT)
    pump(app, 1)
    # Not taken into the brigade: the order stays the Halberdiers', with its chance.
    assert scene.orders.group == ["u1"]
    lines = scene.panel.lines
    assert (
        "Swordsmen cannot join the brigade: Swordsmen does not touch Halberdiers: brigaded units must have been "
        "touching as one body when the Orders sub-phase began" in lines
    )
    assert not any("cannot ·" in line or ": cannot" in line for line in lines)
    assert scene.panel.buttons["give"].is_enabled


def test_a_charge_refused_after_an_order_says_what_is_in_the_way() -> None:
    session = stream_session(dice=[1, 2])
    app, scene = open_scene(session)
    click_table(app, scene, 600, 1100)  # the General
    click_table(app, scene, 1300, 1000)  # the Knights
    key(app, pygame.K_RETURN)  # ordered: 3 passes
    assert session.state.command.pending is not None
    click_table(app, scene, 1300, 850)  # the Boar Riders, across the stream
    status = [w for _, w in scene.moves.status()]
    assert status[0] == (
        "✗ No charge on Boar Riders: the Knights cannot reach Boar Riders: "
        "it would end in Stream (river), where cavalry may not go"
    )
    assert not scene.panel.buttons["charge"].is_enabled
    assert "Stream (river)" in scene.panel.buttons["charge"].tool_tip_text


def test_a_character_who_cannot_order_the_unit_picked_says_why_on_the_panel() -> None:
    app, scene = open_scene(command_session())
    click_table(app, scene, 1300, 1000)  # the Knights first, no character yet
    labels = [b.text for b in scene.panel_kit.actions]
    assert "Hero: cannot" in labels
    # Not only in a tooltip: the reason is a line of the panel.
    assert "Knights is 85.1 cm away; heroes order within 60 cm" in scene.panel.lines


def test_the_units_a_character_cannot_order_are_listed_with_why() -> None:
    from battle_samples import command_state

    st = command_state()
    st.units["u4"].confused = True  # the Swordsmen, confused from the turn before
    session = Session.start(st, scripted=[], strict_script=True, header={"mode": "hotseat"})
    session.apply(Start())
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)  # the General
    lines = scene.panel.lines
    assert "3 units can take an order from General." in lines
    assert "Swordsmen is confused and cannot be ordered" in lines
