"""Magical power in the Orders step's side panel (Fantasy Warriors' ``fw-power``): haste before a move, and the
fiend (summon, control with the dice the player chooses, banish), and the enemy's choice of a loose fiend.

A fiend that waits to be controlled comes first: nothing of it may be ordered until then, and the step does
not end before it. Each button says what it costs and risks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import (
    BanishFiend,
    ControlFiend,
    ControlSpirit,
    DruidPower,
    FreeEnchanted,
    Haste,
    KeepDruidPower,
    SummonFiend,
    SummonSpirit,
    TakeFiend,
    power_left,
)
from game.ui.battle.panel import Panel

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool

# The chance that n dice come to more than 6, for the control buttons.
ABOVE_SIX = {1: 0.0, 2: 21 / 36, 3: 196 / 216, 4: 1 - 15 / 1296, 5: 1.0, 6: 1.0}


def fill_fiend_choice(tool: OrdersTool, panel: Panel) -> bool:
    """The other side's choice of a loose fiend (its banishing failed); False when none waits."""
    st = tool.state
    if not st.ruleset.has("fw-power"):
        return False
    takes = [a for a in st.legal_actions() if isinstance(a, TakeFiend)]
    if not takes:
        return False
    side = st.acting_side()
    panel.titled(f"{st.sides[side].name}: a fiend is loose", side)
    panel.text("The enemy Wizard could not pay to banish his fiend. One of your Wizards may take control of it "
               "(he controls it from your next turn, paying as its master did), or you let it vanish.", "", 13)
    for a in takes:
        if a.wizard:
            ch = st.characters[a.wizard]
            panel.button(f"take_{a.wizard}", f"{ch.name} takes it ({power_left(st, ch)} power)",
                         lambda a=a: tool.apply(a), tooltip="The fiend changes sides")
        else:
            panel.button("take_none", "Let it vanish", lambda a=a: tool.apply(a), tooltip="The fiend leaves the table")
    return True


def power_order_buttons(tool: OrdersTool, panel: Panel) -> None:
    """Haste and the fiend for the side to play, with what each costs."""
    st = tool.state
    _free_buttons(tool, panel)
    if not st.ruleset.has("fw-power"):
        return
    _druid_buttons(tool, panel)
    offers = [a for a in st.legal_actions() if isinstance(a, (Haste, SummonFiend, ControlFiend, BanishFiend))]
    control = [a for a in offers if isinstance(a, (ControlFiend, BanishFiend))]
    rest = [a for a in offers if not isinstance(a, (ControlFiend, BanishFiend))]
    if control:
        panel.rule()
        panel.text("The fiend does nothing until it is controlled (or banished).", "gold", 13)
    for a in control:
        ch = st.characters[a.wizard]
        if isinstance(a, ControlFiend):
            chance = round(ABOVE_SIX[a.dice] * 100)
            panel.button(f"control_{a.wizard}_{a.dice}", f"{ch.name}: control with {a.dice} dice ({chance} %)",
                         lambda a=a: tool.apply(a),
                         tooltip=f"Pay the dice's total from his {power_left(st, ch)} power; 6 or less costs him a "
                                 "saving throw for his life")
        else:
            panel.button(f"banish_{a.wizard}", f"{ch.name}: banish the fiend (2D6 power)", lambda a=a: tool.apply(a),
                         tooltip="If he cannot pay he is slain, and the enemy may take the fiend")
    if rest:
        panel.rule()
    for a in rest:
        ch = st.characters[a.wizard]
        if isinstance(a, Haste):
            panel.button(f"haste_{a.wizard}_{a.steps}", f"{ch.name}: haste, {a.steps * 7.5:g} cm ({a.steps}D6 power)",
                         lambda a=a: tool.apply(a),
                         tooltip="The next move of his unit (or his own) this turn goes further; more power than he "
                                 "has slays him")
        else:
            panel.button(f"summon_{a.wizard}", f"{ch.name}: summon a fiend (2D6 power)", lambda a=a: tool.apply(a),
                         tooltip="Above 6 a fiend stands beside him; neither moves this turn")


def _druid_buttons(tool: OrdersTool, panel: Panel) -> None:
    """A druid's power over the terrain piece he touches: made for 2D6, kept for 1D6; and his tree spirit."""
    st = tool.state
    _spirit_buttons(tool, panel)
    offers = [a for a in st.legal_actions() if isinstance(a, (DruidPower, KeepDruidPower))]
    if offers:
        panel.rule()
    names = {t.id: t.name or t.kind for t in st.terrain}
    for a in offers:
        ch = st.characters[a.druid]
        if isinstance(a, KeepDruidPower):
            panel.button(f"druid_keep_{a.druid}", f"{ch.name}: keep his power (1D6)", lambda a=a: tool.apply(a),
                         tooltip="Not kept this Orders step, the terrain is itself again")
        else:
            panel.button(f"druid_{a.druid}_{a.terrain}_{a.power}", f"{ch.name}: {names[a.terrain]} {a.power} (2D6)",
                         lambda a=a: tool.apply(a),
                         tooltip="Impassable: no enemy may enter or leave it. Hostile: 12 dice at each unit on it, "
                                 "hitting on 6. He may not move while he holds it")


def _free_buttons(tool: OrdersTool, panel: Panel) -> None:
    """A General or Hero touching an enchanted unit of his side tries to break the spell."""
    st = tool.state
    if not st.ruleset.has("fw-individuals"):
        return
    offers = [a for a in st.legal_actions() if isinstance(a, FreeEnchanted)]
    if offers:
        panel.rule()
    for a in offers:
        ch, unit = st.characters[a.character], st.units[a.unit]
        panel.button(f"free_{a.character}_{a.unit}", f"{ch.name}: free {unit.name} from the spell",
                     lambda a=a: tool.apply(a),
                     tooltip=f"2D6 at or under his Command ({st.character_profile(ch).command}); the enchantress "
                             "loses her counter. Or order the unit: a passed order frees it too")


def _spirit_buttons(tool: OrdersTool, panel: Panel) -> None:
    """A druid summoning a tree spirit out of the wood he touches, or controlling the one he has."""
    st = tool.state
    offers = [a for a in st.legal_actions() if isinstance(a, (SummonSpirit, ControlSpirit))]
    if offers:
        panel.rule()
    names = {t.id: t.name or t.kind for t in st.terrain}
    for a in offers:
        ch = st.characters[a.druid]
        if isinstance(a, ControlSpirit):
            panel.button(f"spirit_control_{a.druid}", f"{ch.name}: control the tree spirit (1D6)",
                         lambda a=a: tool.apply(a),
                         tooltip="Before it is ordered this turn; on a 1 he makes a saving throw for his life. "
                                 "Not controlled, it goes")
        else:
            panel.button(f"spirit_{a.druid}_{a.terrain}", f"{ch.name}: a tree spirit from {names[a.terrain]} (2D6)",
                         lambda a=a: tool.apply(a),
                         tooltip="A monster of 6 Attacks steps out beside him; neither moves this turn")
