"""A spell that shelters a unit where it stands: it counts as defended, even in the open, until the caster's next
turn or until it moves (the Wood Elves' Tree Singing, Albion's Mists of Albion).

Each spell keeps its own two flags on the unit (``flag``: sheltered; ``flag_at``: where its stands stood when the
spell was cast), so a unit may be under both at once and a save names which."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.state import Character, GameState, Unit

Resolve = Callable[[GameState, Character, SpellProfile, Cast, Dice], list[Event]]


def where(unit: Unit) -> int:
    """A number for the places of the unit's stands: the shelter lasts only while it stays the same."""
    n = 0
    for st in unit.stands:
        n = (n * 1_000_003 + st.x * 7_919 + st.y * 31 + st.facing) % 2_147_483_629
    return n + 1


@dataclass(frozen=True)
class Shelter:
    """One sheltering spell: its flag, the reason the unit gives for being defended, and its rule."""

    flag: str
    reason: str  # with {unit}
    rule: str

    def resolve(self, state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
        unit = state.units[action.target]
        record.note_affected(state, spell.name, unit.id)
        until = effects.ply(state) + 1
        effects.set_lasting(unit, self.flag, 1, until)
        effects.set_lasting(unit, self.flag + "_at", where(unit), until)
        return [
            SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name,
                        effect="counts as defended, even in the open, until your next turn or until it moves",
                        rule=self.rule)
        ]

    def defended(self, state: GameState, unit: Unit, answer: str) -> str:
        """The answer to ``ALWAYS_DEFENDED``: defended while sheltered and not moved."""
        if answer or not unit.flags.get(self.flag) or unit.flags.get(self.flag + "_at") != where(unit):
            return answer
        return self.reason.format(unit=unit.name)
