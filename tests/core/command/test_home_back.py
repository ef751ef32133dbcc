"""Flyers: home back, ordering range, flying moves (digest 2.8, 2.5, 3.9)."""

import dataclasses

from game.core.command.actions import Evade, HomeBack, HomeBackMove, Move, Order
from tests.helpers import act, battle, char, of_type, unit

CARRION = unit("Carrion", 1300, 950, id="u1")  # three 20 x 40 stands facing north, x 1280-1320
KING = char("Tomb King", 900, 1120, id="king")
HALB = unit("Halberdiers", 900, 200, 180, id="e1")


def make(units0=(CARRION,), chars0=(KING,), step="initiative", **kw):
    return battle(
        list(units0),
        [HALB],
        list(chars0),
        [char("General", 1700, 60, id="eg")],
        armies0="tomb_kings",
        armies1="empire",
        step=step,
        **kw,
    )


def test_a_flyer_far_from_every_character_may_home_back_after_rolling():
    s = make()
    ev = act(s, HomeBack("u1"), [2])
    assert of_type(ev, "DiceRolled")[0].total == 20
    ev = act(s, HomeBackMove("u1", "king"))
    (h,) = of_type(ev, "HomedBack")
    assert h.moved == 200
    # Moved 20 cm straight towards the Tomb King, keeping formation and facing.
    assert all(st.facing == 0 for st in s.units["u1"].stands)


def test_a_roll_beyond_the_distance_brings_the_flyer_into_contact():
    s = make()
    act(s, HomeBack("u1"), [6])
    act(s, HomeBackMove("u1", "king"))
    from game.core import board

    assert board.table(s).owner_distance("u1", "king") <= 1.0


def test_a_flyer_within_20cm_of_a_character_cannot_home_back():
    s = make(chars0=(char("Tomb King", 1300, 1050, id="king"),))
    assert s.check(HomeBack("u1")) == [
        "Carrion cannot home back: only unengaged flyers more than 20 cm from every friendly character can"
    ]


def test_the_player_may_decline_after_rolling():
    s = make()
    act(s, HomeBack("u1"), [1])
    ev = act(s, HomeBackMove("u1", ""))
    assert of_type(ev, "UnitHeld")[0].reason == "it chose not to home back"


def test_any_character_orders_a_flyer_only_within_20cm():
    s = make(step="orders")
    reasons = s.check(Order("king", ("u1",)))
    assert reasons and reasons[0].startswith("Carrion is 37.7 cm away; flying units are ordered from within 20 cm")


def test_flyers_move_100cm_by_order_over_anything():
    s = make(chars0=(char("Tomb King", 1300, 1090, id="king"),), step="orders")
    act(s, Order("king", ("u1",)), [1, 1])
    poses = tuple((st.x, st.y - 1000 + 100, st.facing) for st in s.units["u1"].stands)
    assert s.check(Move(("u1",), (poses,))) == []


def test_flyers_never_evade():
    s = make(units0=(unit("Carrion", 900, 500, id="u1"),), step="initiative")
    army = s.sides[0].army
    carrion = dataclasses.replace(army.unit("Carrion"), special=("carrion",))  # a flyer that is not undead
    s.sides[0].army = dataclasses.replace(army, units=tuple(carrion if u.name == "Carrion" else u for u in army.units))
    s.units["e1"].stands = [type(st)(st.x, st.y + 150, st.facing) for st in s.units["e1"].stands]
    s.invalidate()
    assert "flying units never evade; they home back instead" in s.check(Evade("u1", "e1", 100))


def test_a_flyer_that_charged_on_initiative_cannot_home_back_out_of_the_fight():
    from game.core.actions import Proceed
    from game.core.command.actions import InitiativeCharge
    from game.core.command.homeback import check_home_back

    # Pegasus Knights far from the Duke, 15 cm from the Halberdiers: eligible to home back at the phase's start.
    s = battle([unit("Pegasus Knights", 1300, 950, id="pk")], [unit("Halberdiers", 1300, 800, 180, id="e1")],
               [char("General", 300, 1120, id="duke")], [char("General", 1700, 60, id="eg")],
               armies0="bretonnia", armies1="empire", step="initiative")
    act(s, InitiativeCharge("pk", "e1"))
    assert s.units["pk"].engaged
    assert check_home_back(s, HomeBack("pk")) == [
        "Pegasus Knights cannot home back: it is in combat, and homing back never leaves one"
    ]
    # Nothing else could home back, so the step passes by, and the Knights stay in the fight.
    act(s, Proceed())
    assert s.step != "home_back" and s.units["pk"].engaged
