"""Scenario files become ScenarioSpecs that start a game."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.actions import action_from_dict
from game.core.profiles import ArmyList
from game.core.scenario import new_game
from game.data import DEFAULT_SCENARIO, SCENARIOS_DIR, TERRAIN_KINDS, DataError, load_armies, load_scenario
from game.data.scenarios import check_scenario
from game.table import Base, Mover, Table, TerrainKind, TerrainPiece


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def test_pitched_battle_is_the_default_and_uses_both_rosters(armies: dict[str, ArmyList]) -> None:
    assert DEFAULT_SCENARIO == SCENARIOS_DIR / "pitched-battle.yaml"
    spec = load_scenario(DEFAULT_SCENARIO, armies)
    assert (spec.name, spec.table_w, spec.table_h, spec.turn_limit) == ("Pitched battle", 1800, 1200, 8)
    assert [s.army for s in spec.sides] == ["empire", "orcs"]
    assert all(s.roster is not None and s.roster.points_cap == 2000 for s in spec.sides)
    assert 6 <= len(spec.terrain) <= 10
    kinds = {t.kind for t in spec.terrain}
    assert {"wood", "hill", "village", "river", "road", "low_obstacle"} <= kinds
    assert kinds & {"ford", "bridge"}
    assert all(t.kind in TERRAIN_KINDS and len(t.points) >= 3 for t in spec.terrain)
    state = new_game(spec, armies)
    assert len(state.units) == sum(len(s.roster.units) for s in spec.sides if s.roster)
    for unit in state.units.values():
        assert all(0 <= st.x <= 1800 and 0 <= st.y <= 1200 for st in unit.stands)


def test_skirmish_places_units_and_scripts_proceeds(armies: dict[str, ArmyList]) -> None:
    spec = load_scenario(SCENARIOS_DIR / "skirmish.yaml", armies)
    assert (spec.turn_limit, spec.seed, spec.first_side) == (2, 7, 0)
    assert {t.kind for t in spec.terrain} == {"wood", "hill"}
    assert len(spec.actions) >= 3 and all(a["kind"] == "proceed" for a in spec.actions)
    assert [str(action_from_dict(a)) for a in spec.actions][0] == "proceed"
    for side in spec.sides:
        assert side.roster is None and len(side.units) >= 3 and len(side.characters) >= 2
    wizard = spec.sides[0].characters[1]
    halberds = spec.sides[0].units[0]
    assert (wizard.joined, wizard.x, wizard.y, wizard.facing) == ("e_halberds", halberds.x, halberds.y, 0)
    assert halberds.addons == ("Skirmishers",)
    state = new_game(spec, armies)
    assert len(state.units["e_halberds"].stands) == 4
    assert state.characters["o_shaman"].joined == "o_warriors"


def test_every_shipped_scenario_loads(armies: dict[str, ArmyList]) -> None:
    paths = sorted(SCENARIOS_DIR.glob("*.yaml"))
    assert len(paths) >= 2
    for path in paths:
        new_game(load_scenario(path, armies), armies)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


SIDES = """sides:
  - army: empire
    units: [{profile: Knights, id: k, x: 900, y: 1000}]
    characters: [{profile: General, x: 900, y: 1100}]
  - army: orcs
    units: [{profile: Boar Riders, id: b, x: 900, y: 200, facing: 180}]
    characters: [{profile: Orc General, x: 900, y: 100, facing: 180}]
"""


def test_optional_fields_reach_the_spec(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    spec = load_scenario(
        write(
            tmp_path,
            "name: T\n"
            + SIDES
            + (
                "first_side: roll\n"
                "dice: [1, 6, 3]\n"
                "options: {stand_and_shoot: never, game_length: 5}\n"
                "start_step: shoot\n"
                "actions:\n"
                "  - {kind: concede, side: 1}\n"
            ),
        ),
        armies,
    )
    assert spec.first_side is None
    assert spec.dice == (1, 6, 3)
    assert spec.options == {"stand_and_shoot": "never", "game_length": 5}
    assert spec.start_step == "shoot"
    assert spec.actions == ({"kind": "concede", "side": 1},)
    assert (spec.table_w, spec.table_h, spec.turn_limit, spec.seed) == (1800, 1200, 8, 1)


def test_roster_path_may_be_relative_to_the_scenario(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    (tmp_path / "mine.yaml").write_text((Path(__file__).parents[2] / "armies/rosters/orcs-2000.yaml").read_text())
    spec = load_scenario(
        write(
            tmp_path,
            (
                "name: T\n"
                "sides:\n"
                "  - {army: empire, roster: armies/rosters/empire-2000.yaml}\n"
                "  - {army: orcs, roster: mine.yaml}\n"
            ),
        ),
        armies,
    )
    assert spec.sides[1].roster is not None and spec.sides[1].roster.name == "Orcs 2000"


@pytest.mark.parametrize(
    ("extra", "line", "fragment"),
    [
        ("dice: [1, 7]\n", 9, "dice[1] must be 1 to 6, got 7"),
        ("first_side: 2\n", 9, "first_side must be 0, 1 or roll, got 2"),
        ("actions:\n  - {kind: concede, side: one}\n", 10, "actions[0].side must be int, got 'one'"),
        ("actions:\n  - {side: 1}\n", 10, "actions[0]: missing required key 'kind'"),
        ("table: {width: 1800, hieght: 1200}\n", 9, "table: unknown key 'hieght'; did you mean 'height'?"),
        ("options: [1]\n", 9, "options must be a mapping of keys, got a list"),
    ],
)
def test_scenario_field_problems(
    tmp_path: Path, armies: dict[str, ArmyList], extra: str, line: int, fragment: str
) -> None:
    path = write(tmp_path, "name: T\n" + SIDES + extra)
    with pytest.raises(DataError) as err:
        load_scenario(path, armies)
    found = [p for p in err.value.problems if p.line == line and fragment in p.message]
    assert found, [str(p) for p in err.value.problems]


def test_side_problems(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(
        tmp_path,
        (
            "name: T\n"
            "sides:\n"
            "  - army: empire\n"
            "    roster: armies/rosters/orcs-2000.yaml\n"
            "  - army: orks\n"
            "    units:\n"
            "      - {profile: Boar Riders, x: 900, y: 200}\n"
            "terrain:\n"
            "  - {id: a, kind: hill, points: [[0, 0], [100, 0], [100, 1300]]}\n"
            "  - {id: a, kind: wood, points: [[0, 0], [100, 0]]}\n"
        ),
    )
    with pytest.raises(DataError) as err:
        load_scenario(path, armies)
    got = [f"{p.line}:{p.column}: {p.message}" for p in err.value.problems]
    known = ", ".join(sorted(armies))
    assert got == [
        "4:13: sides[0]: roster 'armies/rosters/orcs-2000.yaml' is for army 'orcs', but this side plays 'empire'",
        f"5:11: sides[1].army must be a known army list ({known}), got 'orks'; did you mean 'orcs'?",
        "9:52: terrain[0] 'a': points[2] at (100, 1300) is off the 1800 x 1200 mm table",
        "10:10: terrain[1] 'a': id 'a' is already used by terrain[0]",
        "10:25: terrain[1] 'a': points must hold at least 3 items, got 2",
    ]


def test_placement_problems(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(
        tmp_path,
        (
            "name: T\n"
            "sides:\n"
            "  - army: empire\n"
            "    units:\n"
            "      - {profile: Knights, id: k, x: 900, y: 1000, addons: [Skirmishers]}\n"
            "      - {profile: Halberdiers, id: k, stands: [[100, 100, 0]]}\n"
            "    characters:\n"
            "      - {profile: Wizard, mount: Griffon, joined: k}\n"
            "      - {profile: General, mount: War Altar}\n"
            "  - army: orcs\n"
            "    units:\n"
            "      - {profile: Boar Riders, x: 900, y: 200}\n"
            "    characters:\n"
            "      - {profile: Orc General, x: 900, y: 100}\n"
        ),
    )
    with pytest.raises(DataError) as err:
        load_scenario(path, armies)
    got = [f"{p.line}:{p.column}: {p.message}" for p in err.value.problems]
    assert got == [
        "5:61: sides[0].units[0] 'Knights': Skirmishers may not join Knights",
        "6:36: sides[0].units[1] 'Halberdiers': id 'k' is already used by sides[0].units[0] 'Knights'",
        "6:39: sides[0].units[1] 'Halberdiers': stands holds 1 pose for a unit of 3 stands",
        "9:9: sides[0].characters[1] 'General': needs x and y (or the id of the unit it has joined)",
        "9:35: sides[0].characters[1] 'General': mount War Altar may only be ridden by: wizard",
    ]


@pytest.mark.parametrize(
    ("x", "mover", "crosses"),
    [
        (900, Mover.INFANTRY, True),  # the bridge
        (900, Mover.ARTILLERY, True),
        (400, Mover.INFANTRY, True),  # the ford
        (400, Mover.CAVALRY, True),
        (400, Mover.ARTILLERY, False),  # wheels cannot take the ford
        (650, Mover.INFANTRY, False),  # between the crossings the stream is impassable
        (200, Mover.CAVALRY, False),
    ],
)
def test_the_pitched_battles_stream_is_crossed_at_the_bridge_and_the_ford(
    armies: dict[str, ArmyList], x: int, mover: Mover, crosses: bool
) -> None:
    spec = load_scenario(DEFAULT_SCENARIO, armies)
    pieces = [TerrainPiece(t.id, TerrainKind(t.kind), tuple(map(tuple, t.points)), t.name) for t in spec.terrain]
    table = Table(1800, 1200, pieces, [])
    south = Base(id="s", owner="u", side=0, x=x, y=720, facing=0, width=40, depth=20)
    north = Base(id="s", owner="u", side=0, x=x, y=520, facing=0, width=40, depth=20)
    assert bool(table.path_clear(south, north, mover=mover)) is crosses
    assert bool(table.path_clear(north, south, mover=mover)) is crosses


def test_a_scenario_names_its_rule_modules_and_each_option_must_belong_to_one(tmp_path: Path, armies) -> None:
    path = write(
        tmp_path,
        "name: T\n"
        + SIDES
        + "options:\n  stand_and_shoot: sometimes\n  colour: red\nrules:\n  - ninth-ages\n  - [1]\n",
    )
    spec, problems = check_scenario(path, armies)
    assert spec is None
    lines = [f"{p.line}:{p.column}: {p.message}" for p in problems]
    n = SIDES.count("\n")
    # Every option and optional module the game knows is named, whichever modules are in the catalogue.
    from game.core.modules import optional_modules

    modules = ", ".join(m.id for m in optional_modules())
    assert modules.startswith("ninth-age-characters, fw-states")
    assert lines == [
        f"{n + 3}:3: options.stand_and_shoot: module 'shooting': stand_and_shoot must be always or never, got 'sometimes'",
        f"{n + 4}:3: options.colour: no rule module has an option 'colour' (options: bad_light, central_deployment, "
        "deployment, first_turn_bonus, game_length, leave_for_good, make_way, night, per_command, players, stand_and_shoot)",
        f"{n + 6}:5: rules[0]: no rule module is called 'ninth-ages' (optional modules: {modules})",
        f"{n + 7}:5: rules[1]: must be a rule module's id, or one id with its options ({{id: {{option: value}}}})",
    ]


def test_pieces_marked_waiting_start_off_the_table_and_the_battle_begins_with_setting_them_up(
    armies: dict[str, ArmyList],
) -> None:
    from game.core.dice import ScriptedDice
    from game.core.turn import Start

    spec = load_scenario(SCENARIOS_DIR / "ninth-age" / "unit-of-characters-in-deployment.yaml", armies)
    s = new_game(spec, armies)
    waiting = sorted(p.id for p in [*s.units.values(), *s.characters.values()] if p.off_table)
    assert waiting == ["general", "halberdiers", "hero"]
    # The Orcs, placed, are on the table; the Empire sets up its three pieces first, the Halberdiers now.
    assert not s.units["warriors"].off_table and not s.characters["warboss"].off_table
    s.apply(Start(), ScriptedDice([]))
    assert s.phase == "deployment" and {a.kind for a in s.legal_actions()} >= {"deploy_unit"}
    for a in spec.actions:
        s.apply(action_from_dict({k: v for k, v in a.items() if k != "note"}), ScriptedDice([]))
    band = s.units[s.characters["hero"].joined or ""]
    assert band.name == "General's band" and s.phase == "command"
