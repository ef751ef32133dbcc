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
    files = sorted(str(p.relative_to(REPO)) for pattern in ("armies/*.yaml", "armies/rosters/*.yaml", "assets/scenarios/*.yaml",
                                                             "assets/scenarios/*/*.yaml") for p in REPO.glob(pattern))
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
