"""The command line, run as a player would: validate, scenario, and the window headless."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run_game(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO, env=env)


def test_validate_accepts_every_shipped_file():
    files = sorted(
        str(p.relative_to(REPO))
        for pattern in (
            "armies/*.yaml",
            "armies/rosters/*.yaml",
            "assets/scenarios/*.yaml",
            "assets/scenarios/*/*.yaml",
        )
        for p in REPO.glob(pattern)
    )
    r = run_game("validate", *files)
    assert r.returncode == 0, r.stdout + r.stderr
    assert len(r.stdout.strip().splitlines()) == len(files)


def test_validate_lists_every_problem_and_exits_1():
    r = run_game("validate", "tests/fixtures/broken/army-armour-7.yaml")
    assert r.returncode == 1
    assert r.stdout.startswith("tests/fixtures/broken/army-armour-7.yaml:")


def test_scenario_narrates_each_order_with_its_penalties():
    r = run_game("scenario", "assets/scenarios/command/orders-and-penalties.yaml")
    assert r.returncode == 0, r.stderr
    assert (
        "Hero orders Halberdiers (2nd order): Command 8, -1 second order, -1 enemy within 20 cm: needs 6 or less; "
        "rolled 5+4 = 9: fails; it does not move; the Hero can give no more orders"
    ) in r.stdout


def test_the_window_opens_headless_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "window.png"
    r = run_game("play", "--screenshot", str(shot))
    assert r.returncode == 0, r.stderr
    assert shot.stat().st_size > 10_000


def test_replay_narrates_a_logged_game_in_a_fresh_process(tmp_path):
    log = tmp_path / "blunders.jsonl"
    first = run_game("scenario", "assets/scenarios/command/blunders.yaml", "--log", str(log))
    assert first.returncode == 0, first.stderr
    r = run_game("replay", str(log), "--narrate")
    assert r.returncode == 0, r.stderr
    # The scenario's story without the scenario's own notes, then the count of steps and the final hash.
    told = r.stdout.splitlines()[:-1]
    rest = iter(first.stdout.splitlines())
    assert all(line in rest for line in told)
    assert any(line.startswith("Hero Brandt orders Halberdiers (1st order)") for line in told)
    assert r.stdout.splitlines()[-1].startswith("6 steps, final state hash ")


def test_output_into_a_reader_that_stops_early_ends_quietly():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = f"{sys.executable} -m game scenario assets/scenarios/command/movement.yaml | head -1"
    r = subprocess.run(["bash", "-c", f"set -o pipefail; {cmd}"], capture_output=True, text=True, cwd=REPO, env=env)
    assert r.stdout.count("\n") == 1
    assert "Traceback" not in r.stderr
