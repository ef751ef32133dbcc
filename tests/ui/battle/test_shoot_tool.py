"""The Shooting phase by mouse: targets drawn, a shooter's odds, Shoot, Shoot all (asking on a tie), the
drive backs with their markers, and magic: a spell on a unit, a line spell, and a spell of command's move."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, drag, motion, open_scene, screen_of
from menu_driver import click, key, pump

from game.core.magic.actions import Cast, SpellMove
from game.core.shooting import odds
from game.core.shooting.actions import Shoot
from game.replay.session import Session
from game.ui.battle.magic_panel import _status as magic_status
from game.ui.battle.magic_tool import MagicTool
from game.ui.battle.shoot_tool import ShootTool
from game.ui.battle.spell_move_tool import SpellMoveTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

# Side 1 belongs to "the computer" (so no hand-over screen), but to an opponent no version knows:
# nothing plays it by itself, and each test plays both sides.
SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def shooting(dice: list[int] | None = None) -> Session:
    """The Empire's Shooting phase: Crossbowmen with two Orc units equally close, Handgunners facing Goblins,
    a Wizard between them."""
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1"), unit("Handgunners", 1300, 800, 0, id="x2")],
        [
            unit("Orc Warriors", 760, 560, 180, id="o1"),
            unit("Orc Warriors", 1040, 560, 180, id="o2"),
            unit("Goblins", 1300, 560, 180, id="g1"),
        ],
        [char("General", 900, 1000, id="c1"), char("Wizard", 1040, 850, id="c2")],
        [char("Orc General", 900, 200, id="c11")],
        step="shoot",
    )
    session = Session.start(state, scripted=list(dice or []), strict_script=True, header=SOLO)
    return session


def test_every_unit_able_to_shoot_shows_its_target_and_a_click_shows_the_odds() -> None:
    session = shooting()
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, ShootTool)
    assert set(tool.options()) == {"x1", "x2"}
    assert tool.options()["x1"] == (["o1", "o2"], False)
    assert "Crossbowmen: at Orc Warriors or Orc Warriors" in scene.panel.lines
    click_table(app, scene, *centre(session.state, "x2"))
    assert tool.shooter == "x2"
    shot = tool.shot()
    assert shot is not None and shot.target == "g1" and shot.dice == 3
    lines = scene.panel.lines
    assert "Shoots at Goblins: 22.0 cm" in lines
    assert "Against 3 stands in the open: 4+" in lines
    assert "Goblins get no armour save: none" in lines
    expected = odds.shot_odds(session.state, "x2", "g1")
    assert f"Hits to expect after saves: {float(expected):.1f}" in lines
    # The line to the target is drawn on the table (half way along it, the range tag).
    app.draw()
    mid = screen_of(scene, 1300, 680)
    assert scene.app.screen.get_at(mid)[:3] != scene.app.screen.get_at(screen_of(scene, 1500, 680))[:3]


def test_enter_shoots_with_the_picked_unit() -> None:
    session = shooting([4, 4, 4])
    app, scene = open_scene(session)
    click_table(app, scene, *centre(session.state, "x2"))
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Shoot("x2", "g1")]
    assert session.state.units["g1"].stands_lost == 1
    # The marker says what happened where it happened.
    marks = {m.ref: m.words for _, m in scene.steps.marks.marks}
    assert marks["g1"] == "3 hits · 1 stand lost"
    assert "has shot" not in scene.panel.lines and "x2" not in scene.tool().options()


def test_equally_close_targets_are_picked_by_key_or_by_a_click_on_the_enemy() -> None:
    session = shooting([1, 1, 1])
    app, scene = open_scene(session)
    tool = scene.tool()
    click_table(app, scene, *centre(session.state, "x1"))
    assert tool.shot() is None
    assert "these are equally close; which one does it shoot at?" in scene.panel.lines
    click_table(app, scene, *centre(session.state, "o2"))
    assert tool.target == "o2" and tool.shot() is not None
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Shoot("x1", "o2")]


def test_shoot_all_fires_every_unit_and_asks_where_two_targets_are_equally_close() -> None:
    # Crossbowmen at the second Orc Warriors: 3 hits, no save; Handgunners at the Goblins: 3 hits.
    session = shooting([5, 5, 5, 1, 1, 1, 4, 4, 4])
    app, scene = open_scene(session)
    tool = scene.tool()
    key(app, pygame.K_a)
    assert scene.controller.applied == []
    assert tool.asking() and tool.shooter == "x1"
    assert "Shoot all waits: these are equally close; which one does it shoot at?" in scene.panel.lines
    key(app, pygame.K_2)
    assert scene.controller.applied == [Shoot("x1", "o2"), Shoot("x2", "g1")]
    assert not tool.queue and tool.shooter is None
    st = session.state
    assert st.units["o2"].stands_lost == 1 and st.units["g1"].stands_lost == 1


def _shoot_and_drive_back(app, scene) -> None:  # type: ignore[no-untyped-def]
    app.settings.animation_speed = "off"
    key(app, pygame.K_a)
    key(app, pygame.K_2)
    key(app, pygame.K_SPACE)


def test_drive_backs_after_shooting_slide_and_are_marked_on_the_table(artifacts: Path) -> None:
    # The shots as above, then the drive backs: the Goblins roll 2+2+2, the Orcs 3+3+3 (no 6: no confusion).
    session = shooting([5, 5, 5, 1, 1, 1, 4, 4, 4, 2, 2, 2, 3, 3, 3])
    app, scene = open_scene(session)
    before = centre(session.state, "g1")
    _shoot_and_drive_back(app, scene)
    st = session.state
    assert st.phase == "combat"
    after = centre(st, "g1")
    assert after[1] < before[1]  # driven back towards the Orcs' own edge
    marks = {m.ref: m.words for _, m in scene.steps.marks.marks}
    assert "driven back" in marks["g1"] and "driven back" in marks["o2"]
    pump(app, 2)
    app.draw()
    app.save(artifacts / "battle-shooting.png")


def test_drive_backs_slide_at_the_chosen_speed() -> None:
    session = shooting([5, 5, 5, 1, 1, 1, 4, 4, 4, 2, 2, 2, 3, 3, 3])
    app, scene = open_scene(session)
    key(app, pygame.K_a)
    key(app, pygame.K_2)
    app.settings.animation_speed = "slow"
    key(app, pygame.K_SPACE)
    assert {"g1", "o2"} <= set(scene.slides.moving())


def test_a_wizard_casts_a_spell_on_a_unit_he_picks() -> None:
    session = shooting([5])
    app, scene = open_scene(session)
    st = session.state
    click_table(app, scene, st.characters["c2"].x, st.characters["c2"].y)
    tool = scene.tool()
    assert isinstance(tool, MagicTool) and tool.wizard == "c2"
    labels = [b.text for b in scene.panel_kit.actions]
    assert "3. Weird Enchantment · 50 % · 4+ · 30 cm" in labels
    key(app, pygame.K_3)
    assert tool.spell == "Weird Enchantment" and "o2" in tool.targets()
    click_table(app, scene, *centre(st, "o2"))
    assert tool.target == "o2" and tool.verdict() == []
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Cast("c2", "Weird Enchantment", target="o2")]


def test_a_line_spell_follows_the_pointer_and_a_click_fixes_its_direction() -> None:
    session = shooting([1])
    app, scene = open_scene(session)
    st = session.state
    wx, wy = st.characters["c2"].x, st.characters["c2"].y
    click_table(app, scene, wx, wy)
    key(app, pygame.K_1)
    tool = scene.tool()
    assert isinstance(tool, MagicTool) and tool.spell == "Ball of Flame"
    motion(screen_of(scene, wx, wy - 200))
    pump(app, 1)
    assert tool.facing == 0 and not tool.fixed
    found = tool.line()
    assert found is not None and "o2" in found[3]
    click_table(app, scene, wx + 200, wy)
    assert tool.facing == 90 and tool.fixed
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Cast("c2", "Ball of Flame", facing=90)]


def test_a_spell_of_command_moves_its_unit_like_an_order() -> None:
    session = shooting([6])
    app, scene = open_scene(session)
    st = session.state
    click_table(app, scene, st.characters["c2"].x, st.characters["c2"].y)
    key(app, pygame.K_2)
    click_table(app, scene, *centre(st, "x1"))
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Cast("c2", "Voice of Command", target="x1")]
    tool = scene.tool()
    assert isinstance(tool, SpellMoveTool) and tool.units == ["x1"]
    assert "Voice of Command: this unit moves as if it had been given an order." in scene.panel.lines
    drag(app, scene, (900, 800), (900, 720))
    ghost = tool.ghost_poses()
    assert tool.verdict()[0] == []
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == SpellMove(("x1",), (tuple(ghost[0]),))
    assert scene.tool() is scene.steps.shoot


def test_the_shoot_all_button_carries_its_key_in_the_tooltip() -> None:
    app, scene = open_scene(shooting())
    b = scene.panel.buttons["all"]
    assert "[key: A]" in b.tool_tip_text
    wizard = next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Wizard")
    click(app, wizard)
    assert isinstance(scene.tool(), MagicTool)
    key(app, pygame.K_ESCAPE)
    assert isinstance(scene.tool(), ShootTool)


def test_a_spell_with_no_unit_to_take_it_says_why() -> None:
    session = shooting([5])
    st = session.state
    st.characters["c2"].y = 1150  # the Wizard stands back, every enemy beyond Weird Enchantment's 30 cm
    app, scene = open_scene(session)
    click_table(app, scene, st.characters["c2"].x, st.characters["c2"].y)
    key(app, pygame.K_3)
    tool = scene.tool()
    assert isinstance(tool, MagicTool) and tool.spell == "Weird Enchantment" and tool.targets() == []
    (line,) = [w for _, w in magic_status(tool)]
    assert line.startswith("✗ No unit may take it now: ")
    assert "30 cm" in line


def test_a_spell_picked_says_how_many_units_may_take_it() -> None:
    session = shooting([5])
    app, scene = open_scene(session)
    st = session.state
    click_table(app, scene, st.characters["c2"].x, st.characters["c2"].y)
    key(app, pygame.K_3)
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    assert [w for _, w in magic_status(tool)] == [f"Click a unit to lay it on: {len(tool.targets())} may take it now."]
    assert tool.targets()
