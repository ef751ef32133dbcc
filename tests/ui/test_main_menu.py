"""The main menu, driven by the mouse and by the keyboard like a player would."""

from __future__ import annotations

import sys
import types

import pygame
import pytest
from menu_driver import SIZE, click, key, pump

from game.ui.app import App
from game.ui.browser_scene import BrowserScene
from game.ui.load_scene import LoadScene
from game.ui.main_menu import MainMenu
from game.ui.settings_scene import SettingsScene
from game.ui.setup_scene import SetupScene


def menu_app() -> App:
    app = App(None, SIZE)
    app.tick(force=True)
    assert isinstance(app.top, MainMenu)
    return app


@pytest.mark.parametrize(
    "name,scene",
    [("new", SetupScene), ("load", LoadScene), ("armies", BrowserScene), ("settings", SettingsScene)],
)
def test_clicking_a_menu_button_opens_its_screen_and_esc_comes_back(name: str, scene: type) -> None:
    app = menu_app()
    menu = app.top
    click(app, menu.buttons[name])
    assert isinstance(app.top, scene)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu and app.running


@pytest.mark.parametrize(
    "k,scene",
    [(pygame.K_n, SetupScene), (pygame.K_l, LoadScene), (pygame.K_a, BrowserScene), (pygame.K_o, SettingsScene)],
)
def test_each_letter_opens_its_screen(k: int, scene: type) -> None:
    app = menu_app()
    key(app, k)
    assert isinstance(app.top, scene)


def test_every_button_shows_its_key() -> None:
    app = menu_app()
    labels = {name: b.text for name, b in app.top.buttons.items()}
    for name, letter in (("new", "N"), ("solo", "S"), ("load", "L"), ("armies", "A"), ("settings", "O"), ("quit", "Q")):
        assert labels[name].endswith(f"({letter})"), labels[name]


def test_esc_asks_before_quitting() -> None:
    app = menu_app()
    menu = app.top
    key(app, pygame.K_ESCAPE)
    assert menu.dialog is not None and menu.dialog.title == "Quit Warhost?"
    key(app, pygame.K_ESCAPE)  # Esc in the dialog means "stay"
    assert menu.dialog is None and app.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_the_quit_button_asks_too_and_stay_keeps_the_menu_working() -> None:
    app = menu_app()
    menu = app.top
    click(app, menu.buttons["quit"])
    assert menu.dialog is not None
    stay = next(b for b, act in menu.dialog_kit.actions.items() if b.text.startswith("Stay"))
    click(app, stay)
    assert menu.dialog is None and app.running
    key(app, pygame.K_n)
    assert isinstance(app.top, SetupScene)


def test_while_the_quit_dialog_is_open_the_menu_keys_do_nothing() -> None:
    app = menu_app()
    key(app, pygame.K_q)
    key(app, pygame.K_n)
    assert isinstance(app.top, MainMenu) and app.top.dialog is not None


def test_solo_is_disabled_with_a_reason_until_there_are_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    # A build without computer opponents: the agents module offers none.
    monkeypatch.setitem(sys.modules, "game.ai.agents", types.ModuleType("game.ai.agents"))
    app = menu_app()
    solo = app.top.buttons["solo"]
    assert not solo.is_enabled
    assert "scripted opponents" in solo.tool_tip_text
    key(app, pygame.K_s)
    assert isinstance(app.top, MainMenu)
    # Resting the pointer on the greyed button brings its tooltip up all the same.
    pygame.mouse.set_pos(solo.rect.center)
    for _ in range(4):
        app.ui.update(0.4)
    assert solo.tool_tip is not None


def test_solo_opens_when_the_scripted_opponents_exist(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("game.ai.agents")
    fake.AGENTS = {"steady": object()}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ai.agents", fake)
    app = menu_app()
    solo = app.top.buttons["solo"]
    assert solo.is_enabled
    click(app, solo)
    assert isinstance(app.top, SetupScene) and app.top.mode == "solo"
    assert app.top.setup_model().opponent == "steady"


def test_closing_the_window_quits() -> None:
    app = menu_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pump(app, 1)
    assert not app.running


def test_an_idle_menu_waits_instead_of_redrawing() -> None:
    app = menu_app()
    assert app.top.terrain is None  # the first frame came before the terrain was read
    assert app.tick() is True  # the terrain arrives and is drawn
    assert app.top.terrain
    app._active_until = 0.0  # as if the pointer had last moved a while ago
    assert app.tick(block=True) is False
    key(app, pygame.K_q)
    assert app.frames_drawn > 2


def test_a_resized_window_lays_the_menu_out_again() -> None:
    app = menu_app()
    old = app.top.kit
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=SIZE, w=SIZE[0], h=SIZE[1]))
    pump(app, 1)
    assert app.top.kit is not old and app.top.buttons["new"].alive()
