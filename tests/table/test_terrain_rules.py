"""The terrain table: who may enter what, and what blocks sight."""

import pytest

from game.table import (
    BLOCKS_SIGHT,
    BLOCKS_SIGHT_BEYOND_20MM,
    TERRAIN_ACCESS,
    Mover,
    TerrainKind,
    may_end_in,
    may_enter,
)

ALL = set(Mover)


def test_every_kind_of_terrain_has_an_entry():
    assert set(TERRAIN_ACCESS) == set(TerrainKind)


@pytest.mark.parametrize("kind", [TerrainKind.OPEN, TerrainKind.HILL, TerrainKind.ROAD, TerrainKind.BRIDGE])
def test_open_ground_hills_roads_and_bridges_are_open_to_all(kind):
    assert TERRAIN_ACCESS[kind] == ALL


def test_artillery_keeps_to_open_ground_hills_roads_and_bridges():
    assert {k for k, who in TERRAIN_ACCESS.items() if Mover.ARTILLERY in who} == {
        TerrainKind.OPEN,
        TerrainKind.HILL,
        TerrainKind.ROAD,
        TerrainKind.BRIDGE,
    }


def test_woods_are_for_infantry_and_characters_on_foot_and_flyers_passing_over():
    # And for a Treeman, the monster of the woods (Wood Elves).
    assert TERRAIN_ACCESS[TerrainKind.WOOD] == {
        Mover.INFANTRY, Mover.CHARACTER, Mover.WADER, Mover.FLYER, Mover.TREE_MONSTER
    }
    assert not may_end_in(TerrainKind.WOOD, Mover.FLYER)
    assert may_end_in(TerrainKind.WOOD, Mover.CHARACTER)


@pytest.mark.parametrize("kind", [TerrainKind.LOOSE, TerrainKind.FORD, TerrainKind.LOW_OBSTACLE])
def test_fields_fords_and_hedges_take_foot_horse_and_monsters_but_no_wheels(kind):
    assert TERRAIN_ACCESS[kind] == {
        Mover.INFANTRY, Mover.CHARACTER, Mover.WADER, Mover.CAVALRY, Mover.MONSTER, Mover.TREE_MONSTER, Mover.FLYER
    }


@pytest.mark.parametrize("kind", [TerrainKind.RIVER, TerrainKind.BUILDING, TerrainKind.IMPASSABLE])
def test_rivers_buildings_and_cliffs_are_passable_only_by_flying_over(kind):
    # Bar a character wading rivers on a swamp creature (the Kislev Shaman's Yozhin).
    assert TERRAIN_ACCESS[kind] - {Mover.WADER} == {Mover.FLYER}
    assert not may_end_in(kind, Mover.FLYER)


def test_a_wader_goes_where_characters_on_foot_go_and_across_rivers():
    for kind in TerrainKind:
        assert may_enter(kind, Mover.WADER) == (may_enter(kind, Mover.CHARACTER) or kind is TerrainKind.RIVER), kind
    assert may_end_in(TerrainKind.RIVER, Mover.WADER)
    assert not may_enter(TerrainKind.BUILDING, Mover.WADER)


def test_machines_and_mounted_characters_go_where_chariots_go():
    for kind, who in TERRAIN_ACCESS.items():
        assert (Mover.MACHINE in who) == (Mover.CHARIOT in who) == (Mover.MOUNTED_CHARACTER in who), kind


def test_characters_on_foot_go_where_infantry_go():
    for kind in TerrainKind:
        assert may_enter(kind, Mover.CHARACTER) == may_enter(kind, Mover.INFANTRY)


def test_high_walls_take_infantry_only():
    assert TERRAIN_ACCESS[TerrainKind.HIGH_OBSTACLE] == {Mover.INFANTRY, Mover.CHARACTER, Mover.WADER, Mover.FLYER}


def test_what_blocks_sight():
    assert BLOCKS_SIGHT_BEYOND_20MM == {TerrainKind.WOOD, TerrainKind.VILLAGE}
    assert BLOCKS_SIGHT == {TerrainKind.BUILDING, TerrainKind.HIGH_OBSTACLE, TerrainKind.IMPASSABLE}
