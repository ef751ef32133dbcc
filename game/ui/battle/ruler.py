"""The ruler (hold R and drag), its preset rings (2, 3, 6 while R is held), and the reach keys (C, M).

Holding R turns the left button into a tape measure: press on a piece (or anywhere) and drag to another.
Between two pieces the distance is edge to edge, the way the rules measure; from a piece to a bare point
it runs from the piece's nearest edge; between two bare points it is point to point. The line is drawn
between the points actually measured, so what the number means can be seen. Keys 2, 3 and 6 toggle rings
of 20, 30 and 60 cm: round a piece they are drawn offset from its bases (a rounded outline, what a player
measures from), round a bare point as circles. Letting go of R clears it all; right-drag and the arrows
still pan meanwhile.

``Reach`` lets C and M hide or show the selection's command range and move range.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import GameState, board
from game.table import Base
from game.table.convex import convex_hull
from game.ui.battle import overlays
from game.ui.battle.toast import say
from game.ui.battle.tool import is_left_press, is_left_release
from game.ui.battle.words import name_of

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene

Point = tuple[float, float]
# Preset rings: key -> radius in mm, and the colour each is drawn in (its label says the size too).
RING_KEYS: dict[int, int] = {pygame.K_2: 200, pygame.K_3: 300, pygame.K_6: 600}
RING_COLOURS: dict[int, overlays.Colour] = {200: (255, 226, 120), 300: (255, 160, 80), 600: (130, 210, 255)}
LINE: overlays.Colour = (255, 244, 200)
PIECES = ("unit", "character")
# Points sampled round each corner (or round a round base) when a base is grown by a ring's radius.
ARC_STEPS = 24


def cm(mm: float) -> str:
    """A distance as the ruler shows it: "25.0 cm"."""
    return f"{mm / 10:.1f} cm"


@dataclass(frozen=True)
class End:
    """One end of the tape: a table point (mm) and the piece under it, if any."""

    x: float
    y: float
    piece: str | None = None

    @property
    def point(self) -> Point:
        return (self.x, self.y)


@dataclass(frozen=True)
class Reading:
    """What the ruler measured: the distance, the two points it runs between, and how it was taken."""

    mm: float
    a: Point
    b: Point
    how: str  # "edge to edge", "from the edge" or "" (point to point)

    @property
    def words(self) -> str:
        """The tag on the table: "25.0 cm edge to edge", "12.5 cm from the edge", "30.0 cm"."""
        return f"{cm(self.mm)} {self.how}".strip()


def bases_of(state: GameState, ref: str) -> list[Base]:
    """The bases of a unit or a character on the table (none if it has gone)."""
    try:
        return board.table(state).bases_of(ref)
    except KeyError:
        return []


def measure(state: GameState, a: End, b: End) -> Reading:
    """The distance from ``a`` to ``b``: edge to edge between two pieces, else from an edge or a point."""
    sa = bases_of(state, a.piece) if a.piece else []
    sb = bases_of(state, b.piece) if b.piece else []
    if sa and sb and a.piece and b.piece and a.piece != b.piece:
        best = min((board.closest_points(p, q) for p in sa for q in sb), key=lambda r: r[2])
        return Reading(board.table(state).owner_distance(a.piece, b.piece), best[0], best[1], "edge to edge")
    if sa and not sb:
        return _from_edge(sa, b.point, reverse=False)
    if sb and not sa:
        return _from_edge(sb, a.point, reverse=True)
    return Reading(math.dist(a.point, b.point), a.point, b.point, "")


def _from_edge(bases: list[Base], p: Point, reverse: bool) -> Reading:
    near = min(bases, key=lambda s: s.gap_to_point(p))
    q = near.closest_point(p)
    d = max(0.0, near.gap_to_point(p))
    return Reading(d, p, q, "from the edge") if reverse else Reading(d, q, p, "from the edge")


def grown_outline(bases: list[Base], reach: float) -> list[Point]:
    """The outline ``reach`` mm out from a piece's bases: rounded corners, straight sides."""
    pts: list[Point] = []
    for s in bases:
        if s.round:
            r = s.radius + reach
            pts += [(s.x + r * math.cos(k * math.tau / 48), s.y + r * math.sin(k * math.tau / 48)) for k in range(48)]
            continue
        for cx, cy in s.corners():
            pts += [
                (cx + reach * math.cos(k * math.tau / ARC_STEPS), cy + reach * math.sin(k * math.tau / ARC_STEPS))
                for k in range(ARC_STEPS)
            ]
    return list(convex_hull(pts))


def pointer_tag(
    surface: pygame.Surface, scene: BattleScene, pos: tuple[int, int], words: str, colour: overlays.Colour
) -> None:
    """A hint just below the pointer, on the side of it with room, so it never sits under the pointer."""
    right_half = scene.view is not None and pos[0] > scene.view.rect.centerx
    at, anchor = ((pos[0] - 16, pos[1] + 20), "topright") if right_half else ((pos[0] + 16, pos[1] + 20), "topleft")
    overlays.tag(surface, at, words, colour, anchor=anchor)


class Ruler:
    """The ruler of one battle scene: held with R, measured with the left button."""

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene
        self.held = False
        self.start: End | None = None
        self.end: End | None = None
        self.dragging = False
        self.rings: set[int] = set()

    # ------------------------------------------------------------------ what it shows
    @property
    def state(self) -> GameState:
        return self.scene.controller.state

    def reading(self) -> Reading | None:
        """The measurement shown now (None until a drag has started)."""
        if self.start is None or self.end is None:
            return None
        return measure(self.state, self.start, self.end)

    def end_at(self, pos: tuple[int, int]) -> End:
        """The table point under a screen position, and the piece there (a unit or a character)."""
        x, y = self.scene.camera.to_table(*pos)
        t = self.scene.pick(pos)
        return End(x, y, t.id if t is not None and t.kind in PIECES else None)

    def ring_centre(self) -> End | None:
        """What the rings are drawn round: the tape's start, else what is under the pointer."""
        if self.start is not None:
            return self.start
        pos = self.scene.view.pointer if self.scene.view is not None else None
        if pos is None or not self.scene.over_table(pos):
            return None
        return self.end_at(pos)

    # ------------------------------------------------------------------ input
    def release(self) -> None:
        """Forget the tape and the rings (R let go, or the screen left)."""
        if self.held or self.start is not None or self.rings:
            self.scene.dirty = True
        self.held = self.dragging = False
        self.start = self.end = None
        self.rings.clear()

    def handle(self, e: pygame.event.Event) -> bool:
        """True if the ruler used the event: R itself, and while R is held the left button and 2, 3, 6."""
        if e.type == pygame.KEYDOWN and e.key == pygame.K_r and not e.mod & pygame.KMOD_CTRL:
            self.held = True
            self.scene.dirty = True
            return True
        if e.type == pygame.KEYUP and e.key == pygame.K_r:
            was = self.held
            self.release()
            return was
        if e.type == pygame.WINDOWFOCUSLOST:
            # The key may come up in another window: the ruler must not stay stuck on.
            self.release()
            return False
        if not self.held:
            return False
        if not self.dragging and getattr(self.scene.tool(), "dragging", False):
            # R came down in the middle of a tool's drag: that drag ends as it began.
            return e.type == pygame.KEYDOWN and e.key in RING_KEYS and self._toggle(e.key)
        if e.type == pygame.KEYDOWN and e.key in RING_KEYS:
            return self._toggle(e.key)
        if is_left_press(e) and self.scene.over_table(e.pos):
            self.start = self.end = self.end_at(e.pos)
            self.dragging = True
            self.scene.dirty = True
            return True
        if e.type == pygame.MOUSEMOTION:
            if self.dragging:
                self.end = self.end_at(e.pos)
            elif self.scene.view is not None:
                self.scene.view._update_hover()
            # The rings follow the pointer until a tape is started.
            self.scene.dirty = True
            # A middle- or right-drag still pans the table (the view must see the motion).
            return self.dragging or not any(getattr(e, "buttons", (0, 0, 0))[1:])
        if is_left_release(e) and self.dragging:
            self.dragging = False
            return True
        return False

    def _toggle(self, key: int) -> bool:
        self.rings.symmetric_difference_update({RING_KEYS[key]})
        self.scene.dirty = True
        return True

    # ------------------------------------------------------------------ drawing
    def over(self, surface: pygame.Surface) -> None:
        if not self.held:
            return
        cam = self.scene.camera
        for radius in sorted(self.rings, reverse=True):
            self._ring(surface, radius)
        r = self.reading()
        if r is None:
            pos = self.scene.view.pointer if self.scene.view is not None else None
            if pos is not None and self.scene.over_table(pos):
                pointer_tag(surface, self.scene, pos, "Ruler: drag from a piece · 2, 3, 6: rings", LINE)
            return
        pa, pb = cam.to_screen(*r.a), cam.to_screen(*r.b)
        pygame.draw.line(surface, (20, 20, 20), pa, pb, 5)
        pygame.draw.line(surface, LINE, pa, pb, 2)
        self._ticks(surface, r)
        for p in (pa, pb):
            pygame.draw.circle(surface, (20, 20, 20), (round(p[0]), round(p[1])), 5)
            pygame.draw.circle(surface, LINE, (round(p[0]), round(p[1])), 3)
        # The words sit beside a steep tape and above a flat one, so they never hide it.
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
        steep = abs(pb[1] - pa[1]) > abs(pb[0] - pa[0])
        at, anchor = ((mid[0] + 14, mid[1]), "midleft") if steep else ((mid[0], mid[1] - 8), "midbottom")
        box = overlays.tag(surface, at, r.words, LINE, size=overlays.label_px + 3, anchor=anchor)
        if self.start is not None and self.end is not None:
            names = [name_of(self.state, p) for p in (self.start.piece, self.end.piece) if p]
            if len(names) == 2 and self.start.piece != self.end.piece:
                overlays.tag(surface, (box.x + 5, box.bottom + 8), f"{names[0]} to {names[1]}", LINE, anchor="topleft")

    def _ticks(self, surface: pygame.Surface, r: Reading) -> None:
        """A short mark every 5 cm along the tape (longer every 10), so it reads like a tape measure."""
        if r.mm < 50:
            return
        cam = self.scene.camera
        length = math.dist(r.a, r.b)
        ux, uy = (r.b[0] - r.a[0]) / length, (r.b[1] - r.a[1]) / length
        for k in range(1, int(r.mm // 50) + 1):
            d = k * 50 * length / r.mm
            x, y = cam.to_screen(r.a[0] + ux * d, r.a[1] + uy * d)
            half = 6 if k % 2 == 0 else 3
            pygame.draw.line(surface, LINE, (x - uy * half, y + ux * half), (x + uy * half, y - ux * half), 2)

    def _ring(self, surface: pygame.Surface, radius: int) -> None:
        centre = self.ring_centre()
        if centre is None:
            return
        colour = RING_COLOURS.get(radius, LINE)
        label = f"{radius // 10} cm"
        cam = self.scene.camera
        bases = bases_of(self.state, centre.piece) if centre.piece else []
        if not bases:
            overlays.ring(surface, cam, centre.point, radius, colour, label)
            return
        pts = [(round(sx), round(sy)) for sx, sy in (cam.to_screen(x, y) for x, y in grown_outline(bases, radius))]
        overlays.translucent_polygons(surface, [pts], colour, 20)
        pygame.draw.polygon(surface, colour, pts, 2)
        top = min(pts, key=lambda p: p[1])
        overlays.tag(surface, top, f"{label} from {name_of(self.state, centre.piece)}", colour)


class Reach:
    """C and M: the command ranges and the selected unit's move range, shown on demand in any step.

    C shows the selected character's command range, or, with no character selected, those of every
    character of the side to play; M shows the selected unit's move range. Each key toggles; the ranges
    follow the selection until hidden again.
    """

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene
        self.command = False
        self.move = False

    @property
    def active(self) -> bool:
        return self.command or self.move

    def key(self) -> Hashable:
        return (self.command, self.move)

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type != pygame.KEYDOWN or e.mod & pygame.KMOD_CTRL or e.key not in (pygame.K_c, pygame.K_m):
            return False
        sel = self.scene.selected
        if e.key == pygame.K_c:
            self.command = not self.command
            on, key = self.command, "C"
            what = (
                f"Command range of {name_of(self.state, sel.id)}"
                if sel is not None and sel.kind == "character"
                else "Command ranges"
            )
        else:
            self.move = not self.move
            on, key = self.move, "M"
            what = "Move range of the selected unit"
            if on and (sel is None or sel.kind != "unit"):
                what = "Move range: click a unit to see it"
        say(self.scene, f"{what}: {'shown' if on else 'hidden'} ({key} to {'hide' if on else 'show'})")
        self.scene.dirty = True
        return True

    @property
    def state(self) -> GameState:
        return self.scene.controller.state

    def under(self, surface: pygame.Surface) -> None:
        """The ranges asked for, over the terrain and under the stands."""
        st, cam, sel = self.state, self.scene.camera, self.scene.selected
        if self.command:
            if sel is not None and sel.kind == "character" and sel.id in st.characters:
                chars = [st.characters[sel.id]]
            else:
                chars = [c for c in st.live_characters() if c.side == st.active and not c.off_table]
            for c in chars:
                overlays.command_range(surface, cam, st, c)
        if self.move and sel is not None and sel.kind == "unit" and sel.id in st.units:
            pace = st.unit_profile(st.units[sel.id]).full_pace_mm
            overlays.range_outline(surface, cam, st, sel.id, pace, label=f"{pace // 10} cm move")
