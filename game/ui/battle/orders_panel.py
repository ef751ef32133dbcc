"""The side panel of the Command phase: initiative choices, who may give orders, and the order planner.

Functions of the ``OrdersTool`` (orders.py). The planner part shows the order about to be given with
the character's Command, every modifier with the rule it comes from and that rule's words, the number
to roll and its chance; then the plan: each queued order's number and chance, the chance that all of
them pass, and the risk of a blunder.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import (
    Evade,
    InitiativeCharge,
    Order,
    Rank,
    explain,
    odds,
    order_target,
    orderable_problems,
    player_at_table,
    player_of,
    reactable,
)
from game.ui.battle.character_charges import charge_alone_buttons
from game.ui.battle.gun_crew_panel import gun_crew_buttons
from game.ui.battle.infiltrate_panel import infiltration_buttons
from game.ui.battle.panel import Panel
from game.ui.battle.planner import Plan, PlanRow, can_order, percent
from game.ui.battle.power_orders import fill_fiend_choice, power_order_buttons
from game.ui.battle.special_actions import guidance_buttons
from game.ui.battle.standing_orders_panel import standing_order_buttons
from game.ui.battle.words import action_words

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool


def fill_orders_panel(tool: OrdersTool, panel: Panel, extra: Callable[[Panel], None] | None = None) -> None:
    st = tool.state
    if fill_fiend_choice(tool, panel):  # the other side's choice of a loose fiend comes first
        return
    inits = tool.initiative_actions()
    if inits:
        _initiative_panel(tool, panel, inits, extra)
    if st.command.general_failed:
        panel.heading("No more orders")
        panel.text("The General has failed an order: nobody gives orders for the rest of this phase.", "dim")
        power_order_buttons(tool, panel)  # a fiend is still controlled, and haste still cast
        gun_crew_buttons(tool, panel)  # leaving a gun is no order
        return
    guidance_buttons(tool.controller, panel)
    if tool.character is None:
        _choose_character_panel(tool, panel)
        power_order_buttons(tool, panel)
        infiltration_buttons(tool, panel)
        standing_order_buttons(tool, panel)
        gun_crew_buttons(tool, panel)
        return
    _planner_panel(tool, panel)


def _initiative_panel(
    tool: OrdersTool, panel: Panel, inits: list[InitiativeCharge | Evade], extra: Callable[[Panel], None] | None
) -> None:
    st = tool.state
    panel.heading("Initiative")
    panel.text(
        "Units with an enemy in sight within 20 cm may charge it or evade before any order. "
        "Click one to see its charge; giving the first order ends initiative.",
        "dim",
        13,
    )
    focus = tool.initiative_focus()
    shown = [a for a in inits if a.unit == focus] if focus is not None else inits
    charges = [a for a in shown if isinstance(a, InitiativeCharge)]
    for i, a in enumerate(charges[:8] if focus is not None else shown[:8]):
        words = action_words(st, a)
        # The picked unit's charge is the panel's one default, named short enough for the big gold button
        # (the tooltip has the whole of it); its evade has a section (gold) of its own only when no charge
        # is offered.
        label = f"Charge {st.units[a.target].name}" if focus is not None and isinstance(a, InitiativeCharge) else words
        panel.button(
            f"init{i}",
            label,
            lambda a=a: tool.apply(a),
            tooltip=f"{words}: carry out this initiative move",
            primary=focus is not None and i == 0,
        )
    if focus is not None:
        for line in initiative_refusals(tool, focus, shown):
            panel.text(line, "bad", 13)
        if extra is not None:
            extra(panel)
    else:
        sel = tool.scene.selected
        if sel is not None and sel.kind == "unit" and st.units[sel.id].side == st.active:
            why = initiative_refused(tool, sel.id)
            if why is not None:
                panel.text(why, "bad", 13)
    panel.rule()


def initiative_refusals(tool: OrdersTool, uid: str, offered: list[InitiativeCharge | Evade]) -> list[str]:
    """Why the picked unit is not offered a charge (or an evade) on its initiative, in the rules' words."""
    st = tool.state
    unit = st.units[uid]
    out: list[str] = []
    enemies = reactable(st, unit)
    charged = {a.target for a in offered if isinstance(a, InitiativeCharge)}
    evaded = {a.enemy for a in offered if isinstance(a, Evade)}
    for enemy in enemies:
        name = st.units[enemy].name
        if enemy not in charged:
            reasons = tool.controller.check(InitiativeCharge(uid, enemy))
            if reasons:
                out.append(f"No charge on {name} (initiative charge): {_sentence(reasons[0])}")
        if enemy not in evaded:
            full = st.unit_profile(unit).full_pace_mm
            reasons = tool.controller.check(Evade(uid, enemy, full))
            if reasons:
                out.append(f"No evade from {name} (evade rule): {_sentence(reasons[0])}")
    return out


def initiative_refused(tool: OrdersTool, uid: str) -> str | None:
    """Why a unit of the side to play has no initiative move at all, or None if it has one."""
    st = tool.state
    unit = st.units[uid]
    if any(getattr(a, "unit", None) == uid for a in tool.initiative_actions()):
        return None
    enemies = reactable(st, unit)
    reasons = tool.controller.check(InitiativeCharge(uid, enemies[0] if enemies else ""))
    if not enemies and not reasons:
        reasons = [f"no enemy unit {unit.name} can see is within 20 cm"]
    return f"No initiative for {unit.name}: {_sentence(reasons[0])}" if reasons else None


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:]


def _choose_character_panel(tool: OrdersTool, panel: Panel) -> None:
    st = tool.state
    panel.heading("Orders")
    panel.text("Click a character, then the unit it should order. Shift-click touching units for a brigade.", "dim", 13)
    able = [c for c in st.live_characters(st.active) if can_order(st, c.id)]
    # Two players a side: only the characters of the player at the table (his ally's wait for him).
    me = player_at_table(st, st.active)
    able = [c for c in able if not me or player_of(st, c.id) == me]
    if not able:
        panel.text("No character can give more orders this phase.", "dim")
        return
    # A unit of the side to play already chosen: each character's number and chance for it, to pick from.
    sel = tool.scene.selected
    unit = st.units.get(sel.id) if sel is not None and sel.kind == "unit" else None
    if unit is not None and unit.side != st.active:
        unit = None
    if unit is not None:
        panel.text(f"Who should order {unit.name}?", "gold", 13)
    for c in able:
        cp = st.character_profile(c)
        # Short enough for the panel with the longest roster names; the rank is in the tooltip and on the token.
        label = f"{c.name} · Cmd {cp.command}"
        who = f"{c.name} ({str(cp.rank).capitalize()}, Command {cp.command})"
        if unit is not None:
            refused = tool.controller.check(Order(c.id, (unit.id,)))
            if refused:
                label = f"{c.name}: cannot"
                tip = refused[0][:1].upper() + refused[0][1:]
            else:
                target = order_target(st, c, [unit]).target
                label = f"{c.name}: needs {target} · {percent(odds.order_passes(target))}"
                risk = "never blunders" if cp.rank is Rank.GENERAL else f"blunders on a double six ({percent(odds.DOUBLE_SIX)})"
                tip = f"{who} orders {unit.name}; {risk}"
            panel.button(f"char_{c.id}", label, lambda cid=c.id, uid=unit.id: tool.choose_for(cid, uid), tooltip=tip)
            if refused:
                # Why not, on the panel itself: a player should not have to hover to learn it.
                panel.text(tip, "bad", 12, indent=8)
        else:
            panel.button(
                f"char_{c.id}",
                label,
                lambda cid=c.id: tool.choose_character(cid),
                tooltip=f"Choose {who} to give orders",
            )


def _planner_panel(tool: OrdersTool, panel: Panel) -> None:
    st = tool.state
    assert tool.character is not None
    ch = st.characters[tool.character]
    panel.heading(f"{ch.name} gives orders")
    if tool.refusal is not None:
        panel.text(tool.refusal, "bad", 13)
    if not tool.group and not tool.plan:
        panel.text("Click a unit to order; Shift-click touching units to add them to a brigade.", "dim", 13)
        # Within his reach too: a Skaven character's lash reaches only 20 cm, a Hero's 60 cm.
        others = [
            u for u in st.live_units(st.active)
            if not orderable_problems(st, u, ch) and not order_target(st, ch, [u]).out_of_range
        ]
        panel.text(f"{len(others)} unit{'s' if len(others) != 1 else ''} can take an order from {ch.name}.", "dim", 13)
        _not_orderable(tool, panel)
        charge_alone_buttons(tool, panel, ch.id)
        _other_character(tool, panel)
        return
    row = tool.selected_row()
    plan = tool.evaluation()
    if tool.initiative_focus() is not None:
        # The unit's initiative is shown above: the order is offered in one line, not a second full panel.
        if row is not None and not row.problems:
            panel.text(f"Or order it instead: needs {row.target} · {percent(row.chance)}", "dim", 13)
    else:
        if row is not None:
            _order_details(tool, panel, row)
        if plan is not None and tool.plan:
            _chain(tool, panel, plan)
        elif row is not None:
            # A plan of one order would repeat the lines above: say how to start one instead.
            panel.text("P adds this order to a plan, to see the chance of a chain of orders.", "dim", 12)
    first = tool.controller.check(Order(tool.character, tool.to_give())) if tool.to_give() else ["choose a unit"]
    panel.space(4)
    panel.button(
        "give",
        f"Give the order: {_short(tool, tool.to_give())}",
        tool.give,
        short=f"Order {_short(tool, tool.to_give())}",
        key=pygame.K_RETURN,
        also=(pygame.K_KP_ENTER,),
        tooltip="Roll two dice for this order" if not first else "Not allowed: " + first[0],
        enabled=not first,
        # While a unit's initiative move is shown, that is the panel's default; an order is the other way.
        primary=tool.initiative_focus() is None,
    )
    panel.button(
        "plan",
        "Add to the plan",
        tool.add_to_plan,
        key=pygame.K_p,
        tooltip="Queue the selected unit (or brigade) as the next order of the plan, to see the chance of the whole chain",
        enabled=bool(tool.group),
        width=0.5,
    )
    panel.button(
        "clear",
        "Clear the plan",
        tool.clear_plan,
        key=pygame.K_BACKSPACE,
        tooltip="Forget the planned orders",
        enabled=bool(tool.plan),
        same_row=True,
    )
    _other_character(tool, panel)


# The units that may not take an order, each with why, at most this many (the rest are counted).
NOT_ORDERABLE_SHOWN = 4


def _not_orderable(tool: OrdersTool, panel: Panel) -> None:
    """The units that may not take an order from the chosen character, each with the rules' reason."""
    st = tool.state
    ch = st.characters[tool.character or ""]
    refused = [(u, orderable_problems(st, u, ch)) for u in st.live_units(st.active)]
    refused = [(u, why) for u, why in refused if why]
    for _u, why in refused[:NOT_ORDERABLE_SHOWN]:
        panel.text(_sentence(why[0]), "bad", 12, indent=8)
    if len(refused) > NOT_ORDERABLE_SHOWN:
        panel.text(f"and {len(refused) - NOT_ORDERABLE_SHOWN} more that cannot take an order", "dim", 12, indent=8)


def _other_character(tool: OrdersTool, panel: Panel) -> None:
    name = tool.state.characters[tool.character or ""].name
    panel.button(
        "other",
        "Another character",
        tool.forget_character,
        key=pygame.K_ESCAPE,
        tooltip=f"Put {name} down and choose who gives orders from the list",
    )


def _short(tool: OrdersTool, units: tuple[str, ...]) -> str:
    names = [tool.state.units[u].name for u in units]
    return names[0] if len(names) == 1 else f"brigade of {len(names)}"


def _order_details(tool: OrdersTool, panel: Panel, row: PlanRow) -> None:
    panel.text(f"Order {row.label}", "gold", 15)
    panel.pair(f"{tool.state.characters[tool.character or ''].name}'s Command", str(row.command))
    for mod in row.modifiers:
        title, _line = explain(mod.rule)
        panel.pair(f"{mod.label[:1].upper()}{mod.label[1:]}", f"{mod.value:+d}", "bad" if mod.value < 0 else "good")
        panel.text(f"{title}: {_line}" if _line else title, "dim", 11, indent=10)
    panel.pair("Needs on two dice", f"{row.target} or less", "head", 15)
    for p in row.problems:
        panel.text(p[:1].upper() + p[1:], "bad", 13)
    if not row.problems:
        panel.pair("Chance this order passes", percent(row.chance), "gold", 15)
        ch = tool.state.characters[tool.character or ""]
        if tool.state.character_profile(ch).rank is Rank.GENERAL:
            panel.text("A General never blunders (a double six only fails).", "dim", 12)
        else:
            # A double six is a blunder for a Hero or Wizard, whatever the number needed.
            panel.pair("Chance of a blunder (a double six)", percent(odds.chain_blunders([row.target])), "bad", 13)
    panel.space(2)


def _chain(tool: OrdersTool, panel: Panel, plan: Plan) -> None:
    panel.rule()
    panel.text("Plan", "head", 15)
    for i, r in enumerate(plan.rows, 1):
        value = "cannot" if r.problems else f"{r.target} · {percent(r.chance)}"
        panel.pair(f"{i}. {r.label}", value, "bad" if r.problems else "", 13)
    panel.pair(f"All {len(plan.rows)} pass" if len(plan.rows) > 1 else "It passes", percent(plan.chain), "gold", 15)
    if plan.can_blunder:
        panel.pair("Risk of a blunder (a double six)", percent(plan.blunder), "bad", 13)
    else:
        panel.text("A General never blunders, but if he fails nobody orders again this phase.", "dim", 12)
    if len(plan.rows) > 1:
        panel.text("Distances are taken as they are now; a unit that moves may end nearer or further.", "dim", 11)
