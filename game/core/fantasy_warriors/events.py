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
        if self.left is not None:
            what = self.counter.removesuffix("s") if self.left == 1 else self.counter
            line = f"{self.unit_name} has {self.left} {what} left"
        else:
            on, off = _PHRASES.get(self.counter, (f"has a {self.counter} counter", f"loses its {self.counter} counter"))
            line = f"{self.unit_name} {on if self.placed else off}"
        return f"{line}: {self.cause}" if self.cause else line


# How a counter put on (and taken off) reads in the log.
_PHRASES = {
    "eager": ("is now eager", "is no longer eager"),
    "shaken": ("is now shaken", "is no longer shaken"),
    "firewater": ("has drunk firewater", "is sober again"),
    "flying": ("takes to the air", "lands"),
}


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
