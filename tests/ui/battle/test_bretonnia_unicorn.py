"""A Bretonnian Enchantress on a Unicorn is offered its once-a-battle +1 when she casts, under its own name."""

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


def test_the_unicorns_plus_1_is_offered_and_spent(artifacts: Path) -> None:
    state = battle(
        [unit("Men-at-arms", 600, 900, id="ma"), unit("Men-at-arms", 150, 1120, id="ma2")],
        [unit("Orc Warriors", 900, 600, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1700, 1150, id="g"), char("Enchantress", 900, 800, id="en", mount="Unicorn")],
        [char("Orc General", 100, 40, id="og")],
        armies0="bretonnia",
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[3], strict_script=True, header=SOLO))
    cast = next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Enchantress")
    click(app, cast)
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    boon = next(x for x in scene.panel_kit.actions if x.text.startswith("Unicorn's +1"))
    assert boon.text == "Unicorn's +1: kept"
    key(app, pygame.K_2)
    assert tool.spell == "Eerie Mist"
    click(app, next(x for x in scene.panel_kit.actions if x.text.startswith("Unicorn's +1")))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-bretonnia-unicorn.png"))
    assert next(x for x in scene.panel_kit.actions if x.text.startswith("Unicorn's +1")).text == (
        "Unicorn's +1: spent on this roll"
    )
    tool.target = "o"
    assert tool.action() == Cast("en", "Eerie Mist", target="o", war_altar=True)
