"""Events of the Dwarfs' special rules: the Flame Cannon's misfires, anti-magic, the Anvil and the Oathstone."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class FlameCannonRoll(Event):
    """The Flame Cannon rolls for how many attacks it has: a double means something has gone wrong."""

    unit: str
    unit_name: str
    faces: tuple[int, ...]
    attacks: int
    result: str

    def text(self) -> str:
        rolled = " and ".join(str(f) for f in self.faces)
        return f"{self.unit_name} rolls {rolled}: {self.result}"


@dataclass(frozen=True, kw_only=True)
class AntiMagic(Event):
    """A Runesmith tries to undo a spell an enemy Wizard within 50 cm has just cast."""

    character: str
    character_name: str
    wizard_name: str
    spell: str
    face: int
    anvil: bool
    dispelled: bool
    relic: str = "Anvil"

    def text(self) -> str:
        roll = f"{self.face}{f' +1 for the {self.relic}' if self.anvil else ''}"
        if self.dispelled:
            return f"{self.character_name} rolls {roll}: {self.spell} is dispelled and does nothing"
        return f"{self.character_name} rolls {roll}: he fails to stop {self.wizard_name}'s {self.spell}"


@dataclass(frozen=True, kw_only=True)
class AnvilStruck(Event):
    """A Runesmith strikes the Anvil: on 4+ Dwarf units near him are unaffected by terror for a turn."""

    character: str
    character_name: str
    face: int
    units: tuple[str, ...]
    unit_names: str
    deed: str = "strikes the Anvil"

    def text(self) -> str:
        if not self.units:
            return f"{self.character_name} {self.deed} ({self.face}): its power does not carry"
        return f"{self.character_name} {self.deed} ({self.face}): {self.unit_names} scorn terror until their next turn"


@dataclass(frozen=True, kw_only=True)
class OathSworn(Event):
    """A Dwarf Hero calls on his Oathstone: he and his unit fight with +1 Attack a stand and scorn terror."""

    character: str
    character_name: str
    unit: str
    unit_name: str

    def text(self) -> str:
        return (
            f"{self.character_name} stands on his Oathstone: he and {self.unit_name} fight with +1 Attack a stand "
            "and scorn terror this Combat phase"
        )



@dataclass(frozen=True, kw_only=True)
class Infiltrated(Event):
    """A unit held back to infiltrate, or an infiltration order: the unit appears, or stays hidden."""

    unit: str
    unit_name: str
    character_name: str
    success: bool
    where: str

    def text(self) -> str:
        if not self.character_name:
            return f"{self.unit_name} are held back, to infiltrate later"
        if self.success:
            return f"{self.unit_name} appear {self.where} at {self.character_name}'s order"
        return f"{self.character_name}'s order fails: {self.unit_name} stay hidden and may try again next turn"
