"""Events of magical power: power paid or gained, a power spell's outcome, and the arcane duel's steps."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class PowerPaid(Event):
    """A Wizard's pool changed: what it paid (or gained, ``cost`` below 0) for what, and what is left."""

    wizard: str
    wizard_name: str
    cost: int
    left: int
    what: str
    overdrawn: bool = False

    def text(self) -> str:
        if self.overdrawn:
            return f"{self.wizard_name} cannot pay {self.cost} power for {self.what}: it burns him out"
        if self.cost == 0:
            return f"{self.wizard_name} has {self.left} power: {self.what}"
        if self.cost < 0:
            return f"{self.wizard_name} gains {-self.cost} power ({self.what}): {self.left} left"
        return f"{self.wizard_name} pays {self.cost} power for {self.what}: {self.left} left"


@dataclass(frozen=True, kw_only=True)
class PowerSpell(Event):
    """What a power spell did."""

    wizard: str
    wizard_name: str
    spell: str
    unit: str = ""
    unit_name: str = ""
    effect: str

    def text(self) -> str:
        if not self.spell:  # what became of a creature a spell brought (a fiend)
            return f"{self.unit_name} {self.effect}"
        on = f" on {self.unit_name}" if self.unit_name else ""
        return f"{self.wizard_name}'s {self.spell}{on}: {self.effect}"


@dataclass(frozen=True, kw_only=True)
class DuelStep(Event):
    """A step of an arcane duel: the challenge, the answer, the stakes shown, the outcome. ``hidden`` steps
    say nothing of a stake until both are shown."""

    attacker: str
    attacker_name: str
    target: str
    target_name: str
    what: str

    def text(self) -> str:
        return f"Arcane duel, {self.attacker_name} against {self.target_name}: {self.what}"
