"""A Chaos Sorcerer's Rage of Chaos is rolled a die at a time from the battle screen, then stopped."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump

from game.core.magic.actions import Cast
from game.core.specials.chaos import RAGE, RageDie
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_rage_of_chaos_buttons_roll_another_die_then_stop(artifacts: Path) -> None:
    state = battle(
        [unit("Chaos Warriors", 900, 700, id="cw"), unit("Chaos Marauders", 150, 1120, id="m")],
        [unit("Halberdiers", 900, 680, 180, id="h"), unit("Halberdiers", 1650, 80, 180, id="hs")],
        [char("General", 1700, 1150, id="g"), char("Sorcerer", 900, 900, id="so")],
        [char("General", 100, 40, id="eg")],
        armies0="chaos",
        armies1="empire",
        step="shoot",
    )
    state.units["cw"].engaged = state.units["h"].engaged = True
    act(state, Cast("so", "Rage of Chaos", target="cw"), [5, 2])
    app, scene = open_scene(Session.start(state, scripted=[5], strict_script=True, header=SOLO))
    roll = next(x for x in scene.panel_kit.actions if x.text.startswith("Roll another die"))
    assert roll.text == "Roll another die (2 left)"
    click(app, roll)
    assert scene.controller.applied[-1] == RageDie("cw")
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-chaos-rage.png"))
    stop = next(x for x in scene.panel_kit.actions if x.text.startswith("Stop here"))
    assert stop.text == "Stop here: +7 Attacks"
    click(app, stop)
    assert scene.controller.state.units["cw"].flags[RAGE] == 7
