"""The dice tray, the log, the hand-over, saving, the pause menu and undo, ready to embed in one go.

``BattleAids(scene)`` makes them all for a battle scene. The scene gives them their places with
``layout(tray=..., log=..., table=...)``, passes every event through ``handle`` (Esc last: the scene's
own tools may want it first), draws them with ``draw`` after the table, and either lets ``attach``
subscribe ``on_events`` to its controller's listeners or calls it itself after each action. ``busy`` is
True while a message is showing (keep drawing until it goes).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event, GameState
from game.ui import sound
from game.ui.battle import bridge
from game.ui.battle.dice_tray import DiceTray
from game.ui.battle.handover import HandOver
from game.ui.battle.log_panel import LogPanel
from game.ui.battle.pause import PauseMenu
from game.ui.battle.saving import Saver
from game.ui.battle.toast import Toast, toast_for
from game.ui.battle.undo import UndoKeys


class BattleAids:
    """All of part B's components for one battle scene."""

    def __init__(self, scene: Any, tray: pygame.Rect | None = None, log: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.toast: Toast = toast_for(scene)
        self.saver = Saver(scene)
        self.tray = DiceTray(scene, tray)
        self.log = LogPanel(scene, log)
        self.handover = HandOver(scene)
        self.pause = PauseMenu(scene, saver=self.saver)
        self.undo = UndoKeys(scene, after=self.resync)
        # The order events are offered in: the hand-over's own event first, Esc (the pause menu) last.
        self.components: list[Any] = [
            self.handover,
            self.undo,
            self.saver,
            self.tray,
            self.log,
            self.toast,
            self.pause,
        ]
        self._attached = False

    def attach(self) -> bool:
        """Listen to the scene's controller; False if it has no listener list (then call ``on_events``)."""
        listeners = bridge.listeners_of(self.scene)
        if listeners is None:
            return False
        if self.on_events not in listeners:
            listeners.append(self.on_events)
        self._attached = True
        return True

    def on_events(self, events: list[Event], state: GameState) -> None:
        for c in self.components:
            c.on_events(events, state)
        app = getattr(self.scene, "app", None)
        sound.play_events(events, getattr(app, "settings", None))

    def layout(
        self, tray: pygame.Rect | None = None, log: pygame.Rect | None = None, table: pygame.Rect | None = None
    ) -> None:
        """Place the tray and the log (a None or empty rect hides one), and the toast over ``table``."""
        self.tray.layout(tray or pygame.Rect(0, 0, 0, 0))
        self.log.layout(log or pygame.Rect(0, 0, 0, 0))
        if table is not None:
            self.toast.layout(table)

    def handle(self, e: pygame.event.Event) -> bool:
        return any(c.handle(e) for c in self.components)

    def draw(self, surface: pygame.Surface) -> None:
        self.tray.draw(surface)
        self.log.draw(surface)
        self.toast.draw(surface)

    def resync(self) -> None:
        """After an undo: drop what was taken back from the tray, the log and the recap."""
        self.tray.sync()
        self.log.sync()
        self.handover.sync()
        bridge.mark_dirty(self.scene)

    @property
    def busy(self) -> bool:
        return self.toast.busy
