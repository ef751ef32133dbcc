"""Deploying the rest by key forms touching brigades and sets characters beside their units, not at the edge."""

from __future__ import annotations

import pygame
from battle_samples import click_table, key_down, key_up, open_scene
from menu_driver import key, pump
from test_deploy_tool import SOLO, armies, roster

from game.core import board
from game.core.command.orders import touching_adjacency
from game.core.deployment.actions import AutoDeploy
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from game.replay.session import Session


def deploying() -> Session:
    r0 = roster("empire", ["Halberdiers", "Halberdiers", "Halberdiers", "Knights", "Knights"], ["General", "Hero"])
    r1 = roster("orcs", ["Orc Warriors", "Orc Warriors", "Boar Riders"], ["Orc General"])
    spec = ScenarioSpec(
        name="Meeting on the plain",
        sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)),
        first_side=0,
        options={"deployment": "alternate"},
    )
    session = Session.start(new_game(spec, armies()), scripted=[], strict_script=True, header=SOLO)
    session.apply(Start())
    return session


def one_body(adj: dict[str, list[str]], units: list) -> bool:  # type: ignore[type-arg]
    ids = {u.id for u in units}
    seen, todo = {units[0].id}, [units[0].id]
    while todo:
        for nxt in adj[todo.pop()]:
            if nxt in ids and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == ids


def test_auto_deploy_forms_brigades_and_sets_characters_beside_their_units() -> None:
    session = deploying()
    app, scene = open_scene(session)
    key(app, pygame.K_a)  # the Empire: the rest of the side at once
    assert scene.controller.applied == [AutoDeploy(0)]
    st = session.state
    units = [u for u in st.live_units(0)]
    assert len(units) == 5 and not any(u.off_table for u in units)
    st.active = 0
    adj = touching_adjacency(st)
    halberdiers = [u for u in units if u.profile == "Halberdiers"]
    knights = [u for u in units if u.profile == "Knights"]
    # Each troop type stands as one body that may take one order as a brigade.
    assert one_body(adj, halberdiers) and one_body(adj, knights)
    # Two brigades, not one body of five.
    assert not any(k.id in adj[h.id] for h in halberdiers for k in knights)
    t = board.table(st)
    for ch in (c for c in st.characters.values() if c.side == 0):
        assert not ch.off_table
        base = board.character_base(st, ch, (ch.x, ch.y, ch.facing))
        # Beside a unit (within a couple of millimetres) and well clear of the table's own edge.
        assert min(t.distance(base, b) for u in units for b in t.bases_of(u.id)) <= 2.0
        assert st.table_h - base.bounds()[3] >= 80


def test_after_auto_deploy_shift_click_makes_a_brigade_of_them() -> None:
    session = deploying()
    app, scene = open_scene(session)
    key(app, pygame.K_a)
    for _ in range(3):
        autos = [a for a in session.state.legal_actions() if isinstance(a, AutoDeploy)]
        if not autos:
            break
        scene.controller.apply(autos[0])
    pump(app, 2)
    st = session.state
    assert st.phase == "command" and st.active == 0, (st.phase, st.active)
    general = next(c for c in st.characters.values() if c.side == 0 and c.name.startswith("General"))
    a, b = [u for u in st.live_units(0) if u.profile == "Halberdiers"][:2]
    click_table(app, scene, general.x, general.y)
    click_table(app, scene, a.stands[1].x, a.stands[1].y)
    key_down(pygame.K_LSHIFT)
    pump(app, 1)
    click_table(app, scene, b.stands[1].x, b.stands[1].y)
    key_up(pygame.K_LSHIFT)
    pump(app, 1)
    assert scene.orders.group == [a.id, b.id]
    assert scene.panel.buttons["give"].is_enabled
