"""The war cannon's crew leaving their gun from the Orders panel: the button, the gun left standing where it was
on a drab base of its own, and the crew's card saying where they are."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene, screen_of
from menu_driver import click, pump

from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.stands import LEFT_GUN

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_crew_leave_the_gun_from_the_orders_panel() -> None:
    state = battle(
        [unit("War Cannon", 900, 800, id="gun", bought=(("mercenary", 2),)), unit("Sellswords", 300, 1000, id="s")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1100, id="pm"), char("Captain", 1000, 900, id="cap", mercenary=2)],
        [char("Orc General", 1600, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery", "fw-mercenaries"]),
    )
    state.units["gun"].name = "Old Thunder"
    session = Session.start(state, header=SOLO)
    app, scene = open_scene(session)
    button = scene.panel.buttons["leave_gun_gun"]
    assert button.text == "Old Thunder: leave the gun"
    click(app, button)
    assert ("gold", "Counters: 6 gunpowder · crew away from the gun") in unit_card(session.state, "gun").lines
    assert "man_gun_gun" in scene.panel.buttons  # still beside it: they may take it up again
    for _ in range(4):
        scene.camera.zoom_at(1.3, screen_of(scene, 900, 800))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/pieces-crew-left.png")
    # The gun is drawn where the crew stood (they have not moved yet: their stands cover it but its rear shows
    # once they walk off); the drab colour is the gun's own.
    session.state.units["gun"].stands = [type(st)(st.x + 150, st.y, st.facing) for st in session.state.units["gun"].stands]
    scene.controller.version += 1
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/pieces-crew-walked.png")
    x, y = screen_of(scene, 906, 815)
    assert app.screen.get_at((x, y))[:3] == LEFT_GUN
