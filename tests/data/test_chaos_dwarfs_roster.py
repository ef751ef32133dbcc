"""Chaos Dwarf army selection (digest 10.20, 9.4): Blunderbusses standing in for Chaos Dwarfs, one Earthshaker or
Death Rocket per 1000 points between them, the Lammasu for a Sorcerer only, the Sorcerer Lord as General."""

from __future__ import annotations

import pytest

from game.core.profiles import ArmyList
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
from game.data import load_armies


@pytest.fixture(scope="module")
def army() -> ArmyList:
    return load_armies()["chaos_dwarfs"]


def messages(army: ArmyList, cap: int, units: list[str], chars: list[RosterCharacter]) -> list[str]:
    roster = Roster("t", "chaos_dwarfs", cap, tuple(RosterUnit(u) for u in units), tuple(chars))
    return [p.message for p in roster_problems(roster, army)]


GENERAL = [RosterCharacter("General")]


def test_a_blunderbuss_unit_per_1000_stands_in_for_chaos_dwarfs(army: ArmyList) -> None:
    assert messages(army, 1000, ["Chaos Dwarfs", "Blunderbusses"], GENERAL) == []
    assert messages(army, 1000, ["Chaos Dwarfs", "Blunderbusses", "Blunderbusses"], GENERAL) == []
    assert messages(army, 1000, ["Blunderbusses", "Blunderbusses"], GENERAL) == [
        "Chaos Dwarfs: at least 2 needed for a 1000-point force, roster has 0"
    ]


def test_a_standing_in_blunderbuss_counts_towards_the_chaos_dwarfs_maximum(army: ArmyList) -> None:
    assert messages(army, 1000, ["Chaos Dwarfs"] * 3 + ["Blunderbusses"], GENERAL) == []
    assert messages(army, 1000, ["Chaos Dwarfs"] * 4 + ["Blunderbusses"], GENERAL) == [
        "Chaos Dwarfs: at most 4 allowed for a 1000-point force, roster has 5"
    ]


def test_one_earthshaker_or_death_rocket_per_1000_between_them(army: ArmyList) -> None:
    base = ["Chaos Dwarfs"] * 2
    assert messages(army, 1000, [*base, "Earthshaker Cannon"], GENERAL) == []
    assert messages(army, 1000, [*base, "Earthshaker Cannon", "Death Rocket"], GENERAL) == [
        "Earthshaker Cannon or Death Rocket: at most 1 of them together for a 1000-point force, roster has 2"
    ]
    assert messages(army, 2000, [*base * 2, "Earthshaker Cannon", "Death Rocket"], GENERAL) == []


def test_only_a_sorcerer_rides_the_lammasu_and_only_one(army: ArmyList) -> None:
    base = ["Chaos Dwarfs"] * 2
    assert messages(army, 1000, base, [*GENERAL, RosterCharacter("Sorcerer", "Lammasu")]) == []
    assert messages(army, 1000, base, [*GENERAL, RosterCharacter("Hero", "Lammasu")]) == [
        "Lammasu may only be taken by: Wizard"
    ]


def test_the_sorcerer_lord_is_the_general_and_may_carry_a_wizards_item(army: ArmyList) -> None:
    base = ["Chaos Dwarfs"] * 2
    lord = RosterCharacter("Sorcerer Lord", "Great Taurus", item="Ring of Magic")
    assert messages(army, 1000, base, [lord]) == []
    assert messages(army, 1000, base, [RosterCharacter("General", item="Ring of Magic")]) != []
    assert messages(army, 1000, base, [*GENERAL, RosterCharacter("Sorcerer Lord")]) == [
        "a force needs exactly one General; this one has 2"
    ]
