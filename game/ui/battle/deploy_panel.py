"""The side panel while the armies deploy: whose turn it is, the roster still to place, the ghost's verdict.

Functions of the ``DeployTool`` (deploy_tool.py), so that file keeps to input and drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import DiceRolled, GameState, HoldBack, Narration
from game.core.deployment import order
from game.ui.battle.deploy_join import joined_name
from game.ui.battle.log_kinds import opposed_faces
from game.ui.battle.panel import Panel
from game.ui.battle.panel_list import Row, button_list
from game.ui.battle.scouting_prompt import edge_prompt, scouting_words

if TYPE_CHECKING:
    from game.ui.battle.deploy_tool import DeployTool

# Room kept under the roster list for the verdict and the buttons (px at 100 %).
BELOW_LIST = 250


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def left_words(state: GameState) -> str:
    """What each side still has to set up."""
    parts = []
    for s in (0, 1):
        u, c = len(order.waiting_units(state, s)), len(order.waiting_characters(state, s))
        parts.append(f"{state.sides[s].name}: {_plural(u, 'unit')}, {_plural(c, 'character')}")
    return "Still to set up: " + " · ".join(parts)


def first_words(tool: DeployTool) -> str:
    """Who set up first and why, from the events that decided it (the log keeps them), else from the state."""
    st = tool.state
    data = order.info(st)
    if data is None:
        return ""
    first = data.first
    for e in reversed(_chronicle_events(tool.scene)):
        if getattr(e, "rule", "") != "deployment.order":
            continue
        if isinstance(e, Narration):
            return e.message + "."
        if isinstance(e, DiceRolled) and e.faces:
            names = (st.sides[0].name, st.sides[1].name)
            return f"{st.sides[first].name} set up first: {e.purpose.lower()}, {opposed_faces(e, names)}."
    return f"{st.sides[first].name} set up first."


def _chronicle_events(scene: Any) -> list[Any]:
    log = getattr(getattr(scene, "aids", None), "log", None)
    chron = getattr(log, "chronicle", None)
    return [e.event for e in getattr(chron, "entries", [])]


def fill_deploy_panel(tool: DeployTool, panel: Panel) -> None:
    st = tool.state
    side = tool.placer()
    if side is None:
        return
    if edge_prompt(tool, panel, side):
        return
    m = tool.m
    what = "a unit" if tool.stage() == "units" else "a character"
    panel.titled(f"{st.sides[side].name} to set up {what}", side)
    scouted = scouting_words(tool)
    panel.text(
        scouted or "The sides take turns, one unit each, inside their own zone; characters follow once every unit "
        "is down, and one set up touching a unit of its side may join it.",
        "dim",
        12,
    )
    first = "" if scouted else first_words(tool)
    if first:
        panel.text(first, "dim", 12)
    panel.text(left_words(st), "", 12)
    panel.space(4)
    panel.text("Pick what to set up next:", "head", 13)
    rows = []
    for pid in tool.waiting():
        label, tip = _piece_words(st, pid)
        rows.append(Row(label, lambda pid=pid: tool.pick_piece(pid), tip, chosen=pid == tool.piece))
    room = panel.rect.bottom - panel.y - m(BELOW_LIST)
    button_list(panel, rows, max(m(72), room), "piece")
    steps = "Press or drag on the table to move the ghost; wheel (while dragging) or Q/E turns it."
    if tool.is_unit():
        steps += " F: line or column."
    panel.text(steps, "dim", 12)
    # Three lines: a refusal names the zone's depth and edge, and the width left by a rule (a scout's flank).
    panel.live(tool.status, 3, 13)
    ok = tool.piece is not None and not tool.verdict()
    panel.button(
        "place",
        "Set it up here",
        lambda: tool.commit(),
        key=pygame.K_RETURN,
        also=(pygame.K_KP_ENTER,),
        tooltip="Put it on the table where the ghost stands" if ok else "The ghost is not in a legal place",
        enabled=ok,
        primary=True,
    )
    if tool.join:
        name = joined_name(st, tool.join)
        # Joining a lone character makes the two one unit of characters (a rule module's).
        band = " as one unit of characters" if tool.join in st.characters else ""
        panel.button(
            "join",
            f"Set up {tool.name()} and join {name}",
            tool.commit_join,
            key=pygame.K_j,
            tooltip=f"Set up touching {name} and join it{band}",
            # "Set it up here" (Enter) is the panel's one default; joining is the other choice.
        )
    if tool.is_unit():
        other = "column" if tool.formation == "line" else "line"
        panel.button(
            "formation",
            f"Make it a {other}",
            tool.toggle_formation,
            key=pygame.K_f,
            tooltip=f"Set the unit up in {other} instead of {tool.formation}",
            width=0.5,
        )
    panel.button(
        "back",
        "Suggested place",
        tool.put_back,
        key=pygame.K_ESCAPE,
        tooltip="Put the ghost back where the standard layout would set it up",
        enabled=tool.piece is not None and tool.moved,
        same_row=tool.is_unit(),
        width=1.0 if not tool.is_unit() else 0.5,
    )
    if tool.is_unit() and tool.piece is not None and not tool.controller.check(HoldBack(tool.piece)):
        hold = HoldBack(tool.piece)
        panel.button(
            "hold_back",
            f"Hold {tool.name()} back to infiltrate",
            lambda: (tool.controller.apply(hold), tool.changed(panel=True)),
            key=pygame.K_h,
            tooltip="Keep the unit hidden; in the Orders step any character may order it onto a table edge "
            "(not the enemy's) or into dense terrain",
        )
    panel.button(
        "auto",
        f"Auto-deploy the rest of {st.sides[side].name}",
        tool.auto_deploy,
        key=pygame.K_a,
        tooltip="Set up everything this side still has, along its edge as the standard layout puts it",
    )


def _piece_words(state: GameState, pid: str) -> tuple[str, str]:
    """(a roster line, its tooltip) for a unit or character waiting to be set up."""
    if pid in state.units:
        u = state.units[pid]
        p = state.unit_profile(u)
        kind = str(p.type)
        return f"{u.name} · {len(u.stands)} {kind} stands", f"Set up {u.name} next ({kind}, {len(u.stands)} stands)"
    c = state.characters[pid]
    rank = str(state.character_profile(c).rank).capitalize()
    mount = state.mount_profile(c)
    on = f" on {mount.name}" if mount is not None else ""
    return f"{c.name} · {rank}{on}", f"Set up {c.name} next"
