"""Carrying out the choices after a combat round, and what each unit may choose (digest 5.5, 5.7-5.10).

The winners of a round may stand, fall back, pursue (if they can) or, with every enemy destroyed,
advance; troops that must pursue or advance have no say. After a draw every unit falls back, save
defended or fortified ones, which may stand.
"""

from __future__ import annotations

from game.core.combat import advance as adv
from game.core.combat import fallback, pursuit
from game.core.combat.actions import ADVANCE, FALL_BACK, PURSUE, STAND, CombatChoice
from game.core.combat.attacks import IN_THE_OPEN
from game.core.combat.engagements import data, engagement_of
from game.core.combat.events import Advanced, Pursued, Stood
from game.core.combat.kept import Aftermath
from game.core.combat.moving import end_refused, relocate
from game.core.cover import RANK, unit_cover
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.questions import MUST_CHARGE, MUST_PURSUE, PURSUES_ONLY, STAYS_AFTER_COMBAT
from game.core.state import GameState, Unit, id_key

WINNERS, LOSERS_RETREAT, DRAW = "winners", "retreat", "draw"


def names(state: GameState, units: list[str]) -> tuple[str, ...]:
    return tuple(state.units[u].name for u in sorted(units, key=id_key))


def winner_options(state: GameState, unit: Unit, p: Aftermath) -> list[str]:
    """What a winning unit may do: stand, fall back, pursue (if it can), advance (if it can)."""
    from game.core.magic.effects import HOLD_GROUND  # the magic package imports the phases

    if unit.flags.get(HOLD_GROUND):
        return [STAND]  # a Giant that charged going wild holds its ground if it wins
    if state.ruleset.ask(STAYS_AFTER_COMBAT, state, unit):
        return [STAND]  # a Screaming Bell with nobody to push it
    opts = [STAND, FALL_BACK]
    chase = None if p.enemies_destroyed else pursuit.plan_pursuit(state, unit, p)
    can_pursue = chase is not None and not end_refused(state, unit, PURSUE, chase.poses)
    found = adv.plan_advance(state, unit, p)
    can_advance = found is not None and not end_refused(state, unit, ADVANCE, found[1].poses)
    if can_pursue:
        opts.append(PURSUE)
    if can_advance:
        opts.append(ADVANCE)
    if state.ruleset.ask(PURSUES_ONLY, state, unit):
        return [PURSUE] if can_pursue else [STAND]  # stampeding Elephants: no advance, no reforming
    if state.ruleset.ask(MUST_CHARGE, state, unit) or state.ruleset.ask(MUST_PURSUE, state, unit):
        if can_pursue:
            return [PURSUE]
        if can_advance:
            return [ADVANCE]
    if not state.unit_profile(unit).flying and not can_pursue and _touches_flyers(state, unit):
        opts.remove(STAND)
    return opts


def refused_follow_ups(state: GameState, unit: Unit, p: Aftermath) -> list[str]:
    """Why a winning unit that could reach a pursuit or an advance may not end it there (a Screaming Bell that
    would be left without its pushers): what a player is told beside its choices."""
    out = []
    chase = None if p.enemies_destroyed else pursuit.plan_pursuit(state, unit, p)
    if chase is not None:
        out.append(end_refused(state, unit, PURSUE, chase.poses))
    found = adv.plan_advance(state, unit, p)
    if found is not None:
        out.append(end_refused(state, unit, ADVANCE, found[1].poses))
    return [why for why in out if why]


def _touches_flyers(state: GameState, unit: Unit) -> bool:
    from game.core.combat.engagements import contacts

    return any(state.unit_profile(state.units[x.enemy]).flying for x in contacts(state).get(unit.id, []))


def may_stand_on_draw(state: GameState, unit: Unit, p: Aftermath) -> bool:
    """Defended or fortified units may stand after a draw, and units that cannot move of their own accord."""
    if state.ruleset.ask(STAYS_AFTER_COMBAT, state, unit):
        return True
    enemies = [state.units[u] for u in p.units if state.units[u].alive and state.units[u].side != unit.side]
    if not enemies:
        return True
    at = (enemies[0].stands[0].x, enemies[0].stands[0].y)
    return unit_cover(state, unit, at).rank >= RANK["defended"]


def undecided(state: GameState, p: Aftermath) -> list[str]:
    decided = set(p.decided)
    return [u for u in p.winners if state.units[u].alive and u not in decided]


def draw_todo(state: GameState, p: Aftermath, side: int) -> list[str]:
    decided = set(p.decided)
    return [u for u in p.units if state.units[u].alive and state.units[u].side == side and u not in decided]


def carry_out(state: GameState, unit: Unit, action: CombatChoice, p: Aftermath, dice: Dice) -> list[Event]:
    if action.choice == STAND:
        reason = "defended" if p.stage == DRAW else ""
        return [Stood(unit=unit.id, unit_name=unit.name, reason=reason, rule="combat.stand")]
    if action.choice == FALL_BACK:
        events: list[Event] = []
        key = unit.side
        rolls = p.roll
        if key not in rolls:
            faces = dice.roll(3, 6, f"{state.sides[unit.side].name} fall back")
            rolls[key] = 10 * sum(faces)
            events.append(
                DiceRolled(
                    purpose=f"Fall back distance for {state.sides[unit.side].name} (3D6 cm, one roll for its units in this fight)",
                    sides=6,
                    faces=faces,
                    total=sum(faces),
                    outcome=f"up to {sum(faces)} cm",
                    side=unit.side,
                    rule="combat.fall_back",
                )
            )
        return events + fallback.fall_back(state, unit, rolls[key], action.distance, p.units)
    if action.choice == PURSUE:
        plan = pursuit.plan_pursuit(state, unit, p)
        assert plan is not None
        events = relocate(state, unit, plan.poses)
        unit.flags[IN_THE_OPEN] = 1
        p.pursued.append(unit.id)
        met = pursuit.contacted(state, unit)
        events.insert(
            0,
            Pursued(
                unit=unit.id,
                unit_name=unit.name,
                how=plan.how,
                targets=tuple(met),
                target_names=names(state, met),
                poses=plan.poses,
                rule=f"combat.pursuit.{plan.how}",
            ),
        )
        return events
    if action.choice == ADVANCE:
        return _advance(state, unit, p, dice)
    raise ValueError(action.choice)


def _advance(state: GameState, unit: Unit, p: Aftermath, dice: Dice) -> list[Event]:
    from game.core import hooks

    found = adv.plan_advance(state, unit, p)
    assert found is not None
    target, plan = found
    done = set(data(state).done)
    events = relocate(state, unit, plan.poses)
    adv.mark_advanced(state, unit)
    p.advanced_now.append(unit.id)
    for uid in plan.contacted:
        state.units[uid].engaged = True
    unit.engaged = True
    g = engagement_of(state, unit.id) or []
    fresh = not (done & set(g)) or not g
    events.insert(
        0,
        Advanced(
            unit=unit.id,
            unit_name=unit.name,
            target=target,
            target_name=state.units[target].name,
            contacted=tuple(plan.contacted),
            poses=tuple(plan.poses),
            joins_now=fresh,
            rule="combat.advance",
        ),
    )
    for react in state.ruleset.hook(hooks.CHARGE_ARRIVES):
        events += react(state, unit, tuple(plan.contacted), dice)
    return events
