"""What a step did to each unit, said on the table as the battle screen says it: "2 hits, 1 saved · 1 stand
lost · driven back 7 cm" above the unit, and a cross where each stand fell. The battle screen's markers
fade after a few seconds; in a demo they stay while the step is on show, so a presenter can talk over them.
"""

from __future__ import annotations

import pygame

from game.core import Event, GameState
from game.ui.battle import overlays
from game.ui.battle.animation import poses_of
from game.ui.battle.table_marks import BAD, NEWS, describe
from game.ui.camera import Camera
from game.ui.demo.geometry import screen_box


def draw_marks(
    surface: pygame.Surface,
    cam: Camera,
    before: GameState,
    after: GameState,
    events: list[Event],
    placed: list[pygame.Rect] | None = None,
) -> None:
    """The step's markers: a cross on every stand taken off, a tag over every unit the events touched
    (keeping clear of the tabs in ``placed``, which they join)."""
    old, new = poses_of(before), poses_of(after)
    for ref, poses in old.items():
        u = before.units.get(ref)
        if u is None:
            continue
        now = new.get(ref, [])
        lost = [p for p in poses if p not in now]
        # Only when the stands left did not move can the fallen ones be told apart.
        if lost and (not now or len(lost) == len(poses) - len(now)):
            w, d = before.unit_profile(u).base_mm
            for pose in lost:
                poly = overlays.base_polygon(cam, pose, w, d)
                pygame.draw.polygon(surface, BAD, poly, 2)
                pygame.draw.line(surface, BAD, poly[0], poly[2], 2)
                pygame.draw.line(surface, BAD, poly[1], poly[3], 2)
    placed = [] if placed is None else placed
    for ref, mark in describe(events).items():
        at = new.get(ref) or old.get(ref)
        if not at:
            continue
        x, y = overlays.centroid(at)
        sx, sy = cam.to_screen(x, y)
        spot, anchor = (sx, sy - max(14.0, 16 * cam.scale)), "midbottom"
        # As on the battle screen: a tag with no room above its unit goes below it before stacking higher,
        # so two units in a fight each keep their words beside them.
        own = screen_box(cam, after, ref) or screen_box(cam, before, ref)
        if own is not None and overlays.tag_rect(mark.words, spot).collidelist(placed) >= 0:
            below = (sx, own.bottom + 10)
            if overlays.tag_rect(mark.words, below, anchor="midtop").collidelist(placed) < 0:
                spot, anchor = below, "midtop"
        overlays.tag(surface, spot, mark.words, BAD if mark.bad else NEWS, None, anchor, avoid=placed)
