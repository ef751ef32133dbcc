"""Units of characters under the Ninth Age character module: when a character joins a friendly lone character
(in the Characters step, or set up beside it in deployment) rather than stand alone or join a unit.

A lone character is a one-stand unit to the enemy: any charge that touches it fights it alone, and shots at it
strike it alone. Two characters as one unit share the hits and fight together, so a character that would stand
alone anyway is better beside a friend that stands alone too. The cost is the host's freedom: the character
joined becomes the unit's stand and moves only when the unit is ordered. So the General (whose place decides
the penalties of every order) is never a host or a joiner, and a band is formed only where the joiner's place
is worth as much as standing there alone; the joiner stays free to leave it next turn.
"""

from __future__ import annotations

from game.ai.planner import Ctx
from game.core import Character, Rank

# What a character no longer alone gains: the same as the lone penalty ``setup._character_score`` charges
# (a charge that touches a lone character fights it by itself), and a little for the hits shared.
SHELTER = 3.0


def may_band(ctx: Ctx, ch: Character, host: Character) -> bool:
    """Whether the computer forms a unit of ``ch`` and ``host``: neither is its General."""
    state = ctx.state
    return all(state.character_profile(c).rank is not Rank.GENERAL for c in (ch, host))


def shelter(ctx: Ctx, ch: Character, host: Character) -> float:
    """What joining ``host`` adds to standing at the same place alone (0 when the computer will not)."""
    return SHELTER if may_band(ctx, ch, host) else 0.0
