"""What happened in the battle, event by event, each placed in its turn and phase: the memory behind the
dice tray, the log and the hand-over recap.

Events say what happened but not when; the turn and phase come from the ``TurnBegan`` and ``PhaseBegan``
events in the stream (an event before them in the same action still belongs to the old phase). Each entry
also remembers how many actions had been recorded when it happened, so undoing an action drops exactly
its entries.

A session keeps the events of every action it applied, a loaded game's included (loading replays them),
so the log and the tray show the whole battle, not just what happened since loading. For a session
without them ``past_events`` replays the actions from the starting state with the recorded dice.
No pygame here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from game.core import Event, PhaseBegan, TurnBegan

if TYPE_CHECKING:
    from game.core import GameState
    from game.replay.session import Session

# Longer games are not replayed just to fill the log (the same limit the load screen's list uses).
MAX_REPLAY = 3000
# Fields that hold words, never the id of a piece on the table.
_WORD_FIELDS = ("rule", "how", "cause", "reason", "purpose", "outcome", "result", "effect", "edge", "place")


@dataclass(frozen=True)
class When:
    """The turn, the side playing it, the phase and the step."""

    turn: int
    active: int
    phase: str
    step: str

    @classmethod
    def of(cls, state: GameState) -> When:
        return cls(state.turn, state.active, state.phase, state.step)


@dataclass(frozen=True)
class Entry:
    """One event with when it happened, the action count after it and the pieces it names."""

    event: Event
    when: When
    record: int
    actor: int | None
    ids: tuple[str, ...]


def piece_ids(event: Event, state: GameState | None) -> tuple[str, ...]:
    """The units and characters an event names (its id fields), in the order it names them."""
    known: set[str] | None = None
    if state is not None:
        known = set(state.units) | set(state.characters)
    out: list[str] = []

    def add(v: Any) -> None:
        if isinstance(v, str):
            if v and v not in out and (known is None or v in known):
                out.append(v)
        elif isinstance(v, tuple | list):
            for x in v:
                if isinstance(x, str):
                    add(x)

    for f in fields(event):
        if f.name in _WORD_FIELDS or f.name.endswith("name") or f.name.endswith("names"):
            continue
        add(getattr(event, f.name))
    if known is None:
        # Without a state to check against, keep what looks like a generated id ("u3", "c1").
        out = [i for i in out if i[:1] in ("u", "c") and i[1:].isdigit()]
    return tuple(out)


class Chronicle:
    """The battle so far as a list of entries; ``add`` takes each action's events."""

    def __init__(self, when: When) -> None:
        self.entries: list[Entry] = []
        self.when = when

    @classmethod
    def of_session(cls, session: Session | None, state: GameState) -> Chronicle:
        """A chronicle of ``session`` from its first action (replayed), or empty from ``state`` now."""
        if session is None:
            return cls(When.of(state))
        past = past_events(session)
        if past is None:
            return cls(When.of(state))
        first, steps = past
        ch = cls(first)
        for n, (events, after, actor) in enumerate(steps, start=1):
            ch.add(events, after, record=n, actor=actor)
        ch.when = When.of(state)
        return ch

    def add(self, events: Iterable[Event], state: GameState, record: int, actor: int | None = None) -> list[Entry]:
        """Place one action's events; returns the new entries."""
        new: list[Entry] = []
        for e in events:
            if isinstance(e, TurnBegan):
                self.when = When(e.turn, e.side, self.when.phase, self.when.step)
            elif isinstance(e, PhaseBegan):
                self.when = When(e.turn, e.side, e.phase, e.step)
            new.append(Entry(e, self.when, record, actor, piece_ids(e, state)))
        self.entries.extend(new)
        return new

    def truncate(self, records: int, state: GameState | None = None) -> bool:
        """Forget entries of actions after the first ``records`` (they were undone); True if any went.

        ``state`` is the state after the undo, which says exactly where the game is; without it the last
        entry kept says it (each step change comes with its event).
        """
        if not self.entries or self.entries[-1].record <= records:
            return False  # the usual case, checked every frame: nothing was undone
        keep = [e for e in self.entries if e.record <= records]
        self.entries = keep
        if state is not None:
            self.when = When.of(state)
        elif keep:
            self.when = keep[-1].when
        return True

    def take(self, events: Iterable[Event], session: Session | None, state: GameState) -> list[Entry]:
        """The events of the action just applied to ``session`` (the last of its records)."""
        if session is None:
            n = (self.entries[-1].record if self.entries else 0) + 1
            return self.add(events, state, n)
        n = len(session.records)
        events = list(events)
        if not events:
            # Nothing new (a scene may report an undo this way): only forget what was undone.
            self.truncate(n, state)
            return []
        # Entries of an undone action that nobody reported: they are not part of the game any more.
        self.truncate(n - 1)
        actor = session.records[-1].actor if session.records else None
        return self.add(events, state, n, actor)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)


# One replay per session and length, shared by the tray, the log and the hand-over.
_replays: dict[tuple[int, int, str], tuple[When, list[tuple[list[Event], GameState, int]]] | None] = {}


def _with_reason(session: Session, n: int, events: list[Event]) -> list[Event]:
    """Record ``n``'s events headed by the computer's reason for it, kept in the log, as when it was played."""
    from game.ai.reasons import AgentReason

    rec = session.records[n - 1]
    if not rec.reason or rec.actor not in (0, 1):
        return list(events)
    name = session.state.sides[rec.actor].name
    return [AgentReason(side=rec.actor, side_name=name, reason=rec.reason, rule="ai.reason"), *events]


def past_events(session: Session) -> tuple[When, list[tuple[list[Event], GameState, int]]] | None:
    """(when the game began, [(events, state after, actor) per recorded action]) or None if it cannot be
    replayed (too long, or the record does not match the rules any more: the log then starts empty)."""
    from game.core import GameState, ScriptedDice
    from game.replay.verify import apply_step

    last = session.records[-1].hash if session.records else ""
    key = (id(session), len(session.records), last)
    if key in _replays:
        return _replays[key]
    result: tuple[When, list[tuple[list[Event], GameState, int]]] | None = None
    kept = getattr(session, "events", None)
    if kept is not None and len(kept) == len(session.records):
        # The session kept every step's events as it applied them (loading included): nothing to replay.
        # The state is only read for the ids of pieces, which never change; the game's own is enough.
        first = When.of(GameState.from_dict(session.initial))
        result = (first, [(_with_reason(session, n, evs), session.state, rec.actor)
                          for n, (evs, rec) in enumerate(zip(kept, session.records, strict=True), start=1)])
    elif len(session.records) <= MAX_REPLAY:
        try:
            state = GameState.from_dict(session.initial)
            first = When.of(state)
            steps: list[tuple[list[Event], GameState, int]] = []
            for n, rec in enumerate(session.records, start=1):
                dice = ScriptedDice(list(rec.dice))
                events: list[Event] = _with_reason(session, n, [])
                # Every replay of a log goes through the one step of game.replay.verify.
                apply_step({"action": rec.action}, lambda a, d=dice, ev=events: ev.extend(state.apply(a, d)), f"step {n}")
                # The state is only read for the ids of pieces, which never change; one shared copy is enough.
                steps.append((events, state, rec.actor))
            result = (first, steps)
        except Exception:  # noqa: BLE001 - a history that does not replay only leaves the log empty
            result = None
    if len(_replays) > 8:
        _replays.clear()
    _replays[key] = result
    return result
