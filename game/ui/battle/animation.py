"""Pieces sliding to where an action put them: moves, charges, evades, blunders, characters.

The state changes at once; the screen catches up. After each action the scene compares every piece's
poses with what it showed before, and the pieces the events name as moved slide from the old poses
to the new ones over a time set by the animation speed setting ("off" jumps). While they slide the
table's kept picture leaves them out and they are drawn on top, at their poses of the moment.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from game.core import Event, GameState
from game.ui import palette
from game.ui.camera import Camera
from game.ui.stands import StandArtist, draw_base, draw_character, frame

Pose = tuple[int, int, int]
DURATION = {"off": 0.0, "fast": 0.25, "normal": 0.5, "slow": 1.2}
# Fields of events that name a piece that moved (UnitMoved, Charged, Evaded, CharacterMoved...).
MOVER_FIELDS = ("unit", "character")


@dataclass
class Track:
    """One piece sliding: its id, whether a character, and each stand's start and end pose."""

    ref: str
    character: bool
    start: list[Pose]
    end: list[Pose]


def _lerp_pose(a: Pose, b: Pose, f: float) -> tuple[float, float, float]:
    turn = (b[2] - a[2] + 180) % 360 - 180
    return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + turn * f)


def poses_of(state: GameState) -> dict[str, list[Pose]]:
    """Every piece's poses now (characters under their own ids)."""
    out: dict[str, list[Pose]] = {u.id: [s.pose for s in u.stands] for u in state.live_units()}
    for c in state.live_characters():
        out[c.id] = [c.pose]
    return out


class Slides:
    """The pieces sliding now, and the poses last shown."""

    def __init__(self, state: GameState) -> None:
        self.shown = poses_of(state)
        self.tracks: list[Track] = []
        self.started = 0.0
        self.duration = 0.0

    @property
    def active(self) -> bool:
        if self.tracks and time.perf_counter() - self.started >= self.duration:
            self.tracks = []
        return bool(self.tracks)

    def moving(self) -> frozenset[str]:
        return frozenset(t.ref for t in self.tracks) if self.active else frozenset()

    def follow(self, events: list[Event], state: GameState, speed: str) -> None:
        """After an action: slide what its events say moved (nothing after an undo, or with animation off)."""
        now = poses_of(state)
        named = {getattr(e, f, None) for e in events for f in MOVER_FIELDS}
        self.tracks = []
        duration = DURATION.get(speed, DURATION["normal"])
        if duration > 0 and events:
            for ref, end in now.items():
                start = self.shown.get(ref)
                if ref in named and start is not None and len(start) == len(end) and start != end:
                    self.tracks.append(Track(ref, ref in state.characters, start, end))
        self.shown = now
        self.started = time.perf_counter()
        self.duration = duration

    def draw(self, surface: pygame.Surface, state: GameState, cam: Camera, artist: StandArtist) -> None:
        """The sliding pieces at their poses of the moment (eased, so they settle gently)."""
        if not self.active:
            return
        f = min(1.0, (time.perf_counter() - self.started) / self.duration)
        f = 1 - (1 - f) ** 3
        for t in self.tracks:
            if t.character:
                c = state.characters.get(t.ref)
                if c is None:
                    continue
                x, y, facing = _lerp_pose(t.start[0], t.end[0], f)
                moving = type(c)(**{**c.__dict__, "x": round(x), "y": round(y), "facing": round(facing) % 360})
                draw_character(surface, cam, moving, str(state.character_profile(c).rank))
                continue
            u = state.units.get(t.ref)
            if u is None:
                continue
            prof = state.unit_profile(u)
            w, d = prof.base_mm
            colour = artist.colours.get(u.id, palette.side_style(u.side).shades[0])
            for a, b in zip(t.start, t.end, strict=True):
                x, y, facing = _lerp_pose(a, b, f)
                draw_base(surface, frame(cam, x, y, facing), w, d, colour, u.side, str(prof.type), cam.scale)

    def remaining(self) -> float:
        return max(0.0, self.duration - (time.perf_counter() - self.started)) if self.active else 0.0
