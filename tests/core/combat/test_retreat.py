"""Retreats (digest 5.7, 3.8): distance, direction, blocked stands, artillery, the table edge, order."""

from game.core.actions import Proceed
from game.core.combat.attacks import IN_THE_OPEN, RETREAT_MM
from tests.core.combat.common import CombatChoice, Fight, act, at_fight, of_type, one, poses, unit
from tests.helpers import terrain

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
# Halberdiers roll nine 1s; the Orcs score two hits (two failed 6+ saves): the Orcs win by 2.
LOSE_BY_2 = [1] * 9 + [6, 6] + [1] * 10 + [1, 1]


def test_the_loser_retreats_straight_back_by_the_difference():
    s = at_fight([HALB], [ORCS])
    ev = act(s, Fight("h"), LOSE_BY_2)
    r = one(ev, "Retreated")
    assert (r.unit, r.distance, r.away_from, r.lost) == ("h", 20, "front", 0)
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0), (940, 720, 0)]
    # It keeps its hits, counts as in the open now, and carries the distance for the pursuit bonus.
    assert s.units["h"].hits == 2
    assert s.units["h"].flags[IN_THE_OPEN] == 1 and s.units["h"].flags[RETREAT_MM] == 20


def test_the_difference_is_shared_among_the_losing_units_rounded_up():
    o1 = unit("Orc Warriors", 860, 680, 180, id="o1", size=1)
    o2 = unit("Orc Warriors", 940, 680, 180, id="o2", size=1)
    s = at_fight([HALB], [o1, o2])
    ev = act(
        s,
        Fight("h"),
        # Two Halberdier stands strike o1 (the middle one meets both corner to corner: lowest id),
        # three hits, no saves; the third strikes o2: two hits, no saves. The Orcs roll nothing.
        [6, 6, 6, 1, 1, 1] + [1, 1, 1] + [6, 6, 1] + [1, 1] + [1] * 4 + [1] * 4,
    )
    r = one(ev, "CombatResult")
    assert (r.scores, r.difference) == ((5, 0), 5)
    assert not s.units["o1"].alive
    # o1 was destroyed this round but still counts: 5 shared by 2 units is 2.5, rounded up to 3 cm.
    assert one(ev, "Retreated").distance == 30
    assert poses(s, "o2") == [(940, 650, 180)]


def test_the_loser_retreats_away_from_the_side_most_enemies_press_on():
    flankers = unit("Orc Warriors", 990, 700, 270, "column", id="o")  # front edge on the line's right end
    s = at_fight([HALB], [flankers])
    ev = act(s, Fight("h"), [1, 1] + [6, 6, 6, 6] + [1, 1, 1, 1])
    r = one(ev, "Retreated")
    assert (r.distance, r.away_from) == (50, "right")
    # The stand furthest from the enemy fell; the rest go 5 cm to their left, keeping their facing.
    assert poses(s, "h") == [(850, 700, 0), (890, 700, 0)]


def test_unengaged_friends_in_the_way_make_way_and_both_test_for_confusion():
    friend = unit("Crossbowmen", 940, 725, id="c", size=1)  # 5 mm behind the right-hand stand
    s = at_fight([HALB, friend], [ORCS])
    ev = act(s, Fight("h"), LOSE_BY_2 + [2, 6])
    made = one(ev, "MadeWay")
    assert (made.unit, made.for_unit) == ("c", "h")
    assert of_type(ev, "RetreatBlocked") == []
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0), (940, 720, 0)]
    # The Crossbowmen rolled 2 and keep their order; the Halberdiers, forcing them aside, rolled a 6.
    assert not s.units["c"].confused and s.units["h"].confused


def test_a_stand_whose_retreat_is_blocked_by_engaged_friends_is_destroyed_and_the_hits_stay():
    friend = unit("Crossbowmen", 940, 725, id="c", size=1)  # 5 mm behind the right-hand stand...
    goblin = unit("Goblins", 970, 732, 270, id="g", size=1)  # ...and fighting a Goblin stand on its flank
    s = at_fight([HALB, friend], [ORCS, goblin])
    ev = act(s, Fight("h"), LOSE_BY_2)
    b = one(ev, "RetreatBlocked")
    assert (b.unit, b.stands, b.blocked_by) == ("h", 1, "Crossbowmen")
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0)] and s.units["h"].hits == 2
    assert one(ev, "Retreated").lost == 1


def test_a_stand_retreating_into_impassable_terrain_is_destroyed():
    river = terrain("r", "river", [(930, 715), (1000, 715), (1000, 760), (930, 760)], "Reik")
    s = at_fight([HALB], [ORCS], terrain_pieces=[river])
    ev = act(s, Fight("h"), LOSE_BY_2)
    assert one(ev, "RetreatBlocked").blocked_by == "Reik"
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0)]


def test_artillery_forced_to_retreat_is_destroyed():
    cannon = unit("Cannon", 900, 700, id="can")  # two stands, front edge at y 680
    s = at_fight([cannon], [unit("Orc Warriors", 900, 670, 180, id="o")])
    ev = act(s, Fight("can"), [1, 1] + [6] + [1] * 11)
    d = one(ev, "UnitDestroyed")
    assert (d.unit, d.rule) == ("can", "combat.retreat.artillery")
    assert of_type(ev, "Retreated") == []


def test_a_unit_retreating_off_the_table_is_destroyed():
    s = at_fight([unit("Halberdiers", 900, 1185, id="h")], [unit("Orc Warriors", 900, 1165, 180, id="o")])
    ev = act(s, Fight("h"), LOSE_BY_2)
    d = one(ev, "UnitDestroyed")
    assert (d.unit, d.rule) == ("h", "combat.retreat.off_table")


def test_the_loser_chooses_the_order_when_one_retreat_would_run_into_another():
    behind = unit("Crossbowmen", 900, 720, id="c", size=1)  # supports the middle stand from right behind it
    s = at_fight([HALB, behind], [ORCS])
    ev = act(s, Fight("c"), [1] * 9 + [6] * 5 + [1] * 7 + [1] * 5)
    r = one(ev, "CombatResult")
    assert (r.scores, r.difference) == ((1, 5), 4)
    # Two losing units share 4: 2 cm each. The Halberdiers would run into the Crossbowmen: the Empire picks.
    assert s.acting_side() == 0
    assert s.legal_actions() == [CombatChoice("c", "retreat"), CombatChoice("h", "retreat")]
    ev = act(s, CombatChoice("c", "retreat"))
    assert [e.unit for e in of_type(ev, "Retreated")] == ["c", "h"]
    assert poses(s, "c") == [(900, 740, 0)]
    assert poses(s, "h") == [(900, 720, 0), (940, 720, 0)]


def test_pressed_equally_on_two_sides_the_loser_picks_which_to_retreat_from():
    lone = unit("Halberdiers", 900, 700, id="h", size=1)
    front = unit("Orc Warriors", 900, 680, 180, id="o1", size=1)
    flank = unit("Orc Warriors", 930, 700, 270, id="o2", size=1)
    s = at_fight([lone], [front, flank])
    act(s, Fight("h"), [1, 1] + [6, 1, 1, 1] + [1] + [1] * 4)
    assert s.legal_actions() == [CombatChoice("h", "retreat", edge="front"), CombatChoice("h", "retreat", edge="right")]
    assert s.check(CombatChoice("h", "retreat")) == [
        "Halberdiers is pressed equally on its front and right: say which edge it retreats from"
    ]
    ev = act(s, CombatChoice("h", "retreat", edge="right"))
    assert one(ev, "Retreated").away_from == "right"
    assert poses(s, "h") == [(890, 700, 0)]


def test_a_unit_split_by_a_blocked_retreat_and_still_apart_at_the_end_of_the_turn_loses_another_stand():
    rock = terrain("rock", "building", [(885, 715), (915, 715), (915, 730), (885, 730)], "Standing Stone")
    s = at_fight([HALB], [ORCS], terrain_pieces=[rock])
    ev = act(s, Fight("h"), LOSE_BY_2)
    assert one(ev, "RetreatBlocked").blocked_by == "Standing Stone"
    assert poses(s, "h") == [(860, 720, 0), (940, 720, 0)]
    act(s, CombatChoice("o", "stand"))
    ev = act(s, Proceed())
    lost = [e for e in of_type(ev, "StandsLost") if e.rule == "combat.retreat.split"]
    assert len(lost) == 1 and lost[0].left == 1
