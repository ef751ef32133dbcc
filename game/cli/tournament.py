"""Many seeded games between two agents, with the figures that say which is stronger.

``pairing`` plays ``games``
battles between the two sample rosters, swapping which agent commands which army every other game,
and returns per agent its wins, draws, average victory points and average time per decision.
``series`` plays two levels (or ``random``, ``seeker``) against each other the same way with the personality changing from game
to game; ``python -m game.cli.tournament normal random --games 20`` runs one and prints each game and
the figures (``--workers 2`` plays two games at once, one per core, with the same figures).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import repeat
from typing import Any

from game.ai.timing import Tally

# The opponents that come at one strength only, named as they are rather than as a level.
LEVELLESS = ("random", "seeker")


def pairing(
    a: str,
    b: str,
    games: int,
    seed: int = 1,
    turns: int | None = None,
    on_game: Callable[[int, dict[str, Any]], None] | None = None,
) -> tuple[Tally, Tally]:
    """Play ``games`` seeded battles between agents ``a`` and ``b`` on the two sample rosters; game k
    uses seed ``seed + k`` and gives ``a`` the first roster (side 0) when k is even, the second (side 1)
    when odd."""
    from game.cli.simulate import battle_spec, load_sample, play_match

    armies, rosters, terrain = load_sample()
    ta, tb = Tally(a), Tally(b)
    for k in range(games):
        s = seed + k
        swap = k % 2 == 1
        order = (b, a) if swap else (a, b)
        spec = battle_spec(rosters, s, turns, terrain)
        state, _, timed = play_match(spec, armies, ai=order)
        r = state.result
        assert r is not None
        side_a = 1 if swap else 0
        for tally, side in ((ta, side_a), (tb, 1 - side_a)):
            tally.add(r.winner == side, r.winner is None, r.points[side], timed[side], s)
        if on_game is not None:
            on_game(
                k,
                {
                    "seed": s,
                    "a_side": side_a,
                    "winner": r.winner,
                    "points": r.points,
                    "turn": r.turn,
                    "reason": r.reason,
                },
            )
    return ta, tb


def _series_game(a: str, b: str, k: int, seed: int, turns: int | None) -> tuple[str, str, Tally, Tally]:
    """Game k of a series: the two agents' full names and their one-game tallies (``a``'s first)."""
    from game.ai.personalities import PERSONALITIES

    p = list(PERSONALITIES)[k % len(PERSONALITIES)]
    # Opponents with no level (random, seeker) play as themselves; a level gets this game's personality.
    na = a if a in LEVELLESS else f"{p}:{a}"
    nb = b if b in LEVELLESS else f"{p}:{b}"
    # pairing() gives its first agent side 0 in its first game: alternate who that is.
    if k % 2 == 0:
        first, second = pairing(na, nb, 1, seed + k, turns)
    else:
        second, first = pairing(nb, na, 1, seed + k, turns)
    return na, nb, first, second


def _series_games(
    a: str, b: str, games: int, seed: int, turns: int | None, workers: int
) -> Iterator[tuple[str, str, Tally, Tally]]:
    """Every game of a series in order, each as soon as it and those before it are played."""
    if workers <= 1 or games <= 1:
        for k in range(games):
            yield _series_game(a, b, k, seed, turns)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # Fresh processes, not forks: the caller may have a window or a mixer open.
    with ProcessPoolExecutor(min(workers, games), mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(_series_game, repeat(a), repeat(b), range(games), repeat(seed), repeat(turns))


def series(
    a: str,
    b: str,
    games: int,
    seed: int = 1,
    turns: int | None = None,
    on_game: Callable[[int, str, str, Tally, Tally], None] | None = None,
    workers: int = 1,
) -> tuple[Tally, Tally]:
    """``games`` battles between two levels (``normal``, ``hard``, ... or ``random``), the personality
    changing from game to game (in the order of ``PERSONALITIES``) and the agents swapping armies and
    table edges every other game. Game k uses seed ``seed + k``. ``on_game`` sees each game's number,
    the two agents' full names and their one-game tallies, in the order of the games. With ``workers``
    above one the games are played in that many processes at once; each game depends only on its seed,
    so the figures are the same."""
    ta, tb = Tally(a), Tally(b)
    for k, (na, nb, first, second) in enumerate(_series_games(a, b, games, seed, turns, workers)):
        for total, one in ((ta, first), (tb, second)):
            total.games += one.games
            total.wins += one.wins
            total.draws += one.draws
            total.points += one.points
            total.decisions += one.decisions
            total.seconds += one.seconds
            total.seeds_won += one.seeds_won
        if on_game is not None:
            on_game(k, na, nb, first, second)
    return ta, tb


def main(argv: list[str] | None = None) -> int:
    """``python -m game.cli.tournament A B [--games N] [--seed S] [--turns T]``: a strength series between
    two levels on the sample rosters, one line per game and a summary."""
    import argparse

    ap = argparse.ArgumentParser(description="a strength series between two levels (or random, or seeker)")
    ap.add_argument("a", help="a level (easy, normal, hard), random or seeker")
    ap.add_argument("b", help="a level (easy, normal, hard), random or seeker")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--turns", type=int, default=None)
    ap.add_argument("--workers", type=int, default=1, help="games played at once, one process each")
    args = ap.parse_args(argv)

    def line(k: int, na: str, nb: str, one_a: Tally, one_b: Tally) -> None:
        res = "win" if one_a.wins else ("draw" if one_a.draws else "loss")
        side = 0 if k % 2 == 0 else 1
        print(
            f"game {k + 1}, seed {args.seed + k}: {na} (side {side + 1}) against {nb}: {res}, "
            f"victory points {one_a.points} to {one_b.points}",
            flush=True,
        )

    ta, tb = series(args.a, args.b, args.games, args.seed, args.turns, line, args.workers)
    for t, o in ((ta, tb), (tb, ta)):
        s = t.summary()
        print(
            f"{t.name}: {s['wins']} wins, {s['draws']} draws, {s['losses']} losses in {s['games']} games "
            f"(win rate {100 * s['win_rate']:.0f} %); average {s['average_points']:.0f} victory points "
            f"to {o.points / max(1, o.games):.0f}; {s['ms_per_decision']:.1f} ms per decision"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
