"""The side panel's flow layout: wrapped text, live status lines and buttons, top to bottom.

A tool (or the card of the selection) fills a ``Panel`` when the panel is rebuilt (after a click, an
action or a resize); text is wrapped and rendered then and drawn from cache every frame. ``live``
reserves a few lines whose words are asked for at draw time: a ghost dragged across the table changes
its verdict on every motion without rebuilding any widget.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import palette, text
from game.ui.battle.paint import fit
from game.ui.theme import Metrics
from game.ui.widgets import Kit, shortened, text_room

Colour = tuple[int, int, int]
GOOD: Colour = (120, 214, 132)
BAD: Colour = (244, 120, 104)
GOLD: Colour = (236, 198, 84)
STYLES: dict[str, tuple[Colour, bool]] = {
    "": (palette.TEXT, False),
    "dim": (palette.TEXT_DIM, False),
    "head": (palette.TEXT, True),
    "good": (GOOD, False),
    "bad": (BAD, False),
    "gold": (GOLD, True),
}
LiveLines = Callable[[], Sequence[tuple[str, str]]]


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``words`` into lines no wider than ``width`` px at ``size`` (a too-long word gets its own line)."""
    font = text.font(size, bold)
    out: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                out.append(line)
                line = word
            else:
                line = trial
        out.append(line)
    return out


class Panel:
    """Lays out one rebuild of the side panel inside ``rect``."""

    def __init__(self, rect: pygame.Rect, m: Metrics, kit: Kit | None) -> None:
        self.rect = rect
        self.m = m
        self.kit = kit
        self.pad = m(12)
        self.y = rect.y + m(10)
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.rules: list[int] = []
        self.lives: list[tuple[pygame.Rect, LiveLines, int]] = []
        self.shields: list[tuple[int, pygame.FRect]] = []
        self._surf: pygame.Surface | None = None
        self.buttons: dict[str, Any] = {}
        # The key of the one default (gold) button: a later one asking for gold is drawn plain.
        self.default: str | None = None
        # Every line of words put on the panel, in order: what tests read, and a record of what was shown.
        self.lines: list[str] = []

    @property
    def width(self) -> int:
        return self.rect.width - 2 * self.pad

    def room(self) -> int:
        return self.rect.bottom - self.y - self.m(8)

    def space(self, px: int = 6) -> None:
        self.y += self.m(px)

    def rule(self) -> None:
        """A thin line between sections."""
        self.space(4)
        self.rules.append(self.y)
        self.space(6)

    def text(self, words: str, style: str = "", size: int = 14, indent: int = 0) -> None:
        """Wrapped words in a style ("", "dim", "head", "good", "bad", "gold")."""
        colour, bold = STYLES.get(style, STYLES[""])
        px = self.m.font(size)
        x = self.rect.x + self.pad + self.m(indent)
        for line in wrap(words, px, self.width - self.m(indent), bold):
            img = text.render(line, px, colour, bold)
            self.items.append((img, (x, self.y)))
            self.y += img.get_height() + self.m(1)
        self.lines.append(words)

    def heading(self, words: str) -> None:
        self.text(words, "head", 16)
        self.space(2)

    def titled(self, words: str, side: int | None) -> None:
        """A card's title with its side's shield before it, so whose piece it is reads without colour."""
        if side is None:
            self.text(words, "head", 16)
            return
        px = self.m.font(16)
        self.shields.append((side, pygame.FRect(self.rect.x + self.pad, self.y + 1, px * 0.8, px)))
        img = text.render(words, px, palette.TEXT, True)
        self.items.append((img, (self.rect.x + self.pad + round(px * 0.8) + self.m(6), self.y)))
        self.y += img.get_height() + self.m(1)
        self.lines.append(words)

    def marked(self, words: str, side: int, style: str = "", size: int = 14) -> None:
        """Wrapped words after a small shield of ``side`` (whose line it is, not by colour alone)."""
        colour, bold = STYLES.get(style, STYLES[""])
        px = self.m.font(size)
        icon = round(px * 0.75) + self.m(5)
        self.shields.append((side, pygame.FRect(self.rect.x + self.pad, self.y + 1, px * 0.75, px * 0.9)))
        x = self.rect.x + self.pad + icon
        for line in wrap(words, px, self.width - icon, bold):
            img = text.render(line, px, colour, bold)
            self.items.append((img, (x, self.y)))
            self.y += img.get_height() + self.m(1)
        self.lines.append(words)

    def pair(self, left: str, right: str, style: str = "", size: int = 14) -> None:
        """A label with a value at the right edge (a modifier and its number)."""
        colour, bold = STYLES.get(style, STYLES[""])
        px = self.m.font(size)
        value = text.render(right, px, colour, True)
        room = self.width - value.get_width() - self.m(8)
        lines = wrap(left, px, room, bold)
        y0 = self.y
        for line in lines:
            img = text.render(line, px, colour, bold)
            self.items.append((img, (self.rect.x + self.pad, self.y)))
            self.y += img.get_height() + self.m(1)
        self.items.append((value, (self.rect.right - self.pad - value.get_width(), y0)))
        self.lines.append(f"{left}: {right}")

    def live(self, lines: LiveLines, count: int, size: int = 14) -> None:
        """Reserve ``count`` lines whose words ``lines()`` gives at draw time (style, words)."""
        h = count * (self.m.font(size) + self.m(5))
        self.lives.append((pygame.Rect(self.rect.x + self.pad, self.y, self.width, h), lines, size))
        self.y += h

    def button(
        self,
        key_name: str,
        label: str,
        action: Callable[[], None],
        *,
        key: int | None = None,
        also: Sequence[int] = (),
        tooltip: str = "",
        enabled: bool = True,
        primary: bool = False,
        width: float = 1.0,
        same_row: bool = False,
        short: str = "",
    ) -> Any:
        """A button across the panel (or a ``width`` fraction of it); ``same_row`` puts it beside the last.
        ``short``: the words shown instead when ``label`` would be cut off (a long unit name)."""
        if self.kit is None:
            return None
        if primary and self.default is not None and self.buttons[self.default].is_enabled:
            primary = False
        elif primary and enabled:
            # A disabled default is drawn grey, not gold: an enabled one asked for later takes its place.
            self.default = key_name
        h = self.m(36)
        if same_row and self.buttons:
            last = list(self.buttons.values())[-1].relative_rect
            x, y = last.right + self.m(6), last.y
            w = self.rect.right - self.pad - x
        else:
            x, y = self.rect.x + self.pad, self.y
            w = round(self.width * width)
            self.y += h + self.m(6)
        b = self.kit.button(
            pygame.Rect(x, y, max(self.m(40), w), h),
            label,
            action,
            key=key,
            also=also,
            show_key="tooltip",
            tooltip=tooltip or label,
            enabled=enabled,
            object_id="#primary" if primary else "#small",
        )
        if short and b.text != label:
            # Cut to fit, the label lost its end: the short words instead (the tooltip keeps the label whole).
            b.set_text(shortened(b, short, text_room(b)))
        self.buttons[key_name] = b
        return b

    def _paint(self) -> pygame.Surface:
        """The panel's fixed words, lines and shields, drawn once into a picture of their own."""
        surf = pygame.Surface(self.rect.size)
        surf.fill(palette.HEADER_BG)
        ox, oy = self.rect.topleft
        pygame.draw.line(surf, palette.HEADER_RULE, (0, 0), (0, self.rect.height))
        for y in self.rules:
            pygame.draw.line(surf, palette.HEADER_RULE, (self.pad, y - oy), (self.rect.width - self.pad, y - oy))
        surf.fblits([(img, (x - ox, y - oy)) for img, (x, y) in self.items])
        for side, r in self.shields:
            palette.draw_shield(surf, side, r.move(-ox, -oy))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self._surf is None:
            self._surf = self._paint()
        surface.blit(self._surf, self.rect.topleft)
        for rect, fn, size in self.lives:
            y = rect.y
            px = self.m.font(size)
            lines = [
                (line, *STYLES.get(style, STYLES[""]))
                for style, words in fn()
                for line in wrap(words, px, rect.width, STYLES.get(style, STYLES[""])[1])
            ]
            for i, (line, colour, bold) in enumerate(lines):
                if y + px > rect.bottom:
                    break
                img = text.render(line, px, colour, bold)
                if i + 1 < len(lines) and y + img.get_height() + self.m(1) + px > rect.bottom:
                    # The last line there is room for, with more to come: an ellipsis says the words go on
                    # (the whole reason is also on the ghost's tag and in the rule's refusal).
                    img = fit(line + " …", px, rect.width, colour, bold)
                surface.blit(img, (rect.x, y))
                y += img.get_height() + self.m(1)
