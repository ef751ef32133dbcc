"""Valid files, mutated at random, never make the game crash or hang.

A player's edits break files in ways no list of cases foresees: a line deleted or pasted twice, two
lines swapped, a number changed to something wild, a value turned into a list. Starting from shipped
files, every such mutation is either accepted or refused with messages that each name the file and a
line, through ``validate``, through running the scenario, and through the menus' roster list.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.scenario import run_scenario
from game.data.paths import ARMIES_DIR, REPO_ROOT, ROSTERS_DIR, SCENARIOS_DIR
from game.data.validate import validate_paths

BASES = [
    ARMIES_DIR / "orcs.yaml",
    ROSTERS_DIR / "empire-2000.yaml",
    SCENARIOS_DIR / "skirmish.yaml",
    SCENARIOS_DIR / "battle" / "combat-basic.yaml",
]
NUMBER = re.compile(rb"-?\d+")
WILD_NUMBERS = [b"0", b"-1", b"1", b"7", b"360", b"1000000", b"1000000000000", b"9" * 5000, b"1.5", b".nan"]
WILD_VALUES = [b"[1, 2]", b"{a: 1}", b"'text'", b"~", b"true", b"NO", b"012", b"*missing", b"&x [*x]", b"'", b"[", b"\xff"]
# Any one file is checked in well under a second; this much means something walks for ever.
TOO_LONG_S = 10.0


@st.composite
def mutations(draw: st.DrawFn) -> tuple[Path, bytes]:
    base = draw(st.sampled_from(BASES))
    lines = base.read_bytes().split(b"\n")
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "number", "value"]))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "number":
            found = list(NUMBER.finditer(lines[i]))
            if found:
                m = draw(st.sampled_from(found))
                new = draw(st.sampled_from(WILD_NUMBERS) | st.integers(-(10**20), 10**20).map(lambda n: str(n).encode()))
                lines[i] = lines[i][: m.start()] + new + lines[i][m.end() :]
        elif b": " in lines[i]:
            key, _, _ = lines[i].partition(b": ")
            lines[i] = key + b": " + draw(st.sampled_from(WILD_VALUES))
        if not lines:
            lines = [b""]
    return base, b"\n".join(lines)


def _named(lines: list[str], path: Path) -> bool:
    """Every message names the file, a line and a column."""
    return all(re.match(re.escape(str(path)) + r":\d+:\d+: \S", ln) for ln in lines)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutations())
def test_a_mutated_file_is_accepted_or_refused_at_a_line(case: tuple[Path, bytes]) -> None:
    base, data = case
    with tempfile.TemporaryDirectory() as tmp:
        # Beside the original, so a scenario's rosters are found as they would be.
        path = Path(tmp) / base.name
        path.write_bytes(data)
        out = io.StringIO()
        start = time.monotonic()
        status = validate_paths([str(path)], out=out)
        assert time.monotonic() - start < TOO_LONG_S
        lines = out.getvalue().splitlines()
        if status == 0:
            assert lines == [ln for ln in lines if ln.startswith(f"{path}: ")], lines
        else:
            assert status == 1 and lines and _named(lines, path), lines
        if base.parent == ROSTERS_DIR:
            from game.ui.catalogue import Catalogue

            entry = next(r for r in Catalogue(user_rosters=Path(tmp)).rosters() if not r.shipped)
            assert entry.usable == (status == 0), entry.problems
        if "sides" in base.read_text():
            # What validate accepts, running plays without a complaint; what it refuses, running refuses
            # too, at a line of the file, without a traceback.
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                try:
                    ran = run_scenario(str(path))
                except SystemExit as stop:
                    ran = stop.code  # type: ignore[assignment]
            assert ran == status, err.getvalue()
            assert _named(err.getvalue().splitlines(), path), err.getvalue()


def test_the_bases_are_sound() -> None:
    out = io.StringIO()
    assert validate_paths([str(p) for p in BASES], out=out) == 0, out.getvalue()
    assert all(p.is_relative_to(REPO_ROOT) for p in BASES)


@pytest.fixture(autouse=True)
def _quiet(capsys: pytest.CaptureFixture[str]) -> None:
    """run_scenario narrates to stdout; the captured text is not what these tests look at."""
