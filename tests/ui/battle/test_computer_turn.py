"""A solo battle as a player meets it, played without ever touching the mouse: every screen is up to date
after each of the computer's actions, its turn can be followed (who plays, pause, one move, faster, the
rest at once), it is recapped when it hands the table back, and the last picture of the battle is seen
before the result screen replaces it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from small_battle import PlayerLoop, small_session

from game.core.actions import Proceed
from game.ui.battle.computer_turn import RESULT_HOLD
from game.ui.battle.scene import BattleScene
from game.ui.battle.turn_recap import TurnRecapScene
from game.ui.result import ResultScene

ORCS_PLAYING = "The computer is playing Orcs"


def solo(monkeypatch: pytest.MonkeyPatch, speed: str = "normal") -> PlayerLoop:
    return PlayerLoop(monkeypatch, small_session(ai={"1": "aggressive:normal"}), speed)


def human_move(loop: PlayerLoop) -> None:
    """The Empire's player, by keys only: deploy the rest (A), else Next step (Space)."""
    st = loop.scene.controller.state
    assert st.check(Proceed()) == [] or st.phase == "deployment", "the sample battle needs no other choice"
    loop.key(pygame.K_a if st.phase == "deployment" else pygame.K_SPACE)


def _to_computer_turn(loop: PlayerLoop) -> None:
    """Play the Empire's deployment and first turn by keys, until the computer's first turn is under way."""
    scene = loop.scene
    for _ in range(30):
        st = scene.controller.state
        if st.phase != "deployment" and scene.computer.playing is not None:
            return
        loop.settle()
        if loop.app.top is scene and scene.computer.playing is None:
            human_move(loop)
            loop.one()
    raise AssertionError("the computer's turn never came")


def test_the_computers_turn_has_a_banner_hides_the_players_controls_and_pauses_steps_and_hurries(
    monkeypatch: pytest.MonkeyPatch, artifacts: Path
) -> None:
    loop = solo(monkeypatch)
    scene = loop.scene
    _to_computer_turn(loop)
    loop.one()
    assert scene.computer.banner_words() is not None and scene.computer.banner_words()[0] == ORCS_PLAYING
    assert scene.next_button is None and scene.tool() is None
    assert scene.panel is not None and scene.panel.lines[0] == ORCS_PLAYING
    # The banner hides none of the pieces: there is room for it elsewhere on this table.
    box = scene.computer.banner_rect
    st = scene.controller.state
    assert box is not None
    for u in st.live_units():
        for s in u.stands:
            assert not box.collidepoint(scene.camera.to_screen(s.x, s.y)), f"the banner hides {u.name}"
    loop.app.save(artifacts / "solo-computer-turn.png")
    loop.app.save("/tmp/i23-turn-computer.png")

    # Space pauses: however long the player waits, the computer does nothing.
    loop.key(pygame.K_SPACE)
    loop.one()
    assert scene.computer.paused
    done = len(scene.controller.applied)
    for _ in range(200):
        loop.one()
    assert len(scene.controller.applied) == done
    assert "Paused" in scene.computer.banner_words()[1]
    # N: exactly one move, then it waits again.
    loop.key(pygame.K_n)
    for _ in range(200):
        loop.one()
    assert len(scene.controller.applied) == done + 1 and scene.computer.paused
    # Space again: it plays on; X makes its moves faster than the setting.
    loop.key(pygame.K_SPACE)
    loop.key(pygame.K_x)
    loop.one()
    assert not scene.computer.paused and scene.computer.speed("normal") == "fast"
    # Enter: the rest of its turn at once, with nothing sliding, in a handful of passes.
    loop.key(pygame.K_RETURN)
    for _ in range(100):
        loop.one()
        assert not scene.slides.active
        if scene.computer.playing is None:
            break
    assert scene.computer.playing is None, "the rest of its turn was played at once"
    loop.one()
    assert not scene.computer.at_once, "the next computer turn plays at the usual pace again"


def test_in_solo_the_computers_turn_is_recapped_and_the_player_gets_the_table_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = solo(monkeypatch, speed="fast")
    scene = loop.scene
    _to_computer_turn(loop)
    loop.settle()
    recap = loop.app.top
    assert isinstance(recap, TurnRecapScene), "a recap of the computer's turn comes up when it is over"
    assert recap.headline == "Your turn: The Empire"
    assert recap.recap_title == "What Orcs did in their turn 1"
    assert "No orders given" not in recap.tally or not recap.lines
    # It was opened after the computer's last move had stopped sliding.
    assert not scene.slides.active
    loop.key(pygame.K_RETURN)
    loop.one()
    assert loop.app.top is scene
    general = scene.controller.state.general(0)
    assert general is not None and scene.selected is not None and scene.selected.id == general.id
    assert scene.next_button is not None and scene.tool() is not None


def test_the_last_picture_of_the_battle_is_seen_before_the_result(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = solo(monkeypatch, speed="fast")
    scene = loop.scene
    ended: list[float] = []
    shown: list[tuple[float, bool]] = []

    def watch() -> None:
        if scene.controller.state.result is not None and not ended:
            ended.append(loop.clock.t)
            # Held on the table: a banner says it is over and how to go on at once.
            banner = scene.computer.banner_words()
            assert banner is not None and banner[0].startswith("Battle over")
        if ended and not shown and loop.app.top is scene and loop.clock.t - ended[0] > 1.0:
            loop.app.save("/tmp/i23-turn-over.png")
        if isinstance(loop.app.top, ResultScene) and not shown:
            shown.append((loop.clock.t, scene.slides.active))

    for _ in range(60):
        loop.settle(watch=watch)
        top = loop.app.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, TurnRecapScene):
            loop.key(pygame.K_RETURN)
            continue
        human_move(loop)
    assert ended and shown
    assert shown[0][0] - ended[0] >= RESULT_HOLD and not shown[0][1]


def test_a_sliding_move_holds_the_result_screen_until_it_has_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = solo(monkeypatch)
    scene = loop.scene
    _to_computer_turn(loop)
    loop.settle()
    if isinstance(loop.app.top, TurnRecapScene):
        loop.key(pygame.K_RETURN)
        loop.one()
    # The Empire concede while one of their units is still sliding into place.
    from game.core.actions import Concede
    from game.ui.battle.animation import Track

    st = scene.controller.state
    unit = next(u for u in st.live_units(0))
    end = [s.pose for s in unit.stands]
    start = [(x, y + 80, f) for x, y, f in end]
    scene.controller.apply(Concede(0))
    scene.slides.tracks = [Track(unit.id, False, start, end)]
    scene.slides.started, scene.slides.duration = loop.clock.t, 1.0
    assert isinstance(loop.app.top, BattleScene)
    for _ in range(30):
        loop.one()
    assert loop.app.top is scene, "the result waits while a piece slides"
    loop.settle()
    assert isinstance(loop.app.top, ResultScene)


def test_from_the_result_the_player_may_look_at_the_table_and_come_back(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = solo(monkeypatch, speed="off")
    scene = loop.scene
    from game.core.actions import Concede

    scene.controller.apply(Concede(0))
    loop.settle()
    assert isinstance(loop.app.top, ResultScene)
    loop.key(pygame.K_t)
    loop.settle()
    assert loop.app.top is scene and scene.panel is not None
    assert scene.panel.lines[0] == "The battle is over" and scene.next_button is None
    loop.key(pygame.K_RETURN)
    loop.settle()
    assert isinstance(loop.app.top, ResultScene)


def test_while_the_computer_deploys_the_player_is_not_offered_its_units(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = solo(monkeypatch)
    scene = loop.scene
    loop.settle()
    loop.key(pygame.K_a)  # the Empire's player sets up everything at once
    seen: list[str] = []
    for _ in range(400):
        loop.one()
        st = scene.controller.state
        if st.phase != "deployment":
            break
        if scene.computer.playing is not None and scene.panel is not None:
            seen.append(scene.panel.lines[0])
            assert "Set it up here" not in scene.panel.buttons and "place" not in scene.panel.buttons
            assert not any("to set up a unit" in line for line in scene.panel.lines)
    assert seen and set(seen) == {ORCS_PLAYING}


def test_ctrl_z_does_not_take_back_the_computers_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    from menu_driver import press

    from game.ui.battle.toast import toast_for

    loop = solo(monkeypatch)
    scene = loop.scene
    session = scene.controller.session
    loop.settle()
    loop.key(pygame.K_a)
    # The computer sets up its units (no die decides where): one of them is down, the rest still to come.
    while session.records[-1].actor != 1:
        loop.one()
    loop.key(pygame.K_SPACE)
    loop.one()
    assert scene.computer.paused and session.state.phase == "deployment" and session.can_undo()
    records = len(session.records)
    press(pygame.K_z, pygame.KMOD_CTRL)
    loop.one()
    assert len(session.records) == records, "the computer's last move still stands"
    assert toast_for(scene).last == "The computer is playing: its moves cannot be taken back."
