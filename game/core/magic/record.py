"""The magic record of a Shooting phase: who has cast what, who may cast again, who each spell touched.

Kept in the magic module's typed state with the ply it belongs to; a record from an earlier ply counts as
empty, and the record is dropped once play leaves the Shooting phase.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.kept import kept, plain
from game.core.magic.effects import ply
from game.core.state import GameState


@dataclass
class MagicRecord:
    """One Shooting phase's magic."""

    # The player turn it belongs to (``effects.ply``).
    ply: int
    # Wizard id -> the spells tried this phase, in order.
    cast: dict[str, list[str]] = field(default_factory=dict)
    # Wizards a successful Teleport lets cast once more.
    extra: list[str] = field(default_factory=list)
    # Wizards whose extra spell may repeat one cast before (the Rod of Repetition).
    repeat: list[str] = field(default_factory=list)
    # Spell name -> the units it has taken effect on this turn.
    affected: dict[str, list[str]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = {"ply": self.ply, "cast": plain(self.cast), "extra": list(self.extra), "affected": plain(self.affected)}
        if self.repeat:
            # Only when the Rod of Repetition is at work: records saved before it hash as they did.
            out["repeat"] = list(self.repeat)
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MagicRecord:
        return cls(
            int(d["ply"]),
            plain(d.get("cast", {})),
            list(d.get("extra", [])),
            list(d.get("repeat", [])),
            plain(d.get("affected", {})),
        )


@dataclass
class MagicKept:
    """What the magic module keeps between actions (see ``game/core/kept.py``)."""

    record: MagicRecord | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {"magic": "record"}

    def to_dict(self) -> dict[str, Any]:
        return {"record": None if self.record is None else self.record.to_dict()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MagicKept:
        rec = d.get("record")
        return cls(None if rec is None else MagicRecord.from_dict(rec))


def magic_kept(state: GameState) -> MagicKept:
    return kept(state, "magic", MagicKept)


def book(state: GameState) -> MagicRecord:
    """The record of this phase, started afresh if the stored one is from another turn."""
    k = magic_kept(state)
    if k.record is None or k.record.ply != ply(state):
        k.record = MagicRecord(ply(state))
    return k.record


def peek(state: GameState) -> MagicRecord:
    """The record of this phase without creating one (reads only)."""
    rec = magic_kept(state).record
    if rec is None or rec.ply != ply(state):
        return MagicRecord(ply(state))
    return rec


def spells_cast(state: GameState, wizard: str) -> list[str]:
    """The spells the Wizard has tried this phase, in order."""
    return list(peek(state).cast.get(wizard, []))


def may_cast_again(state: GameState, wizard: str) -> bool:
    """Whether a successful Teleport has earned the Wizard one more spell this phase."""
    return wizard in peek(state).extra


def note_cast(state: GameState, wizard: str, spell: str) -> None:
    rec = book(state)
    rec.cast.setdefault(wizard, []).append(spell)
    if wizard in rec.extra:
        rec.extra.remove(wizard)
    if wizard in rec.repeat:
        rec.repeat.remove(wizard)


def grant_extra(state: GameState, wizard: str, repeat: bool = False) -> None:
    """One more spell this phase; ``repeat``: it may be one already cast (the Rod of Repetition)."""
    rec = book(state)
    if wizard not in rec.extra:
        rec.extra.append(wizard)
    if repeat and wizard not in rec.repeat:
        rec.repeat.append(wizard)


def may_repeat(state: GameState, wizard: str) -> bool:
    return wizard in peek(state).repeat


def affected(state: GameState, spell: str, unit_id: str) -> bool:
    """Whether the spell has already taken effect on this unit this turn."""
    return unit_id in peek(state).affected.get(spell, [])


def note_affected(state: GameState, spell: str, unit_id: str) -> None:
    lst = book(state).affected.setdefault(spell, [])
    if unit_id not in lst:
        lst.append(unit_id)


def drop(state: GameState) -> None:
    """Forget the record (play has left the Shooting phase)."""
    magic_kept(state).record = None
