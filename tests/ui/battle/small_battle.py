"""A small battle with a deployment phase, played the way a player's window plays it, for the tests of the
computer's turn, the screen never going stale and the hand-over.

``small_session`` starts a battle of two small rosters (a few units and a General each, two turns)
from the shipped army lists. ``PlayerLoop`` runs the real loop of ``SceneManager.run`` under a clock of
its own: a pass that has nothing to draw waits (as ``pygame.event.wait`` would) and the clock moves on,
so animations end and the computer's pauses pass exactly as in a window, but without waiting for them.
No event of the mouse is ever posted.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
import pytest
from menu_driver import SIZE, press

from game.core.engine import load_rules
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue

EMPIRE = Roster(
    "Small Empire",
    "empire",
    500,
    (RosterUnit("Halberdiers", "Altdorf Guard"), RosterUnit("Crossbowmen", "Middenheim Crossbows")),
    (RosterCharacter("General", name="Elector Count Helmut"), RosterCharacter("Hero", name="Captain Ulrika")),
)
ORCS = Roster(
    "Small Orcs",
    "orcs",
    500,
    (RosterUnit("Orc Warriors", "Bonecrusha Boyz"), RosterUnit("Boar Riders", "Tusker Boyz")),
    (RosterCharacter("Orc General", name="Warboss Grimgor"),),
)


def small_session(mode: str = "solo", ai: dict[str, str] | None = None, seed: int = 5, turns: int = 2) -> Session:
    """Two small armies to deploy, then ``turns`` turns each; the Empire sets up and plays first."""
    load_rules()
    cat = Catalogue()
    spec = ScenarioSpec(
        name="Small battle",
        sides=(SideSetup("empire", "The Empire", EMPIRE), SideSetup("orcs", "Orcs", ORCS)),
        first_side=0,
        turn_limit=turns,
        seed=seed,
        options={"game_length": "fixed"},
    )
    state = new_game(spec, cat.armies)
    header: dict[str, object] = {"scenario": spec.name, "mode": mode, "names": [s.name for s in state.sides]}
    if ai:
        header["ai"] = ai
    session = Session.start(state, seed=seed, header=header)
    session.apply(Start())
    return session


class Clock:
    """A stand-in for ``time.perf_counter`` that moves only when told."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class PlayerLoop:
    """The application's loop as a window runs it, passes counted, the clock its own."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, session: Session, speed: str = "normal") -> None:
        self.clock = Clock()
        monkeypatch.setattr(time, "perf_counter", self.clock)
        self.app = App(None, SIZE)
        self.app.settings.animation_speed = speed
        self.app.tick(force=True)
        open_battle(self.app, session)
        scene = self.app.top
        assert isinstance(scene, BattleScene)
        self.scene = scene

    def one(self) -> bool:
        """One pass of ``SceneManager.run``: busy, a 60th of a second; idle, the 100 ms wait for an event."""
        self.clock.t += 1 / 60 if self.app.busy() else 0.1
        return self.app.tick()

    def settle(self, limit: int = 20000, watch: Callable[[], None] | None = None) -> None:
        """Run passes until the screen is still and it is up to a person: nothing drawn for a few passes,
        nothing moving, no computer side deciding. ``watch`` is called after every pass."""
        quiet = 0
        for _ in range(limit):
            drew = self.one()
            if watch is not None:
                watch()
            top = self.app.top
            paused = getattr(getattr(top, "computer", None), "paused", False)
            computer = isinstance(top, BattleScene) and top.opponents.to_play() is not None and not paused
            quiet = 0 if (drew or computer or self.app.busy()) else quiet + 1
            if quiet >= 3:
                return
        raise AssertionError("the screen never settled")

    def stale(self) -> bool:
        """Whether the picture on screen differs from what the screen draws when it is asked to (a mouse
        movement does that: it keeps frames coming for a moment)."""
        before = pygame.image.tobytes(self.app.screen, "RGB")
        for _ in range(4):
            self.clock.t += 0.05
            self.app.tick(force=True)
        return before != pygame.image.tobytes(self.app.screen, "RGB")

    def key(self, k: int) -> None:
        press(k)
