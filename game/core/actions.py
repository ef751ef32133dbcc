"""Actions: the only way anything in a game changes.

An action is a frozen dataclass of ids and integers with a short ``str()``. The UI and the AI build
the same actions; ``GameState.check`` says why one is not allowed and ``GameState.apply`` carries it
out. Subclasses register by their ``kind`` so a command log can be read back with
``action_from_dict``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

ACTION_TYPES: dict[str, type[Action]] = {}

# A stand's pose on the table: centre x, centre y (mm), facing (degrees clockwise from north).
Pose = tuple[int, int, int]


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action ``check`` refuses; the message lists the reasons."""

    def __init__(self, action: Action, reasons: list[str]) -> None:
        self.action = action
        self.reasons = reasons
        super().__init__(f"{action}: " + "; ".join(reasons))


def _tuplify(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuplify(x) for x in v)
    return v


def _listify(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_listify(x) for x in v]
    return v


@dataclass(frozen=True)
class Action:
    """Base of every action."""

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "kind" in cls.__dict__:
            ACTION_TYPES[cls.kind] = cls

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            out[f.name] = _listify(getattr(self, f.name))
        return out

    def __str__(self) -> str:
        args = " ".join(
            f"{getattr(self, f.name)}" for f in fields(self) if not isinstance(getattr(self, f.name), tuple)
        )
        return f"{self.kind} {args}".strip()


def action_from_dict(d: dict[str, Any]) -> Action:
    """Rebuild an action from ``to_dict`` output; raises ValueError for an unknown kind or field."""
    d = dict(d)
    kind = d.pop("kind", None)
    cls = ACTION_TYPES.get(str(kind))
    if cls is None:
        raise ValueError(f"unknown action kind {kind!r}")
    names = {f.name for f in fields(cls)}
    unknown = set(d) - names
    if unknown:
        raise ValueError(f"action {kind!r} has no field(s) {', '.join(sorted(unknown))}")
    return cls(**{k: _tuplify(v) for k, v in d.items()})


@dataclass(frozen=True)
class Proceed(Action):
    """Finish the current step of the turn and go on to the next."""

    kind: ClassVar[str] = "proceed"

    def __str__(self) -> str:
        return "proceed"


@dataclass(frozen=True)
class Concede(Action):
    """The given side concedes the battle; it scores no victory points."""

    kind: ClassVar[str] = "concede"
    side: int

    def __str__(self) -> str:
        return f"concede side {self.side}"
