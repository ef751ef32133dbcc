"""Ninth Age characters, joining and leaving a unit in the Characters step."""

from __future__ import annotations

from game.core.command.actions import MoveCharacter, Order
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])
HALB = unit("Halberdiers", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 200, 180, id="o1")


def make(*chars: object, ruleset: object = NINTH) -> object:
    return battle([HALB], [ORCS], list(chars), [char("Orc General", 1700, 60, id="oc")], step="characters", ruleset=ruleset)


def test_joining_an_engaged_unit_is_refused() -> None:
    s = make(char("Hero", 900, 900, id="h"))
    s.units["u1"].engaged = True
    assert s.check(MoveCharacter("h", 900, 720, 0, "u1")) == [
        "Halberdiers is engaged in combat: a character may not join it"
    ]


def test_joining_a_confused_unit_is_refused() -> None:
    s = make(char("Hero", 900, 900, id="h"))
    s.units["u1"].confused = True
    assert s.check(MoveCharacter("h", 900, 720, 0, "u1")) == ["Halberdiers is confused: a character may not join it"]
    # Warmaster itself lets a character join a confused unit.
    base = make(char("Hero", 900, 900, id="h"), ruleset=None)
    base.units["u1"].confused = True
    assert base.check(MoveCharacter("h", 900, 720, 0, "u1")) == []


def test_joining_by_moving_into_contact_and_the_unit_moves_no_further_this_phase() -> None:
    s = make(char("Hero", 900, 900, id="h"))
    ev = act(s, MoveCharacter("h", 900, 720, 0, "u1"))
    assert of_type(ev, "CharacterMoved")[0].text() == "Hero moves 18 cm and joins Halberdiers"
    assert s.characters["h"].joined == "u1"
    # The Characters step follows every order: the unit joined is given no more orders this phase.
    assert s.check(Order("h", ("u1",))) == ["the orders step is over; it is now character moves"]


def test_leaving_a_unit_needs_2_5_cm_clear() -> None:
    s = make(char("Hero", 900, 720, id="h", joined="u1"))
    assert s.check(MoveCharacter("h", 900, 744, 0)) == [
        "to leave Halberdiers, Hero must end at least 2.5 cm clear of it (it would be 2.4 cm)"
    ]
    assert s.check(MoveCharacter("h", 900, 745, 0)) == []
    # Warmaster itself lets a character step off its unit by any distance.
    base = make(char("Hero", 900, 720, id="h", joined="u1"), ruleset=None)
    assert base.check(MoveCharacter("h", 900, 740, 0)) == []


def test_leaving_a_unit_then_rejoining_it_in_the_same_phase_is_refused() -> None:
    s = make(char("Hero", 900, 720, id="h", joined="u1"))
    act(s, MoveCharacter("h", 900, 760, 0))
    assert s.characters["h"].joined is None
    assert s.check(MoveCharacter("h", 900, 720, 0, "u1")) == [
        "Hero has already moved this phase; a character moves once"
    ]


def test_joining_in_deployment_is_refused_if_the_combined_unit_would_leave_the_zone() -> None:
    from game.core.deployment import DeployCharacter, DeployUnit
    from tests.core.deployment.helpers import deploying

    s = deploying()
    s.ruleset = NINTH
    # Empire zone y 1000-1200: the Halberdiers u1 stand at its front edge (y 1001-1021).
    for a in (
        DeployUnit("u1", 500, 1011, 0),
        DeployUnit("u4", 900, 100, 180),
        DeployUnit("u2", 900, 1100, 0),
        DeployUnit("u5", 1200, 100, 180),
        DeployUnit("u3", 1300, 1100, 0),
    ):
        act(s, a)
    # In front of them the General would stand outside the zone, so the combined unit would leave it.
    assert s.check(DeployCharacter("c1", 500, 991, 0, join="u1")) == [
        "General must be set up wholly inside its deployment zone (within 20 cm of its own table edge)"
    ]
    act(s, DeployCharacter("c1", 500, 1031, 0, join="u1"))
    assert s.characters["c1"].joined == "u1"


def test_leaving_an_engaged_or_confused_unit_is_refused() -> None:
    s = make(char("Hero", 900, 720, id="h", joined="u1"))
    s.units["u1"].engaged = True
    assert s.check(MoveCharacter("h", 900, 800, 0)) == ["Halberdiers is engaged in combat: Hero cannot leave it"]
    s = make(char("Hero", 900, 720, id="h", joined="u1"))
    s.units["u1"].confused = True
    assert s.check(MoveCharacter("h", 900, 800, 0)) == ["Halberdiers is confused: Hero cannot leave it"]
    base = make(char("Hero", 900, 720, id="h", joined="u1"), ruleset=None)
    base.units["u1"].confused = True
    assert base.check(MoveCharacter("h", 900, 800, 0)) == []
