"""The Lizardmen's own spells (digest 6.3): Wings of the Jungle and Shield of the Old Ones.

Gaze of Sotek is the bolt pattern and Mazdamundi's Revenge the Tomb Kings' hold; these two are new:

- Wings of the Jungle moves the unit the caster has joined as if ordered (the order pattern: alone, no
  supporting charge), and the caster goes with it, still joined. Other characters with the unit stay where
  they are: they are parted from it when the spell works. While the move is owed, the unit answers
  ``CARRIES_CHARACTERS`` so the move carries its caster along (``characters.combined``).
- Shield of the Old Ones makes a friendly unit in combat count its Armour one better, never better than 4+,
  through the Combat phase that follows (the turn's own): a lasting ``stat:armour`` flag.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.magic.order import SPELL_KIND, resolve_order
from game.core.profiles import SpellProfile
from game.core.state import Character, GameState, Unit

WINGS = "wings_of_the_jungle"
STAT_ARMOUR = "stat:armour"
# The best Armour the Shield of the Old Ones gives.
SHIELD_CAP = 4


def resolve_wings(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """The caster's unit moves as if ordered, carrying him along; other characters with it stay behind."""
    unit = state.units[action.target]
    for other in state.live_characters(ch.side):
        if other.id != ch.id and other.joined == unit.id:
            other.joined = None
    effects.set_lasting(unit, WINGS, 1, effects.ply(state))
    events = resolve_order(state, ch, spell, action, dice)
    return [
        SpellEffect(
            spell=spell.name,
            unit=unit.id,
            unit_name=unit.name,
            effect=f"may now move as if it had been given an order (alone, with no supporting charge), "
            f"carrying {ch.name} with it",
            rule="magic.wings_of_the_jungle",
        )
        if isinstance(e, SpellEffect)
        else e
        for e in events
    ]


def carried_by_wings(state: GameState, unit: Unit, answer: bool) -> bool:
    """``CARRIES_CHARACTERS``: while Wings of the Jungle's move is owed, the unit carries its caster."""
    if answer or not unit.flags.get(WINGS):
        return answer
    p = state.command.pending
    return p is not None and p.kind == SPELL_KIND and unit.id in p.units


def shielded_armour(armour: int | None) -> int | None:
    """One better, never better than 4+: none -> 6+, 6+ -> 5+, 5+ -> 4+; 4+ or better stays."""
    if armour is None:
        return 6
    return armour if armour <= SHIELD_CAP else armour - 1


def resolve_shield(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    before = state.unit_profile(unit).armour
    after = shielded_armour(before)
    if after == before:
        text = f"already has Armour {before}+: the Shield of the Old Ones gives no better than 4+"
    else:
        # To the end of this player turn, whose Combat phase is the one that follows.
        assert after is not None
        effects.set_lasting(unit, STAT_ARMOUR, after, effects.ply(state))
        text = f"counts its Armour as {after}+ instead of {f'{before}+' if before else 'none'} in this Combat phase"
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, effect=text,
                        rule="magic.shield_of_the_old_ones")]
