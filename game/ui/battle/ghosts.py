"""Moving after an order by mouse: drag a ghost, turn it, see whether the rules allow it; charges previewed.

After a passed order (or a failed first order: half pace) the units owed a move are dragged as one
body; the wheel or Q/E turns the ghost about its middle while dragging. The ghost is green when the
rules accept the Move (``state.check``) and red with their first reason otherwise, and each stand shows
how far it travels. Releasing commits the move, or (with "confirm before commit" on) Enter does.
Clicking an enemy shows where a charge would put the stands (``plan_charge``): the edge, the units
contacted; Enter or a second click charges. H holds. The side panel's part is in ``move_panel.py``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core import LAAGER_MM, PendingMove, allowance, board, farthest_mm, is_war_wagon, moves, plan_charge, transform
from game.core.deployment import zones
from game.ui.battle import overlays
from game.ui.battle.move_panel import fill_move_panel, move_status
from game.ui.battle.panel import Panel
from game.ui.battle.tool import Tool, is_left_press, is_left_release, wheel_turn
from game.ui.picking import in_base

if TYPE_CHECKING:
    from game.table.charge import ChargePlacement

Pose = tuple[int, int, int]
ROTATE_STEP = 5
# A press that moves less than this (px) before release is a click, not a drag.
CLICK_SLOP_PX = 4
# Below this many px across a stand, its travel is not written on it (the panel lists it).
STAND_LABEL_MIN_PX = 18


class MoveTool(Tool):
    """The ghost of the units owed a move, and charge previews."""

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.reset()

    def reset(self) -> None:
        self.dx = self.dy = 0.0
        self.turn = 0
        # A single unit may change formation as it moves: None keeps its shape, "line" or "column" reforms it.
        self.formation: str | None = None
        # A War Wagon's short move ends laagered unless its player keeps it in column (K).
        self.keep_column = False
        self.dragging = False
        self.placed = False
        self.grab: tuple[float, float] | None = None
        self.grab_px: tuple[int, int] | None = None
        self.base = (0.0, 0.0)
        self.charger: str | None = None
        self.target: str | None = None
        self._verdict: tuple[object, list[str], list[float]] | None = None
        self._charge: tuple[object, ChargePlacement | str, list[str]] | None = None

    # ------------------------------------------------------------------ what is owed
    @property
    def pending(self) -> PendingMove | None:
        return self.state.command.pending

    @property
    def units(self) -> list[str]:
        p = self.pending
        return list(p.units) if p else []

    @property
    def half(self) -> bool:
        p = self.pending
        return p is not None and p.kind == "half"

    def start_poses(self) -> list[list[Pose]]:
        return [[s.pose for s in self.state.units[u].stands] for u in self.units]

    def ghost_poses(self) -> list[list[Pose]]:
        """Where each unit's stands would end: the whole body turned about its middle, then shifted."""
        starts = self.start_poses()
        flat = [p for ps in starts for p in ps]
        cx, cy = overlays.centroid(flat)
        moved = transform(flat, cx, cy, self.turn, self.dx, self.dy)
        if self.formation is not None and len(starts) == 1 and starts[0]:
            # Reformed about the ghost's middle, facing as its first stand does.
            mx, my = overlays.centroid(moved)
            facing = round(moved[0][2]) % 360
            unit = self.state.units[self.units[0]]
            return [zones.unit_poses(self.state, unit, round(mx), round(my), facing, self.formation)]
        out, i = [], 0
        for ps in starts:
            out.append(moved[i : i + len(ps)])
            i += len(ps)
        return out

    def can_reform(self) -> bool:
        """Whether F may change the formation: one unit of more than one stand is moving."""
        return len(self.units) == 1 and len(self.state.units[self.units[0]].stands) > 1

    def next_formation(self) -> str | None:
        """The formation F gives next: a column, then a line, then the unit's own shape again."""
        return {None: "column", "column": "line", "line": None}[self.formation]

    def reform(self) -> None:
        if not self.can_reform():
            return
        self.formation = self.next_formation()
        self.placed = True
        self.changed(panel=True)

    def wagon(self) -> str | None:
        """The War Wagon (with its team) moving alone after a successful order: it may choose laager or column."""
        # Not the half pace after a failed order, which always ends in column.
        if len(self.units) != 1 or self.half:
            return None
        unit = self.state.units[self.units[0]]
        return unit.id if len(unit.stands) == 2 and is_war_wagon(self.state, unit) else None

    def column_choice(self) -> tuple[str, ...]:
        wagon = self.wagon()
        return (wagon,) if wagon is not None and self.keep_column else ()

    def toggle_column(self) -> None:
        if self.wagon() is None:
            return
        self.keep_column = not self.keep_column
        # Kept in column, the ghost shows the column the stands must end in.
        self.formation = "column" if self.keep_column else None
        self.placed = True
        self.changed(panel=True)

    def wagon_ends(self) -> str:
        """How the wagon stands after the ghost's move: "laagered" or "in column"."""
        wagon = self.wagon()
        if wagon is None or self.keep_column:
            return "in column"
        far = farthest_mm(self.state, self.state.units[wagon], self.ghost_poses()[0])
        return "laagered" if far <= LAAGER_MM + 0.5 else "in column"

    def has_ghost(self) -> bool:
        return bool(self.units) and (self.dragging or self.placed)

    def verdict(self) -> tuple[list[str], list[float]]:
        """(the rules' reasons against the ghost's move, each stand's travel in mm)."""
        key = (self.controller.version, round(self.dx), round(self.dy), self.turn, self.formation, self.keep_column)
        if self._verdict is not None and self._verdict[0] == key:
            return self._verdict[1], self._verdict[2]
        st = self.state
        poses = self.ghost_poses()
        reasons = self.controller.check_move(self.units, poses, self.column_choice())
        travel = []
        for uid, ps in zip(self.units, poses, strict=True):
            u = st.units[uid]
            for i, p in enumerate(ps):
                travel.append(moves.corner_travel(board.unit_base(st, u, i), board.unit_base(st, u, i, p)))
        self._verdict = (key, reasons, travel)
        return reasons, travel

    @property
    def colour(self) -> tuple[int, int, int] | None:
        """The ghost's colour now: green when the rules accept it, red when not; None with no ghost."""
        if self.target is not None:
            prev = self.charge_preview()
            return None if prev is None else (overlays.ILLEGAL if prev[1] else overlays.LEGAL)
        if not self.has_ghost():
            return None
        return overlays.ILLEGAL if self.verdict()[0] else overlays.LEGAL

    def travel_at(self, dx: float, dy: float) -> float:
        """How far the furthest-moving stand corner goes if the ghost is shifted by (dx, dy) (mm)."""
        st = self.state
        starts = self.start_poses()
        flat = [p for ps in starts for p in ps]
        cx, cy = overlays.centroid(flat)
        # The same rounded poses the rules would be given, so the clamp and the verdict agree.
        moved = transform(flat, cx, cy, self.turn, dx, dy)
        far, i = 0.0, 0
        for uid, ps in zip(self.units, starts, strict=True):
            u = st.units[uid]
            for k in range(len(ps)):
                far = max(far, moves.corner_travel(board.unit_base(st, u, k), board.unit_base(st, u, k, moved[i])))
                i += 1
        return far

    def within_reach(self, dx: float, dy: float) -> tuple[float, float]:
        """(dx, dy), or the furthest point short of it along the drag that the stands can reach: a ghost
        pulled 20.4 cm for a 20 cm move stops at 20 cm instead of turning red."""
        limit = self.limit() + moves.MEASURE_SLACK_MM
        if not self.units or self.travel_at(dx, dy) <= limit:
            return dx, dy
        bx, by = self.base
        if self.travel_at(bx, by) > limit:
            # Even where the drag began (a turn too far) it is out of reach: show it as it is, red.
            return dx, dy
        lo, hi = 0.0, 1.0
        for _ in range(16):
            mid = (lo + hi) / 2
            if self.travel_at(bx + (dx - bx) * mid, by + (dy - by) * mid) <= limit:
                lo = mid
            else:
                hi = mid
        return bx + (dx - bx) * lo, by + (dy - by) * lo

    def follow_button(self) -> None:
        """Enable "Move here" only while the ghost's move is allowed, its tooltip giving the reason when not
        (changed without rebuilding the panel, which would drop the drag)."""
        button = self.scene.panel.buttons.get("move") if self.scene.panel is not None else None
        if button is None or not button.alive():
            return
        reasons = self.verdict()[0] if self.has_ghost() else ["drag the unit first"]
        if reasons:
            button.disable()
            button.set_tooltip("Not allowed: " + reasons[0])
        else:
            button.enable()
            button.set_tooltip("Carry out the move the ghost shows  [key: Enter]")

    def limit(self) -> int:
        st = self.state
        p = self.pending
        return min(allowance(st, st.units[u], None, p.kind) for u in p.units) if p and p.units else 0

    def charge_preview(self) -> tuple[ChargePlacement | str, list[str]] | None:
        """Where the charge on ``target`` would put the charger, and the rules' reasons against it."""
        if self.target is None or self.charger is None:
            return None
        key = (self.controller.version, self.charger, self.target)
        if self._charge is None or self._charge[0] != key:
            reasons = self.controller.check_charge(self.charger, self.target)
            plan = plan_charge(self.state, self.state.units[self.charger], self.target)
            self._charge = (key, plan, reasons)
        return self._charge[1], self._charge[2]

    # ------------------------------------------------------------------ input
    def _on_own(self, x: float, y: float) -> str | None:
        """The unit owed a move (or its ghost) under table point (x, y)."""
        st = self.state
        ghosts = self.ghost_poses() if self.has_ghost() else [[] for _ in self.units]
        slack = min(3.0, 2.0 / self.cam.scale)
        for uid, gp in zip(self.units, ghosts, strict=True):
            w, d = st.unit_profile(st.units[uid]).base_mm
            for px, py, f in [s.pose for s in st.units[uid].stands] + list(gp):
                if in_base(x, y, px, py, f, w + 2 * slack, d + 2 * slack):
                    return uid
        return None

    def handle(self, e: pygame.event.Event) -> bool:
        if not self.units:
            return False
        t = e.type
        if is_left_press(e) and self.scene.over_table(e.pos):
            x, y = self.table_point(e.pos)
            own = self._on_own(x, y)
            if own is not None:
                if len(self.units) > 1:
                    self.charger = own
                self.target = None
                self.dragging = True
                self.grab, self.grab_px, self.base = (x, y), e.pos, (self.dx, self.dy)
                self.changed()
                return True
            hit = self.pick(e.pos)
            if hit is not None and hit.kind == "unit" and self.state.units[hit.id].side != self.state.active:
                self.preview_charge(hit.id)
                return True
            return False
        if t == pygame.MOUSEMOTION and self.dragging and self.grab is not None:
            x, y = self.table_point(e.pos)
            self.dx, self.dy = self.within_reach(self.base[0] + x - self.grab[0], self.base[1] + y - self.grab[1])
            self.changed()
            self.follow_button()
            return True
        if t == pygame.MOUSEWHEEL and self.dragging:
            self.rotate(wheel_turn(e, ROTATE_STEP))
            return True
        if is_left_release(e) and self.dragging:
            self.dragging = False
            moved = self.grab_px is not None and math.dist(self.grab_px, e.pos) > CLICK_SLOP_PX
            self.placed = self.placed or moved or self.turn != 0
            if self.placed and not self.scene.confirm_commit and not self.verdict()[0]:
                self.commit()
            else:
                self.changed(panel=True)
            return True
        if t == pygame.KEYDOWN:
            return self._key(e.key)
        return False

    def _key(self, key: int) -> bool:
        if key in (pygame.K_q, pygame.K_e) and self.has_ghost():
            self.rotate(-ROTATE_STEP if key == pygame.K_q else ROTATE_STEP)
            return True
        if key == pygame.K_ESCAPE and (self.has_ghost() or self.target is not None):
            self.put_back()
            return True
        return False

    def rotate(self, degrees: int) -> None:
        self.turn = (self.turn + degrees + 180) % 360 - 180
        self.placed = True
        self.changed()

    def put_back(self) -> None:
        self.reset()
        self.changed(panel=True)

    def preview_charge(self, target: str) -> None:
        """Show (or, if already shown and allowed, carry out) a charge on ``target``."""
        if self.target == target and self.charge_preview() is not None and not self.charge_preview()[1]:
            self.confirm_charge()
            return
        self.dx = self.dy = 0.0
        self.turn, self.placed, self.dragging = 0, False, False
        units = self.units
        if self.charger not in units:
            # In a brigade the first unit that could make this charge is the one shown.
            self.charger = next((u for u in units if not self.controller.check_charge(u, target)), units[0])
        self.target = target
        self.changed(panel=True)

    def commit(self) -> None:
        """Carry out the ghost's move (if the rules allow it)."""
        if not self.has_ghost():
            return
        self.controller.move(self.units, self.ghost_poses(), self.column_choice())
        self.changed(panel=True)

    def confirm_charge(self) -> None:
        if self.charger is not None and self.target is not None:
            self.controller.charge(self.charger, self.target)
            self.changed(panel=True)

    def hold(self) -> None:
        self.controller.hold(self.units)
        self.changed(panel=True)

    def on_events(self, events: list) -> None:  # type: ignore[type-arg]
        self.reset()

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return tuple(self.units)

    def under(self, surface: pygame.Surface) -> None:
        st = self.state
        limit = self.limit()
        for uid in self.units:
            overlays.range_outline(surface, self.cam, st, uid, limit, label=f"{limit / 10:g} cm")

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        size = self.m.font(12)
        for uid in self.units:
            overlays.outline_unit(surface, cam, st, uid, overlays.SELECTED, 2)
        if self.target is not None:
            self._draw_charge(surface)
            return
        if not self.has_ghost():
            return
        reasons, travel = self.verdict()
        poses = self.ghost_poses()
        sizes = [st.unit_profile(st.units[u]).base_mm for u, ps in zip(self.units, poses, strict=True) for _ in ps]
        k = 0
        for uid, ps in zip(self.units, poses, strict=True):
            w, d = st.unit_profile(st.units[uid]).base_mm
            overlays.ghost(surface, cam, ps, w, d, not reasons)
            for p in ps:
                # Each stand's distance on the stand itself once it is big enough on screen to carry it.
                if cam.scale * min(w, d) >= STAND_LABEL_MIN_PX:
                    at = cam.to_screen(p[0], p[1])
                    overlays.tag(surface, at, f"{travel[k] / 10:.1f}", overlays.RANGE, size, "center")
                k += 1
        flat = [p for ps in poses for p in ps]
        start = [p for ps in self.start_poses() for p in ps]
        colour = overlays.LEGAL if not reasons else overlays.ILLEGAL
        overlays.arrow(surface, cam, overlays.centroid(start), overlays.centroid(flat), colour)
        gx, gy = overlays.centroid(flat)
        top = min(y for p, (w, d) in zip(flat, sizes, strict=True) for _, y in overlays.base_polygon(cam, p, w, d))
        far = f"{max(travel) / 10:.1f} cm"
        words = f"✓ {far}" if not reasons else f"✗ {far}: " + _short(reasons[0])
        overlays.tag(surface, (cam.to_screen(gx, gy)[0], top - 4), words, colour, self.m.font(13))

    def _draw_charge(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        prev = self.charge_preview()
        assert prev is not None and self.charger is not None and self.target is not None
        plan, reasons = prev
        overlays.outline_unit(surface, cam, st, self.target, overlays.CANDIDATE, 3)
        u = st.units[self.charger]
        tx, ty = overlays.centroid([s.pose for s in st.units[self.target].stands])
        if isinstance(plan, str):
            overlays.tag(surface, cam.to_screen(tx, ty - 25), "✗ " + _short(plan), overlays.ILLEGAL, self.m.font(13))
            return
        w, d = st.unit_profile(u).base_mm
        overlays.ghost(surface, cam, plan.poses, w, d, not reasons)
        for uid in plan.contacted[1:]:
            overlays.outline_unit(surface, cam, st, uid, overlays.CANDIDATE, 3)
        start = overlays.centroid([s.pose for s in u.stands])
        end = overlays.centroid(list(plan.poses))
        colour = overlays.LEGAL if not reasons else overlays.ILLEGAL
        overlays.arrow(surface, cam, start, end, colour)
        words = f"✓ charge into the {plan.edge}" if not reasons else "✗ " + _short(reasons[0])
        # Half way along the charge: the far end is where the two units meet.
        mid = cam.to_screen((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        overlays.tag(surface, mid, words, colour, self.m.font(13), "center")

    # ------------------------------------------------------------------ the side panel
    def status(self) -> list[tuple[str, str]]:
        """The live verdict lines under the instructions."""
        return move_status(self)

    def fill_panel(self, panel: Panel) -> None:
        fill_move_panel(self, panel)


def _short(reason: str, n: int = 70) -> str:
    reason = reason[:1].upper() + reason[1:]
    return reason if len(reason) <= n else reason[: n - 1] + "…"
