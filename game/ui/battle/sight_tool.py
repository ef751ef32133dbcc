"""The line-of-sight check: hold L, click a unit, then what it looks at (a unit or a character).

The answer comes from the rules' own geometry (``Table.can_see``: a clear line from the observer's front
edge to some part of the target) and is told in words, on the table and at the top of the side panel:
"Crossbowmen can see Orc Warriors", "Crossbowmen cannot see Orc Warriors: blocked by Boar Riders". The
line is drawn from the observer's front edge: the clear line found, or, when there is none, the
shortest one tried, with the blocker outlined. The answer stays after L is let go, until the next
click on the table, Esc, or anything happening in the battle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import GameState, board
from game.table.sight import BEHIND, COVERED, Sight
from game.ui.battle import overlays
from game.ui.battle.panel import Panel
from game.ui.battle.ruler import Point, bases_of, pointer_tag
from game.ui.battle.tool import is_left_press, is_left_release
from game.ui.battle.words import name_of

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene

SEEN: overlays.Colour = (120, 230, 140)
HIDDEN: overlays.Colour = (244, 110, 96)
ASK: overlays.Colour = (236, 198, 84)


def blocker_words(state: GameState, ref: str | None) -> str:
    """What stopped the view, as a player names it: a unit, "the wood", a named piece of terrain."""
    if ref is None:
        return "nothing in view"
    if ref == BEHIND:
        return "not in front of its front edge"
    if ref == COVERED:
        return "its own stands cover its front edge"
    if ref in state.units or ref in state.characters:
        return "blocked by " + name_of(state, ref)
    piece = next((t for t in state.terrain if t.id == ref), None)
    if piece is not None:
        return "blocked by " + (piece.name or "the " + str(piece.kind).replace("_", " "))
    return "blocked by " + ref


def answer_words(state: GameState, observer: str, target: str, sight: Sight) -> str:
    """ "Crossbowmen can see Orc Warriors" or "Crossbowmen cannot see Orc Warriors: blocked by the wood"."""
    who, what = name_of(state, observer), name_of(state, target)
    if sight.visible:
        return f"{who} can see {what}"
    return f"{who} cannot see {what}: {blocker_words(state, sight.blocked_by)}"


@dataclass(frozen=True)
class Answer:
    """One question asked and answered, for one version of the state."""

    observer: str
    target: str
    sight: Sight
    words: str
    line: tuple[Point, Point] | None
    version: int


def tried_line(state: GameState, observer: str, target: str) -> tuple[Point, Point] | None:
    """The shortest line from the middle of a front edge of the observer to the target (shown when blocked)."""
    looks, aims = bases_of(state, observer), bases_of(state, target)
    best: tuple[float, Point, Point] | None = None
    for o in looks:
        (ax, ay), (bx, by) = o.front_edge()
        p = ((ax + bx) / 2, (ay + by) / 2)
        for t in aims:
            q = t.closest_point(p)
            d = (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2
            if best is None or d < best[0]:
                best = (d, p, q)
    return None if best is None else (best[1], best[2])


class SightCheck:
    """The sight check of one battle scene."""

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene
        self.held = False
        self.observer: str | None = None
        self.answer: Answer | None = None
        self.pressed = False

    @property
    def state(self) -> GameState:
        return self.scene.controller.state

    def current(self) -> Answer | None:
        """The answer on show (None once the battle has moved on since it was asked)."""
        a = self.answer
        return a if a is not None and a.version == self.scene.controller.version else None

    def ask(self, observer: str, target: str) -> Answer:
        """Work out whether ``observer`` sees ``target`` and keep the answer on show."""
        st = self.state
        sight = board.table(st).can_see(observer, target)
        line = sight.line if sight.visible and sight.line is not None else tried_line(st, observer, target)
        self.answer = Answer(
            observer, target, sight, answer_words(st, observer, target, sight), line, self.scene.controller.version
        )
        self.observer = None
        self.scene.refresh_panel()
        return self.answer

    def clear(self) -> None:
        shown = self.observer is not None or self.current() is not None
        self.observer = None
        self.answer = None
        if shown:
            self.scene.refresh_panel()

    def release(self) -> None:
        """The screen was left while L was held: forget the key (the answer stays)."""
        self.held = False
        self.observer = None

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        """True if used: L itself; while L is held, clicks on the table; Esc or a click clear an answer."""
        if e.type == pygame.KEYDOWN and e.key == pygame.K_l and not e.mod & pygame.KMOD_CTRL:
            self.held = True
            self.scene.dirty = True
            return True
        if e.type == pygame.KEYUP and e.key == pygame.K_l:
            was = self.held
            self.held = False
            if self.observer is not None:
                self.observer = None
                self.scene.refresh_panel()
            self.scene.dirty = True
            return was
        if e.type == pygame.WINDOWFOCUSLOST:
            self.release()
            return False
        if not self.held:
            if self.current() is not None or self.observer is not None:
                if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
                    self.clear()
                    return True
                if is_left_press(e) and self.scene.over_table(e.pos):
                    self.clear()  # and the click goes on to select or act
            return False
        if is_left_press(e) and self.scene.over_table(e.pos):
            self._click(e.pos)
            self.pressed = True
            self.scene.dirty = True
            return True
        if is_left_release(e) and self.pressed:
            # The release of the click it used (a tool's drag begun before L ends as it began).
            self.pressed = False
            return True
        dragging = getattr(self.scene.tool(), "dragging", False)
        if e.type == pygame.MOUSEMOTION and not dragging and not any(getattr(e, "buttons", (0, 0, 0))[1:]):
            if self.scene.view is not None:
                self.scene.view._update_hover()
            self.scene.dirty = True
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> None:
        t = self.scene.pick(pos)
        piece = t.id if t is not None and t.kind in ("unit", "character") else None
        if self.observer is not None and piece is not None and piece != self.observer:
            self.ask(self.observer, piece)
            return
        self.answer = None
        # Only units look (a character never needs to see to act): a click elsewhere starts again.
        self.observer = piece if t is not None and t.kind == "unit" else None
        self.scene.refresh_panel()

    # ------------------------------------------------------------------ showing
    def prompt(self) -> str | None:
        """What to do next, while L is held."""
        if not self.held:
            return None
        if self.observer is None:
            return (
                "Sight: click a unit to ask again" if self.current() is not None else "Sight: click the unit that looks"
            )
        return f"Sight: now click what {name_of(self.state, self.observer)} looks at"

    def fill_panel(self, panel: Panel) -> None:
        """The answer (or what to click next) at the top of the side panel."""
        a = self.current()
        if a is not None:
            panel.heading("Line of sight")
            panel.text(a.words, "good" if a.sight.visible else "bad", 14)
            panel.text("From the front edge, as the rules draw it. Esc or a click clears it.", "dim", 12)
            panel.rule()
        elif self.observer is not None:
            panel.heading("Line of sight")
            panel.text(
                f"Looking from {name_of(self.state, self.observer)}: keep L held and click a unit or a character.",
                "",
                13,
            )
            panel.rule()

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.scene.camera
        a = self.current()
        if self.observer is not None:
            overlays.outline_unit(surface, cam, st, self.observer, ASK, 3)
        if a is not None:
            colour = SEEN if a.sight.visible else HIDDEN
            overlays.outline_unit(surface, cam, st, a.observer, ASK, 3)
            if a.target in st.units:
                overlays.outline_unit(surface, cam, st, a.target, colour, 2)
            else:
                overlays.outline_character(surface, cam, st, a.target, colour)
            blocker = a.sight.blocked_by
            if not a.sight.visible and blocker is not None:
                self._outline_blocker(surface, blocker)
            if a.line is not None:
                pa, pb = cam.to_screen(*a.line[0]), cam.to_screen(*a.line[1])
                pygame.draw.line(surface, (20, 20, 20), pa, pb, 5)
                pygame.draw.line(surface, colour, pa, pb, 2)
                if not a.sight.visible:
                    # A cross where the blocker cuts the line: "blocked" reads without its colour.
                    cx, cy = cam.to_screen(*self._cut(a.line, blocker))
                    for ink, width in (((20, 20, 20), 6), ((255, 255, 255), 3)):
                        pygame.draw.line(surface, ink, (cx - 8, cy - 8), (cx + 8, cy + 8), width)
                        pygame.draw.line(surface, ink, (cx - 8, cy + 8), (cx + 8, cy - 8), width)
                # Beside a steep line and above a flat one, so the words hide neither the line nor the pieces.
                mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
                steep = abs(pb[1] - pa[1]) > abs(pb[0] - pa[0])
                at, anchor = ((mid[0] + 16, mid[1]), "midleft") if steep else ((mid[0], mid[1] - 10), "midbottom")
                overlays.tag(surface, at, a.words, colour, size=overlays.label_px + 1, anchor=anchor)
        words = self.prompt()
        pos = self.scene.view.pointer if self.scene.view is not None else None
        if words and pos is not None and self.scene.over_table(pos):
            pointer_tag(surface, self.scene, pos, words, ASK)

    def _cut(self, line: tuple[Point, Point], ref: str | None) -> Point:
        """The point of the line nearest the blocker's middle (the line's middle if it has none)."""
        (ax, ay), (bx, by) = line
        st = self.state
        pts: list[tuple[float, float]] = []
        if ref in st.units:
            pts = [(s.x, s.y) for s in st.units[ref].stands]
        else:
            piece = next((t for t in st.terrain if t.id == ref), None)
            pts = [(float(x), float(y)) for x, y in piece.points] if piece is not None else []
        if not pts:
            return (ax + bx) / 2, (ay + by) / 2
        mx, my = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
        dx, dy = bx - ax, by - ay
        k = ((mx - ax) * dx + (my - ay) * dy) / (dx * dx + dy * dy or 1.0)
        k = min(1.0, max(0.0, k))
        return ax + k * dx, ay + k * dy

    def _outline_blocker(self, surface: pygame.Surface, ref: str) -> None:
        st, cam = self.state, self.scene.camera
        if ref in st.units:
            overlays.outline_unit(surface, cam, st, ref, HIDDEN, 3)
            return
        piece = next((t for t in st.terrain if t.id == ref), None)
        if piece is not None and len(piece.points) >= 3:
            pts = [(round(x), round(y)) for x, y in (cam.to_screen(px, py) for px, py in piece.points)]
            pygame.draw.polygon(surface, HIDDEN, pts, 3)
