"""Drive backs (digest 4.6, 7.1, 7.3): dice per hit, direction, confusion, rout, obstacles, making way."""

from game.core import carry
from game.core.actions import Proceed
from game.core.dice import ScriptedDice
from game.core.shooting import Shoot
from game.core.shooting.driveback import drive_back
from tests.core.shooting.common import poses, shooting
from tests.helpers import act, char, of_type, terrain, unit

XBOW = unit("Crossbowmen", 900, 700, id="u1")  # front edge y 690
ORCS = unit("Orc Warriors", 900, 560, 180, id="o1")  # stands x 940, 900, 860; y 550-570
GOBLINS = unit("Goblins", 900, 600, 180, id="o1")  # stands x 940, 900, 860; y 590-610


def line(y, xs=(940, 900, 860), facing=180):
    return [(x, y, facing) for x in xs]


def two_hits(s, target="o1"):
    """The Crossbowmen score two hits on unarmoured Goblins (or unsaved on the Orcs)."""
    faces = [4, 5, 1] if s.unit_profile(target).armour is None else [4, 5, 1, 1, 2]
    act(s, Shoot("u1", target), faces)


def test_one_die_per_hit_straight_away_from_the_closest_shooting_stand():
    s = shooting([XBOW], [ORCS])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4])
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "shooting.drive_back"]
    assert (roll.faces, roll.total, roll.side) == ((3, 4), 7, 0)
    (db,) = of_type(ev, "DrivenBack")
    assert (db.distance, db.moved, db.away_from, db.stopped) == (70, 70, "u1", "")
    assert poses(s, "o1") == line(490)
    assert not s.units["o1"].confused


def test_the_line_runs_between_the_closest_points_as_a_rigid_block():
    # Shooting from below and to the left: the Orcs go back up and to the right at 45 degrees, keeping
    # their formation and facing.
    shooter = unit("Crossbowmen", 700, 700, id="u1", size=1)
    s = shooting([shooter], [ORCS])
    act(s, Shoot("u1", "o1"), [4, 1])
    act(s, Proceed(), [5])
    assert poses(s, "o1") == [(975, 525, 180), (935, 525, 180), (895, 525, 180)]


def test_a_defended_unit_ignores_its_first_hit():
    wood = terrain("w", "wood", [(830, 535), (970, 535), (970, 580), (830, 580)], "Copse")
    s = shooting([XBOW], [ORCS], terrain_pieces=[wood])
    act(s, Shoot("u1", "o1"), [5, 1, 1, 1])
    ev = act(s, Proceed())
    (skip,) = of_type(ev, "DriveBackSkipped")
    assert skip.reason == "it is defended (in a wood (Copse)), so its first hit does not count"
    assert poses(s, "o1") == line(560)


def test_a_fortified_unit_ignores_its_first_two_hits():
    target = unit("Goblins", 900, 560, 180, id="o1", size=1)
    wall = terrain("wall", "high_obstacle", [(830, 572), (903, 572), (903, 576), (830, 576)], "Wall")
    s = shooting([unit("Crossbowmen", 900, 700, id="u1", size=1)], [target], terrain_pieces=[wall])
    goblins = s.units["o1"]
    assert of_type(drive_back(s, goblins, 2, (900.0, 690.0), ScriptedDice([])), "DriveBackSkipped")
    d = ScriptedDice([2])
    ev = drive_back(s, goblins, 3, (900.0, 690.0), d)
    d.assert_consumed()
    assert of_type(ev, "DrivenBack")[0].distance == 20


def test_any_6_among_the_dice_confuses_the_unit():
    s = shooting([XBOW], [ORCS])
    two_hits(s)
    ev = act(s, Proceed(), [6, 1])
    (c,) = of_type(ev, "Confused")
    assert (c.unit, c.rule) == ("o1", "shooting.drive_back.confusion")
    assert poses(s, "o1") == line(490)


def test_a_total_beyond_full_pace_routs_the_unit_and_slays_characters_with_it():
    second = unit("Crossbowmen", 1020, 700, id="u2", name="Second Crossbowmen")
    hero = char("Orc Hero", 900, 530, id="oh", joined="o1")
    s = shooting([XBOW, second], [ORCS], chars1=[hero], spares=True)
    act(s, Shoot("u1", "o1"), [4, 5, 6, 1, 1, 1])
    act(s, Shoot("u2", "o1"), [4, 1, 1, 1])
    ev = act(s, Proceed(), [6, 6, 5, 4])
    (gone,) = of_type(ev, "UnitDestroyed")
    assert gone.cause == "routed: driven back 21 cm, beyond its full pace of 20 cm"
    assert of_type(ev, "CharacterSlain")[0].character == "oh"
    assert s.units["o1"].destroyed and of_type(ev, "DrivenBack") == []


def test_a_unit_driven_towards_the_enemy_stops_1cm_short_and_is_confused():
    behind = unit("Halberdiers", 900, 480, 180, id="u2")  # y 470-490
    s = shooting([XBOW, behind], [ORCS])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4])
    (db,) = of_type(ev, "DrivenBack")
    assert (db.moved, db.stopped) == (50, "1 cm short of the enemy (Halberdiers)")
    assert poses(s, "o1") == line(510)
    assert of_type(ev, "Confused")[0].rule == "shooting.drive_back.blocked"


def test_a_unit_already_within_1cm_of_the_enemy_stays_put_but_is_confused():
    behind = unit("Halberdiers", 900, 535, 180, id="u2")  # 5 mm behind the Orcs
    s = shooting([XBOW, behind], [ORCS])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4])
    assert of_type(ev, "DrivenBack")[0].moved == 0
    assert poses(s, "o1") == line(560) and s.units["o1"].confused


def test_engaged_units_stop_a_drive_back_1cm_short_too():
    fight = unit("Orc Warriors", 900, 480, 180, id="o2", name="Brawling Orcs")
    s = shooting([XBOW], [ORCS, fight])
    s.units["o2"].engaged = True
    two_hits(s)
    ev = act(s, Proceed(), [3, 4])
    assert of_type(ev, "DrivenBack")[0].stopped == "1 cm short of Brawling Orcs, engaged in combat"
    assert poses(s, "o1") == line(510) and s.units["o1"].confused


def test_impassable_terrain_stops_the_unit_at_its_edge_confused_on_a_6():
    rocks = terrain("r", "impassable", [(800, 470), (1000, 470), (1000, 500), (800, 500)], "Crags")
    for face, confused in ((6, True), (5, False)):
        s = shooting([XBOW], [ORCS], terrain_pieces=[rocks])
        two_hits(s)
        ev = act(s, Proceed(), [3, 4, face])
        assert of_type(ev, "DrivenBack")[0].stopped == "at the edge of Crags, where it may not go"
        assert poses(s, "o1") == line(510)
        test = [e for e in of_type(ev, "DiceRolled") if e.rule == "shooting.drive_back.terrain"]
        assert [t.faces for t in test] == [(face,)]
        assert s.units["o1"].confused is confused


def test_friends_in_the_way_move_back_and_both_units_test_for_confusion():
    friends = unit("Orc Warriors", 900, 540, 180, id="o2")  # y 530-550, straight behind the Goblins
    s = shooting([XBOW], [GOBLINS, friends])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4, 2, 6])
    (mw,) = of_type(ev, "MadeWay")
    assert (mw.unit, mw.how, mw.distance) == ("o2", "moves back", 31)
    assert poses(s, "o2") == line(509)
    assert poses(s, "o1") == line(530)
    tests = [e for e in of_type(ev, "DiceRolled") if e.rule.startswith("confusion.")]
    assert [(t.rule, t.faces) for t in tests] == [("confusion.making_way", (2,)), ("confusion.forcing_way", (6,))]
    assert not s.units["o2"].confused and s.units["o1"].confused


def test_friends_partly_in_the_way_move_aside():
    friends = unit("Orc Warriors", 1000, 540, 180, id="o2")  # x 940-1060: only 2 cm in the path
    s = shooting([XBOW], [GOBLINS, friends])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4, 1, 1])
    (mw,) = of_type(ev, "MadeWay")
    assert (mw.how, mw.distance) == ("moves aside", 21)
    assert poses(s, "o2") == line(540, (1061, 1021, 981))
    assert poses(s, "o1") == line(530)


def test_friends_that_do_not_make_way_stop_the_unit_which_is_confused():
    friends = unit("Orc Warriors", 900, 540, 180, id="o2")
    s = shooting([XBOW], [GOBLINS, friends], options={"make_way": "never"})
    two_hits(s)
    ev = act(s, Proceed(), [3, 4])
    (db,) = of_type(ev, "DrivenBack")
    assert (db.moved, db.stopped) == (40, "against Orc Warriors, which did not make way")
    assert poses(s, "o1") == line(560)
    assert of_type(ev, "Confused")[0].rule == "shooting.drive_back.friends"


def test_units_that_are_never_driven_back_roll_no_dice():
    flagellants = unit("Flagellants", 900, 650, id="u1")
    goblins = unit("Goblins", 900, 520, 180, id="o1")
    s = shooting([flagellants], [goblins], first=1)
    act(s, Shoot("o1", "u1"), [4, 5, 1])
    ev = act(s, Proceed())
    (skip,) = of_type(ev, "DriveBackSkipped")
    assert skip.reason == "Flagellants are never driven back by shooting and roll no drive-back dice"
    assert poses(s, "u1") == [(860, 650, 0), (900, 650, 0), (940, 650, 0)]


def test_engaged_units_hit_carry_the_hits_into_combat_and_are_not_driven_back():
    cannon = unit("Cannon", 900, 900, id="can", size=1)
    fighting = unit("Halberdiers", 900, 525, 180, id="u2")
    s = shooting([cannon, fighting], [unit("Goblins", 900, 560, 180, id="o1")])
    s.units["u2"].engaged = True
    ev = act(s, Shoot("can", "o1"), [4, 1, 6])
    (carried,) = of_type(ev, "HitsCarried")
    assert (carried.unit, carried.hits, carried.rule) == ("u2", 1, "shooting.engaged")
    assert carry.first_round_hits(s, "u2") == 1
    ev = act(s, Proceed(), [2])
    assert [e.unit for e in of_type(ev, "DrivenBack")] == ["o1"]
    # Odd hits go from units out of combat, but the engaged Halberdiers keep theirs for the combat.
    assert (s.units["o1"].hits, s.units["u2"].hits) == (0, 1)
    assert of_type(ev, "OddHitsDiscarded")[0].units == ("o1",)


def test_characters_with_the_unit_are_driven_back_with_it():
    hero = char("Orc Hero", 900, 530, id="oh", joined="o1")
    s = shooting([XBOW], [ORCS], chars1=[hero])
    two_hits(s)
    act(s, Proceed(), [3, 4])
    assert s.characters["oh"].pose[:2] == (900, 460)


def test_a_unit_driven_off_the_table_rolls_to_come_back():
    xbow = unit("Crossbowmen", 900, 220, id="u1")
    orcs = unit("Orc Warriors", 900, 60, 180, id="o1")  # y 50-70, close to the top edge
    s = shooting([xbow], [orcs])
    two_hits(s)
    ev = act(s, Proceed(), [3, 4, 5])
    (left,) = of_type(ev, "UnitLeftTable")
    assert left.result == "returns where it left"
    assert poses(s, "o1") == line(11)


def test_flyers_pass_over_what_lies_between_and_land_beyond():
    carrion = unit("Carrion", 900, 560, 180, id="o1")  # y 540-580
    skeletons = unit("Skeletons", 900, 525, 180, id="o2")  # y 515-535, right behind them
    s = shooting([XBOW], [carrion, skeletons], armies1="tomb_kings")
    act(s, Shoot("u1", "o1"), [4, 5, 1, 1, 2])
    act(s, Proceed(), [3, 4])
    assert poses(s, "o1") == line(490, (920, 900, 880))
    assert poses(s, "o2") == line(525)


def test_flyers_stop_short_of_where_they_may_not_land():
    carrion = unit("Carrion", 900, 560, 180, id="o1")
    skeletons = unit("Skeletons", 900, 500, 180, id="o2")  # y 490-510: in the way of the landing
    s = shooting([XBOW], [carrion, skeletons], armies1="tomb_kings")
    act(s, Shoot("u1", "o1"), [4, 5, 1, 1, 2])
    ev = act(s, Proceed(), [3, 4])
    assert of_type(ev, "DrivenBack")[0].stopped == "against Skeletons, which did not make way"
    assert poses(s, "o1") == line(530, (920, 900, 880))
