"""The "Learn to play" screen: the battle screen with a lesson box over the table.

Everything the player does goes through the battle screen's own tools; the controller asks the lesson
first (its ``gate``), so an action that is not the step's is refused with the step's hint and nothing
changes. After each step the box says what the rule was; "Continue" plays the steps that are not the
player's (the end of a phase, the enemy's answer) and asks for the next one.
"""

from __future__ import annotations

import pygame

from game.core import Action, ArmyList, Event, GameState, Start, board, new_game
from game.data.demos import Demo
from game.replay.session import Session
from game.ui import palette
from game.ui.battle.scene import BattleScene
from game.ui.doc import BAD, GOLD, Block, DocPane, Heading, Para, render
from game.ui.lesson.guide import WAIT, Guide

# Events worth repeating in the box after the player's step (the rest is in the log).
TOLD = ("DiceRolled", "OrderIssued", "OrderFailed", "UnitMoved", "ChargeMade", "CombatResult", "Retreat")


def lesson_session(lesson: Demo, armies: dict[str, ArmyList]) -> Session:
    """The lesson's battle, started, with the seeded dice its script was checked with."""
    state = new_game(lesson.spec, armies)
    session = Session.start(state, seed=lesson.spec.seed, header={"mode": "lesson", "lesson": lesson.name})
    session.apply(Start())
    return session


class LessonScene(BattleScene):
    """A lesson played on the battle screen."""

    def __init__(self, lesson: Demo, armies: dict[str, ArmyList]) -> None:
        super().__init__(lesson_session(lesson, armies))
        self.guide = Guide(lesson)
        self.controller.gate = self._gate
        self.controller.listeners.append(self._heard)
        self._auto = False
        self.refused = False
        self.told: list[str] = []
        self.box: pygame.Rect | None = None
        self.pane: DocPane | None = None
        self.button: pygame.Rect | None = None
        self._advance()

    # ------------------------------------------------------------------ the lesson's logic
    def _gate(self, action: Action) -> Action | str:
        if self._auto:
            return action
        vetted = self.guide.vet(action)
        self.refused = isinstance(vetted, str)
        if self.refused:
            self._box_stale()
        return vetted

    def _heard(self, events: list[Event], state: GameState) -> None:
        if self._auto or not events or self.guide.mode != "do":
            return
        self.guide.done()
        # A quiet roll is told again in full by the event after it: it is said once.
        told = [e for e in events if type(e).__name__ in TOLD and not getattr(e, "quiet", False)]
        self.told = [e.text() for e in told if hasattr(e, "text")][:6]
        self._box_stale()

    def _advance(self) -> None:
        """Play the steps that are not the player's, up to the next one that is (or the end)."""
        self._auto = True
        try:
            for n in self.guide.auto_steps():
                if self.controller.apply(self.guide.action(n)) is None:
                    raise RuntimeError(f"lesson step {n} is refused: {self.controller.message}")
                self.guide.played(n)
        finally:
            self._auto = False
        if not self.guide.finished:
            self.guide.begin_turn()
        self.refused = False
        self._box_stale()

    def proceed_lesson(self) -> None:
        """The box's button: on to the next step, or (at the end) back to the main menu."""
        if self.guide.mode == "do":
            return
        if self.guide.finished:
            if self.app is not None:
                self.app.unwind()
            return
        self._advance()

    # ------------------------------------------------------------------ the box
    def blocks(self) -> list[Block]:
        g = self.guide
        made, total = g.made, len(g.turns)
        out: list[Block] = []
        if g.mode == "do" and g.waiting is not None:
            t = g.waiting
            out.append(Heading(f"Step {made + 1} of {total}: {t.title or 'your turn'}", 2))
            out += [Para(n, size=14, colour=palette.TEXT_DIM) for n in g.notes]
            out.append(Para(t.hint, size=15))
            if self.refused:
                out.append(Para("That is not this step: the lesson did not apply it.", size=14, colour=BAD))
            return out
        title = g.last.title if g.last is not None else "Learn to play"
        out.append(Heading(f"Done: {title}", 2))
        out += [Para(line, size=14, colour=palette.TEXT_DIM, bullet=True) for line in self.told]
        if g.last is not None:
            out.append(Para("The rule: " + g.last.rule, size=15))
        if g.finished:
            out.append(Para("That was your first turn: you know how to play. Start a battle from the menu.", size=15))
        return out

    @property
    def button_label(self) -> str:
        if self.guide.mode == "do":
            return ""
        return "Main menu" if self.guide.finished else "Continue (Enter)"

    @property
    def text(self) -> str:
        """What the box says, for tests."""
        return self.pane.text if self.pane is not None else ""

    def _box_stale(self) -> None:
        self.pane = None
        self.dirty = True

    def _layout_box(self) -> None:
        if self.lay is None:
            return
        m, table = self.m, self.lay.table
        w = min(m(400), table.width * 7 // 20)
        blocks = self.blocks()
        need = render(blocks, w - m(36), m).get_height()
        bh = m(40) if self.button_label else 0
        h = min(table.height - m(20), need + bh + m(30))
        # Top left: the lessons' tables leave that corner empty; the combat card and the scale sit at the bottom.
        self.box = pygame.Rect(table.x + m(10), table.y + m(10), w, h)
        self.pane = DocPane(pygame.Rect(self.box.x + m(12), self.box.y + m(10), w - m(24), h - bh - m(20)), m, blocks)
        self.button = (
            pygame.Rect(self.box.right - m(200), self.box.bottom - bh - m(8), m(188), bh) if bh else None
        )

    # ------------------------------------------------------------------ input and drawing
    def handle(self, e: pygame.event.Event) -> bool:
        if self.pane is not None and self.button is not None:
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.button.collidepoint(e.pos):
                self.proceed_lesson()
                return True
            if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.proceed_lesson()
                return True
        if self.box is not None and e.type == pygame.MOUSEBUTTONDOWN and self.box.collidepoint(e.pos):
            return True  # a click on the box is not a click on the table under it
        return super().handle(e)

    def _draw_target(self, surface: pygame.Surface) -> None:
        """Where a move step wants the unit: the script's stands, outlined in gold."""
        turn = self.guide.waiting
        if turn is None or "poses" not in turn.match or self.lay is None:
            return
        raw = self.guide.raw[turn.step - 1]
        st = self.controller.state
        clip = surface.get_clip()
        surface.set_clip(self.lay.table)
        for uid, poses in zip(raw.get("units", ()), raw.get("poses", ()), strict=False):
            unit = st.units.get(uid)
            if unit is None:
                continue
            for base in board.unit_bases(st, unit, [tuple(p) for p in poses]):
                pts = [self.camera.to_screen(x, y) for x, y in base.corners()]
                pygame.draw.polygon(surface, GOLD, pts, max(2, self.m(2)))
        surface.set_clip(clip)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_target(surface)
        if self.pane is None:
            self._layout_box()
        if self.box is None or self.pane is None:
            return
        m = self.m
        shade = pygame.Surface(self.box.size, pygame.SRCALPHA)
        shade.fill((24, 27, 33, 236))
        surface.blit(shade, self.box.topleft)
        pygame.draw.rect(surface, GOLD, self.box, 2, border_radius=m(8))
        self.pane.draw(surface)
        if self.button is not None:
            pygame.draw.rect(surface, (70, 96, 60), self.button, border_radius=m(6))
            pygame.draw.rect(surface, GOLD, self.button, 1, border_radius=m(6))
            from game.ui import text

            img = text.render(self.button_label, m.font(15), palette.TEXT, bold=True)
            text.blit_centred(surface, img, self.button.center)


__all__ = ["WAIT", "LessonScene", "lesson_session"]
