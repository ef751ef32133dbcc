"""A small battle scene for testing the tray, the log, the hand-over, saving, pause and undo on their own.

It embeds ``BattleAids`` the way the battle screen does: the table above, the tray in the bottom strip,
the log on the right, a controller with ``listeners``, ``apply`` and ``undo``, and ``highlight``.
Sessions come from the shipped pitched battle, deployed automatically, with scripted dice from there on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.replay.session import Session
from game.ui.battle.aids import BattleAids
from game.ui.catalogue import Catalogue
from game.ui.scene import Scene
from game.ui.table_view import TableView
from game.ui.widgets import Kit

STRIP_H = 230
LOG_W = 440


class HarnessController:
    """Applies actions through the session and tells the listeners, as the battle controller does."""

    def __init__(self, scene: HarnessScene) -> None:
        self.scene = scene
        self.listeners: list[Any] = []
        self.applied: list[Action] = []

    @property
    def session(self) -> Session:
        return self.scene.session

    def apply(self, action: Action) -> list[Event]:
        events = self.session.apply(action)
        self.applied.append(action)
        for fn in list(self.listeners):
            fn(events, self.session.state)
        self.scene.dirty = True
        return events

    def undo(self) -> bool:
        done = self.session.undo()
        self.scene.dirty = True
        return done


class HarnessScene(Scene):
    """The table with part B's components around it."""

    title = "Battle (test harness)"

    def __init__(self, session: Session) -> None:
        self.view: TableView | None = None
        self._dirty = True
        super().__init__()
        self.session = session
        self.controller = HarnessController(self)
        self.highlighted: list[str] = []
        self.result_shown = False
        self.aids = BattleAids(self)
        self.aids.attach()

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def dirty(self) -> bool:  # type: ignore[override]
        return self.view is None or self.view.dirty or self._dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self._dirty = value
        if self.view is not None and value:
            self.view.dirty = True

    @property
    def animating(self) -> bool:
        return self.aids.busy

    def highlight(self, ids: list[str]) -> None:
        self.highlighted = list(ids)
        self.dirty = True

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        w, h = size
        m = self.m
        strip, log_w = m(STRIP_H), m(LOG_W)
        table = (w - log_w, h - strip)
        if self.view is None:
            self.view = TableView(self.state, table)
        else:
            self.view.resize(table)
        self.view.hint = "Esc: pause · Ctrl+S: save · Ctrl+Z: undo"
        self.aids.layout(
            tray=pygame.Rect(m(6), h - strip + m(6), w - log_w - m(12), strip - m(12)),
            log=pygame.Rect(w - log_w + m(2), m(40), log_w - m(8), h - m(46)),
            table=pygame.Rect(0, 0, w - log_w, h - strip),
        )

    def handle(self, e: pygame.event.Event) -> bool:
        if self.aids.handle(e):
            self.dirty = True
            return True
        if self.view is not None and e.type != pygame.KEYDOWN:
            self.view.handle(e)
        return True

    def update(self, dt: float) -> None:
        if self.state.result is not None and not self.result_shown and self.app is not None:
            from game.ui.result import ResultScene

            self.result_shown = True
            self.app.push(ResultScene(self.state))

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is not None:
            self.view.state = self.state
            self.view.draw(surface)
            for uid in self.highlighted:
                self._ring(surface, uid)
        self.aids.draw(surface)
        self._dirty = False

    def _ring(self, surface: pygame.Surface, pid: str) -> None:
        """A gold ring round a highlighted piece (the battle screen has its own highlight)."""
        assert self.view is not None
        st = self.state
        pts = []
        if pid in st.units:
            pts = [(s.x, s.y) for s in st.units[pid].stands]
        elif pid in st.characters:
            c = st.characters[pid]
            pts = [(c.x, c.y)]
        for x, y in pts:
            sx, sy = self.view.camera.to_screen(x, y)
            pygame.draw.circle(surface, (255, 226, 90), (round(sx), round(sy)), 18, 3)


def deployed_session(
    scripted: list[int] | None = None,
    mode: str = "hotseat",
    folder: Path | None = None,
    seed: int = 7,
    strict: bool = True,
    ai: dict[str, str] | None = None,
) -> Session:
    """The shipped pitched battle, both sides deployed automatically, at turn 1's orders; from there the
    dice are ``scripted`` when given (then, unless ``strict``, seeded), else seeded."""
    from game.core.deployment.actions import AutoDeploy
    from game.ui.setup_model import BattleSetup

    setup = BattleSetup(Catalogue(folder or Path("/nonexistent-warhost-rosters")), mode=mode)
    setup.seed = seed
    first = setup.start()
    for _ in range(4):
        autos = [a for a in first.state.legal_actions() if isinstance(a, AutoDeploy)]
        if not autos:
            break
        first.apply(autos[0])
    header = dict(first.header_extra)
    if ai:
        header["ai"] = ai
    if scripted is not None:
        # A save records the script, so loading replays the same dice (as for a scenario's scripted dice).
        header["script"] = list(scripted)
    return Session.start(first.state.clone(), seed=seed, scripted=scripted, strict_script=strict, header=header)


def open_harness(session: Session, size: tuple[int, int] = (1600, 1000)) -> tuple[Any, HarnessScene]:
    """An App showing the harness scene over the main menu (so leaving goes back to the menu)."""
    from game.ui.app import App

    app = App(None, size)
    scene = HarnessScene(session)
    app.push(scene)
    app.tick(force=True)
    return app, scene


def first_move(scene: HarnessScene) -> Action:
    """The first legal move on offer (after a passed order)."""
    from game.core.command.actions import Move

    return next(a for a in scene.state.legal_actions() if isinstance(a, Move))


def play_on(scene: HarnessScene, actions: int, until: Any = None, orders: bool = False) -> None:
    """Apply up to ``actions`` actions through the controller, stopping early once ``until(state)`` holds.

    With ``orders`` every character orders units (moving them the first way on offer) until an order
    fails; otherwise steps are passed, holding units that must act.
    """
    from game.core.actions import Proceed

    for _ in range(actions):
        st = scene.state
        if st.result is not None or (until is not None and until(st)):
            return
        legal = st.legal_actions()
        if orders:
            pick = next((a for a in legal if a.kind in ("move", "order")), None)
            if pick is not None:
                scene.controller.apply(pick)
                continue
        if not st.check(Proceed()):
            scene.controller.apply(Proceed())
            continue
        pick = next((a for a in legal if a.kind == "hold"), None) or next(
            (a for a in legal if a.kind not in ("order", "proceed")), legal[0]
        )
        scene.controller.apply(pick)
