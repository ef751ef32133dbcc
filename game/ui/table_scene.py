"""The table view as a scene: the battle as it stands, with zoom, pan and hover cards.

Opened on its own (``python -m game play SCENARIO``) Esc quits the program, as the table viewer always
did. Opened from the menus it is the stand-in battle screen: Esc asks whether to leave the battle, and
a finished battle goes on to the result screen.
"""

from __future__ import annotations

import pygame

from game.core import GameState
from game.replay.session import Session
from game.ui.scene import DialogButton, Scene
from game.ui.table_view import TableView
from game.ui.widgets import Kit

BATTLE_HINT = "Wheel: zoom · Right-drag or arrows: pan · F: fit table · Esc: leave the battle"


class TableScene(Scene):
    """Shows one game state; ``session`` is the game being played, when there is one."""

    def __init__(self, state: GameState, session: Session | None = None) -> None:
        # Before the base class: its constructor marks the scene dirty, which reaches the view.
        self.view: TableView | None = None
        self._dirty = True
        super().__init__()
        self.state = state
        self.session = session
        self.result_shown = False
        self.title = state.scenario or "Battle"

    @property
    def uses_widgets(self) -> bool:
        return self.dialog is not None

    @property
    def _alone(self) -> bool:
        """Opened on its own (the command line's table viewer) rather than from the menus."""
        return self.app is None or (len(self.app.stack) == 1 and self.app.stack[0] is self)

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        if self.view is None:
            self.view = TableView(self.state, size)
        else:
            self.view.resize(size)
        if not self._alone:
            self.view.hint = BATTLE_HINT
        self.view.dirty = True

    @property
    def dirty(self) -> bool:  # type: ignore[override]
        return self.view is None or self.view.dirty or self._dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self._dirty = value
        if self.view is not None and value:
            self.view.dirty = True

    def handle(self, e: pygame.event.Event) -> bool:
        if self.view is None:
            return False
        self.view.handle(e)
        if self.view.quit:
            self.view.quit = False
            self.leave()
        return True

    def leave(self) -> None:
        """Esc: quit when alone, else ask before dropping the battle."""
        if self.app is None:
            return
        if self._alone:
            self.app.quit()
            return
        self.open_dialog(
            "Leave this battle?",
            "The battle is not saved. Leaving takes you back to the main menu.",
            (
                DialogButton("Stay", pygame.K_ESCAPE),
                DialogButton("Leave the battle", pygame.K_RETURN, self.app.unwind, primary=True),
            ),
            escape=0,
        )

    def update(self, dt: float) -> None:
        if self.state.result is not None and not self.result_shown and not self._alone and self.app is not None:
            from game.ui.result import ResultScene

            self.result_shown = True
            self.app.push(ResultScene(self.state))

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is not None:
            self.view.draw(surface)
        self._dirty = False
