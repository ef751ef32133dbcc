"""Hidden troops on the Orders panel: one button for each place they may appear, with who orders it and the
roll needed (the best of the characters who may give the order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import GameState, Infiltrate, board, legal_infiltrate, odds, order_needed
from game.ui.battle.planner import percent

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.panel import Panel


def place_words(state: GameState, a: Infiltrate) -> str:
    """Where the offer puts the unit, in a player's words."""
    if a.x <= 10:
        return "left edge"
    if a.x >= state.table_w - 10:
        return "right edge"
    if a.y <= 10 or a.y >= state.table_h - 10:
        third = ("left", "middle", "right")[min(2, a.x * 3 // state.table_w)]
        return f"own edge, {third}"
    names = [p.name or p.kind.value for p in board.table(state).pieces_at((a.x, a.y))]
    return names[0] if names else "dense terrain"


def infiltration_buttons(tool: OrdersTool, panel: Panel) -> None:
    st = tool.state
    offers = legal_infiltrate(st)
    if not offers:
        return
    best: dict[tuple[str, str], tuple[int, Infiltrate]] = {}
    for a in offers:
        key = (a.unit, place_words(st, a))
        t = order_needed(st, a)
        if key not in best or t > best[key][0]:
            best[key] = (t, a)
    panel.rule()
    panel.text("Hidden troops: where they may appear, the roll needed and the chance.", "head", 13)
    for (uid, where), (t, a) in sorted(best.items()):
        who = st.characters[a.character].name
        panel.button(
            f"infiltrate_{uid}_{where}",
            f"{st.units[uid].name}: {where} · {t} · {percent(odds.order_passes(t))}",
            lambda a=a: tool.controller.apply(a),
            tooltip=f"{who} orders them to appear ({where}), needing {t} or less; a failed order stops {who} "
            "giving orders, and they may try again next turn",
        )
