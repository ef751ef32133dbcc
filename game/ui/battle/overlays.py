"""What the battle screen draws over the table: highlights, range rings and outlines, ghosts and tags.

Small functions on top of the table view's drawing (camera, stand frames): they take table mm and
draw in screen px, rounding once. Translucent fills go through a surface the size of the shape's
bounding box only, so a ghost costs a few small blits, never a window-sized one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.core import ROUND_BASE_MM, STAND_SHORT_MM, Character, GameState, order_reaches
from game.table.convex import convex_hull
from game.ui import palette, text
from game.ui.camera import Camera
from game.ui.shapes import rect_corners

Colour = tuple[int, int, int]
Pose = tuple[int, int, int]
LEGAL: Colour = (92, 226, 120)
ILLEGAL: Colour = (240, 72, 60)
SELECTED: Colour = (255, 236, 140)
CANDIDATE: Colour = (255, 176, 60)
RANGE: Colour = (250, 240, 200)
HIGHLIGHT: Colour = (120, 220, 255)
CARD: Colour = (236, 236, 236)
# Size (px) of the words on the table's tags; the scene sets it from the UI scale before drawing.
label_px = 13


# The tabs already on the table, so a new one never covers another: those painted into the cached board
# (kept as long as the board is) and those of this frame's top layer. ``begin_frame`` opens the register;
# a screen that never calls it draws its tags where they are asked for, as before.
_board_tags: list[pygame.Rect] = []
_frame_tags: list[pygame.Rect] = []
_register = {"open": False, "board": False}


def set_text_scale(scale: float) -> None:
    """Grow the table's tags with the UI scale setting."""
    global label_px
    label_px = max(9, round(13 * scale))


def begin_frame(scale: float) -> None:
    """A new frame of the battle screen: the tags of the last frame's top layer are gone."""
    set_text_scale(scale)
    _frame_tags.clear()
    _register["open"] = True


# Tags of the layers under the stands, drawn once the stands are: a range's label is never hidden under a
# piece, nor crossed by the outline of another range drawn after it.
_board_pending: list[tuple[pygame.Rect, Colour, pygame.Surface, pygame.Rect]] = []


def begin_board() -> None:
    """The board under the tools' top layer is painted afresh: its old tags are gone."""
    _board_tags.clear()
    _board_pending.clear()
    _register["board"] = True


def end_board() -> None:
    _register["board"] = False


def draw_board_tags(surface: pygame.Surface) -> None:
    """The tags of the under layers, over everything painted since (ranges, outlines, stands)."""
    for box, colour, img, r in _board_pending:
        _paint_tag(surface, box, colour, img, r)
    _board_pending.clear()


def _paint_tag(surface: pygame.Surface, box: pygame.Rect, colour: Colour, img: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surface, palette.HEADER_BG, box, border_radius=4)
    pygame.draw.rect(surface, colour, box, 1, border_radius=4)
    surface.blit(img, r)


def tags_drawn() -> list[pygame.Rect]:
    """Every tab on the table now (tests check that none covers another)."""
    return [*_board_tags, *_frame_tags]


def piece_boxes(state: GameState, cam: Camera) -> list[pygame.Rect]:
    """Screen boxes round every stand and character on the table (a tag placed freely keeps off them)."""
    out: list[pygame.Rect] = []
    for u in state.units.values():
        if not u.alive or u.off_table or not u.stands:
            continue
        w, d = state.unit_profile(u).base_mm
        pts = [p for st in u.stands for p in base_polygon(cam, st.pose, w, d)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    for c in state.live_characters():
        sx, sy = cam.to_screen(c.x, c.y)
        # The base, or the rank shield drawn on it when zoomed out (about 14 px), whichever is bigger.
        half = max(8.0, ROUND_BASE_MM / 2 * cam.scale)
        out.append(pygame.Rect(round(sx - half), round(sy - half), round(2 * half), round(2 * half)))
    return out


def _pts(cam: Camera, poly: Sequence[tuple[float, float]]) -> list[tuple[int, int]]:
    out = []
    for x, y in poly:
        sx, sy = cam.to_screen(x, y)
        out.append((round(sx), round(sy)))
    return out


def translucent_polygons(
    surface: pygame.Surface, polys: Sequence[list[tuple[int, int]]], colour: Colour, alpha: int
) -> None:
    """Fill screen polygons with a see-through colour (one small surface for all of them)."""
    if not polys:
        return
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    box = box.clip(surface.get_clip() or surface.get_rect())
    if box.width <= 0 or box.height <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for poly in polys:
        pygame.draw.polygon(layer, (*colour, alpha), [(x - box.x, y - box.y) for x, y in poly])
    surface.blit(layer, box.topleft)


def base_polygon(cam: Camera, pose: Pose | tuple[float, float, float], w: float, d: float) -> list[tuple[int, int]]:
    x, y, f = pose
    return _pts(cam, rect_corners(x, y, f, w, d))


def outline_unit(
    surface: pygame.Surface, cam: Camera, state: GameState, uid: str, colour: Colour, width: int = 2
) -> None:
    """A coloured outline round every stand of a unit."""
    u = state.units.get(uid)
    if u is None or not u.alive or u.off_table:
        return
    w, d = state.unit_profile(u).base_mm
    for st in u.stands:
        pygame.draw.polygon(surface, colour, base_polygon(cam, st.pose, w, d), width)


def outline_character(surface: pygame.Surface, cam: Camera, state: GameState, cid: str, colour: Colour) -> None:
    c = state.characters.get(cid)
    if c is None or not c.alive or c.off_table:
        return
    sx, sy = cam.to_screen(c.x, c.y)
    r = max(6, round((ROUND_BASE_MM / 2 + 5) * cam.scale) if c.round_base else round(26 * cam.scale))
    pygame.draw.circle(surface, colour, (round(sx), round(sy)), r, 2)


def ring(
    surface: pygame.Surface, cam: Camera, centre: tuple[float, float], radius_mm: float, colour: Colour, label: str = ""
) -> None:
    """A circle of ``radius_mm`` round a table point, with a faint fill and a label on its rim."""
    sx, sy = cam.to_screen(*centre)
    r = radius_mm * cam.scale
    if r < 2:
        return
    c = (round(sx), round(sy))
    box = pygame.Rect(0, 0, round(2 * r) + 2, round(2 * r) + 2)
    box.center = c
    clip = surface.get_clip() or surface.get_rect()
    if box.colliderect(clip) and box.width * box.height < 9_000_000:
        vis = box.clip(clip)
        layer = pygame.Surface(vis.size, pygame.SRCALPHA)
        pygame.draw.circle(layer, (*colour, 26), (c[0] - vis.x, c[1] - vis.y), round(r))
        surface.blit(layer, vis.topleft)
    pygame.draw.circle(surface, colour, c, round(r), 2)
    if label:
        tag(surface, (sx, sy - r), label, colour)


@lru_cache(maxsize=64)
def _range_hull(corners: tuple[tuple[float, float], ...], reach: float) -> tuple[tuple[float, float], ...]:
    # Every corner grown by the reach (a 24-gon each), then the outline round them all: where the unit
    # could get to moving straight, ignoring terrain and turns.
    pts = []
    for x, y in corners:
        for k in range(24):
            a = k * math.pi / 12
            pts.append((x + reach * math.cos(a), y + reach * math.sin(a)))
    return tuple(convex_hull(pts))


def range_outline(
    surface: pygame.Surface,
    cam: Camera,
    state: GameState,
    uid: str,
    reach_mm: float,
    colour: Colour = RANGE,
    label: str = "",
) -> None:
    """The outline a unit could reach moving ``reach_mm`` straight, dashed-looking and see-through."""
    u = state.units.get(uid)
    if u is None or not u.alive or reach_mm <= 0:
        return
    w, d = state.unit_profile(u).base_mm
    corners = tuple(p for st in u.stands for p in rect_corners(st.x, st.y, st.facing, w, d))
    hull = _range_hull(corners, float(reach_mm))
    pts = _pts(cam, hull)
    translucent_polygons(surface, [pts], colour, 22)
    _dashed(surface, pts, colour)
    if label:
        top = min(pts, key=lambda p: p[1])
        tag(surface, top, label, colour)


def _dashed(surface: pygame.Surface, pts: list[tuple[int, int]], colour: Colour, dash: int = 9) -> None:
    for i in range(len(pts)):
        a, b = pts[i], pts[(i + 1) % len(pts)]
        ln = math.dist(a, b)
        n = max(1, int(ln // dash))
        for k in range(0, n, 2):
            p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            q = (a[0] + (b[0] - a[0]) * min(n, k + 1) / n, a[1] + (b[1] - a[1]) * min(n, k + 1) / n)
            pygame.draw.line(surface, colour, p, q, 2)


def ghost_box(cam: Camera, poses: Sequence[Pose], w: float, d: float) -> pygame.Rect:
    """The screen box round a ghost's stands (for tags to keep clear of)."""
    pts = [p for pose in poses for p in base_polygon(cam, pose, w, d)]
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def ghost(surface: pygame.Surface, cam: Camera, poses: Sequence[Pose], w: float, d: float, legal: bool) -> None:
    """Stands at their end poses: a see-through fill, a solid edge, the front edge thicker; an illegal
    ghost is also crossed out, so the verdict reads without its colour."""
    colour = LEGAL if legal else ILLEGAL
    polys = [base_polygon(cam, p, w, d) for p in poses]
    translucent_polygons(surface, polys, colour, 70)
    for poly in polys:
        pygame.draw.polygon(surface, colour, poly, 2)
        pygame.draw.line(surface, colour, poly[0], poly[1], 4)
        if not legal:
            pygame.draw.line(surface, colour, poly[0], poly[2], 1)
            pygame.draw.line(surface, colour, poly[1], poly[3], 1)


def ghost_round(surface: pygame.Surface, cam: Camera, pose: Pose, round_base: bool, legal: bool) -> None:
    """A character's ghost: its round or rectangular base at the end pose."""
    colour = LEGAL if legal else ILLEGAL
    if round_base:
        sx, sy = cam.to_screen(pose[0], pose[1])
        r = max(3, round(ROUND_BASE_MM / 2 * cam.scale))
        poly = [
            (round(sx + r * math.cos(a * math.pi / 12)), round(sy + r * math.sin(a * math.pi / 12))) for a in range(24)
        ]
        translucent_polygons(surface, [poly], colour, 80)
        pygame.draw.circle(surface, colour, (round(sx), round(sy)), r, 2)
    else:
        ghost(surface, cam, [pose], 40, 20, legal)


def tag_rect(words: str, at: tuple[float, float], size: int | None = None, anchor: str = "midbottom") -> pygame.Rect:
    """Where ``tag`` would put its tab (before keeping clear of others), without drawing it."""
    img = text.render(words, size or label_px, palette.TEXT, True)
    return img.get_rect(**{anchor: (round(at[0]), round(at[1]) - 4)}).inflate(10, 6)


def tag(
    surface: pygame.Surface,
    at: tuple[float, float],
    words: str,
    colour: Colour,
    size: int | None = None,
    anchor: str = "midbottom",
    avoid: list[pygame.Rect] | None = None,
) -> pygame.Rect:
    """Words on a dark tab with a coloured edge (readable over any terrain).

    With ``avoid`` (the tabs drawn so far, which this one joins), the tab moves up until it covers none of
    them: tags of neighbouring units then stack instead of hiding each other's words.
    """
    img = text.render(words, size or label_px, palette.TEXT, True)
    r = img.get_rect(**{anchor: (round(at[0]), round(at[1]) - 4)})
    box = tag_rect(words, at, size, anchor)
    clip = surface.get_clip() or surface.get_rect()
    box.clamp_ip(clip)
    others = list(avoid or [])
    if _register["open"]:
        others += tags_drawn()
    if others:
        box = _clear_of(box, others, clip)
    if avoid is not None:
        avoid.append(box)
    if _register["open"]:
        (_board_tags if _register["board"] else _frame_tags).append(box)
    r.center = box.center
    if _register["open"] and _register["board"]:
        _board_pending.append((box, colour, img, r))
    else:
        _paint_tag(surface, box, colour, img, r)
    return box


def _clear_of(box: pygame.Rect, others: list[pygame.Rect], clip: pygame.Rect) -> pygame.Rect:
    """``box`` moved up (then, if the clip stops it, down) until it covers none of ``others``."""
    for step in (-1, 1):
        b = box.copy()
        for _ in range(len(others) + 1):
            hit = b.collidelist(others)
            if hit < 0:
                break
            if step < 0:
                b.bottom = others[hit].top - 2
            else:
                b.top = others[hit].bottom + 2
        if b.collidelist(others) < 0 and clip.contains(b):
            return b
    return box


def free_spot(words: str, spots: Sequence[tuple[tuple[float, float], str]], busy: list[pygame.Rect]) -> int:
    """The first of (point, anchor) ``spots`` where a tag of ``words`` covers none of ``busy`` (else 0)."""
    for i, (at, anchor) in enumerate(spots):
        if tag_rect(words, at, None, anchor).collidelist(busy) < 0:
            return i
    return 0


def command_range(surface: pygame.Surface, cam: Camera, state: GameState, c: Character) -> None:
    """How far a character's orders reach: the whole table for a General, else a ring; troops an army rule holds
    closer (or lets go farther) get a ring of their own, labelled with their names.

    Orders are measured edge to edge, so the ring is drawn that far out from the edge of the
    character's base (near enough for a round or a small square base).
    """
    edge = ROUND_BASE_MM / 2 if c.round_base else STAND_SHORT_MM / 2
    for i, (reach, names) in enumerate(order_reaches(state, c)):
        who = c.name if i == 0 else ", ".join(names)
        if reach is None:
            table_border(surface, cam, RANGE, f"{who}: orders reach the whole table", piece_boxes(state, cam))
        else:
            ring(surface, cam, (c.x, c.y), reach + edge, RANGE, f"{who}: orders reach {reach / 10:g} cm")


def table_border(
    surface: pygame.Surface, cam: Camera, colour: Colour, label: str = "", busy: list[pygame.Rect] | None = None
) -> None:
    """The whole table outlined: a General's orders reach all of it.

    The label goes inside the border where it covers no piece in ``busy``: along the top or bottom edge,
    in the middle or a quarter in, wherever the armies leave room (deployment fills both edges' middles).
    """
    r = cam.table_rect()
    rect = pygame.Rect(round(r.x), round(r.y), round(r.width), round(r.height))
    pygame.draw.rect(surface, colour, rect, 3)
    if label:
        xs = (rect.centerx, rect.x + rect.width // 4, rect.right - rect.width // 4)
        ys = (rect.centery, rect.y + rect.height // 3, rect.bottom - rect.height // 3)
        spots = [((x, rect.y + 26), "midbottom") for x in xs] + [((rect.centerx, y), "midbottom") for y in ys]
        at, anchor = spots[free_spot(label, spots, (busy or []) + (tags_drawn() if _register["open"] else []))]
        tag(surface, at, label, colour, anchor=anchor)


def centroid(poses: Sequence[Pose]) -> tuple[float, float]:
    return sum(p[0] for p in poses) / len(poses), sum(p[1] for p in poses) / len(poses)


def arrow(surface: pygame.Surface, cam: Camera, a: tuple[float, float], b: tuple[float, float], colour: Colour) -> None:
    """A line from a to b (table mm) with a head at b."""
    pa, pb = cam.to_screen(*a), cam.to_screen(*b)
    if math.dist(pa, pb) < 6:
        return
    pygame.draw.line(surface, colour, pa, pb, 2)
    ang = math.atan2(pb[1] - pa[1], pb[0] - pa[0])
    for s in (-1, 1):
        q = (pb[0] - 12 * math.cos(ang + s * 0.45), pb[1] - 12 * math.sin(ang + s * 0.45))
        pygame.draw.line(surface, colour, pb, q, 2)
