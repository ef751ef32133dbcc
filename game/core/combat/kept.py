"""What the Combat phase keeps between actions, typed (see ``game/core/kept.py``).

``first_round_hits`` lives here too: hits struck before a combat (shooting at chargers, spells) wait in
the Combat module's state until its first round reads them (``game/core/carry.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.kept import kept, plain
from game.core.state import GameState


@dataclass(frozen=True)
class QueuedRound:
    """A round still to fight: the units of the fight and which round of it this is (1 or 2)."""

    units: tuple[str, ...]
    round: int

    def to_dict(self) -> dict[str, Any]:
        return {"units": list(self.units), "round": self.round}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> QueuedRound:
        return cls(tuple(d["units"]), int(d["round"]))


@dataclass
class Aftermath:
    """A fought round whose aftermath waits for the players (digest 5.5, 5.7-5.10).

    Not frozen: it is the round's running record, and each retreat, choice and roll is written into it as
    it happens. Parts a round has not reached are left out of ``to_dict`` as the older plain mapping left
    out its keys, so a save's and a log's hashes are what they were.
    """

    units: list[str]
    round: int
    # Who supported whom in the round, and the flyers or riders each unit may pursue regardless.
    supported: dict[str, list[str]] = field(default_factory=dict)
    may_pursue: dict[str, list[str]] = field(default_factory=dict)
    # "retreat" (losers retreat), "winners" (winners decide), "draw" (both fall back in turn) or "over".
    stage: str = "over"
    # After a draw: the side whose turn it is to move one of its units.
    turn: int | None = None
    # After a decisive round: the winning side and what the round left each side to do.
    winner: int | None = None
    retreat_mm: int = 0
    losers: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    enemies_destroyed: bool = False
    # What has happened since: units decided, the fall-back roll of each side (mm), pursuers, advancers,
    # each retreat's direction (degrees) and distance (mm).
    decided: list[str] = field(default_factory=list)
    roll: dict[int, int] = field(default_factory=dict)
    pursued: list[str] = field(default_factory=list)
    advanced_now: list[str] = field(default_factory=list)
    directions: dict[str, int] = field(default_factory=dict)
    retreated: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "units": list(self.units),
            "round": self.round,
            "supported": plain(self.supported),
            "may_pursue": plain(self.may_pursue),
            "stage": self.stage,
        }
        if self.turn is not None:
            d["turn"] = self.turn
        if self.winner is not None:
            d["winner"] = self.winner
            d["retreat_mm"] = self.retreat_mm
            d["losers"] = list(self.losers)
            d["winners"] = list(self.winners)
            d["enemies_destroyed"] = self.enemies_destroyed
        for name in ("decided", "pursued", "advanced_now"):
            if getattr(self, name):
                d[name] = list(getattr(self, name))
        if self.roll:
            d["roll"] = {str(side): mm for side, mm in self.roll.items()}
        for name in ("directions", "retreated"):
            if getattr(self, name):
                d[name] = dict(getattr(self, name))
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Aftermath:
        turn, winner = d.get("turn"), d.get("winner")
        return cls(
            units=list(d["units"]),
            round=int(d["round"]),
            supported={str(k): list(v) for k, v in (d.get("supported") or {}).items()},
            may_pursue={str(k): list(v) for k, v in (d.get("may_pursue") or {}).items()},
            stage=str(d["stage"]),
            turn=None if turn is None else int(turn),
            winner=None if winner is None else int(winner),
            retreat_mm=int(d.get("retreat_mm", 0)),
            losers=list(d.get("losers", [])),
            winners=list(d.get("winners", [])),
            enemies_destroyed=bool(d.get("enemies_destroyed", False)),
            decided=list(d.get("decided", [])),
            roll={int(k): int(v) for k, v in (d.get("roll") or {}).items()},
            pursued=list(d.get("pursued", [])),
            advanced_now=list(d.get("advanced_now", [])),
            directions={str(k): int(v) for k, v in (d.get("directions") or {}).items()},
            retreated={str(k): int(v) for k, v in (d.get("retreated") or {}).items()},
        )


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
    # Rounds still to fight, in order.
    queue: list[QueuedRound] | None = None
    # The round whose aftermath waits for the players.
    pending: Aftermath | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"done": list(self.done), "fought": list(self.fought), "advanced": list(self.advanced)}
        if self.next is not None:
            d["next"] = list(self.next)
        if self.queue is not None:
            d["queue"] = [q.to_dict() for q in self.queue]
        if self.pending is not None:
            d["pending"] = self.pending.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CombatRecord:
        return cls(
            done=list(d.get("done", [])),
            fought=list(d.get("fought", [])),
            advanced=list(d.get("advanced", [])),
            next=plain(d.get("next")),
            queue=None if d.get("queue") is None else [QueuedRound.from_dict(q) for q in d["queue"]],
            pending=None if d.get("pending") is None else Aftermath.from_dict(d["pending"]),
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
