"""How strong the levels are against each other, over seeded battles between the two sample rosters.

Each pairing plays ``GAMES`` battles, the agents swapping armies (and table edges) every other game and
the personality changing from game to game (aggressive, cautious, cunning). A whole battle between
2000-point armies takes 25 to 60 seconds of one core, so the default run plays only one two-turn battle per
pairing (a smoke test of the series); ``WARHOST_LONG=1`` plays 20 whole battles per pairing
and holds the levels to their targets: Normal beats random in 90 % of the games, Hard beats Normal in
60 %, Easy beats random in 70 %. The full figures, over 100 games per pairing, come from the same
``game.ai.tournament.series`` (``python -m game.ai.tournament normal random --games 100``).
"""

from __future__ import annotations

import os

import pytest

from game.ai.tournament import series

LONG = os.environ.get("WARHOST_LONG") == "1"
GAMES = 20 if LONG else 1
# The smoke test stops after two turns; the long run plays the usual eight.
TURNS = None if LONG else 2
TARGETS = {("normal", "random"): 0.9, ("hard", "normal"): 0.6, ("easy", "random"): 0.7}


@pytest.mark.parametrize(("a", "b"), list(TARGETS))
def test_each_level_holds_its_own_against_the_one_below(a: str, b: str) -> None:
    ta, tb = series(a, b, GAMES, seed=100, turns=TURNS)
    assert ta.games == tb.games == GAMES
    assert ta.wins + tb.wins + ta.draws == GAMES
    if LONG:
        assert ta.wins / GAMES >= TARGETS[(a, b)], (ta.summary(), tb.summary())
