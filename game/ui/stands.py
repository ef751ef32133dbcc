"""Drawing units' stands and characters on the table, straight from the state (read only).

A stand is a filled base in its unit's colour with the side's pattern (stripes or dots), a light strip
along its front edge so its facing is plain from any angle, and a white troop-type glyph. Characters
are round or rectangular tokens with a gold rim and their rank letter. All maths is in floats; points
are rounded once when handed to pygame.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.core import (
    ROUND_BASE_MM,
    STAND_LONG_MM,
    STAND_SHORT_MM,
    Character,
    GameState,
    Unit,
    crew_without_gun,
    id_key,
    left_guns,
    machine_word,
    wrecked_machines,
)
from game.ui import glyphs, palette, piece_art, text
from game.ui.camera import Camera
from game.ui.shapes import facing_axes
from game.ui.stand_sprites import SpriteCache

CHARACTER_RIM: palette.Colour = (236, 198, 84)
CHARACTER_RIM_DARK: palette.Colour = (92, 70, 20)
RANK_LETTER = {"general": "G", "hero": "H", "wizard": "W"}
# A gun its crew left: a drab, unmanned base, told from the crews' own colours.
LEFT_GUN: palette.Colour = (112, 104, 88)
# A spiked or wrecked machine: a charred base crossed out.
WRECK: palette.Colour = (70, 64, 58)
WRECK_MARK: palette.Colour = (30, 26, 22)

# Below these scales (px per mm) details would be noise of single pixels, so they are left out.
PATTERN_MIN_SCALE = 0.45
GLYPH_MIN_SCALE = 0.35
LABEL_MIN_SCALE = 1.35
# An illusion's stands: faded to this alpha (of 255), edged in pale dashes.
MIRAGE_ALPHA = 110
MIRAGE_EDGE = (200, 235, 255)


@dataclass
class Frame:
    """A base's screen frame: centre and the screen vectors of one local mm to its right and forward."""

    cx: float
    cy: float
    rx: float
    ry: float
    fx: float
    fy: float

    def at(self, x: float, y: float) -> tuple[float, float]:
        return (self.cx + x * self.rx + y * self.fx, self.cy + x * self.ry + y * self.fy)

    def ipt(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.cx + x * self.rx + y * self.fx), round(self.cy + x * self.ry + y * self.fy))


def frame(cam: Camera, x: float, y: float, facing: float) -> Frame:
    (fx, fy), (rx, ry) = facing_axes(facing)
    s = cam.scale
    sx, sy = cam.to_screen(x, y)
    return Frame(sx, sy, rx * s, ry * s, fx * s, fy * s)


def draw_base(
    surface: pygame.Surface,
    fr: Frame,
    width: float,
    depth: float,
    colour: palette.Colour,
    side: int,
    kind: str | None,
    scale: float,
    outline: palette.Colour | None = None,
) -> None:
    """One rectangular base with pattern, front strip and (if ``kind``) a troop glyph."""
    style = palette.side_style(side)
    hw, hd = width / 2, depth / 2
    corners = [fr.ipt(-hw, hd), fr.ipt(hw, hd), fr.ipt(hw, -hd), fr.ipt(-hw, -hd)]
    pygame.draw.polygon(surface, colour, corners)
    if scale >= PATTERN_MIN_SCALE:
        if style.pattern == "stripes":
            for a, b in glyphs.stripes(width, depth):
                pygame.draw.line(surface, style.mark, fr.ipt(*a), fr.ipt(*b), max(1, round(0.6 * scale)))
        elif style.pattern == "dots":
            r = max(2, round(1.6 * scale))
            for p in glyphs.dots(width, depth):
                pygame.draw.circle(surface, style.mark, fr.ipt(*p), r)
    # The front strip: at least 2 px deep so the facing survives zooming out.
    t = max(glyphs.FRONT_STRIP_MM, 2.0 / scale)
    pygame.draw.polygon(surface, palette.FRONT_EDGE, [corners[0], corners[1], fr.ipt(hw, hd - t), fr.ipt(-hw, hd - t)])
    if piece_art.is_piece(kind) and scale >= GLYPH_MIN_SCALE:
        draw_art(surface, fr, str(kind), width, depth, scale, colour)
    elif kind is not None and scale >= GLYPH_MIN_SCALE:
        gw = 2 if scale >= 0.8 else 1
        for pts, closed in glyphs.glyph(kind, width, depth):
            pygame.draw.lines(surface, palette.GLYPH, closed, [fr.ipt(*p) for p in pts], gw)
        for x, y, r in glyphs.glyph_discs(kind, width, depth):
            pygame.draw.circle(surface, palette.GLYPH, fr.ipt(x, y), max(1, round(r * scale)))
    pygame.draw.polygon(surface, outline or style.outline, corners, 1)


def draw_art(
    surface: pygame.Surface, fr: Frame, kind: str, width: float, depth: float, scale: float, base: palette.Colour
) -> None:
    """A piece's own picture on its base (``piece_art``): light on the base's colour, details cut in that colour."""
    lw = max(1, round(0.9 * scale))
    for what, pts in piece_art.shapes(kind, width, depth):
        ink = base if what.startswith("cut") else palette.GLYPH
        if what in ("disc", "ring"):
            (x, y), (r, _) = pts
            rad = max(1, round(r * scale))
            pygame.draw.circle(surface, ink, fr.ipt(x, y), rad, 0 if what == "disc" else lw)
        elif what in ("fill", "cut"):
            pygame.draw.polygon(surface, ink, [fr.ipt(*p) for p in pts])
        else:
            pygame.draw.lines(surface, ink, what == "loop", [fr.ipt(*p) for p in pts], lw)


def _paint_sprite(
    surf: pygame.Surface,
    x: float,
    y: float,
    side: int,
    colour: palette.Colour,
    kind: str,
    w: float,
    d: float,
    facing: int,
    s: float,
) -> None:
    """Draws a base into a sprite, centred on (x, y) (only called on a cache miss)."""
    (fx, fy), (rx, ry) = facing_axes(facing)
    draw_base(surf, Frame(x, y, rx * s, ry * s, fx * s, fy * s), w, d, colour, side, kind, s)


class StandArtist:
    """Draws every unit and character of a state; keeps the per-battle lookups (colours, labels) cached."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self.colours: dict[str, palette.Colour] = {}
        self.labels: dict[str, str] = {}
        self.sprites = SpriteCache()
        self._markings = palette.side_style(0).pattern

    def _refresh(self, state: GameState) -> None:
        key = tuple((u.id, u.side, u.name) for u in state.units.values())
        if key == self._key:
            return
        self._key = key
        self.colours.clear()
        self.labels.clear()
        for side in (0, 1):
            ids = [u for u in state.units.values() if u.side == side]
            ids.sort(key=lambda u: id_key(u.id))
            style = palette.side_style(side)
            for i, u in enumerate(ids):
                self.colours[u.id] = style.unit_colour(i)
            self.labels.update(glyphs.unit_labels([(u.id, u.name) for u in ids]))

    def draw_units(
        self,
        surface: pygame.Surface,
        state: GameState,
        cam: Camera,
        hover: str | None = None,
        skip: Collection[str] = (),
    ) -> None:
        """Every unit on the table except those in ``skip`` (drawn elsewhere, e.g. while they slide)."""
        self._refresh(state)
        if palette.side_style(0).pattern != self._markings:
            # The player switched side markings: every pre-drawn stand shows the old ones.
            self._markings = palette.side_style(0).pattern
            self.sprites = SpriteCache()
        s = cam.scale
        self.sprites.begin(s)
        units = [u for u in state.live_units() if u.id not in skip] if skip else state.live_units()
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for u in units:
            prof = state.unit_profile(u)
            w, d = prof.base_mm
            colour = self.colours.get(u.id, palette.side_style(u.side).shades[0])
            bare = crew_without_gun(state, u)
            for i, st in enumerate(u.stands):
                kind = piece_art.art_kind(prof.special, i, bare) or str(prof.type)
                cx, cy = cam.to_screen(st.x, st.y)
                item = self.sprites.blit_items(u.side, colour, kind, w, d, st.facing, cx, cy, _paint_sprite)
                if u.flags.get("mirage"):
                    # An illusion (Araby's Mirage): the same troops, faded, so the player sees through them.
                    ghost = item[0].copy()
                    ghost.set_alpha(MIRAGE_ALPHA)
                    item = (ghost, item[1])
                blits.append(item)
        # A gun its crew left lies under them until they walk off it.
        self._wrecks(surface, state, cam)
        self._left_guns(surface, state, cam)
        surface.fblits(blits)
        for u in units:
            if u.flags.get("mirage"):
                self._shimmer(surface, cam, u, *state.unit_profile(u).base_mm)
        for u in units:
            if u.id == hover or s >= LABEL_MIN_SCALE:
                w, d = state.unit_profile(u).base_mm
                if u.id == hover:
                    self._outline_unit(surface, cam, u, w, d)
                if s >= LABEL_MIN_SCALE:
                    self._label(surface, cam, u, w, d)

    def _wrecks(self, surface: pygame.Surface, state: GameState, cam: Camera) -> None:
        """Each spiked or wrecked machine where it lies: a charred base crossed out, "spiked gun" or "wrecked
        ballista" beside it, under everything else (it blocks nothing)."""
        for u, b in wrecked_machines(state):
            fr = frame(cam, b.x, b.y, b.facing)
            hw, hd = b.width / 2, b.depth / 2
            corners = [fr.ipt(-hw, hd), fr.ipt(hw, hd), fr.ipt(hw, -hd), fr.ipt(-hw, -hd)]
            pygame.draw.polygon(surface, WRECK, corners)
            thick = max(1, round(0.8 * cam.scale))
            pygame.draw.line(surface, WRECK_MARK, corners[0], corners[2], thick)
            pygame.draw.line(surface, WRECK_MARK, corners[1], corners[3], thick)
            pygame.draw.polygon(surface, palette.side_style(u.side).outline, corners, 1)
            if cam.scale >= LABEL_MIN_SCALE:
                word = machine_word(state, u)
                done = "spiked" if word == "gun" else "wrecked"
                img = text.render(f"{done} {word}", self.label_size(cam.scale), palette.GLYPH, bold=True)
                back = (img.get_height() + 2) / max(cam.scale, 0.01)
                cx, cy = fr.at(0.0, -b.depth / 2 - back)
                tag = img.get_rect(center=(round(cx), round(cy))).inflate(6, 2)
                pygame.draw.rect(surface, WRECK_MARK, tag, border_radius=3)
                surface.blit(img, img.get_rect(center=tag.center))

    def _left_guns(self, surface: pygame.Surface, state: GameState, cam: Camera) -> None:
        """Each machine its crew left behind: the gun or ballista on a drab base with its side's pattern, and
        "gun" or "ballista" over it."""
        for u, b in left_guns(state):
            fr = frame(cam, b.x, b.y, b.facing)
            art = piece_art.art_kind(state.unit_profile(u).special, 0) or "piece:war_cannon"
            draw_base(surface, fr, b.width, b.depth, LEFT_GUN, u.side, art, cam.scale)
            crew_on_it = any(abs(st.x - b.x) < b.width and abs(st.y - b.y) < b.depth for st in u.stands)
            if cam.scale >= LABEL_MIN_SCALE and not crew_on_it:
                word = machine_word(state, u)
                img = text.render(f"{self.labels.get(u.id, '?')} {word}", self.label_size(cam.scale), palette.GLYPH,
                                  bold=True)
                # Just behind its rear edge: the crew's own tag sits on theirs, beside it once they come back.
                back = (img.get_height() + 2) / max(cam.scale, 0.01)
                cx, cy = fr.at(0.0, -b.depth / 2 - back)
                tag = img.get_rect(center=(round(cx), round(cy))).inflate(6, 2)
                pygame.draw.rect(surface, palette.side_style(u.side).outline, tag, border_radius=3)
                surface.blit(img, img.get_rect(center=tag.center))

    def _shimmer(self, surface: pygame.Surface, cam: Camera, u: Unit, w: float, d: float) -> None:
        """A Mirage's stands outlined in dashes of pale light, and "mirage" over its middle stand."""
        for st in u.stands:
            fr = frame(cam, st.x, st.y, st.facing)
            pts = [fr.at(-w / 2, d / 2), fr.at(w / 2, d / 2), fr.at(w / 2, -d / 2), fr.at(-w / 2, -d / 2)]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
                n = max(2, round(math.dist((x0, y0), (x1, y1)) / 6))
                for k in range(0, n, 2):
                    a, b = k / n, min(1.0, (k + 1) / n)
                    pygame.draw.line(surface, MIRAGE_EDGE, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                     (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), 2)
        if cam.scale >= LABEL_MIN_SCALE * 0.6:
            st = u.stands[len(u.stands) // 2]
            img = text.render("mirage", self.label_size(cam.scale), MIRAGE_EDGE, bold=True)
            cx, cy = frame(cam, st.x, st.y, st.facing).at(0.0, d / 2)
            surface.blit(img, img.get_rect(midbottom=(round(cx), round(cy) - 2)))

    def _outline_unit(self, surface: pygame.Surface, cam: Camera, u: Unit, w: float, d: float) -> None:
        for st in u.stands:
            fr = frame(cam, st.x, st.y, st.facing)
            pts = [fr.ipt(-w / 2, d / 2), fr.ipt(w / 2, d / 2), fr.ipt(w / 2, -d / 2), fr.ipt(-w / 2, -d / 2)]
            pygame.draw.polygon(surface, palette.HOVER, pts, 2)

    @staticmethod
    def label_size(scale: float) -> int:
        """Label font size in px at a scale: grows with the zoom, within readable bounds."""
        return max(10, min(20, round(20 * scale * 0.32)))

    def _label(self, surface: pygame.Surface, cam: Camera, u: Unit, w: float, d: float) -> None:
        """The unit's short label on a dark tag over the rear edge of its middle stand."""
        st = u.stands[len(u.stands) // 2]
        fr = frame(cam, st.x, st.y, st.facing)
        size = self.label_size(cam.scale)
        img = text.render(self.labels.get(u.id, "?"), size, palette.GLYPH, bold=True)
        cx, cy = fr.at(0.0, -d / 2)
        tag = img.get_rect(center=(round(cx), round(cy))).inflate(6, 2)
        pygame.draw.rect(surface, palette.side_style(u.side).outline, tag, border_radius=3)
        surface.blit(img, img.get_rect(center=tag.center))

    def draw_characters(
        self,
        surface: pygame.Surface,
        state: GameState,
        cam: Camera,
        hover: str | None = None,
        skip: Collection[str] = (),
    ) -> None:
        for c in state.live_characters():
            if c.id in skip:
                continue
            rank = str(state.character_profile(c).rank)
            draw_character(surface, cam, c, rank, hover == c.id)


def draw_character(surface: pygame.Surface, cam: Camera, c: Character, rank: str, hovered: bool = False) -> None:
    """A character token: side colour and pattern, a gold rim, a front mark and the rank letter."""
    s = cam.scale
    style = palette.side_style(c.side)
    fr = frame(cam, c.x, c.y, c.facing)
    rim = palette.HOVER if hovered else CHARACTER_RIM
    if c.round_base:
        r_px = ROUND_BASE_MM / 2 * s
        centre = (round(fr.cx), round(fr.cy))
        pygame.draw.circle(surface, style.shades[1], centre, max(2, round(r_px)))
        if s >= PATTERN_MIN_SCALE:
            _round_pattern(surface, fr, c.side, s)
        pygame.draw.circle(surface, CHARACTER_RIM_DARK, centre, max(2, round(r_px)), max(1, round(1.0 * s)) + 1)
        pygame.draw.circle(surface, rim, centre, max(2, round(r_px)) - 1, max(1, round(1.2 * s)))
        # The facing of a round base: a light wedge on the rim at its front.
        r = ROUND_BASE_MM / 2
        wedge = [fr.ipt(0.0, r + 1.0), fr.ipt(-4.5, r - 5.0), fr.ipt(4.5, r - 5.0)]
        pygame.draw.polygon(surface, palette.FRONT_EDGE, wedge)
        pygame.draw.polygon(surface, CHARACTER_RIM_DARK, wedge, 1)
    else:
        w, d = STAND_LONG_MM, STAND_SHORT_MM
        draw_base(surface, fr, w, d, style.shades[1], c.side, None, s, outline=CHARACTER_RIM_DARK)
        corners = [fr.ipt(-w / 2, d / 2), fr.ipt(w / 2, d / 2), fr.ipt(w / 2, -d / 2), fr.ipt(-w / 2, -d / 2)]
        pygame.draw.polygon(surface, rim, corners, max(1, round(1.2 * s)))
    # The rank letter on a small parchment shield of the side's shape (pointed or round), so even the
    # characters can be told apart without colour.
    size = max(9, min(30, round(11 * s)))
    img = text.render(RANK_LETTER.get(rank, "?"), size, palette.CARD_TEXT, bold=True)
    cx, cy = fr.at(0.0, -1.0)
    h = max(img.get_width(), img.get_height()) + 3
    box = pygame.FRect(0, 0, h * 0.9, h * 1.08) if style.shield == "heater" else pygame.FRect(0, 0, h, h)
    box.center = (cx, cy)
    pts = [(round(x), round(y)) for x, y in palette.shield_points(c.side, box)]
    pygame.draw.polygon(surface, palette.CARD_BG, pts)
    pygame.draw.polygon(surface, CHARACTER_RIM_DARK, pts, 1)
    text.blit_centred(surface, img, (cx, cy - (1.0 if style.shield == "heater" else -0.5)))


def _round_pattern(surface: pygame.Surface, fr: Frame, side: int, s: float) -> None:
    """The side pattern on a round base: two stripes or four dots, placed clear of the letter."""
    style = palette.side_style(side)
    if style.pattern == "stripes":
        for k in (-7.0, 7.0):
            pygame.draw.line(surface, style.mark, fr.ipt(k - 4.5, -4.5 - k * 0.2), fr.ipt(k + 4.5, 4.5 - k * 0.2), 2)
    elif style.pattern == "dots":
        for x, y in ((-8.0, 0.0), (8.0, 0.0), (0.0, -8.5), (-5.5, -6.0)):
            pygame.draw.circle(surface, style.mark, fr.ipt(x, y), max(1, round(1.8 * s)))
