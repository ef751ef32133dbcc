"""The tools of the steps outside the Command phase's orders: deployment, shooting and magic, combat; the
evade preview of the Initiative step; and the brief markers that show on the table what an action did.

The battle scene asks ``StepTools.tool()`` for the tool of the step being played (None: the list of
legal actions does it), ``command_tool(orders)`` in the Initiative and Orders steps (the evade preview
wraps the orders tool while initiative is open), tells it every action's events through ``on_events``
and draws ``draw_marks`` over the table whatever the step. ``busy`` keeps the frames coming while a
marker fades.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Event, GameState, spell_pending
from game.ui.battle.combat_tool import CombatTool
from game.ui.battle.deploy_tool import DeployTool
from game.ui.battle.evade_tool import EvadeTool
from game.ui.battle.magic_tool import MagicTool
from game.ui.battle.shoot_tool import ShootTool
from game.ui.battle.spell_move_tool import SpellMoveTool
from game.ui.battle.table_marks import TableMarks
from game.ui.battle.tool import Tool

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.scene import BattleScene


class StepTools:
    """One of each tool for a battle scene, and the choice of the one for the step being played."""

    def __init__(self, scene: BattleScene) -> None:
        self.scene = scene
        self.deploy = DeployTool(scene)
        self.shoot = ShootTool(scene)
        self.magic = MagicTool(scene)
        self.spell_move = SpellMoveTool(scene)
        self.combat = CombatTool(scene)
        self.evade = EvadeTool(scene)
        self.marks = TableMarks(scene)

    def all(self) -> tuple[Tool, ...]:
        return (self.deploy, self.shoot, self.magic, self.spell_move, self.combat, self.evade)

    def tool(self) -> Tool | None:
        """The tool for a step outside the Command phase, or None (the list of actions then does it)."""
        st = self.scene.controller.state
        if st.result is not None:
            return None
        if st.phase == "deployment":
            return self.deploy if self.deploy.placer() is not None else None
        if st.phase == "shooting" and st.step == "shoot":
            if spell_pending(st) is not None:
                return self.spell_move
            if st.command.pending is not None:
                return None
            return self.magic if self.magic.wizard is not None else self.shoot
        if st.phase == "combat" and st.step == "fight":
            return self.combat
        return None

    def command_tool(self, orders: OrdersTool) -> Tool:
        """The tool of the Initiative and Orders steps: the orders tool, with the evade preview round it
        while a unit that may evade is picked."""
        return self.evade if self.evade.wraps(orders) else orders

    # ------------------------------------------------------------------ what every step shares
    def on_events(self, events: list[Event], state: GameState) -> None:
        self.marks.on_events(events, state)
        for tool in self.all():
            tool.on_events(events)

    @property
    def busy(self) -> bool:
        return self.marks.busy

    def draw_marks(self, surface: pygame.Surface) -> None:
        self.marks.draw(surface)
