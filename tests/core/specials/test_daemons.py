"""Daemons (digest 10.13, 6.3): Ignore Terror, Daemonic Instability, Daemon Swarms, the Greater Daemon, the
Overlord's Wizard powers and the four spells, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import plan_round
from game.core.dice import ScriptedDice
from game.core.items.catalogue import BY_ID, unit_may_carry
from game.core.magic import Cast
from game.core.magic.effects import STAT_ATTACKS, STAT_HITS
from game.core.questions import IGNORES_TERROR, NEVER_DRIVEN_BACK, NOT_FRIGHTENED_BY_SPELLS
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.daemons import FRENZY, RAGE, instability_step
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Daemon Hordes", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
SORCERER = char("Daemon Sorcerer", 900, 900, id="so")


def daemons(units0, units1=(), chars0=(), step="shoot", general=("Daemon Overlord", 1700, 1150), gmount=None,
            **kw):
    """Daemons (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen", mount=gmount), *chars0], [GENERAL1],
        armies0="daemons", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


def down_to(s, uid, n):
    s.units[uid].stands = s.units[uid].stands[:n]
    s.invalidate()


def instability(s, faces):
    d = ScriptedDice(faces)
    ev = instability_step(s, d)
    d.assert_consumed()
    return ev


# ---------------------------------------------------------------- Army rules


def test_no_daemon_loses_an_attack_to_terror():
    s = daemons([unit("Daemon Hordes", 900, 630, id="h")], [unit("Giant", 900, 610, 180, id="gi")], step="fight")
    s.units["h"].charged = True
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["h"])
    # 4 Attacks and +1 for the charge a stand; the Giant's terror takes nothing away.
    assert stand_dice(s, "h", "gi") == [5]


def test_weird_enchantment_slows_daemons_but_does_not_frighten_them():
    from game.core.combat.attacks import TERRIFIED
    from game.core.magic.effects import HALF_PACE

    s = battle([unit("Halberdiers", 900, 1000, id="e")], [unit("Daemon Hordes", 900, 600, 180, id="h")],
               [char("General", 900, 1100, id="g"), char("Wizard", 900, 800, id="w")],
               [char("Daemon Overlord", 900, 100, id="gen")], armies1="daemons", step="shoot")
    ev = act(s, Cast("w", "Weird Enchantment", target="h"), [4])
    h = s.units["h"]
    assert s.ruleset.ask(NOT_FRIGHTENED_BY_SPELLS, s, h) and HALF_PACE in h.flags and TERRIFIED not in h.flags
    assert "not frightened" in of_type(ev, "SpellEffect")[0].effect


def test_instability_leaves_whole_units_alone():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")])
    assert instability(s, []) == []


def test_instability_on_a_1_a_stand_fades():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")])
    down_to(s, "h", 2)
    ev = instability(s, [1])
    assert len(s.units["h"].stands) == 1
    assert [e.outcome for e in of_type(ev, "DiceRolled")] == ["a stand fades away"]


def test_instability_on_a_2_the_last_stand_fades_far_from_a_wizard_and_its_character_dies():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], chars0=[char("Daemon Lord Hero", 900, 700, id="hero",
                                                                       joined="h")])
    down_to(s, "h", 1)
    ev = instability(s, [2])
    assert of_type(ev, "DiceRolled")[0].total == 1
    assert not s.units["h"].alive and not s.characters["hero"].alive


def test_instability_a_sorcerer_within_20_cm_spares_the_last_stand_the_minus_one():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], chars0=[char("Daemon Sorcerer", 900, 800, id="so")])
    down_to(s, "h", 1)
    ev = instability(s, [2])
    assert of_type(ev, "DiceRolled")[0].total == 2 and s.units["h"].confused and s.units["h"].alive


def test_instability_an_overlord_with_wizard_powers_counts_as_a_wizard():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], general=("Daemon Overlord", 900, 850),
                gmount="Wizard powers")
    down_to(s, "h", 1)
    assert of_type(instability(s, [2]), "DiceRolled")[0].total == 2


def test_instability_on_a_3_confused_and_on_a_4_no_longer():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")])
    down_to(s, "h", 2)
    instability(s, [3])
    assert s.units["h"].confused
    instability(s, [4])
    assert not s.units["h"].confused and len(s.units["h"].stands) == 2


def test_instability_on_a_6_a_stand_returns_behind_facing_the_same_way():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")])
    down_to(s, "h", 2)
    ev = instability(s, [6])
    h = s.units["h"]
    assert len(h.stands) == 3 and h.stands[-1].facing == 0 and h.stands[-1].y == h.stands[0].y + 20
    assert of_type(ev, "Narration")[0].rule == "specials.daemonic_instability"


def test_instability_is_rolled_before_initiative_each_turn():
    # The Orcs play first; their turn ends and the Daemons' Command phase opens with the roll.
    s = daemons([unit("Daemon Hordes", 900, 900, id="h")], step="end", first=1)
    down_to(s, "h", 2)
    ev = act(s, Proceed(), [6])
    assert len(s.units["h"].stands) == 3 and s.active == 0
    assert of_type(ev, "DiceRolled")[0].purpose == "Daemon Hordes: Daemonic Instability"


# ---------------------------------------------------------------- Troops


def test_daemon_swarms_are_not_driven_back_and_carry_no_items():
    s = daemons([unit("Daemon Swarm", 900, 700, id="w")])
    prof = s.unit_profile(s.units["w"])
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, s.units["w"])
    banner = next(i for i in BY_ID.values() if i.who == "unit")
    assert unit_may_carry(banner, prof) == "Daemon Swarm carry no magic items"
    assert unit_may_carry(banner, s.unit_profile(s.units["spare0"])) == ""


def test_daemon_flyers_fly_and_face_the_long_edge():
    s = daemons([unit("Daemon Flyers", 900, 700, id="f")])
    prof = s.unit_profile(s.units["f"])
    assert prof.flying and prof.base_mm == (40, 20)


def test_greater_daemon_flies_terrifies_and_is_badly_hurt_at_4_hits():
    s = daemons([unit("Greater Daemon", 900, 700, id="g")])
    g = s.units["g"]
    assert s.unit_profile(g).flying
    g.hits = 4
    check_badly_hurt(s, ScriptedDice([]))
    assert g.flags[STAT_HITS] == 3 and g.flags[STAT_ATTACKS] == 4 and g.hits == 0


# ---------------------------------------------------------------- Spells


def test_an_overlord_with_wizard_powers_casts_and_one_without_does_not():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], [ORCS], general=("Daemon Overlord", 900, 850),
                gmount="Wizard powers")
    down_to(s, "h", 2)
    act(s, Cast("gen", "Summon Daemons", target="h"), [4])
    assert len(s.units["h"].stands) == 3
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], [ORCS], general=("Daemon Overlord", 900, 850))
    assert s.check(Cast("gen", "Summon Daemons", target="h")) == [
        "Daemon Overlord is not a Wizard and cannot cast spells"]


def test_summon_daemons_gives_a_stand_back_on_a_4():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], [ORCS], [SORCERER])
    down_to(s, "h", 1)
    ev = act(s, Cast("so", "Summon Daemons", target="h"), [4])
    assert len(s.units["h"].stands) == 2
    assert of_type(ev, "SpellEffect")[0].rule == "magic.summon_daemons"


def test_summon_daemons_is_refused_on_a_whole_unit_and_an_enemy():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], [ORCS], [SORCERER])
    assert s.check(Cast("so", "Summon Daemons", target="h")) == [
        "Summon Daemons cannot be cast on Daemon Hordes: Daemon Hordes has lost no stand"]
    assert s.check(Cast("so", "Summon Daemons", target="o"))[0].endswith("is the enemy's")


def test_summon_daemons_fails_with_no_room_for_the_stand():
    # The Horde's one stand hemmed in behind, beside and in front by other Hordes.
    walls = [unit("Daemon Hordes", 900, 700, id="h", stands=((900, 700, 0),)),
             unit("Daemon Hordes", 900, 680, id="w1", stands=((860, 680, 0), (900, 680, 0), (940, 680, 0))),
             unit("Daemon Hordes", 900, 720, id="w2", stands=((860, 720, 0), (900, 720, 0), (940, 720, 0))),
             unit("Daemon Hordes", 860, 700, id="w3", stands=((860, 700, 0), (940, 700, 0)))]
    s = daemons(walls, [ORCS], [SORCERER], dice=[4, 4])  # Instability as the turn began: nothing happens
    ev = act(s, Cast("so", "Summon Daemons", target="h"), [4])
    assert len(s.units["h"].stands) == 1
    assert of_type(ev, "SpellEffect")[0].effect == (
        "the spell fails: there is no room beside Daemon Hordes for another stand")


def test_daemonic_rage_gives_every_unit_within_30_cm_an_extra_die():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h"), unit("Daemon Hordes", 300, 700, id="far")], [ORCS],
                [SORCERER])
    act(s, Cast("so", "Daemonic Rage"), [5])
    assert s.units["h"].flags.get(RAGE) == 1 and RAGE not in s.units["far"].flags


def test_daemonic_rage_adds_one_die_to_the_fight():
    s = daemons([unit("Daemon Hordes", 900, 630, id="h")], [unit("Orc Warriors", 900, 610, 180, id="o")],
                step="fight")
    s.units["h"].flags[RAGE] = 1
    assert sum(stand_dice(s, "h", "o")) == 3 * 4 + 1


def test_sorcerous_blast_is_three_shooting_attacks_no_armour_saves():
    s = daemons([], [ORCS], [SORCERER])
    # Cast on a 5; 3 attacks hit on 4s: two hits, and armour never saves against them.
    ev = act(s, Cast("so", "Sorcerous Blast", target="o"), [5, 4, 4, 1])
    assert [(h.unit, h.struck) for h in of_type(ev, "HitsScored")] == [("o", 2)]


def test_frenzy_of_chaos_rolls_failed_attacks_again_once():
    s = daemons([unit("Daemon Hordes", 900, 620, id="h")], [ORCS], [char("Daemon Sorcerer", 900, 800, id="so")])
    engage(s, "h", "o")
    act(s, Cast("so", "Frenzy of Chaos", target="h"), [6])
    assert s.units["h"].flags[FRENZY] == 1
    from game.core.specials.daemons import frenzy_rolled

    faces, ev = frenzy_rolled(s, s.units["h"], s.units["o"], (1, 4, 2, 6), 4, "combat", ScriptedDice([5, 1]))
    assert faces == (5, 4, 1, 6) and ev[0].outcome == "1 more hit"
    # The log counts the dice against the score, never adds them up.
    assert ev[0].text() == "Daemon Hordes: Frenzy of Chaos, misses rolled again: rolled 5 1 (4+ each): 1 more hit"
    assert frenzy_rolled(s, s.units["h"], s.units["o"], (1,), 4, "shooting", ScriptedDice([]))[0] == (1,)


def test_only_an_overlord_with_wizard_powers_may_take_a_wizards_item():
    from game.core.items.catalogue import BY_NAME, character_may_carry
    from game.data import load_armies

    army = load_armies()["daemons"]
    ring, overlord = BY_NAME["Ring of Magic"], army.character("Daemon Overlord")
    assert character_may_carry(ring, overlord) == "only a Wizard may carry the Ring of Magic"
    assert character_may_carry(ring, overlord, army.mount("Wizard powers")) == ""
    assert character_may_carry(ring, army.character("Daemon Lord Hero"), army.mount("Daemonic Wings")) != ""
