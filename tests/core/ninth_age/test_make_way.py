"""Ninth Age characters, "Make Way" and fighting from the front rank: at the start of a combat round a joined
character in the front rank touching no enemy changes places with the nearest stand touching one, and only
a character touching an enemy adds its Attack bonus. Scripted dice, exact results."""

from __future__ import annotations

from game.core.combat import Fight
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])


def misses(orc_dice: int) -> list[int]:
    """Every attack misses (the Orcs' dice, then the Halberdiers' 9); the draw's fall-back order is rolled last."""
    return [1] * orc_dice + [1] * 9 + [1]


def _fight(ruleset=NINTH, **hero):  # type: ignore[no-untyped-def]
    """Orc Warriors facing north with the Orc Hero in line at their right end; Halberdiers touching the
    Warriors' front, clear of the Hero."""
    return battle(
        [unit("Orc Warriors", 900, 700, id="o1")],
        [unit("Halberdiers", 880, 680, 180, id="x1")],
        [char("Orc Hero", 980, 700, id="h", joined="o1", **hero)],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        step="fight",
    )


def _orc_strike(ev):  # type: ignore[no-untyped-def]
    (strike,) = [e for e in of_type(ev, "Strike") if e.unit == "o1"]
    return strike


def test_make_way_the_character_swaps_with_the_nearest_stand_touching_the_enemy() -> None:
    s = _fight()
    ev = act(s, Fight("o1"), misses(9))
    (made,) = of_type(ev, "MadeWayForCharacter")
    assert (made.character, made.stand, made.character_pose, made.stand_pose) == ("h", 2, (940, 700, 0), (980, 700, 0))
    assert ev.index(made) < ev.index(of_type(ev, "CombatRound")[0])
    assert [st.pose for st in s.units["o1"].stands] == [(860, 700, 0), (900, 700, 0), (980, 700, 0)]
    # Two stands still touch (4 Attacks each, the third now out at the end) and the Hero adds his +1.
    strike = _orc_strike(ev)
    assert strike.text().startswith("Orc Warriors strikes Halberdiers: 9 dice (2 stands, +1 Orc Hero)")


def test_make_way_never_with_a_round_base_and_then_the_character_does_not_fight() -> None:
    s = _fight(round_base=True)
    ev = act(s, Fight("o1"), misses(12))
    assert of_type(ev, "MadeWayForCharacter") == []
    # Three stands touch, 4 Attacks each; the Hero touches no enemy and adds nothing.
    assert _orc_strike(ev).text().startswith("Orc Warriors strikes Halberdiers: 12 dice (3 stands)")


def test_make_way_is_not_made_with_the_module_off_and_the_character_fights_anywhere() -> None:
    s = _fight(ruleset=None)
    ev = act(s, Fight("o1"), misses(13))
    assert of_type(ev, "MadeWayForCharacter") == []
    assert _orc_strike(ev).text().startswith("Orc Warriors strikes Halberdiers: 13 dice (3 stands, +1 Orc Hero)")
