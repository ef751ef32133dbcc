"""Stepping back in a long game: ``python tests/benchmarks/bench_demo_back.py``.

Plays random battles between the two sample rosters (longer than usual, so one holds 500 actions or
more), keeps the first 500 actions in a ``Timeline`` and then steps back to positions all over it, as the
demo player's Back key and chapter list do: each step back brings the earlier position back and hashes
it. Prints the time to build the timeline, its memory, and the slowest and median step back; the target
is under 0.3 s anywhere. ``--seed S`` (default 1), ``--jumps N`` (default 200).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.cli.simulate import battle_spec, load_sample, play_game  # noqa: E402
from game.replay.log import initial_state, read_log  # noqa: E402
from game.replay.timeline import Timeline  # noqa: E402

ACTIONS = 500


def long_log(seed: int, folder: Path) -> list[dict]:  # type: ignore[type-arg]
    """The records of a random battle of at least ACTIONS actions (and its starting state)."""
    armies, rosters, terrain = load_sample()
    for k in range(20):
        spec = battle_spec(rosters, seed + k, turns=20, terrain=terrain)
        path = folder / f"game-{seed + k}.jsonl"
        _, taken = play_game(spec, armies, log=path)
        if taken >= ACTIONS:
            return [path]  # type: ignore[list-item]
    raise SystemExit("no battle reached 500 actions")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jumps", type=int, default=200)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        (path,) = long_log(args.seed, Path(tmp))
        log = read_log(path)
    records = log.records[:ACTIONS]
    t0 = time.perf_counter()
    tl = Timeline.from_records(initial_state(log), records)
    built = time.perf_counter() - t0
    size = sum(len(pos.packed) for pos in tl.positions)
    print(f"{tl.length} actions applied and kept in {built:.2f} s; {size / 1e6:.1f} MB of positions")
    rng = random.Random(args.seed)
    times, cpus = [], []
    for _ in range(args.jumps):
        i = rng.randrange(0, tl.length)
        t, c = time.perf_counter(), time.process_time()
        state = tl.state_at(i)
        ok = state.state_hash() == tl.hash_at(i) == records[i - 1]["hash"] if i else True
        times.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
        assert ok, f"position {i} came back different"
    # And one step back then forward at the far end, as the Back and Next keys do.
    t = time.perf_counter()
    state = tl.state_at(tl.length - 1)
    tl.forward(state, tl.length - 1)
    forward = time.perf_counter() - t
    next_slowest = ", ".join(f"{x * 1000:.1f}" for x in sorted(times)[-4:-1])
    print(
        f"step back to any of {tl.length} positions ({args.jumps} tries): slowest {max(times) * 1000:.1f} ms, "
        f"median {statistics.median(times) * 1000:.1f} ms, next slowest "
        f"{next_slowest} ms; back-then-forward at the end {forward * 1000:.1f} ms"
    )
    # The machine is shared: the CPU time says what the step back itself costs.
    print(f"CPU time of a step back: slowest {max(cpus) * 1000:.1f} ms, median {statistics.median(cpus) * 1000:.1f} ms")
    return 0 if max(times) < 0.3 else 1


if __name__ == "__main__":
    sys.exit(main())
