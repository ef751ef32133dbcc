"""Learn to play, finished with the mouse: every step made on the battle screen, a wrong action refused."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "battle"))

from battle_samples import centre, click_table, drag  # noqa: E402
from menu_driver import SIZE, click, click_at, key, pump  # noqa: E402

from game.core import Charge, CombatChoice, Fight, Move, Order, Shoot  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.lesson.scene import LessonScene  # noqa: E402
from game.ui.main_menu import MainMenu  # noqa: E402


def open_lesson() -> tuple[App, LessonScene]:
    app = App(None, SIZE)
    app.tick(force=True)
    menu = app.top
    assert isinstance(menu, MainMenu)
    click(app, menu.buttons["learn"])
    scene = app.top
    assert isinstance(scene, LessonScene)
    pump(app, 2)
    return app, scene


def press_continue(app: App, scene: LessonScene) -> None:
    assert scene.button is not None, scene.text
    click_at(scene.button.center)
    pump(app, 3)


def give_order(app: App, scene: LessonScene, unit: str) -> None:
    st = scene.controller.state
    gen = st.characters["general"]
    click_table(app, scene, gen.x, gen.y)
    click_table(app, scene, *centre(st, unit))
    assert scene.panel is not None
    click(app, scene.panel.buttons["give"])


def test_learn_to_play_is_finished_with_the_mouse() -> None:
    app, scene = open_lesson()
    st = scene.controller.state
    assert "Step 1 of 7: Give an order" in scene.text
    # The wrong unit: refused with the hint, nothing applied, no die rolled.
    give_order(app, scene, "halberdiers")
    assert scene.controller.applied == []
    assert "That is not this step" in scene.text
    assert scene.controller.message is not None and "Crossbowmen" in scene.controller.message
    assert st.units["crossbows"].orders == 0 and st.units["halberdiers"].orders == 0
    # The order the step asks for: the planner shows its odds before it is given (Command 9: 30 in 36).
    gen = st.characters["general"]
    click_table(app, scene, gen.x, gen.y)
    click_table(app, scene, *centre(st, "crossbows"))
    assert scene.panel is not None
    assert "Needs on two dice: 9 or less" in scene.panel.lines
    assert "Chance this order passes: 83 %" in scene.panel.lines
    click(app, scene.panel.buttons["give"])
    assert scene.controller.applied == [Order("general", ("crossbows",))]
    assert "Done: Give an order" in scene.text and "The rule: An order passes" in scene.text
    assert "General Hausmann orders Crossbowmen (1st order): Command 9: needs 9 or less; rolled 2+5 = 7: passes" in scene.text
    press_continue(app, scene)
    assert "Step 2 of 7: Move" in scene.text
    # Move: a drag short of the gold outline is refused; onto it, the move is made.
    x, y = centre(scene.controller.state, "crossbows")
    drag(app, scene, (x, y), (x, y - 50))
    key(app, pygame.K_RETURN, passes=3)
    assert len(scene.controller.applied) == 1 and "That is not this step" in scene.text
    assert centre(scene.controller.state, "crossbows") == (x, y)
    key(app, pygame.K_ESCAPE)  # the ghost goes back
    drag(app, scene, (x, y), (x, y - 115))
    key(app, pygame.K_RETURN, passes=3)
    assert isinstance(scene.controller.applied[-1], Move), scene.text
    assert centre(scene.controller.state, "crossbows") == (x, y - 120)  # on the outline
    press_continue(app, scene)
    give_order(app, scene, "halberdiers")
    assert scene.controller.applied[-1] == Order("general", ("halberdiers",))
    press_continue(app, scene)
    assert "Charge" in scene.text
    w = centre(scene.controller.state, "warriors")
    click_table(app, scene, *w)
    click_table(app, scene, *w)
    assert scene.controller.applied[-1] == Charge("halberdiers", "warriors")
    press_continue(app, scene)  # the characters stay; on to shooting
    assert "Shoot" in scene.text and scene.controller.state.phase == "shooting"
    click_table(app, scene, *centre(scene.controller.state, "crossbows"))
    click(app, scene.panel.buttons["shoot"])
    assert scene.controller.applied[-1] == Shoot("crossbows", "goblins")
    press_continue(app, scene)
    assert "Fight" in scene.text and scene.controller.state.phase == "combat"
    click(app, scene.panel.buttons["fight"])
    assert scene.controller.applied[-1] == Fight("halberdiers")
    press_continue(app, scene)
    assert "Read the combat result" in scene.text
    stand = next(b for b in scene.panel_kit.actions if b.text.endswith("Stand"))
    click(app, stand)
    assert scene.controller.applied[-1] == CombatChoice("halberdiers", "stand")
    assert "That was your first turn" in scene.text and scene.button_label == "Main menu"
    press_continue(app, scene)
    assert isinstance(app.top, MainMenu)
