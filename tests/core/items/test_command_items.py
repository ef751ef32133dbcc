"""The General's magic items (digest 2.4, 6.4): Crown, Helm, Orb and Sceptre, with scripted dice."""

from __future__ import annotations

from game.core import PendingMove
from game.core.command.actions import Hold, Order
from game.core.items.use import UseItem
from tests.helpers import act, battle, char, of_type, unit

HALB = unit("Halberdiers", 900, 500, id="u1")
SPEAR = unit("Halberdiers", 700, 500, id="u2", name="Second Halberdiers")
FAR_ORCS = unit("Orc Warriors", 900, 100, 180, id="o1")


def make(*chars, units0=(HALB, SPEAR)):
    return battle(list(units0), [FAR_ORCS], list(chars), [char("Orc General", 1600, 60, id="oc")], step="orders")


def said(events):
    return [e.text() for e in of_type(events, "ItemWorks")]


def uses(s):
    return [a for a in s.legal_actions() if isinstance(a, UseItem)]


# The General 60 cm from the Halberdiers: -2 for the distance, so Command 9 needs 7 or less.
FAR_GENERAL = (900, 1100)


def test_crown_of_command_tests_the_generals_first_order_against_an_unmodified_10():
    s = make(char("General", *FAR_GENERAL, id="g", item="Crown of Command"))
    ev = act(s, Order("g", ("u1",)), [5, 5])
    (e,) = of_type(ev, "OrderIssued")
    assert (e.target, e.modifiers) == (10, ())
    assert said(ev) == ["Crown of Command of General: the first order of the turn was tested against an unmodified 10"]
    act(s, Hold(("u1",)))
    # The second order of the turn counts its penalties again: 9 - 2 for the distance.
    ev = act(s, Order("g", ("u2",)), [4, 4])
    assert of_type(ev, "OrderFailed")[0].target == 7


def test_crown_of_command_works_no_more_once_its_order_fails_on_11():
    s = make(char("General", *FAR_GENERAL, id="g", item="Crown of Command"))
    ev = act(s, Order("g", ("u1",)), [5, 6])
    assert of_type(ev, "OrderFailed")[0].target == 10
    assert said(ev) == ["Crown of Command of General: the order failed on 11: the Crown works no more"]
    assert s.characters["g"].flags["item:crown_of_command"] == 0


def test_helm_of_dominion_adds_one_command_in_the_turn_the_player_declares():
    s = make(char("General", 900, 600, id="g", item="Helm of Dominion"))
    assert uses(s) == [UseItem("g", "helm_of_dominion")]
    ev = act(s, UseItem("g", "helm_of_dominion"))
    assert said(ev) == ["Helm of Dominion of General: declared for this turn: +1 Command to his orders"]
    ev = act(s, Order("g", ("u1",)), [5, 5])
    (e,) = of_type(ev, "OrderIssued")
    assert e.target == 10 and [m.label for m in e.modifiers] == ["Helm of Dominion"]
    # Once a battle: it is not offered again.
    assert uses(s) == [] and s.check(UseItem("g", "helm_of_dominion")) == ["General has no Helm of Dominion left to use"]


def test_orb_of_majesty_rolls_a_failed_generals_order_again_as_if_his_command_were_8():
    s = make(char("General", 900, 600, id="g", item="Orb of Majesty"))
    act(s, Order("g", ("u1",)), [5, 5])
    assert uses(s) == [UseItem("g", "orb_of_majesty")]
    ev = act(s, UseItem("g", "orb_of_majesty"), [4, 4])
    (e,) = of_type(ev, "OrderIssued")
    assert (e.command, e.target, e.faces) == (8, 8, (4, 4))
    assert s.command.pending == PendingMove(("u1",), "order", "g") and not s.command.general_failed
    assert s.characters["g"].flags["item:orb_of_majesty"] == 0


def test_orb_of_majesty_keeps_the_usual_penalties():
    s = make(char("General", 900, 800, id="g", item="Orb of Majesty"))  # 30 cm away: -1
    act(s, Order("g", ("u1",)), [5, 4])
    ev = act(s, UseItem("g", "orb_of_majesty"), [4, 4])
    (e,) = of_type(ev, "OrderFailed")
    assert e.target == 7 and "no more orders this phase" in e.consequence
    assert uses(s) == []


def test_the_orbs_offer_lapses_with_the_next_action():
    s = make(char("General", 900, 600, id="g", item="Orb of Majesty"))
    act(s, Order("g", ("u1",)), [5, 5])
    act(s, Hold(("u1",)))
    assert uses(s) == [] and s.characters["g"].flags["item:orb_of_majesty"] == 1


def test_sceptre_of_sovereignty_makes_the_generals_double_six_pass():
    s = make(char("General", 900, 600, id="g", item="Sceptre of Sovereignty"))
    act(s, Order("g", ("u1",)), [6, 6])
    assert s.command.general_failed and uses(s) == [UseItem("g", "sceptre_of_sovereignty")]
    ev = act(s, UseItem("g", "sceptre_of_sovereignty"))
    assert said(ev) == ["Sceptre of Sovereignty of General: General's double six is ignored: the order passes"]
    assert of_type(ev, "OrderIssued") and s.command.pending == PendingMove(("u1",), "order", "g")
    assert not s.command.general_failed


def test_a_heros_blunder_is_rolled_then_waits_for_the_sceptre():
    s = make(char("Hero", 900, 600, id="h"), char("General", 300, 1100, id="g", item="Sceptre of Sovereignty"))
    ev = act(s, Order("h", ("u1",)), [6, 6, 6])
    assert of_type(ev, "Blunder")[0].result == "Up and 'at 'em, men!"
    # Nothing moved yet: the blunder waits for the Sceptre's decision.
    assert s.units["u1"].stands[0].pose == (860, 500, 0)
    assert s.legal_actions() == [UseItem("g", "sceptre_of_sovereignty"), UseItem("g", "sceptre_of_sovereignty", False)]
    assert s.check(Order("g", ("u2",))) == [
        "the Sceptre of Sovereignty waits for its carrier's side: use it or let it go first"
    ]
    act(s, UseItem("g", "sceptre_of_sovereignty"))
    assert s.command.pending == PendingMove(("u1",), "order", "h") and not s.characters["h"].failed


def test_a_blunder_the_sceptre_lets_go_is_carried_out():
    s = make(char("Hero", 900, 600, id="h"), char("General", 300, 1100, id="g", item="Sceptre of Sovereignty"))
    act(s, Order("h", ("u1",)), [6, 6, 4])
    ev = act(s, UseItem("g", "sceptre_of_sovereignty", use=False))
    assert s.units["u1"].no_more_orders and s.command.pending is None
    assert s.characters["g"].flags["item:sceptre_of_sovereignty"] == 1 and not said(ev)
