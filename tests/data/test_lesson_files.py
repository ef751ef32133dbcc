"""Lesson files: the first battle plays through the rules, and a broken "your turn" step is reported at its
line and column by the demo loader."""

from __future__ import annotations

from pathlib import Path

from game.core import Charge, Order
from game.data import load_armies
from game.data.demos import check_demo, load_demo
from game.data.your_turn import FIRST_LESSON
from game.replay.script import play_script

ARMIES = load_armies()


def test_the_first_lesson_plays_and_gives_the_player_every_kind_of_step() -> None:
    lesson = load_demo(FIRST_LESSON, ARMIES)
    run = play_script(lesson.spec, ARMIES)
    kinds = [run.steps[t.step - 1].action.kind for t in lesson.your_turn]
    assert kinds == ["order", "move", "order", "charge", "shoot", "fight", "combat_choice"]
    assert all(t.hint and t.rule for t in lesson.your_turn)


def test_a_step_agrees_only_on_the_fields_it_names() -> None:
    lesson = load_demo(FIRST_LESSON, ARMIES)
    order, charge = lesson.your_turn[0], lesson.your_turn[3]
    raw = [dict(a) for a in lesson.spec.actions]
    assert order.agrees(raw[0], Order("general", ("crossbows",)).to_dict())
    assert not order.agrees(raw[0], Order("general", ("halberdiers",)).to_dict())
    assert charge.agrees(raw[3], Charge("halberdiers", "warriors").to_dict())
    assert not charge.agrees(raw[3], Order("general", ("halberdiers",)).to_dict())


def test_a_broken_your_turn_step_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    text = FIRST_LESSON.read_text()
    text = text.replace("  - step: 9\n    title: Fight\n    match: [engagement]", "  - step: 9\n    title: Fight\n    match: [unit]")
    text = text.replace("  - step: 1\n", "  - step: 40\n", 1)
    p = tmp_path / "lesson.yaml"
    p.write_text(text)
    demo, problems = check_demo(p, ARMIES)
    assert demo is None
    lines = text.splitlines()
    step_line = next(i for i, s in enumerate(lines, 1) if s == "  - step: 40")
    match_line = next(i for i, s in enumerate(lines, 1) if s == "    match: [unit]")
    shown = [str(x) for x in problems]
    assert f"{p}:{step_line}:11: your_turn[0].step must be a step of the script (1 to 10), got 40" in shown
    assert any(s.startswith(f"{p}:{match_line}:5:") and "step 9 (fight) has no field 'unit' (it has: engagement)" in s for s in shown)
