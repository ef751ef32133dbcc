"""The Characters sub-phase by mouse: pick a character, see how far it may go, drag it, join a unit.

Each character of the side to play moves once, up to 60 cm (100 cm flying). The ring shows the reach;
the ghost is green when the rules accept the move and red with their reason otherwise. Dropped on (or
touching) a friendly unit, the ghost settles on the nearest free spot touching it and the panel offers
to join that unit (J) or simply to stand there (Enter).
"""

from __future__ import annotations

import math

import pygame

from game.core import GameState, JoinCharacter, board, character_move_reach, is_own_unit, moves, travel
from game.ui.battle import overlays
from game.ui.battle.panel import Panel
from game.ui.battle.tool import Tool, is_left_press, is_left_release, wheel_turn
from game.ui.picking import Target, on_character

Pose = tuple[int, int, int]
ROTATE_STEP = 15
CLICK_SLOP_PX = 4
# A ghost dropped this close to a friendly unit (mm) is taken as meant to join it.
SNAP_MM = 15.0


class CharactersTool(Tool):
    """Selecting, dragging and placing the side's characters."""

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.character: str | None = None
        self.reset()

    def reset(self) -> None:
        self.pose: Pose | None = None
        self.dragging = False
        self.grab: tuple[float, float] | None = None
        self.grab_px: tuple[int, int] | None = None
        self.offers: list[str] = []
        # Units the ghost touches that it may not join, with the rules' reason.
        self.refused: dict[str, str] = {}
        self._verdict: tuple[object, list[str]] | None = None
        if self.character is not None and not self.movable(self.character):
            self.character = None
        if self.character is None:
            able = self.able()
            self.character = able[0] if len(able) == 1 else None

    def able(self) -> list[str]:
        st = self.state
        return [c.id for c in st.live_characters(st.active) if not c.moved and not self._is_stand(c.joined)]

    def _is_stand(self, joined: str | None) -> bool:
        """The character is its own unit's stand (a unit of characters): it moves with that unit, by order."""
        unit = self.state.units.get(joined or "")
        return unit is not None and is_own_unit(unit)

    def movable(self, cid: str) -> bool:
        c = self.state.characters.get(cid)
        return (
            c is not None and c.alive and not c.off_table and c.side == self.state.active and not c.moved
            and not self._is_stand(c.joined)
        )

    def verdict(self) -> list[str]:
        """The rules' reasons against the ghost's move (without joining)."""
        if self.character is None or self.pose is None:
            return ["no move chosen"]
        key = (self.controller.version, self.character, self.pose)
        if self._verdict is None or self._verdict[0] != key:
            self._verdict = (key, self.controller.check_character(self.character, self.pose))
        return self._verdict[1]

    def reach(self) -> int:
        if self.character is None:
            return 0
        return character_move_reach(self.state, self.state.characters[self.character])

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        st = self.state
        if is_left_press(e) and self.scene.over_table(e.pos):
            hit = self.pick(e.pos)
            x, y = self.table_point(e.pos)
            slack = min(3.0, 2.0 / self.cam.scale)
            if self.character is not None and self.pose is None and on_character(st, self.character, x, y, slack):
                # The character chosen in the panel is grabbed even where another stands over it.
                hit = Target("character", self.character)
            if hit is not None and hit.kind == "character" and self.movable(hit.id):
                if hit.id != self.character:
                    self.character = hit.id
                    self.pose, self.offers, self.refused = None, [], {}
                c = st.characters[hit.id]
                self.dragging = True
                self.grab, self.grab_px = (x - (self.pose or c.pose)[0], y - (self.pose or c.pose)[1]), e.pos
                self.scene.select(hit)
                self.changed(panel=True)
                return True
            if self.pose is not None and self.character is not None and math.dist((x, y), self.pose[:2]) < 15:
                self.dragging = True
                self.grab, self.grab_px = (x - self.pose[0], y - self.pose[1]), e.pos
                return True
            return False
        if e.type == pygame.MOUSEMOTION and self.dragging and self.grab is not None and self.character is not None:
            x, y = self.table_point(e.pos)
            c = st.characters[self.character]
            facing = self.pose[2] if self.pose else c.facing
            self.pose = self.within_reach((round(x - self.grab[0]), round(y - self.grab[1]), facing))
            self.offers, self.refused = [], {}
            self.changed()
            return True
        if e.type == pygame.MOUSEWHEEL and self.dragging:
            self.rotate(wheel_turn(e, ROTATE_STEP))
            return True
        if is_left_release(e) and self.dragging:
            self.dragging = False
            moved = self.grab_px is not None and math.dist(self.grab_px, e.pos) > CLICK_SLOP_PX
            if not moved and self.pose is None:
                self.changed(panel=True)
                return True
            self.drop()
            return True
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_q, pygame.K_e) and self.pose is not None:
                self.rotate(-ROTATE_STEP if e.key == pygame.K_q else ROTATE_STEP)
                return True
            if e.key == pygame.K_ESCAPE and self.pose is not None:
                self.put_back()
                return True
        return False

    def within_reach(self, pose: Pose) -> Pose:
        """``pose``, or the furthest point short of it on the straight line from where the character stands
        that its move can reach: a ghost dragged past the ring stops at the ring instead of turning red."""
        st = self.state
        cid = self.character
        if cid is None or moves_distance(st, cid, pose) <= self.reach():
            return pose
        c = st.characters[cid]
        lo, hi = 0.0, 1.0
        # Travel grows along the line, so halving finds the furthest reachable point to within a millimetre.
        for _ in range(12):
            mid = (lo + hi) / 2
            p = (round(c.x + (pose[0] - c.x) * mid), round(c.y + (pose[1] - c.y) * mid), pose[2])
            if moves_distance(st, cid, p) <= self.reach():
                lo = mid
            else:
                hi = mid
        return (round(c.x + (pose[0] - c.x) * lo), round(c.y + (pose[1] - c.y) * lo), pose[2])

    def rotate(self, degrees: int) -> None:
        if self.character is None:
            return
        c = self.state.characters[self.character]
        x, y, f = self.pose or c.pose
        self.pose = (x, y, (f + degrees) % 360)
        self.changed()

    def drop(self) -> None:
        """The ghost is let go: settle it beside a unit it was dropped on, then offer to join or move."""
        st = self.state
        if self.character is None or self.pose is None:
            return
        ch = st.characters[self.character]
        near = self._unit_near(self.pose)
        if near is not None and (near[0] > 1.0 or self.verdict()):
            # Dropped on the unit, or just short of it: the nearest free spot touching it is what was meant.
            spot = moves.join_position(st, ch, st.units[near[1]])
            if spot is not None:
                snapped = (round(spot.x), round(spot.y), round(spot.facing))
                if not self.controller.check_character(ch.id, snapped, near[1]):
                    self.pose = snapped
        self.offers = self.join_offers()
        if not self.offers and not self.scene.confirm_commit and not self.verdict():
            self.commit()
            return
        self.changed(panel=True)

    def _unit_near(self, pose: Pose) -> tuple[float, str] | None:
        """(distance, id) of the friendly unit the ghost lies on or within a hair of."""
        st = self.state
        assert self.character is not None
        ch = st.characters[self.character]
        t = board.table(st)
        cb = board.character_base(st, ch, pose)
        box = (cb.x - 60, cb.y - 60, cb.x + 60, cb.y + 60)
        best: tuple[float, str] | None = None
        for b in t.stands_in_box(box):
            if b.side == ch.side and b.owner in st.units:
                d = t.distance(cb, b)
                if d <= SNAP_MM and (best is None or d < best[0]):
                    best = (d, b.owner)
        return best

    def join_offers(self) -> list[str]:
        """Friendly units the ghost touches that the character may join from there."""
        st = self.state
        if self.character is None or self.pose is None or self.verdict():
            return []
        ch = st.characters[self.character]
        t = board.table(st)
        cb = board.character_base(st, ch, self.pose)
        out: list[str] = []
        self.refused = {}
        # Characters too: a rule module may let a character join a lone character (the rules say whether).
        boxed = t.stands_in_box((cb.x - 50, cb.y - 50, cb.x + 50, cb.y + 50), characters=True)
        for b in boxed:
            other = st.characters.get(b.owner)
            if b.owner == ch.id or (other is not None and (other.joined or JoinCharacter.kind not in st.ruleset.handlers)):
                continue
            if b.side == ch.side and b.owner not in out and t.distance(cb, b) <= 1.0:
                why = self.controller.check_character(ch.id, self.pose, b.owner)
                if not why:
                    out.append(b.owner)
                elif b.owner not in self.refused:
                    # Shown in the panel: a player who meant to join learns why it cannot.
                    self.refused[b.owner] = why[0]
        return out

    def commit(self, join: str = "") -> None:
        if self.character is None or self.pose is None:
            return
        self.controller.move_character(self.character, self.pose, join)
        self.changed(panel=True)

    def join(self) -> None:
        if self.offers:
            self.commit(self.offers[0])

    def put_back(self) -> None:
        self.pose, self.offers, self.refused = None, [], {}
        self.changed(panel=True)

    def choose(self, cid: str) -> None:
        self.character = cid
        self.pose, self.offers, self.refused = None, [], {}
        self.scene.select(Target("character", cid))
        self.changed(panel=True)

    def on_events(self, events: list) -> None:  # type: ignore[type-arg]
        self.reset()

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return self.character

    def under(self, surface: pygame.Surface) -> None:
        if self.character is None:
            return
        c = self.state.characters[self.character]
        reach = self.reach()
        overlays.ring(surface, self.cam, (c.x, c.y), reach, overlays.RANGE, f"{c.name}: moves up to {reach // 10} cm")

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        for cid in self.able():
            overlays.outline_character(surface, cam, st, cid, overlays.CANDIDATE)
        if self.character is None or self.pose is None:
            return
        c = st.characters[self.character]
        reasons = self.verdict()
        overlays.ghost_round(surface, cam, self.pose, c.round_base, not reasons)
        for uid in self.offers:
            overlays.outline_unit(surface, cam, st, uid, overlays.HIGHLIGHT, 3)
        colour = overlays.LEGAL if not reasons else overlays.ILLEGAL
        overlays.arrow(surface, cam, (c.x, c.y), self.pose[:2], colour)
        dist = moves_distance(st, self.character, self.pose)
        words = f"✓ {dist / 10:.1f} cm" if not reasons else "✗ " + reasons[0][:60]
        sx, sy = cam.to_screen(self.pose[0], self.pose[1])
        # Under the ghost: above it usually lies the unit it is joining.
        below = sy + max(16.0, 24 * cam.scale)
        overlays.tag(surface, (sx, below), words, colour, self.m.font(13), "midtop")

    # ------------------------------------------------------------------ the side panel
    def status(self) -> list[tuple[str, str]]:
        if self.character is None:
            return [("dim", "Click a character (outlined) to move it.")]
        if self.pose is None:
            return [("dim", "Drag it to where it should go; Q/E turns it.")]
        reasons = self.verdict()
        dist = moves_distance(self.state, self.character, self.pose)
        if reasons:
            return [("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])]
        lines = [("good", f"✓ Allowed: {dist / 10:.1f} cm of {self.reach() // 10} cm")]
        if self.offers:
            lines.append(("", "It touches " + ", ".join(_name(self.state, u) for u in self.offers) + "."))
        for uid, why in self.refused.items():
            lines.append(("bad", f"✗ Cannot join {_name(self.state, uid)}: {why}"))
        return lines

    def fill_panel(self, panel: Panel) -> None:
        st = self.state
        panel.heading("Character moves")
        able = self.able()
        if not able:
            panel.text("Every character has moved. Press Next step to go on to shooting.", "dim", 13)
            return
        panel.text(
            "Each character may move once, up to 60 cm (100 cm flying), through friendly units. "
            "Drop it on or beside a friendly unit to offer joining it.",
            "dim",
            13,
        )
        for cid in able:
            c = st.characters[cid]
            panel.button(
                f"pick_{cid}",
                c.name + ("  (chosen)" if cid == self.character else ""),
                lambda cid=cid: self.choose(cid),
                tooltip=f"Choose {c.name} to move",
                width=1.0,
            )
        panel.live(self.status, 5, 13)
        ok = self.pose is not None and not self.verdict()
        panel.button(
            "move",
            "Move here",
            lambda: self.commit(),
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip="Move the character where the ghost stands, without joining",
            enabled=ok,
            primary=True,
        )
        if self.offers:
            unit = _name(st, self.offers[0])
            panel.button(
                "join",
                f"Move and join {unit}",
                self.join,
                key=pygame.K_j,
                tooltip=f"Move and join {unit}",
                primary=True,
            )
        panel.button(
            "back",
            "Put the ghost back",
            self.put_back,
            key=pygame.K_ESCAPE,
            tooltip="Forget the ghost",
            enabled=self.pose is not None,
        )


def moves_distance(state: GameState, cid: str, pose: Pose) -> float:
    """How far the character would travel to ``pose`` (mm), measured as the rules measure it."""
    return travel(state, state.characters[cid], pose)


def _name(state: GameState, ref: str) -> str:
    """A unit's name, or a character's (one a character may join under a rule module)."""
    return state.units[ref].name if ref in state.units else state.characters[ref].name
