"""Pictures of the battle screen for people to look at (tests/artifacts, git-ignored).

Each test plays a little by mouse and keyboard, zooms the table in on the action and saves the frame.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from battle_samples import click_table, command_session, drag, open_scene
from menu_driver import key, pump


def zoom_on(scene, x: float, y: float, factor: float) -> None:  # type: ignore[no-untyped-def]
    """Zoom the table in about (x, y) and bring that point to the middle of the view."""
    cam = scene.camera
    cx, cy = cam.viewport.center
    sx, sy = cam.to_screen(x, y)
    cam.pan(cx - sx, cy - sy)
    cam.zoom_at(factor, cam.viewport.center)
    scene.dirty = True


def test_screenshot_orders_with_the_plan_and_a_ghost(artifacts: Path) -> None:
    session = command_session(dice=[3, 4])
    app, scene = open_scene(session)
    zoom_on(scene, 850, 950, 2.2)
    click_table(app, scene, 860, 1100)  # the General
    click_table(app, scene, 800, 1000)  # Halberdiers
    key(app, pygame.K_p)
    key(app, pygame.K_p)
    click_table(app, scene, 920, 1000)  # Crossbowmen
    key(app, pygame.K_p)
    assert len(scene.orders.plan) == 3
    key(app, pygame.K_RETURN)  # the first order of the plan: 3+4 passes
    drag(app, scene, (800, 1000), (770, 870))
    key(app, pygame.K_e)
    key(app, pygame.K_e)
    pump(app, 1)
    app.draw()
    app.save(artifacts / "battle-orders.png")
    assert "Still planned for General" in scene.panel.lines


def test_screenshot_planner_alone(artifacts: Path) -> None:
    app, scene = open_scene(command_session())
    zoom_on(scene, 650, 980, 2.0)
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 800, 1000)
    key(app, pygame.K_p)
    key(app, pygame.K_p)
    pump(app, 1)
    app.draw()
    app.save(artifacts / "battle-planner.png")


def test_screenshot_charge_preview(artifacts: Path) -> None:
    session = command_session(dice=[2, 2])
    app, scene = open_scene(session)
    click_table(app, scene, 860, 1100)
    click_table(app, scene, 1300, 1000)
    key(app, pygame.K_RETURN)
    zoom_on(scene, 1300, 850, 2.4)
    click_table(app, scene, 1300, 700)
    # Point at open ground so no hover card sits on the preview.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 80), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 1)
    app.draw()
    app.save(artifacts / "battle-charge.png")
    assert scene.moves.target == "u12"


def test_screenshot_characters(artifacts: Path) -> None:
    session = command_session(step="characters")
    app, scene = open_scene(session)
    zoom_on(scene, 450, 950, 1.8)
    drag(app, scene, (400, 1060), (400, 902))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 80), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 1)
    app.draw()
    app.save(artifacts / "battle-characters.png")
    assert scene.characters.offers == ["u4"]
