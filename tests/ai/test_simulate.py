"""``python -m game simulate --ai``: scripted opponents play whole seeded battles that repeat exactly and
whose command logs verify in a fresh process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.simulate import battle_spec, load_sample, play_match
from game.replay.log import read_log

REPO = Path(__file__).resolve().parents[2]
ROSTERS = [f"armies/rosters/{name}" for name in ("empire-2000.yaml", "orcs-2000.yaml")]


def run(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO, env=env)


@pytest.fixture(scope="module")
def one_turn(tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    logs = tmp_path_factory.mktemp("ai-logs")
    r = run(
        "simulate", *(a for p in ROSTERS for a in ("--roster", p)),
        "--seed", "3", "--turns", "1", "--ai", "cunning:hard", "--ai", "cautious:easy",
        "--log", str(logs), "--json",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)  # type: ignore[no-any-return]


def test_simulate_names_each_sides_agent_and_sums_up_the_games(one_turn: dict) -> None:  # type: ignore[type-arg]
    assert one_turn["ai"] == ["cunning:hard", "cautious:easy"]
    (game,) = one_turn["games"]
    assert game["seed"] == 3 and game["turn"] == 1
    s0, s1 = one_turn["summary"]
    assert (s0["ai"], s1["ai"]) == ("cunning:hard", "cautious:easy")
    assert s0["wins"] + s1["wins"] + s0["draws"] == 1
    assert s0["ms_per_decision"] > 0 and s1["ms_per_decision"] > 0
    assert read_log(game["log"]).header["ai"] == ["cunning:hard", "cautious:easy"]


@pytest.mark.parametrize("hash_seed", ["0", "7"])
def test_a_game_between_scripted_opponents_verifies_on_replay(one_turn: dict, hash_seed: str) -> None:  # type: ignore[type-arg]
    log = one_turn["games"][0]["log"]
    r = run("replay", log, "--verify", hash_seed=hash_seed)
    steps = len(read_log(log).records)
    assert (r.returncode, r.stdout.strip()) == (0, f"ok ({steps} steps)"), r.stdout + r.stderr


def test_the_same_seed_plays_the_same_game() -> None:
    armies, rosters, terrain = load_sample()
    spec = battle_spec(rosters, 5, 1, terrain)
    a, n_a, _ = play_match(spec, armies, ai=("aggressive:easy", "cunning:normal"))
    b, n_b, _ = play_match(spec, armies, ai=("aggressive:easy", "cunning:normal"))
    assert n_a == n_b and a.state_hash() == b.state_hash()


def test_an_unknown_opponent_is_refused_with_the_names_on_offer() -> None:
    r = run("simulate", *(a for p in ROSTERS for a in ("--roster", p)), "--ai", "brave")
    assert r.returncode == 2
    assert "no opponent called 'brave'" in r.stderr and "cunning" in r.stderr


def test_the_summary_lines_give_wins_points_and_decision_time() -> None:
    r = run("simulate", *(a for p in ROSTERS for a in ("--roster", p)), "--turns", "1", "--ai", "aggressive:easy")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0].startswith("game 1, seed 1:")
    assert lines[1].startswith("side 1 (Empire 2000, aggressive:easy): ")
    assert lines[2].startswith("side 2 (Orcs 2000, random): ")
    assert "victory points" in lines[1] and "ms per decision" in lines[2]
