"""Characters charging as one-stand units (a character module's ``character_charge``): whether to send a
Hero or Wizard alone, or out of its unit, at an enemy.

A character is worth sending only where it is likely to win: at an enemy lone character, or at a unit down
to its last stand that its dice are expected to finish. The General never goes (losing him may end the
battle). The expected hits are the rules' own odds: half of the dice hit at 4+, the target's Armour saves
its share; the expected hits back are the target's stands' Attacks likewise, against the character's Armour.
The gain is the target's points times the chance of finishing it, less the character's points times the
chance of losing it, both times the chance that the order passes; only a positive gain is offered, and the
best is taken against the orders the planner weighs next.
"""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.core import (
    Action,
    CharacterCharge,
    GameState,
    Rank,
    character_unit_profile,
    odds,
    victory,
)

HIT = 0.5  # 4+ on a D6


def _saved(armour: int | None) -> float:
    return 0.0 if armour is None else (7 - armour) / 6


def _target(state: GameState, target: str) -> tuple[int, int, int | None, int, int] | None:
    """(stands, hits to remove a stand, armour, attacks a stand, points) of what is charged."""
    if target in state.units:
        u = state.units[target]
        prof = state.unit_profile(u)
        return (len(u.stands), prof.hits - u.hits, prof.armour, prof.attacks, victory.unit_value(state, u))
    ch = state.characters.get(target)
    if ch is None:
        return None
    prof = character_unit_profile(state, ch)
    return (1, prof.hits, prof.armour, prof.attacks, victory.character_value(state, ch))


def charge_value(ctx: Ctx, a: CharacterCharge) -> tuple[float, str]:
    """The expected worth in points of the charge, and the words for it."""
    state = ctx.state
    ch = state.characters[a.character]
    if state.character_profile(ch).rank is Rank.GENERAL:
        return 0.0, ""
    found = _target(state, a.target)
    if found is None:
        return 0.0, ""
    stands, to_kill, armour, attacks, points = found
    if stands != 1:
        return 0.0, ""
    mine = character_unit_profile(state, ch)
    dealt = (mine.attacks + 1) * HIT * (1 - _saved(armour))  # +1 each charging stand in the open
    taken = attacks * HIT * (1 - _saved(mine.armour))
    p_kill = min(1.0, dealt / max(1, to_kill))
    p_lost = min(1.0, taken / max(1, mine.hits))
    p_order = float(odds.order_passes(state.character_profile(ch).command))
    gain = p_order * (points * p_kill - victory.character_value(state, ch) * p_lost * ctx.persona.risk)
    name = state.units[a.target].name if a.target in state.units else state.characters[a.target].name
    return gain, f"{ch.name} charges {name} alone ({pct(p_order)} to go, about {dealt:.1f} hits against {to_kill})"


def choose_character_charge(ctx: Ctx, legal: list[Action]) -> Choice | None:
    """The best character charge with a positive expected worth, or None."""
    scored = []
    for a in legal:
        if isinstance(a, CharacterCharge):
            gain, words = charge_value(ctx, a)
            if gain > 0:
                scored.append((gain, a, words))
    if not scored:
        return None
    return ctx.pick(scored)

