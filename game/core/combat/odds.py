"""Exact combat odds for the UI and the AI (digest 5.3-5.5).

Every die of an attack hits with a fixed chance and every hit is saved with a fixed chance, so the
hits a batch of dice leaves on its target follow a binomial law with p = P(hit) x P(no save). Hits
on one target unit are capped at what it can still take, the capped totals of a side add up, and the
side's result adds its supporting stands and any hits struck before the fight. Two independent
results give the chances of winning, drawing and losing a round. Everything is a ``Fraction``.

Not counted: a side wiped out losing whatever the scores (the cap keeps such rounds close to right).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from game.core.combat.attacks import plan_round
from game.core.state import GameState, id_key

Distribution = dict[int, Fraction]
# (dice, score needed to hit, armour save or None)
Batch = tuple[int, int, int | None]


def hit_chance(to_hit: int) -> Fraction:
    """Chance one die scores ``to_hit`` or more."""
    return Fraction(max(0, min(6, 7 - to_hit)), 6)


def save_chance(armour: int | None) -> Fraction:
    """Chance one armour roll saves a hit (no armour: none)."""
    return Fraction(0) if not armour else Fraction(max(0, min(6, 7 - armour)), 6)


def wound_chance(to_hit: int, armour: int | None) -> Fraction:
    """Chance one attack die leaves a hit on the target after its save."""
    return hit_chance(to_hit) * (1 - save_chance(armour))


def expected_hits(dice: int, to_hit: int, armour: int | None) -> Fraction:
    """Expected hits left by ``dice`` attack dice needing ``to_hit`` against ``armour``."""
    return dice * wound_chance(to_hit, armour)


def hits_distribution(dice: int, to_hit: int, armour: int | None) -> Distribution:
    """The exact chance of each number of hits (after saves) from ``dice`` dice."""
    p = wound_chance(to_hit, armour)
    return {k: comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)}


def convolve(a: Distribution, b: Distribution) -> Distribution:
    """The distribution of the sum of two independent totals."""
    out: Distribution = {}
    for x, px in a.items():
        for y, py in b.items():
            out[x + y] = out.get(x + y, Fraction(0)) + px * py
    return out


def capped(d: Distribution, cap: int | None) -> Distribution:
    """Totals above ``cap`` count as ``cap`` (hits an enemy cannot take do not count)."""
    if cap is None:
        return dict(d)
    out: Distribution = {}
    for x, p in d.items():
        k = min(x, max(0, cap))
        out[k] = out.get(k, Fraction(0)) + p
    return out


def target_distribution(batches: Iterable[Batch], cap: int | None = None) -> Distribution:
    """Hits on one target from several batches of dice, capped at what it can take."""
    d: Distribution = {0: Fraction(1)}
    for dice, to_hit, armour in batches:
        d = convolve(d, hits_distribution(dice, to_hit, armour))
    return capped(d, cap)


def score_distribution(targets: Sequence[tuple[Sequence[Batch], int | None]], bonus: int = 0) -> Distribution:
    """A side's result: each target's capped hits added up, plus ``bonus`` (supports, earlier hits)."""
    d: Distribution = {bonus: Fraction(1)}
    for batches, cap in targets:
        d = convolve(d, target_distribution(batches, cap))
    return d


@dataclass(frozen=True)
class RoundOdds:
    """Chances that side 0 wins, that the round is drawn, and that side 1 wins."""

    win0: Fraction
    draw: Fraction
    win1: Fraction


def compare(a: Distribution, b: Distribution) -> RoundOdds:
    """Chances that result ``a`` beats, equals or falls short of the independent result ``b``."""
    win = draw = lose = Fraction(0)
    for x, px in a.items():
        for y, py in b.items():
            if x > y:
                win += px * py
            elif x == y:
                draw += px * py
            else:
                lose += px * py
    return RoundOdds(win, draw, lose)


def round_odds(
    ours: Sequence[Batch],
    theirs: Sequence[Batch],
    *,
    our_bonus: int = 0,
    their_bonus: int = 0,
    our_cap: int | None = None,
    their_cap: int | None = None,
) -> RoundOdds:
    """Odds of one round between two sides each striking one enemy unit (caps: what each enemy can take)."""
    return compare(
        score_distribution([(ours, our_cap)], our_bonus), score_distribution([(theirs, their_cap)], their_bonus)
    )


def fight_odds(state: GameState, units: list[str], round_no: int = 1) -> RoundOdds:
    """Odds of the next round between ``units`` as the table stands, with every modifier and support."""
    from game.core import carry
    from game.core.combat.camps import camp
    from game.core.combat.engagements import data

    plan = plan_round(state, units, round_no)
    per_side: dict[int, dict[str, list[Batch]]] = {0: {}, 1: {}}
    for uid, ua in plan.attacks.items():
        side = camp(state, uid)
        for sa in ua.stands:
            if sa.dice:
                armour = state.unit_profile(state.units[sa.target]).armour
                per_side[side].setdefault(sa.target, []).append((sa.dice, sa.to_hit, armour))
    fought = set(data(state).fought)
    dists = []
    for side in (0, 1):
        targets = []
        bonus = plan.supports[side]
        for target in sorted(per_side[side], key=id_key):
            t = state.units[target]
            cap = len(t.stands) * state.unit_profile(t).hits - t.hits
            targets.append((per_side[side][target], cap))
        for uid in units:
            u = state.units[uid]
            if camp(state, u) != side and uid not in fought:
                bonus += carry.first_round_hits(state, uid)
        dists.append(score_distribution(targets, bonus))
    return compare(dists[0], dists[1])
