"""Time of one whole random battle between the two sample 2000-point rosters: ``python tests/benchmarks/bench_game.py``.

Each game is a pitched battle on the default scenario's table, deployed in turn and played to its end
by two random agents (``game.cli.simulate.play_game``, no command log). Prints each game's time
(and CPU time), its length in actions and turns, and the median. ``--games N`` (default 5) and ``--seed S`` (default 1;
game k uses seed S + k). ``--profile`` runs one game under cProfile and prints the busiest functions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.cli.simulate import battle_spec, play_game  # noqa: E402
from game.data import DEFAULT_SCENARIO, ROSTERS_DIR, load_armies, load_roster, load_scenario  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    armies = load_armies()
    rosters = tuple(load_roster(path, armies) for path in sorted(ROSTERS_DIR.glob("*.yaml"))[:2])
    terrain = load_scenario(DEFAULT_SCENARIO, armies).terrain
    print(f"{rosters[0].name} against {rosters[1].name}, random agents")
    if args.profile:
        import cProfile
        import pstats

        spec = battle_spec(rosters, args.seed, terrain=terrain)  # type: ignore[arg-type]
        cProfile.runctx("play_game(spec, armies)", globals(), {"spec": spec, "armies": armies}, "/tmp/bench_game.prof")
        pstats.Stats("/tmp/bench_game.prof").sort_stats("cumulative").print_stats(30)
        return 0
    times: list[float] = []
    cpus: list[float] = []
    for k in range(args.games):
        spec = battle_spec(rosters, args.seed + k, terrain=terrain)  # type: ignore[arg-type]
        t0, c0 = time.perf_counter(), time.process_time()
        state, actions = play_game(spec, armies)
        dt, cpu = time.perf_counter() - t0, time.process_time() - c0
        times.append(dt)
        cpus.append(cpu)
        r = state.result
        assert r is not None
        print(
            f"seed {args.seed + k}: {dt:6.2f} s ({cpu:.2f} s CPU), {actions} actions, ended turn {r.turn} ({r.reason})"
        )
    # CPU time says more than the clock on a busy machine.
    print(f"median of {len(times)} games: {statistics.median(times):.2f} s ({statistics.median(cpus):.2f} s CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
