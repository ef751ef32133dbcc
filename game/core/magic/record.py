"""The magic record of a Shooting phase: who has cast what, who may cast again, who each spell touched.

Kept in ``state.phase_data["magic"]`` with the ply it belongs to; a record from an earlier ply counts as
empty, and the record is dropped once play leaves the Shooting phase.
"""

from __future__ import annotations

from typing import Any

from game.core.magic.effects import ply
from game.core.state import GameState

KEY = "magic"


def _fresh(state: GameState) -> dict[str, Any]:
    return {"ply": ply(state), "cast": {}, "extra": [], "affected": {}}


def book(state: GameState) -> dict[str, Any]:
    """The record of this phase, started afresh if the stored one is from another turn."""
    rec: dict[str, Any] | None = state.phase_data.get(KEY)
    if rec is None or rec.get("ply") != ply(state):
        rec = _fresh(state)
        state.phase_data[KEY] = rec
    return rec


def peek(state: GameState) -> dict[str, Any]:
    """The record of this phase without creating one (reads only)."""
    rec: dict[str, Any] | None = state.phase_data.get(KEY)
    if rec is None or rec.get("ply") != ply(state):
        return _fresh(state)
    return rec


def spells_cast(state: GameState, wizard: str) -> list[str]:
    """The spells the Wizard has tried this phase, in order."""
    return list(peek(state)["cast"].get(wizard, []))


def may_cast_again(state: GameState, wizard: str) -> bool:
    """Whether a successful Teleport has earned the Wizard one more spell this phase."""
    return wizard in peek(state)["extra"]


def note_cast(state: GameState, wizard: str, spell: str) -> None:
    rec = book(state)
    rec["cast"].setdefault(wizard, []).append(spell)
    if wizard in rec["extra"]:
        rec["extra"].remove(wizard)


def grant_extra(state: GameState, wizard: str) -> None:
    rec = book(state)
    if wizard not in rec["extra"]:
        rec["extra"].append(wizard)


def affected(state: GameState, spell: str, unit_id: str) -> bool:
    """Whether the spell has already taken effect on this unit this turn."""
    return unit_id in peek(state)["affected"].get(spell, [])


def note_affected(state: GameState, spell: str, unit_id: str) -> None:
    lst: list[str] = book(state)["affected"].setdefault(spell, [])
    if unit_id not in lst:
        lst.append(unit_id)


def drop(state: GameState) -> None:
    """Forget the record (play has left the Shooting phase)."""
    state.phase_data.pop(KEY, None)
