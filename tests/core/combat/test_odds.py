"""Combat odds against full enumeration of the dice."""

from fractions import Fraction
from itertools import product

from game.core.combat import odds
from tests.core.combat.common import at_fight, unit


def enumerate_hits(dice, to_hit, armour):
    """Every attack face and every save face, counted."""
    out = {}
    total = 0
    for faces in product(range(1, 7), repeat=dice):
        hits = sum(1 for f in faces if f >= to_hit)
        for saves in product(range(1, 7), repeat=hits):
            weight = Fraction(1, 6**dice) * Fraction(1, 6**hits)
            left = hits - sum(1 for f in saves if armour and f >= armour)
            out[left] = out.get(left, 0) + weight
            total += weight
    assert total == 1
    return out


def test_hits_after_saves_match_counting_every_face():
    for dice, to_hit, armour in [(3, 4, 6), (2, 5, 4), (3, 6, None), (1, 4, 3)]:
        assert odds.hits_distribution(dice, to_hit, armour) == {
            k: v for k, v in enumerate_hits(dice, to_hit, armour).items()
        } | {k: Fraction(0) for k in range(dice + 1) if k not in enumerate_hits(dice, to_hit, armour)}


def test_expected_hits_of_a_halberdier_stand_against_orc_warriors():
    # 3 dice, 4+ to hit, Orc armour 6+: 3 x 1/2 x 5/6.
    assert odds.expected_hits(3, 4, 6) == Fraction(5, 4)
    assert odds.expected_hits(3, 5, None) == 1
    assert odds.expected_hits(2, 6, 4) == Fraction(1, 6)


def test_capped_hits_never_count_past_what_the_enemy_can_take():
    d = odds.target_distribution([(2, 4, None)], cap=1)
    assert d == {0: Fraction(1, 4), 1: Fraction(3, 4)}


def test_round_odds_of_one_die_each_side():
    r = odds.round_odds([(1, 4, None)], [(1, 4, None)])
    assert (r.win0, r.draw, r.win1) == (Fraction(1, 4), Fraction(1, 2), Fraction(1, 4))
    r = odds.round_odds([(1, 4, None)], [(1, 4, None)], our_bonus=1)
    assert (r.win0, r.draw, r.win1) == (Fraction(3, 4), Fraction(1, 4), 0)


def test_fight_odds_come_from_the_same_plan_as_the_dice():
    s = at_fight(
        [unit("Halberdiers", 900, 700, id="h"), unit("Crossbowmen", 900, 720, id="c")],
        [unit("Orc Warriors", 900, 680, 180, id="o")],
    )
    r = odds.fight_odds(s, ["c", "h", "o"])
    ours = odds.score_distribution([([(9, 4, 6)], 9)], 3)
    theirs = odds.score_distribution([([(12, 4, 6)], 9)], 0)
    assert r == odds.compare(ours, theirs)
    assert r.win0 + r.draw + r.win1 == 1
    assert round(float(r.win0), 2) == 0.71  # a million simulated rounds give 0.711
