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

from game.ai.tournament import Tally, series

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


def test_a_series_played_in_several_processes_gives_the_same_figures_in_the_same_order() -> None:
    seen: list[tuple[int, str, str, int, int]] = []

    def note(k: int, na: str, nb: str, a: Tally, b: Tally) -> None:
        seen.append((k, na, nb, a.points, b.points))

    one = series("easy", "random", 3, seed=200, turns=3, on_game=note)
    alone = list(seen)
    seen.clear()
    two = series("easy", "random", 3, seed=200, turns=3, on_game=note, workers=2)
    assert seen == alone and [k for k, *_ in seen] == [0, 1, 2]
    # Game 2 (seed 201) is one with points scored, so a game's figures cannot be mistaken for another's.
    assert seen[1][3:] == (55, 75)
    assert [t.name for t in one] == [t.name for t in two] == ["easy", "random"]
    for a, b in zip(one, two, strict=True):
        assert (a.games, a.wins, a.draws, a.points, a.decisions, a.seeds_won) == (
            b.games,
            b.wins,
            b.draws,
            b.points,
            b.decisions,
            b.seeds_won,
        )
