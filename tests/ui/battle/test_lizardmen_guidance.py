"""A Skink Hero near the Slann is offered the Divine Guidance on the Orders panel, and the order then counts it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump

from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_divine_guidance_is_offered_and_taken(artifacts: Path) -> None:
    state = battle(
        [unit("Skinks", 900, 880, id="sk"), unit("Saurus", 150, 1120, id="sa")],
        [unit("Orc Warriors", 900, 300, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Slann Mage", 900, 1060, id="slann"), char("Skink Hero", 900, 960, id="sh", name="Chakax"),
         char("Skink Hero", 300, 960, id="far", name="Oxyotl")],
        [char("Orc General", 100, 40, id="og")],
        armies0="lizardmen",
        step="orders",
    )
    app, scene = open_scene(Session.start(state, scripted=[], strict_script=True, header=SOLO))
    texts = [x.text for x in scene.panel_kit.actions]
    # Only the Skink Hero within 20 cm of the Slann is offered it; the Slann, who gives no orders, is not listed.
    assert "Chakax: Divine Guidance" in texts and "Oxyotl: Divine Guidance" not in texts
    assert "Chakax · Cmd 8" in texts and not any(t.startswith("Slann Mage") for t in texts)
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Chakax: Divine Guidance"))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-lizardmen-guidance.png"))
    st = scene.controller.state
    assert st.characters["sh"].flags.get("divine_guidance")
    assert "Chakax: Divine Guidance" not in [x.text for x in scene.panel_kit.actions]
