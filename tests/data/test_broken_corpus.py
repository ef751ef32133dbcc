"""A corpus of broken army lists, rosters and scenarios, thrown at every door that reads them.

Each file holds one deliberate fault (its first line says which). Through ``validate``, ``scenario``,
``simulate --roster`` and the roster lists of the menus, each must be refused without a traceback or a
hang, by a message naming the file and the line of the fault; the menus list a broken roster as
unusable, with its reason, and go on.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.scenario import run_scenario
from game.cli.simulate import load_rosters
from game.data.paths import REPO_ROOT, ROSTERS_DIR
from game.data.validate import validate_paths

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "corpus"
BROKEN = Path(__file__).resolve().parent.parent / "fixtures" / "broken"

# file, the line its fault must be reported at, a fragment of the message
CASES = [
    ('army-attacks-million.yaml', 8, 'attacks must be 0 to 20, got 1000000'),
    ('army-hits-huge.yaml', 9, 'hits must be 1 to 20'),
    ('army-size-huge.yaml', 11, 'size must be 1 to 12'),
    ('army-points-trillion.yaml', 12, 'points must be 0 to 1000'),
    ('army-points-5000-digits.yaml', 12, 'got a number 5000 digits long'),
    ('army-range-huge.yaml', 17, 'range must be 1 to 200'),
    ('army-shots-huge.yaml', 16, 'shots must be 1 to 20'),
    ('army-attacks-float.yaml', 8, 'attacks must be a whole number (0 to 20), got 3.5'),
    ('army-attacks-nan.yaml', 8, 'attacks must be a whole number'),
    ('army-points-inf.yaml', 12, 'points must be a whole number'),
    ('army-attacks-negative.yaml', 8, 'attacks must be 0 to 20, got -2'),
    ('army-size-zero.yaml', 11, 'size must be 1 to 12, got 0'),
    ('army-command-zero.yaml', 26, 'command must be 1 to 10, got 0'),
    ('army-cast-seven.yaml', 35, 'cast must be 1 to 6, got 7'),
    ('army-spell-range-huge.yaml', 36, 'range must be 1 to 200'),
    ('army-limit-huge.yaml', 13, 'max must be 0 to 100'),
    ('army-limit-min-over-max.yaml', 13, 'has min 3 above max 1'),
    ('army-limit-shared-maxima.yaml', 23, "shares the cap 'guards' but not its max and per as given at line 13"),
    ('army-type-unknown.yaml', 7, "did you mean 'infantry'?"),
    ('army-rank-unknown.yaml', 24, 'rank must be one of'),
    ('army-no-general.yaml', 22, 'the list needs a character of rank general'),
    ('army-name-twice.yaml', 13, "'Spearmen' is used twice"),
    ('army-range-no-shots.yaml', 11, 'is given but the unit has no shots'),
    ('army-shots-no-range.yaml', 13, 'a unit that shoots needs a range'),
    ('army-units-empty.yaml', 5, 'units must be a list, got nothing'),
    ('army-units-mapping.yaml', 5, 'units must be a list, got a mapping'),
    ('army-missing-id.yaml', 2, "missing required key 'id'"),
    ('army-id-caps.yaml', 2, 'id must be a lower-case identifier'),
    ('army-deep-source.yaml', 4, 'nested more than 64 deep'),
    ('army-deep-50000.yaml', 4, 'nested more than 64 deep'),
    ('army-armour-text.yaml', 10, 'armour must be 3+ to 6+ or none, got good'),
    ('army-merge-key.yaml', 14, 'merge keys (<<) are not supported'),
    ('army-key-list.yaml', 2, 'keys must be plain words'),
    ('army-tab-indent.yaml', 10, 'YAML syntax error'),
    ('army-two-documents.yaml', 33, 'YAML syntax error'),
    ('army-counts-as-self.yaml', 13, 'must name another unit of this list'),
    ('army-special-undefined.yaml', 13, 'must be a special rule defined under special_rules'),
    ('army-mount-kind.yaml', 30, 'kind must be one of'),
    ('army-unclosed-bracket.yaml', 38, 'YAML syntax error'),
    ('army-unclosed-quote.yaml', 4, 'YAML syntax error'),
    ('army-latin1-byte.yaml', 13, 'file is not UTF-8 text (byte 0xe9 here)'),
    ('army-nul-byte.yaml', 3, 'YAML syntax error'),
    ('army-broken-utf8.yaml', 38, 'file is not UTF-8 text'),
    ('roster-cap-5000-digits.yaml', 4, 'got a number 5000 digits long'),
    ('roster-cap-trillion.yaml', 4, 'points_cap must be 1 to 50000'),
    ('roster-cap-zero.yaml', 4, 'points_cap must be 1 to 50000, got 0'),
    ('roster-cap-text.yaml', 4, 'must be a whole number'),
    ('roster-cap-float.yaml', 4, 'must be a whole number'),
    ('roster-no-general.yaml', 11, 'a force needs exactly one General; this one has 0'),
    ('roster-nothing.yaml', 7, 'a force needs exactly one General'),
    ('roster-army-list.yaml', 3, 'army must be an identifier, got a list'),
    ('roster-army-missing.yaml', 2, "missing required key 'army'"),
    ('roster-profile-number.yaml', 9, 'profile must be text, got 12'),
    ('roster-mount-unknown.yaml', 13, "has no mount called 'Dragon'"),
    ('roster-addon-not-addon.yaml', 10, 'Trolls'),
    ('roster-units-mapping.yaml', 6, 'units must be a list, got a mapping'),
    ('roster-alias-bomb.yaml', 6, 'description must be text, got a list'),
    ('roster-deep-description.yaml', 5, 'nested more than 64 deep'),
    ('roster-name-bool.yaml', 2, 'value yes was read as true'),
    ('roster-name-empty.yaml', 2, 'name must not be empty'),
    ('roster-name-list.yaml', 2, 'name must be text, got a list'),
    ('roster-duplicate-units.yaml', 11, "duplicate key 'units'"),
    ('roster-unknown-key.yaml', 5, "unknown key 'descripton'; did you mean 'description'?"),
    ('roster-over-cap.yaml', 4, 'over the cap of 200'),
    ('roster-two-generals-mounted.yaml', 11, 'exactly one General'),
    ('roster-top-scalar.yaml', 2, 'the top level must be a mapping of keys'),
    ('roster-tab.yaml', 10, 'YAML syntax error'),
    ('roster-bad-byte.yaml', 5, 'file is not UTF-8 text (byte 0xff here)'),
    ('scenario-seed-text.yaml', 23, 'seed must be a whole number'),
    ('scenario-seed-5000-digits.yaml', 23, 'got a number 5000 digits long'),
    ('scenario-seed-negative.yaml', 23, 'seed must be 0 to'),
    ('scenario-seed-float.yaml', 23, 'seed must be a whole number'),
    ('scenario-table-trillion.yaml', 3, 'width must be 100 to 10000, got 1000000000000'),
    ('scenario-table-5000-digits.yaml', 3, 'got a number 5000 digits long'),
    ('scenario-table-tiny.yaml', 3, 'width must be 100 to 10000, got 50'),
    ('scenario-start-step-bogus-unlimited.yaml', 24, 'start_step must be one of'),
    ('scenario-start-step-bogus.yaml', 24, "did you mean 'shoot'?"),
    ('scenario-start-step-number.yaml', 24, 'start_step must be text, got 3'),
    ('scenario-game-length-zero.yaml', 24, "the battle's length must be a number of turns (1 or more), d6, d6-short, random-end, unlimited; got 0"),
    ('scenario-game-length-word.yaml', 24, "options.game_length: module 'end'"),
    ('scenario-game-length-5000-digits.yaml', 24, 'options.game_length is a number 5000 digits long'),
    ('scenario-game-length-negative.yaml', 24, 'unlimited; got -3'),
    ('scenario-deployment-unknown.yaml', 24, "deployment must be one of alternate, auto, got 'sideways'"),
    ('scenario-option-misspelt.yaml', 24, "no rule module has an option 'make_wya'"),
    ('scenario-option-wrong-value.yaml', 24, 'stand_and_shoot must be always or never, got 3'),
    ('scenario-option-bool.yaml', 24, 'first_turn_bonus must be true or false'),
    ('scenario-options-list.yaml', 24, 'options must be a mapping of keys, got a list'),
    ('scenario-options-alias-bomb.yaml', 24, "unknown key 'xa'"),
    ('scenario-options-deep.yaml', 24, 'nested more than 64 deep'),
    ('scenario-actions-alias-bomb.yaml', 28, 'repeats a YAML alias'),
    ('scenario-action-alias-later.yaml', 28, 'actions[3] repeats a YAML alias'),
    ('scenario-options-alias-later.yaml', 24, 'options repeats a YAML alias'),
    ('scenario-action-side-5000-digits.yaml', 26, 'is a number 5000 digits long'),
    ('scenario-terrain-line.yaml', 7, 'enclose no area'),
    ('scenario-terrain-spot.yaml', 7, 'enclose no area'),
    ('scenario-terrain-two-points.yaml', 7, 'must hold at least 3 items, got 2'),
    ('scenario-terrain-off-table.yaml', 7, 'is off the 1800 x 1200 mm table'),
    ('scenario-overlap.yaml', 12, "overlap those of sides[0].units[0] 'Halberdiers'"),
    ('scenario-overlap-enemies.yaml', 18, "overlap those of sides[0].units[1] 'Knights'"),
    ('scenario-two-generals.yaml', 15, 'a side has one General'),
    ('scenario-no-general.yaml', 9, 'sides[0].characters: has no General'),
    ('scenario-no-characters.yaml', 11, 'sides[1]: has no General'),
    ('scenario-side-nothing.yaml', 15, 'has no units'),
    ('scenario-size-over.yaml', 11, 'size must be at most 3'),
    ('scenario-size-huge.yaml', 11, 'size must be at most 3'),
    ('scenario-hits-over.yaml', 11, 'hits must be at most 8'),
    ('scenario-stands-too-many.yaml', 12, 'holds 4 poses for a unit of 3 stands'),
    ('scenario-x-5000-digits.yaml', 11, 'got a number 5000 digits long'),
    ('scenario-blunder-huge.yaml', 12, 'blunder_penalty must be 0 to 10'),
    ('scenario-turn-limit-huge.yaml', 22, 'turn_limit must be 1 to 100'),
    ('scenario-turn-limit-zero.yaml', 22, 'turn_limit must be 1 to 100, got 0'),
    ('scenario-action-refused.yaml', 26, 'action 2 (knights charges goblins) is not allowed when the scenario runs'),
    ('scenario-action-bad-side.yaml', 26, 'action 2 (concede side 5) is not allowed when the scenario runs'),
    ('scenario-action-unknown-unit.yaml', 27, 'action 3'),
    ('scenario-dice-left-over.yaml', 24, 'are left over when the actions are done'),
    ('scenario-dice-seven.yaml', 24, 'must be 1 to 6, got 7'),
    ('scenario-first-side-two.yaml', 21, 'first_side must be 0, 1 or roll'),
    ('scenario-one-side.yaml', 8, 'sides must hold 2 items, got 1'),
    ('scenario-army-unknown.yaml', 15, 'must be a known army list'),
    ('scenario-roster-missing.yaml', 16, 'names a file that does not exist'),
    ('scenario-facing-float.yaml', 11, 'facing must be a whole number'),
    ('scenario-facing-360.yaml', 11, 'facing must be 0 to 359, got 360'),
    ('scenario-formation-unknown.yaml', 11, 'formation must be one of line, column'),
    ('scenario-char-profile-unknown.yaml', 14, 'must be a character of The Empire'),
    ('scenario-mount-for-wrong-rank.yaml', 14, 'War Altar may only be ridden by: wizard'),
    ('scenario-id-twice.yaml', 12, "'halberds' is already used by"),
    ('scenario-top-list.yaml', 2, 'the top level must be a mapping of keys, got a list'),
    ('scenario-duplicate-sides.yaml', 21, "duplicate key 'sides'"),
    ('scenario-hits-negative.yaml', 11, 'hits must be at least 0, got -1'),
    ('scenario-bad-byte.yaml', 5, 'file is not UTF-8 text (byte 0xf6 here)'),
    ('army-armour-hex-5000.yaml', 10, 'armour must be 3+ to 6+ or none, got 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFF... (5002 characters)'),
    ('roster-cap-hex-5000.yaml', 4, 'points_cap must be 1 to 50000, got a number 5001 digits long'),
    ('army-tagged-int-text.yaml', 8, 'attacks must be a whole number (0 to 20)'),
    ('army-tagged-bool-text.yaml', 13, 'flying must be true or false'),
    ('scenario-action-tagged-date.yaml', 26, 'actions[0].side must be int'),
    ('scenario-option-long-text.yaml', 24, "make_way must be always or never, got 'nevernever"),
    ('scenario-game-length-million.yaml', 24, 'options.game_length must be at most 100 turns, got 1000000'),
    ('scenario-rules-unknown.yaml', 24, "no rule module is called 'flanking_fire'"),
    ('scenario-rules-alias-bomb.yaml', 26, 'rules[1] repeats a YAML alias'),
]
SCENARIOS = [c for c in CASES if c[0].startswith("scenario-")]
ROSTERS = [c for c in CASES if c[0].startswith("roster-")]


def _validate(path: Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = validate_paths([str(path)], out=out)
    return status, out.getvalue().splitlines()


@pytest.mark.parametrize(("name", "line", "fragment"), CASES)
def test_validate_names_the_file_and_line_of_each_fault(name: str, line: int, fragment: str) -> None:
    path = CORPUS / name
    status, lines = _validate(path)
    assert status == 1
    assert lines and all(ln.startswith(f"{path}:") for ln in lines), lines
    hits = [ln for ln in lines if ln.startswith(f"{path}:{line}:")]
    assert any(fragment in ln for ln in hits), f"{fragment!r} not reported at line {line}: {lines}"


@pytest.mark.parametrize(("name", "line", "fragment"), SCENARIOS)
def test_running_a_broken_scenario_names_the_same_line(
    name: str, line: int, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = CORPUS / name
    try:
        status = run_scenario(str(path))
    except SystemExit as e:
        status = e.code  # type: ignore[assignment]
    err = capsys.readouterr().err
    assert status == 1
    assert f"{path}:{line}:" in err, err


@pytest.mark.parametrize(("name", "line", "fragment"), ROSTERS)
def test_simulating_with_a_broken_roster_names_its_line(
    name: str, line: int, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = CORPUS / name
    with pytest.raises(SystemExit) as stop:
        load_rosters([str(path), str(ROSTERS_DIR / "orcs-2000.yaml")])
    assert stop.value.code == 1
    err = capsys.readouterr().err
    assert f"{path}:{line}:" in err and fragment in err, err


def test_the_menus_list_every_broken_roster_as_unusable_with_its_reason(tmp_path: Path) -> None:
    from game.ui.catalogue import Catalogue

    for name, *_ in ROSTERS:
        (tmp_path / name).write_bytes((CORPUS / name).read_bytes())
    cat = Catalogue(user_rosters=tmp_path)
    mine = {r.path.name: r for r in cat.rosters() if not r.shipped}
    assert set(mine) == {name for name, *_ in ROSTERS}
    for name, line, fragment in ROSTERS:
        entry = mine[name]
        assert not entry.usable, name
        assert entry.label.endswith("cannot be read" if entry.roster is None else "has problems"), entry.label
        # A damaged file names its line; a force breaking the selection rules says which rule, as the builder does.
        assert any(f"line {line}:" in p or fragment.lower() in p.lower() for p in entry.problems), entry.problems
    # The shipped rosters stay usable beside them.
    assert all(r.usable for r in cat.rosters() if r.shipped)


@pytest.mark.parametrize(
    ("name", "where", "anchor"),
    [
        ("scenario-action-alias-later.yaml", "28:5", 25),
        ("scenario-options-alias-later.yaml", "24:10", 3),
        ("scenario-actions-alias-bomb.yaml", "28:12", 27),
        ("scenario-rules-alias-bomb.yaml", "26:5", 25),
    ],
)
def test_an_alias_is_refused_where_it_is_written_not_at_its_anchor(name: str, where: str, anchor: int) -> None:
    """The composed YAML tree keeps only the anchor's place; the player must be sent to the ``*name``."""
    path = CORPUS / name
    _, lines = _validate(path)
    refused = [ln for ln in lines if "repeats a YAML alias" in ln]
    assert refused and refused[0].startswith(f"{path}:{where}: "), lines
    assert not any(ln.startswith(f"{path}:{anchor}:") and "YAML alias" in ln for ln in lines), lines


def test_the_corpus_through_the_command_line_never_crashes() -> None:
    """One run of ``python -m game validate`` over every broken file: no traceback, no crash of the
    YAML library (lists nested 50,000 deep once killed the process), every file named."""
    files = sorted(CORPUS.glob("*.yaml")) + sorted(BROKEN.glob("*.yaml"))
    run = subprocess.run(
        [sys.executable, "-m", "game", "validate", *map(str, files)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stdout + run.stderr
    named = {ln.split(":", 1)[0] for ln in run.stdout.splitlines()}
    assert named == {str(f) for f in files}


def test_every_corpus_file_is_in_the_table_and_there_are_a_hundred_broken_files() -> None:
    assert {p.name for p in CORPUS.glob("*.yaml")} == {name for name, *_ in CASES}
    assert len(CASES) + len(list(BROKEN.glob("*.yaml"))) >= 100


def test_a_pipe_a_device_or_a_huge_file_is_refused_at_once(tmp_path: Path) -> None:
    """Reading them whole would never end (a pipe with no writer, ``/dev/zero``) or take all memory."""
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    huge = tmp_path / "huge.yaml"
    huge.write_text("name: x\n" + "#" * 6_000_000 + "\n")
    status, lines = _validate(pipe)
    assert status == 1 and lines == [f"{pipe}:1:1: cannot read file: not a regular file"]
    status, lines = _validate(Path("/dev/zero"))
    assert status == 1 and lines == ["/dev/zero:1:1: cannot read file: not a regular file"]
    status, lines = _validate(huge)
    assert status == 1 and lines == [f"{huge}:1:1: file is over 5 MB; no data file of ours is a tenth of that"]


def test_a_game_built_in_code_with_an_unknown_start_step_is_refused_not_walked_for_ever() -> None:
    """Specs built without a file (the set-up screen, tests) skip validate: new_game itself refuses."""
    import dataclasses

    from game.core.scenario import new_game
    from game.data import SCENARIOS_DIR, load_armies, load_scenario

    armies = load_armies()
    spec = load_scenario(SCENARIOS_DIR / "skirmish.yaml", armies)
    endless = dataclasses.replace(spec, start_step="nowhere", options={"game_length": "unlimited"})
    with pytest.raises(ValueError, match="start step must be one of initiative, home_back, orders"):
        new_game(endless, armies)
