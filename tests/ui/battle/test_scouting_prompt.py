"""Scouting on the battle screen: the winner of the roll is asked for its table edge before anything is set up,
the table turns round when it takes the far one, and the panel says which group sets up now."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.deployment.scouting import ChooseEdge
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import TerrainSpec
from game.core.turn import Start
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import armies  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
WOOD = TerrainSpec("t1", "wood", ((100, 1000), (300, 1000), (300, 1100), (100, 1100)), "Darkwood")


def roster(army: str, units: list[str], characters: list[str]) -> Roster:
    return Roster(f"{army} test", army, 2000, tuple(RosterUnit(p) for p in units),
                  tuple(RosterCharacter(c) for c in characters))


def scouting_session() -> Session:
    """The Empire (worth 4) rolls 3 + 4 against the Orcs' (worth 4) 1 + 1, and scouts."""
    r0 = roster("empire", ["Halberdiers", "Pistoliers", "Knights"], ["General", "Hero"])
    r1 = roster("orcs", ["Orc Warriors", "Wolf Riders"], ["Orc General"])
    spec = ScenarioSpec(
        name="Scouts out",
        sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)),
        terrain=(WOOD,),
        first_side=None,
        options={"deployment": "alternate"},
        rules=("scouting",),
    )
    session = Session.start(new_game(spec, armies()), scripted=[3, 4, 1, 1], strict_script=True, header=SOLO)
    session.apply(Start())
    return session


def click_button(app, scene, name: str) -> None:  # type: ignore[no-untyped-def]
    button = scene.panel.buttons[name]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    pump(app, 3)


def test_the_scouting_army_chooses_its_edge_then_sets_up_its_scouts() -> None:
    session = scouting_session()
    app, scene = open_scene(session)
    assert scene.panel.lines[0] == "The Empire choose their table edge"
    assert any("won the scouting roll" in line for line in scene.panel.lines)
    assert "Keep our edge" in scene.panel.buttons["edge_keep"].text
    app.draw()
    pygame.image.save(app.screen, "/tmp/scout-edge-prompt.png")
    click_button(app, scene, "edge_far")
    assert scene.controller.applied == [ChooseEdge(True)]
    assert session.state.terrain[0].points[0] == (1700, 200)
    # Now the Empire's scouts alone: the Pistoliers, then the General and the Hero.
    assert scene.panel.lines[0] == "The Empire to set up a unit"
    assert any(line.startswith("Scouting: The Empire won the roll") for line in scene.panel.lines)
    assert "Pistoliers · 3 cavalry stands" in scene.panel.lines
    assert not any(line.startswith("Halberdiers") for line in scene.panel.lines)
    app.draw()
    pygame.image.save(app.screen, "/tmp/scout-scouts.png")
