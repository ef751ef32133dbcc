"""Characters ordered to charge alone (a character module's ``character_charge``): in the Orders step, a
button for each enemy the chosen character may charge by itself, alone or out of its unit, with the roll it
needs and the chance. Shown only when the game's rules offer such charges."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import CharacterCharge, odds
from game.ui.battle.planner import percent

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.panel import Panel


def charges_for(tool: OrdersTool, character: str) -> list[CharacterCharge]:
    """The charges the rules let ``character`` make by itself now."""
    return [a for a in tool.state.legal_actions() if isinstance(a, CharacterCharge) and a.character == character]


def charge_alone_buttons(tool: OrdersTool, panel: Panel, character: str) -> None:
    """One button for each charge the character may make alone, under a line saying what it costs."""
    st = tool.state
    offers = charges_for(tool, character)
    if not offers:
        return
    ch = st.characters[character]
    out_of = st.units[ch.joined].name if ch.joined and ch.joined in st.units else ""
    panel.rule()
    where = f" out of {out_of}" if out_of else ""
    panel.text(
        f"Or {ch.name} charges alone{where}, as a unit of one: it uses his orders and his move this turn"
        + (f", and {out_of} may not charge" if out_of else "")
        + ".",
        "dim",
        13,
    )
    shaken = bool(out_of and st.units[ch.joined or ""].flags.get("shaken"))
    needed = st.character_profile(ch).command - (1 if shaken else 0)
    for a in offers:
        name = st.units[a.target].name if a.target in st.units else st.characters[a.target].name
        panel.button(
            f"charge_alone_{a.target}",
            f"Charge {name} · {percent(odds.order_passes(needed))}",
            lambda a=a: tool.controller.apply(a),
            tooltip=f"{ch.name} needs {needed} or less on two dice; a failure is a failed order and a half-pace "
            "move towards the enemy",
        )
