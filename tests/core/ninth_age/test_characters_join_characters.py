"""Ninth Age characters, "Characters can join other Characters to form a unit consisting only of Characters":
a character joins a lone character in the Characters step; the two are one unit that is kept, moves as one,
shares the hits shot at it, and ends when the joiner leaves. Scripted dice, exact results."""

from __future__ import annotations

from typing import Any

from game.core import moves
from game.core.characters.alone import release_all
from game.core.command.actions import MoveCharacter
from game.core.modules import compose
from game.core.ninth_age.bands import JoinCharacter, form, legal
from game.core.shooting import Shoot
from game.core.state import GameState
from tests.core.shooting.common import shooting
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])
HALB = unit("Halberdiers", 400, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 200, 180, id="o1")


def make(*chars: Any, ruleset: Any = NINTH) -> GameState:
    return battle([HALB], [ORCS], list(chars), [char("Orc General", 1700, 60, id="oc")], step="characters", ruleset=ruleset)


def banded() -> GameState:
    s = make(char("Hero", 900, 900, id="h"), char("General", 1100, 900, id="g"))
    act(s, JoinCharacter("h", 1140, 900, 0, "g"))
    return s


def test_characters_joining_characters_form_a_unit_of_characters() -> None:
    s = make(char("Hero", 900, 900, id="h"), char("General", 1100, 900, id="g"))
    # Offered beside the General, on the side nearer the Hero.
    assert JoinCharacter("h", 1060, 900, 0, "g") in legal(s)
    ev = act(s, JoinCharacter("h", 1140, 900, 0, "g"))
    (formed,) = of_type(ev, "CharactersBanded")
    assert formed.text() == "Hero joins General: they fight and move as one unit of characters"
    band = s.units[formed.unit]
    assert band.name == "General's band" and [st.pose for st in band.stands] == [(1100, 900, 0)]
    assert s.characters["h"].joined == band.id and s.characters["g"].joined == band.id
    assert s.characters["h"].moved


def test_characters_joining_characters_the_unit_is_kept_and_moves_as_one() -> None:
    s = banded()
    band = s.units["g-alone"]
    # Kept after the step's action (a lone character's own unit would stand alone again here).
    assert "g-alone" in s.units and not band.engaged
    # Moved 10 cm forward by an order, it carries the Hero beside it.
    moves.carry_out_move(s, band, [(1100, 800, 0)])
    assert s.characters["g"].pose == (1100, 800, 0)
    assert s.characters["h"].pose == (1140, 800, 0)


def test_characters_joining_characters_the_host_moves_only_with_the_unit() -> None:
    s = banded()
    assert s.check(MoveCharacter("g", 1100, 980, 0)) == [
        "General leads General's band: it moves with its unit by order, not on its own"
    ]


def test_characters_joining_characters_a_character_in_a_unit_is_joined_through_its_unit() -> None:
    s = make(char("Hero", 900, 900, id="h"), char("General", 400, 720, id="g", joined="u1"))
    assert s.check(JoinCharacter("h", 440, 740, 0, "g")) == ["General is in a unit: join the unit instead"]


def test_characters_joining_characters_leaving_ends_the_unit_of_characters() -> None:
    s = banded()
    s.characters["h"].moved = False  # next turn's Characters step
    assert s.check(MoveCharacter("h", 1150, 900, 0)) == [
        "to leave General's band, Hero must end at least 2.5 cm clear of it (it would be 1.0 cm)"
    ]
    act(s, MoveCharacter("h", 1170, 900, 0))
    assert s.characters["h"].joined is None
    # No one is joined to the General any more: he stands alone again.
    assert "g-alone" not in s.units and s.characters["g"].joined is None
    assert s.characters["g"].pose == (1100, 900, 0)


def test_characters_joining_characters_shots_are_spread_over_both() -> None:
    guns = unit("Handgunners", 900, 700, id="u2")
    host, joiner = char("Orc Hero", 900, 560, id="h2", facing=180), char("Orc Shaman", 940, 560, id="sh", facing=180)
    s = shooting([guns], [], chars1=[host, joiner], ruleset=NINTH, spares=True)
    band = form(s, s.characters["h2"], s.characters["sh"])
    # Two hits of three, neither saved (6+): one each, the Shaman's slays him, the Hero keeps 1 of his 2 Hits.
    ev = act(s, Shoot("u2", band.id), [4, 5, 1, 1, 2])
    assert [e.text() for e in of_type(ev, "CharacterHit")] == ["Orc Shaman with Orc Hero's band takes 1 hit (1 of 1)"]
    assert [e.character for e in of_type(ev, "CharacterSlain")] == ["sh"]
    assert of_type(ev, "StandsLost") == []
    # With no one joined to him any more, the Hero stands alone again once the Shooting phase is over.
    assert s.characters["h2"].alive and band.id in s.units
    s.phase = "command"
    release_all(s)
    assert band.id not in s.units and s.characters["h2"].joined is None


def test_characters_joining_characters_a_wizard_leading_them_still_casts_a_line_of_fire() -> None:
    # The Wizard is the unit's stand, so the table knows him as that unit: his Ball of Flame is still offered
    # towards the Orc Warriors (it was once looked up by his own id, and the computer's turn stopped there).
    from game.core.magic.line import line_facings

    s = battle([HALB], [unit("Orc Warriors", 900, 500, 180, id="o2")],
               [char("General", 100, 1100, id="g"), char("Wizard", 900, 800, id="w"), char("Hero", 940, 800, id="h")],
               [char("Orc General", 1700, 60, id="oc")], step="orders", ruleset=NINTH)
    form(s, s.characters["w"], s.characters["h"])
    flame = next(sp for sp in s.army_of(s.characters["w"]).spells if sp.name == "Ball of Flame")
    assert line_facings(s, s.characters["w"], flame) == [8]


def test_characters_joining_characters_a_wizard_leading_them_measures_spells_from_their_unit() -> None:
    from game.core.magic.casting import spell_range

    s = battle([HALB], [unit("Orc Warriors", 900, 500, 180, id="o2")],
               [char("General", 100, 1100, id="g"), char("Wizard", 900, 800, id="w"), char("Hero", 940, 800, id="h")],
               [char("Orc General", 1700, 60, id="oc")], step="orders", ruleset=NINTH)
    form(s, s.characters["w"], s.characters["h"])
    # From the Wizard's stand (front edge y 790) to the Orcs' rear edge (y 510): 28 cm.
    assert round(spell_range(s, s.characters["w"], s.units["o2"])) == 280


def test_characters_joining_characters_the_joiner_never_stands_on_another_lone_character() -> None:
    # The Wizard stands alone on the General's right: the Hero joins on his left, or not at all.
    s = make(char("Hero", 900, 900, id="h"), char("General", 1100, 900, id="g"), char("Wizard", 1140, 900, id="w"))
    assert s.check(JoinCharacter("h", 1140, 900, 0, "g")) == [
        "Hero would stand on Wizard: there is no room there beside General"
    ]
    assert [a for a in legal(s) if a.character == "h" and a.host == "g"] == [JoinCharacter("h", 1060, 900, 0, "g")]


def test_characters_joining_characters_never_form_on_a_units_stand() -> None:
    # The General was left standing on the Halberdiers' right-hand stand: no unit of characters forms there.
    s = make(char("Hero", 600, 700, id="h"), char("General", 440, 700, id="g"))
    assert s.check(JoinCharacter("h", 480, 700, 0, "g")) == [
        "General stands on Halberdiers: a unit of characters cannot be formed there"
    ]
    assert [a for a in legal(s) if a.character == "h"] == []
