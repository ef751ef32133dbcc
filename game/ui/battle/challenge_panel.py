"""The challenge dialog of the Warhammer 8th character module, in the Combat phase's side panel: before a fight,
issue a challenge (or not), accept it with one of the characters who may (or refuse, when someone has room to
step back), name the enemy character that retires, and say how many attacks go at a character. Every choice
shows its odds: the chance each character slays the other in a round of challenge, or the aimed attacks'
chance to slay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.core.warhammer8.actions import (
    AcceptChallenge,
    AimAttacks,
    IssueChallenge,
    NameRetiring,
    NoChallenge,
    RefuseChallenge,
)
from game.core.warhammer8.challenges import challenger_of, current, engagement_units, legal
from game.core.warhammer8.engaged import acceptors
from game.core.warhammer8.odds import aimed, duel
from game.ui.battle.panel import Panel

if TYPE_CHECKING:
    from game.ui.battle.combat_tool import CombatTool

KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)


def _odds(st: GameState, mine: str, theirs: str) -> str:
    a, b = st.characters[mine], st.characters[theirs]
    return duel(st, a, b).words((a.name, b.name))


def _names(st: GameState, units: list[str]) -> str:
    return " against ".join(", ".join(st.units[u].name for u in units if st.units[u].side == s) for s in (0, 1))


def options(st: GameState) -> list[tuple[str, Any, str]]:
    """The dialog's choices for the side to decide: (label, action, odds in words)."""
    out: list[tuple[str, Any, str]] = []
    for a in legal(st):
        if isinstance(a, IssueChallenge):
            g = engagement_units(st, a.engagement)
            foes = acceptors(st, g, st.characters[a.character])
            words = "; ".join(_odds(st, a.character, f.id) for f in foes)
            out.append((f"Challenge with {st.characters[a.character].name}", a, words))
        elif isinstance(a, NoChallenge):
            out.append(("No challenge", a, "fight on without a challenge"))
        elif isinstance(a, AcceptChallenge):
            who = challenger_of(st, a.engagement) or ""
            out.append((f"Accept with {st.characters[a.character].name}", a, _odds(st, a.character, who)))
        elif isinstance(a, RefuseChallenge):
            out.append((
                "Refuse",
                a,
                "the challenger names one of yours to retire: it strikes no blow this round and its Command is no use "
                "until the turn ends (a Battle Standard loses Hold Your Ground)",
            ))
        elif isinstance(a, NameRetiring):
            ch = st.characters[a.character]
            bonus = st.character_profile(ch).attack_bonus
            out.append((f"{ch.name} retires", a, f"its unit loses its +{bonus} Attack this round"))
        elif isinstance(a, AimAttacks):
            ch = st.characters[a.character]
            s = "s" if a.dice != 1 else ""
            chance = round(aimed(st, ch, a.dice) * 100) if a.dice else 0
            theirs = st.units[ch.joined].name if ch.joined in st.units else "his unit"
            words = f"{chance} % to slay {ch.name}" if a.dice else f"every attack at the stands of {theirs}"
            out.append((f"{a.dice} attack{s} at {ch.name}", a, words))
    return out


def _heading(st: GameState) -> tuple[str, str]:
    cur = current(st)
    acts = legal(st)
    if not acts:
        return "", ""
    first = acts[0]
    eid = getattr(first, "engagement", None)
    units = engagement_units(st, eid) if eid else (cur[0] if cur else [])
    fight = _names(st, units) if units else ""
    if any(isinstance(a, (AcceptChallenge, RefuseChallenge)) for a in acts):
        who = st.characters[challenger_of(st, eid or "") or ""].name if challenger_of(st, eid or "") else "the enemy"
        refuse = any(isinstance(a, RefuseChallenge) for a in acts)
        extra = "" if refuse else " Nowhere to run: every stand of the unit touches the enemy, so it must be accepted."
        return "A challenge!", f"{fight}: {who} calls out your characters.{extra}"
    if any(isinstance(a, NameRetiring) for a in acts):
        return "The challenge is refused", f"{fight}: name the enemy character that retires in shame."
    if any(isinstance(a, AimAttacks) for a in acts):
        a = next(a for a in acts if isinstance(a, AimAttacks))
        ch = st.characters[a.character]
        theirs = st.units[ch.joined].name if ch.joined in st.units else "his unit"
        return (
            "Where do the attacks go?",
            f"{st.units[a.unit].name} touch both {ch.name} and {theirs}: say how many of their attacks go at him "
            "before they are rolled. Hits beyond what slays him are lost.",
        )
    return "Issue a challenge?", (
        f"{fight}: the side whose turn it is may challenge first. The two characters fight only each other; "
        "overkill adds up to +3 to the result."
    )


def fill_challenge_panel(tool: CombatTool, panel: Panel) -> bool:
    """Draw the dialog when a challenge decision waits for the side at the table; False when none does."""
    st = tool.state
    if not st.ruleset.has("warhammer8-characters"):
        return False
    opts = options(st)
    if not opts:
        return False
    title, words = _heading(st)
    side = st.acting_side()
    panel.titled(f"{st.sides[side].name}: {title}", side)
    panel.text(words, "dim", 12)
    for i, (label, action, odds) in enumerate(opts):
        panel.button(
            f"wh8_{i}",
            f"{i + 1}. {label}" if i < len(KEYS) else label,
            lambda a=action: tool.decide(a),
            key=KEYS[i] if i < len(KEYS) else None,
            tooltip=odds,
        )
        panel.text(odds, "", 12, indent=8)
    return True
