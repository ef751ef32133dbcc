"""Drawing geometry: base corners, clipping strokes to terrain, strip axes, labels, picking."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from ui_samples import sample_state

from game.ui.glyphs import dots, stripes, unit_labels
from game.ui.picking import Target, in_base, pick
from game.ui.shapes import clip_line, hatch, main_axis, point_in_polygon, rect_corners, scatter

SQUARE = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
U_SHAPE = [(0.0, 0.0), (30.0, 0.0), (30.0, 30.0), (20.0, 30.0), (20.0, 10.0), (10.0, 10.0), (10.0, 30.0), (0.0, 30.0)]


def test_front_edge_faces_the_facing() -> None:
    # Facing 0 is north (towards y = 0): the front edge of a 40 x 20 base is its top edge.
    fl, fr, rr, rl = rect_corners(100, 100, 0, 40, 20)
    assert fl == pytest.approx((80, 90)) and fr == pytest.approx((120, 90))
    assert rr == pytest.approx((120, 110)) and rl == pytest.approx((80, 110))
    # Facing 90 is east: the front edge is on the right, 20 mm deep cavalry base 40 mm long.
    fl, fr, _, _ = rect_corners(100, 100, 90, 20, 40)
    assert fl[0] == pytest.approx(120) and fr[0] == pytest.approx(120)
    assert sorted([fl[1], fr[1]]) == pytest.approx([90, 110])


def test_clip_line_cuts_to_a_square_and_through_a_concave_shape() -> None:
    assert clip_line((-50, 50), (150, 50), SQUARE) == [((0.0, 50.0), (100.0, 50.0))]
    assert clip_line((200, 0), (300, 0), SQUARE) == []
    pieces = clip_line((-5, 20), (35, 20), U_SHAPE)
    assert pieces == [((0.0, 20.0), (10.0, 20.0)), ((20.0, 20.0), (30.0, 20.0))]


def test_a_stroke_along_an_edge_does_not_leak_out() -> None:
    ford = [(360.0, 565.0), (440.0, 565.0), (440.0, 625.0), (360.0, 625.0)]
    for a, b in hatch(ford, 90.0, 12.0, 6.0):
        for x, y in (a, b):
            assert 360 <= x <= 440 and 565 <= y <= 625


@given(
    ax=st.floats(-50, 150),
    ay=st.floats(-50, 150),
    bx=st.floats(-50, 150),
    by=st.floats(-50, 150),
)
def test_clipped_pieces_lie_inside_and_cover_every_inside_point(ax: float, ay: float, bx: float, by: float) -> None:
    assume(math.dist((ax, ay), (bx, by)) > 1e-3)
    pieces = clip_line((ax, ay), (bx, by), U_SHAPE)
    for (x0, y0), (x1, y1) in pieces:
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        assert -1e-6 <= mx <= 30 + 1e-6 and -1e-6 <= my <= 30 + 1e-6
    # Sample the segment: points clearly inside the shape must be covered by some piece.
    for k in range(1, 40):
        t = k / 40
        x, y = ax + (bx - ax) * t, ay + (by - ay) * t
        inside = point_in_polygon(x, y, U_SHAPE)
        near_edge = min(abs(x - v) for v in (0, 10, 20, 30)) < 1e-3 or min(abs(y - v) for v in (0, 10, 30)) < 1e-3
        if inside and not near_edge:
            assert any(_on_segment((x, y), p, q) for p, q in pieces)


def _on_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> bool:
    ab = math.dist(a, b)
    return abs(math.dist(a, p) + math.dist(p, b) - ab) < 1e-6


def test_main_axis_of_a_hedge_runs_along_it() -> None:
    centre, (ux, uy), half_len, half_width = main_axis([(950, 850), (1150, 850), (1150, 860), (950, 860)])
    assert centre == pytest.approx((1050, 855))
    assert abs(ux) == pytest.approx(1) and uy == pytest.approx(0, abs=1e-9)
    assert (half_len, half_width) == pytest.approx((100, 5))


def test_scatter_is_repeatable_and_inside() -> None:
    a = scatter(SQUARE, 20, seed=5)
    assert a == scatter(SQUARE, 20, seed=5)
    assert a != scatter(SQUARE, 20, seed=6)
    assert len(a) > 10 and all(point_in_polygon(x, y, SQUARE) for x, y in a)


def test_side_patterns_stay_on_the_base() -> None:
    for w, d in ((40, 20), (20, 40)):
        for a, b in stripes(w, d):
            for x, y in (a, b):
                assert abs(x) <= w / 2 + 1e-9 and abs(y) <= d / 2 + 1e-9
        pts = dots(w, d)
        assert len(pts) >= 6
        assert all(abs(x) < w / 2 and abs(y) < d / 2 for x, y in pts)


def test_unit_labels_are_short_and_distinct() -> None:
    labels = unit_labels([("u1", "Halberdiers"), ("u2", "Black Knights"), ("u3", "Crossbowmen"), ("u4", "Crossbowmen")])
    assert labels["u1"] == "Hal"
    assert labels["u2"] == "BK"
    assert {labels["u3"], labels["u4"]} == {"Cr1", "Cr2"}
    assert all(len(v) <= 3 for v in labels.values())


def test_picking_prefers_characters_then_stands_then_terrain() -> None:
    state = sample_state()
    c = state.characters["c1"]
    assert pick(state, c.x, c.y) == Target("character", "c1")
    s = state.units["u1"].stands[0]
    assert pick(state, s.x + 15, s.y - 5) == Target("unit", "u1")
    assert pick(state, 300, 380) == Target("terrain", "wood")
    assert pick(state, 100, 1000) is None
    assert pick(state, -5, 10) is None


def test_in_base_respects_rotation() -> None:
    # A 20 x 40 base turned to face east is 40 wide along x.
    assert in_base(118, 100, 100, 100, 90, 20, 40)
    assert not in_base(100, 118, 100, 100, 90, 20, 40)
