"""The Empire's and the Orcs' missile weapons (digest 4.7, 10.1, 10.2)."""

import pytest

from game.core.actions import Proceed
from game.core.shooting import Shoot
from tests.core.shooting.common import poses, shooting
from tests.helpers import act, of_type, terrain, unit

ORCS = unit("Orc Warriors", 900, 560, 180, id="o1")
HELBLASTER = unit("Helblaster", 900, 700, id="hb")  # front edge at y 680
WOOD = terrain("w", "wood", [(700, 590), (1100, 590), (1100, 640), (700, 640)], "Dark Wood")


def scored(events):
    return [(e.attacks, e.to_hit, e.hits, e.save, e.struck) for e in of_type(events, "HitsScored")]


@pytest.mark.parametrize("y, gap_cm", [(650, 14), (680, 16)])
def test_goblin_bows_reach_15cm(y, gap_cm):
    goblins = unit("Goblins", 900, 500, 180, id="o1")  # front edge at y 510
    halb = unit("Halberdiers", 900, y, id="u1")
    s = shooting([halb], [goblins], first=1)
    can = [a for a in s.legal_actions() if isinstance(a, Shoot)]
    assert can == ([Shoot("o1", "u1")] if gap_cm <= 15 else [])


def test_wolf_riders_shoot_from_any_edge():
    wolves = unit("Wolf Riders", 900, 500, 0, "line", id="o1")  # facing away from the Empire line
    halb = unit("Halberdiers", 900, 620, id="u1")
    s = shooting([halb], [wolves], first=1)
    assert Shoot("o1", "u1") in s.legal_actions()


@pytest.mark.parametrize("y, dice", [(580, 8), (570, 8), (560, 4), (470, 4), (460, 2)])
def test_the_helblaster_rolls_fewer_dice_the_further_the_target(y, dice):
    s = shooting([HELBLASTER], [unit("Orc Warriors", 900, y, 180, id="o1")])
    ev = act(s, Shoot("hb", "o1"), [2] * dice)
    assert of_type(ev, "ShotFired")[0].attacks == dice


def test_the_helblaster_makes_armour_one_worse():
    boars = unit("Boar Riders", 900, 560, 180, id="o1")  # 10 cm away; Armour 5+
    s = shooting([HELBLASTER], [boars])
    ev = act(s, Shoot("hb", "o1"), [2, 2, 2, 2, 2, 5, 6, 1, 5, 6])
    assert scored(ev) == [(8, 4, 2, 6, 1)]


def test_one_or_two_ones_change_nothing():
    s = shooting([HELBLASTER], [unit("Orc Warriors", 900, 580, 180, id="o1")])
    ev = act(s, Shoot("hb", "o1"), [1, 1, 4, 4, 2, 2, 2, 2])
    assert scored(ev) == [(8, 4, 2, None, 2)]
    assert of_type(ev, "Misfire") == []


def test_three_ones_and_the_helblaster_misfires():
    s = shooting([HELBLASTER], [unit("Orc Warriors", 900, 580, 180, id="o1")])
    ev = act(s, Shoot("hb", "o1"), [1, 1, 1, 4, 5, 6, 6, 2])
    (m,) = of_type(ev, "Misfire")
    assert (m.ones, m.rule) == (3, "shooting.helblaster.misfire")
    assert of_type(ev, "HitsScored") == [] and s.units["o1"].hits == 0
    assert s.units["hb"].alive


def test_four_ones_and_the_helblaster_blows_up():
    s = shooting([HELBLASTER], [unit("Orc Warriors", 900, 580, 180, id="o1")], spares=True)
    ev = act(s, Shoot("hb", "o1"), [1, 1, 1, 1, 5, 6, 6, 2])
    assert of_type(ev, "Misfire")[0].rule == "shooting.helblaster.explodes"
    assert s.units["hb"].destroyed and s.units["o1"].hits == 0


def test_a_cannon_ball_bounces_through_a_column():
    # Two cannons at a column of three Boar Rider stands: the ball passes through the first stand and
    # 5 cm on, through the second: each cannon gives 2 attacks plus 1, no saves.
    s = shooting([unit("Cannon", 900, 900, id="can")], [unit("Boar Riders", 900, 560, 180, "column", id="o1")])
    ev = act(s, Shoot("can", "o1"), [4, 5, 6, 1, 2, 5, 3, 3])
    (ball,) = of_type(ev, "CannonBall")
    # The nearest cannon faces the column's front edge between x 890 and 900: the ball strikes the middle.
    assert ball.start == (895, 620) and ball.end == (895, 530)
    assert ball.struck == (("o1", "Boar Riders", 3),)
    assert scored(ev) == [(8, 4, 4, None, 4)]
    assert of_type(ev, "HitsScored")[0].note == "no armour save against a cannon ball"


def test_a_cannon_ball_hits_every_unit_in_its_path_and_friends_are_driven_back_last():
    cannon = unit("Cannon", 900, 900, id="can", size=1)
    goblins = unit("Goblins", 900, 560, 180, id="o1")
    friends = unit("Halberdiers", 900, 525, 180, id="u2")  # just behind the Goblins, in the bounce
    s = shooting([cannon, friends], [goblins])
    ev = act(s, Shoot("can", "o1"), [4, 5, 6])
    assert of_type(ev, "CannonBall")[0].struck == (("o1", "Goblins", 1), ("u2", "Halberdiers", 1))
    assert scored(ev) == [(2, 4, 2, None, 2), (1, 4, 1, None, 1)]
    ev = act(s, Proceed(), [3, 4, 2])
    assert [e.unit for e in of_type(ev, "DrivenBack")] == ["o1", "u2"]
    # The Goblins stop 1 cm short of the Halberdiers (an enemy to them) and are confused.
    assert poses(s, "o1") == [(940, 555, 180), (900, 555, 180), (860, 555, 180)] and s.units["o1"].confused
    assert poses(s, "u2") == [(940, 505, 180), (900, 505, 180), (860, 505, 180)]


def test_a_cannon_ignores_armour_and_counts_cover_one_step_less():
    wood = terrain("w", "wood", [(830, 535), (970, 535), (970, 580), (830, 580)], "Copse")
    s = shooting([unit("Cannon", 900, 900, id="can", size=1)], [ORCS], terrain_pieces=[wood])
    ev = act(s, Shoot("can", "o1"), [4, 3])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits, hs.save) == (4, 1, None)
    assert [(m.value, m.rule) for m in hs.modifiers] == [(1, "shooting.to_hit.defended"), (-1, "shooting.cannon")]


def test_the_rock_lobber_allows_no_armour_save():
    knights = unit("Knights", 900, 700, 0, id="u1")  # Armour 4+
    s = shooting([knights], [unit("Rock Lobber", 900, 400, 180, id="rl")], first=1)
    ev = act(s, Shoot("rl", "u1"), [6, 5, 1])
    assert scored(ev) == [(3, 4, 2, None, 2)]
    assert of_type(ev, "HitsScored")[0].note == "no armour save against a thrown rock"


def test_a_rock_lobber_with_nothing_in_sight_shoots_blind_needing_6():
    halb = unit("Halberdiers", 900, 800, id="h")
    s = shooting([halb], [unit("Rock Lobber", 900, 400, 180, id="rl")], first=1, terrain_pieces=[WOOD])
    assert [a for a in s.legal_actions() if isinstance(a, Shoot)] == [Shoot("rl", "h")]
    ev = act(s, Shoot("rl", "h"), [6, 5, 6])
    assert of_type(ev, "ShotFired")[0].blind
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.struck) == (6, 2)
    assert hs.modifiers[0].rule == "shooting.stone_thrower.blind"


def test_blind_fire_only_when_no_target_is_in_sight():
    hidden = unit("Halberdiers", 900, 800, id="h")
    seen = unit("Knights", 1300, 800, id="k")
    s = shooting([hidden, seen], [unit("Rock Lobber", 900, 400, 180, id="rl")], first=1, terrain_pieces=[WOOD])
    assert [a for a in s.legal_actions() if isinstance(a, Shoot)] == [Shoot("rl", "k")]
    assert s.check(Shoot("rl", "h"))[0].startswith("Rock Lobber must shoot at the closest enemy unit it can see")


def test_the_steam_tank_always_counts_as_defended():
    tank = unit("Steam Tank", 900, 620, 90, id="st")
    goblins = unit("Goblins", 900, 500, 180, id="o1")
    s = shooting([tank], [goblins], first=1)
    ev = act(s, Shoot("o1", "st"), [5, 4, 6, 3, 1])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits, hs.save, hs.struck) == (5, 2, 3, 1)
    assert hs.modifiers[0].label == "defended: a Steam Tank always counts as defended"


def test_the_steam_tank_shoots_all_round_with_armour_one_worse():
    tank = unit("Steam Tank", 900, 700, 90, id="st")  # facing east, the Orcs to its north
    s = shooting([tank], [ORCS])
    ev = act(s, Shoot("st", "o1"), [1, 5, 6])
    assert scored(ev) == [(3, 4, 2, None, 2)]


def test_the_steam_tank_is_never_driven_back():
    tank = unit("Steam Tank", 900, 620, 90, id="st")
    goblins = unit("Goblins", 900, 500, 180, id="o1")
    s = shooting([tank], [goblins], first=1)
    act(s, Shoot("o1", "st"), [5, 6, 6, 1, 2, 1])
    ev = act(s, Proceed())
    (skip,) = of_type(ev, "DriveBackSkipped")
    assert skip.rule == "shooting.drive_back.none"
    assert poses(s, "st") == [(900, 620, 90)]
