"""Words on the table cover neither each other nor the pieces they are about; every ring is named; a
tooltip never lies over the side panel's instructions.

The tags are recorded as ``overlays.tag`` draws them during one real frame of the battle screen.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pytest
from battle_samples import click_table, drag, open_scene
from menu_driver import SIZE, click, key, pump
from ui_samples import ARMIES

from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.ui.app import App
from game.ui.battle import overlays
from game.ui.battle.scene import BattleScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

Tags = list[tuple[str, pygame.Rect]]


def record_tags(monkeypatch: pytest.MonkeyPatch) -> Tags:
    """Every tag drawn from now on, with its box."""
    drawn: Tags = []
    real = overlays.tag

    def tag(surface: pygame.Surface, at: Any, words: str, *a: Any, **k: Any) -> pygame.Rect:
        box = real(surface, at, words, *a, **k)
        drawn.append((words, pygame.Rect(box)))
        return box

    monkeypatch.setattr(overlays, "tag", tag)
    return drawn


def fresh_frame(app: App, scene: BattleScene, drawn: Tags) -> None:
    """One whole frame, the board under the top layer painted afresh."""
    drawn.clear()
    assert scene.view is not None
    scene.view._board = None
    app.draw()


def piece_boxes(scene: BattleScene) -> dict[str, pygame.Rect]:
    """Screen boxes of the pieces: each stand's base corners, each character's token (at least 16 px)."""
    st, cam = scene.controller.state, scene.camera
    out = {}
    for u in st.units.values():
        w, d = st.unit_profile(u).base_mm
        pts = [p for s in u.stands for p in overlays.base_polygon(cam, s.pose, w, d)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        out[u.name] = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    for c in st.live_characters():
        sx, sy = cam.to_screen(c.x, c.y)
        out[c.name] = pygame.Rect(round(sx) - 8, round(sy) - 8, 16, 16)
    return out


def crowded_top_session() -> Session:
    """The Orcs lined up along the middle of their edge, where the General's label used to go."""
    blue = SideSetup(
        army="blue",
        name="The Empire",
        units=(UnitPlacement("Halberdiers", 900, 1000, 0, id="u1"),),
        characters=(CharacterPlacement("General", 900, 1100, 0, id="c1"),),
    )
    red = SideSetup(
        army="red",
        name="The Orcs",
        units=(
            UnitPlacement("Orc Warriors", 760, 80, 180, id="u11"),
            UnitPlacement("Orc Boyz", 1040, 80, 180, id="u12"),
        ),
        characters=(CharacterPlacement("Warboss", 900, 20, 180, id="c11"),),
    )
    spec = ScenarioSpec(name="Crowded", sides=(blue, red), first_side=0, turn_limit=4)
    session = Session.start(new_game(spec, ARMIES), scripted=[], header={"mode": "solo", "ai": {"1": "random"}})
    session.apply(Start())
    return session


def test_the_generals_whole_table_label_covers_no_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_tags(monkeypatch)
    app, scene = open_scene(crowded_top_session())
    general = scene.controller.state.characters["c1"]
    click_table(app, scene, general.x, general.y)
    fresh_frame(app, scene, drawn)
    label = [box for words, box in drawn if "orders reach the whole table" in words]
    assert label, "the General's reach is named"
    for name, box in piece_boxes(scene).items():
        assert not label[0].colliderect(box), f"the label covers {name}"


def test_a_ghost_tag_and_the_zone_label_never_cover_each_other(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_tags(monkeypatch)
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_n)
    click(app, app.top.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene)
    deploy = scene.steps.deploy
    x, y = deploy.pose[:2]
    zone = next(box for words, box in _frame(app, scene, drawn) if "deployment zone" in words)
    # The ghost dragged right under the zone's name, at its top left.
    tx, ty = scene.camera.to_table(zone.centerx, zone.bottom + 30)
    drag(app, scene, (x, y), (tx, ty), release_at_end=False)
    tags = _frame(app, scene, drawn)
    assert len(tags) >= 2, tags
    for i, (wa, a) in enumerate(tags):
        for wb, b in tags[i + 1 :]:
            assert not a.colliderect(b), f"{wa!r} covers {wb!r}"


def _frame(app: App, scene: BattleScene, drawn: Tags) -> Tags:
    fresh_frame(app, scene, drawn)
    return list(drawn)


def joined_wizard_session() -> Session:
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1")],
        [unit("Orc Warriors", 900, 560, 180, id="o1")],
        [char("General", 900, 1100, id="c1"), char("Wizard", 900, 800, id="c2", joined="x1")],
        [char("Orc General", 900, 200, id="c11")],
        step="shoot",
    )
    return Session.start(state, scripted=[], header={"mode": "solo", "ai": {"1": "nobody"}})


def test_every_range_ring_of_a_spell_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    rings: list[str] = []
    for name in ("ring", "range_outline"):
        real = getattr(overlays, name)

        def wrapped(*a: Any, _real: Any = real, **k: Any) -> None:
            label = k.get("label", a[5] if len(a) > 5 and isinstance(a[5], str) else (a[6] if len(a) > 6 else ""))
            rings.append(label)
            _real(*a, **k)

        monkeypatch.setattr(overlays, name, wrapped)
    session = joined_wizard_session()
    app, scene = open_scene(session)
    wizard = next(b for b in scene.panel_kit.actions if b.text.startswith("Cast a spell with"))
    click(app, wizard)
    key(app, pygame.K_3)
    rings.clear()
    assert scene.view is not None
    scene.view._board = None
    app.draw()
    assert len(rings) == 2, "the spell's reach from the Wizard and from his unit"
    assert all(rings), f"a ring without a legend: {rings}"


def test_a_side_panel_buttons_tooltip_keeps_off_the_panel() -> None:
    app, scene = open_scene(crowded_top_session())
    assert scene.panel_kit is not None and scene.lay is not None
    button = next(b for b in scene.panel_kit.actions if b.tool_tip_text and b.rect.colliderect(scene.lay.panel))
    # The widgets read the pointer itself (set_pos works under the dummy driver), not posted motion.
    pygame.mouse.set_pos(button.rect.center)
    pump(app, 1)
    for _ in range(4):
        app.ui.update(0.4)  # past the tooltip's delay
    assert button.tool_tip is not None, "the tooltip opened"
    assert not button.tool_tip.rect.colliderect(scene.lay.panel), "the tooltip lies over the side panel"
