"""The Warhost command line: play, scenario, demo, validate, replay, simulate, rules.

``python -m game`` (or ``warhost``) opens the game window (``--load FILE``: on a saved game, to play on);
``replay FILE`` opens a log in the replay viewer. The other sub-commands work headless: ``validate``
checks data files, ``scenario`` runs a scenario's scripted actions and narrates them, ``replay --verify``
proves a command log, ``simulate`` plays whole games between agents, ``rules`` lists the
rule modules (``--rules ID[,ID...]`` switches optional ones on for ``play`` and ``simulate``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SCENARIO = REPO / "assets" / "scenarios" / "pitched-battle.yaml"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="warhost", description="Warhost: fantasy mass battles on the Warmaster rules.")
    p.add_argument("--load", dest="resume", help="resume a saved game and play on (as play --load)")
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("scenario", nargs="?", help="a scenario file to show instead of the main menu")
    play.add_argument("--screenshot", help="save a PNG of the first frame and exit")
    play.add_argument("--frames", type=int, help="draw this many frames, then exit")
    play.add_argument("--load", help="resume a saved game and play on")
    play.add_argument("--rules", type=rule_ids, default=(), help="optional rule modules to play with: ID[,ID...]")

    sc = sub.add_parser("scenario", help="run a scenario's actions and narrate what happens")
    sc.add_argument("file")
    sc.add_argument("--json", action="store_true", help="print events, state and hash as one JSON document")
    sc.add_argument("--log", help="write the command log (JSON lines) to this file")

    de = sub.add_parser("demo", help="the rules demos: list them, check them, or play one in the window")
    de.add_argument("name", nargs="?", help="the demo to open (its file name, as --list shows it)")
    de.add_argument("--list", action="store_true", help="list the demos by rule area")
    de.add_argument("--loop", action="store_true", help="play every demo in turn, full screen, until a key is pressed")
    de.add_argument("--check", action="store_true", help="play the demos through the rules without a window")
    de.add_argument("--screenshot", help="save a PNG of the last frame drawn and exit")
    de.add_argument("--frames", type=int, help="draw this many frames, then exit")

    va = sub.add_parser("validate", help="check army lists, rosters and scenarios")
    va.add_argument("files", nargs="+")

    rp = sub.add_parser("replay", help="watch a command log or save in the replay viewer, or check it")
    rp.add_argument("file")
    rp.add_argument("--verify", action="store_true", help="re-apply every step and compare state hashes")
    rp.add_argument("--narrate", action="store_true", help="print the events of every step")
    rp.add_argument("--screenshot", help="save a PNG of the viewer's first frame and exit")
    rp.add_argument("--frames", type=int, help="draw this many frames, then exit")

    sim = sub.add_parser("simulate", help="play whole games between two agents")
    sim.add_argument("--roster", action="append", required=True, help="a roster file (give two)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument(
        "--ai", action="append", help="agent per side: random, seeker, or NAME[:LEVEL] (give two)"
    )
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--log", help="write each game's command log into this directory")
    sim.add_argument("--turns", type=int, default=None, help="turn limit (default: the usual 8)")
    sim.add_argument("--rules", type=rule_ids, default=(), help="optional rule modules to play with: ID[,ID...]")
    sim.add_argument("--ally-roster", action="append", default=[], metavar="SIDE=FILE",
                     help="an allied General's army joining side 1 or 2 (several players): 1=ally.yaml")

    ru = sub.add_parser("rules", help="list the rule modules, or print one module's rulebook")
    ru.add_argument("module", nargs="?", help="a module's id")
    return p


def rule_ids(text: str) -> tuple[str, ...]:
    """``--rules ID[,ID...]``: the ids, each checked against the modules the game knows."""
    from game.core.modules import compose
    from game.core.ruleset import RulesetError

    ids = tuple(x.strip() for x in text.split(",") if x.strip())
    try:
        compose(ids)
    except RulesetError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return ids


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    cmd = args.command or "play"
    if cmd == "validate":
        from game.data.validate import validate_paths

        return validate_paths(args.files)
    if cmd == "scenario":
        from game.cli.scenario import run_scenario

        return run_scenario(args.file, as_json=args.json, log=args.log)
    if cmd == "demo":
        from game.cli.demo import run_demo

        return run_demo(
            args.name,
            listing=args.list,
            loop=args.loop,
            check=args.check,
            screenshot=args.screenshot,
            frames=args.frames,
        )
    if cmd == "replay":
        from game.cli.replay import run_replay

        return run_replay(
            args.file,
            verify=args.verify,
            narrate=args.narrate,
            window=not (args.verify or args.narrate),
            screenshot=args.screenshot,
            frames=args.frames,
        )
    if cmd == "rules":
        from game.cli.rules import run_rules

        return run_rules(args.module)
    if cmd == "simulate":
        from game.cli.simulate import run_simulate

        return run_simulate(args)
    from game.cli.play import run_play

    return run_play(
        getattr(args, "scenario", None),
        screenshot=getattr(args, "screenshot", None),
        frames=getattr(args, "frames", None),
        load=getattr(args, "load", None) or args.resume,
        rules=getattr(args, "rules", ()),
    )


def _entry() -> None:
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # The output went to a reader that stopped early (``| head``): nothing of ours went wrong, so no
        # traceback; stdout is pointed at devnull so that Python's own flush at exit stays quiet too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 0
    sys.exit(code)


if __name__ == "__main__":
    _entry()
