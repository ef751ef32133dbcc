"""The ``combat_choice`` action: the decisions a round's aftermath waits for (digest 5.5, 5.7-5.9).

The loser names the unit to retreat next when one retreat could get in another's way (and the edge
it retreats from when enemies press it equally); the winner decides for each unit; after a draw the
sides take turns to fall back, or stand if defended.
"""

from __future__ import annotations

from game.core.combat import advance as adv
from game.core.combat import pursuit, retreat
from game.core.combat.actions import ADVANCE, FALL_BACK, PURSUE, RETREAT, STAND, CombatChoice
from game.core.combat.aftermath import (
    DRAW,
    LOSERS_RETREAT,
    WINNERS,
    carry_out,
    draw_todo,
    may_stand_on_draw,
    names,
    undecided,
    winner_options,
)
from game.core.combat.engagements import update_engaged
from game.core.combat.flow import in_fight_step, pending_decision, run
from game.core.combat.kept import Aftermath
from game.core.combat.moving import end_refused
from game.core.dice import Dice
from game.core.events import Event
from game.core.questions import STAYS_AFTER_COMBAT
from game.core.state import GameState, Unit


def check_choice(state: GameState, action: CombatChoice) -> list[str]:
    p = pending_decision(state)
    if not in_fight_step(state) or not p:
        return ["there is no combat decision to make now"]
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive:
        return [f"there is no unit {action.unit!r} on the table"]
    if action.distance is not None and action.distance < 0:
        return ["a fall back distance cannot be negative"]
    stage = p.stage
    if stage == LOSERS_RETREAT:
        if action.choice != RETREAT:
            losing = ", ".join(names(state, p.losers)) or state.sides[1 - int(p.winner or 0)].name
            return [f"the losers ({losing}) must retreat first"]
        if action.unit not in p.losers:
            return [f"{unit.name} is not a losing unit still to retreat"]
        options = retreat.edge_options(state, unit)
        if len(options) > 1 and action.edge not in options:
            return [f"{unit.name} is pressed equally on its {' and '.join(options)}: say which edge it retreats from"]
        if action.edge and options and action.edge not in options:
            return [f"{unit.name} retreats away from its {options[0]}, where most enemies press"]
        return []
    if stage == WINNERS:
        if action.unit not in undecided(state, p):
            return [f"{unit.name} is not a winning unit waiting for orders"]
        opts = winner_options(state, unit, p)
        if action.choice not in opts:
            return [_why_not(state, unit, action.choice, p, opts)]
        return []
    if stage == DRAW:
        todo = draw_todo(state, p, int(p.turn or 0))
        if action.unit not in todo:
            side = state.sides[int(p.turn or 0)].name
            return [f"after the draw it is {side}'s turn to move one of {', '.join(names(state, todo))}"]
        if action.choice == STAND and not may_stand_on_draw(state, unit, p):
            return [f"after a draw only defended or fortified units may stand; {unit.name} must fall back"]
        if action.choice not in (STAND, FALL_BACK):
            return ["after a draw both sides fall back (defended or fortified units may stand)"]
        stays = state.ruleset.ask(STAYS_AFTER_COMBAT, state, unit)
        if action.choice == FALL_BACK and stays:
            return [stays]
        return []
    return ["there is no combat decision to make now"]


def _why_not(state: GameState, unit: Unit, choice: str, p: Aftermath, opts: list[str]) -> str:
    if opts == [STAND] and unit.flags.get("hold_ground"):
        return f"{unit.name} charged in a wild rage and holds its ground: it may only stand"
    if choice == PURSUE:
        why = pursuit.barred(state, unit, p)
        if p.enemies_destroyed:
            why = "every enemy is destroyed: there is nobody to pursue (it may advance instead)"
        chase = None if why else pursuit.plan_pursuit(state, unit, p)
        why = why or (end_refused(state, unit, PURSUE, chase.poses) if chase is not None else "")
        return why or f"{unit.name} cannot reach a retreating enemy, see it, or move into support"
    if choice == ADVANCE:
        found = adv.plan_advance(state, unit, p)
        why = adv.barred(state, unit, p) or (end_refused(state, unit, ADVANCE, found[1].poses) if found else "")
        return why or f"{unit.name} can neither see nor reach an enemy within 20 cm"
    if choice == RETREAT:
        return "only losers retreat"
    if choice == STAND and unit.id in p.winners and PURSUE in opts:
        return f"{unit.name} must pursue when it can"
    if choice == STAND:
        return f"{unit.name} may not stand touching flyers it cannot pursue: it must fall back"
    return f"{unit.name} must {' or '.join(o.replace('_', ' ') for o in opts)}"


def legal_choices(state: GameState) -> list[CombatChoice]:
    p = pending_decision(state)
    if not in_fight_step(state) or not p:
        return []
    out: list[CombatChoice] = []
    if p.stage == LOSERS_RETREAT:
        for u in p.losers:
            if not state.units[u].alive:
                continue
            options = retreat.edge_options(state, state.units[u])
            if len(options) > 1:
                out += [CombatChoice(u, RETREAT, edge=e) for e in options]
            else:
                out.append(CombatChoice(u, RETREAT))
    elif p.stage == WINNERS:
        for u in undecided(state, p):
            out += [CombatChoice(u, c) for c in winner_options(state, state.units[u], p)]
    elif p.stage == DRAW:
        for u in draw_todo(state, p, int(p.turn or 0)):
            if may_stand_on_draw(state, state.units[u], p):
                out.append(CombatChoice(u, STAND))
            if not state.ruleset.ask(STAYS_AFTER_COMBAT, state, state.units[u]):
                out.append(CombatChoice(u, FALL_BACK))
    return out


def apply_choice(state: GameState, action: CombatChoice, dice: Dice) -> list[Event]:
    p = pending_decision(state)
    assert p is not None
    unit = state.units[action.unit]
    events: list[Event] = []
    if action.choice == RETREAT:
        events += retreat.retreat_unit(state, unit, action.edge, p, dice)
        p.losers = [u for u in p.losers if u != unit.id]
    else:
        events += carry_out(state, unit, action, p, dice)
        p.decided.append(unit.id)
        if p.stage == DRAW:
            other = 1 - int(p.turn or 0)
            if draw_todo(state, p, other):
                p.turn = other
    events += run(state, dice)
    update_engaged(state)
    return events
