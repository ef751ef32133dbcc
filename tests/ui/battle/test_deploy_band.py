"""Ninth Age characters on the deployment screen: a character dropped touching a friendly lone character is
offered to join it, and J sets the two up as one unit of characters."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pygame
from battle_samples import drag, open_scene
from menu_driver import key
from test_deploy_tool import SOLO, roster

from game.core.deployment import order
from game.core.deployment.actions import DeployCharacter, DeployUnit
from game.core.ninth_age.band_setup import DeployJoinCharacter
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.ui.battle.deploy_tool import DeployTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import armies  # noqa: E402


def test_a_character_dropped_beside_a_lone_character_is_offered_to_form_a_unit_of_characters() -> None:
    r0 = roster("empire", ["Halberdiers", "Halberdiers", "Knights"], ["General", "Hero"])
    r1 = roster("orcs", ["Orc Warriors", "Boar Riders"], ["Orc General"])
    spec = ScenarioSpec(name="Meeting on the plain", sides=(SideSetup("empire", roster=r0), SideSetup("orcs", roster=r1)),
                        first_side=0, options={"deployment": "alternate"})
    spec = dataclasses.replace(spec, rules=("ninth-age-characters",))
    session = Session.start(new_game(spec, armies()), scripted=[], strict_script=True, header=SOLO)
    session.apply(Start())
    st = session.state
    for uid, x in (("u1", 500), ("u4", 600), ("u2", 900), ("u5", 1100), ("u3", 1300)):
        side = st.units[uid].side
        session.apply(DeployUnit(uid, x, 1100 if side == 0 else 100, 0 if side == 0 else 180, "line"))
    session.apply(DeployCharacter("c1", 1500, 1150, 0))
    session.apply(DeployCharacter("c3", 1500, 50, 180))
    assert order.placer(st) == 0
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, DeployTool) and tool.piece == "c2"
    # Dropped touching the General's left side: offered to join him.
    drag(app, scene, tool.pose[:2], (1460, 1150))
    assert tool.join == "c1"
    assert tool.status() == [("good", "✓ Hero may join General here")]
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27wh8-deploy-band.png")
    key(app, pygame.K_j)
    assert scene.controller.applied[-1] == DeployJoinCharacter("c2", 1460, 1150, 0, "c1")
    band = st.units[st.characters["c2"].joined]  # type: ignore[index]
    assert band.name == "General's band" and st.characters["c1"].joined == band.id
