"""Mercenary standing orders enforced (seed "Mercenaries" and the several-players "hold, attack or oppose"):
what a unit may and may not do under each, and the General giving new standing orders."""

from __future__ import annotations

from game.core import moves
from game.core.command.actions import Evade, Hold, Move, Order
from game.core.command.initiative import initiative_problems
from game.core.fantasy_warriors.mercenaries import mercs
from game.core.fantasy_warriors.standing_orders import StandingOrder
from game.core.modules import compose
from game.core.state import GameState
from tests.helpers import act, battle, char, of_type, unit

MERCS = compose(["fw-mercenaries"])


def make(orders: str = "oppose", step: str = "orders", orc_y: int = 200) -> GameState:
    """Empire: the General ``g`` with u1; the half-paid Hero ``h`` leading m1, m2. Orcs ``o`` ahead of m1."""
    hired = (("mercenary", 2),)
    s = battle(
        [unit("Halberdiers", 400, 900, id="u1"), unit("Halberdiers", 900, 900, id="m1", bought=hired),
         unit("Halberdiers", 1300, 900, id="m2", bought=hired)],
        [unit("Orc Warriors", 900, orc_y, 180, id="o")],
        [char("General", 400, 960, id="g"), char("Hero", 1000, 960, id="h", mercenary=2)],
        [char("Orc General", 1700, 60, id="og")],
        step=step, ruleset=MERCS,
    )
    mercs(s).orders["h"] = orders
    return s


def shifted(s: GameState, uid: str, dy: int) -> Move:
    return Move((uid,), (tuple(moves.translate(moves.unit_poses(s.units[uid]), 0, dy)),))


def test_standing_orders_hold_may_not_be_ordered_to_move() -> None:
    s = make("hold")
    assert s.check(Order("h", ("m1",))) == ["Halberdiers is under hold orders: it may not move"]
    assert s.check(Order("g", ("m2",))) == ["Halberdiers is under hold orders: it may not move"]
    assert s.check(Order("g", ("u1",))) == []  # the General's own units are free


def test_standing_orders_hold_uses_no_initiative() -> None:
    s = make("hold", step="initiative")
    assert initiative_problems(s, s.units["m1"]) == ["Halberdiers is under hold orders: it may not move"]
    assert initiative_problems(s, s.units["u1"]) == []


def test_standing_orders_attack_ordered_must_move_towards_the_enemy() -> None:
    s = make("attack")
    act(s, Order("h", ("m1",)), [2, 2])  # 4 against Command 8 - 2 half paid: passes
    back = s.check(shifted(s, "m1", 50))
    assert back == ["Halberdiers is under attack orders: it must charge or end closer to the enemy "
                    "(68.0 cm away now, 73.0 cm after this move)"]
    # Standing still is refused while a way towards the enemy is open.
    assert s.check(Hold(("m1",))) == ["Halberdiers is under attack orders: it must charge or move towards the enemy"]
    assert s.check(shifted(s, "m1", -100)) == []
    act(s, shifted(s, "m1", -100))
    assert s.units["m1"].stands[0].y == 800


def test_standing_orders_attack_does_not_evade() -> None:
    s = make("attack", step="initiative", orc_y=760)
    assert s.check(Evade("m1", "o", 50)) == ["Halberdiers is under attack orders: it does not evade the enemy"]
    mercs(s).orders["h"] = "oppose"
    assert s.check(Evade("m1", "o", 50)) == []


def test_standing_orders_oppose_is_free() -> None:
    s = make("oppose")
    act(s, Order("h", ("m1",)), [2, 2])
    assert s.check(shifted(s, "m1", 50)) == []
    assert s.check(Hold(("m1",))) == []


def test_standing_orders_general_gives_new_orders_against_command_less_pay() -> None:
    s = make("oppose")
    ev = act(s, StandingOrder("g", "h", "attack"), [3, 4])  # 7 against the General's 9 - 2 half paid
    roll = of_type(ev, "DiceRolled")[0]
    assert (roll.target, roll.total, roll.success) == (7, 7, True)
    assert "-2 half paid mercenaries" in [str(m) for m in roll.modifiers]
    assert mercs(s).orders["h"] == "attack"
    assert "Hero's mercenaries are now under attack orders" in of_type(ev, "Narration")[0].text()
    # One attempt a contingent a turn.
    assert s.check(StandingOrder("g", "h", "hold")) == ["Hero's mercenaries have had new orders this turn"]


def test_standing_orders_failed_new_orders_are_a_failed_general_order() -> None:
    s = make("oppose")
    ev = act(s, StandingOrder("g", "h", "hold"), [4, 4])  # 8 against 7: fails
    assert of_type(ev, "DiceRolled")[0].success is False
    assert mercs(s).orders["h"] == "oppose"
    assert s.check(Order("g", ("u1",))) == ["the General has failed an order: no character may give more orders this phase"]


def test_standing_orders_only_the_general_and_only_new_orders() -> None:
    s = make("oppose")
    assert s.check(StandingOrder("h", "h", "hold")) == ["only the General gives a contingent new standing orders, "
                                                         "not Hero"]
    assert s.check(StandingOrder("g", "h", "oppose")) == ["Hero's mercenaries are already under oppose orders"]
    assert s.check(StandingOrder("g", "h", "charge")) == ["standing orders are hold, attack or oppose, not 'charge'"]
    assert sorted(a.orders for a in s.legal_actions() if isinstance(a, StandingOrder)) == ["attack", "hold"]


def test_standing_orders_kept_through_a_save() -> None:
    s = make("oppose")
    act(s, StandingOrder("g", "h", "hold"), [1, 1])
    again = GameState.from_dict(s.to_dict(), s.ruleset)
    assert mercs(again).orders["h"] == "hold" and mercs(again).changed == {"h": 1}
    assert again.check(Order("h", ("m1",))) == ["Halberdiers is under hold orders: it may not move"]
