"""The dice tray: every roll of the battle, newest first, as dice with their pips, the side that rolled and
what came of it. Clicking a roll opens its explanation (``explain.ExplainScene``).

Quiet rolls (order rolls, to-hit and save dice, whose outcome the next event tells in full) are shown
too: the tray is where the dice themselves are seen. A quiet roll's card also says what happened next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core import DiceRolled, Event, GameState, PhaseBegan, TurnBegan
from game.ui import palette, text
from game.ui.battle import bridge
from game.ui.battle.chronicle import Chronicle, When
from game.ui.battle.dice_art import dice_strip
from game.ui.battle.explain import ExplainScene, die_looks, result_word, success_mark
from game.ui.battle.paint import BAD, GOOD, ROW_HOVER, fit, metrics_of, panel, scrollbar

HINT = "Newest first · click a roll to see why it came out so"


@dataclass(frozen=True)
class TrayRoll:
    """One roll in the tray, with the side's name and the event that told its outcome (if quiet)."""

    roll: DiceRolled
    when: When
    record: int
    side_name: str | None
    follow: Event | None


def tray_rolls(chronicle: Chronicle, state: GameState) -> list[TrayRoll]:
    """Every roll in the chronicle, newest first."""
    entries = chronicle.entries
    out: list[TrayRoll] = []
    for i, e in enumerate(entries):
        if not isinstance(e.event, DiceRolled):
            continue
        roll = e.event
        follow = None
        if roll.quiet:
            for later in entries[i + 1 :]:
                if later.record != e.record:
                    break
                if not isinstance(later.event, DiceRolled | TurnBegan | PhaseBegan):
                    follow = later.event
                    break
        side = roll.side
        name = state.sides[side].name if side in (0, 1) else None
        out.append(TrayRoll(roll, e.when, e.record, name, follow))
    out.reverse()
    return out


class DiceTray:
    """The tray as a component of the battle scene (``rect``: where it sits)."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        state = bridge.state_of(scene)
        self.chronicle = Chronicle.of_session(bridge.session_of(scene), state)
        self.rolls = tray_rolls(self.chronicle, state)
        self.offset = 0
        self.hover: int | None = None
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self._surf: pygame.Surface | None = None
        self._key: tuple[Any, ...] = ()

    # ------------------------------------------------------------------ the component interface
    def on_events(self, events: list[Event], state: GameState) -> None:
        self.chronicle.take(events, bridge.session_of(self.scene), state)
        self.rolls = tray_rolls(self.chronicle, state)
        # A new roll goes to the top, so scroll back there to show it.
        if any(isinstance(e, DiceRolled) for e in events):
            self.offset = 0
        self._surf = None

    def sync(self) -> None:
        """Drop the rolls of actions that were undone."""
        session = bridge.session_of(self.scene)
        if session is not None and self.chronicle.truncate(len(session.records), session.state):
            self.rolls = tray_rolls(self.chronicle, session.state)
            self._surf = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._surf = None

    def handle(self, e: pygame.event.Event) -> bool:
        if not self.rect.width:
            return False
        if e.type == pygame.MOUSEWHEEL:
            pointer = getattr(getattr(self.scene, "app", None), "pointer", None)
            if pointer is None or not self.rect.collidepoint(pointer):
                return False
            self.scroll(-e.y)
            return True
        if e.type == pygame.MOUSEMOTION:
            hover = self.row_at(e.pos)
            if hover != self.hover:
                self.hover = hover
                bridge.mark_dirty(self.scene)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1 and self.rect.collidepoint(e.pos):
            i = self.row_at(e.pos)
            if i is not None:
                self.open(i)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        self.sync()
        key = (self.rect.size, self.offset, self.hover, len(self.rolls), metrics_of(self.scene).scale)
        if self._surf is None or key != self._key:
            self._key = key
            self._surf = self._render()
        surface.blit(self._surf, self.rect.topleft)

    # ------------------------------------------------------------------ behaviour
    @property
    def row_h(self) -> int:
        return metrics_of(self.scene)(34)

    def visible_rows(self) -> int:
        m = metrics_of(self.scene)
        return max(1, (self.rect.height - m(30)) // self.row_h)

    def scroll(self, rows: int) -> None:
        top = max(0, len(self.rolls) - self.visible_rows())
        new = max(0, min(top, self.offset + rows))
        if new != self.offset:
            self.offset = new
            bridge.mark_dirty(self.scene)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """Index (in ``rolls``) of the roll drawn at a screen point."""
        for i, r in self.row_rects:
            if r.move(self.rect.topleft).collidepoint(pos):
                return i
        return None

    def open(self, index: int) -> None:
        """Show the explanation card of ``rolls[index]``."""
        if not 0 <= index < len(self.rolls):
            return
        t = self.rolls[index]
        app = getattr(self.scene, "app", None)
        if app is not None:
            controller = getattr(self.scene, "controller", None)
            st = getattr(controller, "state", None) or getattr(self.scene, "state", None)
            names = (st.sides[0].name, st.sides[1].name) if st is not None else None
            app.push(ExplainScene(t.roll, t.side_name, t.follow, names=names))

    # ------------------------------------------------------------------ drawing
    def _render(self) -> pygame.Surface:
        m = metrics_of(self.scene)
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        panel(surf, surf.get_rect(), m)
        pad = m(8)
        title = text.render("Dice", m.font(15), palette.TEXT, bold=True)
        surf.blit(title, (pad, m(6)))
        hint = fit(HINT, m.font(12), w - 3 * pad - title.get_width(), palette.TEXT_DIM)
        surf.blit(hint, hint.get_rect(midleft=(2 * pad + title.get_width(), m(6) + title.get_height() // 2)))
        self.row_rects = []
        y = m(30)
        if not self.rolls:
            img = fit("No dice rolled yet.", m.font(13), w - 2 * pad, palette.TEXT_DIM)
            surf.blit(img, (pad, y + m(6)))
            return surf
        row_h = self.row_h
        for i in range(self.offset, len(self.rolls)):
            if y + row_h > h - m(2):
                break
            rect = pygame.Rect(m(3), y, w - m(12), row_h - m(2))
            self._row(surf, rect, self.rolls[i], i == self.hover)
            self.row_rects.append((i, rect))
            y += row_h
        total = m(30) + len(self.rolls) * row_h
        scrollbar(surf, pygame.Rect(0, m(30), w - m(2), h - m(32)), self.offset * row_h, total - m(30), m)
        return surf

    def _row(self, surf: pygame.Surface, rect: pygame.Rect, t: TrayRoll, hover: bool) -> None:
        m = metrics_of(self.scene)
        if hover:
            pygame.draw.rect(surf, ROW_HOVER, rect, border_radius=m(4))
        x = rect.x + m(5)
        cy = rect.centery
        side = t.roll.side
        if side in (0, 1):
            palette.draw_shield(surf, side, pygame.FRect(x, cy - m(9), m(15), m(18)))
        else:
            # A roll for the battle as a whole (who goes first, its length): a plain ring, no side's shield.
            pygame.draw.circle(surf, palette.TEXT_DIM, (x + m(7), cy), m(7), 1)
        x += m(22)
        die = m(22)
        dice = dice_strip(t.roll.faces, die, die_looks(t.roll), limit=6)
        surf.blit(dice, (x, cy - die // 2))
        x += max(dice.get_width(), die * 2 + m(4)) + m(8)
        word = (result_word(t.roll) + " " + success_mark(t.roll)).strip()
        colour = GOOD if t.roll.success is True else BAD if t.roll.success is False else palette.TEXT
        # The outcome in full when the row has room for it and the purpose; else it takes up to 60 % of the
        # row and the purpose is cut first ("The Empire goes first" was cut at a third of a narrow tray).
        avail = rect.right - m(14) - x
        need = text.font(m.font(13), True).size(word)[0]
        purpose_need = text.font(m.font(13)).size(t.roll.purpose)[0]
        word_room = need if need + purpose_need + m(8) <= avail else max(avail * 3 // 5, avail - purpose_need - m(8))
        word_img = fit(word, m.font(13), max(m(60), min(need, word_room)), colour, bold=True)
        surf.blit(word_img, word_img.get_rect(midright=(rect.right - m(6), cy)))
        room = rect.right - m(14) - word_img.get_width() - x
        if room > m(30):
            purpose = fit(t.roll.purpose, m.font(13), room, palette.TEXT)
            surf.blit(purpose, purpose.get_rect(midleft=(x, cy)))
