"""Broken settings files (tests/fixtures/broken_saves/settings/): the game starts, keeps what it can read,
and the notice names the file and the line (or key) at fault."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from menu_driver import SIZE

from game.ui import settings as settings_mod
from game.ui.app import App

FOLDER = Path(__file__).resolve().parents[1] / "fixtures" / "broken_saves" / "settings"

# file -> (the settings that must survive, the FILE:LINE fragment of its first problem, or None: no problem)
EXPECT: dict[str, tuple[dict[str, object], str | None]] = {
    "a-list.json": ({"ui_scale": 100}, "a-list.json:1: the file does not hold a set of settings"),
    "bad-bytes.json": ({"ui_scale": 120}, "bad-bytes.json:3:24: bytes that are not text"),
    "bom-notepad.json": ({"ui_scale": 130, "animation_speed": "slow"}, None),
    "cut-short.json": ({"ui_scale": 150}, "cut-short.json:3:3: damaged"),
    "empty.json": ({"ui_scale": 100}, "empty.json:1: "),
    "nan.json": ({"animation_speed": "fast", "ui_scale": 100}, "nan.json:3: ui_scale"),
    "nested-deep.json": ({"ui_scale": 150}, "nested-deep.json:3: damaged (values nested too deep)"),
    "number-5000-digits.json": ({"window_mode": "fullscreen", "ui_scale": 100}, "number-5000-digits.json:3: ui_scale"),
    "scale-out-of-range.json": ({"ui_scale": 100}, "scale-out-of-range.json:2: ui_scale 900"),
    "unknown-key.json": ({"ui_scale": 140}, "unknown-key.json:3: unknown setting colour_blind"),
    "wrong-types.json": ({"window_mode": "fullscreen", "ui_scale": 100}, "wrong-types.json:2: ui_scale 'big'"),
}


def test_every_fixture_has_an_expectation() -> None:
    assert sorted(p.name for p in FOLDER.glob("*.json")) == sorted(EXPECT)


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_a_broken_settings_file_keeps_what_it_can_and_names_the_line(name: str) -> None:
    kept, fragment = EXPECT[name]
    loaded = settings_mod.load(FOLDER / name)
    got = loaded.settings.to_dict()
    assert {k: got[k] for k in kept} == kept
    if fragment is None:
        assert loaded.message is None and loaded.problems == []
    else:
        assert loaded.message is not None and fragment in loaded.message
        assert all(f"{name}:" in p for p in loaded.problems)


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_the_game_starts_with_it(name: str, user_dirs: dict[str, Path]) -> None:
    path = user_dirs["config"] / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FOLDER / name, path)
    app = App(None, SIZE)
    app.tick(force=True)
    fragment = EXPECT[name][1]
    if fragment is not None:
        assert app.notice is not None and "settings.json:" in app.notice


def test_an_unknown_key_is_written_back_when_a_setting_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    shutil.copy(FOLDER / "unknown-key.json", path)
    loaded = settings_mod.load(path)
    loaded.settings.animation_speed = "fast"
    assert settings_mod.save(loaded.settings, path) is None
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["colour_blind"] is True and saved["animation_speed"] == "fast" and saved["ui_scale"] == 140
