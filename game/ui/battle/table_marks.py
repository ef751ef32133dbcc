"""Brief markers on the table after an action: hits and saves, stands lost, drive backs, confusion, retreats.

The tray and the log tell every roll; these say at a glance *where* it landed. Each unit an action
touched gets one tag above it for a few seconds ("2 hits, 1 saved · 1 stand lost · driven back 7 cm"),
and each stand taken off is crossed out where it stood. They go by themselves; an undo clears them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.core import (
    Advanced,
    CharacterSlain,
    Confused,
    DrivenBack,
    Evaded,
    Event,
    FellBack,
    GameState,
    HitsCarried,
    HitsScored,
    Narration,
    Pursued,
    Retreated,
    SpellEffect,
    StandsLost,
    Strike,
    UnitDestroyed,
    UnitLeftTable,
)
from game.ui.battle import overlays
from game.ui.battle.animation import poses_of

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene
    from game.ui.camera import Camera

Pose = tuple[int, int, int]
# Seconds a marker stays, by animation speed: long enough to read, gone before the next decision.
SHOW_SECS = {"off": 3.0, "fast": 3.0, "normal": 4.0, "slow": 7.0}
# The rule of the line opening an action played again from a roll thrown anew (the Banner of Fortune).
PLAYED_AGAIN = "items.banner_of_fortune"
BAD = overlays.ILLEGAL
NEWS = overlays.CANDIDATE


@dataclass
class Mark:
    """What one action did to one unit (or character), said in a few words."""

    ref: str
    parts: list[str] = field(default_factory=list)
    # Where the piece stood before, for pieces that left the table.
    at: tuple[float, float] | None = None
    bad: bool = False

    def add(self, words: str, bad: bool = False) -> None:
        if words not in self.parts:
            self.parts.append(words)
        self.bad = self.bad or bad

    @property
    def words(self) -> str:
        return " · ".join(self.parts)


def _cm(mm: float) -> str:
    return f"{mm / 10:g} cm"


def describe(events: list[Event]) -> dict[str, Mark]:
    """One mark per piece the events name, in the order they name them."""
    marks: dict[str, Mark] = {}
    hits: dict[str, list[int]] = {}

    def mark(ref: str) -> Mark:
        return marks.setdefault(ref, Mark(ref))

    for e in events:
        if isinstance(e, HitsScored):
            h = hits.setdefault(e.unit, [0, 0])
            h[0] += e.struck
            h[1] += e.saved
            mark(e.unit)
        elif isinstance(e, Strike):
            h = hits.setdefault(e.target, [0, 0])
            h[0] += e.hits - e.saved
            h[1] += e.saved
            mark(e.target)
        elif isinstance(e, StandsLost):
            mark(e.unit).add(f"{e.count} stand{'s' if e.count != 1 else ''} lost", True)
        elif isinstance(e, UnitDestroyed):
            mark(e.unit).add("destroyed", True)
        elif isinstance(e, UnitLeftTable):
            mark(e.unit).add("left the table", True)
        elif isinstance(e, Confused):
            mark(e.unit).add("confused", True)
        elif isinstance(e, DrivenBack):
            mark(e.unit).add(f"driven back {_cm(e.moved)}", True)
        elif isinstance(e, HitsCarried):
            mark(e.unit).add(f"{e.hits} hit{'s' if e.hits != 1 else ''} carried into combat")
        elif isinstance(e, Retreated):
            mark(e.unit).add(f"retreats {_cm(e.distance)}", True)
        elif isinstance(e, FellBack):
            mark(e.unit).add(f"falls back {_cm(e.distance)}")
        elif isinstance(e, Pursued):
            mark(e.unit).add("pursues")
        elif isinstance(e, Advanced):
            mark(e.unit).add("advances")
        elif isinstance(e, Evaded):
            mark(e.unit).add(f"evades {_cm(e.distance)}")
        elif isinstance(e, SpellEffect):
            mark(e.unit).add(e.spell)
        elif isinstance(e, CharacterSlain):
            mark(e.character).add("slain", True)
    for ref, (struck, saved) in hits.items():
        words = f"{struck} hit{'s' if struck != 1 else ''}" if struck else "no hits"
        if saved:
            words += f", {saved} saved"
        marks[ref].parts.insert(0, words)
        marks[ref].bad = marks[ref].bad or struck > 0
    return {k: v for k, v in marks.items() if v.parts}


class TableMarks:
    """The markers of the last actions, each fading after a few seconds."""

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene
        self.marks: list[tuple[float, Mark]] = []
        self.gone: list[tuple[float, str, Pose]] = []  # (until, unit, pose of a stand taken off)
        self.shown = poses_of(scene.controller.state)

    def on_events(self, events: list[Event], state: GameState) -> None:
        before, self.shown = self.shown, poses_of(state)
        if not events:
            # An undo: what the markers told has been taken back.
            self.marks, self.gone = [], []
            return
        app = self.scene.app
        until = time.perf_counter() + SHOW_SECS.get(app.settings.animation_speed if app else "normal", 4.0)
        new = describe(events)
        if any(isinstance(e, Narration) and e.rule == PLAYED_AGAIN for e in events):
            # The action was played again from a roll thrown anew: what its first throw's markers said is gone.
            self.marks = []
        # A piece still marked from the last action keeps what that said: "3 hits · driven back 6 cm".
        kept = {m.ref: m for _, m in self.marks}
        self.marks = [(t, m) for t, m in self.marks if m.ref not in new]
        for ref, m in new.items():
            old = before.get(ref)
            if ref not in self.shown and old:
                m.at = overlays.centroid(old)
            if ref in kept:
                m.parts = kept[ref].parts + [w for w in m.parts if w not in kept[ref].parts]
                m.bad = m.bad or kept[ref].bad
            self.marks.append((until, m))
        for ref, old in before.items():
            if ref not in state.units:
                continue
            now = self.shown.get(ref, [])
            lost = [p for p in old if p not in now]
            if len(old) == len(now) and lost:
                # The unit moved: the crosses where its stands fell no longer stand beside it.
                self.gone = [g for g in self.gone if g[1] != ref]
            # Only when the stands left did not move: otherwise which ones fell cannot be told apart.
            elif lost and len(lost) == len(old) - len(now):
                self.gone += [(until, ref, p) for p in lost]

    @property
    def busy(self) -> bool:
        now = time.perf_counter()
        if any(t <= now for t, _ in self.marks) or any(t <= now for t, _, _ in self.gone):
            self.marks = [(t, m) for t, m in self.marks if t > now]
            self.gone = [g for g in self.gone if g[0] > now]
            self.scene.dirty = True
        return bool(self.marks or self.gone)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.marks and not self.gone:
            return
        st, cam = self.scene.controller.state, self.scene.camera
        for _, ref, pose in self.gone:
            u = st.units.get(ref)
            if u is None:
                continue
            w, d = st.unit_profile(u).base_mm
            poly = overlays.base_polygon(cam, pose, w, d)
            pygame.draw.polygon(surface, BAD, poly, 2)
            pygame.draw.line(surface, BAD, poly[0], poly[2], 2)
            pygame.draw.line(surface, BAD, poly[1], poly[3], 2)
        # The tags keep clear of each other and of the units they tell about: a tag with no room above its
        # unit goes below it, and only then stacks above the others.
        boxes = {m.ref: _screen_box(st, cam, m.ref) for _, m in self.marks}
        drawn = [box for box in boxes.values() if box is not None]
        for _, m in self.marks:
            at = m.at or _where(st, m.ref)
            if at is None:
                continue
            sx, sy = cam.to_screen(at[0], at[1])
            spot, anchor = (sx, sy - max(14.0, 16 * cam.scale)), "midbottom"
            own = boxes.get(m.ref)
            if own is not None and overlays.tag_rect(m.words, spot).collidelist(drawn) >= 0:
                below = (sx, own.bottom + 10)
                if overlays.tag_rect(m.words, below, anchor="midtop").collidelist(drawn) < 0:
                    spot, anchor = below, "midtop"
            overlays.tag(surface, spot, m.words, BAD if m.bad else NEWS, None, anchor, avoid=drawn)


def _screen_box(state: GameState, cam: Camera, ref: str) -> pygame.Rect | None:
    """Where a unit's stands lie on screen (None for a character or a unit gone)."""
    u = state.units.get(ref)
    if u is None or not u.alive or u.off_table or not u.stands:
        return None
    w, d = state.unit_profile(u).base_mm
    pts = [p for s in u.stands for p in overlays.base_polygon(cam, s.pose, w, d)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


def _where(state: GameState, ref: str) -> tuple[float, float] | None:
    u = state.units.get(ref)
    if u is not None and u.alive and not u.off_table and u.stands:
        return overlays.centroid([s.pose for s in u.stands])
    c = state.characters.get(ref)
    if c is not None and c.alive and not c.off_table:
        return (c.x, c.y)
    return None
