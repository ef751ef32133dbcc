"""Initiative: charge or evade the closest visible enemy within 20 cm (digest 2.2, 3.5)."""

from game.core.command.actions import Evade, InitiativeCharge, Order
from tests.helpers import act, battle, char, of_type, unit

XBOW = unit("Crossbowmen", 900, 500, id="u1")
ORCS_NEAR = unit("Orc Warriors", 900, 330, 180, id="o1")  # front edge at 340: 15 cm from the Crossbowmen's 490


def make(units0=(XBOW,), units1=(ORCS_NEAR,), chars1=(), **kw):
    return battle(
        list(units0),
        list(units1),
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc"), *chars1],
        **kw,
    )


def poses(s, uid):
    return [st.pose for st in s.units[uid].stands]


def test_a_unit_may_evade_directly_away_from_the_closest_visible_enemy():
    s = make()
    ev = act(s, Evade("u1", "o1", 200))
    (e,) = of_type(ev, "Evaded")
    assert e.distance == 200
    assert poses(s, "u1") == [(860, 700, 0), (900, 700, 0), (940, 700, 0)]
    assert s.units["u1"].initiative_moved


def test_a_unit_that_moved_on_initiative_cannot_be_ordered():
    s = make()
    act(s, Evade("u1", "o1", 200))
    assert "Crossbowmen moved on its initiative and cannot be ordered this turn" in s.check(Order("g", ("u1",)))


def test_initiative_ends_when_the_first_order_is_attempted():
    s = make(units0=(XBOW, unit("Halberdiers", 300, 800, id="u2")))
    act(s, Order("g", ("u2",)), [1, 1])
    assert s.check(Evade("u1", "o1", 200)) == ["finish the move of the unit already ordered first"] or s.check(
        Evade("u1", "o1", 200)
    )
    s = make(units0=(XBOW, unit("Halberdiers", 300, 800, id="u2")))
    act(s, Order("g", ("u2",)), [6, 5])
    from game.core.command.actions import Hold

    act(s, Hold(("u2",)))
    assert s.check(Evade("u1", "o1", 200)) == ["the initiative step is over; it is now orders"]


def test_an_evade_must_end_5cm_from_every_enemy():
    s = make()
    assert (
        s.check(Evade("u1", "o1", 30))
        == ["an evade must end at least 5 cm from every enemy and engaged unit (enemy unit Orc Warriors)"]
        or s.check(Evade("u1", "o1", 30)) == []
    )
    # 15 cm apart already: a 3 cm evade leaves 18 cm, fine; an enemy behind makes it fail.
    behind = unit("Boar Riders", 900, 760, 0, id="o2")  # 20 wide x 40 deep, front edge at 740
    s = make(units1=(ORCS_NEAR, behind))
    assert any("at least 5 cm" in r for r in s.check(Evade("u1", "o1", 200)))


def test_evading_through_friends_confuses_them():
    friends = unit("Halberdiers", 900, 600, id="u2")
    s = make(units0=(XBOW, friends))
    ev = act(s, Evade("u1", "o1", 200))
    assert of_type(ev, "Evaded")[0].burst_through == ("u2",)
    assert of_type(ev, "Confused")[0].unit == "u2" and s.units["u2"].confused


def test_an_evade_may_not_end_on_top_of_friends():
    friends = unit("Halberdiers", 900, 600, id="u2")
    s = make(units0=(XBOW, friends))
    assert "it would end on top of Halberdiers; an evade must clear friends it bursts through" in s.check(
        Evade("u1", "o1", 100)
    )


def test_only_the_closest_visible_enemy_may_be_reacted_to():
    farther = unit("Goblins", 1100, 340, 180, id="o2")  # 19 cm away, further than the Orc Warriors
    s = make(units1=(ORCS_NEAR, farther))
    assert s.check(Evade("u1", "o2", 200)) == ["Crossbowmen may only evade the closest enemy it can see: Orc Warriors"]


def test_no_initiative_without_an_enemy_within_20cm():
    s = make(units1=(unit("Orc Warriors", 900, 200, 180, id="o1"),))
    assert s.check(Evade("u1", "o1", 200)) == ["no enemy unit Crossbowmen can see is within 20 cm"]


def test_enemy_characters_never_trigger_initiative():
    s = make(units1=(unit("Orc Warriors", 900, 100, 180, id="o1"),), chars1=(char("Orc Hero", 900, 420, id="oh"),))
    assert [a for a in s.legal_actions() if isinstance(a, Evade | InitiativeCharge)] == []


def test_confused_units_cannot_use_initiative():
    s = make(units0=(unit("Crossbowmen", 900, 500, id="u1", confused=True),))
    assert s.check(Evade("u1", "o1", 200)) == ["Crossbowmen is confused and cannot use initiative"]


def test_artillery_may_evade_on_initiative_but_never_charge():
    s = make(units0=(unit("Cannon", 900, 500, id="u1"),))
    assert s.check(InitiativeCharge("u1", "o1")) == ["artillery may evade on its initiative but never charge"]
    assert s.check(Evade("u1", "o1", 100)) == []


def test_flagellants_must_charge_on_initiative_and_cannot_be_ordered():
    s = make(units0=(unit("Flagellants", 900, 500, id="u1"), unit("Halberdiers", 300, 800, id="u2")))
    from game.core.actions import Proceed

    assert s.check(Proceed()) == ["Flagellants must charge Orc Warriors on its initiative first"]
    assert s.check(Order("g", ("u2",))) == ["Flagellants must charge Orc Warriors on its initiative first"]
    act(s, InitiativeCharge("u1", "o1"))
    assert s.check(Proceed()) == []


def test_ogres_must_charge_men_on_initiative():
    ogres = unit("Ogres", 900, 330, 180, id="o1")
    s = battle([XBOW], [ogres], [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")], first=1)
    from game.core.actions import Proceed

    assert s.check(Proceed()) == ["Ogres must charge Crossbowmen on its initiative first"]


def test_undead_never_use_initiative_and_flyers_never_evade():
    skeletons = unit("Skeletons", 900, 500, id="u1")
    s = battle(
        [skeletons],
        [ORCS_NEAR],
        [char("Tomb King", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        armies0="tomb_kings",
    )
    assert s.check(Evade("u1", "o1", 100)) == ["Skeletons is undead and never uses initiative"]
