"""How strong the levels are against each other, over seeded battles between the two sample rosters.

Each pairing plays ``GAMES`` battles, the agents swapping armies (and table edges) every other game and
the personality changing from game to game (aggressive, cautious, cunning). A whole battle between
2000-point armies takes the best part of a minute, so the default run plays only one two-turn battle per
pairing (a smoke test of the series); ``WARHOST_LONG=1`` plays 20 whole battles per pairing
and holds the levels to their targets: Normal beats random in 90 % of the games, Hard beats Normal in
60 %, Easy beats random in 70 %. The full figures, over 100 games per pairing, come from the same
``game.ai.tournament.pairing``.
"""

from __future__ import annotations

import os

import pytest

from game.ai.personalities import PERSONALITIES
from game.ai.tournament import Tally, pairing

LONG = os.environ.get("WARHOST_LONG") == "1"
GAMES = 20 if LONG else 1
# The smoke test stops after two turns; the long run plays the usual eight.
TURNS = None if LONG else 2
TARGETS = {("normal", "random"): 0.9, ("hard", "normal"): 0.6, ("easy", "random"): 0.7}


def play(a: str, b: str, games: int, seed: int, turns: int | None = None) -> tuple[Tally, Tally]:
    """``games`` battles, one personality after another for the named levels."""
    ta, tb = Tally(a), Tally(b)
    names = list(PERSONALITIES)
    for k in range(games):
        p = names[k % len(names)]
        na = a if a == "random" else f"{p}:{a}"
        nb = b if b == "random" else f"{p}:{b}"
        # pairing() gives its first agent side 0 in its first game: alternate who that is.
        if k % 2 == 0:
            first, second = pairing(na, nb, 1, seed + k, turns)
        else:
            second, first = pairing(nb, na, 1, seed + k, turns)
        for total, one in ((ta, first), (tb, second)):
            total.games += one.games
            total.wins += one.wins
            total.draws += one.draws
            total.points += one.points
            total.decisions += one.decisions
            total.seconds += one.seconds
    return ta, tb


@pytest.mark.parametrize(("a", "b"), list(TARGETS))
def test_each_level_holds_its_own_against_the_one_below(a: str, b: str) -> None:
    ta, tb = play(a, b, GAMES, seed=100, turns=TURNS)
    assert ta.games == tb.games == GAMES
    assert ta.wins + tb.wins + ta.draws == GAMES
    if LONG:
        assert ta.wins / GAMES >= TARGETS[(a, b)], (ta.summary(), tb.summary())
