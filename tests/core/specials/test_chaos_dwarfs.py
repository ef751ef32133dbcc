"""Chaos Dwarfs (digest 10.20, 6.3): Blunderbusses, Hobgoblins, Orc Slaves, the Earthshaker, the Death Rocket,
the Bolt Thrower, the Great Taurus, the Lammasu, the Sorcerer Lord and the four spells, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import terrifying
from game.core.command.actions import Order
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.magic.record import magic_kept
from game.core.shooting import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials.lammasu import LammasuBreath, lammasu_offer
from game.core.specials.norse import ASPECT
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Chaos Dwarfs", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
BLACK_ORCS = unit("Black Orcs", 900, 600, 180, id="o")


def dwarfs(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), chars1=(), **kw):
    """Chaos Dwarfs (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="chaos_dwarfs", step=step, **kw,
    )


def rules(s, ch, *uids):
    return [m.rule for m in order_target(s, s.characters[ch], [s.units[u] for u in uids]).modifiers]


# ---------------------------------------------------------------- Blunderbusses and Hobgoblins


def test_blunderbusses_shoot_15cm_two_a_stand_and_armour_counts_one_worse():
    s = dwarfs([unit("Blunderbusses", 900, 740, id="bb")], [BLACK_ORCS])
    w = weapon(s, s.units["bb"])
    assert (w.range_mm, w.shots, w.armour_worse, w.all_round) == (150, 2, True, False)
    # Six attacks: four hit on 4+; the Black Orcs' 5+ made 6+ saves only the 6.
    ev = act(s, Shoot("bb", "o"), [4, 4, 5, 6, 1, 2, 6, 5, 1, 1])
    (scored,) = of_type(ev, "HitsScored")
    assert scored.struck == 3 and s.units["o"].hits == 3


def test_hobgoblins_and_wolf_riders_shoot_15cm_from_every_edge():
    s = dwarfs([unit("Hobgoblins", 900, 800, id="hg"), unit("Hobgoblin Wolf Riders", 1300, 800, id="wr")], [ORCS])
    for uid in ("hg", "wr"):
        w = weapon(s, s.units[uid])
        assert (w.range_mm, w.shots, w.all_round) == (150, 1, True)


BRIGADE = [unit("Hobgoblins", 300, 800, id="hg"), unit("Orc Slaves", 420, 800, id="sl"),
           unit("Chaos Dwarfs", 540, 800, id="cd"), unit("Black Orcs", 660, 800, id="bo")]
HATRED = "Hobgoblins will not be brigaded with Orc Slaves unless Chaos Dwarfs or Blunderbusses go with them"


def test_hobgoblins_share_no_brigade_with_orcs_unless_chaos_dwarfs_keep_the_peace():
    s = dwarfs(BRIGADE, [unit("Orc Warriors", 900, 100, 180, id="o")], general=("General", 480, 900), step="orders")
    assert HATRED in s.check(Order("gen", ("hg", "sl")))
    assert not any("will not be brigaded" in r for r in s.check(Order("gen", ("hg", "sl", "cd"))))
    assert not any(o.units == ("hg", "sl") for o in s.legal_actions() if isinstance(o, Order))
    ev = act(s, Order("gen", ("hg", "sl", "cd")), [2, 3])
    assert of_type(ev, "OrderIssued")


def test_orc_slaves_take_minus_1_unless_brigaded_with_black_orcs_or_chaos_dwarfs():
    s = dwarfs(BRIGADE, [unit("Orc Warriors", 900, 100, 180, id="o")], general=("General", 480, 900), step="orders")
    assert "specials.orc_slaves" in rules(s, "gen", "sl")
    assert "specials.orc_slaves" not in rules(s, "gen", "sl", "cd")
    assert "specials.orc_slaves" not in rules(s, "gen", "sl", "cd", "bo")
    assert "specials.orc_slaves" not in rules(s, "gen", "cd")


# ---------------------------------------------------------------- The engines

EARTHSHAKER = unit("Earthshaker Cannon", 900, 800, id="es")
NEIGHBOUR = unit("Orc Warriors", 1020, 600, 180, id="n")  # touching the target's flank


def test_earthshaker_drive_back_dice_confuse_on_a_4():
    s = dwarfs([EARTHSHAKER], [ORCS])
    act(s, Shoot("es", "o"), [4, 5, 1])  # two hits, no save against the shell
    ev = act(s, Proceed(), [4, 2])
    assert s.units["o"].confused
    assert [c.unit for c in of_type(ev, "Confused")] == ["o"]


def test_earthshaker_shakes_the_units_touching_its_target_confused_on_a_6():
    s = dwarfs([EARTHSHAKER], [ORCS, NEIGHBOUR])
    ev = act(s, Shoot("es", "o"), [4, 1, 1, 6])  # one hit; the neighbour rolls a 6
    shock = [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.earthshaker"]
    assert [r.faces for r in shock] == [(6,)]
    assert s.units["n"].confused and not s.units["o"].confused
    s = dwarfs([EARTHSHAKER], [ORCS, NEIGHBOUR])
    act(s, Shoot("es", "o"), [4, 1, 1, 5])
    assert not s.units["n"].confused


def test_earthshaker_that_misses_or_destroys_its_target_shakes_no_one():
    s = dwarfs([EARTHSHAKER], [ORCS, NEIGHBOUR])
    ev = act(s, Shoot("es", "o"), [1, 2, 3])
    assert not [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.earthshaker"]
    s = dwarfs([EARTHSHAKER], [ORCS, NEIGHBOUR])
    s.units["o"].hits = 8  # one stand left, with two hits on it
    ev = act(s, Shoot("es", "o"), [4, 1, 1])
    assert not s.units["o"].alive
    assert not [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.earthshaker"]


def test_death_rocket_fires_a_die_of_rockets_armour_one_worse_and_misfires_on_a_1():
    s = dwarfs([unit("Death Rocket", 900, 800, id="dr")], [BLACK_ORCS])
    w = weapon(s, s.units["dr"])
    assert (w.range_mm, w.at_chargers, w.armour_worse) == (600, False, True)
    # A 3: three attacks, two hit; the Black Orcs save one on a 6.
    ev = act(s, Shoot("dr", "o"), [3, 4, 4, 1, 6, 2])
    assert [e.attacks for e in of_type(ev, "ShotFired")] == [3] and s.units["o"].hits == 1
    s = dwarfs([unit("Death Rocket", 900, 800, id="dr")], [BLACK_ORCS])
    act(s, Shoot("dr", "o"), [1, 1])  # misfire, then KABOOM
    assert s.units["dr"].destroyed


def test_bolt_thrower_two_bolts_a_stand_no_saves():
    s = dwarfs([unit("Bolt Thrower", 900, 800, id="bt")], [BLACK_ORCS])
    w = weapon(s, s.units["bt"])
    assert (w.range_mm, w.shots, w.no_saves, w.kind) == (400, 2, True, "bolt_thrower")


# ---------------------------------------------------------------- Mounts and the Sorcerer Lord


def test_great_taurus_flies_and_terrifies_with_plus_2():
    s = dwarfs([unit("Chaos Dwarfs", 900, 800, id="cd")], [ORCS],
               general=("General", 900, 830), chars0=[char("Hero", 1300, 900, id="h", mount="Great Taurus")])
    m = s.mount_profile(s.characters["h"])
    assert (m.flying, m.terror, m.attack_bonus) == (True, True, 2)


SORCERER_LAMMASU = char("Sorcerer", 900, 320, id="so", mount="Lammasu")


def orcs_casting(*chars1, shaman2=False):
    """The Orcs (side 0) cast at the Chaos Dwarfs (side 1); ``shaman2``: a second Shaman beside the first."""
    second = [char("Orc Shaman", 1000, 700, id="sh2")] if shaman2 else []
    return battle(
        [unit("Orc Warriors", 1650, 1100, id="o1"), unit("Orc Warriors", 1450, 1100, id="o2")],
        [unit("Chaos Dwarfs", 900, 500, 180, id="cd"),
         *[unit("Chaos Dwarfs", 150 + 200 * i, 80, 180, id=f"d{i}") for i in range(3)]],
        [char("Orc General", 1700, 1150, id="og"), char("Orc Shaman", 900, 700, id="sh"), *second],
        [char("General", 100, 40, id="gen"), *chars1],
        armies1="chaos_dwarfs", armies0="orcs", step="shoot",
    )


def _lammasu_rolls(ev):
    return [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.lammasu"]


def test_lammasu_holds_an_enemy_spell_on_a_friend_within_30cm_for_its_side_to_choose():
    s = orcs_casting(SORCERER_LAMMASU)
    ev = act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    assert not of_type(ev, "SpellEffect") and not _lammasu_rolls(ev)
    assert s.acting_side() == 1  # the Chaos Dwarf player answers, though the Orcs are playing
    assert set(s.legal_actions()) == {LammasuBreath("so"), LammasuBreath("so", use=False)}
    assert s.check(Proceed()) == ["first choose whether the Lammasu tries to undo the spell"]


def test_lammasu_tried_undoes_the_spell_on_a_4_and_has_had_its_turn():
    s = orcs_casting(SORCERER_LAMMASU)
    act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    ev = act(s, LammasuBreath("so"), [4])
    (roll,) = _lammasu_rolls(ev)
    assert roll.success and roll.outcome == "Foot of Gork is undone" and not of_type(ev, "SpellEffect")
    assert s.units["cd"].hits == 0 and lammasu_offer(s) is None
    magic_kept(s).record = None  # as if the Shaman could cast again: the Lammasu has had its turn
    ev = act(s, Cast("sh", "Foot of Gork", target="cd"), [6] + [1] * 6)
    assert lammasu_offer(s) is None and of_type(ev, "SpellEffect")


def test_lammasu_a_3_fails_and_the_spell_falls():
    s = orcs_casting(SORCERER_LAMMASU)
    act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    ev = act(s, LammasuBreath("so"), [3, 4, 4, 4, 4, 4, 4, 6, 6, 6, 1, 1, 1])
    (roll,) = _lammasu_rolls(ev)
    assert not roll.success and roll.outcome == "Foot of Gork holds"
    # Six attacks hit on 4s; the Chaos Dwarfs' 4+ saves the three 6s: three hits stay.
    assert s.units["cd"].hits == 3


def test_lammasu_let_be_the_spell_falls_and_it_may_try_a_later_one():
    s = orcs_casting(SORCERER_LAMMASU)
    act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    ev = act(s, LammasuBreath("so", use=False), [1] * 6)
    assert not _lammasu_rolls(ev) and of_type(ev, "SpellEffect") and lammasu_offer(s) is None
    magic_kept(s).record = None
    act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    assert lammasu_offer(s) is not None  # the attempt was not spent


def test_lammasu_beyond_30cm_cannot_try():
    s = orcs_casting(char("Sorcerer", 900, 160, id="so", mount="Lammasu"))  # 31 cm behind the Chaos Dwarfs
    ev = act(s, Cast("sh", "Foot of Gork", target="cd"), [6] + [1] * 6)
    assert lammasu_offer(s) is None and of_type(ev, "SpellEffect")


def test_sorcerer_lord_casts_and_once_a_battle_adds_1():
    s = dwarfs([unit("Chaos Dwarfs", 900, 700, id="cd")], [ORCS], general=("Sorcerer Lord", 900, 760))
    ev = act(s, Cast("gen", "Word of Fear", target="cd", war_altar=True), [3])
    (cast,) = of_type(ev, "SpellCast")
    assert cast.success
    assert [m.rule for m in of_type(ev, "DiceRolled")[0].modifiers] == ["specials.sorcerer_lord"]
    magic_kept(s).record = None
    assert s.check(Cast("gen", "Word of Fear", target="cd", war_altar=True)) != []
    s = dwarfs([unit("Chaos Dwarfs", 900, 700, id="cd")], [ORCS])
    assert s.check(Cast("gen", "Word of Fear", target="cd")) == ["General is not a Wizard and cannot cast spells"]


# ---------------------------------------------------------------- Spells

SORCERER = char("Sorcerer", 900, 720, id="so")


def test_flaming_hand_three_attacks_on_an_enemy_touching_his_unit_carried_into_combat():
    s = dwarfs([unit("Chaos Dwarfs", 900, 700, id="cd")], [unit("Orc Warriors", 900, 680, 180, id="o")],
               [char("Sorcerer", 900, 720, id="so", joined="cd")])
    engage(s, "cd", "o")
    # Cast on a 4; two of three attacks hit, the Orcs' 6+ saves one.
    ev = act(s, Cast("so", "Flaming Hand", target="o"), [4, 4, 5, 1, 1, 6])
    assert of_type(ev, "HitsCarried")[0].hits == 1


def test_volcanic_eruption_strikes_every_enemy_within_30cm_without_drive_back():
    s = dwarfs([], [ORCS], [SORCERER])
    ev = act(s, Cast("so", "Volcanic Eruption"), [6, 4, 4, 1, 1, 6])
    assert [(e.unit, e.rule) for e in of_type(ev, "SpellEffect")] == [("o", "magic.quake")]
    assert s.units["o"].hits == 1
    assert not of_type(act(s, Proceed(), []), "DrivenBack")


def test_word_of_fear_makes_a_friend_terrifying_in_the_combat_phase():
    s = dwarfs([unit("Chaos Dwarfs", 900, 700, id="cd")], [ORCS], [SORCERER])
    ev = act(s, Cast("so", "Word of Fear", target="cd"), [4])
    assert s.units["cd"].flags[ASPECT] == 1
    assert of_type(ev, "SpellEffect")[0].rule == "magic.word_of_fear"
    assert not terrifying(s, s.units["cd"])
    while s.phase != "combat":
        act(s, Proceed())
    assert terrifying(s, s.units["cd"])


def test_meteor_storm_strikes_every_unit_under_its_line():
    s = dwarfs([], [ORCS], [SORCERER])
    ev = act(s, Cast("so", "Meteor Storm", facing=0), [5, 4, 4, 1, 6, 1])
    assert of_type(ev, "SpellLine")[0].units == ("o",)
    assert [(h.unit, h.struck) for h in of_type(ev, "HitsScored")] == [("o", 1)]
