"""A screen of the game: the main menu, set-up, the army builder, a battle... and its dialogs.

A scene keeps its state in plain attributes and builds its widgets from them in ``build``; the manager
tears the widgets down when another scene covers it and calls ``build`` again when it is back on top,
when the window is resized or when the UI scale changes. So a scene never has to patch widgets after a
rescale: it only has to be able to draw itself from its own state.

Input reaches a scene in this order: the open dialog (if any) takes everything; then the scene's
widgets; then the scene's ``handle``; then its keyboard shortcuts; finally Esc calls ``back``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.theme import Metrics
from game.ui.widgets import Kit

if TYPE_CHECKING:
    from game.ui.app import SceneManager


@dataclass(frozen=True)
class DialogButton:
    """A dialog button: its words, the key that presses it, what it does (None: just close)."""

    label: str
    key: int | None
    action: Callable[[], None] | None = None
    primary: bool = False


@dataclass(frozen=True)
class Dialog:
    """A modal message with buttons; Esc presses the ``escape`` button (by index) or closes it."""

    title: str
    message: str
    buttons: tuple[DialogButton, ...]
    escape: int | None = None


class Scene:
    """Base class of every screen; subclasses override the hooks below."""

    #: Shown in the window title.
    title = ""
    #: The smallest window (px at 100 %) the layout needs; at a scale that would not fit, the screen is
    #: shown at the largest scale that does (see ``SceneManager.scale_for``). None: any scale.
    design_size: tuple[int, int] | None = None

    def __init__(self) -> None:
        self.app: SceneManager | None = None
        self.kit: Kit | None = None
        self.dialog: Dialog | None = None
        self.dialog_kit: Kit | None = None
        self.dirty = True

    # ------------------------------------------------------------------ hooks
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        """Create the widgets for a window of ``size`` px (through ``kit``)."""

    def on_enter(self) -> None:
        """The scene is on top again (first shown, or a scene above it closed)."""

    def on_exit(self) -> None:
        """The scene is leaving the top (closed, or covered by another)."""

    def handle(self, e: pygame.event.Event) -> bool:
        """An event no widget took; return True if the scene used it."""
        return False

    def update(self, dt: float) -> None:
        """Time passes (``dt`` seconds); animations advance here."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what lies under the widgets (backgrounds, documents, pictures)."""

    def back(self) -> None:
        """Esc: leave this screen."""
        if self.app is not None:
            self.app.pop()

    @property
    def uses_widgets(self) -> bool:
        """Whether pygame_gui needs to see the input (a scene with no widgets and no dialog does not)."""
        return True

    @property
    def animating(self) -> bool:
        return False

    # ------------------------------------------------------------------ helpers for subclasses
    @property
    def m(self) -> Metrics:
        assert self.app is not None
        return self.app.metrics

    def refresh(self) -> None:
        """Rebuild the widgets from the scene's state (after a change that alters the layout)."""
        if self.app is not None and self.app.top is self:
            self._teardown()
            self._build()
        self.dirty = True

    def open_dialog(
        self, title: str, message: str, buttons: Sequence[DialogButton] = (), escape: int | None = None
    ) -> None:
        """Show a modal dialog; with no buttons it gets a single OK."""
        if not buttons:
            buttons = (DialogButton("OK", pygame.K_RETURN, None, True),)
            escape = 0
        self.dialog = Dialog(title, message, tuple(buttons), escape)
        if self.app is not None and self.app.top is self:
            self._build_dialog()
        self.dirty = True

    def close_dialog(self) -> None:
        if self.dialog_kit is not None:
            self.dialog_kit.kill()
        self.dialog_kit = None
        self.dialog = None
        self.dirty = True

    # ------------------------------------------------------------------ machinery (used by the manager)
    def _build(self) -> None:
        assert self.app is not None
        self.kit = Kit(self.app.ui, self.app.metrics)
        self.build(self.kit, self.app.size)
        if self.dialog is not None:
            self._build_dialog()
        self.dirty = True

    def _teardown(self) -> None:
        # Every widget the scene made goes, kits of its own beside ``kit`` too (the battle screen keeps its
        # header and side panel apart, to rebuild them alone): a screen opened over it must not show them.
        for k in [v for v in vars(self).values() if isinstance(v, Kit)]:
            k.kill()
        self.kit = None
        self.dialog_kit = None

    def _press_dialog(self, b: DialogButton) -> None:
        self.close_dialog()
        if b.action is not None:
            b.action()

    def _build_dialog(self) -> None:
        assert self.app is not None and self.dialog is not None
        if self.dialog_kit is not None:
            self.dialog_kit.kill()
        kit = self.dialog_kit = Kit(self.app.ui, self.app.metrics)
        m = self.m
        w, h = self.app.size
        d = self.dialog
        # A veil over the whole window takes the clicks meant for the screen underneath.
        kit.panel(pygame.Rect(0, 0, w, h), object_id="#veil", layer=40)
        # Wide enough for every button's words in full (a long "Save, then leave" was cut off).
        gaps = m(12) * (len(d.buttons) - 1)
        need = max((kit.button_width(b.label, b.key, "#primary" if b.primary else None) for b in d.buttons), default=0)
        dw = min(w - m(40), max(m(640), len(d.buttons) * need + gaps + m(48)))
        inner = dw - m(48)
        lines = max(2, _estimate_lines(d.message, inner, m))
        text_h = min(h - m(260), lines * m(24) + m(16))
        dh = m(24) + m(36) + m(10) + text_h + m(20) + m(50) + m(24)
        rect = pygame.Rect((w - dw) // 2, (h - dh) // 2, dw, dh)
        panel = kit.panel(rect, object_id="#dialog", layer=41)
        c = panel.get_container()
        kit.label(pygame.Rect(m(24), m(20), inner, m(36)), d.title, object_id="#heading", container=c)
        kit.textbox(pygame.Rect(m(18), m(62), inner + m(12), text_h), d.message, container=c)
        bw = min(max(m(260), need), (inner - gaps) // max(1, len(d.buttons)))
        x = dw - m(24) - len(d.buttons) * bw - (len(d.buttons) - 1) * m(12)
        y = dh - m(24) - m(50)
        for i, b in enumerate(d.buttons):
            keys = [pygame.K_ESCAPE] if d.escape == i and b.key != pygame.K_ESCAPE else []
            # Enter presses the gold button, whatever its own key ("Save, then leave (S)"), unless another
            # button of the dialog is Enter's.
            enter = b.key == pygame.K_RETURN or (b.primary and all(o.key != pygame.K_RETURN for o in d.buttons))
            if enter:
                keys += [k for k in (pygame.K_RETURN, pygame.K_KP_ENTER) if k != b.key]
            kit.button(
                pygame.Rect(x + i * (bw + m(12)), y, bw, m(50)),
                b.label,
                lambda b=b: self._press_dialog(b),
                key=b.key,
                also=keys,
                object_id="#primary" if b.primary else None,
                container=c,
            )
        self.dirty = True

    def _event(self, e: pygame.event.Event, consumed: bool) -> None:
        """Route one event (``consumed``: pygame_gui already used it)."""
        if self.dialog is not None and self.dialog_kit is not None:
            if self.dialog_kit.dispatch(e) or self.dialog_kit.shortcut(e):
                return
            if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.dialog.escape is None:
                self.close_dialog()
            return
        if self.kit is not None and self.kit.dispatch(e):
            self.dirty = True
            return
        if consumed:
            self.dirty = True
            return
        if self.handle(e):
            return
        if self.kit is not None and self.kit.shortcut(e):
            self.dirty = True
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.back()


def _estimate_lines(message: str, width: int, m: Metrics) -> int:
    """Lines a message needs at ``width`` px (about 0.55 em per character at the dialog's font size)."""
    per_line = max(10, int(width / (m(17) * 0.58)))
    return sum(max(1, -(-len(part) // per_line)) for part in message.split("\n"))
