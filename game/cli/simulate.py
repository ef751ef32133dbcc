"""``python -m game simulate``: whole battles between two agents, from two rosters.

Each game is a pitched battle on the default scenario's table: the rosters are deployed by the
agents in turn (alternate deployment), who goes first is rolled, and the agents play until an army
withdraws or the last turn ends. Game ``k`` (from 0) uses seed ``--seed + k`` for its dice and its
agents. Prints one line per game, or one JSON document with ``--json``; ``--log DIR`` writes each
game's command log, which ``python -m game replay FILE --verify`` checks.

``--ai NAME[:LEVEL]`` (once per side, in side order) chooses each side's agent from
``game.ai.agents.AGENTS``: ``random``, ``seeker`` (marches at the enemy and charges) or a personality at a
level (``cunning:hard``). The agents' own random sources are seeded from each game's seed, so a run
repeats exactly. After the games a summary
gives per side its wins, draws, average victory points and average time per decision.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.ai.match import play_out
from game.ai.timing import TimedAgent
from game.core.profiles import ArmyList
from game.core.roster import Roster
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import GameState, TerrainSpec
from game.core.victory import result_summary
from game.replay.session import Session

RANDOM = ("random", "random")


def battle_spec(
    rosters: tuple[Roster, Roster],
    seed: int,
    turns: int | None = None,
    terrain: tuple[TerrainSpec, ...] = (),
    rules: tuple[str, ...] = (),
    allies: dict[int, Roster] | None = None,
) -> ScenarioSpec:
    """A pitched battle between two rosters: alternate deployment, first turn rolled, ``turns`` turns (default 8),
    played with the optional rule modules ``rules``. ``allies`` (side -> roster) brings an allied General's army
    to a side: the several players' rules with two players on that side (named "Side 1 A", "Side 1 B")."""
    options: dict[str, Any] = {"deployment": "alternate"}
    if turns is not None:
        options["game_length"] = turns
    allies = allies or {}
    rule_options: dict[str, dict[str, Any]] = {}
    if allies:
        rules = rules if "fw-players" in rules or "fantasy-warriors" in rules else (*rules, "fw-players")
        players = [[f"Side {i + 1} A", f"Side {i + 1} B"] if i in allies else [f"Side {i + 1}"] for i in (0, 1)]
        rule_options = {"fw-players": {"players": players}}
    return ScenarioSpec(
        name=f"{rosters[0].name} against {rosters[1].name}",
        sides=(SideSetup(rosters[0].army, roster=rosters[0], ally=allies.get(0)),
               SideSetup(rosters[1].army, roster=rosters[1], ally=allies.get(1))),
        terrain=terrain,
        first_side=None,
        seed=seed,
        options=options,
        rules=rules,
        rule_options=rule_options,
    )


def play_game(
    spec: ScenarioSpec, armies: dict[str, ArmyList], log: str | Path | None = None, ai: tuple[str, str] = RANDOM
) -> tuple[GameState, int]:
    """Play one battle between the agents named in ``ai`` (random by default) to its end; (final state,
    actions taken). With ``log`` the game is recorded through a session and its command log written there."""
    state, taken, _ = play_match(spec, armies, log, ai)
    return state, taken


def play_match(
    spec: ScenarioSpec,
    armies: dict[str, ArmyList],
    log: str | Path | None = None,
    ai: tuple[str, str] = RANDOM,
) -> tuple[GameState, int, tuple[TimedAgent, TimedAgent]]:
    """``play_game`` that also hands back the two agents, timed (``TimedAgent``: decisions and seconds)."""
    from game.ai.agents import make_agent

    state = new_game(spec, armies)
    agents = (TimedAgent(seated(state, make_agent(ai[0], 0, spec.seed), 0)),
              TimedAgent(seated(state, make_agent(ai[1], 1, spec.seed), 1)))
    if log is None:
        from game.core.dice import SeededDice

        dice = SeededDice(spec.seed)
        return state, play_out(state, agents, lambda a: state.apply(a, dice)), agents
    from game.replay.log import write_log

    session = Session.start(state, seed=spec.seed, header={"scenario": spec.name, "ai": list(ai)})

    def keep_reason(action: object, reason: str) -> None:
        # The log keeps each agent's reason beside its step, for the debrief and the replay viewer.
        session.records[-1].reason = reason or None

    taken = play_out(session.state, agents, session.apply, on_step=keep_reason)
    write_log(session, log)
    return session.state, taken, agents


def seated(state: GameState, agent: Any, side: int) -> Any:
    """The agent of a side of two players plays both seats, handing the turn over once a step."""
    from game.ai.seats import SeatedAgent
    from game.core.fantasy_warriors.players import names

    return SeatedAgent(agent, side) if len(names(state, side)) == 2 else agent


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


def load_rosters(paths: list[str]) -> tuple[dict[str, ArmyList], tuple[Roster, Roster], tuple[TerrainSpec, ...]]:
    """The army lists, two rosters and the default scenario's terrain (problems printed, then exit 1)."""
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


def load_allies(given: list[str], armies: dict[str, ArmyList]) -> dict[int, Roster] | None:
    """``--ally-roster SIDE=FILE`` read: side index -> roster (None, with the problem printed, if one is wrong)."""
    from game.data import DataError, load_roster
    from game.data.paths import REPO_ROOT, resolve

    out: dict[int, Roster] = {}
    for text in given:
        side, _, path = text.partition("=")
        if side.strip() not in ("1", "2") or not path.strip():
            print(f"--ally-roster takes SIDE=FILE with SIDE 1 or 2, not {text!r}", file=sys.stderr)
            return None
        try:
            out[int(side) - 1] = load_roster(resolve(path.strip(), REPO_ROOT), armies)
        except DataError as e:
            for p in e.problems:
                print(p, file=sys.stderr)
            return None
    return out


SAMPLE_ROSTERS = ("empire-2000.yaml", "orcs-2000.yaml")


def load_sample() -> tuple[dict[str, ArmyList], tuple[Roster, Roster], tuple[TerrainSpec, ...]]:
    """The two sample rosters (the Empire's and the Orcs') on the default scenario's table."""
    from game.data import ROSTERS_DIR

    # Named, not the first two in name order: more armies' rosters sort before these.
    return load_rosters([str(ROSTERS_DIR / name) for name in SAMPLE_ROSTERS])


def run_simulate(args: argparse.Namespace) -> int:
    from game.ai.agents import parse_name

    if len(args.roster) != 2:
        print("give exactly two rosters: --roster A.yaml --roster B.yaml", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be 1 or more", file=sys.stderr)
        return 2
    from game.data.turns import MAX_TURNS

    if args.turns is not None and not 1 <= args.turns <= MAX_TURNS:
        print(f"--turns must be 1 to {MAX_TURNS}, got {args.turns}", file=sys.stderr)
        return 2
    names = list(args.ai or [])
    if len(names) > 2:
        print("give --ai at most twice: side 1's agent, then side 2's", file=sys.stderr)
        return 2
    names += ["random"] * (2 - len(names))
    try:
        for name in names:
            parse_name(name)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    ai = (names[0], names[1])
    armies, rosters, terrain = load_rosters(args.roster)
    allies = load_allies(getattr(args, "ally_roster", []) or [], armies)
    if allies is None:
        return 2
    reports = []
    totals = [{"wins": 0, "draws": 0, "points": 0, "decisions": 0, "seconds": 0.0} for _ in (0, 1)]
    for k in range(args.games):
        seed = args.seed + k
        spec = battle_spec(rosters, seed, args.turns, terrain, tuple(args.rules), allies)
        log = Path(args.log) / f"game-{k + 1:03d}-seed-{seed}.jsonl" if args.log else None
        state, taken, timed = play_match(spec, armies, log, ai)
        report = game_report(state, seed, taken)
        report["ai"] = list(ai)
        report["ms_per_decision"] = [round(1000 * t.seconds / max(1, t.decisions), 1) for t in timed]
        if log is not None:
            report["log"] = str(log)
        reports.append(report)
        for side in (0, 1):
            t = totals[side]
            t["wins"] += report["winner"] == side
            t["draws"] += report["winner"] is None
            t["points"] += report["sides"][side]["points"]
            t["decisions"] += timed[side].decisions
            t["seconds"] += timed[side].seconds
        if not args.json:
            print(f"game {k + 1}, {game_line(report)}", flush=True)
    summary = [
        {
            "side": side + 1,
            "roster": rosters[side].name,
            "ai": ai[side],
            "wins": t["wins"],
            "draws": t["draws"],
            "average_points": round(t["points"] / args.games, 1),
            "ms_per_decision": round(1000 * t["seconds"] / max(1, t["decisions"]), 1),
        }
        for side, t in enumerate(totals)
    ]
    if args.json:
        doc = {"rosters": [r.name for r in rosters], "ai": list(ai), "games": reports, "summary": summary}
        print(json.dumps(doc, indent=1, sort_keys=True))
    else:
        for s in summary:
            print(
                f"side {s['side']} ({s['roster']}, {s['ai']}): {s['wins']} wins, {s['draws']} draws "
                f"in {args.games} games; average {s['average_points']} victory points; "
                f"{s['ms_per_decision']} ms per decision"
            )
    return 0
