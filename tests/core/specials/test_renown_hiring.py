"""Regiments of Renown, each regiment's own hiring terms (digest 10.26, the source's hiring section): what it
counts as one of in the hiring army, the regiments it is never hired beside, Asarnil on his Dragon; refused at
the roster file's line, and the terms themselves checked in the list file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.data import DataError, load_armies, load_roster
from game.data.paths import ARMIES_DIR

ARMIES = load_armies()
BASES = {
    "empire": (["Halberdiers", "Halberdiers", "Crossbowmen", "Crossbowmen"], ["General"]),
    "tomb_kings": (["Skeletons", "Skeletons", "Skeleton Bowmen", "Skeleton Bowmen"], ["Tomb King"]),
    "dwarfs": (["Warriors", "Warriors"], ["General"]),
    "skaven": (["Clanrats", "Clanrats", "Rat Swarms", "Rat Swarms"], ["Grey Seer"]),
    "dogs_of_war": (["Pikemen", "Pikemen", "Crossbowmen", "Crossbowmen"], ["General"]),
    "araby": (["Spearmen", "Spearmen", "Bowmen", "Bowmen"], ["General"]),
}


def hire(name: str, mount: str = "") -> str:
    return f'  - profile: "{name}"\n    list: regiments_of_renown\n' + (f'    mount: "{mount}"\n' if mount else "")


def problems(tmp_path: Path, army: str, units: str = "", chars: str = "", cap: int = 1000,
             general_mount: str = "") -> list[str]:
    base_units, base_chars = BASES[army]
    text = f"name: test\narmy: {army}\npoints_cap: {cap}\nunits:\n"
    text += "".join(f"  - profile: {u}\n" for u in base_units) + units
    text += "characters:\n" + "".join(f"  - profile: {c}\n" for c in base_chars)
    text += f"    mount: {general_mount}\n" if general_mount else ""
    text += chars
    path = tmp_path / "r.yaml"
    path.write_text(text)
    try:
        load_roster(path, ARMIES)
    except DataError as err:
        return [str(p).replace(f"{path}:", "") for p in err.problems]
    return []


def test_in_a_tomb_kings_army_an_infantry_regiment_counts_as_its_dearest_monster(tmp_path: Path) -> None:
    # Our reading of "one of any monster type, the player's choice": the Sphinx (135 points), the dearest.
    got = problems(tmp_path, "tomb_kings", "  - profile: Sphinx\n" + hire("Alcatani Fellowship"))
    assert got == ["10:14: units[5] 'Alcatani Fellowship': Alcatani Fellowship counts against the army's Sphinx "
                   "(at most 1 for a 1000-point army): with 1 taken there is no room for it"]
    # Its Skeletons (infantry with no maximum) are never what it counts against there.
    assert problems(tmp_path, "tomb_kings", "  - profile: Bone Giant\n" + hire("Alcatani Fellowship")) == []


def test_venators_and_raiders_count_as_rangers_for_the_dwarfs(tmp_path: Path) -> None:
    two = "  - profile: Rangers\n  - profile: Rangers\n"
    for name, line in (("Voland's Venators", 9), ("Tichi-Huichi's Raiders", 9)):
        assert problems(tmp_path, "dwarfs", two + hire(name)) == [
            f"{line}:14: units[4] \"{name}\": {name} counts against the army's Rangers (at most 2 for a 1000-point "
            "army): with 2 taken there is no room for it"]
    assert problems(tmp_path, "dwarfs", "  - profile: Rangers\n" + hire("Voland's Venators")) == []


def test_venators_and_wolfboyz_count_as_gutter_runners_for_the_skaven(tmp_path: Path) -> None:
    two = "  - profile: Gutter Runners\n  - profile: Gutter Runners\n"
    got = problems(tmp_path, "skaven", two + hire("Oglah Khan's Wolfboyz"))
    assert got == ["11:14: units[6] \"Oglah Khan's Wolfboyz\": Oglah Khan's Wolfboyz counts against the army's "
                   "Gutter Runners (at most 2 for a 1000-point army): with 2 taken there is no room for it"]


def test_shooting_infantry_artillery_and_birdmen_count_against_their_own_kind(tmp_path: Path) -> None:
    # The Empire's dearest infantry that shoots with a maximum: Handgunners, three per 1000 points.
    three = "  - profile: Handgunners\n" * 3
    assert problems(tmp_path, "empire", three + hire("Marksmen of Miragliano"))[0].endswith(
        "Marksmen of Miragliano counts against the army's Handgunners (at most 3 for a 1000-point army): with 3 "
        "taken there is no room for it")
    # Its Flagellants (dearer, but not shooting) are left alone.
    assert problems(tmp_path, "empire", "  - profile: Flagellants\n" + hire("Marksmen of Miragliano")) == []
    assert problems(tmp_path, "empire", "  - profile: Cannon\n" + hire("Bronzino's Galloper Guns"))[0].endswith(
        "counts against the army's Cannon (at most 1 for a 1000-point army): with 1 taken there is no room for it")
    assert problems(tmp_path, "dogs_of_war", "  - profile: Birdmen\n" + hire("Birdmen of Catrazza"))[0].endswith(
        "counts against the army's Birdmen (at most 1 for a 1000-point army): with 1 taken there is no room for it")


def test_vespero_and_anakonda_restrict_nothing(tmp_path: Path) -> None:
    full = "  - profile: Flagellants\n" + "  - profile: Handgunners\n" * 3
    assert problems(tmp_path, "empire", full + hire("Vespero's Vendetta")) == []
    assert problems(tmp_path, "empire", full + hire("Anakonda's Amazons")) == []


def test_a_hero_regiment_counts_as_one_hero(tmp_path: Path) -> None:
    heroes = "  - profile: Hero\n  - profile: Hero\n"
    assert problems(tmp_path, "empire", chars=heroes + hire("Gotrek and Felix")) == [
        "13:14: characters[3] 'Gotrek and Felix': Gotrek and Felix counts against the army's Hero (at most 2 for a "
        "1000-point army): with 2 taken there is no room for it"]


def test_asarnil_counts_as_a_hero_and_the_dearest_terror_mount(tmp_path: Path) -> None:
    # The source's own example: in a 1000-point Araby army he leaves no room for a Djinn, in 2000 room for one.
    asarnil = hire("Asarnil the Dragonlord", "Asarnil's Dragon")
    assert problems(tmp_path, "araby", chars=asarnil, general_mount="Djinn") == [
        "12:14: characters[1] 'Asarnil the Dragonlord': Asarnil the Dragonlord counts against the army's Djinn (at "
        "most 1 for a 1000-point army): with 1 taken there is no room for it"]
    assert problems(tmp_path, "araby", chars=asarnil) == []
    # The Elephant (65 points) causes terror too, but the Djinn (90) is the dearest.
    assert problems(tmp_path, "araby", chars=asarnil, general_mount="Elephant") == []


def test_asarnil_always_rides_his_dragon(tmp_path: Path) -> None:
    assert problems(tmp_path, "araby", chars=hire("Asarnil the Dragonlord")) == [
        "11:5: characters[1] 'Asarnil the Dragonlord': Asarnil the Dragonlord always rides Asarnil's Dragon: "
        "give him mount: Asarnil's Dragon"]


def test_regiments_never_hired_together(tmp_path: Path) -> None:
    pair = hire("Pirazzo's Lost Legion") + hire("Tichi-Huichi's Raiders")
    assert problems(tmp_path, "dogs_of_war", pair, cap=2000)[-1] == (
        "11:14: units[5] \"Tichi-Huichi's Raiders\": Tichi-Huichi's Raiders will not serve beside Pirazzo's Lost "
        "Legion: the two are never hired together")
    # Named by one side only (Long Drong's terms name Asarnil, Asarnil's name Long Drong): either is enough.
    got = problems(tmp_path, "dogs_of_war", hire("Long Drong's Slayer Pirates"),
                   hire("Asarnil the Dragonlord", "Asarnil's Dragon"), cap=2000)
    assert any("Asarnil the Dragonlord will not serve beside Long Drong's Slayer Pirates" in p for p in got)


def test_greenskins_and_the_elf_will_not_serve_beside_the_dogs_of_wars_dwarfs(tmp_path: Path) -> None:
    assert problems(tmp_path, "dogs_of_war", "  - profile: Dwarfs\n" + hire("Ruglud's Armoured Orcs")) == [
        "10:14: units[5] \"Ruglud's Armoured Orcs\": Ruglud's Armoured Orcs will not serve in a Dogs of War army "
        "that fields Dwarfs"]
    assert problems(tmp_path, "dogs_of_war", hire("Ruglud's Armoured Orcs")) == []


def _copy(tmp_path: Path, edit: tuple[str, str]) -> Path:
    shutil.copytree(ARMIES_DIR, tmp_path / "armies", ignore=shutil.ignore_patterns("rosters"))
    path = tmp_path / "armies" / "regiments-of-renown.yaml"
    text = path.read_text()
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1))
    return tmp_path / "armies"


@pytest.mark.parametrize(("edit", "want", "at"), [
    (("counts_against: [shooting_infantry]", "counts_against: [shooting_infantri]"),
     "counts_against[0] must be one of infantry, shooting_infantry", "shooting_infantri"),
    (("{army: dwarfs, unit: Rangers}", "{army: dwarfs, unit: Rangerz}"),
     "counts_against_in names 'Rangerz', which is no unit of Dwarfs; did you mean 'Rangers'?", "Rangerz"),
    (('not_with: ["Tichi-Huichi\'s Raiders"]', 'not_with: ["Tichi-Huichis Raiders"]'),
     "not_with[0] must name another regiment of this list, got 'Tichi-Huichis Raiders'", "Tichi-Huichis"),
    (("    counts_against: []\n", ""), "a Regiment of Renown needs counts_against", "Vespero's Vendetta"),
])
def test_bad_hiring_terms_are_named_at_their_line(tmp_path: Path, edit: tuple[str, str], want: str, at: str) -> None:
    folder = _copy(tmp_path, edit)
    lines = (folder / "regiments-of-renown.yaml").read_text().splitlines()
    line = next(n for n, text in enumerate(lines, 1) if at in text)
    with pytest.raises(DataError) as err:
        load_armies(folder)
    got = [str(p) for p in err.value.problems if want in str(p)]
    assert len(got) == 1 and f"regiments-of-renown.yaml:{line}:" in got[0], [str(p) for p in err.value.problems]


def test_the_army_lists_screen_shows_each_regiments_terms() -> None:
    from game.ui.army_docs import army_blocks
    from game.ui.doc import plain_text

    words = plain_text(army_blocks(ARMIES["regiments_of_renown"]))
    assert ("Tichi-Huichi's Raiders | Cavalry | 3/1 | 3 | 6+ | - | 3 | 85 | 0-1 | range 15 cm; counts as the hiring "
            "army's dearest limited cavalry or chariot unit; in a Dwarfs army as a unit of Rangers; never with "
            "Pirazzo's Lost Legion; Eyes all round, Regiment of Renown") in words
    assert ("Asarnil the Dragonlord | Hero | +4 | - | - | 8 | 1 | 190 | 0-1 | counts as the hiring army's dearest "
            "limited Hero and terror-causing monstrous mount; never with Mengil's Manflyers, Long Drong's Slayer "
            "Pirates, Gotrek and Felix; not in a Dogs of War army with Dwarfs; Regiment of Renown") in words
    assert "Vespero's Vendetta | Infantry | 3/1 | 3 | - | - | 3 | 60 | 0-1 | range 15 cm; restricts none" in words


def test_the_terms_survive_a_saved_game_and_other_lists_save_as_before() -> None:
    from game.core.profiles import ArmyList

    ror = ARMIES["regiments_of_renown"]
    assert ArmyList.from_dict(ror.to_dict()) == ror
    assert ror.unit("Voland's Venators").counts_against_in == (("dwarfs", "Rangers"), ("skaven", "Gutter Runners"))
    # Left out at their defaults: a list without regiments hashes as it always did.
    assert not {"counts_against", "counts_against_in", "not_with", "not_with_own"} & set(
        ARMIES["empire"].to_dict()["units"][0])
