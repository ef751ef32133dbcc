"""Skaven (digest 10.8, 6.3): Strength in Numbers, Vermintide, Under the Lash, the units' rules, the Grey Seer,
the Rat Ogre Bodyguard and the four spells, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import character_bonus, plan_round, terrifying
from game.core.combat.engagements import supports
from game.core.combat.kept import Aftermath
from game.core.combat.pursuit import barred, quarry
from game.core.command.actions import Order
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.command.penalties import order_target
from game.core.dice import ScriptedDice
from game.core.magic import Cast
from game.core.questions import (
    DENSE_TERRAIN_PENALTY,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MUST_PURSUE,
    NEVER_DRIVEN_BACK,
)
from game.core.shooting import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials.chaos import RAGE, RAGE_OPEN, RageDie
from game.core.specials.skaven import WITHER, wheel_rolls
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Clanrats", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
BOARS = unit("Boar Riders", 900, 400, 180, id="boar")


def skaven(units0, units1=(), chars0=(), step="shoot", general=("Grey Seer", 1700, 1150), chars1=(), **kw):
    """Skaven (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="skaven", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


# ---------------------------------------------------------------- Army rules

LINE = [unit("Clanrats", 300 + 120 * i, 800, id=f"c{i}") for i in range(5)]


def test_strength_in_numbers_five_touching_units_are_one_brigade():
    s = skaven(LINE, [unit("Orc Warriors", 900, 200, 180, id="o")], general=("Grey Seer", 540, 830), step="orders")
    five = tuple(f"c{i}" for i in range(5))
    assert s.check(Order("gen", five)) == []
    ev = act(s, Order("gen", five), [4, 5])
    assert of_type(ev, "OrderIssued")


def test_without_strength_in_numbers_a_brigade_stops_at_four():
    halberdiers = [unit("Halberdiers", 300 + 120 * i, 800, id=f"c{i}") for i in range(5)]
    s = battle(halberdiers, [unit("Orc Warriors", 900, 200, 180, id="o")], [char("General", 540, 830, id="gen")],
               [GENERAL1], step="orders")
    assert s.check(Order("gen", tuple(f"c{i}" for i in range(5)))) == ["a brigade has at most 4 units"]


def test_under_the_lash_every_character_orders_within_20cm_gutter_runners_excepted():
    # Clanrats and Gutter Runners 30 cm in front of the Grey Seer and the Hero.
    s = skaven([unit("Clanrats", 600, 800, id="c"), unit("Gutter Runners", 1200, 800, id="gr")],
               [unit("Orc Warriors", 900, 100, 180, id="o")], [char("Hero", 1200, 1110, id="h")],
               general=("Grey Seer", 600, 1110), step="orders")
    assert s.check(Order("gen", ("c",))) == ["Clanrats is 29 cm away; Clanrats heed only a character within 20 cm"]
    assert s.check(Order("h", ("gr",))) == []
    assert order_target(s, s.characters["gen"], [s.units["c"]]).range_mm == 200


def test_under_the_lash_a_unit_within_20cm_is_ordered_as_usual():
    s = skaven([unit("Clanrats", 600, 800, id="c")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("Grey Seer", 600, 990), step="orders")
    ev = act(s, Order("gen", ("c",)), [4, 5])
    assert of_type(ev, "OrderIssued")


def test_vermintide_infantry_may_pursue_cavalry_and_artillery_may_pursue():
    s = skaven([unit("Clanrats", 900, 700, id="c"), unit("Warp Lightning Cannon", 500, 700, id="wlc")], [BOARS])
    pending = Aftermath(units=["c", "wlc", "boar"], round=1, retreated={"boar": 1})
    assert quarry(s, s.units["c"], pending) == ["boar"]
    assert barred(s, s.units["wlc"], pending) is None
    # The same fight for Orcs against Empire Knights: their infantry may not follow the horsemen.
    o = battle([unit("Knights", 900, 400, 0, id="k")], [unit("Orc Warriors", 900, 300, 180, id="c")],
               step="fight")
    assert quarry(o, o.units["c"], Aftermath(units=["c", "k"], round=1, retreated={"k": 1})) == []


# ---------------------------------------------------------------- Units


def test_jezzails_armour_counts_one_worse():
    s = skaven([unit("Jezzails", 900, 800, id="jz")], [ORCS])
    assert weapon(s, s.units["jz"]).armour_worse
    # 3 attacks hit on 4s; the Orcs' 6+ save, one worse, cannot save at all: 3 hits, one stand lost.
    ev = act(s, Shoot("jz", "o"), [4, 4, 4])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_plague_monks_must_charge_never_evade_pursue_and_scorn_terror_and_shooting():
    s = skaven([unit("Plague Monks", 900, 760, id="pm")], [ORCS], step="initiative")
    pm = s.units["pm"]
    assert must_charge_target(s, pm) == "o"
    assert evade_problems(s, pm, "o", 100)[0] == ["Plague Monks never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, pm) and s.ruleset.ask(MUST_PURSUE, s, pm)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, pm) == "Plague Monks are never driven back by shooting"


def test_plague_monks_out_of_reach_of_a_charge_take_orders_as_usual():
    s = skaven([unit("Plague Monks", 900, 900, id="pm")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("Grey Seer", 900, 1000), step="orders")
    ev = act(s, Order("gen", ("pm",)), [3, 4])
    assert of_type(ev, "OrderIssued")


def _swarm_fight(behind: str):
    # Rat Swarms fight Orcs; another unit stands right behind them, facing the same way.
    return skaven([unit("Rat Swarms", 900, 700, id="rs"), unit(behind, 900, 720, id="back")],
                  [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")


def test_rat_swarms_are_supported_only_by_rat_swarms():
    assert [r[1] for r in supports(_swarm_fight("Clanrats")).get("back", [])] == []
    assert [r[1] for r in supports(_swarm_fight("Rat Swarms")).get("back", [])] == ["rs", "rs", "rs"]


def test_rat_swarms_support_other_units_and_are_never_driven_back():
    s = skaven([unit("Clanrats", 900, 700, id="c"), unit("Rat Swarms", 900, 720, id="rs")],
               [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    assert [r[1] for r in supports(s)["rs"]] == ["c", "c", "c"]
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, s.units["rs"]) == "Rat Swarms are never driven back"


def test_gutter_runners_15cm_all_round_infiltrate_and_no_dense_terrain_penalty():
    wood = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Old Wood")
    s = skaven([unit("Gutter Runners", 800, 700, id="gr"), unit("Clanrats", 1000, 700, id="c")], [ORCS],
               [char("Hero", 900, 800, id="h")], step="orders", terrain_pieces=[wood])
    gr = s.units["gr"]
    w = weapon(s, gr)
    assert (w.range_mm, w.shots, w.all_round) == (150, 1, True)
    assert s.ruleset.ask(INFILTRATORS_PER_1000, s, gr) == 2
    assert not s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, gr)
    hero = s.characters["h"]
    assert "command.penalty.dense_terrain" not in [m.rule for m in order_target(s, hero, [gr]).modifiers]
    assert "command.penalty.dense_terrain" in [m.rule for m in order_target(s, hero, [s.units["c"]]).modifiers]


CANNON = unit("Warp Lightning Cannon", 900, 800, id="wlc")  # 17 cm from the Orcs' front edge


def test_warp_lightning_cannon_40cm_3_attacks_a_stand_moving_20cm():
    s = skaven([CANNON], [ORCS])
    w = weapon(s, s.units["wlc"])
    assert (w.range_mm, w.shots, w.no_saves) == (400, 3, False)
    assert s.unit_profile(s.units["wlc"]).full_pace_mm == 200


def test_warp_lightning_cannon_two_1s_to_hit_confuse_it():
    s = skaven([CANNON], [ORCS])
    # Six dice: two 1s and four 4s; the Orcs save two of the four hits on 6s.
    ev = act(s, Shoot("wlc", "o"), [1, 1, 4, 4, 4, 4, 6, 6, 1, 1])
    assert s.units["o"].hits == 2 and s.units["wlc"].confused
    (conf,) = of_type(ev, "Confused")
    assert conf.rule == "specials.warp_lightning_cannon" and conf.cause == "a double 1 among its to-hit dice"


def test_warp_lightning_cannon_a_single_1_does_not_confuse_it():
    s = skaven([CANNON], [ORCS])
    # Three hits, none saved: one stand of Orcs falls.
    act(s, Shoot("wlc", "o"), [1, 2, 3, 4, 4, 5, 1, 1, 1])
    assert len(s.units["o"].stands) == 2 and not s.units["wlc"].confused


WHEEL = unit("Doom Wheel", 900, 700, id="dw")
FACING = unit("Orc Warriors", 900, 670, 180, id="o")


def test_doom_wheel_charging_in_the_open_rolls_a_die_more_attacks():
    s = skaven([WHEEL], [FACING], step="fight")
    s.units["dw"].charged = True
    d = ScriptedDice([4])
    (roll,) = wheel_rolls(s, ["dw", "o"], d)
    d.assert_consumed()
    assert (roll.faces, roll.rule) == ((4,), "specials.doom_wheel")
    # 5 Attacks, +1 for charging, +4 rolled.
    assert stand_dice(s, "dw", "o") == [10]
    assert terrifying(s, s.units["dw"]) and s.unit_profile(s.units["dw"]).full_pace_mm == 200


def test_doom_wheel_charging_an_enemy_in_a_wood_rolls_nothing():
    wood = terrain("w", "wood", [(830, 600), (970, 600), (970, 680), (830, 680)], "Copse")
    s = skaven([WHEEL], [FACING], step="fight", terrain_pieces=[wood])
    s.units["dw"].charged = True
    (said,) = wheel_rolls(s, ["dw", "o"], ScriptedDice([]))
    assert said.text() == "Doom Wheel charges an enemy that is not in the open: no extra Attacks"
    assert stand_dice(s, "dw", "o") == [5]


def test_doom_wheel_not_charging_rolls_nothing():
    s = skaven([WHEEL], [FACING], step="fight")
    d = ScriptedDice([])
    assert wheel_rolls(s, ["dw", "o"], d) == []
    assert stand_dice(s, "dw", "o") == [5]


def test_doom_wheel_rolls_its_die_as_the_charge_is_fought():
    from game.core.combat import Fight

    s = skaven([WHEEL], [FACING], step="fight")
    s.units["dw"].charged = True
    # The wheel's die (a 2), then its 8 dice all miss and the 3 of the Orc stand it touches (terror: -1) too.
    ev = act(s, Fight("dw"), [2] + [1] * 8 + [1] * 3)
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.doom_wheel"]
    assert roll.outcome == "+2 Attacks against an enemy in the open"


def test_rat_ogre_bodyguard_adds_1_to_the_heros_attacks():
    s = skaven([unit("Clanrats", 900, 800, id="c")], [ORCS],
               [char("Hero", 900, 820, id="h", joined="c", mount="Rat Ogre Bodyguard")])
    assert character_bonus(s, s.units["c"])[0] == 2


# ---------------------------------------------------------------- The Grey Seer and the spells


def test_grey_seer_casts_warp_lightning_three_attacks_no_armour():
    s = skaven([], [ORCS], general=("Grey Seer", 900, 800))
    act(s, Cast("gen", "Warp Lightning", target="o"), [5, 4, 4, 1])
    assert s.units["o"].hits == 2


FIGHTERS = unit("Clanrats", 900, 700, id="c")
ENGAGED_ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def test_wither_an_engaged_enemy_and_its_character_lose_one_attack():
    s = skaven([FIGHTERS], [ENGAGED_ORCS], [char("Warlock", 900, 900, id="w")],
               chars1=[char("Orc Hero", 900, 660, id="oh", joined="o")])
    engage(s, "c", "o")
    assert stand_dice(s, "o", "c") == [5, 4, 4]
    act(s, Cast("w", "Wither", target="o"), [4])
    assert s.units["o"].flags[WITHER] == 1
    # Each stand 4 - 1, and the Orc Hero adds 1 - 1.
    assert stand_dice(s, "o", "c") == [3, 3, 3]


def test_wither_needs_an_enemy_in_combat():
    s = skaven([], [ORCS], [char("Warlock", 900, 800, id="w")])
    assert s.check(Cast("w", "Wither", target="o")) != []


def test_death_frenzy_dice_added_to_every_round_under_its_own_name():
    s = skaven([FIGHTERS], [ENGAGED_ORCS], [char("Warlock", 900, 900, id="w")])
    engage(s, "c", "o")
    ev = act(s, Cast("w", "Death Frenzy", target="c"), [5, 3])
    assert s.units["c"].flags[RAGE_OPEN] == 2
    assert "Death Frenzy on Clanrats: a 3, 3 in all; roll again or stop" in [e.text() for e in ev]
    assert s.check(Proceed()) == ["roll on or stop the Death Frenzy on Clanrats first"]
    act(s, RageDie("c"), [6])
    act(s, RageDie("c", stop=True))
    assert s.units["c"].flags[RAGE] == 9
    assert sum(stand_dice(s, "c", "o")) == 3 * 3 + 9


def test_plague_six_attacks_with_saves_and_no_drive_back():
    s = skaven([], [ORCS], [char("Warlock", 900, 900, id="w")])
    # 6 attacks: four 4s hit; the Orcs' 6+ saves one.
    ev = act(s, Cast("w", "Plague", target="o"), [6, 4, 4, 4, 4, 1, 1, 6, 1, 1, 1])
    assert s.units["o"].hits == 0 and len(s.units["o"].stands) == 2
    assert of_type(ev, "SpellEffect")[0].effect == "is struck by plague: 6 attacks, and no drive back"
