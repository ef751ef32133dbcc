"""Casting (digest 6.1): one spell per Wizard a turn, range, the roll, once per unit per turn, War Altar."""

from fractions import Fraction

from game.core.actions import Proceed
from game.core.magic import Cast
from game.core.magic.odds import cast_chance, spell_chance
from game.core.magic.record import magic_kept
from tests.core.magic.common import engage, magic
from tests.helpers import act, char, of_type, unit

ORCS = unit("Orc Warriors", 900, 500, 180, id="o")  # stands y 490-510, x 840-960
WIZARD = char("Wizard", 900, 700, id="w")  # 19 cm from the Orcs


def test_one_spell_per_wizard_each_shooting_phase():
    s = magic([], [ORCS], [WIZARD])
    act(s, Cast("w", "Weird Enchantment", target="o"), [2])
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == [
        "Wizard has already cast Weird Enchantment this phase; a Wizard casts one spell a turn"
    ]


def test_a_natural_1_always_fails_and_a_natural_6_always_works():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w", mount="War Altar")])
    ev = act(s, Cast("w", "Teleport", x=300, y=900, war_altar=True), [1])
    (cast,) = of_type(ev, "SpellCast")
    assert (cast.success, cast.why, cast.needed) == (False, "a 1 always fails", 2)
    assert (s.characters["w"].x, s.characters["w"].y) == (900, 700)
    assert cast_chance(7) == Fraction(1, 6) and cast_chance(2, 3) == Fraction(5, 6)


def test_the_war_altar_adds_1_to_one_casting_roll_a_battle():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w", mount="War Altar")])
    ev = act(s, Cast("w", "Weird Enchantment", target="o", war_altar=True), [3])
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "magic.cast"]
    assert (roll.total, roll.success, [m.rule for m in roll.modifiers]) == (4, True, ["magic.war_altar"])
    magic_kept(s).record = None  # a later turn
    assert s.check(Cast("w", "Weird Enchantment", target="o", war_altar=True)) == [
        "the War Altar's +1 has already been used this battle"
    ]
    assert s.check(Cast("g", "Weird Enchantment", target="o")) == ["General is not a Wizard and cannot cast spells"]


def test_range_is_measured_from_the_wizard_or_from_the_unit_he_has_joined():
    far = char("Wizard", 900, 900, id="w")  # 38 cm from the Orcs
    s = magic([unit("Halberdiers", 900, 800, id="h")], [ORCS], [far])
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == [
        "Orc Warriors is 38 cm away; Weird Enchantment reaches 30 cm"
    ]
    joined = char("Wizard", 900, 900, id="w", joined="h")
    s = magic([unit("Halberdiers", 900, 600, id="h")], [ORCS], [joined])
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == []


def test_a_wizard_casts_even_if_his_unit_is_engaged():
    s = magic(
        [unit("Halberdiers", 900, 620, id="h")],
        [unit("Orc Warriors", 900, 600, 180, id="o")],
        [char("Wizard", 1000, 640, id="w", joined="h")],
    )
    engage(s, "h", "o")
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == []


def test_a_unit_is_affected_by_the_same_spell_only_once_a_turn():
    s2 = magic(
        [unit("Halberdiers", 900, 700, id="h")],
        [],
        [],
        [char("Orc Shaman", 1000, 600, id="sh"), char("Goblin Shaman", 800, 600, id="gs")],
        first=1,
    )
    act(s2, Cast("sh", "Gerroff!!!", target="h"), [5, 1])
    assert s2.check(Cast("gs", "Gerroff!!!", target="h")) == [
        "Halberdiers has already been affected by Gerroff!!! this turn"
    ]
    # Only a spell that worked counts: a failed Foot of Gork leaves the unit open to another one.
    act(s2, Cast("gs", "Foot of Gork", target="h"), [5])
    assert s2.check(Cast("sh", "Foot of Gork", target="h")) == [
        "Orc Shaman has already cast Gerroff!!! this phase; a Wizard casts one spell a turn"
    ]


def test_spells_are_cast_only_in_the_shooting_phase():
    s = magic([], [ORCS], [WIZARD], step="orders")
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == [
        "Shooting happens in the shooting phase; it is now the command phase"
    ]


def test_the_casting_record_is_forgotten_when_the_phase_ends():
    s = magic([], [ORCS], [WIZARD])
    act(s, Cast("w", "Weird Enchantment", target="o"), [5])
    assert magic_kept(s).record is not None
    act(s, Proceed())
    assert magic_kept(s).record is None


def test_casting_odds():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w", mount="War Altar")])
    assert spell_chance(s, "w", "Ball of Flame") == Fraction(1, 3)
    assert spell_chance(s, "w", "Ball of Flame", war_altar=True) == Fraction(1, 2)
    assert spell_chance(s, "w", "Teleport") == Fraction(5, 6)
    assert cast_chance(6) == Fraction(1, 6)


def test_legal_actions_offer_each_spell_on_each_target_it_may_take():
    s = magic([unit("Halberdiers", 900, 800, id="h")], [ORCS], [WIZARD])
    casts = {str(a) for a in s.legal_actions() if a.kind == "cast"}
    assert "w casts Weird Enchantment on o" in casts
    assert "w casts Voice of Command on h" in casts
    assert "w casts Teleport on h" in casts
    assert any(c.startswith("w casts Ball of Flame towards") for c in casts)
    assert "w casts Weird Enchantment on r1" not in casts  # far out of range
