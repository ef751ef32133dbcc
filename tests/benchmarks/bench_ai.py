"""Time the scripted opponent thinks: ``python tests/benchmarks/bench_ai.py``.

Plays seeded battles between the two sample 2000-point rosters with the named agent on both sides
(``--ai``, default ``cunning:hard``) and reports the time per decision and per whole turn of one
side (Command, Shooting and Combat phases: every decision its agent makes in that side's turn,
not the rules' own work), median and 95th percentile, in CPU seconds so a busy machine does not
count; then, by kind of decision, how many took over 0.2 s and the time they took in all (where to
look). Targets at Hard: under 0.2 s per decision, under 3 s per turn. ``--games N`` (default 2),
``--seed S`` (default 1), ``--turns T`` (default the usual 8), ``--profile`` runs one game under
cProfile and prints the busiest functions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.agents import make_agent  # noqa: E402
from game.cli.simulate import battle_spec, load_sample  # noqa: E402
from game.core.dice import SeededDice  # noqa: E402
from game.core.scenario import new_game  # noqa: E402


def percentile(xs: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(q / 100 * len(s) + 0.5) - 1))]


# The target per decision at Hard; the report counts, by kind, the decisions that take longer.
DECISION_TARGET = 0.2


def play(
    name: str, seed: int, turns: int | None, kinds: dict[str, list[float]] | None = None
) -> tuple[list[float], list[float], str]:
    """(seconds per decision, seconds per side's turn, how the game ended) for one game; each decision's time is
    also added to ``kinds`` under its phase and action ("command: order")."""
    armies, rosters, terrain = load_sample()
    state = new_game(battle_spec(rosters, seed, turns, terrain), armies)
    dice = SeededDice(seed)
    agents = [make_agent(name, 0, seed), make_agent(name, 1, seed)]
    decisions: list[float] = []
    turns_t: dict[tuple[int, int], float] = {}
    while not state.game_over:
        side = state.acting_side()
        key = (state.turn, state.active)
        t0 = time.process_time()
        action, _ = agents[side].choose(state)
        dt = time.process_time() - t0
        decisions.append(dt)
        if kinds is not None:
            kinds.setdefault(f"{state.phase}: {action.kind.replace('_', ' ')}", []).append(dt)
        if state.phase != "deployment":
            turns_t[key] = turns_t.get(key, 0.0) + dt
        state.apply(action, dice)
    r = state.result
    assert r is not None
    return decisions, list(turns_t.values()), f"{r.reason} after turn {r.turn}, points {r.points[0]} to {r.points[1]}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ai", default="cunning:hard")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--turns", type=int, default=None)
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    if args.profile:
        import cProfile
        import pstats

        cProfile.runctx(
            "play(name, seed, turns)",
            globals(),
            {"name": args.ai, "seed": args.seed, "turns": args.turns},
            "/tmp/bench_ai.prof",
        )
        pstats.Stats("/tmp/bench_ai.prof").sort_stats("cumulative").print_stats(35)
        return 0
    decisions: list[float] = []
    turns: list[float] = []
    kinds: dict[str, list[float]] = {}
    print(f"{args.ai} on both sides, Empire 2000 against Orcs 2000")
    for k in range(args.games):
        d, t, how = play(args.ai, args.seed + k, args.turns, kinds)
        decisions += d
        turns += t
        print(f"seed {args.seed + k}: {len(d)} decisions, {how}")
    print(
        f"per decision: median {statistics.median(decisions):.3f} s, 95th percentile {percentile(decisions, 95):.3f} s, "
        f"slowest {max(decisions):.3f} s ({len(decisions)} decisions)"
    )
    print(
        f"per turn: median {statistics.median(turns):.2f} s, 95th percentile {percentile(turns, 95):.2f} s, "
        f"slowest {max(turns):.2f} s ({len(turns)} turns)"
    )
    slow = sorted(kinds.items(), key=lambda kv: -sum(kv[1]))
    print(f"by kind of decision (over {DECISION_TARGET} s / all, time in all):")
    for kind, ts in slow[:8]:
        over = sum(t > DECISION_TARGET for t in ts)
        print(f"  {kind}: {over} / {len(ts)}, {sum(ts):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
