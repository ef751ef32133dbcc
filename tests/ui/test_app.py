"""The window headless: posted events zoom, pan, fit, hover and quit; screenshots show the right things."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_samples import sample_state

from game.ui import palette, run
from game.ui.app import App
from game.ui.hud import HEADER_H
from game.ui.picking import Target
from game.ui.shapes import local_to_table
from game.ui.table_view import TableView

SIZE = (1600, 1000)


def motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def wheel(y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def button(kind: int, pos: tuple[int, int], b: int) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=b))


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def screen_of(app: App, x: float, y: float) -> tuple[int, int]:
    sx, sy = app.view.camera.to_screen(x, y)
    return (round(sx), round(sy))


def test_window_is_titled_with_the_scenario() -> None:
    App(sample_state(), SIZE)
    assert pygame.display.get_caption()[0] == "Warhost — Every terrain"
    assert pygame.display.get_surface().get_size() == SIZE


def test_wheel_zooms_about_the_pointer() -> None:
    app = App(sample_state(), SIZE)
    app.tick(force=True)
    cam = app.view.camera
    scale0 = cam.scale
    pointer = (500, 400)
    under = cam.to_table(*pointer)
    motion(pointer)
    wheel(2)
    app.tick()
    assert cam.scale == pytest.approx(scale0 * 1.15**2)
    assert cam.to_table(*pointer) == pytest.approx(under)
    wheel(-1)
    app.tick()
    assert cam.scale == pytest.approx(scale0 * 1.15)


@pytest.mark.parametrize("b", [2, 3])
def test_right_or_middle_drag_pans(b: int) -> None:
    app = App(sample_state(), SIZE)
    cam = app.view.camera
    cam.zoom_at(2.0, (800.0, 500.0))
    before = cam.to_screen(900, 600)
    button(pygame.MOUSEBUTTONDOWN, (700, 500), b)
    motion((730, 480))
    motion((760, 470))
    button(pygame.MOUSEBUTTONUP, (760, 470), b)
    motion((800, 400))  # after the release the pointer moves freely again
    app.tick()
    after = cam.to_screen(900, 600)
    assert (after[0] - before[0], after[1] - before[1]) == pytest.approx((60, -30))


def test_left_drag_does_not_pan() -> None:
    app = App(sample_state(), SIZE)
    key0 = app.view.camera.key()
    button(pygame.MOUSEBUTTONDOWN, (700, 500), 1)
    motion((760, 470))
    button(pygame.MOUSEBUTTONUP, (760, 470), 1)
    app.tick()
    assert app.view.camera.key() == key0


def test_keys_pan_and_f_fits() -> None:
    app = App(sample_state(), SIZE)
    cam = app.view.camera
    fitted = cam.key()
    wheel(3)
    motion((800, 500))
    app.tick()
    x0, y0 = cam.to_screen(900, 600)
    key(pygame.K_LEFT)
    key(pygame.K_w)
    app.tick()
    x1, y1 = cam.to_screen(900, 600)
    assert x1 > x0 and y1 > y0
    key(pygame.K_f)
    app.tick()
    assert cam.key() == pytest.approx(fitted)
    key(pygame.K_RIGHT)
    key(pygame.K_HOME)
    app.tick()
    assert cam.fitted


def test_escape_quits_before_anything_is_drawn(tmp_path: Path) -> None:
    pygame.display.init()
    key(pygame.K_ESCAPE)
    shot = tmp_path / "never.png"
    # Opening the window keeps queued events, so the Escape posted here is the first thing run() sees.
    assert run(sample_state(), screenshot=shot, frames=1000, size=SIZE) == 0
    assert not shot.exists()


def test_closing_the_window_quits() -> None:
    app = App(sample_state(), SIZE)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.tick() is False
    assert not app.running


def test_idle_loop_waits_instead_of_redrawing() -> None:
    app = App(sample_state(), SIZE)
    assert app.tick(block=True) is True  # the first frame
    assert app.tick(block=True) is False  # nothing changed: no redraw
    motion((5, 5))  # over the header: no hover target, nothing to redraw
    assert app.tick(block=True) is False
    wheel(1)
    assert app.tick(block=True) is True


def test_hovering_a_stand_shows_its_card() -> None:
    state = sample_state()
    app = App(state, SIZE)
    app.tick(force=True)
    s = state.units["u11"].stands[1]
    pos = screen_of(app, s.x, s.y)
    motion(pos)
    assert app.tick() is True
    assert app.view.hover == Target("unit", "u11")
    # The card sits below-right of the pointer on parchment.
    assert tuple(app.screen.get_at((pos[0] + 30, pos[1] + 30)))[:3] == palette.CARD_BG
    c = state.characters["c2"]
    motion(screen_of(app, c.x, c.y))
    app.tick()
    assert app.view.hover == Target("character", "c2")
    motion((5, 5))
    app.tick()
    assert app.view.hover is None


def test_resize_refits_the_table_without_a_new_window() -> None:
    view = TableView(sample_state(), SIZE)
    view.resize((900, 700))
    cam = view.camera
    assert cam.viewport.size == (900, 700 - HEADER_H)
    r = cam.table_rect()
    assert r.width <= 900 and r.height <= 700 - HEADER_H
    assert view.dirty


def test_panning_reuses_the_terrain_layer_and_zooming_repaints_it() -> None:
    app = App(sample_state(), SIZE)
    app.tick(force=True)
    layer = app.view.terrain
    assert layer.repaints == 1
    key(pygame.K_LEFT)
    app.tick()
    assert layer.repaints == 1
    wheel(1)
    app.tick()
    assert layer.repaints == 2


def _family(rgb: tuple[int, int, int], side: int) -> bool:
    r, g, b = rgb
    return b > r + 40 and b > g if side == 0 else r > b + 40 and r > g + 40


def test_screenshot_shows_the_sides_in_their_colours_and_the_wood(tmp_path: Path) -> None:
    state = sample_state()
    shot = tmp_path / "shot.png"
    assert run(state, screenshot=shot, size=SIZE) == 0
    img = pygame.image.load(str(shot))
    assert img.get_size() == SIZE
    view = TableView(state, SIZE)  # same window size, so the same view transform as the run
    cam = view.camera

    def px(x: float, y: float) -> tuple[int, int, int]:
        sx, sy = cam.to_screen(x, y)
        return tuple(img.get_at((round(sx), round(sy))))[:3]

    for uid in ("u1", "u2", "u3", "u11", "u12", "u13"):
        u = state.units[uid]
        w, d = state.unit_profile(u).base_mm
        for st in u.stands:
            # A point on the base away from the glyph and the front strip.
            (
                x,
                y,
            ) = local_to_table(st.x, st.y, st.facing, [(w * 0.32, -d * 0.3)])[0]
            assert _family(px(x, y), u.side), (uid, px(x, y))
    wood = {palette.TERRAIN["wood"][k] for k in ("fill", "tree", "tree_light", "shade")}
    for x, y in ((300, 380), (260, 420), (380, 330)):
        assert px(x, y) in wood
    # The felt is green, outside the table is the dark background.
    r, g, b = px(1000, 1000)
    assert g > r and g > b
    assert tuple(img.get_at((3, 500)))[:3] == palette.BACKGROUND


def test_screenshot_after_frames(tmp_path: Path) -> None:
    shot = tmp_path / "later.png"
    assert run(sample_state(), screenshot=str(shot), frames=3, size=(800, 600)) == 0
    assert pygame.image.load(str(shot)).get_size() == (800, 600)
