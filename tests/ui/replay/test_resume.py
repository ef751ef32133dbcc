"""Resuming a save from the command line: ``play --load FILE`` and ``--load FILE`` open the battle to play on,
and a scenario opens as a battle too (no still picture of the table any more)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from battle.small_battle import small_session

from game.ai.agents import make_agent
from game.cli.play import run_play
from game.replay.log import read_log, write_log
from game.ui.app import SceneManager
from game.ui.battle.scene import BattleScene

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[SceneManager]:
    """Every window run, kept so a test can look at what it showed (the real loop still runs)."""
    apps: list[SceneManager] = []
    real = SceneManager.run

    def run(self: SceneManager, screenshot=None, frames=None) -> int:  # type: ignore[no-untyped-def]
        apps.append(self)
        return real(self, screenshot, frames)

    monkeypatch.setattr(SceneManager, "run", run)
    return apps


def test_run_play_load_resumes_a_save_that_plays_on(tmp_path: Path, shown: list[SceneManager]) -> None:
    session = small_session(mode="hotseat")
    agents = {side: make_agent("aggressive:easy", side, 3) for side in (0, 1)}
    for _ in range(12):
        session.apply(agents[session.state.acting_side()].choose(session.state)[0])
    path = tmp_path / "saved.jsonl"
    write_log(session, path)
    assert run_play(None, frames=3, load=str(path)) == 0
    battle = shown[-1].stack[-1]
    assert isinstance(battle, BattleScene)
    resumed = battle.controller.session
    assert len(resumed.records) == len(read_log(path).records)
    assert resumed.state.state_hash() == session.state.state_hash()
    # It is a game, not a picture: the next action goes through and is recorded.
    legal = resumed.state.legal_actions()
    assert legal
    assert battle.controller.apply(legal[0]) is not None
    assert len(resumed.records) == len(read_log(path).records) + 1


def test_load_without_play_resumes_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.cli.play as play
    from game.__main__ import main

    asked: list[str | None] = []
    monkeypatch.setattr(play, "run_play", lambda *a, **k: asked.append(k.get("load")) or 0)
    assert main(["--load", "x.jsonl"]) == 0
    assert main(["play", "--load", "y.jsonl"]) == 0
    assert asked == ["x.jsonl", "y.jsonl"]


def test_a_broken_save_is_refused_with_its_line_and_no_window(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a save\n", encoding="utf-8")
    assert run_play(None, frames=1, load=str(bad)) == 1
    assert capsys.readouterr().err.startswith(f"{bad}:1:")
    assert not pygame.display.get_init()


def test_a_scenario_opens_as_a_battle_to_play(shown: list[SceneManager]) -> None:
    scenario = REPO / "assets" / "scenarios" / "pitched-battle.yaml"
    assert run_play(str(scenario), frames=3) == 0
    top = shown[-1].stack[-1]
    assert isinstance(top, BattleScene) and top.controller.session.records
