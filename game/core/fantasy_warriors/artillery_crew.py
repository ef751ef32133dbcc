"""A machine's crew leaving it, and what becomes of it: the dwarven war cannon, the ballista and the giant
crossbow, one rule for the three (Fantasy Warriors' Mercenary book: "if the cannon's orders are oppose, the crew
can leave it to seek cover"; "hold orders means the crew must stay with the cannon"; "attack orders mean the gun
must fire each turn if it has the ammunition").

In the Orders step the crew may leave their machine; never under hold orders or while fighting. Only the war
cannon is bound to fire, so its crew stay while it has powder unless they are on oppose orders; a ballista's or
giant crossbow's crew, never bound to shoot, may leave it whenever hold orders do not keep them. The machine
stays where it stood, one stand's footprint on the table. Away from it the crew shoot nothing, take no shelter
behind it and move at their own pace, no longer pushing it. A crew stand touching it in a later Orders step
mans it again. An enemy stand that touches a machine left alone spikes the gun (its powder spoilt) or wrecks the
ballista: it never shoots again; the crew fight on without it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.artillery import (
    BALLISTA,
    CROSSBOW,
    WAR_CANNON,
    artillery_kept,
    counters_left,
    has,
    is_on,
    spend,
)
from game.core.shooting.weapons import NO_SHOOTING_FLAG
from game.core.state import GameState, Unit, id_key
from game.table import Base, touching

RULE = "fw.artillery.crew"
HOLD, OPPOSE = "hold", "oppose"
# The machines a crew work and may leave, and what a player calls each.
MANNED = {WAR_CANNON: "gun", BALLISTA: "ballista", CROSSBOW: "giant crossbow"}


@dataclass(frozen=True)
class LeaveGun(Action):
    """A machine's crew leave it where it stands."""

    kind: ClassVar[str] = "fw_leave_gun"
    unit: str

    def __str__(self) -> str:
        return f"{self.unit}'s crew leave their machine"


@dataclass(frozen=True)
class ManGun(Action):
    """The crew, back beside their machine, man it again."""

    kind: ClassVar[str] = "fw_man_gun"
    unit: str

    def __str__(self) -> str:
        return f"{self.unit}'s crew man their machine again"


def machine(state: GameState, unit: Unit) -> str | None:
    """The machine the unit crews (``war_cannon``, ``ballista``, ``giant_crossbow``), None for any other."""
    return next((m for m in MANNED if has(state, unit, m)), None)


def machine_word(state: GameState, unit: Unit) -> str:
    """What the player calls the unit's machine: "gun", "ballista", "giant crossbow"."""
    return MANNED.get(machine(state, unit) or "", "machine")


def has_shots(state: GameState, unit: Unit) -> bool:
    """Whether the machine would shoot once manned: not spiked or wrecked, and a gun with powder left."""
    if machine(state, unit) is None or unit.id in artillery_kept(state).spiked:
        return False
    return machine(state, unit) != WAR_CANNON or counters_left(state, unit) > 0


def why_silent(state: GameState, unit: Unit) -> str:
    """Why a crew shoot nothing for their machine's sake, in a player's words; "" if it is not that."""
    if not crew_without_gun(state, unit):
        return ""
    it = machine_word(state, unit)
    if unit.id in artillery_kept(state).spiked:
        return f"{unit.name}'s {it} is {ruined(state, unit)}: it never shoots again"
    return f"{unit.name}'s crew are away from their {it}: they shoot nothing until they man it again in an Orders step"


def is_left(state: GameState, unit: Unit) -> bool:
    return unit.id in artillery_kept(state).left


def crew_without_gun(state: GameState, unit: Unit) -> bool:
    """Whether the unit is a machine's crew away from it, or with a spiked or wrecked one (drawn as crew only)."""
    if not is_on(state):
        return False
    k = artillery_kept(state)
    return unit.id in k.left or unit.id in k.spiked


def gun_base(state: GameState, unit: Unit) -> Base | None:
    """The left machine's footprint (one stand of the crew's size), None while the crew are with it."""
    pose = artillery_kept(state).left.get(unit.id)
    if pose is None:
        return None
    w, d = state.unit_profile(unit).base_mm
    return Base(id=f"{unit.id}.gun", owner=f"{unit.id}.gun", side=unit.side, x=pose[0], y=pose[1], facing=pose[2],
                width=w, depth=d)


def left_guns(state: GameState) -> list[tuple[Unit, Base]]:
    """Every machine standing without its crew, with the crew unit it belongs to (the table draws them)."""
    if not is_on(state):
        return []
    out = []
    for uid in sorted(artillery_kept(state).left, key=id_key):
        u = state.units.get(uid)
        b = gun_base(state, u) if u is not None and u.alive else None
        if u is not None and b is not None:
            out.append((u, b))
    return out


def wrecked_machines(state: GameState) -> list[tuple[Unit, Base]]:
    """Every spiked or wrecked machine where it lies, with its crew unit (the table draws them; they block
    nothing)."""
    if not is_on(state):
        return []
    out = []
    wrecks = artillery_kept(state).wrecks
    for uid in sorted(wrecks, key=id_key):
        u = state.units.get(uid)
        if u is not None:
            w, d = state.unit_profile(u).base_mm
            x, y, facing = wrecks[uid]
            out.append((u, Base(id=f"{uid}.wreck", owner=f"{uid}.wreck", side=u.side, x=x, y=y, facing=facing,
                                width=w, depth=d)))
    return out


def _orders(state: GameState, unit: Unit) -> str:
    if not state.ruleset.has("fw-mercenaries"):
        return ""
    from game.core.fantasy_warriors.standing_orders import unit_orders

    return unit_orders(state, unit)


def leave_problems(state: GameState, unit: Unit | None) -> list[str]:
    if unit is None or not unit.alive or machine(state, unit) is None:
        return ["there is no machine crew of that name on the table"]
    it = machine_word(state, unit)
    if state.phase != "command" or unit.side != state.active:
        return [f"{unit.name}'s crew leave their {it} in their own Orders step"]
    k = artillery_kept(state)
    if unit.id in k.spiked:
        return [f"{unit.name}'s {it} is {ruined(state, unit)}: there is nothing left to leave"]
    if unit.id in k.left:
        return [f"{unit.name}'s crew have left their {it} already"]
    if unit.engaged:
        return [f"{unit.name}'s crew are fighting: they cannot leave the {it} now"]
    orders = _orders(state, unit)
    if orders == HOLD:
        return [f"{unit.name} is under hold orders: the crew must stay with their {it}"]
    if machine(state, unit) == WAR_CANNON and orders != OPPOSE and counters_left(state, unit) > 0:
        return [f"{unit.name}'s crew stay to fire it while it has powder: only a crew on oppose orders, or with no "
                "powder left, leave their gun"]
    return []


def man_problems(state: GameState, unit: Unit | None) -> list[str]:
    if unit is None or not unit.alive or machine(state, unit) is None:
        return ["there is no machine crew of that name on the table"]
    it = machine_word(state, unit)
    if state.phase != "command" or unit.side != state.active:
        return [f"{unit.name}'s crew man their {it} in their own Orders step"]
    if unit.id in artillery_kept(state).spiked:
        return [f"{unit.name}'s {it} is {ruined(state, unit)}: it will never shoot again"]
    base = gun_base(state, unit)
    if base is None:
        return [f"{unit.name}'s crew are with their {it}"]
    if not any(touching(base, b) for b in board.unit_bases(state, unit)):
        return [f"{unit.name}'s crew must stand beside their {it} to man it"]
    return []


def ruined(state: GameState, unit: Unit) -> str:
    """What an enemy does to the machine left alone: a gun is spiked, a ballista or crossbow wrecked."""
    return "spiked" if machine(state, unit) == WAR_CANNON else "wrecked"


def check_leave(state: GameState, action: LeaveGun) -> list[str]:
    return leave_problems(state, state.units.get(action.unit))


def check_man(state: GameState, action: ManGun) -> list[str]:
    return man_problems(state, state.units.get(action.unit))


def apply_leave(state: GameState, action: LeaveGun, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    n = len(unit.stands)
    x = sum(s.x for s in unit.stands) / n
    y = sum(s.y for s in unit.stands) / n
    artillery_kept(state).left[unit.id] = (x, y, float(unit.stands[0].facing))
    unit.flags[NO_SHOOTING_FLAG] = 1
    return [Narration(message=f"{unit.name}'s crew leave their {machine_word(state, unit)} where it stands and go "
                              "to seek cover: they shoot nothing until they man it again", rule=f"{RULE}.leave")]


def apply_man(state: GameState, action: ManGun, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    del artillery_kept(state).left[unit.id]
    # A gun out of powder stays silent; a ballista needs nothing but its crew.
    if machine(state, unit) != WAR_CANNON or counters_left(state, unit) > 0:
        unit.flags.pop(NO_SHOOTING_FLAG, None)
    return [Narration(message=f"{unit.name}'s crew man their {machine_word(state, unit)} again",
                      rule=f"{RULE}.man")]


def legal_leave(state: GameState) -> Iterable[Action]:
    if state.phase != "command":
        return []
    own = sorted(state.live_units(state.active), key=lambda u: id_key(u.id))
    return [LeaveGun(u.id) for u in own if not leave_problems(state, u)]


def legal_man(state: GameState) -> Iterable[Action]:
    if state.phase != "command" or not artillery_kept(state).left:
        return []
    own = sorted(state.live_units(state.active), key=lambda u: id_key(u.id))
    return [ManGun(u.id) for u in own if u.id in artillery_kept(state).left and not man_problems(state, u)]


def end_on_machine(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """The ``UNIT_MOVE_CHECK`` hook: a machine left alone stands where it was left, and no stand ends a move on
    it (its own crew stand beside it to man it; an enemy that touches it spikes or wrecks it)."""
    for crew, base in left_guns(state):
        if any(board.table_overlap(b, base) for b in end):
            return [f"a stand would end on {crew.name}'s {machine_word(state, crew)}, left where it stands: stop "
                    "beside it"]
    return []


def spike(state: GameState, dice: Dice) -> list[Event]:
    """The ``AFTER_ACTION`` hook: a machine left alone that an enemy stand touches is spiked or wrecked; one
    whose crew are gone is gone with them."""
    k = artillery_kept(state)
    events: list[Event] = []
    for uid in sorted(k.left, key=id_key):
        unit = state.units[uid]
        base = gun_base(state, unit)
        if not unit.alive or base is None:
            del k.left[uid]
            continue
        foe = next((e for e in sorted(state.live_units(1 - unit.side), key=lambda u: id_key(u.id))
                    if not e.off_table and any(touching(base, b) for b in board.unit_bases(state, e))), None)
        if foe is None:
            continue
        k.wrecks[uid] = k.left.pop(uid)
        k.spiked.append(uid)
        unit.flags[NO_SHOOTING_FLAG] = 1
        it, done = machine_word(state, unit), "spike" if ruined(state, unit) == "spiked" else "wreck"
        events.append(Narration(message=f"{foe.name} reach {unit.name}'s {it}, left without its crew, and {done} "
                                        f"it: it will never {'fire' if done == 'spike' else 'shoot'} again", rule=f"{RULE}.spiked"))
        left = counters_left(state, unit)
        if left:
            events += spend(state, unit, left, "spoilt when the gun was spiked", f"{RULE}.spiked")
    return events
