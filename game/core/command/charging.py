"""Charges: who may charge whom, and carrying a charge out (digest 2.10, 3.6).

The player picks the target; the placement of the charging stands (zone, first stand centre to
centre, the battle line maximising frontage) is worked out by ``game.table.charge``. Reactions to a
charge (shooting at chargers) are the ruleset's ``hooks.CHARGE_ARRIVES`` handlers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import board, hooks, moves
from game.core.characters.alone import take_the_field
from game.core.command.events import Charged
from game.core.dice import Dice
from game.core.events import Event
from game.core.profiles import FLYING_CHARGE_MM
from game.core.questions import CHARGE_PASSES, PACE_MM
from game.core.state import Character, GameState, Unit

if TYPE_CHECKING:
    from game.table.charge import ChargePlacement



def charge_allowance(state: GameState, unit: Unit) -> int:
    """Charging stands may move their full pace whatever the formation; flyers 60 cm (10 from irregular)."""
    from game.core.magic.effects import scaled

    prof = state.unit_profile(unit)
    # Spells and special rules may slow or hasten a charge too (Weird Enchantment, a Giant's wild rush).
    if prof.flying:
        irregular = moves.formation(board.unit_bases(state, unit)) == "irregular"
        return scaled(state, unit, 100 if irregular else FLYING_CHARGE_MM)
    return scaled(state, unit, state.ruleset.ask(PACE_MM, state, unit) or prof.full_pace_mm)


def plan_charge(state: GameState, unit: Unit, target: str) -> ChargePlacement | str:
    """Where the charging stands would end, or why the charge is not possible."""
    from game.table.charge import place_charge

    key = ("charge", unit.id, target)
    cached = state._cache.get(key)  # type: ignore[call-overload]
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    # A rule module may place the charge itself (over its equipment, or with mantlets carried before it).
    for place in state.ruleset.hook(hooks.CHARGE_PLACE):
        found = place(state, unit, target)
        if found is not None:
            state._cache[key] = found  # type: ignore[index]
            return found  # type: ignore[no-any-return]
    t = board.table(state)
    enemy_ids = [u.id for u in state.live_units(1 - unit.side)]
    engaged = [u.id for u in state.live_units() if u.engaged]
    through: tuple[str, ...] = state.ruleset.ask(CHARGE_PASSES, state, unit)
    plan = place_charge(
        t,
        unit.id,
        target,
        allowance=charge_allowance(state, unit),
        mover=board.unit_mover(state, unit),
        enemies=enemy_ids,
        engaged=engaged,
        fortified_ok=state.unit_profile(unit).type.value == "infantry" or state.unit_profile(unit).flying,
        names={u.id: u.name for u in state.live_units()},
        through=through,
    )
    state._cache[key] = plan  # type: ignore[index]
    return plan


def charge_problems(state: GameState, unit: Unit, target: str, how: str) -> list[str]:
    """Why ``unit`` cannot charge ``target`` now; empty if it can."""
    tu = state.units.get(target)
    ch = state.characters.get(target)
    if tu is None and ch is not None and chargeable_character(state, ch):
        if ch.side == unit.side:
            return [f"{ch.name} is a friendly character"]
    elif tu is None or not tu.alive or tu.off_table:
        return [f"there is no enemy unit {target!r} on the table"]
    elif tu.side == unit.side:
        return [f"{tu.name} is a friendly unit"]
    target_name = tu.name if tu is not None else state.characters[target].name
    if unit.engaged:
        return [f"{unit.name} is already engaged"]
    from game.core.magic.effects import held  # the magic package imports the phases

    if held(state, unit, "charge"):
        return [held(state, unit, "charge")]
    if unit.order_failed and how not in ("blunder", "spell"):
        # "Up and 'at 'em!" sends a unit that blundered its order charging all the same; a spell of command
        # (Voice of Command) moves a unit as if freshly ordered, whatever happened to its orders.
        return [f"{unit.name} failed an order this turn and cannot charge"]
    sight = board.table(state).can_see(unit.id, target)
    if not sight.visible:
        blocker = sight.blocked_by or "nothing in view"
        return [
            f"{unit.name} cannot see {target_name} (blocked by {describe(state, blocker)}); a charge needs sight at the start"
        ]
    plan = plan_charge(state, unit, target)
    if isinstance(plan, str):
        return [plan]
    return []


def chargeable_character(state: GameState, ch: Character) -> bool:
    """A character on the table that a rule module lets be charged as a one-stand unit (a lone character)."""
    if not ch.alive or ch.off_table:
        return False
    return any(may(state, ch) for may in state.ruleset.hook(hooks.CHARGEABLE_CHARACTER))


def describe(state: GameState, ref: str) -> str:
    if ref in state.units:
        return state.units[ref].name
    for piece in state.terrain:
        if piece.id == ref:
            return piece.name or piece.kind
    return ref


def carry_out_charge(state: GameState, unit: Unit, target: str, dice: Dice, how: str) -> list[Event]:
    if target in state.characters:
        # A lone character charged takes the field as a one-stand unit of its own where it stands.
        target = take_the_field(state, state.characters[target]).id
    plan = plan_charge(state, unit, target)
    assert not isinstance(plan, str), plan
    events: list[Event] = [
        Charged(
            unit=unit.id,
            unit_name=unit.name,
            target=target,
            target_name=state.units[target].name,
            contacted=tuple(plan.contacted),
            edge=plan.edge,
            how=how,
            poses=tuple(plan.poses),
            rule="movement.charge",
        )
    ]
    events += moves.carry_out_move(state, unit, plan.poses, None)
    unit.moved = True
    unit.charged = True
    unit.engaged = True
    unit.no_more_orders = True
    for uid in plan.contacted:
        state.units[uid].engaged = True
    for react in state.ruleset.hook(hooks.CHARGE_ARRIVES):
        events += react(state, unit, tuple(plan.contacted), dice)
    from game.core.command.support import offer

    events += offer(state, unit)
    return events
