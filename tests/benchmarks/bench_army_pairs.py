"""Every pair of armies: ``python tests/benchmarks/bench_army_pairs.py``.

For each pair of the sample 2000-point rosters (``armies/rosters/<army>-2000.yaml``, one per army list), plays
one seeded battle between random agents and one between computer opponents (``--ai``, default
``cunning:easy``), with the soak's checks after every step (``bench_soak.play``: the rules' invariants, a clone
and a written log at every phase boundary, the log verified at the end, every die re-derived from the seed).
Prints a Markdown table: each pair, how each game ended, its steps and units lost, and a last line with the
games played, crashes and invariant failures. ``--random-only`` skips the computer games, ``--computer-only``
the random ones; ``--with LIST,...`` plays only the pairs with one of those lists, ``--from N`` skips the first N pairs
and ``--to N`` stops before pair N (all keep each pair's seed from the whole table); ``--workers N`` plays N games at once. Exit status 1 if any game crashed or broke an invariant.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_soak import play  # noqa: E402

from game.core.engine import load_rules  # noqa: E402


def sample_rosters() -> list[Path]:
    """One sample roster per army: ``<list>-2000.yaml`` for each army list ``<list>.yaml``, in name order (other
    2000-point rosters of a list, such as one under a rule module, are left out)."""
    lists = {p.stem for p in (ROOT / "armies").glob("*.yaml")}
    return sorted(p for p in (ROOT / "armies" / "rosters").glob("*-2000.yaml") if p.stem.removesuffix("-2000") in lists)


def one(job: tuple[str, int, str, str]) -> dict[str, object]:
    ai, seed, a, b = job
    load_rules()
    with tempfile.TemporaryDirectory(prefix="warhost-pairs-") as tmp:
        rep = play(ai, seed, Path(tmp), load=False, rosters=(a, b))
    return {**rep, "ai": ai, "a": Path(a).stem, "b": Path(b).stem}


def cell(rep: dict[str, object]) -> str:
    if rep["outcome"] != "ok":
        return f"**{str(rep['outcome']).upper()}** at step {rep['step']}: {rep['why']}"
    return f"{rep['ending']}, turn {rep['turn']}, {rep['steps']} steps, {rep['lost']} units lost"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="cunning:easy", help="the computer opponents of the second game")
    p.add_argument("--random-only", action="store_true")
    p.add_argument("--computer-only", action="store_true")
    p.add_argument("--with", dest="only", default="",
                   help="comma-separated army lists: only the pairs with one of them (seeds as in the whole table)")
    p.add_argument("--to", dest="stop", type=int, default=None,
                   help="stop before pair N (to play a table in parts; seeds as in the whole table)")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--from", dest="start", type=int, default=0,
                   help="skip the table's first N pairs (to go on with a series stopped part way; seeds as in the whole table)")
    args = p.parse_args()
    rosters = [str(r) for r in sample_rosters()]
    every = list(itertools.combinations(rosters, 2))
    only = {w.strip() for w in args.only.split(",") if w.strip()}
    # Each pair keeps the seed of its place in the whole table, so a run of a few pairs plays the same games.
    chosen = [(i, a, b) for i, (a, b) in enumerate(every)
              if i >= args.start and (args.stop is None or i < args.stop)
              and (not only or {Path(a).stem.removesuffix("-2000"), Path(b).stem.removesuffix("-2000")} & only)]
    pairs = [(a, b) for _, a, b in chosen]
    ais = ["random"] if args.random_only else [args.ai] if args.computer_only else ["random", args.ai]
    jobs = [(ai, args.seed + i, a, b) for i, a, b in chosen for ai in ais]
    if args.workers > 1:
        reports = []
        with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            for j, rep in zip(jobs, pool.map(one, jobs), strict=True):
                reports.append(rep)
                print(f"{rep['a']} v {rep['b']} ({j[0]}): {cell(rep)}", file=sys.stderr, flush=True)
    else:
        reports = []
        for j in jobs:
            reports.append(one(j))
            # Each game as it ends, so that a long series shows how far it has got.
            print(f"{reports[-1]['a']} v {reports[-1]['b']} ({j[0]}): {cell(reports[-1])}", file=sys.stderr, flush=True)
    print("| armies | " + " | ".join(ais) + " |")
    print("|---|" + "---|" * len(ais))
    for i, (a, b) in enumerate(pairs):
        row = reports[i * len(ais):(i + 1) * len(ais)]
        print(f"| {Path(a).stem.removesuffix('-2000')} v {Path(b).stem.removesuffix('-2000')} | "
              + " | ".join(cell(r) for r in row) + " |")
    bad = [r for r in reports if r["outcome"] != "ok"]
    crashes = sum(r["outcome"] == "crash" for r in reports)
    print(f"\n{len(reports)} games for {len(pairs)} pairs: {crashes} crashes, {len(bad) - crashes} invariant failures")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
