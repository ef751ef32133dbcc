"""The bookmark dialog of the replay viewer: a note for the position on show, Save (Enter) or Cancel (Esc)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.battle.overlay import OverlayScene
from game.ui.replay_viewer.bookmarks import MAX_NOTE
from game.ui.widgets import Kit

if TYPE_CHECKING:
    from game.ui.replay_viewer.viewer import ReplayViewer


class NoteScene(OverlayScene):
    """Asks for the bookmark's note and saves it beside the replay."""

    title = "Bookmark"

    def __init__(self, viewer: ReplayViewer, note: str = "") -> None:
        super().__init__()
        self.viewer = viewer
        self.note = note
        self.entry: Any = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        cw, ch = min(w - m(40), m(640)), m(260)
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        x, y, inner = self.card.x + m(24), self.card.y + m(20), cw - m(48)
        rp = self.viewer.replay
        kit.label(pygame.Rect(x, y, inner, m(36)), f"Bookmark step {rp.index} of {rp.length}", object_id="#heading")
        kit.label(pygame.Rect(x, y + m(40), inner, m(26)), "A note to find it by (it may be left empty).",
                  object_id="#hint")
        self.entry = kit.entry(pygame.Rect(x, y + m(76), inner, m(44)), self.note, self.set_note, max_length=MAX_NOTE)
        self.entry.focus()
        bw, bh = m(200), m(50)
        kit.button(pygame.Rect(self.card.right - m(24) - 2 * bw - m(12), self.card.bottom - m(24) - bh, bw, bh),
                   "Save", self.save, key=pygame.K_RETURN, also=(pygame.K_KP_ENTER,), object_id="#primary")
        kit.button(pygame.Rect(self.card.right - m(24) - bw, self.card.bottom - m(24) - bh, bw, bh),
                   "Cancel", self.close, key=pygame.K_ESCAPE)

    def set_note(self, note: str) -> None:
        self.note = note
        self.dirty = True

    def handle(self, e: pygame.event.Event) -> bool:
        import pygame_gui

        # Enter in the field: the field keeps the key and says so with this event instead.
        if e.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and getattr(e, "ui_element", None) is self.entry:
            self.save()
            return True
        return super().handle(e)

    def save(self) -> None:
        problem = self.viewer.add_bookmark(self.note)
        if problem is not None:
            self.open_dialog("The bookmark was not saved", problem)
            return
        self.close()
