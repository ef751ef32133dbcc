"""The side panel while units move after an order: what they may do, the ghost's verdict, the buttons.

Written as functions of the ``MoveTool`` (ghosts.py) so the tool's file keeps to input and drawing.
``move_status`` gives the live lines (redrawn as the ghost moves, without rebuilding the panel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.battle.panel import Panel
from game.ui.battle.planner import evaluate, percent
from game.ui.battle.words import names

if TYPE_CHECKING:
    from game.ui.battle.ghosts import MoveTool


def move_status(tool: MoveTool) -> list[tuple[str, str]]:
    """The live verdict lines under the instructions."""
    if tool.target is not None:
        prev = tool.charge_preview()
        assert prev is not None
        plan, reasons = prev
        st = tool.state
        who = st.units[tool.charger or ""].name
        if reasons:
            whom = st.units[tool.target].name
            why = reasons[0]
            # The rules' words often name the charger already ("the Knights cannot reach..."): no need twice.
            if who in why:
                return [("bad", f"✗ No charge on {whom}: {why}")]
            return [("bad", f"✗ {who} cannot charge {whom}: {why}")]
        assert not isinstance(plan, str)
        others = [st.units[c].name for c in plan.contacted[1:]]
        lines = [("good", f"✓ {who} charges {st.units[tool.target].name} in the {plan.edge}")]
        if others:
            lines.append(("", "Also contacts " + ", ".join(others)))
        lines.append(("dim", f"Stands travel {', '.join(f'{t / 10:.1f}' for t in plan.travel)} cm"))
        return lines
    if not tool.has_ghost():
        return [("dim", "Drag a unit to see where it would end.")]
    reasons, travel = tool.verdict()
    dist = ", ".join(f"{t / 10:.1f}" for t in travel)
    head = (
        ("good", "✓ This move is allowed") if not reasons else ("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])
    )
    turn = f", turned {abs(tool.turn)}° {'right' if tool.turn > 0 else 'left'}" if tool.turn else ""
    lines = [head, ("dim", f"Stands travel {dist} cm (at most {tool.limit() / 10:g}){turn}")]
    if tool.wagon() is not None and not reasons:
        lines.append(("", f"It ends {tool.wagon_ends()}"))
    return lines


def fill_move_panel(tool: MoveTool, panel: Panel) -> None:
    st = tool.state
    if not tool.units:
        return
    what = "half pace after a failed order" if tool.half else "a full move after the order"
    panel.heading(f"Move {names(st, tool.units)}")
    panel.text(f"Up to {tool.limit() / 10:g} cm: {what}.", "gold", 13)
    steps = "Drag to move; wheel or Q/E turns it while you drag."
    if tool.can_reform():
        steps += " F: line or column."
    if tool.wagon() is not None:
        steps += " K: keep in column or laager after 5 cm or less."
    if not tool.half:
        steps += " Click an enemy to see a charge."
    if tool.scene.confirm_commit:
        steps += " Release, then confirm."
    panel.text(steps, "dim", 13)
    panel.live(tool.status, 4, 13)
    if tool.target is not None:
        prev = tool.charge_preview()
        ok = prev is not None and not prev[1]
        why = prev[1][0] if prev is not None and prev[1] else "no charge to make"
        panel.button(
            "charge",
            f"Charge {st.units[tool.target].name}",
            tool.confirm_charge,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip="Charge: the stands go where the ghost shows" if ok else "Not allowed: " + why,
            enabled=ok,
            primary=True,
        )
    else:
        reasons = tool.verdict()[0] if tool.has_ghost() else []
        if not tool.placed:
            why = "Not yet: drag the unit to where it should go"
        elif reasons:
            why = "Not allowed: " + reasons[0]
        else:
            why = "Carry out the move the ghost shows"
        panel.button(
            "move",
            "Move here",
            tool.commit,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip=why,
            enabled=tool.placed and not reasons,
            primary=True,
        )
    if tool.can_reform():
        nxt = tool.next_formation()
        label = {"column": "Form a column", "line": "Form a line", None: "Keep its own formation"}[nxt]
        panel.button("formation", label, tool.reform, key=pygame.K_f,
                     tooltip="Change the unit's formation as it moves: each stand may still go no farther than "
                             "its move allows")
    if tool.wagon() is not None:
        label = "Laager after a short move" if tool.keep_column else "Stay in column"
        panel.button("column", label, tool.toggle_column, key=pygame.K_k,
                     tooltip="A War Wagon moving 5 cm or less forms laager unless you keep it in column; a longer "
                             "move always ends in column")
    panel.button("hold", "Stay where they are", tool.hold, key=pygame.K_h, tooltip="Do not move", width=0.5)
    panel.button(
        "back",
        "Put the ghost back",
        tool.put_back,
        key=pygame.K_ESCAPE,
        tooltip="Forget the ghost or the charge shown",
        enabled=tool.has_ghost() or tool.target is not None,
        same_row=True,
    )
    _plan_rest(tool, panel)


def _plan_rest(tool: MoveTool, panel: Panel) -> None:
    """The orders still planned for after this move, with their chances as they stand now."""
    orders = tool.scene.orders
    if orders.character is None or not orders.plan:
        return
    # No refusal for the first row here: it is only "not yet", until this move is made.
    plan = evaluate(tool.state, orders.character, orders.plan)
    panel.rule()
    panel.text(f"Still planned for {plan.character_name}", "head", 14)
    for i, r in enumerate(plan.rows, 1):
        value = "cannot" if r.problems else f"{r.target} · {percent(r.chance)}"
        panel.pair(f"{i}. {r.label}", value, "bad" if r.problems else "", 13)
    panel.pair(f"All {len(plan.rows)} pass" if len(plan.rows) > 1 else "It passes", percent(plan.chain), "gold", 14)
