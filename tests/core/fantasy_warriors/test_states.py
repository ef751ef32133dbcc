"""Fantasy Warriors unit states: eager, shaken and contingents (module-adaptations "Tests and states")."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.command.actions import Order
from game.core.confusion import confuse
from game.core.fantasy_warriors.states import contingent, make_eager, make_shaken, settle_contingents, states
from game.core.modules import compose
from tests.core.combat.common import at_fight, one, strikes
from tests.helpers import act, battle, char, of_type, unit

STATES = compose(["fw-states"])
HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def test_eager_plus_one_attack_a_stand_in_the_round_it_charges() -> None:
    s = at_fight([HALB], [ORCS], ruleset=STATES)
    make_eager(s, s.units["h"], "test", "fw.eager")
    s.units["h"].charged = True
    ev = act(s, Fight("h"), [1] * 15 + [1] * 12 + [4])
    st = strikes(ev)
    # 3 stands x (3 Attacks + 1 charging + 1 eager).
    assert st["h", "o"].dice == 15
    assert "+3 eager charge" in st["h", "o"].text()


def test_eager_ends_when_the_unit_loses_a_combat() -> None:
    s = at_fight([HALB], [ORCS], ruleset=STATES)
    make_eager(s, s.units["h"], "test", "fw.eager")
    ev = act(s, Fight("h"), [1] * 9 + [4] + [1] * 11 + [1])
    assert one(ev, "CombatResult").winner == 1
    assert states(s).eager == []
    assert "Halberdiers is no longer eager: lost a combat" in [e.text() for e in ev]


def test_eager_ends_with_confusion_and_a_confused_unit_becomes_eager_when_it_recovers() -> None:
    s = battle([HALB, unit("Halberdiers", 500, 700, id="h2")], [unit("Orc Warriors", 900, 200, 180, id="o")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="og")],
               step="orders", ruleset=STATES)
    make_eager(s, s.units["h"], "test", "fw.eager")
    confuse(s, s.units["h"], "test", "confusion")
    s.units["h2"].confused = True
    make_eager(s, s.units["h2"], "test", "fw.eager")
    ev = act(s, Proceed())
    assert "Halberdiers is no longer eager: confused" in [e.text() for e in ev]
    act(s, Proceed())  # the Command phase ends: both recover, and h2 takes its blood lust
    assert states(s).eager == ["h2"]


def test_eager_unit_must_charge_on_its_initiative() -> None:
    s = battle([unit("Halberdiers", 900, 500, id="h")], [unit("Orc Warriors", 900, 380, 180, id="o")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="og")], ruleset=STATES)
    assert s.check(Proceed()) == []
    make_eager(s, s.units["h"], "test", "fw.eager")
    s.invalidate()
    assert s.check(Proceed()) == ["Halberdiers must charge Orc Warriors on its initiative first"]


def test_shaken_minus_one_to_orders_and_minus_one_attack() -> None:
    s = battle([unit("Halberdiers", 900, 900, id="h")], [unit("Orc Warriors", 900, 200, 180, id="o")],
               [char("General", 900, 960, id="g")], [char("Orc General", 1700, 60, id="og")],
               step="orders", ruleset=STATES)
    make_shaken(s, s.units["h"], "test", "fw.shaken")
    ev = act(s, Order("g", ("h",)), [4, 5])  # 9 against Command 9 - 1
    roll = of_type(ev, "DiceRolled")[0]
    assert "-1 shaken" in [str(m) for m in roll.modifiers] and roll.success is False
    f = at_fight([HALB], [ORCS], ruleset=STATES)
    make_shaken(f, f.units["h"], "test", "fw.shaken")
    ev = act(f, Fight("h"), [1] * 6 + [1] * 12 + [4])
    assert strikes(ev)["h", "o"].dice == 6


def test_shaken_lasts_to_the_end_of_its_sides_next_turn() -> None:
    s = battle([unit("Halberdiers", 900, 900, id="h")], [unit("Orc Warriors", 900, 200, 180, id="o")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="og")], ruleset=STATES)
    make_shaken(s, s.units["h"], "test", "fw.shaken")  # in its own turn 1: until the end of its turn 2
    assert states(s).shaken == {"h": 2}
    seen = []
    for _ in range(80):
        act(s, Proceed())
        seen.append((s.turn, s.active, "h" in states(s).shaken))
        if s.turn == 3:
            break
    assert (2, 0, True) in seen and (2, 1, False) in seen


def test_contingents_each_unit_to_its_joined_or_nearest_leader() -> None:
    s = battle([unit("Halberdiers", 300, 900, id="a"), unit("Halberdiers", 700, 900, id="b"),
                unit("Halberdiers", 1500, 900, id="c")], [unit("Orc Warriors", 900, 200, 180, id="o")],
               [char("General", 1500, 960, id="g"), char("Hero", 400, 960, id="hero", joined="b")],
               [char("Orc General", 1700, 60, id="og")], ruleset=STATES)
    settle_contingents(s)
    assert states(s).contingents == {"a": "hero", "b": "hero", "c": "g", "o": "og"}
    assert [u.id for u in contingent(s, s.units["a"])] == ["a", "b"]
