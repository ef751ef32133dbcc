"""Buttons for army special rules that are actions of their own: a Zombie Dragon breathing in the Shooting
phase, the Tomb King calling on his bonus in the Combat phase. One button for each the rules allow now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Breathe, TombKingBonus, legal_bonus, legal_breathe

if TYPE_CHECKING:
    from game.ui.battle.controller import BattleController as Controller
    from game.ui.battle.panel import Panel


def breath_buttons(controller: Controller, panel: Panel) -> bool:
    """In the Shooting phase: each Dragon that may breathe, at each target it may take. True if any."""
    st = controller.state
    offers: list[Breathe] = legal_breathe(st)
    if not offers:
        return False
    panel.rule()
    panel.text("Dragon's breath: 3 shooting attacks at the closest enemy within 20 cm.", "head", 13)
    for a in offers:
        rider, target = st.characters[a.character], st.units[a.target]
        panel.button(
            f"breathe_{a.character}_{a.target}",
            f"{rider.name}: breathe at {target.name}",
            lambda a=a: _apply(controller, a),
            tooltip=f"{rider.name}'s Zombie Dragon breathes once this phase, while he has joined a unit out of combat",
        )
    return True


def bonus_buttons(controller: Controller, panel: Panel) -> None:
    """In the Combat phase: the Tomb King's once-a-battle +1 Attack, for each unit in combat he may give it."""
    st = controller.state
    offers: list[TombKingBonus] = legal_bonus(st)
    if not offers:
        return
    panel.rule()
    panel.text("The Tomb King's bonus, once a battle: +1 Attack on every stand this Combat phase.", "head", 13)
    for a in offers:
        king, unit = st.characters[a.character], st.units[a.unit]
        panel.button(
            f"bonus_{a.unit}",
            f"{king.name}: +1 Attack, {unit.name}",
            lambda a=a: _apply(controller, a),
            tooltip="A unit within 20 cm of the king; call on it before its fight",
        )


def _apply(controller: Controller, action: TombKingBonus | Breathe) -> None:
    controller.apply(action)
