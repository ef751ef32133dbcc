"""The screen never goes stale: a solo battle played without ever moving the mouse shows, after each of the
computer's actions, the state as it is (the header, the side panel), and whenever the loop falls idle the
picture on screen is the one a fresh frame would draw, the result screen included."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from small_battle import PlayerLoop, small_session

from game.ai.reasons import AgentReason
from game.core.actions import Proceed
from game.ui.battle.header import status_words
from game.ui.result import ResultScene


def test_a_solo_battle_without_the_mouse_never_shows_a_stale_screen(
    monkeypatch: pytest.MonkeyPatch, artifacts: Path
) -> None:
    loop = PlayerLoop(monkeypatch, small_session(ai={"1": "aggressive:normal"}))
    scene = loop.scene
    checked: list[str] = []
    pending: list[int] = []

    def heard(events: list[object], state: object) -> None:
        # The computer's actions come with its reason, told first.
        if any(isinstance(e, AgentReason) for e in events):
            pending.append(loop.app.frames_drawn)

    scene.controller.listeners.append(heard)

    def watch() -> None:
        # The first frame drawn after each of the computer's actions shows the state as it is now.
        if not pending or loop.app.frames_drawn == pending[-1] or loop.app.top is not scene:
            return
        pending.clear()
        st = scene.controller.state
        assert scene.panel is not None
        words = " | ".join(scene.panel.lines)
        if st.phase != "deployment":
            assert "to set up a unit" not in words, "the panel still offers deployment"
        if st.result is None and scene.opponents.to_play() is None:
            assert words, "the side panel is empty on the player's turn"
        checked.append(f"{status_words(st)} {words[:60]}")

    for _ in range(60):
        loop.settle(watch=watch)
        top = loop.app.top
        # Still, the screen shows what a fresh frame would: nothing waits for the mouse to move.
        assert not loop.stale(), f"the screen went stale on {type(top).__name__} after {checked[-1:]}"
        if isinstance(top, ResultScene):
            break
        if top is not scene:
            # A recap of the computer's turn: Ready.
            loop.key(pygame.K_RETURN)
            continue
        st = scene.controller.state
        assert st.check(Proceed()) == [] or st.phase == "deployment", "the sample battle needs no other choice"
        loop.key(pygame.K_a if st.phase == "deployment" else pygame.K_SPACE)
    top = loop.app.top
    assert isinstance(top, ResultScene), "the result screen came up without the mouse"
    assert top.text.startswith(top.summary.headline)
    assert top.kit is not None
    labels = {str(getattr(el, "text", "")).split("  (")[0] for el in top.kit.elements}
    assert {"New battle", "Main menu"} <= labels
    assert len(checked) >= 10, "the computer acted after deploying and in both of its turns"
    loop.app.save(artifacts / "solo-result-no-mouse.png")
    loop.app.save("/tmp/i23-turn-result.png")


def test_a_move_made_without_any_input_is_drawn_to_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core.command.actions import Order
    from game.core.deployment.actions import AutoDeploy

    loop = PlayerLoop(monkeypatch, small_session(mode="hotseat"), speed="slow")
    scene = loop.scene
    ctl = scene.controller
    assert ctl.apply(AutoDeploy(0)) is not None and ctl.apply(AutoDeploy(1)) is not None
    loop.settle()
    loop.key(pygame.K_RETURN)  # the hand-over: Ready
    loop.settle()
    while ctl.state.step != "orders":
        assert ctl.apply(Proceed()) is not None, ctl.message
    st = ctl.state
    general = st.general(0)
    assert general is not None
    # An order and a move that come from no key and no click (as the computer's do): the unit slides
    # forward 5 cm, and the screen must follow it to where it stops.
    for unit in st.live_units(0):
        if ctl.apply(Order(general.id, (unit.id,))) is None or ctl.state.command.pending is None:
            continue
        poses = [(s.x, s.y - 50, s.facing) for s in unit.stands]
        if ctl.move([unit.id], [poses]) is not None:
            break
    else:
        raise AssertionError("with these dice (seed 5) an order passes")
    assert scene.slides.active
    loop.settle()
    assert not scene.slides.active
    assert not loop.stale(), "the screen stopped while the unit was still sliding"
