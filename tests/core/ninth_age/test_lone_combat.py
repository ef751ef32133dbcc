"""Ninth Age characters, "Lone Characters" in combat: a lone character is charged, fights with its own
Attacks (bonus + 2), Hits and Armour as a one-stand unit, is slain at its Hits, and stands alone again when
the fight is over. Scripted dice, exact results; with the module off a lone character cannot be charged."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import CombatChoice, Fight
from game.core.command import Charge, Order
from game.core.modules import compose
from game.core.victory import scoring
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])


def _charged(ruleset=NINTH):  # type: ignore[no-untyped-def]
    """The Halberdiers ordered (a 2 passes), the Orc Hero 4 cm in front of them facing them."""
    s = battle(
        [unit("Halberdiers", 900, 700, id="u1")],
        [unit("Orc Warriors", 300, 300, 180, id="o1")],
        [char("General", 900, 760, id="g")],
        [char("Orc Hero", 900, 640, facing=180, id="h")],
        ruleset=ruleset,
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    return s


def _to_combat(s) -> None:  # type: ignore[no-untyped-def]
    while s.phase != "combat":
        act(s, Proceed(), [])


def test_lone_characters_can_be_charged_as_one_stand_units() -> None:
    s = _charged()
    ev = act(s, Charge("u1", "h"), [])
    (charged,) = of_type(ev, "Charged")
    assert (charged.target, charged.target_name, charged.edge) == ("h-alone", "Orc Hero", "front")
    own = s.units["h-alone"]
    assert own.engaged and s.units["u1"].engaged
    assert [st.pose for st in own.stands] == [(900, 640, 180)]
    assert s.characters["h"].joined == "h-alone" and s.characters["h"].alive
    # Its profile is the character's: bonus 1 + 2 attacks, 2 Hits, Armour 5+, infantry.
    prof = s.unit_profile(own)
    assert (prof.attacks, prof.hits, prof.armour, prof.type.value) == (3, 2, 5, "infantry")


def test_lone_characters_with_the_module_off_cannot_be_charged() -> None:
    s = _charged(ruleset=None)
    assert s.check(Charge("u1", "h")) == ["there is no enemy unit 'h' on the table"]


def test_lone_characters_fight_with_their_own_attacks_and_are_slain_at_their_hits() -> None:
    s = _charged()
    act(s, Charge("u1", "h"), [])
    _to_combat(s)
    # 12 dice (3 stands and +1 each charging) at 4+: two hits; the Hero's 5+ saves neither: his 2 Hits are
    # taken. He strikes back with his own 3 dice (bonus 1 + 2): no hits.
    ev = act(s, Fight("h-alone"), [4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    rolls = [(e.purpose, len(e.faces), e.target, e.outcome) for e in of_type(ev, "DiceRolled")]
    assert rolls == [
        ("Halberdiers attack Orc Hero", 12, 4, "2 hits"),
        ("Orc Hero armour saves", 2, 5, "0 saved"),
        ("Orc Hero attack Halberdiers", 3, 4, "0 hits"),
    ]
    (slain,) = of_type(ev, "CharacterSlain")
    assert slain.character == "h"
    assert not s.characters["h"].alive
    (result,) = of_type(ev, "CombatResult")
    assert (result.hits, result.winner) == ((2, 0), 0)
    # The character is scored, its own unit is not: one Hero's points to the Empire, no unit lost.
    assert [(x.side, x.id, x.what) for x in scoring(s)] == [(0, "h", "character")]


def test_lone_characters_stand_alone_again_when_the_fight_is_over() -> None:
    s = _charged()
    act(s, Charge("u1", "h"), [])
    _to_combat(s)
    # The Halberdiers miss with all 12 dice; the Hero hits with his 3 and the 6+ saves fail: a stand lost,
    # 3 to 0 to the Orcs, and the Halberdiers retreat 3 cm.
    ev = act(s, Fight("h-alone"), [1] * 12 + [4, 4, 4, 1, 1, 1])
    assert of_type(ev, "CombatResult")[0].winner == 1
    assert len(s.units["u1"].stands) == 2
    # The Hero, as a winning unit, may stand, fall back or pursue; he stands.
    assert {a.choice for a in s.legal_actions() if isinstance(a, CombatChoice)} == {"stand", "fall_back", "pursue"}
    act(s, CombatChoice("h-alone", "stand"), [])
    while s.phase == "combat":
        act(s, Proceed(), [])
    # Out of combat, he is a lone character again where his stand stood; his own unit is gone.
    assert "h-alone" not in s.units
    h = s.characters["h"]
    assert (h.joined, h.alive, h.pose) == (None, True, (900, 640, 180))


def test_lone_characters_whose_own_unit_left_the_table_come_back_with_it() -> None:
    from game.core import moves
    from game.core.characters.alone import release_all, take_the_field
    from game.core.command.offtable import return_units
    from game.core.dice import ScriptedDice

    s = _charged()
    hero = s.characters["h"]
    own = take_the_field(s, hero)
    # Pursuing, its stand crosses the table edge: D6 2 - 0 stands lost = 2, off the table, to roll again.
    moves.set_poses(s, own, [(900, 5, 0)])
    ev = moves.leave_table(s, own, ScriptedDice([2]))
    assert of_type(ev, "UnitLeftTable")[0].result.startswith("off the table")
    assert own.off_table and hero.off_table
    # The fight over, the character is not left off the table for good: it waits with its unit...
    release_all(s)
    assert s.units["h-alone"] is own and hero.joined == "h-alone"
    # ... and at the start of its side's turn rolls to come back with it: 5 - 0 = 5, back where it left.
    s.active = 1
    ev = return_units(s, ScriptedDice([5]))
    assert of_type(ev, "UnitLeftTable")[0].result == "returns where it left"
    assert not hero.off_table and hero in s.live_characters(1)
    release_all(s)
    assert "h-alone" not in s.units and hero.joined is None
    assert (hero.x, hero.y) == own.stands[0].pose[:2] and hero.y >= 10
