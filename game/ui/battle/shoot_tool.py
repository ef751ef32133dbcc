"""The Shooting phase by mouse: every unit able to shoot shows its target; click one to see the odds, then shoot.

Each unit of the side to play that may shoot is joined to its target by a line with the range in cm.
A click on one picks it: its range is outlined and the panel shows its dice, the score needed against
each cover batch of the target, the save, and the hits to expect. Enter shoots; A shoots with every
unit in turn at its closest target, stopping to ask when two targets are equally close. Clicking an
enemy that the picked unit may choose makes it the target. A Wizard of the side is picked the same way
and hands over to the magic tool. The side panel's part is in ``shoot_panel.py``.
"""

from __future__ import annotations

import pygame

from game.core import Event, Shoot, board, caster_problems, id_key, weapon
from game.core.shooting import book
from game.ui.battle import overlays
from game.ui.battle.panel import Panel
from game.ui.battle.power_panel import StakeChoice
from game.ui.battle.shoot_panel import fill_shoot_panel
from game.ui.battle.shot_preview import Shot, choices, eligible, preview
from game.ui.battle.tool import Tool, is_left_press
from game.ui.picking import Target

SHOT_DONE: overlays.Colour = (170, 170, 170)


class ShootTool(Tool):
    """The shooter picked, its target, and "shoot all" working through the side's units."""

    draws_ranges = True

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.shooter: str | None = None
        self.target: str | None = None
        # "Shoot all": the units still to shoot, and whether it is waiting for the player to pick a target.
        self.queue: list[str] = []
        self._cache: tuple[int, dict[str, tuple[list[str], bool]]] | None = None
        self._shot: tuple[object, Shot | None] | None = None
        # An arcane duel's stake being set on this screen (Fantasy Warriors' power).
        self.stake = StakeChoice()

    # ------------------------------------------------------------------ what may shoot
    def options(self) -> dict[str, tuple[list[str], bool]]:
        """Each unit able to shoot now: (the targets it may pick, whether blind); worked out once per state."""
        v = self.controller.version
        if self._cache is None or self._cache[0] != v:
            st = self.state
            self._cache = (v, {uid: choices(st, st.units[uid]) for uid in eligible(st)})
        return self._cache[1]

    def target_for(self, uid: str) -> str | None:
        """The target ``uid`` would shoot: the one picked, or its only closest one (None: the player must pick)."""
        allowed = self.options().get(uid, ([], False))[0]
        if uid == self.shooter and self.target in allowed:
            return self.target
        return allowed[0] if len(allowed) == 1 else None

    def shot(self) -> Shot | None:
        """The picked unit's shot at its target, with its numbers."""
        if self.shooter is None:
            return None
        tgt = self.target_for(self.shooter)
        key = (self.controller.version, self.shooter, tgt)
        if self._shot is None or self._shot[0] != key:
            st = self.state
            self._shot = (key, preview(st, st.units[self.shooter], tgt) if tgt else None)
        return self._shot[1]

    def wizards(self) -> list[str]:
        """The side's Wizards who may still cast a spell this phase."""
        st = self.state
        return [c.id for c in st.live_characters(st.active) if not caster_problems(st, c, c.id)]

    def asking(self) -> bool:
        """Whether "shoot all" waits for the player to pick the picked unit's target."""
        return bool(self.queue) and self.shooter == self.queue[0] and self.target_for(self.shooter) is None

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if is_left_press(e) and self.scene.over_table(e.pos):
            return self.click(self.pick(e.pos))
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and (self.shooter or self.queue):
            self.clear()
            return True
        return False

    def click(self, hit: Target | None) -> bool:
        st = self.state
        if hit is None:
            return False
        if hit.kind == "character" and hit.id in self.wizards():
            self.scene.steps.magic.choose(hit.id)
            return True
        if hit.kind == "character" and self.shooter is not None and hit.id in self.options()[self.shooter][0]:
            self.aim(hit.id)  # a lone character a rule module lets be shot at
            return True
        if hit.kind != "unit":
            return False
        u = st.units[hit.id]
        if u.side == st.active and hit.id in self.options():
            self.choose(hit.id)
            return True
        if u.side != st.active and self.shooter is not None and hit.id in self.options()[self.shooter][0]:
            self.aim(hit.id)
            return True
        return False

    def choose(self, uid: str) -> None:
        """Pick a unit to shoot (its card shows too)."""
        if uid != self.shooter:
            self.target = None
        self.shooter = uid
        self.scene.select(Target("unit", uid))
        self.changed(panel=True)

    def aim(self, target: str) -> None:
        """Pick the target among equally close ones; while "shoot all" waits, that shot is fired at once."""
        self.target = target
        if self.queue and self.queue[0] == self.shooter:
            self.fire()
            self.run_queue()
            return
        self.changed(panel=True)

    def clear(self) -> None:
        self.shooter = self.target = None
        self.queue = []
        self.scene.select(None)
        self.changed(panel=True)

    # ------------------------------------------------------------------ acting
    def fire(self) -> bool:
        """Shoot with the picked unit at its target; False if there is no shot to fire."""
        if self.shooter is None:
            return False
        tgt = self.target_for(self.shooter)
        if tgt is None:
            return False
        uid = self.shooter
        if self.queue and self.queue[0] == uid:
            self.queue.pop(0)
        self.controller.apply(Shoot(uid, tgt))
        self.changed(panel=True)
        return True

    def shoot(self) -> None:
        """Enter: the picked unit shoots."""
        self.queue = []
        self.fire()

    def shoot_all(self) -> None:
        """A: every unit able to shoot does, in turn, at its closest target; asks when two are equally close."""
        self.queue = sorted(self.options(), key=id_key)
        self.run_queue()

    def run_queue(self) -> None:
        """Fire the queued shots until one needs the player's choice of target (or none is left)."""
        while self.queue:
            uid = self.queue[0]
            allowed = self.options().get(uid, ([], False))[0]
            if not allowed:
                self.queue.pop(0)
                continue
            if len(allowed) > 1:
                self.shooter, self.target = uid, None
                self.scene.select(Target("unit", uid))
                self.changed(panel=True)
                return
            self.shooter, self.target = uid, None
            self.fire()
        self.shooter = self.target = None
        self.changed(panel=True)

    def on_events(self, events: list[Event]) -> None:
        self._shot = None
        if self.shooter is not None and self.shooter not in self.options() and self.shooter not in self.queue:
            self.shooter = self.target = None

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return self.shooter

    def under(self, surface: pygame.Surface) -> None:
        st = self.state
        if self.shooter is None or self.shooter not in st.units:
            return
        w = weapon(st, st.units[self.shooter])
        if w is not None:
            overlays.range_outline(
                surface, self.cam, st, self.shooter, w.range_mm, label=f"range {w.range_mm // 10} cm"
            )

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        size = self.m.font(12)
        for uid, (allowed, blind) in self.options().items():
            picked = uid == self.shooter
            colour = overlays.SELECTED if picked else overlays.CANDIDATE
            overlays.outline_unit(surface, cam, st, uid, colour, 3 if picked else 2)
            shown = [self.target_for(uid)] if self.target_for(uid) else allowed
            for tgt in shown:
                if tgt is not None:
                    self._line(surface, uid, tgt, colour, blind, size)
        for u in st.live_units(st.active):
            if book.has_shot(st, u.id):
                overlays.outline_unit(surface, cam, st, u.id, SHOT_DONE, 1)
                x, y = overlays.centroid([s.pose for s in u.stands])
                overlays.tag(surface, cam.to_screen(x, y), "has shot", SHOT_DONE, size, "center")
        for wid in self.wizards():
            overlays.outline_character(surface, cam, st, wid, overlays.HIGHLIGHT)
        if self.shooter is not None and self.shooter in st.units and self.target_for(self.shooter) is None:
            # Equally close targets, numbered as the panel's buttons (their names may be the same).
            for n, tgt in enumerate(self.options().get(self.shooter, ([], False))[0], 1):
                if tgt in st.characters:  # a lone character a rule module lets be shot at
                    overlays.outline_character(surface, cam, st, tgt, overlays.CANDIDATE)
                    x, y = st.characters[tgt].x, st.characters[tgt].y
                else:
                    overlays.outline_unit(surface, cam, st, tgt, overlays.CANDIDATE, 3)
                    x, y = overlays.centroid([s.pose for s in st.units[tgt].stands])
                overlays.tag(surface, cam.to_screen(x, y), str(n), overlays.CANDIDATE, self.m.font(15), "center")

    def _line(
        self, surface: pygame.Surface, uid: str, tgt: str, colour: overlays.Colour, blind: bool, size: int
    ) -> None:
        """A line from the shooter's nearest stand to the target's, with the range half way."""
        st, cam = self.state, self.cam
        t = board.table(st)
        best: tuple[float, tuple[float, float], tuple[float, float]] | None = None
        for mine in t.bases_of(uid):
            for theirs in t.bases_of(tgt):
                gap = t.distance(mine, theirs)
                if best is None or gap < best[0]:
                    best = (gap, (mine.x, mine.y), (theirs.x, theirs.y))
        if best is None:
            return
        d, a, b = best
        overlays.arrow(surface, cam, a, b, colour)
        mid = cam.to_screen((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        words = f"{d / 10:.1f} cm" + (" (blind)" if blind else "")
        overlays.tag(surface, mid, words, colour, size, "center")

    # ------------------------------------------------------------------ the side panel
    def fill_panel(self, panel: Panel) -> None:
        fill_shoot_panel(self, panel)
