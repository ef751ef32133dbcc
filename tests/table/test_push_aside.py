"""Pushing a friendly character aside by the least distance, without turning it."""

import math

import pytest

from game.table import Base, overlapping, penetration

from .build import hero, inf, table


def _ranks(n_ranks: int) -> list[Base]:
    """A unit five stands wide facing north, front edge along y = 100, x 0..200, ranks 20 mm deep."""
    return [inf(f"u1.{r}{i}", "u1", 0, 20 + 40 * i, 110 + 20 * r) for r in range(n_ranks) for i in range(5)]


def _general(x: float, y: float, facing: float) -> Base:
    return Base("c1", "c1", 0, x, y, facing, 40, 20, character=True)


def _clear_of(b: Base, stands: list[Base]) -> bool:
    return all(penetration(b, s)[0] <= 1e-6 for s in stands)


def test_a_general_clipping_the_front_rank_steps_out_by_the_overlap():
    # 7.36 mm into the two front stands either side of x = 80: one step straight out of the front
    stands = _ranks(2)
    g = _general(80, 97.36, 0)
    moved = table(*stands, g).push_aside(g, stands)
    assert (moved.x, moved.y) == pytest.approx((80.0, 90.0), abs=1e-9)
    assert math.dist((g.x, g.y), (moved.x, moved.y)) == pytest.approx(7.36, abs=1e-9)
    assert moved.facing == g.facing


def test_a_general_dropped_between_two_ranks_goes_out_of_the_front_by_30_5mm():
    # turned to face east it covers x 70..90 and y 90.5..130.5: four stands push it four ways at once;
    # the way out is forwards past the front edge (30.5 mm), not back (49.5) or sideways (90 or more)
    stands = _ranks(2)
    g = _general(80, 110.5, 90)
    moved = table(*stands, g).push_aside(g, stands)
    assert (moved.x, moved.y) == pytest.approx((80.0, 80.0), abs=1e-6)
    assert _clear_of(moved, stands)


def test_a_general_turned_45_degrees_across_two_stands_moves_31_21mm():
    # its corners reach 15*sqrt(2) = 21.21 mm above and below its centre, on the rank's middle line:
    # 10 + 21.21 mm out of either side of the rank; stepping out of each stand in turn costs 33.47 mm
    stands = _ranks(1)
    g = _general(80, 110, 45)
    moved = table(*stands, g).push_aside(g, stands)
    assert math.dist((g.x, g.y), (moved.x, moved.y)) == pytest.approx(10 + 15 * math.sqrt(2), abs=1e-6)
    assert moved.x == pytest.approx(80.0, abs=1e-6)
    assert _clear_of(moved, stands)


def test_a_round_base_is_pushed_out_the_nearest_way():
    stands = _ranks(2)
    g = hero("c1", 0, 80, 112)  # 12.5 mm radius, 12 mm behind the front edge
    moved = table(*stands, g).push_aside(g, stands)
    assert (moved.x, moved.y) == pytest.approx((80.0, 87.5), abs=1e-6)


def test_a_character_already_clear_stays_where_it_is():
    stands = _ranks(1)
    g = _general(80, 60, 0)
    assert table(*stands, g).push_aside(g, stands) == g


def test_it_keeps_clear_of_other_stands_it_is_told_about():
    stands = _ranks(2)
    g = _general(80, 97.36, 0)
    guard = inf("x", "u2", 0, 80, 80)  # standing just where the short way out would put it
    moved = table(*stands, guard, g).push_aside(g, stands, keep_clear_of=[guard])
    assert _clear_of(moved, [*stands, guard])
    assert not overlapping(moved, guard, tolerance=1e-6)
    assert math.dist((g.x, g.y), (moved.x, moved.y)) > 7.36


def test_pushing_aside_gives_the_same_answer_every_time():
    stands = _ranks(2)
    g = _general(83, 111, 30)
    t = table(*stands, g)
    first = t.push_aside(g, stands)
    assert all(t.push_aside(g, stands) == first for _ in range(3))
    assert _clear_of(first, stands)
