"""The header and "Next step", the list of actions for steps without a tool, and the layout of the screen."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from battle_samples import command_session, open_scene
from menu_driver import SIZE, click, key, pump

from game.core.actions import Proceed
from game.core.deployment.actions import AutoDeploy
from game.core.shooting.actions import Shoot
from game.replay.session import Session
from game.ui.app import App
from game.ui.battle import components, layout
from game.ui.battle.header import status_words
from game.ui.battle.scene import BattleScene
from game.ui.battle.step_tools import StepTools
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue
from game.ui.setup_model import BattleSetup

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, unit  # noqa: E402


def test_space_goes_through_the_steps_and_the_header_follows() -> None:
    app, scene = open_scene(command_session())
    st = scene.controller.state
    seen = []
    for _ in range(5):
        seen.append((st.active, st.phase, st.step, status_words(st)))
        assert scene.next_button.is_enabled
        key(app, pygame.K_SPACE)
    assert seen[0][3] == ("Turn 1 of 4 · The Empire to play", "Command phase · Orders")
    assert seen[1][3][1] == "Command phase · Character moves"
    assert seen[2][3][1] == "Shooting phase · Shooting"
    assert seen[3][3][1] == "Combat phase · Combat"
    assert seen[4][3] == ("Turn 1 of 4 · The Orcs to play", "Command phase · Orders")
    assert scene.controller.applied == [Proceed()] * 5
    assert "go on to" in scene.next_button.tool_tip_text and "[key: SPACE]" in scene.next_button.tool_tip_text


def test_a_step_without_a_tool_lists_what_the_rules_allow_as_buttons(monkeypatch: pytest.MonkeyPatch) -> None:
    # Shooting has a tool of its own (tests in test_shoot_*.py): without it, the list plays the step.
    monkeypatch.setattr(StepTools, "tool", lambda self: None)
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1")], [unit("Orc Warriors", 900, 550, 180, id="o1")], step="shoot"
    )
    session = Session.start(state, scripted=[1, 1, 1], strict_script=True, header={"mode": "solo", "ai": {"1": "x"}})
    app, scene = open_scene(session)
    assert scene.tool() is None
    assert "Crossbowmen shoots at Orc Warriors" in scene.panel.lines
    button = next(b for b in scene.panel_kit.actions if b.text == "Crossbowmen shoots at Orc Warriors")
    click(app, button)
    assert scene.controller.applied == [Shoot("x1", "o1")]
    assert "Crossbowmen shoots at Orc Warriors" not in scene.panel.lines
    assert "Nothing to decide here: press Next step (Space) to go on." in scene.panel.lines


def test_a_new_battle_from_set_up_deploys_by_the_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Deployment has a tool of its own (tests in test_deploy_*.py): without it, the list plays the step.
    monkeypatch.setattr(StepTools, "tool", lambda self: None)
    session = BattleSetup(Catalogue(tmp_path)).start()
    assert session.state.phase == "deployment"
    app = App(None, SIZE)
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)
    scene = app.top
    assert isinstance(scene, BattleScene)
    side = session.state.acting_side()
    words = f"Deploy the rest of {session.state.sides[side].name} along their edge"
    assert words in scene.panel.lines
    # A unit with many places to go is named once, above short buttons; the tooltip has the exact spot.
    texts = [b.text for b in scene.panel_kit.actions]
    assert "Deploy in line, left, at the edge" in texts
    first = next(b for b in scene.panel_kit.actions if b.text == "Deploy in line, left, at the edge")
    assert first.tool_tip_text.startswith("Deploy ") and " cm across, " in first.tool_tip_text
    click(app, next(b for b in scene.panel_kit.actions if b.text == words))
    assert scene.controller.applied == [AutoDeploy(side)]


def test_the_layout_gives_the_table_the_room_the_strip_does_not_need() -> None:
    from game.ui.theme import Metrics

    m = Metrics(1.0)
    with_strip = layout.compute((1600, 1000), m, tray=True, log=True)
    without = layout.compute((1600, 1000), m)
    assert with_strip.tray is not None and with_strip.log is not None
    assert with_strip.tray.right < with_strip.log.left and with_strip.tray.bottom == 1000
    assert without.strip is None and without.table.bottom == 1000
    assert with_strip.table.width == without.table.width == 1600 - with_strip.panel.width
    big = layout.compute((1600, 1000), Metrics(1.5), tray=True, log=True)
    assert big.header.height == round(layout.HEADER_H * 1.5) and big.panel.width > with_strip.panel.width


def test_without_the_components_the_screen_still_plays(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(components, "bundle", lambda: None)
    monkeypatch.setattr(components, "available", lambda: [])
    app, scene = open_scene(command_session())
    assert scene.aids is None and scene.components == []
    assert scene.lay is not None and scene.lay.strip is None
    key(app, pygame.K_SPACE)
    assert scene.controller.applied == [Proceed()]


def test_a_resized_window_lays_the_screen_out_again() -> None:
    app, scene = open_scene(command_session())
    before = scene.lay
    assert before is not None and scene.view is not None
    surf = pygame.display.set_mode((1200, 800), pygame.RESIZABLE)
    assert surf.get_size() == (1200, 800)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1200, 800), w=1200, h=800))
    pump(app, 2)
    assert scene.lay is not None and scene.lay.size == (1200, 800)
    assert scene.view.rect == scene.lay.table
    assert scene.next_button.rect.right <= 1200


def test_before_the_battle_the_header_names_the_side_setting_up(tmp_path: Path) -> None:
    session = BattleSetup(Catalogue(tmp_path)).start()
    st = session.state
    first = st.acting_side()
    assert status_words(st) == (f"Before the battle · {st.sides[first].name} to decide", "Deployment")
    # After one placement the other side sets up, and the header follows it (not the side of turn 1).
    session.apply(next(a for a in st.legal_actions() if a.kind == "deploy_unit"))
    st = session.state
    assert st.acting_side() != first
    assert status_words(st)[0] == f"Before the battle · {st.sides[1 - first].name} to decide"
