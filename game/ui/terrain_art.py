"""Drawing the table and each kind of terrain so it reads at a glance by shape and texture, not colour alone.

Every stroke is worked out in table millimetres (so a wood has the same trees at every zoom) and mapped
to pixels through ``to_px``; widths scale with the zoom but never drop below one pixel. These painters
are slow-ish on purpose (hundreds of small strokes): the terrain layer caches their output.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.core import TerrainSpec
from game.ui import palette
from game.ui.shapes import (
    Point,
    centroid,
    clip_line,
    hatch,
    local_to_table,
    main_axis,
    noise01,
    point_in_polygon,
    scaled_about,
    scatter,
    text_seed,
)

ToPx = Callable[[float, float], Point]

# Painting order: ground first, water over roads, crossings over water, then things that stand up.
DRAW_ORDER = (
    "open",
    "loose",
    "broken",
    "hill",
    "road",
    "river",
    "ford",
    "bridge",
    "wood",
    "village",
    "low_obstacle",
    "high_obstacle",
    "building",
    "impassable",
)


def order_key(piece: TerrainSpec) -> int:
    return DRAW_ORDER.index(piece.kind) if piece.kind in DRAW_ORDER else len(DRAW_ORDER)


class Painter:
    """One terrain piece being drawn onto one surface at one scale."""

    def __init__(self, surface: pygame.Surface, to_px: ToPx, scale: float, piece: TerrainSpec) -> None:
        self.surface = surface
        self.to_px = to_px
        self.scale = scale
        self.piece = piece
        self.poly: list[Point] = [(float(x), float(y)) for x, y in piece.points]
        self.col = palette.TERRAIN.get(piece.kind, palette.TERRAIN["open"])
        self.seed = text_seed(piece.id or piece.name or piece.kind)

    # ----------------------------------------------------------- primitives
    def px(self, mm: float, least: int = 1) -> int:
        """A length in mm as a stroke width in px, never thinner than ``least``."""
        return max(least, round(mm * self.scale))

    def pts(self, poly: Sequence[Point]) -> list[tuple[int, int]]:
        out = []
        for x, y in poly:
            sx, sy = self.to_px(x, y)
            out.append((round(sx), round(sy)))
        return out

    def fill(self, colour: palette.Colour, poly: Sequence[Point] | None = None) -> None:
        pts = self.pts(self.poly if poly is None else poly)
        pygame.draw.polygon(self.surface, colour, pts)
        # Soften the stair-steps of the filled edge (the layer is cached, so the extra pass is free later).
        pygame.draw.aalines(self.surface, colour, True, pts)

    def outline(self, colour: palette.Colour, width_mm: float, poly: Sequence[Point] | None = None) -> None:
        pts = self.pts(self.poly if poly is None else poly)
        w = self.px(width_mm)
        if w > 1:
            pygame.draw.polygon(self.surface, colour, pts, w)
        pygame.draw.aalines(self.surface, colour, True, pts)

    def fits(self, x: float, y: float, r: float) -> bool:
        """Is a mark of radius ``r`` mm at (x, y) wholly inside the piece (checked at four points)?"""
        return all(point_in_polygon(x + dx, y + dy, self.poly) for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r)))

    def line(self, colour: palette.Colour, a: Point, b: Point, width_mm: float, least: int = 1) -> None:
        sa, sb = self.to_px(*a), self.to_px(*b)
        w = self.px(width_mm, least)
        if w <= 1:
            pygame.draw.aaline(self.surface, colour, sa, sb)
        else:
            pygame.draw.line(self.surface, colour, (round(sa[0]), round(sa[1])), (round(sb[0]), round(sb[1])), w)

    def circle(self, colour: palette.Colour, c: Point, r_mm: float, least: int = 1) -> None:
        sx, sy = self.to_px(*c)
        pygame.draw.circle(self.surface, colour, (round(sx), round(sy)), self.px(r_mm, least))

    def noise(self, i: int, salt: int) -> float:
        return noise01(self.seed, i, salt)

    # -------------------------------------------------------------- kinds
    def paint(self) -> None:
        getattr(self, "paint_" + self.piece.kind, self.paint_open)()

    def paint_open(self) -> None:
        # Open ground is only a marked area: a faint tint inside a dashed boundary.
        self.fill(self.col["fill"])
        n = len(self.poly)
        for i in range(n):
            (x0, y0), (x1, y1) = self.poly[i], self.poly[(i + 1) % n]
            ln = math.hypot(x1 - x0, y1 - y0)
            k = 0.0
            while k < ln:
                e = min(ln, k + 12.0)
                self.line(
                    self.col["line"],
                    (x0 + (x1 - x0) * k / ln, y0 + (y1 - y0) * k / ln),
                    (x0 + (x1 - x0) * e / ln, y0 + (y1 - y0) * e / ln),
                    2.0,
                    2,
                )
                k += 20.0

    def paint_hill(self) -> None:
        c = centroid(self.poly)
        self.fill(self.col["fill"])
        # Contours: nested outlines shrinking to a lighter crest, the map-reader's sign for rising ground.
        self.fill(self.col["light"], scaled_about(self.poly, c, 0.34))
        for k in (0.74, 0.5, 0.28):
            self.outline(self.col["line"], 1.4, scaled_about(self.poly, c, k))
        self.outline(self.col["line"], 2.5)

    def paint_wood(self) -> None:
        self.fill(self.col["fill"])
        self.outline(self.col["shade"], 2.5)
        for i, (x, y) in enumerate(scatter(self.poly, 30.0, self.seed)):
            r = 9.0 + 4.0 * self.noise(i, 3)
            self.circle(self.col["shade"], (x + 2.5, y + 2.5), r)
            self.circle(self.col["tree"], (x, y), r)
            self.circle(self.col["tree_light"], (x - r * 0.3, y - r * 0.3), r * 0.45)

    def paint_village(self) -> None:
        self.fill(self.col["fill"])
        self.outline(self.col["line"], 2.0)
        for i, (x, y) in enumerate(scatter(self.poly, 42.0, self.seed, jitter=0.2)):
            # Houses sit square-ish to each other with a little wander, as in a real hamlet.
            angle = (90.0 if self.noise(i, 4) < 0.5 else 0.0) + (self.noise(i, 5) - 0.5) * 20.0
            w, d = 24.0, 14.0
            if not self.fits(x, y, w / 2):
                continue
            body = local_to_table(x, y, angle, [(-w / 2, d / 2), (w / 2, d / 2), (w / 2, -d / 2), (-w / 2, -d / 2)])
            ridge = local_to_table(x, y, angle, [(-w / 2 + 4, 0.0), (w / 2 - 4, 0.0)])
            self.fill(self.col["house"], body)
            self.line(self.col["roof"], ridge[0], ridge[1], 1.6)
            self.outline(self.col["roof"], 1.0, body)

    def paint_broken(self) -> None:
        self.fill(self.col["fill"])
        for i, (x, y) in enumerate(scatter(self.poly, 11.0, self.seed, jitter=0.45)):
            dark = self.noise(i, 6) < 0.65
            self.circle(self.col["dot"] if dark else self.col["dot_light"], (x, y), 1.6 + 1.4 * self.noise(i, 7))
        self.outline(self.col["dot"], 1.2)

    def paint_loose(self) -> None:
        self.fill(self.col["fill"])
        _c, (ux, uy), _hl, _hw = main_axis(self.poly)
        for a, b in hatch(self.poly, math.degrees(math.atan2(uy, ux)), 9.0):
            self.line(self.col["line"], a, b, 1.6)
        self.outline(self.col["line"], 1.5)

    def paint_river(self) -> None:
        self.fill(self.col["fill"])
        self.outline(self.col["bank"], 2.5)
        for i, (x, y) in enumerate(scatter(self.poly, 26.0, self.seed, jitter=0.4)):
            ux, uy = _nearest_edge_dir(self.poly, x, y)
            half = 6.0 + 3.0 * self.noise(i, 8)
            a, b = (x - ux * half, y - uy * half), (x + ux * half, y + uy * half)
            if point_in_polygon(*a, self.poly) and point_in_polygon(*b, self.poly):
                # A shallow wave: two strokes meeting slightly off the line.
                m = (x - uy * 2.0, y + ux * 2.0)
                self.line(self.col["ripple"], a, m, 1.2)
                self.line(self.col["ripple"], m, b, 1.2)

    def paint_ford(self) -> None:
        self.fill(self.col["fill"])
        _c, (ux, uy), _hl, _hw = main_axis(self.poly)
        for a, b in hatch(self.poly, math.degrees(math.atan2(uy, ux)) + 90.0, 12.0, 6.0):
            self.line(palette.TERRAIN["river"]["ripple"], a, b, 1.0)
        for i, (x, y) in enumerate(scatter(self.poly, 14.0, self.seed, jitter=0.3)):
            r = 3.0 + 1.5 * self.noise(i, 9)
            if not self.fits(x, y, r + 1.0):
                continue
            self.circle(self.col["stone_edge"], (x + 0.8, y + 0.8), r)
            self.circle(self.col["stone"], (x, y), r)
        self.outline(self.col["stone_edge"], 1.5)

    def paint_bridge(self) -> None:
        (cx, cy), (ux, uy), hl, hw = main_axis(self.poly)
        self.fill(self.col["fill"])
        # Planks run across the way over; the rails run along it, on the long sides.
        for a, b in hatch(self.poly, math.degrees(math.atan2(uy, ux)) + 90.0, 6.0):
            self.line(self.col["plank"], a, b, 1.0)
        nx, ny = -uy, ux
        for s in (-1.0, 1.0):
            ox, oy = cx + nx * (hw - 2.5) * s, cy + ny * (hw - 2.5) * s
            self.line(self.col["rail"], (ox - ux * hl, oy - uy * hl), (ox + ux * hl, oy + uy * hl), 5.0, 2)
        self.outline(self.col["rail"], 1.0)

    def paint_road(self) -> None:
        (cx, cy), (ux, uy), hl, hw = main_axis(self.poly)
        self.fill(self.col["fill"])
        if _is_straight_strip(self.poly, hl, hw):
            nx, ny = -uy, ux
            for s in (-0.35, 0.35):
                ox, oy = cx + nx * hw * s, cy + ny * hw * s
                for a, b in clip_line((ox - ux * hl, oy - uy * hl), (ox + ux * hl, oy + uy * hl), self.poly):
                    self.line(self.col["rut"], a, b, 1.6)
        for a, b in _edges_along(self.poly, ux, uy):
            self.line(self.col["edge"], a, b, 1.2)

    def paint_low_obstacle(self) -> None:
        (cx, cy), (ux, uy), hl, hw = main_axis(self.poly)
        # A hedge: a dashed row of bushes along the strip, gaps between them.
        r = max(hw, 4.5) * 1.15
        step = r * 2.0 + 3.5
        n = max(1, int((2 * hl) // step))
        start = -((n - 1) * step) / 2
        for i in range(n):
            t = start + i * step
            x, y = cx + ux * t, cy + uy * t
            self.circle(self.col["bush_dark"], (x + 1.0, y + 1.0), r, 2)
            self.circle(self.col["bush"], (x, y), r * 0.85, 2)

    def paint_high_obstacle(self) -> None:
        (cx, cy), (ux, uy), hl, hw = main_axis(self.poly)
        # A wall: one solid, heavy line (at least 4 px) casting a shadow, with a coping stone along its top;
        # the joints only once zoomed in, where they cannot be mistaken for a dashed hedge.
        a, b = (cx - ux * hl, cy - uy * hl), (cx + ux * hl, cy + uy * hl)
        width = max(2 * hw, 6.0)
        self.line(palette.SHADOW, (a[0] + 3, a[1] + 3), (b[0] + 3, b[1] + 3), width, 4)
        self.line(self.col["stone"], a, b, width, 4)
        self.line(self.col["top"], a, b, width * 0.25, 1)
        if self.scale >= 1.5:
            nx, ny = -uy, ux
            t = -hl + 6.0
            while t < hl - 3.0:
                x, y = cx + ux * t, cy + uy * t
                self.line(self.col["joint"], (x - nx * hw, y - ny * hw), (x + nx * hw, y + ny * hw), 0.8)
                t += 12.0

    def paint_building(self) -> None:
        (cx, cy), (ux, uy), hl, hw = main_axis(self.poly)
        self.fill(palette.SHADOW, [(x + 4.0, y + 4.0) for x, y in self.poly])
        self.fill(self.col["fill"])
        # A hipped roof seen from above: a ridge along the long axis joined to the corners.
        inset = min(hw, hl)
        r0 = (cx - ux * (hl - inset), cy - uy * (hl - inset))
        r1 = (cx + ux * (hl - inset), cy + uy * (hl - inset))
        self.line(self.col["roof"], r0, r1, 2.0)
        for x, y in self.poly:
            end = r0 if (x - cx) * ux + (y - cy) * uy < 0 else r1
            self.line(self.col["roof"], (x, y), end, 1.0)
        self.outline(self.col["edge"], 2.0)

    def paint_impassable(self) -> None:
        self.fill(self.col["fill"])
        for angle in (45.0, -45.0):
            for a, b in hatch(self.poly, angle, 9.0):
                self.line(self.col["hatch"], a, b, 1.4)
        for i, (x, y) in enumerate(scatter(self.poly, 34.0, self.seed, jitter=0.3)):
            s = 5.0 + 3.0 * self.noise(i, 10)
            self.fill(self.col["light"], [(x, y - s), (x + s, y + s * 0.6), (x - s, y + s * 0.6)])
        self.outline(self.col["hatch"], 2.5)


def _nearest_edge_dir(poly: Sequence[Point], x: float, y: float) -> Point:
    """Direction of the outline edge nearest (x, y): ripples then follow the banks round bends."""
    best, best_d = (1.0, 0.0), math.inf
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        ln2 = ex * ex + ey * ey
        if ln2 == 0:
            continue
        t = min(1.0, max(0.0, ((x - x0) * ex + (y - y0) * ey) / ln2))
        d = math.hypot(x0 + ex * t - x, y0 + ey * t - y)
        if d < best_d:
            ln = math.sqrt(ln2)
            best_d, best = d, (ex / ln, ey / ln)
    return best


def _is_straight_strip(poly: Sequence[Point], hl: float, hw: float) -> bool:
    """True when the outline fills most of its oriented box, i.e. it is a straight band."""
    n = len(poly)
    area = abs(sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1] for i in range(n))) / 2
    return hl > 0 and hw > 0 and area >= 0.85 * (4 * hl * hw)


def _edges_along(poly: Sequence[Point], ux: float, uy: float) -> list[tuple[Point, Point]]:
    """The outline edges running roughly along (ux, uy): a road's verges, not its cut ends."""
    out = []
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        ex, ey = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(ex, ey)
        if ln and abs(ex * ux + ey * uy) / ln > 0.7:
            out.append((a, b))
    return out


def paint_piece(surface: pygame.Surface, piece: TerrainSpec, to_px: ToPx, scale: float) -> None:
    """Draw one terrain piece."""
    if len(piece.points) >= 3:
        Painter(surface, to_px, scale, piece).paint()


_felt_tile: pygame.Surface | None = None


def felt_tile() -> pygame.Surface:
    """A small tile of faint fibre speckle, tiled over the table so the felt is not a flat colour."""
    global _felt_tile
    if _felt_tile is None:
        size = 64
        tile = pygame.Surface((size, size))
        tile.fill(palette.FELT)
        for i in range(size * size // 5):
            x = int(noise01(7, i, 1) * size)
            y = int(noise01(7, i, 2) * size)
            tile.set_at((x, y), palette.FELT_LIGHT if noise01(7, i, 3) < 0.5 else palette.FELT_DARK)
        _felt_tile = tile
    return _felt_tile


def paint_table(surface: pygame.Surface, table_px: pygame.Rect, scale: float) -> None:
    """The felt with a wooden frame outside it and a soft inner shadow along its edge."""
    frame = max(3, min(14, round(12 * scale)))
    pygame.draw.rect(surface, palette.TABLE_FRAME, table_px.inflate(2 * frame, 2 * frame), border_radius=frame // 2)
    pygame.draw.rect(
        surface, palette.TABLE_FRAME_LIGHT, table_px.inflate(2 * frame, 2 * frame), 1, border_radius=frame // 2
    )
    clip = surface.get_clip()
    surface.set_clip(table_px.clip(clip))
    tile = felt_tile()
    tw, th = tile.get_size()
    x0 = table_px.x + ((clip.x - table_px.x) // tw) * tw if clip.x > table_px.x else table_px.x
    y0 = table_px.y + ((clip.y - table_px.y) // th) * th if clip.y > table_px.y else table_px.y
    x1, y1 = min(table_px.right, clip.right), min(table_px.bottom, clip.bottom)
    surface.fblits([(tile, (x, y)) for y in range(y0, y1, th) for x in range(x0, x1, tw)])
    surface.set_clip(clip)
    for k in range(3):
        shade = tuple(max(0, c - 22 + 7 * k) for c in palette.FELT)
        pygame.draw.rect(surface, shade, table_px.inflate(-2 * k, -2 * k), 1)
