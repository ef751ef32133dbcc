"""Events of the Combat phase, each able to tell itself in one line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import Event, Modifier


def _cm(mm: int) -> str:
    return f"{mm / 10:g} cm"


def _and(names: tuple[str, ...]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, kw_only=True)
class CombatRound(Event):
    """A round of an engagement begins: who fights on each side."""

    units: tuple[str, ...]
    side0: tuple[str, ...]
    side1: tuple[str, ...]
    round: int
    # A fight between units of one side (a Giant gone wild charging a friend); left out of saves when not.
    friends: bool = False

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if not self.friends:
            out.pop("friends")
        return out

    def text(self) -> str:
        if self.friends:
            return f"Combat, round {self.round}: {_and(self.side0)} against {_and(self.side1)}, of one side"
        return f"Combat, round {self.round}: {_and(self.side0)} against {_and(self.side1)}"


@dataclass(frozen=True, kw_only=True)
class Strike(Event):
    """One unit's attacks on one enemy unit: dice, to-hit score, hits, saves."""

    unit: str
    unit_name: str
    target: str
    target_name: str
    stands: int
    dice: int
    to_hit: int
    modifiers: tuple[Modifier, ...]
    faces: tuple[int, ...]
    hits: int
    armour: int | None
    save_faces: tuple[int, ...]
    saved: int
    cover: str = ""

    def text(self) -> str:
        mods = "".join(f", {m}" for m in self.modifiers)
        stands = f"{self.stands} stand{'s' if self.stands != 1 else ''}"
        cover = f" ({self.cover})" if self.cover else ""
        line = (
            f"{self.unit_name} strikes {self.target_name}: {self.dice} dice ({stands}{mods}) needing "
            f"{self.to_hit}+{cover}: rolled {' '.join(map(str, self.faces)) or 'nothing'}: {self.hits} hit"
            f"{'s' if self.hits != 1 else ''}"
        )
        if self.hits and self.armour:
            line += (
                f"; armour {self.armour}+ rolls {' '.join(map(str, self.save_faces))}: {self.saved} saved, "
                f"{self.hits - self.saved} struck"
            )
        elif self.hits:
            line += " (no armour)"
        return line


@dataclass(frozen=True, kw_only=True)
class CombatResult(Event):
    """The result of a round: each side's hits (capped), supports and carried hits, and who won."""

    side_names: tuple[str, str]
    hits: tuple[int, int]
    supports: tuple[int, int]
    carried: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None
    difference: int
    wiped_out: tuple[bool, bool] = (False, False)
    # Each side's modifiers from optional rules (firewater); left out of saves when there are none.
    modifiers: tuple[tuple[Modifier, ...], tuple[Modifier, ...]] = ((), ())
    # What a rule module's own strikes added to each side's result (hits on characters in a challenge or aimed
    # at, overkill, a Battle Standard); left out of saves when there is none.
    bonus: tuple[int, int] = (0, 0)
    # A fight between units of one side: ``side_names`` name its units; the winner holds, the loser retreats,
    # a draw parts nobody. Left out of saves when not.
    friends: bool = False

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if not any(self.modifiers):
            out.pop("modifiers")
        if not any(self.bonus):
            out.pop("bonus")
        if not self.friends:
            out.pop("friends")
        return out

    def _side(self, s: int) -> str:
        parts = [f"{self.hits[s]} hit{'s' if self.hits[s] != 1 else ''}"]
        parts += [str(m) for m in self.modifiers[s]]
        if self.carried[s]:
            parts.append(f"{self.carried[s]} struck before the fight")
        if self.bonus[s]:
            parts.append(f"{self.bonus[s]:+d} from characters")
        if self.supports[s]:
            parts.append(f"{self.supports[s]} supporting stand{'s' if self.supports[s] != 1 else ''}")
        return f"{self.side_names[s]} {self.scores[s]} ({', '.join(parts)})"

    def text(self) -> str:
        head = f"Result: {self._side(0)} against {self._side(1)}: "
        if self.winner is None:
            if all(self.wiped_out):
                return head + "both sides are wiped out"
            if self.friends:
                return head + "a draw; both hold their ground and the fight ends"
            return head + "a draw; both sides fall back"
        if self.wiped_out[1 - self.winner]:
            return head + f"victory to {self.side_names[self.winner]}, every enemy destroyed"
        return head + f"victory to {self.side_names[self.winner]} by {self.difference}"


@dataclass(frozen=True, kw_only=True)
class Regenerated(Event):
    unit: str
    unit_name: str
    hits_left: int

    def text(self) -> str:
        return (
            f"{self.unit_name} regenerates 1 hit ({self.hits_left} left); the healed hit still counted for the result"
        )


@dataclass(frozen=True, kw_only=True)
class Retreated(Event):
    """A losing unit moves straight away from the enemy without turning."""

    unit: str
    unit_name: str
    distance: int
    away_from: str
    poses: tuple[tuple[int, int, int], ...]
    lost: int = 0

    def text(self) -> str:
        lost = f"; {self.lost} stand{'s' if self.lost != 1 else ''} lost on the way" if self.lost else ""
        return f"{self.unit_name} retreats {_cm(self.distance)} away from the enemy at its {self.away_from}{lost}"


@dataclass(frozen=True, kw_only=True)
class RetreatBlocked(Event):
    """A retreating stand's way is blocked: it is destroyed (the unit's hits stay as they were)."""

    unit: str
    unit_name: str
    stands: int
    blocked_by: str

    def text(self) -> str:
        s = "s" if self.stands != 1 else ""
        return f"{self.unit_name} loses {self.stands} stand{s}: the retreat is blocked by {self.blocked_by}"


@dataclass(frozen=True, kw_only=True)
class Pursued(Event):
    unit: str
    unit_name: str
    how: str
    targets: tuple[str, ...]
    target_names: tuple[str, ...]
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        if self.how == "supporting":
            return f"{self.unit_name} pursues into a supporting position behind its friends"
        return f"{self.unit_name} pursues {_and(self.target_names)} ({self.how} pursuit)"


@dataclass(frozen=True, kw_only=True)
class Stood(Event):
    unit: str
    unit_name: str
    reason: str = ""

    def text(self) -> str:
        return f"{self.unit_name} stands its ground" + (f" ({self.reason})" if self.reason else "")


@dataclass(frozen=True, kw_only=True)
class FellBack(Event):
    unit: str
    unit_name: str
    distance: int
    allowed: int
    poses: tuple[tuple[int, int, int], ...]
    confused: bool = False

    def text(self) -> str:
        end = "; it cannot get 1 cm clear and is confused" if self.confused else ""
        return f"{self.unit_name} falls back {_cm(self.distance)} (up to {_cm(self.allowed)}){end}"


@dataclass(frozen=True, kw_only=True)
class Advanced(Event):
    unit: str
    unit_name: str
    target: str
    target_name: str
    contacted: tuple[str, ...]
    poses: tuple[tuple[int, int, int], ...]
    joins_now: bool

    def text(self) -> str:
        when = "and fights on this phase" if self.joins_now else "and fights there next turn"
        return f"{self.unit_name} advances into {self.target_name} {when}"


@dataclass(frozen=True, kw_only=True)
class CombatUnresolved(Event):
    units: tuple[str, ...]
    unit_names: tuple[str, ...]
    reason: str

    def text(self) -> str:
        return f"{_and(self.unit_names)} stay locked in combat: {self.reason}"


@dataclass(frozen=True, kw_only=True)
class CombatOver(Event):
    units: tuple[str, ...]
    unit_names: tuple[str, ...]

    def text(self) -> str:
        return f"The combat of {_and(self.unit_names)} is over"


@dataclass(frozen=True, kw_only=True)
class FallBackOrder(Event):
    """After a draw a die says which side moves its first falling-back unit."""

    side: int
    side_name: str
    face: int

    def text(self) -> str:
        return f"Draw: rolled {self.face}; {self.side_name} moves a unit first, then the sides take turns"


@dataclass(frozen=True, kw_only=True)
class OddHitsDiscarded(Event):
    unit: str
    unit_name: str
    hits: int

    def text(self) -> str:
        return f"{self.unit_name} recover: {self.hits} odd hit{'s' if self.hits != 1 else ''} wiped away"


@dataclass(frozen=True, kw_only=True)
class CharacterFollows(Event):
    """A joined character goes where his unit goes."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    pose: tuple[int, int, int]

    def text(self) -> str:
        return f"{self.character_name} goes with {self.unit_name}"
