"""Characters as pieces that can be hit: their troop type, their Hits and Armour, the hits they carry.

The Hits and Armour come from the army list's ``character_pieces`` (the character modules' shared data);
the hits a character has taken are kept in its flags until the phase ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import moves
from game.core.characters.alone import troop_type
from game.core.events import Event
from game.core.profiles import CharacterPiece
from game.core.state import Character, GameState

HITS_FLAG = "ninth_age.hits"
__all__ = ["CharacterHit", "carried", "forget_hits", "hits_left", "piece", "strike", "troop_type"]


@dataclass(frozen=True, kw_only=True)
class CharacterHit(Event):
    """Hits were allotted to a character."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    hits: int
    carried: int
    of: int

    def text(self) -> str:
        s = "s" if self.hits != 1 else ""
        if not self.unit_name:  # a lone character
            return f"{self.character_name} takes {self.hits} hit{s} ({self.carried} of {self.of})"
        return f"{self.character_name} with {self.unit_name} takes {self.hits} hit{s} ({self.carried} of {self.of})"


def piece(state: GameState, ch: Character) -> CharacterPiece | None:
    """The character's Hits and Armour, or None when the data gives it none (it is then never hit)."""
    return state.army_of(ch).piece(ch.profile)


def carried(ch: Character) -> int:
    """Hits the character has taken this phase."""
    return ch.flags.get(HITS_FLAG, 0)


def hits_left(state: GameState, ch: Character) -> int:
    """Hits the character can still take before it is slain."""
    p = piece(state, ch)
    return 0 if p is None else max(0, p.hits - carried(ch))


def strike(state: GameState, ch: Character, hits: int, unit_name: str, unit_id: str) -> list[Event]:
    """Put hits on a character; at its Hits it is slain."""
    p = piece(state, ch)
    if hits <= 0 or p is None or not ch.alive:
        return []
    total = carried(ch) + hits
    ch.flags[HITS_FLAG] = total
    ch.flags = dict(sorted(ch.flags.items()))
    events: list[Event] = [
        CharacterHit(
            character=ch.id,
            character_name=ch.name,
            unit=unit_id,
            unit_name=unit_name,
            hits=hits,
            carried=min(total, p.hits),
            of=p.hits,
            rule="ninth_age.hits",
        )
    ]
    if total >= p.hits:
        ch.flags.pop(HITS_FLAG)
        s = "s" if p.hits != 1 else ""
        events += moves.slay_character(state, ch, f"its {p.hits} Hit{s} taken", rule="ninth_age.slain")
    return events


def forget_hits(state: GameState) -> None:
    """The end of a phase: hits that slew no character are forgotten, as a stand's odd hits are."""
    for ch in state.characters.values():
        ch.flags.pop(HITS_FLAG, None)
