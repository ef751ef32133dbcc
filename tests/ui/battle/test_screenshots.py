"""The screens a new player walks through, saved in order to tests/artifacts/walk-*.png for people to look at.

walk-01-main-menu, walk-02-set-up, walk-03-deployment, walk-04-orders (the order planner with a chain and
a ghost move), walk-05-roll-explained, walk-09-hand-over and walk-10-result come from one hot-seat battle
of the two sample rosters, opened from the main menu and played by mouse and keys. walk-06-shooting (the
hits just scored, the drive backs still to come), walk-07-drive-backs (just resolved) and
walk-08-combat-result (the result card with the winners' choices) come from the small scripted battles of
test_shoot_tool.py and test_combat_tool.py, where the dice are known.

test_hotseat_full.py saves hotseat-combat.png (the first combat card of a whole battle) and
hotseat-result.png. Other tests save more: menu-*.png (test_menu_screens.py),
battle-orders/-planner/-charge/-characters.png (test_battle_screens.py), battle-deployment.png
(test_deploy_tool.py), battle-shooting.png (test_shoot_tool.py), battle-combat-result.png
(test_combat_tool.py), battle-handover.png (test_handover_recap.py), battle-roll-explained.png
(test_tray_explain.py), battle-log.png, battle-pause.png, battle-help/-ruler/-sight.png, ui-table*.png.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from battle_samples import drag, open_scene, screen_of
from menu_driver import SIZE, click, click_at, key, pump
from test_battle_screens import zoom_on
from test_combat_tool import HALB, ORCS, WIN_BY_4, open_fight
from test_hotseat_full import Player
from test_shoot_tool import shooting

from game.core.command.actions import Order
from game.ui.app import App
from game.ui.battle.explain import ExplainScene
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.scene import BattleScene
from game.ui.battle.shoot_tool import ShootTool
from game.ui.main_menu import MainMenu
from game.ui.result import ResultScene
from game.ui.setup_scene import SetupScene

# The Empire go first and their first order passes, so the planner still shows the rest of the plan.
WALK_SEED = 5


def shot(app: App, artifacts: Path, name: str) -> Path:
    """Draw the frame as it stands and save it."""
    pump(app, 1)
    app.draw()
    path = artifacts / f"{name}.png"
    app.save(path)
    assert path.stat().st_size > 10_000
    return path


def test_walk_through_a_first_hotseat_battle(artifacts: Path) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    pump(app, 2)  # the terrain behind the menu comes on the second pass
    assert isinstance(app.top, MainMenu)
    shot(app, artifacts, "walk-01-main-menu")

    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.setup_model().seed = WALK_SEED
    shot(app, artifacts, "walk-02-set-up")

    click(app, setup.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene) and scene.controller.state.phase == "deployment"
    deploy = scene.steps.deploy
    assert scene.tool() is deploy and deploy.pose is not None
    # The first unit's ghost, dragged a little way along the edge (held, not yet set up).
    x, y = deploy.pose[:2]
    drag(app, scene, (x, y), (x + 120, y), release_at_end=False)
    shot(app, artifacts, "walk-03-deployment")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen_of(scene, x + 120, y), button=1))
    pump(app, 2)

    player = Player(app, scene)
    while not (app.top is scene and scene.controller.state.step == "orders"):
        player.step()  # auto-deploy both sides (A), Ready, Next step through initiative
    pair = player.order_pair()
    assert pair is not None
    cid, uid = pair
    st = scene.controller.state
    second = next(
        u.id
        for u in sorted(st.live_units(st.active), key=lambda u: abs(u.stands[0].x - st.units[uid].stands[0].x))
        if u.id != uid and not scene.controller.check(Order(cid, (u.id,)))
    )
    ux, uy = player.spot_on(uid)
    zoom_on(scene, ux, uy, 2.0)
    player.click_table(*player.spot_on_character(cid))
    player.click_table(ux, uy)
    key(app, pygame.K_p)  # the unit's first order in the plan...
    key(app, pygame.K_p)  # ...and its second
    player.click_table(*player.spot_on(second))
    key(app, pygame.K_p)  # then another unit
    assert len(scene.orders.plan) == 3
    key(app, pygame.K_RETURN)  # the plan's first order is rolled
    moves = scene.moves
    assert scene.tool() is moves and moves.units == [uid]
    dx, dy = player.drags([uid])[0]
    drag(app, scene, (ux, uy), (ux + dx * 0.8, uy + dy * 0.8), release_at_end=True)
    shot(app, artifacts, "walk-04-orders")

    tray = scene.aids.tray
    (_, row) = tray.row_rects[0]
    click_at(row.move(tray.rect.topleft).center)
    pump(app, 2)
    assert isinstance(app.top, ExplainScene)
    shot(app, artifacts, "walk-05-roll-explained")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene

    key(app, pygame.K_h if moves.verdict()[0] else pygame.K_RETURN)
    assert moves.units == [] or scene.tool() is not moves
    while not isinstance(app.top, HandOverScene):
        key(app, pygame.K_SPACE)
        assert app.top is scene or isinstance(app.top, HandOverScene)
    shot(app, artifacts, "walk-09-hand-over")
    click(app, app.top.ready_button)
    assert app.top is scene

    # The battle ends when a side concedes (Esc, then C, then C again to confirm).
    key(app, pygame.K_ESCAPE)
    assert app.top.title == "Paused"
    key(app, pygame.K_c)
    key(app, pygame.K_c)
    assert isinstance(app.top, ResultScene)
    shot(app, artifacts, "walk-10-result")


def test_walk_shooting_then_the_drive_backs(artifacts: Path) -> None:
    # As in test_shoot_tool.py: the Crossbowmen shoot at the second of two equally close Orc units, the
    # Handgunners at the Goblins; then the Goblins roll 2+2+2 and the Orcs 3+3+3 to be driven back.
    session = shooting([5, 5, 5, 1, 1, 1, 4, 4, 4, 2, 2, 2, 3, 3, 3])
    app, scene = open_scene(session)
    app.settings.animation_speed = "off"
    assert isinstance(scene.tool(), ShootTool)
    key(app, pygame.K_a)
    key(app, pygame.K_2)
    assert [a.kind for a in scene.controller.applied] == ["shoot", "shoot"]
    assert session.state.phase == "shooting"
    shot(app, artifacts, "walk-06-shooting")
    key(app, pygame.K_SPACE)
    marks = {m.ref: m.words for _, m in scene.steps.marks.marks}
    assert "driven back" in marks["g1"] and "driven back" in marks["o2"]
    shot(app, artifacts, "walk-07-drive-backs")


def test_walk_combat_result_with_choices(artifacts: Path) -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4)
    app.settings.animation_speed = "off"
    key(app, pygame.K_RETURN)
    assert tool.report is not None and tool.choices()
    assert "1. Stand" in [b.text for b in scene.panel_kit.actions]
    shot(app, artifacts, "walk-08-combat-result")
