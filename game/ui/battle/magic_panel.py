"""The side panel for magic: the Wizard's spells with casting number, range and chance; the aim; Cast.

Functions of the ``MagicTool`` (magic_tool.py), so that file keeps to input and drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import (
    AROUND,
    ENEMY,
    ENGAGEMENT,
    FRIEND,
    ILLUSION,
    LINE,
    PLACE,
    SELF,
    TOUCHING,
    WOOD,
    board,
    caster_problems,
    fury_victims,
    pattern,
    spell_chance,
)
from game.ui.battle.panel import Panel
from game.ui.battle.planner import percent

if TYPE_CHECKING:
    from game.ui.battle.magic_tool import MagicTool

SPELL_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
HOW_TO = {
    ENEMY: "Click an enemy unit to lay it on (those it may take are outlined in green).",
    FRIEND: "Click a unit of your own to lay it on (those it may take are outlined in green).",
    TOUCHING: "Click an enemy unit touching the Wizard's unit in combat.",
    LINE: "Move the pointer to aim the 30 cm line; click to fix it there. Every unit under it is struck, yours too.",
    SELF: "Click a unit of your own to reappear beside it and join it, or open ground to reappear there.",
    ENGAGEMENT: "Click an enemy unit fighting in the combat where the dead should rise.",
    AROUND: "No target to pick: the spell works on every unit it concerns within its range of the Wizard.",
    WOOD: "Click a wood within range: every enemy unit within 10 cm of it is struck.",
    PLACE: "Click where the creature should rise, within range: open ground, or against an enemy already fighting.",
    ILLUSION: "Click where the illusion should stand: within range, over 20 cm from every enemy. K: what it looks like.",
}


ITEM_WORDS = {"ring_of_magic": "Ring of Magic (no roll)", "wand_of_power": "Wand of Power (+1)"}
ITEM_TIPS = {
    "ring_of_magic": "Once a battle the Ring casts a spell without a roll: it works, unless the enemy dispels it",
    "wand_of_power": "Once a battle the Wand adds +1 to a casting roll; a 1 still fails",
}


def fill_magic_panel(tool: MagicTool, panel: Panel) -> None:
    st = tool.state
    assert tool.wizard is not None
    ch = st.characters[tool.wizard]
    panel.titled(f"{ch.name} casts a spell", ch.side)
    refused = caster_problems(st, ch, ch.id)
    if refused:
        panel.text(refused[0][:1].upper() + refused[0][1:] + ".", "bad", 13)
    panel.text(
        "One spell a turn: roll a die to reach the casting number; a 1 always fails, a 6 always works.", "dim", 12
    )
    for i, spell in enumerate(tool.spells()):
        playable = pattern(spell.effect) is not None
        pat = pattern(spell.effect)
        reach = f"{spell.range_mm // 10} cm" if spell.range_mm else _no_range(pat)
        chance = percent(spell_chance(st, ch.id, spell.name, tool.war_altar, tool.item)) if playable else "not playable"
        # The chance comes right after the name: a long name cuts the end of the label, and the range is the
        # part a player can best spare (it is in the tooltip and drawn on the table once the spell is picked).
        label = f"{i + 1}. {spell.name} · {chance} · {spell.cast}+ · {reach}"
        b = panel.button(
            f"spell{i}",
            label,
            lambda name=spell.name: tool.pick_spell(name),
            key=SPELL_KEYS[i] if i < len(SPELL_KEYS) else None,
            tooltip=f"{spell.name}: cast on {spell.cast}+, {reach}. {spell.text}" if spell.text else spell.name,
            enabled=playable and not refused,
        )
        if b is not None and spell.name == tool.spell:
            b.select()
    if tool.altar():
        panel.button(
            "altar",
            f"{tool.boon()}'s +1: " + ("spent on this roll" if tool.war_altar else "kept"),
            tool.toggle_altar,
            key=pygame.K_w,
            tooltip="Once a battle the War Altar adds +1 to a casting roll",
        )
    for item in tool.cast_items():
        spent = tool.item == item
        panel.button(
            f"cast_item_{item}",
            ITEM_WORDS[item] + (": spent on this spell" if spent else ": kept"),
            lambda item=item: tool.toggle_item(item),
            tooltip=ITEM_TIPS[item],
        )
    sp = tool.profile()
    if sp is not None:
        panel.rule()
        panel.text(sp.name, "gold", 14)
        panel.text(sp.text, "dim", 11)
        panel.text(HOW_TO.get(tool.kind(), ""), "", 12)
        if tool.kind() == ILLUSION:
            panel.button("looks", f"Looks like: {tool.looks_like()}", tool.next_look, key=pygame.K_k,
                         tooltip="Any infantry, cavalry or monsters of your list: click for the next")
        panel.live(lambda: _status(tool), 3, 13)
        ok = tool.action() is not None and not tool.verdict()
        panel.button(
            "cast",
            f"Cast {sp.name}",
            tool.cast,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip=f"Roll for {sp.name}: {percent(spell_chance(st, ch.id, sp.name, tool.war_altar, tool.item))} to work",
            enabled=ok,
            primary=True,
        )
    panel.button(
        "back",
        "Back to shooting",
        tool.back,
        tooltip="Leave magic for now  [key: Esc forgets the spell picked, then leaves]",
    )


def _status(tool: MagicTool) -> list[tuple[str, str]]:
    """The live lines: what the spell is aimed at and whether the rules allow it."""
    st = tool.state
    kind = tool.kind()
    if kind == LINE:
        found = tool.line()
        if found is None:
            return [("dim", "Point where the line should go.")]
        _, _, stopped, under = found
        who = ", ".join(st.units[u].name for u in under) or "nobody"
        lines = [("", f"Under the line: {who}")]
        if stopped:
            lines.append(("dim", f"It stops {stopped}."))
        if any(st.units[u].side == st.active for u in under):
            lines.append(("bad", "Your own units under it are struck too."))
        return lines
    a = tool.action()
    if a is None and kind in (ENEMY, FRIEND, TOUCHING):
        if tool.targets():
            return [("dim", f"Click a unit to lay it on: {len(tool.targets())} may take it now.")]
        # A greyed Cast with nothing to click would leave the player guessing: the rules say why.
        why = tool.no_target_reason()
        return [("bad", "✗ No unit may take it now" + (f": {why}" if why else "."))]
    if a is None:
        return [("dim", "Nothing picked yet.")]
    reasons = tool.verdict()
    if reasons:
        return [("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])]
    if kind == AROUND:
        return [("good", "✓ Ready: every unit it concerns within range")]
    if kind == PLACE:
        return [("good", "✓ It rises at the spot picked, facing the nearest enemy")]
    if kind == ILLUSION:
        return [("good", f"✓ A Mirage of {a.target} stands there, facing the nearest enemy")]
    if kind == SELF:
        where = f"beside {st.units[tool.target].name}, joining it" if tool.target else "on open ground"
        return [("good", f"✓ He reappears {where}")]
    if kind == WOOD:
        wood = next((p for p in board.terrain_pieces(st) if p.id == tool.target), None)
        name = (wood.name if wood is not None else "") or "the wood"
        foes = fury_victims(st, st.characters[a.wizard], tool.target)
        who = ", ".join(u.name for u in foes) or "no enemy unit"
        return [("good", f"✓ On {name}"), ("", f"Within 10 cm of it: {who}")]
    return [("good", f"✓ On {st.units[tool.target].name}")]


def _no_range(pat: object) -> str:
    """Where a spell without a range reaches: his own unit, the enemy touching it, or anywhere (Teleport)."""
    if getattr(pat, "own_unit", False):
        return "own unit"
    if getattr(pat, "target", "") == TOUCHING:
        return "foe in touch"
    return "anywhere"
