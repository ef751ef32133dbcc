"""Ninth Age characters, "Distributing hits onto combined units": hits from shooting and spells on a unit
with joined characters, scripted dice, exact results."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.modules import compose
from game.core.ninth_age.distribution import split
from game.core.shooting import Shoot
from tests.core.shooting.common import shooting
from tests.helpers import act, char, of_type, unit

NINTH = compose(["ninth-age-characters"])
XBOW = unit("Crossbowmen", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 560, 180, id="o1")
# Three hits at 4+, none saved at 6+.
THREE_STRUCK = [4, 5, 6, 1, 1, 1]


def _hero(**kw: object) -> list[object]:
    return [char("Orc Hero", 900, 540, id="h", joined="o1", **kw)]


def _hits(events: list[object]) -> list[tuple[str, int, int, int, str]]:
    return [(e.character, e.hits, e.carried, e.of, e.rule) for e in of_type(events, "CharacterHit")]


def test_hits_distribution_with_2_stands_of_the_characters_type_all_go_to_the_stands() -> None:
    s = shooting([XBOW], [ORCS], chars1=_hero(), ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    assert _hits(ev) == []
    assert s.characters["h"].alive and s.characters["h"].flags == {}
    (lost,) = of_type(ev, "StandsLost")
    assert (lost.count, lost.left) == (1, 2)


def test_hits_distribution_a_character_of_another_type_shares_equally_odd_hits_to_it_first() -> None:
    # The Orc Hero rides a chariot: another troop type than the Orc Warriors, so he shares the hits.
    s = shooting([XBOW], [ORCS], chars1=_hero(mount="Chariot"), ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    # Four pieces (3 stands, the Hero) and 3 hits: none takes two; the odd hits go to the Hero first.
    assert _hits(ev) == [("h", 1, 1, 2, "ninth_age.hits")]
    assert s.units["o1"].hits == 2 and len(s.units["o1"].stands) == 3
    assert of_type(ev, "StandsLost") == []


def test_hits_distribution_a_character_slain_at_its_hits() -> None:
    guns = unit("Handgunners", 1000, 700, id="u2")
    s = shooting([XBOW, guns], [ORCS], chars1=_hero(mount="Chariot"), ruleset=NINTH, spares=True)
    act(s, Shoot("u1", "o1"), THREE_STRUCK)
    # Handguns leave the Orcs no save: three hits at 4+ all strike.
    ev = act(s, Shoot("u2", "o1"), [4, 4, 4])
    assert _hits(ev) == [("h", 1, 2, 2, "ninth_age.hits")]
    (slain,) = of_type(ev, "CharacterSlain")
    assert (slain.character, slain.cause, slain.rule) == ("h", "its 2 Hits taken", "ninth_age.slain")
    assert not s.characters["h"].alive and s.characters["h"].joined is None
    # The stands took 2 + 2 hits: one stand of 3 Hits is lost, 1 hit carried.
    assert len(s.units["o1"].stands) == 2 and s.units["o1"].hits == 1


def test_hits_distribution_with_fewer_than_2_stands_every_joined_character_shares() -> None:
    remnant = unit("Orc Warriors", 900, 560, 180, id="o1", size=1)
    s = shooting([XBOW], [remnant], chars1=_hero(), ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    # Two pieces (1 stand, the Hero on foot) and 3 hits: one each, the odd one to the Hero, who has 2 Hits.
    assert _hits(ev) == [("h", 2, 2, 2, "ninth_age.hits")]
    assert of_type(ev, "CharacterSlain")[0].rule == "ninth_age.slain"
    assert s.units["o1"].hits == 1 and len(s.units["o1"].stands) == 1


def test_hits_distribution_odd_hits_go_first_to_the_character_nearest_to_being_slain() -> None:
    assert split(3, 3, 1) == (2, [1])
    assert split(7, 2, 2) == (3, [2, 2])
    assert split(5, 3, 2) == (3, [1, 1])
    assert split(1, 1, 2) == (0, [1, 0])
    two = [*_hero(mount="Chariot"), char("Orc Shaman", 880, 540, id="w", joined="o1", mount="Chariot")]
    s = shooting([XBOW], [ORCS], chars1=two, ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    # Five pieces and 3 hits: the Shaman (1 Hit left) takes the first odd hit and is slain, the Hero the next.
    assert _hits(ev) == [("w", 1, 1, 1, "ninth_age.hits"), ("h", 1, 1, 2, "ninth_age.hits")]
    assert not s.characters["w"].alive and s.units["o1"].hits == 1


def test_hits_distribution_a_characters_hits_are_forgotten_when_the_shooting_phase_ends() -> None:
    s = shooting([XBOW], [ORCS], chars1=_hero(mount="Chariot"), ruleset=NINTH, spares=True)
    act(s, Shoot("u1", "o1"), THREE_STRUCK)
    assert s.characters["h"].flags == {"ninth_age.hits": 1}
    # The drive back counts every hit struck on the combined unit, the Hero's too: three dice.
    act(s, Proceed(), [1, 1, 1])
    assert s.phase != "shooting"
    assert s.characters["h"].flags == {} and s.characters["h"].alive


def test_hits_distribution_the_base_rules_never_hit_a_joined_character() -> None:
    s = shooting([XBOW], [ORCS], chars1=_hero(mount="Chariot"), spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    assert _hits(ev) == []
    assert s.characters["h"].flags == {}
    (lost,) = of_type(ev, "StandsLost")
    assert (lost.count, lost.left) == (1, 2)


def test_hits_distribution_hits_from_a_spell_are_shared_too() -> None:
    from game.core.magic import Cast
    from tests.core.magic.common import magic

    orcs = unit("Orc Warriors", 1000, 700, 180, id="o")  # x 940-1060, under the line from the Wizard
    hero = char("Orc Hero", 1000, 680, id="h", joined="o", mount="Chariot")
    s = magic([], [orcs], [char("Wizard", 1200, 700, id="w")], [hero], ruleset=NINTH)
    # Cast on a 5; three attacks at 4+ all hit and none is saved.
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5, 4, 4, 4, 1, 1, 1])
    assert [(h.unit, h.struck) for h in of_type(ev, "HitsScored")] == [("o", 3)]
    assert _hits(ev) == [("h", 1, 1, 2, "ninth_age.hits")]
    assert s.units["o"].hits == 2


def test_hits_distribution_a_slain_character_takes_no_more_the_rest_go_to_the_stands() -> None:
    remnant = unit("Orc Warriors", 900, 560, 180, id="o1", size=1)
    shaman = [char("Orc Shaman", 900, 540, id="w", joined="o1")]
    s = shooting([XBOW], [remnant], chars1=shaman, ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), THREE_STRUCK)
    # Its share is 2 of the 3 hits, but the Shaman has 1 Hit: the other goes to the stand with the third.
    assert _hits(ev) == [("w", 1, 1, 1, "ninth_age.hits")]
    assert of_type(ev, "CharacterSlain")[0].cause == "its 1 Hit taken"
    assert s.units["o1"].hits == 2 and len(s.units["o1"].stands) == 1


def test_hits_distribution_in_a_full_unit_characters_of_its_type_are_ignored_others_share() -> None:
    # The Hero on foot is of the Orc Warriors' type and takes nothing; the Shaman on a chariot shares.
    two = [*_hero(), char("Orc Shaman", 880, 540, id="w", joined="o1", mount="Chariot")]
    s = shooting([XBOW], [ORCS], chars1=two, ruleset=NINTH, spares=True)
    ev = act(s, Shoot("u1", "o1"), [4, 5, 1, 1, 1])
    # Two hits over four pieces (3 stands, the Shaman): the odd hits go to the Shaman first.
    assert _hits(ev) == [("w", 1, 1, 1, "ninth_age.hits")]
    assert s.characters["h"].alive and s.characters["h"].flags == {}
    assert s.units["o1"].hits == 1
