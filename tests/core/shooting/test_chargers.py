"""Shooting at chargers (digest 4.8): at once, hits into the first round, never driven back."""

from game.core import carry
from game.core.actions import Proceed
from game.core.command.actions import Charge, Order
from game.core.shooting.book import shooting_kept
from tests.core.shooting.common import shooting
from tests.helpers import act, of_type, unit

GOBLINS = unit("Goblins", 900, 600, 180, id="o1")  # front edge y 610, stands x 940, 900, 860
KNIGHTS = unit("Knights", 900, 740, id="k")  # 11 cm from the Goblins


def charge(units0, units1, faces, *, who="k", target="o1", first=0, **kw):
    """Order ``who`` (a passed roll of 1+1) and charge ``target``; returns (state, events of the charge)."""
    s = shooting(units0, units1, step="orders", first=first, **kw)
    general = "g" if first == 0 else "og"
    act(s, Order(general, (who,)), [1, 1])
    return s, act(s, Charge(who, target), faces)


def scored(events):
    return [(e.attacks, e.to_hit, e.hits, e.save, e.struck) for e in of_type(events, "HitsScored")]


def test_a_charged_unit_shoots_at_once_and_the_hits_count_in_the_first_round():
    s, ev = charge([KNIGHTS], [GOBLINS], [4, 5, 6, 2, 4, 1])
    (fired,) = of_type(ev, "ShotFired")
    assert (fired.unit, fired.target, fired.stands, fired.at_chargers) == ("o1", "k", 3, True)
    assert scored(ev) == [(3, 4, 3, 4, 2)]
    assert carry.first_round_hits(s, "k") == 2 and s.units["k"].hits == 2
    assert of_type(ev, "HitsCarried")[0].rule == "shooting.chargers"
    # Chargers are never driven back: nothing waits for the drive backs.
    assert shooting_kept(s).book is None


def test_whole_stands_fall_at_once_and_every_hit_still_counts():
    s, ev = charge([KNIGHTS], [GOBLINS], [4, 5, 6, 1, 1, 1])
    assert of_type(ev, "StandsLost")[0].left == 2
    assert carry.first_round_hits(s, "k") == 3 and s.units["k"].hits == 0


def test_stands_already_fighting_another_enemy_cannot_shoot():
    flanker = unit("Halberdiers", 970, 600, 270, id="h", size=1)  # touching the right-hand Goblin stand
    s = shooting([KNIGHTS, flanker], [GOBLINS], step="orders")
    s.units["h"].engaged = s.units["o1"].engaged = True
    act(s, Order("g", ("k",)), [1, 1])
    ev = act(s, Charge("k", "o1"), [4, 1, 2])
    assert of_type(ev, "ShotFired")[0].stands == 2


def test_a_charger_seen_within_range_only_as_it_set_off_is_shot_at():
    # A lone Knight stand ahead of the Goblins' front and to the side: it ends against their flank, behind
    # the line of their front edge, but the two nearer stands saw it coming within 15 cm.
    lone = unit("Knights", 1060, 640, 270, id="k", size=1)
    s, ev = charge([lone], [GOBLINS], [6, 1, 2])
    assert of_type(ev, "Charged")[0].edge == "flank"
    assert of_type(ev, "ShotFired")[0].stands == 2


def test_a_charger_never_seen_from_the_front_edge_is_not_shot_at():
    lone = unit("Knights", 1100, 580, 270, id="k", size=1)  # level with the Goblins, behind their front line
    s, ev = charge([lone], [GOBLINS], [])
    assert of_type(ev, "Charged")[0].edge == "flank"
    assert of_type(ev, "ShotFired") == []


def test_a_cannon_fires_grapeshot_at_chargers():
    cannon = unit("Cannon", 900, 700, id="can")
    boars = unit("Boar Riders", 900, 560, 180, id="b")
    s, ev = charge([cannon], [boars], [4, 5, 1, 2, 5, 3], who="b", target="can", first=1)
    assert of_type(ev, "ShotFired")[0].attacks == 4
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.how, hs.to_hit, hs.hits, hs.save, hs.struck, hs.rule) == (
        "fires grapeshot at",
        4,
        2,
        5,
        1,
        "shooting.cannon.grapeshot",
    )
    assert of_type(ev, "CannonBall") == []


def test_a_helblaster_that_blows_up_still_blasts_its_charger_with_6_hits():
    gun = unit("Helblaster", 900, 700, id="hb")
    boars = unit("Boar Riders", 900, 560, 180, id="b")
    s, ev = charge(
        [gun], [boars], [1, 1, 1, 1, 2, 2, 2, 2, 6, 1, 1, 1, 1, 1], who="b", target="hb", first=1, spares=True
    )
    assert s.units["hb"].destroyed
    (blast,) = [e for e in of_type(ev, "HitsScored") if e.rule == "shooting.helblaster.explodes"]
    assert (blast.hits, blast.save, blast.saved, blast.struck) == (6, 6, 1, 5)
    assert (len(s.units["b"].stands), s.units["b"].hits) == (2, 2)
    # Nothing is left to fight: the Boar Riders are not engaged after all, and carry no hits into a combat.
    assert not s.units["b"].engaged and carry.first_round_hits(s, "b") == 0


def test_stone_throwers_never_shoot_at_chargers():
    lobber = unit("Rock Lobber", 900, 600, 180, id="o1")
    s, ev = charge([KNIGHTS], [lobber], [])
    assert of_type(ev, "ShotFired") == []


def test_the_steam_tank_shoots_at_chargers_with_armour_one_worse():
    tank = unit("Steam Tank", 900, 700, 90, id="st")
    boars = unit("Boar Riders", 900, 560, 180, id="b")
    s, ev = charge([tank], [boars], [4, 5, 6, 5, 6, 6], who="b", target="st", first=1)
    assert scored(ev) == [(3, 4, 3, 6, 1)]


def test_a_charger_shot_down_leaves_its_target_free():
    lone = unit("Knights", 900, 740, id="k", size=1)
    s, ev = charge([lone], [GOBLINS], [4, 5, 6, 1, 1, 1], spares=True)
    assert s.units["k"].destroyed
    assert not s.units["o1"].engaged


def test_the_defender_may_choose_not_to_shoot():
    s, ev = charge([KNIGHTS], [GOBLINS], [], options={"stand_and_shoot": "never"})
    assert of_type(ev, "ShotFired") == []
    assert s.units["o1"].engaged


def test_chargers_are_not_driven_back_in_the_shooting_phase():
    s, ev = charge([KNIGHTS], [GOBLINS], [4, 5, 6, 2, 4, 1])
    before = [st.pose for st in s.units["k"].stands]
    act(s, Proceed())  # orders -> characters
    ev = act(s, Proceed())  # -> shooting
    ev += act(s, Proceed())  # -> drive backs -> combat
    assert of_type(ev, "DrivenBack") == [] and [st.pose for st in s.units["k"].stands] == before
    assert s.units["k"].hits == 2


def test_a_helblaster_fires_8_dice_at_a_charger_at_point_blank_range():
    gun = unit("Helblaster", 900, 700, id="hb")
    boars = unit("Boar Riders", 900, 560, 180, id="b")
    s, ev = charge([gun], [boars], [2, 2, 2, 2, 2, 2, 5, 6, 3, 6], who="b", target="hb", first=1)
    assert of_type(ev, "ShotFired")[0].attacks == 8
    assert scored(ev) == [(8, 4, 2, 6, 1)]
    assert carry.first_round_hits(s, "b") == 1
