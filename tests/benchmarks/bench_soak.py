"""Soak: ``python tests/benchmarks/bench_soak.py --games N`` plays N seeded battles between agents that
seek combat and checks the rules' invariants after every step.

Random agents rarely fight (0.15 units lost a game), so both sides are played by the seeker (``--ai``,
default ``seeker``, ``game.ai.seeker``): its units march at the enemy and charge whenever they can, so
combat, pursuit, break points and the end of a battle are all reached, at a few CPU seconds a game
(the aggressive personality, ``--ai aggressive:easy``, fights too but costs 52 s a game). The Empire
and Orc 2000-point rosters (``--roster A B`` for others) meet on the default scenario's table, seeds
``--seed`` onwards. After every
step: no two units' bases overlap, no unit grows or holds more hits than allowed, characters stay
dead, engaged units touch, the state survives its round trip through ``to_dict`` (the checks of
``tests/core/test_random_games.py``), every unit's hits and stands are within its profile, and the
phase order is the turn sequence's. At every phase boundary a clone equals the original and the log
is written and read back (header, records, starting state); at the end of each game the log is
verified (every die re-derived from the seed, every step's hash compared), and for every
``--load-every``-th seed also loaded as ``play --load`` would. ``--rules`` switches on optional rule
modules (``--rules ninth-age-characters``).

Reports the games played, crashes (an exception from the rules or an agent), invariant failures
(each with its seed, step and message), how the games ended, units lost and CPU seconds a game, and
how long 1,000 games take on one core. ``--workers 2`` plays two games at once, one process each, with
the same figures. Exit status 1 if any game crashed or broke an invariant.

Measured (``nice -n 19 ... --games 1000 --seed 1 --workers 2``, seeker both sides, Empire against
Orcs, on two cores shared with a dozen other jobs; stopped at the day's end after 109 games): seeds
1-109 played, 0 crashes, 0 invariant failures; 75 ended at the turn limit, 34 by a withdrawal (General
lost), none at the break point; 4.46 units lost and 261 steps a game (8 games lost no unit); 1,594 CPU
s in games, 14.6 a game with every check, so the remaining 891 games take about 3.6 hours of one core
(``--seed 110 --games 891``). The games alone (seeker against seeker, no checks, 20 seeds) cost 4.8
CPU s, 4.85 units lost, 262 steps; random agents lose 0.15 units a game.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from itertools import repeat
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.agents import make_agent  # noqa: E402
from game.cli.simulate import battle_spec, load_rosters  # noqa: E402
from game.core.engine import load_rules  # noqa: E402
from game.core.scenario import new_game  # noqa: E402
from game.core.state import GameState  # noqa: E402
from game.replay.log import load_session, read_log, verify, write_log  # noqa: E402
from game.replay.session import Session  # noqa: E402
from tests.core.test_random_games import Watch  # noqa: E402


def phase_ranks(s: GameState) -> dict[str, int]:
    """Each phase's place in the game's turn sequence (the ruleset's, after the pre-battle steps)."""
    ranks: dict[str, int] = {}
    for step in (*s.ruleset.pre_battle, *s.ruleset.turn):
        ranks.setdefault(step.phase, len(ranks))
    return ranks


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


def phase_order(before: tuple[int, int, str], s: GameState, order: dict[str, int]) -> tuple[int, int, str]:
    """The turn, active side and phase move only forwards through the turn sequence."""
    now = (s.turn, s.active, s.phase)
    if now == before or s.game_over:
        return now
    t0, a0, p0 = before
    t1, a1, p1 = now
    if t1 < t0:
        raise Broken(f"turn {t0} was followed by turn {t1}")
    if (t1, a1) == (t0, a0):
        if order.get(p1, -1) <= order.get(p0, -1):
            raise Broken(f"phase went from {p0} back to {p1} in turn {t1}")
    elif p1 not in ("command", "deployment"):
        raise Broken(f"turn {t0} side {a0} {p0} was followed by turn {t1} side {a1} {p1}")
    return now


# The armies the figures below were measured with; --roster chooses others.
ROSTERS = ("armies/rosters/empire-2000.yaml", "armies/rosters/orcs-2000.yaml")


def play(
    ai: str,
    seed: int,
    folder: Path,
    load: bool = True,
    rosters: tuple[str, str] = ROSTERS,
    rules: tuple[str, ...] = (),
) -> dict[str, object]:
    """One game with checks; returns its outcome (or the crash or broken invariant, with its step). With
    ``load`` the finished log is also loaded as ``play --load`` would and compared with the game."""
    armies, forces, terrain = load_rosters(list(rosters))
    state = new_game(battle_spec(forces, seed, None, terrain, rules), armies)
    session = Session.start(state, seed=seed, header={"scenario": "soak", "ai": [ai, ai]})
    agents = [make_agent(ai, 0, seed), make_agent(ai, 1, seed)]
    watch = Watch(session.state)
    order = phase_ranks(session.state)
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
            now = phase_order(at, s, order)
            if now != at:
                # A phase boundary: the clone an autosave starts from equals the state, and the autosave
                # written here reads back whole. (The watch's round trip through to_dict checks every step.)
                if s.clone() != s:
                    raise Broken("a clone differs from the original")
                write_log(session, log)
                if len(read_log(log).records) != len(session.records):
                    raise Broken("the log read back has a different number of records")
            at = now
        write_log(session, log)
        if load and load_session(log).state != session.state:
            raise Broken("the save loads to a different state")
        # Verifying replays the game from its seed and compares every step's hash with the log's, so the
        # final state is proved equal even when the load is skipped.
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
        "kind": ending_kind(r.reason),
        "turn": r.turn,
        "lost": sum(r.units_lost),
        "cpu": time.process_time() - t0,
    }


def ending_kind(reason: str) -> str:
    """How a battle ended, without the army's name: "turn limit", "withdrawal (General lost)", ..."""
    _, sep, why = reason.partition(" withdrew ")
    return f"withdrawal {why}" if sep else reason


def one_game(
    ai: str, seed: int, load_every: int, rosters: tuple[str, str] = ROSTERS, rules: tuple[str, ...] = ()
) -> dict[str, object]:
    """Game ``seed`` in a folder of its own (what a worker process runs)."""
    load_rules()
    with tempfile.TemporaryDirectory(prefix="warhost-soak-") as tmp:
        return play(ai, seed, Path(tmp), load=load_every > 0 and seed % load_every == 0, rosters=rosters, rules=rules)


def games(args: argparse.Namespace) -> Iterator[dict[str, object]]:
    """Every game's report in seed order, as soon as it and those before it are played."""
    seeds = range(args.seed, args.seed + args.games)
    rules = tuple(r for r in args.rules.split(",") if r)
    if args.workers <= 1:
        for seed in seeds:
            yield one_game(args.ai, seed, args.load_every, tuple(args.roster), rules)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(
            one_game, repeat(args.ai), seeds, repeat(args.load_every), repeat(tuple(args.roster)), repeat(rules)
        )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="seeker")
    p.add_argument(
        "--minutes", type=float, default=None, help="stop after this many minutes of CPU time spent in games"
    )
    p.add_argument("--roster", nargs=2, default=list(ROSTERS), help="the two rosters that meet (side 1's first)")
    p.add_argument("--rules", default="", help="optional rule modules to play with: ID[,ID...]")
    p.add_argument("--workers", type=int, default=1, help="games played at once, one process each")
    p.add_argument("--load-every", type=int, default=10, help="load the log of every Nth seed (0: never)")
    args = p.parse_args()
    load_rules()
    # CPU time, not the clock: on a shared machine the wall clock says more about the neighbours.
    spent = 0.0
    reports = []
    for rep in games(args):
        reports.append(rep)
        seed = rep["seed"]
        if rep["outcome"] == "ok":
            spent += float(rep["cpu"])  # type: ignore[arg-type]
            print(
                f"seed {seed}: {rep['ending']} after turn {rep['turn']}, {rep['steps']} steps, "
                f"{rep['lost']} units lost, {rep['cpu']:.1f} s",
                flush=True,
            )
        else:
            print(f"seed {seed}: {rep['outcome'].upper()} at step {rep['step']}: {rep['why']}", flush=True)
        if args.minutes is not None and spent > args.minutes * 60:
            break
    ok = [r for r in reports if r["outcome"] == "ok"]
    crashes = [r for r in reports if r["outcome"] == "crash"]
    broken = [r for r in reports if r["outcome"] == "invariant"]
    endings = collections.Counter(str(r["kind"]) for r in ok)
    cpu = sum(float(r["cpu"]) for r in ok)  # type: ignore[arg-type]
    per_game = cpu / len(ok) if ok else 0.0
    print()
    print(f"games {len(reports)}, crashes {len(crashes)}, invariant failures {len(broken)}")
    print("endings: " + ", ".join(f"{n} {why}" for why, n in endings.most_common()))
    if ok:
        lost = sum(int(r["lost"]) for r in ok) / len(ok)  # type: ignore[arg-type]
        steps = sum(int(r["steps"]) for r in ok) / len(ok)  # type: ignore[arg-type]
        print(f"units lost a game {lost:.1f}; steps a game {steps:.0f}; {per_game:.1f} CPU s a game")
        print(f"CPU s in games {cpu:.0f}; 1,000 games would take {per_game * 1000 / 3600:.1f} hours of one core")
    return 1 if crashes or broken else 0


if __name__ == "__main__":
    raise SystemExit(main())
