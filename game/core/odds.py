"""Exact odds from counting dice faces, for the order planner, the explain cards and the AI.

Everything here is enumeration over the faces, returned as ``Fraction`` so tests can compare exactly;
call ``float()`` for display.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import product


@cache
def order_passes(target: int) -> Fraction:
    """Chance that 2D6 rolls ``target`` or less, a double six always failing (digest 2.3)."""
    wins = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b <= target and a + b != 12)
    return Fraction(wins, 36)


def order_target_passes(command: int, penalty: int) -> Fraction:
    """Chance an order passes for a Command value and a total penalty (a negative number or zero)."""
    return order_passes(min(10, command + penalty))


def chain_passes(targets: Sequence[int]) -> Fraction:
    """Chance that every order of a planned chain passes (each roll is independent)."""
    p = Fraction(1)
    for t in targets:
        p *= order_passes(t)
    return p


DOUBLE_SIX = Fraction(1, 36)


def chain_blunders(targets: Sequence[int], can_blunder: bool = True) -> Fraction:
    """Chance a Hero or Wizard blunders somewhere in the chain (a double six on an order that is rolled)."""
    if not can_blunder:
        return Fraction(0)
    p = Fraction(0)
    reach = Fraction(1)
    for t in targets:
        p += reach * DOUBLE_SIX
        reach *= order_passes(t)
    return p


def expected_orders(targets: Sequence[int]) -> Fraction:
    """Expected number of orders that pass before the chain stops."""
    e = Fraction(0)
    reach = Fraction(1)
    for t in targets:
        reach *= order_passes(t)
        e += reach
    return e


def at_least(faces_needed: int, dice: int, hits_needed: int) -> Fraction:
    """Chance of at least ``hits_needed`` successes on ``dice`` D6 each needing ``faces_needed`` or more."""
    if faces_needed > 6:
        return Fraction(1) if hits_needed <= 0 else Fraction(0)
    p = Fraction(7 - max(1, faces_needed), 6)
    from math import comb

    return sum(
        (Fraction(comb(dice, k)) * p**k * (1 - p) ** (dice - k) for k in range(max(0, hits_needed), dice + 1)),
        Fraction(0),
    )
