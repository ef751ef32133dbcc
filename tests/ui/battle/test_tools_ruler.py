"""The ruler: hold R and drag between two pieces for the edge-to-edge distance, between bare points for the
straight one; 2, 3 and 6 toggle rings while R is held; letting go of R clears it; panning still works and
the step's own tool never sees the drag."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame
from battle_samples import centre, key_down, key_up, motion, open_scene, press, release, screen_of
from menu_driver import pump

from game.core import board
from game.replay.session import Session
from game.ui.battle.ruler import RING_COLOURS

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def two_units() -> Session:
    """The Empire's Orders step: Crossbowmen facing Orc Warriors 25 cm away, edge to edge."""
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1"), unit("Halberdiers", 500, 900, 0, id="h1")],
        [unit("Orc Warriors", 900, 530, 180, id="o1")],
        [char("General", 600, 1050, id="c1")],
        [char("Orc General", 900, 200, id="c11")],
        step="orders",
    )
    return Session.start(state, scripted=[], strict_script=True, header=SOLO)


def drag_with_r(app, scene, a, b, steps: int = 4) -> None:  # type: ignore[no-untyped-def]
    """Hold R, press at table point a, move to b and let go of the button (R stays held)."""
    key_down(pygame.K_r)
    pa, pb = screen_of(scene, *a), screen_of(scene, *b)
    press(pa)
    for k in range(1, steps + 1):
        motion((round(pa[0] + (pb[0] - pa[0]) * k / steps), round(pa[1] + (pb[1] - pa[1]) * k / steps)), (1, 0, 0))
    release(pb)
    pump(app, 2)


def near_colour(surface: pygame.Surface, pos: tuple[int, int], colour: tuple[int, int, int], r: int = 3) -> bool:
    return any(
        surface.get_at((pos[0] + dx, pos[1] + dy))[:3] == colour for dx in range(-r, r + 1) for dy in range(-r, r + 1)
    )


def test_two_pieces_measure_edge_to_edge_and_nothing_else_happens(artifacts: Path) -> None:
    session = two_units()
    app, scene = open_scene(session)
    drag_with_r(app, scene, centre(session.state, "x1"), centre(session.state, "o1"))
    reading = scene.ruler.reading()
    assert reading is not None
    assert reading.words == "25.0 cm edge to edge"
    # The line runs between the two front edges, not the centres.
    assert reading.a[1] == 790 and reading.b[1] == 540
    # The orders tool never saw the press: no character or unit was picked, nothing was done.
    assert scene.orders.character is None and scene.controller.applied == []
    key_down(pygame.K_3)
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-ruler.png"))
    key_up(pygame.K_r)
    pump(app, 2)
    assert scene.ruler.reading() is None and not scene.ruler.held


def test_bare_points_measure_straight_and_a_piece_from_its_edge() -> None:
    session = two_units()
    app, scene = open_scene(session)
    drag_with_r(app, scene, (1300, 300), (1300, 700))
    # The pointer lands on whole pixels (about 1.7 mm each at fit): the reading is of the points it hit.
    a, b = (scene.camera.to_table(*screen_of(scene, 1300, y)) for y in (300, 700))
    assert scene.ruler.reading().words == f"{math.dist(a, b) / 10:.1f} cm"  # type: ignore[union-attr]
    assert abs(math.dist(a, b) - 400) < 4
    key_up(pygame.K_r)
    pump(app, 1)
    drag_with_r(app, scene, centre(session.state, "x1"), (900, 1000))
    r = scene.ruler.reading()
    assert r is not None and math.dist(r.b, (900, 1000)) < 3
    # From the unit's front edge (y 810) to the point hit: 19 cm, give or take the pixel it landed on.
    assert r.a[1] == 810 and r.words == f"{math.dist(r.a, r.b) / 10:.1f} cm from the edge"


def test_rings_come_and_go_with_2_3_6_and_with_r() -> None:
    session = two_units()
    app, scene = open_scene(session)
    drag_with_r(app, scene, centre(session.state, "x1"), centre(session.state, "x1"))
    # 20 cm out from the Crossbowmen's left edge (x 840), level with the unit.
    on_ring = screen_of(scene, 640, 800)
    app.draw()
    assert not near_colour(app.screen, on_ring, RING_COLOURS[200])
    for k in (pygame.K_2, pygame.K_6):
        key_down(k)
        key_up(k)
    pump(app, 2)
    assert scene.ruler.rings == {200, 600}
    app.draw()
    assert near_colour(app.screen, on_ring, RING_COLOURS[200])
    key_down(pygame.K_2)
    pump(app, 2)
    assert scene.ruler.rings == {600}
    app.draw()
    assert not near_colour(app.screen, on_ring, RING_COLOURS[200])
    key_down(pygame.K_2)
    key_up(pygame.K_r)
    pump(app, 2)
    assert scene.ruler.rings == set()
    app.draw()
    assert not near_colour(app.screen, on_ring, RING_COLOURS[200])


def test_keys_2_and_3_without_r_are_left_to_the_step() -> None:
    session = two_units()
    app, scene = open_scene(session)
    key_down(pygame.K_3)
    pump(app, 2)
    assert scene.ruler.rings == set()


def test_right_drag_still_pans_while_r_is_held() -> None:
    session = two_units()
    app, scene = open_scene(session)
    # Zoomed in, so there is room to pan.
    pos = screen_of(scene, 900, 600)
    motion(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_x=0.0, precise_y=3.0, flipped=False))
    pump(app, 2)
    before = scene.camera.key()
    key_down(pygame.K_r)
    press(pos, button=3)
    motion((pos[0] + 120, pos[1] + 40), (0, 0, 1))
    release((pos[0] + 120, pos[1] + 40), button=3)
    pump(app, 2)
    assert scene.camera.key() != before
    assert scene.ruler.held and scene.ruler.reading() is None


def test_a_character_measures_from_its_base_and_a_screen_opened_over_the_battle_lets_go_of_r() -> None:
    session = two_units()
    app, scene = open_scene(session)
    general = session.state.characters["c1"]
    drag_with_r(app, scene, (general.x, general.y), centre(session.state, "x1"))
    reading = scene.ruler.reading()
    assert reading is not None and reading.how == "edge to edge"
    assert reading.words == f"{board.table(session.state).owner_distance('c1', 'x1') / 10:.1f} cm edge to edge"
    # Esc opens the pause menu while R is down; R comes up there: back in the battle, no ruler is left on.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, 2)
    assert app.top is not scene
    assert not scene.ruler.held and scene.ruler.reading() is None
