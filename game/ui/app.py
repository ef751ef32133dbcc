"""The application: one window, one pygame_gui manager, and a stack of scenes (menu, set-up, battle...).

``SceneManager`` owns the loop. It redraws only when something changed: a scene marked itself dirty,
or the player touched a screen with widgets (pygame_gui then needs a little while of frames for hover
colours and tooltips, ``ACTIVE_SECS``). Idle, it blocks in ``pygame.event.wait`` instead of spinning.
``screenshot`` and ``frames`` make it usable headless: draw, save a PNG, and leave.

``App(state)`` still opens a bare table on a game state (the table view of the command line and its
tests); ``App()`` opens the main menu.
"""

from __future__ import annotations

import math
import os
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.ui import palette
from game.ui import settings as settings_mod
from game.ui.scene import Scene
from game.ui.theme import Metrics, theme_for

if TYPE_CHECKING:
    from game.ui.catalogue import Catalogue

# pygame_gui warns on the console whenever a label's text is cut to fit; on a small window that is
# expected (the layouts shrink), and the warning means nothing to a player.
warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)

TITLE = "Warhost"
IDLE_WAIT_MS = 100
# While a text field has the focus the cursor blinks, so the idle loop wakes this often to draw it.
TEXT_BLINK_MS = 400
# After input on a screen with widgets, keep drawing this long: hover fades and tooltips need frames.
ACTIVE_SECS = 1.2
MIN_SIZE = (640, 420)
DEFAULT_SIZE = (1600, 1000)
RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED)
INPUT_EVENTS = (
    pygame.MOUSEMOTION,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
)


def _window_size() -> tuple[int, int]:
    """The usual 1600 x 1000, shrunk to fit a smaller desktop."""
    try:
        desk = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return DEFAULT_SIZE
    return (
        max(MIN_SIZE[0], min(DEFAULT_SIZE[0], int(desk[0] * 0.92))),
        max(MIN_SIZE[1], min(DEFAULT_SIZE[1], int(desk[1] * 0.88))),
    )


class SceneManager:
    """The window, the widget manager, the settings and the stack of scenes; ``tick`` runs one pass."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        settings: settings_mod.Loaded | None = None,
    ) -> None:
        # Only what the game needs; the mixer would start an audio device (and complain without one).
        pygame.display.init()
        pygame.font.init()
        self.loaded = settings if settings is not None else settings_mod.load()
        self.settings = self.loaded.settings
        self.notice: str | None = self.loaded.message
        palette.set_markings(self.settings.side_markings)
        self.windowed_size = size or _window_size()
        self.screen = self._open_window(self.settings.fullscreen and size is None)
        # Held keys repeat (panning with the arrows, deleting in a text field).
        pygame.key.set_repeat(250, 40)
        self.metrics = Metrics(self.settings.scale)
        # One widget manager per scale in use (a screen too big for the window at the chosen scale is
        # shown at the largest scale that fits, so two screens may use two scales).
        self._uis: dict[float, Any] = {}
        self.stack: list[Scene] = []
        self.running = True
        self.pointer: tuple[int, int] | None = None
        self.frames_drawn = 0
        self._active_until = 0.0
        self._last = time.perf_counter()
        self._rebuild_pending = False
        self._catalogue: Catalogue | None = None
        # The last set-up of each mode ("hotseat", "solo"): opened again, the screen keeps the player's choices.
        self.setups: dict[str, Any] = {}

    @property
    def catalogue(self) -> Catalogue:
        """Army lists, scenarios and rosters, loaded on first use and shared by the menu screens."""
        if self._catalogue is None:
            from game.ui.catalogue import Catalogue

            self._catalogue = Catalogue()
        return self._catalogue

    # ------------------------------------------------------------------ window and widgets
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def ui(self) -> Any:
        """The pygame_gui manager for the current scale, made on first use (a bare table never needs one)."""
        scale = self.metrics.scale
        ui = self._uis.get(scale)
        if ui is None:
            import pygame_gui

            if len(self._uis) >= 3:
                self._uis.clear()
            ui = pygame_gui.UIManager(self.size, theme_for(scale), enable_live_theme_updates=False)
            self._uis[scale] = ui
        return ui

    def scale_for(self, scene: Scene) -> float:
        """The scale ``scene`` is shown at: the player's, unless its layout would not fit the window then.

        A screen declares the smallest window it needs at 100 % (``design_size``); at a larger scale than
        the window allows, it gets the largest scale that fits, in steps of 5 %, never below 100 %.
        """
        user = self.settings.scale
        design = getattr(scene, "design_size", None)
        if not design:
            return user
        w, h = self.size
        fits = min(w / design[0], h / design[1])
        if fits >= user:
            return user
        return max(1.0, math.floor(fits * 20) / 20)

    def set_scale(self, percent: int) -> None:
        """Change the UI scale: a fresh theme, and every widget rebuilt at the new size."""
        percent = settings_mod.clamp_scale(percent)
        if percent == self.settings.ui_scale:
            return
        self.settings.ui_scale = percent
        self.save_settings()
        self.rebuild()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.window_mode = "fullscreen" if on else "window"
        self.screen = self._open_window(on)
        for ui in self._uis.values():
            ui.set_window_resolution(self.size)
        self.save_settings()
        self.rebuild()

    def save_settings(self) -> str | None:
        """Write the settings; a failure becomes the notice shown to the player."""
        msg = settings_mod.save(self.settings, self.loaded.path)
        self.notice = msg
        if msg is None:
            self.loaded.message = None
        palette.set_markings(self.settings.side_markings)
        return msg

    # ------------------------------------------------------------------ the stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _show(self, scene: Scene) -> None:
        scene.app = self
        self.metrics = Metrics(self.scale_for(scene))
        scene._build()
        pygame.display.set_caption(f"{TITLE} — {scene.title}" if scene.title else TITLE)
        scene.on_enter()
        scene.dirty = True
        if scene.uses_widgets:
            self.keep_drawing()

    def _hide(self, scene: Scene) -> None:
        scene.on_exit()
        scene._teardown()

    def push(self, scene: Scene) -> None:
        """Open ``scene`` over the current one (which comes back when it closes)."""
        if self.top is not None:
            self._hide(self.top)
        self.stack.append(scene)
        self._show(scene)

    def pop(self) -> None:
        """Close the top scene; closing the last one quits."""
        if self.top is None:
            return
        self._hide(self.stack.pop())
        if self.top is None:
            self.quit()
        else:
            self._show(self.top)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.top is not None:
            self._hide(self.stack.pop())
        self.stack.append(scene)
        self._show(scene)

    def unwind(self) -> None:
        """Close every scene above the first one (back to the main menu)."""
        if len(self.stack) <= 1:
            return
        self._hide(self.stack.pop())
        del self.stack[1:]
        self._show(self.stack[0])

    def rebuild(self) -> None:
        """Rebuild the top scene's widgets (after a resize or a new UI scale)."""
        self._rebuild_pending = False
        top = self.top
        if top is not None:
            top._teardown()
            self.metrics = Metrics(self.scale_for(top))
            top._build()
            if top.uses_widgets:
                self.keep_drawing()

    def quit(self) -> None:
        self.running = False

    def keep_drawing(self, secs: float = ACTIVE_SECS) -> None:
        """Draw every pass for a while although nothing is marked dirty: a screen just shown or rebuilt
        without any input (the computer acted, a battle ended) needs frames for its widgets to settle."""
        self._active_until = max(self._active_until, time.perf_counter() + secs)

    # ------------------------------------------------------------------ the loop
    def _text_focused(self) -> bool:
        if self.metrics.scale not in self._uis:
            return False
        from pygame_gui.elements import UITextEntryLine

        return any(isinstance(el, UITextEntryLine) for el in self.ui.get_focus_set() or ())

    def busy(self) -> bool:
        """Whether the next pass must draw without waiting for input."""
        top = self.top
        if top is None:
            return False
        return top.dirty or top.animating or time.perf_counter() < self._active_until

    def handle(self, e: pygame.event.Event) -> None:
        """Route one event: window changes here, then widgets, then the scene."""
        top = self.top
        if top is None:
            return
        if e.type == pygame.MOUSEMOTION:
            # event.pos, not mouse.get_pos(): posted events do not move the dummy driver's pointer.
            self.pointer = e.pos
        if e.type in RESIZE_EVENTS:
            # The display surface resizes itself in place; never call set_mode again (it would reset state).
            surf = pygame.display.get_surface()
            if surf is not None:
                self.screen = surf
                for ui in self._uis.values():
                    ui.set_window_resolution(self.size)
                self._rebuild_pending = True
            top.dirty = True
            return
        if e.type == pygame.QUIT:
            self.quit()
            return
        if e.type == pygame.WINDOWEXPOSED:
            top.dirty = True
            return
        widgets = top.uses_widgets
        if widgets and (e.type in INPUT_EVENTS or e.type >= pygame.USEREVENT):
            self._active_until = time.perf_counter() + ACTIVE_SECS
        consumed = bool(self.ui.process_events(e)) if widgets else False
        top._event(e, consumed)

    def tick(self, block: bool = False, force: bool = False) -> bool:
        """Handle pending events (waiting for one first if ``block`` and idle); draw if needed.

        Returns True if a frame was drawn.
        """
        if block and not self.busy():
            wait = TEXT_BLINK_MS if self._text_focused() else IDLE_WAIT_MS
            e = pygame.event.wait(wait)
            events = [] if e.type == pygame.NOEVENT else [e, *pygame.event.get()]
        else:
            events = pygame.event.get()
        for e in events:
            self.handle(e)
            if not self.running:
                return False
        if self._rebuild_pending:
            self.rebuild()
        top = self.top
        if not self.running or top is None:
            return False
        now = time.perf_counter()
        dt = min(0.25, now - self._last)
        self._last = now
        top.update(dt)
        top = self.top
        if not self.running or top is None:
            return False
        # After the scene's update: widgets it (or a screen it opened) has just built are finished by the
        # widget manager before they are drawn, else they would show blank until the next input.
        if top.uses_widgets:
            self.ui.update(dt)
        # Something moving on screen (a sliding piece, a rolling die) needs every frame, input or not.
        if force or top.dirty or top.animating or now < self._active_until or self._text_focused():
            self.draw()
            return True
        return False

    def draw(self) -> None:
        top = self.top
        if top is None:
            return
        self.screen.fill(palette.BACKGROUND)
        top.draw(self.screen)
        if top.uses_widgets:
            self.ui.draw_ui(self.screen)
        pygame.display.flip()
        top.dirty = False
        self.frames_drawn += 1

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the current frame as a PNG."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))

    def run(self, screenshot: str | os.PathLike[str] | None = None, frames: int | None = None) -> int:
        """Loop until the player quits; headless with ``screenshot``/``frames`` (see ``run``)."""
        clock = pygame.time.Clock()
        try:
            headless = screenshot is not None or frames is not None
            target = frames if frames is not None else 1
            while self.running:
                if headless:
                    # Count every pass as a frame so posted events are all handled before the picture is taken.
                    self.tick(force=True)
                    if self.frames_drawn >= target:
                        break
                else:
                    self.tick(block=True)
                    if self.busy():
                        clock.tick(60)
            if screenshot is not None and self.frames_drawn > 0:
                self.save(screenshot)
        finally:
            pygame.display.quit()
        return 0


class App(SceneManager):
    """The game window: the main menu, or (given a state) the table showing that state."""

    def __init__(
        self,
        state: GameState | None = None,
        size: tuple[int, int] | None = None,
        *,
        settings: settings_mod.Loaded | None = None,
    ) -> None:
        super().__init__(size, settings=settings)
        if state is not None:
            from game.ui.table_scene import TableScene

            self.push(TableScene(state))
        else:
            from game.ui.main_menu import MainMenu

            self.push(MainMenu())

    @property
    def view(self):  # type: ignore[no-untyped-def]
        """The table view of the scene on top, if it shows a table."""
        return getattr(self.top, "view", None)


def run(
    state: GameState,
    *,
    screenshot: str | os.PathLike[str] | None = None,
    frames: int | None = None,
    size: tuple[int, int] | None = None,
) -> int:
    """Show ``state`` on the table until the player quits; returns the exit status (0).

    With ``screenshot``, save a PNG after the first drawn frame (or after ``frames`` frames) and exit.
    With ``frames`` alone, draw that many frames and exit (for benchmarks and smoke tests).
    """
    return App(state, size or DEFAULT_SIZE).run(screenshot, frames)


def run_menu(
    *,
    screenshot: str | os.PathLike[str] | None = None,
    frames: int | None = None,
    size: tuple[int, int] | None = None,
) -> int:
    """Open the main menu and play until the player quits; headless options as for ``run``."""
    return App(None, size).run(screenshot, frames)
