"""The replay viewer: a logged game shown position by position, read-only.

The table, the dice tray and the battle log are the battle screen's own (``BattleView``, ``DiceTray``,
``LogPanel``), fed with the game as it stood at the position on show, so the tray and the log end where
the position is. The side panel says what the step did and lists the bookmarks. Along the bottom: the
scrub bar (turns and phases marked; click or drag) and the controls, each with its key: Left / Right one
step, Home / End, R next roll, O next failed order, C next combat, K next casualty (with Shift: the one
before), B bookmark, D the debrief of the whole battle, T take over from here, Esc back. Nothing here
changes the game: taking over starts a new one (``takeover.take_over``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import DiceRolled, GameState
from game.ui import palette, text
from game.ui.battle import overlays
from game.ui.battle.animation import Slides
from game.ui.battle.cards import card_for, draw_floating
from game.ui.battle.chronicle import piece_ids
from game.ui.battle.dice_tray import DiceTray, tray_rolls
from game.ui.battle.layout import compute
from game.ui.battle.log_kinds import roll_words
from game.ui.battle.log_panel import LogPanel
from game.ui.battle.paint import fit
from game.ui.battle.view import BattleView
from game.ui.battle.words import action_words
from game.ui.demo import geometry
from game.ui.doc import BAD, GOLD, DocPane, Heading, Para
from game.ui.replay_viewer import scrub
from game.ui.replay_viewer.bookmarks import Bookmarks
from game.ui.replay_viewer.model import JUMPS, Replay
from game.ui.scene import DialogButton, Scene
from game.ui.widgets import Kit

# Seconds of each frame spent reading on through a long battle: the screen stays responsive meanwhile.
READ_SLICE = 0.05
JUMP_KEYS = {"roll": pygame.K_r, "failed": pygame.K_o, "combat": pygame.K_c, "casualty": pygame.K_k}
JUMP_LABELS = {"roll": "Roll", "failed": "Failed order", "combat": "Combat", "casualty": "Casualty"}
HINT = "Point at a piece: its card · Wheel: zoom · Right-drag: pan · Shift + jump key: the one before"


class ReplayViewer(Scene):
    """Shows ``replay``; ``agents`` are the computer opponents on offer for taking over (None: hot-seat only)."""

    title = "Replay"
    design_size = (1200, 720)

    def __init__(self, replay: Replay, agents: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.replay = replay
        self.agents = agents
        self.bookmarks = Bookmarks(replay.path)
        self.state: GameState = replay.state
        self.view: BattleView | None = None
        self.tray = DiceTray(self)
        self.log = LogPanel(self)
        self.pane: DocPane | None = None
        self.header_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.scrub_rect = pygame.Rect(0, 0, 1, 1)
        self.bar_rect = pygame.Rect(0, 0, 1, 1)
        self.buttons: dict[str, Any] = {}
        self.highlighted: tuple[str, ...] = ()
        self.dragging = False
        self.jump_label_at = (0, 0)
        self.scrub_hover: int | None = None
        self._marks = replay.marks()
        # Stepping on one step slides the pieces its events moved, as in a battle; a jump shows the result.
        self.slides = Slides(self.state)
        self._told_damaged = False
        self._follow()
        self._tell_problem()

    # ------------------------------------------------------------------ layout
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        bar_h = m(112)
        lay = compute((w, h - bar_h), m, tray=True, log=True)
        self.header_rect = lay.header
        self.panel_rect = lay.panel
        self.bar_rect = pygame.Rect(0, h - bar_h, w, bar_h)
        # Room above the track for the "go to step" words, inside the bar rather than over the log.
        self.scrub_rect = pygame.Rect(m(24), self.bar_rect.y + m(22), w - m(48), m(36))
        if self.view is None:
            self.view = BattleView(self.state, lay.table)
        else:
            self.view.set_rect(lay.table)
        self.view.hint = HINT
        self.view.set_text_px(m.font(12))
        self.tray.layout(lay.tray or pygame.Rect(0, 0, 0, 0))
        self.log.layout(lay.log or pygame.Rect(0, 0, 0, 0))
        pad = m(12)
        marks_h = min(m(260), lay.panel.height // 3)
        self.pane = DocPane(
            pygame.Rect(lay.panel.x + pad, lay.panel.y + pad, lay.panel.width - 2 * pad,
                        lay.panel.height - marks_h - 2 * pad),
            m,
            self.step_blocks(),
        )
        self._build_bookmarks(kit, pygame.Rect(lay.panel.x + pad, lay.panel.bottom - marks_h, lay.panel.width - 2 * pad,
                                               marks_h - pad))
        self._build_bar(kit)
        if self.bookmarks.problem and not self._told_damaged:
            self._told_damaged = True
            self.open_dialog(
                "The bookmarks of this replay cannot be read",
                f"{self.bookmarks.problem}\n\nThe replay opens without them. The file is kept: a new bookmark "
                "moves it aside (to a name ending .damaged.json) rather than writing over it.",
            )

    def _build_bar(self, kit: Kit) -> None:
        m = self.m
        r = self.bar_rect
        bh = m(40)
        y = r.bottom - bh - m(8)
        rp = self.replay
        specs: list[tuple[str, str, Any, int | None, bool]] = [
            ("start", "|<", lambda: self.goto(0), pygame.K_HOME, rp.index > 0),
            ("back", "< Back", self.back_step, pygame.K_LEFT, rp.index > 0),
            ("next", "Next >", self.next_step, pygame.K_RIGHT, rp.index < rp.total or rp.loading),
        ]
        for kind in JUMPS:
            specs.append((kind, JUMP_LABELS[kind], lambda k=kind: self.jump(k), JUMP_KEYS[kind],
                          rp.loading or rp.next_of(kind) is not None))
        specs += [
            ("bookmark", "Bookmark", self.ask_bookmark, pygame.K_b, True),
            ("debrief", "Debrief", self.open_debrief, pygame.K_d, rp.total > 0 or rp.loading),
            ("takeover", "Take over", self.ask_take_over, pygame.K_t, True),
            ("close", "Close", self.back, pygame.K_ESCAPE, True),
        ]
        tips = {
            "start": "The set-up, before the first step",
            "back": "One step back",
            "next": "One step on",
            "bookmark": "Bookmark this step, with a note",
            "debrief": "Luck and the moments that swung the whole battle",
            "takeover": "Start a new battle from this position, hot-seat or against the computer",
            "close": "Back to the menus",
            **{k: f"The next step with a {JUMPS[k][0]}; Shift: the one before" for k in JUMPS},
        }
        gap = m(6)
        # Each button as wide as its words (keys go in the tooltips): all fit on one row of a small window.
        want = [kit.button_width(s[1], None, "#primary" if s[0] == "takeover" else None) + m(8) for s in specs]
        jump_label = text.render("Jump to:", m.font(14), palette.TEXT_DIM)
        room = r.width - 2 * m(12) - gap * (len(specs) + 1) - jump_label.get_width()
        fit = min(1.0, room / sum(want))
        x = m(12)
        self.buttons = {}
        self.jump_label_at = (0, 0)
        for (name, label, action, key, enabled), full in zip(specs, want, strict=True):
            if name == "roll":
                self.jump_label_at = (x, y + (bh - jump_label.get_height()) // 2)
                x += jump_label.get_width() + gap
            bw = int(full * fit)
            self.buttons[name] = kit.button(
                pygame.Rect(x, y, bw, bh), label, action, key=key, enabled=enabled, tooltip=tips[name],
                show_key="tooltip", object_id="#primary" if name == "takeover" else None,
            )
            x += bw + gap

    def _build_bookmarks(self, kit: Kit, rect: pygame.Rect) -> None:
        m = self.m
        kit.label(pygame.Rect(rect.x, rect.y, rect.width, m(26)), "Bookmarks", object_id="#heading")
        items = self.bookmarks.items
        top = rect.y + m(30)
        if not items:
            words = "None yet. B adds one here." if not self.bookmarks.problem else "None: the file is damaged."
            kit.label(pygame.Rect(rect.x, top, rect.width, m(24)), words, object_id="#hint")
            return
        row = m(36)
        box = kit.scroller(pygame.Rect(rect.x, top, rect.width, rect.bottom - top), len(items) * row)
        for i, b in enumerate(items):
            words = f"Step {b.step}: {b.note or '(no note)'}"
            kit.button(pygame.Rect(0, i * row, rect.width - m(24), row - m(4)), words,
                       lambda s=b.step: self.goto(s), selected=b.step == self.replay.index,
                       tooltip=b.note or None, container=box)

    # ------------------------------------------------------------------ moving
    def goto(self, index: int) -> None:
        one_on = index == self.replay.index + 1
        if self.replay.goto(index):
            self._follow()
            speed = self.app.settings.animation_speed if self.app is not None else "off"
            self.slides.follow(self.replay.step_events if one_on else [], self.state, speed)
            self.refresh()

    @property
    def animating(self) -> bool:
        return self.slides.active

    def next_step(self) -> None:
        if self.replay.index >= self.replay.total and self.replay.more(0):
            self._read_on()  # caught up with the reading: read the next step now
        self.goto(self.replay.index + 1)

    def back_step(self) -> None:
        self.goto(self.replay.index - 1)

    def jump(self, kind: str, backwards: bool = False) -> None:
        step = self.replay.next_of(kind, backwards)
        if step is None and not backwards and self.replay.loading:
            self.read_all()  # the next one may be in the part not read yet
            step = self.replay.next_of(kind, backwards)
        if step is not None:
            self.goto(step)

    # ------------------------------------------------------------------ reading a long battle
    def update(self, dt: float) -> None:
        """Read on between frames while steps of the file are still to be read."""
        if not self.replay.loading:
            return
        # A slice can end just before the step that fails to replay: the next slice then reads nothing but
        # ends the reading, and the player must still be told why.
        if self.replay.more(READ_SLICE) or not self.replay.loading:
            self._read_on()

    def read_all(self) -> None:
        """Read the rest of the file at once (a jump or the debrief needs the whole battle)."""
        if self.replay.loading:
            self.replay.more(float("inf"))
            self._read_on()

    def _read_on(self) -> None:
        rp = self.replay
        self._marks = rp.marks()
        self.dirty = True
        if not rp.loading:
            self.refresh()  # the jump buttons and the debrief now know the whole battle
            self._tell_problem()

    def _tell_problem(self) -> None:
        rp = self.replay
        if rp.problem:
            self.open_dialog(
                f"The file stops replaying after step {rp.total}",
                f"{rp.problem}\n\nThe {rp.total} steps before it replay as saved and can be viewed.",
            )

    def _follow(self) -> None:
        """The table, the tray and the log show the position on show."""
        rp = self.replay
        self.state = rp.state
        if self.view is not None:
            self.view.state = self.state
            self.view.hover = None
        ch = rp.chronicle_now()
        self.tray.chronicle = ch
        self.tray.rolls = tray_rolls(ch, self.state)
        self.tray.offset = 0
        self.tray._surf = None
        self.log.chronicle = ch
        self.log.follow = True
        self.log.selected = None
        self.log._content = None
        ids: list[str] = []
        for e in rp.step_events:
            ids += [i for i in piece_ids(e, self.state) if i not in ids]
        self.highlighted = tuple(ids)

    def highlight(self, ids: Any) -> None:
        """The log's click on a line outlines the pieces it names."""
        self.highlighted = tuple(ids)
        self.dirty = True

    # ------------------------------------------------------------------ bookmarks and taking over
    def ask_bookmark(self) -> None:
        from game.ui.replay_viewer.note_scene import NoteScene

        if self.app is not None:
            old = self.bookmarks.at(self.replay.index)
            self.app.push(NoteScene(self, old.note if old else ""))

    def add_bookmark(self, note: str) -> str | None:
        """Bookmark the position on show; a message if the file could not be written."""
        try:
            self.bookmarks.add(self.replay.index, note)
        except OSError as e:
            return f"The bookmark could not be saved to {self.bookmarks.path}: {e.strerror or e}."
        return None

    def open_debrief(self) -> None:
        """The debrief of the whole logged battle, from the steps already replayed (not a second replay)."""
        from game.replay.debrief import DebriefBuilder
        from game.ui.debrief_screen import DebriefScene

        self.read_all()
        rp = self.replay
        builder = DebriefBuilder(rp.timeline.state_at(0))
        for n in range(1, rp.total + 1):
            why = rp.reasons[n - 1] if n <= len(rp.reasons) else None
            builder.add(n, rp.timeline.actions[n - 1], rp.events[n - 1], rp.timeline.state_at(n), rp.actors[n - 1], why)
        if self.app is not None:
            self.app.push(DebriefScene(builder.result(), solo=rp.header.get("mode") == "solo"))

    def ask_take_over(self) -> None:
        st = self.state
        if st.result is not None:
            self.open_dialog("The battle is over here", "Take over from a position before the end of the battle.")
            return
        buttons = [DialogButton("Hot-seat", pygame.K_h, lambda: self.take_over("hotseat"), primary=True)]
        if self.agents:
            for side in (0, 1):
                name = st.sides[side].name
                buttons.append(DialogButton(f"Computer plays {name}", pygame.K_1 + side,
                                            lambda s=side: self.take_over("solo", s)))
        buttons.append(DialogButton("Cancel", pygame.K_ESCAPE))
        where = f"step {self.replay.index} of {self.replay.length}"
        versus = "Play it hot-seat."
        if self.agents:
            title = getattr(next(iter(self.agents.values())), "title", next(iter(self.agents)))
            versus = f"Play it hot-seat, or against the computer ({title})."
        self.open_dialog(
            "Take over from here?",
            f"A new battle starts from this position ({where}), with fresh dice; this replay is not changed. "
            + versus,
            buttons,
            escape=len(buttons) - 1,
        )

    def take_over(self, mode: str, ai_side: int | None = None) -> None:
        from game.ui.battle_entry import open_battle
        from game.ui.replay_viewer.takeover import take_over

        opponent = next(iter(self.agents)) if self.agents and mode == "solo" else None
        session = take_over(self.replay, mode, ai_side, opponent)
        if self.app is not None:
            open_battle(self.app, session)

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.mod & pygame.KMOD_SHIFT:
            for kind, k in JUMP_KEYS.items():
                if e.key == k:
                    self.jump(kind, backwards=True)
                    return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.goto(self.replay.index + (1 if e.key == pygame.K_PAGEDOWN else -1))
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_END:
            self.read_all()
            self.goto(self.replay.total)
            return True
        if self._scrub(e):
            return True
        for comp in (self.tray, self.log):
            if comp.handle(e):
                self.dirty = True
                return True
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None, keys=False):
            self.dirty = True
            return True
        if self.view is not None and e.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                                pygame.MOUSEBUTTONUP):
            pointer = self.app.pointer if self.app is not None else None
            if e.type == pygame.MOUSEWHEEL and not self.view.over_table(pointer):
                return False
            if e.type == pygame.MOUSEMOTION:
                self.view.pointer = e.pos
            self.view.handle(e)
            self.dirty = self.dirty or self.view.dirty
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_f and self.view is not None:
            self.view.camera.fit()
            self.dirty = True
            return True
        return False

    def _scrub(self, e: pygame.event.Event) -> bool:
        # The bar spans every step of the file, read or not, so nothing moves along it while it is read.
        total = self.replay.length
        area = self.scrub_rect.inflate(0, self.m(10))
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1 and area.collidepoint(e.pos):
            self.dragging = True
            self.goto(scrub.step_at(self.scrub_rect, total, e.pos[0]))
            return True
        if e.type == pygame.MOUSEMOTION:
            hover = scrub.step_at(self.scrub_rect, total, e.pos[0]) if area.collidepoint(e.pos) else None
            if hover != self.scrub_hover:
                self.scrub_hover = hover
                self.dirty = True
            if self.dragging:
                self.goto(scrub.step_at(self.scrub_rect, total, e.pos[0]))
                return True
        if e.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    # ------------------------------------------------------------------ words
    def step_blocks(self) -> list[Any]:
        rp = self.replay
        st = self.state
        names = (st.sides[0].name, st.sides[1].name)
        out: list[Any] = [Heading(f"Step {rp.index} of {rp.length}", 2)]
        out.append(Para(self.where_words(), colour=palette.TEXT_DIM, size=14))
        action = rp.step_action
        if action is None:
            out.append(Para("The battle as it was set up, before anything was done. Next (Right) plays the first "
                            "step; the bar below goes anywhere in the game.", size=15))
        else:
            before = rp.timeline.state_at(rp.index - 1)
            actor = rp.actors[rp.index - 1]
            who = names[actor] if actor in (0, 1) else ""
            out.append(Para(f"{who}: {action_words(before, action)}" if who else action_words(before, action),
                            size=16, bold=True))
            for e in rp.step_events:
                if isinstance(e, DiceRolled) and e.quiet:
                    continue  # told in full by the event after it; its dice are in the tray
                words = roll_words(e, names)
                if words:
                    out.append(Para(words, size=14))
        mark = self.bookmarks.at(rp.index)
        if mark is not None:
            out.append(Para(f"Bookmark: {mark.note or '(no note)'}", colour=GOLD, size=15, bold=True))
        if st.result is not None:
            out.append(Para("The battle is over at this position.", colour=BAD, size=15))
        return out

    def where_words(self) -> str:
        st = self.state
        if st.result is not None:
            return f"Turn {st.turn}: the battle is over"
        if self.replay.index == 0:
            return "Set-up, before the battle begins"
        if st.phase == "deployment":
            return "Before the battle: deployment"
        return f"Turn {st.turn}, {st.sides[st.active].name}: {st.phase} phase, {st.step.replace('_', ' ')}"

    @property
    def panel_text(self) -> str:
        return self.pane.text if self.pane is not None else ""

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.pane is None:
            return
        m = self.m
        overlays.begin_frame(m.scale)
        cam = self.view.camera
        st = self.state

        def outline(s: pygame.Surface) -> None:
            for i in self.highlighted:
                if i in st.units and st.units[i].alive:
                    overlays.outline_unit(s, cam, st, i, GOLD, 2)
                elif i in st.characters and st.characters[i].alive:
                    overlays.outline_character(s, cam, st, i, GOLD)
            # Named as in the demos, so the words of the panel and the log can be found on the table.
            geometry.name_tags(s, cam, st, list(self.highlighted))

        over = [outline]
        moving = self.slides.moving()
        if moving:
            artist = self.view.artist
            over = [lambda s: self.slides.draw(s, st, cam, artist)]
        key = None if moving else ("replay", self.replay.index)
        self.view.draw_battle(surface, (), over, hover=not moving, key=key, skip=moving)
        self.tray.draw(surface)
        self.log.draw(surface)
        v = self.view
        if v.hover is not None and v.pointer is not None and v.over_table(v.pointer):
            card = card_for(st, v.hover)
            if card is not None:
                draw_floating(surface, card, v.pointer, m, v.rect)
        self._draw_header(surface)
        pygame.draw.rect(surface, palette.HEADER_BG, self.panel_rect)
        pygame.draw.line(surface, palette.HEADER_RULE, self.panel_rect.topleft, self.panel_rect.bottomleft, 2)
        self.pane.draw(surface)
        pygame.draw.rect(surface, palette.HEADER_BG, self.bar_rect)
        marks = [b.step for b in self.bookmarks.items]
        scrub.draw_scrub(surface, self.scrub_rect, m, self.replay.length, self.replay.index, self._marks, marks,
                         self.scrub_hover, self.replay.total)
        label = text.render("Jump to:", m.font(14), palette.TEXT_DIM)
        surface.blit(label, self.jump_label_at)
        rp = self.replay
        if self.scrub_hover is not None and self.scrub_hover != rp.index:
            tip = text.render(f"Go to step {self.scrub_hover}", m.font(12), palette.HOVER)
            x = scrub.x_of(self.scrub_rect, rp.length, self.scrub_hover)
            x = max(self.scrub_rect.x, min(self.scrub_rect.right - tip.get_width(), x - tip.get_width() // 2))
            surface.blit(tip, (x, self.bar_rect.y + m(3)))

    def _draw_header(self, surface: pygame.Surface) -> None:
        m = self.m
        r = self.header_rect
        pygame.draw.rect(surface, palette.HEADER_BG, r)
        title = f"Replay: {self.replay.path.name}"
        rp = self.replay
        reading = f"  ·  reading the battle: {rp.total} of {rp.length} steps" if rp.loading else ""
        status = f"Step {rp.index} of {rp.length}  ·  {self.where_words()}{reading}"
        # In a small window neither runs under the other: the step and where it stands keep the room they need
        # beside a short stub of the file's name, which is cut with an ellipsis to what is left.
        gap, full = m(24), r.width - 2 * m(14)
        named = min(text.font(m.font(18), True).size(title)[0], m(200))
        right = fit(status, m.font(16), max(m(120), full - named - gap), palette.TEXT)
        rx = r.right - right.get_width() - m(14)
        surface.blit(right, (rx, r.centery - right.get_height() // 2))
        left = fit(title, m.font(18), max(1, rx - gap - m(14)), GOLD, True)
        surface.blit(left, (m(14), r.centery - left.get_height() // 2))
