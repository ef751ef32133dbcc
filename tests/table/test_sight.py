"""Line of sight: from a stand's front edge, past other units' stands and through terrain."""

import pytest

from game.table import SIGHT_DEPTH, Base, TerrainKind, TerrainPiece

from .build import hero, inf, line, rect, table

# The observer faces north with its front edge along y = 490, x 280..320; the target faces it
# with its front edge along y = 310.
OBS = inf("o", "u1", 0, 300, 500)
TGT = inf("t", "u2", 1, 300, 300, 180)


def test_a_stand_sees_an_enemy_straight_ahead():
    sight = table(OBS, TGT).can_see("u1", "u2")
    assert sight.visible and sight.blocked_by is None
    assert sight.observer == "o" and sight.target == "t"
    (sx, sy), (px, py) = sight.line
    assert sy == pytest.approx(490.0) and py == pytest.approx(310.0)  # the shortest line: edge to edge


def test_a_stand_cannot_see_behind_its_front_edge():
    sight = table(OBS, TGT.moved(300, 700)).can_see("u1", "u2")
    assert not sight.visible and sight.blocked_by == "behind the front edge"


def test_a_stand_alongside_on_the_line_of_the_front_edge_is_not_in_front():
    beside = inf("t", "u2", 1, 380, 500)  # its front edge also on y = 490
    assert not table(OBS, beside).can_see("u1", "u2")


def test_a_stand_only_partly_ahead_of_the_front_edge_can_be_seen():
    ahead = inf("t", "u2", 1, 400, 495)  # front edge at y = 485, 5 mm ahead of the line
    assert table(OBS, ahead).can_see("u1", "u2")


def test_all_round_vision_sees_behind():
    t = table(OBS, TGT.moved(300, 700))
    assert t.can_see("u1", "u2", all_round=True).visible


def test_a_unit_in_column_cannot_see_sideways_out_of_it():
    column = [inf(f"c{i}", "u1", 0, 300, 500 + 20 * i) for i in range(3)]
    flank = inf("t", "u2", 1, 450, 520, 270)
    assert not table(*column, flank).can_see("u1", "u2")


def test_the_observers_own_stands_do_not_block():
    ahead = inf("o2", "u1", 0, 300, 440)  # the same unit, out in front of o with a gap between
    t = table(OBS, ahead, TGT)
    assert t.can_see("u1", "u2", from_base="o").visible


def test_a_stand_cannot_look_out_through_its_own_stand_touching_its_front():
    ahead = inf("o2", "u1", 0, 300, 480.5)  # touching o's front edge (half a millimetre off)
    t = table(OBS, ahead, TGT.moved(450, 470, 270))  # a target level with the column's head, off its flank
    assert not t.can_see("u1", "u2", from_base="o").visible
    assert t.can_see("u1", "u2", from_base="o").blocked_by == "covered by its own unit"


def test_a_stand_of_another_unit_blocks():
    blocker = inf("b", "u3", 0, 300, 400)  # a friend of the observer, as wide as both, in the middle
    sight = table(OBS, blocker, TGT).can_see("u1", "u2")
    assert not sight.visible and sight.blocked_by == "u3"


def test_enemy_stands_block_too():
    blocker = inf("b", "u3", 1, 300, 400)
    assert table(OBS, blocker, TGT).can_see("u1", "u2").blocked_by == "u3"


def test_characters_never_block():
    general = Base("c1", "c1", 0, 300, 400, 0, 40, 20, character=True)  # as big as the blocker above
    assert table(OBS, general, TGT).can_see("u1", "u2").visible


def test_a_blocker_off_to_one_side_leaves_a_clear_line():
    blocker = inf("b", "u3", 0, 330, 400)  # x 310..350: the lines left of x = 309.5 stay clear
    sight = table(OBS, blocker, TGT).can_see("u1", "u2")
    assert sight.visible
    (sx, _), (px, _) = sight.line
    assert max(sx, px) < 310.0


def test_an_8mm_gap_lets_a_plain_line_through_but_not_a_10mm_strip():
    left = inf("b1", "u3", 0, 276, 400)  # x 256..296
    right = inf("b2", "u4", 0, 324, 400)  # x 304..344
    t = table(OBS, left, right, TGT)
    assert t.can_see("u1", "u2").visible
    strip = t.can_see("u1", "u2", strip=10.0)
    assert not strip.visible and strip.blocked_by in ("u3", "u4")


def test_a_12mm_gap_lets_a_10mm_strip_through():
    t = table(OBS, inf("b1", "u3", 0, 274, 400), inf("b2", "u4", 0, 326, 400), TGT)  # gap x 294..306
    assert t.can_see("u1", "u2", strip=10.0).visible


def test_stands_under_a_millimetre_apart_leave_no_gap_to_see_through():
    t = table(OBS, inf("b1", "u3", 0, 279.6, 400), inf("b2", "u4", 0, 320.4, 400), TGT)  # gap 0.8 mm
    assert not t.can_see("u1", "u2").visible


def test_shooting_checks_one_stand_at_a_time():
    unit = line("u1", 0, 300, 500)  # stands at x 260, 300, 340
    blocker = inf("b", "u3", 0, 260, 420)  # right in front of the left stand only
    target = inf("t", "u2", 1, 260, 300, 180)
    t = table(*unit, blocker, target)
    assert not t.can_see("u1", "u2", from_base="u1.0", strip=10.0).visible
    assert t.can_see("u1", "u2", from_base="u1.2", strip=10.0).visible


def test_visible_stands_lists_the_target_stands_one_stand_can_see():
    target = line("u2", 1, 300, 300, facing=180)  # x 240..360
    blocker = inf("b", "u3", 0, 320, 400)  # x 300..340: hides the right-hand target stand from o
    t = table(OBS, blocker, *target)
    assert t.visible_stands("o", "u2") == ["u2.0", "u2.1"]


# --- terrain -------------------------------------------------------------------------------------


def test_a_wood_more_than_2cm_deep_in_between_blocks_sight():
    wood = rect("w1", TerrainKind.WOOD, 200, 380, 400, 420)
    sight = table(OBS, TGT, terrain=(wood,)).can_see("u1", "u2")
    assert not sight.visible and sight.blocked_by == "w1"


def test_a_belt_of_wood_under_2cm_deep_does_not_block():
    wood = rect("w1", TerrainKind.WOOD, 200, 392.5, 400, 407.5)  # 15 mm
    assert table(OBS, TGT, terrain=(wood,)).can_see("u1", "u2")


def test_a_stand_within_2cm_of_a_woods_edge_can_be_seen():
    wood = rect("w1", TerrainKind.WOOD, 200, 200, 400, 350)
    near_edge = TGT.moved(300, 322)  # front edge at y = 332, 18 mm inside
    assert table(OBS, near_edge, terrain=(wood,)).can_see("u1", "u2")


def test_a_stand_deeper_than_2cm_inside_a_wood_is_hidden():
    wood = rect("w1", TerrainKind.WOOD, 200, 200, 400, 350)
    deep = TGT.moved(300, 318)  # front edge at y = 328, 22 mm inside
    assert table(OBS, deep, terrain=(wood,)).can_see("u1", "u2").blocked_by == "w1"


def test_a_stand_just_inside_a_wood_sees_out_but_not_from_deeper():
    assert table(OBS, TGT, terrain=(rect("w1", TerrainKind.WOOD, 200, 480, 400, 600),)).can_see("u1", "u2")
    assert not table(OBS, TGT, terrain=(rect("w1", TerrainKind.WOOD, 200, 465, 400, 600),)).can_see("u1", "u2")


def test_stands_inside_one_wood_see_each_other_up_to_2cm():
    wood = rect("w1", TerrainKind.WOOD, 100, 300, 500, 700)
    close = inf("t", "u2", 1, 300, 475, 180)  # front edge at y = 485, 5 mm away
    far = inf("t", "u2", 1, 300, 455, 180)  # 25 mm away
    assert table(OBS, close, terrain=(wood,)).can_see("u1", "u2")
    assert not table(OBS, far, terrain=(wood,)).can_see("u1", "u2")


def test_villages_hide_like_woods():
    village = rect("v1", TerrainKind.VILLAGE, 200, 380, 400, 420)
    assert table(OBS, TGT, terrain=(village,)).can_see("u1", "u2").blocked_by == "v1"
    assert SIGHT_DEPTH == 20.0


@pytest.mark.parametrize("kind", [TerrainKind.BUILDING, TerrainKind.HIGH_OBSTACLE, TerrainKind.IMPASSABLE])
def test_buildings_high_walls_and_cliffs_block_sight(kind):
    wall = rect("x1", kind, 200, 398, 400, 402)
    assert table(OBS, TGT, terrain=(wall,)).can_see("u1", "u2").blocked_by == "x1"


@pytest.mark.parametrize(
    "kind",
    [
        TerrainKind.RIVER,
        TerrainKind.FORD,
        TerrainKind.BRIDGE,
        TerrainKind.ROAD,
        TerrainKind.LOW_OBSTACLE,
        TerrainKind.BROKEN,
        TerrainKind.LOOSE,
        TerrainKind.OPEN,
    ],
)
def test_rivers_fords_roads_low_walls_and_rough_ground_do_not_block_sight(kind):
    piece = rect("x1", kind, 200, 350, 400, 450)
    assert table(OBS, TGT, terrain=(piece,)).can_see("u1", "u2")


def test_a_small_building_can_be_seen_past():
    hut = rect("x1", TerrainKind.BUILDING, 295, 395, 305, 405)
    assert table(OBS, TGT, terrain=(hut,)).can_see("u1", "u2")


def test_a_building_too_close_for_a_10mm_strip_to_pass_blocks_shooting():
    # a gap of 8 mm between a building and a stand
    hut = rect("x1", TerrainKind.BUILDING, 200, 395, 296, 405)
    t = table(OBS, inf("b", "u3", 0, 324, 400), TGT, terrain=(hut,))
    assert t.can_see("u1", "u2").visible
    assert not t.can_see("u1", "u2", strip=10.0).visible


# A hill 200 wide and 100 deep: heights rise to 50 mm along its crest, the line y = 400.
HILL = rect("h1", TerrainKind.HILL, 200, 350, 400, 450)


def test_a_hills_height_is_the_distance_in_from_its_edge():
    t = table(OBS, terrain=(HILL,))
    assert t.height_at(300, 400) == pytest.approx(50.0)
    assert t.height_at(300, 440) == pytest.approx(10.0)
    assert t.height_at(210, 400) == pytest.approx(10.0)
    assert t.height_at(100, 100) == 0.0


def test_a_hill_between_two_stands_off_it_blocks_sight():
    assert table(OBS, TGT, terrain=(HILL,)).can_see("u1", "u2").blocked_by == "h1"


def test_a_stand_on_a_slope_sees_down_off_the_hill_and_is_seen():
    up = inf("o", "u1", 0, 300, 420, 180)  # front edge at y = 430, 20 mm up the southern slope
    below = inf("t", "u2", 1, 300, 550)  # facing it from the foot of the hill
    t = table(up, below, terrain=(HILL,))
    assert t.can_see("u1", "u2").visible
    assert t.can_see("u2", "u1").visible


def test_stands_on_opposite_slopes_cannot_see_over_the_crest():
    south = inf("o", "u1", 0, 300, 435)  # front edge at y = 425, 25 mm up
    north = inf("t", "u2", 1, 300, 365, 180)  # front edge at y = 375, 25 mm up the other side
    assert table(south, north, terrain=(HILL,)).can_see("u1", "u2").blocked_by == "h1"


def test_a_stand_on_the_crest_sees_down_the_far_side():
    crest = inf("o", "u1", 0, 300, 410)  # front edge on the crest line
    assert table(crest, TGT, terrain=(HILL,)).can_see("u1", "u2").visible


def test_stands_on_the_same_slope_see_each_other():
    low = inf("o", "u1", 0, 300, 440)  # front edge at y = 430, 20 mm up
    high = inf("t", "u2", 1, 300, 415, 180)  # front edge at y = 425, 25 mm up
    assert table(low, high, terrain=(HILL,)).can_see("u1", "u2").visible


def test_stands_in_the_crook_of_an_l_shaped_wood_see_each_other():
    # a wood along the top (y 300..340) and down the left (x 200..240); the crook is open ground
    wood = TerrainPiece(
        "w1", TerrainKind.WOOD, ((200, 300), (400, 300), (400, 340), (240, 340), (240, 500), (200, 500))
    )
    o = inf("o", "u1", 0, 320, 450)
    near = inf("t", "u2", 1, 320, 380, 180)
    behind_the_bar = inf("t", "u2", 1, 320, 250, 180)
    assert table(o, near, terrain=(wood,)).can_see("u1", "u2").visible
    assert table(o, behind_the_bar, terrain=(wood,)).can_see("u1", "u2").blocked_by == "w1"


def test_unknown_units_are_an_error():
    with pytest.raises(KeyError):
        table(OBS).can_see("u1", "u9")


def test_looking_from_another_units_stand_is_an_error():
    with pytest.raises(ValueError):
        table(OBS, TGT).can_see("u1", "u2", from_base="t")


def test_a_general_may_look_too():
    assert table(hero("c1", 0, 300, 500), TGT).can_see("c1", "u2").visible
