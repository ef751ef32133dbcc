"""Araby (digest 10.15, 6.3): Guards, Camel Riders, Magic Carpets, Elephants, the Flying Carpet, the Elephant
and the Djinn, and the spells, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import character_bonus, terrifying
from game.core.combat.kept import Aftermath
from game.core.combat.pursuit import quarry
from game.core.command.actions import MoveCharacter, Order
from game.core.command.penalties import order_target
from game.core.dice import ScriptedDice
from game.core.magic import Cast
from game.core.shooting import Shoot
from game.core.specials.araby import CURSE, cursed_saves
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Spearmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")


def araby(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), **kw):
    """Araby (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1],
        armies0="araby", step=step, **kw,
    )


# ---------------------------------------------------------------- Guards


def test_the_generals_first_order_to_guards_alone_is_against_an_unmodified_10():
    s = araby([unit("Guards", 900, 760, id="g"), unit("Spearmen", 1100, 760, id="sp")], [ORCS],
              general=("General", 1000, 1150), step="orders")
    gen = s.characters["gen"]
    # The Spearmen, as far off and as near the enemy, have the distance and the enemy nearby to count.
    usual = order_target(s, gen, [s.units["sp"]])
    assert usual.target < 9 and {m.rule for m in usual.modifiers} >= {"command.penalty.distance"}
    first = order_target(s, gen, [s.units["g"]])
    assert (first.target, first.modifiers) == (10, ())
    ev = act(s, Order("gen", ("g",)), [5, 5])
    assert of_type(ev, "OrderIssued") and any(getattr(e, "rule", "") == "specials.guards" for e in ev)
    # Their second order this turn counts every penalty again.
    again = order_target(s, gen, [s.units["g"]])
    assert again.target < 9 and "command.penalty.distance" in {m.rule for m in again.modifiers}


def test_guards_brigaded_or_ordered_by_a_hero_take_the_penalties():
    s = araby([unit("Guards", 900, 760, id="g"), unit("Guards", 1060, 760, id="g2")], [ORCS],
              [char("Hero", 1000, 1000, id="h")], general=("General", 1000, 1150), step="orders")
    assert order_target(s, s.characters["gen"], [s.units["g"], s.units["g2"]]).target < 9
    assert order_target(s, s.characters["h"], [s.units["g"]]).target < 8


# ---------------------------------------------------------------- Camel Riders


def test_camel_riders_alone_ignore_distance_but_any_order_with_them_is_at_minus_one():
    s = araby([unit("Camel Riders", 900, 500, id="cr"), unit("Knights", 1000, 500, id="k")],
              [unit("Orc Warriors", 900, 50, 180, id="o")], general=("General", 900, 1100), step="orders")
    gen = s.characters["gen"]
    # 60 cm away: Knights 9 - 2; Camel Riders 9 - 1 and no distance penalty; the pair 9 - 2 - 1.
    assert order_target(s, gen, [s.units["k"]]).target == 7
    camels = order_target(s, gen, [s.units["cr"]])
    assert camels.target == 8 and [m.rule for m in camels.modifiers] == ["specials.camel_riders"]
    assert order_target(s, gen, [s.units["cr"], s.units["k"]]).target == 6


# ---------------------------------------------------------------- Magic Carpets and Elephants


def test_magic_carpets_fly_and_even_infantry_may_pursue_them():
    s2 = araby([unit("Magic Carpets", 900, 700, id="mc")], [ORCS])
    assert s2.unit_profile(s2.units["mc"]).flying
    pending = Aftermath(units=["o", "mc"], round=1, retreated={"mc": 1})
    assert quarry(s2, s2.units["o"], pending) == ["mc"]


def test_infantry_may_not_pursue_the_desert_riders():
    s = araby([unit("Desert Riders", 900, 700, id="dr")], [ORCS])
    assert s.unit_profile(s.units["dr"]).vision_360
    assert quarry(s, s.units["o"], Aftermath(units=["o", "dr"], round=1, retreated={"dr": 1})) == []


def test_elephants_cause_terror_and_are_never_brigaded_with_cavalry():
    s = araby([unit("Elephants", 900, 900, id="el"), unit("Knights", 960, 900, id="k"),
               unit("Spearmen", 810, 900, id="sp")], [unit("Orc Warriors", 900, 50, 180, id="o")],
              general=("General", 900, 1100), step="orders")
    assert terrifying(s, s.units["el"])
    assert s.check(Order("gen", ("el", "k"))) == ["Elephants cannot be brigaded with cavalry"]
    assert s.check(Order("gen", ("el", "sp"))) == []


# ---------------------------------------------------------------- Mounts


def test_a_character_on_an_elephant_fights_with_two_more_causes_terror_and_never_joins_cavalry():
    s = araby([unit("Knights", 700, 700, id="k"), unit("Spearmen", 1100, 700, id="sp")],
              [unit("Orc Warriors", 900, 100, 180, id="o")],
              [char("Hero", 900, 900, id="h", mount="Elephant")], step="characters")
    assert s.check(MoveCharacter("h", 700, 730, 0, join="k")) == [
        "Hero rides an Elephant and may not join cavalry such as Knights"
    ]
    act(s, MoveCharacter("h", 1100, 720, 0, join="sp"))
    assert terrifying(s, s.units["sp"])
    assert character_bonus(s, s.units["sp"])[0] == 3


def test_flying_carpet_and_djinn_fly():
    s = araby([], [ORCS], [char("Hero", 900, 900, id="h", mount="Flying Carpet"),
                           char("Wizard", 700, 900, id="w", mount="Djinn")])
    assert s.mount_profile(s.characters["h"]).flying and s.mount_profile(s.characters["w"]).flying


def test_a_unit_joined_by_a_djinn_rider_shoots_with_two_dice_more():
    s = araby([unit("Bowmen", 900, 800, id="b")], [unit("Orc Warriors", 900, 600, 180, id="o")],
              [char("Wizard", 900, 830, id="w", mount="Djinn", joined="b")])
    # Three stands' 3 dice and the Djinn's 2: five dice, then the Orcs' 6+ saves for the two hits.
    ev = act(s, Shoot("b", "o"), [4, 4, 1, 1, 1, 1, 1])
    assert any("Djinn: +2 to Bowmen's volley" in getattr(e, "message", "") for e in ev)
    assert s.units["o"].hits == 2


# ---------------------------------------------------------------- Spells

WIZARD = char("Wizard", 900, 800, id="w")


def test_curse_of_the_djinn_needs_a_6_but_5_on_a_djinn():
    s = araby([unit("Spearmen", 900, 800, id="sp")], [ORCS], [WIZARD])
    ev = act(s, Cast("w", "Curse of the Djinn", target="o"), [5])
    assert not of_type(ev, "SpellEffect") and not s.units["o"].flags.get(CURSE)
    s = araby([unit("Spearmen", 900, 800, id="sp")], [ORCS], [char("Wizard", 900, 800, id="w", mount="Djinn")])
    ev = act(s, Cast("w", "Curse of the Djinn", target="o"), [5])
    assert of_type(ev, "SpellEffect")[0].rule == "magic.curse_of_the_djinn"
    assert s.units["o"].flags[CURSE] == 1


def test_a_cursed_unit_rolls_its_successful_saves_again_in_the_combat_phase():
    s = araby([unit("Spearmen", 900, 800, id="sp")], [ORCS], [char("Wizard", 900, 800, id="w", mount="Djinn")])
    act(s, Cast("w", "Curse of the Djinn", target="o"), [6])
    o, sp = s.units["o"], s.units["sp"]
    # Not in the Shooting phase.
    assert cursed_saves(s, o, sp, (6, 2, 5), 6, ScriptedDice([])) == ((6, 2, 5), [])
    while s.phase != "combat":
        act(s, Proceed())
    # Saving on 6: only the 6 is rolled again, and the new 3 stands.
    faces, ev = cursed_saves(s, o, sp, (6, 2, 5), 6, ScriptedDice([3]))
    assert faces == (3, 2, 5) and "1 successful save(s) again (3): 0 still saved" in ev[0].message
    assert cursed_saves(s, sp, o, (6,), 6, ScriptedDice([])) == ((6,), [])


def test_sand_storm_costs_enemy_orders_within_30_cm_minus_one():
    s = araby([unit("Spearmen", 900, 800, id="sp")], [unit("Orc Warriors", 900, 560, 180, id="o")], [WIZARD])
    act(s, Cast("w", "Sand Storm"), [4])
    while not (s.active == 1 and s.step == "orders"):
        act(s, Proceed())
    assert any(m.value == -1 and m.label == "Sand Storm (Wizard)"
               for m in order_target(s, s.characters["og"], [s.units["o"]]).modifiers)
