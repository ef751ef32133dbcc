"""Screenshots of every menu screen in tests/artifacts/ (git-ignored), for people to look at.

menu-main.png, menu-setup.png, menu-builder.png, menu-browser.png, menu-settings.png, menu-load.png,
menu-result.png and menu-quit-dialog.png; menu-setup-150.png shows the set-up screen at 150 %.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, click, key, pump

from game.core.engine import end_battle
from game.replay.log import write_log
from game.ui.app import App
from game.ui.result import ResultScene


def shot(app: App, artifacts: Path, name: str) -> Path:
    for _ in range(2):
        app.tick(force=True)
    path = artifacts / f"{name}.png"
    app.save(path)
    img = pygame.image.load(str(path))
    assert img.get_size() == app.size
    # Not a blank screen: many different colours.
    colours = {tuple(img.get_at((x, y))) for x in range(0, img.get_width(), 37) for y in range(0, img.get_height(), 29)}
    assert len(colours) > 4, name
    return path


def test_save_screenshots_of_every_menu_screen(artifacts: Path, user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    shot(app, artifacts, "menu-main")
    key(app, pygame.K_q)
    shot(app, artifacts, "menu-quit-dialog")
    key(app, pygame.K_ESCAPE)

    key(app, pygame.K_n)
    setup = app.top
    shot(app, artifacts, "menu-setup")
    session = setup.setup_model().start()
    key(app, pygame.K_ESCAPE)

    key(app, pygame.K_a)
    browser = app.top
    browser.select("army:empire")
    shot(app, artifacts, "menu-browser")
    key(app, pygame.K_b)
    builder = app.top
    for kind, name in (
        [("character", "General"), ("character", "Wizard"), ("mount", "War Altar")]
        + [("unit", "Halberdiers")] * 3
        + [("addon", "Skirmishers"), ("unit", "Knights"), ("unit", "Crossbowmen")]
    ):
        click(app, builder.rows[(kind, name)].plus, passes=2)
    shot(app, artifacts, "menu-builder")
    builder.get_draft().changed = False
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)

    key(app, pygame.K_o)
    shot(app, artifacts, "menu-settings")
    key(app, pygame.K_ESCAPE)

    saves = user_dirs["data"] / "saves"
    write_log(session, saves / "Friday_at_the_club.jsonl")
    (saves / "half_written.jsonl").write_text('{"format": "warhost-log", "format_ver', encoding="utf-8")
    key(app, pygame.K_l)
    shot(app, artifacts, "menu-load")
    key(app, pygame.K_RETURN)
    pump(app)
    shot(app, artifacts, "menu-load-damaged")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)

    state = session.state
    orcs = [u for u in state.units.values() if u.side == 1]
    orcs[0].destroyed = True
    orcs[0].stands = []
    orcs[3].stands = orcs[3].stands[:1]
    empire = [u for u in state.units.values() if u.side == 0]
    empire[9].destroyed = True
    empire[9].stands = []
    next(c for c in state.characters.values() if c.side == 1 and c.mount is None).alive = False
    state.turn = 8
    end_battle(state, None, "turn limit")
    app.push(ResultScene(state))
    shot(app, artifacts, "menu-result")

    app.unwind()
    app.set_scale(150)
    key(app, pygame.K_n)
    shot(app, artifacts, "menu-setup-150")
    for name in ("main", "setup", "browser", "builder", "settings", "load", "result", "setup-150"):
        assert (artifacts / f"menu-{name}.png").exists()
