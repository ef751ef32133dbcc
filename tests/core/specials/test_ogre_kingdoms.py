"""Ogre Kingdoms (digest 10.17, 6.3): Bull Ogres, Leadbelchers, Yhetees, Gnoblars, Gorgers, Rhinox Riders, the Slave
Giant, the Scrap Launcher, the Bull Rhinox and the four spells, each with scripted dice."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.combat.engagements import supports
from game.core.command.actions import MoveCharacter, Order
from game.core.command.initiative import must_charge_target
from game.core.command.penalties import order_target
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import ScriptedDice
from game.core.magic import Cast
from game.core.questions import (
    DENSE_TERRAIN_PENALTY,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MAY_PURSUE_ANY,
    MUST_PURSUE,
    NEVER_DRIVEN_BACK,
)
from game.core.shooting.actions import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials.ogre_kingdoms import guts_wear_off
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Bull Ogres", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
BUTCHER = char("Butcher", 900, 800, id="bu")


def ogres(units0, units1=(), chars0=(), step="shoot", general=("Tyrant", 1700, 1150), armies1=None, **kw):
    """Ogre Kingdoms (side 0, bottom, facing up) against Orcs (side 1, top, facing down), or Empire."""
    extra = {"armies1": armies1} if armies1 else {}
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0],
        [char("Orc General" if not armies1 else "General", 100, 40, id="og")], armies0="ogre_kingdoms", step=step,
        **extra, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


def test_bull_ogres_must_charge_men_but_not_orcs():
    s = ogres([unit("Bull Ogres", 900, 760, id="b")], [ORCS], step="initiative")
    assert must_charge_target(s, s.units["b"]) is None
    men = battle([unit("Bull Ogres", 900, 760, id="b"), *SPARE0],
                 [unit("Halberdiers", 900, 600, 180, id="h"), unit("Halberdiers", 1650, 80, 180, id="h2")],
                 [char("Tyrant", 1700, 1150, id="gen")], [char("General", 100, 40, id="eg")],
                 armies0="ogre_kingdoms", armies1="empire", step="initiative")
    assert must_charge_target(men, men.units["b"]) == "h"


def test_leadbelchers_shoot_15_cm_twice_a_stand_and_armour_counts_one_worse():
    s = ogres([unit("Leadbelchers", 900, 700, id="lb")], [ORCS])
    w = weapon(s, s.units["lb"])
    assert (w.range_mm, w.shots, w.armour_worse) == (150, 2, True)
    # 6 dice, three hit; the Orcs' 6+ save, one worse, saves nothing: a stand lost.
    ev = act(s, Shoot("lb", "o"), [4, 4, 4, 1, 1, 1])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_yhetees_charge_in_the_open_with_one_more_and_must_pursue():
    s = ogres([unit("Yhetees", 900, 620, id="y")], [ORCS], step="fight")
    s.units["y"].charged = True
    # 5 Attacks, +1 for the charge, +1 more as monsters have.
    assert stand_dice(s, "y", "o") == [7, 7, 7]
    assert s.ruleset.ask(MUST_PURSUE, s, s.units["y"])


def test_yhetees_support_and_are_supported_only_by_yhetees():
    fight = [unit("Orc Warriors", 900, 680, 180, id="o")]
    s = ogres([unit("Yhetees", 900, 700, id="y"), unit("Bull Ogres", 900, 720, id="b")], fight, step="fight")
    assert supports(s).get("b", []) == []
    s = ogres([unit("Bull Ogres", 900, 700, id="b"), unit("Yhetees", 900, 720, id="y")], fight, step="fight")
    assert supports(s).get("y", []) == []
    s = ogres([unit("Yhetees", 900, 700, id="y"), unit("Yhetees", 900, 720, id="y2")], fight, step="fight")
    assert [r[1] for r in supports(s)["y2"]] == ["y", "y", "y"]


def test_gnoblars_shoot_15_cm_are_backed_only_by_gnoblars_carry_nothing_and_take_no_character():
    from game.core.items.catalogue import BY_ID, unit_may_carry

    fight = [unit("Orc Warriors", 900, 680, 180, id="o")]
    s = ogres([unit("Gnoblars", 900, 700, id="g"), unit("Bull Ogres", 900, 720, id="b")], fight, step="fight")
    assert supports(s).get("b", []) == []
    s = ogres([unit("Bull Ogres", 900, 700, id="b"), unit("Gnoblars", 900, 720, id="g")], fight, step="fight")
    assert [r[1] for r in supports(s)["g"]] == ["b", "b", "b"]
    assert (weapon(s, s.units["g"]).range_mm, weapon(s, s.units["g"]).shots) == (150, 1)
    banner = next(i for i in BY_ID.values() if i.who == "unit")
    assert unit_may_carry(banner, s.unit_profile(s.units["g"])) == "Gnoblars carry no magic items"
    s = ogres([unit("Gnoblars", 900, 900, id="g")], [unit("Orc Warriors", 900, 100, 180, id="o")],
              [char("Bruiser", 1100, 1000, id="br")], step="characters")
    assert s.check(MoveCharacter("br", 900, 930, 0, join="g")) == ["no character may join Gnoblars"]


def test_gorgers_minus_one_always_no_distance_penalty_pursue_anything_infiltrate_no_dense_penalty():
    s = ogres([unit("Gorgers", 900, 300, id="gg"), unit("Bull Ogres", 900, 900, id="b")],
              [unit("Orc Warriors", 300, 100, 180, id="o")], general=("Tyrant", 900, 1150), step="orders")
    gg, tyrant = s.units["gg"], s.characters["gen"]
    mods = {m.rule: m.value for m in order_target(s, tyrant, [gg]).modifiers}
    assert mods == {"specials.gorgers": -1}
    assert "command.penalty.distance" not in mods
    assert s.ruleset.ask(MAY_PURSUE_ANY, s, gg) and s.ruleset.ask(INFILTRATORS_PER_1000, s, gg) == 1
    assert not s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, gg)
    # 9 - 1 = 8: a 9 fails though the Gorgers are 85 cm away.
    (fail,) = of_type(act(s, Order("gen", ("gg",)), [4, 5]), "OrderFailed")


def test_rhinox_riders_scorn_terror_and_charge_with_one_more():
    s = ogres([unit("Rhinox Riders", 900, 630, id="r")], [unit("Giant", 900, 600, 180, id="gi")], step="fight")
    s.units["r"].charged = True
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["r"])
    # 5 Attacks, +1 charging, +1 more; the Giant's terror takes nothing away.
    assert stand_dice(s, "r", "gi") == [7, 7, 7]


def test_slave_giant_terror_and_scrap_launcher_is_a_stone_thrower():
    s = ogres([unit("Slave Giant", 900, 900, id="sg"), unit("Scrap Launcher", 600, 1000, id="sl")], [ORCS])
    assert terrifying(s, s.units["sg"])
    w = weapon(s, s.units["sl"])
    assert (w.kind, w.range_mm, w.no_saves, w.at_chargers) == ("stone_thrower", 600, True, False)


def test_a_tyrant_on_a_bull_rhinox_makes_his_unit_terrifying():
    s = ogres([unit("Bull Ogres", 900, 700, id="b")], [ORCS], general=("Tyrant", 900, 730), step="shoot")
    s.characters["gen"].mount = "Bull Rhinox"
    s.characters["gen"].joined = "b"
    s.invalidate()
    assert terrifying(s, s.units["b"])


# ---------------------------------------------------------------- Spells


def test_tooth_cracker_no_drive_back_until_next_turn_no_confusion_to_next_command_phase():
    s = ogres([unit("Bull Ogres", 900, 700, id="b")], [unit("Orc Warriors", 900, 100, 180, id="o")], [BUTCHER])
    b = s.units["b"]
    ev = act(s, Cast("bu", "Tooth Cracker", target="b"), [3])
    assert of_type(ev, "SpellEffect")[0].rule == "magic.tooth_cracker"
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, b) == "Tooth Cracker has made it stone-hard"
    assert s.ruleset.ask(MAY_BE_CONFUSED, s, b) is False
    from game.core.magic.effects import ply
    from game.core.specials.ogre_kingdoms import TOOTH

    b.flags[TOOTH] = ply(s) - 2  # two plies on: the Butcher's next turn, its Shooting phase
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, b) == "" and s.ruleset.ask(MAY_BE_CONFUSED, s, b) is True


def test_tooth_cracker_fails_on_a_2():
    s = ogres([unit("Bull Ogres", 900, 700, id="b")], [ORCS], [BUTCHER])
    act(s, Cast("bu", "Tooth Cracker", target="b"), [2])
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, s.units["b"]) == ""


def test_bone_cruncher_three_shots_armour_cannot_save():
    s = ogres([], [unit("Orc Warriors", 900, 600, 180, id="k")], [BUTCHER])
    ev = act(s, Cast("bu", "Bone Cruncher", target="k"), [5, 4, 4, 1])
    assert [(h.hits, h.save, h.struck) for h in of_type(ev, "HitsScored")] == [(2, None, 2)]


def test_bull_gorger_gives_the_butchers_unit_and_him_one_attack_more():
    s = ogres([unit("Bull Ogres", 900, 620, id="b")], [ORCS], [char("Butcher", 900, 650, id="bu")], step="shoot")
    s.characters["bu"].joined = "b"
    s.units["b"].engaged = s.units["o"].engaged = True
    assert s.check(Cast("bu", "Bull Gorger", target="o")) != []
    act(s, Cast("bu", "Bull Gorger", target="b"), [4])
    # 4 Attacks and +1 for Bull Gorger a stand; the Butcher's +1 and its +1 go to the stand he fights with.
    assert sorted(stand_dice(s, "b", "o")) == [5, 5, 7]


def test_troll_guts_one_hit_more_then_left_over_hits_cost_stands():
    s = ogres([unit("Bull Ogres", 900, 630, id="b")], [ORCS], [char("Butcher", 900, 760, id="bu")])
    b = s.units["b"]
    b.engaged = s.units["o"].engaged = True
    ev = act(s, Cast("bu", "Troll Guts", target="b"), [5])
    assert s.unit_profile(b).hits == 5
    assert of_type(ev, "SpellEffect")[0].effect == "has 5 Hits a stand until the end of the Combat phase"
    b.hits = 4  # four hits held over under the spell
    ev = guts_wear_off(s, ScriptedDice([]))
    assert s.unit_profile(b).hits == 4 and len(b.stands) == 2 and b.hits == 0
    assert of_type(ev, "StandsLost")
