"""The computer opponents' standing orders for their contingents (Fantasy Warriors' hold, attack and oppose).

Hold only forbids (no orders, no initiative), so a contingent on hold is freed. Attack also forbids (no
evading, and an ordered unit must charge or close), but a contingent of fighting troops with the enemy
within two of its paces and no stronger than it means to close anyway: the General puts it on attack. A
contingent on attack that no longer fits that (mostly shooters, or outmatched by the enemy near it) is put
back on oppose, so it is not driven onto a fight it would lose. A roll that fails costs the General his
orders for the phase, so he tries only first thing in the Orders step, and only when the roll is likely
enough: above even for freeing a contingent, and for sending it to attack at least 7 on 2D6 (58 %), the
roll half-paid men give a General of Command 9: paid-up and half-paid contingents go on attack, unpaid ones
(-4) seldom.
"""

from __future__ import annotations

import math

from game.ai.planner import Choice, Ctx, pct
from game.core import (
    ContingentView,
    GameState,
    StandingOrder,
    Unit,
    contingent_orders,
    mercenary_contingents,
    order_passes,
)

HOLD, ATTACK, OPPOSE = "hold", "attack", "oppose"
# How likely the roll must be for each change: freeing a contingent gains more than sending it to attack.
NEEDED = {OPPOSE: 0.5, ATTACK: 0.58, HOLD: 1.01}
# How many of a contingent's stands must be fighting troops (not shooters) for it to go on attack.
FIGHTERS_SHARE = 2 / 3
SHOOTER_RANGE_MM = 300


def _gap(a: Unit, b: Unit) -> float:
    """The least distance between two units' stand centres (mm)."""
    return min(math.dist((s.x, s.y), (t.x, t.y)) for s in a.stands for t in b.stands)


def _shooter(state: GameState, unit: Unit) -> bool:
    """A unit that fights by shooting: missiles reaching 30 cm or more (the short bows of goblins and wolf
    riders, 15 cm, are skirmishers' weapons: such units close to fight)."""
    prof = state.unit_profile(unit)
    return bool(prof.shots) and (prof.range_mm or 0) >= SHOOTER_RANGE_MM


def _attacks(state: GameState, units: list[Unit]) -> int:
    return sum(len(u.stands) * state.unit_profile(u).attacks for u in units)


def wanted_orders(state: GameState, view: ContingentView) -> tuple[str, str]:
    """(the standing orders the contingent should be under, why)."""
    units = [state.units[u] for u in view.units]
    fighters = [u for u in units if not _shooter(state, u)]
    stands = sum(len(u.stands) for u in units)
    if sum(len(u.stands) for u in fighters) < FIGHTERS_SHARE * stands:
        return OPPOSE, "they are mostly shooters: free to hold back and shoot"
    reach = 2 * min(state.unit_profile(u).full_pace_mm for u in fighters)
    near = [e for e in state.live_units(1 - view.side) if not e.off_table and any(_gap(e, u) <= reach for u in fighters)]
    if not near:
        return OPPOSE, "no enemy is within two of their paces"
    mine, theirs = _attacks(state, fighters), _attacks(state, near)
    if mine < theirs:
        return OPPOSE, f"the enemy near them is stronger ({theirs} attacks to their {mine})"
    return ATTACK, f"the enemy within reach is no match for them ({mine} attacks to {theirs})"


def choose_standing_orders(ctx: Ctx) -> Choice | None:
    """New standing orders for one of the side's contingents, first thing in the Orders step, when its orders
    are not the ones it should be under and the roll is likely enough."""
    state = ctx.state
    if state.command.orders_started or state.command.pending is not None:
        return None
    general = state.general(ctx.side)
    if general is None:
        return None
    legal = {(a.leader, a.orders): a for a in state.legal_actions() if isinstance(a, StandingOrder)}
    for view in mercenary_contingents(state):
        if view.side != ctx.side:
            continue
        now = contingent_orders(state, view.leader)
        leader = state.characters[view.leader]
        wage = leader.flags.get("bought:mercenary", 1) if leader.flags else 1
        chance = float(order_passes(state.character_profile(general).command - wage))
        wanted, why = wanted_orders(state, view)
        tries = [(wanted, why)]
        if now == HOLD:
            tries.append((OPPOSE, "they may not move on hold"))  # freed, if attack is too unlikely
        for orders, reason in tries:
            action = legal.get((view.leader, orders))
            if orders != now and action is not None and chance >= NEEDED[orders]:
                return action, f"{leader.name}'s mercenaries to {orders} orders: {reason}; the roll passes {pct(chance)}"
    return None
