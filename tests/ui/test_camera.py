"""The view transform: table mm <-> screen px, zoom about the pointer, pan, fit, resize."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui.camera import FIT_MARGIN_PX, MIN_ZOOM, Camera

W, H = 1800, 1200


def cam(size: tuple[int, int] = (1600, 966), top: int = 34) -> Camera:
    return Camera(W, H, (0, top, size[0], size[1]))


@given(
    x=st.floats(-200, 2000),
    y=st.floats(-200, 1400),
    zooms=st.lists(st.floats(0.5, 2.0), max_size=4),
    pan=st.tuples(st.floats(-500, 500), st.floats(-500, 500)),
)
def test_mm_to_px_to_mm_round_trips(x: float, y: float, zooms: list[float], pan: tuple[float, float]) -> None:
    c = cam()
    for z in zooms:
        c.zoom_at(z, (400.0, 300.0))
    c.pan(*pan)
    bx, by = c.to_table(*c.to_screen(x, y))
    assert bx == pytest.approx(x, abs=1e-6)
    assert by == pytest.approx(y, abs=1e-6)


@given(
    px=st.floats(100, 1500),
    py=st.floats(120, 950),
    factor=st.floats(1.01, 3.0),
)
def test_zooming_in_keeps_the_point_under_the_cursor(px: float, py: float, factor: float) -> None:
    c = cam()
    before = c.to_table(px, py)
    c.zoom_at(factor, (px, py))
    after = c.to_table(px, py)
    assert after[0] == pytest.approx(before[0], abs=1e-6)
    assert after[1] == pytest.approx(before[1], abs=1e-6)
    assert not c.fitted


def test_zooming_out_from_a_zoomed_view_keeps_the_point_under_the_cursor() -> None:
    c = cam()
    c.zoom_at(4.0, (800.0, 500.0))
    before = c.to_table(700.0, 450.0)
    c.zoom_at(1 / 1.5, (700.0, 450.0))
    assert c.to_table(700.0, 450.0) == pytest.approx(before)


def test_zoom_is_limited_both_ways() -> None:
    c = cam()
    for _ in range(100):
        c.zoom_at(0.5, (800.0, 500.0))
    assert c.zoom == pytest.approx(MIN_ZOOM)
    for _ in range(100):
        c.zoom_at(2.0, (800.0, 500.0))
    assert c.scale == pytest.approx(12.0)


def test_fit_letterboxes_a_wide_window_left_and_right() -> None:
    c = cam((2000, 800), top=0)
    r = c.table_rect()
    # Height is the limit: the table fills it (less the margin) and sits in the middle of the width.
    assert r.height == pytest.approx(800 - 2 * FIT_MARGIN_PX)
    assert r.width == pytest.approx(r.height * W / H)
    assert r.left == pytest.approx(2000 - r.right)
    assert r.left > FIT_MARGIN_PX
    assert r.top == pytest.approx(FIT_MARGIN_PX)


def test_fit_letterboxes_a_tall_window_top_and_bottom() -> None:
    c = cam((700, 1400), top=40)
    r = c.table_rect()
    assert r.width == pytest.approx(700 - 2 * FIT_MARGIN_PX)
    assert r.height == pytest.approx(r.width * H / W)
    assert r.top - 40 == pytest.approx(1440 - r.bottom)
    assert r.left == pytest.approx(FIT_MARGIN_PX)


def test_pan_moves_by_pixels_and_fit_restores() -> None:
    c = cam()
    fitted = c.key()
    c.zoom_at(2.0, (800.0, 500.0))
    x0, y0 = c.to_screen(900, 600)
    c.pan(35, -20)
    x1, y1 = c.to_screen(900, 600)
    assert (x1 - x0, y1 - y0) == pytest.approx((35, -20))
    c.fit()
    assert c.key() == pytest.approx(fitted)
    assert c.fitted


def test_the_table_cannot_be_panned_out_of_sight() -> None:
    c = cam()
    c.zoom_at(3.0, (800.0, 500.0))
    c.pan(100000, 100000)
    cx, cy = c.to_table(*c.viewport.center)
    assert 0 <= cx <= W and 0 <= cy <= H
    assert c.table_rect().colliderect(c.viewport)


def test_resize_refits_a_fitted_view() -> None:
    c = cam()
    c.resize((0, 34, 900, 700))
    assert c.fitted
    r = c.table_rect()
    assert r.width == pytest.approx(900 - 2 * FIT_MARGIN_PX)
    assert r.centery == pytest.approx(34 + 350)


def test_resize_keeps_the_centre_and_zoom_of_a_zoomed_view() -> None:
    c = cam()
    c.zoom_at(2.5, (600.0, 400.0))
    centre = c.to_table(*c.viewport.center)
    zoom = c.zoom
    c.resize((0, 34, 1000, 900))
    assert c.to_table(*c.viewport.center) == pytest.approx(centre)
    assert c.zoom == pytest.approx(zoom)


def test_visible_area_is_the_whole_table_when_fitted() -> None:
    a = cam().visible_table_area()
    assert (a.x, a.y, a.width, a.height) == pytest.approx((0, 0, W, H))
