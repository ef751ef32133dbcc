"""Distances in messages that name a limit: never a figure that reads as the limit it breaks or keeps.

A refusal such as "is 60 cm away; heroes order within 60 cm" contradicts itself: the unit is 60.04 cm
away, and rounding hid the part that breaks the limit. These helpers give one decimal (dropping a
trailing ".0"), and where even that would land on the wrong side of a limit they say "just over" or
"just under" it instead.
"""

from __future__ import annotations

import math


def between(mm: float, lower_mm: float, upper_mm: float) -> str:
    """``mm`` (above ``lower_mm``, at most ``upper_mm``) in cm, as a figure that is visibly in that band."""
    cm = round(mm / 10, 1)
    if cm * 10 <= lower_mm:
        return f"just over {lower_mm / 10:g} cm"
    if cm * 10 > upper_mm:
        return f"just under {upper_mm / 10:g} cm"
    return f"{cm:g} cm"


def past(mm: float, limit_mm: float) -> str:
    """``mm`` (beyond ``limit_mm``) in cm, as a figure that visibly breaks the limit."""
    return between(mm, limit_mm, math.inf)


def within(mm: float, limit_mm: float) -> str:
    """``mm`` (at most ``limit_mm``) in cm, as a figure that visibly keeps to the limit."""
    return between(mm, -math.inf, limit_mm)
