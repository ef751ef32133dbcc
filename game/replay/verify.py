"""Proving a log: its army lists match their hashes, and every die it records is the one its seed gives.

Checking only the state hashes proves nothing about the dice: edit a face and recompute the later hashes
and the log is consistent again. So verification re-derives every die from the header's seed (or from
the scenario's script, for a scripted log), applies each action with those dice and reports the first
step whose recorded faces differ from them, then the first whose state hash differs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.actions import Action, IllegalAction, action_from_dict
from game.core.dice import Dice, DiceError, RecordingDice, ScriptedDice, SeededDice
from game.core.kept import old_layout_hash
from game.core.ruleset import Ruleset
from game.core.state import GameState
from game.replay.reading import LogError, LogFile, initial_state, read_log
from game.replay.session import ChainedDice, content_hash
from game.replay.shapes import check_dataclass

SEEDED = "seeded"
SCRIPTED = "scripted"
SCRIPT_THEN_SEEDED = "scripted-then-seeded"


@dataclass
class VerifyResult:
    """Whether a log verified; if not, the message names the file, the line and the step."""

    ok: bool
    steps: int
    message: str
    step: int | None = None
    line: int | None = None


def dice_kind(header: dict[str, Any]) -> str:
    """How the log's dice were made, as its header says (older logs: seeded, after any script)."""
    kind = header.get("dice")
    if kind in (SEEDED, SCRIPTED, SCRIPT_THEN_SEEDED):
        return str(kind)
    return SEEDED if header.get("script") is None else SCRIPT_THEN_SEEDED


def dice_source(header: dict[str, Any]) -> Dice:
    """The dice the game was played with, rebuilt from the header alone."""
    seeded = SeededDice(header["seed"])
    kind = dice_kind(header)
    if kind == SEEDED:
        return seeded
    return ChainedDice(ScriptedDice(header.get("script") or []), None if kind == SCRIPTED else seeded)


def read_action(rec: dict[str, Any]) -> Action:
    """The record's action, checked for shape; ValueError (or ShapeError) if it is not one."""
    action = action_from_dict(rec["action"])
    check_dataclass(action, "action")
    return action


def apply_step(rec: dict[str, Any], apply: Callable[[Action], object], where: str) -> Action:
    """Apply one record's action with ``apply``; anything that goes wrong is a LogError starting with ``where``."""
    try:
        action = read_action(rec)
    except (ValueError, TypeError) as e:
        raise LogError(f"{where}: the action cannot be read: {e}") from None
    try:
        apply(action)
    except IllegalAction as e:
        raise LogError(f"{where}: {action} is refused on replay: {'; '.join(e.reasons)}") from None
    except DiceError as e:
        raise LogError(f"{where}: {action}: the dice differ from the log ({e})") from None
    except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError, RecursionError) as e:
        # The file was shaped to pass every check yet breaks a rule's assumptions: still only a bad file.
        raise LogError(f"{where}: {action} cannot be replayed ({e.__class__.__name__}: {e})") from None
    return action


def army_problem(log: LogFile, state: GameState) -> str | None:
    """Why the army lists the log carries do not match the hashes in its header, or None."""
    hashes = log.header.get("armies")
    if not isinstance(hashes, dict):
        return "the header carries no army list hashes to check the lists against"
    for i, side in enumerate(state.sides):
        army = side.army
        want = hashes.get(army.id)
        if want is None:
            return f"the header has no hash for side {i + 1}'s army list {army.id!r}"
        got = content_hash(army.to_dict())
        if got != want:
            return (
                f"side {i + 1}'s army list {army.id!r} has hash {got[:12]}, "
                f"not the {str(want)[:12]} the header records: the list was changed"
            )
    extra = sorted(set(hashes) - {s.army.id for s in state.sides})
    if extra:
        return f"the header names army lists the game does not use: {', '.join(extra)}"
    want_initial = log.header.get("initial_hash")
    if want_initial is not None and content_hash(log.header["initial_state"]) != want_initial:
        return "the starting state does not match its hash in the header: it was changed"
    return None


def verify(path: str | Path, rules: Ruleset | None = None) -> VerifyResult:
    """Check the army hashes, re-derive every die from the seed or script, and compare every state hash
    (under ``rules`` if given, which must be the rules the game was played with)."""
    from game.core.engine import load_rules

    load_rules()
    log = read_log(path)
    state = initial_state(log, rules)
    p = log.path
    problem = army_problem(log, state)
    if problem is not None:
        return VerifyResult(False, 0, f"{p}:1: {problem}", None, 1)
    kind = dice_kind(log.header)
    dice = RecordingDice(dice_source(log.header))
    source = "its script" if kind == SCRIPTED else f"seed {log.header['seed']}"
    for i, rec in enumerate(log.records, start=1):
        line = rec["_line"]
        where = f"{p}:{line}: step {i}"
        try:
            action = apply_step(rec, lambda a: state.apply(a, dice), where)
        except LogError as e:
            return VerifyResult(False, i, str(e), i, line)
        faces = dice.take()
        if faces != rec["dice"]:
            return VerifyResult(
                False,
                i,
                f"{where}: {action}: the log records dice {rec['dice']} but {source} gives {faces}",
                i,
                line,
            )
        h = state.state_hash()
        # A log saved before the rules kept typed state hashed the old layout of the same state.
        if h != rec["hash"] and old_layout_hash(state) != rec["hash"]:
            return VerifyResult(
                False, i, f"{where}: {action}: state hash {h[:12]} differs from the logged {rec['hash'][:12]}", i, line
            )
    return VerifyResult(True, len(log.records), "ok")
