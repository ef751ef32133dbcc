"""The Dark Elves' cruel masters on the side panel: after a Hero's double six the player spares him (the General
drops a level) or has him executed, and nothing else is offered until he does."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump

from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

from game.core import Order  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _blundered():
    state = battle(
        [unit("Spearmen", 900, 880, id="c"), unit("Spearmen", 150, 1120, id="r")],
        [unit("Orc Warriors", 900, 500, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1100, 960, id="gen", name="Malkhar"), char("Hero", 900, 960, id="h", name="Kaldor")],
        [char("Orc General", 100, 40, id="og")],
        armies0="dark_elves",
        step="orders",
    )
    act(state, Order("h", ("c",)), [6, 6, 4])
    return state


def _texts(scene) -> list[str]:
    return [x.text for x in scene.panel_kit.actions]


def test_the_blunderer_waits_for_judgement_and_is_spared(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_blundered(), scripted=[], strict_script=True, header=SOLO))
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dark-elves-cruel-masters.png"))
    assert {"Spare him: Command 9", "Execute him"} <= set(_texts(scene))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Spare him: Command 9"))
    pump(app, 2)
    st = scene.controller.state
    assert st.characters["gen"].flags.get("command_lost") == 1 and st.characters["h"].alive
    assert "Execute him" not in _texts(scene)


def test_the_blunderer_is_executed(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_blundered(), scripted=[], strict_script=True, header=SOLO))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Execute him"))
    pump(app, 2)
    st = scene.controller.state
    assert not st.characters["h"].alive and not st.characters["gen"].flags.get("command_lost")
