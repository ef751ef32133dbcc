"""What every tool of the battle screen shares: access to the scene, and the hooks the scene calls.

A tool turns clicks and drags on the table into the player's intent for one kind of step (orders,
moves, character moves) and asks the controller to act. The scene calls, in this order each frame or
event: ``handle`` (True: used), ``under`` and ``over`` (drawing), ``fill_panel`` (when the side panel
is rebuilt) and ``on_events`` (after any action was applied, by whatever means).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Event, GameState
from game.ui.battle.controller import BattleController
from game.ui.battle.panel import Panel
from game.ui.camera import Camera
from game.ui.picking import Target
from game.ui.theme import Metrics

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene

SHIFT_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT)


class Tool:
    """Base class: no behaviour, just the shared plumbing."""

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene

    # ------------------------------------------------------------------ shortcuts to the scene
    @property
    def controller(self) -> BattleController:
        return self.scene.controller

    @property
    def state(self) -> GameState:
        return self.scene.controller.state

    @property
    def cam(self) -> Camera:
        return self.scene.camera

    @property
    def m(self) -> Metrics:
        return self.scene.m

    def table_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.cam.to_table(*pos)

    def pick(self, pos: tuple[int, int]) -> Target | None:
        return self.scene.pick(pos)

    def changed(self, panel: bool = False) -> None:
        """Something this tool shows changed: redraw, and rebuild the side panel if ``panel``."""
        if panel:
            self.scene.refresh_panel()
        self.scene.dirty = True

    # ------------------------------------------------------------------ hooks
    def reset(self) -> None:
        """Forget anything transient (a ghost, a preview): the state changed under the tool."""

    def handle(self, e: pygame.event.Event) -> bool:
        return False

    def under(self, surface: pygame.Surface) -> None:
        """Draw over the terrain, under the stands."""

    def under_key(self) -> Hashable:
        """What ``under`` shows besides the state (its picture is kept while this stays the same)."""
        return None

    def over(self, surface: pygame.Surface) -> None:
        """Draw over the stands."""

    def fill_panel(self, panel: Panel) -> None:
        """Put the tool's words and buttons on the side panel."""

    def on_events(self, events: list[Event]) -> None:
        """An action was applied (``events`` its result)."""


def is_left_press(e: pygame.event.Event) -> bool:
    return e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 0) == 1


def is_left_release(e: pygame.event.Event) -> bool:
    return e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 0) == 1


def wheel_turn(e: pygame.event.Event, step: int) -> int:
    """Degrees a ghost turns for one wheel event: wheel down turns it clockwise by ``step``."""
    return step if (getattr(e, "precise_y", 0) or e.y) < 0 else -step
