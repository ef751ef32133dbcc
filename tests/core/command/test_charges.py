"""Charges by order and on initiative; supporting charges (digest 2.10, 3.6, 3.7)."""

from game.core.command.actions import Charge, Hold, InitiativeCharge, Move, Order
from game.core.command.support import SupportCharge
from tests.helpers import act, battle, char, of_type, unit

HALB = unit("Halberdiers", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 550, 180, id="o1")  # front edge at y 560


def ordered(*units0, units1=(ORCS,), chars1=(), faces=(1, 1), who=("u1",), step="orders"):
    s = battle(
        list(units0),
        list(units1),
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc"), *chars1],
        step=step,
    )
    if step == "orders":
        act(s, Order("g", who), list(faces))
    return s


def poses(s, uid):
    return [st.pose for st in s.units[uid].stands]


def test_an_ordered_charge_places_the_stands_centre_to_centre_in_a_battle_line():
    s = ordered(HALB)
    ev = act(s, Charge("u1", "o1"))
    (c,) = of_type(ev, "Charged")
    assert (c.edge, c.contacted, c.how) == ("front", ("o1",), "order")
    assert poses(s, "u1") == [(860, 570, 0), (900, 570, 0), (940, 570, 0)]
    assert s.units["u1"].engaged and s.units["o1"].engaged
    assert s.command.pending is None


def test_a_unit_that_charged_takes_no_more_orders():
    s = ordered(HALB)
    act(s, Charge("u1", "o1"))
    assert "Halberdiers is engaged in combat and cannot be ordered" in s.check(Order("g", ("u1",)))


def test_a_charge_needs_sight_of_the_target_at_the_start():
    screen = unit("Crossbowmen", 900, 630, id="u2")
    s = battle(
        [HALB, screen],
        [ORCS],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    reasons = s.check(Charge("u1", "o1"))
    assert reasons and "cannot see Orc Warriors" in reasons[0]


def test_a_charge_beyond_full_pace_is_refused_with_both_distances():
    s = ordered(HALB, units1=(unit("Orc Warriors", 900, 450, 180, id="o1"),))
    reasons = s.check(Charge("u1", "o1"))
    assert reasons == ["Orc Warriors is 23.0 cm away; a stand would have to move 23.0 cm and infantry charges 20 cm"]


def test_a_unit_that_failed_its_order_cannot_charge():
    s = ordered(HALB, faces=(6, 5))
    assert s.check(Charge("u1", "o1")) == [
        "a unit that failed its order cannot charge (its half-pace move may not reach the enemy)"
    ]


def test_other_enemy_units_touched_join_the_charge():
    second = unit("Goblins", 1020, 550, 180, id="o2")  # in line with the Orc Warriors, touching them
    s = ordered(unit("Halberdiers", 960, 700, id="u1"), units1=(ORCS, second))
    ev = act(s, Charge("u1", "o1"), [1, 1, 1])  # the Goblins shoot at the charging Halberdiers, and miss
    assert of_type(ev, "Charged")[0].contacted == ("o1", "o2")
    assert s.units["o2"].engaged


def test_cavalry_charge_the_flank_from_the_side_zone():
    knights = unit("Knights", 1100, 560, 270, "column", id="u1")  # facing west, east of the Orc line
    s = ordered(knights)
    ev = act(s, Charge("u1", "o1"))
    assert of_type(ev, "Charged")[0].edge == "flank"
    # The lead stand's front edge lies on the Orc line's east end (x 960), centre to centre with it.
    lead = s.units["u1"].stands
    assert any(st.pose == (980, 550, 270) for st in lead)


def test_an_initiative_charge_goes_at_the_closest_visible_enemy_within_20cm():
    s = ordered(HALB, step="initiative")
    ev = act(s, InitiativeCharge("u1", "o1"))
    assert of_type(ev, "Charged")[0].how == "initiative"
    assert s.units["u1"].initiative_moved
    far = unit("Goblins", 1300, 550, 180, id="o2")
    s = ordered(HALB, units1=(ORCS, far), step="initiative")
    assert s.check(InitiativeCharge("u1", "o2"))[0].startswith("on initiative Halberdiers may only react to")


def test_brigade_units_that_charge_go_one_at_a_time_and_the_rest_move_together():
    a = unit("Halberdiers", 900, 700, id="u1")
    b = unit("Crossbowmen", 1020, 710, id="u2")  # touching a's right end, set back 1 cm
    c = unit("Halberdiers", 1140, 710, id="u3", name="Second Halberdiers")
    s = ordered(a, b, c, who=("u1", "u2", "u3"))
    act(s, Charge("u1", "o1"))
    assert s.command.pending.units == ("u2", "u3")
    moved = [tuple((st.x, st.y - 100, st.facing) for st in s.units[u].stands) for u in ("u2", "u3")]
    assert s.check(Move(("u2", "u3"), tuple(moved))) == []


def test_a_supporting_charge_follows_an_infantry_charge():
    behind = unit("Crossbowmen", 900, 760, id="u2")  # right behind the Halberdiers
    s = ordered(HALB, behind)
    act(s, Charge("u1", "o1"))
    supports = [a for a in s.legal_actions() if isinstance(a, SupportCharge)]
    assert supports == [SupportCharge("u2", "u1", 0)]
    ev = act(s, supports[0])
    assert of_type(ev, "Charged")[0].how == "supporting charge"
    # The supporters end directly behind the chargers, touching them, clear of the enemy.
    assert poses(s, "u2") == [(860, 590, 0), (900, 590, 0), (940, 590, 0)]
    assert s.units["u2"].engaged


def test_a_brigade_unit_that_supports_the_charge_has_made_its_move():
    behind = unit("Crossbowmen", 900, 720, id="u2")  # touching the Halberdiers behind: one brigade with them
    s = ordered(HALB, behind, who=("u1", "u2"))
    act(s, Charge("u1", "o1"))
    assert s.command.pending.units == ("u2",)
    act(s, SupportCharge("u2", "u1", 0))
    # Its supporting charge was its move: it is owed no other, so it cannot then walk away from the fight.
    assert s.command.pending is None
    away = tuple((st.x, st.y + 60, st.facing) for st in s.units["u2"].stands)
    assert s.check(Move(("u2",), (away,))) == ["no unit is waiting to move: give an order first"]
    assert s.units["u2"].engaged and poses(s, "u2") == [(860, 590, 0), (900, 590, 0), (940, 590, 0)]


def test_the_supporting_charge_lapses_if_play_moves_on():
    behind = unit("Crossbowmen", 900, 760, id="u2")
    s = ordered(HALB, behind)
    act(s, Charge("u1", "o1"))
    act(s, Order("g", ("u2",)), [1, 1])
    act(s, Hold(("u2",)))
    assert s.check(SupportCharge("u2", "u1", 0)) == [
        "a supporting charge follows straight after the charge it supports"
    ]


def test_a_lone_enemy_character_charged_into_flees_or_dies():
    s = ordered(
        HALB, units1=(ORCS, unit("Goblins", 1500, 300, 180, id="o2")), chars1=(char("Orc Hero", 900, 620, id="oh"),)
    )
    ev = act(s, Charge("u1", "o1"))
    (d,) = of_type(ev, "CharacterDisplaced")
    assert d.by_enemy and d.joined == "o1"
