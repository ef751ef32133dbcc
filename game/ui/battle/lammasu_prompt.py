"""The side panel's prompt for the Chaos Dwarfs' Lammasu: an enemy spell has worked on a unit near it, and its side
chooses to try to undo it (4+, the one try of the turn) or to let it be and keep the try for a later spell.

Shown above the step's tool to the Chaos Dwarf player, though the enemy is playing; play waits for the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import LammasuBreath, lammasu_offer

if TYPE_CHECKING:
    from game.ui.battle.panel import Panel
    from game.ui.battle.scene import BattleScene


def lammasu_prompt(scene: BattleScene, panel: Panel) -> bool:
    """The two answers, while a spell waits on the Lammasu. True while play waits."""
    st = scene.controller.state
    offer = lammasu_offer(st)
    if st.result is not None or offer is None:
        return False
    rider = st.characters[offer["character"]].name
    wizard = st.characters[offer["wizard"]].name
    unit = st.units[offer["unit"]].name
    spell = offer["spell"]
    panel.text(f"{wizard}'s {spell} has worked on {unit}. {rider}'s Lammasu may try to undo it on a 4+ - once a "
               "turn, so a worse spell later this turn would find it spent.", "gold", 13)
    panel.button("lammasu_try", "Try to undo it (4+)", lambda: scene.act(LammasuBreath(offer["character"])),
                 tooltip="A die: 4 or more and the spell does nothing; the try is spent either way", primary=True)
    panel.button("lammasu_let_be", "Let it work", lambda: scene.act(LammasuBreath(offer["character"], use=False)),
                 tooltip="The spell takes effect; the Lammasu may still try against a later spell this turn")
    panel.rule()
    return True
