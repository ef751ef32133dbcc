"""What the Combat phase keeps between actions, typed (see ``game/core/kept.py``).

``first_round_hits`` lives here too: hits struck before a combat (shooting at chargers, spells) wait in
the Combat module's state until its first round reads them (``game/core/carry.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.kept import kept, plain
from game.core.state import GameState


@dataclass
class CombatRecord:
    """The Combat phase's working data, from its start until play leaves it."""

    # Units finished for this phase, in id order.
    done: list[str] = field(default_factory=list)
    # Units that have fought a round, and units that advanced, this phase.
    fought: list[str] = field(default_factory=list)
    advanced: list[str] = field(default_factory=list)
    # Advancers whose new fight must be fought next.
    next: list[str] | None = None
    # Rounds still to fight: {"units": [...], "round": n}.
    queue: list[dict[str, Any]] | None = None
    # The round whose aftermath waits for the players (its stage, winner, losers, decisions so far).
    pending: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"done": list(self.done), "fought": list(self.fought), "advanced": list(self.advanced)}
        for name in ("next", "queue", "pending"):
            if getattr(self, name) is not None:
                d[name] = plain(getattr(self, name))
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CombatRecord:
        return cls(
            done=list(d.get("done", [])),
            fought=list(d.get("fought", [])),
            advanced=list(d.get("advanced", [])),
            next=plain(d.get("next")),
            queue=plain(d.get("queue")),
            pending=plain(d.get("pending")),
        )


@dataclass
class CombatKept:
    # None outside the Combat phase.
    record: CombatRecord | None = None
    # Hits that count for the attackers' side in the first round of a unit's combat, by unit id.
    first_round_hits: dict[str, int] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {"combat": "record", "first_round_hits": "first_round_hits"}

    def to_dict(self) -> dict[str, Any]:
        return {
            "record": None if self.record is None else self.record.to_dict(),
            "first_round_hits": dict(self.first_round_hits),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CombatKept:
        rec = d.get("record")
        return cls(
            record=None if rec is None else CombatRecord.from_dict(rec),
            first_round_hits={str(k): int(v) for k, v in (d.get("first_round_hits") or {}).items()},
        )


def combat_kept(state: GameState) -> CombatKept:
    return kept(state, "combat", CombatKept)
