"""Load game: saves listed with name, date, battle and turn; a damaged save explains itself and harms nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
from menu_driver import SIZE, click, key

from game.replay.log import write_log
from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.catalogue import Catalogue
from game.ui.load_scene import LoadScene
from game.ui.main_menu import MainMenu
from game.ui.saves import list_saves
from game.ui.setup_model import BattleSetup
from game.ui.setup_scene import SetupScene


def make_saves(folder: Path) -> tuple[Path, Path, str]:
    """A sound save and a copy cut off in the middle of a line; returns them and the sound one's hash."""
    session = BattleSetup(Catalogue(folder / "none")).start()
    good = folder / "evening_game.jsonl"
    write_log(session, good)
    text = good.read_text(encoding="utf-8")
    cut = folder / "cut_short.jsonl"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    os.utime(good, (1_700_000_000, 1_700_000_000))  # older: listed second
    return good, cut, session.state.state_hash()


def test_saves_are_listed_newest_first_with_their_battle_and_turn(user_dirs: dict[str, Path]) -> None:
    folder = user_dirs["data"] / "saves"
    good, cut, _ = make_saves(folder)
    infos = list_saves()
    assert [i.path for i in infos] == [cut, good]
    assert infos[1].name == "evening game"
    assert infos[1].scenario == "Pitched battle" and infos[1].turn == 1 and infos[1].damaged is None
    assert infos[1].sides == "The Empire v Orcs"
    assert infos[0].damaged is not None and infos[0].turn_text == "cannot be read"


def test_a_truncated_save_shows_the_reason_and_the_menu_stays_usable(user_dirs: dict[str, Path]) -> None:
    make_saves(user_dirs["data"] / "saves")
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene)
    assert load.saves is not None and load.saves[0].path.name == "cut_short.jsonl"
    click(app, load.load_button)
    assert load.dialog is not None
    assert load.dialog.title == "This game cannot be loaded"
    assert "cut_short.jsonl" in load.dialog.message and "truncated or damaged" in load.dialog.message
    key(app, pygame.K_RETURN)  # OK
    assert load.dialog is None and app.top is load
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    key(app, pygame.K_n)
    assert isinstance(app.top, SetupScene)


def test_a_sound_save_opens_the_battle_where_it_was(user_dirs: dict[str, Path]) -> None:
    _, _, state_hash = make_saves(user_dirs["data"] / "saves")
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_l)
    load = app.top
    # Each row names the turn and the phase: the autosaves of one game differ by nothing else.
    phase = list_saves()[1].phase
    assert phase and f"turn 1, {phase}" in load.items[1].text
    key(app, pygame.K_DOWN)
    assert load.selected == 1
    key(app, pygame.K_RETURN)
    battle = app.top
    assert isinstance(battle, BattleScene)
    assert battle.session.state.state_hash() == state_hash
    assert [type(s) for s in app.stack] == [MainMenu, BattleScene]


def test_no_saves_says_where_they_would_be() -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_l)
    load = app.top
    assert load.saves == []
    assert not load.load_button.is_enabled
    texts = [getattr(el, "text", "") for el in load.kit.elements]
    assert "No saved games yet." in texts
