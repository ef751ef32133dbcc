"""The side panel's prompt for the Dark Elves' cruel masters: a Hero or the Sorceress has rolled a double six for an
order, and his side chooses - the General loses a level of Command, or the blunderer is executed.

Shown above the step's tool; play waits for the answer, so the tool offers nothing meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import CruelChoice, choice_offer, levels_lost

if TYPE_CHECKING:
    from game.ui.battle.panel import Panel
    from game.ui.battle.scene import BattleScene


def dark_elves_prompt(scene: BattleScene, panel: Panel) -> bool:
    """The two judgements, while a blunderer waits on them. True while play waits."""
    st = scene.controller.state
    offer = choice_offer(st)
    if st.result is not None or offer is None or offer["side"] != st.active:
        return False
    ch = st.characters[offer["character"]]
    gen = st.characters[offer["general"]]
    now = st.character_profile(gen).command - levels_lost(gen)
    panel.text(f"{ch.name} has rolled a double six. {gen.name} must lose a level of Command (to {now - 1}), or have "
               f"{ch.name} executed; the enemy scores nothing for an executed character.", "gold", 13)
    panel.button("cruel_spare", f"Spare him: Command {now - 1}",
                 lambda: scene.act(CruelChoice(execute=False)),
                 tooltip="Every order the General gives has -1 for the rest of the battle")
    panel.button("cruel_execute", "Execute him", lambda: scene.act(CruelChoice(execute=True)),
                 tooltip="He is removed as a casualty; the General keeps his Command")
    panel.rule()
    return True
