"""The war cannon's crew leaving their gun from the Orders panel: the button, the gun left standing where it was
on a drab base of its own, and the crew's card saying where they are."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene, screen_of
from menu_driver import click, pump

from game.core.actions import Proceed
from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.stands import LEFT_GUN, WRECK

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


def test_ballista_crew_leave_and_man_it_from_the_orders_panel() -> None:
    state = battle(
        [unit("Ballista", 900, 800, id="b"), unit("Sellswords", 300, 1000, id="s")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1100, id="pm")],
        [char("Orc General", 1600, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery"]),
    )
    session = Session.start(state, header=SOLO)
    app, scene = open_scene(session)
    click(app, scene.panel.buttons["leave_gun_b"])
    assert ("gold", "Counters: 2 crew: full effect · crew away from the ballista") in unit_card(session.state, "b").lines
    for _ in range(4):
        scene.camera.zoom_at(1.3, screen_of(scene, 900, 800))
    session.state.units["b"].stands = [type(st)(st.x + 150, st.y, st.facing) for st in session.state.units["b"].stands]
    scene.controller.version += 1
    scene.refresh_panel()
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29-guns-ballista-left.png")
    x, y = screen_of(scene, 906, 815)
    assert app.screen.get_at((x, y))[:3] == LEFT_GUN  # the ballista stays where the crew stood
    assert "man_gun_b" not in scene.panel.buttons  # 15 cm off: too far to take it up again, and told so
    assert "Ballista's crew must stand beside their ballista to man it." in scene.panel.lines
    session.state.units["b"].stands = [type(st)(st.x - 150 + 30, st.y, st.facing)
                                       for st in session.state.units["b"].stands]
    scene.controller.version += 1
    scene.refresh_panel()
    pump(app, 2)
    button = scene.panel.buttons["man_gun_b"]
    assert button.text == "Ballista: man the ballista again"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29-guns-ballista-beside.png")
    click(app, button)
    assert ("gold", "Counters: 2 crew: full effect") in unit_card(session.state, "b").lines


def test_crew_away_from_their_ballista_are_told_why_they_shoot_nothing() -> None:
    state = battle(
        [unit("Ballista", 900, 800, id="b"), unit("Sellswords", 300, 1000, id="s")],
        [unit("Orc Warriors", 900, 500, 180, id="o")],
        [char("Paymaster", 300, 1100, id="pm")],
        [char("Orc General", 1600, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery"]),
    )
    session = Session.start(state, header=SOLO)
    app, scene = open_scene(session)
    click(app, scene.panel.buttons["leave_gun_b"])
    while session.state.step != "shoot":
        session.apply(Proceed())
    scene.controller.version += 1
    scene.refresh_panel()
    pump(app, 2)
    assert ("Ballista's crew are away from their ballista: they shoot nothing until they man it again in an "
            "Orders step.") in scene.panel.lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29-guns-ballista-shoot.png")


def test_a_wrecked_ballista_lies_where_it_was_left_crossed_out() -> None:
    state = battle(
        [unit("Ballista", 900, 800, id="b"), unit("Sellswords", 300, 1000, id="s")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1100, id="pm")],
        [char("Orc General", 1600, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery"]),
    )
    session = Session.start(state, header=SOLO)
    app, scene = open_scene(session)
    click(app, scene.panel.buttons["leave_gun_b"])
    st = session.state
    st.units["b"].stands = [type(s)(s.x + 150, s.y, s.facing) for s in st.units["b"].stands]
    # Orc Warriors against the machine's front edge: the next step finds them there and wreck it.
    st.units["o"].stands = [type(s)(860 + 40 * i, 770, 180) for i, s in enumerate(st.units["o"].stands)]
    scene.controller.proceed()
    assert ("gold", "Counters: 2 crew: full effect · ballista wrecked") in unit_card(session.state, "b").lines
    for _ in range(4):
        scene.camera.zoom_at(1.3, screen_of(scene, 900, 800))
    scene.controller.version += 1
    scene.refresh_panel()
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29-ballista-wrecked.png")
    assert "man_gun_b" not in scene.panel.buttons
    x, y = screen_of(scene, 906, 805)
    assert app.screen.get_at((x, y))[:3] == WRECK  # where the ballista stood, no longer the drab LEFT_GUN
