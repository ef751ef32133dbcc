"""Every broken fixture is reported at the exact line and column, with a helpful message."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from game.data import DataError, load_armies, load_army, load_roster, load_scenario
from game.data.validate import validate_paths

BROKEN = Path(__file__).resolve().parent.parent / "fixtures" / "broken"

# file, line, column, a fragment of the message
CASES = [
    ("army-duplicate-key.yaml", 12, 5, "units[0] 'Spearmen': duplicate key 'hits' (first at line 9)"),
    ("army-unknown-key.yaml", 11, 5, "units[0] 'Knights': unknown key 'armor'; did you mean 'armour'?"),
    ("army-wrong-type.yaml", 9, 11, "units[0] 'Spearmen': hits must be a whole number (1 to 20), got 'three'"),
    ("army-armour-7.yaml", 10, 13, "units[0] 'Spearmen': armour must be 3+ to 6+ or none, got 7+"),
    ("army-command-11.yaml", 17, 14, "characters[0] 'General': command must be 1 to 10, got 11"),
    ("army-version-float.yaml", 4, 16, 'rules_version: value 2.10 was read as the number 2.1; write it quoted: "2.10"'),
    (
        "army-unknown-special.yaml",
        17,
        15,
        "special[0] must be a special rule defined under special_rules, got 'must_charg'; did you mean 'must_charge'?",
    ),
    (
        "roster-unknown-unit.yaml",
        10,
        14,
        "units[4] 'Knigths': The Empire has no unit called 'Knigths'; did you mean 'Knights'?",
    ),
    ("roster-over-points.yaml", 4, 13, "points_cap: force costs 1095 points, over the cap of 1000"),
    ("roster-two-generals.yaml", 10, 1, "characters: a force needs exactly one General; this one has 2"),
    (
        "roster-below-minimum.yaml",
        6,
        5,
        "units[0] 'Halberdiers': at least 4 needed for a 2000-point force, roster has 2",
    ),
    ("roster-no-as-false.yaml", 2, 7, "name: value NO was read as false; quote it if you meant the text"),
    (
        "roster-unknown-army.yaml",
        3,
        7,
        "got 'empire_army'; did you mean 'empire'?",
    ),
    ("roster-sexagesimal.yaml", 4, 13, "points_cap: value 16:40 was read as the base-60 number 1000"),
    ("scenario-octal.yaml", 10, 7, "seed: value 012 was read as the octal number 10; write 12 without the leading"),
    ("scenario-unknown-terrain.yaml", 5, 11, "terrain[0] 't1': kind must be one of open, hill, wood"),
    (
        "scenario-bridge-on-river.yaml",
        5,
        5,
        "terrain[1] 'old-bridge': this bridge lies on river 'river', whose water under it would still block every move",
    ),
    ("scenario-unknown-action.yaml", 12, 11, "actions[1].kind must be a known action kind"),
    ("scenario-action-field.yaml", 12, 5, "actions[0]: action 'concede' has no field 'player'"),
    (
        "scenario-unknown-profile.yaml",
        9,
        19,
        "sides[1].units[0] 'Knights': profile must be a unit of Orcs, got 'Knights'",
    ),
    (
        "scenario-off-table.yaml",
        6,
        39,
        "sides[0].units[0] 'Knights': stand 1 would sit at (1880, 1000), off the 1800 x 1200 mm table",
    ),
    (
        "scenario-off-table.yaml",
        8,
        35,
        "sides[0].characters[0] 'Wizard': joined must be the id of a unit of this side, got 'knights'",
    ),
    ("syntax-error.yaml", 6, 4, "YAML syntax error: did not find expected '-' indicator"),
    ("empty.yaml", 1, 1, "file is empty"),
    ("top-level-list.yaml", 1, 1, "the top level must be a mapping of keys, got a list"),
]


def _report(path: Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = validate_paths([str(path)], out=out)
    return status, out.getvalue().splitlines()


@pytest.mark.parametrize(("name", "line", "column", "fragment"), CASES)
def test_problem_is_reported_at_its_position(name: str, line: int, column: int, fragment: str) -> None:
    path = BROKEN / name
    status, lines = _report(path)
    assert status == 1
    prefix = f"{path}:{line}:{column}: "
    hits = [ln for ln in lines if ln.startswith(prefix)]
    assert hits, f"nothing reported at {line}:{column}; got {lines}"
    assert any(fragment in ln for ln in hits), f"{fragment!r} not in {hits}"


def test_every_fixture_is_in_the_table() -> None:
    covered = {name for name, *_ in CASES}
    assert {p.name for p in BROKEN.glob("*.yaml")} == covered
    assert len(covered) >= 14


def test_each_fixture_has_only_its_deliberate_problems() -> None:
    expected: dict[str, int] = {}
    for name, *_ in CASES:
        expected[name] = expected.get(name, 0) + 1
    for name, count in expected.items():
        _, lines = _report(BROKEN / name)
        # scenario-action-field also misses its required 'side' field: one mistake, two facts.
        extra = 1 if name == "scenario-action-field.yaml" else 0
        assert len(lines) == count + extra, lines


def test_loaders_raise_data_error_with_every_problem() -> None:
    armies = load_armies()
    with pytest.raises(DataError) as err:
        load_army(BROKEN / "army-armour-7.yaml")
    assert err.value.problems[0].line == 10
    assert str(err.value.problems[0]).endswith("armour must be 3+ to 6+ or none, got 7+")
    with pytest.raises(DataError):
        load_roster(BROKEN / "roster-two-generals.yaml", armies)
    with pytest.raises(DataError) as err:
        load_scenario(BROKEN / "scenario-unknown-action.yaml", armies)
    assert isinstance(err.value, ValueError)


def test_unreadable_file_is_a_problem_not_a_traceback(tmp_path: Path) -> None:
    status, lines = _report(tmp_path / "missing.yaml")
    assert status == 1
    assert lines == [f"{tmp_path / 'missing.yaml'}:1:1: cannot read file: No such file or directory"]
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes(b"name: ok\nname2: caf\xe9\n")
    status, lines = _report(bad)
    assert lines == [f"{bad}:2:11: file is not UTF-8 text (byte 0xe9 here); save it as UTF-8"]
