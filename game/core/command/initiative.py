"""Initiative: charging or evading the closest visible enemy within 20 cm (digest 2.2, 3.5).

Eligibility is checked as each unit starts to move, so one unit's initiative move can open or block
another's. Initiative ends when the first order is attempted.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from game.core import board, hooks, moves
from game.core.command.actions import Evade, InitiativeCharge
from game.core.command.barriers import across_barrier
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.command.events import Evaded
from game.core.confusion import confuse
from game.core.dice import Dice
from game.core.events import Event
from game.core.profiles import UnitType
from game.core.questions import (
    FOE_KINDS,
    MUST_CHARGE_AT,
    MUST_CHARGE_KINDS,
    NEVER_EVADES,
    NEVER_USES_INITIATIVE,
    NO_INITIATIVE_CHARGE,
)
from game.core.state import GameState, Unit

INITIATIVE_MM = 200
EVADE_CLEARANCE_MM = 50
TIE_MM = 0.5


def reactable(state: GameState, unit: Unit) -> list[str]:
    """The enemy units this unit may react to: the closest visible one(s) within 20 cm; and, if those lie
    across a barrier neither side may cross (digest 2.2), the closest visible one(s) that do not."""
    near = board.table(state).closest_enemy_units(unit.id, INITIATIVE_MM, visible_only=True)
    if not near:
        return []
    best = near[0][1]
    out = [uid for uid, d in near if d <= best + TIE_MM]
    rest = [(uid, d) for uid, d in near if not across_barrier(state, unit, state.units[uid])]
    if rest and rest[0][0] not in out:
        out += [uid for uid, d in rest if d <= rest[0][1] + TIE_MM and uid not in out]
    return out


def initiative_problems(state: GameState, unit: Unit) -> list[str]:
    if unit.side != state.active:
        return [f"{unit.name} belongs to the other side"]
    if not unit.alive or unit.off_table:
        return [f"{unit.name} is not on the table"]
    if state.command.orders_started:
        return ["initiative is over: the first order has been attempted"]
    never = state.ruleset.ask(NEVER_USES_INITIATIVE, state, unit)
    if never:
        return [never]
    if unit.confused:
        return [f"{unit.name} is confused and cannot use initiative"]
    if unit.engaged:
        return [f"{unit.name} is engaged in combat"]
    if unit.initiative_moved:
        return [f"{unit.name} has already moved on its initiative this turn"]
    if unit.flags.get("immobile"):
        return [f"{unit.name} has broken down and can never move again"]
    return [r for refuse in state.ruleset.hook(hooks.STANDING_ORDERS) for r in refuse(state, unit, "initiative", None)]


def check_initiative_charge(state: GameState, action: InitiativeCharge) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None:
        return [f"there is no unit {action.unit!r}"]
    reasons = initiative_problems(state, unit)
    if reasons:
        return reasons
    if state.unit_profile(unit).type is UnitType.ARTILLERY:
        return ["artillery may evade on its initiative but never charge"]
    no_charge = state.ruleset.ask(NO_INITIATIVE_CHARGE, state, unit)
    if no_charge:
        return [no_charge]
    targets = reactable(state, unit)
    if action.target not in targets:
        if not targets:
            return [f"no enemy unit {unit.name} can see is within 20 cm"]
        names = " or ".join(state.units[t].name for t in targets)
        return [f"on initiative {unit.name} may only react to the closest enemy it can see: {names}"]
    return charge_problems(state, unit, action.target, how="initiative")


def apply_initiative_charge(state: GameState, action: InitiativeCharge, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    unit.initiative_moved = True
    return carry_out_charge(state, unit, action.target, dice, how="initiative")


def evade_direction(state: GameState, unit: Unit, enemy: str) -> tuple[float, float]:
    """Straight away from the enemy: along the line through the closest points of the two closest stands."""
    t = board.table(state)
    best = None
    for a in t.bases_of(unit.id):
        for b in t.bases_of(enemy):
            pa, pb, d = board.closest_points(a, b)
            if best is None or d < best[2]:
                best = (pa, pb, d)
    assert best is not None
    (ax, ay), (bx, by), _ = best
    vx, vy = ax - bx, ay - by
    n = math.hypot(vx, vy)
    if n < 1e-6:
        # Touching corners give no line; fall back to centre to centre.
        ub, eb = t.bases_of(unit.id)[0], t.bases_of(enemy)[0]
        vx, vy = ub.x - eb.x, ub.y - eb.y
        n = math.hypot(vx, vy) or 1.0
    return vx / n, vy / n


def evade_poses(state: GameState, unit: Unit, enemy: str, distance: int) -> list[tuple[int, int, int]]:
    dx, dy = evade_direction(state, unit, enemy)
    return moves.translate(moves.unit_poses(unit), dx * distance, dy * distance)


def evade_problems(state: GameState, unit: Unit, enemy: str, distance: int) -> tuple[list[str], list[str]]:
    """(reasons the evade is illegal, friendly units it would burst through)."""
    prof = state.unit_profile(unit)
    if prof.flying:
        return ["flying units never evade; they home back instead"], []
    if state.ruleset.ask(NEVER_EVADES, state, unit):
        return [f"{unit.name} never evades"], []
    from game.core.magic.effects import scaled

    full = scaled(state, unit, prof.full_pace_mm)
    if distance <= 0 or distance > full:
        return [f"an evade is up to a full pace move: 1 to {full / 10:g} cm"], []
    poses = evade_poses(state, unit, enemy, distance)
    t = board.table(state)
    friends = [u for u in state.live_units(unit.side) if u.id != unit.id and not u.engaged]
    reasons = moves.move_problems(
        state,
        unit,
        poses,
        allowance=full,
        ignore=[f.id for f in friends],
        keep_away=False,
        allow_leave_table=False,
        what="evade",
    )
    end = board.unit_bases(state, unit, poses)
    for f in friends:
        if any(board.table_overlap(b, fb) for b in end for fb in t.bases_of(f.id)):
            reasons.append(f"it would end on top of {f.name}; an evade must clear friends it bursts through")
            break
    for other in state.live_units():
        if other.id == unit.id or not (other.side != unit.side or other.engaged):
            continue
        for ob in t.bases_of(other.id):
            if any(t.distance(b, ob) < EVADE_CLEARANCE_MM - moves.MEASURE_SLACK_MM for b in end):
                what = "enemy unit" if other.side != unit.side else "engaged unit"
                reasons.append(
                    f"an evade must end at least 5 cm from every enemy and engaged unit ({what} {other.name})"
                )
                break
        else:
            continue
        break
    before = board.unit_bases(state, unit)
    swept = moves._swept(before, end)
    burst = [f.id for f in friends if any(board.table_overlap(s, fb) for s in swept for fb in t.bases_of(f.id))]
    return reasons, burst


def check_evade(state: GameState, action: Evade) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None:
        return [f"there is no unit {action.unit!r}"]
    reasons = initiative_problems(state, unit)
    if reasons:
        return reasons
    targets = reactable(state, unit)
    if action.enemy not in targets:
        if not targets:
            return [f"no enemy unit {unit.name} can see is within 20 cm"]
        names = " or ".join(state.units[t].name for t in targets)
        return [f"{unit.name} may only evade the closest enemy it can see: {names}"]
    if must_charge_target(state, unit) is not None:
        return [f"{unit.name} must charge instead"]
    refused = [r for refuse in state.ruleset.hook(hooks.STANDING_ORDERS) for r in refuse(state, unit, "evade", None)]
    if refused:
        return refused
    return evade_problems(state, unit, action.enemy, action.distance)[0]


def apply_evade(state: GameState, action: Evade, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    _, burst = evade_problems(state, unit, action.enemy, action.distance)
    poses = evade_poses(state, unit, action.enemy, action.distance)
    events: list[Event] = [
        Evaded(
            unit=unit.id,
            unit_name=unit.name,
            enemy=action.enemy,
            enemy_name=state.units[action.enemy].name,
            distance=action.distance,
            burst_through=tuple(burst),
            poses=tuple(poses),
            rule="movement.evade",
        )
    ]
    events += moves.carry_out_move(state, unit, poses, None)
    unit.initiative_moved = True
    unit.moved = True
    for fid in burst:
        events += confuse(state, state.units[fid], f"{unit.name} burst through it", "confusion.burst_through")
    return events


def legal_initiative(state: GameState) -> Iterator[InitiativeCharge | Evade]:
    """Every initiative charge and evade open to the active side, one at a time.

    A generator, so that the turn loop, asking only whether the step has anything to do, stops at the
    first: each charge is placed on the table to be checked, the dearest question of the step.
    """
    if state.command.orders_started:
        return
    for unit in state.live_units(state.active):
        if initiative_problems(state, unit):
            continue
        for target in reactable(state, unit):
            a = InitiativeCharge(unit.id, target)
            if not check_initiative_charge(state, a):
                yield a
            full = state.unit_profile(unit).full_pace_mm
            for d in (full, full // 2):
                e = Evade(unit.id, target, d)
                if not check_evade(state, e):
                    yield e
                    break


def must_charge_target(state: GameState, unit: Unit) -> str | None:
    """The enemy a must-charge unit is obliged to charge on its initiative now, if any (digest 10.0).

    Flagellants and the like charge whenever they can; Ogres must charge enemy Men when they can; Zealots
    the kinds of foe ``MUST_CHARGE_KINDS`` names (Chaos and the Undead).
    """
    at = state.ruleset.ask(MUST_CHARGE_AT, state, unit)
    kinds = state.ruleset.ask(MUST_CHARGE_KINDS, state, unit)
    if not at and not kinds:
        return None
    if initiative_problems(state, unit):
        return None
    for target in reactable(state, unit):
        foe = state.units[target]
        foe_kinds: tuple[str, ...] = state.ruleset.ask(FOE_KINDS, state, foe) if kinds else ()
        hated = any(k in kinds for k in foe_kinds)
        if at != "any" and at not in state.unit_profile(foe).special and not hated:
            continue
        if not check_initiative_charge(state, InitiativeCharge(unit.id, target)):
            return target
    return None


def must_charge_blocker(state: GameState) -> str | None:
    """Initiative cannot end while a unit that must charge still can."""
    if state.phase != "command" or state.step != "initiative" or state.command.orders_started:
        return None
    cached = state._cache.get("must_charge_blocker", "?")
    if cached != "?":
        return cached  # type: ignore[no-any-return]
    reason = None
    for unit in state.live_units(state.active):
        target = must_charge_target(state, unit)
        if target is not None:
            reason = f"{unit.name} must charge {state.units[target].name} on its initiative first"
            break
    state._cache["must_charge_blocker"] = reason
    return reason
