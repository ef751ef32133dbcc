"""Events of the Fantasy Warriors modules: counters put on or taken off units, and the rolls' outcomes."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class CounterChanged(Event):
    """A counter (eager, shaken, firewater, poisoned volleys, flying) put next to a unit or taken away."""

    unit: str
    unit_name: str
    counter: str
    placed: bool
    cause: str = ""
    # For counters that count (poisoned volleys): how many are left.
    left: int | None = None

    def text(self) -> str:
        what = self.counter if self.left is None else f"{self.counter} ({self.left} left)"
        verb = "is now" if self.placed else "is no longer"
        if self.left is not None:
            verb = "has"
        line = f"{self.unit_name} {verb} {what}"
        return f"{line}: {self.cause}" if self.cause else line


@dataclass(frozen=True, kw_only=True)
class OmensChanged(Event):
    """The omens turn bad for a side for the rest of the battle."""

    side: int
    side_name: str
    cause: str = ""

    def text(self) -> str:
        return f"The omens are bad for {self.side_name} for the rest of the battle: {self.cause}"


@dataclass(frozen=True, kw_only=True)
class TableRead(Event):
    """A score read on one of Fantasy Warriors' tables (a speech, a chant): the score, the line and what it does."""

    what: str
    score: int
    line: str
    effect: str

    def text(self) -> str:
        return f"{self.what}: {self.score}, {self.line}: {self.effect}"
