"""The Empire's Skirmisher stand in combat (digest 10.1 [3]): it fights as part of its unit, with its own Attacks.

An infantry unit may take one Skirmisher stand. The stand shares its unit's armour, and it fights with the
unit, striking with the Skirmishers' own Attacks (4) rather than the unit's. Which stand is the
Skirmisher is not tracked: as for the Command penalty, the add-on is taken to be the first stand the unit
loses (the rules let the player remove it first), so while the unit has lost fewer stands than it has
add-ons, one of its fighting stands (the last in the order stands fight) strikes with the Skirmishers'
Attacks. A Skirmisher stand that does not touch the enemy adds nothing, like any other stand.
"""

from __future__ import annotations

from game.core.events import Modifier
from game.core.state import GameState, Unit

RULE = "specials.skirmishers"


def stand_modifiers(state: GameState, unit: Unit) -> list[Modifier]:
    """The difference between the add-on stand's Attacks and its unit's, for one fighting stand."""
    if not unit.addon_stands or unit.stands_lost >= unit.addon_stands:
        return []
    addon = next((p for p in state.sides[unit.side].army.units if p.addon), None)
    if addon is None:
        return []
    diff = addon.attacks - state.unit_profile(unit).attacks
    if not diff:
        return []
    # The Wood Elves' Wardancers and the Witch Hunters' Warhounds are the same kind of stand under their own rule.
    rule = next((f"specials.{own}" for own in ("wardancers", "warhounds") if addon.has(own)), RULE)
    return [Modifier(diff, rule, f"{addon.name} stand ({addon.attacks} Attacks)")]
