"""The hand-over screen itself: the next side with its marking, the recap, and Ready.

It is a screen of its own, so the table is not drawn at all while it shows. The recap's lines are drawn
here (wrapped, however long) and each is a click target: it closes the screen and highlights the
pieces the line names. Ready (Enter or Space) closes it; Esc does not, so the table is only uncovered
on purpose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import (
    CombatResult,
    GameState,
    MessageSent,
    Narration,
    TurnBegan,
    player_at_table,
    player_commands,
)
from game.ui import palette, text
from game.ui.battle.chronicle import Entry
from game.ui.battle.log_panel import PHASE_WORDS
from game.ui.battle.paint import GOLD, ROW_HOVER, scrollbar
from game.ui.battle.recap import RecapLine, recap, tally
from game.ui.doc import wrap
from game.ui.scene import Scene
from game.ui.widgets import Kit

if TYPE_CHECKING:
    from game.ui.battle.handover import HandOver

MARKS = {"orders": "⚑", "moves": "→", "charges": "»", "magic": "✦", "losses": "✝", "combat": "⚔", "end": "★"}
MARK_COLOURS = {
    "orders": (236, 198, 84),
    "moves": (150, 200, 236),
    "charges": (240, 150, 90),
    "magic": (190, 160, 240),
    "losses": (242, 154, 134),
    "combat": (236, 110, 100),
    "end": (236, 198, 84),
}


class HandOverScene(Scene):
    """The next side, its marking, what happened since it last played, and Ready."""

    title = "Hand over"
    design_size = (900, 640)

    def __init__(self, owner: HandOver, side: int, state: GameState, entries: list[Entry]) -> None:
        super().__init__()
        self.owner = owner
        self.side = side
        name = state.sides[side].name
        other = state.sides[1 - side].name
        phase = PHASE_WORDS.get(state.phase, state.phase.capitalize())
        new_turn = any(isinstance(e.event, TurnBegan) for e in entries)
        # Side names carry their own article ("The Empire"): the words never put "the" before one.
        before_battle = {s.phase for s in state.ruleset.pre_battle}
        played = any(e.when.active != side and e.when.phase not in before_battle for e in entries)
        if state.phase in before_battle and state.phase != "deployment":
            # Choices before the battle (a speech, flyers): no turn has been played yet (deployment, which
            # comes first, keeps the words below).
            self.headline = f"{name} to choose before the battle"
            self.sub = f"Before the battle: pass the mouse to whoever commands {name}."
            self.recap_title = f"What has happened since {name} last chose"
        elif state.active == side and new_turn and not played:
            # The first turn of the battle: the other side has only deployed, nothing to recap yet.
            self.headline = f"{name} to play"
            self.sub = f"Turn {state.turn}, {phase} phase: pass the mouse to whoever commands {name}."
            self.recap_title = f"{name} take the first turn"
        elif state.active == side and new_turn:
            self.headline = f"{name} to play"
            self.sub = f"Turn {state.turn}, {phase} phase: pass the mouse to whoever commands {name}."
            self.recap_title = f"What {other} did in their turn"
        elif state.active == side:
            # Back from a choice the other side had to make in this side's turn.
            self.headline = f"{name} to play on"
            self.sub = f"{other} have made their choice: pass the mouse back to whoever commands {name}."
            self.recap_title = f"What happened while {other} chose"
        else:
            self.headline = f"{name} to decide"
            self.sub = f"{other} are playing their turn, but {name} must choose now: pass them the mouse."
            self.recap_title = f"What happened since {name} last chose"
            # What asks for the choice is the last thing the rules said (a spell held for the Scroll or the
            # Lammasu, a combat to settle): named here, before the player takes the mouse.
            said = next((e.event for e in reversed(entries) if isinstance(e.event, (Narration, CombatResult))), None)
            if said is not None:
                self.sub += f" The choice follows: {said.text()}"
        self.ready_words = f"The table stays hidden until whoever commands {name} presses Ready."
        who = player_at_table(state, side)
        if who:
            # Two players a side: the screen names the one to play next, and his side.
            self.headline = self.headline.replace(name, f"{who} ({name})", 1)
            self.sub = self.sub.replace(f"whoever commands {name}", who).replace("pass them the mouse",
                                                                                f"pass {who} the mouse")
            self.ready_words = f"The table stays hidden until {who} presses Ready."
            last = entries[-1].event if entries else None
            if getattr(last, "rule", "") == "fw.players" and state.active == side:
                # Handed over by his ally in their side's turn.
                self.headline = f"{who} ({name}) to play on"
                mine = ", ".join(player_commands(state, side, who)) or "nothing left"
                self.sub = f"{getattr(last, 'message', '')}: pass {who} the mouse. {who} commands {mine}."
                self.recap_title = f"What has happened since {who} last played"
        # Allied Generals: what the ally wrote or said to the player now taking the mouse, since he last had it.
        self.messages = [f"{e.event.sender} {'says' if e.event.spoken else 'writes'}: \u201c{e.event.words}\u201d"
                         for e in entries if isinstance(e.event, MessageSent) and who and e.event.to == who]
        self.lines: list[RecapLine] = recap([e for e in entries if not isinstance(e.event, MessageSent)])
        first_turn = state.active == side and new_turn and not played
        self.tally = f"{other} have not played a turn yet: both armies are deployed." if first_turn else tally(entries)
        self.marking = palette.side_style(side).word
        self.marking_label = "Their marking"
        self.ready_button: Any = None
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.head_rect = pygame.Rect(0, 0, 0, 0)
        self.offset = 0
        self.hover: int | None = None
        # (line index, rect in list coordinates, wrapped parts)
        self.rows: list[tuple[int, pygame.Rect, list[str]]] = []

    @property
    def text(self) -> str:
        """Everything the screen says, for tests."""
        return "\n".join([self.headline, self.sub, *self.messages, self.recap_title, self.tally,
                          *(ln.words for ln in self.lines)])

    def _message_height(self) -> int:
        """The height of the messages box (0 with no message): a title and each message's wrapped lines."""
        if not self.messages:
            return 0
        m = self.m
        f = text.font(m.font(17))
        width = max(m(200), min(self.app.size[0] - m(72), m(900)) - m(40)) if self.app is not None else m(860)
        lines = sum(len(wrap(t, f, width)) for t in self.messages)
        return m(46) + lines * f.get_linesize() + m(18)

    # ------------------------------------------------------------------ building
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        col = min(w - m(72), m(900))
        x0 = (w - col) // 2
        self.message_h = self._message_height()
        # A long line under the headline (a player's many pieces) wraps, and pushes the rest down.
        sub_font = text.font(m.font(17))
        self.sub_lines = wrap(self.sub, sub_font, col)
        self.sub_extra = (len(self.sub_lines) - 1) * sub_font.get_linesize()
        self.head_rect = pygame.Rect(x0, m(36), col, m(150) + self.message_h + self.sub_extra)
        bh = m(56)
        self.ready_button = kit.button(
            pygame.Rect(x0 + col - m(260), h - m(36) - bh, m(260), bh),
            "Ready",
            self.ready,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER, pygame.K_SPACE),
            object_id="#primary",
        )
        top = self.head_rect.bottom + m(96)
        self.list_rect = pygame.Rect(x0, top, col, max(m(60), h - m(36) - bh - m(24) - top))
        self._lay_rows()

    def _lay_rows(self) -> None:
        m = self.m
        f = text.font(m.font(16))
        width = self.list_rect.width - m(60)
        self.rows = []
        y = 0
        for i, line in enumerate(self.lines):
            parts = wrap(line.words, f, width)
            h = len(parts) * f.get_linesize() + m(14)
            self.rows.append((i, pygame.Rect(0, y, self.list_rect.width - m(12), h), parts))
            y += h + m(6)
        self.content_h = y
        self.offset = max(0, min(self.offset, self.content_h - self.list_rect.height))

    # ------------------------------------------------------------------ input
    def line_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        for i, r, _ in self.rows:
            if r.move(self.list_rect.x, self.list_rect.y - self.offset).collidepoint(pos):
                return i
        return None

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            hover = self.line_at(e.pos)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1:
            i = self.line_at(e.pos)
            if i is not None:
                self.pick(i)
                return True
            return False
        if e.type == pygame.MOUSEWHEEL:
            top = max(0, self.content_h - self.list_rect.height)
            self.offset = max(0, min(top, self.offset - round(e.y * self.m(48))))
            self.dirty = True
            return True
        return False

    def pick(self, i: int) -> None:
        """Close the screen and find this line's pieces on the table."""
        ids = self.lines[i].ids if 0 <= i < len(self.lines) else ()
        self._close(ids)

    def ready(self) -> None:
        self._close(())

    def _close(self, ids: tuple[str, ...]) -> None:
        if self.app is not None and self.app.top is self:
            self.app.pop()
        self.owner.closed(ids)

    def back(self) -> None:
        """Esc does not uncover the table: only Ready does, so the choice is deliberate."""

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        hr = self.head_rect
        palette.draw_shield(surface, self.side, pygame.FRect(hr.x, hr.y, m(52), m(62)))
        tx = hr.x + m(72)
        title = text.render(self.headline, m.font(34), GOLD, bold=True)
        surface.blit(title, (tx, hr.y - m(2)))
        sy = hr.y + title.get_height() + m(6)
        palette.draw_swatch(surface, self.side, pygame.Rect(tx, sy + m(2), m(44), m(20)))
        mark = text.render(f"{self.marking_label}: {self.marking}", m.font(16), palette.TEXT_DIM)
        surface.blit(mark, (tx + m(56), sy))
        sub_y = hr.y + m(92)
        for part in getattr(self, "sub_lines", [self.sub]):
            surface.blit(text.render(part, m.font(17), palette.TEXT), (hr.x, sub_y))
            sub_y += text.font(m.font(17)).get_linesize()
        below = getattr(self, "sub_extra", 0)
        extra = getattr(self, "message_h", 0)
        if extra:
            self._draw_messages(surface, pygame.Rect(hr.x, hr.y + m(128) + below, hr.width, extra - m(8)))
        rule_y = hr.y + m(130) + extra + below
        pygame.draw.line(surface, GOLD, (hr.x, rule_y), (hr.right, rule_y), 1)
        y = rule_y + m(18)
        head = text.render(self.recap_title, m.font(21), palette.TEXT, bold=True)
        surface.blit(head, (hr.x, y))
        y += head.get_height() + m(6)
        surface.blit(text.render(self.tally, m.font(16), palette.TEXT_DIM), (hr.x, y))
        if self.lines:
            hint = text.render("Click a line to see its units on the table.", m.font(14), palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(bottomright=(hr.right, self.list_rect.y - m(8))))
        self._draw_rows(surface)
        foot = text.render(self.ready_words, m.font(15), palette.TEXT_DIM)
        if self.ready_button is not None:
            r = self.ready_button.rect
            surface.blit(foot, foot.get_rect(midleft=(hr.x, r.centery)))

    def _draw_messages(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The ally's messages, on a slip of paper of their own above the recap."""
        m = self.m
        pygame.draw.rect(surface, (236, 224, 190), box, border_radius=m(6))
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=m(6))
        ink = (52, 40, 24)
        y = box.y + m(10)
        title = "A message from your ally" if len(self.messages) == 1 else "Messages from your ally"
        surface.blit(text.render(title, m.font(17), ink, bold=True), (box.x + m(20), y))
        y += m(32)
        f = text.font(m.font(17))
        for t in self.messages:
            for part in wrap(t, f, box.width - m(40)):
                surface.blit(text.render(part, m.font(17), ink), (box.x + m(20), y))
                y += f.get_linesize()

    def _draw_rows(self, surface: pygame.Surface) -> None:
        m = self.m
        lr = self.list_rect
        clip = surface.get_clip()
        surface.set_clip(lr)
        size = m.font(16)
        f = text.font(size)
        for i, r, parts in self.rows:
            box = r.move(lr.x, lr.y - self.offset)
            if box.bottom < lr.y or box.top > lr.bottom:
                continue
            pygame.draw.rect(surface, ROW_HOVER if i == self.hover else (44, 50, 61), box, border_radius=m(6))
            pygame.draw.rect(surface, GOLD if i == self.hover else (76, 86, 104), box, 1, border_radius=m(6))
            kind = self.lines[i].kind
            mark = text.render(MARKS.get(kind, "•"), size, MARK_COLOURS.get(kind, palette.TEXT), bold=True)
            surface.blit(mark, (box.x + m(14), box.y + m(7)))
            y = box.y + m(7)
            for part in parts:
                surface.blit(text.render(part, size, palette.TEXT), (box.x + m(44), y))
                y += f.get_linesize()
        surface.set_clip(clip)
        scrollbar(surface, lr, self.offset, self.content_h, m)
