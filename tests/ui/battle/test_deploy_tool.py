"""Deployment by mouse: the side to place, its zone, the roster list, dragging the ghost, turning it, line or
column, placing with Enter or on release, characters joining a unit, auto-deploy by key, and a screenshot."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import drag, open_scene, screen_of
from menu_driver import click, key, pump

from game.core.deployment import order, zones
from game.core.deployment.actions import AutoDeploy, DeployCharacter, DeployUnit
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.ui.battle import overlays
from game.ui.battle.deploy_tool import DeployTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import armies  # noqa: E402

# Side 1 belongs to "the computer" (so no hand-over screen), but to an opponent no version knows:
# nothing plays it by itself, and each test plays both sides.
SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def roster(army: str, units: list[str], characters: list[str]) -> Roster:
    return Roster(
        name=f"{army} test",
        army=army,
        points_cap=2000,
        units=tuple(RosterUnit(p) for p in units),
        characters=tuple(RosterCharacter(c) for c in characters),
    )


def deploying(dice: list[int] | None = None) -> Session:
    """Two rosters about to deploy: the Empire has more units and places first (no die needed)."""
    r0 = roster("empire", ["Halberdiers", "Halberdiers", "Knights"], ["General", "Hero"])
    r1 = roster("orcs", ["Orc Warriors", "Boar Riders"], ["Orc General"])
    spec = ScenarioSpec(
        name="Meeting on the plain",
        sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)),
        first_side=0,
        options={"deployment": "alternate"},
    )
    session = Session.start(new_game(spec, armies()), scripted=list(dice or []), strict_script=True, header=SOLO)
    session.apply(Start())
    return session


def open_deploying():  # type: ignore[no-untyped-def]
    session = deploying()
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, DeployTool)
    return session, app, scene, tool


def test_the_side_to_place_its_zone_and_its_roster_are_shown() -> None:
    session, app, scene, tool = open_deploying()
    st = session.state
    assert tool.placer() == 0 and st.acting_side() == 0
    assert scene.panel.lines[0] == "The Empire to set up a unit"
    assert "Halberdiers · 3 infantry stands" in scene.panel.lines
    assert "Knights · 3 cavalry stands" in scene.panel.lines
    assert "The Empire have more units (3 to 2) and deploy first." in scene.panel.lines
    # The first unit waiting is picked, its ghost at a legal place in the zone, facing the enemy.
    assert tool.piece == "u1" and tool.verdict() == []
    y0, y1 = zones.zone(st, 0)
    assert all(y0 <= p[1] <= y1 for p in tool.ghost_poses()) and tool.pose[2] == 0
    # The zone is tinted on the table: the middle of the zone is bluer than the middle of the table.
    app.draw()
    zone_px = scene.app.screen.get_at(screen_of(scene, 300, (y0 + y1) // 2))
    plain_px = scene.app.screen.get_at(screen_of(scene, 300, st.table_h // 2))
    assert zone_px.b > plain_px.b


def test_dragging_the_ghost_into_the_zone_and_enter_places_the_unit() -> None:
    session, app, scene, tool = open_deploying()
    x, y, f = tool.pose
    drag(app, scene, (x, y), (500, 1100))
    assert tool.colour() == overlays.LEGAL
    gx, gy, gf = tool.pose
    assert abs(gx - 500) <= 3 and abs(gy - 1100) <= 3
    # Confirm-before-commit is on by default: nothing is placed until Enter.
    assert scene.controller.applied == []
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [DeployUnit("u1", gx, gy, 0, "line")]
    st = session.state
    assert not st.units["u1"].off_table and [s.pose[1] for s in st.units["u1"].stands] == [gy] * 3
    # The Orcs place next: the tool follows the alternation and picks their first unit.
    assert tool.placer() == 1 and tool.piece == "u4"
    assert scene.panel.lines[0] == "Orcs to set up a unit"


def test_outside_the_zone_the_ghost_is_red_with_the_rules_reason_and_enter_does_nothing() -> None:
    session, app, scene, tool = open_deploying()
    drag(app, scene, tool.pose[:2], (500, 700))
    reasons = tool.verdict()
    assert tool.colour() == overlays.ILLEGAL
    assert reasons[0].startswith("Halberdiers must be set up wholly inside its deployment zone")
    assert tool.status()[0] == ("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])
    assert not scene.panel.buttons["place"].is_enabled
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == []


def test_q_e_and_the_wheel_turn_the_ghost_and_f_makes_a_column() -> None:
    session, app, scene, tool = open_deploying()
    key(app, pygame.K_e)
    key(app, pygame.K_e)
    assert tool.pose[2] == 10
    key(app, pygame.K_q)
    assert tool.pose[2] == 5
    # The wheel turns it while it is dragged.
    start = screen_of(scene, *tool.pose[:2])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    pump(app, 2)
    assert tool.pose[2] == 10
    key(app, pygame.K_f)
    assert tool.formation == "column"
    poses = tool.ghost_poses()
    assert len({round(p[0] - poses[0][0]) for p in poses}) > 1 or len({p[1] for p in poses}) == 3
    x, y, f = tool.pose
    drag(app, scene, (x, y), (900, 1100))
    x, y, f = tool.pose
    assert tool.verdict() == []
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [DeployUnit("u1", x, y, 10, "column")]


def test_with_confirm_off_letting_go_of_a_legal_ghost_places_it() -> None:
    session, app, scene, tool = open_deploying()
    app.settings.confirm_commit = False
    drag(app, scene, tool.pose[:2], (1400, 1120))
    assert len(scene.controller.applied) == 1
    a = scene.controller.applied[0]
    assert isinstance(a, DeployUnit) and a.unit == "u1" and abs(a.x - 1400) <= 3


def test_esc_puts_a_moved_ghost_back_and_otherwise_is_the_screens() -> None:
    session, app, scene, tool = open_deploying()
    suggested = tool.pose
    drag(app, scene, suggested[:2], (300, 1100))
    assert tool.pose != suggested and tool.moved
    key(app, pygame.K_ESCAPE)
    assert tool.pose == suggested and not tool.moved
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene and app.top.title == "Paused"


def test_another_unit_is_picked_from_the_roster_list() -> None:
    session, app, scene, tool = open_deploying()
    knights = next(b for b in scene.panel_kit.actions if b.text == "Knights · 3 cavalry stands")
    click(app, knights)
    assert tool.piece == "u3" and tool.verdict() == []
    key(app, pygame.K_RETURN)
    assert isinstance(scene.controller.applied[0], DeployUnit) and scene.controller.applied[0].unit == "u3"


def test_a_auto_deploys_the_rest_of_the_side_to_place() -> None:
    session, app, scene, tool = open_deploying()
    assert "[key: A]" in scene.panel.buttons["auto"].tool_tip_text
    key(app, pygame.K_a)
    assert scene.controller.applied == [AutoDeploy(0)]
    st = session.state
    assert not order.waiting_units(st, 0) and not order.waiting_characters(st, 0)
    assert tool.placer() == 1


def test_a_character_dropped_beside_a_unit_is_offered_to_join_it() -> None:
    session = deploying()
    st = session.state
    # Every unit down first (the Empire's line, the Orcs by auto-deploy of units only would also place
    # their General: place them one by one through the session instead).
    for uid, x in (("u1", 500), ("u4", 600), ("u2", 900), ("u5", 1100), ("u3", 1300)):
        side = st.units[uid].side
        y = 1100 if side == 0 else 100
        session.apply(DeployUnit(uid, x, y, 0 if side == 0 else 180, "line"))
    assert order.stage(st) == "characters" and order.placer(st) == 0
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, DeployTool) and tool.piece == "c1"
    assert scene.panel.lines[0] == "The Empire to set up a character"
    # Dropped just behind the middle stand of the first Halberdiers: it settles touching them.
    drag(app, scene, tool.pose[:2], (500, 1128))
    assert tool.join == "u1"
    assert "join" in scene.panel.buttons
    key(app, pygame.K_j)
    a = scene.controller.applied[-1]
    assert isinstance(a, DeployCharacter) and a.character == "c1" and a.join == "u1"
    assert st.characters["c1"].joined == "u1"


def test_screenshot_of_deployment(artifacts: Path) -> None:
    session = deploying()
    session.apply(DeployUnit("u1", 450, 1100, 0, "line"))
    session.apply(DeployUnit("u4", 700, 110, 180, "line"))
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, DeployTool) and tool.piece == "u2"
    drag(app, scene, tool.pose[:2], (900, 1060), release_at_end=False)
    app.draw()
    app.save(artifacts / "battle-deployment.png")
    assert (artifacts / "battle-deployment.png").stat().st_size > 10_000


def test_the_zones_name_keeps_clear_of_the_ghost(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, app, scene, tool = open_deploying()
    drawn: list[tuple[str, pygame.Rect]] = []
    real = overlays.tag

    def spy(surface, at, words, *args, **kw):  # type: ignore[no-untyped-def]
        box = real(surface, at, words, *args, **kw)
        drawn.append((words, box))
        return box

    monkeypatch.setattr(overlays, "tag", spy)
    # The ghost in the zone's top left corner, where its name used to be written.
    drag(app, scene, tool.pose[:2], (150, 1060), release_at_end=False)
    drawn.clear()
    app.draw()
    zone = [box for words, box in drawn if "deployment zone" in words]
    w, d = session.state.unit_profile(tool.unit()).base_mm
    ghost = overlays.ghost_box(scene.camera, tool.ghost_poses(), w, d)
    assert zone and not zone[-1].colliderect(ghost)
