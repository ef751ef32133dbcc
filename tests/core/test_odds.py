"""Order odds against full enumeration of the dice."""

from fractions import Fraction
from itertools import product

import pytest

from game.core.odds import at_least, chain_blunders, chain_passes, expected_orders, order_passes, order_target_passes


def _enumerate_chain(targets):
    wins = 0
    total = 0
    for faces in product(range(1, 7), repeat=2 * len(targets)):
        total += 1
        ok = all(
            faces[2 * i] + faces[2 * i + 1] <= t and faces[2 * i] + faces[2 * i + 1] != 12
            for i, t in enumerate(targets)
        )
        wins += ok
    return Fraction(wins, total)


@pytest.mark.parametrize(
    "target,count", [(2, 1), (5, 10), (7, 21), (8, 26), (9, 30), (10, 33), (11, 35), (12, 35), (1, 0)]
)
def test_order_passes_counts_the_faces(target, count):
    assert order_passes(target) == Fraction(count, 36)


def test_a_double_six_always_fails_even_at_command_ten_plus():
    assert order_passes(14) == Fraction(35, 36)


def test_command_never_exceeds_ten():
    assert order_target_passes(10, +1) == order_passes(10)


def test_general_nine_three_orders_to_one_unit_passes_about_a_third_of_the_time():
    # Command 9: 1st order needs 9, 2nd 8, 3rd 7 (players quote about 35 %).
    p = chain_passes([9, 8, 7])
    assert p == _enumerate_chain([9, 8, 7])
    assert round(float(p), 3) == 0.351


@pytest.mark.parametrize("targets", [[8], [8, 7], [7, 6, 4], [10, 9, 8]])
def test_chain_matches_enumeration(targets):
    assert chain_passes(targets) == _enumerate_chain(targets)


def test_blunder_chance_in_a_chain_counts_only_rolled_orders():
    # First order always rolled (1/36); the second only if the first passed.
    assert chain_blunders([8, 7]) == Fraction(1, 36) + Fraction(26, 36) * Fraction(1, 36)
    assert chain_blunders([8, 7], can_blunder=False) == 0


def test_expected_orders():
    assert expected_orders([8]) == Fraction(26, 36)
    assert expected_orders([8, 7]) == Fraction(26, 36) + Fraction(26, 36) * Fraction(21, 36)


def test_at_least_hits():
    assert at_least(4, 1, 1) == Fraction(1, 2)
    assert at_least(4, 2, 1) == Fraction(3, 4)
    assert at_least(6, 3, 0) == 1
