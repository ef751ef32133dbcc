"""Fantasy Warriors mercenaries in battle: oppose, orders, the loyalty test and changing sides (seed "Mercenaries")."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.fantasy_warriors.mercenaries import mercs
from game.core.fantasy_warriors.states import states
from game.core.modules import compose
from game.core.moves import destroy_unit
from game.core.state import GameState
from game.core.victory import losses
from tests.helpers import act, battle, char, of_type, unit

MERCS = compose(["fw-mercenaries"])


def make(wage: int = 2, step: str = "orders", **kw: object) -> GameState:
    """Empire: the General with u1; a hired Hero ``h`` leading hired Halberdiers m1, m2 (and individual ``i``)."""
    hired = (("mercenary", wage),)
    return battle(
        [unit("Halberdiers", 400, 900, id="u1"), unit("Halberdiers", 900, 900, id="m1", bought=hired),
         unit("Halberdiers", 1100, 900, id="m2", bought=hired)],
        [unit("Orc Warriors", 900, 200, 180, id="o")],
        [char("General", 400, 960, id="g"), char("Hero", 1000, 960, id="h", mercenary=wage),
         char("Hero", 1050, 980, id="i", mercenary=wage)],
        [char("Orc General", 1700, 60, id="og")],
        step=step, ruleset=MERCS, **kw,  # type: ignore[arg-type]
    )


def test_mercenaries_start_on_oppose_in_their_heros_contingent() -> None:
    s = make()
    assert mercs(s).orders == {"h": "oppose"} and mercs(s).individual == {"h": "i"}
    held = states(s).contingents
    assert (held["m1"], held["m2"], held["u1"]) == ("h", "h", "g")


def test_mercenary_orders_minus_1_paid_minus_2_half_minus_4_unpaid() -> None:
    for wage, label in ((1, "-1 paid up mercenaries"), (2, "-2 half paid mercenaries"), (4, "-4 unpaid mercenaries")):
        s = make(wage)
        ev = act(s, Order("h", ("m1",)), [3, 3])  # 6 against the Hero's Command 8 less the pay
        roll = of_type(ev, "DiceRolled")[0]
        assert label in [str(m) for m in roll.modifiers]
        assert roll.success is (6 <= 8 - wage)
    s = make(4)
    roll = of_type(act(s, Order("g", ("u1",)), [3, 3]), "DiceRolled")[0]
    assert not any("mercenaries" in str(m) for m in roll.modifiers) and roll.success


def loyalty(s: GameState, faces: list[int]) -> list:
    """The side's turn ends after the contingent lost m2: the loyalty test with these dice."""
    destroy_unit(s, s.units["m2"], "test", "test")
    return act(s, Proceed(), faces)


def test_loyalty_test_not_taken_without_a_loss() -> None:
    s = make(step="shaken")
    assert of_type(act(s, Proceed()), "DiceRolled") == []


def test_loyalty_7_or_more_every_unit_eager() -> None:
    s = make(2, step="shaken")
    ev = loyalty(s, [4, 5])  # 9 - 2 half paid
    assert of_type(ev, "TableRead")[0].text() == (
        "Hero's mercenaries: loyalty test, rolled 4+5 -2 half paid: 7, 7 or more: they fight harder for their pay: every unit is eager")
    assert states(s).eager == ["m1"]


def test_loyalty_5_or_6_no_change() -> None:
    s = make(1, step="shaken")
    ev = loyalty(s, [3, 4])  # 7 - 1 paid up
    assert of_type(ev, "DiceRolled")[0].total == 6 and len(of_type(ev, "DiceRolled")) == 1
    assert states(s).eager == [] and states(s).shaken == {}


def test_loyalty_follow_up_6_shaken() -> None:
    s = make(1, step="shaken")
    ev = loyalty(s, [2, 2, 5])  # 4 - 1 = 3; then 5 + 2 paid up = 7, read as 6
    follow = of_type(ev, "DiceRolled")[1]
    assert follow.total == 6 and follow.outcome == "every unit is shaken"
    assert list(states(s).shaken) == ["m1"]


def test_loyalty_follow_up_4_or_5_leave_the_battle() -> None:
    s = make(2, step="shaken")
    ev = loyalty(s, [2, 3, 4])  # 5 - 2 = 3; then 4
    assert of_type(ev, "DiceRolled")[1].outcome == "they leave the battle"
    assert s.units["m1"].destroyed and not s.characters["h"].alive and not s.characters["i"].alive
    assert s.units["u1"].alive and s.characters["g"].alive


def test_loyalty_follow_up_3_or_less_change_sides_with_their_orders() -> None:
    s = make(4, step="shaken")
    ev = loyalty(s, [4, 4, 5])  # 8 - 4 unpaid = 4; then 5 - 2 unpaid = 3
    turned = of_type(ev, "ContingentTurned")[0]
    assert turned.rule == "fw.mercenaries.change_sides"
    assert turned.text() == "Hero's mercenaries change sides, keeping their orders: 1 unit now fights for Orcs"
    assert (s.units["m1"].side, s.characters["h"].side, s.characters["i"].side) == (1, 1, 1)
    assert s.units["u1"].side == 0 and mercs(s).orders == {"h": "oppose"}
    # Still Empire Halberdiers, hired from the Empire list; no side's break point counts them.
    assert s.unit_profile(s.units["m1"]).name == "Halberdiers"
    destroy_unit(s, s.units["m1"], "test", "test")
    assert (losses(s, 0), losses(s, 1)) == (1, 0)  # m2, the Empire's before it turned


def test_loyalty_change_sides_the_second_time_they_leave() -> None:
    s = make(4, step="shaken")
    loyalty(s, [4, 4, 5])
    mercs(s).losses["h"] = 0  # a fresh loss counted for the orcs' end of turn
    s.active = 1
    s.phase, s.step = "end", "shaken"
    ev = act(s, Proceed(), [1, 1, 1])
    assert of_type(ev, "DiceRolled")[1].outcome == "they have changed sides once: now they leave the battle"
    assert s.units["m1"].destroyed and not s.characters["h"].alive


def test_individual_leaves_when_the_mercenary_hero_is_slain() -> None:
    from game.core.moves import slay_character

    s = make()
    slay_character(s, s.characters["h"], "test")
    ev = act(s, Proceed())
    assert "Hero leaves the battle: Hero has fallen" in [e.text() for e in ev]
    assert not s.characters["i"].alive


def test_mercenary_rulebook_entries_for_every_adaptation() -> None:
    r = compose(["fantasy-warriors"])
    for rule in ("fw.mercenaries", "fw.mercenaries.oppose", "fw.mercenaries.orders", "fw.mercenaries.loyalty",
                 "fw.mercenaries.betrayal", "fw.mercenaries.leave", "fw.mercenaries.change_sides",
                 "fw.mercenaries.individual", "fw.not_carried.mercenary_races", "fw.not_carried.mercenary_scouts"):
        assert r.explain(rule) is not None, rule
    title, line = r.explain("fw.mercenaries.betrayal")  # type: ignore[misc]
    assert "4-5: they leave the battle" in line and "3 or less: they change sides" in line


def test_loyalty_change_sides_survives_a_save_and_load() -> None:
    s = make(4, step="shaken")
    loyalty(s, [4, 4, 5])
    back = GameState.from_dict(s.to_dict(), s.ruleset)
    assert back.state_hash() == s.state_hash()
    assert back.units["m1"].side == 1 and mercs(back).turned == ["h"]
    assert back.unit_profile(back.units["m1"]).name == "Halberdiers"  # still from the Empire list
    assert back.character_profile(back.characters["h"]).name == "Hero"


def test_loyalty_table_read_by_a_command_test_the_chant_calls_for() -> None:
    from game.core.fantasy_warriors.states import command_tests
    from tests.helpers import ScriptedDice

    s = make(2)
    dice = ScriptedDice([3, 3, 6, 6])  # the General's contingent: 6, holds; the mercenaries: 12 - 2 = 10, eager
    ev = command_tests(s, 0, dice, "fw.chant.table")
    rolls = of_type(ev, "DiceRolled")
    assert [(r.rule, r.total) for r in rolls] == [("fw.command_test", 6), ("fw.mercenaries.loyalty", 10)]
    assert states(s).eager == ["m1", "m2"]


def test_change_sides_ends_the_fight_with_their_new_friends() -> None:
    hired = (("mercenary", 4),)
    s = battle(
        [unit("Halberdiers", 400, 900, id="u1"), unit("Halberdiers", 900, 900, id="m1", bought=hired),
         unit("Halberdiers", 1100, 900, id="m2", bought=hired)],
        # The Orc Warriors o2 are locked in a fight with the hired Halberdiers m1, front to front.
        [unit("Orc Warriors", 900, 200, 180, id="o"), unit("Orc Warriors", 900, 880, 180, id="o2")],
        [char("General", 400, 960, id="g"), char("Hero", 1000, 960, id="h", mercenary=4)],
        [char("Orc General", 1700, 60, id="og")],
        step="shaken", ruleset=MERCS,
    )
    s.units["m1"].engaged = s.units["o2"].engaged = True
    ev = loyalty(s, [4, 4, 5])  # unpaid: 8 - 4 = 4, roll again; 5 - 2 = 3: they change sides
    assert of_type(ev, "ContingentTurned")
    assert s.units["m1"].side == s.units["o2"].side == 1
    assert not s.units["m1"].engaged and not s.units["o2"].engaged
