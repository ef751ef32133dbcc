"""Counters a unit carries from its roster's purchases (firewater, poisoned volleys), kept per module.

A roster's purchase reaches the unit as a ``bought:<what>`` flag when the game is made (the roster is the
only place it is chosen); the module that carries the rule puts the counter on the unit when the armies
are set up and keeps it, and what is left of it, in its own typed state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.state import id_key

FIREWATER_FLAG = "bought:firewater"
POISONED_FLAG = "bought:poisoned_volleys"
# A mercenary dragon or giant bought as a champion (fw-artillery); not a counter, but it travels the same way.
CHAMPION_FLAG = "bought:champion"


@dataclass
class UnitCounters:
    """Counters by unit id: how many each unit has left."""

    counters: dict[str, int] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {"counters": {k: self.counters[k] for k in sorted(self.counters, key=id_key)}}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> UnitCounters:
        return cls({str(k): int(v) for k, v in (d.get("counters") or {}).items()})
