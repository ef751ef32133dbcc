"""Series of whole battles under a character module: ``python tests/benchmarks/bench_character_modules.py --rules
warhammer8-characters --random 50 --computer 10`` plays seeded battles between random agents and between computer
opponents (Cunning against Aggressive, Normal), with the rules' invariants checked after every step (those of
``tests/core/test_random_games.py``), each battle recorded and its record verified (every die re-derived from the
seed, every step's hash compared).

It counts what the module's rules did: challenges issued, accepted and refused, Look Out, Sir! rolls, attacks aimed
at characters, overkill, units of characters formed (in deployment and in the Characters step), characters charging
alone, and the combat rounds with a character joined to a unit on one side or on both. ``--roster A B`` plays other
rosters (default: the Empire's and the Orcs' 2000-point rosters). Exit status 1 if a battle crashed, broke an
invariant or failed to verify.

Measured (Empire 2000 against Orcs 2000, Cunning against Aggressive at Normal, on two cores shared with a dozen
other jobs, the series split over five processes of two seeds):
- warhammer8-characters, seeds 1-10: 10 battles, all to the turn limit, every record verified; 131 combat rounds,
  118 with no character joined on either side, 11 with one on one side, 2 with one on both; 1 challenge issued and
  accepted (seed 3), none refused; 2 Look Out, Sir! events; 17 attacks aimed at characters; 39 CPU s a battle.
  Seed 3 first broke the engaged-units check (a Giant gone wild fighting its own Wolf Chariots, which the check did
  not know); it holds since the check knows the camps.
- ninth-age-characters, seeds 1-10: 10 battles (9 to the turn limit, 1 Orc withdrawal), verified; 185 combat
  rounds (93 / 77 / 15 with characters on no side / one / both); 11 units of characters formed (7 set up in
  deployment), 25 characters charging alone; 29-42 CPU s a battle. Seeds 9 and 10 first stopped on a Wizard
  leading a unit of characters casting (fixed: spells measured from his unit).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.agents import make_agent  # noqa: E402
from game.cli.simulate import SAMPLE_ROSTERS, battle_spec, load_rosters  # noqa: E402
from game.core import engagements  # noqa: E402
from game.core.scenario import new_game  # noqa: E402
from game.core.state import GameState  # noqa: E402
from game.data import ROSTERS_DIR  # noqa: E402
from game.replay.log import write_log  # noqa: E402
from game.replay.session import Session  # noqa: E402
from game.replay.verify import verify  # noqa: E402
from tests.core.test_random_games import Watch  # noqa: E402

EVENTS = ("ChallengeIssued", "ChallengeAccepted", "ChallengeRefused", "LookOutSir", "AttacksAimed", "Overkill",
          "CharactersBanded", "CharacterSlain")
ACTIONS = ("join_character", "deploy_join_character", "character_charge")
COMPUTER = ("cunning:normal", "aggressive:normal")
# The army lists, the two rosters and the table, read once: files changed while a long series runs do not touch it.
Loaded = tuple[Any, Any, Any]


def rounds_with_characters(s: GameState, seen: set[tuple[int, int, tuple[str, ...]]], counts: collections.Counter[str]) -> None:
    """Each engagement once a Combat phase: how many sides have a character joined to one of its units."""
    for g in engagements(s):
        key = (s.turn, s.active, tuple(g))
        if key in seen:
            continue
        seen.add(key)
        sides = {c.side for c in s.characters.values() if c.alive and c.joined in g}
        counts["combat rounds"] += 1
        counts[f"rounds with characters on {len(sides)} side(s)"] += 1


def play(rules: tuple[str, ...], seed: int, ai: tuple[str, str], loaded: Loaded, folder: Path,
         counts: collections.Counter[str]) -> str:
    """One battle, recorded and verified: "" or what went wrong."""
    armies, rosters, terrain = loaded
    state = new_game(battle_spec(rosters, seed, None, terrain, rules), armies)
    session = Session.start(state, seed=seed, header={"scenario": "bench", "ai": list(ai)})
    agents = (make_agent(ai[0], 0, seed), make_agent(ai[1], 1, seed))
    watch = Watch(session.state)
    seen: set[tuple[int, int, tuple[str, ...]]] = set()
    steps = 0
    while not session.state.game_over and steps < 5000:
        s = session.state
        action, _ = agents[s.acting_side()].choose(s)
        why = s.check(action)
        if why:
            return f"step {steps}: {action} offered but refused: {why}"
        if s.phase == "combat":
            rounds_with_characters(s, seen, counts)
        if action.kind in ACTIONS:
            counts[f"action {action.kind}"] += 1
        for ev in session.apply(action) or []:
            name = type(ev).__name__
            if name in EVENTS:
                counts[name] += 1
        watch.check(session.state)
        steps += 1
    if not session.state.game_over:
        return f"not over after {steps} steps"
    path = folder / f"{'-'.join(ai)}-{seed}.jsonl"
    write_log(session, path)
    report = verify(path)
    if not report.ok:
        return f"record does not verify: {report}"
    counts["battles"] += 1
    counts[f"ended: {session.state.result.reason}"] += 1  # type: ignore[union-attr]
    return ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", required=True)
    ap.add_argument("--random", type=int, default=50)
    ap.add_argument("--computer", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--roster", nargs=2, default=[str(ROSTERS_DIR / n) for n in SAMPLE_ROSTERS])
    args = ap.parse_args(argv)
    rules = tuple(args.rules.split(","))
    failures = 0
    loaded = load_rosters(args.roster)
    with tempfile.TemporaryDirectory() as tmp:
        for kind, n, ai in (("random", args.random, ("random", "random")), ("computer", args.computer, COMPUTER)):
            counts: collections.Counter[str] = collections.Counter()
            t0 = time.process_time()
            for seed in range(args.seed, args.seed + n):
                try:
                    why = play(rules, seed, ai, loaded, Path(tmp), counts)
                except Exception:  # noqa: BLE001 - a crash is reported with its seed, and the series goes on
                    why = traceback.format_exc()
                if why:
                    failures += 1
                print(f"{kind} seed {seed}: {why or 'ok'}; so far {dict(sorted(counts.items()))}", flush=True)
            secs = time.process_time() - t0
            print(f"{args.rules}, {n} {kind} battles ({' v '.join(ai)}): {secs / max(1, n):.1f} CPU s a battle", flush=True)
            for k, v in sorted(counts.items()):
                print(f"  {k}: {v}", flush=True)
    print(f"failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
