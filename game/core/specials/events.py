"""Events of the army special rules: a Giant going wild, a Steam Tank malfunctioning, a monster badly hurt."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class GiantGoesWild(Event):
    """A Giant's order failed: what its roll on the Giant Goes Wild chart makes it do."""

    unit: str
    unit_name: str
    face: int
    result: str

    def text(self) -> str:
        return f"{self.unit_name} goes wild ({self.face}): {self.result}"


@dataclass(frozen=True, kw_only=True)
class ThingThrown(Event):
    """A wild Giant hurls something at the closest unit it can see within reach."""

    unit: str
    unit_name: str
    target: str
    target_name: str
    reach: int
    when: str

    def text(self) -> str:
        return f"{self.unit_name} hurls something at {self.target_name} (within {self.reach / 10:g} cm): {self.when}"


@dataclass(frozen=True, kw_only=True)
class WalkedThrough(Event):
    """A wild Giant walks through (or bumps into) friends, who are thrown into confusion."""

    unit: str
    unit_name: str
    friends: tuple[str, ...]
    friend_names: str
    through: bool

    def text(self) -> str:
        how = "tramples through" if self.through else "blunders into"
        return f"{self.unit_name} {how} {self.friend_names}"


# The rule of Araby's stampeding Elephants, who charge and fight friends as the Giant gone wild does.
STAMPEDE_RULE = "specials.elephants.stampede"


@dataclass(frozen=True, kw_only=True)
class TurnsOnFriend(Event):
    """A wild Giant, or stampeding Elephants, charge (``fight`` False) or fight a round against (True) a unit of
    their own side; the words follow the rule."""

    unit: str
    unit_name: str
    friend: str
    friend_name: str
    fight: bool = False

    def text(self) -> str:
        if self.rule == STAMPEDE_RULE:
            # Araby's Elephants: a stampede into friends counts as a charge, and the two count as enemies.
            if self.fight:
                return (f"{self.unit_name}, stampeding, count as enemies of {self.friend_name} of their own side for "
                        "this combat: one round, then it ends")
            return (f"{self.unit_name} stampede into {self.friend_name} of their own side: it counts as a charge, "
                    "and they fight one round as enemies in the Combat phase")
        if self.fight:
            return f"{self.unit_name}, gone wild, fights {self.friend_name} of its own side: one round, then it ends"
        return (
            f"{self.unit_name}, gone wild, charges {self.friend_name} of its own side: they fight one round in the "
            "Combat phase"
        )


@dataclass(frozen=True, kw_only=True)
class Malfunction(Event):
    """A double six on an order to a Steam Tank: what its Malfunction chart says."""

    unit: str
    unit_name: str
    face: int
    result: str

    def text(self) -> str:
        return f"{self.unit_name} malfunctions ({self.face}): {self.result}"


@dataclass(frozen=True, kw_only=True)
class BadlyHurt(Event):
    """A monster left with many hits out of combat is badly hurt: hits wiped, Hits and Attacks lowered."""

    unit: str
    unit_name: str
    hits_cleared: int
    hits_value: int
    attacks_value: int

    def text(self) -> str:
        return (
            f"{self.unit_name} is badly hurt: its {self.hits_cleared} hits are wiped away, but from now on it has "
            f"{self.hits_value} Hits and {self.attacks_value} Attacks"
        )


@dataclass(frozen=True, kw_only=True)
class KingsBonus(Event):
    """The Tomb King calls on his bonus: one unit fights with +1 Attack on every stand this Combat phase."""

    character: str
    character_name: str
    unit: str
    unit_name: str

    def text(self) -> str:
        return f"{self.character_name} calls on the power laid on him: {self.unit_name} fight with +1 Attack a stand"
