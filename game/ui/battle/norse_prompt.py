"""The side panel's prompt for the Norse choices: the Eye of the Raven's die after a failed order, a blunder or a
failed casting roll, and the Horn of Resounding in the Command phase.

Shown above the step's tool. A failed order's die is offered until anything else is done; a blunder waits for
the answer (roll the Blunder table's die again, or keep it), and the tool offers nothing meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import RavenReroll, SoundHorn, legal_horn, raven_offer, reroll_odds

if TYPE_CHECKING:
    from game.ui.battle.panel import Panel
    from game.ui.battle.scene import BattleScene


def norse_prompt(scene: BattleScene, panel: Panel) -> bool:
    """The raven's and the Horn's buttons, if the rules offer them now. True while a blunder waits on the raven."""
    st = scene.controller.state
    if st.result is not None:
        return False
    offer = raven_offer(st)
    waiting = False
    if offer is not None and offer["side"] == st.active:
        who = st.characters[offer["character"]].name
        faces = [int(f) for f in offer["faces"]]
        if offer["kind"] == "blunder":
            waiting = True
            panel.text(f"{who} has blundered: a {faces[0]} on the Blunder table ({offer.get('result', '')}). The Eye "
                       "of the Raven may roll that die again (once; the new roll stands).", "gold", 13)
            panel.button("raven_blunder", "Roll it again", lambda: scene.act(RavenReroll(0)),
                         tooltip="The new face is carried out instead", primary=True)
            panel.button("raven_keep", "Keep the blunder", lambda: scene.act(RavenReroll(0, use=False)),
                         tooltip="The blunder is carried out; the raven's die is kept for later")
        elif offer["kind"] == "cast":
            spell = offer["cast"]["spell"]
            chance = round(100 * reroll_odds(st, 0))
            panel.text(f"{who}'s {spell} has failed. The Eye of the Raven may roll the casting die again (once).",
                       "gold", 13)
            panel.button("raven_cast", f"Roll it again ({chance} % to work)", lambda: scene.act(RavenReroll(0)),
                         tooltip="Offered until anything else is done")
        else:
            panel.text(f"{who}'s order has failed on {faces[0]} and {faces[1]}. The Eye of the Raven may roll one "
                       "of the dice again (once).", "gold", 13)
            for die in (0, 1):
                a = RavenReroll(die)
                chance = round(100 * reroll_odds(st, die))
                panel.button(f"raven_{die}", f"Roll the {faces[die]} again ({chance} % to pass)",
                             lambda a=a: scene.act(a), tooltip="Offered until anything else is done")
        panel.rule()
    # While a blunder waits, nothing else may be done: the Horn is offered again after.
    horns: list[SoundHorn] = [] if waiting else legal_horn(st)
    for h in horns:
        shaman = st.characters[h.character]
        label = "sound the Horn of Resounding" if h.item == "horn_of_resounding" else "open the Pay Wagon"
        panel.button(f"horn_{h.character}", f"{shaman.name}: {label}", lambda h=h: scene.act(h),
                     tooltip="Once a battle: +1 Command to every order he gives this turn")
    if horns:
        panel.rule()
    return waiting
