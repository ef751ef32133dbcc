"""The scoring's quick combat round gives the rules' exact odds: the chance to win, draw and lose a round and the
hits each side expects to strike, for any dice, armour, what each side can still take and bonuses."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.scoring.combat import _round
from game.core.combat.odds import round_odds, target_distribution

ARMOUR = st.sampled_from([None, 3, 4, 5, 6])


@settings(max_examples=150, deadline=None)
@given(
    a_dice=st.integers(0, 20),
    a_armour=ARMOUR,
    a_cap=st.integers(0, 12),
    a_bonus=st.integers(0, 4),
    d_dice=st.integers(0, 20),
    d_armour=ARMOUR,
    d_cap=st.integers(0, 12),
    d_bonus=st.integers(0, 6),
)
def test_a_round_has_the_rules_exact_odds(
    a_dice: int,
    a_armour: int | None,
    a_cap: int,
    a_bonus: int,
    d_dice: int,
    d_armour: int | None,
    d_cap: int,
    d_bonus: int,
) -> None:
    ours = [(max(1, a_dice), 4, d_armour)]
    theirs = [(d_dice, 4, a_armour)] if d_dice > 0 else []
    exact = round_odds(ours, theirs, our_bonus=a_bonus, their_bonus=d_bonus, our_cap=d_cap, their_cap=a_cap)
    struck = sum(k * p for k, p in target_distribution(ours, d_cap).items())
    taken = sum(k * p for k, p in target_distribution(theirs, a_cap).items())
    quick = _round.__wrapped__(a_dice, a_armour, a_cap, a_bonus, d_dice, d_armour, d_cap, d_bonus)
    for got, want in zip(quick, (exact.win0, exact.draw, exact.win1, struck, taken), strict=True):
        assert math.isclose(got, float(want), rel_tol=1e-12, abs_tol=1e-12)


def test_four_dice_against_none_win_unless_every_die_misses() -> None:
    # Four dice hitting on 4+ against a unit that strikes nothing back: lost never, drawn only on four misses.
    win, draw, lose, struck, taken = _round.__wrapped__(4, None, 9, 0, 0, None, 9, 0)
    assert math.isclose(draw, 1 / 16)
    assert math.isclose(win, 15 / 16)
    assert lose == 0.0
    assert math.isclose(struck, 2.0)
    assert taken == 0.0
