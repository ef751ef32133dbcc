"""Beastmen (digest 10.22, 6.3): Ambush, Bloodlust, the Shaggoth, the Doombull, the woods, and the spells, each
with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import plan_round, terrifying
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.magic import Cast
from game.core.magic.effects import HERD, UNTIL
from game.core.questions import BRIGADES, IGNORES_TERROR, MUST_PURSUE, NEVER_USES_INITIATIVE
from game.core.specials.beastmen import TRAITOR, traitor_command
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Gor", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 610, 180, id="o")  # touching a unit placed at y 630
SHAMAN = char("Bray Shaman", 900, 900, id="sh")


def beastmen(units0, units1=(), chars0=(), step="shoot", chars1=(), **kw):
    """Beastmen (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char("Beastlord", 1700, 1150, id="gen"), *chars0],
        [GENERAL1, *chars1], armies0="beastmen", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [st.dice for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


# ---------------------------------------------------------------- Ambush


def test_half_the_gor_and_half_the_ungor_may_lie_in_ambush_each_kind_apart():
    from game.core.deployment import DeployUnit
    from game.core.specials.infiltration import HIDDEN, HoldBack
    from tests.core.deployment.helpers import ORCS as ORC_ROSTER
    from tests.core.deployment.helpers import deploying, roster

    s = deploying(roster("beastmen", ["Gor", "Gor", "Gor", "Ungor", "Ungor", "Bestigors"], ["Beastlord"]),
                  ORC_ROSTER)
    assert s.check(HoldBack("u6")) == ["Bestigors cannot infiltrate, so it must be set up"]
    (ev,) = of_type(act(s, HoldBack("u1")), "Infiltrated")
    assert ev.text() == "Gor are held back, to infiltrate later"
    assert s.units["u1"].flags == {HIDDEN: 1}
    orc = next(u for u in s.units.values() if u.side == 1)
    act(s, DeployUnit(orc.id, 900, 100, 180))
    # Three Gor: one may hide (half, rounded down); the Ungor's share is their own.
    assert s.check(HoldBack("u2")) == ["no more units may be held back: 1 may infiltrate in a force of this size"]
    assert s.check(HoldBack("u4")) == []


def test_ambush_order_is_measured_where_the_gor_would_appear_by_an_enemy_sorcerers_anger():
    """An enemy Sorcerer's Anger of the Gods (-1 to orders to units within 30 cm of him) measures from the unit: a
    hidden unit is asked about at the spot it would appear (a random Beastmen v Chaos battle once crashed here)."""
    from game.core.magic import effects
    from game.core.specials.chaos import ANGER
    from game.core.specials.infiltration import HIDDEN, Infiltrate, order_needed

    s = battle([unit("Gor", 900, 1000, id="gor"), *SPARE0],
               [unit("Chaos Warriors", 1650, 80, 180, id="cw"), unit("Chaos Warriors", 1450, 80, 180, id="cw2")],
               [char("Beastlord", 900, 700, id="gen")],
               [char("General", 100, 40, id="cg"), char("Sorcerer", 250, 600, id="so")],
               armies0="beastmen", armies1="chaos", step="orders")
    gor, so = s.units["gor"], s.characters["so"]
    gor.flags[HIDDEN], gor.off_table = 1, True
    so.flags[ANGER], so.flags[ANGER + effects.UNTIL] = 1, effects.ply(s) + 1
    s.invalidate()
    near, far = Infiltrate("gen", "gor", 0, 600, 90), Infiltrate("gen", "gor", 1800, 600, 270)
    # Command 9, and either edge 91 cm from the Beastlord: -4. At the left edge the Gor would stand within 30 cm
    # of the angry Sorcerer: -1 more; the right edge lies beyond his reach.
    assert (order_needed(s, near), order_needed(s, far)) == (4, 5)
    assert gor.off_table and [st.pose for st in gor.stands] == [(860, 1000, 0), (900, 1000, 0), (940, 1000, 0)]
    ev = act(s, Infiltrate("gen", "gor", 0, 600, 90), [1, 3])
    (roll,) = of_type(ev, "DiceRolled")
    assert (roll.target, roll.success) == (4, True)
    assert [m.rule for m in roll.modifiers] == ["command.penalty.distance", "magic.anger_of_the_gods"]
    assert not gor.off_table and {st.x for st in gor.stands} == {11}


# ---------------------------------------------------------------- Minotaurs, Doombull, Shaggoth, woods


def test_minotaurs_bloodlust_must_charge_never_evade_pursue_and_scorn_terror():
    s = beastmen([unit("Minotaurs", 900, 760, id="m")], [ORCS], step="initiative")
    m = s.units["m"]
    assert must_charge_target(s, m) == "o"
    assert s.check(Proceed()) != []
    assert evade_problems(s, m, "o", 100)[0] == ["Minotaurs never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, m) and s.ruleset.ask(MUST_PURSUE, s, m)


def test_a_doombull_makes_his_gor_terrifying_and_bloodthirsty():
    s = beastmen([unit("Gor", 900, 630, id="g")], [ORCS], [char("Doombull", 900, 640, id="db", joined="g")],
                 step="fight")
    g = s.units["g"]
    assert terrifying(s, g)
    assert s.ruleset.ask(IGNORES_TERROR, s, g) and s.ruleset.ask(MUST_PURSUE, s, g)
    # The Orcs lose one Attack a stand to the terror: 4 - 1.
    assert stand_dice(s, "o", "g") == [3, 3, 3]


def test_gor_without_a_doombull_neither_terrify_nor_must_pursue():
    s = beastmen([unit("Gor", 900, 630, id="g")], [ORCS], step="fight")
    g = s.units["g"]
    assert not terrifying(s, g) and not s.ruleset.ask(MUST_PURSUE, s, g)
    assert stand_dice(s, "o", "g") == [4, 4, 4]


def test_the_shaggoth_is_never_brigaded_and_is_terrifying():
    s = beastmen([unit("Dragon Ogre Shaggoth", 900, 760, id="sg")], [ORCS])
    assert s.ruleset.ask(BRIGADES, s, s.units["sg"]) == "never"
    assert terrifying(s, s.units["sg"])


def test_beastmen_infantry_are_at_home_in_the_woods_but_not_in_a_village():
    from game.core.command.penalties import order_target
    from tests.helpers import terrain

    wood = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Blackwood")
    village = terrain("village", "village", [(1300, 600), (1500, 600), (1500, 800), (1300, 800)], "Hamlet")
    s = beastmen([unit("Gor", 900, 700, id="g"), unit("Gor", 1400, 700, id="g2")], [],
                 [char("Wargor", 1150, 900, id="w")], step="orders", terrain_pieces=[wood, village])

    def rules(uid):
        return [m.rule for m in order_target(s, s.characters["w"], [s.units[uid]]).modifiers]

    assert "command.penalty.dense_terrain" not in rules("g")
    assert "command.penalty.dense_terrain" in rules("g2")


# ---------------------------------------------------------------- Spells


def test_traitor_kin_takes_away_initiative_and_costs_orders_until_the_enemys_turn_ends():
    boars = unit("Boar Riders", 900, 650, 180, id="boar")
    s = beastmen([], [boars], [SHAMAN])
    ev = act(s, Cast("sh", "Traitor Kin", target="boar"), [4])
    b = s.units["boar"]
    assert b.flags[TRAITOR] == 1 and b.flags[TRAITOR + UNTIL] == 2
    assert of_type(ev, "SpellEffect")[0].rule == "magic.traitor_kin"
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, b) == "Boar Riders are under Traitor Kin"
    (mod,) = traitor_command(s, s.characters["og"], [b, s.units["ospare0"]])
    assert mod.value == -1


def test_traitor_kin_is_refused_on_infantry_and_fails_on_a_3():
    s = beastmen([], [ORCS, unit("Boar Riders", 1150, 750, 180, id="boar")], [SHAMAN])
    assert s.check(Cast("sh", "Traitor Kin", target="o")) == [
        "Traitor Kin is cast on cavalry, chariot, monster; Orc Warriors are infantry"]
    act(s, Cast("sh", "Traitor Kin", target="boar"), [3])
    assert TRAITOR not in s.units["boar"].flags


def test_power_of_herd_gives_every_engaged_gor_in_range_plus_one_attack():
    s = beastmen([unit("Gor", 900, 630, id="g"), unit("Bestigors", 1300, 630, id="b")],
                 [ORCS, unit("Orc Warriors", 1300, 610, 180, id="o2")], [SHAMAN], step="shoot")
    s.units["g"].engaged = s.units["o"].engaged = s.units["b"].engaged = s.units["o2"].engaged = True
    ev = act(s, Cast("sh", "Power of Herd"), [6])
    assert [e.unit for e in of_type(ev, "SpellEffect")] == ["g"]
    assert s.units["g"].flags[HERD] == 1 and HERD not in s.units["b"].flags
    assert stand_dice(s, "g", "o") == [5, 5, 5]


def test_power_of_herd_fails_on_a_5():
    s = beastmen([unit("Gor", 900, 630, id="g")], [ORCS], [SHAMAN])
    s.units["g"].engaged = s.units["o"].engaged = True
    act(s, Cast("sh", "Power of Herd"), [5])
    assert HERD not in s.units["g"].flags


def test_the_doombulls_bloodlust_outlasts_him_to_the_end_of_the_next_command_phase():
    from game.core.specials.beastmen import MADDENED, maddened

    s = beastmen([unit("Gor", 900, 800, id="g")], [ORCS], [char("Doombull", 900, 810, id="db", joined="g")])
    act(s, Proceed())  # any action marks the Gor
    g = s.units["g"]
    assert g.flags[MADDENED] == 3  # the Beastmen's next turn
    s.characters["db"].joined = None
    assert maddened(s, g) and not terrifying(s, g)  # he has gone: the Bloodlust stays, the terror goes with him
    s.turn, s.phase = 2, "command"
    assert maddened(s, g)
    s.phase = "shooting"
    assert not maddened(s, g) and not s.ruleset.ask(MUST_PURSUE, s, g)
