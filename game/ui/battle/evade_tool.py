"""The evade preview of the Initiative step: a ghost of the evade, at full distance or shortened.

While initiative is open the orders tool (orders.py) lists what each unit may do on its initiative and
previews its charge. When the unit picked there may evade, this tool wraps the orders tool: everything
goes on as before, and the table also shows where the evade would put the unit, straight away from the
enemy, green when the rules allow it and red with their reason. It starts at the furthest evade the
rules allow (full pace unless, say, the table edge is nearer); the wheel over
the unit or its ghost, the slider in the panel, or the - and + keys shorten and lengthen it by 1 cm.
V evades that far.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core import Evade, Event, InitiativeCharge, evade_poses, scaled
from game.ui.battle import overlays
from game.ui.battle.orders import OrdersTool
from game.ui.battle.panel import Panel
from game.ui.battle.tool import Tool
from game.ui.picking import in_base

STEP_MM = 10
Pose = tuple[int, int, int]


class EvadeTool(Tool):
    """The orders tool of the Initiative step, with the evade of the unit picked shown as a ghost."""

    draws_ranges = True

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.orders: OrdersTool | None = None
        # The distance chosen for each unit's evade (mm); full pace until the player shortens it.
        self.chosen: dict[str, int] = {}
        self.slider: pygame_gui.elements.UIHorizontalSlider | None = None
        self.button: Any = None
        self._verdict: tuple[object, list[str]] | None = None
        self._furthest: tuple[object, int] | None = None

    # ------------------------------------------------------------------ when it applies
    def wraps(self, orders: OrdersTool) -> bool:
        """Whether the orders tool's picked unit may evade now (then this tool is the one in use)."""
        self.orders = orders
        return self.option() is not None

    def option(self) -> Evade | None:
        """The evade the rules offer the picked unit (its enemy; the distance is the player's)."""
        if self.orders is None or self.orders.reactor is None:
            return None
        return next(
            (a for a in self.orders.initiative_actions() if isinstance(a, Evade) and a.unit == self.orders.reactor),
            None,
        )

    def full(self, uid: str) -> int:
        u = self.state.units[uid]
        return scaled(self.state, u, self.state.unit_profile(u).full_pace_mm)

    def action(self) -> Evade | None:
        opt = self.option()
        if opt is None:
            return None
        return Evade(opt.unit, opt.enemy, self.distance(opt.unit))

    def distance(self, uid: str) -> int:
        full = self.full(uid)
        # Until the player changes it, the furthest evade the rules allow (the one they offer), not a full
        # pace that may run off the table.
        if uid in self.chosen:
            return max(STEP_MM, min(full, self.chosen[uid]))
        return self.furthest(uid, full)

    def furthest(self, uid: str, full: int) -> int:
        """The longest evade of the picked unit the rules allow, to the cm (the rules offer full or half
        pace; anything between may be allowed too)."""
        opt = self.option()
        if opt is None or opt.unit != uid:
            return full
        key = (self.controller.version, uid)
        if self._furthest is not None and self._furthest[0] == key:
            return self._furthest[1]
        best = opt.distance
        d = best + STEP_MM
        while d <= full and not self.controller.check(Evade(uid, opt.enemy, d)):
            best, d = d, d + STEP_MM
        self._furthest = (key, best)
        return best

    def verdict(self) -> list[str]:
        a = self.action()
        if a is None:
            return ["no evade"]
        key = (self.controller.version, a)
        if self._verdict is None or self._verdict[0] != key:
            self._verdict = (key, self.controller.check(a))
        return self._verdict[1]

    def ghost_poses(self) -> list[Pose]:
        a = self.action()
        if a is None:
            return []
        return evade_poses(self.state, self.state.units[a.unit], a.enemy, a.distance)

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        assert self.orders is not None
        a = self.action()
        if a is not None:
            if e.type == pygame.MOUSEWHEEL and self._over_unit(self.scene.view.pointer if self.scene.view else None):
                self.set_distance(self.distance(a.unit) + (STEP_MM if e.y > 0 else -STEP_MM))
                return True
            if e.type == getattr(pygame_gui, "UI_HORIZONTAL_SLIDER_MOVED", -1) and e.ui_element is self.slider:
                self.set_distance(int(e.value) * STEP_MM, from_slider=True)
                return True
            if e.type == pygame.KEYDOWN and e.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.shorter()
                return True
            if e.type == pygame.KEYDOWN and e.key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS):
                self.longer()
                return True
        return self.orders.handle(e)

    def _over_unit(self, pos: tuple[int, int] | None) -> bool:
        """Whether the pointer is on the evading unit or on its ghost."""
        a = self.action()
        if a is None or pos is None or not self.scene.over_table(pos):
            return False
        st = self.state
        x, y = self.table_point(pos)
        w, d = st.unit_profile(st.units[a.unit]).base_mm
        poses = [s.pose for s in st.units[a.unit].stands] + self.ghost_poses()
        return any(in_base(x, y, *p, w + 4, d + 4) for p in poses)

    def set_distance(self, mm: int, from_slider: bool = False) -> None:
        """Change the evade's distance; the panel's slider and button follow without a rebuild (a rebuild
        would drop the slider from under the pointer)."""
        a = self.action()
        if a is None:
            return
        self.chosen[a.unit] = max(STEP_MM, min(self.full(a.unit), mm))
        if self.slider is not None and self.slider.alive() and not from_slider:
            self.slider.set_current_value(self.chosen[a.unit] // STEP_MM)
        button = self.button
        if button is not None and button.alive():
            if self.verdict():
                button.disable()
            else:
                button.enable()
        self.changed()

    def shorter(self) -> None:
        a = self.action()
        if a is not None:
            self.set_distance(self.distance(a.unit) - STEP_MM)

    def longer(self) -> None:
        a = self.action()
        if a is not None:
            self.set_distance(self.distance(a.unit) + STEP_MM)

    def evade(self) -> None:
        a = self.action()
        if a is not None:
            self.controller.apply(a)
            self.changed(panel=True)

    def on_events(self, events: list[Event]) -> None:
        self._verdict = None
        if events:
            self.chosen = {}

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return self.orders.under_key() if self.orders else None

    def under(self, surface: pygame.Surface) -> None:
        if self.orders is not None:
            self.orders.under(surface)

    def over(self, surface: pygame.Surface) -> None:
        if self.orders is not None:
            self.orders.over(surface)
        a = self.action()
        if a is None:
            return
        st, cam = self.state, self.cam
        u = st.units[a.unit]
        w, d = st.unit_profile(u).base_mm
        poses = self.ghost_poses()
        reasons = self.verdict()
        legal = not reasons
        overlays.ghost(surface, cam, poses, w, d, legal)
        colour = overlays.LEGAL if legal else overlays.ILLEGAL
        overlays.arrow(surface, cam, overlays.centroid([s.pose for s in u.stands]), overlays.centroid(poses), colour)
        top = min(y for p in poses for _, y in overlays.base_polygon(cam, p, w, d))
        cm = a.distance / 10
        words = f"✓ evade {cm:g} cm" if legal else f"✗ evade {cm:g} cm: " + _short(reasons[0])
        overlays.tag(surface, (cam.to_screen(*overlays.centroid(poses))[0], top - 4), words, colour)

    # ------------------------------------------------------------------ the side panel
    def status(self) -> list[tuple[str, str]]:
        a = self.action()
        if a is None:
            return []
        reasons = self.verdict()
        cm = f"{a.distance / 10:g} cm of {self.full(a.unit) / 10:g} cm"
        if reasons:
            return [("bad", f"✗ {cm}: " + reasons[0][:1].upper() + reasons[0][1:])]
        return [("good", f"✓ {cm}: this evade is allowed")]

    def fill_panel(self, panel: Panel) -> None:
        assert self.orders is not None
        self.slider = None
        self.button = None
        # The evade goes with the unit's other initiative choice, above the orders.
        self.orders.fill_panel(panel, self._evade_part)

    def _evade_part(self, panel: Panel) -> None:
        a = self.action()
        kit = panel.kit
        if a is None:
            return
        st = self.state
        panel.space(4)
        panel.text(f"Evade: {st.units[a.unit].name} away from {st.units[a.enemy].name}", "head", 14)
        panel.text(
            "The ghost shows where it would end. Wheel over it, the slider or -/+ change the distance.", "dim", 12
        )
        full = self.full(a.unit)
        if kit is not None:
            rect = pygame.Rect(panel.rect.x + panel.pad, panel.y, panel.width, self.m(26))
            self.slider = pygame_gui.elements.UIHorizontalSlider(
                rect, a.distance // STEP_MM, (1, max(1, full // STEP_MM)), kit.ui, click_increment=1
            )
            kit.elements.append(self.slider)
            panel.y += self.m(32)
        panel.live(self.status, 2, 13)
        panel.button("shorter", "Shorter", self.shorter, key=pygame.K_MINUS, tooltip="Evade 1 cm less", width=0.5)
        panel.button("longer", "Longer", self.longer, key=pygame.K_EQUALS, tooltip="Evade 1 cm more", same_row=True)
        self.button = panel.button(
            "evade",
            "Evade this far",
            self.evade,
            key=pygame.K_v,
            tooltip="Move the unit where the ghost is, on its initiative",
            enabled=not self.verdict(),
            # One default a panel: the unit's charge when it has one, else this evade.
            primary=not any(isinstance(x, InitiativeCharge) and x.unit == a.unit for x in self.orders.initiative_actions()),
        )


def _short(reason: str, n: int = 60) -> str:
    reason = reason[:1].upper() + reason[1:]
    return reason if len(reason) <= n else reason[: n - 1] + "…"
