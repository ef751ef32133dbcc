"""A player moving a Kislev War Wagon 5 cm or less chooses laager or column in the move panel (K)."""

from __future__ import annotations

import pygame
from battle_samples import click_table, drag, open_scene
from menu_driver import key

from game.core import laagered
from game.core.command.actions import Move
from game.replay.session import Session
from tests.core.specials.test_kislev import kislev
from tests.helpers import unit


def _ordered():  # type: ignore[no-untyped-def]
    """The Kislev General has just ordered the War Wagon (laagered, side by side at y 700) with a 5."""
    state = kislev([unit("War Wagon", 900, 700, id="w")], [unit("Orc Warriors", 900, 100, 180, id="o")],
                   general=("General", 900, 800), step="orders")
    session = Session.start(state, scripted=[2, 3], strict_script=True,
                            header={"mode": "solo", "ai": {"1": "random"}})
    app, scene = open_scene(session)
    click_table(app, scene, 900, 800)
    click_table(app, scene, 900, 700)
    key(app, pygame.K_RETURN)
    return session, app, scene


def test_a_short_move_ends_laagered_unless_the_player_keeps_the_wagon_in_column() -> None:
    session, app, scene = _ordered()
    tool = scene.moves
    assert tool.wagon() == "w"
    drag(app, scene, (900, 700), (900, 680))
    assert ("", "It ends laagered") in tool.status()
    assert scene.panel.buttons["column"].text.startswith("Stay in column")
    key(app, pygame.K_k)
    ghost = tool.ghost_poses()[0]
    # One stand behind the other about the ghost's middle: the column the move must end in.
    assert [p[0] for p in ghost] == [900, 900] and abs(ghost[0][1] - ghost[1][1]) == 40
    assert ("", "It ends in column") in tool.status()
    assert scene.panel.buttons["column"].text.startswith("Laager after a short move")
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Move(("w",), (tuple(ghost),), column=("w",))
    w = session.state.units["w"]
    assert [s.pose for s in w.stands] == list(ghost) and not laagered(w)


def test_without_the_choice_the_short_move_draws_the_team_in() -> None:
    session, app, scene = _ordered()
    drag(app, scene, (900, 700), (900, 680))
    key(app, pygame.K_RETURN)
    move = scene.controller.applied[-1]
    assert isinstance(move, Move) and move.column == ()
    assert laagered(session.state.units["w"])
