"""Warhammer 8th characters, "Close Combat": attackers touching a character and its unit say where their attacks go
before rolling; hits beyond what slays the character are lost."""

from __future__ import annotations

from game.core.combat import Fight
from game.core.modules import compose
from game.core.warhammer8 import AimAttacks, NoChallenge
from tests.core.combat.common import at_fight
from tests.helpers import act, char, of_type, unit

WH8 = compose(["warhammer8-characters"])
HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
HERO = char("Hero", 900, 725, id="hero", joined="h")
ORC_HERO = char("Orc Hero", 900, 655, id="oh", joined="o")


def both_pass() -> object:
    s = at_fight([HALB], [ORCS], [HERO], [ORC_HERO], ruleset=WH8)
    act(s, NoChallenge("h", 0))
    act(s, NoChallenge("h", 1))
    return s


def test_close_combat_attacks_are_aimed_before_rolling_the_side_whose_turn_it_is_first() -> None:
    s = both_pass()
    # The Halberdiers' stand touching the Orc Hero's has 3 dice; the Orcs' touching the Hero's has 4.
    assert s.acting_side() == 0
    assert [str(a) for a in s.legal_actions() if a.kind == "wh8_aim"] == [
        "h aims 0 attacks at oh", "h aims 1 attack at oh", "h aims 3 attacks at oh"
    ]
    assert s.check(AimAttacks("h", "oh", 4)) == ["Halberdiers may aim 0 to 3 attacks at the character"]
    ev = act(s, AimAttacks("h", "oh", 0))
    assert ev[0].text() == "Halberdiers aim 0 attacks at Orc Hero, the rest at the unit"
    assert s.acting_side() == 1
    assert s.check(Fight("h")) == [
        "before this fight, Orcs must say where its attacks on a character and its unit go"
    ]


def test_close_combat_excess_hits_on_a_slain_character_are_lost() -> None:
    s = both_pass()
    act(s, AimAttacks("h", "oh", 0))
    act(s, AimAttacks("o", "hero", 4))
    # Four dice at the Hero: four 6s, his 5+ saves a 5 and fails three 1s: 3 hits, 2 slay him, 1 is lost.
    # The Halberdiers strike with 9 + 1 (the Hero's bonus, his blows fall with the rest); the Orcs with
    # 12 - 4 + 1 (the Orc Hero's bonus).
    ev = act(s, Fight("h"), [6, 6, 6, 6, 5, 1, 1, 1] + [1] * 10 + [1] * 9)
    rolls = [(e.purpose, e.faces, e.rule) for e in of_type(ev, "DiceRolled")][:2]
    assert rolls == [
        ("Orc Warriors attack Hero", (6, 6, 6, 6), "wh8.close_combat"),
        ("Hero: armour saves", (5, 1, 1, 1), "wh8.close_combat"),
    ]
    assert of_type(ev, "HitsLost")[0].text() == "1 hit beyond what slew Hero is lost"
    assert not s.characters["hero"].alive
    assert [len(e.faces) for e in of_type(ev, "DiceRolled")][2:] == [10, 9]
    (result,) = of_type(ev, "CombatResult")
    assert (result.bonus, result.scores) == ((0, 2), (0, 2))
