"""Fantasy Warriors' individuals on Warhost's table (the ``fw-individuals`` module): paladins and destroyers.

Their stat lines are in ``armies/modules/fw-individuals.yaml`` (``ArmyList.individuals``); who may take them
is checked with the roster (``individuals_roster``). A paladin joined to, or touching, a unit of his own army
makes it scorn terror (Warmaster's terror covers the seed's undead dread) and arcane terror. A destroyer,
Command 1, gives no orders worth the name and fights beside a unit as a Hero does.
"""

from __future__ import annotations

from game.core import board
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.state import Character, GameState, Unit

MODULE_ID = "fw-individuals"


def _is(state: GameState, ch: Character, tag: str) -> bool:
    return tag in state.character_profile(ch).special


def warding_paladin(state: GameState, unit: Unit) -> Character | None:
    """A living paladin of the unit's side and army joined to it or touching it, else None."""
    if not state.ruleset.has(MODULE_ID):
        return None
    t = board.table(state)
    for ch in state.live_characters(unit.side):
        if ch.off_table or not _is(state, ch, "paladin") or state.army_of(ch).id != state.army_of(unit).id:
            continue
        if ch.joined == unit.id or t.owner_distance(ch.id, unit.id) <= 1.0:
            return ch
    return None


def scorns_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``IGNORES_TERROR`` answer: a paladin's ward."""
    return answer or warding_paladin(state, unit) is not None


def arcane_terror_barred(state: GameState, unit: Unit) -> str:
    """Why arcane terror cannot be laid on the unit (a paladin touches it), or ""."""
    ch = warding_paladin(state, unit)
    return f"{ch.name}, a Paladin, touches {unit.name}: it is immune to arcane terror" if ch else ""


def destroyer_modifiers(state: GameState, side: int) -> list[Modifier]:
    """The seed's command test modifiers for a living destroyer: +1 if he is in combat (with a unit that is),
    -1 if not; one for each destroyer."""
    out = []
    for ch in state.live_characters(side):
        if ch.off_table or not _is(state, ch, "destroyer"):
            continue
        unit = state.units.get(ch.joined or "")
        fighting = unit is not None and unit.alive and unit.engaged
        out.append(Modifier(1 if fighting else -1, "fw.individuals.destroyer",
                            f"{ch.name} {'in combat' if fighting else 'not in combat'}"))
    return out


AVENGING = "fw_avenging"


def _general_gone(state: GameState, side: int) -> bool:
    gen = state.general(side)
    return gen is not None and (not gen.alive or gen.off_table)


def avenger(state: GameState, side: int) -> Character | None:
    """The living destroyer of a side whose General is gone: he stays to avenge him."""
    if not state.ruleset.has(MODULE_ID) or not _general_gone(state, side):
        return None
    for ch in state.live_characters(side):
        if not ch.off_table and _is(state, ch, "destroyer"):
            return ch
    return None


def fights_on(state: GameState, side: int) -> str:
    """The hook ``GENERAL_LOST``: while the destroyer lives, the army fights on to avenge its General."""
    ch = avenger(state, side)
    return f"{ch.name} fights on to avenge his General" if ch else ""


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """The moment the General falls, his destroyer swears vengeance: the unit he is with goes into blood lust."""
    from game.core.fantasy_warriors.states import make_eager
    from game.core.magic.effects import helped

    events: list[Event] = []
    for side in (0, 1):
        ch = avenger(state, side)
        if ch is None or ch.flags.get(AVENGING):
            continue
        ch.flags[AVENGING] = 1
        events.append(Narration(message=f"{ch.name} stays on the field to avenge his General: "
                                        f"{state.sides[side].name} fight on while he lives",
                                rule="fw.individuals.destroyer_avenges"))
        unit = state.units.get(ch.joined or "")
        # An independent regiment (the Regiments of Renown) is not roused by its side's cause.
        if unit is not None and helped(state, unit):
            events += make_eager(state, unit, f"{ch.name} leads it to avenge the General",
                                 "fw.individuals.destroyer_avenges")
    return events
