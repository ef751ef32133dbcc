"""Four players at one machine (fw-players): a 2-against-2 hot-seat battle played by posted events to its result.

Anna and Ben command the Empire (the General's contingent and the Hero's), Cara and Dan the Orcs. Anna hands the
turn to Ben with the panel's button, the hand-over screen naming him; Ben plays the Empire's turn on; Cara gets the
Orcs' turn, hands it to Dan; the Empire's next turn begins with Anna again; Anna concedes and the result screen
names the winner.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump
from test_hotseat_characters import concede, play_on

from game.core.fantasy_warriors import before
from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.players import player_at_table
from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.header import status_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

FOUR = compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"], ["Cara", "Dan"]]}})


def four_players() -> Session:
    state = battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2")],
        [unit("Orc Warriors", 600, 300, 180, id="o1"), unit("Goblins", 1300, 300, 180, id="o2")],
        [char("General", 600, 980, id="g"), char("Hero", 1300, 980, id="h")],
        [char("Orc General", 600, 220, id="og"), char("Orc Hero", 1300, 220, id="oh")],
        step="orders", ruleset=FOUR,
    )
    session = Session.start(state, seed=5, header={"mode": "hotseat"})
    # Before the battle each General leaves his ally's contingent on the oppose orders it starts with.
    while before.here(state):
        session.apply(Ready(before.decider(state)))
    return session


def hand_over(app: object, scene: object, name: str, picture: str) -> HandOverScene:
    shown = app.top  # type: ignore[attr-defined]
    assert isinstance(shown, HandOverScene), type(shown).__name__
    assert shown.headline.startswith(f"{name} ("), shown.headline
    app.draw()  # type: ignore[attr-defined]
    pygame.image.save(app.screen, picture)  # type: ignore[attr-defined]
    click(app, shown.ready_button)
    assert app.top is scene  # type: ignore[attr-defined]
    return shown


def test_fw_players_two_against_two_hotseat_to_the_result() -> None:
    session = four_players()
    state = session.state
    app, scene = open_scene(session)
    assert status_words(state)[0].endswith("The Empire (Anna) to play")
    button = scene.panel.buttons["pass_ally"]
    assert button.text == "Anna: hand the turn to Ben"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-players-anna.png")
    click(app, button)
    pump(app, 2)
    shown = hand_over(app, scene, "Ben", "/tmp/i28m-players-to-ben.png")
    assert shown.headline == "Ben (The Empire) to play on"
    assert shown.sub == ("Anna hands the turn of The Empire to Ben: pass Ben the mouse. Ben commands Hero, "
                         "Crossbowmen.")
    assert player_at_table(state, 0) == "Ben"
    assert status_words(state)[0].endswith("The Empire (Ben) to play")
    # The orders panel offers Ben his own Hero, not Anna's General.
    assert [b.text for k, b in scene.panel.buttons.items() if "Cmd" in b.text] == ["Hero · Cmd 8"]
    # Ben may not order the General's Halberdiers: they are Anna's.
    from game.core.command import Order

    assert state.check(Order("g", ("u1",))) == ["General is Anna's to command: hand the turn to Anna first"]
    play_on(app, scene, until=1)
    # The Orcs' turn begins with Cara, who hands it to Dan.
    assert player_at_table(state, 1) == "Cara"
    click(app, scene.panel.buttons["pass_ally"])
    pump(app, 2)
    hand_over(app, scene, "Dan", "/tmp/i28m-players-to-dan.png")
    done = play_on(app, scene, until=0)
    assert "ready" in done
    # The Empire's next turn begins with Anna again.
    assert player_at_table(state, 0) == "Anna" and state.turn == 2
    shown_result = concede(app, scene)
    assert state.result is not None and state.result.winner == 1
    assert shown_result.summary.headline.startswith("Orcs win")
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-players-result.png")
