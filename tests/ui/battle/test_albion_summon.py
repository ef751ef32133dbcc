"""Summon Fenbeast by mouse: the Druid's spell is laid on a spot of the table clicked within range, the panel says
the beast will rise there facing the nearest enemy, and Enter casts it."""

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


def test_summon_fenbeast_rises_at_the_spot_clicked_facing_the_nearest_enemy(artifacts: Path) -> None:
    state = battle(
        [unit("Warriors", 300, 1000, id="w"), unit("Warriors", 150, 1120, id="w2")],
        [unit("Orc Warriors", 900, 500, 180, id="o"), unit("Orc Warriors", 300, 300, 180, id="far")],
        [char("General", 1700, 1150, id="g"), char("Druid", 900, 1000, id="d")],
        [char("Orc General", 100, 40, id="og")],
        armies0="albion",
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[6], strict_script=True, header=SOLO))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Druid"))
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    key(app, pygame.K_4)
    assert tool.spell == "Summon Fenbeast"
    # Too far first: the tool says why.
    click_table(app, scene, 900, 500 + 100)
    assert _status(tool)[0][0] == "bad"
    click_table(app, scene, 900, 800)
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-albion-summon.png"))
    assert _status(tool) == [("good", "✓ It rises at the spot picked, facing the nearest enemy")]
    key(app, pygame.K_RETURN, passes=3)
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-albion-summoned.png"))
    st = scene.controller.state
    (beast,) = [u for u in st.units.values() if u.profile == "Fenbeast"]
    # Where the click landed, to the screen's pixel.
    ((x, y, facing),) = [s.pose for s in beast.stands]
    assert abs(x - 900) <= 3 and abs(y - 800) <= 3 and facing == 0
