"""Every shipped scenario runs to its end with its scripted dice used up exactly."""

from pathlib import Path

import pytest

from game.cli.scenario import run_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "assets" / "scenarios"
FILES = sorted(p.relative_to(SCENARIOS).as_posix() for p in SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("name", FILES)
def test_scenario_runs_cleanly(name, capsys):
    status = run_scenario(str(SCENARIOS / name))
    out, err = capsys.readouterr()
    assert status == 0, err
    assert err == ""
    assert "state hash" in out
