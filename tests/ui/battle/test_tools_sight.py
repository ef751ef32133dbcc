"""The line-of-sight check: hold L, click a unit, then what it looks at; the answer names what blocks the view,
on the table and at the top of the side panel, and stays until Esc or a click."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, key_down, key_up, open_scene
from menu_driver import key, pump

from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, terrain, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def lines_of_sight(wood: bool = False) -> Session:
    """Crossbowmen with Orc Warriors right in front, Boar Riders (narrower) behind them, Goblins to one side
    with (if ``wood``) a wood between."""
    pieces = [terrain("w1", "wood", [(1150, 600), (1450, 600), (1450, 700), (1150, 700)])] if wood else []
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1"), unit("Crossbowmen", 1300, 800, 0, id="x2")],
        [
            unit("Orc Warriors", 900, 700, 180, id="o1"),
            unit("Boar Riders", 900, 500, 180, id="b1"),
            unit("Goblins", 1300, 450, 180, id="g1"),
        ],
        [char("General", 600, 1050, id="c1")],
        [char("Orc General", 600, 200, id="c11")],
        terrain_pieces=pieces,
        step="orders",
    )
    return Session.start(state, scripted=[], strict_script=True, header=SOLO)


def ask(app, scene, observer: str, target: str) -> None:  # type: ignore[no-untyped-def]
    st = scene.controller.state
    key_down(pygame.K_l)
    pump(app, 1)
    where = centre(st, observer) if observer in st.units else (st.characters[observer].x, st.characters[observer].y)
    click_table(app, scene, *where)
    at = centre(st, target) if target in st.units else (st.characters[target].x, st.characters[target].y)
    click_table(app, scene, *at)


def test_a_unit_in_the_way_is_named_on_the_table_and_in_the_panel(artifacts: Path) -> None:
    session = lines_of_sight()
    app, scene = open_scene(session)
    ask(app, scene, "x1", "b1")
    words = "Crossbowmen cannot see Boar Riders: blocked by Orc Warriors"
    assert scene.sight.current().words == words  # type: ignore[union-attr]
    pump(app, 2)
    assert words in scene.panel.lines
    # Nothing was ordered or picked by the clicks.
    assert scene.orders.character is None and scene.controller.applied == []
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-sight.png"))
    # Letting go of L keeps the answer; Esc clears it (and does not open the pause menu).
    key_up(pygame.K_l)
    pump(app, 2)
    assert words in scene.panel.lines
    key(app, pygame.K_ESCAPE)
    assert scene.sight.current() is None and app.top is scene
    assert words not in scene.panel.lines


def test_a_clear_view_and_a_character_as_the_target() -> None:
    session = lines_of_sight()
    app, scene = open_scene(session)
    ask(app, scene, "x1", "o1")
    assert scene.sight.current().words == "Crossbowmen can see Orc Warriors"  # type: ignore[union-attr]
    click_table(app, scene, *centre(session.state, "x1"))
    ask(app, scene, "x1", "c11")
    assert scene.sight.current().words.startswith("Crossbowmen can")  # type: ignore[union-attr]


def test_a_wood_is_named_by_its_kind() -> None:
    session = lines_of_sight(wood=True)
    app, scene = open_scene(session)
    ask(app, scene, "x2", "g1")
    assert scene.sight.current().words == "Crossbowmen cannot see Goblins: blocked by the wood"  # type: ignore[union-attr]
    # A click on the table without L clears the answer and selects as usual.
    key_up(pygame.K_l)
    click_table(app, scene, 1700, 1100)
    assert scene.sight.current() is None


def test_a_character_cannot_be_the_one_looking() -> None:
    session = lines_of_sight()
    app, scene = open_scene(session)
    ask(app, scene, "c1", "o1")
    assert scene.sight.current() is None
    # The second click started the question from the Orc Warriors instead.
    assert scene.sight.observer == "o1"
    pump(app, 2)
    assert any("Looking from Orc Warriors" in line for line in scene.panel.lines)
