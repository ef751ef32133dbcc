"""The actions of magic: casting a spell, and settling the move a spell of command grants."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.core.command.actions import Charge, Hold, Move


@dataclass(frozen=True)
class Cast(Action):
    """A Wizard casts one of his army's spells in his side's Shooting phase.

    ``target`` is the unit the spell is laid on; for Teleport it is the unit the Wizard joins where he
    lands (empty: he stands alone at ``x``, ``y``; with a unit and x = y = 0 he lands at the nearest free
    spot touching it). A spell drawn as a line (Ball of Flame, Gotcha!) goes in direction ``facing``
    (degrees clockwise from north). ``war_altar`` spends the War Altar's once-a-battle +1 on this roll;
    ``item`` names a magic item of the Wizard's spent on it (the Ring of Magic, the Wand of Power).
    """

    kind: ClassVar[str] = "cast"
    wizard: str
    spell: str
    target: str = ""
    facing: int = 0
    x: int = 0
    y: int = 0
    war_altar: bool = False
    item: str = ""

    def __str__(self) -> str:
        at = f" on {self.target}" if self.target else ""
        if not self.target and self.spell and (self.x or self.y):
            at = f" to ({self.x}, {self.y})"
        elif not self.target:
            at = f" towards {self.facing} degrees"
        used = (" with the War Altar" if self.war_altar else "") + (f" with {self.item}" if self.item else "")
        return f"{self.wizard} casts {self.spell}{at}{used}"


@dataclass(frozen=True)
class SpellMove(Move):
    """The unit a spell of command moves goes to these poses, as after an order."""

    kind: ClassVar[str] = "spell_move"

    def __str__(self) -> str:
        return f"spell move {'+'.join(self.units)}"


@dataclass(frozen=True)
class SpellCharge(Charge):
    """The unit a spell of command moves charges this enemy, as after an order."""

    kind: ClassVar[str] = "spell_charge"

    def __str__(self) -> str:
        return f"{self.unit} charges {self.target} (spell)"


@dataclass(frozen=True)
class SpellHold(Hold):
    """The unit a spell of command moves stays where it is."""

    kind: ClassVar[str] = "spell_hold"

    def __str__(self) -> str:
        return f"spell hold {'+'.join(self.units)}"
