"""The dwarven war cannon: gunpowder counters, charges, every line of the ignition table, attack orders, the
crew's cover and hauling the gun."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.fantasy_warriors.artillery import counters_left
from game.core.fantasy_warriors.artillery_cannon import LoadCannon, best_charge, legal_loads, manhandle_allowance
from game.core.fantasy_warriors.states import make_eager, make_shaken, unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.volley import target_cover
from tests.helpers import act, battle, char, of_type, unit

ARTILLERY = compose(["fw-artillery"])


def gun(more: list[object] | None = None, stands: int = 2, step: str = "shoot") -> object:
    return battle(
        [unit("War Cannon", 900, 800, id="gun", size=stands), *(more or [unit("Sellswords", 200, 1100, id="spare")])],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary",
        step=step,
        ruleset=ARTILLERY,
    )


def ignition(ev: list[object]) -> tuple[int, str, list[str]]:
    """(score, the table's line and what it does, the modifiers) of the ignition roll."""
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.cannon.ignition"]
    (read,) = of_type(ev, "TableRead")
    assert read.score == roll.total
    return roll.total, f"{read.line}: {read.effect}", [m.label for m in roll.modifiers]


def test_counters_six_gunpowder_on_the_card() -> None:
    s = gun()
    assert unit_counters(s, s.units["gun"]) == ["6 gunpowder"]


def test_ignition_excellent_loading_plus_two_to_hit() -> None:
    s = gun()
    ev = act(s, Shoot("gun", "o"), [6] + [2, 3])
    assert ignition(ev) == (6, "excellent loading: it fires at +2 to hit", [])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (2, 2)
    assert [m.label for m in hs.modifiers][-1] == "excellent loading"
    assert counters_left(s, s.units["gun"]) == 5
    assert unit_counters(s, s.units["gun"]) == ["5 gunpowder"]


def test_ignition_good_loading_plus_one_to_hit() -> None:
    s = gun()
    ev = act(s, Shoot("gun", "o"), [5] + [3, 2])
    assert ignition(ev)[:2] == (5, "good loading: it fires at +1 to hit")
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (3, 1)


def test_ignition_ok_fires_as_usual() -> None:
    s = gun()
    ev = act(s, Shoot("gun", "o"), [4] + [4, 3])
    assert ignition(ev)[:2] == (4, "loaded well enough: it fires as usual")
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (4, 1)


def test_ignition_poor_loading_minus_one_to_hit() -> None:
    s = gun()
    ev = act(s, Shoot("gun", "o"), [3] + [4, 5])
    assert ignition(ev)[:2] == (3, "poor loading: it fires at -1 to hit")
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (5, 1)


def test_ignition_bad_loading_minus_two_to_hit() -> None:
    s = gun()
    ev = act(s, Shoot("gun", "o"), [2] + [5, 6])
    assert ignition(ev)[:2] == (2, "bad loading: it fires at -2 to hit")
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (6, 1)


def test_charge_of_two_fires_two_balls_at_minus_one() -> None:
    s = gun()
    act(s, LoadCannon("gun", 2))
    ev = act(s, Shoot("gun", "o"), [5] + [4, 4, 1, 1])
    assert ignition(ev) == (4, "loaded well enough: it fires as usual", ["a double charge"])
    (shot,) = of_type(ev, "ShotFired")
    assert shot.attacks == 4  # two balls of 2 attacks
    assert counters_left(s, s.units["gun"]) == 4


def test_ignition_misfire_loses_the_charge() -> None:
    s = gun()
    act(s, LoadCannon("gun", 2))
    ev = act(s, Shoot("gun", "o"), [2])
    assert ignition(ev) == (1, "misfire: no shot, and the charge is lost", ["a double charge"])
    assert of_type(ev, "ShotFired") == []
    assert counters_left(s, s.units["gun"]) == 4


def test_ignition_explodes_hits_every_stand_within_30_cm_and_the_army_tests() -> None:
    s = gun([unit("Sellswords", 700, 800, id="near"), unit("Sellswords", 200, 1100, id="far")])
    act(s, LoadCannon("gun", 3))
    # 2 - 2 for the treble charge = 0. Three stands of "near" are within 30 cm: 3 hits, saved on 5+.
    ev = act(s, Shoot("gun", "o"), [2] + [5, 1, 1] + [3, 3])
    assert ignition(ev) == (0, "the gun explodes: every stand within 30 cm is hit and the army tests",
                            ["a treble charge"])
    assert not s.units["gun"].alive
    assert s.units["near"].hits == 2 and s.units["far"].hits == 0 and s.units["o"].hits == 0
    (test,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.command_test"]
    assert (test.total, test.outcome) == (6, "holds firm")


def test_ignition_modifiers_crew_short_no_leader_confused_shaken() -> None:
    s = gun(stands=1)
    g = s.units["gun"]
    g.confused = True
    make_shaken(s, g, "test", "fw.shaken")
    ev = act(s, Shoot("gun", "o"), [6] + [3, 3])
    total, outcome, labels = ignition(ev)
    assert labels == ["2 crew short", "no leader: he fell with the first crew", "the crew are confused",
                      "the crew are shaken"]
    # 6 - 2 - 1 - 1 - 2 = 0: the table read below its end explodes.
    assert (total, outcome.split(":")[0]) == (0, "the gun explodes")


def test_eager_crew_load_the_full_charge() -> None:
    s = gun()
    make_eager(s, s.units["gun"], "test", "fw.eager")
    assert list(legal_loads(s)) == [LoadCannon("gun", 3)]
    assert s.check(LoadCannon("gun", 1)) == ["War Cannon's crew are eager: they load the full charge of 3"]


def test_attack_orders_the_gun_must_fire_each_turn() -> None:
    s = gun()
    assert s.check(Proceed()) == ["War Cannon must fire this turn: its crew are on attack orders and have powder "
                                  "and a target"]
    act(s, Shoot("gun", "o"), [4] + [1, 1])
    assert s.check(Proceed()) == []


def test_crew_take_cover_when_the_gun_did_not_fire() -> None:
    s = gun()
    g = s.units["gun"]
    assert target_cover(s, g, 0, (900, 300)).reason == "the crew shelter behind their gun, which did not fire"
    act(s, Shoot("gun", "o"), [4] + [1, 1])
    assert target_cover(s, g, 0, (900, 300)).level == "open"


def test_gun_hauled_two_and_a_half_cm_a_stand_touching_it() -> None:
    s = gun()
    assert manhandle_allowance(s, s.units["gun"]) == 50.0
    # Sellswords in line behind the gun: two of their stands touch its crew's.
    s2 = gun([unit("Sellswords", 900, 830, id="help")])
    assert manhandle_allowance(s2, s2.units["gun"]) == 100.0


def test_computer_loads_a_single_charge_with_a_full_crew() -> None:
    s = gun()
    assert best_charge(s, s.units["gun"]) == 1


def test_more_gunpowder_bought_at_forty_points_a_counter() -> None:
    from game.core.fantasy_warriors.purchases import purchase_cost
    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from tests.helpers import armies

    s = gun([unit("Sellswords", 200, 1100, id="spare")])
    s2 = battle(
        [unit("War Cannon", 900, 800, id="gun", bought=(("gunpowder", 2),)), unit("Sellswords", 200, 1100)],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")], [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=ARTILLERY,
    )
    assert unit_counters(s, s.units["gun"]) == ["6 gunpowder"]
    assert unit_counters(s2, s2.units["gun"]) == ["8 gunpowder"]
    assert purchase_cost("gunpowder", 2) == 80
    bad = Roster("x", "mercenary", 1000, (RosterUnit("Sellswords", bought=(("gunpowder", 1),)),),
                 (RosterCharacter("Paymaster"),), ("fw-artillery",))
    assert [p.message for p in roster_problems(bad, armies()["mercenary"])] == [
        "Sellswords is no war cannon: gunpowder is bought for a war cannon"]
