"""Battlefield equipment on the table: each piece drawn to scale under the stands, in its kind's look, with a
light line along its front so a player sees which way it faces (cover and stakes work from the front). A
spiked pit's rim is drawn again over the stands, so a unit standing in a pit is seen to be in it."""

from __future__ import annotations

import pygame

from game.core import GameState, equipment_pieces
from game.ui.camera import Camera

Point = tuple[float, float]

# Fill, then the colour of the marks drawn along the piece (stakes, spikes, shields).
LOOK: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "palisades": ((133, 94, 52), (92, 62, 30)),
    "chevaux_de_frise": ((120, 100, 70), (60, 45, 25)),
    "spiked_pits": ((48, 38, 30), (190, 180, 160)),
    # Mobile shields in steel-and-timber greys, so they are not taken for a side's painted stands.
    "mantlets": ((96, 88, 76), (170, 150, 110)),
    "pavises": ((120, 124, 140), (225, 220, 200)),
}
FRONT = (240, 230, 200)


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def draw(surface: pygame.Surface, camera: Camera, state: GameState) -> None:
    for piece in equipment_pieces(state):
        fl, fr, rr, rl = (camera.to_screen(*c) for c in piece.base().corners())
        fill, mark = LOOK.get(piece.kind, ((120, 120, 120), (60, 60, 60)))
        pygame.draw.polygon(surface, fill, [fl, fr, rr, rl])
        marks = max(2, piece.lengths * 4)
        width = max(1, round(camera.scale * 1.5))
        for i in range(marks):
            t0, t1 = (i + 0.2) / marks, (i + 0.8) / marks
            if piece.kind == "chevaux_de_frise":
                # Crossed stakes pointing out of the front.
                pygame.draw.line(surface, mark, _lerp(rl, rr, t0), _lerp(fl, fr, t1), width)
                pygame.draw.line(surface, mark, _lerp(rl, rr, t1), _lerp(fl, fr, t0), width)
            elif piece.kind == "spiked_pits":
                mid = _lerp(_lerp(fl, rl, 0.5), _lerp(fr, rr, 0.5), (t0 + t1) / 2)
                pygame.draw.circle(surface, mark, mid, max(1.0, camera.scale * 1.2))
            elif piece.kind == "pavises":
                a, b = _lerp(fl, fr, t0), _lerp(rl, rr, t1)
                pygame.draw.rect(surface, mark, pygame.Rect(min(a[0], b[0]), min(a[1], b[1]),
                                                            abs(b[0] - a[0]) + 1, abs(b[1] - a[1]) + 1), width)
            else:
                # Upright planks across the piece.
                t = (i + 0.5) / marks
                pygame.draw.line(surface, mark, _lerp(fl, fr, t), _lerp(rl, rr, t), width)
        pygame.draw.polygon(surface, mark, [fl, fr, rr, rl], 1)
        pygame.draw.line(surface, FRONT, fl, fr, max(1, round(camera.scale)))


def draw_over(surface: pygame.Surface, camera: Camera, state: GameState) -> None:
    """The rims of spiked pits over the stands: a unit in a pit hides its floor, never its edge and spikes."""
    for piece in equipment_pieces(state):
        if piece.kind != "spiked_pits":
            continue
        fl, fr, rr, rl = (camera.to_screen(*c) for c in piece.base().corners())
        fill, mark = LOOK[piece.kind]
        width = max(2, round(camera.scale * 1.5))
        pygame.draw.polygon(surface, fill, [fl, fr, rr, rl], width)
        marks = max(2, piece.lengths * 4)
        for i in range(marks):
            t = (i + 0.5) / marks
            for a, b in ((fl, fr), (rl, rr)):
                pygame.draw.circle(surface, mark, _lerp(a, b, t), max(1.0, camera.scale * 1.2))
