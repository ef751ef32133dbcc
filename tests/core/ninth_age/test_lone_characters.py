"""Ninth Age characters, "Lone characters": a character alone follows the normal rules for units, so far as
being shot at (closest-target rule, 4+ to hit, its own Armour, slain at its Hits). Scripted dice, exact
results; the same table with the module off plays as Warmaster."""

from __future__ import annotations

from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.targets import legal_targets
from tests.core.shooting.common import shooting
from tests.helpers import act, char, of_type, terrain, unit

NINTH = compose(["ninth-age-characters"])
XBOW = unit("Crossbowmen", 900, 700, id="u1")
GUNS = unit("Handgunners", 900, 700, id="u2")
# The Orc Warriors 20 cm in front of the crossbows, the lone Orc Hero 10 cm in front: the Hero is closer.
ORCS = unit("Orc Warriors", 900, 460, 180, id="o1")
HERO = char("Orc Hero", 900, 580, id="h")


def test_lone_characters_may_be_shot_at_and_the_closest_target_rule_applies() -> None:
    s = shooting([XBOW], [ORCS], chars1=[HERO], ruleset=NINTH, spares=True)
    assert legal_targets(s, s.units["u1"]) == (["h"], False)
    reasons = s.check(Shoot("u1", "o1"))
    assert reasons and "must shoot at the closest enemy unit it can see: Orc Hero (" in reasons[0]
    assert s.check(Shoot("u1", "h")) == []


def test_lone_characters_with_the_module_off_are_no_targets() -> None:
    s = shooting([XBOW], [ORCS], chars1=[HERO], spares=True)
    assert legal_targets(s, s.units["u1"]) == (["o1"], False)
    assert s.check(Shoot("u1", "h")) == ["there is no enemy unit 'h' on the table"]


def test_lone_characters_a_joined_character_is_no_target_of_its_own() -> None:
    joined = char("Orc Hero", 900, 540, id="h", joined="o1")
    s = shooting([XBOW], [ORCS], chars1=[joined], ruleset=NINTH, spares=True)
    assert legal_targets(s, s.units["u1"]) == (["o1"], False)


def test_lone_characters_shot_at_save_on_their_own_armour_and_are_slain_at_their_hits() -> None:
    s = shooting([XBOW], [ORCS], chars1=[HERO], ruleset=NINTH, spares=True)
    # Three shots at 4+: three hits; the Orc Hero saves on his 5+: one saved, two strike his 2 Hits.
    ev = act(s, Shoot("u1", "h"), [4, 5, 6, 5, 1, 4])
    rolls = [(e.purpose, e.faces, e.target, e.total, e.rule) for e in of_type(ev, "DiceRolled")]
    assert rolls == [
        ("Crossbowmen shoots at Orc Hero: to hit", (4, 5, 6), 4, 3, "ninth_age.lone"),
        ("Orc Hero: armour saves", (5, 1, 4), 5, 1, "ninth_age.lone"),
    ]
    (hit,) = of_type(ev, "CharacterHit")
    assert (hit.character, hit.hits, hit.carried, hit.of) == ("h", 2, 2, 2)
    assert hit.text() == "Orc Hero takes 2 hits (2 of 2)"
    (slain,) = of_type(ev, "CharacterSlain")
    assert (slain.character, slain.cause, slain.rule) == ("h", "its 2 Hits taken", "ninth_age.slain")
    assert not s.characters["h"].alive
    assert s.units["o1"].hits == 0 and len(s.units["o1"].stands) == 3


def test_lone_characters_shot_at_handguns_make_their_armour_one_worse() -> None:
    s = shooting([GUNS], [ORCS], chars1=[HERO], ruleset=NINTH, spares=True)
    # One hit of three; the Hero's 5+ counts as 6+: a 5 does not save. One hit of his 2: he lives, and
    # the hit is forgotten when the phase ends.
    ev = act(s, Shoot("u2", "h"), [4, 1, 1, 5])
    (save,) = [e for e in of_type(ev, "DiceRolled") if e.purpose == "Orc Hero: armour saves"]
    assert (save.target, save.total) == (6, 0)
    assert [(e.hits, e.carried) for e in of_type(ev, "CharacterHit")] == [(1, 1)]
    assert s.characters["h"].alive and of_type(ev, "CharacterSlain") == []
    assert of_type(ev, "DrivenBack") == []


def test_lone_characters_on_foot_in_a_wood_are_defended_mounted_ones_are_not() -> None:
    wood = terrain("w", "wood", [(840, 560), (960, 560), (960, 600), (840, 600)], "Dark Wood")
    s = shooting([XBOW], [ORCS], chars1=[HERO], ruleset=NINTH, spares=True, terrain_pieces=[wood])
    # The Hero on foot in the wood is defended: 5+ to hit. Two hits; his 5+ saves one; one hit of his 2.
    ev = act(s, Shoot("u1", "h"), [5, 6, 4, 5, 1])
    to_hit = of_type(ev, "DiceRolled")[0]
    assert (to_hit.target, to_hit.total) == (5, 2)
    assert [(m.value, m.rule, m.label) for m in to_hit.modifiers] == [
        (1, "shooting.to_hit.defended", "defended: in a wood (Dark Wood)")
    ]
    assert [(e.hits, e.carried) for e in of_type(ev, "CharacterHit")] == [(1, 1)]
    rider = char("Orc Hero", 900, 580, id="h", mount="Chariot")
    s = shooting([XBOW], [ORCS], chars1=[rider], ruleset=NINTH, spares=True, terrain_pieces=[wood])
    ev = act(s, Shoot("u1", "h"), [4, 1, 1, 6])
    assert of_type(ev, "DiceRolled")[0].target == 4
