"""Poisoned arrows (Fantasy Warriors' "Poisoned arrows"): volleys bought per bow unit of a Goblin, Orc or Amazon
army, 20 points each, at most 6 a unit. The player chooses which volley is poisoned: in the Shooting phase,
before the unit shoots, he readies a poisoned volley (``PoisonVolley``); its shot then spends one on a target
that has an armour save and is not undead, and the target's saves count one worse. A readied volley that
finds no such target is not spent, and a readiness not used is forgotten when the phase ends. Volleys do not
stack: one a shot.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.fantasy_warriors.counters import POISONED_FLAG, UnitCounters
from game.core.fantasy_warriors.events import CounterChanged
from game.core.fantasy_warriors.states import POISONED
from game.core.kept import kept
from game.core.profiles import UnitProfile
from game.core.state import GameState, Unit, id_key

MODULE_ID = "fw-poisoned-arrows"
RULE = "fw.poison"
COST = 20
MOST = 6
# The armies the seed allows them (goblins, orcs, amazons) by their lists' ids; mercenaries come later.
ARMIES = ("goblins", "orcs", "amazons")


@dataclass
class PoisonKept(UnitCounters):
    """The volleys each unit has left, and the units whose next shot this phase is a poisoned volley."""

    ready: list[str] = field(default_factory=list)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if self.ready:  # written only when used, so games saved before the choice read the same
            out["ready"] = sorted(self.ready, key=id_key)
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PoisonKept:
        return cls(UnitCounters.from_dict(d).counters, [str(u) for u in d.get("ready") or []])


@dataclass(frozen=True)
class PoisonVolley(Action):
    """Ready (``poisoned``) a unit's next shot this phase as a poisoned volley, or think better of it."""

    kind: ClassVar[str] = "fw_poison"
    unit: str
    poisoned: bool = True

    def __str__(self) -> str:
        return f"{self.unit} {'readies' if self.poisoned else 'puts back'} a poisoned volley"


def poison_kept(state: GameState) -> PoisonKept:
    return kept(state, MODULE_ID, PoisonKept)


def is_ready(state: GameState, unit: Unit) -> bool:
    return state.ruleset.has(MODULE_ID) and unit.id in poison_kept(state).ready


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


def bites(state: GameState, target: Unit) -> bool:
    """Whether a poisoned volley would make this target's saves worse: it has one and is not undead."""
    prof = state.unit_profile(target)
    return "undead" not in prof.special and bool(prof.armour)


def poison_problems(state: GameState, unit: Unit | None, poisoned: bool) -> list[str]:
    """Why the unit may not ready (or put back) a poisoned volley now; empty if it may."""
    from game.core.shooting.book import has_shot

    if unit is None:
        return ["there is no such unit"]
    if (state.phase, state.step) != ("shooting", "shoot") or unit.side != state.active:
        return ["a poisoned volley is readied in its own side's Shooting phase, before the unit shoots"]
    if not poisoned:
        return [] if unit.id in poison_kept(state).ready else [f"{unit.name} has no poisoned volley readied"]
    if not volleys_left(state, unit):
        return [f"{unit.name} has no poisoned volleys left"]
    if unit.id in poison_kept(state).ready:
        return [f"{unit.name}'s next volley is already poisoned"]
    if has_shot(state, unit.id):
        return [f"{unit.name} has already shot this phase"]
    return []


def check_poison(state: GameState, action: PoisonVolley) -> list[str]:
    return poison_problems(state, state.units.get(action.unit), action.poisoned)


def apply_poison(state: GameState, action: PoisonVolley, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    k = poison_kept(state)
    if action.poisoned:
        k.ready.append(unit.id)
        words = f"{unit.name} readies a poisoned volley ({volleys_left(state, unit)} left)"
    else:
        k.ready.remove(unit.id)
        words = f"{unit.name} will shoot ordinary arrows"
    return [Narration(message=words, rule=RULE)]


def legal_poison(state: GameState) -> Iterable[Action]:
    if (state.phase, state.step) != ("shooting", "shoot"):
        return []
    out: list[Action] = []
    for u in state.live_units(state.active):
        for poisoned in (True, False):
            if not poison_problems(state, u, poisoned):
                out.append(PoisonVolley(u.id, poisoned))
    return out


def forget_ready(state: GameState, dice: Dice) -> list[Event]:
    """The Shooting phase is over: a readied volley that was not shot is back in its quiver."""
    if state.ruleset.has(MODULE_ID):
        poison_kept(state).ready.clear()
    return []


def spend(state: GameState, shooter: Unit, target: Unit) -> tuple[list[Modifier], list[Event]]:
    """The shot of a unit that readied a poisoned volley spends one on a target it can hurt: its saves count
    one worse. Against the undead, or a target with no save, it is kept for another shot."""
    left = volleys_left(state, shooter)
    k = poison_kept(state)
    if not left or shooter.id not in k.ready:
        return [], []
    k.ready.remove(shooter.id)
    if not bites(state, target):
        why = "the undead" if "undead" in state.unit_profile(target).special else "a target with no armour save"
        return [], [Narration(message=f"{shooter.name} keeps its poisoned volley: poison does nothing against "
                                      f"{why} ({target.name})", rule=RULE)]
    k.counters[shooter.id] = left - 1
    said = CounterChanged(unit=shooter.id, unit_name=shooter.name, counter=POISONED, placed=False,
                          cause=f"one spent on {target.name}", left=left - 1, rule=RULE)
    return [Modifier(1, RULE, "poisoned arrows: saves one worse")], [said]
