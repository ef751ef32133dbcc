"""Opening a battle in the replay viewer: ``python tests/benchmarks/bench_replay_load.py``.

Plays a battle between two computer opponents (the sample rosters, ``--turns`` turns, default 4: about
240 actions) and writes its command log, then opens it as the replay viewer does: ``Replay.open``, after which the viewer shows and reads on between
frames, then ``Replay.load`` (every step replayed, checked against its recorded dice and hash, and kept so
any position comes back at once), ``--runs`` times (default 3). Prints the length of the battle, the best and median time to open it, the
time to build the scrub bar's marks and the jumps, and the slowest step back afterwards. ``--profile``
prints where the time of one opening goes (cProfile, the 25 largest by cumulative time).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.cli.simulate import battle_spec, load_sample, play_game  # noqa: E402
from game.ui.replay_viewer.model import Replay  # noqa: E402


def battle_log(folder: Path, seed: int, turns: int) -> Path:
    armies, rosters, terrain = load_sample()
    path = folder / "battle.jsonl"
    play_game(battle_spec(rosters, seed, turns=turns, terrain=terrain), armies, log=path, ai=("cunning:normal", "aggressive:normal"))
    return path


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--turns", type=int, default=4)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--log", help="open this log instead of playing a battle")
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.log) if args.log else battle_log(Path(tmp), args.seed, args.turns)
        # What the player waits for: the viewer shows after ``Replay.open`` and reads the rest between frames.
        t = time.perf_counter()
        first = Replay.open(path)
        shown = time.perf_counter() - t
        print(f"the viewer shows after {shown:.2f} s, with {first.total} of {first.length} steps read")
        times, cpus = [], []
        replay = None
        for _ in range(args.runs):
            t, c = time.perf_counter(), time.process_time()
            replay = Replay.load(path)
            times.append(time.perf_counter() - t)
            cpus.append(time.process_time() - c)
        assert replay is not None
        t = time.perf_counter()
        marks = replay.marks()
        jumps = sum(len(v) for v in replay.kinds.values())
        marked = time.perf_counter() - t
        rng = random.Random(args.seed)
        backs = []
        for _ in range(50):
            replay.goto(rng.randrange(1, replay.total + 1))
            t = time.perf_counter()
            replay.back()
            replay.state.state_hash()
            backs.append(time.perf_counter() - t)
        # The machine may be shared: the processor time is the steadier figure.
        print(
            f"{replay.total} actions; opened in {min(times):.2f} s best, {statistics.median(times):.2f} s median "
            f"({min(cpus):.2f} s of processor time at best)"
        )
        print(f"{len(marks)} marks and {jumps} jumps in {marked * 1000:.1f} ms; step back slowest {max(backs):.3f} s")
        if args.profile:
            prof = cProfile.Profile()
            prof.runcall(Replay.load, path)
            pstats.Stats(prof).sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
