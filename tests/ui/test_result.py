"""The result screen: winner, reason, victory points with their breakdown, losses, the turn, and the ways on."""

from __future__ import annotations

import pygame
from menu_driver import SIZE, click, key, pump

from game.core.engine import end_battle
from game.core.state import GameState
from game.ui.app import App
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue
from game.ui.main_menu import MainMenu
from game.ui.result import ResultScene, summary
from game.ui.setup_model import BattleSetup
from game.ui.setup_scene import SetupScene


def finished_battle(tmp_path):  # type: ignore[no-untyped-def]
    """The standard battle after turn 8: the Orcs lost a unit of Orc Warriors (60) and had one cut to a stand."""
    session = BattleSetup(Catalogue(tmp_path)).start()
    state: GameState = session.state
    orcs = [u for u in state.units.values() if u.side == 1]
    warriors = [u for u in orcs if u.profile == "Orc Warriors"]
    warriors[0].destroyed = True
    warriors[0].stands = []
    warriors[1].stands = warriors[1].stands[:1]
    state.turn = 8
    end_battle(state, None, "turn limit")
    return session


def test_the_result_names_the_winner_the_reason_the_points_and_their_breakdown(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = finished_battle(tmp_path)
    s = summary(session.state)
    assert s.headline == "The Empire win the battle"
    assert s.reason == "The last turn was played."
    assert (s.sides[0].points, s.sides[1].points) == (90, 0)
    assert s.sides[0].items == [
        ("Bonecrusha Boyz destroyed", 60),
        ("Skull Smashas reduced to one stand (half of 60)", 30),
    ]
    assert (s.sides[0].units_lost, s.sides[1].units_lost) == (0, 1)
    assert s.turn == 8


def test_the_screen_shows_the_points_and_leads_on(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = finished_battle(tmp_path)
    app = App(None, SIZE)
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)  # the battle screen sees the finished battle and opens the result
    result = app.top
    assert isinstance(result, ResultScene)
    words = result.text
    assert "The Empire win the battle" in words
    assert "The Empire: 90 victory points" in words
    assert "Bonecrusha Boyz destroyed | 60" in words
    assert "Skull Smashas reduced to one stand (half of 60) | 30" in words
    assert "Orcs: 0 victory points" in words
    assert "Orcs | 1" in words  # units lost
    labels = [getattr(el, "text", "") for el in result.kit.elements]
    assert "Victory points: The Empire 90, Orcs 0" in labels
    assert "The battle ended in turn 8." in labels
    new = next(b for b in result.kit.actions if b.text.startswith("New battle"))
    click(app, new)
    assert isinstance(app.top, SetupScene) and isinstance(app.stack[0], MainMenu) and len(app.stack) == 2


def test_main_menu_key_goes_home(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = finished_battle(tmp_path)
    app = App(None, SIZE)
    app.tick(force=True)
    app.push(ResultScene(session.state))
    key(app, pygame.K_m)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1


def test_a_concession_scores_nothing_for_the_side_that_gave_up(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = BattleSetup(Catalogue(tmp_path)).start()
    state = session.state
    next(u for u in state.units.values() if u.side == 0).destroyed = True
    end_battle(state, 1, "concession", conceded=1)
    s = summary(state)
    assert s.headline == "The Empire win the battle"
    assert s.reason == "Orcs conceded the battle."
    assert s.sides[1].points == 0 and s.sides[1].items == []
    assert any("concedes" in n for n in s.sides[1].notes)
