"""The Cathay Sorcerer's spells (digest 6.3): Glory of Cathay, Ferocity of Tigers and Tranquility of Heaven.

Lion Dogs Attack is the hold pattern the Tomb Kings' Doom and Despair already carries (``effect: hold``).

- Glory of Cathay: a friendly unengaged infantry or chariot unit with missiles shoots twice this phase (once
  more if it has shot); its second volley hits at -1 (the ``SHOOT_AGAIN`` flag, as Heaven's Fire).
- Ferocity of Tigers: a friendly unit in combat fights with +1 Attack on every stand in this turn's Combat phase
  (its character gains nothing) and terror does not touch it.
- Tranquility of Heaven: every friendly unit within 15 cm of the Sorcerer is untouched by terror until the end
  of the enemy's next turn.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.shooting.weapons import SHOOT_AGAIN
from game.core.state import Character, GameState, Unit

# Lasting flags: Ferocity's +1 Attack and calm (this Combat phase); Tranquility's calm (to the enemy's turn end).
FEROCITY = "ferocity_of_tigers"
TRANQUIL = "tranquility_of_heaven"
TRANQUILITY_MM = 150
SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "magic.glory_of_cathay": (
        "Glory of Cathay",
        "A friendly infantry or chariot unit with missiles, not in combat, shoots twice this phase; the second "
        "volley hits at -1.",
    ),
    "magic.ferocity_of_tigers": (
        "Ferocity of Tigers",
        "A friendly unit in combat fights with +1 Attack on every stand this Combat phase, and ignores terror.",
    ),
    "magic.tranquility_of_heaven": (
        "Tranquility of Heaven",
        "Every friendly unit within 15 cm of the Sorcerer ignores terror until the end of the enemy's next turn.",
    ),
}



def resolve_glory(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Glory of Cathay: the unit may shoot once more this phase (or twice, if it has not shot), the extra at -1."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, SHOOT_AGAIN, 1, effects.ply(state))
    return [spell_effect(spell, unit, "shoots twice this phase, the second volley at -1 to hit", "magic.glory_of_cathay")]


def resolve_ferocity(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Ferocity of Tigers: +1 Attack on every stand and no fear of terror, this Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, FEROCITY, 1, effects.ply(state))
    return [spell_effect(spell, unit, "fights with +1 Attack on every stand this Combat phase, and scorns terror",
                    "magic.ferocity_of_tigers")]


def resolve_tranquility(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """Tranquility of Heaven: every friendly unit within 15 cm ignores terror until the enemy's turn ends."""
    from game.core.magic.casting import spell_range

    reach = spell.range_mm if spell.range_mm is not None else TRANQUILITY_MM
    events: list[Event] = []
    for unit in state.live_units(ch.side):
        if unit.off_table or spell_range(state, ch, unit) > reach + SLACK_MM or not effects.helped(state, unit):
            continue
        record.note_affected(state, spell.name, unit.id)
        effects.set_lasting(unit, TRANQUIL, 1, effects.ply(state) + 1)
        events.append(spell_effect(spell, unit, "is calmed: terror does not touch it until the end of the enemy's "
                              "next turn", "magic.tranquility_of_heaven"))
    return events


def ferocious(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The ``STAND_ATTACKS`` hook: +1 Attack for every stand under Ferocity of Tigers."""
    return [Modifier(1, "magic.ferocity_of_tigers", "Ferocity of Tigers")] if unit.flags.get(FEROCITY) else []


def calm(state: GameState, unit: Unit, so_far: bool) -> bool:
    """The ``IGNORES_TERROR`` answer: a unit under either spell is not touched by terror."""
    return so_far or bool(unit.flags.get(FEROCITY) or unit.flags.get(TRANQUIL))
