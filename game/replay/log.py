"""Command logs and saves: one JSON object a line, written atomically; reading, replaying, verifying.

Line 1 is the header (format, versions, seed, content hashes, the starting state). Each further line is
one applied action with the dice faces it consumed, the state hash after it and the phase it ended in.
A save is the same file: loading replays the actions with the session's own seeded dice, so the game
continues exactly as it would have.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.actions import IllegalAction, action_from_dict
from game.core.dice import DiceError, ScriptedDice
from game.core.engine import load_rules
from game.core.modules import from_spec
from game.core.ruleset import Ruleset, RulesetError, spec_difference
from game.core.state import GameState
from game.files import write_atomically
from game.replay.session import ChainedDice, Record, Session

FORMAT = "warhost-log"
FORMAT_VERSION = 1


class LogError(ValueError):
    """A log or save file that cannot be read: the message names the file, the line and the problem."""


def write_log(session: Session, path: str | Path) -> None:
    """Write the session's header and records to ``path`` atomically (a temporary file, then a rename)."""
    lines = [json.dumps(session.header(), sort_keys=True, separators=(",", ":"))]
    for i, r in enumerate(session.records, start=1):
        lines.append(json.dumps({"step": i, **r.to_dict()}, sort_keys=True, separators=(",", ":")))
    write_atomically(path, "\n".join(lines) + "\n")


@dataclass
class LogFile:
    header: dict[str, Any]
    records: list[dict[str, Any]]
    path: str


def read_log(path: str | Path) -> LogFile:
    """Parse a log file; every problem raises LogError naming the line."""
    p = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise LogError(f"{p}: cannot be read: {e}") from None
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise LogError(f"{p}:1: the file is empty; it is not a saved game")
    objs = []
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise LogError(f"{p}:{n}: line is not valid JSON ({e.msg}); the file may be truncated or damaged") from None
        if not isinstance(obj, dict):
            raise LogError(f"{p}:{n}: expected a JSON object")
        objs.append((n, obj))
    n0, header = objs[0]
    if header.get("format") != FORMAT:
        raise LogError(f"{p}:1: not a Warhost game log (format {header.get('format')!r})")
    if header.get("format_version") != FORMAT_VERSION:
        raise LogError(
            f"{p}:1: log format version {header.get('format_version')!r} is not supported (this game reads {FORMAT_VERSION})"
        )
    for key in ("seed", "initial_state"):
        if key not in header:
            raise LogError(f"{p}:1: header has no {key!r}")
    records = []
    for n, obj in objs[1:]:
        for key in ("action", "dice", "hash"):
            if key not in obj:
                raise LogError(f"{p}:{n}: record has no {key!r}")
        obj["_line"] = n
        records.append(obj)
    return LogFile(header, records, p)


@dataclass
class VerifyResult:
    ok: bool
    steps: int
    message: str
    step: int | None = None
    line: int | None = None


def log_rules(log: LogFile, asked: Ruleset | None = None) -> Ruleset | None:
    """The rules the log's header records, composed by this copy of the game (None for logs from before rule
    modules: their starting state names its rules). Replaying under other rules (``asked``) is refused, naming
    the difference, and so are recorded rules that do not match their hash."""
    spec = log.header.get("rules")
    if spec is None:
        return asked
    try:
        rules = from_spec(spec)
    except (RulesetError, AttributeError) as e:
        raise LogError(f"{log.path}:1: the game was played with rules this copy of Warhost does not have: {e}") from None
    if log.header.get("rules_hash", rules.hash) != rules.hash:
        raise LogError(
            f"{log.path}:1: the rules its header records do not match their hash {log.header.get('rules_hash')!r} "
            "(the file was changed, or comes from another version of Warhost)"
        )
    if asked is not None and asked.hash != rules.hash:
        raise LogError(
            f"{log.path}:1: the game was played under other rules; replaying it "
            f"{spec_difference(rules.spec, asked.spec)} would be another game"
        )
    return rules


def initial_state(log: LogFile, asked: Ruleset | None = None) -> GameState:
    """The log's starting state, played with the rules it records (refused if ``asked`` differs)."""
    rules = log_rules(log, asked)
    try:
        return GameState.from_dict(log.header["initial_state"], rules)
    except (KeyError, TypeError, ValueError) as e:
        raise LogError(f"{log.path}:1: the starting state cannot be read ({e})") from None


def verify(path: str | Path, rules: Ruleset | None = None) -> VerifyResult:
    """Re-apply every logged action with the dice it recorded and compare each state hash (under ``rules``
    if given, which must be the rules the game was played with)."""
    load_rules()
    log = read_log(path)
    state = initial_state(log, rules)
    for i, rec in enumerate(log.records, start=1):
        line = rec["_line"]
        try:
            action = action_from_dict(rec["action"])
        except (ValueError, TypeError) as e:
            return VerifyResult(False, i, f"step {i} (line {line}): the action cannot be read: {e}", i, line)
        dice = ScriptedDice(rec["dice"])
        try:
            state.apply(action, dice)
            dice.assert_consumed()
        except IllegalAction as e:
            return VerifyResult(
                False, i, f"step {i} (line {line}): {action} is refused on replay: {'; '.join(e.reasons)}", i, line
            )
        except DiceError as e:
            return VerifyResult(
                False, i, f"step {i} (line {line}): {action}: the dice differ from the log ({e})", i, line
            )
        h = state.state_hash()
        if h != rec["hash"]:
            return VerifyResult(
                False,
                i,
                f"step {i} (line {line}): {action}: state hash {h[:12]} differs from the logged {rec['hash'][:12]}",
                i,
                line,
            )
    return VerifyResult(True, len(log.records), "ok")


def load_session(path: str | Path) -> Session:
    """Resume a saved game: replay its actions with the session's own dice and check every hash."""
    load_rules()
    log = read_log(path)
    state = initial_state(log)
    header = {k: v for k, v in log.header.items() if k in ("scenario", "script", "names", "mode", "ai")}
    session = Session.start(state, seed=int(log.header["seed"]), scripted=log.header.get("script"), header=header)
    session.initial = log.header["initial_state"]
    for i, rec in enumerate(log.records, start=1):
        try:
            action = action_from_dict(rec["action"])
            session.apply(action)
        except (ValueError, TypeError, DiceError) as e:
            raise LogError(f"{log.path}:{rec['_line']}: step {i} cannot be replayed: {e}") from None
        got = session.records[-1]
        if got.dice != list(rec["dice"]) or got.hash != rec["hash"]:
            raise LogError(
                f"{log.path}:{rec['_line']}: step {i} does not replay as saved (the file was changed or is from another version)"
            )
    return session


__all__ = [
    "LogError",
    "Record",
    "Session",
    "VerifyResult",
    "ChainedDice",
    "load_session",
    "read_log",
    "verify",
    "write_log",
]
