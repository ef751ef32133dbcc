"""Terrain outlines: concave pieces, lengths inside them, triangles for the index."""

import pytest

from game.table.geometry import signed_area
from game.table.polygons import inside_length, point_in_polygon, triangulate

L_SHAPE = ((200, 300), (400, 300), (400, 340), (240, 340), (240, 500), (200, 500))  # area 8000 + 6400


def test_an_l_shaped_piece_cuts_into_triangles_covering_it_exactly():
    triangles = triangulate(L_SHAPE)
    assert len(triangles) == 4
    assert sum(abs(signed_area(t)) for t in triangles) == pytest.approx(200 * 40 + 40 * 160)


def test_the_crook_of_an_l_is_outside_it():
    assert not point_in_polygon((320, 420), L_SHAPE)
    assert point_in_polygon((220, 420), L_SHAPE)
    assert point_in_polygon((320, 320), L_SHAPE)


def test_a_line_across_both_arms_of_an_l_counts_only_the_parts_inside():
    # from (180, 320) to (420, 320) runs 200 mm inside the top arm
    assert inside_length((180, 320), (420, 320), L_SHAPE) == pytest.approx(200.0)
    # from (220, 520) up to (220, 280): 200 mm inside the left arm
    assert inside_length((220, 520), (220, 280), L_SHAPE) == pytest.approx(200.0)
    # across the crook only: nothing inside
    assert inside_length((260, 360), (380, 480), L_SHAPE) == 0.0
    # diagonally out of the left arm, across the crook and into the top arm
    assert inside_length((220, 400), (380, 320), L_SHAPE) == pytest.approx(
        ((20**2 + 10**2) ** 0.5) + ((40**2 + 20**2) ** 0.5)
    )


def test_winding_does_not_matter():
    assert len(triangulate(L_SHAPE[::-1])) == 4
