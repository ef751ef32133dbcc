"""Expected combat results, for choosing charges, pursuits and advances and for judging threats.

``estimate`` works from the two units' stat lines and where the attacker comes from (front, flank or
rear): how many stands fight, the charge and monster bonuses, the -1 for being struck in the flank or
rear, supports and shooting at the charger, then the round's odds by the laws of ``game.core.combat.odds``
(worked in floating point).
``exact_charge`` places a real charge on the agent's own copy of the state and asks
``game.core.combat.odds.fight_odds`` for the odds with every modifier the rules know.

A result's ``gain`` is in army points for the attacker: the expected hits it strikes less those it
takes, each at its victim's price per hit, plus a share of the loser's remaining value for winning
(a loser retreats and is often caught by the pursuit) less the same for losing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from game.ai.scoring.geometry import FLANK, FRONT, REAR, spans
from game.ai.scoring.views import UnitView
from game.core import UnitType

# Share of the loser's remaining value a won round is worth (retreat, pursuit, a second round).
WIN_SHARE = 0.45


@dataclass(frozen=True)
class Estimate:
    """Odds of the first round and what it is worth to the attacker."""

    win: float
    draw: float
    lose: float
    inflicted: float
    taken: float
    gain: float


@lru_cache(maxsize=100_000)
def _round(
    a_dice: int,
    a_armour: int | None,
    a_cap: int,
    a_bonus: int,
    d_dice: int,
    d_armour: int | None,
    d_cap: int,
    d_bonus: int,
) -> tuple[float, float, float, float, float]:
    """(win, draw, lose, hits struck, hits taken) for the attacker; caps are what each side can still take.

    The laws of ``game.core.combat.odds.round_odds`` (every die hits on 4+, then armour saves, hits capped at
    what the enemy can take), worked in floating point: the rules' exact fractions cost several milliseconds a
    round, and the scoring weighs many rounds a decision."""
    ours = _hits(max(1, a_dice), d_armour, d_cap)
    theirs = _hits(d_dice, a_armour, a_cap) if d_dice > 0 else [1.0]
    win = draw = lose = 0.0
    for x, px in enumerate(ours):
        for y, py in enumerate(theirs):
            ahead = (x + a_bonus) - (y + d_bonus)
            if ahead > 0:
                win += px * py
            elif ahead == 0:
                draw += px * py
            else:
                lose += px * py
    struck = sum(k * p for k, p in enumerate(ours))
    taken = sum(k * p for k, p in enumerate(theirs))
    return win, draw, lose, struck, taken


def _hits(dice: int, armour: int | None, cap: int) -> list[float]:
    """Chance of 0, 1, 2, ... hits after saves from ``dice`` dice hitting on 4+, more than ``cap`` counting as ``cap``."""
    saved = max(0, min(6, 7 - armour)) / 6 if armour else 0.0
    p = 0.5 * (1 - saved)
    d = [math.comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)]
    cap = max(0, cap)
    return d if len(d) <= cap + 1 else [*d[:cap], sum(d[cap:])]


def _charge_bonus(v: UnitView) -> int:
    if v.prof.type in (UnitType.MONSTER, UnitType.CHARIOT):
        return 2
    return 1


def stands_fighting(att: UnitView, dfd: UnitView, zone: str) -> tuple[int, int]:
    """(attacking stands, defending stands) in contact for a charge into ``zone`` of ``dfd``."""
    front, depth = spans(dfd)
    aw = att.prof.base_mm[0]
    dw, dd = dfd.prof.base_mm
    if zone == FLANK:
        a = min(att.stands, max(1, math.ceil(depth / aw)))
        d = max(1, min(dfd.stands, round(depth / dd)))
    else:
        a = min(att.stands, max(1, math.ceil(front / aw)))
        d = max(1, min(dfd.stands, round(front / dw), math.ceil(a * aw / dw)))
    return a, d


def estimate(
    att: UnitView,
    dfd: UnitView,
    zone: str,
    *,
    charging: bool = True,
    pursuit: int = 0,
    att_support: int = 0,
    dfd_support: int = 0,
) -> Estimate:
    """The first round of ``att`` charging ``dfd`` from ``zone``, from their stat lines; or pursuing it with
    ``pursuit`` Attacks a stand more."""
    a_n, d_n = stands_fighting(att, dfd, zone)
    a_per = att.prof.attacks + (_charge_bonus(att) if charging else 0) + pursuit
    a_per -= 1 if att.confused else 0
    d_per = dfd.prof.attacks - (1 if zone in (FLANK, REAR) else 0) - (1 if dfd.confused else 0)
    a_dice = a_n * max(0, a_per) + att.char_bonus
    d_dice = d_n * max(0, d_per) + dfd.char_bonus
    # Supports count only for stands fighting to their front.
    d_bonus = dfd_support if zone == FRONT else 0
    if charging and zone == FRONT and dfd.shots and not dfd.engaged:
        # Shooting at the charger: its hits count in the first round.
        d_bonus += round(min(dfd.stands, 3) * dfd.shots * 0.5 * _saved(att.prof.armour))
    win, draw, lose, struck, taken = _round(
        a_dice, att.prof.armour, att.hits_left, att_support, d_dice, dfd.prof.armour, dfd.hits_left, d_bonus
    )
    return Estimate(win, draw, lose, struck, taken, value_of(att, dfd, win, lose, struck, taken))


def _saved(armour: int | None) -> float:
    """Share of hits that get through an armour save."""
    if not armour:
        return 1.0
    return 1 - max(0, 7 - armour) / 6


def value_of(att: UnitView, dfd: UnitView, win: float, lose: float, struck: float, taken: float) -> float:
    """Points the attacker expects from a round with these odds and hits."""
    d_left = max(0.0, dfd.value - struck * dfd.per_hit)
    a_left = max(0.0, att.value - taken * att.per_hit)
    return struck * dfd.per_hit - taken * att.per_hit + WIN_SHARE * (win * d_left - lose * a_left)


def support_stands(v: UnitView, friends: list[UnitView]) -> int:
    """Friendly infantry stands standing right behind this unit's front stands (a rough count)."""
    if not v.infantry:
        return 0
    from game.ai.scoring.views import heading

    fx, fy = heading(v.facing)
    dd = v.prof.base_mm[1]
    own_rows = len(v.poses) - round(spans(v)[0] / v.prof.base_mm[0])
    count = max(0, own_rows)
    for f in friends:
        if f.id == v.id or not f.infantry or f.engaged or f.confused:
            continue
        if math.dist((f.cx, f.cy), (v.cx, v.cy)) > 120:
            continue
        for p in f.poses:
            for q in v.poses:
                bx, by = q[0] - fx * dd, q[1] - fy * dd
                if math.dist(p[:2], (bx, by)) < 12 and abs((p[2] - q[2] + 180) % 360 - 180) < 10:
                    count += 1
                    break
    return min(count, len(v.poses))
