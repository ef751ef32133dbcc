"""The Characters sub-phase by mouse under the Ninth Age character module: a character dropped touching a
friendly lone character is offered to join it, forming a unit of characters; the panel names the character."""

from __future__ import annotations

import pygame
from battle_samples import drag, open_scene
from menu_driver import key

from game.core.modules import compose
from game.core.ninth_age.bands import JoinCharacter
from game.replay.session import Session
from tests.helpers import battle, char, unit


def _session() -> Session:
    state = battle(
        [unit("Halberdiers", 400, 900, id="u1")],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 900, 1000, id="g"), char("Hero", 700, 1000, id="h")],
        [char("Orc General", 1700, 60, id="og")],
        ruleset=compose(["ninth-age-characters"]),
        step="characters",
    )
    return Session.start(state, scripted=[], strict_script=True, header={"mode": "solo", "ai": {"1": "random"}})


def test_dropping_a_character_beside_a_lone_friend_offers_to_join_it() -> None:
    session = _session()
    app, scene = open_scene(session)
    app.settings.confirm_commit = True
    app.settings.animation_speed = "off"
    drag(app, scene, (700, 1000), (860, 1000))  # the Hero, right beside the General's left
    tool = scene.characters
    assert tool.character == "h" and tool.offers == ["g"]
    assert "Move and join General" in [b.text.split("  (")[0] for b in scene.panel.buttons.values()]
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27m-join-char.png")
    key(app, pygame.K_j)
    applied = scene.controller.applied[-1]
    assert isinstance(applied, JoinCharacter) and (applied.character, applied.host) == ("h", "g")
    st = session.state
    assert st.units["g-alone"].name == "General's band" and st.characters["h"].joined == "g-alone"
    # The General is the band's stand now: it moves with it by order, and is not offered a move of its own.
    assert tool.able() == [] and not tool.movable("g")
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27m-join-char-after.png")
