"""Dark Elves (digest 10.12, 6.3): repeating crossbows, Witch Elves, Cold One Knights, Harpies, the War Hydra, the
Bolt Thrower, cruel masters, the Manticore, the Cauldron of Blood and the four spells, each with scripted dice."""

from game.core import carry
from game.core.actions import Proceed
from game.core.combat.attacks import plan_round, terrifying
from game.core.command.actions import Charge, MoveCharacter, Order
from game.core.command.characters import character_move_reach
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.command.orders import brigade_problems
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.questions import IGNORES_TERROR, MUST_PURSUE, NEVER_DRIVEN_BACK
from game.core.shooting import Shoot
from game.core.specials.dark_elf_general import LOST, CruelChoice, dark_elves_kept
from game.core.victory import scoring
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Spearmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def dark_elves(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), chars1=(), **kw):
    """Dark Elves (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="dark_elves", step=step, **kw,
    )


def fired(ev, by):
    return [(e.stands, e.attacks, e.at_chargers) for e in of_type(ev, "ShotFired") if e.unit == by]


def stand_dice(s, uid, enemy, round_no=1):
    return [st.dice for st in plan_round(s, [uid, enemy], round_no).attacks[uid].stands]


# ---------------------------------------------------------------- Repeating crossbows


def test_crossbowmen_shoot_twice_a_stand_within_15_cm():
    s = dark_elves([unit("Crossbowmen", 900, 750, id="x")], [ORCS])  # front edge 13 cm from the Orcs
    ev = act(s, Shoot("x", "o"), [4, 4, 4, 1, 1, 1, 6, 1, 1])
    assert fired(ev, "x") == [(3, 6, False)]
    # Three hits on 4+, the Orcs' 6+ armour saves one.
    assert s.units["o"].hits == 2


def test_crossbowmen_shoot_once_a_stand_beyond_15_cm():
    s = dark_elves([unit("Crossbowmen", 900, 850, id="x")], [ORCS])  # 23 cm
    ev = act(s, Shoot("x", "o"), [4, 4, 1, 1, 1])
    assert fired(ev, "x") == [(3, 3, False)]
    assert s.units["o"].hits == 2


def test_dark_riders_carry_the_repeating_crossbow_too():
    s = dark_elves([unit("Dark Riders", 900, 740, id="r")], [ORCS])  # 11 cm
    ev = act(s, Shoot("r", "o"), [1, 1, 1, 1, 1, 1])
    assert fired(ev, "r") == [(3, 6, False)]


def test_crossbowmen_shoot_once_a_stand_at_chargers_however_close():
    s = dark_elves([unit("Crossbowmen", 900, 740, id="x")],
                   [unit("Boar Riders", 900, 620, 180, id="b")], step="orders", first=1)
    act(s, Order("og", ("b",)), [1, 1])
    ev = act(s, Charge("b", "x"), [1, 1, 1])
    assert fired(ev, "x") == [(3, 3, True)]


# ---------------------------------------------------------------- Witch Elves


def test_witch_elves_must_charge_never_evade_pursue_scorn_terror_and_shooting():
    s = dark_elves([unit("Witch Elves", 900, 760, id="w")], [ORCS], step="initiative")
    w = s.units["w"]
    assert must_charge_target(s, w) == "o"
    assert s.check(Proceed()) != []
    assert evade_problems(s, w, "o", 100)[0] == ["Witch Elves never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, w) and s.ruleset.ask(MUST_PURSUE, s, w)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, w) == "Witch Elves are never driven back by shooting"


def test_witch_elves_fight_a_giant_with_their_full_attacks():
    s = dark_elves([unit("Witch Elves", 900, 630, id="w")], [unit("Giant", 900, 610, 180, id="gi")], step="fight")
    s.units["w"].charged = True
    assert stand_dice(s, "w", "gi") == [6]


# ---------------------------------------------------------------- Cold One Knights


def test_cold_one_knights_bite_to_the_front_in_the_first_round_only():
    s = dark_elves([unit("Cold One Knights", 900, 700, id="k")], [unit("Orc Warriors", 900, 670, 180, id="o")],
                   step="fight")
    first = plan_round(s, ["k", "o"], 1).attacks["k"].stands
    assert [st.dice for st in first] == [4, 4, 4]
    assert "specials.cold_one_knights" in [m.rule for m in first[0].modifiers]
    assert stand_dice(s, "k", "o", 2) == [3, 3, 3]


def test_cold_one_knights_brigade_only_with_cold_one_knights():
    s = dark_elves([unit("Cold One Knights", 900, 900, id="k"), unit("Cold One Knights", 960, 900, id="k2"),
                    unit("Spearmen", 1020, 900, id="sp")], step="orders")
    k, k2, sp = s.units["k"], s.units["k2"], s.units["sp"]
    assert brigade_problems(s, [k, k2]) == []
    assert brigade_problems(s, [k2, sp]) == ["Cold One Knights cannot be brigaded with these units"]


# ---------------------------------------------------------------- Harpies and the War Hydra


def test_harpies_fly_on_their_long_edge_and_no_character_joins_them():
    s = dark_elves([unit("Harpies", 900, 900, id="hp")], [ORCS], [char("Hero", 900, 1000, id="h")],
                   step="characters")
    prof = s.unit_profile(s.units["hp"])
    assert prof.flying and prof.front_is_long_edge
    assert s.check(MoveCharacter("h", 900, 930, 0, join="hp")) != []


def test_war_hydra_is_never_brigaded_and_causes_terror():
    s = dark_elves([unit("War Hydra", 900, 900, id="hy"), unit("Spearmen", 960, 900, id="sp")], step="orders")
    hy = s.units["hy"]
    assert brigade_problems(s, [hy, s.units["sp"]]) == ["War Hydra cannot be brigaded"]
    assert terrifying(s, hy)


def test_war_hydra_breathes_two_attacks_to_20_cm():
    s = dark_elves([unit("War Hydra", 900, 790, id="hy")], [ORCS])  # 17 cm
    ev = act(s, Shoot("hy", "o"), [4, 4, 1, 1])
    assert fired(ev, "hy") == [(1, 2, False)] and s.units["o"].hits == 2


def test_war_hydra_regenerates_a_hit_that_still_counts_for_the_result():
    from game.core.combat import Fight

    s = dark_elves([unit("War Hydra", 900, 640, id="hy")], [unit("Orc Warriors", 900, 610, 180, id="o")],
                   step="fight")
    s.units["hy"].charged = True
    # The Hydra rolls 8 dice and misses; one Orc stand rolls 3 (-1 for its terror) and strikes 3 hits unsaved.
    ev = act(s, Fight("hy"), [1] * 8 + [4, 4, 5] + [1, 1, 2])
    assert [(e.unit, e.hits_left) for e in of_type(ev, "Regenerated")] == [("hy", 2)]
    (result,) = of_type(ev, "CombatResult")
    assert result.hits == (0, 3) and result.scores == (0, 5)
    assert s.units["hy"].hits == 2


# ---------------------------------------------------------------- Bolt Thrower


def test_bolt_thrower_is_the_elven_one_three_shots_to_40_cm_with_saves():
    s = dark_elves([unit("Bolt Thrower", 900, 950, id="bt")], [ORCS])  # 34 cm
    ev = act(s, Shoot("bt", "o"), [4, 4, 4, 1, 1, 1, 6, 1, 1])
    assert fired(ev, "bt") == [(2, 6, False)] and s.units["o"].hits == 2
    assert of_type(ev, "HitsScored")[0].save == 6


# ---------------------------------------------------------------- Cruel masters

LINE = [unit("Spearmen", 900, 900, id="a"), unit("Spearmen", 1100, 900, id="b")]


def cruel_state(**kw):
    return dark_elves(LINE, [ORCS], [char("Hero", 900, 950, id="h"), char("Sorceress", 1100, 950, id="so")],
                      general=("General", 1000, 1000), step="orders", **kw)


def test_a_heros_double_six_waits_for_the_choice_and_nothing_else_is_done():
    s = cruel_state()
    ev = act(s, Order("h", ("a",)), [6, 6, 4])
    assert of_type(ev, "Blunder") and dark_elves_kept(s).choice == {"side": 0, "character": "h", "general": "gen"}
    assert s.check(Order("gen", ("b",))) == [
        "first choose: the General loses a level of Command, or the blunderer is executed"
    ]
    assert set(s.legal_actions()) == {CruelChoice(True), CruelChoice(False)}


def test_sparing_the_blunderer_costs_the_general_a_level_on_every_order():
    s = cruel_state()
    act(s, Order("h", ("a",)), [6, 6, 4])
    act(s, CruelChoice(execute=False))
    assert s.characters["gen"].flags[LOST] == 1 and s.characters["h"].alive
    mods = order_target(s, s.characters["gen"], [s.units["b"]]).modifiers
    assert [(m.value, m.rule) for m in mods if m.rule == "specials.cruel_masters"] == [(-1, "specials.cruel_masters")]
    # 10 - 1 = 9: a 5 and a 5 fail.
    assert of_type(act(s, Order("gen", ("b",)), [5, 5]), "OrderFailed")


def test_an_executed_blunderer_gives_the_enemy_no_victory_points():
    s = cruel_state()
    act(s, Order("so", ("b",)), [6, 6, 5])
    ev = act(s, CruelChoice(execute=True))
    assert of_type(ev, "CharacterSlain")[0].character == "so" and not s.characters["so"].alive
    assert "so" not in [x.key for x in scoring(s)]
    assert LOST not in s.characters["gen"].flags


def test_the_generals_own_double_six_costs_him_a_level():
    s = cruel_state()
    ev = act(s, Order("gen", ("a",)), [6, 6])
    assert of_type(ev, "OrderFailed") and s.characters["gen"].flags[LOST] == 1
    assert dark_elves_kept(s).choice is None


def test_after_two_levels_blunderers_are_executed_and_the_general_loses_no_more():
    s = cruel_state()
    s.characters["gen"].flags[LOST] = 2
    ev = act(s, Order("h", ("a",)), [6, 6, 4])
    assert of_type(ev, "CharacterSlain") and dark_elves_kept(s).choice is None
    s = cruel_state()
    s.characters["gen"].flags[LOST] = 2
    act(s, Order("gen", ("a",)), [6, 6])
    assert s.characters["gen"].flags[LOST] == 2


def test_a_double_five_is_no_blunder_for_the_cruel_masters():
    s = cruel_state()
    act(s, Order("h", ("a",)), [5, 5])
    assert dark_elves_kept(s).choice is None and LOST not in s.characters["gen"].flags


# ---------------------------------------------------------------- Manticore and Cauldron of Blood


def test_manticore_flies_100_cm_with_plus_2_attacks_and_terror():
    s = dark_elves([unit("Spearmen", 900, 900, id="a")], [ORCS], [char("Hero", 700, 1000, id="h", mount="Manticore")],
                   step="characters")
    h = s.characters["h"]
    assert character_move_reach(s, h) == 1000
    mount = s.mount_profile(h)
    assert mount is not None and mount.attack_bonus == 2 and mount.terror


def test_cauldron_of_blood_slows_the_sorceress_to_30_cm_and_adds_2_attacks():
    s = dark_elves([unit("Witch Elves", 900, 900, id="w")], [ORCS],
                   [char("Sorceress", 700, 1000, id="so", mount="Cauldron of Blood")], step="characters")
    so = s.characters["so"]
    assert character_move_reach(s, so) == 300 and s.mount_profile(so).attack_bonus == 2
    assert s.check(MoveCharacter("so", 700, 650, 0)) != []


def test_cauldron_of_blood_adds_one_to_a_casting_roll_once_a_battle():
    s = dark_elves([unit("Witch Elves", 900, 900, id="w")], [ORCS],
                   [char("Sorceress", 900, 800, id="so", mount="Cauldron of Blood")])
    ev = act(s, Cast("so", "Dominion", target="o", war_altar=True), [3])
    roll = of_type(ev, "DiceRolled")[0]
    assert [(m.value, m.rule) for m in roll.modifiers] == [(1, "magic.cauldron_of_blood")] and roll.success
    assert s.check(Cast("so", "Black Horror", target="o", war_altar=True)) != []


def test_the_cauldron_needs_witch_elves_in_the_roster():
    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from tests.helpers import armies

    army = armies()["dark_elves"]
    chars = (RosterCharacter("General"), RosterCharacter("Sorceress", mount="Cauldron of Blood"))
    units = tuple(RosterUnit(p) for p in ("Spearmen", "Spearmen", "Crossbowmen"))
    problems = roster_problems(Roster("r", "dark_elves", 1000, units, chars), army)
    assert [p.message for p in problems] == ["Cauldron of Blood needs a unit of Witch Elves in the force"]
    with_witches = Roster("r", "dark_elves", 1000, (*units, RosterUnit("Witch Elves")), chars)
    assert roster_problems(with_witches, army) == []


# ---------------------------------------------------------------- Spells

SORCERESS = char("Sorceress", 900, 800, id="so")


def test_doom_bolt_strikes_every_unit_under_its_line():
    s = dark_elves([], [ORCS], [SORCERESS])
    ev = act(s, Cast("so", "Doom Bolt", facing=0), [5, 4, 4, 1, 6, 1])
    assert of_type(ev, "SpellCast")[0].success and s.units["o"].hits == 1


def test_black_horror_four_attacks_no_armour_no_drive_back():
    s = dark_elves([], [unit("Orc Warriors", 900, 600, 180, id="o")], [SORCERESS])
    ev = act(s, Cast("so", "Black Horror", target="o"), [6, 4, 4, 4, 1])
    assert [(e.attacks, e.hits, e.save) for e in of_type(ev, "HitsScored")] == [(4, 3, None)]
    assert s.units["o"].stands_lost == 1 and s.units["o"].hits == 0
    from game.core.shooting.book import units_hit

    # Nothing waits to drive the Orcs back.
    assert "o" not in units_hit(s)


def test_dominion_an_enemy_unit_may_not_charge_in_its_next_turn():
    from game.core.command.actions import InitiativeCharge

    s = dark_elves([unit("Spearmen", 900, 700, id="sp")], [unit("Orc Warriors", 900, 560, 180, id="o")],
                   [char("Sorceress", 900, 1150, id="so")])
    ev = act(s, Cast("so", "Dominion", target="o"), [4])
    assert [e.rule for e in of_type(ev, "SpellEffect")] == ["magic.hold"]
    while not (s.active == 1 and s.step == "initiative"):
        act(s, Proceed())
    assert s.check(InitiativeCharge("o", "sp")) == [
        "Orc Warriors has lost heart (Dominion) and may not charge until the end of its side's next turn"
    ]


def test_soul_stealer_three_attacks_no_armour_carried_into_the_first_round():
    s = dark_elves([unit("Spearmen", 900, 700, id="sp")], [unit("Orc Warriors", 900, 680, 180, id="o")],
                   [char("Sorceress", 900, 720, id="so", joined="sp")])
    engage(s, "sp", "o")
    ev = act(s, Cast("so", "Soul Stealer", target="o"), [5, 4, 4, 1])
    assert [(e.attacks, e.hits, e.save) for e in of_type(ev, "HitsScored")] == [(3, 2, None)]
    assert carry.first_round_hits(s, "o") == 2
