"""Fury of the Forest by mouse: the Spell Weaver's spell is laid on a wood by clicking inside it, the panel names the
enemy units within 10 cm of it, and Enter casts it."""

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
from helpers import battle, char, terrain, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
WOOD = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Athel Loren")


def test_fury_of_the_forest_is_laid_on_a_wood_clicked_and_strikes_the_orcs_beside_it(artifacts: Path) -> None:
    state = battle(
        [unit("Glade Guard", 300, 1000, id="gg"), unit("Glade Guard", 150, 1120, id="gg2")],
        [unit("Orc Warriors", 900, 560, 180, id="near"), unit("Orc Warriors", 300, 300, 180, id="far")],
        [char("General", 1700, 1150, id="g"), char("Spell Weaver", 900, 1000, id="sw")],
        [char("Orc General", 100, 40, id="og")],
        armies0="wood_elves",
        step="shoot",
        terrain_pieces=[WOOD],
    )
    app, scene = open_scene(Session.start(state, scripted=[6, 4, 4, 4, 1, 1, 1], strict_script=True, header=SOLO))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Spell Weaver"))
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    key(app, pygame.K_4)
    assert tool.spell == "Fury of the Forest"
    click_table(app, scene, 1000, 700)
    assert tool.target == "wood"
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-wood-elf-fury.png"))
    # The panel's live lines, as the player reads them beside the Cast button.
    assert _status(tool) == [("good", "✓ On Athel Loren"), ("", "Within 10 cm of it: Orc Warriors")]
    key(app, pygame.K_RETURN, passes=3)
    st = scene.controller.state
    assert len(st.units["near"].stands) == 2 and st.units["far"].hits == 0
