"""No words cut off, on any screen, at 100, 150 and 200 % UI scale.

Every button, label and drop-down is measured against its box, every message box must show its words
without scrolling, and every piece of text drawn on the window is checked against the clip and the
panel it was drawn in (``clipping.py``). Long names are cut with an ellipsis and said in full in a
tooltip; a dialog grows to fit its buttons. Each scale is tried in a window big enough for it, and
200 % also in a small window (where the screens come down to the largest scale that fits). The set-up
screen is saved as tests/artifacts/menu-setup-<scale>-<window>.png for people to look at.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from battle_samples import open_scene
from clipping import clipped
from menu_driver import click, key, pump
from test_combat_tool import HALB, ORCS, WIN_BY_4, fighting

from game.core.deployment.actions import AutoDeploy
from game.replay.log import write_log
from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.settings import Settings, save

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

WINDOWS = [(100, (1600, 1000)), (150, (2400, 1500)), (200, (2880, 1800)), (200, (1280, 800))]


class Walk:
    """Visits screens and keeps what each one cut off."""

    def __init__(self, app: App, artifacts: Path, tag: str) -> None:
        self.app = app
        self.problems: list[str] = []
        self.artifacts = artifacts
        self.tag = tag

    def look(self, name: str) -> None:
        pump(self.app, 2)
        self.app.draw()
        self.problems += [f"{name}: {p}" for p in clipped(self.app)]


def menus(walk: Walk, user_dirs: dict[str, Path]) -> None:
    app = walk.app
    walk.look("main menu")
    key(app, pygame.K_q)
    walk.look("quit dialog")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    walk.look("hot-seat set-up")
    app.save(walk.artifacts / f"menu-setup-{walk.tag}.png")
    session = app.top.setup_model().start()
    key(app, pygame.K_ESCAPE)
    solo = app.top.buttons.get("solo")
    if solo is not None and solo.is_enabled:
        click(app, solo)
        walk.look("solo set-up")
        key(app, pygame.K_ESCAPE)
    key(app, pygame.K_a)
    app.top.select("army:empire")
    walk.look("army browser")
    key(app, pygame.K_b)
    builder = app.top
    for kind, name in [("character", "General"), ("unit", "Halberdiers"), ("unit", "Knights")]:
        click(app, builder.rows[(kind, name)].plus, passes=2)
    walk.look("army builder")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert "Saved as" in " ".join(getattr(el, "html_text", "") for el in builder.kit.elements)
    walk.look("army builder, saved (its folder named)")
    builder.get_draft().changed = False
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_o)
    walk.look("settings")
    key(app, pygame.K_ESCAPE)
    write_log(session, user_dirs["data"] / "saves" / "Friday_evening_at_the_club_the_long_one.jsonl")
    key(app, pygame.K_l)
    walk.look("load")
    key(app, pygame.K_ESCAPE)


def battle(walk: Walk) -> None:
    app = walk.app
    key(app, pygame.K_n)
    click(app, app.top.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene)
    walk.look("deployment panel")
    for _side in (0, 1):
        st = scene.controller.state
        auto = [a for a in st.legal_actions() if isinstance(a, AutoDeploy)]
        if auto:
            scene.controller.apply(auto[0])
        pump(app, 3)
        if app.top is not scene:
            walk.look("hand-over")
            key(app, pygame.K_RETURN)
    for _ in range(3):
        if app.top is not scene:
            key(app, pygame.K_RETURN)
    walk.look("orders panel, dice and log")
    key(app, pygame.K_ESCAPE)
    walk.look("pause menu")
    key(app, pygame.K_q)
    walk.look("Leave dialog")


@pytest.mark.parametrize(("percent", "size"), WINDOWS, ids=[f"{p}%-{s[0]}x{s[1]}" for p, s in WINDOWS])
def test_no_words_are_cut_off_on_any_screen(
    percent: int, size: tuple[int, int], user_dirs: dict[str, Path], artifacts: Path
) -> None:
    save(Settings(ui_scale=percent))
    app = App(None, size)
    app.tick(force=True)
    walk = Walk(app, artifacts, f"{percent}-{size[0]}x{size[1]}")
    menus(walk, user_dirs)
    battle(walk)
    app.unwind()
    # The combat panel and its heading, in a fight of a small scripted battle.
    app, _scene = open_scene(fighting([HALB], [ORCS], WIN_BY_4), size)
    walk.app = app
    walk.look("combat panel")
    assert walk.problems == []
