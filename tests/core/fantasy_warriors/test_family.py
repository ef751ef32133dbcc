"""The Fantasy Warriors family: one choice brings every part, each part is switchable, and the rulebook
explains every rule the family's events name and lists what Warhost does not carry."""

from __future__ import annotations

import re
from pathlib import Path

from game.cli.rules import run_rules
from game.core.fantasy_warriors import MODULES
from game.core.modules import compose


def test_family_one_choice_brings_every_part() -> None:
    r = compose(["fantasy-warriors"])
    assert [m.id for m in r.modules][-len(MODULES):] == [m.id for m in MODULES]


def test_family_each_part_is_switchable_alone_with_the_states_it_needs() -> None:
    for part in ("fw-speeches", "fw-firewater", "fw-poisoned-arrows", "fw-flying", "fw-tricks", "fw-update",
                 "fw-mercenaries", "fw-equipment"):
        ids = [m.id for m in compose([part]).modules]
        assert ids[-2:] == ["fw-states", part]


def test_family_rulebook_explains_every_rule_its_code_names() -> None:
    r = compose(["fantasy-warriors"])
    named: set[str] = set()
    for f in Path("game/core/fantasy_warriors").glob("*.py"):
        named |= set(re.findall(r'"(fw\.[a-z_.]+)"', f.read_text()))
    assert named
    assert [n for n in sorted(named) if r.explain(n) is None] == []


def test_family_rules_command_lists_what_is_not_carried_and_why(capsys: object) -> None:
    assert run_rules("fantasy-warriors") == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "fw.not_carried.scouting — Units that scouted" in out
    assert "fw.forwards — Wood elves setting up forwards" in out and "setting_up_forwards" not in out
    assert "fw.speech.table — The speech table" in out
