"""Every broken save in tests/fixtures/broken_saves/ fails cleanly through every door, naming FILE:LINE.

The doors are ``python -m game replay FILE``, ``replay FILE --verify``, loading (``play --load`` and the
Load screen use ``load_session``) and the Load screen's list (``describe``, which must never raise).
``manifest.json`` (written by ``broken_saves_maker.py``) holds each file's exit status per door and the
fragment its message must hold. A handful go through a real subprocess too, to see the whole command.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.cli.replay import run_replay
from game.replay.log import LogError, load_session
from game.ui.saves import describe

REPO = Path(__file__).resolve().parents[2]
FOLDER = REPO / "tests" / "fixtures" / "broken_saves"
MANIFEST: dict[str, dict] = json.loads((FOLDER / "manifest.json").read_text(encoding="utf-8"))
NAMES = sorted(MANIFEST)


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A file that makes a door loop forever fails the test instead of hanging the suite."""

    def stop(*_: object) -> None:
        raise TimeoutError("hung on a broken file")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def where(name: str) -> str:
    line = MANIFEST[name]["line"]
    return f"{FOLDER / name}:{line}:"


def test_the_corpus_is_large_and_every_file_has_an_expectation() -> None:
    files = sorted(p.name for p in FOLDER.glob("*.jsonl"))
    assert files == NAMES
    assert sum(1 for n in NAMES if MANIFEST[n]["load"] == 1) >= 30


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("door", ["replay", "verify"])
def test_replay_names_the_file_and_line(name: str, door: str, capsys: pytest.CaptureFixture[str]) -> None:
    expect = MANIFEST[name]
    status = run_replay(str(FOLDER / name), verify=door == "verify")
    out = capsys.readouterr()
    said = out.out + out.err
    assert "Traceback" not in said
    assert status == expect[door], said
    if status:
        assert where(name) in said, said
        assert expect["says"] in said, said
    elif door == "verify":
        assert said.startswith("ok (")


@pytest.mark.parametrize("name", NAMES)
def test_loading_names_the_file_and_line(name: str) -> None:
    expect = MANIFEST[name]
    if expect["load"] == 0:
        assert load_session(FOLDER / name).records
        return
    with pytest.raises(LogError) as e:
        load_session(FOLDER / name)
    assert str(e.value).startswith(where(name)), str(e.value)


@pytest.mark.parametrize("name", NAMES)
def test_the_load_list_never_raises_and_marks_unreadable_files(name: str) -> None:
    info = describe(FOLDER / name)
    if MANIFEST[name]["listed"] == "damaged":
        # Damage the list can see without replaying the rules is named with its line.
        assert info.damaged is not None and where(name) in info.damaged
        assert info.turn_text == "cannot be read"
    else:
        assert info.damaged is None
        assert info.sides == "The Empire v The Orcs" and info.turn == 1


@pytest.mark.parametrize(
    "name", ["seed-5000-digits.jsonl", "record-nested-deep.jsonl", "bad-utf8-line-4.jsonl", "state-x-is-nan.jsonl"]
)
def test_the_command_itself_exits_1_with_the_line_and_no_traceback(name: str) -> None:
    for extra in ([], ["--verify"]):
        r = subprocess.run(
            [sys.executable, "-m", "game", "replay", str(FOLDER / name), *extra],
            capture_output=True,
            text=True,
            cwd=REPO,
            timeout=60,
            env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"),
        )
        assert r.returncode == 1
        assert "Traceback" not in r.stderr + r.stdout
        assert where(name) in r.stderr + r.stdout


@pytest.mark.parametrize("name", ["state-unit-side-7.jsonl", "record-die-5000-digits.jsonl", "ok-bom.jsonl"])
def test_play_load_refuses_a_broken_save_and_opens_a_sound_one(name: str, tmp_path: Path) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "play",
            "--load",
            str(FOLDER / name),
            "--screenshot",
            str(tmp_path / "shot.png"),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
        env=env,
    )
    assert "Traceback" not in r.stderr
    assert r.returncode == MANIFEST[name]["load"], r.stderr
    if r.returncode:
        assert r.stderr.startswith(where(name)), r.stderr
    else:
        assert (tmp_path / "shot.png").stat().st_size > 0
