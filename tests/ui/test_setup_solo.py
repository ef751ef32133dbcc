"""Set-up of a solo battle: the side the player commands, the computer's personality and level, each
described in words, and Start handing the computer's side to the chosen opponent."""

from __future__ import annotations

import pygame
import pygame_gui
from menu_driver import SIZE, key, pump
from pygame_gui.elements import UIDropDownMenu

from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.setup_scene import SetupScene


def open_solo() -> tuple[App, SetupScene]:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_s)
    assert isinstance(app.top, SetupScene) and app.top.mode == "solo"
    return app, app.top


def dropdown(scene: SetupScene, showing: str) -> UIDropDownMenu:
    return next(el for el in scene.kit.changes if isinstance(el, UIDropDownMenu) and el.selected_option[0] == showing)


def choose(app: App, el: UIDropDownMenu, option_id: str) -> None:
    """What pygame_gui posts when a player picks an option of a drop-down."""
    text = next(label for label, oid in el.options_list if oid == option_id)
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": el, "text": text, "selected_option_id": option_id}
        )
    )
    pump(app, 3)


def test_the_computer_takes_side_2_at_normal_and_the_choice_is_described() -> None:
    app, s = open_solo()
    model = s.setup_model()
    assert (model.ai_side, model.opponent) == (1, "aggressive:normal")
    assert dropdown(s, "Aggressive").options_list[-1] == ("Random (sparring)", "random")
    assert [label for label, _ in dropdown(s, "Normal").options_list] == ["Easy", "Normal", "Hard"]
    assert s.opponent.pane is not None
    words = s.opponent.pane.text
    assert "You command Side 1 (The Empire); the computer commands Side 2 (Orcs)." in words
    assert "Marches straight at the enemy" in words and "Normal:" in words


def test_personality_level_and_side_are_chosen_from_their_lists() -> None:
    app, s = open_solo()
    choose(app, dropdown(s, "Aggressive"), "cunning")
    choose(app, dropdown(s, "Normal"), "hard")
    choose(app, dropdown(s, "Side 1"), "1")
    model = s.setup_model()
    assert (model.ai_side, model.opponent) == (0, "cunning:hard")
    assert s.opponent.pane is not None
    words = s.opponent.pane.text
    assert "You command Side 2 (Orcs); the computer commands Side 1 (The Empire)." in words
    assert "Hunts for flank and rear charges" in words and "Hard: Judges with little error" in words
    # The side cards say who is who.
    labels = [el.text for el in s.kit.elements if hasattr(el, "text") and "edge" in str(getattr(el, "text", ""))]
    assert "Side 1 · computer · bottom edge" in labels and "Side 2 · you · top edge" in labels


def test_the_random_opponent_has_no_level_and_start_hands_its_side_over() -> None:
    app, s = open_solo()
    choose(app, dropdown(s, "Aggressive"), "random")
    assert s.setup_model().opponent == "random"
    key(app, pygame.K_RETURN, passes=3)
    assert isinstance(app.top, BattleScene)
    assert app.top.controller.session.header()["ai"] == {"1": "random"}
    # The computer plays its side: its opponent is made from the name in the session header.
    assert set(app.top.opponents.agents) == {1}


def test_the_seeker_has_no_level_either_and_plays_its_side() -> None:
    app, s = open_solo()
    assert ("Seeker", "seeker") in dropdown(s, "Aggressive").options_list
    choose(app, dropdown(s, "Aggressive"), "seeker")
    assert s.setup_model().opponent == "seeker"
    assert s.opponent.pane is not None and "charges whenever it can" in s.opponent.pane.text
    key(app, pygame.K_RETURN, passes=3)
    assert isinstance(app.top, BattleScene)
    assert app.top.controller.session.header()["ai"] == {"1": "seeker"}


def test_the_opponent_choices_and_every_optional_rule_are_within_the_window() -> None:
    # The computer's side, personality and level sit beside Start, in the window, whatever rules are offered.
    from tests.ui.menu_driver import SIZE

    app, s = open_solo()
    window = pygame.Rect((0, 0), SIZE)
    assert s.opponent.pane is not None and window.contains(s.opponent.pane.rect)
    assert s.opponent.pane.rect.top > s.cards[0].bottom
    assert dropdown(s, "Normal").rect.bottom <= SIZE[1]
    # The optional rules scroll when they do not fit: each button lies inside the window or its scrolling box.
    assert all(b.rect.left >= 0 and b.rect.right <= s.cards[0].left for b in s.rule_buttons.values())


def test_leaving_set_up_and_coming_back_keeps_the_choices_with_new_dice() -> None:
    app, s = open_solo()
    choose(app, dropdown(s, "The Empire"), "lizardmen")
    assert s.setup_model().sides[0].army == "lizardmen"
    seed = s.setup_model().seed
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, SetupScene)
    key(app, pygame.K_s)
    again = app.top
    assert isinstance(again, SetupScene) and again is not s
    assert again.setup_model().sides[0].army == "lizardmen"
    assert again.setup_model().seed != seed
    # The hot-seat set-up keeps its own choices.
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    assert app.top.setup_model().sides[0].army == "empire"  # type: ignore[attr-defined]
