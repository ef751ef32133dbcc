"""The application loop: open the window, feed events to the table view, redraw only when something changed.

Idle, the loop blocks in ``pygame.event.wait`` instead of spinning, so a battle left on screen costs
next to no CPU. ``screenshot`` and ``frames`` make it usable headless: draw, save a PNG, and leave.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.core.state import GameState
from game.ui.table_view import TableView

TITLE = "Warhost"
IDLE_WAIT_MS = 100
MIN_SIZE = (640, 420)
RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED)


class App:
    """The window and its table view; ``tick`` handles pending events and draws if needed."""

    def __init__(self, state: GameState, size: tuple[int, int] = (1600, 1000)) -> None:
        # Only what the table needs; the mixer would start an audio device (and complain without one).
        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(f"{TITLE} — {state.scenario}" if state.scenario else TITLE)
        # Held arrow keys keep panning.
        pygame.key.set_repeat(250, 40)
        self.view = TableView(state, self.screen.get_size())
        self.frames_drawn = 0

    @property
    def running(self) -> bool:
        return not self.view.quit

    def handle(self, e: pygame.event.Event) -> None:
        if e.type in RESIZE_EVENTS:
            # The display surface resizes itself in place; never call set_mode again (it would reset state).
            surf = pygame.display.get_surface()
            if surf is not None:
                self.screen = surf
                self.view.resize(surf.get_size())
        self.view.handle(e)

    def tick(self, block: bool = False, force: bool = False) -> bool:
        """Handle pending events (waiting up to ``IDLE_WAIT_MS`` first if ``block``); draw if dirty.

        Returns True if a frame was drawn.
        """
        if block and not self.view.dirty:
            e = pygame.event.wait(IDLE_WAIT_MS)
            events = [] if e.type == pygame.NOEVENT else [e, *pygame.event.get()]
        else:
            events = pygame.event.get()
        for e in events:
            self.handle(e)
        if self.view.quit:
            return False
        if self.view.dirty or force:
            self.view.draw(self.screen)
            pygame.display.flip()
            self.frames_drawn += 1
            return True
        return False

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the current frame as a PNG."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def run(
    state: GameState,
    *,
    screenshot: str | os.PathLike[str] | None = None,
    frames: int | None = None,
    size: tuple[int, int] = (1600, 1000),
) -> int:
    """Show ``state`` on the table until the player quits; returns the exit status (0).

    With ``screenshot``, save a PNG after the first drawn frame (or after ``frames`` frames) and exit.
    With ``frames`` alone, draw that many frames and exit (for benchmarks and smoke tests).
    """
    app = App(state, size)
    try:
        headless = screenshot is not None or frames is not None
        target = frames if frames is not None else 1
        while app.running:
            if headless:
                # Count every pass as a frame so posted events are all handled before the picture is taken.
                app.tick(force=True)
                if app.frames_drawn >= target:
                    break
            else:
                app.tick(block=True)
        if screenshot is not None and app.frames_drawn > 0:
            app.save(screenshot)
    finally:
        pygame.display.quit()
    return 0
