"""The demo player: the table with every step played and animated, a caption panel, presenter controls.

The table is the battle screen's (``BattleView``, pieces sliding with ``Slides``); over it the step's
geometry (``geometry.draw_step``). On the right the caption says what is done and why. Along the bottom
the controls, each with the keys a presenter's clicker sends: Page Down, Space or the right arrow for the
next step; Page Up or the left arrow for the one before; P plays the steps one after another at the
chosen pace (T changes it); C opens the chapters; F11 full screen; B (or the full stop) blanks the
screen until the next key; Esc goes back to the library.

Given a playlist and ``attract=True`` it is the attract loop: it plays every demo in turn, full screen,
and any key or click leaves it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import GameState
from game.data.demos import Demo
from game.ui import palette, text
from game.ui.battle import overlays
from game.ui.battle.animation import Slides
from game.ui.battle.cards import card_for, draw_floating
from game.ui.battle.paint import fit
from game.ui.battle.view import BattleView
from game.ui.demo import caption, framing, geometry, marks, tray
from game.ui.demo.deck import DemoDeck
from game.ui.doc import GOLD, Block, DocPane, Para
from game.ui.scene import Scene
from game.ui.widgets import Kit

# Seconds each step stays on screen when playing, by pace.
PACES: dict[str, float] = {"slow": 9.0, "normal": 6.0, "fast": 3.0}
# At the end of a demo in the attract loop, this long before the next one starts.
END_DWELL = 4.0
NEXT_KEYS = (pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_n)
BACK_KEYS = (pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_BACKSPACE)
BLANK_KEYS = (pygame.K_b, pygame.K_PERIOD)
HINT = "Page Down / Space: next · Page Up: back · P: play · C: chapters · B: blank · F11: full screen · Esc: library"


class DemoPlayer(Scene):
    """Plays ``playlist[0]`` (and, in the attract loop, the rest in turn)."""

    design_size = (1100, 680)

    def __init__(
        self,
        playlist: list[Demo],
        load: Callable[[Demo], DemoDeck],
        *,
        attract: bool = False,
        pace: str = "normal",
    ) -> None:
        super().__init__()
        self.playlist = playlist
        self.load = load
        self.attract = attract
        self.pace = pace
        self.current = 0
        self.deck = load(playlist[0])
        self.title = "Rules demos" if not attract else "Rules demos: attract loop"
        self.view: BattleView | None = None
        self.slides = Slides(self.deck.state)
        self.pane: DocPane | None = None
        self.playing = attract
        self.blank = False
        self.chapters_open = False
        self.wait = 0.0
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.bar_rect = pygame.Rect(0, 0, 1, 1)
        self.buttons: dict[str, object] = {}
        self.chapter_kit: Kit | None = None
        self._shown = -1
        self._framed: tuple[object, ...] = ()
        # Whether the window was full screen before the attract loop made it so (put back on leaving).
        self._was_full: bool | None = None
        # Seconds per step, settable by tests (the pace's value unless set).
        self.step_secs: float | None = None
        self.demos_played = 0
        # Whether the attract loop has made the window full screen.
        self.full = False

    # ------------------------------------------------------------------ layout
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        head = m(46)
        bar = 0 if self.attract else m(58)
        pw = max(m(360), min(m(560), int(w * 0.34)))
        self.table_rect = pygame.Rect(0, head, w - pw, h - head - bar)
        self.panel_rect = pygame.Rect(w - pw, head, pw, h - head - bar)
        self.bar_rect = pygame.Rect(0, h - bar, w, bar)
        if self.view is None:
            self.view = BattleView(self.deck.state, self.table_rect)
        else:
            self.view.set_rect(self.table_rect)
        self.view.hint = (
            "Any key or click: back to the menu"
            if self.attract
            else "Point at a piece: its card · Wheel: zoom · Right-drag: pan · F: frame the pieces"
        )
        framed = (id(self.deck), tuple(self.table_rect))
        if self._framed != framed:
            framing.frame(self.view.camera, self.deck)
            self._framed = framed
        pad = m(14)
        self.pane = DocPane(self.panel_rect.inflate(-2 * pad, -2 * pad), m)
        self._shown = -1
        self.buttons = {}
        if not self.attract:
            self._build_bar(kit)
        if self.chapters_open:
            self._build_chapters()

    def _build_bar(self, kit: Kit) -> None:
        m = self.m
        r = self.bar_rect
        bh = m(42)
        y = r.y + (r.height - bh) // 2
        specs = [
            ("back", "Back (PgUp)", self.back_step, pygame.K_PAGEUP, m(150)),
            ("play", "Pause (P)" if self.playing else "Play (P)", self.toggle_play, pygame.K_p, m(130)),
            ("next", "Next (PgDn)", self.next_step, pygame.K_PAGEDOWN, m(175)),
            ("pace", f"Pace: {self.pace} (T)", self.cycle_pace, pygame.K_t, m(170)),
            ("chapters", "Chapters (C)", self.toggle_chapters, pygame.K_c, m(160)),
            ("full", "Full screen (F11)", self.toggle_full, pygame.K_F11, m(180)),
            ("library", "Library (Esc)", self.back, None, m(160)),
        ]
        # A clicker's "start the show" key plays too.
        also = {"play": (pygame.K_F5,)}
        # On a narrow window the buttons narrow together rather than run off the edge.
        gap = m(8)
        room = r.width - 2 * m(12) - gap * (len(specs) - 1)
        fit = min(1.0, room / sum(spec[4] for spec in specs))
        x = m(12)
        for name, label, action, key, full_width in specs:
            bw = int(full_width * fit)
            self.buttons[name] = kit.button(
                pygame.Rect(x, y, bw, bh),
                label,
                action,
                key=key,
                also=also.get(name, ()),
                show_key="none",
                object_id="#primary" if name == "next" else None,
                enabled=not (name == "back" and self.deck.index == 0)
                and not (name == "next" and self.deck.at_end),
            )
            x += bw + gap

    def _build_chapters(self) -> None:
        assert self.app is not None
        if self.chapter_kit is not None:
            self.chapter_kit.kill()
        m = self.m
        kit = self.chapter_kit = Kit(self.app.ui, m)
        items = self.deck.chapters()
        bh = m(34)
        w = min(self.table_rect.width - m(40), m(720))
        h = min(self.table_rect.height - m(40), len(items) * (bh + m(4)) + m(60))
        box = pygame.Rect(self.table_rect.x + m(20), self.table_rect.y + m(20), w, h)
        panel = kit.panel(box, object_id="#dialog", layer=30)
        c = panel.get_container()
        kit.label(pygame.Rect(m(12), m(8), w - m(24), m(30)), "Chapters: click one to go there", object_id="#heading", container=c)
        # A long demo's chapters scroll inside the panel rather than being cut off.
        inner = len(items) * (bh + m(4))
        scroller = kit.scroller(pygame.Rect(m(6), m(44), w - m(18), h - m(52)), inner, container=c)
        sc = scroller.get_container()
        bw = w - m(18) - m(30)
        for i, (n, title) in enumerate(items):
            label = f"{n}. {title}" if n else title
            kit.button(pygame.Rect(m(6), i * (bh + m(4)), bw, bh), label, lambda n=n: self.jump(n), container=sc)

    # ------------------------------------------------------------------ controls
    def _changed(self, events: bool) -> None:
        assert self.view is not None
        step = self.deck.step
        if step is None:
            framing.frame(self.view.camera, self.deck)
        else:
            # The view follows the step: a fight of two units fills the table area instead of a corner of it.
            framing.focus(self.view.camera, self.deck.before, self.deck.state, geometry.actors(step, self.deck.events))
        speed = self.app.settings.animation_speed if self.app is not None else "off"
        self.slides.follow(self.deck.events if events else [], self.deck.state, speed)
        self.view.state = self.deck.state
        self.view.hover = None
        self.wait = 0.0
        self.refresh()

    def next_step(self) -> None:
        if self.deck.forward():
            self._changed(True)

    def back_step(self) -> None:
        if self.deck.back():
            self._changed(False)

    def jump(self, index: int) -> None:
        self.deck.goto(index)
        self.chapters_open = False
        self._close_chapters()
        self._changed(False)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.wait = 0.0
        self.refresh()

    def cycle_pace(self) -> None:
        order = list(PACES)
        self.pace = order[(order.index(self.pace) + 1) % len(order)]
        self.refresh()

    def toggle_chapters(self) -> None:
        self.chapters_open = not self.chapters_open
        if self.chapters_open:
            self._build_chapters()
        else:
            self._close_chapters()
        self.dirty = True

    def _close_chapters(self) -> None:
        if self.chapter_kit is not None:
            self.chapter_kit.kill()
            self.chapter_kit = None

    def toggle_full(self) -> None:
        if self.app is not None:
            self.app.set_fullscreen(not self.app.settings.fullscreen)

    def back(self) -> None:
        if self.chapters_open:
            self.toggle_chapters()
            return
        if self.app is not None:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if self.attract:
            if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.back()
                return True
            return False
        if self.blank:
            if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.blank = False
                self.dirty = True
                return True
            return False
        if self.chapter_kit is not None and self.chapter_kit.dispatch(e):
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN:
            return self._key(e.key)
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None, keys=False):
            self.dirty = True
            return True
        if self.view is not None and e.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pointer = self.app.pointer if self.app is not None else None
            if e.type == pygame.MOUSEWHEEL and not self.table_rect.collidepoint(pointer or (0, 0)):
                return False
            self.view.handle(e)
            self.dirty = self.dirty or self.view.dirty
            return True
        return False

    def _key(self, key: int) -> bool:
        if key in NEXT_KEYS:
            self.next_step()
        elif key in BACK_KEYS:
            self.back_step()
        elif key in BLANK_KEYS:
            self.blank = True
            self.dirty = True
        elif key == pygame.K_HOME:
            self.jump(0)
        elif key == pygame.K_END:
            self.jump(self.deck.total)
        elif key == pygame.K_f and self.view is not None:
            framing.frame(self.view.camera, self.deck)
            self.dirty = True
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.pane is not None:
            self.pane.scroll(self.m(60) * (1 if key == pygame.K_DOWN else -1))
            self.dirty = True
        else:
            return False
        return True

    # ------------------------------------------------------------------ time
    def on_enter(self) -> None:
        if self.attract and self.app is not None and self._was_full is None:
            self._was_full = self.app.settings.fullscreen
            if not self._was_full:
                self._window(True)

    def on_exit(self) -> None:
        if self.attract and self.app is not None and self._was_full is False:
            self._was_full = None
            self._window(False)

    def _window(self, full: bool) -> None:
        """Full screen for the loop and back, without touching the player's saved setting: a loop left
        running when the program is closed must not leave the game opening full screen next time."""
        app = self.app
        assert app is not None
        app.screen = app._open_window(full)
        for ui in app._uis.values():
            ui.set_window_resolution(app.size)
        self.full = full
        if app.top is self:
            # Entering: the loop's own widgets follow the new size. Leaving, the screen below is built next.
            app.rebuild()

    @property
    def animating(self) -> bool:
        return self.slides.active or self.playing

    def update(self, dt: float) -> None:
        if not self.playing or self.slides.active or self.blank:
            return
        self.wait += dt
        secs = self.step_secs if self.step_secs is not None else PACES[self.pace]
        if not self.deck.at_end:
            if self.wait >= secs:
                self.next_step()
            return
        if self.attract and self.wait >= (END_DWELL if self.step_secs is None else secs):
            self._next_demo()
        elif not self.attract:
            self.playing = False
            self.refresh()

    def _next_demo(self) -> None:
        """The attract loop moves on to the next demo of the playlist."""
        self.demos_played += 1
        self.current = (self.current + 1) % len(self.playlist)
        self.deck = self.load(self.playlist[self.current])
        self.slides = Slides(self.deck.state)
        if self.view is not None:
            self.view.state = self.deck.state
            framing.frame(self.view.camera, self.deck)
            self._framed = (id(self.deck), tuple(self.table_rect))
        self.wait = 0.0
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def caption_blocks(self) -> list[Block]:
        d = self.deck
        step = d.step
        if step is None:
            return caption.setup_blocks(d.demo, d.total, d.state)
        return [
            Para(turn_words(d.state), colour=palette.TEXT_DIM, size=14),
            *caption.step_blocks(d.demo, step, d.total, d.before, d.events),
        ]

    @property
    def caption_text(self) -> str:
        """Everything the caption panel says now (for tests)."""
        from game.ui.doc import plain_text

        return plain_text(self.caption_blocks())

    def draw(self, surface: pygame.Surface) -> None:
        if self.blank:
            surface.fill((0, 0, 0))
            return
        if self.view is None or self.pane is None:
            return
        d = self.deck
        overlays.set_text_scale(self.m.scale)
        over = []
        step = d.step
        cam = self.view.camera
        if step is not None and not self.slides.active:
            over.append(lambda s: geometry.name_tags(s, cam, d.state, geometry.actors(step, d.events)))
            over.append(lambda s: geometry.draw_step(s, cam, d.before, d.state, step, d.events))
            over.append(lambda s: marks.draw_marks(s, cam, d.before, d.state, d.events, geometry.placed()))
        elif step is None:
            # The set-up: every piece named, so the words of the steps can be matched to the table.
            pieces = [u.id for u in d.state.live_units()] + [c.id for c in d.state.live_characters()]
            over.append(lambda s: geometry.name_tags(s, cam, d.state, pieces))
        moving = self.slides.moving()
        if moving:
            artist = self.view.artist
            over.insert(0, lambda s: self.slides.draw(s, d.state, cam, artist))
        # While nothing slides, the table under the step's drawing is kept and only blitted again.
        key = None if moving else ("demo", id(d), d.version)
        self.view.draw_battle(surface, (), over, hover=True, key=key, skip=moving)
        if step is not None and not self.slides.active:
            tray.draw_tray(surface, self.table_rect, d.events, self.m)
        self._hover_card(surface)
        self._draw_header(surface)
        pygame.draw.rect(surface, palette.HEADER_BG, self.panel_rect)
        pygame.draw.line(surface, palette.HEADER_RULE, self.panel_rect.topleft, self.panel_rect.bottomleft, 2)
        if self._shown != d.version:
            self.pane.set_blocks(self.caption_blocks())
            self._shown = d.version
        self.pane.draw(surface)
        if self.bar_rect.height:
            pygame.draw.rect(surface, palette.HEADER_BG, self.bar_rect)
            hint = text.render(HINT, self.m.font(12), palette.TEXT_DIM)
            x = self.bar_rect.right - hint.get_width() - self.m(12)
            if x > self.m(1240):
                surface.blit(hint, (x, self.bar_rect.centery - hint.get_height() // 2))

    def _hover_card(self, surface: pygame.Surface) -> None:
        """The card of the piece under the pointer, as in a battle: a character's Command and Attack bonus,
        a unit's stat line; what a presenter points at while talking about game values."""
        v = self.view
        if v is None or self.attract or v.hover is None or not v.over_table(v.pointer) or v.pointer is None:
            return
        card = card_for(self.deck.state, v.hover)
        if card is not None:
            draw_floating(surface, card, v.pointer, self.m, self.table_rect)

    def _draw_header(self, surface: pygame.Surface) -> None:
        m = self.m
        w = surface.get_width()
        r = pygame.Rect(0, 0, w, self.table_rect.y)
        pygame.draw.rect(surface, palette.HEADER_BG, r)
        d = self.deck
        where = "Set-up" if d.index == 0 else f"Step {d.index} of {d.total}"
        if d.at_end and d.total:
            where += " · the end"
        state = "playing" if self.playing else "paused"
        extra = "any key: back to the menu" if self.attract else f"{state}, {self.pace}"
        right = text.render(f"{where}  ·  {extra}", m.font(16), palette.TEXT)
        rx = w - right.get_width() - m(14)
        surface.blit(right, (rx, r.centery - right.get_height() // 2))
        # In a small window the rule area gives way first, then the title is cut: never under the step.
        room = rx - m(14) - m(24)
        title = d.demo.title if d.demo.title == d.demo.area_title else f"{d.demo.area_title} — {d.demo.title}"
        if text.font(m.font(20), True).size(title)[0] > room:
            title = d.demo.title
        left = fit(title, m.font(20), room, GOLD, True)
        surface.blit(left, (m(14), r.centery - left.get_height() // 2))
        # Where the game is in its turn: what a newcomer loses first when the steps move on.
        st = d.state
        turn = text.render(turn_words(st), m.font(16), palette.TEXT)
        room = (m(14) + left.get_width() + m(30), rx - m(30))
        # Only where it fits: the caption panel's first line says it too.
        if room[1] - room[0] >= turn.get_width():
            x = max(room[0], min(room[1] - turn.get_width(), self.table_rect.centerx - turn.get_width() // 2))
            surface.blit(turn, (x, r.centery - turn.get_height() // 2))


def turn_words(st: GameState) -> str:
    """Whose turn it is, and which phase and step, in a line."""
    if st.result is not None:
        return f"Turn {st.turn}: the battle is over"
    return f"Turn {st.turn}, {st.sides[st.active].name}: {st.phase} phase, {st.step.replace('_', ' ')}"
