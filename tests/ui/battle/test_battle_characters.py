"""The Characters sub-phase by mouse: the reach ring, dragging a character, and joining a unit."""

from __future__ import annotations

import pygame
from battle_samples import command_session, drag, open_scene
from menu_driver import key

from game.core.command.actions import MoveCharacter
from game.ui.battle import overlays
from game.ui.battle.characters import moves_distance


def characters_step():  # type: ignore[no-untyped-def]
    session = command_session(step="characters")
    assert session.state.step == "characters"
    app, scene = open_scene(session)
    assert scene.tool() is scene.characters
    return session, app, scene


def test_dropping_a_character_on_a_friendly_unit_offers_to_join_it() -> None:
    session, app, scene = characters_step()
    st = session.state
    drag(app, scene, (400, 1060), (400, 902))  # the Hero, dropped on the Swordsmen
    tool = scene.characters
    assert tool.character == "c2"
    # Settled on the nearest free spot touching the unit, and offered to join it.
    assert tool.pose is not None and tool.pose[1] > 910
    assert tool.offers == ["u4"]
    assert "Move and join Swordsmen" in [b.text.split("  (")[0] for b in scene.panel.buttons.values()]
    assert scene.controller.applied == []
    key(app, pygame.K_j)
    x, y, f = tool.pose if tool.pose else (0, 0, 0)
    applied = scene.controller.applied[-1]
    assert isinstance(applied, MoveCharacter)
    assert applied.character == "c2" and applied.join == "u4"
    assert st.characters["c2"].joined == "u4" and st.characters["c2"].moved


def test_a_character_dragged_beyond_its_ring_stops_at_the_ring() -> None:
    session, app, scene = characters_step()
    tool = scene.characters
    app.settings.confirm_commit = True
    drag(app, scene, (400, 1060), (400, 400))  # 66 cm: heroes move 60
    assert tool.reach() == 600
    # The ghost stops on the straight line of the drag at the furthest point its move reaches: legal.
    assert tool.pose is not None and abs(tool.pose[0] - 400) <= 3
    assert 595 <= moves_distance(session.state, "c2", tool.pose) <= 600
    assert not tool.verdict()
    key(app, pygame.K_RETURN)
    applied = scene.controller.applied[-1]
    assert isinstance(applied, MoveCharacter) and applied.join == "" and abs(applied.y - (1060 - 600)) <= 6


def test_a_plain_move_is_committed_on_release_without_confirmation() -> None:
    session, app, scene = characters_step()
    app.settings.confirm_commit = False
    drag(app, scene, (860, 1100), (1000, 1100))  # the General, to open ground
    applied = scene.controller.applied[-1]
    assert isinstance(applied, MoveCharacter) and applied.character == "c1"
    assert abs(session.state.characters["c1"].x - 1000) <= 3
    # Each character moves once: the General is no longer offered.
    assert "c1" not in scene.characters.able()


def test_the_ring_shows_the_reach_on_the_table() -> None:
    session, app, scene = characters_step()
    drag(app, scene, (400, 1060), (420, 1000), release_at_end=False)
    assert scene.characters.dragging
    app.draw()
    c = session.state.characters["c2"]
    sx, sy = scene.camera.to_screen(c.x, c.y - 600)
    r, g, b, _ = app.screen.get_at((round(sx), round(sy)))
    assert (r, g, b) == overlays.RANGE
