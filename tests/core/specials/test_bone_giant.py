"""The Bone Giant (digest 10.5 [2]): -1 Command to the Tomb King's orders, none to a Liche Priest's."""

from game.core.command.actions import Order
from game.core.command.penalties import order_target
from tests.helpers import act, battle, char, of_type, unit

GIANT = unit("Bone Giant", 900, 800, id="bg")
SKELETONS = unit("Skeletons", 700, 800, id="sk")
ORCS = unit("Orc Warriors", 900, 100, 180, id="o")


def make(*chars):
    return battle(
        [GIANT, SKELETONS], [ORCS], list(chars), [char("Orc General", 1600, 60, id="oc")], armies0="tomb_kings",
        step="orders",
    )


def labels(s, ch, *uids):
    t = order_target(s, s.characters[ch], [s.units[u] for u in uids])
    return t.target, [(m.value, m.rule) for m in t.modifiers]


def test_bone_giant_the_tomb_kings_order_to_it_suffers_minus_1_command():
    s = make(char("Tomb King", 900, 900, id="king"))
    assert labels(s, "king", "bg") == (8, [(-1, "specials.bone_giant")])
    ev = act(s, Order("king", ("bg",)), [4, 5])
    (failed,) = of_type(ev, "OrderFailed")
    assert failed.target == 8


def test_bone_giant_a_liche_priests_order_to_it_has_no_penalty():
    s = make(char("Liche Priest", 900, 900, id="priest"))
    assert labels(s, "priest", "bg") == (8, [])
    ev = act(s, Order("priest", ("bg",)), [4, 4])
    assert of_type(ev, "OrderIssued")[0].target == 8


def test_bone_giant_the_tomb_kings_other_orders_are_not_touched():
    s = make(char("Tomb King", 700, 900, id="king"))
    assert labels(s, "king", "sk") == (9, [])
