"""A horse for characters, kept for the character modules (armies/modules/character-pieces.yaml): Warmaster
lists none, the modules sort what a character may join by troop type and need one. Loaded with each army, ridden
only in a game under a character module, offered by the builder only with those rules chosen."""

from __future__ import annotations

import pytest

from game.core.modules import compose
from game.core.profiles import MountKind
from game.core.scenario import new_game
from game.data import ROSTERS_DIR, load_armies, load_roster
from game.data.paths import ARMIES_DIR
from game.ui.builder_model import RosterDraft

ARMIES = load_armies(ARMIES_DIR)
MODULES = ("ninth-age-characters", "warhammer8-characters")


def test_a_horse_for_characters_is_kept_for_the_character_modules() -> None:
    horse = ARMIES["empire"].mount("Warhorse")
    assert (horse.kind, horse.attack_bonus, horse.points, horse.modules) == (MountKind.COMMON, 0, 5, MODULES)
    boar, wolf = ARMIES["orcs"].mount("War Boar"), ARMIES["orcs"].mount("Giant Wolf")
    assert boar.riders == ("Orc General", "Orc Hero", "Orc Shaman") and wolf.riders == ("Goblin Hero", "Goblin Shaman")
    # The army's own mounts are untouched, and the Dwarfs walk.
    assert [m.name for m in ARMIES["empire"].mounts if not m.modules] == ["Griffon", "War Altar"]
    assert [m.name for m in ARMIES["dwarfs"].mounts if m.modules] == []


def test_a_horse_for_characters_is_ridden_only_under_a_character_module() -> None:
    from game.cli.simulate import battle_spec

    riders = load_roster(ROSTERS_DIR / "empire-riders-2000.yaml", ARMIES)
    orcs = load_roster(ROSTERS_DIR / "orcs-2000.yaml", ARMIES)
    assert [c.mount for c in riders.characters] == ["Griffon", "Warhorse", "Warhorse", None, "War Altar"]
    with pytest.raises(ValueError) as e:
        new_game(battle_spec((riders, orcs), 1), ARMIES)
    assert str(e.value) == (
        "side 1 gives a character a Warhorse, ridden only with the ninth-age-characters or warhammer8-characters "
        "rules: choose one of them, or take the mount away"
    )
    for module in MODULES:
        s = new_game(battle_spec((riders, orcs), 1, rules=(module,)), ARMIES, compose([module]))
        ulrika = next(c for c in s.characters.values() if c.name == "Captain Ulrika")
        assert s.mount_profile(ulrika).name == "Warhorse"  # type: ignore[union-attr]


def test_a_horse_for_characters_is_offered_by_the_builder_with_the_rules_only() -> None:
    draft = RosterDraft(ARMIES["empire"])
    assert [m.name for m in draft.mounts_for("Hero")] == ["Griffon"]
    draft.set_wh8(True)
    assert [m.name for m in draft.mounts_for("Hero")] == ["Griffon", "Warhorse"]
    draft.add_pick("character", "Hero")
    draft.set_mount(0, "Warhorse")
    # Switching the rules off takes the horse away with them.
    draft.set_wh8(False)
    assert draft.characters[0].mount is None and draft.rules == []
