"""A solo battle played through the controller keeps the computer's reasons in its save, beside each step:
the save loads and verifies as before, and its debrief names the computer's key decisions with their reasons."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.opponent import SoloOpponents
from game.replay.debrief import debrief_log, debrief_session
from game.replay.log import LogError, load_session, verify, write_log
from game.replay.session import Session
from game.ui.battle.controller import BattleController
from tests.helpers import battle, char, unit


def solo_battle() -> Session:
    """One turn each, the computer playing the Orcs; the player only goes through the steps."""
    state = battle(
        [unit("Halberdiers", 700, 1050, id="hal"), unit("Knights", 1100, 1050, id="kn")],
        [unit("Orc Warriors", 700, 250, facing=180, id="orcs"), unit("Boar Riders", 1100, 250, facing=180, id="boars")],
        [char("General", 900, 1120, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
        turn_limit=1,
    )
    session = Session.start(state, seed=11, header={"mode": "solo", "ai": {"1": "aggressive:hard"}})
    controller = BattleController(session)
    computer = SoloOpponents.for_session(controller, session)
    for _ in range(500):
        if session.state.game_over:
            break
        if not computer.update(1.0, "off"):
            assert controller.proceed() is not None, controller.message
    assert session.state.game_over
    return session


@pytest.fixture(scope="module")
def played() -> Session:
    return solo_battle()


def test_the_save_keeps_each_computer_step_with_its_reason_and_no_player_step_has_one(played, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "solo.jsonl"
    write_log(played, path)
    lines = [json.loads(t) for t in path.read_text().splitlines()[1:]]
    computer = [d for d in lines if d["actor"] == 1 and d["action"]["kind"] != "proceed"]
    assert computer and all(d["reason"] for d in computer)
    assert all("reason" not in d for d in lines if d["actor"] == 0)
    assert any(" orders " in d["reason"] and "% to pass" in d["reason"] for d in computer)
    assert verify(path).ok


def test_a_loaded_solo_game_shows_the_computers_decisions_with_their_reasons(played, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "solo.jsonl"
    write_log(played, path)
    loaded = load_session(path)
    assert [r.reason for r in loaded.records] == [r.reason for r in played.records]
    for deb in (debrief_session(loaded), debrief_log(path)):
        assert deb.solo and deb.decisions
        reasons = {r.reason for r in played.records if r.reason}
        assert {d.reason for d in deb.decisions} <= reasons
        assert all(d.side_name == played.state.sides[1].name for d in deb.decisions)
        assert deb == debrief_session(played)


def test_an_old_save_without_reasons_loads_and_verifies_the_same(played, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "old.jsonl"
    write_log(played, path)
    lines = path.read_text().splitlines()
    stripped = [lines[0], *(json.dumps({k: v for k, v in json.loads(t).items() if k != "reason"}) for t in lines[1:])]
    path.write_text("\n".join(stripped) + "\n")
    assert verify(path).ok
    loaded = load_session(path)
    assert loaded.state.state_hash() == played.state.state_hash()
    assert not debrief_log(path).decisions


def test_a_reason_that_is_not_text_is_refused_naming_its_line(played, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.jsonl"
    write_log(played, path)
    lines = path.read_text().splitlines()
    rec = json.loads(lines[2])
    rec["reason"] = {"why": 1}
    lines[2] = json.dumps(rec)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogError, match=r"bad\.jsonl:3: the record's 'reason' .* is not a line of text"):
        load_session(path)


def test_a_resumed_solo_game_logs_the_computers_reasons_as_when_it_was_played(played, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.ai.reasons import AgentReason
    from game.ui.battle.chronicle import Chronicle

    path = tmp_path / "solo.jsonl"
    write_log(played, path)
    loaded = load_session(path)
    heard = [e.event for e in Chronicle.of_session(loaded, loaded.state).entries if isinstance(e.event, AgentReason)]
    assert [(r.side, r.reason) for r in heard] == [(r.actor, r.reason) for r in played.records if r.reason]
