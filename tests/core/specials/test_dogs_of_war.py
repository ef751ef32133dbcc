"""Dogs of War (digest 10.16): Pikemen, Handgunners, Ogres, Light Cavalry, Galloper Guns, the Giant, Birdmen, the
Paymaster's Pay Wagon, the Griffon and the Empire's spells, each with scripted dice where dice are rolled."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.combat.engagements import supports
from game.core.combat.kept import Aftermath
from game.core.combat.pursuit import quarry
from game.core.command.initiative import must_charge_target
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.questions import BRIGADES
from game.core.specials.norse import SoundHorn
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Swordsmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
BOARS = unit("Boar Riders", 900, 570, 180, id="boar")  # front edge y 590
ORCS = unit("Orc Warriors", 900, 580, 180, id="o")


def dogs(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), chars1=(), army1="orcs", **kw):
    """Dogs of War (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    spare1 = SPARE1 if army1 == "orcs" else []
    gen1 = [GENERAL1] if army1 == "orcs" else [char("General", 100, 40, id="og")]
    return battle(
        [*units0, *SPARE0], [*units1, *spare1], [char(*general, id="gen"), *chars0], [*gen1, *chars1],
        armies0="dogs_of_war", armies1=army1, step=step, **kw,
    )


def first_stand(s, uid, enemy, round_no=1):
    return plan_round(s, [uid, enemy], round_no).attacks[uid].stands[0]


# ---------------------------------------------------------------- Pikemen


def test_pikemen_face_the_short_edge():
    s = dogs([unit("Pikemen", 900, 900, id="p")])
    prof = s.unit_profile(s.units["p"])
    assert not prof.front_is_long_edge and prof.base_mm == (20, 40)


def test_pikes_set_against_cavalry_charging_their_front_in_the_first_round_only():
    s = dogs([unit("Pikemen", 900, 610, id="p")], [BOARS], step="fight", first=1)
    s.units["boar"].charged = True
    st = first_stand(s, "boar", "p")
    assert (st.to_hit, st.cover) == (5, "pikes set against the charge")
    assert not any(m.rule == "combat.charge" for m in st.modifiers)
    assert first_stand(s, "boar", "p", round_no=2).to_hit == 4


def test_infantry_charging_pikemen_meet_no_pikes():
    s = dogs([unit("Pikemen", 900, 610, id="p")], [ORCS], step="fight", first=1)
    s.units["o"].charged = True
    st = first_stand(s, "o", "p")
    assert st.to_hit == 4 and any(m.rule == "combat.charge" for m in st.modifiers)


WOOD = terrain("w", "wood", [(700, 560), (1100, 560), (1100, 800), (700, 800)], "Olive Grove")


def test_pikemen_in_a_wood_are_neither_defended_nor_set_against_cavalry():
    s = dogs([unit("Pikemen", 900, 610, id="p")], [BOARS], step="fight", first=1, terrain_pieces=[WOOD])
    s.units["boar"].charged = True
    assert first_stand(s, "boar", "p").to_hit == 4
    s2 = dogs([unit("Swordsmen", 900, 600, id="sw")], [BOARS], step="fight", first=1, terrain_pieces=[WOOD])
    assert first_stand(s2, "boar", "sw").to_hit == 5  # other foot in the wood are defended


def test_pikemen_take_support_only_flank_to_flank():
    # Foot in column back their front stand; Pikemen in column do not.
    sw = dogs([unit("Swordsmen", 900, 600, formation="column", id="sw")], [ORCS], step="fight")
    assert supports(sw)["sw"] == [(2, "sw", 1)]
    pk = dogs([unit("Pikemen", 900, 650, formation="column", id="p")], [ORCS], step="fight")
    assert "p" not in supports(pk)
    # Swordsmen beside the Pikemen's line, flank wholly along a fighting pike stand's flank, support it.
    side = dogs([unit("Pikemen", 900, 610, id="p"), unit("Swordsmen", 990, 610, id="sw")], [ORCS], step="fight")
    assert supports(side) == {"sw": [(0, "p", 2)]}


def test_galloper_guns_move_20_cm_and_shoot_as_cannon_to_40_cm():
    s = dogs([unit("Galloper Guns", 900, 900, id="g")])
    prof = s.unit_profile(s.units["g"])
    assert (prof.full_pace_mm, prof.full_pace_mm // 2, prof.range_mm) == (200, 100, 400)
    assert prof.has("cannon")


def test_light_cavalry_shoot_15_cm_all_round():
    s = dogs([unit("Light Cavalry", 900, 900, id="lc")])
    prof = s.unit_profile(s.units["lc"])
    assert (prof.range_mm, prof.vision_360) == (150, True)


def test_ogres_must_charge_men_within_20_cm_but_not_orcs():
    s = dogs([unit("Ogres", 900, 760, id="og1")], [unit("Halberdiers", 900, 600, 180, id="h")], step="initiative",
             army1="empire")
    assert must_charge_target(s, s.units["og1"]) == "h"
    s2 = dogs([unit("Ogres", 900, 760, id="og1")], [ORCS], step="initiative")
    assert must_charge_target(s2, s2.units["og1"]) is None


def test_the_giant_brigades_only_with_giants_and_terrifies():
    s = dogs([unit("Giant", 900, 900, id="gi")])
    assert s.ruleset.ask(BRIGADES, s, s.units["gi"]) == "only with Giants"
    assert terrifying(s, s.units["gi"])


def test_birdmen_fly_shoot_and_may_be_pursued_by_foot():
    s = dogs([unit("Birdmen", 900, 630, id="bm")], [ORCS], step="fight")
    prof = s.unit_profile(s.units["bm"])
    assert prof.flying and prof.front_is_long_edge and prof.range_mm == 300
    assert quarry(s, s.units["o"], Aftermath(units=["o", "bm"], round=1, retreated={"bm": 1})) == ["bm"]


def test_pay_wagon_gives_the_paymaster_plus_one_command_for_a_turn_once_a_battle():
    s = dogs([unit("Swordsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 100, 180, id="o")],
             [char("Paymaster", 900, 1000, id="pm", mount="Pay Wagon")], step="orders")
    before = order_target(s, s.characters["pm"], [s.units["c"]])
    wagon = SoundHorn("pm", "pay_wagon")
    assert wagon in s.legal_actions() and str(wagon) == "pm opens the Pay Wagon to his men"
    ev = act(s, wagon)
    assert ev[0].rule == "specials.pay_wagon"
    after = order_target(s, s.characters["pm"], [s.units["c"]])
    assert sum(m.value for m in after.modifiers) == sum(m.value for m in before.modifiers) + 1
    assert s.check(wagon) == ["Paymaster has already opened the Pay Wagon; it is opened once a battle"]
    assert s.check(SoundHorn("gen", "pay_wagon")) == ["General carries no Pay Wagon"]


def test_griffon_rider_makes_his_unit_terrifying():
    s = dogs([unit("Swordsmen", 900, 900, id="c")], chars0=[char("Hero", 900, 920, id="h", mount="Griffon", joined="c")])
    assert terrifying(s, s.units["c"])


def test_wizard_casts_the_empire_spells():
    s = dogs([unit("Swordsmen", 900, 900, id="c")], [ORCS], [char("Wizard", 900, 800, id="wz")])
    names = [sp.name for sp in s.army_of(s.units["c"]).spells]
    assert names == ["Ball of Flame", "Voice of Command", "Weird Enchantment", "Teleport"]
    ev = act(s, Cast("wz", "Weird Enchantment", target="o"), [4])
    assert of_type(ev, "SpellEffect")
