"""The Table as an index: building it, moving stands, and answers that do not depend on order."""

import random

import pytest

from game.table import Base, Mover, Table, TerrainKind

from .build import inf, line, rect, table


def test_a_units_stands_come_back_in_the_order_given():
    stands = [inf("u1.c", "u1", 0, 100, 100), inf("u1.a", "u1", 0, 140, 100), inf("u1.b", "u1", 0, 180, 100)]
    t = table(*stands)
    assert [b.id for b in t.bases_of("u1")] == ["u1.c", "u1.a", "u1.b"]
    assert t.bases_of("u9") == []


def test_moving_a_stand_moves_it_for_every_query():
    a, b = inf("a", "u1", 0, 100, 100), inf("b", "u2", 1, 100, 300)
    t = table(a, b)
    assert t.distance("a", "b") == pytest.approx(180.0)
    t.update(a.moved(100, 250))
    assert t.base("a").y == 250
    assert t.distance("a", "b") == pytest.approx(30.0)
    assert t.closest_enemy_units("u1", 50) == [("u2", pytest.approx(30.0))]
    assert t.overlaps(inf("x", "u3", 0, 100, 250), mover=Mover.INFANTRY) == ["u1"]


def test_a_stand_changing_size_is_reshaped():
    t = table(inf("a", "u1", 0, 100, 100), inf("b", "u2", 1, 100, 150))
    t.update(Base("a", "u1", 0, 100, 100, 0, 20, 60))
    assert t.distance("a", "b") == pytest.approx(10.0)  # now 60 deep: front at 70, rear at 130


def test_stands_can_be_added_and_taken_away():
    t = table(inf("a", "u1", 0, 100, 100))
    t.add(inf("b", "u2", 1, 100, 150))
    assert t.closest_enemy_units("u1", 100) == [("u2", pytest.approx(30.0))]
    t.remove("b")
    assert t.closest_enemy_units("u1", 100) == []
    assert t.owners() == ["u1"]
    with pytest.raises(ValueError):
        t.add(inf("a", "u1", 0, 0, 0))


def test_moving_a_stand_that_is_not_on_the_table_is_an_error():
    with pytest.raises(KeyError):
        table().update(inf("a", "u1", 0, 100, 100))


def test_the_same_table_given_in_any_order_answers_the_same():
    stands = [*line("u1", 0, 300, 500), *line("u2", 1, 300, 350, facing=180), *line("u10", 1, 450, 420, facing=180)]
    stands += [*line("u3", 0, 320, 430, n=2)]
    terrain = [rect("w2", TerrainKind.WOOD, 100, 300, 200, 400), rect("h1", TerrainKind.HILL, 500, 300, 700, 450)]
    reference = Table(1800, 1200, terrain, stands)
    shuffled = stands[:]
    random.Random(3).shuffle(shuffled)
    other = Table(1800, 1200, terrain[::-1], shuffled)
    for t in (reference, other):
        assert t.closest_enemy_units("u1", 300) == reference.closest_enemy_units("u1", 300)
        assert t.closest_enemy_units("u1", 300, visible_only=True) == reference.closest_enemy_units(
            "u1", 300, visible_only=True
        )
        assert t.can_see("u1", "u10") == reference.can_see("u1", "u10")
        assert [p.id for p in t.terrain] == ["h1", "w2"]


def test_a_terrain_piece_is_found_by_its_id():
    wood = rect("w1", TerrainKind.WOOD, 0, 0, 50, 50)
    t = table(terrain=(wood,))
    assert t.piece("w1") == wood
    assert [p.id for p in t.pieces_at((25, 25))] == ["w1"]
    assert t.pieces_at((75, 25)) == []


def test_two_stands_may_not_share_an_id():
    with pytest.raises(ValueError):
        table(inf("a", "u1", 0, 0, 0), inf("a", "u2", 1, 50, 50))
