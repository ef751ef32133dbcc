"""The Banner of Fortune asks its player on the battle screen: after a poor roll of the unit's attacks the side
panel shows the dice and offers to roll them all again or keep them; the answer is clicked. (Keeping the roll is
tested with the rules, tests/core/items/test_banner_of_fortune.py.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core import UseItem, items_kept
from game.core.shooting import Shoot
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402
from test_special_actions import SOLO, click_button  # noqa: E402


def _volley(dice: list[int]) -> Session:
    state = battle(
        [unit("Crossbowmen", 900, 700, id="x", item="Banner of Fortune"), unit("Halberdiers", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, 560, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1700, 1150, id="g")],
        [char("Orc General", 100, 40, id="og")],
        step="shoot",
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def _texts(scene) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.text for b in scene.panel.buttons.values()]


def test_a_missed_volley_asks_to_roll_again_and_the_click_rolls_it(artifacts: Path) -> None:
    # Three misses; then the three dice again, all hitting, and the Orcs' three failed saves.
    app, scene = open_scene(_volley([1, 2, 3, 4, 5, 6, 1, 1, 1]))
    scene.act(Shoot("x", "o"))
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-fortune.png"))
    assert {"Roll all 3 again", "Keep 0 hits"} <= set(_texts(scene))
    # While the banner waits nothing else is offered: the Halberdiers' and the Crossbowmen's shots are not.
    assert not any(t.startswith("Shoot") for t in _texts(scene))
    click_button(app, scene, "Roll all 3 again")
    assert scene.controller.applied[-1] == UseItem("x", "banner_of_fortune")
    assert len(scene.controller.state.units["o"].stands) == 2 and items_kept(scene.controller.state).held is None
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-fortune-after.png"))
