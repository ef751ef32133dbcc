"""Goblins (digest 10.3, 6.3): Squig Herds, the Pump Wagon, the Doom Diver, the Spear Chukka and the four spells,
each with scripted dice."""

from game.core.combat.attacks import RETREAT_MM, plan_round
from game.core.command.actions import Charge, Hold, Move, Order
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import ScriptedDice
from game.core.magic import Cast
from game.core.questions import BRIGADES, NEVER_DRIVEN_BACK, NEVER_JOINED, NEVER_USES_INITIATIVE
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
from game.core.shooting.weapons import weapon
from game.core.specials.goblins import PumpWagon, roll_wagon_attacks
from game.core.victory import break_point, counted_units, scoring
from game.data import load_armies
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Goblins", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
SHAMAN = char("Goblin Shaman", 900, 800, id="sh")


def goblins(units0, units1=(), chars0=(), step="shoot", general=("Goblin Warboss", 1700, 1150), **kw):
    """Goblins (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0],
        [char("Orc General", 100, 40, id="og")], armies0="goblins", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


# ---------------------------------------------------------------- Squig Herds


def _roster(units):
    return Roster("t", "goblins", 1000, tuple(RosterUnit(u) for u in units), (RosterCharacter("Goblin Warboss"),))


def test_two_squig_herds_per_1000_stand_in_for_goblins_and_no_more():
    army = load_armies()["goblins"]
    ok = ["Goblins", "Goblins", "Squig Herd", "Squig Herd", "Wolf Riders", "Wolf Riders"]
    assert [p.message for p in roster_problems(_roster(ok), army)] == []
    three = ["Goblins", "Squig Herd", "Squig Herd", "Squig Herd", "Wolf Riders", "Wolf Riders"]
    assert [p.message for p in roster_problems(_roster(three), army)] == [
        "Goblins: at least 4 needed for a 1000-point force, roster has 1",
        "Squig Herd: at most 2 allowed for a 1000-point force, roster has 3",
    ]


# ---------------------------------------------------------------- The Pump Wagon

WAGON = unit("Pump Wagon", 900, 1000, id="w")


def test_the_pump_wagon_takes_no_orders_and_never_uses_initiative():
    s = goblins([WAGON], [ORCS], general=("Goblin Warboss", 900, 1100), step="orders")
    w = s.units["w"]
    assert s.check(Order("gen", ("w",))) == ["Pump Wagon takes no orders: it rolls along on its own once each "
                                             "Command phase"]
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, w) == "Pump Wagon never uses initiative: it rolls along on its own"


def test_the_pump_wagon_rolls_a_d6_and_moves_up_to_that_many_times_10_cm_once_a_turn():
    s = goblins([WAGON], [ORCS], step="orders")
    (roll,) = of_type(act(s, PumpWagon("w"), [3]), "DiceRolled")
    assert roll.total == 30 and roll.outcome == "may move or charge up to 30 cm"
    assert s.check(Move(("w",), (((900, 640, 0),),))) != []  # 36 cm: too far
    assert s.check(Move(("w",), (((900, 750, 0),),))) == []  # 25 cm
    act(s, Move(("w",), (((900, 750, 0),),)))
    assert (s.units["w"].stands[0].x, s.units["w"].stands[0].y) == (900, 750)
    assert s.check(PumpWagon("w")) == ["Pump Wagon has already rolled along this turn; it moves once a Command phase"]


def test_the_pump_wagon_charges_only_if_its_roll_reaches():
    s = goblins([unit("Pump Wagon", 900, 1000, id="w")], [ORCS], step="orders")
    act(s, PumpWagon("w"), [2])
    assert s.check(Charge("w", "o")) != []
    act(s, Hold(("w",)))
    s = goblins([unit("Pump Wagon", 900, 1000, id="w")], [ORCS], step="orders")
    act(s, PumpWagon("w"), [6])
    assert s.check(Charge("w", "o")) == []
    assert of_type(act(s, Charge("w", "o")), "Charged")


def test_the_pump_wagon_rolls_its_attacks_each_round_d6_or_d3_when_charged_or_after_retreating():
    s = goblins([unit("Pump Wagon", 900, 630, id="w")], [ORCS], step="fight")
    s.units["w"].charged = True
    ev = roll_wagon_attacks(s, ["w", "o"], ScriptedDice([5]))
    assert ev[0].sides == 6
    # 5 rolled, +1 for the charge, +1 more as a chariot.
    assert stand_dice(s, "w", "o") == [7]
    s = goblins([unit("Pump Wagon", 900, 630, id="w")], [ORCS], step="fight", first=1)
    s.units["o"].charged = True
    ev = roll_wagon_attacks(s, ["w", "o"], ScriptedDice([2]))
    assert (ev[0].sides, ev[0].purpose) == (3, "Pump Wagon: Attacks this round (it was charged)")
    assert stand_dice(s, "w", "o") == [2]
    s = goblins([unit("Pump Wagon", 900, 630, id="w")], [ORCS], step="fight")
    s.units["w"].flags[RETREAT_MM] = 50
    assert roll_wagon_attacks(s, ["w", "o"], ScriptedDice([3]))[0].sides == 3


def test_the_pump_wagon_is_unshaken_alone_and_worth_nothing_to_either_side():
    s = goblins([WAGON, unit("Goblins", 600, 1000, id="g")], [ORCS])
    w = s.units["w"]
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, w) == "a Pump Wagon is never driven back by shooting"
    assert s.ruleset.ask(MAY_BE_CONFUSED, s, w) is False
    assert s.ruleset.ask(BRIGADES, s, w) == "never"
    assert s.ruleset.ask(NEVER_JOINED, s, w) == "no character may join Pump Wagon"
    # Four Goblin units count (the wagon does not): the army breaks at 2 lost.
    assert counted_units(s, 0) == 3 and break_point(s, 0) == 2
    w.destroyed = True
    assert [x.name for x in scoring(s) if x.side == 1] == []


# ---------------------------------------------------------------- Doom Diver and Spear Chukka


def test_the_doom_diver_shoots_60_cm_armour_saves_and_never_at_chargers():
    s = goblins([unit("Doom Diver", 900, 1000, id="dd"), unit("Spear Chukka", 600, 1000, id="sc")], [ORCS])
    dd = weapon(s, s.units["dd"])
    assert dd is not None and (dd.range_mm, dd.shots, dd.no_saves, dd.at_chargers, dd.blind_fire) == (
        600, 3, False, False, False)
    sc = weapon(s, s.units["sc"])
    assert sc is not None and (sc.kind, sc.range_mm, sc.no_saves) == ("bolt_thrower", 400, True)


# ---------------------------------------------------------------- Spells


def test_mork_save_uz_gives_a_5_plus_save_until_the_units_next_turn():
    s = goblins([unit("Goblins", 900, 700, id="g"), unit("Trolls", 600, 700, id="t")], [ORCS], [SHAMAN])
    ev = act(s, Cast("sh", "Mork Save Uz!", target="g"), [5])
    assert of_type(ev, "SpellEffect")[0].effect == "saves on 5+ until its side's next turn begins"
    assert s.unit_profile(s.units["g"]).armour == 5


def test_mork_save_uz_leaves_a_better_armour_alone():
    s = goblins([unit("Trolls", 900, 700, id="t")], [ORCS], [SHAMAN])
    ev = act(s, Cast("sh", "Mork Save Uz!", target="t"), [5])
    assert of_type(ev, "SpellEffect")[0].effect == "keeps its own 5+ save: Mork's 5+ is no better"


def test_waaagh_stirs_squigs_but_not_trolls():
    fight = [unit("Orc Warriors", 900, 680, 180, id="o"), unit("Orc Warriors", 600, 680, 180, id="o2")]
    s = goblins([unit("Squig Herd", 900, 700, id="q"), unit("Trolls", 600, 700, id="t")], fight, [SHAMAN])
    s.units["q"].engaged = s.units["t"].engaged = True
    s.units["o"].engaged = s.units["o2"].engaged = True
    assert s.check(Cast("sh", "Waaagh!", target="t")) == ["Trolls are no greenskins; Waaagh! only stirs Orcs and Goblins"]
    assert of_type(act(s, Cast("sh", "Waaagh!", target="q"), [4]), "SpellEffect")


def test_brain_busta_strikes_three_shots_that_armour_cannot_save():
    s = goblins([], [unit("Orc Warriors", 900, 600, 180, id="k")], [SHAMAN])
    ev = act(s, Cast("sh", "Brain Busta", target="k"), [5, 4, 4, 1])
    assert [(h.hits, h.save, h.struck) for h in of_type(ev, "HitsScored")] == [(2, None, 2)]


def test_gerroff_shoves_an_enemy_towards_its_own_edge():
    s = goblins([], [unit("Orc Warriors", 900, 600, 180, id="k")], [SHAMAN])
    ev = act(s, Cast("sh", "Gerroff!!!", target="k"), [5, 2])
    assert of_type(ev, "DrivenBack")
    assert s.units["k"].stands[0].y < 600
