"""The side panel of the Combat phase: the engagements to fight, the picked one's odds, Fight, and the choices
after a round (keys 1-5), each saying what it means.

Functions of the ``CombatTool`` (combat_tool.py), so that file keeps to input and drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import LOSERS_RETREAT, WINNERS, camp, camp_names, data, refused_follow_ups
from game.ui.battle.challenge_panel import fill_challenge_panel
from game.ui.battle.combat_preview import decision, stage_words
from game.ui.battle.panel import Panel
from game.ui.battle.panel_list import Row, button_list
from game.ui.battle.planner import percent
from game.ui.battle.special_actions import bonus_buttons

if TYPE_CHECKING:
    from game.ui.battle.combat_tool import CombatTool

CHOICE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


def fill_combat_panel(tool: CombatTool, panel: Panel) -> None:
    if fill_challenge_panel(tool, panel):  # a character module's challenge waits first
        return
    if decision(tool.state):
        _aftermath(tool, panel)
        return
    _engagements(tool, panel)


def _engagements(tool: CombatTool, panel: Panel) -> None:
    st = tool.state
    found = tool.fights()
    panel.heading("Combat")
    if not found:
        # "Every engagement has been fought" would puzzle a player whose units met nobody this turn.
        done = "Every engagement has been fought." if data(st).fought else "No units are in combat this turn."
        panel.text(f"{done} Press Next step (Space) to end the turn.", "dim", 13)
        return
    panel.text(
        f"{len(found)} engagement{'s' if len(found) != 1 else ''} to fight; {st.sides[st.active].name} pick the "
        "order, and every one is fought. Click one (or one of its units) to see the odds.",
        "dim",
        12,
    )
    cur = tool.current()
    rows = []
    for i, (fid, units) in enumerate(found, 1):
        charged = [st.units[u].name for u in units if st.units[u].charged and st.units[u].side == st.active]
        # By camp: a Giant gone wild fighting a friend stands against its own side.
        sides = [
            ", ".join(
                st.units[u].name + (" (charged)" if st.units[u].name in charged else "")
                for u in units
                if camp(st, u) == s
            )
            for s in (0, 1)
        ]
        label = f"{i}. {sides[0]} against {sides[1]}"
        titles = camp_names(st, units)
        if titles == (st.sides[0].name, st.sides[1].name):
            tip = f"{titles[0]}: {sides[0]}; {titles[1]}: {sides[1]}"
        else:
            tip = f"Units of {st.sides[st.units[units[0]].side].name} set against each other for one round"
        if charged:
            tip += f". Charged this turn: {', '.join(charged)}"
        rows.append(Row(label, lambda fid=fid: tool.choose(fid), tip, chosen=cur is not None and fid == cur[0]))
    button_list(panel, rows, max(panel.m(72), (panel.rect.bottom - panel.y) // 3), "fight")
    bonus_buttons(tool.controller, panel)
    prev = tool.preview()
    if prev is None:
        panel.text("Pick an engagement to fight.", "gold", 13)
        return
    panel.rule()
    if prev.friends:
        panel.text(
            "Units of one side, set against each other by a rule: one round, then the loser retreats, the winner "
            "holds its ground and the fight ends.",
            "dim",
            12,
        )
    for side in (0, 1):
        panel.titled(prev.titles[side], prev.colours[side])
        for line in prev.sides[side]:
            panel.text(line.words, "", 12, indent=4)
        if prev.carried[side]:
            panel.text(f"+{prev.carried[side]} from hits struck before the fight", "", 12, indent=4)
    panel.space(2)
    panel.text("Expected result of the first round", "head", 13)
    panel.pair(prev.win_words(0), percent(prev.odds.win0), "gold", 13)
    panel.pair("Draw", percent(prev.odds.draw), "", 13)
    panel.pair(prev.win_words(1), percent(prev.odds.win1), "gold", 13)
    panel.button(
        "fight",
        "Fight this engagement",
        tool.fight,
        key=pygame.K_RETURN,
        also=(pygame.K_KP_ENTER,),
        tooltip="Roll the attacks of both sides: the dice go in the tray, the result on the table",
        primary=True,
    )


def _aftermath(tool: CombatTool, panel: Panel) -> None:
    st = tool.state
    p = decision(st)
    assert p is not None
    side = st.acting_side()
    panel.titled(f"{st.sides[side].name} decide", side)
    panel.text(stage_words(st, p), "gold", 13)
    groups = tool.choices()
    retreats = p.stage == LOSERS_RETREAT
    # Keys 1-5: the retreat order across the losing units, else the choices of the unit named first.
    keyed = [c for _, opts in groups for c in opts] if retreats else (groups[0][1] if groups else [])
    for n, (uid, opts) in enumerate(groups):
        if not retreats:
            if n == 1:
                panel.space(4)
            panel.text(f"{st.units[uid].name}:" + ("" if n == 0 else " (or decide this one first)"), "head", 14)
        for c in opts:
            k = keyed.index(c) if c in keyed else None
            has_key = k is not None and k < len(CHOICE_KEYS)
            panel.button(
                f"choice_{uid}_{c.action.choice}_{c.action.edge}",
                (f"{k + 1}. " if has_key and k is not None else "") + c.title,
                lambda a=c.action: tool.decide(a),
                key=CHOICE_KEYS[k] if has_key and k is not None else None,
                tooltip=c.words,
            )
            panel.text(c.meaning[:1].upper() + c.meaning[1:], "dim", 12, indent=8)
        if p.stage == WINNERS:
            # A follow-up its rules forbid here (a Screaming Bell without its pushers) is missing from the
            # buttons: say why, or the player is left wondering.
            for why in refused_follow_ups(st, st.units[uid], p):
                panel.text(why[:1].upper() + why[1:] + ": it cannot follow up.", "dim", 12)
