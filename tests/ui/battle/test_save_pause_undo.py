"""The pause menu (Esc): resume, save, settings, concede (confirmed, then the result), quit (confirmed,
offering to save); and undo (Ctrl+Z): a move is taken back, nothing is once a die has been rolled."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness_b import deployed_session, first_move, open_harness
from menu_driver import click, key, press, pump, type_text

from game.core.actions import Concede
from game.core.command.actions import Order
from game.ui.battle.pause import PauseScene
from game.ui.battle.saving import SaveScene
from game.ui.main_menu import MainMenu
from game.ui.result import ResultScene
from game.ui.settings_scene import SettingsScene

CTRL = pygame.KMOD_CTRL


def _ordered() -> tuple[object, object]:
    app, scene = open_harness(deployed_session(scripted=[3, 4], strict=False))
    scene.controller.apply(Order("c1", ("u1",)))
    pump(app)
    return app, scene


def test_esc_opens_the_pause_menu_and_esc_resumes(artifacts: Path) -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseScene)
    assert [b.text for b in menu.buttons.values()] == [
        "Resume  (Esc)",
        "Save  (S)",
        "Settings  (O)",
        "Concede  (C)",
        "Quit to main menu  (Q)",
    ]
    app.draw()
    app.save(artifacts / "battle-pause.png")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_settings_open_over_the_pause_menu_and_come_back_to_it() -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    menu = app.top
    click(app, menu.buttons["settings"])
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_concede_asks_then_applies_it_through_the_controller_and_shows_the_result() -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    menu = app.top
    click(app, menu.buttons["concede"])
    assert menu.dialog is not None and menu.dialog.title == "Concede the battle for The Empire?"
    key(app, pygame.K_ESCAPE)  # Keep fighting
    assert menu.dialog is None and scene.state.result is None
    key(app, pygame.K_c)
    key(app, pygame.K_c)  # The Empire concede
    assert scene.controller.applied[-1] == Concede(0)
    assert isinstance(app.top, ResultScene)
    assert "Orcs win the battle" in app.top.text
    assert [type(s) for s in app.stack].count(ResultScene) == 1


def test_quit_with_unsaved_play_offers_to_save_first() -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    menu = app.top
    assert menu.dialog is not None and "will be lost" in menu.dialog.message
    assert [b.label for b in menu.dialog.buttons] == ["Stay", "Leave without saving", "Save, then leave"]
    key(app, pygame.K_s)
    dialog = app.top
    assert isinstance(dialog, SaveScene)
    dialog.entry.set_text("")
    dialog.set_name("")
    type_text("Before leaving")
    pump(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)


def test_enter_presses_the_gold_save_then_leave() -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    assert app.top.dialog is not None  # type: ignore[attr-defined]
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SaveScene)


def test_quit_without_saving_goes_to_the_main_menu() -> None:
    app, scene = _ordered()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    key(app, pygame.K_l)
    assert isinstance(app.top, MainMenu)


def test_undo_takes_back_a_move() -> None:
    app, scene = _ordered()
    before = scene.session.state.state_hash()
    scene.controller.apply(first_move(scene))
    pump(app)
    assert scene.session.state.state_hash() != before
    log_lines = len(scene.aids.log.lines())
    press(pygame.K_z, CTRL)
    pump(app)
    assert scene.session.state.state_hash() == before
    assert scene.aids.undo.last_message == "Undone: Altdorf Guard moves (order) 20 cm"
    assert len(scene.aids.log.lines()) == log_lines - 1
    # Moving again works from the restored state; the order's roll is not rolled again.
    assert len(scene.aids.tray.rolls) == 1
    scene.controller.apply(first_move(scene))
    assert len(scene.aids.tray.rolls) == 1


def test_undo_is_refused_after_a_roll_and_says_why() -> None:
    app, scene = _ordered()
    before = scene.session.state.state_hash()
    press(pygame.K_z, CTRL)
    pump(app)
    assert scene.session.state.state_hash() == before
    msg = scene.aids.undo.last_message
    assert msg is not None and "a die has been rolled since" in msg
    assert scene.aids.toast.last == msg
    app.draw()


def test_undo_never_takes_back_the_other_sides_action() -> None:
    from game.core.actions import Proceed

    app, scene = open_harness(deployed_session(scripted=[], strict=False))
    while scene.state.active == 0:
        scene.controller.apply(Proceed())
    pump(app)
    key(app, pygame.K_RETURN)  # the Orcs player is ready
    assert app.top is scene and scene.session.records[-1].dice == []
    assert scene.session.can_undo()
    before = scene.session.state.state_hash()
    press(pygame.K_z, CTRL)
    pump(app)
    assert scene.session.state.state_hash() == before
    assert scene.aids.undo.last_message == ("Cannot undo: the last action was The Empire's, and Orcs are playing now.")
