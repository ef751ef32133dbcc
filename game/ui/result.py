"""The result of a finished battle: who won and why, victory points and where they came from, losses, the turn.

``summary(state)`` is plain data built from ``state.result`` and ``game.core.victory`` (digest 9.3:
full value for each enemy unit destroyed and character slain, half value rounded up to 5 for a unit
reduced from 3 or more stands to one). When ``game.core.victory`` offers ``result_summary(state)``, its
breakdown is the one shown (the rules are the authority); otherwise it is worked out here. ``ResultScene`` shows it with two ways on: a new battle, or the main menu.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import GameState, victory
from game.ui import palette
from game.ui.doc import GOLD, Block, Column, DocPane, Heading, Para, Table
from game.ui.scene import Scene
from game.ui.widgets import Kit


@dataclass
class SideScore:
    """One side's score: total points, the items behind them (what, points), and how its battle ended."""

    name: str
    points: int
    units_lost: int
    items: list[tuple[str, int]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Summary:
    headline: str
    reason: str
    turn: int
    sides: tuple[SideScore, SideScore]


def reason_words(state: GameState) -> str:
    """Why the battle ended, as a sentence."""
    r = state.result
    assert r is not None
    if r.reason == "turn limit":
        return "The last turn was played."
    if r.reason == "concession":
        loser = 1 - r.winner if r.winner is not None else None
        who = state.sides[loser].name if loser is not None else "A side"
        return f"{who} conceded the battle."
    return r.reason[:1].upper() + r.reason[1:] + "."


def _own_items(state: GameState, scorer: int) -> list[tuple[str, int]]:
    """What ``scorer`` earned points for, worked out here when the rules offer no summary."""
    out: list[tuple[str, int]] = []
    for u in state.units.values():
        if u.side == scorer:
            continue
        if victory.is_lost(u):
            out.append((f"{u.name} destroyed", victory.unit_value(state, u)))
        elif victory.is_reduced_to_one(u):
            value = victory.unit_value(state, u)
            out.append((f"{u.name} reduced to one stand (half of {value})", victory.half_value(value)))
    for c in state.characters.values():
        if c.side == scorer or c.alive:
            continue
        army = state.sides[c.side].army
        value = army.character(c.profile).points + (army.mount(c.mount).points if c.mount else 0)
        out.append((f"{c.name} slain" + (f" (with {c.mount})" if c.mount else ""), value))
    return out


def _item_words(state: GameState, item: dict[str, Any]) -> str:
    """ "Knights destroyed", "Halberdiers reduced to one stand (half of 45)", "Wizard slain"."""
    words = f"{item['name']} {item['how']}"
    unit = state.units.get(str(item.get("id")))
    if unit is not None and item.get("how") == "reduced to one stand":
        words += f" (half of {victory.unit_value(state, unit)})"
    return words


def _from_rules(state: GameState) -> list[SideScore] | None:
    """The sides' scores from ``victory.result_summary`` when the rules offer it (they are the authority)."""
    rs = getattr(victory, "result_summary", None)
    if not callable(rs):
        return None
    try:
        d = rs(state)
        out = []
        for side in d["sides"]:
            items = [(_item_words(state, b), int(b["points"])) for b in side.get("breakdown", ())]
            notes = []
            if side.get("withdrew"):
                notes.append("Withdrew from the field, so cannot win.")
            if side.get("conceded"):
                notes.append("Conceded: a side that concedes scores nothing.")
            out.append(SideScore(str(side["name"]), int(side["points"]), int(side["units_lost"]), items, notes))
        return out if len(out) == 2 else None
    except (KeyError, TypeError, ValueError):
        return None


def summary(state: GameState) -> Summary:
    """The result of ``state`` (which must be finished) as plain data."""
    r = state.result
    assert r is not None, "the battle is not over"
    headline = "A drawn battle" if r.winner is None else f"{state.sides[r.winner].name} win the battle"
    sides = _from_rules(state)
    if sides is None:
        sides = []
        for s in (0, 1):
            conceded = r.reason == "concession" and r.winner is not None and s != r.winner
            items = [] if conceded else _own_items(state, s)
            notes = ["Conceded: a side that concedes scores nothing."] if conceded else []
            sides.append(SideScore(state.sides[s].name, r.points[s], r.units_lost[s], items, notes))
    return Summary(headline, reason_words(state), r.turn, (sides[0], sides[1]))


def summary_blocks(s: Summary) -> list[Block]:
    """The result as a document (victory points with their breakdown, losses, the turn)."""
    blocks: list[Block] = []
    for side in s.sides:
        blocks.append(Heading(f"{side.name}: {side.points} victory points", 2))
        if side.items:
            rows = tuple((what, str(pts)) for what, pts in side.items)
            blocks.append(Table((Column("Earned for", wrap=True), Column("Points", "right")), rows))
        else:
            blocks.append(Para("No points earned.", size=15, colour=palette.TEXT_DIM))
        blocks += [Para(n, size=15, colour=palette.TEXT_DIM) for n in side.notes]
    blocks.append(Heading("Losses", 2))
    blocks.append(
        Table(
            (Column("Side"), Column("Units lost", "right")),
            tuple((side.name, str(side.units_lost)) for side in s.sides),
        )
    )
    return blocks


class ResultScene(Scene):
    """The end of a battle."""

    title = "Result"
    design_size = (1000, 760)

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state
        self.summary = summary(state)
        self.pane: DocPane | None = None
        self.header_rect: pygame.Rect | None = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        col = min(w - m(72), m(980))
        x0 = (w - col) // 2
        s = self.summary
        kit.label(pygame.Rect(x0, m(28), col, m(54)), s.headline, object_id="#screen_title")
        kit.label(pygame.Rect(x0, m(84), col, m(28)), s.reason, object_id="#hint")
        pts = f"Victory points: {s.sides[0].name} {s.sides[0].points}, {s.sides[1].name} {s.sides[1].points}"
        kit.label(pygame.Rect(x0, m(120), col, m(34)), pts, object_id="#heading")
        kit.label(pygame.Rect(x0, m(156), col, m(28)), f"The battle ended in turn {s.turn}.", object_id="#hint")
        bh = m(56)
        self.pane = DocPane(pygame.Rect(x0, m(212), col, h - m(212) - bh - m(60)), m, summary_blocks(s))
        kit.button(
            pygame.Rect(x0 + col - m(540), h - m(30) - bh, m(260), bh),
            "New battle",
            self.new_battle,
            key=pygame.K_n,
            object_id="#primary",
        )
        kit.button(
            pygame.Rect(x0 + col - m(260), h - m(30) - bh, m(260), bh), "Main menu", self.main_menu, key=pygame.K_m
        )
        if self._battle_below() is not None:
            # The battle as it ended stays open underneath: the player may go back and look at it.
            kit.button(
                pygame.Rect(x0, h - m(30) - bh, m(220), bh),
                "Look at the table",
                self.look_at_table,
                key=pygame.K_t,
                tooltip="The table as the battle ended; the result comes back from its side panel",
            )
            kit.button(
                pygame.Rect(x0 + m(230), h - m(30) - bh, m(150), bh),
                "Debrief",
                self.debrief,
                key=pygame.K_d,
                tooltip="Luck, the moments that swung the battle, the computer's decisions",
            )
        self.header_rect = pygame.Rect(x0 - m(20), m(16), col + m(40), m(176))

    @property
    def text(self) -> str:
        """Everything the screen says, for tests."""
        s = self.summary
        head = [s.headline, s.reason, f"turn {s.turn}"]
        return "\n".join(head) + "\n" + (self.pane.text if self.pane is not None else "")

    def new_battle(self) -> None:
        from game.ui.setup_scene import SetupScene

        if self.app is not None:
            self.app.unwind()
            self.app.push(SetupScene())

    def _battle_below(self) -> Scene | None:
        """The finished battle this screen was opened over, if it was."""
        app = self.app
        if app is None or self not in app.stack:
            return None
        i = app.stack.index(self)
        below = app.stack[i - 1] if i > 0 else None
        return below if below is not None and getattr(below, "controller", None) is not None else None

    def look_at_table(self) -> None:
        if self.app is not None and self._battle_below() is not None:
            self.app.pop()

    def debrief(self) -> None:
        from game.ui.debrief_screen import open_debrief, reasons_of

        battle = self._battle_below()
        if self.app is not None and battle is not None:
            open_debrief(self.app, battle.controller.session, reasons_of(battle))

    def main_menu(self) -> None:
        if self.app is not None:
            self.app.unwind()

    def back(self) -> None:
        self.main_menu()

    def handle(self, e: pygame.event.Event) -> bool:
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None):
            self.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.header_rect is not None:
            pygame.draw.rect(surface, (34, 38, 46), self.header_rect, border_radius=self.m(10))
            pygame.draw.rect(surface, GOLD, self.header_rect, 1, border_radius=self.m(10))
        if self.pane is not None:
            self.pane.draw(surface)
