"""Stands and terrain pieces as values: corners, edges, facings."""

import math

import pytest

from game.table import Base, TerrainKind, TerrainPiece

from .build import inf


def test_a_stand_facing_north_has_its_front_edge_towards_the_top_of_the_table():
    b = inf("s", "u1", 0, 100, 100, 0)
    assert b.corners() == ((80.0, 90.0), (120.0, 90.0), (120.0, 110.0), (80.0, 110.0))
    assert b.front_edge() == ((80.0, 90.0), (120.0, 90.0))
    assert b.direction() == (0.0, -1.0)


def test_a_stand_facing_east_has_its_front_edge_on_the_right():
    b = inf("s", "u1", 0, 100, 100, 90)
    assert b.direction() == (1.0, 0.0)
    assert b.front_edge() == ((110.0, 80.0), (110.0, 120.0))
    assert b.edges()["rear"] == ((90.0, 120.0), (90.0, 80.0))


def test_a_stand_facing_south_has_its_left_on_the_right_of_the_screen():
    b = inf("s", "u1", 0, 100, 100, 180)
    fl, fr, rr, rl = b.corners()
    assert fl == (120.0, 110.0) and fr == (80.0, 110.0) and rr == (80.0, 90.0) and rl == (120.0, 90.0)


def test_cavalry_face_their_short_edge():
    b = Base("s", "u1", 0, 100, 100, 0, 20, 40)
    assert b.front_edge() == ((90.0, 80.0), (110.0, 80.0))
    assert b.shortest_edge == 20


def test_a_turned_stand_keeps_its_size():
    b = inf("s", "u1", 0, 0, 0, 30)
    c = b.corners()
    assert math.dist(c[0], c[1]) == pytest.approx(40, abs=1e-9)
    assert math.dist(c[1], c[2]) == pytest.approx(20, abs=1e-9)
    fx, fy = b.direction()
    assert (fx, fy) == pytest.approx((0.5, -math.sqrt(3) / 2), abs=1e-12)


def test_edges_run_round_the_stand_front_right_rear_left():
    b = inf("s", "u1", 0, 100, 100, 0)
    assert list(b.edges()) == ["front", "right", "rear", "left"]
    assert b.edges()["left"] == ((80.0, 110.0), (80.0, 90.0))


def test_moving_a_stand_keeps_everything_but_its_pose():
    b = inf("s", "u1", 1, 100, 100, 0)
    m = b.moved(10, 20, 90)
    assert (m.x, m.y, m.facing, m.id, m.owner, m.side, m.width) == (10, 20, 90, "s", "u1", 1, 40)
    assert b.moved(5, 6).facing == 0


def test_a_round_base_is_a_circle_of_its_diameter():
    b = Base("c1", "c1", 0, 50, 50, 0, 25, 25, round=True, character=True)
    assert b.radius == 12.5
    assert all(math.dist(p, (50, 50)) == pytest.approx(12.5) for p in b.polygon())
    assert b.gap_to_point((50, 0)) == pytest.approx(37.5)


def test_a_round_base_must_be_as_wide_as_it_is_deep():
    with pytest.raises(ValueError):
        Base("c1", "c1", 0, 0, 0, 0, 25, 20, round=True)


def test_terrain_needs_an_area():
    with pytest.raises(ValueError):
        TerrainPiece("t1", TerrainKind.WOOD, ((0, 0), (10, 0), (20, 0)))


def test_terrain_kind_may_be_given_by_name():
    assert TerrainPiece("t1", "wood", ((0, 0), (10, 0), (10, 10))).kind is TerrainKind.WOOD
