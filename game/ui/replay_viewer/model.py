"""A replay as the viewer holds it: every position of a logged game, the events of each step and where to jump.

The log is read by ``game.replay.log.load_session`` (the one function that replays a log, so the viewer
accepts and refuses exactly the files the Load screen does); each step it replays is kept in a
``Timeline`` (compressed positions, any of them back at once) with the events it made. The jumps (next
roll, failed order, combat, casualty) and the turn and phase marks of the scrub bar are worked out once
from those events. No pygame here.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import (
    Action,
    CharacterSlain,
    CombatRound,
    DiceRolled,
    Event,
    GameState,
    OrderFailed,
    StandsLost,
    UnitDestroyed,
)
from game.replay.log import load_session, read_log
from game.replay.session import Session
from game.replay.timeline import Timeline
from game.ui.battle.chronicle import Chronicle, When

# What the jump buttons look for, each as the events that make a step one of them.
JUMPS: dict[str, tuple[str, tuple[type, ...]]] = {
    "roll": ("roll", (DiceRolled,)),
    "failed": ("failed order", (OrderFailed,)),
    "combat": ("combat", (CombatRound,)),
    "casualty": ("casualty", (StandsLost, UnitDestroyed, CharacterSlain)),
}


@dataclass(frozen=True)
class Mark:
    """Where a turn or a phase begins on the scrub bar: the first step played in it."""

    step: int
    turn: int
    side: int
    phase: str
    new_turn: bool


@dataclass
class Replay:
    """A logged game, every position kept; ``index`` is the position on show (0: before the first step)."""

    path: Path
    header: dict[str, Any]
    timeline: Timeline
    events: list[list[Event]]
    actors: list[int]
    whens: list[When]
    # Why the computer chose each step (None for a person's), as the log keeps it.
    reasons: list[str | None] = field(default_factory=list)
    index: int = 0
    chronicle: Chronicle = field(init=False)
    kinds: dict[str, list[int]] = field(init=False)

    def __post_init__(self) -> None:
        start = self.timeline.state_at(0)
        self.chronicle = Chronicle(When.of(start))
        for n, evs in enumerate(self.events, start=1):
            self.chronicle.add([*self.reason_events(n), *evs], start, record=n, actor=self.actors[n - 1])
        self.kinds = {k: [] for k in JUMPS}
        for n, evs in enumerate(self.events, start=1):
            for k, (_, types) in JUMPS.items():
                if any(isinstance(e, types) and (not isinstance(e, DiceRolled) or e.faces) for e in evs):
                    self.kinds[k].append(n)
        self._state: tuple[int, GameState] | None = None

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """Replay ``path`` through ``load_session``; a LogError (naming FILE:LINE) if it cannot be read."""
        events: list[list[Event]] = []
        actors: list[int] = []
        whens: list[When] = []
        timeline: list[Timeline] = []

        def seen(i: int, action: Action, evs: list[Event], session: Session) -> None:
            if not timeline:
                start = GameState.from_dict(session.initial, session.state.ruleset)
                timeline.append(Timeline(start))
                whens.append(When.of(start))
            rec = session.records[-1]
            timeline[0].record(action, rec.dice, session.state, session.last_json)
            events.append(evs)
            actors.append(rec.actor)
            whens.append(When.of(session.state))

        session = load_session(path, seen)
        if not timeline:
            timeline.append(Timeline(session.state.clone()))
            whens.append(When.of(session.state))
        header = read_log(path).header
        reasons = [r.reason for r in session.records]
        return cls(Path(path), header, timeline[0], events, actors, whens, reasons)

    def reason_events(self, n: int) -> list[Event]:
        """The computer's reason for step ``n`` as the log line a battle shows before its events."""
        from game.ai.reasons import AgentReason

        why = self.reasons[n - 1] if n <= len(self.reasons) else None
        side = self.actors[n - 1]
        if not why or side not in (0, 1):
            return []
        name = self.timeline.start.sides[side].name
        return [AgentReason(side=side, side_name=name, reason=why, rule="ai.reason")]

    # ------------------------------------------------------------------ where
    @property
    def total(self) -> int:
        return self.timeline.length

    @property
    def state(self) -> GameState:
        """The position on show (a fresh copy per position, kept while it is on show)."""
        if self._state is None or self._state[0] != self.index:
            self._state = (self.index, self.timeline.state_at(self.index))
        return self._state[1]

    @property
    def step_events(self) -> list[Event]:
        """The events of the step that led to the position on show (none at the start)."""
        return self.events[self.index - 1] if self.index > 0 else []

    @property
    def step_action(self) -> Action | None:
        return self.timeline.actions[self.index - 1] if self.index > 0 else None

    def goto(self, index: int) -> bool:
        """Show position ``index`` (clamped); False if it was already on show."""
        index = max(0, min(self.total, index))
        if index == self.index:
            return False
        self.index = index
        return True

    def forward(self) -> bool:
        return self.goto(self.index + 1)

    def back(self) -> bool:
        return self.goto(self.index - 1)

    def next_of(self, kind: str, backwards: bool = False) -> int | None:
        """The next (or, ``backwards``, the previous) step of a kind of ``JUMPS`` from the position on show."""
        steps = self.kinds[kind]
        if backwards:
            earlier = [s for s in steps if s < self.index]
            return earlier[-1] if earlier else None
        i = bisect_right(steps, self.index)
        return steps[i] if i < len(steps) else None

    def marks(self) -> list[Mark]:
        """The first step of every turn and phase, in order."""
        out: list[Mark] = []
        last: tuple[int, int, str] | None = None
        for i in range(1, self.total + 1):
            # A step is played in the phase of the position before it; the first (the battle's start) is
            # counted in the phase it opens, the set-up's own phase being no phase of the battle.
            w = self.whens[i - 1] if i > 1 else self.whens[1]
            key = (w.turn, w.active, w.phase)
            if key != last:
                # Deployment is played before turn 1 has begun: turn 1 starts when it ends.
                begins = last is None or w.turn != last[0] or (last[2] == "deployment") != (w.phase == "deployment")
                out.append(Mark(i, w.turn, w.active, w.phase, begins))
                last = key
        return out

    def chronicle_now(self) -> Chronicle:
        """The battle's chronicle up to the position on show: the tray and the log follow it."""
        entries = self.chronicle.entries
        records = [e.record for e in entries]
        ch = Chronicle(When.of(self.timeline.state_at(0)))
        ch.entries = entries[: bisect_right(records, self.index)]
        ch.when = self.whens[self.index]
        return ch
