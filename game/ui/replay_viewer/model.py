"""A replay as the viewer holds it: every position of a logged game, the events of each step and where to jump.

The log is read by ``game.replay.log.LogReplay`` (the one replay of a log, so the viewer accepts and
refuses exactly the files the Load screen does), a few steps at a time: a long battle opens at once and
reads on between frames. Each step it replays is kept in a ``Timeline`` (compressed positions, any of them
back at once) with the events it made. The jumps (next roll, failed order, combat, casualty) are filed as
each step is read; the turn and phase marks of the scrub bar come from the positions read. No pygame here.
"""

from __future__ import annotations

import time
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
from game.replay.log import LogError, LogReplay
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
    """A logged game, every position kept; ``index`` is the position on show (0: before the first step).

    ``open`` reads the file and replays as many steps as a moment allows; ``more`` reads on (the viewer
    calls it between frames), so a long battle shows at once. ``total`` is the steps read so far, ``length``
    the steps the file records; ``problem`` says why reading stopped early, if it did.
    """

    path: Path
    header: dict[str, Any]
    timeline: Timeline
    events: list[list[Event]]
    actors: list[int]
    whens: list[When]
    # Why the computer chose each step (None for a person's), as the log keeps it.
    reasons: list[str | None] = field(default_factory=list)
    index: int = 0
    source: LogReplay | None = None
    problem: str = ""
    chronicle: Chronicle = field(init=False)
    kinds: dict[str, list[int]] = field(init=False)

    def __post_init__(self) -> None:
        start = self.timeline.state_at(0)
        self._start = start
        self.chronicle = Chronicle(When.of(start))
        self.kinds = {k: [] for k in JUMPS}
        for n in range(1, len(self.events) + 1):
            self._took(n)
        self._state: tuple[int, GameState] | None = None

    def _took(self, n: int) -> None:
        """File step ``n`` (already in ``events``) in the chronicle and the jumps."""
        evs = self.events[n - 1]
        self.chronicle.add([*self.reason_events(n), *evs], self._start, record=n, actor=self.actors[n - 1])
        for k, (_, types) in JUMPS.items():
            if any(isinstance(e, types) and (not isinstance(e, DiceRolled) or e.faces) for e in evs):
                self.kinds[k].append(n)

    @classmethod
    def open(cls, path: str | Path, seconds: float = 0.3) -> Replay:
        """Read ``path`` and replay its steps for about ``seconds``; a LogError (naming FILE:LINE) if the file
        cannot be read or its first steps do not replay."""
        source = LogReplay(path)
        session = source.session
        start = GameState.from_dict(session.initial, session.state.ruleset)
        rp = cls(Path(path), source.log.header, Timeline(start), [], [], [When.of(start)], [], source=source)
        rp.more(seconds)
        if rp.problem and rp.total == 0:
            raise LogError(rp.problem)
        return rp

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """Replay the whole of ``path``; a LogError (naming FILE:LINE) if it cannot be read."""
        rp = cls.open(path, float("inf"))
        if rp.problem:
            raise LogError(rp.problem)
        return rp

    @property
    def loading(self) -> bool:
        """Steps of the file are still to be read."""
        return self.source is not None

    @property
    def length(self) -> int:
        """The steps the file records (all of them read, once ``loading`` is over)."""
        return self.source.total if self.source is not None else self.total

    def more(self, seconds: float) -> bool:
        """Read on for about ``seconds`` (at least one step); True if any step was read."""
        source = self.source
        if source is None:
            return False
        until = time.perf_counter() + seconds
        read = False
        while not source.finished:
            try:
                action, evs = source.step()
            except LogError as e:
                self.problem = str(e)
                break
            session = source.session
            rec = session.records[-1]
            self.timeline.record(action, rec.dice, session.state, session.last_json)
            self.events.append(evs)
            self.actors.append(rec.actor)
            self.whens.append(When.of(session.state))
            self.reasons.append(rec.reason)
            self._took(len(self.events))
            read = True
            if time.perf_counter() >= until:
                break
        if source.finished or self.problem:
            self.source = None
        return read

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
