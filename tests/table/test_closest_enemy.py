"""Closest enemy units within a distance, as initiative and evading ask for them."""

import pytest

from .build import hero, inf, line, table

# u1 faces north along y = 500: its stands span x 240..360, y 490..510.
U1 = line("u1", 0, 300, 500)


def test_enemies_within_range_come_nearest_first_with_their_distances():
    t = table(
        *U1,
        *line("u2", 1, 300, 380, facing=180),  # y 370..390: 100 mm
        *line("u3", 1, 700, 500),  # x 640..760: 280 mm
        *line("u4", 1, 300, 640),  # y 630..650, behind: 120 mm
    )
    assert t.closest_enemy_units("u1", 200) == [("u2", pytest.approx(100.0)), ("u4", pytest.approx(120.0))]


def test_an_enemy_exactly_at_the_limit_counts():
    t = table(*U1, *line("u2", 1, 300, 280, facing=180))  # y 270..290: 200 mm
    assert [k for k, _ in t.closest_enemy_units("u1", 200)] == ["u2"]


def test_equally_near_enemies_are_listed_in_id_order_for_the_caller_to_settle():
    t = table(
        *U1,
        *line("u10", 1, 150, 400, facing=180),  # x 90..210: nearest point (210, 410) to (240, 490)
        *line("u9", 1, 450, 400, facing=180),  # x 390..510: mirror image
    )
    found = t.closest_enemy_units("u1", 200)
    assert [k for k, _ in found] == ["u9", "u10"]
    assert found[0][1] == found[1][1] == pytest.approx((30**2 + 80**2) ** 0.5)


def test_characters_and_friends_are_never_counted():
    t = table(
        *U1,
        hero("c1", 1, 300, 450),  # an enemy general 27.5 mm away
        *line("u7", 0, 300, 460),  # a friendly unit just in front
        *line("u2", 1, 300, 330, facing=180),
    )
    assert [k for k, _ in t.closest_enemy_units("u1", 200)] == ["u2"]


def test_ignored_units_are_left_out():
    t = table(*U1, *line("u2", 1, 300, 380, facing=180), *line("u3", 1, 300, 640))
    assert [k for k, _ in t.closest_enemy_units("u1", 200, ignore=["u2"])] == ["u3"]


def test_visible_only_skips_an_enemy_hidden_behind_another_unit():
    t = table(
        *U1,
        *line("u8", 0, 300, 440, n=4),  # a friendly line, x 220..380, right across the view
        *line("u2", 1, 300, 380, facing=180),  # hidden behind it
        *line("u3", 1, 300, 640),  # behind u1: not in front of any front edge
        *line("u5", 1, 470, 420, facing=180),  # off to the right, in plain view
    )
    # u5's nearest corner (410, 430) is 78 mm from u1's front-right corner (360, 490)
    assert [k for k, _ in t.closest_enemy_units("u1", 200)] == ["u5", "u2", "u3"]
    assert [k for k, _ in t.closest_enemy_units("u1", 200, visible_only=True)] == ["u5"]


def test_a_character_can_ask_for_the_enemies_near_it():
    t = table(*U1, hero("c1", 1, 300, 450))
    assert t.closest_enemy_units("c1", 100) == [("u1", pytest.approx(27.5))]


def test_a_lone_stand_far_from_everyone_has_no_enemies_near():
    assert table(*U1, inf("x", "u2", 1, 1500, 1000)).closest_enemy_units("u1", 200) == []
