"""A blunder's penalty to place: after "You must be crazy!" on a brigade, its owner picks the unit.

The units of the brigade are outlined; a click on one of them (or its button in the side panel) gives
it the -1 Command for the rest of the battle.
"""

from __future__ import annotations

import pygame

from game.ui.battle import overlays
from game.ui.battle.panel import Panel
from game.ui.battle.tool import Tool, is_left_press


class BlunderClicks(Tool):
    """While a blunder penalty waits to be placed, a click on a unit of the brigade places it."""

    def handle(self, e: pygame.event.Event) -> bool:
        choice = self.state.command.blunder_choice
        if choice is None or not is_left_press(e) or not self.scene.over_table(e.pos):
            return False
        hit = self.pick(e.pos)
        if hit is not None and hit.kind == "unit" and hit.id in choice.units:
            self.controller.blunder_choice(hit.id)
            self.changed(panel=True)
            return True
        return False

    def over(self, surface: pygame.Surface) -> None:
        for uid in self.state.command.blunder_choice.units if self.state.command.blunder_choice else ():
            overlays.outline_unit(surface, self.cam, self.state, uid, overlays.CANDIDATE, 3)

    def fill_panel(self, panel: Panel) -> None:
        st = self.state
        choice = st.command.blunder_choice
        panel.heading("Blunder: who takes the penalty?")
        panel.text(
            '"You must be crazy!": one unit of the brigade takes -1 Command for the rest of the battle. '
            "Click it on the table or choose here.",
            "dim",
            13,
        )
        for uid in choice.units if choice else ():
            panel.button(f"blunder_{uid}", st.units[uid].name, lambda u=uid: self.choose_blunder(u))

    def choose_blunder(self, uid: str) -> None:
        self.controller.blunder_choice(uid)
        self.changed(panel=True)
