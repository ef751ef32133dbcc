"""Charge placement (digest 3.6), each case worked out by hand.

Unless a test says otherwise the charger (u1) is a line of three infantry stands facing north
(facing 0) centred on (900, 700), so its front edge runs along y = 690 over x 840..960, and the target
(u2) is a line of three infantry stands facing south (facing 180) centred on (900, 550): its stands are
at x 860, 900 and 940, its front edge along y = 560 and its rear edge along y = 540. Facing south, a
stand's right is to the west.
"""

import math

import pytest

from game.table import Mover, TerrainKind, edge_contact
from game.table.charge import ChargePlacement, place_charge
from game.table.charge_geometry import zone_of

from .build import cav, inf, line, rect, table

NAMES = {"u1": "Knights", "u2": "Orc Warriors", "u3": "Wolf Riders", "u4": "Halberdiers"}
INF = Mover.INFANTRY
CAV = Mover.CAVALRY


def charge(t, *, allowance=200, mover=INF, enemies=("u2",), **kw):
    return place_charge(t, "u1", "u2", allowance=allowance, mover=mover, enemies=list(enemies), names=NAMES, **kw)


def poses_of(plan):
    assert isinstance(plan, ChargePlacement), plan
    return list(plan.poses)


def assert_poses(plan, expected):
    got = poses_of(plan)
    assert len(got) == len(expected)
    for (x, y, f), (ex, ey, ef) in zip(got, expected, strict=True):
        assert (x, y) == pytest.approx((ex, ey), abs=1.0), (got, expected)
        assert f == ef, (got, expected)


def frontal_lines():
    return line("u1", 0, 900, 700) + line("u2", 1, 900, 550, facing=180)


# --- the front, flank and rear ---------------------------------------------------------------------


def test_a_frontal_charge_meets_the_enemy_front_centre_to_centre_and_covers_its_frontage():
    plan = charge(table(*frontal_lines()), engaged=["u9"])  # the rules core passes the engaged units too
    # the front edge of the target is at y = 560; the chargers' fronts meet it, so their centres are at 570
    assert_poses(plan, [(860, 570, 0), (900, 570, 0), (940, 570, 0)])
    assert plan.edge == "front" and plan.target_edge == "front"
    assert plan.contacted == ("u2",)
    # all three target stands are 130 mm away; the middle one is nearest the charger's centre
    assert plan.first_target_stand == "u2.1" and plan.first_stand == 1
    assert plan.travel == (130.0, 130.0, 130.0)
    assert not plan.pinned


def test_poses_are_whole_millimetres_and_degrees():
    plan = charge(table(*frontal_lines()))
    assert all(isinstance(v, int) for pose in poses_of(plan) for v in pose)


def test_a_flank_charge_by_cavalry_in_column_hits_the_end_stand_side_centre_to_centre():
    # the target faces north this time, so its right flank is the east end: u2.2's right edge is x = 960,
    # y 540..560. The cavalry column faces west, its head at (1100, 555).
    target = line("u2", 1, 900, 550, facing=0)
    column = [cav(f"u1.{i}", "u1", 0, 1100 + 40 * i, 555, 270) for i in range(3)]
    plan = charge(table(*target, *column), allowance=300, mover=CAV)
    # the head stand's front (x = 960) meets the flank centre to centre: its centre is 20 mm further east.
    # The others line up beside it, north and south (the right of a stand facing west is north); the one
    # starting 5 mm south of the flank's centre takes the south place first, as it is nearer; the last
    # goes north, where a front corner still meets the target's corner.
    assert_poses(plan, [(980, 550, 270), (980, 570, 270), (980, 530, 270)])
    assert plan.edge == "flank" and plan.target_edge == "right"
    assert plan.first_target_stand == "u2.2" and plan.first_stand == 0
    assert plan.contacted == ("u2",)
    t = table(*target)
    for pose in plan.poses[1:]:
        b = column[0].moved(*pose)
        assert edge_contact(b, t.base("u2.2")).corner_only  # beside the head, touching only at a corner
    assert plan.travel[0] == pytest.approx(math.hypot(120, 5), abs=0.1)


def test_a_rear_charge_meets_the_rear_edge():
    # the charger comes from the north, facing south: the target's rear edge is at y = 540
    chargers = line("u1", 0, 900, 400, facing=180)
    plan = charge(table(*chargers, *line("u2", 1, 900, 550, facing=180)))
    assert_poses(plan, [(860, 530, 180), (900, 530, 180), (940, 530, 180)])
    assert plan.edge == "rear" and plan.target_edge == "rear"
    assert plan.travel == (130.0, 130.0, 130.0)


def test_a_charger_at_an_angle_ends_square_to_the_target_edge():
    # the charger's line is turned 30 degrees clockwise; its right runs (cos 30, sin 30)
    rx, ry = math.cos(math.radians(30)), math.sin(math.radians(30))
    chargers = [inf(f"u1.{k + 1}", "u1", 0, 900 + 40 * rx * k, 700 + 40 * ry * k, 30) for k in (-1, 0, 1)]
    plan = charge(table(*chargers, *line("u2", 1, 900, 550, facing=180)))
    assert sorted(poses_of(plan)) == [(860, 570, 0), (900, 570, 0), (940, 570, 0)]
    assert plan.edge == "front" and plan.contacted == ("u2",)
    assert max(plan.travel) <= 200.5


# --- zones -----------------------------------------------------------------------------------------
# One target stand facing north at (900, 500): its front edge is y = 490, x 880..920 and its right edge
# x = 920. From its front-right corner (920, 490) the zone line runs out at 45 degrees to the north-east.
# A cavalry stand facing west at (1000, y) has its centre 80 mm east of the right edge; it is in the
# front zone if it is more than 80 mm north of the front edge (y < 410), else in the right zone.

LONE = inf("u2.0", "u2", 1, 900, 500, 0)


def cavalry_at(*ys):
    return [cav(f"u1.{i}", "u1", 0, 1000, y, 270) for i, y in enumerate(ys)]


def test_zone_lines_leave_the_corners_at_45_degrees():
    assert zone_of(LONE, (1000, 415)) == "right"  # 75 out past the front, 80 past the flank
    assert zone_of(LONE, (1000, 395)) == "front"  # 95 past the front, 80 past the flank
    assert zone_of(LONE, (930, 480)) == "front"  # exactly on the line: the front is preferred
    assert zone_of(LONE, (900, 600)) == "rear"
    assert zone_of(LONE, (700, 505)) == "left"


def test_the_zone_holding_most_of_the_charger_decides_the_edge():
    # centres at y 415 (right zone), 395 and 375 (front zone): mostly in front, though the nearest stand
    # (y 415) is in the right zone. It leads, and meets the front centre to centre, facing south.
    plan = charge(table(LONE, *cavalry_at(415, 395, 375)), allowance=300, mover=CAV)
    assert plan.edge == "front" and plan.first_stand == 0
    assert plan.poses[0] == pytest.approx((900, 470, 180), abs=1)
    # the furthest corner (rear-right, 1020,405 -> 890,450) moves sqrt(130^2 + 45^2)
    assert plan.travel[0] == pytest.approx(math.hypot(130, 45), abs=0.1)


def test_the_same_unit_a_little_further_south_charges_the_flank():
    # centres at y 435 and 415 (right zone) and 395 (front zone): mostly on the flank
    plan = charge(table(LONE, *cavalry_at(435, 415, 395)), allowance=300, mover=CAV)
    assert plan.edge == "flank" and plan.target_edge == "right"
    assert plan.poses[0] == pytest.approx((940, 500, 270), abs=1)


def test_a_split_unit_charges_the_zone_of_its_stand_nearest_the_target():
    # one centre in each zone: the stand at y 415 (right zone) is nearer the target than the one at 395
    plan = charge(table(LONE, *cavalry_at(415, 395)), allowance=300, mover=CAV)
    assert plan.edge == "flank"


# --- exposed and blocked edges ---------------------------------------------------------------------


def test_when_centre_to_centre_is_taken_the_first_stand_slides_to_the_nearest_free_place():
    # a lone target stand (front y = 560, x 880..920); a friendly cavalry stand stands 10 mm off its front
    # at x 915..935, y 570..610, so the edge is all exposed but a stand at x 880..920 would overlap it by
    # 5 mm. The first stand slides west until it just touches: centre x = 895.
    target = inf("u2.0", "u2", 1, 900, 550, 180)
    friend = cav("u3.0", "u3", 0, 925, 590, 0)
    plan = charge(table(*line("u1", 0, 900, 700), target, friend))
    # the east end is taken by the friend, so the line grows west
    assert_poses(plan, [(855, 570, 0), (895, 570, 0), (815, 570, 0)])
    assert plan.first_stand == 1 and plan.contacted == ("u2",)


def test_a_covered_front_sends_the_charge_to_the_next_closest_stand():
    # a friendly stand (u3) is already against the middle target stand's front. The charger of two
    # stands is centred on x 900, nearest that middle stand; its front is blocked, so the next-closest
    # stand, u2.0 (x 840..880), is charged. The line cannot grow east into the friend, so it grows west.
    chargers = [inf("u1.0", "u1", 0, 880, 700), inf("u1.1", "u1", 0, 920, 700)]
    friend = inf("u3.0", "u3", 0, 900, 570, 0)
    plan = charge(table(*chargers, *line("u2", 1, 900, 550, facing=180), friend))
    assert plan.first_target_stand == "u2.0"
    assert_poses(plan, [(860, 570, 0), (820, 570, 0)])


def test_a_flank_covered_whole_by_a_friend_is_pinned_and_met_corner_to_corner():
    # a friendly cavalry stand covers all of u2.2's right edge (x = 960, y 540..560). Every other right
    # edge is covered by the target's own stands, so the charge may only meet u2.2 corner to corner:
    # a stand facing west just south of the friend, its front-left corner on u2.2's rear-right corner.
    target = line("u2", 1, 900, 550, facing=0)
    friend = cav("u3.0", "u3", 0, 980, 550, 270)
    column = [cav(f"u1.{i}", "u1", 0, 1100 + 40 * i, 600, 270) for i in range(3)]
    plan = charge(table(*target, friend, *column), allowance=300, mover=CAV)
    assert plan.pinned and plan.edge == "flank" and plan.first_target_stand == "u2.2"
    assert_poses(plan, [(980, 570, 270), (980, 590, 270), (980, 610, 270)])
    assert plan.contacted == ("u2",)


def test_exactly_one_centimetre_exposed_is_enough():
    # the friend covers y 540..550 of the flank: 10 mm are left (y 550..560). A stand 20 wide keeping all
    # of that under its front without overlapping the friend is centred on y = 560.
    target = line("u2", 1, 900, 550, facing=0)
    friend = cav("u3.0", "u3", 0, 980, 540, 270)
    column = [cav(f"u1.{i}", "u1", 0, 1100 + 40 * i, 600, 270) for i in range(3)]
    plan = charge(table(*target, friend, *column), allowance=300, mover=CAV)
    assert not plan.pinned and plan.edge == "flank"
    assert plan.poses[0] == pytest.approx((980, 560, 270), abs=1)


def test_less_than_one_centimetre_exposed_blocks_the_edge():
    # the friend covers y 545..560 of the flank: 5 mm left, and not covered whole, so not pinned either
    target = line("u2", 1, 900, 550, facing=0)
    friend = cav("u3.0", "u3", 0, 980, 555, 270)
    column = [cav(f"u1.{i}", "u1", 0, 1100 + 40 * i, 610, 270) for i in range(3)]
    reason = charge(table(*target, friend, *column), allowance=300, mover=CAV)
    assert reason == "every edge of Orc Warriors the Knights could reach is blocked (by Wolf Riders)"


# --- the battle line -------------------------------------------------------------------------------


def test_the_line_extends_onto_a_second_enemy_unit_in_line_with_the_target():
    # a lone target stand at x 880..920 and another enemy unit (u3) alongside it at x 920..960. After the
    # first stand (x 900), the east end puts a whole front on u3 while the west end touches nothing but
    # a corner, so east is taken; then the west end, nearer the last stand's start.
    target = inf("u2.0", "u2", 1, 900, 550, 180)
    other = inf("u3.0", "u3", 1, 940, 550, 180)
    plan = charge(table(*line("u1", 0, 900, 700), target, other), enemies=("u2", "u3"))
    assert_poses(plan, [(860, 570, 0), (900, 570, 0), (940, 570, 0)])
    assert plan.contacted == ("u2", "u3")


def test_with_both_ends_taken_stands_go_behind_or_staggered_back():
    # friends stand at both ends of the place in front of a lone target, so the two other stands drop back
    # beside the first one's rear corners, a full depth back (half a depth would overlap the friends)
    target = inf("u2.0", "u2", 1, 900, 550, 180)
    friends = [inf("u3.0", "u3", 0, 860, 570, 0), inf("u4.0", "u4", 0, 940, 570, 0)]
    plan = charge(table(*line("u1", 0, 900, 700), target, *friends))
    assert_poses(plan, [(860, 590, 0), (900, 570, 0), (940, 590, 0)])


def test_a_unit_that_cannot_charge_and_stay_in_formation_may_not_charge():
    # flyers (which pass over anything but may not land in a river) with both ends of the line taken by
    # friends and a river right behind the first stand's place: no stand can go behind or beside it
    target = inf("u2.0", "u2", 1, 900, 550, 180)
    friends = [inf("u3.0", "u3", 0, 860, 570, 0), inf("u4.0", "u4", 0, 940, 570, 0)]
    river = rect("r1", TerrainKind.RIVER, 780, 581, 1020, 650)
    t = table(*line("u1", 0, 900, 720), target, *friends, terrain=(river,))
    reason = charge(t, allowance=600, mover=Mover.FLYER)
    # The refusal names what keeps the rest of the line from forming, not only that it cannot.
    assert reason == (
        "the Knights cannot charge Orc Warriors and stay in formation: the first stand could reach it, "
        "but the others cannot line up beside or behind it (Wolf Riders is in the way; Halberdiers is in the way)"
    )


# --- refusals --------------------------------------------------------------------------------------


def test_too_far_says_how_far_a_stand_would_have_to_move():
    # the charger's front is at y = 790, 230 mm from the target's front
    t = table(*line("u1", 0, 900, 800), *line("u2", 1, 900, 550, facing=180))
    reason = charge(t)
    assert reason == "Orc Warriors is 23.0 cm away; a stand would have to move 23.0 cm and infantry charges 20 cm"


def test_no_charge_without_sight_through_another_unit():
    wall = line("u4", 0, 900, 630, n=5)  # x 800..1000: every line from the charger's front crosses it
    reason = charge(table(*frontal_lines(), *wall))
    assert reason == "the Knights cannot see Orc Warriors: Halberdiers is in the way"


def test_no_charge_at_a_target_behind_the_front_edge():
    t = table(*line("u1", 0, 900, 700), *line("u2", 1, 900, 800, facing=0))
    reason = charge(t)
    assert isinstance(reason, str) and reason.startswith("the Knights cannot see Orc Warriors")


def test_a_river_in_the_way_stops_infantry():
    river = rect("r1", TerrainKind.RIVER, 0, 600, 1800, 640)  # does not block sight
    reason = charge(table(*frontal_lines(), terrain=(river,)))
    assert isinstance(reason, str) and reason.startswith("the Knights cannot reach Orc Warriors")
    assert "river" in reason


def test_only_some_troops_may_touch_fortified_stands():
    t = table(*frontal_lines())
    reason = charge(t, fortified_ok=False, fortified=["u2"])
    assert reason == "the Knights cannot reach Orc Warriors: Orc Warriors is fortified"
    assert isinstance(charge(t, fortified_ok=True, fortified=["u2"]), ChargePlacement)


def test_characters_do_not_block_a_charge():
    from .build import hero

    plan = charge(table(*frontal_lines(), hero("c1", 1, 900, 580), hero("c2", 0, 900, 630)))
    assert_poses(plan, [(860, 570, 0), (900, 570, 0), (940, 570, 0)])
    assert plan.contacted == ("u2",)
