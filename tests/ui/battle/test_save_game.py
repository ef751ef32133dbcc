"""Saving from the battle: a name dialog (Ctrl+S), never replacing a save silently, an autosave at every phase,
and a game saved here loads from the menu to the same state, in a fresh App."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness_b import deployed_session, first_move, open_harness
from menu_driver import SIZE, click, key, press, pump, type_text

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.replay.log import read_log
from game.ui.app import App
from game.ui.battle.saving import SaveScene, file_stem, name_problem
from game.ui.load_scene import LoadScene
from game.ui.main_menu import MainMenu


def _clear(app: App, scene: SaveScene) -> None:
    scene.entry.set_text("")
    scene.set_name("")


def _save_as(app: App, name: str) -> SaveScene:
    press(pygame.K_s, pygame.KMOD_CTRL)
    pump(app)
    dialog = app.top
    assert isinstance(dialog, SaveScene)
    _clear(app, dialog)
    type_text(name)
    pump(app)
    assert dialog.name == name
    key(app, pygame.K_RETURN)
    return dialog


def _played(user_dirs: dict[str, Path]) -> tuple[App, object]:
    app, scene = open_harness(deployed_session(scripted=[3, 4], strict=False))
    scene.controller.apply(Order("c1", ("u1",)))
    scene.controller.apply(first_move(scene))
    pump(app)
    return app, scene


def test_ctrl_s_saves_under_a_typed_name(user_dirs: dict[str, Path]) -> None:
    app, scene = _played(user_dirs)
    _save_as(app, "Evening game")
    assert app.top is scene
    path = user_dirs["data"] / "saves" / "Evening_game.jsonl"
    assert path.exists()
    assert len(read_log(path).records) == len(scene.session.records)
    assert scene.aids.toast.last == "Saved as “Evening game”"


def test_a_save_of_the_same_name_is_never_replaced_without_asking(user_dirs: dict[str, Path]) -> None:
    app, scene = _played(user_dirs)
    _save_as(app, "Evening game")
    path = user_dirs["data"] / "saves" / "Evening_game.jsonl"
    first = path.read_text(encoding="utf-8")
    scene.controller.apply(Proceed())
    dialog = _save_as(app, "Evening game")
    assert app.top is dialog and dialog.dialog is not None
    assert dialog.dialog.title == "Replace this save?"
    key(app, pygame.K_ESCAPE)  # Choose another name
    assert dialog.dialog is None and app.top is dialog
    assert path.read_text(encoding="utf-8") == first
    key(app, pygame.K_RETURN)
    key(app, pygame.K_r)  # Replace it
    assert app.top is scene
    assert path.read_text(encoding="utf-8") != first


def test_names_that_cannot_be_used_say_why() -> None:
    assert file_stem("  Evening game: round 2! ") == "Evening_game_round_2"
    assert name_problem("???") is not None
    assert name_problem("autosave") == "That name is kept for the autosave; choose another."
    assert name_problem("Evening game") is None


def test_saved_here_loads_from_the_menu_to_the_same_state_in_a_fresh_app(user_dirs: dict[str, Path]) -> None:
    app, scene = _played(user_dirs)
    _save_as(app, "Evening game")
    state_hash = scene.session.state.state_hash()
    # Quit to the main menu (the game is saved, so it only asks to confirm), then close the program.
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)
    pygame.display.quit()
    fresh = App(None, SIZE)
    fresh.tick(force=True)
    key(fresh, pygame.K_l)
    load = fresh.top
    assert isinstance(load, LoadScene)
    names = [s.name for s in load.saves or []]
    load.pick(names.index("Evening game"))
    click(fresh, load.load_button)
    battle = fresh.top
    assert battle.session.state.state_hash() == state_hash
    assert [type(s) for s in fresh.stack][0] is MainMenu and len(fresh.stack) == 2


def test_a_truncated_save_gives_a_message_and_no_traceback(user_dirs: dict[str, Path]) -> None:
    app, scene = _played(user_dirs)
    _save_as(app, "Cut short")
    path = user_dirs["data"] / "saves" / "Cut_short.jsonl"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) - 40], encoding="utf-8")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene)
    load.pick([s.name for s in load.saves or []].index("Cut short"))
    click(app, load.load_button)
    assert app.top is load and load.dialog is not None
    assert load.dialog.title == "This game cannot be loaded"
    assert "Cut_short.jsonl" in load.dialog.message


def test_an_autosave_is_written_at_the_start_of_every_phase(user_dirs: dict[str, Path]) -> None:
    app, scene = _played(user_dirs)

    def newest() -> Path:
        return scene.aids.saver.last_autosave

    def saved_steps() -> int:
        return len(read_log(newest()).records)

    # The battle was autosaved when it opened; the order and the move since are not (same phase).
    assert saved_steps() == 0 and len(scene.session.records) == 2
    scene.controller.apply(Proceed())  # to the character moves: a step, not a phase
    assert saved_steps() == 0
    scene.controller.apply(Proceed())  # the Shooting phase begins
    assert saved_steps() == len(scene.session.records) == 4
    from game.replay.log import load_session

    assert load_session(newest()).state.state_hash() == scene.session.state.state_hash()
    # Each phase has a file of its own, in the folder of this game.
    assert len(list(newest().parent.glob("*.jsonl"))) == 2


def test_a_new_battle_is_autosaved_at_once(user_dirs: dict[str, Path]) -> None:
    from game.ui.catalogue import Catalogue
    from game.ui.setup_model import BattleSetup

    session = BattleSetup(Catalogue(user_dirs["data"] / "none")).start()
    app, scene = open_harness(session)
    assert len(list((user_dirs["data"] / "saves" / "autosave").glob("*/*.jsonl"))) == 1
    pump(app)


def test_a_long_saves_folder_is_shown_by_its_last_parts(
    user_dirs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A player's data folder far wider than the dialog.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / ("a-long-folder-name/" * 8) / "data"))
    app, scene = _played(user_dirs)
    press(pygame.K_s, pygame.KMOD_CTRL)
    pump(app)
    dialog = app.top
    assert isinstance(dialog, SaveScene)
    shown = [el.text for el in dialog.kit.elements if getattr(el, "text", "").startswith("Saves go in")]
    assert shown and shown[0].startswith("Saves go in …/") and shown[0].endswith("/warhost/saves")
