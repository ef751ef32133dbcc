"""The Wizard's magic items (digest 6.1, 6.4): Ring, Wand, Rod, Scroll and Staff, with scripted dice."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.items.use import UseItem
from game.core.magic import Cast
from game.core.magic.effects import HALF_PACE
from game.core.magic.odds import spell_chance
from tests.core.magic.common import magic
from tests.helpers import act, char, of_type, unit

ORCS = unit("Orc Warriors", 900, 500, 180, id="o")
MORE_ORCS = unit("Orc Warriors", 1100, 500, 180, id="o2", name="More Orcs")
WEIRD = Cast("w", "Weird Enchantment", target="o")


def said(events):
    return [e.text() for e in of_type(events, "ItemWorks")]


def uses(s):
    return [a for a in s.legal_actions() if isinstance(a, UseItem)]


def wizard(item: str, **kw):
    return char("Wizard", 900, 700, id="w", item=item, **kw)


def test_ring_of_magic_casts_a_spell_without_a_roll_once_a_battle():
    s = magic([], [ORCS], [wizard("Ring of Magic")])
    assert Cast("w", "Weird Enchantment", target="o", item="ring_of_magic") in s.legal_actions()
    assert spell_chance(s, "w", "Weird Enchantment", item="ring_of_magic") == 1
    ev = act(s, Cast("w", "Weird Enchantment", target="o", item="ring_of_magic"), [])
    (cast,) = of_type(ev, "SpellCast")
    assert (cast.success, cast.why) == (True, "the Ring of Magic casts it without a roll")
    assert not [e for e in of_type(ev, "DiceRolled") if e.rule.startswith("magic.cast")]
    assert s.units["o"].flags.get(HALF_PACE) and said(ev) == ["Ring of Magic of Wizard: used up on this spell"]
    s.kept["magic"].record = None  # a later turn
    assert s.check(Cast("w", "Teleport", x=300, y=900, item="ring_of_magic")) == [
        "Wizard has no Ring of Magic to spend on this roll"
    ]


def test_wand_of_power_adds_one_to_a_casting_roll_but_a_1_still_fails():
    s = magic([], [ORCS], [wizard("Wand of Power")])
    ev = act(s, Cast("w", "Weird Enchantment", target="o", item="wand_of_power"), [3])
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "magic.cast"]
    assert (roll.total, roll.success, [m.label for m in roll.modifiers]) == (4, True, ["Wand of Power"])
    assert s.characters["w"].flags["item:wand_of_power"] == 0
    s2 = magic([], [ORCS], [wizard("Wand of Power")])
    ev = act(s2, Cast("w", "Teleport", x=300, y=900, item="wand_of_power"), [1])
    assert of_type(ev, "SpellCast")[0].why == "a 1 always fails"


def test_rod_of_repetition_casts_another_spell_after_one_has_worked_the_same_one_too():
    s = magic([], [ORCS, MORE_ORCS], [wizard("Rod of Repetition")])
    assert uses(s) == []  # nothing has worked yet
    act(s, WEIRD, [4])
    assert uses(s) == [UseItem("w", "rod_of_repetition")]
    ev = act(s, UseItem("w", "rod_of_repetition"))
    assert said(ev) == ["Rod of Repetition of Wizard: he may cast one more spell this phase, the same one too"]
    # The same spell again, on another unit: a unit is touched by a spell once a turn.
    assert s.check(WEIRD) == ["Orc Warriors has already been affected by Weird Enchantment this turn"]
    act(s, Cast("w", "Weird Enchantment", target="o2"), [4])
    assert s.units["o2"].flags.get(HALF_PACE)
    assert s.check(Cast("w", "Teleport", x=300, y=900)) == [
        "Wizard has already cast Weird Enchantment this phase; a Wizard casts one spell a turn"
    ]


def test_rod_of_repetition_is_not_offered_after_a_failed_spell():
    s = magic([], [ORCS], [wizard("Rod of Repetition")])
    act(s, WEIRD, [2])
    assert uses(s) == [] and s.check(UseItem("w", "rod_of_repetition")) == [
        "the Rod of Repetition is used after a spell of Wizard's has worked this phase"
    ]


def test_scroll_of_dispelling_cancels_an_enemy_spell_that_has_worked():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w")], [char("Orc Shaman", 1500, 100, id="sh",
                                                                     item="Scroll of Dispelling")])
    act(s, WEIRD, [5])
    # The spell waits for the Orcs' decision; nothing else may be done meanwhile.
    assert not s.units["o"].flags.get(HALF_PACE) and s.acting_side() == 1
    assert s.legal_actions() == [UseItem("sh", "scroll_of_dispelling"), UseItem("sh", "scroll_of_dispelling", False)]
    assert s.check(Proceed()) == ["the Scroll of Dispelling waits for a decision"]
    ev = act(s, UseItem("sh", "scroll_of_dispelling"))
    assert said(ev) == ["Scroll of Dispelling of Orc Shaman: Wizard's Weird Enchantment is dispelled"]
    assert not s.units["o"].flags.get(HALF_PACE) and s.acting_side() == 0


def test_a_spell_the_scroll_lets_pass_takes_effect():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w")], [char("Orc Shaman", 1500, 100, id="sh",
                                                                     item="Scroll of Dispelling")])
    act(s, WEIRD, [5])
    act(s, UseItem("sh", "scroll_of_dispelling", use=False))
    assert s.units["o"].flags.get(HALF_PACE) and s.characters["sh"].flags["item:scroll_of_dispelling"] == 1


def test_staff_of_spellbinding_spellbinds_a_wizard_who_failed_on_a_4():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w")], [char("Orc Shaman", 1500, 100, id="sh",
                                                                     item="Staff of Spellbinding")])
    act(s, WEIRD, [3])
    assert s.acting_side() == 1 and uses(s) == [
        UseItem("sh", "staff_of_spellbinding"),
        UseItem("sh", "staff_of_spellbinding", False),
    ]
    ev = act(s, UseItem("sh", "staff_of_spellbinding"), [4])
    assert said(ev) == ["Staff of Spellbinding of Orc Shaman: Wizard is spellbound: -1 to his casting rolls"]
    # -1 to every casting roll of his from now on: a 4 no longer casts Weird Enchantment.
    s.kept["magic"].record = None
    ev = act(s, WEIRD, [4])
    (roll,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "magic.cast"]
    assert (roll.total, roll.success) == (3, False)


def test_the_staff_is_spent_even_when_the_wizard_shakes_it_off():
    s = magic([], [ORCS], [char("Wizard", 900, 700, id="w")], [char("Orc Shaman", 1500, 100, id="sh",
                                                                     item="Staff of Spellbinding")])
    act(s, WEIRD, [3])
    ev = act(s, UseItem("sh", "staff_of_spellbinding"), [3])
    assert said(ev) == ["Staff of Spellbinding of Orc Shaman: Wizard shakes it off"]
    assert s.characters["sh"].flags["item:staff_of_spellbinding"] == 0 and "item:spellbound" not in s.characters["w"].flags


def test_a_runesmiths_scroll_is_read_only_after_his_anti_magic_roll_fails():
    from tests.helpers import battle

    s = battle(
        [unit("Orc Warriors", 1650, 1100, id="o1"), unit("Orc Warriors", 1450, 1100, id="o2")],
        [unit("Warriors", 900, 500, 180, id="w"), *[unit("Warriors", 150 + 200 * i, 80, 180, id=f"d{i}") for i in
                                                   range(3)]],
        [char("Orc General", 1700, 1150, id="og"), char("Orc Shaman", 900, 700, id="sh")],
        [char("General", 100, 40, id="gen"), char("Runesmith", 900, 300, id="rs", item="Scroll of Dispelling")],
        armies1="dwarfs", armies0="orcs", step="shoot",
    )
    # Foot of Gork works on a 6; the Runesmith's anti-magic fails on a 3: now the Scroll may cancel it.
    ev = act(s, Cast("sh", "Foot of Gork", target="w"), [6, 3])
    assert not of_type(ev, "AntiMagic")[0].dispelled
    assert uses(s) == [UseItem("rs", "scroll_of_dispelling"), UseItem("rs", "scroll_of_dispelling", False)]
    ev = act(s, UseItem("rs", "scroll_of_dispelling"))
    assert said(ev) == ["Scroll of Dispelling of Runesmith: Orc Shaman's Foot of Gork is dispelled"]
    assert len(s.units["w"].stands) == 3
