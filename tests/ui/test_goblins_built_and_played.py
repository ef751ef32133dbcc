"""A new player of the Goblins: picks them in "New battle", builds a small force there with "Build one now…" (a
Warboss in a Wolf Chariot with the Crown of Command, a Pump Wagon and a Doom Diver among the troops), saves and
uses it, and plays the opening by the keys a player uses until the other player is handed the screen, on a table
where the Pump Wagon and the Doom Diver show their own pictures."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from menu_driver import SIZE, click, key

sys.path.insert(0, str(Path(__file__).resolve().parent / "battle"))
from test_other_armies_built_and_played import play_first_turn  # noqa: E402

from game.core.items.catalogue import item_flag
from game.ui.app import App
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.scene import BattleScene
from game.ui.builder_scene import BuilderScene
from game.ui.piece_art import art_kind
from game.ui.setup_scene import BUILD, SetupScene

PICKS = [("character", "Goblin Warboss"), ("character", "Goblin Shaman"), ("mount", "Wolf Chariot"),
         *[("unit", "Goblins")] * 4, *[("unit", "Wolf Riders")] * 2, ("unit", "Pump Wagon"), ("unit", "Doom Diver"),
         ("item", "Crown of Command")]


def build_in_setup(app: App) -> SetupScene:
    """New battle -> Goblins for side 1 -> Build one now…: the picks at 1000 points, saved and used (Ctrl+S)."""
    key(app, pygame.K_n)
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.choose_army(0, "goblins")
    setup.choose_roster(0, BUILD)
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == "goblins"
    click(app, b.cap_buttons[1000])
    for kind, name in PICKS:
        b.add(kind, name)
    assert b.problems() == [], b.problems()
    assert b.holder_pane is not None and b.holder_pane.text.splitlines() == [
        "Goblin Warboss", "mount: Wolf Chariot · magic item: Crown of Command", "Goblin Shaman", "on foot · no magic item"]
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert app.top is setup
    return setup


def test_goblins_are_built_in_new_battle_and_played(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    setup = build_in_setup(app)
    model = setup.setup_model()
    assert model.sides[0].army == "goblins" and model.problems() == [] and setup.start_button.is_enabled
    click(app, setup.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene) and scene.session is not None
    state = scene.session.state
    assert state.sides[0].army.id == "goblins"
    boss = state.general(0)
    (crown,) = item_flag("Crown of Command")
    assert boss is not None and boss.mount == "Wolf Chariot" and boss.flags.get(crown)
    # The Goblins' own machines are drawn as themselves on the table.
    kinds = {u.name: art_kind(state.unit_profile(u).special, 0) for u in state.units.values() if u.side == 0}
    assert kinds["Pump Wagon"] == "piece:pump_wagon" and kinds["Doom Diver"] == "piece:doom_diver"
    played, ordered = play_first_turn(app, scene, 120)
    assert isinstance(app.top, HandOverScene) and played and ordered, (state.phase, state.step, state.active)
    assert state.active == 1 and state.result is None
