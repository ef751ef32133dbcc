"""What a volley is worth when odd hits are discarded at the end of the Shooting phase."""

from __future__ import annotations

import math
from dataclasses import replace

from game.ai.scoring.views import views
from game.ai.scoring.volleys import expected_worth, volley_worth
from tests.helpers import battle, unit


def _orcs():  # type: ignore[no-untyped-def]
    state = battle([unit("Crossbowmen", 900, 800)], [unit("Orc Warriors", 900, 560, facing=180, id="o")])
    return views(state)["o"]


def test_no_hits_are_worth_nothing_and_a_sure_kill_is_worth_the_unit_twice() -> None:
    v = _orcs()
    assert expected_worth(v, 0, 0.0, 3) == 0.0
    # Nine hits are sure to take all three stands: their share of the unit, and the victory points for it.
    assert abs(expected_worth(v, 0, 60.0, 3) - 2 * v.points) < 1e-6


def test_hits_already_taken_make_the_next_volley_worth_more() -> None:
    v = _orcs()
    fresh = volley_worth(v, 0, 1.0, 0.0, 3)
    assert volley_worth(v, 2, 1.0, 0.0, 3) > 3 * fresh
    # The other shooters' hits still to come on the same unit count too.
    assert volley_worth(v, 0, 1.0, 3.0, 3) > 2 * fresh


def test_the_stand_that_leaves_one_earns_half_the_unit() -> None:
    v = _orcs()
    two = replace(v, poses=v.poses[:2])
    per_stand = v.per_hit * v.prof.hits
    # Two stands left carrying 2 hits: one hit more takes a stand (its worth and half the unit's 60 points,
    # rounded up to 5), four more take both (the whole unit).
    p0 = math.exp(-1.0)
    p_one_to_three = p0 * (1 + 1 + 1 / 2 + 1 / 6) - p0
    p_four_or_more = 1 - p0 * (1 + 1 + 1 / 2 + 1 / 6)
    expected = p_one_to_three * (per_stand + 30) + p_four_or_more * (2 * per_stand + 60)
    assert abs(expected_worth(two, 2, 1.0, 3) - expected) < 1e-9
