"""Ninth Age characters on the Shooting screen: a lone Orc Hero closest to the Crossbowmen is their target,
with his own save in the panel; a click on him aims, Enter shoots and he is slain by the scripted dice."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, open_scene
from menu_driver import key

from game.core.modules import compose
from game.core.shooting.actions import Shoot
from game.replay.session import Session
from game.ui.battle.shoot_tool import ShootTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _session(dice: list[int]) -> Session:
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1")],
        [unit("Orc Warriors", 900, 560, 180, id="o1"), unit("Orc Warriors", 1500, 300, 180, id="o2")],
        [char("General", 900, 1000, id="c1")],
        [char("Orc General", 300, 200, id="c11"), char("Orc Hero", 900, 680, id="h")],
        step="shoot",
        ruleset=compose(["ninth-age-characters"]),
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def test_lone_characters_on_screen_the_closest_lone_hero_is_the_target_and_is_shot() -> None:
    session = _session([4, 5, 6, 5, 1, 4])
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, ShootTool)
    assert tool.options()["x1"] == (["h"], False)
    assert "Crossbowmen: at Orc Hero" in scene.panel.lines
    click_table(app, scene, *centre(session.state, "x1"))
    shot = tool.shot()
    assert shot is not None and (shot.target, shot.dice, shot.save) == ("h", 3, 5)
    assert "Against Orc Hero in the open: 4+" in scene.panel.lines
    assert "Orc Hero saves on 5+: 5+" in scene.panel.lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27lone-shoot-hero.png")
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Shoot("x1", "h")]
    assert not session.state.characters["h"].alive
