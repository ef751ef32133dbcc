"""Command logs: written, verified in a fresh process, and a changed die found at its step."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.replay.log import LogError, load_session, read_log, verify, write_log

REPO = Path(__file__).resolve().parents[2]
SCENARIO = REPO / "assets" / "scenarios" / "command" / "orders-and-penalties.yaml"


def run_game(*args, env_extra=None):
    env = dict(os.environ, **(env_extra or {}))
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO, env=env)


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    out = tmp_path_factory.mktemp("logs") / "game.jsonl"
    r = run_game("scenario", str(SCENARIO), "--log", str(out))
    assert r.returncode == 0, r.stderr
    return out


def test_the_json_hash_is_the_same_every_run_and_under_any_hash_seed():
    hashes = set()
    for seed in ("0", "1", None):
        env = {"PYTHONHASHSEED": seed} if seed else {}
        r = run_game("scenario", str(SCENARIO), "--json", env_extra=env)
        assert r.returncode == 0, r.stderr
        doc = json.loads(r.stdout)
        assert set(doc) >= {"events", "state", "hash"}
        assert all("type" in e for e in doc["events"])
        hashes.add(doc["hash"])
    assert len(hashes) == 1


def test_a_logged_run_verifies_ok_in_a_fresh_process(logged):
    r = run_game("replay", str(logged), "--verify")
    assert r.returncode == 0 and r.stdout.startswith("ok"), r.stdout + r.stderr


def test_a_log_edited_by_one_die_face_reports_the_first_differing_step(logged, tmp_path):
    lines = logged.read_text().splitlines()
    target = next(i for i, line in enumerate(lines[1:], start=1) if json.loads(line)["dice"])
    rec = json.loads(lines[target])
    rec["dice"][0] = 6 if rec["dice"][0] != 6 else 5
    lines[target] = json.dumps(rec)
    edited = tmp_path / "edited.jsonl"
    edited.write_text("\n".join(lines) + "\n")
    result = verify(edited)
    assert not result.ok and result.step == target
    r = run_game("replay", str(edited), "--verify")
    assert r.returncode == 1 and f"edited.jsonl:{target + 1}: step {target}: " in r.stdout


def test_a_truncated_log_is_refused_with_its_line(logged, tmp_path):
    text = logged.read_text()
    bad = tmp_path / "cut.jsonl"
    bad.write_text(text[: len(text) // 2])
    with pytest.raises(LogError, match=r"cut.jsonl:\d+:\d+: line is not valid JSON"):
        read_log(bad)


def test_a_save_loads_to_the_same_state_hash(logged, tmp_path):
    session = load_session(logged)
    last = read_log(logged).records[-1]["hash"]
    assert session.state.state_hash() == last
    again = tmp_path / "again.jsonl"
    write_log(session, again)
    assert verify(again).ok


def test_an_empty_file_is_not_a_saved_game(tmp_path):
    p = tmp_path / "empty.jsonl"
    p.write_text("")
    with pytest.raises(LogError, match="empty"):
        read_log(p)


def test_a_log_records_its_rules_and_is_refused_under_other_rules(logged, tmp_path):
    from game.core.modules import compose
    from tests.core.test_ruleset import RALLY

    head = json.loads(logged.read_text(encoding="utf-8").splitlines()[0])
    assert head["rules"]["modules"][:3] == ["sequence", "deployment", "command"] and len(head["rules_hash"]) == 16
    assert verify(logged, compose()).ok
    with pytest.raises(LogError) as e:
        verify(logged, compose(extra=(RALLY,)))
    assert str(e.value) == f"{logged}:1: the game was played under other rules; replaying it with rally-drums would be another game"


def test_a_log_whose_rules_were_edited_or_are_unknown_is_refused(logged, tmp_path):
    header, *rest = logged.read_text(encoding="utf-8").splitlines()
    head = json.loads(header)
    head["rules"]["options"]["shooting"] = {"stand_and_shoot": "never"}
    edited = tmp_path / "other-rules.jsonl"
    edited.write_text("\n".join([json.dumps(head), *rest]) + "\n", encoding="utf-8")
    r = run_game("replay", str(edited), "--verify")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"{edited}:1: the rules its header records do not match their hash"), r.stderr
    head["rules"]["modules"].append("rally-drums")
    edited.write_text("\n".join([json.dumps(head), *rest]) + "\n", encoding="utf-8")
    r = run_game("replay", str(edited), "--verify")
    assert r.returncode == 1
    assert "rules this copy of Warhost does not have: no rule module is called 'rally-drums'" in r.stderr
