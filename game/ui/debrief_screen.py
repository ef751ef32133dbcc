"""The debrief screen: each side's luck, the moments that swung the battle, the computer's key decisions.

The figures come from ``game.replay.debrief`` (the command log replayed); this screen only lays them out.
It opens from the result screen (key D) and, with ``open_debrief``, over any screen holding a finished
log (the replay viewer).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.replay.debrief import Debrief, Luck, Swing, debrief_session
from game.ui import palette
from game.ui.doc import GOLD, Block, Column, DocPane, Heading, Para, Table
from game.ui.scene import Scene
from game.ui.widgets import Kit

# What the swings measure, on screen beside them (game.replay.stakes holds the same definition).
SWING_TEXT = (
    "The largest first. A moment's swing is the victory points won plus the change in the points at stake, "
    "both sides together. "
    "A unit's points are at stake while it is engaged in a combat not yet decided, confused, or has lost "
    "stands: the enemy could still win them (only the other half, once it is down to one stand). A "
    "character's points are at stake with the unit it has joined."
)


def _luck_row(luck: Luck) -> tuple[str, ...]:
    if luck.trials == 0:
        return (luck.what, "0", "-", "-", "-", "no rolls")
    z = luck.z
    return (
        luck.what,
        str(luck.trials),
        f"{float(luck.expected):.1f}",
        str(luck.scored),
        "-" if z is None else f"{z:+.1f}",
        luck.verdict,
    )


def _swing_row(s: Swing, names: tuple[str, str]) -> tuple[str, ...]:
    won = ", ".join(f"{g:+d} to {names[i]}" for i, g in enumerate(s.gained) if g)
    pairs = zip(s.stake_before, s.stake_after, strict=True)
    stake = "; ".join(f"{names[i]} {a} to {b}" for i, (a, b) in enumerate(pairs) if a != b)
    return (
        f"Turn {s.turn}, action {s.record}",
        s.side_name,
        str(s.size),
        won or "-",
        stake or "-",
        ", ".join(s.happened),
    )


def debrief_blocks(d: Debrief, solo: bool = False) -> list[Block]:
    """The debrief as a document."""
    out: list[Block] = [
        Heading("Luck", 2),
        Para(
            "What the dice gave against what their own odds promised. A try is one die to hit or to save, or "
            "one order roll of two dice. The standard score counts standard deviations from the expected "
            "number: beyond +2 or -2 is rare.",
            size=14,
            colour=palette.TEXT_DIM,
        ),
    ]
    cols = (
        Column("What"),
        Column("Tries", "right"),
        Column("Expected", "right"),
        Column("Got", "right"),
        Column("Std. score", "right"),
        Column("How unusual", wrap=True),
    )
    for side in d.sides:
        out.append(Heading(side.name, 3))
        if any(x.trials for x in side.all):
            out.append(Table(cols, tuple(_luck_row(x) for x in side.all)))
        else:
            out.append(Para("No dice to hit, to save or to order were rolled.", size=15, colour=palette.TEXT_DIM))
    out.append(Heading("The moments that swung the battle", 2))
    out.append(Para(SWING_TEXT, size=14, colour=palette.TEXT_DIM))
    names = (d.sides[0].name, d.sides[1].name)
    if d.swings:
        rows = tuple(_swing_row(s, names) for s in d.swings)
        cols2 = (
            Column("When"),
            Column("Played by"),
            Column("Swing", "right"),
            Column("Points won"),
            Column("Points at stake", wrap=True),
            Column("What happened", wrap=True),
        )
        out.append(Table(cols2, rows))
    else:
        out.append(Para("No victory points were won or put at stake.", size=15, colour=palette.TEXT_DIM))
    if d.decisions or solo:
        out.append(Heading("The computer's key decisions", 2))
        if d.decisions:
            rows3 = tuple(
                (f"Turn {x.turn}, action {x.record}", x.side_name, x.reason, str(x.swing) if x.swing else "-")
                for x in d.decisions
            )
            cols3 = (Column("When"), Column("Side"), Column("Why", wrap=True), Column("Swing", "right"))
            out.append(Table(cols3, rows3))
        else:
            out.append(Para("The computer's reasons were not kept for this battle.", size=15, colour=palette.TEXT_DIM))
    return out


class DebriefScene(Scene):
    """A finished battle looked back on."""

    title = "Debrief"
    design_size = (1000, 760)

    def __init__(self, debrief: Debrief, solo: bool = False) -> None:
        super().__init__()
        self.debrief = debrief
        self.solo = solo or debrief.solo
        self.pane: DocPane | None = None
        self.frame: pygame.Rect | None = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        col = min(w - m(72), m(980))
        x0 = (w - col) // 2
        a, b = self.debrief.sides
        kit.label(pygame.Rect(x0, m(24), col, m(54)), "Debrief", object_id="#screen_title")
        kit.label(pygame.Rect(x0, m(80), col, m(28)), f"{a.name} against {b.name}: why it went as it did", object_id="#hint")
        bh = m(56)
        self.frame = pygame.Rect(x0 - m(12), m(118), col + m(24), h - m(118) - bh - m(50))
        self.pane = DocPane(self.frame.inflate(-m(24), -m(20)), m, debrief_blocks(self.debrief, self.solo))
        kit.button(pygame.Rect(x0 + col - m(260), h - m(30) - bh, m(260), bh), "Back", self.back, key=pygame.K_b)

    @property
    def text(self) -> str:
        return self.pane.text if self.pane is not None else ""

    def back(self) -> None:
        if self.app is not None:
            self.app.pop()

    def handle(self, e: pygame.event.Event) -> bool:
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None):
            self.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.frame is not None:
            pygame.draw.rect(surface, (34, 38, 46), self.frame, border_radius=self.m(10))
            pygame.draw.rect(surface, GOLD, self.frame, 1, border_radius=self.m(10))
        if self.pane is not None:
            self.pane.draw(surface)


def reasons_of(battle: Any) -> dict[int, list[Any]]:
    """The computer's reasons a battle screen's log heard, by record number (the log keeps no reasons)."""
    from game.ai.reasons import AgentReason

    chronicle = getattr(getattr(getattr(battle, "aids", None), "log", None), "chronicle", None)
    out: dict[int, list[Any]] = {}
    for entry in getattr(chronicle, "entries", ()):
        if isinstance(entry.event, AgentReason):
            out.setdefault(entry.record, []).append(entry.event)
    return out


def open_debrief(app: Any, session: Any, reasons: Mapping[int, Sequence[Any]] | None = None) -> DebriefScene:
    """Push the debrief of ``session`` (a ``Session``) over the current screen."""
    solo = session.header_extra.get("mode") == "solo"
    scene = DebriefScene(debrief_session(session, reasons), solo=solo)
    app.push(scene)
    return scene


def open_log_debrief(app: Any, path: Any) -> DebriefScene:
    """Push the debrief of a saved game or command log file (the replay viewer's way in)."""
    from game.replay.debrief import debrief_log

    scene = DebriefScene(debrief_log(path))
    app.push(scene)
    return scene
