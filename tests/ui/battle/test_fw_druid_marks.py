"""Terrain a druid's power holds is marked on the table in the power's colour, and the mark goes with it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click

from game.replay.session import Session
from game.ui.battle.druid_marks import COLOURS

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.fantasy_warriors.test_druid import druid_battle  # noqa: E402

HOTSEAT = {"mode": "hotseat"}


def _corner(app: object, scene: object) -> tuple[int, int, int]:
    x, y = scene.camera.to_screen(800, 500)  # the Dark Wood's first corner, where its outline starts
    return tuple(app.screen.get_at((round(x), round(y))))[:3]


def test_druid_marks_an_impassable_wood_on_the_table_until_the_power_ends() -> None:
    app, scene = open_scene(Session.start(druid_battle(), scripted=[3, 4], strict_script=True, header=HOTSEAT))
    app.draw()
    assert _corner(app, scene) != COLOURS["impassable"]
    click(app, scene.panel.buttons["druid_d_w1_impassable"])
    app.draw()
    assert _corner(app, scene) == COLOURS["impassable"]
    pygame.image.save(app.screen, "/tmp/i29ind-druid-mark.png")
    st = scene.controller.state
    st.characters["d"].alive = False  # the druid dies: the power and its mark end
    st.invalidate()
    from game.core.dice import ScriptedDice
    from game.core.fantasy_warriors.druid import after_action

    after_action(st, ScriptedDice([]))
    scene.view._board = None
    app.draw()
    assert _corner(app, scene) != COLOURS["impassable"]
