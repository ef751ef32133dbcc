"""A replay proves its dice: every face is re-derived from the seed (or the script), so an edited die is
found at its step even when every later state hash was recomputed to match."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.agents import make_agent
from game.core.engine import load_rules
from game.replay.log import LogError, load_session, read_log, verify, write_log
from game.replay.session import Session
from game.ui.catalogue import Catalogue
from game.ui.setup_model import BattleSetup
from tests.replay.broken_saves_maker import rehash


@pytest.fixture(scope="module")
def seeded_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pitched battle between random agents, 100 actions in (deployment and the first turns), as a log."""
    load_rules()
    folder = tmp_path_factory.mktemp("dice")
    setup = BattleSetup(Catalogue(folder / "none"))
    setup.seed = 424242
    session = setup.start()
    agents = [make_agent("random", side, 7) for side in (0, 1)]
    while len(session.records) < 100 and not session.state.game_over:
        action, _ = agents[session.state.acting_side()].choose(session.state)
        session.apply(action)
    path = folder / "battle.jsonl"
    write_log(session, path)
    return path


def _edit(path: Path, out: Path, pick: int) -> int:
    """Change one face of the ``pick``-th step that rolled dice, recompute every later hash; its step."""
    lines = path.read_text(encoding="utf-8").splitlines()
    rolled = [i for i, line in enumerate(lines[1:], start=1) if json.loads(line)["dice"]]
    step = rolled[pick]
    rec = json.loads(lines[step])
    rec["dice"][-1] = 1 if rec["dice"][-1] != 1 else 2
    lines[step] = json.dumps(rec)
    out.write_text("\n".join(rehash(lines)) + "\n", encoding="utf-8")
    return step


def test_a_sound_seeded_log_verifies_and_says_how_its_dice_were_made(seeded_log: Path) -> None:
    assert read_log(seeded_log).header["dice"] == "seeded"
    result = verify(seeded_log)
    assert result.ok and result.steps == len(read_log(seeded_log).records)


@pytest.mark.parametrize("pick", [0, -1])
def test_one_die_edited_with_hashes_recomputed_fails_naming_the_step(
    seeded_log: Path, tmp_path: Path, pick: int
) -> None:
    edited = tmp_path / "edited.jsonl"
    step = _edit(seeded_log, edited, pick)
    # The cheat is consistent: replaying the recorded faces reproduces every recorded hash.
    from game.cli.replay import run_replay

    assert run_replay(str(edited)) == 0
    result = verify(edited)
    assert not result.ok and result.step == step and result.line == step + 1
    assert result.message.startswith(f"{edited}:{step + 1}: step {step}: ")
    assert "seed 424242 gives" in result.message
    with pytest.raises(LogError, match=rf"edited.jsonl:{step + 1}: step {step}: the dice recorded"):
        load_session(edited)


def test_a_changed_army_list_is_reported_against_its_hash(seeded_log: Path, tmp_path: Path) -> None:
    head, *rest = seeded_log.read_text(encoding="utf-8").splitlines()
    h = json.loads(head)
    h["initial_state"]["sides"][1]["army"]["units"][0]["points"] += 5
    bad = tmp_path / "army.jsonl"
    bad.write_text("\n".join([json.dumps(h), *rest]) + "\n", encoding="utf-8")
    result = verify(bad)
    assert not result.ok and result.line == 1
    assert result.message.startswith(f"{bad}:1: side 2's army list 'orcs' has hash")


def test_a_scripted_log_is_verified_against_its_script(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.scenario import run_scenario

    repo = Path(__file__).resolve().parents[2]
    path = tmp_path / "scripted.jsonl"
    assert (
        run_scenario(str(repo / "assets" / "scenarios" / "command" / "orders-and-penalties.yaml"), log=str(path)) == 0
    )
    head = read_log(path).header
    assert head["dice"] == "scripted" and head["script"]
    assert verify(path).ok
    # A different script in the header is a different game: the first step that rolls says so.
    lines = path.read_text(encoding="utf-8").splitlines()
    h = json.loads(lines[0])
    h["script"] = [6, 6, 6, 6]
    lines[0] = json.dumps(h)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = verify(path)
    assert not result.ok and "its script gives" in result.message


def test_a_session_started_without_a_script_records_seeded_dice() -> None:
    load_rules()
    session = BattleSetup(Catalogue(Path("/nonexistent"))).start()
    assert isinstance(session, Session)
    assert session.header()["dice"] == "seeded" and "script" not in session.header()
