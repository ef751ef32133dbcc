"""Esc on the set-up screen with a drop-down open folds the list; the screen and the choices made stay."""

from __future__ import annotations

import pygame
from menu_driver import click, key, pump
from pygame_gui.elements import UIDropDownMenu

from game.ui.main_menu import MainMenu
from game.ui.setup_scene import SetupScene
from tests.ui.test_setup import open_setup


def dropdowns(scene: SetupScene) -> list[UIDropDownMenu]:
    assert scene.kit is not None
    return [el for el in scene.kit.changes if isinstance(el, UIDropDownMenu)]


def expanded(dd: UIDropDownMenu) -> bool:
    return dd.current_state is dd.menu_states["expanded"]


def test_escape_with_a_list_open_folds_it_and_keeps_the_screen_and_choices() -> None:
    app, scene = open_setup()
    model = scene.setup_model()
    length = dropdowns(scene)[0]
    # A choice made before: the second game length.
    choice = model.length_options()[1][0]
    scene.choose_length(choice)
    pump(app, 2)
    length = dropdowns(scene)[0]
    click(app, length)
    assert expanded(length), "clicking the drop-down opens its list"
    key(app, pygame.K_ESCAPE)
    assert app.top is scene, "Esc left the set-up screen"
    assert not any(expanded(dd) for dd in dropdowns(scene) if dd.alive())
    assert scene.setup_model().game_length == choice
    # With nothing open, Esc goes back to the main menu as before.
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
