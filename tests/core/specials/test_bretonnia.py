"""Bretonnia (digest 10.10, 6.3): Feudal Society, Peasants, Knights, Grail Knights, the Trebuchet, the Grail
Pilgrims, the mounts and the Enchantress's four spells, each with scripted dice."""

from game.core.combat import Fight
from game.core.combat.attacks import plan_round, terrifying
from game.core.command.actions import InitiativeCharge, Order
from game.core.command.initiative import evade_problems, must_charge_blocker, must_charge_target
from game.core.command.penalties import order_target
from game.core.confusion import MAY_BE_CONFUSED
from game.core.magic import Cast
from game.core.magic.effects import ply, set_lasting
from game.core.questions import IGNORES_TERROR, NEVER_DRIVEN_BACK, NEVER_USES_INITIATIVE
from game.core.shooting import Shoot
from game.core.shooting.driveback import drive_back
from game.core.shooting.weapons import weapon
from game.core.specials.bretonnia import AERIAL, MIST, SHIELD
from game.core.victory import break_point, losses
from tests.core.combat.common import strikes
from tests.helpers import ScriptedDice, act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Men-at-arms", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def bret(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), first=0, chars1=(), **kw):
    """Bretonnians (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="bretonnia", step=step, first=first, **kw,
    )


def batches(ev, by):
    return [(e.to_hit, e.attacks) for e in of_type(ev, "HitsScored") if e.by == by]


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


# ---------------------------------------------------------------- Feudal Society


def test_feudal_society_only_knights_count_towards_the_break_point():
    s = bret([unit("Knights", 300, 800, id="k1"), unit("Knights", 600, 800, id="k2"),
              unit("Grail Knights", 900, 800, id="gk"), unit("Pegasus Knights", 1200, 800, id="pk"),
              unit("Bowmen", 1500, 800, id="bw")], [ORCS])
    # 7 units, of which the 4 Knights count: half of 4 is 2.
    assert s.sides[0].start_units == 7 and break_point(s, 0) == 2
    s.units["bw"].destroyed = True
    s.units["spare0"].destroyed = True
    assert losses(s, 0) == 0
    s.units["k1"].destroyed = True
    assert losses(s, 0) == 1
    # The Orcs count every unit as usual: 4 units, break point 2.
    assert break_point(s, 1) == 2


def test_feudal_society_an_army_with_no_knights_left_to_count_never_breaks_on_losses():
    s = bret([unit("Bowmen", 900, 800, id="bw")], [ORCS])
    s.units["bw"].destroyed = True
    assert losses(s, 0) == 0 and break_point(s, 0) > s.sides[0].start_units


# ---------------------------------------------------------------- Peasants


def test_peasants_ordered_alone_suffer_minus_1_but_not_brigaded_with_men_at_arms():
    s = bret([unit("Peasants", 900, 800, id="p"), unit("Men-at-arms", 1020, 800, id="ma")],
             [unit("Orc Warriors", 900, 300, 180, id="o")], general=("General", 900, 900), step="orders")
    alone = order_target(s, s.characters["gen"], [s.units["p"]])
    assert (alone.target, [(m.value, m.rule) for m in alone.modifiers]) == (8, [(-1, "specials.peasants")])
    both = order_target(s, s.characters["gen"], [s.units["p"], s.units["ma"]])
    assert (both.target, both.modifiers) == (9, ())
    ev = act(s, Order("gen", ("p",)), [4, 5])
    assert of_type(ev, "OrderFailed")[0].target == 8


def test_peasants_never_charge_on_initiative():
    s = bret([unit("Peasants", 900, 750, id="p")], [ORCS], step="initiative")
    assert s.check(InitiativeCharge("p", "o")) == ["Peasants never charge on their initiative"]


def test_peasants_get_no_plus_1_for_charging_where_men_at_arms_do():
    s = bret([unit("Peasants", 900, 700, id="p")], [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    s.units["p"].charged = True
    assert stand_dice(s, "p", "o") == [3, 3, 3]
    s = bret([unit("Men-at-arms", 900, 700, id="ma")], [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    s.units["ma"].charged = True
    assert stand_dice(s, "ma", "o") == [4, 4, 4]


# ---------------------------------------------------------------- Knights


def test_knights_must_charge_on_initiative_never_evade_and_scorn_terror():
    s = bret([unit("Knights", 900, 760, id="k")], [ORCS], step="initiative")
    k = s.units["k"]
    assert must_charge_target(s, k) == "o"
    assert must_charge_blocker(s) == "Knights must charge Orc Warriors on its initiative first"
    assert evade_problems(s, k, "o", 100)[0] == ["Knights never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, k)


def test_knights_out_of_reach_of_a_charge_take_orders_as_usual():
    s = bret([unit("Knights", 900, 900, id="k")], [unit("Orc Warriors", 900, 100, 180, id="o")],
             general=("General", 900, 1000), step="orders")
    ev = act(s, Order("gen", ("k",)), [3, 4])
    assert of_type(ev, "OrderIssued")


def test_grail_knights_charge_with_plus_1_more_in_the_open():
    s = bret([unit("Grail Knights", 900, 700, id="gk")], [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    s.units["gk"].charged = True
    assert stand_dice(s, "gk", "o")[0] == 5
    s = bret([unit("Knights", 900, 700, id="k")], [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    s.units["k"].charged = True
    assert stand_dice(s, "k", "o")[0] == 4


def test_pegasus_knights_fly():
    s = bret([unit("Pegasus Knights", 900, 800, id="pk")], [ORCS])
    prof = s.unit_profile(s.units["pk"])
    assert prof.flying and prof.full_pace_mm == 1000


# ---------------------------------------------------------------- Trebuchet

TREB = unit("Trebuchet", 900, 1000, id="t")


def test_trebuchet_80cm_four_attacks_no_saves_never_at_chargers():
    s = bret([TREB], [ORCS])
    w = weapon(s, s.units["t"])
    assert (w.range_mm, w.shots, w.no_saves, w.at_chargers, w.cover_shift) == (800, 4, True, False, 1)


def test_trebuchet_a_defended_target_counts_as_in_the_open():
    wood = terrain("w", "wood", [(830, 535), (970, 535), (970, 580), (830, 580)], "Copse")
    s = bret([TREB], [unit("Orc Warriors", 900, 560, 180, id="o")], terrain_pieces=[wood])
    ev = act(s, Shoot("t", "o"), [4, 4, 1, 1])
    assert batches(ev, "t") == [(4, 4)] and s.units["o"].hits == 2
    (hs,) = of_type(ev, "HitsScored")
    assert [m.label for m in hs.modifiers] == ["defended: in a wood (Copse)", "boulders: cover counts one step less"]


def test_trebuchet_never_shoots_in_a_turn_it_moved():
    s = bret([TREB], [ORCS])
    s.units["t"].moved = True
    assert s.check(Shoot("t", "o")) == ["Trebuchet moved this turn and cannot shoot until it stands still for a turn"]


def test_trebuchet_a_drive_back_of_10cm_or_less_leaves_it_where_it_is():
    s = bret([TREB], [ORCS])
    before = list(s.units["t"].stands)
    d = ScriptedDice([4, 6])
    ev = drive_back(s, s.units["t"], 2, (900, 0), d)
    d.assert_consumed()
    assert s.units["t"].stands == before and not s.units["t"].confused
    assert of_type(ev, "DiceRolled")[0].outcome == "10 cm, 10 cm or less: it stays where it is"


def test_trebuchet_a_drive_back_over_10cm_wrecks_it():
    s = bret([TREB], [ORCS])
    d = ScriptedDice([5, 6])
    drive_back(s, s.units["t"], 2, (900, 0), d)
    d.assert_consumed()
    assert s.units["t"].destroyed


def test_trebuchet_gerroff_cannot_be_cast_on_it():
    s = bret([TREB], [ORCS], chars1=[char("Orc Shaman", 900, 500, id="sh")], first=1)
    assert s.check(Cast("sh", "Gerroff!!!", target="t")) == ["Trebuchet is not touched by Gerroff!!!"]


# ---------------------------------------------------------------- Grail Pilgrims

PILGRIMS = unit("Grail Pilgrims", 900, 800, id="gp")


def test_grail_pilgrims_scorn_terror_charge_on_initiative_and_are_never_driven_back_or_confused():
    s = bret([PILGRIMS], [unit("Orc Warriors", 900, 650, 180, id="o")], step="initiative")
    gp = s.units["gp"]
    assert s.ruleset.ask(IGNORES_TERROR, s, gp) and not s.ruleset.ask(MAY_BE_CONFUSED, s, gp)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, gp) == "Grail Pilgrims are never driven back"
    assert must_charge_target(s, gp) == "o"


def test_peasants_touching_the_pilgrims_are_pilgrims_too_and_fight_with_plus_1():
    # Peasants beside the Pilgrims (their stands edge to edge); another unit of Peasants well away.
    s = bret([PILGRIMS, unit("Peasants", 1020, 800, id="p"), unit("Peasants", 300, 800, id="far")],
             [unit("Orc Warriors", 1020, 780, 180, id="o")], general=("General", 900, 900), step="orders")
    p, far = s.units["p"], s.units["far"]
    assert s.ruleset.ask(IGNORES_TERROR, s, p) and not s.ruleset.ask(IGNORES_TERROR, s, far)
    assert not s.ruleset.ask(MAY_BE_CONFUSED, s, p) and s.ruleset.ask(MAY_BE_CONFUSED, s, far)
    assert [m.rule for m in order_target(s, s.characters["gen"], [p]).modifiers] == ["command.penalty.enemy_near"]
    assert "specials.peasants" in [m.rule for m in order_target(s, s.characters["gen"], [far]).modifiers]
    assert stand_dice(s, "p", "o") == [4, 4, 4]


# ---------------------------------------------------------------- Mounts

ENCHANTRESS = char("Enchantress", 900, 820, id="en", joined="ma", mount="Unicorn")
MEN = unit("Men-at-arms", 900, 800, id="ma")


def test_unicorn_adds_1_to_one_casting_roll_once_a_battle():
    s = bret([MEN], [ORCS], [ENCHANTRESS])
    ev = act(s, Cast("en", "Shield of Combat", target="ma", war_altar=True), [3])
    (roll,) = [r for r in of_type(ev, "DiceRolled") if r.rule == "magic.cast"]
    assert (roll.total, roll.success, [m.label for m in roll.modifiers]) == (4, True, ["Unicorn"])
    s2 = bret([MEN], [ORCS], [ENCHANTRESS])
    s2.characters["en"].flags["war_altar_used"] = 1
    assert s2.check(Cast("en", "Eerie Mist", target="o", war_altar=True)) == [
        "the Unicorn's +1 has already been used this battle"
    ]


def test_hippogriff_the_general_flies_and_his_unit_causes_terror():
    s = bret([MEN], [ORCS], general=("General", 900, 820), step="characters")
    s2 = battle([MEN, *SPARE0], [ORCS, *SPARE1], [char("General", 900, 820, id="gen", joined="ma", mount="Hippogriff")],
                [GENERAL1], armies0="bretonnia", step="characters")
    assert not terrifying(s, s.units["ma"]) and terrifying(s2, s2.units["ma"])
    assert s2.mount_profile(s2.characters["gen"]).flying


def test_pegasus_a_hero_flies_up_to_100cm():
    from game.core.command import MoveCharacter

    s = bret([MEN], [ORCS], [char("Hero", 300, 1100, id="h", mount="Pegasus"), char("Hero", 500, 1100, id="h2")],
             step="characters")
    assert s.check(MoveCharacter("h", 300, 150, 0)) == []
    assert s.check(MoveCharacter("h2", 500, 150, 0)) != []


# ---------------------------------------------------------------- Spells


def test_shield_of_combat_only_on_her_own_unit():
    s = bret([MEN, unit("Bowmen", 1300, 800, id="bw")], [ORCS], [ENCHANTRESS])
    assert s.check(Cast("en", "Shield of Combat", target="bw")) == [
        "Shield of Combat is cast on the unit Enchantress has joined"
    ]
    act(s, Cast("en", "Shield of Combat", target="ma"), [4])
    assert s.units["ma"].flags[SHIELD] == 1


def test_shield_of_combat_failed_saves_are_rolled_again_in_combat():
    s = bret([MEN], [unit("Orc Warriors", 900, 780, 180, id="o")], step="fight")
    set_lasting(s.units["ma"], SHIELD, 1, ply(s) + 1)
    # Men-at-arms 9 dice all miss; Orcs 12 dice: four 4s hit; saves 6+: one 6, then the three failures again: 6, 6, 1.
    ev = act(s, Fight("ma"), [1] * 9 + [4, 4, 4, 4] + [1] * 8 + [6, 1, 1, 1] + [6, 6, 1])
    st = strikes(ev)["o", "ma"]
    assert (st.hits, st.saved) == (4, 3) and s.units["ma"].hits == 1
    (again,) = [r for r in of_type(ev, "DiceRolled") if r.rule == "combat.armour.again"]
    assert again.faces == (6, 6, 1)


def test_eerie_mist_no_initiative_and_minus_1_to_orders_until_the_end_of_the_enemys_turn():
    s = bret([MEN], [ORCS], [char("Enchantress", 900, 820, id="en")])
    act(s, Cast("en", "Eerie Mist", target="o"), [4])
    o = s.units["o"]
    assert o.flags[MIST] == 1 and o.flags[MIST + "@until"] == ply(s) + 1
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, o) == "Orc Warriors is lost in an Eerie Mist and cannot use initiative"
    t = order_target(s, s.characters["og"], [o])
    assert [(m.value, m.rule) for m in t.modifiers if m.rule == "magic.eerie_mist"] == [(-1, "magic.eerie_mist")]


def test_aerial_shield_enemy_shooting_hits_at_minus_1():
    s = bret([unit("Bowmen", 900, 800, id="bw")], [unit("Goblins", 900, 700, 180, id="a")], step="shoot",
             first=1)
    # As if cast in the Bretonnians' turn just before (the flag holds the turn it was cast in).
    s.turn = 2
    cast = ply(s) - 1
    set_lasting(s.units["bw"], AERIAL, cast, cast + 2)
    ev = act(s, Shoot("a", "bw"), [5, 4, 4])
    assert batches(ev, "a") == [(5, 3)] and s.units["bw"].hits == 1


def test_aerial_shield_ends_when_the_next_bretonnian_shooting_phase_begins():
    from game.core.specials.bretonnia import _shielded

    s = bret([unit("Bowmen", 900, 800, id="bw")], [ORCS], step="shoot")
    s.turn = 2
    bw = s.units["bw"]
    set_lasting(bw, AERIAL, ply(s) - 2, ply(s))
    assert _shielded(s, bw, 0) == 0  # the Bretonnians' next Shooting phase: gone
    s.phase = "command"
    assert _shielded(s, bw, 0) == 1  # their Command phase before it: enemies shooting at chargers still suffer


def test_aerial_shield_cast_on_a_friend_within_30cm():
    s = bret([unit("Bowmen", 900, 800, id="bw")], [ORCS], [char("Enchantress", 900, 900, id="en")])
    ev = act(s, Cast("en", "Aerial Shield", target="bw"), [5])
    assert of_type(ev, "SpellCast")[0].success and s.units["bw"].flags[AERIAL] == ply(s)


def test_ladys_favour_moves_a_friend_as_if_ordered():
    s = bret([unit("Knights", 900, 900, id="k")], [unit("Orc Warriors", 900, 100, 180, id="o")],
             [char("Enchantress", 900, 1000, id="en")])
    ev = act(s, Cast("en", "Lady's Favour", target="k"), [5])
    assert of_type(ev, "SpellCast")[0].success and s.command.pending is not None
