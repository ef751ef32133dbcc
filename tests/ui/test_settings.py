"""Settings: the UI scale changes and survives a restart; a damaged file falls back to defaults with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from menu_driver import SIZE, click, key

from game.ui import settings as settings_mod
from game.ui.app import App
from game.ui.main_menu import MainMenu
from game.ui.settings import Settings
from game.ui.settings_scene import SettingsScene
from game.ui.theme import theme_for


def open_settings() -> tuple[App, SettingsScene]:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_o)
    assert isinstance(app.top, SettingsScene)
    return app, app.top


def test_the_ui_scale_changes_by_clicks_and_persists_across_a_restart(user_dirs: dict[str, Path]) -> None:
    app, s = open_settings()
    assert app.settings.ui_scale == 100
    height_100 = s.plus.rect.height
    click(app, s.plus)
    click(app, app.top.plus)  # the screen was rebuilt at the new scale: a new button
    assert app.settings.ui_scale == 120
    assert app.top.scale_label.text == "120 %"
    assert app.metrics.scale == 1.2
    assert app.top.plus.rect.height > height_100
    saved = json.loads((user_dirs["config"] / "settings.json").read_text(encoding="utf-8"))
    assert saved["ui_scale"] == 120
    pygame.display.quit()

    # A window tall enough for the ten-button menu at 120 % (in a smaller one it falls back to what fits).
    again = App(None, (SIZE[0], 1300))
    again.tick(force=True)
    assert again.settings.ui_scale == 120
    assert isinstance(again.top, MainMenu)
    assert again.metrics.scale == 1.2
    assert again.top.buttons["new"].rect.height == round(60 * 1.2)


def test_minus_and_plus_keys_step_the_scale_within_its_limits() -> None:
    app, s = open_settings()
    key(app, pygame.K_MINUS)
    assert app.settings.ui_scale == 100  # already the smallest
    for _ in range(15):
        key(app, pygame.K_EQUALS, passes=1)
    assert app.settings.ui_scale == 200


def test_a_scale_too_big_for_the_window_is_shown_at_the_largest_that_fits() -> None:
    app, s = open_settings()
    app.set_scale(200)
    assert app.settings.ui_scale == 200
    assert 1.0 <= app.metrics.scale < 2.0
    assert "too small for 200 %" in " ".join(getattr(el, "html_text", "") for el in app.top.kit.elements)


def test_other_settings_are_saved_at_once(user_dirs: dict[str, Path]) -> None:
    app, s = open_settings()
    s.choose_speed("slow")
    s.choose_markings("colour")
    click(app, next(b for b in app.top.kit.actions if b.text.startswith("On")))
    saved = json.loads((user_dirs["config"] / "settings.json").read_text(encoding="utf-8"))
    assert saved == {
        "animation_speed": "slow",
        "confirm_commit": False,
        "side_markings": "colour",
        "sound_on": True,
        "sound_volume": 70,
        "ui_scale": 100,
        "window_mode": "window",
    }


def test_a_corrupt_settings_file_keeps_what_it_can_with_a_message(user_dirs: dict[str, Path]) -> None:
    path = user_dirs["config"] / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{\n  "ui_scale": 150,\n  "animation_sp', encoding="utf-8")
    app = App(None, SIZE)
    app.tick(force=True)
    # The line before the cut still reads: its setting is kept, the rest are defaults.
    assert app.settings == Settings(ui_scale=150)
    assert app.notice is not None and "settings.json:3:3: damaged" in app.notice
    menu = app.top
    assert any(getattr(el, "text", "") == app.notice for el in menu.kit.elements)
    # The menu works, and the first change writes a sound file again.
    key(app, pygame.K_o)
    click(app, app.top.plus)
    assert json.loads(path.read_text(encoding="utf-8"))["ui_scale"] == 160
    assert app.notice is None


def test_odd_values_fall_back_one_by_one() -> None:
    s, bad = settings_mod.from_dict(
        {"ui_scale": 900, "animation_speed": "fast", "window_mode": 3, "confirm_commit": "yes"}
    )
    assert s.ui_scale == 100 and s.animation_speed == "fast" and s.window_mode == "window" and s.confirm_commit
    assert bad == ["ui_scale", "window_mode", "confirm_commit"]
    assert settings_mod.from_dict([1, 2])[1] == ["the file does not hold a set of settings"]


def test_load_never_raises(tmp_path: Path) -> None:
    assert settings_mod.load(tmp_path / "missing.json").message is None
    folder = tmp_path / "dir.json"
    folder.mkdir()
    loaded = settings_mod.load(folder)
    assert loaded.settings == Settings() and loaded.message
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00")
    assert settings_mod.load(tmp_path / "bin.json").message


def test_saving_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    assert settings_mod.save(Settings(ui_scale=130), path) is None
    assert json.loads(path.read_text(encoding="utf-8"))["ui_scale"] == 130
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_the_theme_scales_fonts_and_keeps_fonts_shipped() -> None:
    t1, t2 = theme_for(1.0), theme_for(1.5)
    assert int(t2["#heading"]["font"]["size"]) == round(int(t1["#heading"]["font"]["size"]) * 1.5)
    assert t1["button"]["font"]["regular_path"].endswith("assets/fonts/DejaVuSans.ttf")
    assert Path(t1["button"]["font"]["regular_path"]).exists()


def test_colour_only_markings_reach_the_table_drawing() -> None:
    from game.ui import palette

    app, s = open_settings()
    assert palette.side_style(0).pattern == "stripes"
    s.choose_markings("colour")
    assert palette.side_style(0).pattern == "plain" and palette.side_style(1).shield == "round"
    s.choose_markings("full")
    assert palette.side_style(1).pattern == "dots"
