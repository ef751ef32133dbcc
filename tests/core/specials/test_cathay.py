"""Cathay (digest 10.24, 6.3): Structure and Discipline, the units' rules, the mounts and the four spells, each
with scripted dice."""

from game.core.combat.attacks import character_bonus, plan_round, terrifying
from game.core.combat.engagements import supports
from game.core.command.actions import Order
from game.core.command.penalties import order_target
from game.core.confusion import can_be_confused
from game.core.magic import Cast
from game.core.magic.effects import HELD, held, ply
from game.core.questions import ENEMY_NEAR_PENALTY, IGNORES_TERROR, NEVER_USES_INITIATIVE
from game.core.shooting import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials.cathay_rockets import behind
from game.core.specials.cathay_spells import FEROCITY, TRANQUIL
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Bannermen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
FAR_ORCS = unit("Orc Warriors", 900, 200, 180, id="o")


def cathay(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), chars1=(), **kw):
    """Cathay (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="cathay", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


def line(*profiles):
    """Touching units side by side from x 300, 120 mm apart, at y 800."""
    return [unit(p, 300 + 120 * i, 800, id=f"u{i}") for i, p in enumerate(profiles)]


# ---------------------------------------------------------------- Structure and Discipline

GENERAL_MID = ("General", 600, 830)


def test_six_units_with_two_bannermen_are_one_brigade():
    s = cathay(line("Bannermen", "Bannermen", "Crossbows", "Crossbows", "Handguns", "Maneaters"), [FAR_ORCS],
               general=GENERAL_MID, step="orders")
    six = tuple(f"u{i}" for i in range(6))
    assert s.check(Order("gen", six)) == []
    ev = act(s, Order("gen", six), [3, 4])
    assert of_type(ev, "OrderIssued")


def test_a_great_brigade_needs_two_bannermen():
    s = cathay(line("Bannermen", "Crossbows", "Crossbows", "Handguns", "Maneaters"), [FAR_ORCS],
               general=GENERAL_MID, step="orders")
    five = tuple(f"u{i}" for i in range(5))
    assert s.check(Order("gen", five)) == ["a brigade of more than 4 units needs 2 units of Bannermen"]
    # Four of them are an ordinary brigade.
    assert s.check(Order("gen", five[:4])) == []


def test_a_great_brigade_holds_no_terracotta_warriors_or_cavalry_and_seven_is_too_many():
    s = cathay(line("Bannermen", "Bannermen", "Crossbows", "Crossbows", "Imperial Cavalry"), [FAR_ORCS],
               general=GENERAL_MID, step="orders")
    assert s.check(Order("gen", tuple(f"u{i}" for i in range(5)))) == [
        "Imperial Cavalry may not stand in a brigade of more than 4 units"
    ]
    s = cathay(line(*["Bannermen"] * 7), [FAR_ORCS], general=GENERAL_MID, step="orders")
    assert s.check(Order("gen", tuple(f"u{i}" for i in range(7)))) == ["a brigade has at most 6 units"]


# ---------------------------------------------------------------- Units


def test_handguns_armour_counts_one_worse_crossbows_as_usual():
    s = cathay([unit("Handguns", 900, 800, id="hg"), unit("Crossbows", 1300, 800, id="cb")], [ORCS])
    assert weapon(s, s.units["hg"]).armour_worse and not weapon(s, s.units["cb"]).armour_worse
    # 3 attacks hit on 4s; the Orcs' 6+ save, one worse, cannot save at all: 3 hits, one stand lost.
    ev = act(s, Shoot("hg", "o"), [4, 4, 4])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_terracotta_warriors_are_undead():
    s = cathay([unit("Terracotta Warriors", 900, 800, id="t")], [ORCS])
    t = s.units["t"]
    assert not can_be_confused(s, t) and s.ruleset.ask(IGNORES_TERROR, s, t)
    assert not s.ruleset.ask(ENEMY_NEAR_PENALTY, s, t)
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, t) == "Terracotta Warriors are undead and never use initiative"


def test_terracotta_warriors_heed_only_a_sorcerer_who_adds_one():
    s = cathay(line("Terracotta Warriors", "Terracotta Warriors", "Bannermen"), [FAR_ORCS],
               [char("Sorcerer", 420, 830, id="so"), char("Hero", 540, 830, id="h")], general=GENERAL_MID,
               step="orders")
    assert s.check(Order("gen", ("u0",))) == ["Terracotta Warriors take orders only from a Sorcerer"]
    assert s.check(Order("h", ("u0", "u1"))) == ["Terracotta Warriors take orders only from a Sorcerer"] * 2
    target = order_target(s, s.characters["so"], [s.units["u0"], s.units["u1"]])
    assert [(m.value, m.rule) for m in target.modifiers] == [(1, "specials.terracotta_warriors")]
    assert target.command == 7
    # They brigade only with their own kind.
    assert s.check(Order("so", ("u1", "u2"))) == ["Terracotta Warriors cannot be brigaded with these units"]
    ev = act(s, Order("so", ("u0", "u1")), [4, 4])
    assert of_type(ev, "OrderIssued")


def _fight(front: str, back: str):
    # ``front`` fights Orcs; ``back`` stands right behind it, facing the same way.
    return cathay([unit(front, 900, 700, id="f"), unit(back, 900, 720, id="back")],
                  [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")


def test_terracotta_warriors_support_and_are_supported_only_by_each_other():
    assert supports(_fight("Terracotta Warriors", "Bannermen")).get("back", []) == []
    assert supports(_fight("Bannermen", "Terracotta Warriors")).get("back", []) == []
    assert [r[1] for r in supports(_fight("Terracotta Warriors", "Terracotta Warriors"))["back"]] == ["f"] * 3
    assert [r[1] for r in supports(_fight("Bannermen", "Crossbows"))["back"]] == ["f"] * 3


def test_hu_cavalry_shoot_15cm_all_round_triple_bows_2_a_stand_to_40cm():
    s = cathay([unit("Hu Cavalry", 900, 800, id="hu"), unit("Triple Bows", 1300, 800, id="tb")], [ORCS])
    hu, tb = weapon(s, s.units["hu"]), weapon(s, s.units["tb"])
    assert (hu.range_mm, hu.shots, hu.all_round) == (150, 1, True)
    assert (tb.range_mm, tb.shots, tb.no_saves, tb.at_chargers) == (400, 2, False, True)


ROCKETS = unit("Rocket Launcher", 900, 800, id="rl")
BLACK_ORCS = unit("Black Orcs", 900, 600, 180, id="o")


def test_rocket_launcher_rolls_its_attacks_armour_one_worse_and_never_at_chargers():
    s = cathay([ROCKETS], [BLACK_ORCS])
    w = weapon(s, s.units["rl"])
    assert (w.range_mm, w.at_chargers, w.armour_worse) == (600, False, True)
    # A 4: four attacks, three hit; the Black Orcs' 5+ saves only on a 6: one of three saved.
    ev = act(s, Shoot("rl", "o"), [4, 4, 4, 4, 1, 5, 5, 6])
    assert s.units["o"].hits == 2
    assert [e.attacks for e in of_type(ev, "ShotFired")] == [4]


def test_rocket_misfire_1_blows_it_up():
    s = cathay([ROCKETS], [BLACK_ORCS])
    ev = act(s, Shoot("rl", "o"), [1, 1])
    assert s.units["rl"].destroyed
    assert [e.outcome for e in of_type(ev, "DiceRolled")] == ["a 1: misfire", "KABOOM! the launcher blows itself up"]


def test_rocket_misfire_dud_one_attack_and_big_bang_two_dice():
    s = cathay([ROCKETS], [ORCS])
    act(s, Shoot("rl", "o"), [1, 3, 4])
    assert s.units["o"].hits == 1
    s = cathay([ROCKETS], [ORCS])
    ev = act(s, Shoot("rl", "o"), [1, 6, 2, 3] + [4] * 5)
    assert [e.attacks for e in of_type(ev, "ShotFired")] == [5]
    assert len(s.units["o"].stands) == 2 and s.units["o"].hits == 2


def test_rocket_overshoots_onto_the_first_unit_behind_the_target():
    s = cathay([ROCKETS], [ORCS, unit("Black Orcs", 900, 400, 180, id="bo")])
    assert behind(s, s.units["rl"], s.units["o"]) is s.units["bo"]
    # Overshoot: a 3, three attacks on the Black Orcs behind; two hit, a 6 saves one.
    ev = act(s, Shoot("rl", "o"), [1, 4, 3, 4, 4, 1, 6, 5])
    assert s.units["o"].hits == 0 and s.units["bo"].hits == 1
    assert [(e.target, e.attacks) for e in of_type(ev, "ShotFired")] == [("bo", 3)]


def test_rocket_overshoot_die_of_1_is_one_attack_and_no_second_misfire():
    s = cathay([ROCKETS], [ORCS, unit("Black Orcs", 900, 400, 180, id="bo")])
    # Overshoot, a 1: one attack on the Black Orcs (a 4 hits, a 1 fails the save), no chart rolled again.
    ev = act(s, Shoot("rl", "o"), [1, 5, 1, 4, 1])
    assert s.units["bo"].hits == 1 and not s.units["rl"].destroyed
    assert [(e.target, e.attacks) for e in of_type(ev, "ShotFired")] == [("bo", 1)]


def test_rocket_overshoot_with_nothing_behind_does_nothing():
    s = cathay([ROCKETS], [ORCS])
    ev = act(s, Shoot("rl", "o"), [1, 5, 2])
    assert s.units["o"].hits == 0 and not of_type(ev, "ShotFired")


def test_mounts_dragon_flies_and_terrifies_tiger_adds_two_qilin_flies():
    s = cathay([unit("Bannermen", 900, 800, id="b"), unit("Bannermen", 1300, 800, id="b2")], [ORCS],
               [char("Hero", 900, 820, id="h", joined="b", mount="Tiger"),
                char("Sorcerer", 1300, 820, id="so", joined="b2", mount="Qilin")])
    assert character_bonus(s, s.units["b"])[0] == 3
    assert character_bonus(s, s.units["b2"])[0] == 1
    assert s.army_of(s.units["b"]).mount("Qilin").flying
    d = battle([unit("Bannermen", 900, 800, id="b"), *SPARE0], [ORCS, *SPARE1],
               [char("General", 900, 820, id="gen", joined="b", mount="Celestial Dragon")], [GENERAL1],
               armies0="cathay", step="shoot")
    assert character_bonus(d, d.units["b"])[0] == 5 and terrifying(d, d.units["b"])


# ---------------------------------------------------------------- Spells

SORCERER = char("Sorcerer", 900, 900, id="so")


def test_glory_of_cathay_crossbows_shoot_twice_the_second_at_minus_1():
    s = cathay([unit("Crossbows", 900, 800, id="cb")], [ORCS], [SORCERER])
    act(s, Cast("so", "Glory of Cathay", target="cb"), [4])
    # First volley: 3 attacks on 4s, one hit, a 6 saves it. Second: 5s are needed, two 4s miss.
    act(s, Shoot("cb", "o"), [4, 1, 1, 6])
    ev = act(s, Shoot("cb", "o"), [4, 4, 5, 1])
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.purpose.endswith("to hit")]
    assert "shooting.second_volley" in [m.rule for m in roll.modifiers]
    assert s.units["o"].hits == 1


def test_glory_of_cathay_is_for_chariots_but_not_cavalry():
    s = cathay([unit("Hu Cavalry", 900, 800, id="hu"), unit("Chariots", 1200, 800, id="ch")], [ORCS], [SORCERER])
    assert s.check(Cast("so", "Glory of Cathay", target="hu")) == [
        "Glory of Cathay is cast on infantry or chariot that shoot; Hu Cavalry do not"
    ]
    assert s.check(Cast("so", "Glory of Cathay", target="ch")) == []


def test_lion_dogs_attack_holds_an_enemy_until_its_turn_ends():
    s = cathay([], [ORCS], [SORCERER])
    act(s, Cast("so", "Lion Dogs Attack", target="o"), [4])
    o = s.units["o"]
    assert o.flags[HELD] == 1 and o.flags[HELD + "@until"] == ply(s) + 1
    assert held(s, o, "charge") == (
        "Orc Warriors has lost heart (Lion Dogs Attack) and may not charge until the end of its side's next turn"
    )


FIGHTERS = unit("Bannermen", 900, 700, id="b")
ENGAGED_ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def test_ferocity_of_tigers_plus_one_attack_a_stand_and_no_terror():
    s = cathay([FIGHTERS], [ENGAGED_ORCS], [SORCERER, char("Hero", 900, 720, id="h", joined="b")])
    engage(s, "b", "o")
    assert stand_dice(s, "b", "o") == [4, 3, 3] and not s.ruleset.ask(IGNORES_TERROR, s, s.units["b"])
    act(s, Cast("so", "Ferocity of Tigers", target="b"), [5])
    assert s.units["b"].flags[FEROCITY] == 1
    # Every stand gains one; the Hero fighting with them gains nothing.
    assert stand_dice(s, "b", "o") == [5, 4, 4] and s.ruleset.ask(IGNORES_TERROR, s, s.units["b"])


def test_ferocity_of_tigers_needs_a_unit_in_combat():
    s = cathay([unit("Bannermen", 900, 800, id="b")], [ORCS], [SORCERER])
    assert s.check(Cast("so", "Ferocity of Tigers", target="b")) == [
        "Bannermen is not in combat; Ferocity of Tigers can only be cast on a unit that is"
    ]


def test_tranquility_of_heaven_calms_friends_within_15cm_to_the_enemy_turns_end():
    s = cathay([unit("Bannermen", 900, 800, id="near"), unit("Bannermen", 1400, 800, id="far")], [ORCS],
               [SORCERER])
    ev = act(s, Cast("so", "Tranquility of Heaven"), [5])
    near, far = s.units["near"], s.units["far"]
    assert [e.unit for e in of_type(ev, "SpellEffect")] == ["near"]
    assert near.flags[TRANQUIL + "@until"] == ply(s) + 1
    assert s.ruleset.ask(IGNORES_TERROR, s, near) and not s.ruleset.ask(IGNORES_TERROR, s, far)


def test_rocket_launcher_lobs_blind_at_an_enemy_it_cannot_see_hitting_on_6s():
    from tests.helpers import terrain

    wood = terrain("w", "wood", [(800, 700), (1000, 700), (1000, 780), (800, 780)], "Bamboo Grove")
    s = cathay([ROCKETS], [ORCS], terrain_pieces=[wood])
    # A 3: three rockets lobbed blind over the grove; only the 6 hits, and the Orcs' 6+ one worse cannot save it.
    ev = act(s, Shoot("rl", "o"), [3, 6, 5, 4])
    (shot,) = of_type(ev, "ShotFired")
    assert shot.blind and s.units["o"].hits == 1


def test_handguns_fill_the_crossbows_minimum():
    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from game.data import load_armies

    army = load_armies()["cathay"]
    banners = (RosterUnit("Bannermen"),) * 3

    def problems(shooters: str) -> list[str]:
        r = Roster("test", "cathay", 1000, (*banners, RosterUnit(shooters)), (RosterCharacter("General"),))
        return [p.message for p in roster_problems(r, army)]

    assert problems("Handguns") == problems("Crossbows") == []
    assert any("Crossbows" in m for m in problems("Maneaters"))
