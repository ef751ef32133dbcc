"""Nippon on the battle screen: a Shugenja invokes the Shrine from the Shooting panel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.specials.anti_magic import StrikeAnvil
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402
from test_special_actions import SOLO, click_button  # noqa: E402


def test_the_shooting_panel_offers_the_shrine_and_the_button_invokes_it(artifacts: Path) -> None:
    state = battle(
        [unit("Samurai", 900, 700, id="s"), unit("Ashigaru", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, 560, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Shogun", 1700, 1150, id="g"), char("Shugenja", 900, 800, id="sg", mount="Shrine")],
        [char("Orc General", 100, 40, id="og")],
        armies0="nippon",
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[5], strict_script=True, header=SOLO))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-nippon-shrine.png"))
    click_button(app, scene, "Shugenja: invoke the Shrine")
    assert scene.controller.applied == [StrikeAnvil("sg")]
