"""Advances (digest 5.10).

When every enemy of its fight is destroyed a winner may advance once per Combat phase: a new charge of
up to 20 cm for every stand, whatever its pace or formation, at the closest enemy unit it can see and
reach. No charge bonus comes with it. Artillery and fortified units never advance. The enemy met may
shoot at the advancers as at chargers; hits already on the advancers stay with them.
"""

from __future__ import annotations

from game.core import board
from game.core.combat.attacks import IN_THE_OPEN
from game.core.combat.engagements import data
from game.core.combat.kept import Aftermath
from game.core.cover import FORTIFIED, stand_cover
from game.core.profiles import UnitType
from game.core.state import GameState, Unit, id_key

ADVANCE_MM = 200


def barred(state: GameState, unit: Unit, pending: Aftermath) -> str | None:
    if not pending.enemies_destroyed:
        return "a unit advances only when every enemy of its fight is destroyed"
    from game.core.magic.effects import held  # the magic package imports the phases

    if held(state, unit, "advance"):
        return held(state, unit, "advance")
    if state.unit_profile(unit).type is UnitType.ARTILLERY:
        return "artillery never advances"
    if unit.id in data(state).advanced:
        return f"{unit.name} has already advanced this phase"
    if any(stand_cover(state, unit, i).level == FORTIFIED for i in range(len(unit.stands))):
        return "fortified units never advance"
    return None


def plan_advance(state: GameState, unit: Unit, pending: Aftermath):  # type: ignore[no-untyped-def]
    """(target, placement) of the advance against the closest visible enemy it can reach, or None."""
    from game.table.charge import place_charge

    if barred(state, unit, pending) is not None:
        return None
    key = ("advance", unit.id, tuple(pending.units))
    if key in state._cache:  # type: ignore[comparison-overlap]
        return state._cache[key]  # type: ignore[index]
    t = board.table(state)
    prof = state.unit_profile(unit)
    found = None
    near = t.closest_enemy_units(unit.id, ADVANCE_MM + 60)
    for e, _ in sorted(near, key=lambda kv: (kv[1], id_key(kv[0]))):
        if not t.can_see(unit.id, e).visible:
            continue
        plan = place_charge(
            t,
            unit.id,
            e,
            allowance=ADVANCE_MM,
            mover=board.unit_mover(state, unit),
            enemies=[u.id for u in state.live_units(1 - unit.side)],
            fortified_ok=prof.type is UnitType.INFANTRY or prof.flying,
            names={u.id: u.name for u in state.live_units()},
        )
        if not isinstance(plan, str):
            found = (e, plan)
            break
    state._cache[key] = found  # type: ignore[index]
    return found


def mark_advanced(state: GameState, unit: Unit) -> None:
    from game.core.magic.effects import spend_on_advance  # the magic package imports the phases

    unit.flags[IN_THE_OPEN] = 1
    spend_on_advance(unit)
    adv = data(state, write=True).advanced
    if unit.id not in adv:
        adv.append(unit.id)
        adv.sort(key=id_key)
