"""Charging an enemy lone character with a unit (a character module that lets lone characters be charged as
one-stand units: the Ninth Age's).

A lone character is worth a charge when the unit's first round is likely to slay it: its points are then
won outright. The odds are the rules' own, roughly: the charger's stands that can reach a single 40 mm
stand (two at most), each with its Attacks and +1 for charging in the open, hit on 4+, the character's
Armour saving its share; it is slain at its Hits. What it strikes back is its own dice, against the unit's
Armour. The score is worked out as a unit charge's is (``charge_worth``): a chance of slaying below the
personality's lowest acceptable odds is a poor charge.
"""

from __future__ import annotations

import math

from game.ai.planner import Ctx, pct
from game.ai.scoring.geometry import FRONT
from game.ai.scoring.views import UnitView
from game.core import GameState, character_unit_profile, chargeable_character, victory

HIT = 0.5  # 4+ on a D6
# A lone character's base is one stand's frontage: at most two charging stands touch it.
STANDS_ON_ONE = 2


def _kept(armour: int | None) -> float:
    """The share of hits that get through an Armour save."""
    return 1.0 if armour is None else 1 - (7 - armour) / 6


def lone_targets(state: GameState, v: UnitView) -> list[str]:
    """The enemy lone characters ``v`` could hope to reach with a charge (by distance; the rules place it)."""
    return [
        ch.id
        for ch in state.live_characters(1 - v.side)
        if ch.joined is None
        and chargeable_character(state, ch)
        and math.dist((ch.x, ch.y), (v.cx, v.cy)) <= v.pace + 60
    ]


def slay_odds(state: GameState, v: UnitView, target: str) -> tuple[float, float, float]:
    """(chance of slaying the character in the first round, hits expected on it, hits expected back)."""
    ch = state.characters[target]
    prof = character_unit_profile(state, ch)
    stands = min(STANDS_ON_ONE, v.stands)
    dealt = stands * (v.prof.attacks + 1) * HIT * _kept(prof.armour)
    taken = prof.attacks * HIT * _kept(v.prof.armour)
    return min(1.0, dealt / max(1, prof.hits)), dealt, taken


def lone_charge_choice(ctx: Ctx, unit: str, target: str) -> tuple[float, str]:
    """(score, reason) of ``unit`` charging the lone character ``target``."""
    from game.ai.plans.moving import charge_worth
    from game.ai.plans.places import here_value

    state = ctx.state
    v = ctx.views[unit]
    ch = state.characters[target]
    p_slay, dealt, taken = slay_odds(state, v, target)
    gain = p_slay * victory.character_value(state, ch) - taken * v.per_hit
    score = charge_worth(ctx, p_slay, gain, FRONT) - here_value(ctx, v)
    return score, f"{v.name} charges {ch.name}, alone: slays him {pct(p_slay)} (about {dealt:.1f} hits)"


def rough_offers(ctx: Ctx, v: UnitView) -> list[tuple[float, str, str]]:
    """(rough score, unit, target) for ``v``'s charges on lone characters, for ``charge_offers``."""
    from game.ai.plans.moving import charge_worth

    out = []
    for cid in lone_targets(ctx.state, v):
        p_slay, _, taken = slay_odds(ctx.state, v, cid)
        gain = p_slay * victory.character_value(ctx.state, ctx.state.characters[cid]) - taken * v.per_hit
        out.append((charge_worth(ctx, p_slay, gain, FRONT), v.id, cid))
    return out
