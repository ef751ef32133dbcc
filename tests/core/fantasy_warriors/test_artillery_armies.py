"""Which armies may take the Mercenary book's artillery and huge creatures, and the champion a mercenary dragon or
giant may be: rosters of the armies the Mercenaries list names field the pieces as their own under fw-artillery,
others are refused at the entry's line and column, and a champion fights with one more Attack."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.modules import compose
from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.data import DataError, load_armies, load_roster
from game.data.roster_writer import roster_yaml
from tests.helpers import battle, char, unit

OWN = {
    "dwarfs": ("General", ["Warriors", "Warriors", "Handgunners"]),
    "empire": ("General", ["Halberdiers", "Halberdiers", "Crossbowmen", "Crossbowmen"]),
    "orcs": ("Orc General", ["Orc Warriors", "Orc Warriors", "Goblins", "Goblins"]),
    "chaos": ("General", ["Chaos Warriors", "Chaos Marauders"]),
}


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def roster(tmp_path: Path, army: str, piece: str, extra: str = "", rules: str = "[fw-artillery]") -> Path:
    """A 1000-point roster of ``army``: its own core, then ``piece`` from the Mercenaries list (the 5th line of units
    is the piece's ``profile``, the 6th its ``list``)."""
    general, units = OWN[army]
    own = "".join(f"  - profile: {u}\n" for u in units)
    text = (f"name: T\narmy: {army}\npoints_cap: 1000\nrules: {rules}\nunits:\n"
            f"  - profile: {piece}\n    list: mercenary\n{extra}{own}characters:\n  - profile: {general}\n")
    path = tmp_path / "r.yaml"
    path.write_text(text)
    return path


def problems(path: Path, armies: dict[str, ArmyList]) -> list[str]:
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    return [str(p) for p in err.value.problems]


@pytest.mark.parametrize(("army", "piece"), [
    ("dwarfs", "War Cannon"), ("dwarfs", "Giant Crossbow"), ("empire", "Ballista"), ("empire", "Giant Crossbow"),
    ("orcs", "Goblin War Giant"), ("orcs", "Ballista"), ("chaos", "War Mammoth"), ("chaos", "War Mammoth with Standard"),
])
def test_armies_named_take_the_piece_as_their_own(tmp_path: Path, armies: dict[str, ArmyList], army: str,
                                                 piece: str) -> None:
    r = load_roster(roster(tmp_path, army, piece), armies)
    assert (r.units[0].profile, r.units[0].hired_from, r.units[0].bought) == (piece, "mercenary", ())
    own = roster_points(r, armies[army], armies) - armies["mercenary"].unit(piece).points
    general, units = OWN[army]
    assert own == armies[army].character(general).points + sum(armies[army].unit(u).points for u in units)


@pytest.mark.parametrize(("army", "piece", "who"), [
    ("empire", "War Cannon", "Dwarfs and"), ("dwarfs", "Ballista", "Empire, Bretonnia, High Elves, Orcs and"),
    ("chaos", "Goblin War Giant", "Orcs and"), ("orcs", "War Mammoth", "Chaos and"),
    ("chaos", "Giant Crossbow", "Dwarfs, Empire and"),
])
def test_armies_not_named_are_refused_at_line_and_column(tmp_path: Path, armies: dict[str, ArmyList], army: str,
                                                        piece: str, who: str) -> None:
    path = roster(tmp_path, army, piece)
    name = armies[army].name
    assert problems(path, armies) == [f"{path}:6:14: units[0] '{piece}': {name} may not take a {piece}: only {who} "
                                      "the Mercenaries may"]


def test_armies_not_named_may_not_hire_it_either(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    hero = "    mercenary: paid\n"
    path = roster(tmp_path, "empire", "War Mammoth", hero, rules="[fantasy-warriors]")
    path.write_text(path.read_text() + "  - profile: Hero\n    mercenary: paid\n")
    assert problems(path, armies) == [f"{path}:6:14: units[0] 'War Mammoth': The Empire may not take a War Mammoth: "
                                      "only Chaos and the Mercenaries may"]


def test_armies_take_pieces_only_under_the_module(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = roster(tmp_path, "dwarfs", "War Cannon", rules="[]")
    assert problems(path, armies) == [f"{path}:6:14: units[0] 'War Cannon': War Cannon fights only under the "
                                      "fw-artillery rules: add fw-artillery (or fantasy-warriors) to the roster's rules"]


def test_armies_dragons_and_giants_any_army_only_as_mercenaries(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = roster(tmp_path, "dwarfs", "Mercenary Dragon", rules="[fantasy-warriors]")
    assert problems(path, armies) == [f"{path}:7:11: units[0] 'Mercenary Dragon': from another list (Mercenaries) "
                                      "only mercenaries are hired: add mercenary: paid, half or unpaid"]
    path = roster(tmp_path, "dwarfs", "Mercenary Giant", "    mercenary: half\n", rules="[fantasy-warriors]")
    path.write_text(path.read_text() + "  - profile: Hero\n    mercenary: half\n")
    r = load_roster(path, armies)
    assert dict(r.units[0].bought) == {"mercenary": 2}


def test_armies_a_dwarf_war_cannon_plays_with_its_gunpowder(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    r = load_roster(roster(tmp_path, "dwarfs", "War Cannon", "    gunpowder: 2\n"), armies)
    own = sum(armies["dwarfs"].unit(u).points for u in OWN["dwarfs"][1]) + armies["dwarfs"].character("General").points
    assert roster_points(r, armies["dwarfs"], armies) == own + 80 + 2 * 40
    foe = load_roster("armies/rosters/empire-2000.yaml", armies)
    spec = ScenarioSpec("t", (SideSetup("dwarfs", roster=r), SideSetup("empire", roster=foe)), rules=("fw-artillery",))
    state = new_game(spec, armies)
    gun = next(u for u in state.units.values() if state.unit_profile(u).has("war_cannon"))
    assert (gun.side, gun.flags["bought:gunpowder"], state.unit_profile(gun).range_mm) == (0, 2, 750)
    # Written back by the builder, the roster names the list it takes the gun from.
    again = tmp_path / "again.yaml"
    again.write_text(roster_yaml(r))
    assert load_roster(again, armies) == r


# ------------------------------------------------------------------ the champion
def test_champion_costs_ten_points_for_a_dragon_or_giant(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = Path("armies/rosters/mercenary-1000.yaml").read_text()
    path = tmp_path / "m.yaml"
    path.write_text(text.replace("points_cap: 1000", "points_cap: 1010").replace(
        "    name: Scarlet Tyrant\n", "    name: Scarlet Tyrant\n    champion: true\n"))
    r = load_roster(path, armies)
    assert roster_points(r, armies["mercenary"], armies) == 1010
    line = text.splitlines().index("    name: Long Bolt") + 1
    path.write_text(text.replace("points_cap: 1000", "points_cap: 1010").replace(
        "    name: Long Bolt\n", "    name: Long Bolt\n    champion: true\n"))
    assert problems(path, armies)[0] == (f"{path}:{line + 1}:15: units[4] 'Ballista': Ballista may not be a champion: "
                                         "only a mercenary dragon or giant is")


def champion_dice(champion: bool) -> tuple[int, list[str]]:
    """The giant's attack dice, and the rules adding to them, against the Orc Warriors its front touches."""
    from game.core.combat.attacks import plan_round

    s = battle(
        [unit("Mercenary Giant", 900, 700, id="g", bought=(("champion", 1),) if champion else ())],
        [unit("Orc Warriors", 900, 660, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="fight", ruleset=compose(["fw-artillery"]),
    )
    (stand,) = plan_round(s, ["g", "o"], 1).attacks["g"].stands
    return stand.dice, [m.rule for m in stand.modifiers]


def test_champion_giant_strikes_one_more_attack() -> None:
    assert champion_dice(False) == (8, [])
    assert champion_dice(True) == (9, ["fw.huge.champion"])


def test_armies_named_must_be_army_lists(tmp_path: Path) -> None:
    import shutil

    from game.data.armies import check_armies

    shutil.copytree("armies", tmp_path / "armies", ignore=shutil.ignore_patterns("rosters"))
    merc = tmp_path / "armies" / "mercenary.yaml"
    text = merc.read_text()
    merc.write_text(text.replace("    taken_by: [dwarfs]\n", "    taken_by: [dwarves]\n"))
    line = text.splitlines().index("    taken_by: [dwarfs]") + 1
    _, found = check_armies(tmp_path / "armies")
    assert [str(p).split("armies/", 1)[1] for p in found] == [
        f"mercenary.yaml:{line}:16: units[4] 'War Cannon': taken_by names 'dwarves', which is no other army list; "
        "did you mean 'dwarfs'?"]


def test_armies_a_base_of_its_own_is_frontage_by_depth(tmp_path: Path) -> None:
    import shutil

    from game.data.armies import check_armies

    shutil.copytree("armies", tmp_path / "armies", ignore=shutil.ignore_patterns("rosters"))
    merc = tmp_path / "armies" / "mercenary.yaml"
    text = merc.read_text()
    merc.write_text(text.replace("    base: 40x60\n", "    base: 40 by 60\n", 1))
    line = text.splitlines().index("    base: 40x60") + 1
    _, found = check_armies(tmp_path / "armies")
    assert [str(p).split("armies/", 1)[1] for p in found if "mercenary.yaml" in str(p)] == [
        f"mercenary.yaml:{line}:11: units[5] 'Goblin War Giant': base must be frontage x depth in mm, each 20 to 80, "
        "like 40x60, got '40 by 60'"]


def test_armies_a_dwarf_gun_in_a_random_battle_whose_log_verifies(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    from game.ai.agents import make_agent
    from game.replay.log import verify, write_log
    from game.replay.session import Session

    guns = load_roster(roster(tmp_path, "dwarfs", "War Cannon", "    gunpowder: 1\n"), armies)
    foe = load_roster("armies/rosters/empire-2000.yaml", armies)
    spec = ScenarioSpec("t", (SideSetup("dwarfs", roster=guns), SideSetup("empire", roster=foe)),
                        rules=("fw-artillery",), first_side=0)
    session = Session.start(new_game(spec, armies), seed=5)
    assert session.state.sides[0].army.id == "dwarfs+mercenary"
    agents = [make_agent("random", 0, 5), make_agent("random", 1, 5)]
    for _ in range(60):
        s = session.state
        if s.game_over:
            break
        session.apply(agents[s.acting_side()].choose(s)[0])
    write_log(session, tmp_path / "log.jsonl")
    assert verify(tmp_path / "log.jsonl").ok
