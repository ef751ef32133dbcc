"""A solo battle on the battle screen, headless: the player's side is driven by posted key presses, the
computer plays its side through the controller, and the battle goes on to the result screen."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

import pygame  # noqa: E402
import pytest  # noqa: E402
from menu_driver import SIZE, press, pump  # noqa: E402

from game.ai.reasons import AgentReason  # noqa: E402
from game.replay.session import Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.battle.scene import BattleScene  # noqa: E402
from game.ui.battle_entry import open_battle  # noqa: E402
from game.ui.result import ResultScene  # noqa: E402
from tests.helpers import battle, char, unit  # noqa: E402


@pytest.fixture(autouse=True)
def _player_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    pygame.event.clear()
    pygame.display.quit()


def solo_session(ai: str = "aggressive:hard") -> Session:
    # One turn each; the armies start well apart, so the player only has to go through the steps.
    state = battle(
        [unit("Halberdiers", 700, 1050, id="hal"), unit("Knights", 1100, 1050, id="kn")],
        [unit("Orc Warriors", 700, 250, facing=180, id="orcs"), unit("Boar Riders", 1100, 250, facing=180, id="boars")],
        [char("General", 900, 1120, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
        turn_limit=1,
    )
    return Session.start(state, seed=11, header={"mode": "solo", "ai": {"1": ai}})


def test_a_solo_battle_is_played_to_the_result_screen_with_the_computer_giving_its_reasons() -> None:
    session = solo_session()
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)
    scene = app.top
    assert isinstance(scene, BattleScene)
    reasons: list[AgentReason] = []
    scene.controller.listeners.append(
        lambda events, state: reasons.extend(e for e in events if isinstance(e, AgentReason))
    )
    for _ in range(400):
        if isinstance(app.top, ResultScene):
            break
        state = scene.controller.state
        if state.result is None and state.acting_side() == 0:
            press(pygame.K_SPACE)  # the player: "Next step"
        elif state.result is not None:
            # The table is held a moment after the battle ends; the player need not wait for it.
            press(pygame.K_RETURN)  # "See the result"
        pump(app, 1)
    assert isinstance(app.top, ResultScene)
    assert scene.controller.state.result is not None
    # The computer played side 1 through the controller, each action with its reason for the log.
    computer = [r for r in session.records if r.actor == 1]
    assert computer and reasons
    name = session.state.sides[1].name
    assert all(r.side == 1 and r.text() == f"{name} (computer): {r.reason}" for r in reasons)
    assert any(" orders " in r.reason and "% to pass" in r.reason for r in reasons)
    # Before its first action the opponent says who it is, personality and level, in words.
    intro = reasons.pop(0)
    assert intro.reason.startswith("plays as Aggressive (Hard). Marches straight at the enemy")
    assert "Hard: Judges with little error" in intro.reason
    assert len(reasons) == len(computer)
    # The battle log shows them among the rules' own lines.
    log = (
        scene.aids.log
        if scene.aids is not None
        else next(c for _, c in scene.components if type(c).__name__ == "LogPanel")
    )
    words = [line.words for line in log.lines()]
    assert any(w == reasons[0].text() for w in words)


def test_a_battle_with_scripted_dice_is_left_to_its_author() -> None:
    state = solo_session().state
    session = Session.start(state, scripted=[], strict_script=True, header={"mode": "solo", "ai": {"1": "random"}})
    app = App(None, SIZE)
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)
    scene = app.top
    assert isinstance(scene, BattleScene) and scene.opponents.agents == {}
