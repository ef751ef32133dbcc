"""Regiments of Renown (digest 10.26, 9.4): who may hire which regiment and how many, refused at the roster
file's line; the leading Hero's Attack; no magic items; no friendly spells on a regiment."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.combat.attacks import plan_round
from game.core.magic import Cast
from game.core.questions import DENSE_TERRAIN_PENALTY
from game.data import DataError, load_armies, load_roster
from tests.helpers import battle, char, unit

ARMIES = load_armies()
EMPIRE_1000 = (
    "name: test\narmy: empire\npoints_cap: {cap}\nunits:\n"
    "  - profile: Halberdiers\n  - profile: Halberdiers\n  - profile: Crossbowmen\n  - profile: Crossbowmen\n"
    "{more}"
    "characters:\n  - profile: General\n"
)


def problems(tmp_path: Path, more: str, cap: int = 1000) -> list[str]:
    path = tmp_path / "r.yaml"
    path.write_text(EMPIRE_1000.format(cap=cap, more=more))
    try:
        load_roster(path, ARMIES)
    except DataError as err:
        return [str(p).replace(f"{path}:", "") for p in err.problems]
    return []


def hire(name: str) -> str:
    return f'  - profile: "{name}"\n    list: regiments_of_renown\n'


def test_the_empire_hires_a_regiment_the_table_allows(tmp_path: Path) -> None:
    assert problems(tmp_path, hire("Ricco's Republican Guard")) == []


def test_a_regiment_the_table_bars_is_refused_at_its_line(tmp_path: Path) -> None:
    # The Empire's row of the allies table has no mark under Ruglud's Armoured Orcs.
    assert problems(tmp_path, hire("Ruglud's Armoured Orcs")) == [
        "9:14: units[4] \"Ruglud's Armoured Orcs\": The Empire may not hire Ruglud's Armoured Orcs: the allies "
        "table does not allow it"]


def test_one_regiment_per_full_1000_points(tmp_path: Path) -> None:
    two = hire("Ricco's Republican Guard") + hire("Voland's Venators")
    assert problems(tmp_path, two) == [
        "11:14: units[5] \"Voland's Venators\": at most one Regiment of Renown per full 1000 points: a 1000-point "
        "army may hire 1, this roster has 2"]
    assert not any("per full 1000" in p for p in problems(tmp_path, two, cap=2000))


def test_a_regiment_counts_against_the_most_expensive_restricted_unit_of_its_type(tmp_path: Path) -> None:
    # The Empire's dearest infantry with a maximum is the Flagellants (70 points, one per 1000).
    got = problems(tmp_path, "  - profile: Flagellants\n" + hire("Alcatani Fellowship"))
    assert got == ["10:14: units[5] 'Alcatani Fellowship': Alcatani Fellowship counts against the army's Flagellants "
                   "(at most 1 for a 1000-point army): with 1 taken there is no room for it"]


def test_each_regiment_once_and_no_magic_items(tmp_path: Path) -> None:
    twice = problems(tmp_path, hire("Ricco's Republican Guard") * 2, cap=2000)
    assert twice[-1] == "9:5: units[4] \"Ricco's Republican Guard\": at most 1 allowed per army, roster has 2"
    banner = problems(tmp_path, hire("Ricco's Republican Guard") + "    item: Banner of Fortitude\n")
    assert banner == ["11:11: units[4] \"Ricco's Republican Guard\": Ricco's Republican Guard carry no magic items"]


def _game(units0, chars0=()):
    return battle([*units0, unit("Swordsmen", 150, 1120, id="spare")],
                  [unit("Orc Warriors", 900, 580, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="o2")],
                  [char("General", 1700, 1150, id="gen"), *chars0], [char("Orc General", 100, 40, id="og")],
                  armies0="dogs_of_war", step="fight")


def test_the_leading_hero_adds_one_attack_to_one_stand_only() -> None:
    from dataclasses import replace

    s = _game([unit("Swordsmen", 900, 600, id="r")])
    army = s.sides[0].army
    ricco = replace(next(u for u in ARMIES["regiments_of_renown"].units if u.name == "Bearmen of Urslo"),
                    name="Swordsmen")
    s.sides[0].army = replace(army, units=tuple(ricco if u.name == "Swordsmen" else u for u in army.units))
    s._cache.clear()
    dice = [st.dice for st in plan_round(s, ["r", "o"], 1).attacks["r"].stands]
    assert dice == [3, 3, 4]


def test_friendly_spells_are_not_cast_on_a_regiment_and_croops_cocks_ignore_dense_terrain() -> None:
    from dataclasses import replace

    s = _game([unit("Swordsmen", 900, 800, id="r")], [char("Wizard", 900, 900, id="wz")])
    army = s.sides[0].army
    cocks = replace(next(u for u in ARMIES["regiments_of_renown"].units if u.name == "Lumpin Croop's Cocks"),
                    name="Swordsmen")
    s.sides[0].army = replace(army, units=tuple(cocks if u.name == "Swordsmen" else u for u in army.units))
    s._cache.clear()
    s.phase, s.step = "shooting", "shoot"
    assert s.check(Cast("wz", "Voice of Command", target="r")) == [
        "Swordsmen is a Regiment of Renown: friendly spells are not cast on it"]
    assert s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, s.units["r"]) is False


@pytest.mark.parametrize("roster", ["empire-renown-2000.yaml", "araby-renown-2000.yaml"])
def test_the_sample_roster_hiring_two_regiments_is_sound(roster: str) -> None:
    assert load_roster(Path("armies/rosters") / roster, ARMIES).points_cap == 2000


def test_a_regiment_keeps_none_of_its_paymasters_army_rules() -> None:
    from dataclasses import replace

    from game.core.questions import COMMAND_RANGE_MM

    s = battle([unit("Clanrats", 900, 800, id="r"), unit("Clanrats", 500, 800, id="c"),
                unit("Clanrats", 150, 1120, id="spare")],
               [unit("Orc Warriors", 900, 100, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="o2")],
               [char("Grey Seer", 1700, 1150, id="gen")], [char("Orc General", 100, 40, id="og")],
               armies0="skaven", step="orders")
    # Under the Lash binds the Skaven's own Clanrats; hired Bearmen answer to no such rule.
    lashed = s.ruleset.ask(COMMAND_RANGE_MM, s, s.units["c"])
    bears = replace(next(u for u in ARMIES["regiments_of_renown"].units if u.name == "Bearmen of Urslo"),
                    name="Bearmen of Urslo")
    army = s.sides[0].army
    s.sides[0].army = replace(army, units=(*army.units, bears))
    s.units["r"].profile = "Bearmen of Urslo"
    s._cache.clear()
    assert lashed > 0 and s.ruleset.ask(COMMAND_RANGE_MM, s, s.units["r"]) == 0


def test_mengils_manflyers_shoot_repeating_crossbows() -> None:
    from dataclasses import replace

    from game.core.questions import SHOTS_BY_RANGE

    s = _game([unit("Swordsmen", 900, 800, id="r")])
    army = s.sides[0].army
    mengil = replace(next(u for u in ARMIES["regiments_of_renown"].units if u.name == "Mengil's Manflyers"),
                     name="Swordsmen")
    s.sides[0].army = replace(army, units=tuple(mengil if u.name == "Swordsmen" else u for u in army.units))
    s._cache.clear()
    # Twice a stand within 15 cm, once to 30 cm: the Dark Elves' rule.
    assert s.ruleset.ask(SHOTS_BY_RANGE, s, s.units["r"]) == ((150, 2), (300, 1))


def test_a_regiment_in_a_blundering_brigade_takes_a_blunder_roll_of_its_own() -> None:
    from dataclasses import replace

    from game.core.command.actions import Order
    from tests.helpers import act, of_type

    s = battle([unit("Swordsmen", 900, 500, id="u1"), unit("Marauders", 1020, 500, id="u2")],
               [unit("Orc Warriors", 900, 100, 180, id="o1")],
               [char("Hero", 900, 600, id="h"), char("General", 600, 700, id="g")],
               [char("Orc General", 1600, 60, id="oc")], armies0="dogs_of_war", step="orders")
    army = s.sides[0].army
    bears = replace(next(u for u in ARMIES["regiments_of_renown"].units if u.name == "Bearmen of Urslo"),
                    name="Marauders")
    s.sides[0].army = replace(army, units=tuple(bears if u.name == "Marauders" else u for u in army.units))
    s._cache.clear()
    ev = act(s, Order("h", ("u1", "u2")), [6, 6, 4, 1])
    assert [(b.units, b.face) for b in of_type(ev, "Blunder")] == [(("u1",), 4), (("u2",), 1)]
    assert (s.units["u1"].blunder_penalty, s.units["u2"].blunder_penalty) == (0, 1)
    assert s.units["u1"].no_more_orders and s.units["u2"].no_more_orders
