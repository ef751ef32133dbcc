"""A High Elf Mage casts a spell that needs no target (Storm of Stone) from the battle screen."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, key, pump

from game.core.magic.actions import Cast
from game.replay.session import Session
from game.ui.battle.magic_tool import MagicTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_storm_of_stone_is_cast_without_picking_a_target(artifacts: Path) -> None:
    state = battle(
        [unit("Spearmen", 600, 900, id="sp"), unit("Spearmen", 150, 1120, id="sp2")],
        [unit("Orc Warriors", 900, 600, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1700, 1150, id="g"), char("Wizard", 900, 800, id="m")],
        [char("Orc General", 100, 40, id="og")],
        armies0="high_elves",
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[6, 1, 1, 1], strict_script=True, header=SOLO))
    wizard = next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Wizard")
    click(app, wizard)
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    key(app, pygame.K_1)
    assert tool.spell == "Storm of Stone"
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-high-elves-storm-of-stone.png"))
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Cast("m", "Storm of Stone")
