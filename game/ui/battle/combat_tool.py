"""The Combat phase by mouse: pick an engagement, see its odds, fight it, read the result, make the choices.

The engagements still to fight are numbered on the table and listed in the panel (units on each side,
who charged); clicking one (or one of its units) highlights it and shows what each side brings and the
chance of each result (``combat.odds.fight_odds``). Enter fights it. The result card then tells the
round over the table, and the choices that follow (which unit retreats first, stand, fall back, pursue,
advance) are buttons in the panel with keys 1-5, each saying what it means. The pieces slide as the
choices are carried out. The side panel's part is in ``combat_panel.py``; the card in ``result_card.py``.
"""

from __future__ import annotations

import pygame

from game.core import DRAW, LOSERS_RETREAT, WINNERS, Action, Event, Fight, GameState
from game.ui.battle import overlays
from game.ui.battle.combat_panel import fill_combat_panel
from game.ui.battle.combat_preview import Choice, choices, decision, fights, preview
from game.ui.battle.combat_preview import Fight as FightPreview
from game.ui.battle.panel import Panel
from game.ui.battle.planner import percent
from game.ui.battle.result_card import RoundReport, card_picture
from game.ui.battle.tool import Tool, is_left_press
from game.ui.shapes import rect_corners


class CombatTool(Tool):
    """The engagement picked, the last round's report, and the choices after it."""

    draws_ranges = True

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.chosen: str | None = None
        self.report: RoundReport | None = None
        self.card_rect: pygame.Rect | None = None
        self._fights: tuple[int, list[tuple[str, list[str]]]] | None = None
        self._preview: tuple[object, FightPreview] | None = None
        self._choices: tuple[int, list[tuple[str, list[Choice]]]] | None = None

    # ------------------------------------------------------------------ what the rules say now
    def fights(self) -> list[tuple[str, list[str]]]:
        v = self.controller.version
        if self._fights is None or self._fights[0] != v:
            self._fights = (v, fights(self.state))
        return self._fights[1]

    def current(self) -> tuple[str, list[str]] | None:
        """The engagement picked (or the only one left, or the one an advance forces next)."""
        found = self.fights()
        legal = {a.engagement for a in self.scene.legal() if isinstance(a, Fight)}
        for f in found:
            if f[0] == self.chosen and f[0] in legal:
                return f
        if len(legal) == 1:
            return next((f for f in found if f[0] in legal), None)
        return None

    def preview(self) -> FightPreview | None:
        cur = self.current()
        if cur is None:
            return None
        key = (self.controller.version, cur[0])
        if self._preview is None or self._preview[0] != key:
            self._preview = (key, preview(self.state, cur[1]))
        return self._preview[1]

    def choices(self) -> list[tuple[str, list[Choice]]]:
        v = self.controller.version
        if self._choices is None or self._choices[0] != v:
            self._choices = (v, choices(self.state) if decision(self.state) else [])
        return self._choices[1]

    def next_words(self) -> str:
        """What must be decided now, for the card."""
        p = decision(self.state)
        if not p:
            return "Press Fight for the next engagement, or Next step when all are fought." if self.fights() else ""
        who = self.state.sides[self.state.acting_side()].name
        # The keys the panel gives: the retreat order across the losing units, else the first unit's choices.
        groups = self.choices()
        n = sum(len(opts) for _, opts in groups) if p.stage == LOSERS_RETREAT else len(groups[0][1]) if groups else 0
        keys = "key 1" if n == 1 else f"keys 1-{min(n, 5)}"
        return {
            LOSERS_RETREAT: f"Next: {who} pick the unit to retreat first ({keys})",
            WINNERS: f"Next: {who} choose for the winners ({keys})",
            DRAW: f"Next: {who} fall back or stand ({keys})",
        }.get(p.stage, "")

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if is_left_press(e) and self.card_rect is not None and self.card_rect.collidepoint(e.pos):
            # A click on the card puts it away once nothing waits on it.
            if not decision(self.state):
                self.close_card()
            return True
        if is_left_press(e) and self.scene.over_table(e.pos):
            hit = self.pick(e.pos)
            if hit is not None and hit.kind == "unit":
                for fid, units in self.fights():
                    if hit.id in units:
                        self.choose(fid)
                        self.scene.select(hit)
                        return True
            return False
        if (
            e.type == pygame.KEYDOWN
            and e.key == pygame.K_ESCAPE
            and self.report is not None
            and not decision(self.state)
        ):
            self.close_card()
            return True
        return False

    def choose(self, fid: str) -> None:
        self.chosen = fid
        self.changed(panel=True)

    def fight(self) -> None:
        """Enter: fight the engagement picked."""
        cur = self.current()
        if cur is None:
            return
        self.controller.apply(Fight(cur[0]))
        self.changed(panel=True)

    def decide(self, action: Action) -> None:
        self.controller.apply(action)
        self.changed(panel=True)

    def close_card(self) -> None:
        self.report = None
        self.card_rect = None
        self.changed(panel=True)

    def on_events(self, events: list[Event]) -> None:
        self._preview = None
        report = RoundReport.from_events(events, self.state)
        if report is not None:
            self.report = report
            self.chosen = None
        elif not events or self.state.phase != "combat":
            # An undo, or the phase is over: the card told of a round no longer on the table.
            self.report = None
        if self.chosen is not None and self.chosen not in {f for f, _ in self.fights()}:
            self.chosen = None

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return self.chosen

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        size = self.m.font(12)
        cur = self.current()
        p = decision(st)
        if not p:
            for i, (fid, units) in enumerate(self.fights(), 1):
                picked = cur is not None and fid == cur[0]
                colour = overlays.SELECTED if picked else overlays.CANDIDATE
                for uid in units:
                    overlays.outline_unit(surface, cam, st, uid, colour, 3 if picked else 2)
                x, _ = _middle(st, units)
                top = min(y for uid in units for sp in st.units[uid].stands for y in _corner_ys(st, uid, sp.pose))
                words = f"Fight {i}"
                prev = self.preview() if picked else None
                if prev is not None:
                    words += f": {prev.titles[0]} {percent(prev.odds.win0)} · draw {percent(prev.odds.draw)}"
                    words += f" · {prev.titles[1]} {percent(prev.odds.win1)}"
                # Above the fight, so the tag hides none of it.
                overlays.tag(surface, cam.to_screen(x, top - 8), words, colour, size)
        else:
            for n, (uid, _) in enumerate(self.choices()):
                overlays.outline_unit(surface, cam, st, uid, overlays.SELECTED if n == 0 else overlays.CANDIDATE, 3)
        self._card(surface)

    def _card(self, surface: pygame.Surface) -> None:
        """The result card over the table: at its top, or its foot when the fight lies in the top half."""
        if self.report is None:
            self.card_rect = None
            return
        pic = card_picture(self.report, self.next_words(), self.m)
        table = self.scene.lay.table if self.scene.lay is not None else surface.get_rect()
        rect = pic.get_rect(midtop=(table.centerx, table.y + self.m(12)))
        units = [uid for uid, _ in self.choices()] or list(self.report.ids)
        if units:
            x, y = _middle(self.state, units)
            if self.cam.to_screen(x, y)[1] < table.centery:
                rect.midbottom = (table.centerx, table.bottom - self.m(30))
        rect.clamp_ip(table)
        surface.blit(pic, rect)
        self.card_rect = rect

    # ------------------------------------------------------------------ the side panel
    def fill_panel(self, panel: Panel) -> None:
        fill_combat_panel(self, panel)


def _corner_ys(state: GameState, uid: str, pose: tuple[int, int, int]) -> list[float]:
    w, d = state.unit_profile(state.units[uid]).base_mm
    return [y for _, y in rect_corners(*pose, w, d)]


def _middle(state: GameState, units: list[str]) -> tuple[float, float]:
    """The middle of these units' stands on the table (the table's middle if none is left)."""
    poses = [s.pose for uid in units if uid in state.units for s in state.units[uid].stands]
    return overlays.centroid(poses) if poses else (state.table_w / 2, state.table_h / 2)
