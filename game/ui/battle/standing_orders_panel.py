"""Mercenary standing orders on the Orders panel: the contingents with their orders now, and one button for
each new standing order the General may give, with the roll needed (his Command less their pay) and the
chance. A failure is a failed order of the General, so the button says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import (
    ContingentOrders,
    StandingOrder,
    allied_generals,
    ally_contingent_orders,
    mercenary_contingents,
    odds,
    player_at_table,
    player_of,
)
from game.ui.battle.planner import percent

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.panel import Panel

# What each standing order lets the contingent's units do, as the button's tooltip says it.
MEANS = {
    "hold": "its units may not move (they still shoot and fight)",
    "attack": "an ordered unit must charge or end closer to the enemy, and never evades",
    "oppose": "free to move and fight as ordered",
}


def standing_order_buttons(tool: OrdersTool, panel: Panel) -> None:
    contingent_order_buttons(tool, panel)
    st = tool.state
    # Allied Generals: only the contingents of the player at the table (his ally's are his ally's to order).
    views = [v for v in mercenary_contingents(st) if v.side == st.active]
    if allied_generals(st, st.active):
        views = [v for v in views if player_of(st, v.leader) == player_at_table(st, st.active)]
    if not views:
        return
    offers = [a for a in st.legal_actions() if isinstance(a, StandingOrder)]
    panel.rule()
    panel.text("Mercenaries' standing orders: the General may change them, once a turn each.", "head", 13)
    for v in views:
        panel.text(v.label, "dim", 13)
    for a in offers:
        general, leader = st.characters[a.character], st.characters[a.leader]
        need = st.character_profile(general).command - (leader.flags.get("bought:mercenary", 1) or 1)
        panel.button(
            f"standing_{a.leader}_{a.orders}",
            f"{leader.name}'s mercenaries: {a.orders} · {need} · {percent(odds.order_passes(need))}",
            lambda a=a: tool.controller.apply(a),
            tooltip=f"{general.name} gives them {a.orders} orders ({MEANS[a.orders]}), needing {need} or less; "
            "a failure is a failed order of the General: nobody gives more orders this phase",
        )


def contingent_order_buttons(tool: OrdersTool, panel: Panel) -> None:
    """A single General's standing orders to his ally's contingents: each with its orders now, and a button for
    each change he may order, with the roll needed (his Command) and the chance."""
    st = tool.state
    offers = [a for a in st.legal_actions() if isinstance(a, ContingentOrders)]
    if not offers:
        return
    panel.rule()
    panel.text("Your ally's contingents follow your standing orders: only you change them.", "head", 13)
    for leader_id in dict.fromkeys(a.leader for a in offers):
        panel.text(f"{st.characters[leader_id].name}'s contingent: {ally_contingent_orders(st, leader_id)}", "dim", 13)
    for a in offers:
        general, leader = st.characters[a.character], st.characters[a.leader]
        need = st.character_profile(general).command
        panel.button(
            f"contingent_{a.leader}_{a.orders}",
            f"{leader.name}'s contingent: {a.orders} · {need} · {percent(odds.order_passes(need))}",
            lambda a=a: tool.controller.apply(a),
            tooltip=f"{general.name} gives them {a.orders} orders ({MEANS[a.orders]}), needing {need} or less; "
            "a failure is a failed order of the General: nobody of his gives more orders this phase",
        )
