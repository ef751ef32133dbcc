"""At "fit" zoom the whole table, both its edges and the characters standing on them are in sight and clickable.

Saves tests/artifacts/battle-fit-edges-100/150/200.png.

The strip of controls along the bottom of the table view (the scale bar and the keys line) used to lie
over the player's own table edge, where deployment puts characters: the General could be neither seen
nor clicked.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from battle_samples import click_table, open_scene
from menu_driver import key
from ui_samples import ARMIES

from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.ui import palette
from game.ui.picking import Target


def edge_session() -> Session:
    """Both sides' characters right on their own table edges (1 cm in), as a deployment may leave them."""
    blue = SideSetup(
        army="blue",
        name="The Empire",
        units=(UnitPlacement("Halberdiers", 900, 1100, 0, id="u1"),),
        characters=(
            CharacterPlacement("General", 60, 1190, 0, id="c1"),
            CharacterPlacement("Hero", 1740, 1190, 0, id="c2"),
            CharacterPlacement("Wizard", 900, 1190, 0, id="c3"),
        ),
    )
    red = SideSetup(
        army="red",
        name="The Orcs",
        units=(UnitPlacement("Orc Warriors", 900, 100, 180, id="u11"),),
        characters=(CharacterPlacement("Warboss", 900, 10, 180, id="c11"),),
    )
    spec = ScenarioSpec(name="Edges", sides=(blue, red), first_side=0, turn_limit=4)
    session = Session.start(new_game(spec, ARMIES), scripted=[], header={"mode": "solo", "ai": {"1": "random"}})
    session.apply(Start())
    return session


@pytest.mark.parametrize("percent", [100, 150, 200])
def test_fit_shows_both_table_edges_clear_of_every_strip(percent: int, artifacts: Path) -> None:
    session = edge_session()
    from game.ui.settings import Settings, save

    save(Settings(ui_scale=percent))
    app, scene = open_scene(session)
    key(app, pygame.K_f)
    app.draw()
    cam, lay = scene.camera, scene.lay
    assert lay is not None and scene.view is not None
    table = cam.table_rect()
    area = pygame.FRect(lay.table)
    # The table lies wholly inside the table area: under the header, above the dice and log strip.
    assert area.contains(table), (table, area)
    st = scene.controller.state
    for cid in ("c1", "c2", "c3", "c11"):
        c = st.characters[cid]
        sx, sy = cam.to_screen(c.x, c.y)
        assert area.collidepoint(sx, sy)
        # What is drawn where the character stands is the character, not a dark tab of controls.
        assert tuple(app.screen.get_at((round(sx), round(sy))))[:3] != palette.HEADER_BG, f"{c.name} is hidden"
    app.save(artifacts / f"battle-fit-edges-{percent}.png")
    covers = scene.view.covers
    assert len(covers) == 2, "the scale bar and the keys line are drawn"
    for cover in covers:
        assert not pygame.FRect(cover).colliderect(table), f"{cover} hides part of the table {table}"


def test_the_general_on_the_edge_can_be_clicked_at_fit() -> None:
    app, scene = open_scene(edge_session())
    key(app, pygame.K_f)
    general = scene.controller.state.characters["c1"]
    click_table(app, scene, general.x, general.y)
    assert scene.selected == Target("character", "c1")
