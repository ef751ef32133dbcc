"""Shooting odds for the explain cards and the AI: exact fractions."""

from fractions import Fraction

from game.core.shooting import Shoot
from game.core.shooting.odds import drive_back_odds, expected_hits, helblaster_odds, hits_distribution, shot_odds
from tests.core.shooting.common import shooting
from tests.helpers import terrain, unit


def test_expected_hits_after_saves():
    # 3 dice at 4+ against Armour 6+: 3 x 1/2 x 5/6.
    assert expected_hits(3, 4, 6) == Fraction(5, 4)
    # Handguns: the 6+ save is gone.
    assert expected_hits(3, 4, 6, armour_worse=1) == Fraction(3, 2)
    # A cannon: no save at all, against the Knights' 4+.
    assert expected_hits(2, 4, 4, no_saves=True) == 1


def test_the_hit_distribution_adds_up_to_one():
    dist = hits_distribution(3, 5, 5)
    assert sum(dist.values()) == 1
    assert dist[0] == (1 - Fraction(1, 3) * Fraction(2, 3)) ** 3


def test_drive_back_odds():
    assert drive_back_odds(1, 20) == (Fraction(1, 6), 0)
    confused, routed = drive_back_odds(4, 20)
    assert confused == 1 - Fraction(5, 6) ** 4
    # Four dice come to 21 or more in 35 of the 1296 ways.
    assert routed == Fraction(35, 1296)


def test_helblaster_odds():
    misfire, boom = helblaster_odds(2)
    assert (misfire, boom) == (0, 0)
    misfire, boom = helblaster_odds(4)
    assert misfire == 4 * Fraction(1, 6) ** 3 * Fraction(5, 6) and boom == Fraction(1, 6) ** 4


def test_the_odds_of_a_shot_about_to_be_fired():
    wood = terrain("w", "wood", [(830, 535), (970, 535), (970, 580), (830, 580)], "Copse")
    s = shooting(
        [unit("Crossbowmen", 900, 700, id="u1")], [unit("Orc Warriors", 900, 560, 180, id="o1")], terrain_pieces=[wood]
    )
    assert Shoot("u1", "o1") in s.legal_actions()
    # 3 dice needing 5+ in the wood, then a 6+ save.
    assert shot_odds(s, "u1", "o1") == 3 * Fraction(1, 3) * Fraction(5, 6)
