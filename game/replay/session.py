"""A game being played: the state, its dice, and the record of every action with the dice it used.

The session is what the UI, the command line and the AI drive. It owns the seeded dice (wrapped to
record faces), keeps the command log in memory, offers undo of actions no die has decided, and writes
saves and logs through ``game.replay.log``.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.core.dice import Dice, RecordingDice, ScriptedDice, SeededDice
from game.core.events import Event
from game.core.state import GameState

GAME_VERSION = "0.1.0"


@dataclass
class Record:
    """One applied action: the action, the dice faces it consumed, and the state hash after it.

    ``reason`` is why the computer chose the action, when it did: kept beside the step for the debrief and
    the replay, never part of the state or its hash (so logs without reasons load and verify the same)."""

    action: dict[str, Any]
    dice: list[int]
    hash: str
    phase: str
    actor: int
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d = {"action": self.action, "dice": self.dice, "hash": self.hash, "phase": self.phase, "actor": self.actor}
        if self.reason:
            d["reason"] = self.reason
        return d


class ChainedDice:
    """Scripted faces first (a scenario's dice), then the seeded source once they run out."""

    def __init__(self, scripted: ScriptedDice, then: Dice | None) -> None:
        self.scripted = scripted
        self.then = then

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        if self.scripted.remaining or self.then is None:
            return self.scripted.roll(count, sides, purpose)
        return self.then.roll(count, sides, purpose)


@dataclass
class Session:
    """A game in progress with its record."""

    state: GameState
    seed: int
    dice: RecordingDice
    initial: dict[str, Any]
    records: list[Record] = field(default_factory=list)
    header_extra: dict[str, Any] = field(default_factory=dict)
    # Off while a saved game is replayed: nothing loaded is taken back, and copying every state to make it
    # undoable was a fifth of the time a load took.
    undoable: bool = True
    # The canonical JSON of the state after the last action, as hashed: a replay keeps it without
    # serialising the state a second time.
    last_json: str = field(default="", repr=False)
    # The events of each record, as it was applied (a loaded game's too): the battle log shows them
    # without replaying the game a second time.
    events: list[list[Event]] = field(default_factory=list, repr=False)
    _undo: list[tuple[GameState, int]] = field(default_factory=list, repr=False)

    @classmethod
    def start(
        cls,
        state: GameState,
        seed: int | None = None,
        scripted: list[int] | None = None,
        strict_script: bool = False,
        header: dict[str, Any] | None = None,
    ) -> Session:
        """Begin recording ``state``; dice are seeded from ``seed`` (default the state's), after any script."""
        seed = state.seed if seed is None else seed
        base: Dice = SeededDice(seed)
        extra = dict(header or {})
        if scripted is not None:
            base = ChainedDice(ScriptedDice(scripted), None if strict_script else base)
            # Verification rebuilds these dice from the header alone, so it says how they were made.
            extra["script"] = list(scripted)
            extra["dice"] = "scripted" if strict_script else "scripted-then-seeded"
        else:
            extra["dice"] = "seeded"
        # Autosaves are kept per game: a loaded game keeps its id, a new one gets its own.
        extra.setdefault("game_id", uuid.uuid4().hex[:12])
        return cls(state=state, seed=seed, dice=RecordingDice(base), initial=state.to_dict(), header_extra=extra)

    def apply(self, action: Action, reason: str | None = None) -> list[Event]:
        """Apply an action with the session's dice and record it (with ``reason``, why the computer chose it)."""
        actor = self.state.acting_side()
        before = self.state.clone() if self.undoable else None
        try:
            events = self.state.apply(action, self.dice)
        except Exception:
            self.dice.take()
            raise
        faces = self.dice.take()
        if before is not None:
            self._undo.append((before, len(self.records)))
        if faces:
            # A die decided something: nothing before this point can be undone any more.
            self._undo.clear()
        where = f"{self.state.phase}/{self.state.step}"
        self.last_json = self.state.canonical_json()
        digest = hashlib.sha256(self.last_json.encode("ascii")).hexdigest()
        rec = Record(action.to_dict(), faces, digest, where, actor, reason or None)
        self.records.append(rec)
        self.events.append(list(events))
        return events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the last action if no die has been rolled since; dice are never re-rolled."""
        if not self._undo:
            return False
        before, n = self._undo.pop()
        self.state = before
        del self.records[n:]
        del self.events[n:]
        return True

    def header(self) -> dict[str, Any]:
        armies = {s.army.id: content_hash(s.army.to_dict()) for s in self.state.sides}
        return {
            "format": "warhost-log",
            "format_version": 1,
            "game_version": GAME_VERSION,
            "seed": self.seed,
            "armies": armies,
            # The rules the game is played with: replaying it under other rules is refused.
            "rules": self.state.ruleset.spec,
            "rules_hash": self.state.ruleset.hash,
            "initial_hash": content_hash(self.initial),
            "initial_state": self.initial,
            # Where the game stands, so a list of saves can show it without replaying the file.
            "at": {"turn": self.state.turn, "phase": self.state.phase, "finished": self.state.result is not None},
            **self.header_extra,
        }

    @property
    def game_id(self) -> str:
        return str(self.header_extra.get("game_id", ""))


def content_hash(obj: Any) -> str:
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()
