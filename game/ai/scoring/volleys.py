"""What hits are worth once the shots still to come this phase are counted (digest 7: odd hits are
discarded at the end of the Shooting phase).

A hit counts only if it helps remove a stand before the phase ends, and a stand only earns victory points
when it leaves the unit with one stand (half its value) or none (all of it). Hits are taken to fall as a
Poisson spread around their average, which is close to the many dice of a volley. Looking ahead, the hits
the side's other shooters could still add to the same target are counted as landing too, so a volley that
sets up the next one is worth more, and fire is concentrated where stands will fall.
"""

from __future__ import annotations

import math

from game.ai.scoring.views import UnitView
from game.core import half_value

# Share of the other shooters' hits on a target counted on (they may pick other targets).
FOLLOW_SHARE = 0.7
# What a hit that removes no stand is still worth (the drive back it adds), as a share of its linear worth.
DRIVE_BACK_SHARE = 0.2


def _spread(mean: float) -> list[float]:
    """Chance of 0, 1, 2, ... hits for a volley of this average."""
    if mean <= 0:
        return [1.0]
    p = math.exp(-mean)
    out = [p]
    # Far enough past the average that what is left of the spread is negligible.
    for k in range(1, int(mean + 10 * math.sqrt(mean)) + 20):
        p *= mean / k
        out.append(p)
    return out


def _worth_removed(v: UnitView, start_stands: int, removed: int, addons: int) -> float:
    """Points of the stands removed (their share of the unit) plus the victory points earned."""
    removed = min(removed, v.stands)
    return (
        removed * v.per_hit * v.prof.hits
        + _victory_points(v, v.stands - removed, start_stands - addons)
        - _victory_points(v, v.stands, start_stands - addons)
    )


def _victory_points(v: UnitView, left: int, base: int) -> float:
    """The victory points ``v`` gives the enemy with ``left`` stands: all of them destroyed, half when a unit that
    began with three or more stands is down to one (rounded up to 5)."""
    if left == 0:
        return float(v.points)
    if left == 1 and base >= 3:
        return float(half_value(v.points))
    return 0.0


def expected_worth(v: UnitView, hits_now: int, mean: float, start_stands: int, addons: int = 0) -> float:
    """Average points earned by ``mean`` more hits on ``v`` this phase, carrying ``hits_now``."""
    per = max(1, v.prof.hits)
    return sum(p * _worth_removed(v, start_stands, (hits_now + k) // per, addons) for k, p in enumerate(_spread(mean)))


def volley_worth(v: UnitView, hits_now: int, mean: float, follow: float, start_stands: int, addons: int = 0) -> float:
    """What a volley of ``mean`` hits adds on ``v``, the other shooters' ``follow`` hits counted on: the worth of
    the phase's hits with it, less without it, plus a little for the drive back every hit adds."""
    f = FOLLOW_SHARE * follow
    gain = expected_worth(v, hits_now, mean + f, start_stands, addons) - expected_worth(
        v, hits_now, f, start_stands, addons
    )
    return gain + DRIVE_BACK_SHARE * min(mean, v.hits_left) * v.per_hit
