"""What the Goblin Shamans' and Ogre Butchers' own spells are worth to the computer (digest 6.3).

Mork Save Uz! is worth a stand's save to a unit whose armour is worse than 5+ when enemy shooters or chargers can
reach it; Tooth Cracker keeps a unit from being driven back or confused, worth most to one within reach of
shooters; Bull Gorger and Troll Guts are worth their extra Attacks or Hits to a unit fighting now.
"""

from __future__ import annotations

import math

from game.ai.planner import Ctx
from game.ai.scoring.views import UnitView


def _threats(ctx: Ctx, t: UnitView, shooters_only: bool = False) -> int:
    reach = (lambda e: e.range_mm) if shooters_only else (lambda e: max(e.range_mm, e.pace))
    return sum(1 for e in ctx.views.values()
               if e.side != ctx.side and (e.shots or not shooters_only)
               and math.dist((t.cx, t.cy), (e.cx, e.cy)) <= reach(e) + 200)


def spell_worth(ctx: Ctx, effect: str, t: UnitView | None) -> tuple[float, str] | None:
    """The worth of one of these spells on ``t`` and why, or None if ``effect`` is none of them."""
    if t is None or effect not in ("mork_save_uz", "tooth_cracker", "bull_gorger", "troll_guts"):
        return None
    if effect == "mork_save_uz":
        armour = ctx.state.unit_profile(ctx.state.units[t.id]).armour
        if (armour is not None and armour <= 5) or not (t.engaged or _threats(ctx, t)):
            return 0.0, ""
        return 1.5 * t.stands + (1.0 if t.engaged else 0.0), f"Mork shields {t.name}"
    if effect == "tooth_cracker":
        shooters = _threats(ctx, t, shooters_only=True)
        return (1.0 * t.stands if shooters or t.engaged else 0.0), f"{t.name} stands firm"
    if not t.engaged:
        return 0.0, ""
    if effect == "bull_gorger":
        return 2.5 * t.stands + 2.0, f"{t.name} fights with +1 Attack"
    return 2.0 * t.stands + 1.0, f"{t.name} fights with +1 Hit a stand"
