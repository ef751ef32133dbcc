"""Demo files: every shipped demo plays through the rules to its end, the library covers every rule point of
the Warmaster seeds, and a broken demo file is reported at its line and column."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli.demo import list_text
from game.data import load_armies
from game.data.demos import DEMOS_DIR, SEED_POINTS, check_demo, demo_files, load_demos
from game.replay.script import ScriptError, play_script

ARMIES = load_armies()
NAMES = [p.stem for p in demo_files()]

# Every numbered point of "Command & Initiative at a Glance" and of the characters document, and the parts
# of the rest of the rules, as the issue names them: the library must show each one.
RULE_POINTS = [
    "sequence",
    "initiative.1",
    "initiative.2",
    "home_back.1",
    *(f"orders.{n}" for n in range(1, 10)),
    "penalty.distance",
    "penalty.successive",
    "penalty.enemy_near",
    "penalty.dense_terrain",
    "penalty.casualties",
    "brigade.1",
    "brigade.2",
    "characters.game_values",
    "characters.general",
    "characters.hero",
    "characters.wizard",
    "characters.moves",
    "characters.joining",
    "characters.pushed_aside",
    "characters.enemy_through",
    "characters.in_combat",
    "characters.mounts",
    "shooting",
    "combat",
    "magic",
    "end",
]


@pytest.mark.parametrize("name", NAMES)
def test_demo_plays_to_its_end_with_every_die_used(name: str) -> None:
    demo, problems = check_demo(DEMOS_DIR / f"{name}.yaml", ARMIES)
    assert problems == [] and demo is not None
    run = play_script(demo.spec, ARMIES)
    assert len(run.steps) == len(demo.spec.actions) > 0
    assert run.dice_used == len(demo.spec.dice or ())
    # Each step that is not a shown refusal changed the game or said why it did not.
    for step in run.steps:
        assert step.was_refused or step.events, f"step {step.number} ({step.action}) did nothing"


def test_the_library_shows_every_rule_point_of_the_seeds() -> None:
    demos = load_demos(ARMIES)
    shown = {p for d in demos for p in d.points}
    assert [p for p in RULE_POINTS if p not in shown] == []
    # The listing wraps its lines: compare with the spaces evened out.
    listing = " ".join(list_text(demos).split())
    for p in RULE_POINTS:
        assert SEED_POINTS[p] in listing


def test_demo_list_groups_demos_under_their_areas(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    assert main(["demo", "--list"]) == 0
    out = capsys.readouterr().out

    def heading(h: str) -> int:
        return out.index(f"{h}\n{'=' * len(h)}\n")

    assert heading("Initiative and homing back") < out.index("Initiative: charge or evade before orders")
    assert heading("Orders") < heading("Shooting") < heading("Magic") < out.index("Ball of Flame")
    assert "[orders-and-penalties]" in out


def _write(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "bad.yaml"
    p.write_text(body, encoding="utf-8")
    return p


def test_a_broken_demo_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "title: Broken\n"
        "area: orders\n"
        "summary: A demo with mistakes.\n"
        "points: [orders.1, orders.10]\n"
        "scenario: ../../assets/scenarios/command/home-back.yaml\n"
        "captions:\n"
        "  - {step: 9, text: too far}\n",
    )
    body = path.read_text().replace("../../assets", str(DEMOS_DIR.parent))
    path.write_text(body)
    demo, problems = check_demo(path, ARMIES)
    assert demo is None
    lines = [str(p) for p in problems]
    assert any(":4:" in s and "orders.10" in s for s in lines), lines
    assert any(":7:" in s and "1 to 2" in s for s in lines), lines
    assert all(s.startswith(str(path.name)) or "bad.yaml" in s for s in lines)


def test_a_demo_cannot_both_name_a_scenario_and_carry_its_keys(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "title: Both\narea: orders\nsummary: Two sources.\npoints: [orders.1]\n"
        f"scenario: {DEMOS_DIR.parent / 'scenarios/command/home-back.yaml'}\nseed: 3\n",
    )
    _, problems = check_demo(path, ARMIES)
    assert any("not both" in p.message and p.line == 1 for p in problems)


def test_a_script_the_rules_refuse_names_its_step(tmp_path: Path) -> None:
    demo = load_demos(ARMIES)[0]
    import dataclasses

    actions = (*demo.spec.actions, {"kind": "order", "character": "nobody", "units": ["x"]})
    spec = dataclasses.replace(demo.spec, actions=actions)
    with pytest.raises(ScriptError, match=f"step {len(actions)} "):
        play_script(spec, ARMIES)


def test_the_readme_example_plays(tmp_path: Path) -> None:
    import re

    readme = (DEMOS_DIR / "README.md").read_text(encoding="utf-8")
    (block,) = re.findall(r"```yaml\n(.*?)```", readme, flags=re.S)
    demo, problems = check_demo(_write(tmp_path, block), ARMIES)
    assert [str(p) for p in problems] == [] and demo is not None
    run = play_script(demo.spec, ARMIES)
    assert demo.caption(2).startswith("One order, one move") and len(run.steps) == 2
