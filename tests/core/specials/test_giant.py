"""Giants (digest 10.0; Orcs [5]): separate orders, Giant Goes Wild on any failed order, badly hurt, terror."""

from game.core.actions import Proceed
from game.core.combat.attacks import ATTACK_MULTIPLIER, plan_round
from game.core.command import Order
from game.core.dice import ScriptedDice
from game.core.magic.effects import NO_FIGHT, STAT_ATTACKS, STAT_HITS
from game.core.shooting import Shoot
from game.core.specials.badly_hurt import check_badly_hurt
from tests.helpers import act, battle, char, of_type, unit

HALBERDIERS = unit("Halberdiers", 900, 700, 0, id="h")  # stands y 690-710
GIANT = unit("Giant", 900, 400, 180, id="gi")  # one 20 x 40 stand, y 380-420


def giant_battle(units0=(), units1=(), step="orders"):
    """Side 1 (the Orcs) to play, its General 10 cm behind the Giant."""
    return battle(
        [HALBERDIERS, *units0],
        [GIANT, *units1],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 900, 300, id="og")],
        step=step,
        first=1,
    )


def wild(face, extra=()):
    s = giant_battle()
    ev = act(s, Order("og", ("gi",)), [5, 5, face, *extra])
    return s, ev


def pose(s):
    return s.units["gi"].stands[0].pose


def test_giants_are_ordered_alone_or_only_with_giants():
    s = giant_battle(units1=[unit("Orc Warriors", 900, 430, 180, id="o")])
    assert s.check(Order("og", ("gi", "o"))) == ["Giant cannot be brigaded"]


def test_a_failed_order_rolls_giant_goes_wild_instead_of_a_half_pace_move():
    s, ev = wild(5)
    (fail,) = of_type(ev, "OrderFailed")
    assert "the Giant goes wild instead (no half-pace move, no blunder)" in fail.consequence
    assert s.command.pending is None
    (gw,) = of_type(ev, "GiantGoesWild")
    assert (gw.face, gw.rule) == (5, "specials.giant.wild.5")


def test_a_hero_rolling_12_for_a_giant_goes_wild_and_does_not_blunder():
    s = battle(
        [HALBERDIERS],
        [GIANT],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og"), char("Orc Hero", 900, 300, id="oh")],
        step="orders",
        first=1,
    )
    ev = act(s, Order("oh", ("gi",)), [6, 6, 1])
    assert not of_type(ev, "Blunder")
    assert of_type(ev, "GiantGoesWild")[0].face == 1


def test_wild_1_the_giant_neither_moves_nor_fights_this_turn():
    s, _ = wild(1)
    assert pose(s) == (900, 400, 180)
    assert s.units["gi"].flags[NO_FIGHT] == 1
    assert plan_round(s, ["gi", "h"], 1).attacks["gi"].stands == []


def test_wild_2_the_giant_walks_towards_the_nearest_table_edge():
    s, ev = wild(2)
    assert pose(s) == (900, 200, 180)  # the top edge is nearest: a full 20 cm towards it
    assert of_type(ev, "UnitMoved")[0].distance == 200


def test_wild_3_the_giant_throws_at_the_closest_unit_it_sees_in_the_shooting_phase():
    s = giant_battle()
    s.units["h"].stands[0].y = s.units["h"].stands[1].y = s.units["h"].stands[2].y = 520  # 10 cm away
    s.invalidate()
    ev = act(s, Order("og", ("gi",)), [5, 5, 3, 3])
    (thrown,) = of_type(ev, "ThingThrown")
    assert (thrown.target, thrown.reach) == ("h", 150)
    ev = act(s, Proceed(), [])  # character moves
    ev = act(s, Proceed(), [4, 5, 1, 6, 2])  # into the Shooting phase: the rock lands
    scored = of_type(ev, "HitsScored")
    assert [(h.unit, h.hits, h.saved, h.struck) for h in scored] == [("h", 2, 1, 1)]


def test_wild_3_with_nothing_in_reach_the_throw_comes_to_nothing():
    s, ev = wild(3, [1])
    assert of_type(ev, "UnitHeld")[0].reason == "nothing in sight within reach to throw at"


def test_wild_4_the_giant_strides_straight_ahead_and_charges_the_enemy_it_meets():
    s = giant_battle()
    for st in s.units["h"].stands:
        st.y = 560
    s.invalidate()
    ev = act(s, Order("og", ("gi",)), [5, 5, 4])
    assert of_type(ev, "Charged")[0].target == "h"
    assert s.units["gi"].engaged


def test_wild_4_the_giant_walks_through_friends_and_confuses_them():
    s = giant_battle(units1=[unit("Goblins", 900, 480, 180, id="gob")])
    for st in s.units["h"].stands:
        st.x += 600
    s.invalidate()
    ev = act(s, Order("og", ("gi",)), [5, 5, 4])
    (walk,) = of_type(ev, "WalkedThrough")
    assert (walk.friends, walk.through) == (("gob",), True)
    assert s.units["gob"].confused
    assert pose(s) == (900, 600, 180)


def test_wild_5_the_giant_heads_for_the_nearest_enemy_it_sees():
    s, ev = wild(5)
    assert pose(s) == (900, 600, 180)
    assert of_type(ev, "UnitMoved")[0].how == "going wild: towards Halberdiers"


def test_wild_6_the_giant_rushes_at_double_pace_and_doubles_its_attacks_in_the_first_round():
    s, ev = wild(6)
    assert of_type(ev, "Charged")[0].target == "h"  # 27 cm away: beyond its 20 cm pace, within double
    assert s.units["gi"].flags[ATTACK_MULTIPLIER] == 2
    plan = plan_round(s, ["gi", "h"], 1)
    assert plan.attacks["gi"].stands[0].dice == 8 * 2 + 2  # doubled, and +2 for a monster charging


def test_badly_hurt_at_5_to_7_hits_unengaged_at_the_end_of_a_phase():
    s = giant_battle(step="shoot")
    s.units["gi"].hits = 6
    ev = check_badly_hurt(s, ScriptedDice([]))
    (hurt,) = of_type(ev, "BadlyHurt")
    assert (hurt.hits_cleared, hurt.hits_value, hurt.attacks_value) == (6, 4, 4)
    prof = s.unit_profile("gi")
    assert (s.units["gi"].hits, prof.hits, prof.attacks) == (0, 4, 4)
    assert s.units["gi"].flags[STAT_HITS] == 4 and s.units["gi"].flags[STAT_ATTACKS] == 4


def test_badly_hurt_is_checked_when_the_shooting_phase_ends_before_odd_hits_go():
    s = battle(
        [unit("Crossbowmen", 900, 600, 0, id="x")],
        [GIANT],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og")],
        step="shoot",
    )
    s.units["gi"].hits = 4
    act(s, Shoot("x", "gi"), [4, 4, 1, 1, 2])  # 2 hits, no saves: 6 hits on the Giant
    ev = act(s, Proceed(), [1, 1])
    assert of_type(ev, "BadlyHurt")[0].hits_cleared == 6
    assert s.unit_profile("gi").hits == 4


def test_a_giant_engaged_or_with_fewer_hits_is_not_badly_hurt():
    s = giant_battle(step="shoot")
    s.units["gi"].hits = 4
    assert check_badly_hurt(s, ScriptedDice([])) == []
    s.units["gi"].hits = 5
    s.units["gi"].engaged = True
    assert check_badly_hurt(s, ScriptedDice([])) == []


def test_giants_cause_terror():
    s = giant_battle(step="shoot")
    for st in s.units["h"].stands:
        st.y = 430
    s.invalidate()
    s.units["h"].engaged = s.units["gi"].engaged = True
    plan = plan_round(s, ["gi", "h"], 1)
    assert any(m.rule == "combat.terror" for st in plan.attacks["h"].stands for m in st.modifiers)


def wild_at(units0, units1, faces):
    s = battle(
        units0, units1, [char("General", 300, 1150, id="g")], [char("Orc General", 1500, 300, id="og")],
        step="orders", first=1,
    )
    return s, act(s, Order("og", ("gi",)), [5, 5, *faces])


def test_wild_2_a_giant_whose_move_crosses_the_table_edge_leaves_the_table():
    # 2 cm from the top edge: a full 20 cm takes it over, and it rolls on the off-table chart (3: back, halted).
    s, ev = wild_at([HALBERDIERS], [unit("Giant", 900, 150, 180, id="gi")], [2, 3])
    (left,) = of_type(ev, "UnitLeftTable")
    assert left.roll == 3
    assert not s.units["gi"].off_table and s.units["gi"].no_more_orders


def test_wild_2_a_giant_that_charges_on_its_way_holds_its_ground_if_it_wins():
    from game.core.combat import CombatChoice, Fight
    from game.core.combat.aftermath import winner_options
    from game.core.combat.flow import pending_decision

    target = unit("Halberdiers", 900, 250, 180, id="h", size=1)
    s, ev = wild_at([target, unit("Halberdiers", 150, 1100, id="sp")], [unit("Giant", 900, 400, 0, id="gi")], [2])
    assert of_type(ev, "Charged")[0].target == "h"
    while s.step != "fight":
        act(s, Proceed())
    # 10 dice for the charging Giant (8, +1 charging, +1 monster charging) against one Halberdier stand.
    act(s, Fight("gi"), [4, 4, 1, 1, 1, 1, 1, 1, 1, 1] + [1, 1] + [1, 1])
    assert s.check(CombatChoice("gi", "fall_back")) == [
        "Giant charged in a wild rage and holds its ground: it may only stand"
    ]
    waiting = pending_decision(s)
    assert waiting is not None and waiting.winner == s.units["gi"].side
    assert winner_options(s, s.units["gi"], waiting) == ["stand"]


def test_wild_5_the_giant_walks_through_friends_in_its_way_confusing_them_and_charges():
    friends = unit("Orc Warriors", 900, 480, 180, id="o", size=1)  # y 470-490, straight in its path
    foe = unit("Halberdiers", 900, 630, id="h")  # y 620-640: 20 cm from the Giant
    s, ev = wild_at([foe], [unit("Giant", 900, 400, 180, id="gi"), friends], [5])
    (through,) = of_type(ev, "WalkedThrough")
    assert through.friends == ("o",) and s.units["o"].confused
    assert of_type(ev, "Charged")[0].target == "h"
