"""Where a stand may stand: other units, terrain it may not enter, the table's edge."""

import pytest

from game.table import DENSE, Mover, TerrainKind, TerrainPiece

from .build import cav, hero, inf, rect, table

A = inf("a", "u1", 0, 100, 100)  # x 80..120, y 90..110


def test_sinking_1mm_into_another_unit_is_not_an_overlap():
    t = table(A)
    assert t.overlaps(inf("b", "u2", 1, 100, 81), mover=Mover.INFANTRY) == []  # rear edge at 91


def test_sinking_more_than_1mm_into_another_unit_is_an_overlap():
    t = table(A)
    assert t.overlaps(inf("b", "u2", 1, 100, 81.5), mover=Mover.INFANTRY) == ["u1"]


def test_a_units_own_stands_and_ignored_units_are_left_out():
    t = table(A, inf("c", "u3", 0, 100, 85))
    assert t.overlaps(inf("b", "u1", 0, 100, 95), mover=Mover.INFANTRY) == ["u3"]
    assert t.overlaps(inf("b", "u1", 0, 100, 95), mover=Mover.INFANTRY, ignore=["u3"]) == []


def test_each_unit_overlapped_is_listed_once_in_id_order():
    t = table(inf("x1", "u10", 1, 100, 100), inf("x2", "u10", 1, 140, 100), inf("y", "u9", 1, 120, 80))
    assert t.overlaps(inf("b", "u1", 0, 120, 95), mover=Mover.INFANTRY) == ["u9", "u10"]


def test_characters_only_count_when_asked():
    t = table(hero("c1", 0, 100, 100))
    b = inf("b", "u1", 0, 100, 100)
    assert t.overlaps(b, mover=Mover.INFANTRY) == []
    assert t.overlaps(b, mover=Mover.INFANTRY, include_characters=True) == ["c1"]


def test_the_stand_being_moved_does_not_overlap_its_old_place():
    t = table(A)
    assert t.overlaps(A.moved(105, 100), mover=Mover.INFANTRY) == []


WOOD = rect("w1", TerrainKind.WOOD, 200, 200, 400, 400)


@pytest.mark.parametrize(
    ("mover", "blocked"),
    [
        (Mover.INFANTRY, False),
        (Mover.CHARACTER, False),
        (Mover.CAVALRY, True),
        (Mover.CHARIOT, True),
        (Mover.MONSTER, True),
        (Mover.ARTILLERY, True),
        (Mover.MACHINE, True),
        (Mover.MOUNTED_CHARACTER, True),
        (Mover.FLYER, True),  # flyers may cross a wood but not land in one
    ],
)
def test_only_infantry_may_end_in_a_wood(mover, blocked):
    assert table(terrain=(WOOD,)).overlaps(cav("s", "u1", 0, 300, 300), mover=mover) == (["w1"] if blocked else [])


@pytest.mark.parametrize(
    ("kind", "mover", "blocked"),
    [
        (TerrainKind.RIVER, Mover.INFANTRY, True),
        (TerrainKind.RIVER, Mover.FLYER, True),  # impassable to infantry: no landing
        (TerrainKind.FORD, Mover.CAVALRY, False),
        (TerrainKind.FORD, Mover.CHARIOT, True),
        (TerrainKind.LOOSE, Mover.MONSTER, False),
        (TerrainKind.LOOSE, Mover.CHARIOT, True),
        (TerrainKind.LOW_OBSTACLE, Mover.CAVALRY, False),
        (TerrainKind.LOW_OBSTACLE, Mover.FLYER, False),
        (TerrainKind.HIGH_OBSTACLE, Mover.CAVALRY, True),
        (TerrainKind.HIGH_OBSTACLE, Mover.INFANTRY, False),
        (TerrainKind.VILLAGE, Mover.CHARIOT, False),
        (TerrainKind.VILLAGE, Mover.ARTILLERY, True),
        (TerrainKind.BROKEN, Mover.ARTILLERY, True),
        (TerrainKind.HILL, Mover.ARTILLERY, False),
        (TerrainKind.ROAD, Mover.ARTILLERY, False),
        (TerrainKind.BRIDGE, Mover.MACHINE, False),
        (TerrainKind.BUILDING, Mover.INFANTRY, True),
        (TerrainKind.IMPASSABLE, Mover.CHARACTER, True),
    ],
)
def test_terrain_shuts_out_the_movers_the_terrain_table_says(kind, mover, blocked):
    piece = rect("x1", kind, 200, 200, 400, 400)
    assert table(terrain=(piece,)).overlaps(inf("s", "u1", 0, 300, 300), mover=mover) == (["x1"] if blocked else [])


def test_brushing_a_woods_edge_by_under_a_millimetre_is_allowed():
    t = table(terrain=(WOOD,))
    assert t.overlaps(cav("s", "u1", 0, 190.5, 300), mover=Mover.CAVALRY) == []  # right edge at 200.5
    assert t.overlaps(cav("s", "u1", 0, 192, 300), mover=Mover.CAVALRY) == ["w1"]  # 2 mm in


def test_a_stand_over_the_table_edge_says_so():
    t = table()
    assert t.overlaps(inf("s", "u1", 0, 19.5, 300), mover=Mover.INFANTRY) == []  # half a millimetre over
    assert t.overlaps(inf("s", "u1", 0, 18, 300), mover=Mover.INFANTRY) == ["table edge"]
    assert not t.in_table(inf("s", "u1", 0, 1790, 300))
    assert t.in_table(inf("s", "u1", 0, 1780, 1190))


def test_terrain_under_lists_the_pieces_a_stand_is_even_partly_on():
    t = table(terrain=(WOOD, rect("h1", TerrainKind.HILL, 390, 390, 500, 500)))
    assert [p.id for p in t.terrain_under(inf("s", "u1", 0, 395, 395))] == ["h1", "w1"]  # id order
    assert t.terrain_under(inf("s", "u1", 0, 180, 300)) == []  # its edge only touches the wood
    assert [p.id for p in t.terrain_under(inf("s", "u1", 0, 180.5, 300))] == ["w1"]


def test_woods_villages_and_broken_ground_are_dense():
    assert DENSE == {TerrainKind.WOOD, TerrainKind.VILLAGE, TerrainKind.BROKEN}


def test_a_stand_in_the_crook_of_an_l_shaped_wood_is_not_in_it():
    wood = TerrainPiece(
        "w1", TerrainKind.WOOD, ((200, 300), (400, 300), (400, 340), (240, 340), (240, 500), (200, 500))
    )
    t = table(terrain=(wood,))
    crook = cav("s", "u1", 0, 320, 430)
    assert t.terrain_under(crook) == []
    assert t.overlaps(crook, mover=Mover.CAVALRY) == []
    assert t.overlaps(crook.moved(220, 430), mover=Mover.CAVALRY) == ["w1"]
    assert t.overlaps(crook.moved(320, 320), mover=Mover.CAVALRY) == ["w1"]
    assert t.terrain_distance(crook, "w1") == pytest.approx(min(320 - 10 - 240, 430 - 20 - 340))
