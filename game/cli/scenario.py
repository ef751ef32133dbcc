"""``python -m game scenario FILE``: run a scenario's actions with its dice and narrate them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from game.cli.narrate import lines
from game.core.actions import IllegalAction, action_from_dict
from game.core.dice import DiceError
from game.core.events import Event, Narration
from game.core.turn import Start
from game.replay.session import Session, content_hash


def load_doc(path: str):  # type: ignore[no-untyped-def]
    """Armies, the scenario spec and its checked ``Doc`` (where each key sits), or exit 1 with every
    problem listed."""
    from game.data import DataError, load_armies
    from game.data.scenarios import check_scenario_doc

    try:
        armies = load_armies()
    except DataError as e:
        for p in e.problems:
            print(p, file=sys.stderr)
        raise SystemExit(1) from None
    spec, doc = check_scenario_doc(path, armies)
    if spec is None or doc.problems:
        for p in doc.problems:
            print(p, file=sys.stderr)
        raise SystemExit(1)
    return armies, spec, doc


def load(path: str):  # type: ignore[no-untyped-def]
    """Armies and the scenario spec, or exit 1 with every problem listed."""
    armies, spec, _ = load_doc(path)
    return armies, spec


def _at(path: str, doc, key: tuple[str | int, ...]) -> str:  # type: ignore[no-untyped-def]
    """``FILE:LINE:COL`` of a key of the scenario (of the file's start if it has none)."""
    line, col = doc.pos(key)
    return f"{path}:{line}:{col}"


def start_session(path: str, rules: tuple[str, ...] = ()) -> tuple[Session, list[Event]]:
    """The scenario's game, started, in a recording session (``rules``: optional modules switched on too)."""
    import dataclasses

    from game.core.scenario import new_game

    armies, spec, doc = load_doc(path)
    if rules:
        spec = dataclasses.replace(spec, rules=(*spec.rules, *rules))
    try:
        state = new_game(spec, armies)
    except (ValueError, KeyError) as e:
        print(f"{_at(path, doc, ('sides',))}: the battle cannot be set up: {e}", file=sys.stderr)
        raise SystemExit(1) from None
    header = {
        "scenario": spec.name,
        "scenario_file": str(path),
        "scenario_hash": content_hash(Path(path).read_text(encoding="utf-8")),
    }
    if spec.dice is not None:
        header["script"] = list(spec.dice)
    session = Session.start(
        state,
        seed=spec.seed,
        scripted=list(spec.dice) if spec.dice is not None else None,
        strict_script=spec.dice is not None,
        header=header,
    )
    try:
        events = session.apply(Start())
    except IllegalAction as e:
        print(f"{_at(path, doc, ('options',))}: the battle cannot begin: {'; '.join(e.reasons)}", file=sys.stderr)
        raise SystemExit(1) from None
    except DiceError as e:
        print(f"{_at(path, doc, ('dice',))}: the battle cannot begin: {e}", file=sys.stderr)
        raise SystemExit(1) from None
    return session, events


def run_scenario(path: str, as_json: bool = False, log: str | None = None) -> int:
    import game.core.engine  # noqa: F401  (registers every action kind)

    _, spec, doc = load_doc(path)
    session, events = start_session(path)
    status = 0
    for n, raw in enumerate(spec.actions, start=1):
        raw = dict(raw)
        note, expect = raw.pop("note", None), raw.pop("expect", None)
        # Every refusal names the action's own line, so the file can be fixed where it went wrong.
        here = f"{_at(path, doc, ('actions', n - 1))}: action {n}"
        try:
            action = action_from_dict(raw)
        except (ValueError, TypeError) as e:
            print(f"{here}: {e}", file=sys.stderr)
            status = 1
            break
        if note:
            events.append(Narration(message=note, rule="demo"))
        if expect == "refused":
            reasons = session.state.check(action)
            if not reasons:
                print(f"{here} ({action}) was expected to be refused but is allowed", file=sys.stderr)
                status = 1
                break
            events.append(Narration(message=f"Not allowed: {'; '.join(reasons)}", rule="demo.refused"))
            continue
        try:
            events += session.apply(action)
        except IllegalAction as e:
            print(f"{here} ({action}) is not allowed: {'; '.join(e.reasons)}", file=sys.stderr)
            status = 1
            break
        except DiceError as e:
            print(f"{here} ({action}): {e}", file=sys.stderr)
            status = 1
            break
    if status == 0 and spec.dice is not None:
        left = session.dice.inner.scripted.remaining  # type: ignore[attr-defined]
        if left:
            from game.data.rehearse import dice_left

            print(f"{_at(path, doc, ('dice',))}: {dice_left(left)} were not used", file=sys.stderr)
            status = 1
    if log:
        from game.replay.log import write_log

        write_log(session, log)
    if as_json:
        doc = {
            "scenario": spec.name,
            "events": [e.to_dict() for e in events],
            "state": session.state.to_dict(),
            "hash": session.state.state_hash(),
        }
        print(json.dumps(doc, sort_keys=True, indent=1))
    else:
        for line in lines(events):
            print(line)
        print(f"state hash {session.state.state_hash()}")
    return status
