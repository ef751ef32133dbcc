"""The evade preview of the Initiative step: a ghost at the furthest distance allowed, changed by the wheel, the slider or
the keys, green or red with the rules' reason, and V to evade that far."""

from __future__ import annotations

import pygame
import pygame_gui
from battle_samples import click_table, command_session, open_scene, screen_of
from menu_driver import key, pump

from game.core.command.actions import Evade
from game.core.command.initiative import evade_poses
from game.ui.battle.evade_tool import EvadeTool


def picked_knights():  # type: ignore[no-untyped-def]
    """The Knights, 11 cm from the Boar Riders, picked in the Initiative step."""
    session = command_session(boars_at=850)
    app, scene = open_scene(session)
    click_table(app, scene, 1300, 1000)
    tool = scene.tool()
    assert isinstance(tool, EvadeTool) and scene.orders.reactor == "u3"
    return session, app, scene, tool


def test_the_evade_is_shown_as_a_ghost_at_the_furthest_distance_allowed() -> None:
    session, app, scene, tool = picked_knights()
    st = session.state
    a = tool.action()
    # Straight back a full 30 cm would take the Knights off the table: the ghost starts at the furthest
    # evade the rules allow (18 cm here), green, not at a full pace the player must shorten.
    assert a == Evade("u3", "u12", 180)
    assert tool.ghost_poses() == evade_poses(st, st.units["u3"], "u12", 180)
    assert tool.status()[0] == ("good", "✓ 18 cm of 30 cm: this evade is allowed")
    # The orders tool's panel is still there, with the evade part under it.
    assert "Initiative" in scene.panel.lines
    assert "Evade: Knights away from Boar Riders" in scene.panel.lines
    # One centimetre further is red, with the rules' reason.
    key(app, pygame.K_EQUALS)
    assert tool.action().distance == 190
    assert tool.status()[0] == ("bad", "✗ 19 cm of 30 cm: " + tool.verdict()[0][:1].upper() + tool.verdict()[0][1:])
    assert "leave the table" in tool.verdict()[0]


def test_the_wheel_over_the_unit_and_the_keys_shorten_it_and_v_evades() -> None:
    session, app, scene, tool = picked_knights()
    start = tool.action().distance
    assert start == 180
    pos = screen_of(scene, 1300, 1000)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0))
    pump(app, 2)
    assert tool.action().distance == start - 20
    key(app, pygame.K_MINUS)
    assert tool.action().distance == start - 30
    key(app, pygame.K_EQUALS)
    assert tool.action().distance == start - 20
    assert tool.slider is not None and tool.slider.get_current_value() == (start - 20) // 10
    # Longer than the table allows (28 cm): red, and V does nothing.
    for _ in range(12):
        key(app, pygame.K_EQUALS, passes=1)
    assert tool.action().distance == 280
    assert tool.status()[0][0] == "bad" and not scene.panel.buttons["evade"].is_enabled
    key(app, pygame.K_v)
    assert scene.controller.applied == []
    for _ in range(13):
        key(app, pygame.K_MINUS, passes=1)
    assert tool.action().distance == 150 and tool.verdict() == [] and tool.status()[0][0] == "good"
    assert scene.panel.buttons["evade"].is_enabled
    key(app, pygame.K_v)
    assert scene.controller.applied == [Evade("u3", "u12", 150)]
    assert session.state.units["u3"].stands[0].pose == (1280, 1150, 0)


def test_the_slider_sets_the_distance() -> None:
    session, app, scene, tool = picked_knights()
    assert tool.slider is not None
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=tool.slider, value=12, ui_object_id="")
    )
    pump(app, 1)
    assert tool.action().distance == 120
