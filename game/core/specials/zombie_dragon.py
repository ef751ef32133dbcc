"""The Zombie Dragon's breath (digest 10.5 [7]): 3 shooting attacks at 20 cm when its rider has joined a unit.

In his side's Shooting phase a character riding a Zombie Dragon who has joined a unit out of combat may
have the Dragon breathe once: 3 shooting attacks, worked out as usual (cover sets the roll to hit, armour
saves, the hits drive the target back from the rider). As in any shooting the target is the closest
enemy unit not in combat that can be seen within range (the player picks between equally close ones);
range and sight are taken, as for a Wizard's spells, from the rider or any stand of his unit, looking all
round. A rider on his own, or with a unit in combat, cannot breathe.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, cast

from game.core import board, distance_words
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic.effects import ply
from game.core.shooting.fire import settle
from game.core.shooting.volley import volley
from game.core.state import Character, GameState, Unit

RULE = "specials.zombie_dragon"
BREATHING_MOUNTS = ("zombie_dragon", "dragon")
BREATH_MM = 200
BREATH_ATTACKS = 3
SHOT_STRIP_MM = 10.0
TIE_MM = 0.5
BREATHED = "breathed_ply"


@dataclass(frozen=True)
class Breathe(Action):
    """The Dragon a character rides breathes at an enemy unit in the Shooting phase."""

    kind: ClassVar[str] = "breathe"
    character: str
    target: str

    def __str__(self) -> str:
        return f"{self.character}'s mount breathes at {self.target}"


def breathes(state: GameState, ch: Character) -> bool:
    mount = state.mount_profile(ch)
    # Any dragon mount breathes the same way: the Tomb Kings' Zombie Dragon, the High Elves' Dragon.
    return mount is not None and any(tag in mount.special for tag in BREATHING_MOUNTS)


def _points(state: GameState, ch: Character) -> list[str]:
    return [ch.id, *([ch.joined] if ch.joined else [])]


def reach(state: GameState, ch: Character, unit: Unit) -> float:
    t = board.table(state)
    return min(t.owner_distance(a, unit.id) for a in _points(state, ch))


def _seen(state: GameState, ch: Character, unit: Unit) -> bool:
    t = board.table(state)
    return any(t.can_see(a, unit.id, strip=SHOT_STRIP_MM, all_round=True).visible for a in _points(state, ch))


def targets(state: GameState, ch: Character) -> list[Unit]:
    """The closest enemy units not in combat the breath can see within 20 cm (several if equally close)."""
    found = [
        (reach(state, ch, u), u)
        for u in state.live_units(1 - ch.side)
        if not u.engaged and reach(state, ch, u) <= BREATH_MM + 0.01 and _seen(state, ch, u)
    ]
    if not found:
        return []
    best = min(d for d, _ in found)
    return [u for d, u in found if d <= best + TIE_MM]


def rider_problems(state: GameState, ch: Character | None, cid: str) -> list[str]:
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {cid!r} on the table"]
    if not breathes(state, ch):
        return [f"{ch.name} rides no Zombie Dragon"]
    if ch.side != state.active or state.phase != "shooting" or state.step != "shoot":
        return ["a Dragon breathes in its own side's Shooting phase"]
    if ch.flags.get(BREATHED) == ply(state):
        return [f"{ch.name}'s Dragon has already breathed this phase"]
    unit = state.units.get(ch.joined or "")
    if unit is None or not unit.alive:
        return [f"{ch.name} must have joined a unit for his Dragon to breathe"]
    if unit.engaged:
        return [f"{unit.name} is in combat; the Dragon breathes only when its rider's unit is not"]
    return []


def check_breathe(state: GameState, action: Breathe) -> list[str]:
    ch = state.characters.get(action.character)
    reasons = rider_problems(state, ch, action.character)
    if reasons:
        return reasons
    assert ch is not None
    unit = state.units.get(action.target)
    if unit is None or not unit.alive or unit.off_table or unit.side == ch.side:
        return [f"there is no enemy unit {action.target!r} on the table"]
    if unit.engaged:
        return [f"{unit.name} is engaged in combat and cannot be shot at"]
    d = reach(state, ch, unit)
    if d > BREATH_MM + 0.01:
        return [f"{unit.name} is {distance_words.past(d, BREATH_MM)} away; the Dragon's breath reaches 20 cm"]
    if not _seen(state, ch, unit):
        return [f"the Dragon cannot see {unit.name} (a clear view 1 cm wide is needed)"]
    closest = targets(state, ch)
    if unit not in closest:
        names = " or ".join(u.name for u in closest)
        return [f"the Dragon must breathe at the closest enemy unit it can see: {names}"]
    return []


def apply_breathe(state: GameState, action: Breathe, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    unit = state.units[action.target]
    ch.flags[BREATHED] = ply(state)
    rider = board.character_base(state, ch)

    def every_stand() -> list[int]:
        return list(range(len(unit.stands)))

    # volley reads only the shooter's id, name and side, which a character has too.
    struck, events = volley(
        state,
        unit,
        BREATH_ATTACKS,
        dice,
        shooter=cast(Unit, ch),
        shooter_bases=[rider],
        aim=every_stand,
        rule=RULE,
        how="breathes corrosion at",
    )
    return events + settle(state, unit, struck, [rider])


def legal_breathe(state: GameState) -> list[Breathe]:
    if state.phase != "shooting" or state.step != "shoot":
        return []
    out: list[Breathe] = []
    for ch in state.live_characters(state.active):
        if breathes(state, ch) and not rider_problems(state, ch, ch.id):
            out += [Breathe(ch.id, u.id) for u in targets(state, ch)]
    return out
