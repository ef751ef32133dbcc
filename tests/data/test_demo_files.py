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
    block, module_block = re.findall(r"```yaml\n(.*?)```", readme, flags=re.S)
    demo, problems = check_demo(_write(tmp_path, block), ARMIES)
    assert [str(p) for p in problems] == [] and demo is not None
    run = play_script(demo.spec, ARMIES)
    assert demo.caption(2).startswith("One order, one move") and len(run.steps) == 2
    # The module demo: no area given, so it is listed under the module its rules switch on.
    demo, problems = check_demo(_write(tmp_path, module_block), ARMIES)
    assert [str(p) for p in problems] == [] and demo is not None
    assert (demo.area, demo.area_title) == ("ninth-age-characters", "Optional rules: Ninth Age characters")
    assert demo.rules_line == "Played with the optional rules: Ninth Age characters."
    run = play_script(demo.spec, ARMIES)
    assert [type(e).__name__ for e in run.steps[0].events][-1] == "CharacterSlain"


# Every rule the character modules carry today, and each army's special rules: each has a demo.
MODULE_POINTS = {
    "ninth-age-characters": ["ninth_age.hits", "ninth_age.joining", "ninth_age.leaving", "ninth_age.lone",
                             "ninth_age.wiped_out"],
    "warhammer8-characters": ["wh8.joining", "wh8.shooting", "wh8.shooting.picked_out", "wh8.look_out_sir",
                              "wh8.look_out_sir.template", "wh8.close_combat", "wh8.challenge",
                              "wh8.challenge.refuse", "wh8.challenge.overkill", "wh8.inspiring_presence",
                              "wh8.hold_your_ground", "wh8.battle_standard.combat"],
    "empire": ["specials.steam_tank", "specials.steam_tank.malfunction", "specials.skirmishers"],
    "orcs": ["specials.giant", "specials.giant.wild", "specials.badly_hurt"],
    "tomb-kings": ["specials.bone_giant", "specials.skull_chukka", "specials.tomb_king", "specials.zombie_dragon",
                   "magic.raise_dead", "magic.hold"],
}


def test_every_module_rule_has_a_demo_listed_under_the_modules_title(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    demos = load_demos(ARMIES)
    for module, points in MODULE_POINTS.items():
        shown = {p for d in demos if d.area == module for p in d.points}
        assert [p for p in points if p not in shown] == [], module
    assert main(["demo", "--list"]) == 0
    out = capsys.readouterr().out
    for heading, demo in (
        ("Optional rules: Ninth Age characters", "[ninth-age-lone]"),
        ("Army special rules: The Empire", "[empire-steam-tank]"),
        ("Army special rules: Orcs", "[orcs-giant-throws]"),
        ("Army special rules: Tomb Kings", "[tomb-kings-bone-giant]"),
    ):
        section = out[out.index(f"{heading}\n{'=' * len(heading)}\n") :].split("\n\n")[0]
        assert demo in section, heading
    assert "Shows: Lone characters are shot at; Characters as pieces; A character slain by hits." in out
    # The optional module's demos switch it on; the base rules' demos do not.
    for d in demos:
        assert ("ninth-age-characters" in d.spec.rules) == (d.area == "ninth-age-characters"), d.name


def test_a_demo_with_an_unknown_area_or_rule_point_is_refused_at_its_line(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "title: Unknown\narea: ninth-age\nsummary: A module that is not there.\npoints: [ninth_age.lonely]\n"
        f"scenario: {DEMOS_DIR.parent / 'scenarios/ninth-age/joining-and-leaving.yaml'}\n",
    )
    _, problems = check_demo(path, ARMIES)
    lines = {p.line: p.message for p in problems}
    assert "did you mean 'ninth_age.lone'?" in lines[4]
    assert "rule module's id" in lines[2] and "did you mean 'ninth-age-characters'?" in lines[2]
