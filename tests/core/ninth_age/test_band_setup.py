"""Ninth Age characters, a unit of characters set up in deployment: a character set up touching a friendly lone
character joins it, and the two take the field as one unit of characters, wholly in the zone."""

from __future__ import annotations

from game.core.deployment import DeployCharacter, DeployUnit
from game.core.modules import compose
from game.core.ninth_age.band_setup import DeployJoinCharacter, legal
from game.core.state import GameState
from tests.core.deployment.helpers import deploying
from tests.helpers import act, of_type

NINTH = compose(["ninth-age-characters"])


def units_set_up() -> GameState:
    """Both armies' units set up; the Empire's General (c1) stands alone at (1500, 1150), the Orc General next."""
    s = deploying()
    s.ruleset = NINTH
    for a in (
        DeployUnit("u1", 500, 1011, 0),
        DeployUnit("u4", 900, 100, 180),
        DeployUnit("u2", 900, 1100, 0),
        DeployUnit("u5", 1200, 100, 180),
        DeployUnit("u3", 1300, 1100, 0),
    ):
        act(s, a)
    act(s, DeployCharacter("c1", 1500, 1150, 0))
    act(s, DeployCharacter("c3", 1500, 50, 180))
    return s


def test_a_unit_of_characters_set_up_in_deployment() -> None:
    s = units_set_up()
    # Offered beside the General, in one rank with him.
    offer = DeployJoinCharacter("c2", 1460, 1150, 0, "c1")
    assert legal(s) == [offer]
    ev = act(s, offer)
    (formed,) = of_type(ev, "CharactersBanded")
    assert formed.text() == "Hero joins General: they fight and move as one unit of characters"
    band = s.units[formed.unit]
    assert band.name == "General's band" and [st.pose for st in band.stands] == [(1500, 1150, 0)]
    assert s.characters["c2"].joined == band.id and s.characters["c1"].joined == band.id
    assert s.characters["c2"].pose == (1460, 1150, 0) and not s.characters["c2"].off_table
    # Kept into the battle: every piece is set up, and the unit of characters is still there.
    assert s.phase != "deployment" and band.id in s.units


def test_a_unit_of_characters_set_up_in_deployment_stays_in_the_zone() -> None:
    s = units_set_up()
    s.characters["c1"].y = 1010  # the General at the zone's front edge (the zone is y 1000-1200)
    s.invalidate()
    # In front of him the Hero would stand outside the zone, and so would the unit of characters.
    assert s.check(DeployJoinCharacter("c2", 1500, 990, 0, "c1")) == [
        "Hero must be set up wholly inside its deployment zone (within 20 cm of its own table edge)"
    ]


def test_a_unit_of_characters_set_up_in_deployment_needs_touching_and_a_lone_character() -> None:
    s = units_set_up()
    assert s.check(DeployJoinCharacter("c2", 1400, 1150, 0, "c1")) == ["to join General, Hero must be set up touching it"]
    act(s, DeployCharacter("c2", 900, 1150, 0))
    assert legal(s) == []
