"""Distances between stands are measured edge to edge, between their closest points."""

import math

import pytest

from game.table import TerrainKind, edge_contact, penetration, touching

from .build import hero, inf, line, rect, table

A = inf("a", "u1", 0, 100, 100)  # x 80..120, y 90..110


def test_parallel_stands_30mm_apart_are_30mm_apart():
    b = inf("b", "u2", 1, 100, 150)  # y 140..160
    assert table(A, b).distance("a", "b") == pytest.approx(30.0, abs=1e-9)


def test_stands_side_by_side_measure_between_their_side_edges():
    b = inf("b", "u2", 1, 170, 100)  # x 150..190
    assert table(A, b).distance(A, b) == pytest.approx(30.0, abs=1e-9)


def test_stands_off_at_a_diagonal_measure_corner_to_corner():
    b = inf("b", "u2", 1, 150, 140)  # nearest corner (130, 130); a's is (120, 110)
    assert table(A, b).distance(A, b) == pytest.approx(math.sqrt(10**2 + 20**2), abs=1e-9)


def test_a_stand_turned_45_degrees_measures_from_its_nearest_corner():
    # its rear-right corner sits 5*sqrt2 right of the centre and 15*sqrt2 below it: put it at (100, 60)
    s2 = math.sqrt(2.0)
    b = inf("b", "u2", 1, 100 - 5 * s2, 60 - 15 * s2, 45)
    assert max(c[1] for c in b.corners()) == pytest.approx(60.0, abs=1e-9)
    assert table(A, b).distance(A, b) == pytest.approx(30.0, abs=1e-9)


def test_touching_stands_are_0mm_apart():
    b = inf("b", "u2", 1, 100, 80)  # rear edge on a's front edge
    t = table(A, b)
    assert t.distance(A, b) == 0.0
    assert touching(A, b)


def test_overlapping_stands_are_0mm_apart():
    b = inf("b", "u2", 1, 110, 95)
    assert table(A, b).distance(A, b) == 0.0


def test_stands_under_a_millimetre_apart_count_as_touching():
    assert touching(A, inf("b", "u2", 1, 100, 79.4))
    assert not touching(A, inf("b", "u2", 1, 100, 78.9))


def test_a_round_base_measures_from_its_rim():
    c = hero("c1", 0, 100, 50)  # rim at y = 62.5, a's front edge at y = 90
    d = hero("c2", 1, 200, 50)
    t = table(A, c, d)
    assert t.distance(A, c) == pytest.approx(27.5, abs=1e-9)
    assert t.distance(c, d) == pytest.approx(75.0, abs=1e-9)


def test_a_round_base_beside_a_corner_measures_to_the_corner():
    c = hero("c1", 0, 150, 50)  # centre (150, 50), a's front-right corner (120, 90): 50 apart
    assert table(A, c).distance(A, c) == pytest.approx(50.0 - 12.5, abs=1e-9)


def test_the_distance_between_units_is_between_their_closest_stands():
    t = table(*line("u1", 0, 300, 500), *line("u2", 1, 500, 420, facing=180))
    # u1 spans x 240..360 y 490..510; u2 spans x 440..560 y 410..430
    assert t.owner_distance("u1", "u2") == pytest.approx(math.hypot(80, 60), abs=1e-9)


def test_distance_to_a_wood_is_to_its_edge_and_0_inside_it():
    wood = rect("w1", TerrainKind.WOOD, 200, 80, 300, 120)
    t = table(A, terrain=(wood,))
    assert t.terrain_distance(A, "w1") == pytest.approx(80.0, abs=1e-9)
    assert t.terrain_distance(A.moved(250, 100), "w1") == 0.0


def test_a_stand_sunk_7mm_into_another_is_7mm_deep_and_comes_out_the_short_way():
    b = inf("b", "u2", 1, 100, 83)  # rear edge at 93: 3 mm into a
    depth, (nx, ny) = penetration(b, A)
    assert depth == pytest.approx(3.0, abs=1e-9)
    assert (nx, ny) == pytest.approx((0.0, -1.0), abs=1e-12)


def test_stands_apart_have_no_depth():
    assert penetration(inf("b", "u2", 1, 100, 50), A)[0] <= 0.0


def test_front_to_front_contact_names_the_front_edges_and_the_length_touching():
    b = inf("b", "u2", 1, 100, 80, 180)
    assert edge_contact(A, b) == ("front", 40.0, False)
    assert edge_contact(b, A) == ("front", 40.0, False)


def test_a_stand_half_across_the_front_touches_20mm_of_it():
    b = inf("b", "u2", 1, 120, 80, 180)  # x 100..140
    contact = edge_contact(A, b)
    assert contact is not None and contact.edge == "front"
    assert contact.length == pytest.approx(20.0, abs=1e-9)


def test_a_stand_on_the_right_flank_touches_the_right_edge():
    b = inf("b", "u2", 1, 130, 100, 270)  # facing west, its front edge on a's right edge
    assert edge_contact(A, b) == ("right", 20.0, False)
    assert edge_contact(b, A) == ("front", 20.0, False)


def test_a_stand_behind_touches_the_rear_edge():
    b = inf("b", "u2", 1, 100, 120.5)  # half a millimetre behind
    contact = edge_contact(A, b)
    assert contact is not None and contact.edge == "rear" and contact.length == pytest.approx(40.0)


def test_stands_meeting_only_at_corners_are_corner_to_corner():
    b = inf("b", "u2", 1, 140, 80)  # its rear-left corner on a's front-right corner
    contact = edge_contact(A, b)
    assert contact is not None and contact.corner_only and contact.length == 0.0


def test_stands_apart_have_no_contact():
    assert edge_contact(A, inf("b", "u2", 1, 100, 70)) is None


def test_a_turned_stand_with_its_corner_on_the_front_edge_touches_at_a_corner_only():
    s2 = math.sqrt(2.0)
    b = inf("b", "u2", 1, 100 - 5 * s2, 90 - 15 * s2, 45)  # lowest corner at (100, 90)
    contact = edge_contact(A, b)
    assert contact is not None and contact.edge == "front" and contact.corner_only
