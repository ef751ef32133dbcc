"""Every key of the battle screen on one card (F1 or ?), grouped: the table, the tools, the steps, the dice
and the log, the game; and the markers drawn behind units. Esc, F1, ? or a click outside the card closes it.

``KEY_GROUPS`` is the card's text as plain data (tests read it, and a new key is added here); ``HINT`` is
the line of controls in the corner of the table, which names the tools' keys and F1.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import palette, text
from game.ui.battle.overlay import OverlayScene
from game.ui.doc import GOLD, Block, Column, DocPane, Heading, Table, plain_text
from game.ui.widgets import Kit

HINT = (
    "Wheel: zoom · Right-drag or arrows: pan · F: fit · Space: next step · Esc: menu · R: ruler · L: sight · F1: keys"
)

MARKERS = "Markers behind a unit"
# (group, ((keys, what they do), ...)).
KEY_GROUPS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "The table",
        (
            ("Wheel", "Zoom in or out at the pointer"),
            ("Right-drag, arrows, WASD", "Pan the table"),
            ("F or Home", "Fit the whole table in view"),
            ("Click a piece", "Its card in the side panel"),
            ("C", "Command ranges on or off (the selected character's, or all)"),
            ("M", "Move range of the selected unit on or off"),
        ),
    ),
    (
        "Tools",
        (
            ("Hold R and drag", "Ruler in cm, edge to edge between pieces"),
            ("R held, then 2, 3 or 6", "Rings of 20, 30, 60 cm round a piece or point"),
            ("Hold L, click two", "Line of sight from a unit, and what blocks it"),
        ),
    ),
    (
        "Steps",
        (
            ("Space", "Next step (its tooltip says why, if not yet)"),
            ("Drag", "Ghost of a move, charge or placing: green if allowed"),
            ("Q / E or wheel", "Turn the ghost"),
            ("Enter", "Do what the side panel's main button says"),
            ("Esc", "Forget the ghost or the piece picked"),
            ("Shift-click", "Add touching units to a brigade (orders)"),
            ("P / Backspace", "Plan the next order / forget the plan"),
            ("1 to 5", "The numbered choices in the side panel"),
            ("H, J, A, F, V", "Hold, join, all (shoot, deploy), formation, evade"),
            ("K", "A War Wagon: keep it in column after a short move"),
        ),
    ),
    (
        "Dice and log",
        (
            ("Click a roll", "Why it was rolled, what it needed, its modifiers"),
            ("Click a log line", "Outline the pieces it names"),
            ("Chips over the log", "Show or hide kinds of lines"),
        ),
    ),
    (
        "The computer's turn",
        (
            ("Space / N", "Pause it or go on / its next move only"),
            ("X / Enter", "Play it faster / the rest of its turn at once"),
        ),
    ),
    (
        "The game",
        (
            ("Ctrl+S", "Save under a name (every phase is autosaved)"),
            ("Ctrl+Z", "Undo, until a die has been rolled"),
            ("Esc", "Pause: save, settings, concede, quit"),
            ("F1 or ?", "This card"),
        ),
    ),
    (
        # Not keys: the signs behind a unit, which a newcomer meets before he knows to hover them.
        MARKERS,
        (
            ("? on a yellow disc", "Confused: no orders, charges or moves of its own"),
            ("Crossed blades", "Engaged in combat"),
            ("Number on a red disc", "Hits carried, short of a stand"),
            ("Number on a gold square", "Orders it has taken this turn"),
            ("Blue arrowhead", "It has moved this turn"),
            ("! ~ F ^ T E", "Optional rules' counters: eager, shaken, firewater, flying, talisman, enchanted"),
        ),
    ),
)
# The card's two columns, by group title (about the same height each).
COLUMNS = (
    ("The table", "The game", "The computer's turn", MARKERS),
    ("Steps", "Tools", "Dice and log"),
)


def is_help_key(e: pygame.event.Event) -> bool:
    """F1, or ? (Shift and / on most keyboards)."""
    if e.type != pygame.KEYDOWN:
        return False
    if e.key == pygame.K_F1 or e.key == pygame.K_QUESTION or getattr(e, "unicode", "") == "?":
        return True
    return e.key == pygame.K_SLASH and bool(e.mod & pygame.KMOD_SHIFT)


def blocks(groups: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]) -> list[Block]:
    out: list[Block] = []
    for title, rows in groups:
        out.append(Heading(title, 3))
        heads = ("Marker", "What it means") if title == MARKERS else ("Key", "What it does")
        out.append(Table((Column(heads[0], "left"), Column(heads[1], wrap=True)), rows, size=13))
    return out


def open_help(scene: Any) -> None:
    """Show the card over the battle."""
    app = getattr(scene, "app", None)
    if app is not None and app.top is scene:
        app.push(HelpScene())


class HelpScene(OverlayScene):
    """The keys card, over the battle."""

    title = "Keys"

    def __init__(self, backdrop: pygame.Surface | None = None) -> None:
        super().__init__(backdrop)
        self.panes: list[DocPane] = []
        self.close_button: Any = None

    @property
    def text(self) -> str:
        """Everything the card says (tests read it)."""
        return "\n".join(plain_text(blocks((g,))) for g in KEY_GROUPS)

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        cw = min(w - m(40), m(1040))
        ch = min(h - m(40), m(620))
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        pad, head, bh, gap = m(24), m(50), m(40), m(28)
        col = (cw - 2 * pad - gap) // 2
        body = ch - pad - head - bh - m(16) - pad
        left = pygame.Rect(self.card.x + pad, self.card.y + pad + head, col, body)
        right = left.move(col + gap, 0)
        self.panes = [
            DocPane(rect, m, blocks(tuple(g for g in KEY_GROUPS if g[0] in titles)))
            for rect, titles in zip((left, right), COLUMNS, strict=True)
        ]
        self.close_button = kit.button(
            pygame.Rect(self.card.right - pad - m(200), self.card.bottom - pad - bh, m(200), bh),
            "Close",
            self.close,
            key=pygame.K_ESCAPE,
            also=(pygame.K_F1,),
            tooltip="Back to the battle",
            object_id="#primary",
        )

    def handle(self, e: pygame.event.Event) -> bool:
        if is_help_key(e):
            self.close()
            return True
        pointer = self.app.pointer if self.app is not None else None
        for pane in self.panes:
            if pane.rect.collidepoint(pointer or (-1, -1)) and pane.handle(e, pointer):
                self.dirty = True
                return True
        return super().handle(e)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.m
        title = text.render("Keys of the battle screen", m.font(22), GOLD, True)
        surface.blit(title, (self.card.x + m(24), self.card.y + m(22)))
        note = text.render("Each button's tooltip names its key too.", m.font(13), palette.TEXT_DIM)
        surface.blit(note, (self.card.x + m(24), self.card.bottom - m(24) - m(30)))
        for pane in self.panes:
            pane.draw(surface)
