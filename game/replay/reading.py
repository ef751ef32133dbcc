"""Reading a command log or save from disk: every problem is a LogError naming the file and the line.

A log is whatever a player's folder holds under that name: cut short by a crash, edited by hand, saved
by a text editor with a byte-order mark, or built to break the reader. So each line is decoded on its
own (bytes that are not UTF-8 are reported by line and column, not by byte offset), numbers are parsed
with bounds (no 5,000-digit integer, no ``NaN``), nesting is bounded, and the header, the records and
the starting state are checked for shape before any rule sees them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.characters.alone import is_own_unit
from game.core.modules import from_spec
from game.core.profiles import mount_parts
from game.core.ruleset import Ruleset, RulesetError, spec_difference
from game.core.state import GameState
from game.replay.shapes import DEPTH_LIMIT, ShapeError, check_dataclass, check_plain, depth_of

FORMAT = "warhost-log"
FORMAT_VERSION = 1
# A battle's log is a few MB at most; a file far larger is not a save, and reading it all would stall.
MAX_BYTES = 256 * 1024 * 1024
MAX_DIGITS = 40
MAX_FACE = 100
# The computer's reason for a step is one line for the debrief; far longer is not one the game wrote.
MAX_REASON = 2000


class LogError(ValueError):
    """A log or save file that cannot be read: the message names the file, the line and the problem."""


@dataclass
class LogFile:
    """A log as read: its header, its records (each with ``_line``, the line it came from) and its path."""

    header: dict[str, Any]
    records: list[dict[str, Any]]
    path: str


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number {len(text)} digits long")
    return int(text)


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save can hold")


def _decode(raw: bytes, p: str, n: int) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        col = len(raw[: e.start].decode("utf-8", errors="replace")) + 1
        raise LogError(
            f"{p}:{n}:{col}: byte 0x{raw[e.start]:02x} is not UTF-8 text; the file is damaged or not a saved game"
        ) from None


def parse_line(text: str, p: str, n: int) -> Any:
    """One line's JSON value, or a LogError naming the line (and column where JSON knows it)."""
    try:
        obj = json.loads(text, parse_int=_int, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise LogError(
            f"{p}:{n}:{e.colno}: line is not valid JSON ({e.msg}); the file may be truncated or damaged"
        ) from None
    except RecursionError:
        raise LogError(f"{p}:{n}: values are nested more than {DEPTH_LIMIT} deep") from None
    except ValueError as e:
        raise LogError(f"{p}:{n}: {e}") from None
    if depth_of(obj) > DEPTH_LIMIT:
        raise LogError(f"{p}:{n}: values are nested more than {DEPTH_LIMIT} deep")
    return obj


def read_lines(path: str | Path) -> list[tuple[int, Any]]:
    """The file's non-blank lines as (line number, JSON value)."""
    p = str(path)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise LogError(f"{p}: cannot be read: {e.strerror or e}") from None
    if len(data) > MAX_BYTES:
        raise LogError(f"{p}: the file is over {MAX_BYTES // (1024 * 1024)} MB; it is not a saved game")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # a byte-order mark, as some editors write
    out = []
    for n, raw in enumerate(data.split(b"\n"), start=1):
        text = _decode(raw, p, n)
        if not text.strip():
            continue
        out.append((n, parse_line(text, p, n)))
    return out


def read_log(path: str | Path) -> LogFile:
    """Parse a log file and check its header and records; every problem raises LogError naming the line."""
    p = str(path)
    objs = read_lines(path)
    if not objs:
        raise LogError(f"{p}:1: the file is empty; it is not a saved game")
    for n, obj in objs:
        if not isinstance(obj, dict):
            raise LogError(f"{p}:{n}: expected a JSON object")
    n0, header = objs[0]
    check_header(header, p, n0)
    records = []
    for n, obj in objs[1:]:
        check_record(obj, p, n)
        obj["_line"] = n
        records.append(obj)
    return LogFile(header, records, p)


def check_header(header: dict[str, Any], p: str, n: int) -> None:
    """The header's own fields; keys this version does not know are kept and ignored."""
    if header.get("format") != FORMAT:
        raise LogError(f"{p}:{n}: not a Warhost game log (format {_short(header.get('format'))})")
    if header.get("format_version") != FORMAT_VERSION:
        raise LogError(
            f"{p}:{n}: log format version {_short(header.get('format_version'))} is not supported "
            f"(this game reads {FORMAT_VERSION})"
        )
    for key in ("seed", "initial_state"):
        if key not in header:
            raise LogError(f"{p}:{n}: header has no {key!r}")
    seed = header["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise LogError(f"{p}:{n}: header 'seed' {_short(seed)} is not a whole number")
    if not isinstance(header["initial_state"], dict):
        raise LogError(f"{p}:{n}: header 'initial_state' is not a game state")
    script = header.get("script")
    if script is not None and not _faces(script):
        raise LogError(f"{p}:{n}: header 'script' is not a list of die faces")
    armies = header.get("armies")
    if armies is not None and not (isinstance(armies, dict) and all(isinstance(v, str) for v in armies.values())):
        raise LogError(f"{p}:{n}: header 'armies' is not a table of army list hashes")
    try:
        check_plain({k: v for k, v in header.items() if k != "initial_state"}, "header")
    except ShapeError as e:
        raise LogError(f"{p}:{n}: {e}") from None


def check_record(obj: dict[str, Any], p: str, n: int) -> None:
    for key in ("action", "dice", "hash"):
        if key not in obj:
            raise LogError(f"{p}:{n}: record has no {key!r}")
    if not isinstance(obj["action"], dict):
        raise LogError(f"{p}:{n}: the record's 'action' is not an action")
    if not _faces(obj["dice"]):
        raise LogError(f"{p}:{n}: the record's 'dice' {_short(obj['dice'])} are not die faces")
    reason = obj.get("reason")
    if reason is not None and not (isinstance(reason, str) and len(reason) <= MAX_REASON):
        raise LogError(f"{p}:{n}: the record's 'reason' {_short(reason)} is not a line of text")
    h = obj["hash"]
    if not (isinstance(h, str) and len(h) == 64 and all(c in "0123456789abcdef" for c in h)):
        raise LogError(f"{p}:{n}: the record's 'hash' {_short(h)} is not a state hash")
    try:
        check_plain(obj["action"], "action")
    except ShapeError as e:
        raise LogError(f"{p}:{n}: {e}") from None


def _faces(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= MAX_FACE for f in v)


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def log_rules(log: LogFile, asked: Ruleset | None = None) -> Ruleset | None:
    """The rules the log's header records, composed by this copy of the game (None for logs from before rule
    modules: their starting state names its rules). Replaying under other rules (``asked``) is refused, naming
    the difference, and so are recorded rules that do not match their hash."""
    spec = log.header.get("rules")
    if spec is None:
        return asked
    try:
        rules = from_spec(spec)
    except (RulesetError, AttributeError, TypeError, KeyError) as e:
        raise LogError(
            f"{log.path}:1: the game was played with rules this copy of Warhost does not have: {e}"
        ) from None
    if log.header.get("rules_hash", rules.hash) != rules.hash:
        raise LogError(
            f"{log.path}:1: the rules its header records do not match their hash {_short(log.header.get('rules_hash'))} "
            "(the file was changed, or comes from another version of Warhost)"
        )
    if asked is not None and asked.hash != rules.hash:
        raise LogError(
            f"{log.path}:1: the game was played under other rules; replaying it "
            f"{spec_difference(rules.spec, asked.spec)} would be another game"
        )
    return rules


def initial_state(log: LogFile, asked: Ruleset | None = None) -> GameState:
    """The starting state in the header, played with the rules it records (refused if ``asked`` differs),
    checked for shape and for ids and sides that exist."""
    return state_from(log.header["initial_state"], f"{log.path}:1", log_rules(log, asked))


def state_from(d: dict[str, Any], where: str, rules: Ruleset | None = None) -> GameState:
    """A state from its dict, or a LogError starting with ``where`` that names the field at fault."""
    try:
        check_plain(d, "initial_state")
        state = GameState.from_dict(d, rules)
        check_dataclass(state, "initial_state")
        check_references(state)
    except ShapeError as e:
        raise LogError(f"{where}: the starting state cannot be used: {e}") from None
    except KeyError as e:
        raise LogError(f"{where}: the starting state cannot be read (missing {e})") from None
    except IndexError:
        raise LogError(f"{where}: the starting state cannot be read (a list in it is missing entries)") from None
    except (TypeError, ValueError, AttributeError, ArithmeticError, RecursionError) as e:
        raise LogError(f"{where}: the starting state cannot be read ({e})") from None
    return state


def check_references(state: GameState) -> None:
    """Every side number, profile and id the state mentions exists (an index out of range is refused)."""
    def side(v: int, path: str) -> None:
        if v not in (0, 1):
            raise ShapeError(f"{path}: side {v} does not exist (sides are 0 and 1)")

    side(state.active, "initial_state.active")
    side(state.first_side, "initial_state.first_side")
    steps = [s.name for s in state.ruleset.turn]
    phases = ["deployment", *dict.fromkeys(s.phase for s in state.ruleset.turn)]
    if state.phase not in phases:
        raise ShapeError(f"initial_state.phase: {state.phase!r} is not a phase ({', '.join(phases)})")
    # The first turn is played up to this step: one the turn does not have would be waited for for ever.
    if state.start_step is not None and state.start_step not in steps:
        raise ShapeError(f"initial_state.start_step: {state.start_step!r} is not a step ({', '.join(steps)})")
    if not (1 <= state.table_w and 1 <= state.table_h):
        raise ShapeError("initial_state: the table has no area")
    for k, u in state.units.items():
        path = f"initial_state.units.{k}"
        if u.id != k:
            raise ShapeError(f"{path}.id: {u.id!r} is not its key {k!r}")
        side(u.side, f"{path}.side")
        # A lone character acting as a unit of one (a character module) has no army-list entry of its own.
        own = is_own_unit(u) and u.profile[1:] in state.characters
        # A creature a rule module brought onto the table ("%Fiend") has its stat line from that module.
        own = own or u.profile[:1] == "%"
        if not own and not any(p.name == u.profile for p in state.sides[u.side].army.units):
            raise ShapeError(f"{path}.profile: {u.profile!r} is not in {state.sides[u.side].army.name}")
        if u.ordered_by is not None and u.ordered_by not in state.characters:
            raise ShapeError(f"{path}.ordered_by: no character {u.ordered_by!r}")
    for k, c in state.characters.items():
        path = f"initial_state.characters.{k}"
        if c.id != k:
            raise ShapeError(f"{path}.id: {c.id!r} is not its key {k!r}")
        side(c.side, f"{path}.side")
        army = state.sides[c.side].army
        if not any(p.name == c.profile for p in (*army.characters, *army.individuals)):
            raise ShapeError(f"{path}.profile: {c.profile!r} is not in {army.name}")
        if c.mount is not None and not all(any(m.name == p for m in army.mounts) for p in mount_parts(c.mount)):
            raise ShapeError(f"{path}.mount: {c.mount!r} is not in {army.name}")
        if c.joined is not None and c.joined not in state.units:
            raise ShapeError(f"{path}.joined: no unit {c.joined!r}")
    cmd = state.command
    if cmd.character is not None and cmd.character not in state.characters:
        raise ShapeError(f"initial_state.command.character: no character {cmd.character!r}")
    for name in ("group", "brigade", "brigade_done"):
        for uid in getattr(cmd, name):
            if uid not in state.units:
                raise ShapeError(f"initial_state.command.{name}: no unit {uid!r}")
    if state.result is not None and state.result.winner not in (None, 0, 1):
        raise ShapeError(f"initial_state.result.winner: side {state.result.winner} does not exist")
