"""Soak: ``python tests/benchmarks/bench_soak.py --games N`` plays N seeded battles between agents that
seek combat and checks the rules' invariants after every step.

Random agents rarely fight (0.15 units lost a game), so both sides are played by the aggressive
personality (``--ai``, default ``aggressive:easy``): its units charge, so combat, pursuit, break
points and the end of a battle are all reached. The two sample 2000-point rosters meet on the
default scenario's table, seeds ``--seed`` onwards. After every step: no two units' bases overlap,
no unit grows or holds more hits than allowed, characters stay dead, engaged units touch (the checks
of ``tests/core/test_random_games.py``), every unit's hits and stands are within its profile, the
phase order is the turn sequence's, and a clone equals the original. At every phase boundary the
log is written and read back (header, records, starting state); at the end of each game the save is
loaded (every die re-derived from the seed, every hash compared) and verified. ``--rules`` switches on
optional rule modules (``--rules ninth-age-characters --ai random``).

Reports the games played, crashes (an exception from the rules or an agent), invariant failures
(each with its seed, step and message), how the games ended, units lost and CPU seconds a game, and
how long 1,000 games would take on one core. Exit status 1 if any game crashed or broke an invariant.

Measured (``--seed 1 --minutes 9.5``, aggressive:easy both sides): 11 games, 0 crashes, 0 invariant
failures; 10 ended at the turn limit, 1 by a withdrawal (General lost); 8.6 units lost and 587 steps a
game; 52 CPU s a game, so 1,000 games take about 14.5 hours of one core (split them by ``--seed``).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.agents import make_agent  # noqa: E402
from game.cli.simulate import battle_spec, load_sample  # noqa: E402
from game.core.engine import load_rules  # noqa: E402
from game.core.modules import base  # noqa: E402
from game.core.scenario import new_game  # noqa: E402
from game.core.state import GameState  # noqa: E402
from game.replay.log import load_session, read_log, verify, write_log  # noqa: E402
from game.replay.session import Session  # noqa: E402
from tests.core.test_random_games import Watch  # noqa: E402

# The phases in the order the turn sequence plays them.
ORDER = {p: i for i, p in enumerate(dict.fromkeys(("deployment", *(s.phase for s in base().turn))))}


class Broken(AssertionError):
    """An invariant that did not hold: the message says which, where."""


def bounds(s: GameState) -> None:
    """Every unit's hits, stands and losses within what its profile allows."""
    for u in s.units.values():
        prof = s.unit_profile(u)
        if not 0 <= u.hits <= prof.hits * max(1, len(u.stands)):
            raise Broken(f"{u.id} holds {u.hits} hits (profile {prof.hits} a stand, {len(u.stands)} stands)")
        if len(u.stands) > u.start_size:
            raise Broken(f"{u.id} has {len(u.stands)} stands, more than the {u.start_size} it started with")
    if s.result is not None:
        for side in (0, 1):
            if not 0 <= s.result.units_lost[side] <= sum(1 for u in s.units.values() if u.side == side):
                raise Broken(f"side {side} lost {s.result.units_lost[side]} units")


def phase_order(before: tuple[int, int, str], s: GameState) -> tuple[int, int, str]:
    """The turn, active side and phase move only forwards through the turn sequence."""
    now = (s.turn, s.active, s.phase)
    if now == before or s.game_over:
        return now
    t0, a0, p0 = before
    t1, a1, p1 = now
    if t1 < t0:
        raise Broken(f"turn {t0} was followed by turn {t1}")
    if (t1, a1) == (t0, a0):
        if ORDER.get(p1, -1) <= ORDER.get(p0, -1):
            raise Broken(f"phase went from {p0} back to {p1} in turn {t1}")
    elif p1 not in ("command", "deployment"):
        raise Broken(f"turn {t0} side {a0} {p0} was followed by turn {t1} side {a1} {p1}")
    return now


def play(ai: str, seed: int, folder: Path, rules: tuple[str, ...] = ()) -> dict[str, object]:
    """One game with checks; returns its outcome (or the crash or broken invariant, with its step)."""
    armies, rosters, terrain = load_sample()
    state = new_game(battle_spec(rosters, seed, None, terrain, rules), armies)
    session = Session.start(state, seed=seed, header={"scenario": "soak", "ai": [ai, ai]})
    agents = [make_agent(ai, 0, seed), make_agent(ai, 1, seed)]
    watch = Watch(session.state)
    # The state before the battle starts sits in a placeholder phase; the order is checked from the start on.
    session.apply(agents[0].choose(session.state)[0])
    at = (session.state.turn, session.state.active, session.state.phase)
    log = folder / f"soak-{seed}.jsonl"
    step = 1
    t0 = time.process_time()
    try:
        while not session.state.game_over:
            if step >= 50_000:
                raise Broken("the battle did not end within 50,000 actions")
            s = session.state
            action, _ = agents[s.acting_side()].choose(s)
            if s.check(action):
                raise Broken(f"the agent chose {action}, which the rules refuse: {s.check(action)[0]}")
            session.apply(action)
            step += 1
            s = session.state
            watch.check(s)
            bounds(s)
            if s.clone() != s:
                raise Broken("a clone differs from the original")
            now = phase_order(at, s)
            if now != at:
                # A phase boundary: the autosave written here must read back whole.
                write_log(session, log)
                if len(read_log(log).records) != len(session.records):
                    raise Broken("the log read back has a different number of records")
            at = now
        write_log(session, log)
        loaded = load_session(log)
        if loaded.state != session.state:
            raise Broken("the save loads to a different state")
        result = verify(log)
        if not result.ok:
            raise Broken(f"the log does not verify: {result.message}")
    except (Broken, AssertionError) as e:
        return {"seed": seed, "outcome": "invariant", "step": step, "why": str(e).splitlines()[0]}
    except Exception as e:  # noqa: BLE001 - a soak counts crashes rather than stopping at the first
        where = traceback.extract_tb(e.__traceback__)[-1]
        why = f"{e.__class__.__name__}: {e} ({Path(where.filename).name}:{where.lineno})"
        return {"seed": seed, "outcome": "crash", "step": step, "why": why}
    finally:
        log.unlink(missing_ok=True)
    r = session.state.result
    assert r is not None
    return {
        "seed": seed,
        "outcome": "ok",
        "steps": step,
        "ending": r.reason if r.winner is None else f"{r.reason} (side {r.winner + 1} wins)",
        "turn": r.turn,
        "lost": sum(r.units_lost),
        "cpu": time.process_time() - t0,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="aggressive:easy")
    p.add_argument("--rules", default="", help="optional rule modules to play with: ID[,ID...]")
    p.add_argument(
        "--minutes", type=float, default=None, help="start no more games after this many minutes of CPU time"
    )
    args = p.parse_args()
    load_rules()
    # CPU time, not the clock: on a shared machine the wall clock says more about the neighbours.
    started = time.process_time()
    reports = []
    with tempfile.TemporaryDirectory(prefix="warhost-soak-") as tmp:
        for seed in range(args.seed, args.seed + args.games):
            if args.minutes is not None and time.process_time() - started > args.minutes * 60:
                break
            rep = play(args.ai, seed, Path(tmp), tuple(r for r in args.rules.split(",") if r))
            reports.append(rep)
            if rep["outcome"] == "ok":
                print(
                    f"seed {seed}: {rep['ending']} after turn {rep['turn']}, {rep['steps']} steps, "
                    f"{rep['lost']} units lost, {rep['cpu']:.1f} s",
                    flush=True,
                )
            else:
                print(f"seed {seed}: {rep['outcome'].upper()} at step {rep['step']}: {rep['why']}", flush=True)
    ok = [r for r in reports if r["outcome"] == "ok"]
    crashes = [r for r in reports if r["outcome"] == "crash"]
    broken = [r for r in reports if r["outcome"] == "invariant"]
    endings = collections.Counter(str(r["ending"]).split(" (side")[0] for r in ok)
    cpu = sum(float(r["cpu"]) for r in ok)  # type: ignore[arg-type]
    per_game = cpu / len(ok) if ok else 0.0
    print()
    print(f"games {len(reports)}, crashes {len(crashes)}, invariant failures {len(broken)}")
    print("endings: " + ", ".join(f"{n} {why}" for why, n in endings.most_common()))
    if ok:
        lost = sum(int(r["lost"]) for r in ok) / len(ok)  # type: ignore[arg-type]
        steps = sum(int(r["steps"]) for r in ok) / len(ok)  # type: ignore[arg-type]
        print(f"units lost a game {lost:.1f}; steps a game {steps:.0f}; {per_game:.1f} CPU s a game")
        print(f"1,000 games would take {per_game * 1000 / 3600:.1f} hours of one core")
    return 1 if crashes or broken else 0


if __name__ == "__main__":
    raise SystemExit(main())
