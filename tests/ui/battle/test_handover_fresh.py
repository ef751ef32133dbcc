"""The hot-seat hand-over gives the next player a fresh table and a recap in good words: the whole table in
view and their own General shown (not what the last player picked or zoomed to); no "No orders" for a
side that has not played yet, never "the The Empire", and the characters' moves told."""

from __future__ import annotations

import pygame
import pytest
from small_battle import PlayerLoop, small_session

from game.core.actions import Proceed
from game.core.command.actions import MoveCharacter
from game.core.deployment.actions import AutoDeploy
from game.ui.battle.handover_screen import HandOverScene
from game.ui.picking import Target

SPOTS = ((0, -150), (150, 0), (-150, 0), (90, -120), (-90, -120), (0, 150))


def hotseat(monkeypatch: pytest.MonkeyPatch) -> PlayerLoop:
    loop = PlayerLoop(monkeypatch, small_session(mode="hotseat"), speed="off")
    ctl = loop.scene.controller
    assert ctl.apply(AutoDeploy(0)) is not None and ctl.apply(AutoDeploy(1)) is not None
    loop.settle()
    return loop


def test_the_first_hand_over_says_the_other_side_has_not_played_yet(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = hotseat(monkeypatch)
    screen = loop.app.top
    assert isinstance(screen, HandOverScene)
    assert screen.headline == "The Empire to play"
    assert "No orders" not in screen.text, "Orcs have not played: there are no orders to miss"
    assert screen.recap_title == "The Empire take the first turn"
    assert "Orcs have not played a turn yet" in screen.tally
    assert "the The" not in screen.text + screen.ready_words
    assert "whoever commands The Empire" in screen.sub
    loop.app.save("/tmp/i23-turn-handover-first.png")


def _empire_turn(loop: PlayerLoop) -> float:
    """The Empire's first turn: the General moves, the player zooms in on an Orc unit and picks it, then
    passes the turn on; returns the scale that fits the table."""
    scene = loop.scene
    loop.key(pygame.K_RETURN)
    loop.settle()
    assert loop.app.top is scene
    ctl = scene.controller
    while ctl.state.step != "characters":
        assert ctl.apply(Proceed()) is not None, ctl.message
    st = ctl.state
    general = st.general(0)
    assert general is not None
    # Somewhere clear of the units, 15 cm from where he stands.
    moves = [MoveCharacter(general.id, general.x + dx, general.y + dy, general.facing) for dx, dy in SPOTS]
    move = next(m for m in moves if not ctl.check(m))
    assert ctl.apply(move) is not None, ctl.message
    orc = next(u for u in st.live_units(1))
    scene.select(Target("unit", orc.id))
    fit = scene.camera.fit_scale
    scene.camera.zoom_at(3.0, scene.camera.viewport.center)
    assert scene.camera.scale > fit
    while ctl.state.active == 0:
        assert ctl.apply(Proceed()) is not None, ctl.message
    loop.settle()
    return fit


def test_the_recap_tells_character_moves_in_good_words(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = hotseat(monkeypatch)
    _empire_turn(loop)
    screen = loop.app.top
    assert isinstance(screen, HandOverScene) and screen.headline == "Orcs to play"
    assert screen.recap_title == "What The Empire did in their turn"
    words = [line.words for line in screen.lines]
    assert any(w.startswith("Elector Count Helmut moves 15 cm") for w in words), words
    assert "1 character move" in screen.tally
    assert "the The" not in screen.text + screen.ready_words + screen.sub
    loop.app.save("/tmp/i23-turn-handover-recap.png")


def test_after_the_hand_over_the_next_player_gets_the_whole_table_and_their_own_general(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = hotseat(monkeypatch)
    scene = loop.scene
    fit = _empire_turn(loop)
    assert isinstance(loop.app.top, HandOverScene)
    loop.key(pygame.K_RETURN)
    loop.settle()
    assert loop.app.top is scene
    boss = scene.controller.state.general(1)
    assert boss is not None and scene.selected == Target("character", boss.id), "Orcs see their own General"
    assert scene.camera.scale == pytest.approx(fit), "the whole table is in view again"
