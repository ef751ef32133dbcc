"""``python -m game simulate``: whole battles between two agents, from two rosters.

Each game is a pitched battle on the default scenario's table: the rosters are deployed by the
agents in turn (alternate deployment), who goes first is rolled, and the agents play until an army
withdraws or the last turn ends. Game ``k`` (from 0) uses seed ``--seed + k`` for its dice and its
agents. Prints one line per game, or one JSON document with ``--json``; ``--log DIR`` writes each
game's command log, which ``python -m game replay FILE --verify`` checks.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.ai.match import play_out
from game.ai.random_agent import RandomAgent
from game.core.profiles import ArmyList
from game.core.roster import Roster
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import GameState, TerrainSpec
from game.core.victory import result_summary
from game.replay.session import Session

KNOWN_AGENTS = ("random",)


def battle_spec(
    rosters: tuple[Roster, Roster], seed: int, turns: int | None = None, terrain: tuple[TerrainSpec, ...] = ()
) -> ScenarioSpec:
    """A pitched battle between two rosters: alternate deployment, first turn rolled, ``turns`` turns (default 8)."""
    options: dict[str, Any] = {"deployment": "alternate"}
    if turns is not None:
        options["game_length"] = turns
    return ScenarioSpec(
        name=f"{rosters[0].name} against {rosters[1].name}",
        sides=(SideSetup(rosters[0].army, roster=rosters[0]), SideSetup(rosters[1].army, roster=rosters[1])),
        terrain=terrain,
        first_side=None,
        seed=seed,
        options=options,
    )


def play_game(spec: ScenarioSpec, armies: dict[str, ArmyList], log: str | Path | None = None) -> tuple[GameState, int]:
    """Play one battle between two random agents to its end; (final state, actions taken).

    With ``log`` the game is recorded through a session and its command log written there.
    """
    state = new_game(spec, armies)
    agents = [RandomAgent(0, spec.seed), RandomAgent(1, spec.seed)]
    if log is None:
        from game.core.dice import SeededDice

        dice = SeededDice(spec.seed)
        return state, play_out(state, agents, lambda a: state.apply(a, dice))
    from game.replay.log import write_log

    session = Session.start(state, seed=spec.seed, header={"scenario": spec.name, "ai": ["random", "random"]})
    taken = play_out(session.state, agents, session.apply)
    write_log(session, log)
    return session.state, taken


def game_report(state: GameState, seed: int, actions: int) -> dict[str, Any]:
    """One game's outcome for ``--json``: the result summary plus its seed and length."""
    return {"seed": seed, "actions": actions, **result_summary(state)}


def game_line(report: dict[str, Any]) -> str:
    """One game's outcome as a line of text."""
    a, b = report["sides"]
    who = f"{report['winner_name']} win" if report["winner"] is not None else "a draw"
    return (
        f"seed {report['seed']}: {who} ({report['reason']}) after turn {report['turn']}; "
        f"victory points {a['points']} to {b['points']}; units lost {a['units_lost']} to {b['units_lost']}"
    )


def _load(paths: list[str]) -> tuple[dict[str, ArmyList], tuple[Roster, Roster], tuple[TerrainSpec, ...]]:
    from game.data import DEFAULT_SCENARIO, DataError, load_armies, load_roster, load_scenario
    from game.data.paths import REPO_ROOT, resolve

    try:
        armies = load_armies()
        r0, r1 = (load_roster(resolve(p, REPO_ROOT), armies) for p in paths)
        terrain = load_scenario(DEFAULT_SCENARIO, armies).terrain
    except DataError as e:
        for p in e.problems:
            print(p, file=sys.stderr)
        raise SystemExit(1) from None
    return armies, (r0, r1), terrain


def run_simulate(args: argparse.Namespace) -> int:
    if len(args.roster) != 2:
        print("give exactly two rosters: --roster A.yaml --roster B.yaml", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be 1 or more", file=sys.stderr)
        return 2
    for name in args.ai or ():
        if name.split(":")[0] not in KNOWN_AGENTS:
            print(f"agent {name!r} is not available yet; both sides play as the random agent", file=sys.stderr)
    armies, rosters, terrain = _load(args.roster)
    reports = []
    for k in range(args.games):
        seed = args.seed + k
        spec = battle_spec(rosters, seed, args.turns, terrain)
        log = Path(args.log) / f"game-{k + 1:03d}-seed-{seed}.jsonl" if args.log else None
        state, taken = play_game(spec, armies, log)
        report = game_report(state, seed, taken)
        if log is not None:
            report["log"] = str(log)
        reports.append(report)
        if not args.json:
            print(f"game {k + 1}, {game_line(report)}", flush=True)
    if args.json:
        print(json.dumps({"rosters": [r.name for r in rosters], "games": reports}, indent=1, sort_keys=True))
    return 0
