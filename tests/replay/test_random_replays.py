"""Random battles played by ``python -m game simulate`` replay exactly, in fresh processes, under any hash seed.

The battle is the first of the seeded run in ``tests/core/test_random_games.py`` (seed 1, the two sample
rosters, eight turns), played again through the command line with its command log written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.simulate import game_line
from game.replay.log import read_log

REPO = Path(__file__).resolve().parents[2]
ROSTERS = [f"armies/rosters/{name}" for name in ("empire-2000.yaml", "orcs-2000.yaml")]


def run_game(*args: str, hash_seed: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO, env=env)


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    logs = tmp_path_factory.mktemp("logs")
    r = run_game(
        "simulate",
        *(a for p in ROSTERS for a in ("--roster", p)),
        "--seed", "1", "--log", str(logs), "--json",
        hash_seed="0",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout), r.stderr


def test_simulate_plays_every_game_to_its_end_and_reports_it(simulated):
    doc, err = simulated
    assert err == ""
    assert [g["seed"] for g in doc["games"]] == [1]
    for g in doc["games"]:
        assert g["reason"] == "turn limit" or "withdrew" in g["reason"]
        assert 1 <= g["turn"] <= 8 and g["actions"] > 0
        assert [s["points"] for s in g["sides"]] == [sum(b["points"] for b in s["breakdown"]) for s in g["sides"]]
        assert Path(g["log"]).is_file()


@pytest.mark.parametrize("hash_seed", ["0", "1"])
def test_each_logged_game_verifies_in_a_fresh_process(simulated, hash_seed):
    doc, _ = simulated
    for g in doc["games"]:
        r = run_game("replay", g["log"], "--verify", hash_seed=hash_seed)
        steps = len(read_log(g["log"]).records)
        assert (r.returncode, r.stdout.strip()) == (0, f"ok ({steps} steps)"), r.stdout + r.stderr


def test_the_log_starts_before_deployment_and_names_both_agents(simulated):
    doc, _ = simulated
    log = read_log(doc["games"][0]["log"])
    assert log.header["ai"] == ["random", "random"] and log.header["seed"] == 1
    first = log.header["initial_state"]
    assert first["started"] is False and all(u["off_table"] for u in first["units"].values())
    assert log.records[0]["action"] == {"kind": "start"}
    assert any(r["action"]["kind"] in ("deploy_unit", "auto_deploy") for r in log.records)


def test_a_game_line_tells_winner_reason_turn_points_and_losses():
    report = {
        "seed": 3,
        "winner": 1,
        "winner_name": "Orcs",
        "reason": "The Empire withdrew (break point)",
        "turn": 5,
        "sides": [{"points": 110, "units_lost": 10}, {"points": 985, "units_lost": 2}],
    }
    assert game_line(report) == (
        "seed 3: Orcs win (The Empire withdrew (break point)) after turn 5; victory points 110 to 985; "
        "units lost 10 to 2"
    )
