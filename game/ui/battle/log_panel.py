"""The battle log: every event as a line, under a heading for each turn and phase.

Toggle chips along the top hide or show each kind of line (orders, moves, charges, shooting, combat,
magic, characters, rolls); the wheel scrolls, and the log follows the newest line unless the player has
scrolled back. Clicking a line highlights the units and characters it names on the table (through the
scene's ``highlight``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core import DiceRolled, Event, GameState, PhaseBegan, TurnBegan
from game.ui import palette, text
from game.ui.battle import bridge
from game.ui.battle.chronicle import Chronicle, Entry, When
from game.ui.battle.log_kinds import COLOURS, KINDS, MARKS, SHOWN_AT_FIRST, kind_of, roll_words
from game.ui.battle.paint import GOLD, ROW_HOVER, ROW_SELECTED, chip, metrics_of, panel, scrollbar
from game.ui.doc import wrap

PHASE_WORDS = {"deployment": "Deployment", "command": "Command", "shooting": "Shooting", "combat": "Combat"}


def heading(when: When, state: GameState) -> str:
    """ "Turn 2 · Orcs · Command phase"; deployment has no turn yet."""
    side = state.sides[when.active].name if when.active in (0, 1) else ""
    phase = PHASE_WORDS.get(when.phase, when.phase.replace("_", " ").capitalize())
    if when.phase == "deployment":
        return "Before the battle · Deployment"
    if when.phase == "before_battle":
        return "Before the battle · Choices"
    if when.phase == "end":
        return f"Turn {when.turn} · {side} · End of turn"
    return f"Turn {when.turn} · {side} · {phase} phase"


@dataclass(frozen=True)
class Line:
    """A line the log can show: a heading (``entry`` None) or an event."""

    words: str
    entry: int | None
    kind: str | None
    quiet: bool = False


def log_lines(chronicle: Chronicle, state: GameState, shown: set[str]) -> list[Line]:
    """The log's lines with the kinds in ``shown``; a heading only over a group that shows something."""
    out: list[Line] = []
    group: tuple[int, int, str] | None = None
    pending: Line | None = None
    for i, e in enumerate(chronicle.entries):
        key = (e.when.turn, e.when.active, e.when.phase)
        if key != group:
            group = key
            pending = Line(heading(e.when, state), None, None)
        ev = e.event
        if isinstance(ev, TurnBegan | PhaseBegan):
            continue  # the headings say it
        kind = kind_of(ev)
        if kind is not None and kind not in shown:
            continue
        if pending is not None:
            out.append(pending)
            pending = None
        names = (state.sides[0].name, state.sides[1].name)
        out.append(Line(roll_words(ev, names), i, kind, isinstance(ev, DiceRolled) and ev.quiet))
    return out


class LogPanel:
    """The log as a component of the battle scene."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        state = bridge.state_of(scene)
        self.chronicle = Chronicle.of_session(bridge.session_of(scene), state)
        self.shown: set[str] = set(SHOWN_AT_FIRST)
        self.offset = 0
        self.follow = True
        self.selected: int | None = None
        self.hover: int | None = None
        self.chip_rects: list[tuple[str, pygame.Rect]] = []
        # (entry index or None, y, height) of each drawn row, in content coordinates.
        self.rows: list[tuple[int | None, int, int]] = []
        self._content: pygame.Surface | None = None
        self._key: tuple[Any, ...] = ()
        self._wrapped: dict[tuple[str, int, bool, int], list[str]] = {}

    # ------------------------------------------------------------------ the component interface
    def on_events(self, events: list[Event], state: GameState) -> None:
        self.chronicle.take(events, bridge.session_of(self.scene), state)
        self._content = None

    def sync(self) -> None:
        session = bridge.session_of(self.scene)
        if session is not None and self.chronicle.truncate(len(session.records), session.state):
            self.selected = None
            self._content = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._content = None

    def handle(self, e: pygame.event.Event) -> bool:
        if not self.rect.width:
            return False
        if e.type == pygame.MOUSEWHEEL:
            pointer = getattr(getattr(self.scene, "app", None), "pointer", None)
            if pointer is None or not self.rect.collidepoint(pointer):
                return False
            self.scroll(-round(e.y * metrics_of(self.scene)(54)))
            return True
        if e.type == pygame.MOUSEMOTION:
            hover = self.entry_at(e.pos)
            if hover != self.hover:
                self.hover = hover
                bridge.mark_dirty(self.scene)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1 and self.rect.collidepoint(e.pos):
            for kind, r in self.chip_rects:
                if r.collidepoint(e.pos):
                    self.toggle(kind)
                    return True
            i = self.entry_at(e.pos)
            if i is not None:
                self.pick(i)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        self.sync()
        m = metrics_of(self.scene)
        panel(surface, self.rect, m)
        self._draw_chips(surface)
        body = self.body
        content = self.content()
        if self.follow:
            self.offset = max(0, content.get_height() - body.height)
        self.offset = max(0, min(self.offset, max(0, content.get_height() - body.height)))
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        for i, y, h in self.rows:
            if i is not None and i in (self.selected, self.hover):
                r = pygame.Rect(body.x, body.y + y - self.offset, body.width - m(8), h)
                pygame.draw.rect(surface, ROW_SELECTED if i == self.selected else ROW_HOVER, r, border_radius=m(3))
        surface.blit(content, (body.x, body.y - self.offset))
        surface.set_clip(clip)
        scrollbar(surface, body, self.offset, content.get_height(), m)

    # ------------------------------------------------------------------ behaviour
    @property
    def body(self) -> pygame.Rect:
        """Where the lines go: the panel below its title and chips."""
        m = metrics_of(self.scene)
        top = self._chips_bottom() + m(6)
        return pygame.Rect(self.rect.x + m(6), top, self.rect.width - m(10), max(1, self.rect.bottom - top - m(6)))

    def lines(self) -> list[Line]:
        return log_lines(self.chronicle, bridge.state_of(self.scene), self.shown)

    def toggle(self, kind: str) -> None:
        """Hide or show one kind of line."""
        if kind in self.shown:
            self.shown.discard(kind)
        else:
            self.shown.add(kind)
        self._content = None
        bridge.mark_dirty(self.scene)

    def scroll(self, dy: int) -> None:
        content = self.content()
        top = max(0, content.get_height() - self.body.height)
        self.offset = max(0, min(top, self.offset + dy))
        # Scrolled to the very end, the log follows new lines again.
        self.follow = self.offset >= top
        bridge.mark_dirty(self.scene)

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        body = self.body
        if not body.collidepoint(pos):
            return None
        y = pos[1] - body.y + self.offset
        for i, top, h in self.rows:
            if top <= y < top + h:
                return i
        return None

    def pick(self, index: int) -> None:
        """Select a line and highlight the pieces it names."""
        self.selected = index
        entry: Entry = self.chronicle.entries[index]
        bridge.highlight(self.scene, entry.ids)

    # ------------------------------------------------------------------ drawing
    def _title(self) -> pygame.Surface:
        m = metrics_of(self.scene)
        return text.render("Battle log", m.font(15), palette.TEXT, bold=True)

    def _chip_layout(self) -> list[tuple[str, str, pygame.Rect]]:
        """The chips, on the title's row when they fit there, wrapping under it when they do not."""
        m = metrics_of(self.scene)
        left = self.rect.x + m(8)
        x, y = left + self._title().get_width() + m(12), self.rect.y + m(5)
        out = []
        f = text.font(m.font(12), True)
        for kind, label in KINDS:
            w = f.size("✓ " + label)[0] + m(14)
            if x + w > self.rect.right - m(8) and x > left:
                x, y = left, y + m(26)
            out.append((kind, label, pygame.Rect(x, y, w, m(22))))
            x += w + m(4)
        return out

    def _chips_bottom(self) -> int:
        chips = self._chip_layout()
        return chips[-1][2].bottom if chips else self.rect.y + metrics_of(self.scene)(30)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        m = metrics_of(self.scene)
        title = self._title()
        surface.blit(title, (self.rect.x + m(8), self.rect.y + m(7)))
        self.chip_rects = []
        chips = self._chip_layout()
        for kind, label, r in chips:
            chip(surface, r, label, kind in self.shown, m, size=12)
            self.chip_rects.append((kind, r))
        # The hint goes after the last chip when there is room for it.
        last = chips[-1][2] if chips else pygame.Rect(self.rect.x, self.rect.y, 0, 0)
        hint = text.render("click a line to find its units", m.font(12), palette.TEXT_DIM)
        if last.right + m(14) + hint.get_width() < self.rect.right - m(8):
            surface.blit(hint, hint.get_rect(midleft=(last.right + m(14), last.centery)))

    def content(self) -> pygame.Surface:
        """All shown lines, wrapped to the panel's width, in one surface (rebuilt when they change)."""
        m = metrics_of(self.scene)
        key = (self.rect.width, m.scale, frozenset(self.shown), len(self.chronicle))
        if self._content is not None and key == self._key:
            return self._content
        self._key = key
        width = max(m(60), self.rect.width - m(24))
        mark_w = m(18)
        size = m.font(13)
        f = text.font(size)
        fh = text.font(size, True)
        ops: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.rows = []
        y = 0
        for line in self.lines():
            if line.entry is None:
                y += m(6) if y else 0
                for part in self._wrap(line.words, size, True, width):
                    ops.append((text.render(part, size, GOLD, bold=True), (m(2), y)))
                    y += fh.get_linesize()
                y += m(2)
                continue
            colour = palette.TEXT_DIM if line.quiet else palette.TEXT
            parts = self._wrap(line.words, size, False, width - mark_w)
            top = y
            if line.kind is not None:
                ops.append((text.render(MARKS[line.kind], size, COLOURS[line.kind]), (m(2), y)))
            for part in parts:
                ops.append((text.render(part, size, colour), (mark_w, y)))
                y += f.get_linesize()
            self.rows.append((line.entry, top, y - top))
            y += m(3)
        if not ops:
            everything = {k for k, _ in KINDS}
            hidden = bool(log_lines(self.chronicle, bridge.state_of(self.scene), everything))
            words = "Nothing to show: turn on more kinds above." if hidden else "Nothing has happened yet."
            ops.append((text.render(words, size, palette.TEXT_DIM), (m(2), 0)))
            y = text.font(size).get_linesize()
        surf = pygame.Surface((width + m(4), max(1, y)), pygame.SRCALPHA)
        surf.fblits(ops)
        self._content = surf
        return surf

    def _wrap(self, words: str, size: int, bold: bool, width: int) -> list[str]:
        """Wrapped lines, remembered: the whole log is laid out again after every action."""
        key = (words, size, bold, width)
        got = self._wrapped.get(key)
        if got is None:
            if len(self._wrapped) > 5000:
                self._wrapped.clear()
            got = self._wrapped[key] = wrap(words, text.font(size, bold), width)
        return got
