"""Doom and Despair, the Tomb Kings' HOLD spell (digest 6.2, 6.3).

An enemy unit within 60 cm, seen or not, engaged or not, loses heart until the end of its side's next
turn: it may not charge (by initiative, order or spell, even if a rule would force it to), and if it is
fighting it neither pursues nor advances (even if it must). Undead are not spared. Charges, pursuits and
advances ask ``effects.held`` why not.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.state import Character, GameState


def resolve_hold(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    # To the end of the enemy's following turn: the ply after this one.
    effects.set_lasting(unit, effects.HELD, 1, effects.ply(state) + 1)
    effects.set_lasting(unit, effects.HELD_BY + spell.name, 1, effects.ply(state) + 1)
    return [
        SpellEffect(
            spell=spell.name,
            unit=unit.id,
            unit_name=unit.name,
            effect="loses heart until the end of its side's next turn: it may not charge, pursue or advance",
            rule="magic.hold",
        )
    ]
