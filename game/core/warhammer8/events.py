"""The events of the Warhammer 8th character module: challenges, aimed attacks, Look Out, Sir!"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class ChallengeIssued(Event):
    character: str
    character_name: str
    side: int

    def text(self) -> str:
        return f"{self.character_name} issues a challenge"


@dataclass(frozen=True, kw_only=True)
class NoChallengeIssued(Event):
    side: int
    side_name: str

    def text(self) -> str:
        return f"{self.side_name} issue no challenge"


@dataclass(frozen=True, kw_only=True)
class ChallengeAccepted(Event):
    challenger: str
    challenger_name: str
    character: str
    character_name: str

    def text(self) -> str:
        return f"{self.character_name} accepts {self.challenger_name}'s challenge: they fight only each other"


@dataclass(frozen=True, kw_only=True)
class ChallengeRefused(Event):
    challenger: str
    challenger_name: str
    character: str
    character_name: str

    def text(self) -> str:
        return (
            f"{self.challenger_name}'s challenge is refused: {self.character_name} retires to the back, strikes no "
            "blow this round and his Command is no use until the turn ends"
        )


@dataclass(frozen=True, kw_only=True)
class AttacksAimed(Event):
    unit: str
    unit_name: str
    character: str
    character_name: str
    dice: int

    def text(self) -> str:
        s = "s" if self.dice != 1 else ""
        return f"{self.unit_name} aim {self.dice} attack{s} at {self.character_name}, the rest at the unit"


@dataclass(frozen=True, kw_only=True)
class Overkill(Event):
    character: str
    character_name: str
    excess: int
    counted: int

    def text(self) -> str:
        return (
            f"Overkill: {self.excess} hit{'s' if self.excess != 1 else ''} beyond what slew {self.character_name}; "
            f"+{self.counted} to the combat result"
        )


@dataclass(frozen=True, kw_only=True)
class HitsLost(Event):
    character: str
    character_name: str
    hits: int

    def text(self) -> str:
        were = "hits" if self.hits != 1 else "hit"
        return f"{self.hits} {were} beyond what slew {self.character_name} {'are' if self.hits != 1 else 'is'} lost"


@dataclass(frozen=True, kw_only=True)
class StandardBonus(Event):
    character: str
    character_name: str
    unit_name: str
    side: int

    def text(self) -> str:
        return f"The Battle Standard with {self.unit_name}: +1 to the combat result"


@dataclass(frozen=True, kw_only=True)
class LookOutSir(Event):
    """Hits on a character taken by a friendly unit instead (rolled, or automatic for template-like spells)."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    hits: int
    automatic: bool = False

    def text(self) -> str:
        if self.automatic:
            return f"Look Out, Sir! (automatic against a spell striking an area): {self.unit_name} shield {self.character_name}"
        s = "s" if self.hits != 1 else ""
        return f"Look Out, Sir! (4+): {self.unit_name} take {self.hits} hit{s} meant for {self.character_name}"
