"""A ghost pulled past the move's reach stops at its furthest point; "Move here" follows the verdict."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, drag, open_scene
from menu_driver import key

from game.core.command.actions import Move, Order
from game.ui.battle import overlays


def ordered_halberdiers(dice: list[int]):  # type: ignore[no-untyped-def]
    session = command_session(dice=dice)
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)  # the General
    click_table(app, scene, 800, 1000)  # the Halberdiers
    key(app, pygame.K_RETURN)
    return session, app, scene


def test_a_ghost_dragged_20_4_cm_for_a_20_cm_move_stops_at_20_cm_and_can_be_made() -> None:
    session, app, scene = ordered_halberdiers([3, 4])
    tool = scene.moves
    assert tool.limit() == 200
    drag(app, scene, (800, 1000), (800, 796))  # 20.4 cm straight ahead
    reasons, travel = tool.verdict()
    assert reasons == [] and tool.colour == overlays.LEGAL
    # Stopped on the way, not refused: as far as the rules let it go, and no further.
    assert 195 <= max(travel) <= 200.6
    assert all(p[1] <= 1000 - 195 for p in tool.ghost_poses()[0])
    assert scene.panel.buttons["move"].is_enabled
    ghost = tuple(tool.ghost_poses()[0])
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Move(("u1",), (ghost,))
    assert session.state.command.pending is None


def test_move_here_is_disabled_with_the_reason_while_the_ghost_is_illegal() -> None:
    session, app, scene = ordered_halberdiers([3, 4])
    tool = scene.moves
    drag(app, scene, (800, 1000), (800, 900))  # 10 cm ahead: allowed
    button = scene.panel.buttons["move"]
    assert button.is_enabled
    # Drag it again, onto the Crossbowmen beside them, and keep holding: the button follows at once.
    drag(app, scene, (800, 900), (920, 1000), release_at_end=False)
    reasons, _ = tool.verdict()
    assert reasons and tool.colour == overlays.ILLEGAL
    button = scene.panel.buttons["move"]
    assert not button.is_enabled
    assert ("Not allowed: " + reasons[0]) in button.tool_tip_text
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Order("c1", ("u1",))]
