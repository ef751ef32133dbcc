"""Mirage by mouse: the Wizard's illusion is laid on a spot clicked within range, its look picked from the list, and
once cast it stands on the table faded and edged in pale dashes, so a player tells it from real troops."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import click_table, open_scene
from menu_driver import click, key, pump

from game.replay.session import Session
from game.ui.battle.magic_panel import _status
from game.ui.battle.magic_tool import MagicTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_a_mirage_is_placed_by_mouse_and_drawn_as_an_illusion(artifacts: Path) -> None:
    state = battle(
        [unit("Knights", 700, 950, id="k"), unit("Spearmen", 150, 1120, id="s"), unit("Spearmen", 350, 1120, id="s2")],
        [unit("Boar Riders", 900, 480, 180, id="b"), unit("Orc Warriors", 300, 300, 180, id="far")],
        [char("General", 1700, 1150, id="g"), char("Wizard", 900, 900, id="w")],
        [char("Orc General", 100, 40, id="og")],
        armies0="araby",
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[4], strict_script=True, header=SOLO))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Wizard"))
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    key(app, pygame.K_2)
    assert tool.spell == "Mirage"
    # Too near the Boar Riders first: the tool says why.
    click_table(app, scene, 900, 650)
    assert _status(tool)[0][0] == "bad" and "20 cm" in _status(tool)[0][1]
    click_table(app, scene, 900, 750)
    assert tool.looks_like() == "Elephants"
    pump(app, 2)
    key(app, pygame.K_k)
    assert tool.looks_like() == "Knights"
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-araby-mirage-aim.png"))
    assert _status(tool) == [("good", "✓ A Mirage of Knights stands there, facing the nearest enemy")]
    key(app, pygame.K_RETURN, passes=3)
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-araby-mirage.png"))
    st = scene.controller.state
    (ghost,) = [u for u in st.live_units(0) if u.flags.get("mirage")]
    x, y, _ = ghost.stands[1].pose
    assert ghost.name == "Mirage of Knights" and abs(x - 900) <= 3 and abs(y - 750) <= 3
