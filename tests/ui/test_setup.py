"""Set-up of a new battle: choices, the problems standing in the way, and Start handing over the battle."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, click, key, pump

from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.main_menu import MainMenu
from game.ui.setup_model import PITCHED, UNLIMITED_TURNS, BattleSetup, length_rule
from game.ui.setup_scene import SetupScene

ILLEGAL = """name: Half a force
army: empire
points_cap: 2000
units:
  - profile: Knights
characters:
  - profile: Hero
"""


def open_setup() -> tuple[App, SetupScene]:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_n)
    assert isinstance(app.top, SetupScene)
    return app, app.top


def name_entry(scene: SetupScene, text: str):  # type: ignore[no-untyped-def]
    return next(el for el in scene.kit.changes if getattr(el, "get_text", lambda: None)() == text)


def test_the_standard_battle_is_ready_to_start_at_once() -> None:
    app, s = open_setup()
    model = s.setup_model()
    assert model.scenario == PITCHED
    assert [(x.name, x.army) for x in model.sides] == [("The Empire", "empire"), ("Orcs", "orcs")]
    assert model.problems() == []
    assert s.start_button.is_enabled
    assert "Everything is ready" in s.problem_pane.text


def test_start_stays_disabled_while_a_side_has_no_name() -> None:
    app, s = open_setup()
    entry = name_entry(s, "The Empire")
    click(app, entry)
    key(app, pygame.K_END)
    for _ in range(len("The Empire")):
        key(app, pygame.K_BACKSPACE, passes=1)
    pump(app)
    assert s.setup_model().sides[0].name == ""
    assert "Side 1 needs a name." in s.setup_model().problems()
    assert "Side 1 needs a name." in s.problem_pane.text
    assert not s.start_button.is_enabled
    click(app, s.start_button)
    assert app.top is s  # nothing happened


def test_start_stays_disabled_while_a_chosen_roster_breaks_the_rules(user_dirs: dict[str, Path]) -> None:
    folder = user_dirs["data"] / "rosters"
    folder.mkdir(parents=True)
    (folder / "half.yaml").write_text(ILLEGAL, encoding="utf-8")
    app, s = open_setup()
    model = s.setup_model()
    entry = model.cat.roster(str(folder / "half.yaml"))
    assert entry is not None and not entry.shipped and entry.problems
    legal = model.sides[0].roster
    s.choose_roster(0, entry.key)
    problems = model.problems()
    assert "Side 1 (Half a force): A force needs exactly one General; this one has 0." in problems
    assert "Side 1 (Half a force): Halberdiers: at least 4 needed for a 2000-point force, roster has 0." in problems
    assert not s.start_button.is_enabled
    key(app, pygame.K_RETURN)
    assert app.top is s
    s.choose_roster(0, legal)
    assert model.problems() == [] and s.start_button.is_enabled


def test_the_same_name_twice_is_a_problem() -> None:
    app, s = open_setup()
    s.rename(1, "the empire")
    assert "The two sides need different names." in s.setup_model().problems()
    assert not s.start_button.is_enabled


def test_start_builds_the_game_and_hands_it_to_the_battle_screen() -> None:
    app, s = open_setup()
    s.choose_length("random_end")
    click(app, s.start_button)
    battle = app.top
    assert isinstance(battle, BattleScene) and battle.session is not None
    state = battle.session.state
    assert state.started and state.turn == 1
    assert [x.name for x in state.sides] == ["The Empire", "Orcs"]
    assert state.ruleset.option("end").game_length == "random_end" and state.turn_limit == 8
    assert state.sides[0].roster == "Empire 2000"
    assert len(app.stack) == 2 and isinstance(app.stack[0], MainMenu)
    # Esc offers the way out: the pause menu when the battle screen has one, else a question. Leaving asks
    # first, then goes back to the main menu.
    key(app, pygame.K_ESCAPE)
    if app.top is battle:
        assert battle.dialog is not None
        key(app, pygame.K_RETURN)
    else:
        assert app.top.title == "Paused"
        key(app, pygame.K_q)
        assert app.top.dialog is not None and app.top.dialog.title == "Leave the battle?"
        key(app, pygame.K_l)
    assert isinstance(app.top, MainMenu)


def test_a_scenario_is_played_as_written_with_its_own_length() -> None:
    app, s = open_setup()
    skirmish = next(k for k in s.scenario_buttons if k.endswith("skirmish.yaml"))
    click(app, s.scenario_buttons[skirmish])
    model = s.setup_model()
    assert model.scenario == skirmish
    assert [x.name for x in model.sides] == ["Empire patrol", "Orc raiders"]
    assert model.problems() == []
    key(app, pygame.K_RETURN)
    battle = app.top
    assert isinstance(battle, BattleScene)
    state = battle.session.state
    assert state.scenario == "Skirmish" and state.turn_limit == 2
    assert {u.id for u in state.units.values()} >= {"e_halberds", "o_boars"}


def test_game_lengths_are_stored_as_options() -> None:
    assert length_rule("fixed_6") == ("fixed", 6)
    assert length_rule("fixed_8") == ("fixed", 8)
    assert length_rule("roll_d6") == ("roll_d6", 8)
    assert length_rule("random_end") == ("random_end", 8)
    assert length_rule("unlimited") == ("unlimited", UNLIMITED_TURNS)
    assert length_rule("scenario", 2) == ("fixed", 2)


def test_a_side_with_no_roster_for_its_army_is_told_to_build_one(tmp_path: Path) -> None:
    from game.ui.catalogue import Catalogue

    cat = Catalogue(tmp_path)
    # An army with no roster anywhere (every shipped list has a sample roster now).
    cat._rosters = [r for r in cat.rosters() if r.army != "tomb_kings"]
    model = BattleSetup(cat)
    model.set_army(1, "tomb_kings")
    assert model.sides[1].roster is None
    assert "Side 2: choose a roster of Tomb Kings, or build one now." in model.problems()


def test_the_header_words_the_turn_by_the_game_length(tmp_path: Path) -> None:
    from game.ui.catalogue import Catalogue
    from game.ui.hud import turn_words

    words = []
    for length in ("unlimited", "random_end", "fixed_8"):
        model = BattleSetup(Catalogue(tmp_path))
        model.game_length = length
        words.append(turn_words(model.start().state))
    assert words == ["Turn 1", "Turn 1 of at most 8", "Turn 1 of 8"]
