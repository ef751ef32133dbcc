"""Norse (digest 10.23, 6.3): Berserkers, Ulfwerener, Valkyries, the Storm Giant, the War Mammoth, Were Kin, the
Horn of Resounding and the four spells, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import character_bonus, plan_round, terrifying
from game.core.combat.engagements import supports
from game.core.combat.kept import Aftermath
from game.core.combat.pursuit import quarry
from game.core.command.actions import Hold, MoveCharacter, Order
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.command.penalties import order_target
from game.core.dice import ScriptedDice
from game.core.magic import Cast
from game.core.magic.effects import STAT_ATTACKS, STAT_HITS, UNTIL
from game.core.questions import IGNORES_TERROR, MUST_PURSUE, NEVER_DRIVEN_BACK
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.norse import ASPECT, SPITE, SoundHorn
from game.core.specials.norse_raven import RavenReroll, banked, norse_kept
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Bondsmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610
BOARS = unit("Boar Riders", 900, 400, 180, id="boar")


def norse(units0, units1=(), chars0=(), step="shoot", general=("Jarl", 1700, 1150), chars1=(), **kw):
    """Norse (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="norse", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


# ---------------------------------------------------------------- Berserkers and Valkyries


def test_berserkers_must_charge_never_evade_pursue_scorn_terror_and_shooting():
    s = norse([unit("Berserkers", 900, 760, id="b")], [ORCS], step="initiative")
    b = s.units["b"]
    assert must_charge_target(s, b) == "o"
    assert s.check(Proceed()) != []
    assert evade_problems(s, b, "o", 100)[0] == ["Berserkers never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, b) and s.ruleset.ask(MUST_PURSUE, s, b)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, b) == "Berserkers are never driven back by shooting"


def test_berserkers_fight_a_giant_with_their_full_attacks():
    s = norse([unit("Berserkers", 900, 630, id="b")], [unit("Giant", 900, 610, 180, id="gi")], step="fight")
    s.units["b"].charged = True
    # 5 Attacks and +1 for the charge a stand; the Giant's terror takes nothing away.
    assert stand_dice(s, "b", "gi") == [6]


def test_valkyries_fly_must_charge_never_evade_scorn_terror_but_may_be_driven_back():
    s = norse([unit("Valkyries", 900, 760, id="v")], [ORCS], step="initiative")
    v = s.units["v"]
    assert s.unit_profile(v).flying and s.unit_profile(v).full_pace_mm == 1000
    assert must_charge_target(s, v) == "o"
    assert evade_problems(s, v, "o", 100)[0] != []
    assert s.ruleset.ask(IGNORES_TERROR, s, v)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, v) == "" and not s.ruleset.ask(MUST_PURSUE, s, v)


def test_valkyries_out_of_reach_of_a_charge_take_orders():
    s = norse([unit("Valkyries", 900, 1000, id="v")], [unit("Orc Warriors", 900, 50, 180, id="o")],
              general=("Jarl", 900, 1100), step="orders")
    assert of_type(act(s, Order("gen", ("v",)), [3, 4]), "OrderIssued")


# ---------------------------------------------------------------- Ulfwerener and Were Kin

WOLVES = unit("Ulfwerener", 900, 700, id="u")


def test_ulfwerener_face_the_short_edge_and_charge_in_the_open_with_one_more():
    s = norse([unit("Ulfwerener", 900, 700, id="u")], [unit("Orc Warriors", 900, 670, 180, id="o")], step="fight")
    assert s.unit_profile(s.units["u"]).base_mm == (20, 40)
    s.units["u"].charged = True
    # 4 Attacks, +1 for the charge, +1 more as monsters have.
    assert stand_dice(s, "u", "o") == [6, 6, 6]


def test_ulfwerener_may_pursue_cavalry():
    s = norse([WOLVES], [BOARS])
    assert quarry(s, s.units["u"], Aftermath(units=["u", "boar"], round=1, retreated={"boar": 1})) == ["boar"]


def test_ulfwerener_never_support_nor_are_supported():
    fight = [unit("Orc Warriors", 900, 680, 180, id="o")]
    s = norse([unit("Bondsmen", 900, 700, id="c"), unit("Ulfwerener", 900, 730, id="u")], fight, step="fight")
    assert supports(s).get("u", []) == []
    s = norse([unit("Ulfwerener", 900, 700, id="u"), unit("Bondsmen", 900, 730, id="c")],
              [unit("Orc Warriors", 900, 670, 180, id="o")], step="fight")
    assert supports(s).get("c", []) == []
    # Bondsmen behind Bondsmen support as usual.
    s = norse([unit("Bondsmen", 900, 700, id="c"), unit("Bondsmen", 900, 720, id="c2")], fight, step="fight")
    assert [r[1] for r in supports(s)["c2"]] == ["c", "c", "c"]


def test_ulfwerener_carry_no_magic_items():
    from game.core.items.catalogue import BY_ID, unit_may_carry

    s = norse([WOLVES, unit("Huscarls", 600, 700, id="h")])
    banner = next(i for i in BY_ID.values() if i.who == "unit")
    assert unit_may_carry(banner, s.unit_profile(s.units["u"])) == "Ulfwerener carry no magic items"
    assert unit_may_carry(banner, s.unit_profile(s.units["h"])) == ""


def test_only_a_were_kin_character_joins_the_ulfwerener_and_his_unit_causes_terror():
    s = norse([WOLVES], [unit("Orc Warriors", 900, 100, 180, id="o")],
              [char("Hero", 1100, 900, id="h"), char("Shaman", 700, 900, id="sh", mount="Were Kin")],
              step="characters")
    assert s.check(MoveCharacter("h", 900, 730, 0, join="u")) == [
        "only a Were Kin character may join Ulfwerener, and Hero is not"
    ]
    assert s.check(MoveCharacter("sh", 900, 730, 0, join="u")) == []
    act(s, MoveCharacter("sh", 900, 730, 0, join="u"))
    assert terrifying(s, s.units["u"])
    # Were Kin: the Shaman's +1 and one more.
    assert character_bonus(s, s.units["u"])[0] == 2


# ---------------------------------------------------------------- Storm Giant and War Mammoth


def test_storm_giant_goes_wild_on_a_failed_order():
    s = norse([unit("Storm Giant", 900, 900, id="sg")], [unit("Orc Warriors", 900, 100, 180, id="o")],
              general=("Jarl", 900, 1000), step="orders")
    # 6 + 5 fails the Jarl's 9; Giant Goes Wild rolls a 1: he stands still.
    ev = act(s, Order("gen", ("sg",)), [6, 5, 1])
    (fail,) = of_type(ev, "OrderFailed")
    assert "goes wild" in fail.consequence
    assert terrifying(s, s.units["sg"])


def test_war_mammoth_terror_big_base_and_badly_hurt_at_six_hits():
    s = norse([unit("War Mammoth", 900, 900, id="wm")], [unit("Orc Warriors", 900, 100, 180, id="o")])
    wm = s.units["wm"]
    assert terrifying(s, wm) and s.unit_profile(wm).base_mm == (40, 60)
    wm.hits = 5
    assert check_badly_hurt(s, ScriptedDice([])) == []
    wm.hits = 6
    (hurt,) = check_badly_hurt(s, ScriptedDice([]))
    assert (wm.hits, wm.flags[STAT_HITS], wm.flags[STAT_ATTACKS]) == (0, 5, 4)
    assert (hurt.hits_value, hurt.attacks_value) == (5, 4)


# ---------------------------------------------------------------- Horn of Resounding


def test_horn_of_resounding_gives_the_shaman_plus_one_command_for_a_turn_once_a_battle():
    s = norse([unit("Bondsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 100, 180, id="o")],
              [char("Shaman", 900, 1000, id="sh", mount="Horn of Resounding")], step="orders")
    before = order_target(s, s.characters["sh"], [s.units["c"]])
    assert SoundHorn("sh") in s.legal_actions()
    ev = act(s, SoundHorn("sh"))
    assert ev[0].rule == "specials.horn_of_resounding"
    after = order_target(s, s.characters["sh"], [s.units["c"]])
    assert after.command + sum(m.value for m in after.modifiers) == before.command + sum(
        m.value for m in before.modifiers) + 1
    assert s.check(SoundHorn("sh")) == ["Shaman has already sounded the Horn; it is sounded once a battle"]
    assert s.check(SoundHorn("gen")) == ["Jarl carries no Horn of Resounding"]


def test_the_horn_waits_for_a_move_owed():
    s = norse([unit("Bondsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 100, 180, id="o")],
              [char("Shaman", 900, 1000, id="sh", mount="Horn of Resounding")], step="orders")
    act(s, Order("sh", ("c",)), [2, 3])
    assert s.check(SoundHorn("sh")) == ["finish the move owed first"]


def test_the_horn_sounds_only_in_the_command_phase():
    s = norse([], [ORCS], [char("Shaman", 900, 1000, id="sh", mount="Horn of Resounding")])
    assert s.check(SoundHorn("sh")) == ["the Horn is sounded in its own side's Command phase"]


# ---------------------------------------------------------------- Spells

SHAMAN = char("Shaman", 900, 800, id="sh")


def test_aspect_of_wulfen_makes_a_friendly_unit_terrifying_in_the_combat_phase():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [ORCS], [SHAMAN])
    ev = act(s, Cast("sh", "Aspect of Wulfen", target="c"), [4])
    assert s.units["c"].flags[ASPECT] == 1
    assert of_type(ev, "SpellEffect")[0].rule == "magic.aspect_of_wulfen"
    assert not terrifying(s, s.units["c"])  # not yet: the Shooting phase
    while s.phase != "combat":
        act(s, Proceed())
    assert terrifying(s, s.units["c"])


def test_aspect_of_wulfen_fails_on_a_3():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [ORCS], [SHAMAN])
    act(s, Cast("sh", "Aspect of Wulfen", target="c"), [3])
    assert ASPECT not in s.units["c"].flags


def test_thunder_of_fowor_strikes_every_unit_under_its_line():
    s = norse([], [ORCS], [SHAMAN])
    # Cast on a 5; 3 attacks on the Orcs hit on 4s: two hits, one saved on a 6.
    ev = act(s, Cast("sh", "Thunder of Fo'Wor", facing=0), [5, 4, 4, 1, 6, 1])
    assert of_type(ev, "SpellLine")[0].units == ("o",)
    assert [(h.unit, h.struck) for h in of_type(ev, "HitsScored")] == [("o", 1)]


def test_spite_of_low_key_lasts_through_the_enemys_next_turn():
    s = norse([], [ORCS], [SHAMAN])
    ev = act(s, Cast("sh", "Spite of Low'Key"), [5])
    assert s.characters["sh"].flags[SPITE] == 1 and s.characters["sh"].flags[SPITE + UNTIL] == 2
    assert ev[-1].rule == "magic.spite_of_low_key"


def _spited(hero_y=650):
    """Orcs (side 0) ordering in their Command phase; a Norse Shaman (side 1) 20 cm off casts the spite."""
    s = battle([unit("Orc Warriors", 900, 600, id="o"), unit("Orc Warriors", 400, 600, id="o2")],
               [unit("Bondsmen", 900, 200, 180, id="c"), *[unit("Bondsmen", 300 + 150 * i, 60, 180, id=f"b{i}")
                                                            for i in range(2)]],
               [char("Orc Hero", 900, hero_y, id="oh"), char("Orc General", 400, 650, id="og")],
               [char("Jarl", 1700, 60, id="gen"), char("Shaman", 900, 850, id="sh", facing=180)],
               armies0="orcs", armies1="norse", step="orders")
    s.characters["sh"].flags[SPITE] = 1
    return s


def test_under_spite_a_heros_double_three_is_a_blunder():
    s = _spited()
    ev = act(s, Order("oh", ("o",)), [3, 3, 4])
    (fail,) = of_type(ev, "OrderFailed")
    assert fail.consequence.startswith("a blunder")
    assert of_type(ev, "Blunder")[0].face == 4
    rolled = [e for e in of_type(ev, "DiceRolled") if e.rule == "command.order"][0]
    assert rolled.outcome == "a blunder: Spite of Low'Key (Shaman) makes a double 3 a blunder"


def test_under_spite_the_general_never_blunders_and_a_hero_out_of_reach_is_spared():
    s = _spited()
    assert of_type(act(s, Order("og", ("o2",)), [3, 3]), "OrderIssued")
    s = _spited(hero_y=500)  # 35 cm from the Shaman
    assert of_type(act(s, Order("oh", ("o",)), [3, 3]), "OrderIssued")


# ---------------------------------------------------------------- Eye of the Raven


def _raven(units0, **kw):
    s = norse(units0, [unit("Orc Warriors", 900, 100, 180, id="o")], [char("Hero", 900, 1000, id="h")],
              general=("Jarl", 900, 1000), step="orders", **kw)
    norse_kept(s).raven["0"] = 1
    return s


def test_eye_of_the_raven_is_banked_until_the_end_of_the_next_command_phase():
    s = norse([], [ORCS], [SHAMAN])
    act(s, Cast("sh", "Eye of the Raven"), [5])
    assert banked(s, 0) and not banked(s, 1)
    assert s.check(Cast("sh", "Eye of the Raven")) == [
        "an Eye of the Raven is already waiting to be used: one at a time"
    ]


def test_eye_of_the_raven_rolls_one_die_of_a_failed_order_again():
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    # 5 + 6 fails the Jarl's 9; the 6 rolled again comes up 2: 7 passes.
    ev = act(s, Order("gen", ("c",)), [5, 6])
    assert of_type(ev, "OrderFailed")
    assert RavenReroll(1) in s.legal_actions()
    ev = act(s, RavenReroll(1), [2])
    assert of_type(ev, "OrderIssued") and not banked(s, 0)
    assert [e.outcome for e in of_type(ev, "DiceRolled")][0] == "a 2 stands in place of the 6"


def test_the_ravens_chance_lapses_with_the_next_action():
    s = _raven([unit("Bondsmen", 900, 900, id="c"), unit("Bondsmen", 600, 900, id="c2")])
    act(s, Order("gen", ("c",)), [5, 6])
    act(s, Hold(("c",)))
    assert norse_kept(s).offer is None and banked(s, 0)


def test_eye_of_the_raven_rolls_a_blunder_table_die_again_but_not_the_double_six():
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    ev = act(s, Order("h", ("c",)), [6, 6, 1])
    assert of_type(ev, "Blunder")[0].face == 1
    # The double six is not rolled again: only the Blunder table's die, or keep it.
    assert set(s.legal_actions()) == {RavenReroll(0), RavenReroll(0, use=False)}
    assert s.check(Proceed()) != []
    ev = act(s, RavenReroll(0), [4])
    assert s.units["c"].blunder_penalty == 0
    assert "Blunder table: No sense in getting killed sir!" in ev[1].text()
    assert s.units["c"].no_more_orders


def test_keeping_the_blunder_carries_it_out():
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    act(s, Order("h", ("c",)), [6, 6, 4])
    act(s, RavenReroll(0, use=False))
    assert norse_kept(s).offer is None and banked(s, 0) and s.units["c"].no_more_orders


def test_eye_of_the_raven_rolls_a_failed_casting_roll_again():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [ORCS], [SHAMAN])
    norse_kept(s).raven["0"] = 1
    act(s, Cast("sh", "Aspect of Wulfen", target="c"), [3])
    assert ASPECT not in s.units["c"].flags and RavenReroll(0) in s.legal_actions()
    ev = act(s, RavenReroll(0), [4])
    assert s.units["c"].flags[ASPECT] == 1 and not banked(s, 0)
    assert [e.outcome for e in of_type(ev, "DiceRolled")] == ["it works"]


def test_a_recast_that_fails_again_is_not_offered_a_third_time():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [ORCS], [SHAMAN])
    norse_kept(s).raven["0"] = 1
    act(s, Cast("sh", "Aspect of Wulfen", target="c"), [3])
    act(s, RavenReroll(0), [2])
    assert ASPECT not in s.units["c"].flags and norse_kept(s).offer is None
