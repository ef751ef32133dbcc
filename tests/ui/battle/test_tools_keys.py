"""The keys card (F1 or ?), the hint line naming the tools, C and M for ranges on demand, Ctrl+S saving while
plain S pans, and the header of a battle without a turn limit."""

from __future__ import annotations

from pathlib import Path

import pygame
from battle_samples import click_table, command_session, motion, open_scene, screen_of
from menu_driver import key, pump

from game.ui.battle.header import status_words
from game.ui.battle.help_overlay import KEY_GROUPS, HelpScene
from game.ui.battle.saving import SaveScene


def test_f1_lists_every_group_of_keys_and_closes_with_esc_or_f1(artifacts: Path) -> None:
    app, scene = open_scene(command_session())
    assert "R: ruler · L: sight · F1: keys" in scene.view.hint
    key(app, pygame.K_F1)
    card = app.top
    assert isinstance(card, HelpScene)
    for group in ("The table", "Tools", "Steps", "Dice and log", "The game", "The computer's turn",
                  "Markers behind a unit"):
        assert group in card.text
    for keys in ("Hold R and drag", "R held, then 2, 3 or 6", "Hold L, click two", "Ctrl+S", "Ctrl+Z", "C", "M"):
        assert any(keys == k for _, rows in KEY_GROUPS for k, _ in rows)
        assert keys in card.text
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-help.png"))
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    # ? (Shift and /) opens it too, and F1 closes it.
    key(app, pygame.K_SLASH, pygame.KMOD_SHIFT)
    assert isinstance(app.top, HelpScene)
    key(app, pygame.K_F1)
    assert app.top is scene


def test_ctrl_s_opens_the_save_dialog_and_plain_s_pans() -> None:
    app, scene = open_scene(command_session())
    pos = screen_of(scene, 900, 600)
    motion(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_x=0.0, precise_y=3.0, flipped=False))
    pump(app, 2)
    before = scene.camera.key()
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(app.top, SaveScene)
    assert scene.camera.key() == before
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_s)
    assert app.top is scene and scene.camera.key() != before


def test_c_and_m_show_and_hide_ranges_in_any_step() -> None:
    session = command_session()
    app, scene = open_scene(session)
    # The Hero (c2) is picked in the Orders step; its 20 cm command ring is drawn by the orders tool.
    # The Swordsmen's 20 cm move, asked for with M, is not drawn by any tool of this step.
    click_table(app, scene, 400, 900)
    assert scene.selected is not None and scene.selected.id == "u4"
    rim = screen_of(scene, 400, 800)  # inside the reach, away from any piece
    app.draw()
    plain = app.screen.get_at(rim)[:3]
    key(app, pygame.K_m)
    assert scene.reach.move
    assert scene.aids.toast.last == "Move range of the selected unit: shown (M to hide)"
    app.draw()
    assert app.screen.get_at(rim)[:3] != plain
    key(app, pygame.K_m)
    assert not scene.reach.move
    app.draw()
    assert app.screen.get_at(rim)[:3] == plain
    key(app, pygame.K_c)
    assert scene.reach.command
    assert scene.aids.toast.last == "Command ranges: shown (C to hide)"
    key(app, pygame.K_c)
    assert not scene.reach.command


def test_a_battle_without_a_turn_limit_says_only_the_turn() -> None:
    session = command_session()
    st = session.state
    st.turn_limit = 0
    st.turn = 3
    assert status_words(st)[0] == "Turn 3 · The Empire to play"
    st.turn_limit = 4
    assert status_words(st)[0] == "Turn 3 of 4 · The Empire to play"
