"""A game's positions, one after each action, any of which can be brought back at once.

Stepping back through a battle must not replay it from the start: a long battle's actions take seconds
to apply again (an action costs about 13 ms on average, the slowest ones 200 ms). So the timeline keeps
the state after every action as its canonical JSON, compressed (about 40 kB becomes 5 kB, so 500 positions
hold 2-3 MB), and restoring a position is one decompress and one ``from_dict``: a few milliseconds wherever
it lies. Going forward re-applies the recorded action with the dice it recorded and checks the hash, so
the position reached is the game's own, not a copy taken on trust.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.core.dice import ScriptedDice
from game.core.events import Event
from game.core.state import GameState
from game.replay.verify import apply_step


class TimelineError(ValueError):
    """A recorded action no longer replays as recorded (other rules, other dice, a changed file)."""


@dataclass
class Position:
    """The game after an action: its compressed canonical state and its hash."""

    packed: bytes
    hash: str


def pack(state: GameState, text: str = "") -> Position:
    """The state kept; ``text`` is its canonical JSON when the caller has it already (a session just hashed it)."""
    # The hash is of the same text: one serialisation serves both (it is most of the cost of keeping a position).
    data = (text or state.canonical_json()).encode("ascii")
    return Position(zlib.compress(data, 1), hashlib.sha256(data).hexdigest())


@dataclass
class Timeline:
    """Positions 0 (the start) to ``len(actions)``; ``actions[i]`` with ``dice[i]`` leads from i to i + 1."""

    start: GameState
    actions: list[Action] = field(default_factory=list)
    dice: list[list[int]] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.positions:
            self.positions.append(pack(self.start))

    @property
    def length(self) -> int:
        """How many actions: the last position is this number."""
        return len(self.actions)

    def record(self, action: Action, dice: list[int], after: GameState, text: str = "") -> None:
        """Add an action that was just applied, with the faces it used and the state it left (``text``: that
        state's canonical JSON, if the caller has it)."""
        self.actions.append(action)
        self.dice.append(list(dice))
        self.positions.append(pack(after, text))

    def state_at(self, i: int) -> GameState:
        """A fresh copy of the game at position ``i`` (0: the start)."""
        if not 0 <= i < len(self.positions):
            raise IndexError(f"position {i} is outside 0 to {self.length}")
        d: dict[str, Any] = json.loads(zlib.decompress(self.positions[i].packed).decode("ascii"))
        return GameState.from_dict(d, self.start.ruleset)

    def hash_at(self, i: int) -> str:
        return self.positions[i].hash

    def forward(self, state: GameState, i: int) -> list[Event]:
        """Apply action ``i`` (leading to position i + 1) to ``state``, which stands at position ``i``, with
        the dice it recorded; raises TimelineError if the game no longer goes where it went."""
        dice = ScriptedDice(self.dice[i])
        events = state.apply(self.actions[i], dice)
        if dice.remaining:
            raise TimelineError(f"action {i + 1} ({self.actions[i]}) left dice unused: {dice.remaining}")
        if state.state_hash() != self.positions[i + 1].hash:
            raise TimelineError(f"action {i + 1} ({self.actions[i]}) no longer leads to the recorded position")
        return events

    @classmethod
    def from_records(cls, start: GameState, records: list[dict[str, Any]]) -> Timeline:
        """Build a timeline by applying a command log's records (``{"action": ..., "dice": ...}``) in turn."""
        tl = cls(start.clone())
        state = start.clone()
        for n, rec in enumerate(records, start=1):
            dice = ScriptedDice(rec["dice"])
            # Every replay of a log goes through the one step of game.replay.verify.
            action = apply_step(rec, lambda a, dice=dice: state.apply(a, dice), f"record {n}")
            if dice.remaining:
                raise TimelineError(f"record {n} ({action}) left dice unused: {dice.remaining}")
            tl.record(action, rec["dice"], state)
        return tl
