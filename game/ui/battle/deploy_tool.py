"""Deployment by mouse: pick the next unit or character from the roster list, drag its ghost into the zone.

The side to place has its zone drawn on the table. The piece picked (the first one waiting, unless the
player picks another) shows as a ghost at the place the standard layout suggests; pressing anywhere on
the table brings the ghost there and drags it, the wheel (while dragging) or Q/E turns it, F switches a
unit between line and column. The ghost is green when the rules accept the placing (``state.check``)
and red with their first reason otherwise. Enter places it; with "confirm before commit" off, letting
go of a legal ghost places it at once. A character dropped against a unit of its side settles on the
nearest free spot touching it and is offered to join (J). A sets up the rest of the side at once.
The side panel's part is in ``deploy_panel.py``.
"""

from __future__ import annotations

import math

import pygame

from game.core import Action, AutoDeploy, Character, DeployUnit, Event, Unit
from game.core.deployment import auto, order, scouting, zones
from game.ui.battle import overlays
from game.ui.battle.deploy_join import draw_zone, draw_zone_label, joinable, joined_name, placing, settle
from game.ui.battle.deploy_panel import fill_deploy_panel
from game.ui.battle.panel import Panel
from game.ui.battle.tool import Tool, is_left_press, is_left_release, wheel_turn
from game.ui.picking import in_base

Pose = tuple[int, int, int]
ROTATE_STEP = 5
CLICK_SLOP_PX = 4


class DeployTool(Tool):
    """The piece being set up, its ghost, and the side's zone."""

    draws_ranges = True

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.piece: str | None = None
        self.pose: Pose | None = None
        self.formation = "line"
        self.join = ""
        self.dragging = False
        # Whether the player has moved the ghost from the suggested place (then Esc puts it back).
        self.moved = False
        self.grab: tuple[float, float] = (0.0, 0.0)
        self.grab_px: tuple[int, int] | None = None
        self._verdict: tuple[object, list[str]] | None = None

    # ------------------------------------------------------------------ what waits
    def placer(self) -> int | None:
        """The side that sets something up now (None: nothing waits)."""
        return order.placer(self.state)

    def stage(self) -> str:
        return order.stage(self.state)

    def waiting(self, side: int | None = None) -> list[str]:
        """Ids of what ``side`` (default: the placer) still has to set up in this stage, units first."""
        st = self.state
        side = self.placer() if side is None else side
        if side is None:
            return []
        if self.stage() == "units":
            return [u.id for u in order.waiting_units(st, side)]
        return [c.id for c in order.waiting_characters(st, side)]

    def is_unit(self) -> bool:
        return self.piece is not None and self.piece in self.state.units

    def unit(self) -> Unit:
        assert self.piece is not None
        return self.state.units[self.piece]

    def character(self) -> Character:
        assert self.piece is not None
        return self.state.characters[self.piece]

    def name(self) -> str:
        if self.piece is None:
            return ""
        return self.unit().name if self.is_unit() else self.character().name

    # ------------------------------------------------------------------ choosing and the ghost
    def ensure_choice(self, notify: bool = True) -> None:
        """Keep the piece picked if it still waits; else pick the first one waiting, at its suggested place."""
        waiting = self.waiting()
        if self.piece in waiting and self.pose is not None:
            return
        if waiting:
            self.choose(waiting[0], notify)
        else:
            self.piece, self.pose, self.join = None, None, ""

    def choose(self, pid: str, notify: bool = True) -> None:
        """Pick a waiting piece; its ghost starts where the standard layout would put it."""
        st = self.state
        self.piece, self.join, self.dragging, self.moved = pid, "", False, False
        self._verdict = None
        if pid in st.units:
            u = st.units[pid]
            found = auto.unit_spot(st, u, *overlays.centroid([s.pose for s in u.stands]))
            facing = zones.facing_enemy(u.side)
            if found is None:
                self.formation = "line"
                cx, cy = overlays.centroid([s.pose for s in u.stands])
            else:
                poses, self.formation = found
                cx, cy = overlays.centroid(poses)
            self.pose = (round(cx), round(cy), facing)
        else:
            c = st.characters[pid]
            spot = auto.character_spot(st, c, c.x, c.y)
            self.pose = spot if spot is not None else (c.x, c.y, zones.facing_enemy(c.side))
            self.join = joinable(st, c, self.pose, self.controller.check)
        if notify:
            self.changed(panel=True)

    def pick_piece(self, pid: str) -> None:
        """The roster list's button: pick this piece (the table shows its ghost)."""
        self.choose(pid)

    def action(self, join: str | None = None) -> Action | None:
        """The placing the ghost shows (joining ``join`` for a character; default: the offer made)."""
        if self.piece is None or self.pose is None:
            return None
        x, y, f = self.pose
        if self.is_unit():
            return DeployUnit(self.piece, x, y, f % 360, self.formation)
        return placing(self.character(), (x, y, f % 360), self.join if join is None else join, self.state)

    def verdict(self) -> list[str]:
        """The rules' reasons against the ghost's placing (empty: allowed)."""
        a = self.action()
        if a is None:
            return ["pick a unit or character to set up"]
        key = (self.controller.version, a)
        if self._verdict is None or self._verdict[0] != key:
            self._verdict = (key, self.controller.check(a))
        return self._verdict[1]

    def colour(self) -> tuple[int, int, int] | None:
        """The ghost's colour now: green when the rules accept it, red when not; None with no ghost."""
        if self.pose is None:
            return None
        return overlays.LEGAL if self.join or not self.verdict() else overlays.ILLEGAL

    def ghost_poses(self) -> list[Pose]:
        """Where each stand of the unit would stand (for a character, its own pose)."""
        if self.pose is None:
            return []
        if not self.is_unit():
            return [self.pose]
        x, y, f = self.pose
        return zones.unit_poses(self.state, self.unit(), x, y, f % 360, self.formation)

    def _on_ghost(self, x: float, y: float) -> bool:
        if self.pose is None:
            return False
        slack = min(3.0, 2.0 / self.cam.scale)
        if self.is_unit():
            w, d = self.state.unit_profile(self.unit()).base_mm
            return any(in_base(x, y, *p, w + 2 * slack, d + 2 * slack) for p in self.ghost_poses())
        return math.dist((x, y), self.pose[:2]) <= 15 + slack

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if scouting.edge_pending(self.state) is not None:
            return False
        if is_left_press(e) and self.scene.over_table(e.pos) and self.pose is not None:
            x, y = self.table_point(e.pos)
            if not self._on_ghost(x, y):
                # Pressing elsewhere brings the ghost under the pointer: the quickest way to say "here".
                self.pose = (round(x), round(y), self.pose[2])
            self.grab = (x - self.pose[0], y - self.pose[1])
            self.grab_px = e.pos
            self.dragging = self.moved = True
            self.join = ""
            self.changed()
            return True
        if e.type == pygame.MOUSEMOTION and self.dragging and self.pose is not None:
            x, y = self.table_point(e.pos)
            self.pose = (round(x - self.grab[0]), round(y - self.grab[1]), self.pose[2])
            self.changed()
            return True
        if e.type == pygame.MOUSEWHEEL and self.dragging:
            self.rotate(wheel_turn(e, ROTATE_STEP))
            return True
        if is_left_release(e) and self.dragging:
            self.dragging = False
            self.drop()
            return True
        if e.type == pygame.KEYDOWN and self.pose is not None:
            if e.key in (pygame.K_q, pygame.K_e):
                self.rotate(-ROTATE_STEP if e.key == pygame.K_q else ROTATE_STEP)
                return True
            if e.key == pygame.K_ESCAPE and self.piece is not None and self.moved:
                # Only a ghost the player moved: otherwise Esc is the screen's (the pause menu).
                self.put_back()
                return True
        return False

    def rotate(self, degrees: int) -> None:
        if self.pose is None:
            return
        x, y, f = self.pose
        self.pose = (x, y, (f + degrees) % 360)
        self.join = ""
        self.moved = True
        self.changed()

    def toggle_formation(self) -> None:
        """F: a unit between line and column, about the same middle."""
        if not self.is_unit():
            return
        self.formation = "column" if self.formation == "line" else "line"
        self.moved = True
        self.changed(panel=True)

    def drop(self) -> None:
        """The ghost is let go: a character settles against a unit it was dropped on; maybe place at once."""
        if self.pose is None:
            return
        if not self.is_unit():
            self._settle_character()
        if not self.scene.confirm_commit and not self.verdict() and not self.join:
            self.commit()
            return
        self.changed(panel=True)

    def _settle_character(self) -> None:
        """A character's ghost let go against a unit of its side: offer to join it, snapped to touch it."""
        assert self.pose is not None
        ch = self.character()
        self.pose, self.join = settle(self.state, ch, self.pose, self.controller.check)

    # ------------------------------------------------------------------ acting
    def commit(self, join: str | None = None) -> None:
        """Place the piece where the ghost stands (a character joining ``join``; default none)."""
        a = self.action("" if join is None else join)
        if a is None:
            return
        self.controller.apply(a)
        self.changed(panel=True)

    def commit_join(self) -> None:
        if self.join:
            self.commit(self.join)

    def auto_deploy(self) -> None:
        side = self.placer()
        if side is not None:
            self.controller.apply(AutoDeploy(side))
            self.changed(panel=True)

    def put_back(self) -> None:
        """Esc: the ghost goes back to the suggested place."""
        if self.piece is not None:
            self.choose(self.piece)

    def on_events(self, events: list[Event]) -> None:
        self._verdict = None
        self.dragging = False
        if self.piece is not None and self.piece not in self.waiting():
            self.piece, self.pose, self.join = None, None, ""
        if self.state.phase == "deployment" and self.placer() is not None:
            self.ensure_choice(notify=False)

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return (self.placer(), self.stage())

    def under(self, surface: pygame.Surface) -> None:
        side = self.placer()
        for s in (0, 1):
            draw_zone(surface, self.cam, self.state, s, s == side)

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        side = self.placer()
        # No ghost while the scouting army chooses its edge: nothing may be set up yet.
        if self.piece is None or self.pose is None or scouting.edge_pending(st) is not None:
            if side is not None:
                draw_zone_label(surface, cam, st, side, [])
            return
        reasons = self.verdict() if not self.join else []
        legal = not reasons
        poses = self.ghost_poses()
        if self.is_unit():
            w, d = st.unit_profile(self.unit()).base_mm
            overlays.ghost(surface, cam, poses, w, d, legal)
            top = min(y for p in poses for _, y in overlays.base_polygon(cam, p, w, d))
        else:
            ch = self.character()
            overlays.ghost_round(surface, cam, self.pose, ch.round_base, legal)
            top = round(cam.to_screen(*self.pose[:2])[1] - max(8.0, 16 * cam.scale))
            if self.join in st.units:
                overlays.outline_unit(surface, cam, st, self.join, overlays.HIGHLIGHT, 3)
            elif self.join:
                overlays.outline_character(surface, cam, st, self.join, overlays.HIGHLIGHT)
        colour = overlays.LEGAL if legal else overlays.ILLEGAL
        if self.join:
            words = f"✓ {self.name()} joins {joined_name(st, self.join)} (J), or Enter to stand alone"
        elif legal:
            words = f"✓ {self.name()} here" + (" (Enter)" if self.scene.confirm_commit else "")
        else:
            words = "✗ " + _short(reasons[0])
        cx, _ = overlays.centroid(poses)
        ghost_tag = overlays.tag(surface, (cam.to_screen(cx, self.pose[1])[0], top - 4), words, colour)
        if side is not None:
            # The zone's name keeps clear of the ghost and its tag, drawn afresh as the ghost moves.
            ghost = overlays.ghost_box(cam, poses, *(st.unit_profile(self.unit()).base_mm if self.is_unit()
                                                     else (40, 40)))
            draw_zone_label(surface, cam, st, side, [ghost, ghost_tag])

    # ------------------------------------------------------------------ the side panel
    def status(self) -> list[tuple[str, str]]:
        """The live verdict lines under the roster list."""
        if self.piece is None or self.pose is None:
            return [("dim", "Pick a unit from the list.")]
        if self.join:
            return [("good", f"✓ {self.name()} may join {joined_name(self.state, self.join)} here")]
        reasons = self.verdict()
        if reasons:
            return [("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])]
        how = f" in {self.formation}" if self.is_unit() else ""
        turn = self.pose[2] - zones.facing_enemy(self.placer() or 0)
        turned = f", turned {abs((turn + 180) % 360 - 180)}°" if (turn + 180) % 360 - 180 else ""
        return [("good", f"✓ {self.name()} may stand here{how}{turned}")]

    def fill_panel(self, panel: Panel) -> None:
        # Filling the panel must not ask for another rebuild: pick quietly.
        self.ensure_choice(notify=False)
        fill_deploy_panel(self, panel)


def _short(reason: str, n: int = 80) -> str:
    reason = reason[:1].upper() + reason[1:]
    return reason if len(reason) <= n else reason[: n - 1] + "…"
