"""Rich text for the reference screens: headings, wrapped paragraphs and tables, drawn with the shipped font.

pygame_gui has no tables, and an army list is mostly tables (stat lines), so the browser, the set-up
description, the builder's problem list and the result screen describe their content as a list of
blocks and ``render`` lays them out at a width into one surface. ``DocPane`` shows such a surface in a
rectangle of the screen and scrolls it with the wheel or the keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import palette, text
from game.ui.theme import Metrics

GOLD: palette.Colour = (236, 198, 84)
GOOD: palette.Colour = (166, 220, 140)
BAD: palette.Colour = (242, 154, 134)
RULE: palette.Colour = (70, 78, 92)
STRIPE: palette.Colour = (34, 38, 46)


@dataclass(frozen=True)
class Heading:
    """A heading; level 1 is the page title, 2 a section, 3 a small caption."""

    text: str
    level: int = 2


@dataclass(frozen=True)
class Para:
    """A wrapped paragraph; ``bullet`` hangs the lines after a bullet mark."""

    text: str
    colour: palette.Colour = palette.TEXT
    size: int = 16
    bold: bool = False
    bullet: bool = False
    indent: int = 0


@dataclass(frozen=True)
class Gap:
    """Vertical space in px at 100 %."""

    px: int = 8


@dataclass(frozen=True)
class Column:
    """A table column: ``wrap`` columns share whatever width the others leave."""

    title: str
    align: str = "left"
    wrap: bool = False


@dataclass(frozen=True)
class Table:
    """Rows of cells under a header; ``dim_rows`` are drawn greyed (e.g. add-on stands)."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    size: int = 15
    dim_rows: frozenset[int] = field(default_factory=frozenset)


Block = Heading | Para | Gap | Table


def wrap(line: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break ``line`` into lines no wider than ``width`` px (a single over-long word stays whole)."""
    out: list[str] = []
    for para in line.split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            trial = w if not cur else f"{cur} {w}"
            if font.size(trial)[0] <= width or not cur:
                cur = trial
            else:
                out.append(cur)
                cur = w
        out.append(cur)
    return out


def _heading_style(level: int) -> tuple[int, palette.Colour, int]:
    """(font size, colour, space above) for a heading level, at 100 %."""
    if level <= 1:
        return 26, GOLD, 4
    if level == 2:
        return 20, palette.TEXT, 16
    return 16, palette.TEXT_DIM, 10


class _Writer:
    def __init__(self, width: int, m: Metrics) -> None:
        self.width = width
        self.m = m
        # (y, callable(surface)) pairs, painted once the height is known.
        self.ops: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.rects: list[tuple[pygame.Rect, palette.Colour, int]] = []
        self.y = 0

    def heading(self, b: Heading) -> None:
        size, colour, above = _heading_style(b.level)
        if self.y > 0:
            self.y += self.m(above)
        f = text.font(self.m.font(size), True)
        for ln in wrap(b.text, f, self.width):
            img = f.render(ln, True, colour)
            self.ops.append((img, (0, self.y)))
            self.y += img.get_height()
        if b.level <= 2:
            self.y += self.m(3)
            self.rects.append(
                (pygame.Rect(0, self.y, self.width, max(1, self.m(1))), RULE if b.level == 2 else GOLD, 0)
            )
            self.y += self.m(6)
        else:
            self.y += self.m(4)

    def para(self, b: Para) -> None:
        f = text.font(self.m.font(b.size), b.bold)
        indent = self.m(b.indent)
        hang = f.size("•  ")[0] if b.bullet else 0
        lines = wrap(b.text, f, max(20, self.width - indent - hang))
        for i, ln in enumerate(lines):
            if b.bullet and i == 0:
                self.ops.append((f.render("•", True, GOLD), (indent, self.y)))
            img = f.render(ln, True, b.colour)
            self.ops.append((img, (indent + hang, self.y)))
            self.y += f.get_linesize()
        self.y += self.m(4)

    def table(self, b: Table) -> None:
        f = text.font(self.m.font(b.size))
        fb = text.font(self.m.font(b.size), True)
        pad = self.m(10)
        ncol = len(b.columns)
        natural = [fb.size(c.title)[0] for c in b.columns]
        for row in b.rows:
            for i in range(ncol):
                cell = row[i] if i < len(row) else ""
                natural[i] = max(natural[i], max((f.size(p)[0] for p in cell.split("\n")), default=0))
        widths = [w + pad for w in natural]
        wraps = [i for i, c in enumerate(b.columns) if c.wrap]
        total = sum(widths)
        if total > self.width and wraps:
            # The room left is shared among the wrapping columns, narrowest first: one that needs less than an
            # equal share keeps its own width and leaves the rest to the others (a long troop name, long notes).
            room = self.width - sum(w for i, w in enumerate(widths) if i not in wraps)
            narrow_first = sorted(wraps, key=lambda i: widths[i])
            for n, i in enumerate(narrow_first):
                widths[i] = min(widths[i], max(self.m(80), room // (len(narrow_first) - n)))
                room -= widths[i]
        elif wraps and wraps[-1] == ncol - 1 and total < self.width:
            # A wrapping last column takes the slack, so long texts keep to fewer lines.
            widths[-1] += self.width - total
        xs = [sum(widths[:i]) for i in range(ncol)]
        line_h = f.get_linesize()

        def put(cells: Sequence[str], font: pygame.font.Font, colour: palette.Colour) -> int:
            h = 0
            for i, col in enumerate(b.columns):
                cell = cells[i] if i < len(cells) else ""
                lines = wrap(cell, font, widths[i] - pad) if col.wrap else cell.split("\n")
                for k, ln in enumerate(lines):
                    img = font.render(ln, True, colour)
                    x = xs[i] + widths[i] - pad - img.get_width() if col.align == "right" else xs[i]
                    self.ops.append((img, (x, self.y + k * line_h)))
                h = max(h, len(lines) * line_h)
            return h

        h = put([c.title for c in b.columns], fb, palette.TEXT_DIM)
        self.y += h + self.m(2)
        self.rects.append((pygame.Rect(0, self.y, min(self.width, sum(widths)), max(1, self.m(1))), RULE, 0))
        self.y += self.m(4)
        for r, row in enumerate(b.rows):
            top = self.y
            colour = palette.TEXT_DIM if r in b.dim_rows else palette.TEXT
            # Reserve the stripe first so it lands under the row's text.
            stripe_index = len(self.rects)
            if r % 2 == 1:
                self.rects.append((pygame.Rect(0, 0, 0, 0), STRIPE, 0))
            h = put(row, f, colour)
            if r % 2 == 1:
                self.rects[stripe_index] = (
                    pygame.Rect(-self.m(4), top - self.m(2), min(self.width, sum(widths)) + self.m(4), h + self.m(4)),
                    STRIPE,
                    self.m(3),
                )
            self.y += h + self.m(4)
        self.y += self.m(6)


def render(blocks: Sequence[Block], width: int, m: Metrics) -> pygame.Surface:
    """Lay ``blocks`` out ``width`` px wide into a transparent surface as tall as they need."""
    w = _Writer(max(60, width), m)
    for b in blocks:
        if isinstance(b, Heading):
            w.heading(b)
        elif isinstance(b, Para):
            w.para(b)
        elif isinstance(b, Gap):
            w.y += m(b.px)
        elif isinstance(b, Table):
            w.table(b)
    surf = pygame.Surface((w.width + m(8), max(1, w.y)), pygame.SRCALPHA)
    for rect, colour, radius in w.rects:
        pygame.draw.rect(surf, colour, rect.move(m(4), 0), border_radius=radius)
    surf.fblits([(img, (x + m(4), y)) for img, (x, y) in w.ops])
    return surf


def plain_text(blocks: Sequence[Block]) -> str:
    """The words of a document, one block or row a line (for tests and for copying)."""
    out: list[str] = []
    for b in blocks:
        if isinstance(b, Heading | Para):
            out.append(b.text)
        elif isinstance(b, Table):
            out.append(" | ".join(c.title for c in b.columns))
            out.extend(" | ".join(row) for row in b.rows)
    return "\n".join(out)


class DocPane:
    """A scrolling view of a rendered document inside ``rect``."""

    def __init__(self, rect: pygame.Rect, m: Metrics, blocks: Sequence[Block] = ()) -> None:
        self.rect = pygame.Rect(rect)
        self.m = m
        self.blocks: list[Block] = []
        self.surface: pygame.Surface | None = None
        self.offset = 0
        self.set_blocks(blocks)

    def set_blocks(self, blocks: Sequence[Block], keep_scroll: bool = False) -> None:
        self.blocks = list(blocks)
        self.surface = render(self.blocks, self.rect.width - self.m(18), self.m)
        self.offset = self._clamped(self.offset if keep_scroll else 0)

    @property
    def text(self) -> str:
        return plain_text(self.blocks)

    @property
    def max_offset(self) -> int:
        h = self.surface.get_height() if self.surface else 0
        return max(0, h - self.rect.height)

    def _clamped(self, v: int) -> int:
        return max(0, min(self.max_offset, v))

    def scroll(self, dy: int) -> bool:
        """Scroll by ``dy`` px (positive: further down the text); True if the view moved."""
        new = self._clamped(self.offset + dy)
        moved = new != self.offset
        self.offset = new
        return moved

    def handle(self, e: pygame.event.Event, pointer: tuple[int, int] | None, keys: bool = True) -> bool:
        """Wheel over the pane, or (with ``keys``) PgUp/PgDn/Home/End/arrows scroll it; True if it moved."""
        if e.type == pygame.MOUSEWHEEL and (pointer is None or self.rect.collidepoint(pointer)):
            return self.scroll(-round(e.y * self.m(48)))
        if keys and e.type == pygame.KEYDOWN:
            page = max(self.m(40), self.rect.height - self.m(60))
            step = {
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_DOWN: self.m(40),
                pygame.K_UP: -self.m(40),
                pygame.K_END: 1 << 30,
                pygame.K_HOME: -(1 << 30),
            }.get(e.key)
            if step is not None:
                return self.scroll(step)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.surface is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        surface.blit(self.surface, (self.rect.x, self.rect.y - self.offset))
        surface.set_clip(clip)
        if self.max_offset > 0:
            # A slim bar on the right shows where in the text the view is.
            track = pygame.Rect(self.rect.right - self.m(6), self.rect.y, self.m(5), self.rect.height)
            pygame.draw.rect(surface, STRIPE, track, border_radius=self.m(3))
            total = self.surface.get_height()
            h = max(self.m(24), round(track.height * self.rect.height / total))
            y = track.y + round((track.height - h) * self.offset / self.max_offset)
            pygame.draw.rect(surface, RULE, (track.x, y, track.width, h), border_radius=self.m(3))
