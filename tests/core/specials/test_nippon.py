"""Nippon (digest 10.25): Honour and Duty, the Teppo, Bushido, Mikata, Ninja, the Temple Daemons (Oni, Komainu,
Tengu), the Shogun, the Shugenja, the Shrine and the Tatsu, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import character_bonus, plan_round, terrifying
from game.core.command.actions import BlunderChoice, Order
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.dice import ScriptedDice, SeededDice
from game.core.items.catalogue import BY_ID, character_may_carry, unit_may_carry
from game.core.magic import Cast
from game.core.questions import (
    DENSE_TERRAIN_PENALTY,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MUST_PURSUE,
    NEVER_DRIVEN_BACK,
)
from game.core.shooting.actions import Shoot
from game.core.shooting.driveback import drive_back
from game.core.specials.anti_magic import StrikeAnvil
from game.core.specials.nippon import temple_step
from game.core.state import BlunderPick
from game.core.victory import break_point
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Ashigaru", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def nippon(units0, units1=(), chars0=(), step="shoot", general=("Shogun", 1700, 1150), chars1=(), **kw):
    """Nippon (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="nippon", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


def down_to(s, uid, n):
    s.units[uid].stands = s.units[uid].stands[:n]
    s.invalidate()


def instability(s, faces):
    d = ScriptedDice(faces)
    ev = temple_step(s, d)
    d.assert_consumed()
    return ev


# ---------------------------------------------------------------- Army rule and troops


def test_honour_and_duty_the_army_withdraws_one_loss_later():
    s = nippon([unit("Samurai", 900, 700, id="s"), unit("Samurai", 600, 700, id="s2")], [ORCS])
    # Four Nippon units: half is 2, and one more for Honour and Duty; four Orc units break at 2.
    assert (break_point(s, 0), break_point(s, 1)) == (3, 2)


def test_teppo_armour_counts_one_worse():
    s = nippon([unit("Ashigaru Teppo", 900, 800, id="t")], [ORCS])
    # 3 shots hit on 4s; the Orcs' 6+ save, one worse, cannot save at all: 3 hits, one stand lost.
    ev = act(s, Shoot("t", "o"), [4, 4, 4])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_bowmen_armour_counts_as_usual():
    s = nippon([unit("Ashigaru Bowmen", 900, 800, id="b")], [ORCS])
    ev = act(s, Shoot("b", "o"), [4, 4, 4, 6, 6, 6])  # three hits, three saves of 6
    assert len(s.units["o"].stands) == 3
    assert [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_bushido_samurai_never_evade_on_initiative():
    s = nippon([unit("Samurai Cavalry", 900, 760, id="c")], [ORCS], step="initiative")
    assert evade_problems(s, s.units["c"], "o", 100)[0] == ["Samurai Cavalry never evades"]


def test_bushido_scenario_samurai_stand_to_meet_the_charge_the_ashigaru_evade():
    """The Bushido scenario's steps: beside Ashigaru who evade the same Knights, the Samurai may not, and are
    charged where they stand."""
    from game.cli.scenario import start_session
    from game.core import Evade, InitiativeCharge, Proceed

    session, _ = start_session("assets/scenarios/battle/nippon-bushido.yaml")
    session.apply(Shoot("crossbows", "samurai"))
    session.apply(Proceed())
    session.apply(Proceed())
    s = session.state
    assert (s.active, s.step) == (1, "initiative")
    assert s.check(Evade("samurai", "knights", 100)) == ["Samurai never evades"]
    session.apply(Evade("ashigaru", "knights", 100))
    assert s.units["ashigaru"].stands[0].y == 100  # 10 cm straight away from the Knights
    while (s.active, s.step) != (0, "initiative"):
        session.apply(Proceed())
    session.apply(InitiativeCharge("knights", "samurai"))
    assert s.units["samurai"].engaged and s.units["knights"].engaged


def test_bushido_samurai_roll_one_drive_back_die_fewer():
    s = nippon([unit("Samurai", 900, 700, id="s"), unit("Ashigaru", 500, 700, id="a")], [ORCS])
    d = ScriptedDice([3])
    ev = drive_back(s, s.units["s"], 2, (900, 600), d)
    d.assert_consumed()
    assert s.units["s"].stands[0].y == 730  # 3 cm from one die, not two
    assert "1 die fewer" in of_type(ev, "DiceRolled")[0].purpose
    # Ashigaru roll a die a hit.
    d = ScriptedDice([3, 2])
    drive_back(s, s.units["a"], 2, (500, 600), d)
    d.assert_consumed()
    assert s.units["a"].stands[0].y == 750


def test_bushido_one_hit_drives_samurai_back_not_at_all():
    s = nippon([unit("Samurai", 900, 700, id="s")], [ORCS])
    (ev,) = drive_back(s, s.units["s"], 1, (900, 600), ScriptedDice([]))
    assert ev.rule == "shooting.drive_back.fewer" and s.units["s"].stands[0].y == 700


def test_mikata_must_charge_never_evade_pursue_scorn_terror_and_shooting():
    s = nippon([unit("Mikata", 900, 760, id="m")], [ORCS], step="initiative")
    m = s.units["m"]
    assert must_charge_target(s, m) == "o"
    assert s.check(Proceed()) != []
    assert evade_problems(s, m, "o", 100)[0] == ["Mikata never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, m) and s.ruleset.ask(MUST_PURSUE, s, m)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, m) == "Mikata are never driven back by shooting"


def test_mikata_fight_a_giant_with_their_full_attacks():
    s = nippon([unit("Mikata", 900, 630, id="m")], [unit("Giant", 900, 610, 180, id="gi")], step="fight")
    s.units["m"].charged = True
    assert stand_dice(s, "m", "gi") == [6]  # 5 Attacks, +1 for the charge, nothing lost to terror


def test_ninja_see_all_round_shoot_15cm_infiltrate_and_ignore_dense_terrain():
    s = nippon([unit("Ninja", 900, 700, id="n")], [ORCS])
    n = s.units["n"]
    prof = s.unit_profile(n)
    assert prof.vision_360 and prof.range_mm == 150
    assert s.ruleset.ask(INFILTRATORS_PER_1000, s, n) == 2
    assert not s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, n)
    assert s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, s.units["spare0"])


# ---------------------------------------------------------------- Temple Daemons


def test_temple_daemons_scorn_terror_and_carry_no_items():
    s = nippon([unit("Oni", 900, 700, id="oni"), unit("Komainu", 600, 700, id="k"), unit("Tengu", 300, 700, id="t")])
    banner = next(i for i in BY_ID.values() if i.who == "unit")
    for uid in ("oni", "k", "t"):
        assert s.ruleset.ask(IGNORES_TERROR, s, s.units[uid])
    assert unit_may_carry(banner, s.unit_profile(s.units["oni"])) == "Oni carry no magic items"
    assert unit_may_carry(banner, s.unit_profile(s.units["spare0"])) == ""


def test_instability_leaves_whole_units_and_men_alone():
    s = nippon([unit("Oni", 900, 700, id="oni"), unit("Samurai", 600, 700, id="s")])
    down_to(s, "s", 2)
    assert instability(s, []) == []


def test_instability_on_a_1_a_stand_fades():
    s = nippon([unit("Oni", 900, 700, id="oni")])
    down_to(s, "oni", 2)
    ev = instability(s, [1])
    assert len(s.units["oni"].stands) == 1
    assert of_type(ev, "DiceRolled")[0].rule == "specials.temple_daemons"


def test_instability_two_stands_lost_is_minus_1_and_the_last_stand_fades():
    s = nippon([unit("Oni", 900, 700, id="oni")], chars0=[char("Daimyo", 900, 700, id="d", joined="oni")])
    down_to(s, "oni", 1)
    ev = instability(s, [2])
    assert of_type(ev, "DiceRolled")[0].total == 1
    assert not s.units["oni"].alive and not s.characters["d"].alive


def test_instability_a_shugenja_within_20cm_adds_1():
    s = nippon([unit("Oni", 900, 700, id="oni")], chars0=[char("Shugenja", 900, 800, id="sg")])
    down_to(s, "oni", 2)
    (roll,) = of_type(instability(s, [5]), "DiceRolled")
    assert roll.total == 6 and len(s.units["oni"].stands) == 3
    # Both at once: two stands lost and the Shugenja near, a 3 stays a 3 (confused).
    down_to(s, "oni", 1)
    (roll,) = of_type(instability(s, [3]), "DiceRolled")
    assert roll.total == 3 and s.units["oni"].confused


def test_instability_a_shugenja_beyond_20cm_adds_nothing():
    s = nippon([unit("Oni", 900, 700, id="oni")], chars0=[char("Shugenja", 900, 930, id="sg")])
    down_to(s, "oni", 2)
    (roll,) = of_type(instability(s, [5]), "DiceRolled")
    assert roll.total == 5 and len(s.units["oni"].stands) == 2


def test_instability_fading_the_last_stand_of_a_unit_in_combat_frees_its_enemy():
    # Araby v Nippon, seed 39: the Desert Riders stood in an unresolved fight; the Oni they fought faded away
    # as Nippon's turn began, and the Riders were left engaged with nobody.
    s = nippon([unit("Oni", 900, 620, id="oni")], [ORCS], step="end", first=1)
    down_to(s, "oni", 1)
    s.units["oni"].engaged = s.units["o"].engaged = True
    act(s, Proceed(), [1])
    assert not s.units["oni"].alive
    assert not s.units["o"].engaged


def test_instability_is_rolled_as_the_nippon_command_phase_begins():
    s = nippon([unit("Komainu", 900, 900, id="k")], step="end", first=1)
    down_to(s, "k", 2)
    ev = act(s, Proceed(), [6])
    assert len(s.units["k"].stands) == 3 and s.active == 0
    assert of_type(ev, "DiceRolled")[0].purpose == "Komainu: Daemonic Instability"


def test_komainu_charge_in_the_open_with_one_attack_more():
    s = nippon([unit("Komainu", 900, 630, id="k")], [unit("Orc Warriors", 900, 610, 180, id="o")], step="fight")
    s.units["k"].charged = True
    assert stand_dice(s, "k", "o") == [4, 4, 4]  # 2 Attacks, +1 for the charge, +1 more


def test_tengu_fly_and_face_the_long_edge():
    s = nippon([unit("Tengu", 900, 700, id="t")])
    prof = s.unit_profile(s.units["t"])
    assert prof.flying and prof.base_mm == (40, 20)


# ---------------------------------------------------------------- The Shogun


def shogun_orders(units0):
    return nippon(units0, [unit("Orc Warriors", 900, 80, 180, id="o")], step="orders",
                  chars0=[char("Daimyo", 900, 800, id="d")])


def test_shogun_a_heros_blunder_is_rolled_at_minus_1():
    s = shogun_orders([unit("Ashigaru", 900, 700, id="a")])
    ev = act(s, Order("d", ("a",)), [6, 6, 5])
    (b,) = of_type(ev, "Blunder")
    roll = next(e for e in of_type(ev, "DiceRolled") if e.purpose.startswith("Blunder table"))
    assert (roll.faces, roll.total) == ((5,), 4) and b.result == "No sense in getting killed sir!"


def test_shogun_a_blunder_of_1_counts_as_1_and_the_samurai_take_the_penalty():
    s = shogun_orders([unit("Ashigaru", 900, 700, id="a"), unit("Samurai", 940 + 80, 700, id="s")])
    ev = act(s, Order("d", ("a", "s")), [6, 6, 1])
    assert of_type(ev, "Blunder")[0].result == "You must be crazy!"
    assert s.command.blunder_choice is None
    assert (s.units["a"].blunder_penalty, s.units["s"].blunder_penalty) == (0, 1)


def test_shogun_with_two_samurai_units_the_player_picks_one_of_them():
    s = shogun_orders([unit("Samurai", 900, 700, id="s1"), unit("Ashigaru", 1020, 700, id="a"),
                       unit("Samurai", 1140, 700, id="s2")])
    act(s, Order("d", ("s1", "a", "s2")), [6, 6, 2])
    assert s.command.blunder_choice == BlunderPick(("s1", "s2"))
    assert s.check(BlunderChoice("a")) != []
    act(s, BlunderChoice("s2"))
    assert s.units["s2"].blunder_penalty == 1


def test_shogun_without_samurai_the_brigade_chooses_as_usual():
    s = shogun_orders([unit("Ashigaru", 900, 700, id="a"), unit("Ashigaru", 1020, 700, id="a2")])
    act(s, Order("d", ("a", "a2")), [6, 6, 1])
    assert s.command.blunder_choice == BlunderPick(("a", "a2"))


# ---------------------------------------------------------------- Shugenja, Shrine, Tatsu

SHAMAN = char("Orc Shaman", 900, 700, id="sh")


def orcs_casting(at=(900, 300), mount=None):
    return battle(
        [unit("Orc Warriors", 1650, 1100, id="o1"), unit("Orc Warriors", 1450, 1100, id="o2")],
        [unit("Ashigaru", 900, 500, 180, id="w"), *[unit("Ashigaru", 150 + 200 * i, 80, 180, id=f"d{i}")
                                                    for i in range(3)]],
        [char("Orc General", 1700, 1150, id="og"), SHAMAN],
        [char("Shogun", 100, 40, id="gen"), char("Shugenja", *at, id="sg", mount=mount)],
        armies1="nippon", armies0="orcs", step="shoot",
    )


def test_shugenja_dispels_a_spell_cast_within_50cm_on_a_4():
    s = orcs_casting()
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 4])
    (am,) = of_type(ev, "AntiMagic")
    assert am.dispelled and am.rule == "specials.shugenja" and len(s.units["w"].stands) == 3


def test_shugenja_a_3_fails_and_beyond_50cm_no_try():
    s = orcs_casting()
    (am,) = of_type(act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3] + [1] * 6), "AntiMagic")
    assert not am.dispelled
    s = orcs_casting(at=(900, 170))
    assert not of_type(act(s, Cast("sh", "Foot of Gork", target="w"), [6] + [1] * 6), "AntiMagic")


def test_shugenja_may_carry_a_scroll_of_dispelling_but_no_other_wizards_item():
    s = orcs_casting()
    prof = s.character_profile(s.characters["sg"])
    assert character_may_carry(BY_ID["scroll_of_dispelling"], prof) == ""
    assert character_may_carry(BY_ID["staff_of_spellbinding"], prof) != ""
    daimyo = s.sides[1].army.character("Daimyo")
    assert character_may_carry(BY_ID["scroll_of_dispelling"], daimyo) != ""


def test_shrine_adds_1_to_one_dispel_roll_a_battle():
    s = orcs_casting(mount="Shrine")
    (am,) = of_type(act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3]), "AntiMagic")
    assert (am.face, am.anvil, am.dispelled) == (3, True, True)
    assert "+1 for the Shrine" in am.text()
    from game.core.magic.record import magic_kept

    magic_kept(s).record = None  # a later turn
    (am,) = of_type(act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3] + [1] * 6), "AntiMagic")
    assert (am.anvil, am.dispelled) == (False, False)


def shrine_battle():
    return nippon([unit("Ashigaru", 900, 700, id="near"), unit("Ashigaru", 900, 300, id="far")],
                  chars0=[char("Shugenja", 900, 800, id="sg", mount="Shrine")])


def test_shrine_invoked_on_a_4_units_within_20cm_scorn_terror_until_their_next_turn():
    s = shrine_battle()
    (ev,) = of_type(act(s, StrikeAnvil("sg"), [4]), "AnvilStruck")
    assert ev.units == ("near",) and ev.rule == "specials.shrine"
    assert ev.text().startswith("Shugenja invokes the Shrine (4)")
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["near"])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["far"])
    assert s.check(StrikeAnvil("sg")) == ["Shugenja has already invoked the Shrine this turn"]


def test_shrines_blessing_ends_as_nippons_next_turn_begins():
    s = shrine_battle()
    act(s, StrikeAnvil("sg"), [4])
    dice, ended = SeededDice(1), []
    while not (s.turn == 2 and s.active == 0):
        ended += of_type(s.apply(Proceed(), dice), "EffectsEnded")
        assert s.ruleset.ask(IGNORES_TERROR, s, s.units["near"]) or (s.turn, s.active) == (2, 0)
    assert [e.text() for e in ended] == ["Effects end: Ashigaru (the Shrine's blessing)"]
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["near"])


def test_shrine_invoked_on_a_3_does_nothing():
    s = shrine_battle()
    act(s, StrikeAnvil("sg"), [3])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["near"])


def test_tatsu_flies_terrifies_and_adds_2_attacks():
    s = nippon([unit("Samurai", 900, 700, id="s")], chars0=[char("Daimyo", 900, 700, id="d", mount="Tatsu",
                                                                 joined="s")])
    d = s.characters["d"]
    mount = s.mount_profile(d)
    assert mount.flying and mount.terror
    assert terrifying(s, s.units["s"])
    assert character_bonus(s, s.units["s"])[0] == 3  # the Daimyo's +1 and the Tatsu's +2
