"""The Dwarfs (digest 10.6): Troll Slayers, Rangers, the Flame Cannon, the Gyrocopter, Runesmiths' anti-magic,
the Anvil and the Oathstone, each with scripted dice."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.combat.pursuit import quarry
from game.core.command import Order
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.questions import IGNORES_TERROR
from game.core.shooting import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials.anti_magic import StrikeAnvil
from game.core.specials.dwarfs import SwearOath
from game.core.specials.flame_cannon import SMOKY
from game.core.victory import scoring
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Warriors", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL0 = char("General", 1700, 1150, id="gen")
GENERAL1 = char("Orc General", 100, 40, id="og")


def dwarfs(units0, units1=(), chars0=(), chars1=(), step="fight", **kw):
    """Dwarfs (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [GENERAL0, *chars0], [GENERAL1, *chars1],
        armies0="dwarfs", step=step, **kw,
    )


def stand_dice(state, uid, *others):
    plan = plan_round(state, [uid, *others], 1)
    return [s.dice for s in plan.attacks[uid].stands]


# ---------------------------------------------------------------- Troll Slayers

SLAYERS = unit("Troll Slayers", 900, 700, id="ts")  # front edge y 690
GIANT = unit("Giant", 900, 670, 180, id="gi")  # its front edge on y 690, against the middle Slayer


def test_troll_slayers_fight_a_monster_stand_with_plus_1_attack_and_scorn_its_terror():
    s = dwarfs([SLAYERS], [GIANT])
    assert stand_dice(s, "ts", "gi") == [6]
    plan = plan_round(s, ["ts", "gi"], 1)
    assert [m.rule for m in plan.attacks["ts"].stands[0].modifiers] == ["specials.troll_slayers"]
    assert terrifying(s, s.units["gi"])


def test_troll_slayers_warriors_against_the_same_giant_lose_an_attack_to_terror():
    s = dwarfs([unit("Warriors", 900, 700, id="w")], [GIANT])
    assert stand_dice(s, "w", "gi") == [2]


def test_troll_slayers_no_bonus_against_infantry():
    s = dwarfs([SLAYERS], [unit("Orc Warriors", 900, 680, 180, id="o")])
    assert stand_dice(s, "ts", "o") == [5, 5, 5]


def test_troll_slayers_standing_at_the_end_give_the_enemy_their_full_value():
    s = dwarfs([SLAYERS], [])
    s.units["ts"].stands = s.units["ts"].stands[:1]
    (item,) = [i for i in scoring(s) if i.id == "ts"]
    assert (item.side, item.how, item.points) == (1, "still standing", 80)


def test_troll_slayers_slain_to_the_last_score_nothing_but_count_as_lost():
    s = dwarfs([SLAYERS], [])
    s.units["ts"].destroyed = True
    (item,) = [i for i in scoring(s) if i.id == "ts"]
    assert (item.how, item.points) == ("destroyed", 0)


# ---------------------------------------------------------------- Rangers

BOARS = unit("Boar Riders", 900, 400, 180, id="boar")


def test_rangers_may_pursue_retreating_cavalry_where_warriors_may_not():
    s = dwarfs([unit("Rangers", 900, 700, id="ra"), unit("Warriors", 500, 700, id="w")], [BOARS])
    from game.core.combat.kept import Aftermath

    pending = Aftermath(units=["ra", "w", "boar"], round=1, retreated={"boar": 1})
    assert quarry(s, s.units["ra"], pending) == ["boar"]
    assert quarry(s, s.units["w"], pending) == []


WOOD = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Old Wood")


def test_rangers_dense_terrain_costs_their_orders_nothing():
    s = dwarfs(
        [unit("Rangers", 800, 700, id="ra"), unit("Warriors", 1000, 700, id="w")],
        chars0=[char("Hero", 900, 900, id="h")],
        step="orders",
        terrain_pieces=[WOOD],
    )
    hero = s.characters["h"]
    rules = lambda units: [m.rule for m in order_target(s, hero, units).modifiers]  # noqa: E731
    assert "command.penalty.dense_terrain" not in rules([s.units["ra"]])
    assert "command.penalty.dense_terrain" in rules([s.units["w"]])


# ---------------------------------------------------------------- Flame Cannon

FLAME = unit("Flame Cannon", 900, 800, id="fc")  # front edge y 780
TARGET = unit("Orc Warriors", 900, 600, 180, id="o")  # rear at 590, front edge y 610: 17 cm away


def flame(faces):
    s = dwarfs([FLAME], [TARGET], step="shoot")
    return s, act(s, Shoot("fc", "o"), faces)


def attacks_fired(ev):
    return [e.attacks for e in of_type(ev, "ShotFired")]


def test_flame_cannon_rolls_2d6_for_its_attacks():
    s, ev = flame([2, 5] + [1] * 7)
    assert attacks_fired(ev) == [7]
    assert s.units["fc"].alive


def test_flame_cannon_double_1_explodes_with_no_attacks():
    s, ev = flame([1, 1])
    assert attacks_fired(ev) == [] and not s.units["fc"].alive
    assert of_type(ev, "FlameCannonRoll")[0].rule == "specials.flame_cannon.misfire.1"


def test_flame_cannon_double_2_belches_2d6_plus_4_then_explodes():
    s, ev = flame([2, 2, 3, 4] + [1] * 11)
    assert attacks_fired(ev) == [11] and not s.units["fc"].alive


def test_flame_cannon_double_3_six_attacks_then_one_die_from_now_on():
    s, ev = flame([3, 3] + [1] * 6)
    assert attacks_fired(ev) == [6] and s.units["fc"].flags[SMOKY] == 1
    s.units["fc"].flags.pop("shot", None)
    from game.core.shooting.fire import fire

    _, ev2 = fire(s, s.units["fc"], weapon(s, s.units["fc"]), s.units["o"], [0], lambda: [0, 1, 2], _dice([5] + [1] * 5))
    assert attacks_fired(ev2) == [5]


def test_flame_cannon_double_4_does_not_shoot_this_turn():
    s, ev = flame([4, 4])
    assert attacks_fired(ev) == [] and s.units["fc"].alive


def test_flame_cannon_double_5_ten_attacks():
    _, ev = flame([5, 5] + [1] * 10)
    assert attacks_fired(ev) == [10]


def test_flame_cannon_double_6_d6_plus_12_attacks():
    _, ev = flame([6, 6, 2] + [1] * 14)
    assert attacks_fired(ev) == [14]


def _dice(faces):
    from game.core.dice import ScriptedDice

    return ScriptedDice(faces)


# ---------------------------------------------------------------- Gyrocopter

GYRO = unit("Gyrocopter", 900, 800, id="gy")


def test_gyrocopter_shot_makes_armour_count_one_worse():
    s = dwarfs([GYRO], [TARGET], step="shoot")
    # 3 attacks hit on 4s; the Orcs' 6+ save, one worse, cannot save at all: 3 hits, one stand lost.
    ev = act(s, Shoot("gy", "o"), [4, 4, 4])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_gyrocopter_is_always_a_unit_on_its_own():
    s = dwarfs([GYRO, unit("Warriors", 960, 860, id="w")], chars0=[char("Hero", 840, 900, id="h")], step="orders")
    assert any("Gyrocopter" in r for r in s.check(Order("h", ("gy", "w"))))
    assert s.check(Order("h", ("gy",))) == []


# ---------------------------------------------------------------- Runesmith and Anvil

SHAMAN = char("Orc Shaman", 900, 700, id="sh")
DWARF_TARGET = unit("Warriors", 900, 500, 180, id="w")  # 19 cm from the Shaman


def orcs_casting(runesmith=(900, 300), mount=None):
    return battle(
        [unit("Orc Warriors", 1650, 1100, id="o1"), unit("Orc Warriors", 1450, 1100, id="o2")],
        [DWARF_TARGET, *[unit("Warriors", 150 + 200 * i, 80, 180, id=f"d{i}") for i in range(3)]],
        [char("Orc General", 1700, 1150, id="og"), SHAMAN],
        [char("General", 100, 40, id="gen"), char("Runesmith", *runesmith, id="rs", mount=mount)],
        armies1="dwarfs", armies0="orcs", step="shoot",
    )


def test_runesmith_dispels_a_spell_cast_within_50cm_on_a_4():
    s = orcs_casting()  # Runesmith 40 cm from the Shaman
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 4])
    (am,) = of_type(ev, "AntiMagic")
    assert am.dispelled and not of_type(ev, "AttacksRolled")
    assert len(s.units["w"].stands) == 3


def test_runesmith_a_3_fails_and_the_spell_works():
    s = orcs_casting()
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3] + [1] * 6)
    (am,) = of_type(ev, "AntiMagic")
    assert not am.dispelled


def test_runesmith_beyond_50cm_cannot_try():
    s = orcs_casting(runesmith=(900, 170))  # 51 cm from the Shaman, stand edge to stand edge
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6] + [1] * 6)
    assert not of_type(ev, "AntiMagic")


def test_anvil_adds_1_to_one_anti_magic_roll_a_battle():
    s = orcs_casting(mount="Anvil")
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3])
    (am,) = of_type(ev, "AntiMagic")
    assert (am.face, am.anvil, am.dispelled) == (3, True, True)
    from game.core.magic.record import magic_kept

    magic_kept(s).record = None  # a later turn
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3] + [1] * 6)
    (am,) = of_type(ev, "AntiMagic")
    assert (am.anvil, am.dispelled) == (False, False)


def anvil_battle():
    return dwarfs(
        [unit("Warriors", 900, 700, id="near"), unit("Warriors", 900, 300, id="far")],
        chars0=[char("Runesmith", 900, 800, id="rs", mount="Anvil")],
        step="shoot",
    )


def test_anvil_struck_on_a_4_units_within_20cm_scorn_terror_until_their_next_turn():
    s = anvil_battle()
    (ev,) = of_type(act(s, StrikeAnvil("rs"), [4]), "AnvilStruck")
    assert ev.units == ("near",)
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["near"])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["far"])
    assert s.check(StrikeAnvil("rs")) == ["Runesmith has already struck the Anvil this turn"]


def test_anvil_struck_on_a_3_does_nothing():
    s = anvil_battle()
    act(s, StrikeAnvil("rs"), [3])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["near"])


# ---------------------------------------------------------------- Oathstone

def oath_battle(profile="Warriors"):
    return dwarfs(
        [unit(profile, 900, 700, id="w")],
        [unit("Orc Warriors", 900, 680, 180, id="o")],
        chars0=[char("Hero", 900, 720, id="h", joined="w", mount="Oathstone")],
    )


def test_oathstone_the_hero_and_every_stand_fight_with_plus_1_attack():
    s = oath_battle()
    assert stand_dice(s, "w", "o") == [4, 3, 3]
    act(s, SwearOath("h"))
    assert stand_dice(s, "w", "o") == [6, 4, 4]
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["w"])
    assert s.check(SwearOath("h")) == ["Hero has already called on the Oathstone; it works once a battle"]


def test_oathstone_cannot_inspire_troll_slayers():
    s = oath_battle("Troll Slayers")
    assert s.check(SwearOath("h")) == ["Troll Slayers need no oath to fight: Hero cannot inspire Troll Slayers"]


# ---------------------------------------------------------------- Rangers infiltrating


def test_rangers_one_unit_per_full_1000_points_may_be_held_back_at_deployment():
    from game.core.deployment import DeployUnit
    from game.core.specials.infiltration import HIDDEN, HoldBack
    from tests.core.deployment.helpers import ORCS, deploying, roster

    s = deploying(roster("dwarfs", ["Warriors", "Warriors", "Rangers", "Rangers"], ["General"]), ORCS)
    assert s.check(HoldBack("u1")) == ["Warriors cannot infiltrate, so it must be set up"]
    (ev,) = of_type(act(s, HoldBack("u3")), "Infiltrated")
    assert ev.text() == "Rangers are held back, to infiltrate later"
    assert s.units["u3"].flags == {HIDDEN: 1} and s.units["u3"].off_table
    act(s, DeployUnit("u5", 900, 100, 180))  # the Orcs' turn
    assert s.check(HoldBack("u4")) == ["no more units may be held back: 1 may infiltrate in a force of this size"]


def hidden_rangers(**kw):
    from game.core.specials.infiltration import HIDDEN

    s = dwarfs([unit("Rangers", 900, 1000, id="ra")], step="orders", **kw)
    s.units["ra"].flags[HIDDEN] = 1
    s.units["ra"].off_table = True
    s.invalidate()
    return s


def test_rangers_infiltrate_to_their_own_table_edge_by_an_order_from_any_range():
    from game.core.specials.infiltration import Infiltrate

    s = hidden_rangers()
    # The General 70.2 cm from the point: -3, so 7 or less to pass.
    ev = act(s, Infiltrate("gen", "ra", 1000, 1200, 0), [3, 4])
    (roll,) = [e for e in of_type(ev, "DiceRolled")]
    assert (roll.target, roll.success) == (7, True)
    ra = s.units["ra"]
    assert not ra.off_table and ra.orders == 1 and [st.y for st in ra.stands] == [1189, 1189, 1189]


def test_rangers_a_failed_infiltration_leaves_them_hidden_until_next_turn():
    from game.core.specials.infiltration import Infiltrate

    s = hidden_rangers()
    act(s, Infiltrate("gen", "ra", 900, 1200, 0), [4, 4])
    assert s.units["ra"].off_table and s.command.general_failed


def test_rangers_infiltrate_only_into_dense_terrain_or_to_an_edge_other_than_the_enemys():
    from game.core.specials.infiltration import Infiltrate

    s = hidden_rangers(terrain_pieces=[terrain("wood", "wood", [(700, 400), (1100, 400), (1100, 600), (700, 600)])])
    assert s.check(Infiltrate("gen", "ra", 900, 0, 180)) == ["infiltrators may not appear on the enemy's own table edge"]
    assert s.check(Infiltrate("gen", "ra", 900, 800, 0)) == [
        "infiltrators appear in dense terrain or on a table edge other than the enemy's"
    ]
    assert s.check(Infiltrate("gen", "ra", 900, 500, 0)) == []
    assert s.check(Infiltrate("gen", "ra", 0, 600, 90)) == []
