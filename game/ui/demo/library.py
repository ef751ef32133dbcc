"""The library of rules demos: every demo by rule area; pick one to read its paragraph, then play it.

Opened from the main menu ("Rules demos"). The list is on the left, grouped under the rule areas; the
chosen demo's title, paragraph and rules shown on the right, with "Play this demo" (Enter) and "Attract
loop" (L), which plays every demo in turn, full screen, until a key is pressed.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import ArmyList
from game.data.demos import Demo, demo_groups, point_title
from game.ui import palette, text
from game.ui.demo.deck import DemoDeck
from game.ui.doc import Block, DocPane, Gap, Heading, Para
from game.ui.scene import Scene
from game.ui.widgets import Kit


class DemoLibrary(Scene):
    """Choose a demo."""

    title = "Rules demos"
    design_size = (900, 600)

    def __init__(self, demos: list[Demo], armies: dict[str, ArmyList]) -> None:
        super().__init__()
        self.demos = demos
        self.armies = armies
        self.chosen = demos[0] if demos else None
        self.pane: DocPane | None = None
        self.decks: dict[str, DemoDeck] = {}
        self.buttons: dict[str, Any] = {}
        # Where each demo's button sits in the scrolled list, and the list, to bring the chosen one into view.
        self.rows: dict[str, int] = {}
        self.scroller: Any = None
        self.inner = 1

    def deck(self, demo: Demo) -> DemoDeck:
        """A fresh deck for ``demo`` (its script is played through the rules once and kept)."""
        known = self.decks.get(demo.name)
        if known is None:
            known = self.decks[demo.name] = DemoDeck.load(demo, self.armies)
        return DemoDeck(demo, known.run)

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        kit.label(
            pygame.Rect(m(24), m(14), w - m(48), m(54)), "Rules demos: watch each rule at work", object_id="#heading"
        )
        lw = min(m(520), w // 2 - m(30))
        top = m(80)
        groups = demo_groups(self.demos)
        rows = len(groups) + len(self.demos)
        row = m(36)
        self.inner = rows * row + m(10)
        scroller = self.scroller = kit.scroller(pygame.Rect(m(20), top, lw, h - top - m(90)), self.inner)
        c = scroller.get_container()
        y = 0
        for heading, here in groups:
            kit.label(
                pygame.Rect(m(4), y, lw - m(40), row),
                _fitted(heading, lw - m(48), m),
                object_id="#heading",
                container=c,
            )
            y += row
            for d in here:
                self.buttons[d.name] = kit.button(
                    pygame.Rect(m(14), y + m(2), lw - m(50), row - m(4)),
                    d.title,
                    lambda d=d: self.choose(d),
                    selected=d is self.chosen,
                    container=c,
                )
                self.rows[d.name] = y
                y += row
        if self.chosen is not None:
            self.reveal(self.chosen)
        rx = m(40) + lw
        self.pane = DocPane(pygame.Rect(rx, top, w - rx - m(20), h - top - m(90)), m, self._about())
        bh = m(50)
        kit.button(
            pygame.Rect(rx, h - m(74), m(320), bh),
            "Play this demo",
            self.play,
            key=pygame.K_RETURN,
            object_id="#primary",
            enabled=self.chosen is not None,
        )
        kit.button(
            pygame.Rect(rx + m(332), h - m(74), m(250), bh),
            "Attract loop",
            self.loop,
            key=pygame.K_l,
            tooltip="Every demo in turn, full screen, until a key is pressed: for a club table.",
        )
        kit.button(pygame.Rect(m(20), h - m(74), m(200), bh), "Back", self.back, key=pygame.K_ESCAPE, show_key="none")

    def _about(self) -> list[Block]:
        d = self.chosen
        if d is None:
            return [Para("No demos are installed.", colour=palette.TEXT_DIM)]
        out: list[Block] = [Heading(d.title, 2), Para(d.area_title, colour=palette.TEXT_DIM, size=15), Para(d.summary)]
        if d.rules_line:
            out.append(Para(d.rules_line, size=15))
        out += [Gap(6), Heading("The rules shown", 3)]
        out += [Para(point_title(p), size=15, bullet=True) for p in d.points]
        out += [Gap(6), Para(f"{d.steps} steps.", colour=palette.TEXT_DIM, size=14)]
        return out

    def choose(self, demo: Demo) -> None:
        """Show ``demo``'s paragraph; the list stays as it was scrolled (no rebuild, only the highlight moves)."""
        old = self.buttons.get(self.chosen.name) if self.chosen is not None else None
        if old is not None:
            old.unselect()
        self.chosen = demo
        new = self.buttons.get(demo.name)
        if new is not None:
            new.select()
        if self.pane is not None:
            self.pane.set_blocks(self._about())
        self.reveal(demo)
        self.dirty = True

    def reveal(self, demo: Demo) -> None:
        """Scroll the list so ``demo``'s button shows (a module's demos sit far below the rule areas)."""
        bar = getattr(self.scroller, "vert_scroll_bar", None)
        y = self.rows.get(demo.name)
        if bar is None or y is None:
            return
        shown = self.scroller.rect.height
        start = bar.start_percentage * self.inner
        if start <= y <= start + shown - self.m(40):
            return
        bar.set_scroll_from_start_percentage(max(0.0, y - self.m(40)) / self.inner)

    def handle(self, e: pygame.event.Event) -> bool:
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None, keys=False):
            self.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.pane is not None:
            self.pane.draw(surface)

    def play(self) -> None:
        from game.ui.demo.player import DemoPlayer

        if self.chosen is not None and self.app is not None:
            self.app.push(DemoPlayer([self.chosen], self.deck))

    def loop(self) -> None:
        from game.ui.demo.player import DemoPlayer

        if self.demos and self.app is not None:
            self.app.push(DemoPlayer(list(self.demos), self.deck, attract=True))


def _fitted(heading: str, width: int, m: Any) -> str:
    """A group heading as it fits the list: a long module title drops the "Optional rules:" before it (the
    demo's own page says it); "Optional rules: Warhammer 8th characters" is wider than the list."""
    if text.font(m.font(21), True).size(heading)[0] <= width - m(60) or not heading.startswith("Optional rules: "):
        return heading
    return heading.removeprefix("Optional rules: ")
