"""The shipped army lists load with the stat lines of WMR Armies v2.25."""

from __future__ import annotations

import pytest

from game.core.profiles import ArmyList, Limit, MountKind, Rank, UnitType
from game.data import ARMIES_DIR, load_armies, load_army


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def test_both_lists_load_by_id(armies: dict[str, ArmyList]) -> None:
    assert set(armies) >= {"empire", "orcs"}
    assert armies["empire"].version == "2.25"
    assert armies["orcs"].version == "2.25"
    assert load_army(ARMIES_DIR / "empire.yaml") == armies["empire"]


def test_every_entry_of_each_list_is_present(armies: dict[str, ArmyList]) -> None:
    empire, orcs = armies["empire"], armies["orcs"]
    assert [u.name for u in empire.units] == [
        "Halberdiers",
        "Handgunners",
        "Crossbowmen",
        "Flagellants",
        "Skirmishers",
        "Knights",
        "Pistoliers",
        "Helblaster",
        "Cannon",
        "Steam Tank",
    ]
    assert [c.name for c in empire.characters] == ["General", "Hero", "Wizard"]
    assert [m.name for m in empire.mounts if not m.modules] == ["Griffon", "War Altar"]
    assert [u.name for u in orcs.units] == [
        "Orc Warriors",
        "Black Orcs",
        "Goblins",
        "Trolls",
        "Ogres",
        "Boar Riders",
        "Wolf Riders",
        "Wolf Chariots",
        "Giant",
        "Rock Lobber",
    ]
    assert [c.name for c in orcs.characters] == [
        "Orc General",
        "Orc Hero",
        "Orc Shaman",
        "Goblin Hero",
        "Goblin Shaman",
    ]
    assert [m.name for m in orcs.mounts if not m.modules] == ["Wyvern", "Chariot"]


def test_knights(armies: dict[str, ArmyList]) -> None:
    k = armies["empire"].unit("Knights")
    assert (k.type, k.attacks, k.hits, k.armour, k.size, k.points) == (UnitType.CAVALRY, 3, 3, 4, 3, 110)
    assert k.limit == Limit(None, None, True)


def test_empire_shooters_and_machines(armies: dict[str, ArmyList]) -> None:
    e = armies["empire"]
    hand = e.unit("Handgunners")
    assert (hand.shots, hand.range_mm, hand.armour, hand.points) == (1, 300, None, 65)
    assert hand.counts_as == "Crossbowmen" and hand.has("handgun")
    assert hand.limit == Limit(None, 3, True)
    pist = e.unit("Pistoliers")
    assert (pist.range_mm, pist.vision_360, pist.armour, pist.limit.max) == (150, True, 5, 4)
    hel = e.unit("Helblaster")
    assert (hel.shooting, hel.range_mm, hel.hits, hel.size, hel.points) == ("8-4-2", 300, 2, 1, 50)
    cannon = e.unit("Cannon")
    assert (cannon.shooting, cannon.range_mm, cannon.size, cannon.points) == ("2+bounce", 600, 2, 85)
    tank = e.unit("Steam Tank")
    assert (tank.type, tank.attacks, tank.shots, tank.hits, tank.armour) == (UnitType.MACHINE, 3, 3, 4, 3)
    assert (tank.move_mm, tank.full_pace_mm, tank.range_mm, tank.vision_360) == (200, 200, 300, True)
    flag = e.unit("Flagellants")
    assert {"flagellants", "must_charge", "no_drive_back", "immune_terror", "no_addons"} <= set(flag.special)
    skirm = e.unit("Skirmishers")
    assert skirm.addon and skirm.size == 1 and skirm.points == 20


def test_empire_characters_mounts_and_spells(armies: dict[str, ArmyList]) -> None:
    e = armies["empire"]
    general = e.character("General")
    assert (general.rank, general.attack_bonus, general.command, general.points) == (Rank.GENERAL, 2, 9, 125)
    assert general.limit == Limit(1, 1, False)
    assert (e.character("Hero").command, e.character("Hero").limit.max) == (8, 2)
    assert (e.character("Wizard").command, e.character("Wizard").points) == (7, 45)
    griffon = e.mount("Griffon")
    assert (griffon.kind, griffon.attack_bonus, griffon.points, griffon.flying, griffon.terror) == (
        MountKind.MONSTROUS,
        2,
        80,
        True,
        True,
    )
    altar = e.mount("War Altar")
    assert (altar.kind, altar.attack_bonus, altar.ranks, altar.limit) == (
        MountKind.CHARIOT,
        1,
        (Rank.WIZARD,),
        Limit(None, 1, False),
    )
    spells = {s.name: (s.cast, s.range_mm, s.effect) for s in e.spells}
    assert spells == {
        "Ball of Flame": (5, 300, "line"),
        "Voice of Command": (5, 300, "order"),
        "Weird Enchantment": (4, 300, "weird_enchantment"),
        "Teleport": (2, None, "teleport"),
    }


def test_orc_units(armies: dict[str, ArmyList]) -> None:
    o = armies["orcs"]
    trolls = o.unit("Trolls")
    assert (trolls.attacks, trolls.hits, trolls.armour, trolls.points, trolls.limit.max) == (5, 3, 5, 110, 3)
    assert {"trolls", "double_distance_penalty", "regenerate"} <= set(trolls.special)
    giant = o.unit("Giant")
    assert (giant.type, giant.attacks, giant.hits, giant.armour, giant.size, giant.points) == (
        UnitType.MONSTER,
        8,
        8,
        5,
        1,
        135,
    )
    assert {"giant", "giant_goes_wild", "badly_hurt", "terror"} <= set(giant.special)
    goblins = o.unit("Goblins")
    assert (goblins.attacks, goblins.shots, goblins.range_mm, goblins.points, goblins.limit.min) == (2, 1, 150, 30, 2)
    wolves = o.unit("Wolf Riders")
    assert (wolves.range_mm, wolves.vision_360, wolves.armour) == (150, True, 6)
    lobber = o.unit("Rock Lobber")
    assert (lobber.shots, lobber.range_mm, lobber.hits) == (3, 600, 3) and lobber.has("stone_thrower")
    assert o.unit("Ogres").has("must_charge_humans")
    assert o.unit("Black Orcs").hits == 4


def test_orc_characters_mounts_and_spells(armies: dict[str, ArmyList]) -> None:
    o = armies["orcs"]
    assert (o.character("Orc General").command, o.character("Orc General").points) == (8, 95)
    shaman = o.character("Orc Shaman")
    assert (shaman.rank, shaman.command, shaman.points) == (Rank.WIZARD, 7, 45)
    assert (o.character("Goblin Shaman").command, o.character("Goblin Hero").points) == (6, 45)
    wyvern = o.mount("Wyvern")
    assert (wyvern.attack_bonus, wyvern.points, wyvern.flying, wyvern.terror) == (2, 80, True, True)
    chariot = o.mount("Chariot")
    assert (chariot.kind, chariot.attack_bonus, chariot.points) == (MountKind.CHARIOT, 1, 10)
    spells = {s.name: (s.cast, s.range_mm, s.effect) for s in o.spells}
    assert spells == {
        "Foot of Gork": (6, 500, "foot_of_gork"),
        "Gotcha!": (5, 300, "line"),
        "Gerroff!!!": (5, 600, "gerroff"),
        "Waaagh!": (4, 300, "rally"),
    }


def test_every_special_rule_has_title_and_text(armies: dict[str, ArmyList]) -> None:
    for army in armies.values():
        defined = {r.name for r in army.special_rules}
        for entry in (*army.units, *army.characters, *army.mounts):
            assert set(entry.special) <= defined
        for rule in army.special_rules:
            assert rule.title and len(rule.text) > 20
        for spell in army.spells:
            assert spell.text and spell.effect


def test_profiles_round_trip_through_dicts(armies: dict[str, ArmyList]) -> None:
    for army in armies.values():
        assert ArmyList.from_dict(army.to_dict()) == army
