"""Poisoned arrows (Fantasy Warriors' "Poisoned arrows"): volleys bought per bow unit of a Goblin, Orc or Amazon
army, 20 points each, at most 6 a unit. A unit shooting with volleys left spends one on a target that has
an armour save and is not undead: the target's saves count one worse. Volleys do not stack.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.fantasy_warriors.counters import POISONED_FLAG, UnitCounters
from game.core.fantasy_warriors.events import CounterChanged
from game.core.fantasy_warriors.states import POISONED
from game.core.kept import kept
from game.core.profiles import UnitProfile
from game.core.state import GameState, Unit

MODULE_ID = "fw-poisoned-arrows"
RULE = "fw.poison"
COST = 20
MOST = 6
# The armies the seed allows them (goblins, orcs, amazons) by their lists' ids; mercenaries come later.
ARMIES = ("goblins", "orcs", "amazons")


def poison_kept(state: GameState) -> UnitCounters:
    return kept(state, MODULE_ID, UnitCounters)


def volleys_left(state: GameState, unit: Unit) -> int:
    return poison_kept(state).counters.get(unit.id, 0) if state.ruleset.has(MODULE_ID) else 0


def is_bow(prof: UnitProfile) -> bool:
    """Armed with bows: plain missile shooting, not handguns, crossbows or war machines."""
    name = prof.name.lower()
    return (
        bool(prof.shots)
        and not prof.shooting
        and prof.type.value not in ("artillery", "machine")
        and not any(s in prof.special for s in ("handgun", "cannon", "stone_thrower", "bolt_thrower", "helblaster"))
        and "crossbow" not in name
        and "handgun" not in name
    )


def place(state: GameState, dice: Dice) -> list[Event]:
    k = poison_kept(state)
    events: list[Event] = []
    for u in state.live_units():
        n = int(u.flags.get(POISONED_FLAG, 0))
        if n and u.id not in k.counters:
            k.counters[u.id] = n
            events.append(CounterChanged(unit=u.id, unit_name=u.name, counter=POISONED, placed=True,
                                         cause="bought with the army", left=n, rule=RULE))
    return events


def spend(state: GameState, shooter: Unit, target: Unit) -> tuple[list[Modifier], list[Event]]:
    """Spend one poisoned volley on a target it can hurt: its saves count one worse."""
    left = volleys_left(state, shooter)
    if not left:
        return [], []
    prof = state.unit_profile(target)
    if "undead" in prof.special or not prof.armour:
        return [], []  # no effect on the undead; nothing to worsen without a save
    poison_kept(state).counters[shooter.id] = left - 1
    said = CounterChanged(unit=shooter.id, unit_name=shooter.name, counter=POISONED, placed=False,
                          cause=f"one spent on {target.name}", left=left - 1, rule=RULE)
    return [Modifier(1, RULE, "poisoned arrows: saves one worse")], [said]
